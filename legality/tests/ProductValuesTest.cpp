//===- ProductValuesTest.cpp - Conflicts where products are products ------===//
//
// atProductValues against brute force: over the factor values it tries,
// whether some pair exists where the product is the product of its factors
// (enumerated point by point, in C++), and that every pair it keeps is at
// such values.

#include "check/ProductValues.h"

#include <gtest/gtest.h>

#include <isl/ctx.h>
#include <isl/options.h>
#include <isl/set.h>

#include <functional>

using namespace ompfix;

namespace {

class ProductValues : public ::testing::Test {
protected:
  ProductValues() : Raw(isl_ctx_alloc()) {
    isl_options_set_on_error(Raw, ISL_ON_ERROR_CONTINUE);
    Model.Parameters = {"m", "n", "p"};
    Model.Products = {{"p", "n", "m"}};
  }
  ~ProductValues() override { isl_ctx_free(Raw); }
  isl::union_map umap(const std::string &Text) {
    return isl::union_map(isl::ctx(Raw), Text);
  }
  /// The value of parameter \p Name at a point of \p Params, a set of
  /// parameter values that fixes it.
  static long valueOf(const isl::set &Params, const char *Name) {
    int Pos = isl_set_find_dim_by_name(Params.get(), isl_dim_param, Name);
    isl::val V = isl::manage(
        isl_set_plain_get_val_if_fixed(Params.get(), isl_dim_param, Pos));
    return V.get_num_si();
  }
  FunctionModel Model;
  isl_ctx *Raw;
};

/// Brute force: whether conflict \p Meets(n, m, i, j) happens for some
/// factor values tried and iterations 0 <= i, j < 20.
bool meetsAtTriedValues(
    const std::function<bool(long, long, long, long)> &Meets) {
  for (long N : productFactorValues())
    for (long M : productFactorValues())
      for (long I = 0; I < 20; ++I)
        for (long J = 0; J < 20; ++J)
          if (Meets(N, M, I, J))
            return true;
  return false;
}

TEST_F(ProductValues, AgreesWithBruteForce) {
  struct Case {
    const char *Pairs; // over i -> j, n, m and p = n * m
    std::function<bool(long, long, long, long)> Meets;
  };
  std::vector<Case> Cases = {
      // w[i + n] written, w[j + n * m] read, i != j, 0 <= i, j < n: never.
      {"[n, m, p] -> { [i] -> [j] : 0 <= i < n and 0 <= j < n and i != j "
       "and i + n = j + p }",
       [](long N, long M, long I, long J) {
         return I < N && J < N && I != J && I + N == J + N * M;
       }},
      // w[i] written, w[j + n * m] read, 0 <= i, j < 2n: at n = m = 1.
      {"[n, m, p] -> { [i] -> [j] : 0 <= i < 2n and 0 <= j < 2n and i != j "
       "and i = j + p }",
       [](long N, long M, long I, long J) {
         return I < 2 * N && J < 2 * N && I != J && I == J + N * M;
       }},
      // a product of 6 with i = 0, j = 1: n = 2, m = 3 (or 3, 2).
      {"[n, m, p] -> { [i] -> [j] : i = 0 and j = 1 and p = 6 }",
       [](long N, long M, long I, long J) {
         return I == 0 && J == 1 && N * M == 6;
       }},
      // a product that must be 7: no tried factors give it.
      {"[n, m, p] -> { [i] -> [j] : i = 0 and j = 1 and p = 7 and n > 1 "
       "and m > 1 }",
       [](long N, long M, long I, long J) {
         return I == 0 && J == 1 && N > 1 && M > 1 && N * M == 7;
       }},
  };
  for (const Case &C : Cases) {
    isl::union_map Kept = atProductValues(Model, umap(C.Pairs), 1000);
    EXPECT_EQ(!Kept.is_empty(), meetsAtTriedValues(C.Meets)) << C.Pairs;
    if (Kept.is_empty())
      continue;
    // Every kept pair is at values where p = n * m.
    isl::set Params = isl::manage(isl_union_map_params(Kept.copy()));
    long N = valueOf(Params, "n"), M = valueOf(Params, "m");
    EXPECT_EQ(valueOf(Params, "p"), N * M) << C.Pairs;
  }
}

TEST_F(ProductValues, SmallestFactorsFirst) {
  isl::union_map Kept = atProductValues(
      Model, umap("[n, m, p] -> { [i] -> [j] : i = 0 and j = 1 and p = 6 }"));
  isl::set Params = isl::manage(isl_union_map_params(Kept.copy()));
  EXPECT_EQ(valueOf(Params, "n"), 2);
  EXPECT_EQ(valueOf(Params, "m"), 3);
}

TEST_F(ProductValues, PairsWithoutProductsAreKept) {
  isl::union_map Pairs =
      umap("[n, m, p] -> { [i] -> [j] : 0 <= i < n and j = i + 1 }");
  EXPECT_TRUE(atProductValues(Model, Pairs).is_equal(Pairs));
  EXPECT_TRUE(involvedProducts(Model, Pairs).empty());
}

TEST_F(ProductValues, ProductOfProductPinsBoth) {
  Model.Parameters = {"k", "m", "n", "p", "q"};
  Model.Products = {{"p", "n", "m"}, {"q", "p", "k"}};
  isl::union_map Pairs =
      umap("[n, m, p, q, k] -> { [i] -> [j] : i = 0 and j = 1 and q = 8 }");
  EXPECT_EQ(involvedProducts(Model, Pairs).size(), 2u);
  isl::union_map Kept = atProductValues(Model, Pairs, 5000);
  ASSERT_FALSE(Kept.is_empty());
  isl::set Params = isl::manage(isl_union_map_params(Kept.copy()));
  long P = valueOf(Params, "p");
  EXPECT_EQ(P, valueOf(Params, "n") * valueOf(Params, "m"));
  EXPECT_EQ(valueOf(Params, "q"), P * valueOf(Params, "k"));
}

} // namespace
