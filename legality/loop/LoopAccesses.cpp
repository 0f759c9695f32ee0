//===- LoopAccesses.cpp - The accesses of one variable in L ---------------===//
//
// The part of the function's tagged relations that lies in L, per variable,
// and the statements whose model is not exact.
//
//
//===----------------------------------------------------------------------===//

#include "loop/LoopChecker.h"
#include "maps/RelationText.h"
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

void LoopChecker::buildLoopMaps() {
  using Of = FunctionMaps::StatementMaps;
  const std::vector<std::string> &Names = Loop.Statements;
  InLoop.Domains = Maps.unionOver(Names, &Of::Domain);
  InLoop.Schedule = Maps.unionOver(Names, &Of::Schedule);
  InLoop.UnboundedSchedule = Maps.unionOver(Names, &Of::UnboundedSchedule);
  InLoop.Reads = Maps.unionOver(Names, &Of::Reads);
  InLoop.MustWrites = Maps.unionOver(Names, &Of::MustWrites);
  InLoop.MayWrites = Maps.unionOver(Names, &Of::MayWrites);
  InLoop.Kills = Maps.unionOver(Names, &Of::Kills);
  InLoop.UnboundedReads = Maps.unionOver(Names, &Of::UnboundedReads);
  InLoop.TaggedSchedule = Maps.unionOver(Names, &Of::TaggedSchedule);
  InLoop.TagToStatement = Maps.unionOver(Names, &Of::TagToStatement);
  WritesMustInLoop.clear();
  for (const std::string &Name : Names)
    if (const Statement *S = Maps.sourceOf(Name))
      for (const Access &A : S->Accesses)
        if (A.IsWrite && !A.IsMust && A.ExactCells &&
            A.Conditions == Loop.Conditions)
          WritesMustInLoop.insert(A.Ref);
}

void LoopChecker::upgradeWritesMustInLoop(
    FunctionMaps::VariableAccessMaps &M) const {
  if (WritesMustInLoop.empty())
    return;
  isl::union_map Now =
      islutil::filterMaps(M.MayWrites, [&](const isl::map &Write) {
        return WritesMustInLoop.count(
                   refOfTuple(islutil::domainTag(Write).Ref)) > 0;
      });
  M.MustWrites = M.MustWrites.unite(Now);
  M.MayWrites = M.MayWrites.subtract(Now);
}

/// L's verdict is about the runs of L: a write in L that only the
/// conditions around L make a may-write (Access::ExactCells, the same
/// Conditions as L) is a must-write whenever L runs.
const FunctionMaps::VariableAccessMaps &
LoopChecker::variableMaps(const Variable &V) const {
  auto It = VariableMapsCache.find(V.Id);
  if (It != VariableMapsCache.end())
    return It->second;
  FunctionMaps::VariableAccessMaps M = Maps.accessesOf(V);
  upgradeWritesMustInLoop(M);
  return VariableMapsCache[V.Id] = M;
}

const LoopChecker::LoopVariableMaps &
LoopChecker::loopMaps(const Variable &V) const {
  auto It = LoopMapsCache.find(V.Id);
  if (It != LoopMapsCache.end())
    return It->second;
  // As FunctionMaps::partitionByVariable: the maps whose range is V's,
  // within its cells, and the writes that variableMaps upgrades.
  auto ofV = [&](const isl::union_map &Tagged) {
    return islutil::filterMaps(Tagged, [&](const isl::map &M) {
      return islutil::rangeTupleName(M) == V.Id;
    });
  };
  LoopVariableMaps M;
  M.Reads = withinExtents(ofV(InLoop.Reads), V);
  M.MustWrites = withinExtents(ofV(InLoop.MustWrites), V);
  M.MayWrites = withinExtents(ofV(InLoop.MayWrites), V);
  M.Kills = ofV(InLoop.Kills);
  M.UnboundedReads = withinExtents(ofV(InLoop.UnboundedReads), V);
  upgradeWritesMustInLoop(M);
  M.Schedule = timeOf(InLoop.TaggedSchedule,
                      M.Reads.unite(M.MustWrites).unite(M.MayWrites).unite(
                          M.Kills));
  return LoopMapsCache[V.Id] = M;
}

LoopChecker::VariableAccesses
LoopChecker::accessesOf(const Variable &V) const {
  const LoopVariableMaps &M = loopMaps(V);
  VariableAccesses A;
  A.Var = &V;
  A.MustWrites = M.MustWrites;
  A.Writes = A.MustWrites.unite(M.MayWrites);
  A.Reads = M.Reads;
  A.Accesses = A.Writes.unite(A.Reads);
  return A;
}

isl::union_map
LoopChecker::cellsPerInstance(const isl::union_map &Writes) const {
  // { Probe[o] -> S[o, i, x] } . { S[o, i, x] -> v[c] }
  return InstanceOf.reverse().apply_range(Writes.domain_factor_domain());
}

UnknownReason LoopChecker::inexactReason() const {
  // A statement of L that the model may get wrong makes every condition
  // doubtful; one outside L only those that read the function's dataflow:
  // the conditions on variables a clause can privatize (what a pointer
  // points to is only ever checked inside L, condition 1 of docs/design/conditions.md). Where
  // only the cells of one variable are inexact, that variable matters:
  // outside L if it is such a variable, in L also if L writes it (reads
  // alone never conflict).
  std::set<std::string> ReadAround, WrittenInL;
  for (const DeclaredAttribute &A : Loop.Attributes)
    if (const Variable *V = Maps.Model->findVariable(A.Variable);
        !V || V->Privatizable)
      ReadAround.insert(A.Variable);
  for (const std::string &Name : Loop.Statements)
    for (const Access &A : Maps.statementMaps(Name).Source->Accesses)
      if (A.IsWrite)
        WrittenInL.insert(A.Variable);
  auto touchesReadAround = [&](const Statement &S) {
    for (const Access &A : S.Accesses)
      if (ReadAround.count(A.Variable))
        return true;
    for (const std::string &Killed : S.Kills)
      if (ReadAround.count(Killed))
        return true;
    return false;
  };
  auto matters = [&](const Statement &S,
                     const Statement::InexactPart &Part) {
    bool InL = inLoop(S.Name);
    if (!Part.Variable.empty())
      return ReadAround.count(Part.Variable) ||
             (InL && WrittenInL.count(Part.Variable));
    return InL || touchesReadAround(S);
  };
  for (const FunctionMaps::InexactPart &P : Maps.InexactParts)
    if (matters(*P.Source, *P.Part))
      return P.Part->Reason;
  // A thread's slice stands for an array of its own only while the
  // accesses through it stay in it: past its end lies another thread's.
  for (const DeclaredAttribute &A : Loop.Attributes) {
    const Variable *V = Maps.Model->findVariable(A.Variable);
    if (!V || V->SliceCells.empty())
      continue;
    // { t[c] : 0 <= c < m }
    isl::set Slice = readSet(Ctx, V->SliceCells).intersect_params(Maps.Context);
    // { t[c] } that L touches
    isl::union_set Touched = accessesOf(*V).Accesses.range().intersect_params(
        Maps.Context);
    if (!Touched.is_subset(isl::union_set(Slice)))
      return {UnknownKind::Subscript, UnknownDetail::SliceOverrun, V->Name};
  }
  return {};
}

} // namespace ompfix
