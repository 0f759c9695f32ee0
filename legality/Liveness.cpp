//===- Liveness.cpp - What is live after L --------------------------------===//
//
// The cells whose value when an instance of L ends is read later, by the
// function or (for what the caller can see) after it returns.
//
//
//===----------------------------------------------------------------------===//

#include "LoopChecker.h"
#include "IslUtil.h"
#include "LoopSupport.h"

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

bool LoopChecker::coveredOutsideLoop(const std::string &Ref) const {
  auto Covered = Maps.CoveredReads.find(refOfTuple(Ref));
  if (Covered == Maps.CoveredReads.end())
    return false;
  // L is inside the loops that cover the read when its statements sit in
  // them: their positions begin with those of the loops.
  const std::vector<long> &Loops = Covered->second;
  for (const std::string &Name : Loop.Statements) {
    auto At = Maps.StaticPositions.find(Name);
    if (At == Maps.StaticPositions.end())
      return false; // (where L sits is not known: nothing left out)
    const std::vector<long> &Positions = At->second;
    return !(Positions.size() > Loops.size() &&
             std::equal(Loops.begin(), Loops.end(), Positions.begin()));
  }
  return false;
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

  const FunctionMaps::VariableAccessMaps &A = variableMaps(V);
  // A read in L that a write in its own iteration precedes cannot see what
  // an earlier instance left: only the uncovered reads of L are sinks.
  // Nor can a read that comes before every instance's end: those of a
  // reference that never runs after a probe are left out (whole).
  // Nor a read that a write of the scalar precedes in its own iteration of
  // loops that L is not in (FunctionMaps::CoveredReads): no end of an
  // instance of L lies between the two.
  isl::union_map Sinks =
      islutil::filterMaps(A.Reads, [&](const isl::map &Read) {
        islutil::Tag Tag = islutil::domainTag(Read);
        return !inLoop(Tag.Statement) && !coveredOutsideLoop(Tag.Ref) &&
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

} // namespace ompfix
