//===- IslUtil.h - isl operations the C++ bindings do not wrap -*- C++ -*-===//
//
// isl 0.25's C++ interface exports only part of the C API. The few C calls
// ompfix needs are wrapped here, each checked: a NULL result throws the
// isl::exception of the context's last error (the max-operations quota
// included), exactly as the bindings do.
//
//===----------------------------------------------------------------------===//

#ifndef OMPFIX_LEGALITY_ISLUTIL_H
#define OMPFIX_LEGALITY_ISLUTIL_H

#include <isl/cpp.h>

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace ompfix {
namespace islutil {

/// Whether the max-operations quota of \p Ctx is spent. isl reports some
/// failures under the quota as other errors (a string that cannot be parsed
/// is a "syntax error"): a small computation that needs one more operation
/// tells. Resets the context's error.
bool quotaExhausted(isl_ctx *Ctx);

/// Prepends [Lead, 0] and appends zeros so that the schedule has \p Length
/// output dimensions; a 2d+1 schedule stays one (textual positions even):
///   { S[i] -> [3, i, 1] }, Length 7, Lead 0  =>  { S[i] -> [0, 0, 3, i, 1, 0, 0] }
isl::map padSchedule(isl::map Schedule, unsigned Length, int Lead);

/// { A -> B : A is lexicographically after B in time }, with A timed by
/// \p Later and B by \p Earlier.
isl::union_map lexAfter(const isl::union_map &Later,
                        const isl::union_map &Earlier);

/// The transitive closure of \p Steps, or an over-approximation of it
/// where isl cannot compute it exactly:
///   { X[w] -> Y[w]; Y[w] -> X[w + 1] }
///     =>  { X[w] -> Y[w'] : w' >= w; X[w] -> X[w'] : w' > w;
///           Y[w] -> X[w'] : w' > w; Y[w] -> Y[w'] : w' > w }
isl::union_map transitiveClosure(const isl::union_map &Steps);

/// \p S with fewer pieces where isl can merge them, and where the merged set
/// is S: isl 0.25's coalesce loses points of some sets with a modulo and a
/// disjunction, e.g. { S[i] : i mod 2 = 0 or i < 2 }, so its result is
/// checked against S. Worth it for a set used many times: the conditions
/// on a statement's path split each of its relations by C's signs,
///   { S[] : (floor((8n) / 8) = n and n >= 0) or (-floor((-8n) / 8) = n and n < 0) }
/// =>  { S[] }
isl::set coalescedIfEqual(const isl::set &S);

/// Adds \p M to \p U in place: `U = U.unite(M)` copies U's whole table
/// each time, which makes a union built map by map quadratic. (So would a
/// map with fewer parameters than U: isl would align all of U to it.)
void addTo(isl::union_map &U, isl::map M);
void addTo(isl::union_set &U, isl::set S);

/// Number of input, output (set) dimensions of a map (set), from its space.
unsigned inDims(const isl::map &M);
unsigned outDims(const isl::map &M);
unsigned setDims(const isl::set &S);

/// The names of the parameters of \p S, in order.
std::vector<std::string> paramNames(const isl::set &S);
/// Whether \p M's constraints name parameter \p Name.
bool involvesParameter(const isl::map &M, const std::string &Name);
bool involvesParameter(const isl::set &S, const std::string &Name);

/// Moves the parameters of \p S in front of its set dimensions:
///   [n] -> { [i, j] : ... }  =>  { [n, i, j] : ... }
isl::set paramsToDims(isl::set S);

/// The coordinates of a point of a set without parameters.
std::vector<long> coordinates(const isl::point &P);

/// \p S with every set dimension at least \p Bound:
///   { [x, y] : x < y }, -2  =>  { [x, y] : -2 <= x < y }
isl::set lowerBoundAll(isl::set S, long Bound);

/// Whether dimension \p Pos of \p S is bounded below and above, where the
/// parameters may take any value that bounds it (as dimMin and dimMax
/// need): { [x] : 0 <= x < n } yes, { [x] : x >= 0 } no.
bool boundedDimension(const isl::set &S, unsigned Pos);

/// isl_set_dim_min / isl_set_dim_max.
isl::pw_aff dimMin(const isl::set &S, unsigned Pos);
isl::pw_aff dimMax(const isl::set &S, unsigned Pos);

/// \p Value as a C expression built by \p Build, each parameter written
/// as \p Spellings gives it (isl name -> C text); none when the expression
/// names a parameter that has no spelling:
///   [s_m] -> { [(s_m - 1)] }, {s_m: "s.m"}  =>  "s.m - 1"
std::optional<std::string>
cExpression(const isl::ast_build &Build, const isl::pw_aff &Value,
            const std::map<std::string, std::string> &Spellings);

/// The maps of a union map and the sets of a union set, as vectors (the
/// bindings' lists cannot be iterated with a range-for).
std::vector<isl::map> maps(const isl::union_map &U);
std::vector<isl::set> sets(const isl::union_set &U);

/// The maps of \p U that \p Keep accepts. Picking maps by their tuples is
/// free, where intersecting them with the very sets they were built on makes
/// isl carry every constraint twice through what follows:
///   { S1[i] -> a[i]; S2[i] -> b[i] }, range named "a"  =>  { S1[i] -> a[i] }
isl::union_map filterMaps(const isl::union_map &U,
                          const std::function<bool(const isl::map &)> &Keep);

/// The statement and the reference of the domain (or the range) of a
/// tagged map, read from its space alone (no projection, which costs as
/// much as the map has disjuncts):
///   { [S1[i] -> R4[]] -> [S2[j] -> R7[]] }  =>  {"S1", "R4"}, {"S2", "R7"}
/// An untagged tuple gives its name and no reference.
struct Tag {
  std::string Statement, Ref;
};
Tag domainTag(const isl::map &M);
Tag rangeTag(const isl::map &M);
/// The same of a set of tagged instances: { [S1[i] -> R4[]] } => {"S1", "R4"}
Tag setTag(const isl::set &S);

/// \p M, whose domain is a statement's instances, read from the tagged
/// instances of space \p TagSpace, { S[i] -> R[] }: its preimage by
/// { [S[i] -> R[]] -> S[i] } (no join, no parsing).
///   { S1[i] -> a[i + 1] }, { S1[i] -> R4[] }  =>  { [S1[i] -> R4[]] -> a[i + 1] }
isl::map throughTag(isl::map M, isl::space TagSpace);

/// Renames the tuple of a set.
isl::set setTupleName(isl::set S, const std::string &Name);

/// The tuple names of the domain and of the range of a map.
std::string domainTupleName(const isl::map &M);
std::string rangeTupleName(const isl::map &M);

/// The value of output dimension \p Pos where the map fixes it to one
/// integer (as a 2d+1 schedule does at its textual positions), else none.
std::optional<long> fixedOutput(const isl::map &M, unsigned Pos);

} // namespace islutil
} // namespace ompfix

#endif // OMPFIX_LEGALITY_ISLUTIL_H
