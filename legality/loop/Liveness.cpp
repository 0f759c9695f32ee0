//===- Liveness.cpp - What is live after L --------------------------------===//
//
// The cells whose value when an instance of L ends is read later, by the
// function or (for what the caller can see) after it returns.
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

isl::union_map
LoopChecker::readsNotCoveredOutsideLoop(const Variable &V) const {
  const isl::union_map &Reads = variableMaps(V).Reads;
  auto Split = Maps.ReadsByCover.find(V.Id);
  if (Split == Maps.ReadsByCover.end() || Loop.Statements.empty())
    return Reads;
  // Where L sits: the places of its statements in the loops around them
  // (the same for all, down to L's own place).
  auto At = Maps.StaticPositions.find(Loop.Statements.front());
  if (At == Maps.StaticPositions.end())
    return Reads; // (where L sits is not known: nothing left out)
  const std::vector<long> &Positions = At->second;
  // The reads covered in loops that L's statements sit in: those whose
  // positions begin L's, and are fewer.
  isl::union_map Kept = isl::union_map::empty(Ctx);
  for (const isl::map &Read : Split->second.Uncovered)
    islutil::addTo(Kept, Read);
  for (size_t Depth = 1; Depth < Positions.size(); ++Depth) {
    auto Covered = Split->second.CoveredIn.find(std::vector<long>(
        Positions.begin(), Positions.begin() + Depth));
    if (Covered != Split->second.CoveredIn.end())
      for (const isl::map &Read : Covered->second)
        islutil::addTo(Kept, Read);
  }
  return Kept;
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
  isl::union_map ProbeWrites = probeAccesses(V, islnames::ProbeTag, 1, ProbeSchedule);
  isl::union_map NoWrites = isl::union_map::empty(Ctx);
  LiveAfter L;

  const FunctionMaps::VariableAccessMaps &A = variableMaps(V);
  // A read in L that a write in its own iteration precedes cannot see what
  // an earlier instance left: only the uncovered reads of L are sinks.
  // Nor can a read that comes before every instance's end: those of a
  // reference that never runs after a probe are left out (whole).
  // Nor a read that a write of the scalar precedes in its own iteration of
  // loops that L is not in (FunctionMaps::CoveredReads): no end of an
  // instance of L lies between the two.
  isl::union_map Sinks =
      islutil::filterMaps(readsNotCoveredOutsideLoop(V), [&](const isl::map &Read) {
        islutil::Tag Tag = islutil::domainTag(Read);
        return !inLoop(Tag.Statement) &&
               !islutil::lexAfter(
                    timeOf(Maps.statementMaps(Tag.Statement).TaggedSchedule,
                           isl::union_map(Read)),
                    ProbeSchedule)
                    .is_empty();
      }).unite(uncoveredReads(V));
  if (Sinks.is_empty()) {
    // Nothing to search (the writes of the whole function would still cost
    // time to gather).
    L.Flow = L.Cells = NoWrites;
    return LiveAfterCache[{V.Id, PerInstance}] = L;
  }
  // { [Probe[o] -> PV[]] -> [[T[y] -> R[]] -> v[c]] }
  isl::union_map Flow =
      cellFlow(Sinks, A.MustWrites.unite(PerInstance ? NoWrites : ProbeWrites),
               A.MayWrites.unite(PerInstance ? ProbeWrites : NoWrites),
               A.Kills, A.Schedule.unite(ProbeSchedule))
          .intersect_domain(ProbeWrites.domain())
          .intersect_params(Maps.Context); // (the probes are not in it)
  L.Flow = Flow.range_factor_domain();
  L.Cells = Flow.range_factor_range().domain_factor_domain();
  return LiveAfterCache[{V.Id, PerInstance}] = L;
}

} // namespace ompfix
