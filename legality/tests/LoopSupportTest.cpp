//===- LoopSupportTest.cpp - Helpers of the loop checks, on isl strings ---===//
//
// iterationsWithout on its worked example and at concrete points against
// brute force: an instance is kept exactly when no instance of Stand runs
// in its iteration.

#include "IslTestContext.h"
#include "check/LoopSupport.h"

#include <string>

using namespace ompfix;

namespace {

class LoopSupport : public ompfix::testing::IslTestContext {
protected:
  isl::union_set uset(const std::string &Text) {
    return isl::union_set(ctx(), Text);
  }
  bool holds(const isl::union_set &S, const std::string &Point) {
    return !uset(Point).intersect(S).is_empty();
  }
};

LoopDirective loopAt(unsigned Depth) {
  LoopDirective L;
  L.Depth = Depth;
  L.Collapse = 1;
  return L;
}

TEST_F(LoopSupport, IterationsWithoutTheWorkedExample) {
  isl::union_set Missing = iterationsWithout(
      loopAt(0),
      uset("{ [T[i] -> R1[]] : 0 <= i < 2; [S[i] -> R0[]] : 0 <= i < 2 }"),
      uset("{ [S[1] -> R0[]] }"));
  EXPECT_TRUE(
      Missing.is_equal(uset("{ [T[0] -> R1[]]; [S[0] -> R0[]] }")));
}

// for (k = 0; k < 3; k++)          (outside the loop: Depth 1)
//   #pragma omp for
//   for (j = 0; j <= k; j++) {
//     T: ...;                      every iteration
//     if (j == 1) S: g[1] += 1.0;  the copy's only access
//   }
TEST_F(LoopSupport, IterationsWithoutAgreesWithBruteForce) {
  isl::union_set Everywhere =
      uset("{ [T[k, j] -> R1[]] : 0 <= k < 3 and 0 <= j <= k; "
           "[S[k, j] -> R0[]] : 0 <= k < 3 and j = 1 and j <= k; "
           "[U[k] -> R2[]] : 0 <= k < 3 }"); // U: outside the iterations
  isl::union_set Stand =
      uset("{ [S[k, j] -> R0[]] : 0 <= k < 3 and j = 1 and j <= k }");
  isl::union_set Missing = iterationsWithout(loopAt(1), Everywhere, Stand);
  for (int K = 0; K < 3; ++K) {
    for (int J = 0; J <= K; ++J) {
      bool Accessed = J == 1; // S runs in iteration (K, J)
      std::string T = "{ [T[" + std::to_string(K) + ", " + std::to_string(J) +
                      "] -> R1[]] }";
      EXPECT_EQ(holds(Missing, T), !Accessed) << T;
    }
    EXPECT_FALSE(holds(Missing, "{ [U[" + std::to_string(K) + "] -> R2[]] }"));
  }
  EXPECT_TRUE(iterationsWithout(loopAt(1), Everywhere, Everywhere).is_empty());
}

} // namespace
