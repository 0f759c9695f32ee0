//===- ConcurrencyTest.cpp - Which instances of a region run together -----===//
//
// Hand-written models of parallel regions; the relation is checked at
// concrete pairs of statement instances, never as printed text.

#include "IslTestContext.h"
#include "check/Concurrency.h"
#include "maps/FunctionMaps.h"
#include "tests/TestModels.h"
#include "ompfix/Verdict.h"

#include <gtest/gtest.h>

#include <isl/ctx.h>
#include <isl/options.h>

#include <map>
#include <set>

using namespace ompfix;
// (Statements with no accesses: concurrency needs none.)
using ompfix::testmodels::statement;

namespace {

class Concurrency : public ompfix::testing::IslTestContext {
protected:
  void compute(const ParallelRegion &R) {
    // The region is part of the model (whose relations hold only what its
    // directives can ask about).
    Model.Regions = {R};
    Maps = buildFunctionMaps(ctx(), Model);
    Relation = concurrentInstances(*Maps, R);
  }
  /// Whether the pair "{ S[..] -> T[..] }" (one point each) is concurrent.
  bool together(const std::string &Pair) {
    isl::union_map Point(ctx(), "[n] -> { " + Pair + " : n = 8 }");
    return !Relation->intersect(Point).is_empty();
  }
  FunctionModel Model;
  std::optional<FunctionMaps> Maps;
  std::optional<isl::union_map> Relation;
};

//   #pragma omp parallel
//   { S0: x = 1;                               every thread
//     #pragma omp for
//     for (i = 0; i < n; i++) S1: a[i] = x;    one thread an iteration
//     B: (the loop's implicit barrier)
//     S2: y = a[0]; }                          every thread
TEST_F(Concurrency, PhasesThreadsAndIterations) {
  Model.Context = "[n] -> { : n >= 0 }";
  Model.Statements = {
      statement("S0", "[n] -> { S0[] }", "[n] -> { S0[] -> [0] }"),
      statement("S1", "[n] -> { S1[i] : 0 <= i < n }",
                "[n] -> { S1[i] -> [1, i, 0] }"),
      statement("B", "[n] -> { B[] }", "[n] -> { B[] -> [2] }"),
      statement("S2", "[n] -> { S2[] }", "[n] -> { S2[] -> [3] }")};
  LoopDirective L;
  L.Depth = 0;
  L.Statements = {"S1"};
  Model.Loops = {L};
  ParallelRegion R;
  R.Parts = {{ParallelRegion::Part::EveryThread, {"S0", "S2"}},
             {ParallelRegion::Part::LoopIterations, {"S1"}, 0}};
  R.Barriers = {"B"};
  compute(R);
  // Two threads run S0 together; S0 may overlap any iteration.
  EXPECT_TRUE(together("S0[] -> S0[]"));
  EXPECT_TRUE(together("S0[] -> S1[3]"));
  EXPECT_TRUE(together("S1[3] -> S0[]"));
  // Iterations: on one thread the same, possibly on two different ones.
  EXPECT_TRUE(together("S1[3] -> S1[4]"));
  EXPECT_FALSE(together("S1[3] -> S1[3]"));
  // The barrier separates the loop and S0 from S2.
  EXPECT_FALSE(together("S1[3] -> S2[]"));
  EXPECT_FALSE(together("S2[] -> S0[]"));
  EXPECT_TRUE(together("S2[] -> S2[]"));
}

//   for (t = 0; t < n; t++)
//   #pragma omp parallel
//   { #pragma omp single nowait
//     { for (j = 0; j < n; j++) S0: ...; }
//     S1: ...; }
// A single block runs on one thread: its instances in one region instance
// are ordered; other threads run S1 meanwhile. Region instances (values of
// t) never overlap.
TEST_F(Concurrency, OneThreadBlocksAndRegionInstances) {
  Model.Context = "[n] -> { : n >= 0 }";
  Model.Statements = {
      statement("S0", "[n] -> { S0[t, j] : 0 <= t < n and 0 <= j < n }",
                "[n] -> { S0[t, j] -> [0, t, 0, j, 0] }"),
      statement("S1", "[n] -> { S1[t] : 0 <= t < n }",
                "[n] -> { S1[t] -> [0, t, 1] }")};
  ParallelRegion R;
  R.Depth = 1;
  ParallelRegion::Part Single;
  Single.Kind = ParallelRegion::Part::OneThread;
  Single.Statements = {"S0"};
  Single.Depth = 1;
  R.Parts = {Single, {ParallelRegion::Part::EveryThread, {"S1"}}};
  compute(R);
  EXPECT_FALSE(together("S0[2, 1] -> S0[2, 5]"));
  EXPECT_TRUE(together("S0[2, 1] -> S1[2]"));
  EXPECT_TRUE(together("S1[2] -> S1[2]"));
  EXPECT_FALSE(together("S0[2, 1] -> S1[3]"));
  EXPECT_FALSE(together("S1[2] -> S1[3]"));
}

//   #pragma omp parallel
//   #pragma omp single
//   { S0: ...;
//     for (i = 0; i < n; i++) {
//       C: #pragma omp task           (the creation of task i)
//       S1[i]: ...; }                  one task per i, any thread
//     S2: ...;
//     W: #pragma omp taskwait
//     S3: ...;
//     S4: ... (every thread, after the single's barrier B) }
// Tasks run from their creation to the wait: S1[i] with S2 and with each
// other, never with S0 (before the creation), S3 (after the wait) or S4
// (after the barrier).
TEST_F(Concurrency, TasksRunFromTheirCreationToTheirWait) {
  Model.Context = "[n] -> { : n >= 0 }";
  Model.Statements = {
      statement("S0", "[n] -> { S0[] }", "[n] -> { S0[] -> [0, 0, 0] }"),
      statement("C", "[n] -> { C[i] : 0 <= i < n }",
                "[n] -> { C[i] -> [1, i, 0] }"),
      statement("S1", "[n] -> { S1[i] : 0 <= i < n }",
                "[n] -> { S1[i] -> [1, i, 1] }"),
      statement("S2", "[n] -> { S2[] }", "[n] -> { S2[] -> [2, 0, 0] }"),
      statement("W", "[n] -> { W[] }", "[n] -> { W[] -> [3, 0, 0] }"),
      statement("S3", "[n] -> { S3[] }", "[n] -> { S3[] -> [4, 0, 0] }"),
      statement("B", "[n] -> { B[] }", "[n] -> { B[] -> [5, 0, 0] }"),
      statement("S4", "[n] -> { S4[] }", "[n] -> { S4[] -> [6, 0, 0] }")};
  ParallelRegion R;
  ParallelRegion::Part Single;
  Single.Kind = ParallelRegion::Part::OneThread;
  Single.Statements = {"S0", "C", "S2", "W", "S3"};
  ParallelRegion::Part Task;
  Task.Kind = ParallelRegion::Part::Task;
  Task.Statements = {"S1"};
  Task.Depth = 1;
  Task.Creation = "C";
  R.Parts = {Single, Task, {ParallelRegion::Part::EveryThread, {"S4"}}};
  R.Barriers = {"B"};
  R.TaskWaits = {{"W", {}}};
  compute(R);
  EXPECT_FALSE(together("S1[1] -> S0[]"));
  EXPECT_TRUE(together("S1[1] -> S2[]"));
  EXPECT_TRUE(together("S1[1] -> S1[2]"));
  EXPECT_FALSE(together("S1[1] -> S1[1]"));
  EXPECT_FALSE(together("S1[1] -> S3[]"));
  EXPECT_FALSE(together("S3[] -> S1[1]"));
  EXPECT_FALSE(together("S1[1] -> S4[]"));
  // A taskgroup around the tasks instead of the taskwait: the same; one
  // that holds no task waits for none.
  R.TaskWaits = {{"W", {"C"}}};
  compute(R);
  EXPECT_FALSE(together("S1[1] -> S3[]"));
  R.TaskWaits = {{"W", {"Other"}}};
  compute(R);
  EXPECT_TRUE(together("S1[1] -> S3[]"));
  // Created by every thread: one task per thread and i.
  R.Parts[0].Kind = ParallelRegion::Part::EveryThread;
  R.TaskWaits.clear();
  compute(R);
  EXPECT_TRUE(together("S1[1] -> S1[1]"));
}


//   #pragma omp parallel
//   for (t = 0; t < 2; t++) {
//     S0: ...;                                    every thread
//     #pragma omp for
//     for (i = 0; i < n; i++) S1: ...;            one thread an iteration
//     B: (implicit barrier)
//     #pragma omp single nowait
//     S2: ...;                                    one thread
//   }
// Checked against brute force at n = 3: an instance's phase is the number
// of barrier instances before it; two instances are concurrent when their
// phases are equal and no rule puts them on one thread.
TEST_F(Concurrency, AgreesWithBruteForceInATimeLoop) {
  Model.Context = "[n] -> { : n >= 0 }";
  Model.Statements = {
      statement("S0", "[n] -> { S0[t] : 0 <= t < 2 }",
                "[n] -> { S0[t] -> [0, t, 0] }"),
      statement("S1", "[n] -> { S1[t, i] : 0 <= t < 2 and 0 <= i < n }",
                "[n] -> { S1[t, i] -> [0, t, 1, i, 0] }"),
      statement("B", "[n] -> { B[t] : 0 <= t < 2 }",
                "[n] -> { B[t] -> [0, t, 2] }"),
      statement("S2", "[n] -> { S2[t] : 0 <= t < 2 }",
                "[n] -> { S2[t] -> [0, t, 3] }")};
  LoopDirective L;
  L.Depth = 1;
  L.Statements = {"S1"};
  Model.Loops = {L};
  ParallelRegion R;
  ParallelRegion::Part Single;
  Single.Kind = ParallelRegion::Part::OneThread;
  Single.Statements = {"S2"};
  Single.Depth = 1;
  R.Parts = {{ParallelRegion::Part::EveryThread, {"S0"}},
             {ParallelRegion::Part::LoopIterations, {"S1"}, 0},
             Single};
  R.Barriers = {"B"};
  compute(R);

  struct Instance {
    std::string Name;
    int T, I; // I < 0: no loop dimension
    int Phase;
  };
  const int N = 3;
  std::vector<Instance> All;
  for (int T = 0; T < 2; ++T) {
    // Barriers before: one per earlier t (B[t'] for t' < t), and B[t] for
    // S2[t].
    All.push_back({"S0", T, -1, T});
    for (int I = 0; I < N; ++I)
      All.push_back({"S1", T, I, T});
    All.push_back({"S2", T, -1, T + 1});
  }
  for (const Instance &X : All)
    for (const Instance &Y : All) {
      bool SameThread = X.Name == Y.Name &&
                        ((X.Name == "S1" && X.T == Y.T && X.I == Y.I) ||
                         (X.Name == "S2" && X.T == Y.T));
      bool Expected = X.Phase == Y.Phase && !SameThread;
      auto Text = [](const Instance &Z) {
        return Z.Name + "[" + std::to_string(Z.T) +
               (Z.I >= 0 ? ", " + std::to_string(Z.I) : "") + "]";
      };
      std::string Pair = Text(X) + " -> " + Text(Y);
      isl::union_map Point(ctx(), "[n] -> { " + Pair + " : n = 3 }");
      EXPECT_EQ(!Relation->intersect(Point).is_empty(), Expected) << Pair;
    }
}

//   #pragma omp parallel
//   { #pragma omp for schedule(static) nowait
//     for (i = 0; i < n; i++) S1: ...;
//     #pragma omp for schedule(static) nowait
//     for (i = 1; i <= n; i++) S2: ...; }
// One trip count, no chunk: logical iteration k of both loops (i = k and
// i = k + 1) runs on one thread; other pairs may run together. With
// different chunks, or a different trip count, nothing is paired.
TEST_F(Concurrency, StaticLoopsPairTheirLogicalIterations) {
  auto Build = [&](const std::string &Chunk2, const char *Upper2) {
    Model = FunctionModel();
    Model.Context = "[n] -> { : n >= 0 }";
    Model.Statements = {
        statement("S1", "[n] -> { S1[i] : 0 <= i < n }",
                  "[n] -> { S1[i] -> [0, i, 0] }"),
        statement("S2", std::string("[n] -> { S2[i] : 1 <= i <= ") + Upper2 +
                            " }",
                  "[n] -> { S2[i] -> [1, i, 0] }")};
    LoopDirective L1, L2;
    L1.Statements = {"S1"};
    L1.IterationDomain = "[n] -> { [i] : 0 <= i < n }";
    L2.Statements = {"S2"};
    L2.IterationDomain =
        std::string("[n] -> { [i] : 1 <= i <= ") + Upper2 + " }";
    for (LoopDirective *L : {&L1, &L2}) {
      L->StaticSchedule = true;
      L->Step = 1;
    }
    L2.Chunk = Chunk2;
    Model.Loops = {L1, L2};
    ParallelRegion R;
    R.Parts = {{ParallelRegion::Part::LoopIterations, {"S1"}, 0},
               {ParallelRegion::Part::LoopIterations, {"S2"}, 1}};
    Relation.reset();
    Maps.reset();
    compute(R);
  };
  Build("", "n");
  EXPECT_FALSE(together("S1[3] -> S2[4]"));
  EXPECT_FALSE(together("S2[4] -> S1[3]"));
  EXPECT_TRUE(together("S1[3] -> S2[3]"));
  EXPECT_TRUE(together("S1[3] -> S1[4]"));
  Build("4", "n");
  EXPECT_TRUE(together("S1[3] -> S2[4]"));
  Build("", "n + 1");
  EXPECT_TRUE(together("S1[3] -> S2[4]"));
}

/// The model of
///   #pragma omp parallel
///   { S0: x = 1.0;                              every thread
///     #pragma omp for [nowait]
///     for (i = 0; i < n; i++) S1: a[i] = x;     one thread an iteration
///     [B: the loop's implicit barrier]
///     S2: y = a[0]; }                           every thread
FunctionModel racesModel(bool Barrier) {
  FunctionModel M;
  M.Name = "races";
  M.Context = "[n] -> { : n >= 0 }";
  for (const char *Name : {"x", "y"}) {
    Variable V;
    V.Id = V.Name = Name;
    V.CallerVisible = true;
    M.Variables.push_back(V);
  }
  Variable A;
  A.Id = A.Name = "a";
  A.Rank = 1;
  A.CallerVisible = true;
  A.Privatizable = false;
  M.Variables.push_back(A);
  auto Add = [&](const char *Name, const char *Domain, const char *Schedule) {
    M.Statements.push_back(statement(Name, Domain, Schedule));
    return &M.Statements.back();
  };
  unsigned Ref = 0;
  auto Access = [&](Statement *S, const char *Var, const char *Relation,
                    bool Write) {
    ompfix::Access X;
    X.Ref = Ref++;
    X.Variable = Var;
    X.IsWrite = Write;
    X.Relation = Relation;
    S->Accesses.push_back(X);
  };
  Access(Add("S0", "[n] -> { S0[] }", "[n] -> { S0[] -> [0] }"), "x",
         "[n] -> { S0[] -> x[] }", true);
  Statement *S1 = Add("S1", "[n] -> { S1[i] : 0 <= i < n }",
                      "[n] -> { S1[i] -> [1, i, 0] }");
  Access(S1, "x", "[n] -> { S1[i] -> x[] }", false);
  Access(S1, "a", "[n] -> { S1[i] -> a[i] }", true);
  if (Barrier)
    Add("B", "[n] -> { B[] }", "[n] -> { B[] -> [2] }");
  Statement *S2 = Add("S2", "[n] -> { S2[] }", "[n] -> { S2[] -> [3] }");
  Access(S2, "a", "[n] -> { S2[] -> a[0] }", false);
  Access(S2, "y", "[n] -> { S2[] -> y[] }", true);
  Add("E", "[n] -> { E[] }", "[n] -> { E[] -> [4] }");
  LoopDirective L;
  L.Statements = {"S1"};
  L.Iterators = {"i"};
  L.IterationDomain = "[n] -> { [i] : 0 <= i < n }";
  M.Loops = {L};
  ParallelRegion R;
  R.Parts = {{ParallelRegion::Part::EveryThread, {"S0", "S2"}},
             {ParallelRegion::Part::LoopIterations, {"S1"}, 0}};
  R.Barriers = {"E"};
  if (Barrier)
    R.Barriers.push_back("B");
  R.End = "E";
  for (const char *Name : {"a", "x", "y"}) {
    DeclaredAttribute Shared;
    Shared.Variable = Name;
    R.Attributes.push_back(Shared);
  }
  M.Regions = {R};
  return M;
}

/// Makes \p Names variables declared inside the region of \p M.
void makeLocal(FunctionModel &M, const std::set<std::string> &Names) {
  ParallelRegion &R = M.Regions[0];
  R.Locals.assign(Names.begin(), Names.end());
  R.Attributes.erase(std::remove_if(R.Attributes.begin(), R.Attributes.end(),
                                    [&](const DeclaredAttribute &A) {
                                      return Names.count(A.Variable) > 0;
                                    }),
                     R.Attributes.end());
}

std::set<std::string> racyVariables(const RegionVerdict &V) {
  std::set<std::string> Names;
  for (const Witness &W : V.Witnesses)
    Names.insert(W.Variable);
  return Names;
}

// Every thread writes x (a race with itself and with the loop's reads) and
// y; a[0] is read by every thread while the loop writes it, unless the
// loop's barrier comes first.
TEST(RegionRaces, ReplicatedWritesAndPhases) {
  std::vector<RegionVerdict> WithBarrier = checkRegions(racesModel(true));
  ASSERT_EQ(WithBarrier.size(), 1u);
  EXPECT_EQ(WithBarrier[0].Result, Verdict::Violation);
  EXPECT_EQ(racyVariables(WithBarrier[0]),
            (std::set<std::string>{"x", "y"}));
  std::vector<RegionVerdict> Nowait = checkRegions(racesModel(false));
  EXPECT_EQ(racyVariables(Nowait[0]), (std::set<std::string>{"a", "x", "y"}));
}

// x and y private to each thread: only a[0] (nowait) races; with the
// barrier, nothing does.
TEST(RegionRaces, PrivateVariablesDoNotRace) {
  FunctionModel M = racesModel(true);
  makeLocal(M, {"x", "y"});
  EXPECT_EQ(checkRegions(M)[0].Result, Verdict::Verified);
  FunctionModel N = racesModel(false);
  makeLocal(N, {"x", "y"});
  std::vector<RegionVerdict> V = checkRegions(N);
  EXPECT_EQ(racyVariables(V[0]), (std::set<std::string>{"a"}));
  const Witness &W = V[0].Witnesses[0];
  EXPECT_EQ(W.AccessRef, 2u); // the write a[i]
  ASSERT_TRUE(W.OtherRef.has_value());
  EXPECT_EQ(*W.OtherRef, 3u); // the read a[0]
  // The thread running iteration i = 0 writes, another thread reads.
  EXPECT_EQ(W.Access.Of, Performer::Kind::UnitRunningIteration);
  EXPECT_EQ(W.Access.Point, "i = 0");
  EXPECT_EQ(W.Other.Of, Performer::Kind::AnotherUnit);
  EXPECT_FALSE(W.Access.Team);
}

// Replicated code races with itself: thread 0 against thread 1.
TEST(RegionRaces, ReplicatedCodeRunsOnThreadsZeroAndOne) {
  std::vector<RegionVerdict> V = checkRegions(racesModel(true));
  for (const Witness &W : V[0].Witnesses)
    if (W.Variable == "y") {
      EXPECT_EQ(W.Access.Of, Performer::Kind::Unit);
      EXPECT_EQ(W.Access.Number, 0);
      EXPECT_EQ(W.Other.Of, Performer::Kind::Unit);
      EXPECT_EQ(W.Other.Number, 1);
      return;
    }
  ADD_FAILURE() << "no witness of y";
}

/// The kinds of \p V's witnesses, by variable.
std::map<std::string, ViolationKind> witnessKinds(const RegionVerdict &V) {
  std::map<std::string, ViolationKind> Kinds;
  for (const Witness &W : V.Witnesses)
    Kinds[W.Variable] = W.Kind;
  return Kinds;
}

// Atomic accesses do not race with each other, nor do accesses in critical
// constructs of one name; of different names they do. What mutual exclusion
// alone keeps apart is an order dependence unless every access is an update
// of one reduction operator.
TEST(RegionRaces, AtomicAndCritical) {
  FunctionModel M = racesModel(true);
  makeLocal(M, {"y"});
  const MutualExclusion Atomic{MutualExclusion::Kind::Atomic, ""};
  const MutualExclusion Lock{MutualExclusion::Kind::Critical, "lock"};
  const MutualExclusion Other{MutualExclusion::Kind::Critical, "other"};
  auto Exclude = [&](MutualExclusion S0, MutualExclusion S1) {
    M.Statements[0].Exclusion = S0;
    M.Statements[1].Exclusion = S1;
  };
  Exclude(Atomic, {});
  // S0 (atomic) against S0 on another thread: excluded; against S1's read
  // of x (not atomic): a race.
  EXPECT_EQ(witnessKinds(checkRegions(M)[0]),
            (std::map<std::string, ViolationKind>{{"x", ViolationKind::Race}}));
  // Both atomic: no race, but S0's write and S1's read of x are not
  // updates: the value S1 sees depends on the order.
  Exclude(Atomic, Atomic);
  EXPECT_EQ(witnessKinds(checkRegions(M)[0]),
            (std::map<std::string, ViolationKind>{{"x", ViolationKind::Order}}));
  Exclude(Lock, Lock);
  EXPECT_EQ(witnessKinds(checkRegions(M)[0]),
            (std::map<std::string, ViolationKind>{{"x", ViolationKind::Order}}));
  Exclude(Lock, Other);
  EXPECT_EQ(witnessKinds(checkRegions(M)[0]),
            (std::map<std::string, ViolationKind>{{"x", ViolationKind::Race}}));
  // x += ... by every thread and S1 gone from x: all updates of one
  // operator, in any order the same sum.
  Exclude(Lock, {});
  M.Statements[0].Accesses.insert(M.Statements[0].Accesses.begin(),
                                  M.Statements[0].Accesses[0]);
  M.Statements[0].Accesses[0].IsWrite = false;
  M.Statements[0].Accesses[0].Ref = 100;
  M.Statements[0].Reduction = ReductionUpdate{"x", ReductionOp::Add, ""};
  M.Statements[1].Accesses.erase(M.Statements[1].Accesses.begin());
  EXPECT_EQ(checkRegions(M)[0].Result, Verdict::Verified);
}

} // namespace
