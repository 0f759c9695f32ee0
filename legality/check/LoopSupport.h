//===- LoopSupport.h - Small helpers of the loop checker -------*- C++ -*-===//
//
// Shared by the files of LoopChecker (relations, dataflow, liveness,
// conditions, witnesses): isl text for dimension lists and tags, the least
// point of a set, and the parts of tagged relations.
//
//===----------------------------------------------------------------------===//

#ifndef OMPFIX_LEGALITY_LOOPSUPPORT_H
#define OMPFIX_LEGALITY_LOOPSUPPORT_H

#include "ompfix/Model.h"
#include "ompfix/Verdict.h"

#include <isl/cpp.h>

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace ompfix {

/// "x0, x1, ..., x<N-1>" for dimList("x", 0, N).
std::string dimList(const char *Prefix, unsigned From, unsigned To);

/// Tags \p Untagged with the tuple \p Tag:
///   { Probe[o] -> t[] }, "PV2"  =>  { [Probe[o] -> PV2[]] -> t[] }
isl::map tagWith(isl::map Untagged, const std::string &Tag);

/// Keeps the parameters non-negative where that leaves \p S non-empty, so
/// that witnesses read naturally (n = 2 rather than n = -7).
isl::set preferNonNegativeParams(const isl::set &S);

/// The lexicographically smallest point of \p S (with \p Any, any point),
/// parameters first: their values are moved to \p ParamValues and, with
/// their names, to \p Params.
std::vector<long> smallestPoint(const isl::set &S,
                                std::vector<ParameterValue> &Params,
                                std::vector<long> *ParamValues = nullptr,
                                bool Any = false);

/// The part of \p Schedule, { [S[x] -> R[]] -> [t] }, of the tagged
/// instances of \p Accesses.
isl::union_map timeOf(const isl::union_map &Schedule,
                      const isl::union_map &Accesses);

/// { Probe[o] -> Iter[o, i] }: the sequentially last of \p Iterations,
/// { Iter[o, i] }, for each instance o of \p Loop (the largest in schedule
/// order: where a dimension counts down, the smallest). For
/// `for (i = 0; i < n; i++)` inside `for (t)`: { Probe[t] -> Iter[t, n - 1] }.
isl::map lastIterations(const LoopDirective &Loop, const isl::set &Iterations);

/// { S[x] -> Iter[o, i] } for the instances \p Of of a statement of
/// \p Loop: the iteration each runs in (its first Loop.Depth +
/// Loop.Collapse dimensions); none for a statement with fewer.
std::optional<isl::map> iterationMap(const LoopDirective &Loop,
                                     const isl::set &Of);

/// Of \p Everywhere, { [S[x] -> R[]] } (accesses of \p Loop's
/// statements), those in the iterations where \p Stand has none; a
/// statement outside the iterations (fewer dimensions) is left out:
///   Stand = { [S[1] -> R0[]] },
///   Everywhere = { [T[i] -> R1[]] : 0 <= i < 2; [S[i] -> R0[]] : 0 <= i < 2 }
///   =>  { [T[0] -> R1[]]; [S[0] -> R0[]] }
isl::union_set iterationsWithout(const LoopDirective &Loop,
                                 const isl::union_set &Everywhere,
                                 const isl::union_set &Stand);

} // namespace ompfix

#endif // OMPFIX_LEGALITY_LOOPSUPPORT_H
