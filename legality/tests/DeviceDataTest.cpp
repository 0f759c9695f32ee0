//===- DeviceDataTest.cpp - Transparent device copies, on isl models ------===//
//
// Each test models
//
//   #pragma omp target map(<transfer>: a[<section>])
//   #pragma omp parallel for
//   for (i = 0; i < n; i++)
//     a[i] = a[i] + 1;            // S0, or a variant
//
// as isl strings (with host code around it where the test says so) and
// checks the loop's verdict: checked as the host fallback runs it when the
// copy is transparent, unknown with the failed condition otherwise.
//
//===----------------------------------------------------------------------===//

#include "ompfix/Verdict.h"

#include <gtest/gtest.h>

namespace ompfix {
/// How GoogleTest shows a reason that differs from the one expected.
void PrintTo(const UnknownReason &R, std::ostream *OS) {
  *OS << spelling(R.Kind) << ": " << R.Text;
}
void PrintTo(UnknownKind K, std::ostream *OS) { *OS << spelling(K); }
} // namespace ompfix

using namespace ompfix;

namespace {

struct DeviceModel {
  FunctionModel M;

  /// The loop over S0[i], 0 <= i < n, reading \p Read (a cell of a, or
  /// none) and writing a[i] for \p Lower <= i.
  DeviceModel(const std::string &Read, const std::string &Lower = "0",
              bool CallerSeesA = true) {
    M.Name = "f";
    M.Context = "[n] -> { : n >= 2 }";
    Variable A;
    A.Id = A.Name = "a";
    A.Rank = 1;
    A.CallerVisible = CallerSeesA;
    A.Privatizable = false;
    Variable I;
    I.Id = I.Name = "i";
    M.Variables = {A, I};
    Statement S;
    S.Name = "S0";
    S.Domain = "[n] -> { S0[i] : " + Lower + " <= i < n }";
    S.Schedule = "{ S0[i] -> [1, i, 0] }";
    if (!Read.empty())
      S.Accesses.push_back(access(0, false, "{ S0[i] -> a[" + Read + "] }"));
    S.Accesses.push_back(access(1, true, "{ S0[i] -> a[i] }"));
    M.Statements.push_back(S);
    LoopDirective L;
    L.Directive = "parallel for";
    L.Iterators = {"i"};
    L.Statements = {"S0"};
    L.IterationDomain = "[n] -> { [i] : " + Lower + " <= i < n }";
    L.Attributes = {{"a", Attribute::Shared},
                    {"i", Attribute::Private, std::nullopt,
                     DeclaredAttribute::Origin::Predetermined}};
    M.Loops.push_back(L);
  }
  static Access access(unsigned Ref, bool IsWrite, const std::string &R) {
    Access A;
    A.Ref = Ref;
    A.Variable = "a";
    A.IsWrite = IsWrite;
    A.Relation = "[n] -> " + R;
    A.ExactCells = true;
    A.Text = "a[i]";
    return A;
  }
  /// The copy of a, made by the target construct (line 1).
  DeviceModel &copy(DeviceTransfer T, const std::string &Cells) {
    DeviceMapping D;
    D.Variable = "a";
    D.Transfer = T;
    D.Directive = "target";
    D.Pos.Line = 1;
    D.Clause = "map(a)";
    D.Item = "a[0:n]";
    D.Instances = "[n] -> { [] }";
    D.Cells = Cells.empty() ? "" : "[n] -> { [] -> a[c] : " + Cells + " }";
    D.DeviceStatements = {"S0"};
    D.Loops = {0};
    D.LaterLoops = 1;
    M.DeviceData.push_back(D);
    return *this;
  }
  /// Host code before the loop, inside the copy's lifetime: `a[0] = 0;`.
  DeviceModel &hostWriteBefore() {
    Statement H;
    H.Name = "S1";
    H.Domain = "[n] -> { S1[] }";
    H.Schedule = "{ S1[] -> [0, 0, 0] }";
    Access W = access(2, true, "{ S1[] -> a[0] }");
    H.Accesses.push_back(W);
    M.Statements.push_back(H);
    M.DeviceData.back().HostStatements = {"S1"};
    return *this;
  }
  /// The construct has `nowait`: a target task, waited for at line 9;
  /// host code before the wait `a[<Cell>] = 0;` (or a read of it).
  DeviceModel &taskWithHostAccess(const std::string &Cell, bool Write) {
    Statement H;
    H.Name = "S2";
    H.Domain = "[n] -> { S2[] }";
    H.Schedule = "{ S2[] -> [2, 0, 0] }";
    Access A = access(3, Write, "{ S2[] -> a[" + Cell + "] }");
    H.Accesses.push_back(A);
    H.Pos.Line = 8;
    M.Statements.push_back(H);
    TargetTask T;
    T.Directive = M.Loops[0].Directive;
    T.Pos = M.DeviceData.back().Pos;
    T.Wait.Line = 9;
    T.DeviceStatements = {"S0"};
    T.Concurrent = {"S2"};
    T.Loops = {0};
    M.TargetTasks.push_back(T);
    return *this;
  }
  /// The copy is made by the loop's own directive (a combined
  /// `target parallel for`), not by a construct around it.
  DeviceModel &combined() {
    M.Loops[0].Pos = M.DeviceData.back().Pos;
    M.Loops[0].Directive = "target parallel for";
    return *this;
  }
  LoopVerdict verdict() const { return checkFunction(M).at(0); }
};

/// The only witness of \p V, a stale-data one.
const Witness &staleWitness(const LoopVerdict &V) {
  EXPECT_EQ(V.Witnesses.size(), 1u);
  EXPECT_EQ(V.Witnesses.at(0).Kind, ViolationKind::StaleData);
  return V.Witnesses.at(0);
}

TEST(DeviceData, TransparentCopyLeavesTheLoopChecked) {
  // map(tofrom: a[0:n])
  LoopVerdict V =
      DeviceModel("i").copy(DeviceTransfer::ToFrom, "0 <= c < n").verdict();
  EXPECT_EQ(V.Result, Verdict::Verified) << V.Reason.Text;
}

TEST(DeviceData, SectionThatMissesACellMakesItUnknown) {
  // map(tofrom: a[0:n-1]) misses a[n - 1].
  LoopVerdict V = DeviceModel("i")
                      .copy(DeviceTransfer::ToFrom, "0 <= c < n - 1")
                      .verdict();
  EXPECT_EQ(V.Result, Verdict::Unknown);
  EXPECT_EQ(V.Reason.Kind, UnknownKind::Device);
  ASSERT_TRUE(V.Reason.Device.has_value());
  EXPECT_EQ(V.Reason.Device->Problem, DeviceProblem::UnmappedAccess);
  EXPECT_EQ(V.Reason.Device->Copy.Variable, "a");
  EXPECT_EQ(V.Reason.Device->Copy.Transfer, DeviceTransfer::ToFrom);
}

TEST(DeviceData, WritesThatNeverComeBackMatterOnlyWhenRead) {
  // map(to: a[0:n]): the caller reads a afterwards (stale data: the
  // device's write, which the caller never gets) ...
  LoopVerdict Seen =
      DeviceModel("i").copy(DeviceTransfer::To, "0 <= c < n").verdict();
  EXPECT_EQ(Seen.Result, Verdict::Violation) << Seen.Reason.Text;
  const Witness &W = staleWitness(Seen);
  EXPECT_EQ(W.AccessRef, 1u);
  EXPECT_FALSE(W.OtherRef.has_value());
  EXPECT_EQ(W.Access.Of, Performer::Kind::TargetCode);
  EXPECT_EQ(W.Other.Of, Performer::Kind::Caller);
  EXPECT_TRUE(Seen.MapFixes.empty()); // (the clause is not the loop's)
  // ... or nothing does (a is the function's own scratch).
  LoopVerdict Unseen = DeviceModel("i", "0", /*CallerSeesA=*/false)
                           .copy(DeviceTransfer::To, "0 <= c < n")
                           .verdict();
  EXPECT_EQ(Unseen.Result, Verdict::Verified) << Unseen.Reason.Text;
}

TEST(DeviceData, FromLeavesReadsUndefined) {
  // map(from: a[0:n]) and a[i] = a[i] + 1 reads what was never copied in:
  // the caller's values.
  LoopVerdict V =
      DeviceModel("i").copy(DeviceTransfer::From, "0 <= c < n").verdict();
  EXPECT_EQ(V.Result, Verdict::Violation) << V.Reason.Text;
  const Witness &W = staleWitness(V);
  EXPECT_EQ(W.AccessRef, 0u);
  EXPECT_FALSE(W.OtherRef.has_value());
  EXPECT_EQ(W.Other.Of, Performer::Kind::Unnamed);
  EXPECT_FALSE(W.Possible);
  // a[i] = 1: nothing is read.
  LoopVerdict Written =
      DeviceModel("").copy(DeviceTransfer::From, "0 <= c < n").verdict();
  EXPECT_EQ(Written.Result, Verdict::Verified) << Written.Reason.Text;
}

TEST(DeviceData, FromCopiesBackOnlyCellsTheDeviceWrites) {
  // for (i = 1; ...) a[i] = 1; with map(from: a[0:n]): a[0] comes back
  // undefined.
  LoopVerdict V = DeviceModel("", "1")
                      .copy(DeviceTransfer::From, "0 <= c < n")
                      .verdict();
  EXPECT_EQ(V.Result, Verdict::Unknown);
  EXPECT_EQ(V.Reason.Kind, UnknownKind::Device);
  ASSERT_TRUE(V.Reason.Device.has_value());
  EXPECT_EQ(V.Reason.Device->Problem, DeviceProblem::UnwrittenCopyBack);
  EXPECT_EQ(V.Reason.Device->Copy.Variable, "a");
  // map(from: a[1:n-1]) maps only what is written.
  LoopVerdict Exact = DeviceModel("", "1")
                          .copy(DeviceTransfer::From, "1 <= c < n")
                          .verdict();
  EXPECT_EQ(Exact.Result, Verdict::Verified) << Exact.Reason.Text;
}

// The loop's own clause at fault: the cheapest map-type that makes the
// copy transparent (every condition checked again with it) is its fix.
TEST(DeviceData, OwnClauseGetsTheMapTypeThatFixesIt) {
  struct Case {
    std::string Read, Lower;
    DeviceTransfer Written, Fixed;
  };
  for (const Case &C : std::vector<Case>{
           // a[i] = a[i] + 1 under map(to:): the values must come back.
           {"i", "0", DeviceTransfer::To, DeviceTransfer::ToFrom},
           // a[i] = 1 under map(to:): every cell is written, from will do.
           {"", "0", DeviceTransfer::To, DeviceTransfer::From},
           // ... under map(alloc:) too.
           {"", "0", DeviceTransfer::Alloc, DeviceTransfer::From},
           // a[i] = 1 for i >= 1 under map(to:): a[0] must come back as
           // it was.
           {"", "1", DeviceTransfer::To, DeviceTransfer::ToFrom},
           // a[i] = a[i] + 1 under map(from:): the values must go in.
           {"i", "0", DeviceTransfer::From, DeviceTransfer::ToFrom},
       }) {
    SCOPED_TRACE(std::string(spelling(C.Written)) + ", lower bound " +
                 C.Lower + ", read '" + C.Read + "'");
    LoopVerdict V = DeviceModel(C.Read, C.Lower)
                        .copy(C.Written, "0 <= c < n")
                        .combined()
                        .verdict();
    EXPECT_EQ(V.Result, Verdict::Fixable) << V.Reason.Text;
    ASSERT_EQ(V.MapFixes.size(), 1u);
    EXPECT_EQ(V.MapFixes[0].Variable, "a");
    EXPECT_EQ(V.MapFixes[0].Transfer, C.Fixed);
    EXPECT_EQ(V.MapFixes[0].Item, "a[0:n]");
    staleWitness(V);
  }
  // A transparent copy needs no fix.
  LoopVerdict Right = DeviceModel("i")
                          .copy(DeviceTransfer::ToFrom, "0 <= c < n")
                          .combined()
                          .verdict();
  EXPECT_EQ(Right.Result, Verdict::Verified) << Right.Reason.Text;
  EXPECT_TRUE(Right.MapFixes.empty());
  // No map-type fixes host code that touches the copy while it lives.
  LoopVerdict Crossing = DeviceModel("i")
                             .copy(DeviceTransfer::ToFrom, "0 <= c < n")
                             .hostWriteBefore()
                             .combined()
                             .verdict();
  EXPECT_EQ(Crossing.Result, Verdict::Violation);
  EXPECT_TRUE(Crossing.MapFixes.empty());
}

// A target task (`nowait`) and host code before its taskwait, on the
// model of
//   #pragma omp target parallel for map(<transfer>: a[0:n]) nowait
//   for (i = 0; i < n; i++) a[i] = a[i] + 1;
//   <host access of a[cell]>
//   #pragma omp taskwait
TEST(DeviceData, TargetTaskRacesWithHostCodeBeforeItsTaskwait) {
  // (The section a[0:n+1] holds a cell, a[n], that the code never touches.)
  auto Check = [](DeviceTransfer T, const std::string &Cell, bool Write) {
    return DeviceModel("i")
        .copy(T, "0 <= c <= n")
        .combined()
        .taskWithHostAccess(Cell, Write)
        .verdict();
  };
  // The task's code writes a[0], which the host reads: a race (the device
  // shares the host's memory) whatever the copy.
  LoopVerdict Read = Check(DeviceTransfer::ToFrom, "0", false);
  EXPECT_EQ(Read.Result, Verdict::Violation) << Read.Reason.Text;
  ASSERT_EQ(Read.Witnesses.size(), 1u);
  EXPECT_EQ(Read.Witnesses[0].Kind, ViolationKind::TargetTaskRace);
  EXPECT_EQ(Read.Witnesses[0].AccessRef, 3u);
  ASSERT_TRUE(Read.Witnesses[0].OtherRef.has_value());
  EXPECT_EQ(*Read.Witnesses[0].OtherRef, 1u);
  EXPECT_EQ(Read.Witnesses[0].Access.Of, Performer::Kind::HostBeforeTaskwait);
  EXPECT_EQ(Read.Witnesses[0].Access.Task.WaitLine, 9u);
  EXPECT_EQ(Read.Witnesses[0].Other.Of, Performer::Kind::TargetTask);
  // a[n]: the code never touches it, but the copy moves it (the device
  // has memory of its own): a write races with 'to' and 'from', a read
  // only with 'from'; 'alloc' moves nothing.
  for (DeviceTransfer T : {DeviceTransfer::To, DeviceTransfer::ToFrom}) {
    LoopVerdict Moved = Check(T, "n", true);
    EXPECT_EQ(Moved.Result, Verdict::Violation) << spelling(T);
    ASSERT_EQ(Moved.Witnesses.size(), 1u);
    EXPECT_FALSE(Moved.Witnesses[0].OtherRef.has_value());
  }
  // (With 'to' the device's writes never come back to the caller: stale
  // data with its map fix, and no race.)
  LoopVerdict ReadTo = Check(DeviceTransfer::To, "n", false);
  EXPECT_EQ(ReadTo.Result, Verdict::Fixable) << ReadTo.Reason.Text;
  for (const Witness &W : ReadTo.Witnesses)
    EXPECT_NE(W.Kind, ViolationKind::TargetTaskRace);
  EXPECT_EQ(Check(DeviceTransfer::ToFrom, "n", false).Result,
            Verdict::Violation);
  // a[n + 1]: neither touched nor moved.
  LoopVerdict Apart = Check(DeviceTransfer::ToFrom, "n + 1", true);
  EXPECT_EQ(Apart.Result, Verdict::Verified) << Apart.Reason.Text;
}

TEST(DeviceData, HostWriteTheDeviceReadsWithoutUpdate) {
  // target data map(tofrom: a[0:n]) { a[0] = 0; <the target loop> }
  LoopVerdict V = DeviceModel("i")
                      .copy(DeviceTransfer::ToFrom, "0 <= c < n")
                      .hostWriteBefore()
                      .verdict();
  // Stale data: the device reads a[0] from its copy, which never gets the
  // host's write.
  EXPECT_EQ(V.Result, Verdict::Violation) << V.Reason.Text;
  ASSERT_EQ(V.Witnesses.size(), 1u);
  EXPECT_EQ(V.Witnesses[0].Kind, ViolationKind::StaleData);
  const Performer &Host = V.Witnesses[0].Access;
  EXPECT_EQ(Host.Of, Performer::Kind::HostCode);
  EXPECT_EQ(Host.Copy.Directive, "target");
  EXPECT_EQ(Host.Copy.Line, 1u);
  EXPECT_EQ(V.Witnesses[0].Other.Of, Performer::Kind::TargetCode);
  EXPECT_FALSE(V.Witnesses[0].Possible);
}

TEST(DeviceData, CallersCopyIsAssumedCurrentAndCheckedInside) {
  // void f(int n, double *a) { <the target loop> }: no clause maps what a
  // points to; the caller's copy is used, assumed current.
  DeviceModel Plain("i");
  Plain.copy(DeviceTransfer::ToFrom, "");
  Plain.M.DeviceData.back().CallerManaged = true;
  LoopVerdict V = Plain.verdict();
  EXPECT_EQ(V.Result, Verdict::Verified) << V.Reason.Text;
  EXPECT_EQ(V.AssumedCallerCopies, std::vector<std::string>{"a"});
  // A verdict that needs no assumption lists none.
  DeviceModel Mapped("i");
  Mapped.copy(DeviceTransfer::ToFrom, "0 <= c < n");
  EXPECT_TRUE(Mapped.verdict().AssumedCallerCopies.empty());
  // Host code of the function that writes the copy before the device
  // reads it is still a crossing.
  DeviceModel Crossing("i");
  Crossing.copy(DeviceTransfer::ToFrom, "");
  Crossing.M.DeviceData.back().CallerManaged = true;
  Crossing.hostWriteBefore();
  LoopVerdict C = Crossing.verdict();
  EXPECT_EQ(C.Result, Verdict::Violation);
  ASSERT_EQ(C.Witnesses.size(), 1u);
  EXPECT_EQ(C.Witnesses[0].Kind, ViolationKind::StaleData);
  EXPECT_TRUE(C.AssumedCallerCopies.empty());
}

TEST(DeviceData, UnmodelledCopyGivesItsReason) {
  DeviceModel D("i");
  D.copy(DeviceTransfer::ToFrom, "0 <= c < n");
  D.M.DeviceData.back().Unknown = {UnknownKind::Clause, "the 'nowait' clause"};
  EXPECT_EQ(D.verdict().Reason,
            UnknownReason(UnknownKind::Clause, "the 'nowait' clause"));
}

} // namespace
