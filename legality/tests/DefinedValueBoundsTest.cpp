//===- DefinedValueBoundsTest.cpp - What a defined value's operands imply -===//
//
// definedValueBounds against C's own arithmetic (evaluateDefinedValue) at
// every point of a box of negative and positive operands: the value C
// computes is always within the bounds, and values the bounds exclude are
// ones C never computes there. withinDefinedValueBounds keeps exactly the
// points where the definition holds.

#include "IslTestContext.h"
#include "check/DefinedValues.h"
#include "maps/DefinedValueBounds.h"

#include <gtest/gtest.h>

#include <string>

using namespace ompfix;

namespace {

using Op = DefinedValue::Op;

DefinedValue parameter(const std::string &Name) {
  DefinedValue V;
  V.Kind = Op::Parameter;
  V.Text = Name;
  return V;
}

DefinedParameter defined(Op Kind, bool Unsigned = false) {
  DefinedValue V;
  V.Kind = Kind;
  V.Operands = {parameter("n"), parameter("m")};
  V.Unsigned = Unsigned;
  return {"p", V};
}

class DefinedValueBoundsTest : public ompfix::testing::IslTestContext {
protected:
  const std::vector<std::string> Parameters = {"n", "m", "p"};

  bool within(const isl::set &Bounds, long N, long M, long P) {
    isl::set Point(ctx(), "[n, m, p] -> { : n = " + std::to_string(N) +
                              " and m = " + std::to_string(M) +
                              " and p = " + std::to_string(P) + " }");
    return Point.is_subset(Bounds);
  }

  /// Over n, m in [-7, 7]: C's value of `n OP m` is within the bounds,
  /// and the bounds exclude no value they should hold (checked by the
  /// caller's \p Excluded samples).
  void checkAgainstC(Op Kind) {
    DefinedParameter D = defined(Kind);
    std::optional<isl::set> Bounds = definedValueBounds(ctx(), D, Parameters);
    ASSERT_TRUE(Bounds);
    for (long N = -7; N <= 7; ++N)
      for (long M = -7; M <= 7; ++M) {
        std::optional<long> Value =
            evaluateDefinedValue(D.Value, [&](const DefinedValue &Leaf) {
              return std::optional<long>(Leaf.Text == "n" ? N : M);
            });
        if (Value)
          EXPECT_TRUE(within(*Bounds, N, M, *Value))
              << "n = " << N << ", m = " << M << ", p = " << *Value;
      }
  }
};

TEST_F(DefinedValueBoundsTest, HoldWhatCComputes) {
  for (Op Kind : {Op::Mul, Op::Div, Op::Rem, Op::Shl, Op::Shr, Op::And})
    checkAgainstC(Kind);
}

TEST_F(DefinedValueBoundsTest, ExcludeWhatTheOperandsForbid) {
  isl::set Product = *definedValueBounds(ctx(), defined(Op::Mul), Parameters);
  EXPECT_FALSE(within(Product, 3, 4, 2));   // below n
  EXPECT_FALSE(within(Product, 3, 4, -12)); // the wrong sign
  EXPECT_FALSE(within(Product, 0, 4, 1));   // not zero
  EXPECT_FALSE(within(Product, -3, -4, 3)); // below -m
  isl::set Quotient = *definedValueBounds(ctx(), defined(Op::Div), Parameters);
  EXPECT_FALSE(within(Quotient, 7, 2, 8));
  EXPECT_FALSE(within(Quotient, -7, 2, 1));
  isl::set Remainder = *definedValueBounds(ctx(), defined(Op::Rem), Parameters);
  EXPECT_FALSE(within(Remainder, 7, 3, 3));
  EXPECT_FALSE(within(Remainder, -7, 3, 1));
  EXPECT_FALSE(within(Remainder, 2, 9, 3));
  // A zero divisor bounds nothing (C gives no value).
  EXPECT_TRUE(within(Quotient, 7, 0, -100));
}

TEST_F(DefinedValueBoundsTest, NoneForWhatIsNotBounded) {
  EXPECT_FALSE(definedValueBounds(ctx(), defined(Op::Mul, /*Unsigned=*/true),
                                  Parameters));
  EXPECT_FALSE(definedValueBounds(ctx(), defined(Op::Xor), Parameters));
  // An affine leaf over a name that is no parameter of the model.
  DefinedParameter Unreadable = defined(Op::Mul);
  Unreadable.Value.Operands[0].Kind = Op::Affine;
  Unreadable.Value.Operands[0].Text = "(q) + (1)";
  EXPECT_FALSE(definedValueBounds(ctx(), Unreadable, Parameters));
  DefinedParameter Nested = defined(Op::Mul);
  Nested.Value.Operands[1] = defined(Op::Div).Value;
  EXPECT_FALSE(definedValueBounds(ctx(), Nested, Parameters));
}

TEST_F(DefinedValueBoundsTest, DomainKeepsThePointsWhereTheDefinitionHolds) {
  FunctionModel Model;
  Model.Parameters = Parameters;
  Model.Definitions = {defined(Op::Mul)};
  // { S[i, k] }: a loop nest that runs only where n, m >= 1.
  isl::set Domain(ctx(),
                  "[n, m, p] -> { S[i, k] : 0 <= i < n and 0 <= k < m }");
  isl::set Bounded =
      withinDefinedValueBounds(Domain, definedBoundsTable(ctx(), Model), {"p"});
  EXPECT_EQ(isl_set_n_basic_set(Bounded.get()), 1);
  for (long N = -3; N <= 4; ++N)
    for (long M = -3; M <= 4; ++M)
      for (long P = -20; P <= 20; ++P) {
        std::string At = "[n, m, p] -> { S[0, 0] : n = " + std::to_string(N) +
                         " and m = " + std::to_string(M) +
                         " and p = " + std::to_string(P) + " }";
        isl::set Point(ctx(), At);
        bool InDomain = Point.is_subset(Domain);
        bool InBounded = Point.is_subset(Bounded);
        // Only points where p is not n * m may go.
        if (P == N * M)
          EXPECT_EQ(InBounded, InDomain) << At;
        else
          EXPECT_TRUE(!InBounded || InDomain) << At;
      }
  // p < n: no instance.
  EXPECT_TRUE(
      Bounded.intersect(isl::set(ctx(), "[n, p] -> { S[i, k] : p < n }"))
          .is_empty());
}

TEST_F(DefinedValueBoundsTest, DomainThatFixesNoSignStaysAsItIs) {
  FunctionModel Model;
  Model.Parameters = Parameters;
  Model.Definitions = {defined(Op::Mul)};
  // The cases of n's and m's signs would split it in six.
  isl::set Domain(ctx(), "[n, m, p] -> { S[i] : 0 <= i < 10 }");
  EXPECT_TRUE(
      withinDefinedValueBounds(Domain, definedBoundsTable(ctx(), Model), {"p"})
          .is_equal(Domain));
}

TEST_F(DefinedValueBoundsTest, FlattenedLoopSplitsOnce) {
  FunctionModel Model;
  Model.Parameters = Parameters;
  Model.Definitions = {defined(Op::Mul)};
  // `for (i = 0; i < n * m; i++)`: n and m both positive or both negative.
  isl::set Domain(ctx(), "[n, m, p] -> { S[i] : 0 <= i < p }");
  isl::set Bounded =
      withinDefinedValueBounds(Domain, definedBoundsTable(ctx(), Model), {"p"});
  EXPECT_EQ(isl_set_n_basic_set(Bounded.get()), 2);
  EXPECT_TRUE(Bounded
                  .intersect(isl::set(
                      ctx(), "[n, m, p] -> { S[i] : m >= 1 and p < m }"))
                  .is_empty());
  for (long N = -4; N <= 4; ++N)
    for (long M = -4; M <= 4; ++M) {
      isl::set Point(ctx(), "[n, m, p] -> { S[0] : n = " + std::to_string(N) +
                                " and m = " + std::to_string(M) +
                                " and p = " + std::to_string(N * M) + " }");
      EXPECT_EQ(Point.is_subset(Bounded), Point.is_subset(Domain))
          << "n = " << N << ", m = " << M;
    }
}

} // namespace
