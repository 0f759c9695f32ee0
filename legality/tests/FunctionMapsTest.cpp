//===- FunctionMapsTest.cpp - What the function's relations hold ----------===//
//
// Hand-written models: which statements and accesses the relations keep
// (only what the directives can ask about), and the reads a loop's
// liveness looks at, checked statement by statement and at concrete
// instances, never as printed text.

#include "IslTestContext.h"
#include "maps/FunctionMaps.h"
#include "maps/IslUtil.h"
#include "tests/TestModels.h"

#include <gtest/gtest.h>

#include <isl/ctx.h>
#include <isl/options.h>

using namespace ompfix;
using ompfix::testmodels::ModelBuilder;

namespace {

class FunctionMapsTest : public ompfix::testing::IslTestContext {
protected:
  void build() { Maps = buildFunctionMaps(ctx(), B.M); }
  bool kept(const std::string &Statement) const {
    return Maps->ByStatement.count(Statement) > 0;
  }
  ModelBuilder B;
  std::optional<FunctionMaps> Maps;
};

//   S0: u = argc;            nothing the loop touches: left out
//   S1: s = n;               s is read in the loop: kept
//   for (i) { S2: a[i] = s + i; S3: tmp = u; }   (S3 in an unknown loop)
TEST_F(FunctionMapsTest, OnlyWhatTheDirectivesCanAskAboutIsKept) {
  B.param("[n] -> { : n >= 0 }");
  B.var("u", 0);
  B.var("s", 0);
  B.var("a", 1);
  B.var("tmp", 0);
  B.stmt("S0", "[n] -> { S0[] }", "{ S0[] -> [0] }");
  B.write("u", "{ S0[] -> u[] }");
  B.stmt("S1", "[n] -> { S1[] }", "{ S1[] -> [1] }");
  B.write("s", "{ S1[] -> s[] }");
  B.stmt("S2", "[n] -> { S2[i] : 0 <= i < n }", "{ S2[i] -> [2, i, 0] }");
  B.read("s", "{ S2[i] -> s[] }");
  B.write("a", "{ S2[i] -> a[i] }");
  B.stmt("S3", "[n] -> { S3[i] : 0 <= i < n }", "{ S3[i] -> [3, i, 0] }");
  B.read("u", "{ S3[i] -> u[] }");
  B.write("tmp", "{ S3[i] -> tmp[] }");
  LoopDirective L;
  L.Statements = {"S2"};
  L.Attributes = {{"a", Attribute::Shared}, {"s", Attribute::Shared}};
  LoopDirective Unknown;
  Unknown.Statements = {"S3"};
  Unknown.Unknown = {UnknownKind::Call, "a call that may touch any memory"};
  B.M.Loops = {L, Unknown};
  build();
  EXPECT_FALSE(kept("S0"));
  EXPECT_TRUE(kept("S1"));
  EXPECT_TRUE(kept("S2"));
  EXPECT_FALSE(kept("S3"));
  // The flow into the loop's read of s comes from S1.
  FunctionMaps::Flow F = Maps->flowOf(*B.M.findVariable("s"));
  EXPECT_TRUE(F.MayFlow.is_equal(isl::union_map(
      ctx(), "[n] -> { [S1[] -> R1[]] -> [S2[i] -> R2[]] : 0 <= i < n }")));
  // A model's references are checked whole, left-out parts included.
  B.M.Statements[0].Accesses[0].Variable = "undeclared";
  EXPECT_THROW(build(), std::invalid_argument);
}

//   for (j) { S0: t = j; S1: b[j] = t; }      the read of t is covered
//   S2: c = t;                                  not covered
TEST_F(FunctionMapsTest, ReadsAreSplitByTheLoopsThatCoverThem) {
  B.param("[n] -> { : n >= 1 }");
  B.var("t", 0);
  B.var("b", 1);
  B.var("c", 0);
  B.stmt("S0", "[n] -> { S0[j] : 0 <= j < n }", "{ S0[j] -> [0, j, 0] }");
  B.write("t", "{ S0[j] -> t[] }");
  B.stmt("S1", "[n] -> { S1[j] : 0 <= j < n }", "{ S1[j] -> [0, j, 1] }");
  B.read("t", "{ S1[j] -> t[] }");
  B.write("b", "{ S1[j] -> b[j] }");
  B.stmt("S2", "[n] -> { S2[] }", "{ S2[] -> [1] }");
  B.read("t", "{ S2[] -> t[] }");
  B.write("c", "{ S2[] -> c[] }");
  LoopDirective L;
  L.Statements = {"S0", "S1"};
  L.Attributes = {{"t", Attribute::Private}, {"b", Attribute::Shared}};
  B.M.Loops = {L};
  build();
  const FunctionMaps::ScalarReads &Reads = Maps->ReadsByCover.at("t");
  ASSERT_EQ(Reads.Uncovered.size(), 1u); // S2's
  EXPECT_EQ(islutil::domainTag(Reads.Uncovered[0]).Statement, "S2");
  ASSERT_EQ(Reads.CoveredIn.size(), 1u);
  EXPECT_EQ(Reads.CoveredIn.begin()->first, std::vector<long>{0}); // loop j
  ASSERT_EQ(Reads.CoveredIn.begin()->second.size(), 1u);
  EXPECT_EQ(islutil::domainTag(Reads.CoveredIn.begin()->second[0]).Statement, "S1");
}

} // namespace
