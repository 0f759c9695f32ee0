//===- LoopDataflow.cpp - The dataflow into the reads of L ----------------===//
//
// Which reads of L can see a value from outside their own iteration, where
// that value comes from, and which cells are undefined when L starts.
//
//
//===----------------------------------------------------------------------===//

#include "loop/LoopChecker.h"
#include "maps/IslUtil.h"
#include "check/LoopSupport.h"

#include <isl/aff.h>
#include <isl/val.h>

#include <algorithm>
#include <deque>
#include <set>
#include <stdexcept>
#include <tuple>

namespace ompfix {

/// The reads in L of a cell that no must-write or kill of the cell precedes
/// in the read's own iteration: the only reads that can see a value from
/// outside their iteration (the others are accepted by every condition).
/// Example: for (i) { if (i > 0) s += t; t = i; x = t; } gives
/// { [S1[i] -> Rt[]] -> t[] : i > 0 }, not the read of t in x = t.
const isl::union_map &LoopChecker::uncoveredReads(const Variable &V) const {
  auto It = UncoveredReadsCache.find(V.Id);
  if (It != UncoveredReadsCache.end())
    return It->second;
  const LoopVariableMaps &M = loopMaps(V);
  // { [T[y] -> R[]] -> v[c] }, T in L
  isl::union_map ReadsInLoop = M.Reads;
  // { [S[x] -> W[]] -> v[c] }, S in L
  isl::union_map Killers = M.MustWrites.unite(M.Kills);
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
  const isl::union_map &AnyReads = M.UnboundedReads;
  isl::union_map AnyReadTime = AnyReads.domain().unwrap().domain_map()
                                   .apply_range(InLoop.UnboundedSchedule);
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
  const LoopVariableMaps &M = loopMaps(V);
  const isl::union_map &MustWrites = M.MustWrites;
  const isl::union_map &MayWrites = M.MayWrites;
  const isl::union_map &Kills = M.Kills;
  isl::union_map Killers = MustWrites.unite(Kills);
  // { [T[y] -> R[]] -> v[c] }
  isl::union_map ReadsInLoop = uncoveredReads(V);
  // { [Probe[o] -> EV[]] -> v[c] }, just before instance o
  isl::union_map EntrySchedule;
  isl::union_map EntryWrites = probeAccesses(V, islnames::EntryTag, -1, EntrySchedule);
  // { W -> [[T[y] -> R[]] -> v[c]] }, W in L or an entry probe
  isl::union_map Flow =
      cellFlow(ReadsInLoop, MustWrites.unite(EntryWrites), MayWrites, Kills,
               timeOf(M.Schedule, ReadsInLoop.unite(Killers).unite(MayWrites))
                   .unite(EntrySchedule));
  ReadFlow F;
  F.FlowCells = Flow.subtract_domain(EntryWrites.domain());
  F.Flow = F.FlowCells.range_factor_domain();
  F.FromBefore = Flow.intersect_domain(EntryWrites.domain()).range().unwrap();
  if (!F.FromBefore.is_empty() && !variableMaps(V).Kills.is_empty()) {
    // A value nobody wrote is no value to keep: drop the cells whose value
    // at the instance's start only a declaration reaches.
    // { [T[y] -> R[]] -> Probe[o] }
    isl::union_map ReadInstance = InLoop.TagToStatement.apply_range(InstanceOf);
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
  isl::union_map EntryReads = probeAccesses(V, islnames::EntryTag, -1, EntrySchedule);
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

} // namespace ompfix
