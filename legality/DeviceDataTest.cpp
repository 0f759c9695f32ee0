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
  LoopVerdict verdict() const { return checkFunction(M).at(0); }
};

TEST(DeviceData, TransparentCopyLeavesTheLoopChecked) {
  // map(tofrom: a[0:n])
  LoopVerdict V =
      DeviceModel("i").copy(DeviceTransfer::ToFrom, "0 <= c < n").verdict();
  EXPECT_EQ(V.Result, Verdict::Verified) << V.Reason;
}

TEST(DeviceData, SectionThatMissesACellMakesItUnknown) {
  // map(tofrom: a[0:n-1]) misses a[n - 1].
  LoopVerdict V = DeviceModel("i")
                      .copy(DeviceTransfer::ToFrom, "0 <= c < n - 1")
                      .verdict();
  EXPECT_EQ(V.Result, Verdict::Unknown);
  EXPECT_NE(V.Reason.find("may touch cells of 'a'"), std::string::npos)
      << V.Reason;
}

TEST(DeviceData, WritesThatNeverComeBackMatterOnlyWhenRead) {
  // map(to: a[0:n]): the caller reads a afterwards...
  LoopVerdict Seen =
      DeviceModel("i").copy(DeviceTransfer::To, "0 <= c < n").verdict();
  EXPECT_EQ(Seen.Result, Verdict::Unknown);
  EXPECT_NE(Seen.Reason.find("does not copy 'a' back"), std::string::npos)
      << Seen.Reason;
  // ... or nothing does (a is the function's own scratch).
  LoopVerdict Unseen = DeviceModel("i", "0", /*CallerSeesA=*/false)
                           .copy(DeviceTransfer::To, "0 <= c < n")
                           .verdict();
  EXPECT_EQ(Unseen.Result, Verdict::Verified) << Unseen.Reason;
}

TEST(DeviceData, FromLeavesReadsUndefined) {
  // map(from: a[0:n]) and a[i] = a[i] + 1 reads what was never copied in.
  LoopVerdict V =
      DeviceModel("i").copy(DeviceTransfer::From, "0 <= c < n").verdict();
  EXPECT_EQ(V.Result, Verdict::Unknown);
  EXPECT_NE(V.Reason.find("undefined"), std::string::npos) << V.Reason;
  // a[i] = 1: nothing is read.
  LoopVerdict Written =
      DeviceModel("").copy(DeviceTransfer::From, "0 <= c < n").verdict();
  EXPECT_EQ(Written.Result, Verdict::Verified) << Written.Reason;
}

TEST(DeviceData, FromCopiesBackOnlyCellsTheDeviceWrites) {
  // for (i = 1; ...) a[i] = 1; with map(from: a[0:n]): a[0] comes back
  // undefined.
  LoopVerdict V = DeviceModel("", "1")
                      .copy(DeviceTransfer::From, "0 <= c < n")
                      .verdict();
  EXPECT_EQ(V.Result, Verdict::Unknown);
  EXPECT_NE(V.Reason.find("copies back cells of 'a'"), std::string::npos)
      << V.Reason;
  // map(from: a[1:n-1]) maps only what is written.
  LoopVerdict Exact = DeviceModel("", "1")
                          .copy(DeviceTransfer::From, "1 <= c < n")
                          .verdict();
  EXPECT_EQ(Exact.Result, Verdict::Verified) << Exact.Reason;
}

TEST(DeviceData, HostWriteTheDeviceReadsWithoutUpdate) {
  // target data map(tofrom: a[0:n]) { a[0] = 0; <the target loop> }
  LoopVerdict V = DeviceModel("i")
                      .copy(DeviceTransfer::ToFrom, "0 <= c < n")
                      .hostWriteBefore()
                      .verdict();
  // Stale data: the device reads a[0] from its copy, which never gets the
  // host's write.
  EXPECT_EQ(V.Result, Verdict::Violation) << V.Reason;
  ASSERT_EQ(V.Witnesses.size(), 1u);
  EXPECT_EQ(V.Witnesses[0].Kind, ViolationKind::StaleData);
  EXPECT_EQ(V.Witnesses[0].AccessIteration,
            "host code inside '#pragma omp target' (line 1)");
  EXPECT_EQ(V.Witnesses[0].OtherIteration, "the target code");
  EXPECT_FALSE(V.Witnesses[0].Possible);
}

TEST(DeviceData, CallersCopyIsAssumedCurrentAndCheckedInside) {
  // void f(int n, double *a) { <the target loop> }: no clause maps what a
  // points to; the caller's copy is used, assumed current.
  DeviceModel Plain("i");
  Plain.copy(DeviceTransfer::ToFrom, "");
  Plain.M.DeviceData.back().CallerManaged = true;
  LoopVerdict V = Plain.verdict();
  EXPECT_EQ(V.Result, Verdict::Verified) << V.Reason;
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
  D.M.DeviceData.back().Unknown = "the 'nowait' clause";
  EXPECT_EQ(D.verdict().Reason, "the 'nowait' clause");
}

} // namespace
