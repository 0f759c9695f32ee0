//===- LoopSupport.cpp - Small helpers of the loop checker ----------------===//

#include "check/LoopSupport.h"
#include "maps/FunctionMaps.h"
#include "maps/IslUtil.h"
#include "maps/RelationText.h"
#include "ompfix/IslNames.h"

#include <algorithm>
#include <set>

namespace ompfix {

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
/// parameters first: their values are moved to \p ParamValues and, with
/// their names, to \p Params.
std::vector<long> smallestPoint(const isl::set &S,
                                std::vector<ParameterValue> &Params,
                                std::vector<long> *ParamValues, bool Any) {
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
  Params.clear();
  for (size_t I = 0; I < Names.size(); ++I)
    Params.push_back({Names[I], Point[I]});
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

isl::map lastIterations(const LoopDirective &Loop, const isl::set &Iterations) {
  isl::ctx Ctx = Iterations.ctx();
  const unsigned D = Loop.Depth, K = std::max(1u, Loop.Collapse);
  // "Iter[x0, ..., x<d + k - 1>]"
  std::string IterTuple =
      islnames::tuple(islnames::Iteration, dimList("x", 0, D + K));
  std::string Outer = dimList("x", 0, D);
  // { Probe[o] -> Iter[o, i] }
  isl::map ProbeToIteration =
      readMap(Ctx, "{ " + islnames::tuple(islnames::Instance, Outer) + " -> " +
                       IterTuple + " }");
  // The sequentially last iteration: the largest in schedule order, where a
  // decreasing loop counts down. { Iter[x] -> Iter[-x] } on those dims.
  std::string Flipped;
  for (unsigned J = 0; J < D + K; ++J)
    Flipped += (J ? ", " : "") + std::string((J < Loop.Decreasing.size() && Loop.Decreasing[J]) ? "-x" : "x") +
               std::to_string(J);
  isl::map Flip =
      readMap(Ctx, "{ " + IterTuple + " -> " +
                       islnames::tuple(islnames::Iteration, Flipped) + " }");
  return ProbeToIteration.intersect_range(Iterations)
      .apply_range(Flip)
      .lexmax()
      .apply_range(Flip);
}

std::optional<isl::map> iterationMap(const LoopDirective &L,
                                     const isl::set &Of) {
  const unsigned Dims = L.Depth + std::max(1u, L.Collapse);
  unsigned N = islutil::setDims(Of);
  if (N < Dims)
    return std::nullopt;
  const char *Tuple = isl_set_get_tuple_name(Of.get());
  std::string Name = Tuple ? Tuple : "";
  return readMap(Of.ctx(), "{ " + Name + "[" + dimList("x", 0, N) + "] -> " +
                               islnames::tuple(islnames::Iteration,
                                               dimList("x", 0, Dims)) +
                               " }");
}

isl::union_set iterationsWithout(const LoopDirective &L,
                                 const isl::union_set &Everywhere,
                                 const isl::union_set &Stand) {
  isl::ctx Ctx = Everywhere.ctx();
  // { Iter[o, i] }: the iterations Stand reaches
  isl::union_set Reached = isl::union_set::empty(Ctx);
  for (const isl::set &T : islutil::sets(Stand)) {
    isl::set Of = T.unwrap().domain();
    if (std::optional<isl::map> IterationOf = iterationMap(L, Of))
      islutil::addTo(Reached, Of.apply(*IterationOf));
  }
  isl::union_set Missing = isl::union_set::empty(Ctx);
  for (const isl::set &T : islutil::sets(Everywhere)) {
    isl::map Instances = T.unwrap();
    isl::set Of = Instances.domain();
    std::optional<isl::map> IterationOf = iterationMap(L, Of);
    if (!IterationOf)
      continue;
    isl::set Iterations = Of.apply(*IterationOf);
    isl::union_set Unreached = isl::union_set(Iterations).subtract(Reached);
    if (Unreached.is_empty())
      continue;
    isl::set Without =
        IterationOf
            ->intersect_range(Unreached.extract_set(Iterations.get_space()))
            .domain();
    islutil::addTo(Missing, Instances.intersect_domain(Without).wrap());
  }
  return Missing;
}

} // namespace ompfix
