//===- LegalityTest.cpp - The rules on hand-written isl models ----===//
//
// Each test writes the model of a small loop nest as isl strings, the way the
// front end would, and checks the verdict, the required attributes and the
// witnesses. The comment above each test is the C source it models.
//
//===----------------------------------------------------------------------===//

#include "tests/TestModels.h"
#include "ompfix/Verdict.h"

#include <gtest/gtest.h>

#include <functional>

using namespace ompfix;
using ompfix::testmodels::ModelBuilder;

namespace {

const VariableVerdict &variable(const LoopVerdict &V, const std::string &Id) {
  for (const VariableVerdict &VV : V.Variables)
    if (VV.Variable == Id)
      return VV;
  throw std::out_of_range("no verdict for " + Id);
}

const Witness &witness(const LoopVerdict &V, const std::string &Id) {
  for (const Witness &W : V.Witnesses)
    if (W.Variable == Id)
      return W;
  throw std::out_of_range("no witness for " + Id);
}

/// for (i = 0; i < n; i++) <statement S0 over a and b>
ModelBuilder simpleLoop(const std::string &WriteA, const std::string &ReadA) {
  ModelBuilder B;
  B.param("[n] -> { : n >= 0 }")
      .var("a", 1, true, false)
      .var("i", 0)
      .stmt("S0", "[n] -> { S0[i] : 0 <= i < n }", "{ S0[i] -> [0, i, 0] }");
  if (!ReadA.empty())
    B.read("a", "{ S0[i] -> a[" + ReadA + "] }");
  B.write("a", "{ S0[i] -> a[" + WriteA + "] }");
  B.loop(0, {"i"}, {"S0"}, "[n] -> { [i] : 0 <= i < n }")
      .iterator("i")
      .attr("a", Attribute::Shared);
  return B;
}

/// for (i = 0; i < n; i++) { b[i] = x; x = a[i]; }, x declared \p X.
ModelBuilder carriedScalar(Attribute X) {
  ModelBuilder B;
  B.param("[n] -> { : n >= 0 }")
      .var("a", 1, true, false)
      .var("b", 1, true, false)
      .var("x", 0)
      .stmt("S0", "[n] -> { S0[i] : 0 <= i < n }", "{ S0[i] -> [0, i, 0] }")
      .read("x", "{ S0[i] -> x[] }")
      .write("b", "{ S0[i] -> b[i] }")
      .stmt("S1", "[n] -> { S1[i] : 0 <= i < n }", "{ S1[i] -> [0, i, 1] }")
      .read("a", "{ S1[i] -> a[i] }")
      .write("x", "{ S1[i] -> x[] }")
      .loop(0, {"i"}, {"S0", "S1"}, "[n] -> { [i] : 0 <= i < n }")
      .attr("a", Attribute::Shared)
      .attr("b", Attribute::Shared)
      .attr("x", X);
  return B;
}

} // namespace

// for (i = 0; i < n; i++) a[i] = a[i] + 1;
TEST(Shared, IndependentIterationsAreVerified) {
  ModelBuilder B = simpleLoop("i", "i");
  std::vector<LoopVerdict> V = checkFunction(B.M);
  ASSERT_EQ(V.size(), 1u);
  EXPECT_EQ(V[0].Result, Verdict::Verified) << V[0].Reason.Text;
  EXPECT_TRUE(V[0].Witnesses.empty());
  EXPECT_EQ(variable(V[0], "a").Required, Attribute::Shared);
  EXPECT_EQ(variable(V[0], "a").State, Status::Ok);
}

// for (i = 0; i < n; i++) a[i + 1] = a[i];
TEST(Shared, FlowAtDistanceOneIsAViolationWithWitness) {
  ModelBuilder B = simpleLoop("i + 1", "i");
  std::vector<LoopVerdict> V = checkFunction(B.M);
  ASSERT_EQ(V[0].Result, Verdict::Violation);
  const Witness &W = witness(V[0], "a");
  EXPECT_EQ(W.Kind, ViolationKind::Race);
  EXPECT_TRUE(B.ref(W.AccessRef).IsWrite);
  ASSERT_TRUE(W.OtherRef);
  EXPECT_FALSE(B.ref(*W.OtherRef).IsWrite);
  EXPECT_EQ(W.Access.Point, "i = 0");
  EXPECT_EQ(W.Other.Point, "i = 1");
  EXPECT_EQ(W.Parameters, (std::vector<ParameterValue>{{"n", 2}}));
  EXPECT_EQ(variable(V[0], "a").Required, Attribute::None);
}

// for (i = 0; i < n; i++) a[i] = a[i + 3];   (anti dependence, distance 3)
// A plain simd loop: lanes run each statement together. The same accesses
// that race between threads keep their order when the source statement
// comes first (or is the same statement and the source is the read).
//   for (i) a[i + 1] = a[i];   flow: breaks in lockstep
//   for (i) a[i] = a[i + 1];   anti: kept in lockstep, a race for threads
TEST(Lockstep, FlowBreaksAntiKeeps) {
  auto Lanes = [](const char *Write, const char *Read, bool Lockstep) {
    ModelBuilder B = simpleLoop(Write, Read);
    B.M.Loops[0].Lockstep = Lockstep;
    return checkFunction(B.M)[0].Result;
  };
  EXPECT_EQ(Lanes("i + 1", "i", true),
            Verdict::Violation);
  EXPECT_EQ(Lanes("i", "i + 1", true),
            Verdict::Verified);
  EXPECT_EQ(Lanes("i", "i + 1", false),
            Verdict::Violation);
}

// safelen(k): iterations k or more apart never run together.
TEST(Lockstep, SafelenKeepsDistantIterationsApart) {
  auto WithSafelen = [](const char *Read, unsigned K) {
    ModelBuilder B = simpleLoop("i", Read);
    B.M.Loops[0].Lockstep = true;
    B.M.Loops[0].SafeLength = K;
    return checkFunction(B.M)[0].Result;
  };
  EXPECT_EQ(WithSafelen("i - 4", 4), Verdict::Verified);
  EXPECT_EQ(WithSafelen("i - 4", 5), Verdict::Violation);
  EXPECT_EQ(WithSafelen("i - 1", 2), Verdict::Violation);
}

TEST(Shared, AntiDependenceIsARace) {
  ModelBuilder B = simpleLoop("i", "i + 3");
  std::vector<LoopVerdict> V = checkFunction(B.M);
  ASSERT_EQ(V[0].Result, Verdict::Violation);
  const Witness &W = witness(V[0], "a");
  EXPECT_EQ(W.Access.Point, "i = 3");
  EXPECT_EQ(W.Other.Point, "i = 0");
}

// for (i = 0; i < n; i++) a[i / 2] = 0;   (output dependence)
TEST(Shared, OutputDependenceIsARace) {
  ModelBuilder B = simpleLoop("floor(i / 2)", "");
  std::vector<LoopVerdict> V = checkFunction(B.M);
  ASSERT_EQ(V[0].Result, Verdict::Violation);
  const Witness &W = witness(V[0], "a");
  EXPECT_EQ(W.Access.Point, "i = 0");
  EXPECT_EQ(W.Other.Point, "i = 1");
}

// for (i = 0; i < n; i++) a[2 * i] = a[2 * i + 1];
TEST(Shared, DisjointStridesAreVerified) {
  ModelBuilder B = simpleLoop("2i", "2i + 1");
  EXPECT_EQ(checkFunction(B.M)[0].Result, Verdict::Verified);
}

// for (i = 0; i < n; i++) { t = a[i]; a[i] = t * t; }    t: local scalar
ModelBuilder scalarTemporary(bool ReadAfter) {
  ModelBuilder B;
  B.param("[n] -> { : n >= 0 }")
      .var("a", 1, true, false)
      .var("t", 0)
      .var("x", 0)
      .stmt("S0", "[n] -> { S0[i] : 0 <= i < n }", "{ S0[i] -> [0, i, 0] }")
      .read("a", "{ S0[i] -> a[i] }")
      .write("t", "{ S0[i] -> t[] }")
      .stmt("S1", "[n] -> { S1[i] : 0 <= i < n }", "{ S1[i] -> [0, i, 1] }")
      .read("t", "{ S1[i] -> t[] }")
      .write("a", "{ S1[i] -> a[i] }");
  if (ReadAfter)
    B.stmt("S2", "{ S2[] }", "{ S2[] -> [1] }")
        .read("t", "{ S2[] -> t[] }")
        .write("x", "{ S2[] -> x[] }");
  B.loop(0, {"i"}, {"S0", "S1"}, "[n] -> { [i] : 0 <= i < n }")
      .attr("a", Attribute::Shared)
      .attr("t", Attribute::Shared);
  return B;
}

TEST(Private, ScalarTemporaryNeedsPrivate) {
  ModelBuilder B = scalarTemporary(false);
  std::vector<LoopVerdict> V = checkFunction(B.M);
  ASSERT_EQ(V[0].Result, Verdict::Fixable);
  EXPECT_EQ(variable(V[0], "t").Required, Attribute::Private);
  EXPECT_EQ(variable(V[0], "t").State, Status::Missing);
  EXPECT_EQ(variable(V[0], "a").State, Status::Ok);
  const Witness &W = witness(V[0], "t");
  EXPECT_EQ(W.Kind, ViolationKind::Race);
  EXPECT_EQ(W.Access.Point, "i = 0");
  EXPECT_EQ(W.Other.Point, "i = 1");
}

TEST(Private, ScalarTemporaryReadAfterTheLoopNeedsLastprivate) {
  ModelBuilder B = scalarTemporary(true);
  std::vector<LoopVerdict> V = checkFunction(B.M);
  ASSERT_EQ(V[0].Result, Verdict::Fixable);
  EXPECT_EQ(variable(V[0], "t").Required, Attribute::LastPrivate);
}

TEST(Private, ExplicitPrivateIsVerified) {
  ModelBuilder B = scalarTemporary(false);
  B.M.Loops[0].Attributes[1] = {"t", Attribute::Private, std::nullopt,
                                DeclaredAttribute::Origin::Explicit};
  std::vector<LoopVerdict> V = checkFunction(B.M);
  EXPECT_EQ(V[0].Result, Verdict::Verified);
}

TEST(Private, PrivateValueNeededAfterTheLoopIsWrong) {
  ModelBuilder B = scalarTemporary(true);
  B.M.Loops[0].Attributes[1] = {"t", Attribute::Private, std::nullopt,
                                DeclaredAttribute::Origin::Explicit};
  std::vector<LoopVerdict> V = checkFunction(B.M);
  ASSERT_EQ(V[0].Result, Verdict::Fixable);
  EXPECT_EQ(variable(V[0], "t").State, Status::Wrong);
  EXPECT_EQ(witness(V[0], "t").Kind, ViolationKind::LiveOut);
  EXPECT_EQ(witness(V[0], "t").Access.Point, "i = 0");

  // No witness search at all: the verdict stands, and the witness is the
  // write of t in the loop (reference 1), without iterations.
  Budget NoWitnessSearch;
  NoWitnessSearch.WitnessMaxOperations = 1;
  NoWitnessSearch.PlainWitnessMaxOperations = 1;
  std::vector<LoopVerdict> Bare = checkFunction(B.M, NoWitnessSearch);
  ASSERT_EQ(Bare[0].Result, Verdict::Fixable);
  EXPECT_EQ(variable(Bare[0], "t").Required, Attribute::LastPrivate);
  const Witness &W = witness(Bare[0], "t");
  EXPECT_EQ(W.Kind, ViolationKind::LiveOut);
  EXPECT_TRUE(W.IterationsOmitted);
  EXPECT_EQ(W.AccessRef, 1u);
  EXPECT_EQ(W.Access.Of, Performer::Kind::Unnamed);
}

// s = 0; for (i = 0; i < n; i++) s += a[i];  *out = s;
ModelBuilder sum(bool AlsoRead) {
  ModelBuilder B;
  B.param("[n] -> { : n >= 0 }")
      .var("a", 1, true, false)
      .var("b", 1, true, false)
      .var("s", 0)
      .var("out", 0, true, false)
      .stmt("S0", "{ S0[] }", "{ S0[] -> [0] }")
      .write("s", "{ S0[] -> s[] }")
      .stmt("S1", "[n] -> { S1[i] : 0 <= i < n }", "{ S1[i] -> [1, i, 0] }")
      .read("s", "{ S1[i] -> s[] }")
      .read("a", "{ S1[i] -> a[i] }")
      .write("s", "{ S1[i] -> s[] }")
      .reduction("s", ReductionOp::Add);
  std::vector<std::string> InLoop = {"S1"};
  if (AlsoRead) {
    B.stmt("S2", "[n] -> { S2[i] : 0 <= i < n }", "{ S2[i] -> [1, i, 1] }")
        .read("s", "{ S2[i] -> s[] }")
        .write("b", "{ S2[i] -> b[i] }");
    InLoop.push_back("S2");
  }
  B.stmt("S3", "{ S3[] }", "{ S3[] -> [2] }")
      .read("s", "{ S3[] -> s[] }")
      .write("out", "{ S3[] -> out[] }");
  B.loop(0, {"i"}, InLoop, "[n] -> { [i] : 0 <= i < n }")
      .attr("a", Attribute::Shared)
      .attr("s", Attribute::Shared);
  if (AlsoRead)
    B.attr("b", Attribute::Shared);
  return B;
}

TEST(Reduction, SumNeedsReduction) {
  ModelBuilder B = sum(false);
  std::vector<LoopVerdict> V = checkFunction(B.M);
  ASSERT_EQ(V[0].Result, Verdict::Fixable);
  EXPECT_EQ(variable(V[0], "s").Required, Attribute::Reduction);
  EXPECT_EQ(variable(V[0], "s").Required.Op, ReductionOp::Add);
}

TEST(Reduction, PrefixSumIsAViolation) {
  ModelBuilder B = sum(true);
  std::vector<LoopVerdict> V = checkFunction(B.M);
  ASSERT_EQ(V[0].Result, Verdict::Violation);
  EXPECT_EQ(variable(V[0], "s").Required, Attribute::None);
}

TEST(Reduction, DeclaredReductionWithWrongOperatorIsWrong) {
  ModelBuilder B = sum(false);
  B.M.Loops[0].Attributes[1] = {"s", Attribute::Reduction, ReductionOp::Mul,
                                DeclaredAttribute::Origin::Explicit};
  std::vector<LoopVerdict> V = checkFunction(B.M);
  ASSERT_EQ(V[0].Result, Verdict::Fixable);
  EXPECT_EQ(variable(V[0], "s").State, Status::Wrong);
  EXPECT_EQ(variable(V[0], "s").Required.Op, ReductionOp::Add);
}

// for (i = 0; i < n; i++) if (i == 3) x = a[i];     *out = x;  (after)
TEST(LastPrivate, WrittenByOneIterationStaysShared) {
  ModelBuilder B;
  B.param("[n] -> { : n >= 0 }")
      .var("a", 1, true, false)
      .var("x", 0)
      .var("out", 0, true, false)
      .stmt("S0", "[n] -> { S0[i] : 0 <= i < n and i = 3 }",
            "{ S0[i] -> [0, i, 0] }")
      .read("a", "{ S0[i] -> a[i] }")
      .write("x", "{ S0[i] -> x[] }")
      .stmt("S1", "{ S1[] }", "{ S1[] -> [1] }")
      .read("x", "{ S1[] -> x[] }")
      .write("out", "{ S1[] -> out[] }")
      .loop(0, {"i"}, {"S0"}, "[n] -> { [i] : 0 <= i < n }")
      .attr("a", Attribute::Shared)
      .attr("x", Attribute::Shared);
  std::vector<LoopVerdict> V = checkFunction(B.M);
  EXPECT_EQ(V[0].Result, Verdict::Verified);
}

// for (i = 0; i < n; i++) if (a[i] > 0) x = a[i];     *out = x;
// The condition is not affine: the write is a may-write.
TEST(LastPrivate, ConditionalWriteNeedsConditionalLastprivate) {
  ModelBuilder B;
  B.param("[n] -> { : n >= 0 }")
      .var("a", 1, true, false)
      .var("x", 0)
      .var("out", 0, true, false)
      .stmt("S0", "[n] -> { S0[i] : 0 <= i < n }", "{ S0[i] -> [0, i, 0] }")
      .read("a", "{ S0[i] -> a[i] }")
      .write("x", "{ S0[i] -> x[] }", /*Must=*/false)
      .stmt("S1", "{ S1[] }", "{ S1[] -> [1] }")
      .read("x", "{ S1[] -> x[] }")
      .write("out", "{ S1[] -> out[] }")
      .loop(0, {"i"}, {"S0"}, "[n] -> { [i] : 0 <= i < n }")
      .attr("a", Attribute::Shared)
      .attr("x", Attribute::Shared);
  std::vector<LoopVerdict> V = checkFunction(B.M);
  ASSERT_EQ(V[0].Result, Verdict::Fixable);
  EXPECT_EQ(variable(V[0], "x").Required, Attribute::LastPrivateConditional);
}

// for (i = 0; i < n; i++) b[i] = a[i] + x;   x read-only: stays shared.
// for (i = 0; i < n; i++) { b[i] = x; x = a[i]; }  carried scalar: violation.
TEST(FirstPrivate, CarriedScalarIsAViolation) {
  ModelBuilder B = carriedScalar(Attribute::Shared);
  std::vector<LoopVerdict> V = checkFunction(B.M);
  ASSERT_EQ(V[0].Result, Verdict::Violation);
  EXPECT_EQ(variable(V[0], "x").Required, Attribute::None);
}

// x = 5; for (i = 0; i < n; i++) { b[i] = x + a[i]; }   nothing written: fine.
// x = 5; for (i...) { if (i > 0) x = a[i] ... } covered by firstprivate rules:
// for (i = 0; i < n; i++) { y = x; x = a[i]... } is carried; here a private
// copy initialised from before the loop and then overwritten in the same
// iteration after the read:  { t = x + a[i]; x = t; b[i] = x; } with x
// firstprivate is wrong (iteration 1 reads what iteration 0 wrote).
TEST(FirstPrivate, ReadOfTheOriginalValueThatIsNeverOverwritten) {
  ModelBuilder B;
  B.param("[n] -> { : n >= 0 }")
      .var("a", 1, true, false)
      .var("b", 1, true, false)
      .var("w", 1) // a local array of 4 cells, only w[1..3] written
      .stmt("S0", "{ S0[] }", "{ S0[] -> [0] }")
      .write("w", "{ S0[] -> w[c] : 0 <= c < 4 }")
      .stmt("S1", "[n] -> { S1[i] : 0 <= i < n }", "{ S1[i] -> [1, i, 0] }")
      .read("a", "{ S1[i] -> a[i] }")
      .write("w", "{ S1[i] -> w[c] : 1 <= c < 4 }")
      .stmt("S2", "[n] -> { S2[i] : 0 <= i < n }", "{ S2[i] -> [1, i, 1] }")
      .read("w", "{ S2[i] -> w[c] : 0 <= c < 4 }")
      .write("b", "{ S2[i] -> b[i] }")
      .loop(0, {"i"}, {"S1", "S2"}, "[n] -> { [i] : 0 <= i < n }")
      .attr("a", Attribute::Shared)
      .attr("b", Attribute::Shared)
      .attr("w", Attribute::Shared);
  std::vector<LoopVerdict> V = checkFunction(B.M);
  ASSERT_EQ(V[0].Result, Verdict::Fixable);
  EXPECT_EQ(variable(V[0], "w").Required, Attribute::FirstPrivate);
}

// int j; for (i = 0; i < n; i++) for (j = 0; j < m; j++) a[i][j] = 0;
// The inner counter is shared: every iteration of i writes it.
TEST(Shared, InnerCounterDeclaredOutsideRaces) {
  ModelBuilder B;
  B.param("[n, m] -> { : n >= 0 and m >= 0 }")
      .var("a", 2, true, false)
      .var("j", 0)
      .stmt("J", "[n, m] -> { J[i, j] : 0 <= i < n and 0 <= j < m }",
            "{ J[i, j] -> [0, i, 0, j, 0] }")
      .write("j", "{ J[i, j] -> j[] }")
      .stmt("S0", "[n, m] -> { S0[i, j] : 0 <= i < n and 0 <= j < m }",
            "{ S0[i, j] -> [0, i, 0, j, 1] }")
      .read("j", "{ S0[i, j] -> j[] }")
      .write("a", "{ S0[i, j] -> a[i, j] }")
      .loop(0, {"i"}, {"J", "S0"}, "[n, m] -> { [i] : 0 <= i < n }")
      .attr("a", Attribute::Shared)
      .attr("j", Attribute::Shared);
  std::vector<LoopVerdict> V = checkFunction(B.M);
  ASSERT_EQ(V[0].Result, Verdict::Fixable);
  EXPECT_EQ(variable(V[0], "j").Required, Attribute::Private);
  EXPECT_EQ(witness(V[0], "j").Parameters,
            (std::vector<ParameterValue>{{"n", 2}, {"m", 1}}));
}

// for (t = 0; t < T; t++)
//   #pragma omp parallel for
//   for (i = 1; i < n - 1; i++) b[i] = a[i - 1] + a[i + 1];
//   ... and then a[i] = b[i] in a second parallel loop.
TEST(Shared, ParallelLoopInsideATimeLoop) {
  ModelBuilder B;
  B.param("[T, n] -> { : T >= 0 and n >= 0 }")
      .var("a", 1, true, false)
      .var("b", 1, true, false)
      .stmt("S0", "[T, n] -> { S0[t, i] : 0 <= t < T and 1 <= i < n - 1 }",
            "{ S0[t, i] -> [0, t, 0, i, 0] }")
      .read("a", "{ S0[t, i] -> a[i - 1] }")
      .read("a", "{ S0[t, i] -> a[i + 1] }")
      .write("b", "{ S0[t, i] -> b[i] }")
      .stmt("S1", "[T, n] -> { S1[t, i] : 0 <= t < T and 1 <= i < n - 1 }",
            "{ S1[t, i] -> [0, t, 1, i, 0] }")
      .read("b", "{ S1[t, i] -> b[i] }")
      .write("a", "{ S1[t, i] -> a[i] }")
      .loop(1, {"i"}, {"S0"}, "[T, n] -> { [t, i] : 0 <= t < T and 1 <= i < n - 1 }")
      .attr("a", Attribute::Shared)
      .attr("b", Attribute::Shared)
      .loop(1, {"i"}, {"S1"}, "[T, n] -> { [t, i] : 0 <= t < T and 1 <= i < n - 1 }")
      .attr("a", Attribute::Shared)
      .attr("b", Attribute::Shared);
  std::vector<LoopVerdict> V = checkFunction(B.M);
  EXPECT_EQ(V[0].Result, Verdict::Verified);
  EXPECT_EQ(V[1].Result, Verdict::Verified);
}

TEST(Budget, QuotaMakesTheLoopUnknown) {
  ModelBuilder B = scalarTemporary(true);
  Budget Tiny;
  Tiny.MaxOperations = 1;
  std::vector<LoopVerdict> V = checkFunction(B.M, Tiny);
  ASSERT_EQ(V.size(), 1u);
  EXPECT_EQ(V[0].Result, Verdict::Unknown);
  EXPECT_EQ(V[0].Reason,
            UnknownReason(UnknownKind::Cost, UnknownDetail::TooCostly));
}

// for (i) { b[i] = x; x = a[i]; } with firstprivate(x): iteration i + 1
// reads what iteration i wrote. The exact witness says so; under a witness
// quota too small for the search of the write a read sees, the verdict
// stays and a plainer witness (a read of a cell the loop writes) is given.
// The function's model is built under a quota of its own, proportional to
// its statements: past it every loop is unknown with a reason that says so
// (not "malformed model", which a parse that runs out of operations looks
// like).
TEST(Budget, ModelQuotaHasItsOwnReason) {
  ModelBuilder B = scalarTemporary(true);
  Budget Tiny;
  Tiny.MaxOperations = 1;
  Tiny.ModelOperationsPerStatement = 0;
  std::vector<LoopVerdict> V = checkFunction(B.M, Tiny);
  ASSERT_EQ(V.size(), 1u);
  EXPECT_EQ(V[0].Result, Verdict::Unknown);
  EXPECT_EQ(V[0].Reason,
            UnknownReason(UnknownKind::Cost, UnknownDetail::ModelTooCostly,
                          B.M.Name));
}

// 250 loops in one function, each { a[i] = b[i] + k }: every one is decided
// under the default budget (the budget is per loop, and the model's grows
// with the function).
TEST(Budget, EveryLoopOfALargeFunctionIsDecided) {
  ModelBuilder B;
  B.param("[n] -> { : n >= 0 }").var("a", 1, true, false).var("b", 1, true, false);
  const unsigned Loops = 250;
  for (unsigned K = 0; K < Loops; ++K) {
    std::string S = "S" + std::to_string(K);
    B.stmt(S, "[n] -> { " + S + "[i] : 0 <= i < n }",
           "{ " + S + "[i] -> [" + std::to_string(K) + ", i, 0] }")
        .read("b", "{ " + S + "[i] -> b[i] }")
        .write("a", "{ " + S + "[i] -> a[i] }");
  }
  for (unsigned K = 0; K < Loops; ++K)
    B.loop(0, {"i"}, {"S" + std::to_string(K)}, "[n] -> { [i] : 0 <= i < n }")
        .attr("a", Attribute::Shared)
        .attr("b", Attribute::Shared);
  std::vector<LoopVerdict> V = checkFunction(B.M);
  ASSERT_EQ(V.size(), Loops);
  for (unsigned K = 0; K < Loops; ++K)
    EXPECT_EQ(V[K].Result, Verdict::Verified) << "loop " << K << ": "
                                              << V[K].Reason.Text;
}

TEST(Budget, WitnessQuotaKeepsTheVerdictAndGivesAPlainerWitness) {
  auto Model = [] {
    ModelBuilder B = carriedScalar(Attribute::FirstPrivate);
    B.M.Loops[0].Attributes.back().From = DeclaredAttribute::Origin::Explicit;
    return B;
  };
  std::vector<LoopVerdict> Exact = checkFunction(Model().M);
  ASSERT_EQ(Exact[0].Result, Verdict::Violation);
  EXPECT_EQ(witness(Exact[0], "x").Kind, ViolationKind::Flow);
  EXPECT_EQ(witness(Exact[0], "x").Access.Point, "i = 0");
  EXPECT_EQ(witness(Exact[0], "x").Other.Point, "i = 1");

  Budget NoWitnessSearch;
  NoWitnessSearch.WitnessMaxOperations = 1;
  std::vector<LoopVerdict> Plain = checkFunction(Model().M, NoWitnessSearch);
  ASSERT_EQ(Plain[0].Result, Verdict::Violation);
  EXPECT_EQ(variable(Plain[0], "x").State, Status::Wrong);
  const Witness &W = witness(Plain[0], "x");
  EXPECT_EQ(W.Kind, ViolationKind::LiveIn);
  // The write of x in one iteration and the read of x in another.
  EXPECT_EQ(W.AccessRef, 3u);
  ASSERT_TRUE(W.OtherRef.has_value());
  EXPECT_EQ(*W.OtherRef, 0u);
  EXPECT_NE(W.Access.Point, W.Other.Point);
  EXPECT_FALSE(W.IterationsOmitted);

  // Past the plainer witness's quota too: the read of x alone, no
  // iterations; the verdict and the variable's status unchanged.
  Budget NoPointSearch = NoWitnessSearch;
  NoPointSearch.PlainWitnessMaxOperations = 1;
  std::vector<LoopVerdict> Bare = checkFunction(Model().M, NoPointSearch);
  ASSERT_EQ(Bare[0].Result, Verdict::Violation);
  EXPECT_EQ(variable(Bare[0], "x").State, Status::Wrong);
  const Witness &R = witness(Bare[0], "x");
  EXPECT_EQ(R.Kind, ViolationKind::LiveIn);
  EXPECT_TRUE(R.IterationsOmitted);
  EXPECT_EQ(R.AccessRef, 0u);
  EXPECT_FALSE(R.OtherRef.has_value());
  EXPECT_EQ(R.Access.Of, Performer::Kind::Unnamed);
  EXPECT_EQ(R.Other.Of, Performer::Kind::Unnamed);
}

// Two loops of one function over the same variables: the second loop's
// verdict under a budget does not depend on whether the first loop was
// checked before it (no analysis is shared between loops to stretch it).
//   for (i) { if (i % 2 == 0) t = a[i]; b[i] = t; }
//   for (i) { t = b[i]; a[i] = t; }  ... = t;
TEST(Budget, OneLoopsWorkDoesNotStretchAnothersBudget) {
  auto Model = [](bool FirstLoopChecked) {
    ModelBuilder B;
    B.param("[n] -> { : n >= 0 }")
        .var("a", 1, true, false)
        .var("b", 1, true, false)
        .var("t", 0, true)
        .stmt("S0", "[n] -> { S0[i] : 0 <= i < n and i mod 2 = 0 }",
              "{ S0[i] -> [0, i, 0] }")
        .read("a", "{ S0[i] -> a[i] }")
        .write("t", "{ S0[i] -> t[] }")
        .stmt("S1", "[n] -> { S1[i] : 0 <= i < n }", "{ S1[i] -> [0, i, 1] }")
        .read("t", "{ S1[i] -> t[] }")
        .write("b", "{ S1[i] -> b[i] }")
        .stmt("S2", "[n] -> { S2[i] : 0 <= i < n }", "{ S2[i] -> [1, i, 0] }")
        .read("b", "{ S2[i] -> b[i] }")
        .write("t", "{ S2[i] -> t[] }")
        .stmt("S3", "[n] -> { S3[i] : 0 <= i < n }", "{ S3[i] -> [1, i, 1] }")
        .read("t", "{ S3[i] -> t[] }")
        .write("a", "{ S3[i] -> a[i] }");
    if (FirstLoopChecked)
      B.loop(0, {"i"}, {"S0", "S1"}, "[n] -> { [i] : 0 <= i < n }")
          .attr("a", Attribute::Shared)
          .attr("b", Attribute::Shared)
          .attr("t", Attribute::Shared);
    B.loop(0, {"i"}, {"S2", "S3"}, "[n] -> { [i] : 0 <= i < n }")
        .attr("a", Attribute::Shared)
        .attr("b", Attribute::Shared)
        .attr("t", Attribute::Shared);
    return B;
  };
  std::vector<LoopVerdict> Unlimited = checkFunction(Model(false).M, {0});
  ASSERT_EQ(Unlimited[0].Result, Verdict::Fixable);
  bool SomeUnknown = false, SomeAnswered = false;
  for (unsigned long Quota = 1000; Quota <= 2000000; Quota = Quota * 3 / 2) {
    Budget Limits;
    Limits.MaxOperations = Quota;
    Verdict After = checkFunction(Model(true).M, Limits)[1].Result;
    Verdict Alone = checkFunction(Model(false).M, Limits)[0].Result;
    EXPECT_EQ(After, Alone) << "with a quota of " << Quota;
    (Alone == Verdict::Unknown ? SomeUnknown : SomeAnswered) = true;
  }
  EXPECT_TRUE(SomeUnknown);
  EXPECT_TRUE(SomeAnswered);
}

TEST(Model, MalformedModelIsUnknownNotACrash) {
  ModelBuilder B = simpleLoop("i", "i");
  B.M.Statements[0].Domain = "[n] -> { S0[i] : 0 <= i < }";
  std::vector<LoopVerdict> V = checkFunction(B.M);
  EXPECT_EQ(V[0].Result, Verdict::Unknown);
  EXPECT_EQ(V[0].Reason.Detail, UnknownDetail::MalformedModel);
  EXPECT_EQ(V[0].Reason.Kind, UnknownKind::Internal);
}

TEST(Model, UnknownReasonIsKept) {
  ModelBuilder B = simpleLoop("i", "i");
  B.M.Loops[0].Unknown = {UnknownKind::Call,
                          "call to 'foo', which may access memory"};
  std::vector<LoopVerdict> V = checkFunction(B.M);
  EXPECT_EQ(V[0].Result, Verdict::Unknown);
  EXPECT_EQ(V[0].Reason.Text, "call to 'foo', which may access memory");
  EXPECT_EQ(V[0].Reason.Kind, UnknownKind::Call);
}

// for (i = 0; i < n; i++) a[W * i + p] = a[R * i + q];  checked at concrete
// n against an enumeration of every pair of iterations.
TEST(BruteForce, AffineSubscriptsAgreeWithEnumeration) {
  for (int W = -2; W <= 2; ++W)
    for (int R = -2; R <= 2; ++R)
      for (int Q = -3; Q <= 3; ++Q)
        for (int N = 0; N <= 6; N += 3) {
          std::string Write = std::to_string(W) + "i";
          std::string Read = std::to_string(R) + "i + " + std::to_string(Q);
          ModelBuilder B = simpleLoop(Write, Read);
          B.M.Context = "[n] -> { : n = " + std::to_string(N) + " }";
          bool Race = false;
          for (int X = 0; X < N; ++X)
            for (int Y = 0; Y < N; ++Y)
              if (X != Y && (W * X == W * Y || W * X == R * Y + Q))
                Race = true;
          Verdict Got = checkFunction(B.M)[0].Result;
          EXPECT_EQ(Got == Verdict::Violation, Race)
              << "a[" << Write << "] = a[" << Read << "], n = " << N;
          EXPECT_NE(Got, Verdict::Unknown);
        }
}

// int h[256];  for (i = 0; i < n; i++) h[idx[i]] += 1;
// The subscript is not affine: every cell may be updated.
TEST(Reduction, HistogramNeedsASectionOverTheWholeArray) {
  ModelBuilder B;
  B.param("[n] -> { : n >= 0 }")
      .var("idx", 1, true, false)
      .var("h", 1, true, true)
      .stmt("S0", "[n] -> { S0[i] : 0 <= i < n }", "{ S0[i] -> [0, i, 0] }")
      .read("idx", "{ S0[i] -> idx[i] }")
      .read("h", "{ S0[i] -> h[o] }")
      .write("h", "{ S0[i] -> h[o] }", /*Must=*/false)
      .reduction("h", ReductionOp::Add)
      .loop(0, {"i"}, {"S0"}, "[n] -> { [i] : 0 <= i < n }")
      .attr("idx", Attribute::Shared)
      .attr("h", Attribute::Shared);
  B.M.Variables[1].Extents = {"256"};
  std::vector<LoopVerdict> V = checkFunction(B.M);
  ASSERT_EQ(V[0].Result, Verdict::Fixable);
  const VariableVerdict &H = variable(V[0], "h");
  EXPECT_EQ(H.Required, Attribute::Reduction);
  ASSERT_EQ(H.Required.Section.size(), 1u);
  EXPECT_EQ(H.Required.Section[0].Lower, "0");
  EXPECT_EQ(H.Required.Section[0].Length, "256");
}

// for (i = 0; i < n; i++) b[i] += 1;   over cells 2..n+1: h[2:n]
TEST(Reduction, AffineSectionCoversTheAccessedCells) {
  ModelBuilder B;
  B.param("[n] -> { : n >= 0 }")
      .var("h", 1, true, false)
      .stmt("S0", "[n] -> { S0[i] : 0 <= i < n }", "{ S0[i] -> [0, i, 0] }")
      .read("h", "{ S0[i] -> h[5] }")
      .write("h", "{ S0[i] -> h[5] }")
      .reduction("h", ReductionOp::Add)
      .loop(0, {"i"}, {"S0"}, "[n] -> { [i] : 0 <= i < n }")
      .attr("h", Attribute::Shared);
  std::vector<LoopVerdict> V = checkFunction(B.M);
  ASSERT_EQ(V[0].Result, Verdict::Fixable);
  const VariableVerdict &H = variable(V[0], "h");
  ASSERT_EQ(H.Required.Section.size(), 1u);
  EXPECT_EQ(H.Required.Section[0].Lower, "5");
  EXPECT_EQ(H.Required.Section[0].Length, "1");
}

// double w[3];  (global)  for (i...) { w[0] = ..; w[1] = ..; w[2] = ..; ... }
// The caller sees w: the last iteration writes all of it, so lastprivate.
TEST(LastPrivate, GlobalArrayWrittenWholeByEveryIteration) {
  ModelBuilder B;
  B.param("[n] -> { : n >= 0 }")
      .var("w", 1, true, true)
      .stmt("S0", "[n] -> { S0[i] : 0 <= i < n }", "{ S0[i] -> [0, i, 0] }")
      .write("w", "{ S0[i] -> w[c] : 0 <= c < 3 }")
      .stmt("S1", "[n] -> { S1[i] : 0 <= i < n }", "{ S1[i] -> [0, i, 1] }")
      .read("w", "{ S1[i] -> w[c] : 0 <= c < 3 }")
      .loop(0, {"i"}, {"S0", "S1"}, "[n] -> { [i] : 0 <= i < n }")
      .attr("w", Attribute::Shared);
  B.M.Variables[0].Extents = {"3"};
  std::vector<LoopVerdict> V = checkFunction(B.M);
  ASSERT_EQ(V[0].Result, Verdict::Fixable);
  EXPECT_EQ(variable(V[0], "w").Required, Attribute::LastPrivate);
  // Without a known extent the caller may see cells the loop never writes.
  B.M.Variables[0].Extents.clear();
  V = checkFunction(B.M);
  EXPECT_EQ(variable(V[0], "w").Required, Attribute::FirstLastPrivate);
}

// for (i = n - 1; i >= 0; i--) if (i >= 1) t = a[i];   out = t;   (n >= 2)
// The sequentially last iteration is i = 0, which does not write t.
TEST(LastPrivate, DecreasingLoopEndsAtItsSmallestIteration) {
  ModelBuilder B;
  B.param("[n] -> { : n >= 2 }")
      .var("a", 1, true, false)
      .var("t", 0)
      .var("out", 0, true, false)
      .stmt("S0", "[n] -> { S0[i] : 1 <= i < n }", "{ S0[i] -> [0, -i, 0] }")
      .read("a", "{ S0[i] -> a[i] }")
      .write("t", "{ S0[i] -> t[] }")
      .stmt("S1", "{ S1[] }", "{ S1[] -> [1] }")
      .read("t", "{ S1[] -> t[] }")
      .write("out", "{ S1[] -> out[] }")
      .loop(0, {"i"}, {"S0"}, "[n] -> { [i] : 0 <= i < n }")
      .attr("a", Attribute::Shared)
      .attr("t", Attribute::LastPrivate,
            DeclaredAttribute::Origin::Explicit);
  B.M.Loops[0].Decreasing = {true};
  std::vector<LoopVerdict> V = checkFunction(B.M);
  ASSERT_EQ(V[0].Result, Verdict::Fixable);
  EXPECT_EQ(variable(V[0], "t").Required, Attribute::LastPrivateConditional);
  // Counting up, the last iteration i = n - 1 >= 1 writes t.
  B.M.Loops[0].Decreasing = {false};
  B.M.Statements[0].Schedule = "{ S0[i] -> [0, i, 0] }";
  V = checkFunction(B.M);
  EXPECT_EQ(V[0].Result, Verdict::Verified);
}

// for (t = 0; t < 2; t++)
//   for (j = 0; j < n; j++) if (t == 0 && j < n - 1) x = a[j];
// out = x;   what instance t = 0 leaves passes through instance t = 1.
TEST(LastPrivate, LaterInstancesDoNotHideLiveness) {
  ModelBuilder B;
  B.param("[n] -> { : n >= 0 }")
      .var("a", 1, true, false)
      .var("x", 0)
      .var("out", 0, true, false)
      .stmt("S0", "[n] -> { S0[t, j] : t = 0 and 0 <= j < n - 1 }",
            "{ S0[t, j] -> [0, t, 0, j, 0] }")
      .read("a", "{ S0[t, j] -> a[j] }")
      .write("x", "{ S0[t, j] -> x[] }")
      .stmt("S1", "{ S1[] }", "{ S1[] -> [1] }")
      .read("x", "{ S1[] -> x[] }")
      .write("out", "{ S1[] -> out[] }")
      .loop(1, {"j"}, {"S0"}, "[n] -> { [t, j] : 0 <= t < 2 and 0 <= j < n }")
      .attr("a", Attribute::Shared)
      .attr("x", Attribute::Shared);
  std::vector<LoopVerdict> V = checkFunction(B.M);
  ASSERT_EQ(V[0].Result, Verdict::Fixable);
  EXPECT_EQ(variable(V[0], "x").Required, Attribute::LastPrivateConditional);
}

/// Marks the memory of variable \p Id of \p B as given to the function
/// (MayOverlap) or global, with cells of type \p Type.
static void memory(ModelBuilder &B, const std::string &Id, const std::string &Type,
            bool Given, bool Global = false) {
  for (Variable &V : B.M.Variables)
    if (V.Id == Id) {
      V.CellType = Type;
      V.MayOverlap = Given;
      V.Global = Global;
    }
}

// void f(double *a, double *b, int *c, double *r, int n) {
//   for (i = 0; i < n; i++) b[i] = a[i] + c[i] + g[i] + r[i];   (g global)
// }
// b is written: it may overlap a, g and r (doubles), never c (ints); a, g
// and r are only read, so their overlaps change nothing.
TEST(Assumptions, PairsWithAWrittenVariableOfOneCellType) {
  ModelBuilder B;
  B.param("[n] -> { : n >= 0 }")
      .var("a", 1, true, false)
      .var("b", 1, true, false)
      .var("c", 1, true, false)
      .var("g", 1, true, false)
      .var("r", 1, true, false)
      .stmt("S0", "[n] -> { S0[i] : 0 <= i < n }", "{ S0[i] -> [0, i, 0] }")
      .read("a", "{ S0[i] -> a[i] }")
      .read("c", "{ S0[i] -> c[i] }")
      .read("g", "{ S0[i] -> g[i] }")
      .read("r", "{ S0[i] -> r[i] }")
      .write("b", "{ S0[i] -> b[i] }")
      .loop(0, {"i"}, {"S0"}, "[n] -> { [i] : 0 <= i < n }");
  for (const char *Id : {"a", "b", "c", "g", "r"})
    B.attr(Id, Attribute::Shared);
  for (const char *Id : {"a", "b", "r"})
    memory(B, Id, "double", true);
  memory(B, "c", "int", true);
  memory(B, "g", "double", false, true);
  using Pairs = std::vector<std::pair<std::string, std::string>>;
  EXPECT_EQ(overlapAssumptions(B.M, {"S0"}),
            (Pairs{{"a", "b"}, {"b", "g"}, {"b", "r"}}));

  // The verdict carries them; with b `restrict` (not given memory that
  // may overlap) only a and r could still meet g or each other, and
  // neither is written.
  std::vector<LoopVerdict> V = checkFunction(B.M);
  ASSERT_EQ(V[0].Result, Verdict::Verified) << V[0].Reason.Text;
  EXPECT_EQ(V[0].AssumedDisjoint.size(), 3u);
  memory(B, "b", "double", false);
  EXPECT_TRUE(overlapAssumptions(B.M, {"S0"}).empty());
}

// A character buffer may reach memory of any type.
TEST(Assumptions, CharactersMayOverlapAnyType) {
  ModelBuilder B;
  B.param("[n] -> { : n >= 0 }")
      .var("bytes", 1, true, false)
      .var("x", 1, true, false)
      .stmt("S0", "[n] -> { S0[i] : 0 <= i < n }", "{ S0[i] -> [0, i, 0] }")
      .read("x", "{ S0[i] -> x[i] }")
      .write("bytes", "{ S0[i] -> bytes[i] }");
  memory(B, "bytes", "unsigned char", true);
  memory(B, "x", "float", true);
  EXPECT_EQ(overlapAssumptions(B.M, {"S0"}).size(), 1u);
  memory(B, "bytes", "int", true);
  EXPECT_TRUE(overlapAssumptions(B.M, {"S0"}).empty());
}

// `s = t` with `std::string &s` and `std::vector<std::string> &names`
// given: s may be one of names' strings (Variable::AnyCellType).
TEST(Assumptions, ValuesOfAnyTypeMayOverlapEachOther) {
  ModelBuilder B;
  B.var("s", 0, true, false)
      .var("names", 0, true, false)
      .stmt("S0", "{ S0[] }", "{ S0[] -> [0] }")
      .read("names", "{ S0[] -> names[] }")
      .write("s", "{ S0[] -> s[] }");
  memory(B, "s", Variable::AnyCellType, true);
  memory(B, "names", Variable::AnyCellType, true);
  EXPECT_EQ(overlapAssumptions(B.M, {"S0"}).size(), 1u);
  memory(B, "names", Variable::AnyCellType, false);
  EXPECT_TRUE(overlapAssumptions(B.M, {"S0"}).empty());
}

// p[i].x = q[i].y: two places of one struct type never overlap, whatever
// p and q point to; p[i].x = q[i].x needs the assumption.
TEST(Assumptions, PlacesOfOneStructTypeAreApart) {
  ModelBuilder B;
  B.param("[n] -> { : n >= 0 }")
      .var("p_x", 1, true, false)
      .var("q_y", 1, true, false)
      .stmt("S0", "[n] -> { S0[i] : 0 <= i < n }", "{ S0[i] -> [0, i, 0] }")
      .read("q_y", "{ S0[i] -> q_y[i] }")
      .write("p_x", "{ S0[i] -> p_x[i] }");
  memory(B, "p_x", "double", true);
  memory(B, "q_y", "double", true);
  auto Place = [&](const char *Id, const char *Record, long Offset) {
    for (Variable &V : B.M.Variables)
      if (V.Id == Id) {
        V.FieldRecord = Record;
        V.FieldOffset = Offset;
      }
  };
  Place("p_x", "struct Vec", 0);
  Place("q_y", "struct Vec", 64);
  EXPECT_TRUE(overlapAssumptions(B.M, {"S0"}).empty());
  Place("q_y", "struct Vec", 0);
  EXPECT_EQ(overlapAssumptions(B.M, {"S0"}).size(), 1u);
  Place("q_y", "struct Other", 64);
  EXPECT_EQ(overlapAssumptions(B.M, {"S0"}).size(), 1u);
}

// double *t = malloc(...);   (no clause copies what t points to)
// #pragma omp parallel for
// for (i = 0; i < n; i++) {
//   for (j = 0; j < m; j++) if (C) t[j + Lo] = a[i];        S0
//   for (j = 0; j < m; j++) if (C) b[i] = t[j + Lo];        S1
// }
// [free(t): nothing reads t after the loop; with CallerVisible, the caller
//  does]
static ModelBuilder scratchThroughPointer(bool CallerVisible, long Lo = 0,
                                          const std::string &WriteCondition = "") {
  std::string Cell = "t[j + " + std::to_string(Lo) + "]";
  ModelBuilder B;
  B.param("[n, m] -> { : n >= 0 and m >= 1 }")
      .var("a", 1, true, false)
      .var("b", 1, true, false)
      .var("t", 1, CallerVisible, false)
      .stmt("S0", "[n, m] -> { S0[i, j] : 0 <= i < n and 0 <= j < m" +
                      WriteCondition + " }",
            "{ S0[i, j] -> [0, i, 0, j, 0] }")
      .read("a", "{ S0[i, j] -> a[i] }")
      .write("t", "{ S0[i, j] -> " + Cell + " }")
      .stmt("S1", "[n, m] -> { S1[i, j] : 0 <= i < n and 0 <= j < m" +
                      WriteCondition + " }",
            "{ S1[i, j] -> [0, i, 1, j, 0] }")
      .read("t", "{ S1[i, j] -> " + Cell + " }")
      .write("b", "{ S1[i, j] -> b[i] }")
      .loop(0, {"i"}, {"S0", "S1"}, "[n] -> { [i] : 0 <= i < n }")
      .attr("a", Attribute::Shared)
      .attr("b", Attribute::Shared)
      .attr("t", Attribute::Shared);
  B.M.Variables[2].CellBytes = 8;
  B.M.ParameterSpellings = {{"n", "n"}, {"m", "m"}};
  B.M.Loops[0].OwnTeam = true;
  B.M.Loops[0].Step = 1;
  return B;
}

TEST(Expansion, ScratchBehindAPointerGetsASlicePerThread) {
  ModelBuilder B = scratchThroughPointer(false);
  std::vector<LoopVerdict> V = checkFunction(B.M);
  ASSERT_EQ(V[0].Result, Verdict::Fixable);
  const VariablePlan &Plan = variable(V[0], "t").Required;
  EXPECT_EQ(Plan.Attr, Attribute::Expand);
  ASSERT_TRUE(Plan.Expand);
  EXPECT_EQ(Plan.Expand->Extent, "m");
  EXPECT_EQ(Plan.Expand->BytesPerCopy, "8 * m");
  EXPECT_EQ(Plan.Expand->Per, ExpandPlan::Copies::Thread);
  EXPECT_FALSE(Plan.Expand->CopyBack);
  // The race is still shown: the expansion is the fix, not the finding.
  EXPECT_EQ(witness(V[0], "t").Kind, ViolationKind::Race);
}

TEST(Expansion, CellsTheCallerSeesAreCopiedBackByTheLastIteration) {
  ModelBuilder B = scratchThroughPointer(true, 4);
  std::vector<LoopVerdict> V = checkFunction(B.M);
  ASSERT_EQ(V[0].Result, Verdict::Fixable);
  const VariablePlan &Plan = variable(V[0], "t").Required;
  ASSERT_TRUE(Plan.Expand);
  EXPECT_TRUE(Plan.Expand->CopyBack);
  // Cells 4 .. m + 3: the slice holds 0 .. m + 3, the copy 4 .. m + 3.
  EXPECT_EQ(Plan.Expand->Extent, "m + 4");
  EXPECT_EQ(Plan.Expand->Box.Lower, "4");
  EXPECT_EQ(Plan.Expand->Box.Length, "m");
}

TEST(Expansion, ACopyPerIterationWhereTheLastIterationWritesNotEveryCell) {
  // C: i < n - 1 or j < 1. The last iteration writes t[0] only, so the
  // caller sees t[1..m) from iteration n - 2: no thread's slice holds
  // both, and each iteration gets a copy (n of them, a cell and a flag
  // per cell of m).
  std::string LastWritesOne = " and (i < n - 1 or j < 1)";
  ModelBuilder B = scratchThroughPointer(true, 0, LastWritesOne);
  std::vector<LoopVerdict> V = checkFunction(B.M);
  ASSERT_EQ(V[0].Result, Verdict::Fixable);
  const std::optional<ExpandPlan> &Plan = variable(V[0], "t").Required.Expand;
  ASSERT_TRUE(Plan);
  EXPECT_EQ(Plan->Per, ExpandPlan::Copies::Iteration);
  EXPECT_TRUE(Plan->CopyBack);
  EXPECT_EQ(Plan->Count, "n");
  EXPECT_EQ(Plan->FirstIteration, "0");
  // (With n = 1 only t[0] is written.)
  EXPECT_EQ(Plan->Extent, "n >= 2 && m >= 2 ? m : 1");
  EXPECT_EQ(Plan->BytesPerCopy, "n >= 2 && m >= 2 ? 9 * m : 9");
  EXPECT_EQ(Plan->Box.Lower, "0");
  // Where nothing reads t afterwards, the slices need no copy back.
  B = scratchThroughPointer(false, 0, LastWritesOne);
  V = checkFunction(B.M);
  ASSERT_EQ(V[0].Result, Verdict::Fixable);
  ASSERT_TRUE(variable(V[0], "t").Required.Expand);
  EXPECT_EQ(variable(V[0], "t").Required.Expand->Per,
            ExpandPlan::Copies::Thread);
  EXPECT_FALSE(variable(V[0], "t").Required.Expand->CopyBack);
}

TEST(Expansion, ACopyPerIterationCountsTheIteratorsValuesInEveryInstance) {
  // for (i = 2; i < n; i++) counting up from 2: copies 0 .. n - 3.
  std::string LastWritesOne = " and (i < n - 1 or j < 1)";
  ModelBuilder B = scratchThroughPointer(true, 0, LastWritesOne);
  B.M.Statements[0].Domain =
      "[n, m] -> { S0[i, j] : 2 <= i < n and 0 <= j < m and (i < n - 1 or j < 1) }";
  B.M.Statements[1].Domain =
      "[n, m] -> { S1[i, j] : 2 <= i < n and 0 <= j < m and (i < n - 1 or j < 1) }";
  B.M.Loops[0].IterationDomain = "[n] -> { [i] : 2 <= i < n }";
  std::vector<LoopVerdict> V = checkFunction(B.M);
  ASSERT_EQ(V[0].Result, Verdict::Fixable);
  const std::optional<ExpandPlan> &Plan = variable(V[0], "t").Required.Expand;
  ASSERT_TRUE(Plan);
  EXPECT_EQ(Plan->FirstIteration, "2");
  EXPECT_EQ(Plan->Count, "n - 2");
  // Not where the loop counts by 2 (a copy per value would be half empty).
  B.M.Loops[0].Step = 2;
  V = checkFunction(B.M);
  EXPECT_EQ(V[0].Result, Verdict::Violation);
}

TEST(Expansion, AnArrayAClauseNamesOnlyWhereItsCellsComeFromSeveralIterations) {
  std::string LastWritesOne = " and (i < n - 1 or j < 1)";
  ModelBuilder B = scratchThroughPointer(true, 0, LastWritesOne);
  B.M.Variables[2].Privatizable = true;
  B.M.Variables[2].Extents = {"m"};
  std::vector<LoopVerdict> V = checkFunction(B.M);
  ASSERT_EQ(V[0].Result, Verdict::Fixable);
  ASSERT_TRUE(variable(V[0], "t").Required.Expand);
  EXPECT_EQ(variable(V[0], "t").Required.Expand->Per,
            ExpandPlan::Copies::Iteration);
  // The last iteration writing every cell: a clause that copies back.
  B = scratchThroughPointer(true);
  B.M.Variables[2].Privatizable = true;
  B.M.Variables[2].Extents = {"m"};
  V = checkFunction(B.M);
  ASSERT_EQ(V[0].Result, Verdict::Fixable);
  EXPECT_FALSE(variable(V[0], "t").Required.Expand);
  EXPECT_TRUE(variable(V[0], "t").Required == Attribute::LastPrivate ||
              variable(V[0], "t").Required == Attribute::FirstLastPrivate);
}

TEST(Expansion, NotWhereAnIterationReadsAnothersCells) {
  // C: i % 2 = 0 for the writes only (S1 reads in every iteration).
  ModelBuilder B = scratchThroughPointer(false);
  B.M.Statements[0].Domain =
      "[n, m] -> { S0[i, j] : 0 <= i < n and 0 <= j < m and i % 2 = 0 }";
  std::vector<LoopVerdict> V = checkFunction(B.M);
  EXPECT_EQ(V[0].Result, Verdict::Violation);
  EXPECT_EQ(variable(V[0], "t").Required, Attribute::None);
}

TEST(Expansion, OnlyWhereTheLoopMakesItsOwnTeam) {
  ModelBuilder B = scratchThroughPointer(false);
  B.M.Loops[0].OwnTeam = false;
  std::vector<LoopVerdict> V = checkFunction(B.M);
  EXPECT_EQ(V[0].Result, Verdict::Violation);
  EXPECT_EQ(variable(V[0], "t").Required, Attribute::None);
}

TEST(Expansion, TurnedOffByTheBudget) {
  ModelBuilder B = scratchThroughPointer(false);
  Budget Limits;
  Limits.Expansion = false;
  std::vector<LoopVerdict> V = checkFunction(B.M, Limits);
  EXPECT_EQ(V[0].Result, Verdict::Violation);
}

TEST(Expansion, NeverWhereAClauseCopiesTheArray) {
  ModelBuilder B = scratchThroughPointer(false);
  B.M.Variables[2].Privatizable = true;
  B.M.Variables[2].Extents = {"m"};
  std::vector<LoopVerdict> V = checkFunction(B.M);
  ASSERT_EQ(V[0].Result, Verdict::Fixable);
  EXPECT_EQ(variable(V[0], "t").Required, Attribute::Private);
}

// The running thread's slice (Variable::SliceCells) stands for an array of
// the thread's own only while the loop's accesses stay in it.
TEST(ThreadSlice, AnAccessPastTheSliceMakesTheLoopUnknown) {
  ModelBuilder B = scratchThroughPointer(false);
  B.M.Variables[2].Privatizable = true;
  B.M.Variables[2].SliceCells = "[m] -> { t[c] : 0 <= c < m }";
  B.M.Loops[0].Attributes[2] = {"t", Attribute::Private, std::nullopt,
                                DeclaredAttribute::Origin::Enclosing};
  std::vector<LoopVerdict> V = checkFunction(B.M);
  EXPECT_EQ(V[0].Result, Verdict::Verified);
  B.M.Variables[2].SliceCells = "[m] -> { t[c] : 0 <= c < m - 1 }";
  V = checkFunction(B.M);
  EXPECT_EQ(V[0].Result, Verdict::Unknown);
  EXPECT_EQ(V[0].Reason,
            UnknownReason(UnknownKind::Subscript, UnknownDetail::SliceOverrun,
                          B.M.Variables[2].Name));
}

// for (i = 0; i < n; i++) {
//   b[i] = a[i] - p1 + p2;      S0
//   p2 = p1;                    S1
//   p1 = a[i];                  S2
// }
// p1 carries a[i - 1] (forwarded), and p2 what p1 held: a chain.
static ModelBuilder chainOfCarriedScalars(bool Chain) {
  ModelBuilder B;
  B.param("[n] -> { : n >= 0 }")
      .var("a", 1, true, false)
      .var("b", 1, true, false)
      .var("p1", 0)
      .var("p2", 0)
      .stmt("S0", "[n] -> { S0[i] : 0 <= i < n }", "{ S0[i] -> [0, i, 0] }")
      .read("a", "{ S0[i] -> a[i] }")
      .read("p1", "{ S0[i] -> p1[] }")
      .read("p2", "{ S0[i] -> p2[] }")
      .write("b", "{ S0[i] -> b[i] }")
      .stmt("S1", "[n] -> { S1[i] : 0 <= i < n }", "{ S1[i] -> [0, i, 1] }");
  // Without the chain, p2 = p2 + a[i]: a recurrence.
  if (Chain)
    B.read("p1", "{ S1[i] -> p1[] }");
  else
    B.read("p2", "{ S1[i] -> p2[] }").read("a", "{ S1[i] -> a[i] }");
  B.write("p2", "{ S1[i] -> p2[] }")
      .stmt("S2", "[n] -> { S2[i] : 0 <= i < n }", "{ S2[i] -> [0, i, 2] }")
      .read("a", "{ S2[i] -> a[i] }")
      .write("p1", "{ S2[i] -> p1[] }")
      .loop(0, {"i"}, {"S0", "S1", "S2"}, "[n] -> { [i] : 0 <= i < n }")
      .attr("a", Attribute::Shared)
      .attr("b", Attribute::Shared)
      .attr("p1", Attribute::Shared)
      .attr("p2", Attribute::Shared);
  B.M.Statements[1].StoresExpression = B.M.Statements[2].StoresExpression = true;
  B.M.Loops[0].Step = 1;
  B.M.Loops[0].IteratorIds = {"i"};
  return B;
}

TEST(Forwarding, AChainForwardsBothScalars) {
  ModelBuilder B = chainOfCarriedScalars(true);
  std::vector<LoopVerdict> V = checkFunction(B.M);
  ASSERT_EQ(V[0].Result, Verdict::Fixable);
  const VariablePlan &P1 = variable(V[0], "p1").Required;
  const VariablePlan &P2 = variable(V[0], "p2").Required;
  ASSERT_TRUE(P1.Forward);
  ASSERT_TRUE(P2.Forward);
  EXPECT_TRUE(P1.Forward->Chained.empty());
  EXPECT_EQ(P2.Forward->Chained, std::vector<std::string>{"p1"});
  EXPECT_EQ(P2.Forward->Writer, "S1");
  // p1's reads: in S0 and in p2's writer S1, both before S2 writes it.
  EXPECT_EQ(P1.Forward->Reads.size(), 2u);
  EXPECT_TRUE(P1.Forward->EntryValue);
}

TEST(Forwarding, ARecurrenceIsNoChain) {
  ModelBuilder B = chainOfCarriedScalars(false);
  std::vector<LoopVerdict> V = checkFunction(B.M);
  EXPECT_EQ(V[0].Result, Verdict::Violation);
  EXPECT_TRUE(variable(V[0], "p1").Required.Forward);
  EXPECT_EQ(variable(V[0], "p2").Required, Attribute::None);
}
