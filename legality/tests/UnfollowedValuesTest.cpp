//===- UnfollowedValuesTest.cpp - Conflicts whatever some values are ------===//
//
// pairsWhatever against brute force over a box of parameters and
// instances: a pair is kept exactly where, its other parameters and its
// instances fixed, every value of the unfollowed parameter at which both
// instances access makes it a pair. tiedThrough on contexts that relate
// parameters and on ones that do not.

#include "IslTestContext.h"
#include "check/UnfollowedValues.h"

#include <gtest/gtest.h>

#include <functional>
#include <string>

using namespace ompfix;

namespace {

class UnfollowedValuesTest : public ompfix::testing::IslTestContext {
protected:
  // Sizes n in [0, 5], the unfollowed offset off in [-6, 6].
  const std::string Box = "0 <= n <= 5 and -6 <= off <= 6";

  /// Checks pairsWhatever on { [S[j] -> R1[]] -> [S[k] -> R2[]] : Pair }
  /// with both references accessing where 0 <= j < n, against \p IsPair,
  /// the same condition in C++, at every point of the box.
  void checkAgainstBruteForce(
      const std::string &Pair,
      const std::function<bool(long N, long Off, long J, long K)> &IsPair) {
    isl::set Context(ctx(), "[n, off] -> { : " + Box + " }");
    isl::union_set Accessing(ctx(), "[n, off] -> { [S[j] -> R1[]] : 0 <= j "
                                    "< n; [S[j] -> R2[]] : 0 <= j < n }");
    isl::union_map Pairs(ctx(), "[n, off] -> { [S[j] -> R1[]] -> [S[k] -> "
                                "R2[]] : 0 <= j < n and 0 <= k < n and " +
                                    Pair + " }");
    Pairs = Pairs.intersect_params(Context);
    isl::union_map Kept = pairsWhatever(Pairs, Accessing, Context, {"off"});
    for (long N = 0; N <= 5; ++N)
      for (long Off = -6; Off <= 6; ++Off)
        for (long J = 0; J < N; ++J)
          for (long K = 0; K < N; ++K) {
            bool Whatever = true;
            for (long Other = -6; Other <= 6; ++Other)
              Whatever = Whatever && IsPair(N, Other, J, K);
            bool Expected = IsPair(N, Off, J, K) && Whatever;
            isl::union_map Point(
                ctx(), "[n, off] -> { [S[" + std::to_string(J) +
                           "] -> R1[]] -> [S[" + std::to_string(K) +
                           "] -> R2[]] : n = " + std::to_string(N) +
                           " and off = " + std::to_string(Off) + " }");
            EXPECT_EQ(Point.is_subset(Kept), Expected)
                << Pair << " at n = " << N << ", off = " << Off << ", j = " << J
                << ", k = " << K;
          }
  }
};

// b = a + n + off: a[j] and b[k] meet only at some offsets.
TEST_F(UnfollowedValuesTest, OverlapAtSomeOffsetsIsNoPair) {
  checkAgainstBruteForce("j != k and j = k + n + off",
                         [](long N, long Off, long J, long K) {
                           return J != K && J == K + N + Off;
                         });
}

// A scalar: any two iterations meet, whatever the offset.
TEST_F(UnfollowedValuesTest, PairsAtEveryOffsetAreKept) {
  checkAgainstBruteForce("j != k",
                         [](long, long, long J, long K) { return J != K; });
}

// Meeting at offsets of one sign only: no instance pair holds for all.
TEST_F(UnfollowedValuesTest, OneSignOfOffsetIsNoPair) {
  checkAgainstBruteForce(
      "j != k and off >= 0",
      [](long, long Off, long J, long K) { return J != K && Off >= 0; });
}

// Where the accesses' instances depend on the offset, only the values at
// which both run count.
TEST_F(UnfollowedValuesTest, OnlyValuesWhereBothAccessCount) {
  isl::set Context(ctx(), "[n, off] -> { : " + Box + " }");
  isl::union_set Accessing(ctx(), "[n, off] -> { [S[j] -> R1[]] : 0 <= j < n "
                                  "and off >= 0; [S[j] -> R2[]] : 0 <= j < n "
                                  "and off >= 0 }");
  isl::union_map Pairs(ctx(), "[n, off] -> { [S[j] -> R1[]] -> [S[k] -> R2[]] "
                              ": 0 <= j < n and 0 <= k < n and j != k and off "
                              ">= 0 }");
  isl::union_map Kept = pairsWhatever(Pairs.intersect_params(Context),
                                      Accessing, Context, {"off"});
  EXPECT_TRUE(Kept.is_equal(Pairs.intersect_params(Context)));
}

TEST_F(UnfollowedValuesTest, TiedThroughTheContext) {
  isl::set Context(ctx(), "[half, len, n] -> { : 2 * half <= len <= 2 * half "
                          "+ 1 and n >= 0 }");
  EXPECT_EQ(tiedThrough(Context, {"len"}),
            (std::set<std::string>{"half", "len"}));
  // Bounds of each alone relate nothing.
  isl::set Product(ctx(), "[a, b] -> { : a >= 0 and 0 <= b <= 3 }");
  EXPECT_EQ(tiedThrough(Product, {"a"}), (std::set<std::string>{"a"}));
  // Through a chain: c = b + 1, b = a.
  isl::set Chain(ctx(), "[a, b, c] -> { : c = b + 1 and b = a }");
  EXPECT_EQ(tiedThrough(Chain, {"a"}), (std::set<std::string>{"a", "b", "c"}));
}

} // namespace
