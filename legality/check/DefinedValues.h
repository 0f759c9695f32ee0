//===- DefinedValues.h - Conflicts where defined values hold ---*- C++ -*-===//
//
// The front end gives a value that cannot change but that isl's
// constraints cannot say (`n * m`, `n / k`, `n % k`, `n << s`, `n & m`) a
// parameter of its own, with its definition (FunctionModel::Definitions):
// the model lets the parameter take any value. A conflict the model shows
// only where the parameter is not its definition's value does not happen
// in the program, so a conflict is certain only at parameter values where
// every definition it involves holds. No constraint says that either, but
// at concrete values of a definition's leaves its value is one number
// (`n = 7 and k = 2 and n_div_k = 3`): the conflicts are searched at small
// values of the leaves, the smallest first, each definition evaluated as C
// computes it (division truncating toward zero).
//
//===----------------------------------------------------------------------===//

#ifndef OMPFIX_LEGALITY_DEFINEDVALUES_H
#define OMPFIX_LEGALITY_DEFINEDVALUES_H

#include "ompfix/Model.h"

#include <isl/cpp.h>

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace ompfix {

/// The value of a parameter or of an affine text at the values being
/// tried; nullopt where it has none.
using LeafValue = std::function<std::optional<long>(const DefinedValue &Leaf)>;

/// \p V as C computes it, the value of each leaf (Parameter, Affine) from
/// \p Leaves; nullopt where C gives it no value: a division or remainder
/// by zero, a shift by a negative count or by 31 or more, a negative value
/// shifted left, an unsigned operation with a negative operand or result
/// (it would wrap), a value outside the range of a 32-bit int (or unsigned
/// int), or a leaf without a value.
///   (n / k) at n = -7, k = 2   =>  -3      (n % k) at n = -7, k = 2  =>  -1
///   (n << s) at n = -1, s = 1  =>  nullopt (1 << 31) at s = 31      => nullopt
std::optional<long> evaluateDefinedValue(const DefinedValue &V,
                                         const LeafValue &Leaves);

/// The definitions of \p Model that \p Pairs involve (read with the
/// model's context, which may equate a parameter with a defined one), with
/// those their values name (a product of a product), in the model's order.
std::vector<DefinedParameter> involvedDefinitions(const FunctionModel &Model,
                                                  const isl::union_map &Pairs);

/// Every parameter of \p Model that \p Value's leaves read, defined ones
/// included, in the order of the leaves:
///   (n_m * k) + 1  =>  n_m, k
std::vector<std::string> readParameters(const FunctionModel &Model,
                                        const DefinedValue &Value);

/// The parameters that \p Definitions' values read (Parameter leaves and
/// the parameters of Affine leaves) and that no definition of \p Model
/// defines: the values a search binds, in the model's order.
std::vector<std::string>
definitionLeaves(const FunctionModel &Model,
                 const std::vector<DefinedParameter> &Definitions);

/// The leaf values tried, in order: small ones first, the non-negative
/// before the negative of the same size (sizes are rarely negative).
const std::vector<long> &definitionLeafValues();

/// Of \p Pairs, those at the first values of the leaves (in the order of
/// definitionLeafValues, the largest of them smallest first) at which
/// every definition they involve has a value and its parameter is that
/// value; \p Pairs itself when they involve none; empty when no values
/// tried (at most \p MaxTries asked of isl) give a pair. Where the other
/// definitions of \p Model can hold too at small values of their own
/// leaves, the pairs kept are there (a witness shows every parameter).
///   n_div_k = (n / k), { [i] -> [j] : j = i + 1 and n_div_k = 3 and n = 7 }
///   =>  n = 7, k = 2, n_div_k = 3 (7 / 2 in C):
///       { [i] -> [j] : j = i + 1 and n = 7 and k = 2 and n_div_k = 3 }
isl::union_map atDefinedValues(const FunctionModel &Model,
                               const isl::union_map &Pairs,
                               unsigned MaxTries = 256);

/// Parameter values where \p Definitions hold, as C computes them: at
/// every tuple of their leaves' values from a ladder of small and large
/// values of both signs (0, 1, 2, 64, -1, 16, 4, 40, 3, 10, 25, -5, 5, 7,
/// -2, -16; fewer of them per leaf with more leaves, at most \p MaxPoints
/// tuples), each tuple where C gives every definition a value, as a set of
/// \p Model's parameters that binds the leaves and the definitions:
///   n_div_m = (n / m)  =>  [n, m, n_div_m] -> { : n = 0 and m = 1 and
///                          n_div_m = 0 }, { : n = 64 and m = 2 and ... }
std::vector<isl::set>
definedPoints(const FunctionModel &Model,
              const std::vector<DefinedParameter> &Definitions, isl::ctx Ctx,
              unsigned MaxPoints = 256);

/// \p Model's ParameterSpellings with the C text of each defined parameter
/// whose value is written over spelled parameters and constants alone (an
/// Affine leaf has no C text here): what a fix may write for it, as its
/// definition cannot change while the directive runs.
///   n_m = (n * m), spellings {n: "n", m: "m"}  =>  n_m: "(n * m)"
std::map<std::string, std::string>
spellingsWithDefinitions(const FunctionModel &Model);

} // namespace ompfix

#endif // OMPFIX_LEGALITY_DEFINEDVALUES_H
