//===- ModelCompareTest.cpp - model_compare's comparison, point by point --===//
//
// Dumps that differ only in how isl texts are spelled compare equal; a
// bound off by one, a missing access or another subscript do not.
//
//===----------------------------------------------------------------------===//

#include "frontend/tests/ModelCompare.h"

#include <isl/ctx.h>

#include <gtest/gtest.h>

using namespace modelcompare;

namespace {

// As `ompfix --dump-model` prints it, diagnostics after it.
const char *const Base = R"(function shift
  context [n] -> { : true }
  variable a 'a' rank 1 caller-visible not-privatizable
  variable n 'n' rank 0
  variable i 'i' rank 0
  statement S0 [n] -> { S0[it0] : it0 >= (1) and it0 < (n) }
    schedule [n] -> { S0[it0] -> [0, it0, 0] }
    write R0 [n] -> { S0[it0] -> i[] }  'i'
  statement S1 [n] -> { S1[it0] : it0 >= (1) and it0 < (n) }
    schedule [n] -> { S1[it0] -> [0, it0, 1] }
    read R1 [n] -> { S1[it0] -> a[(it0) - (1)] }  'a[i - 1]'
    write R2 [n] -> { S1[it0] -> a[it0] }  'a[i]'
  loop 'parallel for' at 4:1 depth 0 collapse 1 own team [n] -> { [it0] : it0 >= (1) and it0 < (n) }
    attribute i 1 origin 1
    attribute a 0 origin 2
/tmp/shift.c:4:1: error: data race on shared variable 'a' [ompfix-race]
    4 | #pragma omp parallel for
      | ^
ompfix: 1 file, 1 loop or region: 1 violation; 0.0 s
)";

class ModelCompareTest : public ::testing::Test {
protected:
  ModelCompareTest() : Ctx(isl_ctx_alloc()) {}
  ~ModelCompareTest() override { isl_ctx_free(Ctx); }
  isl_ctx *Ctx;

  Dump parse(const std::string &Text) {
    Dump D;
    std::string Error;
    EXPECT_TRUE(parseDumpText(Text, D, Error)) << Error;
    return D;
  }
  /// Base with the first \p From replaced by \p To.
  static std::string edited(const std::string &From, const std::string &To) {
    std::string Text = Base;
    size_t At = Text.find(From);
    EXPECT_NE(At, std::string::npos) << From;
    if (At != std::string::npos)
      Text.replace(At, From.size(), To);
    return Text;
  }
  std::vector<std::string> compare(const std::string &Expected,
                                   const std::string &Actual) {
    return compareDumps(Ctx, parse(Expected), parse(Actual));
  }
};

TEST_F(ModelCompareTest, ReadsTheDumpAndStopsAtTheDiagnostics) {
  Dump D = parse(Base);
  ASSERT_EQ(D.Functions.size(), 1u);
  const DumpFunction &F = D.Functions[0];
  EXPECT_EQ(F.Name, "shift");
  EXPECT_EQ(F.Variables.size(), 3u);
  ASSERT_EQ(F.Statements.size(), 2u);
  ASSERT_EQ(F.Statements[1].Accesses.size(), 2u);
  EXPECT_EQ(F.Statements[1].Accesses[0].Kind, "read");
  EXPECT_EQ(F.Statements[1].Accesses[0].Ref, "R1");
  EXPECT_EQ(F.Statements[1].Accesses[0].Text, "a[i - 1]");
  ASSERT_EQ(F.Loops.size(), 1u);
  EXPECT_EQ(F.Loops[0].Header,
            "'parallel for' at 4:1 depth 0 collapse 1 own team");
  EXPECT_EQ(F.Loops[0].Attributes.size(), 2u);
  EXPECT_TRUE(F.Loops[0].Lines.empty()); // the source excerpt is not a line
}

TEST_F(ModelCompareTest, IdenticalDumpsAreEqual) {
  EXPECT_TRUE(compare(Base, Base).empty());
}

// (a) Constraints spelled or ordered otherwise, variables and attributes
// in another order, other whitespace, no diagnostics: equal.
TEST_F(ModelCompareTest, SpellingAndOrderOfConstraintsDoNotMatter) {
  std::string Other = R"(function shift
  context [n] -> {  : }
  variable i 'i' rank 0
  variable n 'n'   rank 0
  variable a 'a' rank 1 caller-visible not-privatizable
  statement S0 [n] -> { S0[it0] : n > it0 and 1 <= it0 }
    schedule [n] -> { S0[i] -> [0, i, 0] }
    write R0 [n] -> { S0[it0] -> i[] }  'i'
  statement S1 [n] -> { S1[it0] : 1 <= it0 < n }
    schedule [n] -> { S1[it0] -> [0, it0, 1] : it0 >= 1 or it0 <= 0 }
    write R2 [n] -> { S1[it0] -> a[it0] }  'a[i]'
    read R1 [n] -> { S1[x] -> a[y] : y = x - 1 }  'a[i - 1]'
  loop 'parallel for' at 4:1 depth 0 collapse 1 own team [n] -> { [it0] : it0 <= n - 1 and it0 >= 1 }
    attribute a 0 origin 2
    attribute i 1 origin 1
)";
  std::vector<std::string> Diffs = compare(Base, Other);
  EXPECT_TRUE(Diffs.empty()) << (Diffs.empty() ? "" : Diffs[0]);
}

// (b) A domain off by one.
TEST_F(ModelCompareTest, ADomainOffByOneDiffers) {
  std::vector<std::string> Diffs =
      compare(Base, edited("S0[it0] : it0 >= (1)", "S0[it0] : it0 >= 2"));
  ASSERT_EQ(Diffs.size(), 1u);
  EXPECT_NE(Diffs[0].find("statement S0: domain differs"), std::string::npos)
      << Diffs[0];
  EXPECT_NE(Diffs[0].find("it0 >= 2"), std::string::npos) << Diffs[0];
}

// (c) A missing access, either way round.
TEST_F(ModelCompareTest, AMissingAccessDiffers) {
  std::string Without =
      edited("    read R1 [n] -> { S1[it0] -> a[(it0) - (1)] }  'a[i - 1]'\n",
             "");
  std::vector<std::string> Diffs = compare(Base, Without);
  ASSERT_EQ(Diffs.size(), 1u);
  EXPECT_NE(Diffs[0].find("access read R1"), std::string::npos) << Diffs[0];
  EXPECT_NE(Diffs[0].find("missing from the actual model"), std::string::npos);
  Diffs = compare(Without, Base);
  ASSERT_EQ(Diffs.size(), 1u);
  EXPECT_NE(Diffs[0].find("not in the expected model"), std::string::npos);
}

// (d) Another subscript: a[it0 - 1] against a[it0].
TEST_F(ModelCompareTest, AnotherSubscriptDiffers) {
  std::vector<std::string> Diffs =
      compare(Base, edited("a[(it0) - (1)]", "a[it0]"));
  ASSERT_EQ(Diffs.size(), 1u);
  EXPECT_NE(Diffs[0].find("access R1 'a[i - 1]': relation differs"),
            std::string::npos)
      << Diffs[0];
}

TEST_F(ModelCompareTest, KindTextAndAttributesAreCompared) {
  EXPECT_EQ(compare(Base, edited("    write R2", "    write may R2")).size(),
            1u);
  EXPECT_EQ(compare(Base, edited("'a[i - 1]'", "'a[i-1]'")).size(), 1u);
  EXPECT_EQ(compare(Base, edited("attribute a 0", "attribute a 1")).size(),
            2u); // one missing, one extra
  EXPECT_EQ(compare(Base, edited("-> [0, it0, 1]", "-> [0, it0, 2]")).size(),
            1u);
  EXPECT_EQ(compare(Base, edited("collapse 1 own team", "collapse 1")).size(),
            1u);
  EXPECT_EQ(compare(Base, edited("rank 1 caller-visible", "rank 1")).size(),
            1u);
}

TEST_F(ModelCompareTest, UnionsAndDivisionsAreComparedByIsl) {
  EXPECT_TRUE(islEqual(
      Ctx,
      "[n] -> {  S1[it0] -> b[floor((it0) / 2)]  : ((it0) >= 0);  "
      "S1[it0] -> b[(-floor((-(it0)) / 2))]  : ((it0) < 0) }",
      "[n] -> { S1[i] -> b[-floor(-i/2)] : i < 0; S1[i] -> b[floor(i/2)] : "
      "i >= 0 }"));
  EXPECT_FALSE(islEqual(Ctx, "{ S1[i] -> b[floor(i/2)] }",
                        "{ S1[i] -> b[-floor(-i/2)] }"));
  EXPECT_TRUE(islEqual(Ctx, "[m, n] -> { : true }", "[n, m] -> { : }"));
  EXPECT_FALSE(islEqual(Ctx, "{ S[i] : i >= 0 }", "{ S[i] -> a[i] }"));
  // Neither is isl: as text.
  EXPECT_TRUE(islEqual(Ctx, "not  isl", "not isl"));
  EXPECT_FALSE(islEqual(Ctx, "not isl", "{ S[i] }"));
}

TEST_F(ModelCompareTest, AnUnknownDumpLineIsAnError) {
  Dump D;
  std::string Error;
  EXPECT_FALSE(parseDumpText(
      "function f\n  context { : }\n  variable x 'x' rank 0\n"
      "  frobnicate x\n",
      D, Error));
  EXPECT_NE(Error.find("line 4"), std::string::npos) << Error;
}

} // namespace
