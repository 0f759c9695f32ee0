//===- UnfollowedValues.cpp - Conflicts whatever some values are ----------===//

#include "check/UnfollowedValues.h"
#include "check/DefinedValues.h"
#include "maps/IslUtil.h"

#include <isl/map.h>

namespace ompfix {

namespace {

/// Whether \p Context relates parameter \p P to those of \p Others: its
/// projection on them is not the product of its projection on \p P and
/// its projection on \p Others.
///   [half, len] -> { : 2 * half <= len <= 2 * half + 1 }, P = half,
///   Others = {len}  =>  true
bool tiedTo(const isl::set &Context, const std::string &P,
            const std::set<std::string> &Others) {
  if (!islutil::involvesParameter(Context, P))
    return false;
  isl::set Both = Context;
  for (const std::string &Q : islutil::paramNames(Context))
    if (Q != P && !Others.count(Q))
      Both = Both.project_out_param(Q);
  isl::set OnlyP = Both, OnlyOthers = Both.project_out_param(P);
  for (const std::string &Q : Others)
    if (islutil::involvesParameter(OnlyP, Q))
      OnlyP = OnlyP.project_out_param(Q);
  return !Both.is_equal(OnlyP.intersect(OnlyOthers));
}

} // namespace

std::set<std::string> tiedThrough(const isl::set &Context,
                                  std::set<std::string> Parameters) {
  std::vector<std::string> Names = islutil::paramNames(Context);
  for (bool Grew = !Parameters.empty(); Grew;) {
    Grew = false;
    for (const std::string &P : Names)
      if (!Parameters.count(P) && tiedTo(Context, P, Parameters)) {
        Parameters.insert(P);
        Grew = true;
      }
  }
  return Parameters;
}

std::set<std::string> unfollowedParameters(const FunctionMaps &Maps) {
  const FunctionModel &Model = *Maps.Model;
  std::set<std::string> Unfollowed(Model.UnfollowedParameters.begin(),
                                   Model.UnfollowedParameters.end());
  for (size_t Before = 0; Before != Unfollowed.size();) {
    Before = Unfollowed.size();
    for (const DefinedParameter &D : Model.Definitions)
      for (const std::string &P : readParameters(Model, D.Value))
        if (Unfollowed.count(P)) {
          Unfollowed.insert(D.Name);
          break;
        }
    Unfollowed = tiedThrough(Maps.Context, Unfollowed);
  }
  return Unfollowed;
}

isl::union_map pairsWhatever(const isl::union_map &Pairs,
                             const isl::union_set &Accessing,
                             const isl::set &Context,
                             const std::set<std::string> &Unfollowed) {
  if (Unfollowed.empty())
    return Pairs;
  isl::union_map Kept = isl::union_map::empty(Pairs.ctx());
  for (const isl::map &M : islutil::maps(Pairs)) {
    bool Involves = false;
    for (const std::string &P : Unfollowed)
      Involves = Involves || islutil::involvesParameter(M, P);
    if (!Involves) {
      Kept = Kept.unite(M);
      continue;
    }
    // { [S[x] -> R[]] -> [T[y] -> R'[]] }: both access, no pair
    isl::set Missed =
        isl::manage(isl_map_from_domain_and_range(
                        Accessing.extract_set(M.domain().get_space()).release(),
                        Accessing.extract_set(M.range().get_space()).release()))
            .intersect_params(Context)
            .subtract(M)
            .wrap();
    // ... at some value of the unfollowed parameters
    for (const std::string &P : Unfollowed)
      if (islutil::involvesParameter(Missed, P))
        Missed = Missed.project_out_param(P);
    Kept = Kept.unite(M.subtract(Missed.unwrap()));
  }
  return Kept;
}

} // namespace ompfix
