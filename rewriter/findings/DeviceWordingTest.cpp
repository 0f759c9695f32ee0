//===- DeviceWordingTest.cpp - The words of the device checks' findings ---===//

#include "findings/DeviceWording.h"

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

TEST(DeviceWording, TargetTasks) {
  NamedTask T{"target", 7, 12};
  EXPECT_EQ(targetTask(T),
            "the target task of '#pragma omp target' (line 7, 'nowait')");
  EXPECT_EQ(hostBeforeTaskwait(T), "host code before its 'taskwait' (line 12)");
}
