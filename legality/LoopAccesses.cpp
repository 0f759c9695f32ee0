//===- LoopAccesses.cpp - The accesses of one variable in L ---------------===//
//
// The part of the function's tagged relations that lies in L, per variable,
// and the statements whose model is not exact.
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

} // namespace ompfix
