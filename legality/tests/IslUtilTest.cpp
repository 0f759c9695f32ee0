//===- IslUtilTest.cpp - The isl helpers, on isl strings ------------------===//
//
// Each helper of IslUtil.h on the worked example of its doc comment and on
// its edge cases; results compared with isl's is_equal (never as printed
// text) or, for points, at concrete coordinates.

#include "IslTestContext.h"
#include "maps/IslUtil.h"

#include <gtest/gtest.h>

#include <isl/ctx.h>
#include <isl/options.h>

using namespace ompfix;

namespace {

class IslUtil : public ompfix::testing::IslTestContext {
protected:
  isl::set set(const char *Text) { return isl::set(ctx(), Text); }
  isl::map map(const char *Text) { return isl::map(ctx(), Text); }
  isl::union_map umap(const char *Text) { return isl::union_map(ctx(), Text); }
};

TEST_F(IslUtil, PadScheduleKeepsTwoDPlusOne) {
  isl::map Padded =
      islutil::padSchedule(map("{ S[i] -> [3, i, 1] }"), 7, 0);
  EXPECT_TRUE(Padded.is_equal(map("{ S[i] -> [0, 0, 3, i, 1, 0, 0] }")));
  isl::map Lead = islutil::padSchedule(map("{ E[] -> [] }"), 5, 1);
  EXPECT_TRUE(Lead.is_equal(map("{ E[] -> [1, 0, 0, 0, 0] }")));
}

TEST_F(IslUtil, AddToEqualsUnite) {
  isl::union_map U = umap("{ S1[i] -> a[i] }");
  islutil::addTo(U, map("{ S2[i] -> b[i + 1] }"));
  islutil::addTo(U, map("{ S1[i] -> a[i + 1] }"));
  EXPECT_TRUE(U.is_equal(
      umap("{ S1[i] -> a[o] : i <= o <= i + 1; S2[i] -> b[i + 1] }")));
  isl::union_set Sets(ctx(), "{ }");
  islutil::addTo(Sets, set("{ A[x] : 0 <= x < 3 }"));
  islutil::addTo(Sets, set("{ B[] }"));
  EXPECT_TRUE(Sets.is_equal(isl::union_set(ctx(), "{ A[x] : 0 <= x < 3; B[] }")));
}

TEST_F(IslUtil, AddToKeepsTheUnionsParameters) {
  // A map with fewer parameters joins the union in the union's order
  // (isl would otherwise realign every map of the union to it).
  isl::union_map U = umap("[n, m] -> { S1[i] -> a[i] : i < n + m }");
  islutil::addTo(U, map("{ S2[] -> t[] }"));
  islutil::addTo(U, map("[m] -> { S3[i] -> b[i] : i < m }"));
  EXPECT_TRUE(U.is_equal(umap("[n, m] -> { S1[i] -> a[i] : i < n + m; "
                              "S2[] -> t[]; S3[i] -> b[i] : i < m }")));
  isl::union_set Sets(ctx(), "[n] -> { A[x] : x < n }");
  islutil::addTo(Sets, set("{ B[] }"));
  EXPECT_TRUE(Sets.is_equal(isl::union_set(ctx(), "[n] -> { A[x] : x < n; B[] }")));
}

TEST_F(IslUtil, CoalescedIfEqualMergesTheSignsOfADivision) {
  // The doc comment's example: C's (8 * n) / 8 = n, split by n's sign.
  isl::set Split = set("[n] -> { S[] : (floor((8n) / 8) = n and n >= 0) or "
                       "(-floor((-8n) / 8) = n and n < 0) }");
  isl::set Merged = islutil::coalescedIfEqual(Split);
  EXPECT_EQ(isl_set_n_basic_set(Merged.get()), 1);
  EXPECT_TRUE(Merged.is_equal(set("[n] -> { S[] }")));
  // Whatever coalesce does with a modulo and a disjunction, the points
  // are S's: checked at each of them.
  isl::set Tricky = set("{ S[i] : (i mod 2 = 0 or i < 2) and -6 <= i <= 6 }");
  isl::set Result = islutil::coalescedIfEqual(Tricky);
  for (int I = -8; I <= 8; ++I) {
    bool Expected = (I % 2 == 0 || I < 2) && -6 <= I && I <= 6;
    isl::set Point = set(("{ S[" + std::to_string(I) + "] }").c_str());
    EXPECT_EQ(!Result.intersect(Point).is_empty(), Expected) << I;
  }
}

TEST_F(IslUtil, CExpressionSpellsParametersAsTheSource) {
  isl::ast_build Build = isl::ast_build::from_context(set("[s_m, n] -> { : }"));
  std::map<std::string, std::string> Spellings = {{"s_m", "s.m"},
                                                  {"n", "n"}};
  // (The result is C text: what a fix writes into the source.)
  EXPECT_EQ(islutil::cExpression(Build, isl::pw_aff(ctx(), "[s_m] -> { [(s_m - 1)] }"),
                                 Spellings),
            "s.m - 1");
  EXPECT_EQ(islutil::cExpression(
                Build, isl::pw_aff(ctx(), "[s_m, n] -> { [(n + 2 * s_m)] }"),
                Spellings),
            "2 * s.m + n");
  // A parameter that no expression holds (a while loop's trip count).
  EXPECT_EQ(islutil::cExpression(
                Build, isl::pw_aff(ctx(), "[trips_4] -> { [(trips_4)] }"),
                Spellings),
            std::nullopt);
  // One it does not name needs no spelling, even where the value is
  // defined for some of its values only (which the build's context says).
  EXPECT_EQ(islutil::cExpression(
                Build, isl::pw_aff(ctx(), "[trips_4, n] -> { [(n)] }"),
                Spellings),
            "n");
  isl::ast_build Running =
      isl::ast_build::from_context(set("[trips_4] -> { : trips_4 > 0 }"));
  EXPECT_EQ(islutil::cExpression(
                Running,
                isl::pw_aff(ctx(), "[trips_4] -> { [(5)] : trips_4 > 0 }"),
                Spellings),
            "5");
}

TEST_F(IslUtil, LowerBoundAll) {
  isl::set Bounded = islutil::lowerBoundAll(set("{ [x, y] : x < y }"), -2);
  EXPECT_TRUE(Bounded.is_equal(set("{ [x, y] : -2 <= x < y }")));
  // The smallest point exists once every dimension is bounded below.
  EXPECT_TRUE(Bounded.lexmin().is_equal(set("{ [-2, -1] }")));
}

TEST_F(IslUtil, BoundedDimension) {
  EXPECT_TRUE(islutil::boundedDimension(set("[n] -> { [x] : 0 <= x < n }"), 0));
  EXPECT_FALSE(islutil::boundedDimension(set("{ [x] : x >= 0 }"), 0));
  EXPECT_FALSE(islutil::boundedDimension(set("[m] -> { [x] : x <= m }"), 0));
  // Bounded through another dimension that is bounded.
  isl::set Triangle = set("[n] -> { [i, j] : 0 <= i < n and 0 <= j <= i }");
  EXPECT_TRUE(islutil::boundedDimension(Triangle, 1));
  EXPECT_TRUE(islutil::boundedDimension(Triangle, 0));
  // A second piece without an upper bound makes it unbounded.
  EXPECT_FALSE(islutil::boundedDimension(
      set("{ [x] : 0 <= x <= 3 or x >= 10 }"), 0));
}

TEST_F(IslUtil, DimMinAndMaxAtPoints) {
  isl::set S = set("[n] -> { [x] : 2 <= x <= n + 1 }");
  isl::pw_aff Min = islutil::dimMin(S, 0), Max = islutil::dimMax(S, 0);
  // Evaluated where n = 5: 2 and 6 (and not 3 and 5).
  auto EqualsAtFive = [&](const isl::pw_aff &F, const char *Value) {
    isl::pw_aff Constant(ctx(), Value);
    return !F.eq_set(Constant)
                .params()
                .intersect(set("[n] -> { : n = 5 }"))
                .is_empty();
  };
  EXPECT_TRUE(EqualsAtFive(Min, "[n] -> { [(2)] }"));
  EXPECT_TRUE(EqualsAtFive(Max, "[n] -> { [(6)] }"));
  EXPECT_FALSE(EqualsAtFive(Min, "[n] -> { [(3)] }"));
  EXPECT_FALSE(EqualsAtFive(Max, "[n] -> { [(5)] }"));
}

TEST_F(IslUtil, ParamsToDimsAndCoordinates) {
  isl::set S = set("[n, m] -> { [i] : i = n + m and n = 2 and m = 3 }");
  EXPECT_EQ(islutil::paramNames(S), (std::vector<std::string>{"n", "m"}));
  isl::set Flat = islutil::paramsToDims(S);
  EXPECT_EQ(islutil::setDims(Flat), 3u);
  EXPECT_EQ(islutil::coordinates(Flat.sample_point()),
            (std::vector<long>{2, 3, 5}));
}

TEST_F(IslUtil, FilterMapsPicksByTuple) {
  isl::union_map U = umap("{ S1[i] -> a[i]; S2[i] -> b[i] }");
  isl::union_map A = islutil::filterMaps(
      U, [](const isl::map &M) { return islutil::rangeTupleName(M) == "a"; });
  EXPECT_TRUE(A.is_equal(umap("{ S1[i] -> a[i] }")));
}

TEST_F(IslUtil, TagsReadFromTheSpace) {
  isl::map Tagged = map("{ [S1[i] -> R4[]] -> a[i] }");
  islutil::Tag T = islutil::domainTag(Tagged);
  EXPECT_EQ(T.Statement, "S1");
  EXPECT_EQ(T.Ref, "R4");
  islutil::Tag Plain = islutil::domainTag(map("{ S2[i] -> a[i] }"));
  EXPECT_EQ(Plain.Statement, "S2");
  EXPECT_EQ(Plain.Ref, "");
  isl::map Pair = map("{ [S1[i] -> R4[]] -> [S2[j] -> R7[]] : j > i }");
  EXPECT_EQ(islutil::domainTag(Pair).Statement, "S1");
  EXPECT_EQ(islutil::rangeTag(Pair).Statement, "S2");
  EXPECT_EQ(islutil::rangeTag(Pair).Ref, "R7");
  EXPECT_EQ(islutil::rangeTag(Tagged).Statement, "a");
  EXPECT_EQ(islutil::rangeTag(Tagged).Ref, "");
  islutil::Tag OfSet = islutil::setTag(Pair.range());
  EXPECT_EQ(OfSet.Statement, "S2");
  EXPECT_EQ(OfSet.Ref, "R7");
  // { S1[i] -> S2[j] }: the instance dimensions of each side
  isl::map Instances = Pair.domain_factor_domain().range_factor_domain();
  EXPECT_EQ(islutil::inDims(Instances), 1u);
  EXPECT_EQ(islutil::outDims(Instances), 1u);
}

TEST_F(IslUtil, ThroughTagReadsTheMapFromTaggedInstances) {
  isl::map Access = map("[n] -> { S1[i] -> a[i + 1] : 0 <= i < n }");
  isl::space TagSpace = map("{ S1[i] -> R4[] }").get_space();
  isl::map Tagged = islutil::throughTag(Access, TagSpace);
  EXPECT_TRUE(Tagged.is_equal(
      map("[n] -> { [S1[i] -> R4[]] -> a[i + 1] : 0 <= i < n }")));
  EXPECT_EQ(islutil::domainTag(Tagged).Ref, "R4");
  // A time without a domain bound stays unbounded.
  isl::map Time = islutil::throughTag(map("{ S1[i] -> [0, 2i, 0] }"), TagSpace);
  EXPECT_TRUE(Time.is_equal(map("{ [S1[i] -> R4[]] -> [0, 2i, 0] }")));
}

TEST_F(IslUtil, FixedOutput) {
  isl::map Schedule = map("[n] -> { S[i] -> [2, i, 0] : 0 <= i < n }");
  EXPECT_EQ(islutil::fixedOutput(Schedule, 0), std::optional<long>(2));
  EXPECT_EQ(islutil::fixedOutput(Schedule, 1), std::nullopt);
  EXPECT_EQ(islutil::fixedOutput(Schedule, 2), std::optional<long>(0));
}

TEST_F(IslUtil, TransitiveClosureReachesWhatChainsOfStepsReach) {
  // Two moves per round of a loop over w, the second feeding the next
  // round's first (a buffer exchange in a loop).
  isl::union_map Steps = umap("{ X[w] -> Y[w] : 0 <= w < 5; "
                              "Y[w] -> X[w + 1] : 0 <= w < 4 }");
  isl::union_map Closure = islutil::transitiveClosure(Steps);
  // Brute force over the ten instances: X[w] is node 2w, Y[w] node 2w + 1,
  // and each step goes from node k to node k + 1.
  auto Pair = [&](int From, int To) {
    auto Name = [](int K) {
      return std::string(K % 2 ? "Y" : "X") + "[" + std::to_string(K / 2) + "]";
    };
    return umap(("{ " + Name(From) + " -> " + Name(To) + " }").c_str());
  };
  for (int From = 0; From < 10; ++From)
    for (int To = 0; To < 10; ++To)
      EXPECT_EQ(Pair(From, To).is_subset(Closure), From < To)
          << From << " -> " << To;
}

TEST_F(IslUtil, QuotaIsDetectedAfterAFailedParse) {
  isl_ctx_set_max_operations(Raw, 1);
  isl_ctx_reset_operations(Raw);
  // Any computation now runs out of operations.
  isl_set *Parsed = isl_set_read_from_str(
      Raw, "[n] -> { [i, j] : 0 <= i < n and 0 <= j < i and i + j < 100 }");
  isl_set *Empty = Parsed ? isl_set_lexmin(Parsed) : nullptr;
  isl_set_free(Empty);
  EXPECT_TRUE(islutil::quotaExhausted(Raw));
  isl_ctx_set_max_operations(Raw, 0);
  isl_ctx_reset_operations(Raw);
  EXPECT_FALSE(islutil::quotaExhausted(Raw));
}

} // namespace
