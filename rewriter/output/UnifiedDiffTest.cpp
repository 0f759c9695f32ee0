//===- UnifiedDiffTest.cpp - Line diffs against brute force ---------------===//

#include "output/UnifiedDiff.h"

#include <gtest/gtest.h>

#include <random>

using namespace ompfix;

namespace {

/// The longest common subsequence of \p A and \p B, by dynamic
/// programming over every prefix pair.
size_t lcsLength(const std::vector<llvm::StringRef> &A,
                 const std::vector<llvm::StringRef> &B) {
  std::vector<std::vector<size_t>> L(A.size() + 1,
                                     std::vector<size_t>(B.size() + 1, 0));
  for (size_t I = 1; I <= A.size(); ++I)
    for (size_t J = 1; J <= B.size(); ++J)
      L[I][J] = A[I - 1] == B[J - 1] ? L[I - 1][J - 1] + 1
                                     : std::max(L[I - 1][J], L[I][J - 1]);
  return L[A.size()][B.size()];
}

} // namespace

// Every script turns the old lines into the new ones, in order, and is as
// short as the longest common subsequence allows.
TEST(UnifiedDiff, ShortestScriptOnRandomTexts) {
  static const llvm::StringRef Words[] = {"a", "b", "c", "{", "}"};
  std::mt19937 Random(7);
  for (int Case = 0; Case < 500; ++Case) {
    std::vector<llvm::StringRef> Old, New;
    for (int K = Random() % 12; K > 0; --K)
      Old.push_back(Words[Random() % 5]);
    for (int K = Random() % 12; K > 0; --K)
      New.push_back(Words[Random() % 5]);
    std::vector<DiffLine> Script = diffLines(Old, New);
    std::vector<llvm::StringRef> FromOld, Built;
    size_t Changes = 0, NextOld = 0, NextNew = 0;
    for (const DiffLine &L : Script) {
      if (L.Kind != DiffLine::Added) {
        ASSERT_EQ(L.OldLine, NextOld++);
      }
      if (L.Kind != DiffLine::Removed) {
        ASSERT_EQ(L.NewLine, NextNew++);
        Built.push_back(L.Kind == DiffLine::Same ? Old[L.OldLine]
                                                 : New[L.NewLine]);
      }
      if (L.Kind == DiffLine::Same) {
        ASSERT_EQ(Old[L.OldLine], New[L.NewLine]);
      }
      Changes += L.Kind != DiffLine::Same;
    }
    EXPECT_EQ(NextOld, Old.size());
    EXPECT_EQ(Built, New);
    EXPECT_EQ(Changes, Old.size() + New.size() - 2 * lcsLength(Old, New));
  }
}

TEST(UnifiedDiff, HunkOfInsertedLines) {
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  printUnifiedDiff(OS, "k.c", "a\nb\nc\n", "a\nx\nb\nc\n");
  OS.flush();
  EXPECT_EQ(Out, "--- a/k.c\n+++ b/k.c\n@@ -1,3 +1,4 @@\n a\n+x\n b\n c\n");
}

TEST(UnifiedDiff, NothingForEqualTexts) {
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  printUnifiedDiff(OS, "k.c", "a\n", "a\n");
  OS.flush();
  EXPECT_EQ(Out, "");
}
