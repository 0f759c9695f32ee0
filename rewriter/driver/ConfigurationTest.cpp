//===- ConfigurationTest.cpp - .ompfix.yaml -------------------------------===//

#include "driver/Configuration.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <gtest/gtest.h>

using namespace ompfix;

namespace {

TEST(Configuration, EveryKey) {
  std::string Error;
  std::optional<Configuration> C = parseConfiguration(
      "# the project's choices\n"
      "DisabledRules: [ompfix-redundant-clause, 'ompfix-missing-*']\n"
      "Strict: true\n"
      "AssumeDisjoint: false\n"
      "AssumeCallerCopies: false\n"
      "Forward: false\n"
      "Expand: true\n"
      "CheckRegions: false\n"
      "ShowCompilerWarnings: true\n"
      "MaxOperations: 500000\n",
      "p/.ompfix.yaml", Error);
  ASSERT_TRUE(C) << Error;
  EXPECT_EQ(C->DisabledRules.size(), 2u);
  EXPECT_TRUE(C->disables("ompfix-redundant-clause"));
  EXPECT_TRUE(C->disables("ompfix-missing-private"));
  EXPECT_FALSE(C->disables("ompfix-race"));
  EXPECT_EQ(C->Strict, true);
  EXPECT_EQ(C->AssumeDisjoint, false);
  EXPECT_EQ(C->AssumeCallerCopies, false);
  EXPECT_EQ(C->Forward, false);
  EXPECT_EQ(C->Expand, true);
  EXPECT_EQ(C->CheckRegions, false);
  EXPECT_EQ(C->ShowCompilerWarnings, true);
  EXPECT_EQ(C->MaxOperations, 500000ul);
}

TEST(Configuration, WhatItDoesNotSayIsUnset) {
  std::string Error;
  std::optional<Configuration> C =
      parseConfiguration("Strict: true\n", "c.yaml", Error);
  ASSERT_TRUE(C) << Error;
  EXPECT_FALSE(C->AssumeDisjoint.has_value());
  EXPECT_FALSE(C->MaxOperations.has_value());
  EXPECT_TRUE(C->DisabledRules.empty());
  C = parseConfiguration("# nothing yet\n\n", "c.yaml", Error);
  ASSERT_TRUE(C) << Error;
  EXPECT_FALSE(C->Strict.has_value());
}

TEST(Configuration, ErrorsSayWhereAndWhat) {
  std::string Error;
  EXPECT_FALSE(parseConfiguration("Strict: true\nStirct: false\n",
                                  "p/.ompfix.yaml", Error));
  EXPECT_EQ(Error, "p/.ompfix.yaml:2:1: unknown key 'Stirct'");
  EXPECT_FALSE(parseConfiguration("Strict: maybe\n", "c.yaml", Error));
  EXPECT_NE(Error.find("c.yaml:1:9: "), std::string::npos) << Error;
  EXPECT_FALSE(parseConfiguration("MaxOperations: -3\n", "c.yaml", Error));
  EXPECT_NE(Error.find("c.yaml:1:"), std::string::npos) << Error;
}

TEST(Configurations, TheNearestFileUpward) {
  llvm::SmallString<128> Root;
  ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("ompfix-config", Root));
  auto write = [&](llvm::StringRef Relative, llvm::StringRef Text) {
    llvm::SmallString<128> Path(Root);
    llvm::sys::path::append(Path, Relative);
    llvm::sys::fs::create_directories(llvm::sys::path::parent_path(Path));
    std::error_code EC;
    llvm::raw_fd_ostream(Path, EC) << Text;
    return std::string(Path);
  };
  std::string Top = write(".ompfix.yaml", "Strict: true\n");
  std::string Inner = write("lib/deep/.ompfix.yaml", "Strict: false\n");
  std::string A = write("src/a.c", ""), B = write("lib/deep/x/b.c", "");
  Configurations Search("");
  std::string Error;
  std::optional<Configuration> C = Search.of(A, Error);
  ASSERT_TRUE(C) << Error;
  EXPECT_EQ(C->Path, Top);
  EXPECT_EQ(C->Strict, true);
  C = Search.of(B, Error);
  ASSERT_TRUE(C) << Error;
  EXPECT_EQ(C->Path, Inner);
  EXPECT_EQ(C->Strict, false);
  // --config-file: one file for all.
  Configurations Given(Inner);
  C = Given.of(A, Error);
  ASSERT_TRUE(C);
  EXPECT_EQ(C->Path, Inner);
  llvm::sys::fs::remove_directories(Root);
}

} // namespace
