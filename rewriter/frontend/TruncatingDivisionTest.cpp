//===- TruncatingDivisionTest.cpp - C's / and % against isl, point by point ===//
//
// Each text is split by truncatingDivisions and parsed by isl; membership
// at every point of a box is compared with C's own arithmetic.
//
//===----------------------------------------------------------------------===//

#include "frontend/TruncatingDivision.h"

#include <isl/cpp.h>

#include <gtest/gtest.h>

#include <functional>

using namespace ompfix::extract;

namespace {

class TruncatingDivisionTest : public ::testing::Test {
protected:
  TruncatingDivisionTest() : Ctx(isl_ctx_alloc()) {}
  ~TruncatingDivisionTest() override { isl_ctx_free(Ctx.release()); }
  isl::ctx Ctx;

  isl::set set(const std::string &Text, const std::vector<Division> &D) {
    std::optional<std::string> Split = truncatingDivisions(Text, D);
    EXPECT_TRUE(Split.has_value());
    return isl::set(Ctx, Split.value_or(Text));
  }
  isl::map map(const std::string &Text, const std::vector<Division> &D) {
    std::optional<std::string> Split = truncatingDivisions(Text, D);
    EXPECT_TRUE(Split.has_value());
    return isl::map(Ctx, Split.value_or(Text));
  }
  static bool contains(const isl::set &S, const std::string &Point) {
    isl::set P(S.ctx(), Point);
    return P.is_subset(S);
  }
};

} // namespace

// C's `0 <= i && i <= n / 4`, for n and i of both signs.
TEST_F(TruncatingDivisionTest, BoundWithQuotient) {
  isl::set S = set("[n] -> { S[i] : 0 <= i <= floor((n) / 4) }", {{"n", 4}});
  for (int N = -13; N <= 13; ++N)
    for (int I = -6; I <= 6; ++I) {
      bool InC = 0 <= I && I <= N / 4;
      std::string Point = "[n] -> { S[" + std::to_string(I) +
                          "] : n = " + std::to_string(N) + " }";
      EXPECT_EQ(contains(S, Point), InC) << "n = " << N << ", i = " << I;
    }
}

// The cell C's `a[i % 3]` names, for i of both signs.
TEST_F(TruncatingDivisionTest, SubscriptWithRemainder) {
  isl::map M =
      map("{ S[i] -> A[((i) mod 3)] : -7 <= i <= 7 }", {{"i", 3}});
  for (int I = -7; I <= 7; ++I) {
    isl::set Image =
        M.intersect_domain(isl::set(Ctx, "{ S[" + std::to_string(I) + "] }"))
            .range();
    EXPECT_TRUE(Image.is_equal(
        isl::set(Ctx, "{ A[" + std::to_string(I % 3) + "] }")))
        << "i = " << I;
  }
}

// A division inside another: C's `a[(i / 2 - 1) / 3]`.
TEST_F(TruncatingDivisionTest, NestedDivisions) {
  Division Inner{"i", 2};
  Division Outer{flooredQuotient(Inner) + " - 1", 3};
  isl::map M = map("{ S[i] -> A[" + flooredQuotient(Outer) +
                       "] : -20 <= i <= 20 }",
                   {Inner, Outer});
  for (int I = -20; I <= 20; ++I) {
    isl::set Image =
        M.intersect_domain(isl::set(Ctx, "{ S[" + std::to_string(I) + "] }"))
            .range();
    EXPECT_TRUE(Image.is_equal(isl::set(
        Ctx, "{ A[" + std::to_string((I / 2 - 1) / 3) + "] }")))
        << "i = " << I;
  }
}

// Two dividends of their own signs in one set: C's
// `0 <= i && i < n / 2 && j == (i - n) % 4`.
TEST_F(TruncatingDivisionTest, TwoDividends) {
  isl::set S = set("[n] -> { S[i, j] : 0 <= i < floor((n) / 2) and "
                   "j = ((i - n) mod 4) }",
                   {{"n", 2}, {"i - n", 4}});
  for (int N = -9; N <= 9; ++N)
    for (int I = -3; I <= 5; ++I)
      for (int J = -4; J <= 4; ++J) {
        bool InC = 0 <= I && I < N / 2 && J == (I - N) % 4;
        std::string Point = "[n] -> { S[" + std::to_string(I) + ", " +
                            std::to_string(J) +
                            "] : n = " + std::to_string(N) + " }";
        EXPECT_EQ(contains(S, Point), InC)
            << "n = " << N << ", i = " << I << ", j = " << J;
      }
}

// Constraints with a disjunction keep their meaning under the split.
TEST_F(TruncatingDivisionTest, DisjunctionStaysTogether) {
  isl::set S = set("[n] -> { S[i] : i < 0 or i > floor((n) / 3) }",
                   {{"n", 3}});
  for (int N = -8; N <= 8; ++N)
    for (int I = -4; I <= 4; ++I) {
      bool InC = I < 0 || I > N / 3;
      std::string Point = "[n] -> { S[" + std::to_string(I) +
                          "] : n = " + std::to_string(N) + " }";
      EXPECT_EQ(contains(S, Point), InC) << "n = " << N << ", i = " << I;
    }
}

TEST_F(TruncatingDivisionTest, NoConstraintsAndNoDivisions) {
  EXPECT_EQ(truncatingDivisions("{ S[i] -> A[i] }", {}), "{ S[i] -> A[i] }");
  isl::map M = map("{ S[i] -> A[floor((i) / 2)] }", {{"i", 2}});
  EXPECT_TRUE(M.is_equal(isl::map(
      Ctx, "{ S[i] -> A[o] : (i >= 0 and o = floor(i / 2)) or "
           "(i < 0 and o = -floor(-i / 2)) }")));
  EXPECT_FALSE(truncatingDivisions("S[i]", {{"i", 2}}).has_value());
  EXPECT_FALSE(
      truncatingDivisions("{ S[i] : i > 0; S[i] : i < -3 }", {{"i", 2}})
          .has_value());
}

// The same bound as a constraint of its own, and a division the text does
// not hold leaves it as it is.
TEST_F(TruncatingDivisionTest, ConstraintAsDisjunction) {
  std::string C = truncatingConstraint("0 <= i <= floor((n) / 4)", {{"n", 4}});
  isl::set S(Ctx, "[n] -> { S[i] : " + C + " }");
  for (int N = -13; N <= 13; ++N)
    for (int I = -6; I <= 6; ++I) {
      std::string Point = "[n] -> { S[" + std::to_string(I) +
                          "] : n = " + std::to_string(N) + " }";
      EXPECT_EQ(contains(S, Point), 0 <= I && I <= N / 4)
          << "n = " << N << ", i = " << I;
    }
  EXPECT_EQ(truncatingConstraint("i < n", {{"n", 4}}), "i < n");
  EXPECT_EQ(truncatingDivisions("{ S[i] : i < n }", {{"n", 4}}),
            "{ S[i] : i < n }");
}
