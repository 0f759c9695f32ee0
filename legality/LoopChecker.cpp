//===- LoopChecker.cpp - DESIGN.md's conditions for one loop -------------===//
//
// Vocabulary. L is the loop (with collapse(k), the k loops) that a directive
// applies to, at depth d. Its statements have domains { S[o, i, x] } where o
// are the d outer iterators (an instance of L), i the k iterators of L (an
// iteration) and x inner iterators. Every relation below that joins two
// accesses is tagged (see FunctionMaps.h), so that a witness can name them.
//
//===----------------------------------------------------------------------===//

#include "LoopChecker.h"
#include "IslUtil.h"

#include <isl/aff.h>
#include <isl/val.h>

#include <algorithm>
#include <deque>
#include <tuple>
#include <set>
#include <stdexcept>

namespace ompfix {

namespace {

/// "x0, x1, ..., x<N-1>"
std::string dimList(const char *Prefix, unsigned From, unsigned To) {
  std::string Text;
  for (unsigned D = From; D < To; ++D)
    Text += (D > From ? ", " : "") + std::string(Prefix) + std::to_string(D);
  return Text;
}

/// Tags \p Untagged with the tuple \p Tag:
///   { Probe[o] -> t[] }, "PV2"  =>  { [Probe[o] -> PV2[]] -> t[] }
isl::map tagWith(isl::map Untagged, const std::string &Tag) {
  std::string Name = islutil::rangeTupleName(Untagged);
  unsigned Dims = islutil::outDims(Untagged);
  isl::map TagToCells(Untagged.ctx(), "{ " + Tag + "[] -> " + Name + "[" +
                                          dimList("c", 0, Dims) + "] }");
  return Untagged.domain_product(TagToCells);
}

/// Keeps the parameters non-negative where that leaves \p S non-empty, so
/// that witnesses read naturally (n = 2 rather than n = -7).
isl::set preferNonNegativeParams(const isl::set &S) {
  std::vector<std::string> Names = islutil::paramNames(S);
  if (Names.empty())
    return S;
  std::string List, Constraints;
  for (size_t I = 0; I < Names.size(); ++I) {
    List += (I ? ", " : "") + Names[I];
    Constraints += (I ? " and " : "") + Names[I] + " >= 0";
  }
  isl::set NonNegative(S.ctx(), "[" + List + "] -> { : " + Constraints + " }");
  isl::set Restricted = S.intersect_params(NonNegative);
  return Restricted.is_empty() ? S : Restricted;
}

/// The lexicographically smallest point of \p S (with \p Any, any point),
/// parameters first: their values are moved to \p ParamValues and spelled
/// in \p ParamText.
std::vector<long> smallestPoint(const isl::set &S, std::string &ParamText,
                                std::vector<long> *ParamValues = nullptr,
                                bool Any = false) {
  isl::set Chosen = Any ? S : preferNonNegativeParams(S);
  std::vector<std::string> Names = islutil::paramNames(Chosen);
  isl::set Flat = islutil::paramsToDims(Chosen);
  // The smallest point of a set unbounded below does not exist (isl's
  // lexmin reports "unbounded optimum"): look for it above -B in every
  // dimension, for growing B, and take any point where none is found.
  isl::set Min = Flat;
  if (!Any)
    for (long Bound : {0L, 1000L, 1000000L}) {
      isl::set Above = islutil::lowerBoundAll(Flat, -Bound);
      if (Above.is_empty())
        continue;
      Min = Above.lexmin();
      break;
    }
  std::vector<long> Point = islutil::coordinates(Min.sample_point());
  ParamText.clear();
  for (size_t I = 0; I < Names.size(); ++I)
    ParamText += (I ? ", " : "") + Names[I] + " = " + std::to_string(Point[I]);
  if (ParamValues)
    ParamValues->assign(Point.begin(), Point.begin() + Names.size());
  Point.erase(Point.begin(), Point.begin() + Names.size());
  return Point;
}

/// The part of \p Schedule, { [S[x] -> R[]] -> [t] }, of the tagged
/// instances of \p Accesses.
isl::union_map timeOf(const isl::union_map &Schedule,
                             const isl::union_map &Accesses) {
  std::set<long> Refs;
  for (const isl::map &A : islutil::maps(Accesses))
    Refs.insert(refOfTuple(islutil::domainTag(A).Ref));
  return islutil::filterMaps(Schedule, [&](const isl::map &T) {
    return Refs.count(
               refOfTuple(islutil::domainTag(T).Ref)) > 0;
  });
}

/// The statement and the reference of a tagged instance space:
///   [S1[i] -> R4[]]  =>  ("S1", 4)
std::pair<std::string, long> statementAndRef(const isl::set &Wrapped) {
  isl::map Unwrapped = Wrapped.unwrap();
  return {islutil::domainTupleName(Unwrapped),
          refOfTuple(islutil::rangeTupleName(Unwrapped))};
}

} // namespace

LoopChecker::LoopChecker(const FunctionMaps &Maps, const LoopDirective &Loop,
                         const Budget &Limits)
    : Maps(Maps), Loop(Loop), Limits(Limits), Ctx(Maps.Domains.ctx()) {}

//===----------------------------------------------------------------------===//
// Relations of L
//===----------------------------------------------------------------------===//

void LoopChecker::buildIterationRelations() {
  const unsigned D = Loop.Depth, K = std::max(1u, Loop.Collapse);
  std::set<std::string> Names(Loop.Statements.begin(), Loop.Statements.end());
  InstanceOf = isl::union_map(Ctx, "{ }");
  IterationOf = InstanceOf;
  // The iterations of L, when the model does not give them.
  isl::union_set Executed(Ctx, "{ }");
  for (isl::set Domain : islutil::sets(Maps.Domains)) {
    const char *Tuple = isl_set_get_tuple_name(Domain.get());
    if (!Tuple || !Names.count(Tuple))
      continue;
    unsigned Dims = islutil::setDims(Domain);
    if (Dims < D + K)
      throw std::invalid_argument(std::string("statement ") + Tuple +
                                  " has fewer dimensions than its loop");
    std::string Instance = std::string(Tuple) + "[" + dimList("x", 0, Dims) + "]";
    // Not restricted to the statement's domain: these relations only ever
    // filter pairs of accesses, which carry their domains already.
    // { S[o, i, x] -> Probe[o] }
    islutil::addTo(InstanceOf, isl::map(Ctx, "{ " + Instance + " -> Probe[" +
                                                 dimList("x", 0, D) + "] }"));
    // { S[o, i, x] -> Iter[o, i] }
    isl::map Iteration(
        Ctx, "{ " + Instance + " -> Iter[" + dimList("x", 0, D + K) + "] }");
    islutil::addTo(IterationOf, Iteration);
    if (Loop.IterationDomain.empty())
      islutil::addTo(Executed, Iteration.intersect_domain(Domain).range());
  }

  SameIteration = IterationOf.apply_range(IterationOf.reverse());
  SameInstance = InstanceOf.apply_range(InstanceOf.reverse());
  OtherIteration = SameInstance.subtract(SameIteration);
  // { Iter[o, i] -> Iter[o, i'] : i' runs after i }, in L's order: the
  // first iterator that differs is larger (smaller where L counts down).
  std::string Later;
  for (unsigned J = D; J < D + K; ++J) {
    std::string Step = "x" + std::to_string(J) +
                       (decreasing(J) ? " > y" : " < y") + std::to_string(J);
    for (unsigned E = D; E < J; ++E)
      Step += " and x" + std::to_string(E) + " = y" + std::to_string(E);
    Later += (J > D ? " or (" : "(") + Step + ")";
  }
  std::string SameOuter;
  for (unsigned J = 0; J < D; ++J)
    SameOuter += "x" + std::to_string(J) + " = y" + std::to_string(J) + " and ";
  isl::map RunsAfter(Ctx, "{ Iter[" + dimList("x", 0, D + K) + "] -> Iter[" +
                              dimList("y", 0, D + K) + "] : " + SameOuter +
                              "(" + Later + ") }");
  LaterIteration = IterationOf.apply_range(isl::union_map(RunsAfter))
                       .apply_range(IterationOf.reverse());

  // { Probe[o] -> Iter[o, i] } for the lexicographically last i.
  isl::set Iterations =
      Loop.IterationDomain.empty()
          ? isl::set(Ctx, "{ Iter[" + dimList("x", 0, D + K) + "] : false }")
          : islutil::setTupleName(isl::set(Ctx, Loop.IterationDomain), "Iter");
  if (Loop.IterationDomain.empty())
    for (isl::set S : islutil::sets(Executed))
      Iterations = Iterations.unite(S);
  if (islutil::setDims(Iterations) != D + K)
    throw std::invalid_argument("iteration domain of the wrong dimension");
  std::string Outer = dimList("x", 0, D);
  isl::map ProbeToIteration(Ctx, "{ Probe[" + Outer + "] -> Iter[" +
                                     dimList("x", 0, D + K) + "] }");
  // The sequentially last iteration: the largest in schedule order, where a
  // decreasing loop counts down. { Iter[x] -> Iter[-x] } on those dims.
  std::string Flipped;
  for (unsigned J = 0; J < D + K; ++J)
    Flipped += (J ? ", " : "") +
               std::string(decreasing(J) ? "-x" : "x") + std::to_string(J);
  isl::map Flip(Ctx, "{ Iter[" + dimList("x", 0, D + K) + "] -> Iter[" +
                         Flipped + "] }");
  LastIteration = ProbeToIteration.intersect_range(Iterations)
                      .apply_range(Flip)
                      .lexmax()
                      .apply_range(Flip);
}

isl::union_map LoopChecker::pairsIn(const isl::union_map &Tagged,
                                    const isl::union_map &Untagged) {
  // { [S[x] -> T[y]] -> [R[] -> R'[]] }, filtered, and back.
  return Tagged.zip().intersect_domain(Untagged.wrap()).zip();
}

isl::union_map LoopChecker::pairsNotIn(const isl::union_map &Tagged,
                                       const isl::union_map &Untagged) {
  return Tagged.zip().subtract_domain(Untagged.wrap()).zip();
}

/// The time just after (Side 1) or before (Side -1) L, in the padded and
/// spread schedule, where the odd textual positions are free:
///   { Probe[o] -> [0, 0, 2c0, o0, ..., 2c(d-1), o(d-1), 2cd + Side, 0, ...] }
isl::map LoopChecker::probeTime(int Side) const {
  const unsigned D = Loop.Depth;
  const Statement *First = nullptr;
  for (const Statement &S : Maps.Model->Statements)
    if (std::find(Loop.Statements.begin(), Loop.Statements.end(), S.Name) !=
        Loop.Statements.end()) {
      First = &S;
      break;
    }
  if (!First)
    throw std::invalid_argument("a loop without statements");
  isl::map RawSchedule(Ctx, First->Schedule);
  std::string Time = "0, 0";
  for (unsigned J = 0; J <= D; ++J) {
    std::optional<long> Textual = islutil::fixedOutput(RawSchedule, 2 * J);
    if (!Textual)
      throw std::invalid_argument("schedule of " + First->Name +
                                  " is not in 2d+1 form");
    Time += ", " + std::to_string(2 * *Textual + (J == D ? Side : 0));
    if (J < D)
      Time += std::string(decreasing(J) ? ", -x" : ", x") + std::to_string(J);
  }
  for (unsigned Pos = 2 + 2 * D + 1; Pos < Maps.ScheduleLength; ++Pos)
    Time += ", 0";
  return isl::map(Ctx, "{ Probe[" + dimList("x", 0, D) + "] -> [" + Time +
                           "] }");
}

isl::union_map LoopChecker::probeAccesses(const Variable &V,
                                          const std::string &Tag, int Side,
                                          isl::union_map &Schedule) const {
  // { Probe[o] }: the instances of L that run an iteration
  isl::set Instances = LastIteration.domain();
  isl::union_map AllCells = isl::union_map::from_domain_and_range(
      isl::union_set(Instances), cellsOf(Ctx, V));
  isl::union_map Accesses(Ctx, "{ }");
  for (isl::map Access : islutil::maps(AllCells))
    islutil::addTo(Accesses, tagWith(Access, Tag));
  Schedule = Accesses.domain().unwrap().domain_map().apply_range(
      isl::union_map(probeTime(Side)));
  return Accesses;
}

/// Liveness at the end of each instance of L, by a second dataflow in which
/// a synthetic statement, placed just after L, writes every cell of the
/// variable: the reads it reaches are exactly those that see the values the
/// variable has when L ends. Example, with o the outer iterator:
///   for (o) { L writing x; }  ... = x;
/// gives { [Probe[o] -> PV[]] -> [S_read[] -> R[]] } for every o with
/// \p PerInstance, for the last o without.
const LoopChecker::LiveAfter &
LoopChecker::liveAfter(const Variable &V, bool PerInstance) const {
  auto It = LiveAfterCache.find({V.Id, PerInstance});
  if (It != LiveAfterCache.end())
    return It->second;
  // A probe after every instance of L. As must-writes, the probe after a
  // later instance hides what instance o leaves: a read sees the last probe
  // before it only, which tells which reads see some instance's end. Per
  // instance, the probes are may-writes: a may-write hides nothing, and a
  // read may see it exactly when no must-write or kill of the cell lies
  // between (fixing o as a parameter instead costs isl orders of magnitude
  // more), but the may-sources after the last must-source cost more too.
  isl::union_map ProbeSchedule;
  isl::union_map ProbeWrites = probeAccesses(V, "PV", 1, ProbeSchedule);
  isl::union_map NoWrites = isl::union_map::empty(Ctx);

  const FunctionMaps::VariableAccessMaps &A = variableMaps(V);
  // A read in L that a write in its own iteration precedes cannot see what
  // an earlier instance left: only the uncovered reads of L are sinks.
  // Nor can a read that comes before every instance's end: those of a
  // reference that never runs after a probe are left out (whole).
  isl::union_map Sinks =
      islutil::filterMaps(A.Reads, [&](const isl::map &Read) {
        return !inLoop(islutil::domainTag(Read).Statement) &&
               !islutil::lexAfter(timeOf(A.Schedule, isl::union_map(Read)),
                                  ProbeSchedule)
                    .is_empty();
      }).unite(uncoveredReads(V));
  // { [Probe[o] -> PV[]] -> [[T[y] -> R[]] -> v[c]] }
  isl::union_map Flow =
      cellFlow(Sinks, A.MustWrites.unite(PerInstance ? NoWrites : ProbeWrites),
               A.MayWrites.unite(PerInstance ? ProbeWrites : NoWrites),
               A.Kills, A.Schedule.unite(ProbeSchedule))
          .intersect_domain(ProbeWrites.domain());
  LiveAfter L;
  L.Flow = Flow.range_factor_domain();
  L.Cells = Flow.range_factor_range().domain_factor_domain();
  return LiveAfterCache[{V.Id, PerInstance}] = L;
}

isl::union_map LoopChecker::inLoopPart(const isl::union_map &Tagged) const {
  return islutil::filterMaps(Tagged, [&](const isl::map &M) {
    return inLoop(islutil::domainTag(M).Statement);
  });
}

const FunctionMaps::VariableAccessMaps &
LoopChecker::variableMaps(const Variable &V) const {
  auto It = VariableMapsCache.find(V.Id);
  if (It != VariableMapsCache.end())
    return It->second;
  return VariableMapsCache[V.Id] = Maps.accessesOf(V);
}

LoopChecker::VariableAccesses
LoopChecker::accessesOf(const Variable &V) const {
  const FunctionMaps::VariableAccessMaps &M = variableMaps(V);
  VariableAccesses A;
  A.Var = &V;
  A.MustWrites = inLoopPart(M.MustWrites);
  A.Writes = A.MustWrites.unite(inLoopPart(M.MayWrites));
  A.Reads = inLoopPart(M.Reads);
  A.Accesses = A.Writes.unite(A.Reads);
  return A;
}

isl::union_map
LoopChecker::cellsPerInstance(const isl::union_map &Writes) const {
  // { Probe[o] -> S[o, i, x] } . { S[o, i, x] -> v[c] }
  return InstanceOf.reverse().apply_range(Writes.domain_factor_domain());
}

std::string LoopChecker::inexactReason() const {
  for (const Statement &S : Maps.Model->Statements) {
    if (S.Inexact.empty())
      continue;
    isl::set Domain(Ctx, S.Domain);
    for (const auto &[Instances, Reason] : S.Inexact)
      if (!isl::set(Ctx, Instances).intersect(Domain).intersect_params(
               Maps.Context).is_empty())
        return Reason;
  }
  return "";
}

//===----------------------------------------------------------------------===//
// Conditions (DESIGN.md 1-5)
//===----------------------------------------------------------------------===//

LoopChecker::Failure LoopChecker::failPair(isl::union_map Pairs,
                                           ViolationKind Kind,
                                           const Variable &V) const {
  return {[this, Pairs, Kind, &V](WitnessMode Mode) {
    return pickWitness(Pairs, Kind, V.Id, Mode);
  }};
}

LoopChecker::Failure LoopChecker::failSingle(isl::union_map Accesses,
                                             ViolationKind Kind,
                                             const Variable &V) const {
  return {[this, Accesses, Kind, &V](WitnessMode Mode) {
    return pickSingle(Accesses, Kind, V.Id, Mode);
  }};
}

/// The reads in L of a cell that no must-write or kill of the cell precedes
/// in the read's own iteration: the only reads that can see a value from
/// outside their iteration (the others are accepted by every condition).
/// Example: for (i) { if (i > 0) s += t; t = i; x = t; } gives
/// { [S1[i] -> Rt[]] -> t[] : i > 0 }, not the read of t in x = t.
const isl::union_map &LoopChecker::uncoveredReads(const Variable &V) const {
  auto It = UncoveredReadsCache.find(V.Id);
  if (It != UncoveredReadsCache.end())
    return It->second;
  const FunctionMaps::VariableAccessMaps &M = variableMaps(V);
  // { [T[y] -> R[]] -> v[c] }, T in L
  isl::union_map ReadsInLoop = inLoopPart(M.Reads);
  // { [S[x] -> W[]] -> v[c] }, S in L
  isl::union_map Killers =
      inLoopPart(M.MustWrites.unite(M.Kills));
  // { [T[y] -> R[]] -> [S[x] -> W[]] }, one cell, S before T in the same
  // iteration
  // Within one iteration of L the times agree up to L's last iterator: only
  // the rest orders them (fewer dimensions, far fewer disjuncts for isl).
  // { [t0, ..., tN] -> [tP, ..., tN] }, P = 2 + 2 (d + k)
  unsigned Prefix = 2 + 2 * (Loop.Depth + std::max(1u, Loop.Collapse));
  isl::union_map InnerTime(isl::map(
      Ctx, "{ [" + dimList("t", 0, Maps.ScheduleLength) + "] -> [" +
               dimList("t", Prefix, Maps.ScheduleLength) + "] }"));
  // The reads unbounded: the killers bound the pairs, and a read's own
  // domain comes back when the covered instances are taken from its reads.
  // { [T[y] -> R[]] -> v[c] }, any y
  isl::union_map AnyReads =
      inLoopPart(islutil::filterMaps(Maps.UnboundedTaggedReads,
                                     [&](const isl::map &Read) {
                                       return islutil::rangeTupleName(Read) ==
                                              V.Id;
                                     }))
          .intersect_range(cellsOf(Ctx, V));
  isl::union_map AnyReadTime = AnyReads.domain().unwrap().domain_map()
                                   .apply_range(Maps.UnboundedSchedule);
  isl::union_map EarlierKiller =
      pairsIn(AnyReads.apply_range(Killers.reverse()), SameIteration)
          .intersect(islutil::lexAfter(
              AnyReadTime.apply_range(InnerTime),
              timeOf(M.Schedule, Killers).apply_range(InnerTime)));
  // A read of one cell is covered when some killer precedes it; a read of
  // several, cell by cell. { [T[y] -> R[]] -> v[c] }
  isl::union_map OneCell = isl::union_map::empty(Ctx), SeveralCells = OneCell;
  for (const isl::map &Read : islutil::maps(ReadsInLoop))
    islutil::addTo(Read.is_single_valued() ? OneCell : SeveralCells, Read);
  isl::union_map Uncovered =
      OneCell.subtract_domain(EarlierKiller.domain())
          .unite(SeveralCells.subtract(
              EarlierKiller.apply_range(Killers).intersect(SeveralCells)));
  return UncoveredReadsCache[V.Id] = Uncovered;
}

/// The dataflow into the reads of L that can see a value from outside their
/// iteration (uncoveredReads), one instance at a time: a synthetic
/// statement just before each instance must-writes every cell, so that the
/// last-writer search never leaves the instance (the writes of earlier
/// instances and outer loops, often under conditions of their own, are
/// what makes it costly). A read that this probe reaches sees the value the
/// cell has when the instance starts. Example:
///   t = 0; for (o) { L: for (i) { if (i > 0) s += t; t = i; } }
/// gives Flow { [T[o, i] -> Rw[]] -> [S[o, i + 1] -> Rr[]] } and FromBefore
/// { [S[o, 0] -> Rr[]] -> t[] }.
const LoopChecker::ReadFlow &LoopChecker::flowIntoLoop(const Variable &V) const {
  auto It = FlowIntoLoopCache.find(V.Id);
  if (It != FlowIntoLoopCache.end())
    return It->second;
  const FunctionMaps::VariableAccessMaps &M = variableMaps(V);
  isl::union_map MustWrites = inLoopPart(M.MustWrites);
  isl::union_map MayWrites = inLoopPart(M.MayWrites);
  isl::union_map Kills = inLoopPart(M.Kills);
  isl::union_map Killers = MustWrites.unite(Kills);
  // { [T[y] -> R[]] -> v[c] }
  isl::union_map ReadsInLoop = uncoveredReads(V);
  // { [Probe[o] -> EV[]] -> v[c] }, just before instance o
  isl::union_map EntrySchedule;
  isl::union_map EntryWrites = probeAccesses(V, "EV", -1, EntrySchedule);
  // { W -> [[T[y] -> R[]] -> v[c]] }, W in L or an entry probe
  isl::union_map Flow =
      cellFlow(ReadsInLoop, MustWrites.unite(EntryWrites), MayWrites, Kills,
               timeOf(M.Schedule, ReadsInLoop.unite(Killers).unite(MayWrites))
                   .unite(EntrySchedule));
  ReadFlow F;
  F.FlowCells = Flow.subtract_domain(EntryWrites.domain());
  F.Flow = F.FlowCells.range_factor_domain();
  F.FromBefore = Flow.intersect_domain(EntryWrites.domain()).range().unwrap();
  if (!F.FromBefore.is_empty() && !M.Kills.is_empty()) {
    // A value nobody wrote is no value to keep: drop the cells whose value
    // at the instance's start only a declaration reaches.
    // { [T[y] -> R[]] -> Probe[o] }
    isl::union_map ReadInstance = inLoopPart(
        Maps.TagToStatement).apply_range(InstanceOf);
    F.FromBefore = F.FromBefore.subtract(
        ReadInstance.apply_range(undefinedAtEntry(V)));
  }
  return FlowIntoLoopCache[V.Id] = F;
}

isl::union_map LoopChecker::undefinedAtEntry(const Variable &V) const {
  const FunctionMaps::VariableAccessMaps &M = variableMaps(V);
  // Every cell read just before each instance, by the whole function's
  // writes and kills. { [Probe[o] -> EV[]] -> v[c] }
  isl::union_map EntrySchedule;
  isl::union_map EntryReads = probeAccesses(V, "EV", -1, EntrySchedule);
  isl::union_map Writes = M.MustWrites.unite(M.MayWrites);
  if (islutil::lexAfter(timeOf(M.Schedule, M.Kills),
                        timeOf(M.Schedule, Writes.unite(M.Reads)))
          .is_empty()) {
    // Every kill comes before every access (a declaration ahead of all
    // uses): a cell is undefined when an instance starts exactly when
    // nothing wrote it before, which needs no search for the last writer.
    // { [Probe[o] -> EV[]] -> [S[x] -> W[]] }: writes before the start
    isl::union_map WrittenBefore =
        islutil::lexAfter(EntrySchedule, timeOf(M.Schedule, Writes));
    isl::union_map Defined =
        WrittenBefore.apply_range(Writes).intersect(EntryReads);
    return EntryReads.subtract(Defined).domain_factor_domain();
  }
  isl::union_map NoSource;
  // { W -> [[Probe[o] -> EV[]] -> v[c]] }
  isl::union_map Defined =
      cellFlow(EntryReads, M.MustWrites, M.MayWrites, M.Kills,
               M.Schedule.unite(EntrySchedule), &NoSource)
          .range()
          .unwrap()
          .unite(NoSource);
  // { Probe[o] -> v[c] }
  return EntryReads.subtract(Defined).domain_factor_domain();
}

/// 1. shared: no two accesses to one cell, one a write, from different
/// iterations of one instance of L.
LoopChecker::Outcome LoopChecker::checkShared(const VariableAccesses &A) const {
  // { [S[x] -> W[]] -> [T[y] -> R[]] : same cell, other iteration }
  isl::union_map Races =
      pairsIn(A.Writes.apply_range(A.Accesses.reverse()), OtherIteration);
  if (Races.is_empty())
    return std::nullopt;
  return failPair(Races, ViolationKind::Race, *A.Var);
}

/// 2./3. The reads of a private (\p First: firstprivate) copy: every value
/// read comes from the same iteration or, for firstprivate, from before L
/// in a cell that no iteration of L writes.
LoopChecker::Outcome
LoopChecker::checkPrivateReads(const VariableAccesses &A, bool First) const {
  // { [T[y] -> R[]] -> v[c] }
  const isl::union_map &Uncovered = uncoveredReads(*A.Var);
  if (Uncovered.is_empty())
    return std::nullopt;
  const FunctionMaps::VariableAccessMaps &M = variableMaps(*A.Var);
  if (!inLoopPart(M.Kills).is_empty())
    return exactPrivateReads(A, First);
  // An uncovered read sees a write of an earlier iteration of its instance,
  // if there is one (the last write or kill before it is then in L, a kill
  // is not, and a may-write hides nothing); else the value the cell has
  // when the instance starts. Only a declaration can leave that value
  // undefined, and a read of it keeps nothing. So, with no search for the
  // write a read sees:
  // { [S[x] -> W[]] -> [T[y] -> R[]] }: a write of L to the cell an
  // uncovered read reads, in an earlier iteration of the instance
  isl::union_map EarlierWrites =
      pairsIn(A.Writes.apply_range(Uncovered.reverse()), LaterIteration);
  // { [S[x] -> W[]] -> [T[y] -> R[]] }: the same, in any iteration
  auto Overwriting = [&](const isl::union_map &Reads) {
    return pairsIn(A.Writes.apply_range(Reads.reverse()), SameInstance);
  };
  isl::union_map OfDefined = Uncovered;
  bool Fails = !EarlierWrites.is_empty();
  if (!Fails) {
    // Every uncovered read sees the value its cell has when the instance
    // starts. private fails if that value is defined; firstprivate if it
    // is, and the instance writes the cell.
    if (First && Overwriting(Uncovered).is_empty())
      return std::nullopt;
    if (!M.Kills.is_empty()) {
      // { [T[y] -> R[]] -> v[c] }: of a cell undefined at the instance's
      // start (only a declaration reaches it)
      isl::union_map OfUndefined = Uncovered.intersect(
          inLoopPart(Maps.TagToStatement)
              .apply_range(InstanceOf)
              .apply_range(undefinedAtEntry(*A.Var)));
      OfDefined = Uncovered.subtract(OfUndefined);
    }
    Fails = First ? !Overwriting(OfDefined).is_empty() : !OfDefined.is_empty();
  }
  if (!Fails)
    return std::nullopt;
  auto Exactly = [this, &A, First](WitnessMode Mode) {
    Outcome Exact = exactPrivateReads(A, First);
    if (!Exact)
      throw std::logic_error("the two private-read conditions disagree");
    return Exact->Explain(Mode);
  };
  // Plainly: a read that sees no write of its own iteration, and a write to
  // its cell by another iteration where there is one.
  auto Plain = [this, &A, First, OfDefined, EarlierWrites](WitnessMode Mode) {
    if (!EarlierWrites.is_empty())
      return pickWitness(EarlierWrites, ViolationKind::LiveIn, A.Var->Id, Mode);
    if (!First)
      return pickSingle(OfDefined, ViolationKind::LiveIn, A.Var->Id, Mode);
    isl::union_map Overwritten =
        pairsIn(A.Writes.apply_range(OfDefined.reverse()), SameInstance);
    isl::union_map Across = pairsIn(Overwritten, OtherIteration);
    return pickWitness(Across.is_empty() ? Overwritten : Across,
                       ViolationKind::LiveIn, A.Var->Id, Mode);
  };
  return Failure{Exactly, Plain};
}

/// checkPrivateReads by the dataflow into L's reads.
LoopChecker::Outcome
LoopChecker::exactPrivateReads(const VariableAccesses &A, bool First) const {
  const ReadFlow &Flow = flowIntoLoop(*A.Var);
  isl::union_map FromOtherIteration = pairsIn(Flow.Flow, OtherIteration);
  if (!FromOtherIteration.is_empty())
    return failPair(FromOtherIteration, ViolationKind::Flow, *A.Var);
  if (!First) {
    if (Flow.FromBefore.is_empty())
      return std::nullopt;
    return Failure{[this, &A, FromBefore = Flow.FromBefore](WitnessMode Mode) {
      // Show where the value comes from, if anything before L wrote it.
      isl::union_map Sources =
          pairsNotIn(Maps.flowOf(*A.Var, FromBefore.domain())
                         .MayFlow.intersect_range(FromBefore.domain()),
                     SameInstance);
      if (!Sources.is_empty())
        return pickWitness(Sources.reverse(), ViolationKind::LiveIn,
                           A.Var->Id, Mode);
      return pickSingle(FromBefore, ViolationKind::LiveIn, A.Var->Id, Mode);
    }};
  }
  // { [S[x] -> W[]] -> [T[y] -> R[]] }: L writes a cell whose original value
  // an iteration of the same instance reads.
  isl::union_map Overwritten = pairsIn(
      A.Writes.apply_range(Flow.FromBefore.reverse()), SameInstance);
  if (Overwritten.is_empty())
    return std::nullopt;
  return Failure{[this, Overwritten, &A](WitnessMode Mode) {
    // Prefer a pair from two iterations: it shows the race on the cell.
    isl::union_map Across = pairsIn(Overwritten, OtherIteration);
    return pickWitness(Across.is_empty() ? Overwritten : Across,
                       ViolationKind::LiveIn, A.Var->Id, Mode);
  }};
}

/// 2. private: no cell of the variable is live after L.
LoopChecker::Outcome
LoopChecker::checkNothingLiveAfter(const VariableAccesses &A) const {
  // { [Probe[o] -> PV[]] -> [T[y] -> R[]] }
  isl::union_map Live = liveAfter(*A.Var, false).Flow;
  if (Live.is_empty())
    return std::nullopt;
  return Failure{[this, Live, &A](WitnessMode Mode) {
    isl::union_map FromLoop = Maps.flowOf(*A.Var, Live.range())
                                  .MayFlow.intersect_domain(A.Writes.domain())
                                  .intersect_range(Live.range());
    if (!FromLoop.is_empty())
      return pickWitness(FromLoop, ViolationKind::LiveOut, A.Var->Id, Mode);
    return pickSingle(Maps.TaggedReads.intersect_domain(Live.range()),
                      ViolationKind::LiveOut, A.Var->Id, Mode);
  }};
}

/// 4. lastprivate: every cell live after L is written, unconditionally, by
/// the sequentially last iteration (with \p First, or never written by L).
LoopChecker::Outcome
LoopChecker::checkLastIterationWrites(const VariableAccesses &A,
                                      bool First) const {
  // { Probe[o] -> v[c] }: the cells live after instance o.
  isl::union_map LiveCells = liveAfter(*A.Var, true).Cells;
  // { Probe[o] -> v[c] }: the cells the last iteration of o must-write.
  isl::union_map LastWrites =
      isl::union_map(LastIteration)
          .apply_range(IterationOf.reverse())
          .apply_range(A.MustWrites.domain_factor_domain());
  isl::union_map Uncovered = LiveCells.subtract(LastWrites);
  if (First)
    Uncovered = Uncovered.intersect(cellsPerInstance(A.Writes));
  if (Uncovered.is_empty())
    return std::nullopt;
  // { [T[y] -> R[]] }: the reads after L that see such a cell
  auto UncoveredSinks = [this, Uncovered, &A] {
    isl::union_map Live = liveAfter(*A.Var, true).Flow;
    return Maps.TaggedReads.intersect_domain(Live.range())
        .intersect_range(Uncovered.range())
        .domain();
  };
  auto Exactly = [this, UncoveredSinks, &A](WitnessMode Mode) {
    isl::union_set Sinks = UncoveredSinks();
    isl::union_map FromLoop = Maps.flowOf(*A.Var, Sinks)
                                  .MayFlow.intersect_domain(A.Writes.domain())
                                  .intersect_range(Sinks);
    if (!FromLoop.is_empty())
      return pickWitness(FromLoop, ViolationKind::LiveOut, A.Var->Id, Mode);
    return pickSingle(Maps.TaggedReads.intersect_domain(Sinks),
                      ViolationKind::LiveOut, A.Var->Id, Mode);
  };
  // Plainly: a write in L of such a cell (or any access of the variable in
  // L), without the read after L that sees it.
  auto Plain = [this, Uncovered, &A](WitnessMode Mode) {
    isl::union_map Writes = A.Writes.intersect_range(Uncovered.range());
    return pickSingle(Writes.is_empty() ? A.Accesses : Writes,
                      ViolationKind::LiveOut, A.Var->Id, Mode);
  };
  return Failure{Exactly, Plain};
}

/// 5. reduction: every statement of L that accesses the variable is an
/// update with one operator, as the front end recognised it.
LoopChecker::Outcome
LoopChecker::checkReduction(const VariableAccesses &A,
                            std::optional<ReductionOp> &Op) const {
  Op.reset();
  for (const Statement &S : Maps.Model->Statements) {
    if (std::find(Loop.Statements.begin(), Loop.Statements.end(), S.Name) ==
        Loop.Statements.end())
      continue;
    bool Touches = std::any_of(S.Accesses.begin(), S.Accesses.end(),
                               [&](const Access &X) {
                                 return X.Variable == A.Var->Id;
                               });
    if (!Touches)
      continue;
    bool IsUpdate = S.Reduction && S.Reduction->Variable == A.Var->Id &&
                    (!Op || *Op == S.Reduction->Op) && A.Var->Arithmetic;
    if (!IsUpdate) {
      // The accesses of this statement to the variable, and the writes of
      // other iterations they conflict with.
      isl::union_map ByTag(Ctx, "{ }");
      for (isl::map M : islutil::maps(A.Accesses)) {
        auto [Stmt, Ref] = statementAndRef(M.domain());
        (void)Ref;
        if (Stmt == S.Name)
          ByTag = ByTag.unite(M);
      }
      return Failure{[this, ByTag, &A](WitnessMode Mode) {
        isl::union_map Conflicts =
            pairsIn(A.Writes.apply_range(ByTag.reverse()), OtherIteration);
        if (!Conflicts.is_empty())
          return pickWitness(Conflicts, ViolationKind::Race, A.Var->Id, Mode);
        return pickSingle(ByTag, ViolationKind::Race, A.Var->Id, Mode);
      }};
    }
    Op = S.Reduction->Op;
  }
  if (!Op)
    return failSingle(A.Accesses, ViolationKind::Race, *A.Var);
  return std::nullopt;
}

LoopChecker::Outcome
LoopChecker::checkAttribute(const VariableAccesses &A, Attribute Attr,
                            std::optional<ReductionOp> &Op) const {
  if (!A.Var->Privatizable) {
    // What a pointer points to: a clause on the pointer copies the pointer.
    // firstprivate copies its value, so the memory stays shared; private
    // and lastprivate leave the copy uninitialised.
    switch (Attr) {
    case Attribute::FirstPrivate:
    case Attribute::FirstLastPrivate:
      return checkShared(A);
    case Attribute::Private:
    case Attribute::LastPrivate:
    case Attribute::LastPrivateConditional:
      return failSingle(A.Accesses, ViolationKind::LiveIn, *A.Var);
    default:
      break;
    }
  }
  switch (Attr) {
  case Attribute::Shared:
    return checkShared(A);
  case Attribute::Private:
    if (Outcome F = checkPrivateReads(A, false))
      return F;
    return checkNothingLiveAfter(A);
  case Attribute::FirstPrivate:
    if (Outcome F = checkPrivateReads(A, true))
      return F;
    return checkNothingLiveAfter(A);
  case Attribute::LastPrivate:
    if (Outcome F = checkPrivateReads(A, false))
      return F;
    return checkLastIterationWrites(A, false);
  case Attribute::FirstLastPrivate:
    if (Outcome F = checkPrivateReads(A, true))
      return F;
    return checkLastIterationWrites(A, true);
  case Attribute::LastPrivateConditional:
    // The sequential dataflow gives a scalar the value of the last
    // iteration that writes it, which is what the modifier copies out.
    return checkPrivateReads(A, false);
  case Attribute::Reduction: {
    std::optional<ReductionOp> Wanted = Op;
    if (Outcome F = checkReduction(A, Op))
      return F;
    if (Wanted && Op != Wanted) {
      // The updates use another operator: any two of them conflict.
      return Failure{[this, &A](WitnessMode Mode) {
        isl::union_map Conflicts = pairsIn(
            A.Writes.apply_range(A.Accesses.reverse()), OtherIteration);
        if (!Conflicts.is_empty())
          return pickWitness(Conflicts, ViolationKind::Race, A.Var->Id, Mode);
        return pickSingle(A.Accesses, ViolationKind::Race, A.Var->Id, Mode);
      }};
    }
    return std::nullopt;
  }
  case Attribute::Forward:
  case Attribute::Expand:
  case Attribute::None:
    break;
  }
  // No model of these yet: they never hold.
  if (Outcome F = checkShared(A))
    return F;
  return failSingle(A.Accesses, ViolationKind::Race, *A.Var);
}

bool LoopChecker::reductionSection(
    const VariableAccesses &A,
    std::vector<std::pair<std::string, std::string>> &Section) const {
  Section.clear();
  isl::union_set Cells = A.Accesses.range();
  isl::set_list List = Cells.get_set_list();
  if (List.size() != 1)
    return false;
  isl::set CellSet = List.at(0).intersect_params(Maps.Context);
  isl::ast_build Build = isl::ast_build::from_context(CellSet.params());
  for (unsigned Dim = 0; Dim < A.Var->Rank; ++Dim) {
    // A dimension unbounded either way (a subscript that is not affine) has
    // no least or greatest cell: the declared extent covers it then.
    std::optional<isl::pw_aff> Min, Max;
    if (islutil::boundedDimension(CellSet, Dim)) {
      Min = islutil::dimMin(CellSet, Dim);
      Max = islutil::dimMax(CellSet, Dim);
    }
    if (Min && isl_pw_aff_involves_nan(Min->get()) == isl_bool_false &&
        isl_pw_aff_involves_nan(Max->get()) == isl_bool_false) {
      isl::pw_aff Length = isl::manage(isl_pw_aff_add_constant_val(
          Max->sub(*Min).release(), isl_val_int_from_si(CellSet.ctx().get(), 1)));
      if (Length.is_null())
        isl::exception::throw_last_error(Ctx);
      Section.push_back({Build.expr_from(*Min).to_C_str(),
                         Build.expr_from(Length).to_C_str()});
      continue;
    }
    if (Dim >= A.Var->Extents.size() || A.Var->Extents[Dim].empty())
      return false;
    Section.push_back({"0", A.Var->Extents[Dim]});
  }
  return true;
}

//===----------------------------------------------------------------------===//
// Witnesses
//===----------------------------------------------------------------------===//

std::string LoopChecker::iterationText(const std::string &Statement,
                                       const std::vector<long> &Point,
                                       unsigned Offset) const {
  if (std::find(Loop.Statements.begin(), Loop.Statements.end(), Statement) ==
      Loop.Statements.end())
    return "";
  std::string Text;
  for (size_t J = 0; J < Loop.Iterators.size(); ++J) {
    size_t Pos = Offset + Loop.Depth + J;
    if (Pos >= Point.size())
      break;
    Text += (J ? ", " : "") + Loop.Iterators[J] + " = " +
            std::to_string(Point[Pos]);
  }
  return Text;
}

Witness LoopChecker::explain(const Failure &F) const {
  isl_ctx *Raw = Maps.Domains.ctx().get();
  isl_ctx_reset_operations(Raw);
  isl_ctx_set_max_operations(
      Raw, Limits.WitnessMaxOperations.value_or(Limits.MaxOperations));
  struct Restore {
    isl_ctx *Raw;
    unsigned long Quota;
    ~Restore() { isl_ctx_set_max_operations(Raw, Quota); }
  } RestoreAfter{Raw, Limits.MaxOperations};
  try {
    return F.Explain(WitnessMode::Least);
  } catch (const isl::exception_quota &) {
  } catch (const isl::exception &) {
    if (isl_ctx_last_error(Raw) != isl_error_quota &&
        !islutil::quotaExhausted(Raw))
      throw;
  }
  isl_ctx_reset_error(Raw);
  isl_ctx_reset_operations(Raw);
  isl_ctx_set_max_operations(Raw, Limits.MaxOperations);
  return F.Plain ? F.Plain(WitnessMode::Any) : F.Explain(WitnessMode::Any);
}

Witness LoopChecker::pickWitness(const isl::union_map &Pairs,
                                 ViolationKind Kind,
                                 const std::string &Variable,
                                 WitnessMode Mode) const {
  // The pair with the smallest parameters, then the smallest iteration of
  // the first access, then of the second; then the first references.
  struct Candidate {
    std::vector<long> Key;
    std::pair<long, long> Refs;
    std::string Source, Sink, Parameters;
    std::vector<long> Point;
    unsigned SourceDims = 0;
  };
  std::vector<isl::map> Candidates = islutil::maps(Pairs);
  if (Mode == WitnessMode::Any && !Candidates.empty()) {
    // Only the first pair of references.
    auto RefsOf = [](const isl::map &M) {
      return std::make_pair(statementAndRef(M.domain()).second,
                            statementAndRef(M.range()).second);
    };
    Candidates = {*std::min_element(Candidates.begin(), Candidates.end(),
                              [&](const isl::map &X, const isl::map &Y) {
                                return RefsOf(X) < RefsOf(Y);
                              })};
  }
  std::optional<Candidate> Best;
  for (isl::map M : Candidates) {
    Candidate C;
    C.Refs = {statementAndRef(M.domain()).second,
              statementAndRef(M.range()).second};
    C.Source = statementAndRef(M.domain()).first;
    C.Sink = statementAndRef(M.range()).first;
    // { S[x] -> T[y] } as { [x, y] }
    isl::map Instances = M.domain_factor_domain().range_factor_domain();
    C.SourceDims = islutil::setDims(Instances.domain());
    C.Point = smallestPoint(Instances.wrap().flatten(), C.Parameters, &C.Key,
                            Mode == WitnessMode::Any);
    auto AppendIteration = [&](const std::string &Stmt, unsigned Offset) {
      bool Inside = std::find(Loop.Statements.begin(), Loop.Statements.end(),
                              Stmt) != Loop.Statements.end();
      for (size_t J = 0; J < Loop.Iterators.size(); ++J) {
        size_t Pos = Offset + Loop.Depth + J;
        C.Key.push_back(Inside && Pos < C.Point.size() ? C.Point[Pos] : 0);
      }
    };
    AppendIteration(C.Source, 0);
    AppendIteration(C.Sink, C.SourceDims);
    if (!Best || std::tie(C.Key, C.Refs) < std::tie(Best->Key, Best->Refs))
      Best = C;
  }
  Witness W;
  W.Variable = Variable;
  W.Kind = Kind;
  W.Parameters = Best->Parameters;
  W.AccessRef = Best->Refs.first;
  W.AccessIteration = iterationText(Best->Source, Best->Point, 0);
  if (Maps.RefAccess.count(Best->Refs.second))
    W.OtherRef = Best->Refs.second;
  W.OtherIteration = iterationText(Best->Sink, Best->Point, Best->SourceDims);
  return W;
}

Witness LoopChecker::pickSingle(const isl::union_map &Accesses,
                                ViolationKind Kind,
                                const std::string &Variable,
                                WitnessMode Mode) const {
  std::optional<isl::map> Best;
  long BestRef = 0;
  for (isl::map M : islutil::maps(Accesses)) {
    long Ref = refOfTuple(islutil::domainTag(M).Ref);
    // A source reference before any synthetic one (the end of the
    // function's reads), which has no place in the source to show.
    auto Rank = [&](long R) {
      return std::make_pair(Maps.RefAccess.count(R) == 0, R);
    };
    if (!Best || Rank(Ref) < Rank(BestRef)) {
      Best = M;
      BestRef = Ref;
    }
  }
  Witness W;
  W.Variable = Variable;
  W.Kind = Kind;
  W.AccessRef = BestRef;
  if (!Best)
    return W;
  std::string Statement = statementAndRef(Best->domain()).first;
  std::vector<long> Point =
      smallestPoint(Best->domain().unwrap().domain(), W.Parameters, nullptr,
                    Mode == WitnessMode::Any);
  W.AccessIteration = iterationText(Statement, Point, 0);
  return W;
}

//===----------------------------------------------------------------------===//
// The plan
//===----------------------------------------------------------------------===//

LoopVerdict LoopChecker::check() {
  LoopVerdict Result;
  if (!Loop.UnknownReason.empty()) {
    Result.Reason = Loop.UnknownReason;
    return Result;
  }
  std::string Inexact = inexactReason();
  if (!Inexact.empty()) {
    Result.Reason = Inexact;
    return Result;
  }
  buildIterationRelations();

  bool AllOk = true, AllFixable = true;
  // The accesses of each variable outlive the loop below: the failures of
  // the declared attributes are explained after every verdict is known.
  std::deque<VariableAccesses> Accesses;
  std::vector<Failure> DeclaredFailures;
  for (const DeclaredAttribute &Declared : Loop.Attributes) {
    const Variable *V = Maps.Model->findVariable(Declared.Variable);
    if (!V)
      throw std::invalid_argument("attribute of undeclared variable " +
                                  Declared.Variable);
    VariableVerdict VV;
    VV.Variable = V->Id;
    VV.Declared = Declared;
    bool IsIterator = std::find(Loop.Iterators.begin(), Loop.Iterators.end(),
                                V->Name) != Loop.Iterators.end();
    if (Declared.From == DeclaredAttribute::Origin::Predetermined &&
        Declared.Attr == Attribute::Private && !IsIterator) {
      // Declared in the body: a fresh variable in every iteration.
      VV.Required = Attribute::Private;
      Result.Variables.push_back(VV);
      continue;
    }

    const VariableAccesses &A = Accesses.emplace_back(accessesOf(*V));
    // The attributes a clause can give V, cheapest first.
    std::vector<Attribute> Candidates;
    for (const AttributeInfo &Row : attributeTable()) {
      bool Applies = false;
      switch (Row.Attr) {
      case Attribute::Shared:
        Applies = !IsIterator;
        break;
      case Attribute::Private:
      case Attribute::LastPrivate:
        Applies = IsIterator || V->Privatizable;
        break;
      case Attribute::FirstPrivate:
      case Attribute::FirstLastPrivate:
        Applies = !IsIterator && V->Privatizable;
        break;
      case Attribute::LastPrivateConditional:
        Applies = !IsIterator && V->Privatizable && V->Rank == 0;
        break;
      case Attribute::Reduction:
        Applies = !IsIterator && V->Arithmetic;
        break;
      case Attribute::Forward:
      case Attribute::Expand:
      case Attribute::None:
        break; // not clauses
      }
      if (Applies)
        Candidates.push_back(Row.Attr);
    }
    // A variable private to the enclosing parallel region (declared in it,
    // or private/firstprivate on it) has one copy per thread: each thread's
    // iterations see what that thread left in it, as with firstprivate on
    // the loop. No clause of the loop can change that (OpenMP forbids
    // data-sharing clauses of a worksharing loop on such a variable).
    Attribute CheckedAs = Declared.Attr;
    if (Declared.From == DeclaredAttribute::Origin::Enclosing &&
        V->Privatizable &&
        (Declared.Attr == Attribute::Private ||
         Declared.Attr == Attribute::FirstPrivate)) {
      CheckedAs = Attribute::FirstPrivate;
      Candidates.clear();
    }
    std::optional<ReductionOp> Op = Declared.Op;
    Outcome DeclaredFailure = checkAttribute(A, CheckedAs, Op);
    if (!DeclaredFailure) {
      VV.Required = Declared.Attr;
      VV.RequiredOp = Op;
      if (Declared.Attr == Attribute::Reduction && V->Rank > 0 &&
          !reductionSection(A, VV.ReductionSection))
        VV.ReductionSection.clear();
      // A correct clause stays; say whether a cheaper one would do.
      if (Declared.From == DeclaredAttribute::Origin::Explicit)
        for (Attribute Candidate : Candidates) {
          if (!cheaper(Candidate, Declared.Attr))
            break;
          std::optional<ReductionOp> CandidateOp;
          if (!checkAttribute(A, Candidate, CandidateOp)) {
            VV.Cheaper = Candidate;
            break;
          }
        }
      Result.Variables.push_back(VV);
      continue;
    }
    AllOk = false;
    VV.State = Declared.From == DeclaredAttribute::Origin::Explicit
                   ? Status::Wrong
                   : Status::Missing;
    DeclaredFailures.push_back(*DeclaredFailure);

    VV.Required = Attribute::None;
    for (Attribute Candidate : Candidates) {
      if (Candidate == Declared.Attr && Candidate != Attribute::Reduction)
        continue;
      std::optional<ReductionOp> CandidateOp;
      if (checkAttribute(A, Candidate, CandidateOp))
        continue;
      if (Candidate == Attribute::Reduction && V->Rank > 0 &&
          !reductionSection(A, VV.ReductionSection))
        continue;
      VV.Required = Candidate;
      VV.RequiredOp = CandidateOp;
      break;
    }
    if (VV.Required == Attribute::None)
      AllFixable = false;
    Result.Variables.push_back(VV);
  }
  for (const DeclaredAttribute &Unused : Loop.Unused) {
    VariableVerdict VV;
    VV.Variable = Unused.Variable;
    VV.Declared = Unused;
    VV.Required = Attribute::Shared;
    VV.State = Status::Redundant;
    Result.Variables.push_back(VV);
  }
  for (const Failure &F : DeclaredFailures)
    Result.Witnesses.push_back(explain(F));
  Result.Result = AllOk ? Verdict::Verified
                        : AllFixable ? Verdict::Fixable : Verdict::Violation;
  return Result;
}

} // namespace ompfix
