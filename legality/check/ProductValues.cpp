//===- ProductValues.cpp - Conflicts where products are products ----------===//

#include "check/ProductValues.h"

#include "maps/IslUtil.h"

#include <isl/map.h>
#include <isl/union_map.h>

#include <algorithm>
#include <regex>

namespace ompfix {

namespace {

/// Whether \p M's constraints name parameter \p Name.
bool involvesParameter(const isl::map &M, const std::string &Name) {
  int Pos = isl_map_find_dim_by_name(M.get(), isl_dim_param, Name.c_str());
  return Pos >= 0 &&
         isl_map_involves_dims(M.get(), isl_dim_param, Pos, 1) == isl_bool_true;
}

/// Whether isl text \p Text names \p Name as a whole word.
bool namesParameter(const std::string &Text, const std::string &Name) {
  return std::regex_search(Text, std::regex("(^|[^A-Za-z0-9_])" + Name +
                                            "($|[^A-Za-z0-9_])"));
}

/// The next tuple of \p Indices (each below \p Count) in the order of
/// their largest index, then lexicographically: (0,0) (0,1) (1,0) (1,1)
/// (0,2) (1,2) (2,0) (2,1) (2,2) (0,3) ...; false after the last.
bool nextTuple(std::vector<size_t> &Indices, size_t Count) {
  size_t Radius = *std::max_element(Indices.begin(), Indices.end());
  do {
    // The lexicographically next tuple of [0, Radius]^d; past the last,
    // the tuples of the next radius.
    size_t K = Indices.size();
    while (K > 0 && Indices[K - 1] == Radius)
      Indices[--K] = 0;
    if (K > 0)
      ++Indices[K - 1];
    else if (++Radius >= Count)
      return false;
  } while (*std::max_element(Indices.begin(), Indices.end()) != Radius);
  return true;
}

} // namespace

std::vector<FunctionModel::Product>
involvedProducts(const FunctionModel &Model, const isl::union_map &Pairs) {
  std::vector<bool> Involved(Model.Products.size(), false);
  std::vector<isl::map> Maps = islutil::maps(Pairs);
  for (size_t K = 0; K < Model.Products.size(); ++K)
    for (const isl::map &M : Maps)
      if (involvesParameter(M, Model.Products[K].Name))
        Involved[K] = true;
  // A product whose factor is a product pins that one too.
  for (bool Grew = true; Grew;) {
    Grew = false;
    for (size_t K = 0; K < Model.Products.size(); ++K)
      for (size_t J = 0; J < Model.Products.size(); ++J)
        if (Involved[K] && !Involved[J] &&
            (namesParameter(Model.Products[K].Left, Model.Products[J].Name) ||
             namesParameter(Model.Products[K].Right, Model.Products[J].Name)))
          Involved[J] = Grew = true;
  }
  std::vector<FunctionModel::Product> Result;
  for (size_t K = 0; K < Model.Products.size(); ++K)
    if (Involved[K])
      Result.push_back(Model.Products[K]);
  return Result;
}

const std::vector<long> &productFactorValues() {
  static const std::vector<long> Values = {0, 1, 2, -1, 3, 4, -2, 5, 6, 7, 8};
  return Values;
}

isl::union_map atProductValues(const FunctionModel &Model,
                               const isl::union_map &Pairs,
                               unsigned MaxTries) {
  if (Model.Products.empty() || Pairs.is_empty())
    return Pairs;
  std::vector<FunctionModel::Product> Products = involvedProducts(Model, Pairs);
  if (Products.empty())
    return Pairs;
  std::string Prefix = "[";
  for (size_t K = 0; K < Model.Parameters.size(); ++K)
    Prefix += (K ? ", " : "") + Model.Parameters[K];
  Prefix += "] -> { : ";
  // { [params] } where some pair is: each try asks it alone.
  isl::set WherePairs = isl::manage(isl_union_map_params(Pairs.copy()));
  const std::vector<long> &Values = productFactorValues();
  std::vector<size_t> Indices(2 * Products.size(), 0);
  for (unsigned Try = 0; Try < MaxTries; ++Try) {
    std::string Pin;
    for (size_t K = 0; K < Products.size(); ++K) {
      long L = Values[Indices[2 * K]], R = Values[Indices[2 * K + 1]];
      Pin += (K ? " and " : "") + ("(" + Products[K].Left + ") = " +
                                   std::to_string(L) + " and (" +
                                   Products[K].Right + ") = " +
                                   std::to_string(R) + " and " +
                                   Products[K].Name + " = " +
                                   std::to_string(L * R));
    }
    // { [params] : the factors' values, and each product theirs }
    isl::set Pinned(Pairs.ctx(), Prefix + Pin + " }");
    if (!WherePairs.intersect_params(Pinned).is_empty())
      return Pairs.intersect_params(Pinned);
    if (!nextTuple(Indices, Values.size()))
      break;
  }
  return isl::union_map::empty(Pairs.ctx());
}

} // namespace ompfix
