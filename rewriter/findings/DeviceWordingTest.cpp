//===- DeviceWordingTest.cpp - The words of the device checks' findings ---===//

#include "findings/DeviceWording.h"
#include "findings/UnknownWording.h"

#include <gtest/gtest.h>

using namespace ompfix;

namespace {

/// map(to: a[0:n]) of '#pragma omp target' at line 3.
NamedCopy toCopy() {
  NamedCopy C;
  C.Variable = "a";
  C.Directive = "target";
  C.Line = 3;
  C.Transfer = DeviceTransfer::To;
  C.Clause = "map(to: a[0:n])";
  return C;
}

DeviceReason reason(DeviceProblem Problem, const NamedCopy &C = toCopy()) {
  DeviceReason R;
  R.Problem = Problem;
  R.Copy = C;
  return R;
}

} // namespace

TEST(DeviceWording, WhatMakesTheCopy) {
  NamedCopy C = toCopy();
  EXPECT_EQ(copyMaker(C), "'map(to: a[0:n])' of '#pragma omp target' (line 3)");
  C.Clause.clear();
  C.Transfer = DeviceTransfer::ToFrom;
  EXPECT_EQ(copyMaker(C),
            "the default tofrom copy of 'a' by '#pragma omp target' (line 3)");
  C.CallersPointer = true;
  EXPECT_EQ(copyMaker(C),
            "the caller's device copy of what 'a' points to (line 3)");
  EXPECT_EQ(hostCodeOf(C),
            "host code ('a' points to memory the caller maps, line 3)");
  C.WholeProgram = true;
  EXPECT_EQ(copyMaker(C),
            "the device's copy of 'a' ('declare target' data, line 3)");
}

TEST(DeviceWording, UnmappedAccess) {
  DeviceReason R = reason(DeviceProblem::UnmappedAccess);
  R.Access = {"a[i + 1]", 5};
  EXPECT_EQ(wording(R, ""),
            "'a[i + 1]' (line 5) may touch cells of 'a' that 'map(to: "
            "a[0:n])' of '#pragma omp target' (line 3) does not map");
}

TEST(DeviceWording, CrossingsNameTheBufferReadUnderAnotherName) {
  NamedCopy C = toCopy();
  C.Directive = "target data";
  DeviceReason R = reason(DeviceProblem::HostWriteReadByDevice, C);
  R.Crossing.WriterLine = 4;
  R.Crossing.ReaderLine = 6;
  R.Crossing.Written = "y";
  R.Crossing.ReadAs = "x";
  EXPECT_EQ(wording(R, ""),
            "host code inside '#pragma omp target data' (line 3) writes 'y' "
            "(line 4), and the target code reads it as 'x' (line 6) with no "
            "'target update to' between");
}

TEST(DeviceWording, LostWriteSaysWhoGetsTheOldValue) {
  DeviceReason R = reason(DeviceProblem::LostWrite);
  R.Access = {"a[i]", 5};
  EXPECT_EQ(wording(R, ""),
            "'map(to: a[0:n])' of '#pragma omp target' (line 3) does not copy "
            "'a' back to the host: the target code writes 'a[i]' (line 5), "
            "and the caller gets the value from before the target code, not "
            "the one it wrote");
  NamedCopy Scalar = toCopy();
  Scalar.Variable = "s";
  Scalar.Transfer = DeviceTransfer::FirstPrivate;
  Scalar.Clause.clear();
  R = reason(DeviceProblem::LostWrite, Scalar);
  R.Access = {"s", 5};
  R.StaleReadLine = 9;
  EXPECT_EQ(wording(R, ""),
            "'s' is firstprivate on '#pragma omp target' (line 3), its "
            "default for a scalar: the write 's' (line 5) stays on the "
            "device, and the read at line 9 gets the value from before the "
            "target code, not the one it wrote");
}

TEST(DeviceWording, AfterTheCopyKeepsTheFrontEndsWords) {
  DeviceReason R = reason(DeviceProblem::CopyOutsideModel);
  R.AfterCopy = true;
  UnknownReason Later(UnknownKind::Clause, R, "a 'mapper' modifier");
  EXPECT_EQ(wording(Later),
            "the host's memory after '#pragma omp target' (line 3) may differ "
            "from the sequential code's: a 'mapper' modifier");
  EXPECT_EQ(worded(Later).Kind, UnknownKind::Clause);
}

TEST(DeviceWording, TargetTasks) {
  DeviceReason R;
  R.Problem = DeviceProblem::TaskMayRace;
  R.Task = {"target", 7, 12};
  R.Access = {"a", 9};
  EXPECT_EQ(wording(R, ""),
            "host code before its 'taskwait' (line 12) may touch 'a' (line 9) "
            "while the target task of '#pragma omp target' (line 7, "
            "'nowait') does");
  R.Problem = DeviceProblem::AfterTaskRace;
  EXPECT_EQ(wording(R, ""),
            "the host's memory after the target task of '#pragma omp target' "
            "(line 7) depends on a race with host code before its 'taskwait'");
}
