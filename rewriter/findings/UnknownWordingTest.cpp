//===- UnknownWordingTest.cpp - The words of legality's unknown reasons ---===//

#include "findings/UnknownWording.h"

#include <gtest/gtest.h>

using namespace ompfix;

TEST(UnknownWording, WordedReasonsKeepTheirText) {
  UnknownReason Call(UnknownKind::Call, "call to 'f', which may access memory");
  EXPECT_EQ(worded(Call), Call);
}

TEST(UnknownWording, CostAndInternalErrors) {
  EXPECT_EQ(wording({UnknownKind::Cost, UnknownDetail::TooCostly}),
            "analysis too costly");
  EXPECT_EQ(wording({UnknownKind::Cost, UnknownDetail::ModelTooCostly, "main"}),
            "analysis too costly (the model of function 'main')");
  EXPECT_EQ(
      wording({UnknownKind::Internal, UnknownDetail::MalformedModel, "no S1"}),
      "malformed model: no S1");
}

TEST(UnknownWording, KeepsTheKind) {
  UnknownReason R =
      worded({UnknownKind::Subscript, UnknownDetail::SliceOverrun, "buf"});
  EXPECT_EQ(R.Kind, UnknownKind::Subscript);
  EXPECT_EQ(R.Detail, UnknownDetail::Worded);
  EXPECT_EQ(R.Text, "an access through 'buf' may leave the running thread's "
                    "slice of its buffer");
}

TEST(UnknownWording, PartialResultsSayWhoseCopiesAndWhoCombines) {
  EXPECT_EQ(wording({UnknownKind::Construct,
                     UnknownDetail::PartialResultInRegion, "local"}),
            "'local' is private to each thread of the parallel region and "
            "the loop accumulates a per-thread partial result in it, which "
            "the region does not combine as a reduction would");
  EXPECT_EQ(wording({UnknownKind::Construct,
                     UnknownDetail::OrphanedPartialResult, "s"}),
            "'s' is private to each thread of the team that calls the "
            "function (an orphaned construct) and the loop accumulates a "
            "per-thread partial result in it, which only the caller can "
            "combine");
}

TEST(UnknownWording, FrontEndWordsAreTheSubject) {
  EXPECT_EQ(wording({UnknownKind::Construct, UnknownDetail::Regrouped,
                     "'#pragma omp tile'"}),
            "'#pragma omp tile' regroups the loop's iterations, and those of "
            "the loops it takes are not independent (only independent ones "
            "are checked yet)");
}
