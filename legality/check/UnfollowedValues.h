//===- UnfollowedValues.h - Conflicts whatever some values are -*- C++ -*-===//
//
// A parameter whose value the model does not follow (what a call it cannot
// see leaves in a variable, FunctionModel::UnfollowedParameters) may take
// any value in the model, which is sound; but a conflict the model shows
// only at some of its values may never happen: the program may never hold
// them (`offset` checked to be positive, then broadcast by `MPI_Bcast`).
// Such a conflict is certain only where it happens whatever those values
// are, wherever its two instances run (two iterations that each access a
// scalar conflict at every trip count that runs them both); else it is
// possible.
//
//===----------------------------------------------------------------------===//

#ifndef OMPFIX_LEGALITY_UNFOLLOWEDVALUES_H
#define OMPFIX_LEGALITY_UNFOLLOWEDVALUES_H

#include "maps/FunctionMaps.h"

#include <isl/cpp.h>

#include <set>
#include <string>

namespace ompfix {

/// \p Parameters with those that \p Context ties to them, to a fixed
/// point: a parameter whose values the context relates to theirs (its
/// projection on both is no product).
///   [half, len, n] -> { : 2 * half <= len <= 2 * half + 1 }, {len}
///   =>  {half, len}
std::set<std::string> tiedThrough(const isl::set &Context,
                                  std::set<std::string> Parameters);

/// The parameters whose values \p Maps' model does not follow: those it
/// lists, the definitions that read them (`n_m` of `n * m`), and those
/// the context ties to them (`half` equated with `len / 2`).
std::set<std::string> unfollowedParameters(const FunctionMaps &Maps);

/// Of \p Pairs, { [S[x] -> R[]] -> [T[y] -> R'[]] }, those that are pairs
/// at every value of the parameters \p Unfollowed (within \p Context) at
/// which both instances access (\p Accessing, { [S[x] -> R[]] }), the
/// other parameters and the instances fixed:
///   { [S[j] -> R1[]] -> [S[j'] -> R2[]] : j' = j + 1 and off = -1 },
///   off unfollowed, S[j] : 0 <= j < n        =>  { }
///   { [S[j] -> R1[]] -> [S[j'] -> R2[]] : j' > j }    =>  the same
isl::union_map pairsWhatever(const isl::union_map &Pairs,
                             const isl::union_set &Accessing,
                             const isl::set &Context,
                             const std::set<std::string> &Unfollowed);

} // namespace ompfix

#endif // OMPFIX_LEGALITY_UNFOLLOWEDVALUES_H
