//===- DefinedValuesTest.cpp - Conflicts where defined values hold --------===//
//
// evaluateDefinedValue against C's own arithmetic, operand by operand over
// a box of negative and positive values; atDefinedValues against brute
// force: over the leaf values it tries, whether some pair exists where
// every definition holds (enumerated point by point, in C++), and that
// every pair it keeps is at such values.

#include "IslTestContext.h"
#include "check/DefinedValues.h"

#include <gtest/gtest.h>

#include <isl/ctx.h>
#include <isl/options.h>
#include <isl/set.h>
#include <isl/union_map.h>

#include <climits>
#include <functional>
#include <map>

using namespace ompfix;

namespace {

using Op = DefinedValue::Op;

DefinedValue parameter(const std::string &Name, bool Unsigned = false) {
  DefinedValue V;
  V.Kind = Op::Parameter;
  V.Text = Name;
  V.Unsigned = Unsigned;
  return V;
}

DefinedValue constant(long C) {
  DefinedValue V;
  V.Constant = C;
  return V;
}

DefinedValue node(Op Kind, std::vector<DefinedValue> Operands,
                  bool Unsigned = false) {
  DefinedValue V;
  V.Kind = Kind;
  V.Operands = std::move(Operands);
  V.Unsigned = Unsigned;
  return V;
}

/// \p V at n = \p N, m = \p M.
std::optional<long> at(const DefinedValue &V, long N, long M) {
  return evaluateDefinedValue(V, [&](const DefinedValue &Leaf) {
    return Leaf.Text == "n" ? std::optional<long>(N) : std::optional<long>(M);
  });
}

/// What C computes for `n OP m` on ints, nullopt where it is undefined.
std::optional<long> signedC(Op Kind, int N, int M) {
  long Wide = 0;
  switch (Kind) {
  case Op::Add:
    Wide = long(N) + M;
    break;
  case Op::Sub:
    Wide = long(N) - M;
    break;
  case Op::Mul:
    Wide = long(N) * M;
    break;
  case Op::Div:
  case Op::Rem:
    // Undefined by zero, and where the quotient overflows (INT_MIN / -1).
    if (M == 0 || (N == INT_MIN && M == -1))
      return std::nullopt;
    return Kind == Op::Div ? N / M : N % M;
  case Op::Shl:
    // Defined for a non-negative value whose product by 2^m fits.
    if (M < 0 || M >= 31 || N < 0)
      return std::nullopt;
    Wide = long(N) * (1L << M);
    break;
  case Op::Shr:
    if (M < 0 || M >= 31)
      return std::nullopt;
    return N >> M;
  case Op::And:
    return N & M;
  case Op::Or:
    return N | M;
  case Op::Xor:
    return N ^ M;
  default:
    return std::nullopt;
  }
  if (Wide < INT_MIN || Wide > INT_MAX)
    return std::nullopt;
  return Wide;
}

/// The same on unsigned ints, nullopt where it would wrap (a negative
/// operand converted, a result below zero or past UINT_MAX).
std::optional<long> unsignedC(Op Kind, long N, long M) {
  if (N < 0 || M < 0)
    return std::nullopt;
  unsigned U = unsigned(N), V = unsigned(M);
  unsigned long Exact = 0;
  switch (Kind) {
  case Op::Add:
    Exact = (unsigned long)U + V;
    break;
  case Op::Sub:
    if (V > U)
      return std::nullopt;
    return U - V;
  case Op::Mul:
    Exact = (unsigned long)U * V;
    break;
  case Op::Div:
    if (V == 0)
      return std::nullopt;
    return U / V;
  case Op::Rem:
    if (V == 0)
      return std::nullopt;
    return U % V;
  case Op::Shl:
    if (V >= 31)
      return std::nullopt;
    Exact = (unsigned long)U << V;
    break;
  case Op::Shr:
    if (V >= 31)
      return std::nullopt;
    return U >> V;
  case Op::And:
    return U & V;
  case Op::Or:
    return U | V;
  case Op::Xor:
    return U ^ V;
  default:
    return std::nullopt;
  }
  if (Exact > UINT_MAX)
    return std::nullopt;
  return long(Exact);
}

const Op BinaryOps[] = {Op::Add, Op::Sub, Op::Mul, Op::Div, Op::Rem,
                        Op::Shl, Op::Shr, Op::And, Op::Or,  Op::Xor};

TEST(EvaluateDefinedValue, AgreesWithC) {
  std::vector<long> Box;
  for (long K = -12; K <= 12; ++K)
    Box.push_back(K);
  for (long Large :
       {31L, 32L, 40000L, -40000L, 65536L, long(INT_MAX), long(INT_MIN)})
    Box.push_back(Large);
  for (Op Kind : BinaryOps)
    for (long N : Box)
      for (long M : Box) {
        DefinedValue Signed = node(Kind, {parameter("n"), parameter("m")});
        EXPECT_EQ(at(Signed, N, M), signedC(Kind, int(N), int(M)))
            << "op " << int(Kind) << " n = " << N << " m = " << M;
        DefinedValue Unsigned =
            node(Kind, {parameter("n", true), parameter("m", true)}, true);
        EXPECT_EQ(at(Unsigned, N, M), unsignedC(Kind, N, M))
            << "unsigned op " << int(Kind) << " n = " << N << " m = " << M;
      }
  for (long N : Box) {
    EXPECT_EQ(at(node(Op::Neg, {parameter("n")}), N, 0),
              N == INT_MIN ? std::nullopt : std::optional<long>(-N));
    EXPECT_EQ(at(node(Op::Not, {parameter("n")}), N, 0),
              std::optional<long>(~int(N)));
  }
}

TEST(EvaluateDefinedValue, NestedAndConstant) {
  // (n - 1) * m / 2 at n = -3, m = 3: (-4 * 3) / 2 = -6; at m = 1: -4 / 2.
  DefinedValue V = node(
      Op::Div, {node(Op::Mul, {node(Op::Sub, {parameter("n"), constant(1)}),
                               parameter("m")}),
                constant(2)});
  EXPECT_EQ(at(V, -3, 3), -6);
  EXPECT_EQ(at(V, -4, 1), -2); // -5 / 2 truncates to -2 (isl's floor: -3)
  // A leaf without a value gives none.
  EXPECT_EQ(
      evaluateDefinedValue(parameter("n"),
                           [](const DefinedValue &) { return std::nullopt; }),
      std::nullopt);
}

class DefinedValues : public ompfix::testing::IslTestContext {
protected:
  isl::union_map umap(const std::string &Text) {
    return isl::union_map(ctx(), Text);
  }
  /// The value of parameter \p Name at a point of \p Params, a set of
  /// parameter values that fixes it.
  static long valueOf(const isl::set &Params, const char *Name) {
    int Pos = isl_set_find_dim_by_name(Params.get(), isl_dim_param, Name);
    isl::val V = isl::manage(
        isl_set_plain_get_val_if_fixed(Params.get(), isl_dim_param, Pos));
    return V.get_num_si();
  }
};

/// Brute force: whether conflict \p Meets(n, m, p, i, j) happens for some
/// leaf values n, m the search tries, p = \p Definition's value there, and
/// iterations -20 <= i, j < 20.
bool meetsAtTriedValues(
    const DefinedValue &Definition,
    const std::function<bool(long, long, long, long, long)> &Meets) {
  for (long N : definitionLeafValues())
    for (long M : definitionLeafValues()) {
      std::optional<long> P = at(Definition, N, M);
      if (!P)
        continue;
      for (long I = -20; I < 20; ++I)
        for (long J = -20; J < 20; ++J)
          if (Meets(N, M, *P, I, J))
            return true;
    }
  return false;
}

TEST_F(DefinedValues, AgreesWithBruteForce) {
  struct Case {
    Op Kind;
    const char *Pairs; // over i -> j, n, m and p = n OP m
    std::function<bool(long, long, long, long, long)> Meets;
  };
  std::vector<Case> Cases = {
      // w[i] written, w[j + n] read, 0 <= i, j < n / m: never (|n / m| <= |n|).
      {Op::Div,
       "[n, m, p] -> { [i] -> [j] : 0 <= i < p and 0 <= j < p and i != j "
       "and i = j + n }",
       [](long N, long, long P, long I, long J) {
         return 0 <= I && I < P && 0 <= J && J < P && I != J && I == J + N;
       }},
      // w[i] written, w[j + n / m] read, 0 <= i, j < n: at n = 2, m = 2.
      {Op::Div,
       "[n, m, p] -> { [i] -> [j] : 0 <= i < n and 0 <= j < n and i != j "
       "and i = j + p }",
       [](long N, long, long P, long I, long J) {
         return 0 <= I && I < N && 0 <= J && J < N && I != J && I == J + P;
       }},
      // n / m = -3 with n = -7: m = 2 in C (floor would say -4).
      {Op::Div,
       "[n, m, p] -> { [i] -> [j] : i = 0 and j = 1 and p = -3 and n = -7 }",
       [](long N, long, long P, long I, long J) {
         return I == 0 && J == 1 && P == -3 && N == -7;
       }},
      // w[i] written, w[j + m] read, 0 <= i, j < n % m: never.
      {Op::Rem,
       "[n, m, p] -> { [i] -> [j] : 0 <= i < p and 0 <= j < p and i != j "
       "and i = j + m }",
       [](long, long M, long P, long I, long J) {
         return 0 <= I && I < P && 0 <= J && J < P && I != J && I == J + M;
       }},
      // a negative remainder: n % m = -2 with m = 3 (n = -2, -5, ...).
      {Op::Rem,
       "[n, m, p] -> { [i] -> [j] : i = 0 and j = 1 and p = -2 and m = 3 }",
       [](long, long M, long P, long I, long J) {
         return I == 0 && J == 1 && P == -2 && M == 3;
       }},
      // w[i + (n << m)] written, w[j] read, 0 <= i, j < n: never.
      {Op::Shl,
       "[n, m, p] -> { [i] -> [j] : 0 <= i < n and 0 <= j < n and i != j "
       "and i + p = j }",
       [](long N, long, long P, long I, long J) {
         return 0 <= I && I < N && 0 <= J && J < N && I != J && I + P == J;
       }},
      // n >> m = -1 for a negative n.
      {Op::Shr,
       "[n, m, p] -> { [i] -> [j] : i = 0 and j = 1 and p = -1 and m > 0 }",
       [](long, long M, long P, long I, long J) {
         return I == 0 && J == 1 && P == -1 && M > 0;
       }},
      // n & m = 4 with n != m; n | m = 7; n ^ m = 6 with n > 8.
      {Op::And,
       "[n, m, p] -> { [i] -> [j] : i = 0 and j = 1 and p = 4 and n != m }",
       [](long N, long M, long P, long I, long J) {
         return I == 0 && J == 1 && P == 4 && N != M;
       }},
      {Op::Or, "[n, m, p] -> { [i] -> [j] : i = 0 and j = 1 and p = 7 }",
       [](long, long, long P, long I, long J) {
         return I == 0 && J == 1 && P == 7;
       }},
      {Op::Xor,
       "[n, m, p] -> { [i] -> [j] : i = 0 and j = 1 and p = 6 and n > 8 }",
       [](long N, long, long P, long I, long J) {
         return I == 0 && J == 1 && P == 6 && N > 8;
       }},
      // a product that must be 7 with factors above 1: none tried.
      {Op::Mul,
       "[n, m, p] -> { [i] -> [j] : i = 0 and j = 1 and p = 7 and n > 1 and m "
       "> 1 }",
       [](long N, long M, long P, long I, long J) {
         return I == 0 && J == 1 && N > 1 && M > 1 && P == 7;
       }},
  };
  for (const Case &C : Cases) {
    FunctionModel Model;
    Model.Parameters = {"m", "n", "p"};
    DefinedValue Definition = node(C.Kind, {parameter("n"), parameter("m")});
    Model.Definitions = {{"p", Definition}};
    isl::union_map Kept = atDefinedValues(Model, umap(C.Pairs), 100000);
    EXPECT_EQ(!Kept.is_empty(), meetsAtTriedValues(Definition, C.Meets))
        << C.Pairs;
    if (Kept.is_empty())
      continue;
    // Every kept pair is at values where p is n OP m, as C computes it.
    isl::set Params = isl::manage(isl_union_map_params(Kept.copy()));
    long N = valueOf(Params, "n"), M = valueOf(Params, "m");
    EXPECT_EQ(valueOf(Params, "p"), at(Definition, N, M)) << C.Pairs;
  }
}

TEST_F(DefinedValues, SmallestLeavesFirst) {
  FunctionModel Model;
  Model.Parameters = {"m", "n", "p"};
  Model.Definitions = {{"p", node(Op::Mul, {parameter("n"), parameter("m")})}};
  isl::union_map Kept = atDefinedValues(
      Model, umap("[n, m, p] -> { [i] -> [j] : i = 0 and j = 1 and p = 6 }"));
  isl::set Params = isl::manage(isl_union_map_params(Kept.copy()));
  EXPECT_EQ(valueOf(Params, "m"), 2);
  EXPECT_EQ(valueOf(Params, "n"), 3);
}

TEST_F(DefinedValues, PairsWithoutDefinitionsKeepTheirConflicts) {
  // p is not involved: the pairs stay, at values where p = n * m all the
  // same (the first tried: m = 0, n = 1).
  FunctionModel Model;
  Model.Parameters = {"m", "n", "p"};
  Model.Definitions = {{"p", node(Op::Mul, {parameter("n"), parameter("m")})}};
  isl::union_map Pairs =
      umap("[n, m, p] -> { [i] -> [j] : 0 <= i < n and j = i + 1 }");
  EXPECT_TRUE(involvedDefinitions(Model, Pairs).empty());
  isl::union_map Kept = atDefinedValues(Model, Pairs);
  ASSERT_FALSE(Kept.is_empty());
  EXPECT_TRUE(Kept.is_subset(Pairs));
  isl::set Params = isl::manage(isl_union_map_params(Kept.copy()));
  EXPECT_EQ(valueOf(Params, "m"), 0);
  EXPECT_EQ(valueOf(Params, "n"), 1);
  EXPECT_EQ(valueOf(Params, "p"), 0);
  // Without definitions, the pairs are kept as they are.
  Model.Definitions.clear();
  EXPECT_TRUE(atDefinedValues(Model, Pairs).is_equal(Pairs));
}

TEST_F(DefinedValues, ContextEquatesALocalWithADefinition) {
  // int each = n / m; ... w[i] = w[i + n] over i < each: `each` is in the
  // pairs, p = n / m only in the context. Never a conflict.
  FunctionModel Model;
  Model.Parameters = {"each", "m", "n", "p"};
  Model.Context = "[each, m, n, p] -> { : each = p }";
  Model.Definitions = {{"p", node(Op::Div, {parameter("n"), parameter("m")})}};
  isl::union_map Pairs = umap("[each, n] -> { [i] -> [j] : 0 <= i < each and "
                              "0 <= j < each and i != j and i = j + n }");
  EXPECT_EQ(involvedDefinitions(Model, Pairs).size(), 1u);
  EXPECT_TRUE(atDefinedValues(Model, Pairs, 100000).is_empty());
}

TEST_F(DefinedValues, ProductOfThree) {
  // w[i] = w[i + 8] over i < n * m * k: certain where n * m * k > 8
  // (k = 1, m = n = 3: the first values tried whose product passes 8).
  FunctionModel Model;
  Model.Parameters = {"k", "m", "n", "q"};
  Model.Definitions = {
      {"q", node(Op::Mul, {node(Op::Mul, {parameter("n"), parameter("m")}),
                           parameter("k")})}};
  isl::union_map Pairs =
      umap("[q] -> { [i] -> [j] : 0 <= i < q and 0 <= j < q and i = j + 8 }");
  EXPECT_EQ(definitionLeaves(Model, involvedDefinitions(Model, Pairs)),
            (std::vector<std::string>{"k", "m", "n"}));
  isl::union_map Kept = atDefinedValues(Model, Pairs);
  ASSERT_FALSE(Kept.is_empty());
  isl::set Params = isl::manage(isl_union_map_params(Kept.copy()));
  long N = valueOf(Params, "n"), M = valueOf(Params, "m"),
       K = valueOf(Params, "k");
  EXPECT_EQ(valueOf(Params, "q"), N * M * K);
  EXPECT_GT(N * M * K, 8);
}

TEST_F(DefinedValues, DefinitionOfADefinitionAndAnAffineLeaf) {
  // q = p * k with p = n * m, and r = [(n) - (1)] / m.
  FunctionModel Model;
  Model.Parameters = {"k", "m", "n", "p", "q", "r"};
  DefinedValue Affine;
  Affine.Kind = Op::Affine;
  Affine.Text = "(n) - (1)";
  Model.Definitions = {{"p", node(Op::Mul, {parameter("n"), parameter("m")})},
                       {"q", node(Op::Mul, {parameter("p"), parameter("k")})},
                       {"r", node(Op::Div, {Affine, parameter("m")})}};
  isl::union_map Pairs =
      umap("[q, r] -> { [i] -> [j] : i = 0 and j = 1 and q = 8 and r = 3 }");
  EXPECT_EQ(involvedDefinitions(Model, Pairs).size(), 3u);
  isl::union_map Kept = atDefinedValues(Model, Pairs, 5000);
  ASSERT_FALSE(Kept.is_empty());
  isl::set Params = isl::manage(isl_union_map_params(Kept.copy()));
  long N = valueOf(Params, "n"), M = valueOf(Params, "m");
  EXPECT_EQ(valueOf(Params, "p"), N * M);
  EXPECT_EQ(valueOf(Params, "q"), N * M * valueOf(Params, "k"));
  EXPECT_EQ((N - 1) / M, 3);
}

TEST(DefinedValueSpellings, WrittenOverSpelledParameters) {
  // p = n * m, q = p * k, r = [(n) - (1)] / m, t = -n % w (w: no C text).
  FunctionModel Model;
  Model.ParameterSpellings = {{"n", "n"}, {"m", "s.m"}, {"k", "k"}};
  DefinedValue Affine;
  Affine.Kind = Op::Affine;
  Affine.Text = "(n) - (1)";
  Model.Definitions = {
      {"p", node(Op::Mul, {parameter("n"), parameter("m")})},
      {"q", node(Op::Mul, {parameter("p"), parameter("k")})},
      {"r", node(Op::Div, {Affine, parameter("m")})},
      {"t", node(Op::Rem, {node(Op::Neg, {parameter("n")}), parameter("w")})},
      {"u", node(Op::Shl, {parameter("k"), constant(2)})}};
  std::map<std::string, std::string> Spelled = spellingsWithDefinitions(Model);
  EXPECT_EQ(Spelled["p"], "(n * s.m)");
  EXPECT_EQ(Spelled["q"], "((n * s.m) * k)");
  EXPECT_EQ(Spelled["u"], "(k << 2)");
  EXPECT_EQ(Spelled.count("r"), 0u); // an Affine leaf has no C text here
  EXPECT_EQ(Spelled.count("t"), 0u); // nor a parameter without spelling
  EXPECT_EQ(Spelled["m"], "s.m");    // the parameters' own stay
}

} // namespace
