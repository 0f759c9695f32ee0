//===- WitnessWordingTest.cpp - Who performs a witness's access, in words -===//

#include "findings/WitnessWording.h"

#include <gtest/gtest.h>

using namespace ompfix;

using Kind = Performer::Kind;

TEST(WitnessWording, IterationsAreTheirPoints) {
  Performer P(Kind::Iteration);
  P.Point = "i = 1, j = 0";
  EXPECT_EQ(wording(P), "i = 1, j = 0");
  EXPECT_EQ(wording(Performer()), "");
}

TEST(WitnessWording, ThreadsAndTeamsOfARegion) {
  Performer P(Kind::Unit);
  EXPECT_EQ(wording(P), "thread 0");
  P.Team = true;
  P.Number = 1;
  EXPECT_EQ(wording(P), "team 1");
  EXPECT_EQ(wording(Performer(Kind::AnotherUnit)), "another thread");
  Performer Masked(Kind::UnitOfConstruct);
  Masked.Number = 2;
  Masked.Construct = "masked";
  EXPECT_EQ(wording(Masked), "thread 2 (masked)");
  Performer Single(Kind::UnitRunningConstruct);
  Single.Construct = "single";
  EXPECT_EQ(wording(Single), "the thread running the single");
  Performer Iteration(Kind::UnitRunningIteration);
  Iteration.Point = "i = 2";
  EXPECT_EQ(wording(Iteration), "the thread running iteration i = 2");
}

TEST(WitnessWording, PhasesFollowTheThread) {
  Performer P(Kind::Unit);
  P.Phase = 2;
  EXPECT_EQ(wording(P), "thread 0, phase 2");
}

TEST(WitnessWording, TheDeviceChecksPlaces) {
  EXPECT_EQ(wording(Performer(Kind::TargetCode)), "the target code");
  EXPECT_EQ(wording(Performer(Kind::Caller)), "the caller");
  Performer Host(Kind::HostCode);
  Host.Copy.Variable = "a";
  Host.Copy.Directive = "target data";
  Host.Copy.Line = 3;
  EXPECT_EQ(wording(Host), "host code inside '#pragma omp target data' "
                           "(line 3)");
  Performer Task(Kind::TargetTask);
  Task.Task = {"target", 7, 12};
  EXPECT_EQ(wording(Task),
            "the target task of '#pragma omp target' (line 7, 'nowait')");
  Task.Of = Kind::HostBeforeTaskwait;
  EXPECT_EQ(wording(Task), "host code before its 'taskwait' (line 12)");
}

TEST(WitnessWording, LoopCopyingsSayWhatTheClauseDoes) {
  using Action = LoopCopying::Action;
  EXPECT_EQ(copyingWords(Action::CopyIn, "s"),
            "reads 's' into its firstprivate copy");
  EXPECT_EQ(copyingWords(Action::CopyOut, "x"),
            "writes its lastprivate copy back to 'x'");
  EXPECT_EQ(copyingWords(Action::Combine, "g"),
            "combines its reduction copy into 'g'");
}
