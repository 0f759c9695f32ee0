//===- FileWriterTest.cpp - No file lost or damaged by a rewrite ----------===//

#include "output/FileWriter.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <sys/stat.h>
#include <unistd.h>

using namespace ompfix;

namespace {

class FileWriter : public ::testing::Test {
protected:
  void SetUp() override {
    llvm::SmallString<128> Dir;
    ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("ompfix-writer", Dir));
    Root = std::string(Dir);
  }
  void TearDown() override { llvm::sys::fs::remove_directories(Root); }

  std::string path(const std::string &Name) { return Root + "/" + Name; }
  void write(const std::string &Path, const std::string &Text) {
    std::ofstream(Path, std::ios::binary) << Text;
  }
  std::string read(const std::string &Path) {
    std::ifstream In(Path, std::ios::binary);
    std::stringstream S;
    S << In.rdbuf();
    return S.str();
  }
  /// Files of the directory (a temporary left behind would show).
  size_t entries() {
    size_t N = 0;
    std::error_code EC;
    for (llvm::sys::fs::directory_iterator It(Root, EC), End; It != End && !EC;
         It.increment(EC))
      ++N;
    return N;
  }
  std::string Root;
};

TEST_F(FileWriter, ReplacesEveryFileAndKeepsTheMode) {
  write(path("a.c"), "old a\n");
  write(path("b.c"), "old b\n");
  ::chmod(path("a.c").c_str(), 0640);
  std::string Error = replaceAll({{path("a.c"), "a.c", "old a\n", "new a\n"},
                                  {path("b.c"), "b.c", "old b\n", "new b\n"}});
  EXPECT_EQ(Error, "");
  EXPECT_EQ(read(path("a.c")), "new a\n");
  EXPECT_EQ(read(path("b.c")), "new b\n");
  struct stat S;
  ASSERT_EQ(::stat(path("a.c").c_str(), &S), 0);
  EXPECT_EQ(S.st_mode & 07777, 0640u);
  EXPECT_EQ(entries(), 2u);
}

// An edit made to a file while ompfix checked it is never overwritten, and
// then no file is written at all.
TEST_F(FileWriter, AFileChangedMeanwhileStopsEveryWrite) {
  write(path("a.c"), "old a\n");
  write(path("b.c"), "old b, edited by the user\n");
  std::string Error = replaceAll({{path("a.c"), "a.c", "old a\n", "new a\n"},
                                  {path("b.c"), "b.c", "old b\n", "new b\n"}});
  EXPECT_NE(Error.find("'b.c' changed while ompfix was checking it"),
            std::string::npos)
      << Error;
  EXPECT_NE(Error.find("no file was changed"), std::string::npos) << Error;
  EXPECT_EQ(read(path("a.c")), "old a\n");
  EXPECT_EQ(read(path("b.c")), "old b, edited by the user\n");
  EXPECT_EQ(entries(), 2u);
}

TEST_F(FileWriter, AReadOnlyFileStopsEveryWrite) {
  write(path("a.c"), "old a\n");
  write(path("b.c"), "old b\n");
  ::chmod(path("b.c").c_str(), 0444);
  std::string Error = replaceAll({{path("a.c"), "a.c", "old a\n", "new a\n"},
                                  {path("b.c"), "b.c", "old b\n", "new b\n"}});
  EXPECT_NE(Error.find("'b.c' is read-only"), std::string::npos) << Error;
  EXPECT_EQ(read(path("a.c")), "old a\n");
  EXPECT_EQ(read(path("b.c")), "old b\n");
}

TEST_F(FileWriter, HardLinksAllSeeTheChange) {
  write(path("a.c"), "old\n");
  ASSERT_EQ(::link(path("a.c").c_str(), path("same.c").c_str()), 0);
  EXPECT_EQ(replaceAll({{path("a.c"), "a.c", "old\n", "new\n"}}), "");
  EXPECT_EQ(read(path("same.c")), "new\n");
  struct stat A, B;
  ASSERT_EQ(::stat(path("a.c").c_str(), &A), 0);
  ASSERT_EQ(::stat(path("same.c").c_str(), &B), 0);
  EXPECT_EQ(A.st_ino, B.st_ino);
  EXPECT_EQ(entries(), 2u);
}

TEST_F(FileWriter, ASymbolicLinkStaysALink) {
  write(path("target.c"), "old\n");
  ASSERT_EQ(::symlink("target.c", path("link.c").c_str()), 0);
  // The tool names the real path of what it rewrites.
  EXPECT_EQ(replaceAll({{path("target.c"), "link.c", "old\n", "new\n"}}), "");
  struct stat S;
  ASSERT_EQ(::lstat(path("link.c").c_str(), &S), 0);
  EXPECT_TRUE(S_ISLNK(S.st_mode));
  EXPECT_EQ(read(path("link.c")), "new\n");
}

TEST_F(FileWriter, AMissingDirectoryIsAnErrorAndNothingIsWritten) {
  write(path("a.c"), "old a\n");
  std::string Error =
      replaceAll({{path("a.c"), "a.c", "old a\n", "new a\n"},
                  {path("gone/b.c"), "gone/b.c", "old b\n", "new b\n"}});
  EXPECT_NE(Error, "");
  EXPECT_EQ(read(path("a.c")), "old a\n");
  EXPECT_EQ(entries(), 1u);
}

TEST_F(FileWriter, ExportedFileIsWrittenWhole) {
  EXPECT_EQ(writeFileAtomically(path("fixes.yaml"), "---\n...\n"), "");
  EXPECT_EQ(read(path("fixes.yaml")), "---\n...\n");
  EXPECT_NE(writeFileAtomically(path("no/such/dir/fixes.yaml"), "x"), "");
}

} // namespace
