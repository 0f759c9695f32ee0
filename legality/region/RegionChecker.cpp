//===- RegionChecker.cpp - The conditions for one region ----------===//

#include "region/RegionChecker.h"
#include "maps/IslUtil.h"
#include "check/LoopSupport.h"
#include "maps/RelationText.h"
#include "ompfix/IslNames.h"
#include "ompfix/Attributes.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <stdexcept>

namespace ompfix {

RegionChecker::RegionChecker(const FunctionMaps &Maps, const ParallelRegion &R)
    : DirectiveChecker(Maps, R.NestedTeam), Region(R) {
  for (const ParallelRegion::Part &P : R.Parts)
    Statements.insert(P.Statements.begin(), P.Statements.end());
  Relations = regionRelations(Maps, R);
}

/// Whether \p A, an attribute of a worksharing loop, gives the loop copies
/// of its own of the variable (its clauses, its iterators), not the
/// region's copy of it.
static bool givesLoopCopy(const DeclaredAttribute &A) {
  if (A.From == DeclaredAttribute::Origin::Enclosing)
    return false;
  switch (A.Attr) {
  case Attribute::Private:
  case Attribute::FirstPrivate:
  case Attribute::LastPrivate:
  case Attribute::FirstLastPrivate:
  case Attribute::LastPrivateConditional:
  case Attribute::Reduction:
    return true;
  default:
    return false;
  }
}

bool RegionChecker::copiedByLoop(const Variable &V) const {
  // Only the clauses of variables the loop accesses: one on a variable it
  // never accesses (L.Unused) is redundant, and the fix takes it away
  // with the same rewrite that writes the region's clause.
  for (const ParallelRegion::Part &P : Region.Parts)
    if (P.Kind == ParallelRegion::Part::LoopIterations &&
        P.Loop < Maps.Model->Loops.size())
      for (const DeclaredAttribute &A : Maps.Model->Loops[P.Loop].Attributes)
        if (A.Variable == V.Id && givesLoopCopy(A) &&
            A.Attr != Attribute::Private)
          return true;
  return false;
}

/// Of \p Tagged, { [S[x] -> R[]] -> v[c] } with S a statement of \p L, the
/// instances at L's sequentially last iteration (the first L.Depth +
/// L.Collapse dimensions of S's instances are L's iterations); \p Covered
/// says whether every last iteration of every instance of L has one.
static isl::union_map atLastIteration(const FunctionMaps &Maps,
                                      const LoopDirective &L,
                                      const isl::union_map &Tagged,
                                      bool &Covered) {
  Covered = false;
  if (L.IterationDomain.empty())
    return Tagged;
  isl::ctx Ctx = Tagged.ctx();
  // { Iter[o, i] }: L's last iterations
  isl::set Last =
      lastIterations(L, islutil::setTupleName(
                            Maps.withinContext(readSet(Ctx, L.IterationDomain)),
                            islnames::Iteration))
          .range();
  isl::union_map Result = isl::union_map::empty(Ctx);
  isl::union_set Reached = isl::union_set::empty(Ctx);
  for (const isl::map &M : islutil::maps(Tagged)) {
    // { S[x] -> R[] }
    isl::map Instances = M.domain().unwrap();
    isl::set Of = Instances.domain();
    // { S[x] -> Iter[o, i] }: the iteration of each instance
    std::optional<isl::map> IterationOf = iterationMap(L, Of);
    if (!IterationOf)
      return Tagged;
    // { S[x] }: the instances at a last iteration
    isl::set AtLast = IterationOf->intersect_range(Last).domain().intersect(Of);
    islutil::addTo(Reached, AtLast.apply(*IterationOf));
    islutil::addTo(Result, M.intersect_domain(
                               Instances.intersect_domain(AtLast).wrap()));
  }
  Covered = isl::union_set(Last).is_subset(Reached);
  return Result;
}

void RegionChecker::addLoopCopies(
    const Variable &V, const FunctionMaps::VariableAccessMaps &All,
    std::set<std::string> &Own,
    std::map<std::string, isl::union_set> &OwnCells,
    VariableAccesses &Copies, std::vector<CopyStand> *Stands,
    bool UnusedClauses) const {
  for (const ParallelRegion::Part &P : Region.Parts) {
    if (P.Kind != ParallelRegion::Part::LoopIterations ||
        P.Loop >= Maps.Model->Loops.size())
      continue;
    const LoopDirective &L = Maps.Model->Loops[P.Loop];
    // A clause on a variable the loop never accesses (L.Unused) still
    // makes its copies: firstprivate(x) reads x, reduction(+: x) updates it
    // and lastprivate(x) writes it, wherever the loop's iterations run.
    std::vector<DeclaredAttribute> Clauses = L.Attributes;
    if (UnusedClauses)
      Clauses.insert(Clauses.end(), L.Unused.begin(), L.Unused.end());
    for (const DeclaredAttribute &A : Clauses) {
      if (A.Variable != V.Id || !givesLoopCopy(A))
        continue;
      std::set<std::string> InLoop(P.Statements.begin(), P.Statements.end());
      if (A.Attr == Attribute::Private) {
        Own.insert(InLoop.begin(), InLoop.end());
        continue;
      }
      // firstprivate or lastprivate on a pointer copies the pointer: the
      // cells it points to stay the region's, and so do the loop's
      // accesses of them (`firstprivate(a)` with `b[i] = a[i + 1]` reads
      // a[i + 1], not every cell of a).
      if (!V.Privatizable && A.Cells.empty())
        continue;
      // { v[c] }: the cells the loop copies
      isl::union_set Cells = A.Cells.empty()
                                 ? cellsOf(Ctx, V)
                                 : isl::union_set(readSet(Ctx, A.Cells));
      for (const std::string &S : InLoop)
        OwnCells[S] = OwnCells.count(S) ? OwnCells[S].unite(Cells) : Cells;
      // { [S[x] -> R[]] -> v[c] }: the loop's accesses of its copies, which
      // stand for the copying in and out: each thread running an
      // iteration copies every cell in at the loop's start (firstprivate)
      // and combines its copy into them at its end (reduction); the thread
      // running the last iteration copies every cell out (lastprivate).
      isl::union_map InLoopAccesses = islutil::filterMaps(
          All.Reads.unite(All.MustWrites).unite(All.MayWrites),
          [&](const isl::map &M) {
            return InLoop.count(islutil::domainTag(M).Statement) > 0;
          });
      isl::union_map Mine = InLoopAccesses.intersect_range(Cells);
      // { [S[x] -> R[]] }: where the copying stands; in an iteration that
      // never accesses its copy, at any of its accesses, and what it meets
      // is possible. (Each iteration's thread copies in and combines; the
      // copy-out is the last iteration's, atLastIteration below.)
      isl::union_set Stand = Mine.domain();
      // { [S[x] -> R[]] }: the loop's statements' accesses
      auto Everywhere = [&] {
        isl::union_set All = isl::union_set::empty(Ctx);
        for (const std::string &S : InLoop) {
          const FunctionMaps::StatementMaps &SM = Maps.statementMaps(S);
          All = All.unite(SM.TagToStatement.intersect_range(SM.Domain).domain());
        }
        return All;
      };
      bool CopiesOut = A.Attr == Attribute::LastPrivate ||
                       A.Attr == Attribute::LastPrivateConditional;
      isl::union_set Missing =
          Stand.is_empty() ? Everywhere()
          : CopiesOut      ? isl::union_set::empty(Ctx)
                           : iterationsWithout(L, Everywhere(),
                                               InLoopAccesses.domain());
      if (!Missing.is_empty()) {
        Stand = Stand.unite(Missing);
        Copies.Approximate = Copies.Approximate->unite(Missing);
      }
      isl::union_map Copy = isl::union_map::from_domain_and_range(Stand, Cells);
      auto Note = [&](LoopCopying::Action Of, const isl::union_set &At) {
        if (Stands)
          Stands->push_back({At, {Of, static_cast<unsigned>(P.Loop)}});
      };
      if (A.Attr == Attribute::FirstPrivate ||
          A.Attr == Attribute::FirstLastPrivate) {
        Copies.Reads = Copies.Reads.unite(Copy);
        Note(LoopCopying::Action::CopyIn, Stand);
      }
      if (A.Attr == Attribute::Reduction) {
        Copies.Reads = Copies.Reads.unite(Copy);
        Copies.Writes = Copies.Writes.unite(Copy);
        Copies.OneAtATime = Copies.OneAtATime->unite(Copy.domain());
        Note(LoopCopying::Action::Combine, Stand);
      } else if (A.Attr != Attribute::FirstPrivate) {
        bool Covered = false;
        isl::union_map Out = atLastIteration(Maps, L, Copy, Covered);
        if (!Covered) {
          // A last iteration without an access to stand for its copy-out:
          // any iteration's thread may be the one, also in an instance of
          // the loop where no iteration accesses the copy, and what it
          // meets is possible.
          Out = isl::union_map::from_domain_and_range(Stand.unite(Everywhere()),
                                                      Cells);
          Copies.Approximate = Copies.Approximate->unite(Out.domain());
        }
        Copies.Writes = Copies.Writes.unite(Out);
        Note(LoopCopying::Action::CopyOut, Out.domain());
      }
    }
  }
}

RegionChecker::VariableAccesses RegionChecker::noCopies() const {
  VariableAccesses Copies;
  Copies.Reads = Copies.Writes = isl::union_map::empty(Ctx);
  Copies.Approximate = Copies.OneAtATime = isl::union_set::empty(Ctx);
  return Copies;
}

RegionChecker::VariableAccesses
RegionChecker::accessesOf(const Variable &V) const {
  return accessesOf(V, /*UnusedClauses=*/true);
}

RegionChecker::VariableAccesses
RegionChecker::accessesOf(const Variable &V, bool UnusedClauses) const {
  // A worksharing loop's copies of V (its iterators, `private`,
  // `firstprivate`, `lastprivate`, `reduction`), a task's and a nested
  // region's copies are their own: their accesses race with nothing. What
  // a loop's copies read from and write back to V is V's (addLoopCopies).
  FunctionMaps::VariableAccessMaps All = Maps.accessesOf(V);
  std::set<std::string> Own;
  std::map<std::string, isl::union_set> OwnCells;
  VariableAccesses Copies = noCopies();
  addLoopCopies(V, All, Own, OwnCells, Copies, nullptr, UnusedClauses);
  for (const ParallelRegion::Part &P : Region.Parts)
    if (std::count(P.Copies.begin(), P.Copies.end(), V.Id))
      Own.insert(P.Statements.begin(), P.Statements.end());
  // V's accesses in the region's code: those of the region's statements,
  // but for the copies above.
  auto Mine = [&](const isl::union_map &Accesses) {
    isl::union_map Kept = isl::union_map::empty(Ctx);
    for (const isl::map &M : islutil::maps(Accesses)) {
      std::string Statement = islutil::domainTag(M).Statement;
      if (!inRegion(Statement) || Own.count(Statement))
        continue;
      auto Copied = OwnCells.find(Statement);
      Kept = Kept.unite(Copied == OwnCells.end()
                            ? isl::union_map(M)
                            : isl::union_map(M).subtract_range(Copied->second));
    }
    return Kept;
  };
  VariableAccesses A;
  A.Var = &V;
  A.Reads = Mine(All.Reads).unite(Copies.Reads);
  A.Writes = Mine(All.MustWrites.unite(All.MayWrites)).unite(Copies.Writes);
  A.MustWrites = Mine(All.MustWrites);
  A.Accesses = A.Reads.unite(A.Writes);
  A.Approximate = Copies.Approximate;
  A.OneAtATime = Copies.OneAtATime;
  return A;
}

/// Condition 1: no two accesses of one cell, one a write, may run together
/// on two threads.
RegionChecker::Outcome
RegionChecker::checkShared(const VariableAccesses &A) const {
  isl::union_map Exclusive;
  isl::union_map Races =
      regionRaces(*Maps.Model, Relations, A.Writes, A.Reads, &Exclusive);
  // Two threads combining their reduction copies into V do it one at a
  // time (the loops' reductions are V's only updates there).
  if (A.OneAtATime)
    Races = Races.subtract(
        isl::union_map::from_domain_and_range(*A.OneAtATime, *A.OneAtATime));
  if (!Races.is_empty())
    return failRace(Races, A);
  // Accesses kept apart by atomic or critical alone run in any order: the
  // result is the sequential one only when they are all updates of one
  // reduction operator.
  if (Exclusive.is_empty())
    return std::nullopt;
  return failOrder(Exclusive, A, writtenHere());
}

std::set<std::string> RegionChecker::writtenHere() const {
  std::vector<DeclaredAttribute> Clauses = Region.Attributes;
  Clauses.insert(Clauses.end(), Region.Unused.begin(), Region.Unused.end());
  for (const ParallelRegion::Part &P : Region.Parts)
    if (P.Kind == ParallelRegion::Part::LoopIterations &&
        P.Loop < Maps.Model->Loops.size()) {
      const LoopDirective &L = Maps.Model->Loops[P.Loop];
      Clauses.insert(Clauses.end(), L.Attributes.begin(), L.Attributes.end());
      Clauses.insert(Clauses.end(), L.Unused.begin(), L.Unused.end());
    }
  return writtenVariables(*Maps.Model, Statements, Clauses);
}

/// Whether \p Value is what a reduction by \p Op starts from: combining a
/// thread's partial result that started there adds nothing (max and min
/// may start anywhere: x max x = x).
static bool isIdentity(double Value, ReductionOp Op) {
  switch (Op) {
  case ReductionOp::Add:
  case ReductionOp::BitOr:
  case ReductionOp::BitXor:
  case ReductionOp::LogOr:
    return Value == 0;
  case ReductionOp::Mul:
  case ReductionOp::LogAnd:
    return Value == 1;
  case ReductionOp::BitAnd:
    return Value == -1;
  case ReductionOp::Min:
  case ReductionOp::Max:
    return true; // any start, even one not known: x max x = x
  }
  return false;
}

/// The number of dimensions of statement \p S's instances, read from its
/// domain ("[n] -> { S3[i, j] : ... }" has 2).
static unsigned instanceDims(const Statement &S) {
  size_t Open = S.Domain.find(S.Name + "[");
  if (Open == std::string::npos)
    return 0;
  Open += S.Name.size() + 1;
  size_t Close = S.Domain.find(']', Open);
  std::string Dims = S.Domain.substr(Open, Close - Open);
  if (Dims.find_first_not_of(' ') == std::string::npos)
    return 0;
  return 1 + std::count(Dims.begin(), Dims.end(), ',');
}

/// The per-thread partial result: a copy per thread of V that starts at the
/// operator's identity (set by code every thread runs), that worksharing
/// loops only update by that operator, and whose only other use is once
/// per thread, in code every thread runs, an update of another variable by
/// the same operator with V's value alone:
///   double local = 0.0;            // every thread
///   #pragma omp for
///   for (i) local += a[i];         // the thread's iterations
///   #pragma omp critical
///   s += local;                    // every thread, once
/// The threads' partial results then add up to the sequential sum, whatever
/// the schedule, although a read of V sees another thread's iterations.
bool isPartialResult(const FunctionModel &Model, const ParallelRegion &Region,
                     const Variable &V) {
  if (!V.Arithmetic || V.Rank != 0)
    return false;
  std::set<std::string> InRegion, InnerLoops;
  std::map<std::string, ParallelRegion::Part::PartKind> KindOf;
  for (const ParallelRegion::Part &P : Region.Parts) {
    for (const std::string &S : P.Statements) {
      KindOf[S] = P.Kind;
      InRegion.insert(S);
    }
    // The partial results are made once per thread: by loops right in the
    // region, not in a sequential loop of it.
    if (P.Kind == ParallelRegion::Part::LoopIterations &&
        P.Loop < Model.Loops.size() && Model.Loops[P.Loop].Depth != Region.Depth)
      InnerLoops.insert(P.Statements.begin(), P.Statements.end());
  }
  std::optional<ReductionOp> Op;
  std::vector<double> Starts;
  bool Updated = false;
  auto SameOp = [&](ReductionOp O) {
    if (Op && *Op != O)
      return false;
    Op = O;
    return true;
  };
  for (const Statement &S : Model.Statements) {
    if (!InRegion.count(S.Name))
      continue;
    unsigned Reads = 0, Writes = 0, Others = 0;
    for (const Access &X : S.Accesses) {
      if (X.Variable == V.Id)
        ++(X.IsWrite ? Writes : Reads);
      else if (!S.Reduction || X.Variable != S.Reduction->Variable)
        ++Others;
    }
    if (!Reads && !Writes)
      continue;
    ParallelRegion::Part::PartKind Kind = KindOf[S.Name];
    if (S.Reduction && S.Reduction->Variable == V.Id) {
      // local op= e, in a worksharing loop right in the region
      if (Kind != ParallelRegion::Part::LoopIterations ||
          InnerLoops.count(S.Name) ||
          !SameOp(S.Reduction->Op))
        return false;
      Updated = true;
    } else if (Writes && !Reads) {
      // local = <identity>, by every thread, once
      if (Kind != ParallelRegion::Part::EveryThread ||
          instanceDims(S) != Region.Depth)
        return false;
      Starts.push_back(S.StoredConstant ? *S.StoredConstant : NAN);
    } else if (!Writes && S.Reduction && S.Reduction->Operand == V.Id &&
               !Others) {
      // s op= local, by every thread, once
      if (Kind != ParallelRegion::Part::EveryThread ||
          instanceDims(S) != Region.Depth || !SameOp(S.Reduction->Op))
        return false;
    } else {
      return false;
    }
  }
  return Updated && !Starts.empty() &&
         std::all_of(Starts.begin(), Starts.end(),
                     [&](double Start) { return isIdentity(Start, *Op); });
}

/// Of the flows \p Inside, { [S[x] -> W[]] -> [T[y] -> R[]] }, those from
/// a write of code every thread runs, under a condition the model cannot
/// decide (\p Conditional), into a read that a write every thread surely
/// makes (a must-write, unconditional) precedes: the reading thread ran
/// that write into its own copy, so what the read sees is its own
/// thread's, whichever of the conditional writes it ran.
///   int a = 0; for (i = 0; i < n; i++) a += i; ... = a;
/// (a loop of unknown count in each thread: its writes run "maybe").
isl::union_map
RegionChecker::ownCopyWrites(const isl::union_map &Inside,
                             const VariableAccesses &A,
                             const std::set<std::string> &Conditional) const {
  std::set<std::string> EveryThread, MustRefs;
  for (const ParallelRegion::Part &P : Region.Parts)
    if (P.Kind == ParallelRegion::Part::EveryThread)
      EveryThread.insert(P.Statements.begin(), P.Statements.end());
  for (const isl::map &M : islutil::maps(A.MustWrites))
    MustRefs.insert(islutil::domainTag(M).Ref);
  // { [T[y] -> R[]] }: reads an unconditional every-thread must-write
  // of the same instance precedes
  isl::union_set Covered = islutil::filterMaps(Inside, [&](const isl::map &M) {
                             islutil::Tag W = islutil::domainTag(M);
                             return EveryThread.count(W.Statement) &&
                                    !Conditional.count(W.Statement) &&
                                    MustRefs.count(W.Ref);
                           }).range();
  return islutil::filterMaps(Inside,
                             [&](const isl::map &M) {
                               return EveryThread.count(
                                   islutil::domainTag(M).Statement);
                             })
      .intersect_range(Covered);
}

/// Conditions 2 and 3 on the reads: each read's source is a write that the
/// reading thread surely runs (code every thread runs, the same iteration,
/// the same one-thread block), or a task it created and waited for runs
/// (which reaches its copy); with \p First also a value from before the
/// region's instance (no write of the region precedes the read there).
RegionChecker::Outcome RegionChecker::readsOwnThread(const VariableAccesses &A,
                                                     bool First) const {
  if (A.Reads.is_empty())
    return std::nullopt;
  FunctionMaps::Flow F = Maps.flowOf(*A.Var, A.Reads.domain());
  // { [S[x] -> W[]] -> [T[y] -> R[]] }: sources of the region's reads
  isl::union_map Flow = F.MayFlow.intersect_range(A.Reads.domain());
  // { W -> R }: the writer is in the region's same instance
  isl::union_map Inside = pairsIn(
      islutil::filterMaps(Flow,
                          [&](const isl::map &M) {
                            return inRegion(islutil::domainTag(M).Statement);
                          }),
      Relations.SameInstance);
  // { W -> R }: ... and the reading thread surely runs the write: one
  // thread runs both, or every thread runs the write (not under a
  // condition of the region the model cannot decide, which some threads
  // may pass and others not). (Flows between the iterations of one loop
  // are the loop's finding.)
  std::set<std::string> Conditional(Region.Conditional.begin(),
                                    Region.Conditional.end());
  isl::union_set Unconditional = isl::union_set::empty(Ctx);
  for (const isl::set &S : islutil::sets(Relations.EveryThread))
    if (!Conditional.count(isl_set_get_tuple_name(S.get())))
      islutil::addTo(Unconditional, S);
  isl::union_map ByEveryThread =
      isl::union_map::from_domain_and_range(Unconditional,
                                            Relations.SameInstance.range())
          .intersect(Relations.SameInstance);
  isl::union_map OtherThread =
      Inside.zip()
          .subtract_domain(Relations.SameCopy.unite(Relations.SameLoop)
                               .unite(ByEveryThread)
                               .wrap())
          .zip();
  // A writer under a condition the model cannot decide may be the
  // reading thread's own (each thread decides the condition for itself):
  // what only such writers show is possible, not certain.
  OtherThread = OtherThread.subtract(ownCopyWrites(Inside, A, Conditional));
  // A task that every thread creates reaches its creator's copy, which
  // the model does not tell from the other threads' (the instances of
  // code every thread runs are one per thread, not told apart): what it
  // shows with such a task is possible, not certain.
  std::set<std::string> EveryThreadCode, EveryThreadTasks;
  for (const ParallelRegion::Part &P : Region.Parts)
    if (P.Kind == ParallelRegion::Part::EveryThread)
      EveryThreadCode.insert(P.Statements.begin(), P.Statements.end());
  for (const ParallelRegion::Part &P : Region.Parts)
    if (P.Kind == ParallelRegion::Part::Task &&
        EveryThreadCode.count(P.Creation))
      EveryThreadTasks.insert(P.Statements.begin(), P.Statements.end());
  isl::union_map FromConditional =
      islutil::filterMaps(OtherThread, [&](const isl::map &M) {
        return Conditional.count(islutil::domainTag(M).Statement) > 0 ||
               EveryThreadTasks.count(islutil::domainTag(M).Statement) > 0 ||
               EveryThreadTasks.count(islutil::rangeTag(M).Statement) > 0;
      });
  // Updates that mutual exclusion alone keeps apart (a task's and its
  // creator's `critical` updates of the creator's copy) run in either
  // order: a value one passes the other is possible, not certain.
  FromConditional = FromConditional.unite(
      OtherThread.zip()
          .intersect_domain(Relations.MutuallyExclusive.wrap())
          .zip());
  if (isl::union_map Surely = OtherThread.subtract(FromConditional);
      !Surely.is_empty())
    return failPair(Surely, ViolationKind::Flow, *A.Var);
  if (!FromConditional.is_empty()) {
    Failure Possible = failPair(FromConditional, ViolationKind::Flow, *A.Var);
    Possible.Possible = true;
    return Possible;
  }
  if (First)
    return std::nullopt;
  // Private: the copy starts undefined, so a value from before the
  // region's instance (or from before the function) is lost.
  isl::union_map Before = Flow.subtract(Inside);
  if (!Before.is_empty())
    return failPair(Before.reverse(), ViolationKind::LiveIn, *A.Var);
  isl::union_map NoSource = F.MayNoSource.intersect_domain(A.Reads.domain());
  if (!NoSource.is_empty())
    return failSingle(NoSource, ViolationKind::LiveIn, *A.Var);
  return std::nullopt;
}

/// Races on one thread's copy: a task and the code of the thread that
/// created it, or two of its tasks, reaching the copy at the same time
/// (`#pragma omp task shared(x)` writes x while its creator reads it
/// before a `taskwait`). Possible only: which thread runs a task, and
/// when, the model does not fix.
RegionChecker::Outcome
RegionChecker::copyRaces(const VariableAccesses &A) const {
  RegionRelations OneCopy = Relations;
  OneCopy.Concurrent = Relations.CopyConcurrent;
  isl::union_map Races =
      regionRaces(*Maps.Model, OneCopy, A.Writes, A.Reads, nullptr);
  if (Races.is_empty())
    return std::nullopt;
  Failure F = failRace(Races, A);
  F.Possible = true;
  return F;
}

/// A read of another thread's partial result is the reduction the region
/// makes by hand (isPartialResult).
RegionChecker::Outcome
RegionChecker::checkPrivateReads(const VariableAccesses &A, bool First) const {
  if (Outcome Race = copyRaces(A))
    return Race;
  Outcome F = readsOwnThread(A, First);
  if (F && F->Kind == ViolationKind::Flow &&
      isPartialResult(*Maps.Model, Region, *A.Var))
    return std::nullopt;
  return F;
}

/// Condition 2's second half: no cell that the region's instance writes is
/// read after it ends (by the function, or by the caller) before it is
/// written again. A probe at the region's end may-writes every cell: the
/// reads it reaches see what the cell holds there.
RegionChecker::Outcome
RegionChecker::checkNothingLiveAfter(const VariableAccesses &A) const {
  if (A.Writes.is_empty())
    return std::nullopt;
  if (Region.End.empty())
    throw std::invalid_argument("a parallel region without its end");
  // { End[o] }
  isl::union_set Ends = isl::union_set::empty(Ctx);
  for (const isl::set &D : islutil::sets(Maps.Domains))
    if (const char *Name = isl_set_get_tuple_name(D.get());
        Name && Region.End == Name)
      islutil::addTo(Ends, D);
  if (Ends.is_empty())
    return std::nullopt; // the region never runs
  // { [End[o] -> PV[]] -> v[c] }
  isl::union_map Probes = isl::union_map::empty(Ctx);
  for (const isl::map &AllCells : islutil::maps(
           isl::union_map::from_domain_and_range(Ends, cellsOf(Ctx, *A.Var))))
    islutil::addTo(Probes, tagWith(AllCells, islnames::ProbeTag));
  // { [End[o] -> PV[]] -> [t] }
  isl::union_map ProbeSchedule =
      Probes.domain().unwrap().domain_map().apply_range(
          Maps.Schedule.intersect_domain(Ends));
  FunctionMaps::VariableAccessMaps All = Maps.accessesOf(*A.Var);
  // Only reads that may run after some end can see a probe.
  isl::union_map Sinks = islutil::filterMaps(All.Reads, [&](const isl::map &R) {
    return !islutil::lexAfter(timeOf(All.Schedule, isl::union_map(R)),
                              ProbeSchedule)
                .is_empty();
  });
  // { [End[o] -> PV[]] -> [[T[y] -> R[]] -> v[c]] }
  isl::union_map Live =
      cellFlow(Sinks, All.MustWrites, All.MayWrites.unite(Probes), All.Kills,
               All.Schedule.unite(ProbeSchedule))
          .intersect_domain(Probes.domain());
  // { End[o] -> v[c] }: the cells live when instance o ends
  isl::union_map LiveCells = Live.range_factor_range()
                                 .domain_factor_domain();
  // { [S[x] -> W[]] -> End[o] }: the end of each write's instance
  isl::union_map WriteToEnd =
      A.Writes.domain().unwrap().domain_map().apply_range(
          Relations.SameInstance.intersect_range(Ends));
  // { [S[x] -> W[]] -> [End[o] -> v[c]] }: a write of a cell live at the
  // end of its own instance
  isl::union_map Lost =
      WriteToEnd.range_product(A.Writes)
          .intersect_range(LiveCells.wrap());
  if (Lost.is_empty())
    return std::nullopt;
  // { [End[o] -> v[c]] -> [T[y] -> R[]] }: who reads a live cell
  isl::union_map Readers =
      Live.domain_factor_domain().range_reverse().uncurry();
  // { [S[x] -> W[]] -> [T[y] -> R[]] }: a write and a later read of its cell
  return failPair(Lost.apply_range(Readers), ViolationKind::LiveOut, *A.Var);
}

/// Condition 5, as for loops: every statement of the region that touches
/// the variable is an update of it by one reduction operator. Updates that
/// every thread runs are each thread's contribution.
RegionChecker::Outcome
RegionChecker::checkReduction(const VariableAccesses &A,
                              std::optional<ReductionOp> &Op) const {
  Op.reset();
  for (const Statement &S : Maps.Model->Statements) {
    if (!inRegion(S.Name))
      continue;
    // { [S[x] -> R[]] -> v[c] }: its accesses (to the cells a section
    // reduction names, when A holds those alone)
    isl::union_map Mine =
        islutil::filterMaps(A.Accesses, [&](const isl::map &M) {
          return islutil::domainTag(M).Statement == S.Name;
        });
    if (Mine.is_empty())
      continue;
    if (!S.Reduction || S.Reduction->Variable != A.Var->Id ||
        (Op && *Op != S.Reduction->Op) || !A.Var->Arithmetic) {
      if (Outcome F = notAnUpdate(A, Mine))
        return F;
      continue;
    }
    Op = S.Reduction->Op;
  }
  if (!Op)
    return failSingle(A.Accesses, ViolationKind::LiveOut, *A.Var);
  return std::nullopt;
}

/// Each thread has a copy that starts at the operator's identity, and the
/// copies are combined with the value from before the region at its end:
/// an access that is no update races with nothing, but a read sees its
/// thread's partial result where the sequential code sees the value
/// combined so far (`s += 1.0; t = s;`: s + 1.0 in the sequential code,
/// 1.0 in each thread), and a plain write (`s = local;`) is not the value
/// code after the region reads (the copies are added to the value from
/// before). A write whose value nothing reads is no failure.
RegionChecker::Outcome
RegionChecker::notAnUpdate(const VariableAccesses &A,
                           const isl::union_map &Mine) const {
  isl::union_map Reads = Mine.intersect_domain(A.Reads.domain());
  if (!Reads.is_empty())
    return failSingle(Reads, ViolationKind::LiveIn, *A.Var);
  VariableAccesses Written = A;
  Written.Writes = Mine.intersect_domain(A.Writes.domain());
  return checkNothingLiveAfter(Written);
}

bool RegionChecker::hasCondition(Attribute Attr) const {
  // No lastprivate on `parallel`; forward and expand are not clauses.
  return Attr == Attribute::Shared || Attr == Attribute::Private ||
         Attr == Attribute::FirstPrivate || Attr == Attribute::Reduction;
}

RegionChecker::Failure
RegionChecker::otherOperator(const VariableAccesses &A) const {
  return failSingle(A.Writes, ViolationKind::Race, *A.Var);
}

RegionChecker::Failure
RegionChecker::noCondition(const VariableAccesses &A) const {
  return failSingle(A.Accesses, ViolationKind::Race, *A.Var);
}

isl::union_map RegionChecker::certain(const isl::union_map &Pairs) const {
  // { [S[x] -> R[]] -> [T[y] -> R'[]] }, but the pairs two static loops'
  // schedule may give one thread
  return certainPairs(Maps, Pairs)
      .zip()
      .subtract_domain(Relations.MaybeSameThread.wrap())
      .zip();
}

Performer RegionChecker::runner(const std::string &Statement,
                                const std::vector<long> &Point,
                                const Performer &EveryThread) const {
  using Kind = Performer::Kind;
  for (const ParallelRegion::Part &P : Region.Parts) {
    if (std::find(P.Statements.begin(), P.Statements.end(), Statement) ==
        P.Statements.end())
      continue;
    Performer Runner;
    switch (P.Kind) {
    case ParallelRegion::Part::EveryThread:
      return EveryThread;
    case ParallelRegion::Part::OneThread:
      Runner = P.Thread ? unit(Kind::UnitOfConstruct, *P.Thread)
                        : unit(Kind::UnitRunningConstruct);
      Runner.Construct = P.Construct;
      return Runner;
    case ParallelRegion::Part::Task:
      return unit(Kind::UnitRunningTask);
    case ParallelRegion::Part::LoopIterations: {
      const LoopDirective &L = Maps.Model->Loops[P.Loop];
      Runner = unit(Kind::UnitRunningIteration);
      Runner.Point = L.iterationText(Point, L.Depth);
      return Runner;
    }
    }
  }
  return Performer(); // outside the region: before or after it
}

/// Of \p Tagged, { [S[x] -> R[]] -> [T[y] -> R'[]] } (\p Single:
/// { [S[x] -> R[]] -> v[c] }), the map of the first references (R, then
/// R'), and those references (R' -1 when \p Single); none if it is empty.
static std::optional<std::pair<isl::map, std::pair<long, long>>>
firstByReferences(const isl::union_map &Tagged, bool Single) {
  std::optional<std::pair<isl::map, std::pair<long, long>>> First;
  for (const isl::map &M : islutil::maps(Tagged)) {
    std::pair<long, long> Refs = {
        refOfTuple(islutil::domainTag(M).Ref),
        Single ? -1 : refOfTuple(islutil::domainTag(M.reverse()).Ref)};
    if (!First || Refs < First->second)
      First = {M, Refs};
  }
  return First;
}

std::vector<RegionChecker::CopyStand>
RegionChecker::loopCopyStands(const std::string &VariableId) const {
  std::vector<CopyStand> Stands;
  const Variable *V = Maps.Model->findVariable(VariableId);
  if (!V || std::none_of(Region.Parts.begin(), Region.Parts.end(),
                         [](const ParallelRegion::Part &P) {
                           return P.Kind ==
                                  ParallelRegion::Part::LoopIterations;
                         }))
    return Stands;
  std::set<std::string> Own;
  std::map<std::string, isl::union_set> OwnCells;
  VariableAccesses Copies = noCopies();
  addLoopCopies(*V, Maps.accessesOf(*V), Own, OwnCells, Copies, &Stands);
  return Stands;
}

std::optional<LoopCopying> RegionChecker::copyingAt(
    const std::vector<CopyStand> &Stands, const isl::map &Tagged,
    const std::vector<long> &X, const std::vector<std::string> &Names,
    const std::vector<long> &Values, bool PartnerWrites) const {
  if (Stands.empty())
    return std::nullopt;
  // { [S[x] -> R[]] }: the one instance, at the parameters' values
  isl::set Instance = Tagged.domain();
  for (unsigned D = 0; D < X.size(); ++D)
    Instance = isl::manage(
        isl_set_fix_si(Instance.release(), isl_dim_set, D, X[D]));
  for (size_t I = 0; I < Names.size() && I < Values.size(); ++I) {
    int P = isl_set_find_dim_by_name(Instance.get(), isl_dim_param,
                                     Names[I].c_str());
    if (P >= 0)
      Instance = isl::manage(
          isl_set_fix_si(Instance.release(), isl_dim_param, P, Values[I]));
  }
  std::optional<LoopCopying> Found;
  for (const CopyStand &C : Stands) {
    if (C.At.intersect(isl::union_set(Instance)).is_empty())
      continue;
    // Where a copy-in and a copy-out stand together, a reader races only
    // with the copy-out.
    if (!Found || (!PartnerWrites && C.What.Of == LoopCopying::Action::CopyOut))
      Found = C.What;
  }
  return Found;
}

Witness RegionChecker::pickSingle(const isl::union_map &Accesses,
                                  ViolationKind Kind,
                                  const std::string &Variable,
                                  WitnessMode) const {
  Witness W;
  W.Variable = Variable;
  W.Kind = Kind;
  auto First = firstByReferences(atProgramValues(Accesses), /*Single=*/true);
  if (!First)
    return W;
  const isl::map &Access = First->first;
  W.AccessRef = First->second.first;
  std::vector<long> Point =
      smallestPoint(Access.domain().unwrap().domain(), W.Parameters);
  W.Access = runner(islutil::domainTag(Access).Statement, Point,
                    unit(Performer::Kind::Unit, 0));
  std::vector<std::string> Names;
  std::vector<long> Values;
  for (const ParameterValue &P : W.Parameters) {
    Names.push_back(P.Name);
    Values.push_back(P.Value);
  }
  // (A value lost after the region is a write's; a read before it, a
  // read's.)
  W.AccessCopying = copyingAt(loopCopyStands(Variable), Access, Point, Names,
                              Values,
                              /*PartnerWrites=*/Kind != ViolationKind::LiveOut);
  return W;
}

Witness RegionChecker::pickWitness(const isl::union_map &Pairs,
                                   ViolationKind Kind,
                                   const std::string &Variable,
                                   WitnessMode) const {
  Witness W;
  W.Variable = Variable;
  W.Kind = Kind;
  auto First = firstByReferences(onManyThreads(atProgramValues(Pairs)),
                                 /*Single=*/false);
  if (!First)
    return W;
  const isl::map &Pair = First->first;
  W.AccessRef = First->second.first;
  W.OtherRef = First->second.second;
  // { S[x] -> T[y] } as one point [x, y]
  isl::map Instances = Pair.domain_factor_domain().range_factor_domain();
  std::vector<long> ParamValues;
  isl::set Both = Instances.wrap().flatten();
  std::vector<long> Point = smallestPoint(Both, W.Parameters, &ParamValues);
  unsigned Split = islutil::setDims(Instances.domain());
  std::vector<long> X(Point.begin(), Point.begin() + Split),
      Y(Point.begin() + Split, Point.end());
  std::string FirstStatement = islutil::domainTag(Pair).Statement;
  std::string SecondStatement = islutil::domainTag(Pair.reverse()).Statement;
  // Replicated code runs on every thread: the first access's on thread 0,
  // then the second's on thread 1; else on another thread than the first.
  W.Access = runner(FirstStatement, X, unit(Performer::Kind::Unit, 0));
  bool FirstIsThreadZero =
      W.Access.Of == Performer::Kind::Unit && W.Access.Number == 0;
  W.Other = runner(SecondStatement, Y,
                   FirstIsThreadZero ? unit(Performer::Kind::Unit, 1)
                                     : unit(Performer::Kind::AnotherUnit));
  // An access may be a loop's copying of the variable, which the reference
  // only places.
  std::vector<std::string> Names = islutil::paramNames(Both);
  auto Writes = [&](unsigned Ref) {
    auto It = Maps.RefAccess.find(Ref);
    return It != Maps.RefAccess.end() && It->second->IsWrite;
  };
  std::vector<CopyStand> Stands = loopCopyStands(Variable);
  W.OtherCopying = copyingAt(Stands, Pair.reverse(), Y, Names, ParamValues,
                             Writes(W.AccessRef));
  W.AccessCopying =
      copyingAt(Stands, Pair, X, Names, ParamValues,
                W.OtherCopying
                    ? W.OtherCopying->Of != LoopCopying::Action::CopyIn
                    : Writes(*W.OtherRef));
  // Where barriers cut the region, the phase both accesses are in, when a
  // barrier comes before them.
  if (Kind == ViolationKind::Race && Region.Barriers.size() > 1 &&
      inRegion(FirstStatement)) {
    std::vector<std::string> Names = islutil::paramNames(Both);
    // (Phase 1, before any barrier, goes without saying.)
    if (std::optional<unsigned> Phase =
            phaseOf(FirstStatement, X, Names, ParamValues);
        Phase && *Phase > 1) {
      W.Access.Phase = *Phase;
      W.Other.Phase = *Phase;
    }
  }
  return W;
}

/// The phase of instance \p Point of \p Statement (parameters \p Names at
/// \p Values): 1 + the barriers its region instance passes before it.
std::optional<unsigned>
RegionChecker::phaseOf(const std::string &Statement,
                       const std::vector<long> &Point,
                       const std::vector<std::string> &Names,
                       const std::vector<long> &Values) const {
  std::string Params, Fixed, Coordinates;
  for (size_t I = 0; I < Names.size() && I < Values.size(); ++I) {
    Params += (I ? ", " : "") + Names[I];
    Fixed += (I ? " and " : "") + Names[I] + " = " + std::to_string(Values[I]);
  }
  for (size_t I = 0; I < Point.size(); ++I)
    Coordinates += (I ? ", " : "") + std::to_string(Point[I]);
  isl::set Context(Ctx, "[" + Params + "] -> { : " +
                            (Fixed.empty() ? "true" : Fixed) + " }");
  isl::union_set Instance(Ctx, "[" + Params + "] -> { " + Statement + "[" +
                                   Coordinates + "] }");
  std::set<std::string> Barriers;
  for (const std::string &B : Region.Barriers)
    if (B != Region.End)
      Barriers.insert(B);
  isl::union_map BarrierTime = isl::union_map::empty(Ctx);
  for (const isl::map &M : islutil::maps(Maps.Schedule))
    if (Barriers.count(islutil::domainTupleName(M)))
      islutil::addTo(BarrierTime, M);
  // { S[x] -> B[y] }: the barriers of its instance before it
  isl::union_map Before =
      islutil::lexAfter(Maps.Schedule.intersect_domain(Instance), BarrierTime)
          .intersect(Relations.SameInstance)
          .intersect_params(Context);
  isl::union_set Passed = Before.range().intersect(Maps.Domains);
  unsigned Count = 0;
  bool Bounded = true;
  Passed.foreach_point([&](isl::point) {
    if (++Count > 100000)
      Bounded = false;
  });
  if (!Bounded)
    return std::nullopt;
  return Count + 1;
}

VariablePlan RegionChecker::repairPlan(const VariableAccesses &A,
                                       const Variable &V,
                                       Attribute Declared) const {
  // The attributes a clause of `parallel` can give, cheapest first.
  VariablePlan Required = Attribute::None;
  // A loop's firstprivate, lastprivate or reduction clause needs the
  // variable shared in the region.
  if (copiedByLoop(V))
    return Required;
  // A loop's clause on V that the loop never accesses is taken away by
  // the same fix: the copies it makes are no concern of a clause of the
  // region (but for shared, whose races the program as written has).
  std::optional<VariableAccesses> AsFixed;
  for (const AttributeInfo &Row : attributeTable()) {
    Attribute Candidate = Row.Attr;
    if (!hasCondition(Candidate))
      continue;
    if (Candidate == Declared && Candidate != Attribute::Reduction)
      continue;
    if (!clauseCanGive(V, Candidate))
      continue;
    // (What a pointer points to would need an array section, which the
    // region's plan does not compute yet.)
    if (Candidate == Attribute::Reduction && (!V.Arithmetic || !V.Privatizable))
      continue;
    if (Candidate != Attribute::Shared && !AsFixed)
      AsFixed = accessesOf(V, /*UnusedClauses=*/false);
    std::optional<ReductionOp> CandidateOp;
    if (checkAttribute(Candidate == Attribute::Shared ? A : *AsFixed,
                       Candidate, CandidateOp))
      continue;
    Required.Attr = Candidate;
    Required.Op = CandidateOp;
    break;
  }
  return Required;
}

RegionVerdict RegionChecker::check() {
  RegionVerdict Result;
  PlanningState State;
  for (const DeclaredAttribute &Declared : Region.Attributes) {
    auto [V, VV] = declaredVariable(Declared);
    const VariableAccesses &A = State.Accesses.emplace_back(accessesOf(*V));
    std::optional<ReductionOp> Op = Declared.Op;
    Outcome DeclaredFailure =
        Declared.Cells.empty() ? checkAttribute(A, Declared.Attr, Op)
                               : checkSectionReduction(A, Declared, State, Op);
    if (!DeclaredFailure) {
      VV.Required = VariablePlan(Declared.Attr, Op);
      Result.Variables.push_back(VV);
      continue;
    }
    State.AllOk = false;
    VV.State = failedStatus(Declared);
    State.DeclaredFailures.emplace_back(*DeclaredFailure, &A);
    // The region's own copy, whose value the code after it may miss.
    if (Declared.From == DeclaredAttribute::Origin::Explicit &&
        (Declared.Attr == Attribute::Private ||
         Declared.Attr == Attribute::FirstPrivate))
      State.RegionCopies.insert(V->Id);
    VV.Required = repairPlan(A, *V, Declared.Attr);
    if (VV.Required == Attribute::None)
      State.AllFixable = false;
    Result.Variables.push_back(VV);
  }
  checkLocals(State, Result);
  // The region's own code: its worksharing loops' accesses are their
  // directives' findings.
  std::vector<std::string> OwnCode;
  for (const ParallelRegion::Part &P : Region.Parts)
    if (P.Kind != ParallelRegion::Part::LoopIterations)
      OwnCode.insert(OwnCode.end(), P.Statements.begin(), P.Statements.end());
  checkExtents(OwnCode, [](const Access &X) { return X.IsMust; }, State);
  conclude(State, Region.Unused, Result);
  return unlessValuesBetween(State, std::move(Result),
                             Region.ValuesBetweenIterations);
}

/// Variables declared in the region have a copy per thread, which no
/// clause changes: each read must see what its own thread wrote (or the
/// threads' partial results, combined).
void RegionChecker::checkLocals(PlanningState &State,
                                RegionVerdict &Result) const {
  for (const std::string &Id : Region.Locals) {
    const Variable *V = Maps.Model->findVariable(Id);
    if (!V || !(V->Privatizable || V->OwnedByScope))
      continue;
    const VariableAccesses &A = State.Accesses.emplace_back(accessesOf(*V));
    Outcome F = copyRaces(A);
    if (!F) {
      F = readsOwnThread(A, /*First=*/true);
      if (F && isPartialResult(*Maps.Model, Region, *V))
        F.reset();
    }
    if (!F)
      continue;
    VariableVerdict VV;
    VV.Variable = V->Id;
    VV.Declared.Variable = V->Id;
    VV.Declared.Attr = Attribute::Private;
    VV.Declared.From = DeclaredAttribute::Origin::Predetermined;
    VV.Required = Attribute::None;
    VV.State = Status::Wrong;
    Result.Variables.push_back(VV);
    State.DeclaredFailures.emplace_back(*F, &A);
    State.AllOk = State.AllFixable = false;
  }
}

} // namespace ompfix
