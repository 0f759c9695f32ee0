//===- Forwarding.cpp - Carried scalars that each iteration recomputes ----===//
//
// docs/design/verdicts-and-plan.md: a scalar that carries a value
// from one iteration of L to the next, where the reading iteration can
// compute that value again from memory that L does not change, needs no
// copy of the value at all: each read recomputes it (ForwardPlan).
//
//   for (i = 0; i < n; i++) { b[i] = a[i] - prev; prev = a[i]; }
//
// reads `prev` before writing it: iteration i > 0 sees a[i - 1], the first
// one the value from before the loop. No clause gives that; forwarding does.
//
//===----------------------------------------------------------------------===//

#include "loop/LoopChecker.h"
#include "maps/IslUtil.h"
#include "check/DefinedValues.h"
#include "check/LoopSupport.h"

#include <isl/map.h>
#include <isl/set.h>

#include <algorithm>
#include <set>

namespace ompfix {

bool LoopChecker::isIteratorOfL(const std::string &Id) const {
  return std::find(Loop.IteratorIds.begin(), Loop.IteratorIds.end(), Id) !=
         Loop.IteratorIds.end();
}

/// Whether the value statement \p S of L stores can be computed again at
/// another iteration: it reads L's iterators, cells that its instance of L
/// never writes,
/// scalars other than \p Forwarded that one statement of the same
/// iteration, at the level of L's body, computes so (added to
/// \p Plan's Operands, each after the ones it reads), and scalars that
/// carry the previous iteration's value into the read and are forwarded
/// themselves (Plan's Chained; none of \p Visiting, whose plans are
/// being made):
///   t = a[i] * a[i];  last = t;   last's value: t's, a[i] * a[i]
///   p2 = p1;  p1 = a[i];          p2's value: p1's, a[i - 1]
bool LoopChecker::recomputable(const Statement &S, const std::string &Forwarded,
                               ForwardPlan &Plan,
                               std::vector<std::string> &Visiting,
                               unsigned Depth) const {
  if (Depth > Loop.Statements.size())
    return false;
  std::vector<std::string> &Operands = Plan.Operands;
  for (const std::string &Covered : S.CoveredReads)
    if (!isIteratorOfL(Covered))
      return false;
  for (const Access &Read : S.Accesses) {
    if (Read.IsWrite || isIteratorOfL(Read.Variable))
      continue;
    const Variable *Source = Maps.Model->findVariable(Read.Variable);
    if (!Source || Source->Id == Forwarded || !Read.IsMust)
      return false;
    const LoopVariableMaps &M = loopMaps(*Source);
    // { [S[x] -> R[]] -> v'[c] } this read
    isl::union_map ThisRead =
        islutil::filterMaps(M.Reads, [&](const isl::map &R) {
          islutil::Tag T = islutil::domainTag(R);
          return T.Statement == S.Name && T.Ref == refTuple(Read.Ref);
        });
    // { Probe[o] -> v'[c] }: what instance o of L writes, and what this
    // read reads there. Cells the instance never writes keep their value
    // while it runs (other instances' writes come before or after it).
    isl::union_map WrittenInInstance =
        cellsPerInstance(M.MustWrites.unite(M.MayWrites));
    isl::union_map Overlap =
        WrittenInInstance.intersect(cellsPerInstance(ThisRead));
    if (Overlap.is_empty())
      continue;
    // Written only where a defined parameter has a value the program
    // never computes (certainPairs' test): not shown either way.
    if (atDefinedValues(*Maps.Model, Overlap).is_empty()) {
      Plan.Unproven = true;
      continue;
    }
    if (Source->Rank != 0)
      return false;
    FunctionMaps::Flow F = Maps.flowOf(*Source, ThisRead.domain());
    // { [T[y] -> W[]] -> [S[x] -> R[]] }
    isl::union_map Flow = F.MayFlow.intersect_range(ThisRead.domain());
    // A chain: a scalar that carries the previous iteration's value into
    // this read, itself forwarded (`p2 = p1; p1 = a[i];`: p2 stores
    // a[i - 2]), so that its value there can be computed again too.
    if (pairsIn(Flow, SameIteration).is_empty()) {
      if (std::find(Visiting.begin(), Visiting.end(), Source->Id) !=
          Visiting.end())
        return false;
      std::optional<ForwardPlan> Inner =
          forwarding(accessesOf(*Source), Visiting);
      if (!Inner || std::find(Inner->Reads.begin(), Inner->Reads.end(),
                              Read.Ref) == Inner->Reads.end())
        return false;
      Plan.Unproven = Plan.Unproven || Inner->Unproven;
      if (std::find(Plan.Chained.begin(), Plan.Chained.end(), Source->Id) ==
          Plan.Chained.end())
        Plan.Chained.push_back(Source->Id);
      continue;
    }
    // An operand: computed by one statement of the same iteration.
    if (Flow.is_empty() ||
        !F.MayNoSource.intersect_domain(ThisRead.domain()).is_empty() ||
        !pairsNotIn(Flow, SameIteration).is_empty() ||
        !Flow.reverse().is_single_valued())
      return false;
    std::vector<isl::map> Sources = islutil::maps(Flow);
    if (Sources.size() != 1 ||
        islutil::inDims(Sources.front().domain_factor_domain()) !=
            Loop.Depth + Loop.Collapse)
      return false;
    const Statement *Operand = Maps.Model->findStatement(
        islutil::domainTag(Sources.front()).Statement);
    if (!Operand || !Operand->StoresExpression || Operand->Reduction ||
        !inLoop(Operand->Name) ||
        !recomputable(*Operand, Forwarded, Plan, Visiting, Depth + 1))
      return false;
    if (std::find(Operands.begin(), Operands.end(), Operand->Name) ==
        Operands.end())
      Operands.push_back(Operand->Name);
  }
  return true;
}

/// Accepted form (the plan's doc comment, ompfix/Plan.h): scalar \p A's
/// only writer in L is one statement `v = e;` at the level of L's body,
/// run in every iteration; e reads only cells that L never writes, and L's
/// iterators; L is one loop with a constant step; each read of v that
/// sees a value from outside its iteration sees the previous iteration's,
/// or, in the first iteration, the value from before L.
std::optional<ForwardPlan>
LoopChecker::forwarding(const VariableAccesses &A) const {
  std::vector<std::string> Visiting;
  return forwarding(A, Visiting);
}

std::optional<ForwardPlan>
LoopChecker::forwarding(const VariableAccesses &A,
                        std::vector<std::string> &Visiting) const {
  const Variable &V = *A.Var;
  if (V.Rank != 0 || Loop.Collapse != 1 || Loop.IteratorIds.size() != 1 ||
      Loop.Step == 0 || Loop.Lockstep ||
      !Loop.Regrouped.empty() || A.Writes.is_empty() ||
      !A.Writes.is_equal(A.MustWrites))
    return std::nullopt;
  // A read of the loop's bounds is made once, where the loop starts: no
  // value can be forwarded to it.
  for (const std::string &Name : Loop.Statements)
    if (const Statement *S = Maps.Model->findStatement(Name))
      for (const Access &X : S->Accesses)
        if (X.InLoopHeader && X.Variable == V.Id)
          return std::nullopt;
  // The writer: one statement, one reference. { [S[x] -> W[]] -> v[] }
  std::vector<isl::map> Writes = islutil::maps(A.Writes);
  if (Writes.size() != 1)
    return std::nullopt;
  islutil::Tag WriterTag = islutil::domainTag(Writes.front());
  const Statement *Writer = Maps.Model->findStatement(WriterTag.Statement);
  if (!Writer || !Writer->StoresExpression || Writer->Reduction)
    return std::nullopt;
  // { S[x] }: at the level of L's body, in every iteration.
  isl::set WriterInstances = Writes.front().domain().unwrap().domain();
  if (islutil::setDims(WriterInstances) != Loop.Depth + Loop.Collapse)
    return std::nullopt;
  // { Iter[o, i] }: where L's statements run, and where the writer does
  isl::union_set InLoop = isl::union_set::empty(Ctx);
  for (const isl::set &Instances : islutil::sets(Maps.Domains))
    if (const char *Name = isl_set_get_tuple_name(Instances.get());
        Name && inLoop(Name))
      islutil::addTo(InLoop, Instances);
  isl::union_set Iterations = InLoop.apply(IterationOf);
  if (!Iterations.is_subset(isl::union_set(WriterInstances).apply(IterationOf)))
    return std::nullopt;
  // What e reads: the iterators of L, cells that L never writes, operands
  // computed so earlier in the iteration, and forwarded scalars.
  ForwardPlan Plan;
  Visiting.push_back(V.Id);
  bool Recomputable = recomputable(*Writer, V.Id, Plan, Visiting, 0);
  Visiting.pop_back();
  if (!Recomputable)
    return std::nullopt;
  // The reads of v that see a value from outside their iteration.
  const ReadFlow &Flow = flowIntoLoop(V);
  // { [S[x] -> W[]] -> [T[y] -> R[]] }, S, T in different iterations
  isl::union_map Carried = pairsIn(Flow.Flow, OtherIteration);
  // { Iter[o, i] -> Iter[o, i'] }: writer's iteration to reader's
  isl::union_map Untagged =
      Carried.domain_factor_domain().reverse().domain_factor_domain().reverse();
  isl::union_map IterationPairs =
      Untagged.apply_domain(IterationOf).apply_range(IterationOf);
  // Every such pair one iteration apart: i' = i + step (step < 0 for a
  // loop counting down).
  std::string Zeros;
  for (unsigned K = 0; K < Loop.Depth; ++K)
    Zeros += "0, ";
  isl::union_set Previous(
      Ctx, "{ Iter[" + Zeros + std::to_string(Loop.Step) + "] }");
  if (!IterationPairs.deltas().is_subset(Previous))
    return std::nullopt;
  // The value from before L: only in L's first iteration (no earlier one
  // there whose write the read would see instead).
  // { Iter[o, i] }
  isl::union_set EntryIterations =
      Flow.FromBefore.domain().unwrap().domain().apply(IterationOf);
  isl::union_map Next(Ctx, "{ Iter[" + dimList("o", 0, Loop.Depth + 1) +
                               "] -> Iter[" + dimList("o", 0, Loop.Depth) +
                               (Loop.Depth ? ", " : "") + "o" +
                               std::to_string(Loop.Depth) + " + " +
                               std::to_string(Loop.Step) + "] }");
  if (!EntryIterations.intersect(Iterations.apply(Next)).is_empty())
    return std::nullopt;
  Plan.Writer = Writer->Name;
  Plan.Step = Loop.Step;
  Plan.EntryValue = !Flow.FromBefore.is_empty();
  // { [T[y] -> R[]] -> ... }: the reads that get the recomputed value
  std::set<unsigned> Reads;
  for (const isl::map &Read :
       islutil::maps(Carried.range().unwrap().domain_map()))
    Reads.insert(refOfTuple(islutil::domainTag(Read).Ref));
  for (const isl::map &Read : islutil::maps(Flow.FromBefore))
    Reads.insert(refOfTuple(islutil::domainTag(Read).Ref));
  Plan.Reads.assign(Reads.begin(), Reads.end());
  // Its copy: the last iteration's write is the last write, as needed
  // after L.
  Plan.Copy = checkNothingLiveAfter(A) ? Attribute::LastPrivate
                                       : Attribute::Private;
  if (!V.Privatizable || !clauseCanGive(V, Plan.Copy))
    return std::nullopt;
  return Plan;
}

} // namespace ompfix
