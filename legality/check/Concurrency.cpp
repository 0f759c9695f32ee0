//===- Concurrency.cpp - Which statement instances may run together -------===//

#include "check/Concurrency.h"
#include "check/DefinedValues.h"
#include "check/UnfollowedValues.h"
#include "maps/IslUtil.h"
#include "check/LoopSupport.h"

#include <algorithm>
#include <functional>
#include <map>
#include <set>
#include <stdexcept>

namespace ompfix {

namespace {

/// The parts of the function's relations over the statements \p Names.
class RegionMaps {
public:
  RegionMaps(const FunctionMaps &Maps) : Maps(Maps) {}

  isl::ctx ctx() const { return Maps.Domains.ctx(); }

  /// { S[x] : S in Names }
  isl::union_set domains(const std::set<std::string> &Names) const {
    return Maps.unionOver(Names, &FunctionMaps::StatementMaps::Domain);
  }

  /// { S[x] -> [t] : S in Names }
  isl::union_map schedule(const std::set<std::string> &Names) const {
    return Maps.unionOver(Names, &FunctionMaps::StatementMaps::Schedule);
  }

  /// { S[x] -> Tuple[x0, ..., x<Depth - 1>] : S in Names }: the first
  /// Depth dimensions of each statement, under a tuple of their own.
  isl::union_map prefix(const std::set<std::string> &Names, unsigned Depth,
                        const char *Tuple) const {
    isl::union_map Result = isl::union_map::empty(Maps.Domains.ctx());
    for (const isl::set &Domain : islutil::sets(domains(Names))) {
      unsigned Dims = islutil::setDims(Domain);
      if (Dims < Depth)
        throw std::invalid_argument(std::string("statement ") +
                                    isl_set_get_tuple_name(Domain.get()) +
                                    " is outside its region's loops");
      std::string Name = isl_set_get_tuple_name(Domain.get());
      islutil::addTo(Result, isl::map(Domain.ctx(),
                                      "{ " + Name + "[" + dimList("x", 0, Dims) +
                                          "] -> " + Tuple + "[" +
                                          dimList("x", 0, Depth) + "] }"));
    }
    return Result;
  }

  /// { X -> Y : X, Y in Names, the same value of \p Prefix }
  static isl::union_map same(const isl::union_map &Prefix) {
    return Prefix.apply_range(Prefix.reverse());
  }

private:
  const FunctionMaps &Maps;
};

} // namespace

/// { X -> C }: the creation C of the task instance X of region \p R runs
/// in; \p Untasked gets the statements of R outside its tasks.
static isl::union_map taskCreations(const RegionMaps &M,
                                    const ParallelRegion &R,
                                    std::set<std::string> &Untasked) {
  isl::union_map CreationOf = isl::union_map::empty(M.ctx());
  std::set<std::string> TaskCode;
  for (const ParallelRegion::Part &P : R.Parts) {
    if (P.Kind != ParallelRegion::Part::Task)
      continue;
    TaskCode.insert(P.Statements.begin(), P.Statements.end());
    CreationOf = CreationOf.unite(M.prefix(
        std::set<std::string>(P.Statements.begin(), P.Statements.end()),
        P.Depth, P.Creation.c_str()));
  }
  for (const ParallelRegion::Part &P : R.Parts)
    for (const std::string &S : P.Statements)
      if (!TaskCode.count(S))
        Untasked.insert(S);
  return CreationOf;
}

/// The pairs of instances that the tasks of \p R keep apart (symmetric),
/// with X in task T created at C(T):
///  - Y before C(T) on the creating thread: the task does not exist yet;
///  - Y (or, in another task, its creation) after a wait W for T on the
///    creating thread, W after C(T): T is complete.
///   #pragma omp single
///   { S0: x = 1;  C: #pragma omp task  { S1: y = x; }
///     S2: z = 2;  W: #pragma omp taskwait  S3: w = y; }
///   S1 with S0: no (before C); S1 with S2: yes; S1 with S3: no (after W).
/// \p CreationOf, { X -> C }, and \p Untasked are taskCreations'.
static isl::union_map taskOrder(const RegionMaps &M, const ParallelRegion &R,
                                const isl::union_map &SameThread,
                                const isl::union_map &CreationOf,
                                const std::set<std::string> &Untasked) {
  isl::ctx Ctx = SameThread.ctx();
  isl::union_map Result = isl::union_map::empty(Ctx);
  std::set<std::string> Creations;
  for (const ParallelRegion::Part &P : R.Parts)
    if (P.Kind == ParallelRegion::Part::Task)
      Creations.insert(P.Creation);
  if (Creations.empty())
    return Result;
  // { C -> Y : Y before C, one thread }
  isl::union_map BeforeCreation =
      islutil::lexAfter(M.schedule(Creations), M.schedule(Untasked))
          .intersect(SameThread);
  Result = Result.unite(CreationOf.apply_range(BeforeCreation));
  // { A -> A' }: an instance, or its task's creation
  isl::union_map AnchorOf =
      isl::union_map(M.domains(Untasked).identity()).unite(CreationOf);
  for (const ParallelRegion::TaskWait &W : R.TaskWaits) {
    std::set<std::string> Wait = {W.Statement};
    std::set<std::string> Covered =
        W.Creations.empty()
            ? Creations
            : std::set<std::string>(W.Creations.begin(), W.Creations.end());
    // { C -> W : W after C, one thread }
    isl::union_map Waited =
        islutil::lexAfter(M.schedule(Wait), M.schedule(Covered))
            .reverse()
            .intersect(SameThread);
    // { W -> A : A after W, one thread }
    isl::union_map After =
        islutil::lexAfter(M.schedule(Untasked), M.schedule(Wait))
            .reverse()
            .intersect(SameThread);
    Result = Result.unite(CreationOf.apply_range(Waited)
                              .apply_range(After)
                              .apply_range(AnchorOf.reverse()));
  }
  return Result.unite(Result.reverse());
}

/// { X -> Y : some barrier of \p Barriers in the instance \p SameInstance,
/// { X -> Y }, runs after X and before Y }, of \p Statements.
static isl::union_map
separatedByBarrier(const RegionMaps &M, const std::set<std::string> &Statements,
                   const std::set<std::string> &Barriers,
                   const isl::union_map &SameInstance) {
  // { X -> [...] } and { B -> [...] }
  isl::union_map Time = M.schedule(Statements),
                 BarrierTime = M.schedule(Barriers);
  // { X -> B : t(X) < t(B) } and { B -> Y : t(B) < t(Y) }
  isl::union_map BeforeBarrier =
      islutil::lexAfter(BarrierTime, Time).reverse().intersect(SameInstance);
  isl::union_map AfterBarrier =
      islutil::lexAfter(Time, BarrierTime).reverse().intersect(SameInstance);
  return BeforeBarrier.apply_range(AfterBarrier);
}

/// { S[x] -> [k] }: the logical iteration k = i - (L's first i) of each
/// instance of the statements of part \p P, iterations of loop \p L.
static isl::union_map logicalIterations(const FunctionMaps &Maps,
                                        const RegionMaps &M,
                                        const ParallelRegion::Part &P,
                                        const LoopDirective &L) {
  std::set<std::string> Names(P.Statements.begin(), P.Statements.end());
  // { [x] }: L's iterations
  isl::set Iterations =
      Maps.withinContext(isl::set(Maps.Domains.ctx(), L.IterationDomain));
  // { [x, f] }: each iteration x, with f the first one of its instance
  // of the loop (the same values of the dimensions around it)
  std::string SameInstance;
  for (unsigned D = 0; D < L.Depth; ++D)
    SameInstance += std::string(D ? " and " : " : ") + "f" +
                    std::to_string(D) + " = x" + std::to_string(D);
  isl::set Shifted = isl::map(Maps.Domains.ctx(),
                              "{ [" + dimList("x", 0, L.Depth + 1) + "] -> [" +
                                  dimList("f", 0, L.Depth + 1) + "]" +
                                  SameInstance + " }")
                         .intersect_domain(Iterations)
                         .intersect_range(Iterations)
                         .lexmin()
                         .wrap()
                         .flatten();
  // { [x, f] -> [k] }
  isl::map Logical = isl::map(Maps.Domains.ctx(),
                              "{ [" + dimList("x", 0, L.Depth + 1) + ", " +
                                  dimList("f", 0, L.Depth + 1) +
                                  "] -> [k] : k = x" + std::to_string(L.Depth) +
                                  " - f" + std::to_string(L.Depth) + " }")
                         .intersect_domain(Shifted);
  // { [x] -> [k] }: the first iteration's dimensions projected out
  isl_map *Projected =
      isl_map_project_out(Logical.copy(), isl_dim_in, L.Depth + 1, L.Depth + 1);
  if (!Projected)
    isl::exception::throw_last_error(Maps.Domains.ctx().get());
  isl::map IterationToLogical = isl::manage(Projected);
  // { S[x] -> [x'] }: each instance's iteration of L
  isl::union_map Statements = M.prefix(Names, L.Depth + 1, "");
  return Statements.apply_range(isl::union_map(IterationToLogical));
}

/// Adds to \p SameThread, { X -> Y }, the pairs of instances of two
/// schedule(static) loops with one chunk, both right in region \p R, in
/// the instances of the region where their trip counts are one (equal for
/// every value, or only for some: `j < 2 * i + 1` and `j < 3` at i = 1):
/// logical iteration k of both runs on one thread there.
/// And to \p MaybeSameThread all pairs of two such loops' instances in one
/// instance of the region: the static schedule may give both to one
/// thread (iteration k of `schedule(static, c)` runs on thread (k / c) mod
/// T), so a race between them is possible, not certain.
static void addSameStaticIteration(const FunctionMaps &Maps,
                                   const RegionMaps &M, const ParallelRegion &R,
                                   isl::union_map &SameThread,
                                   isl::union_map &MaybeSameThread) {
  struct StaticLoop {
    const LoopDirective *Loop;
    isl::union_map Logical;  ///< { S[x] -> [k] }
    isl::union_map Instance; ///< { S[x] -> [o] }: the region's instance
  };
  std::vector<StaticLoop> Static;
  for (const ParallelRegion::Part &P : R.Parts) {
    if (P.Kind != ParallelRegion::Part::LoopIterations ||
        P.Loop >= Maps.Model->Loops.size())
      continue;
    const LoopDirective &L = Maps.Model->Loops[P.Loop];
    if (!L.StaticSchedule || L.Step != 1 || L.Collapse > 1 ||
        L.Depth != R.Depth || L.IterationDomain.empty())
      continue;
    std::set<std::string> Names(P.Statements.begin(), P.Statements.end());
    Static.push_back({&L, logicalIterations(Maps, M, P, L),
                      M.prefix(Names, L.Depth, "")});
  }
  for (const StaticLoop &A : Static)
    for (const StaticLoop &B : Static) {
      if (&A != &B)
        MaybeSameThread = MaybeSameThread.unite(
            A.Instance.apply_range(B.Instance.reverse()));
      if (&A == &B || A.Loop->Chunk != B.Loop->Chunk)
        continue;
      // { [o] -> [k] }: each loop's logical iterations in an instance
      isl::union_map TripsA = A.Instance.reverse().apply_range(A.Logical);
      isl::union_map TripsB = B.Instance.reverse().apply_range(B.Logical);
      // { [o] }: the instances where they run the same logical iterations
      isl::union_set Equal =
          TripsA.domain().unite(TripsB.domain()).subtract(
              TripsA.subtract(TripsB).unite(TripsB.subtract(TripsA)).domain());
      // { S[x] -> [[k] -> [o]] }, o where the trip counts agree
      isl::union_map AtA =
          A.Logical.range_product(A.Instance.intersect_range(Equal));
      isl::union_map AtB =
          B.Logical.range_product(B.Instance.intersect_range(Equal));
      SameThread = SameThread.unite(AtA.apply_range(AtB.reverse()));
    }
}

/// Adds to \p SameThread, { X -> Y }, the pairs that one thread of region
/// \p R runs in program order: the same iteration of a worksharing loop,
/// the same instance of a one-thread block.
static void addProgramOrderPairs(const FunctionMaps &Maps, const RegionMaps &M,
                                 const ParallelRegion &R,
                                 isl::union_map &SameThread) {
  std::set<std::string> EveryThreadCode;
  for (const ParallelRegion::Part &P : R.Parts)
    if (P.Kind == ParallelRegion::Part::EveryThread)
      EveryThreadCode.insert(P.Statements.begin(), P.Statements.end());
  for (const ParallelRegion::Part &P : R.Parts) {
    // (A task that every thread creates has one instance per thread.)
    if (P.Kind == ParallelRegion::Part::EveryThread ||
        (P.Kind == ParallelRegion::Part::Task &&
         EveryThreadCode.count(P.Creation)))
      continue;
    std::set<std::string> Names(P.Statements.begin(), P.Statements.end());
    unsigned Depth = P.Depth;
    if (P.Kind == ParallelRegion::Part::LoopIterations) {
      if (P.Loop >= Maps.Model->Loops.size())
        throw std::invalid_argument("region part of an unknown loop");
      const LoopDirective &L = Maps.Model->Loops[P.Loop];
      Depth = L.Depth + std::max(1u, L.Collapse);
    }
    SameThread =
        SameThread.unite(RegionMaps::same(M.prefix(Names, Depth, "OneThread")));
  }
}

/// Adds to \p SameThread, { X -> Y }, the pairs in the blocks of one
/// fixed thread of region \p R (master: thread 0); sets \p EveryThread,
/// { X }, to the instances of the code every thread runs.
static void addFixedThreadPairs(const FunctionMaps &Maps, const RegionMaps &M,
                                const ParallelRegion &R,
                                isl::union_map &SameThread,
                                isl::union_set &EveryThread) {
  std::map<long, std::set<std::string>> ByThread;
  EveryThread = isl::union_set::empty(Maps.Domains.ctx());
  for (const ParallelRegion::Part &P : R.Parts) {
    if (P.Kind == ParallelRegion::Part::OneThread && P.Thread)
      ByThread[*P.Thread].insert(P.Statements.begin(), P.Statements.end());
    if (P.Kind == ParallelRegion::Part::EveryThread)
      EveryThread = EveryThread.unite(M.domains(
          std::set<std::string>(P.Statements.begin(), P.Statements.end())));
  }
  for (const auto &[Thread, Names] : ByThread) {
    isl::union_set Instances = M.domains(Names);
    SameThread = SameThread.unite(
        isl::union_map::from_domain_and_range(Instances, Instances));
  }
}

RegionRelations regionRelations(const FunctionMaps &Maps,
                                const ParallelRegion &R) {
  RegionRelations Result;
  RegionMaps M(Maps);
  std::set<std::string> Statements,
      Barriers(R.Barriers.begin(), R.Barriers.end());
  for (const ParallelRegion::Part &P : R.Parts)
    Statements.insert(P.Statements.begin(), P.Statements.end());
  std::set<std::string> Everything = Statements;
  Everything.insert(Barriers.begin(), Barriers.end());

  // { X -> Y }: in one instance of the region
  isl::union_map SameInstance =
      RegionMaps::same(M.prefix(Everything, R.Depth, "RegionInstance"));
  Result.SameInstance = SameInstance;
  // { X -> Y : some barrier B of the instance runs after X and before Y }
  isl::union_map Separated = isl::union_map::empty(Maps.Domains.ctx());
  if (!Barriers.empty())
    Separated = separatedByBarrier(M, Statements, Barriers, SameInstance);
  // { X -> Y }: the same phase of one instance of the region
  isl::union_set Instances = M.domains(Statements);
  isl::union_map Together =
      isl::union_map::from_domain_and_range(Instances, Instances)
          .intersect(SameInstance)
          .subtract(Separated)
          .subtract(Separated.reverse());
  // { X -> Y }: one thread surely runs both
  isl::union_map SameThread = isl::union_map::empty(Maps.Domains.ctx());
  Result.MaybeSameThread = isl::union_map::empty(Maps.Domains.ctx());
  addSameStaticIteration(Maps, M, R, SameThread, Result.MaybeSameThread);
  addProgramOrderPairs(Maps, M, R, SameThread);
  addFixedThreadPairs(Maps, M, R, SameThread, Result.EveryThread);
  Result.SameThread = SameThread.intersect(SameInstance);
  Result.SameLoop = isl::union_map::empty(Maps.Domains.ctx());
  for (const ParallelRegion::Part &P : R.Parts)
    if (P.Kind == ParallelRegion::Part::LoopIterations &&
        P.Loop < Maps.Model->Loops.size())
      Result.SameLoop = Result.SameLoop.unite(RegionMaps::same(M.prefix(
          std::set<std::string>(P.Statements.begin(), P.Statements.end()),
          Maps.Model->Loops[P.Loop].Depth, "LoopInstance")));
  // { X -> C }: the creation of each task instance
  std::set<std::string> Untasked;
  isl::union_map CreationOf = taskCreations(M, R, Untasked);
  isl::union_map TaskApart =
      taskOrder(M, R, Result.SameThread, CreationOf, Untasked);
  Result.Concurrent = Together.subtract(Result.SameThread).subtract(TaskApart);
  // { X -> Y }: the anchors of X and Y (an instance outside tasks is its
  // own, a task's is its creation) run on one thread, and the tasks keep
  // X and Y apart
  isl::union_map AnchorOf =
      isl::union_map(M.domains(Untasked).identity()).unite(CreationOf);
  Result.SameCopy =
      Result.SameThread.unite(AnchorOf.apply_range(Result.SameThread)
                                  .apply_range(AnchorOf.reverse())
                                  .intersect(TaskApart));
  // { X -> Y }: one or both in tasks, whose anchors run on one thread or
  // may (code every thread runs, whose threads the model does not tell
  // apart), in one phase, not kept apart by the tasks
  isl::union_map EveryThreadPairs = isl::union_map::from_domain_and_range(
                                        Result.EveryThread, Result.EveryThread)
                                        .intersect(SameInstance);
  isl::union_set TaskInstances = CreationOf.domain();
  isl::union_map WithTask =
      isl::union_map::from_domain_and_range(TaskInstances, Instances)
          .unite(
              isl::union_map::from_domain_and_range(Instances, TaskInstances));
  Result.CopyConcurrent =
      AnchorOf.apply_range(Result.SameThread.unite(EveryThreadPairs))
          .apply_range(AnchorOf.reverse())
          .intersect(Together)
          .intersect(WithTask)
          .subtract(Result.SameThread)
          .subtract(TaskApart);
  Result.MutuallyExclusive = mutuallyExclusive(Maps, Statements);
  return Result;
}

/// The instances of \p Statements grouped by the exclusions they run under
/// (the innermost and those around it), each group's pairs:
/// { S[x] -> T[y] : both under one exclusion }.
/// Of the exclusions, those \p Counts accepts.
static isl::union_map pairsUnderOneExclusion(
    const FunctionMaps &Maps, const std::set<std::string> &Statements,
    const std::function<bool(const MutualExclusion &)> &Counts) {
  RegionMaps M(Maps);
  std::map<std::pair<int, std::string>, std::set<std::string>> ByExclusion;
  for (const std::string &Name : Statements) {
    const Statement *S = Maps.sourceOf(Name);
    if (!S)
      continue;
    // The innermost exclusion and those around it (nested `critical`s).
    std::vector<MutualExclusion> Held = S->Enclosing;
    Held.push_back(S->Exclusion);
    for (const MutualExclusion &E : Held)
      if (Counts(E))
        ByExclusion[{static_cast<int>(E.Construct), E.Name}].insert(Name);
  }
  isl::union_map Result = isl::union_map::empty(Maps.Domains.ctx());
  for (const auto &[Exclusion, Names] : ByExclusion) {
    isl::union_set Instances = M.domains(Names);
    Result = Result.unite(
        isl::union_map::from_domain_and_range(Instances, Instances));
  }
  return Result;
}

isl::union_map mutuallyExclusive(const FunctionMaps &Maps,
                                 const std::set<std::string> &Statements) {
  return pairsUnderOneExclusion(
      Maps, Statements, [](const MutualExclusion &E) {
        return E.Construct == MutualExclusion::Kind::Atomic ||
               E.Construct == MutualExclusion::Kind::Critical;
      });
}

isl::union_map orderedInstances(const FunctionMaps &Maps,
                                const std::set<std::string> &Statements,
                                const LoopDirective &Loop) {
  return pairsUnderOneExclusion(
      Maps, Statements,
      [&](const MutualExclusion &E) { return isOrderedBlockOf(E, Loop); });
}

/// { S[x] -> S[y] }: the pairs of instances of statement \p Name that
/// store one value in one cell of \p VariableId, or apply one function to
/// its value: S stores what it reads (Statement::StoresSharedReads),
/// writes one cell exactly, each of its reads reads one cell, the same in
/// x and y, and the construct's statements write no variable it reads but
/// VariableId (\p Written: the variables they write; the cells of
/// VariableId others write are pairs of Exclusive of their own).
///   S: g[k + 1] = g[k] * 2;   { S[x] -> S[y] } (any two)
///   S: g[k] = a[i];           { S[i] -> S[i'] : i' = i }
///   S: g[k] = i;              none (i is no cell read: the value differs)
static isl::union_map sameStores(const FunctionMaps &Maps,
                                 const std::string &Name,
                                 const std::string &VariableId,
                                 const std::set<std::string> &Written) {
  const FunctionMaps::StatementMaps &S = Maps.statementMaps(Name);
  isl::union_map None = isl::union_map::empty(Maps.Context.ctx());
  if (!S.Source || !S.Source->StoresSharedReads || !S.MayWrites.is_empty() ||
      islutil::maps(S.MustWrites).size() != 1)
    return None;
  for (const Access &A : S.Source->Accesses)
    if (!A.IsWrite && A.Variable != VariableId && Written.count(A.Variable))
      return None;
  // { S[x] -> S[y] }, narrowed by each access to the pairs it agrees on
  isl::union_map Same =
      isl::union_map::from_domain_and_range(S.Domain, S.Domain);
  for (const isl::map &Tagged : islutil::maps(S.Reads.unite(S.MustWrites))) {
    auto Access = Maps.RefAccess.find(
        refOfTuple(islutil::domainTag(Tagged).Ref));
    if (Access == Maps.RefAccess.end() || !Access->second->IsMust)
      return None;
    // { S[x] -> cell }
    isl::union_map Cells =
        isl::union_map(Tagged).apply_domain(S.TagToStatement);
    if (!Cells.is_single_valued())
      return None;
    Same = Same.intersect(Cells.apply_range(Cells.reverse()));
  }
  return Same;
}

std::set<std::string>
writtenVariables(const FunctionModel &Model,
                 const std::set<std::string> &Statements,
                 const std::vector<DeclaredAttribute> &Clauses) {
  std::set<std::string> Written;
  for (const std::string &Name : Statements)
    if (const Statement *S = Model.findStatement(Name))
      for (const Access &A : S->Accesses)
        if (A.IsWrite)
          Written.insert(A.Variable);
  for (const DeclaredAttribute &A : Clauses)
    if (A.Attr != Attribute::Shared && A.Attr != Attribute::Private &&
        A.Attr != Attribute::FirstPrivate)
      Written.insert(A.Variable);
  return Written;
}

std::optional<isl::map>
orderDependence(const FunctionMaps &Maps, isl::union_map Exclusive,
                const std::string &VariableId,
                const std::set<std::string> &Written) {
  // Instances of one statement that store one value in a cell, or apply
  // one function to it (`x = x * 2 + 1`), leave one result in any order.
  std::set<std::string> Updating;
  for (const isl::map &Pair : islutil::maps(Exclusive))
    for (const std::string &Name :
         {islutil::domainTag(Pair).Statement,
          islutil::domainTag(Pair.reverse()).Statement})
      Updating.insert(Name);
  for (const std::string &Name : Updating) {
    isl::union_map Same = sameStores(Maps, Name, VariableId, Written);
    if (Same.is_empty())
      continue;
    const FunctionMaps::StatementMaps &S = Maps.statementMaps(Name);
    // { [S[x] -> R[]] -> [S[y] -> R'[]] }
    Exclusive = Exclusive.subtract(S.TagToStatement.apply_range(Same).apply_range(
        S.TagToStatement.reverse()));
  }
  std::optional<ReductionOp> Op;
  for (const isl::map &Pair : islutil::maps(Exclusive))
    for (const std::string &Name :
         {islutil::domainTag(Pair).Statement,
          islutil::domainTag(Pair.reverse()).Statement}) {
      const Statement *S = Maps.Model->findStatement(Name);
      if (!S || !S->Reduction || S->Reduction->Variable != VariableId ||
          (Op && *Op != S->Reduction->Op))
        return Pair;
      Op = S->Reduction->Op;
    }
  return std::nullopt;
}

isl::union_map concurrentInstances(const FunctionMaps &Maps,
                                   const ParallelRegion &R) {
  return regionRelations(Maps, R).Concurrent;
}

isl::union_map withoutThreadSlots(const FunctionModel &Model,
                                  const isl::union_map &Pairs) {
  std::map<long, int> SlotOfRef;
  for (const Statement &S : Model.Statements)
    for (const Access &A : S.Accesses)
      if (A.ThreadSlot >= 0)
        SlotOfRef[A.Ref] = A.ThreadSlot;
  if (SlotOfRef.empty())
    return Pairs;
  auto Slot = [&](const isl::map &M) {
    auto It = SlotOfRef.find(refOfTuple(islutil::domainTag(M).Ref));
    return It == SlotOfRef.end() ? -1 : It->second;
  };
  return islutil::filterMaps(Pairs, [&](const isl::map &M) {
    int First = Slot(M), Second = Slot(M.reverse());
    return First < 0 || First != Second;
  });
}

isl::union_map regionRaces(const FunctionModel &Model,
                           const RegionRelations &Relations,
                           const isl::union_map &Writes,
                           const isl::union_map &Reads,
                           isl::union_map *Exclusive) {
  isl::union_map Accesses = Writes.unite(Reads);
  // { [S[x] -> W[]] -> [T[y] -> R[]] }: same cell, may run together, not
  // in one instance of a worksharing loop (the loop's own findings; two
  // instances of a nowait loop in a sequential loop of the region are the
  // region's), nor two threads' own slots
  isl::union_map Races = withoutThreadSlots(
      Model, Writes.apply_range(Accesses.reverse())
                 .zip()
                 .intersect_domain(Relations.Concurrent.wrap())
                 .subtract_domain(Relations.SameLoop.wrap())
                 .zip());
  if (Exclusive)
    *Exclusive = Races.zip()
                     .intersect_domain(Relations.MutuallyExclusive.wrap())
                     .zip();
  return Races.zip().subtract_domain(Relations.MutuallyExclusive.wrap()).zip();
}

isl::union_map certainPairs(const FunctionMaps &Maps,
                            const isl::union_map &Pairs,
                            const LoopDirective *Loop) {
  const FunctionModel &Model = *Maps.Model;
  std::set<long> MayRefs;
  for (const Statement &S : Model.Statements) {
    bool InLoop = Loop && std::find(Loop->Statements.begin(),
                                    Loop->Statements.end(),
                                    S.Name) != Loop->Statements.end();
    for (const Access &X : S.Accesses)
      if (!X.IsMust &&
          !(InLoop && X.ExactCells && X.Conditions == Loop->Conditions))
        MayRefs.insert(X.Ref);
  }
  isl::union_map Exact = islutil::filterMaps(Pairs, [&](const isl::map &M) {
    return !MayRefs.count(refOfTuple(islutil::domainTag(M).Ref)) &&
           !MayRefs.count(refOfTuple(islutil::domainTag(M.reverse()).Ref));
  });
  std::set<std::string> Unfollowed = unfollowedParameters(Maps);
  if (!Unfollowed.empty())
    // { [S[x] -> R[]] }: the instances where each reference accesses
    Exact = pairsWhatever(Exact, Maps.TagToStatement.domain(), Maps.Context,
                          Unfollowed);
  return atDefinedValues(Model, Exact);
}

} // namespace ompfix
