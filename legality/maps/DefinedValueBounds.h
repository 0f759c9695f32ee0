//===- DefinedValueBounds.h - Bounds from a value's operands --*- C++ -*-===//
//
// A parameter that stands for a value isl's constraints cannot say
// (`n_m` for `n * m`, FunctionModel::Definitions) may take any value in
// the model, also values that C never computes from its operands: with
// 0 <= k < m and j < n running, `b[k + n_m]` seemed to reach negative
// cells, and `a[i + n_m]` over i < n seemed to meet `a[j]`. Its operands
// still bound it, by their signs: n >= 1 and m >= 1 give n_m >= n and
// n_m >= m. Those bounds, one disjunct per case of the operands' signs,
// are linear, so the model can hold them where a statement's instances
// fix the signs.
//
//===----------------------------------------------------------------------===//

#ifndef OMPFIX_LEGALITY_DEFINEDVALUEBOUNDS_H
#define OMPFIX_LEGALITY_DEFINEDVALUEBOUNDS_H

#include "ompfix/Model.h"

#include <isl/cpp.h>

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace ompfix {

/// The parameter values where \p D's parameter is within the bounds its
/// operands give it, over \p Parameters (the model's), e.g. for
/// `p = n * m`:
///   [n, m, p] -> { : ((n = 0 or m = 0) and p = 0)
///                  or (n >= 1 and m >= 1 and p >= n and p >= m)
///                  or (n <= -1 and m <= -1 and p >= -n and p >= -m)
///                  or (n >= 1 and m <= -1 and p <= -n and p <= m)
///                  or (n <= -1 and m >= 1 and p <= n and p <= -m) }
/// Operators with bounds: `*`, `/` and `%` (truncating; a zero divisor
/// bounds nothing), `<<` and `>>` (by a shift that is not negative), `&`.
/// Operands are affine over the parameters (a parameter, a constant, an
/// affine leaf, their sums and multiples). nullopt for other operators or
/// operands, and for values of unsigned types (which wrap).
std::optional<isl::set>
definedValueBounds(isl::ctx Ctx, const DefinedParameter &D,
                   const std::vector<std::string> &Parameters);

/// Per defined parameter of a function that has bounds, its bounds
/// (definedValueBounds), computed once per function, in the model's order.
using DefinedBoundsTable = std::vector<std::pair<std::string, isl::set>>;
DefinedBoundsTable definedBoundsTable(isl::ctx Ctx, const FunctionModel &Model);

/// \p Domain within the \p Bounds of the definitions \p Involved names (and
/// of those their operands read), each where that adds at most one
/// disjunct to those it has: where the domain does not fix the operands'
/// signs, the cases would multiply the disjuncts of every relation built
/// from it.
isl::set withinDefinedValueBounds(isl::set Domain,
                                  const DefinedBoundsTable &Bounds,
                                  const std::vector<std::string> &Involved);

/// \p Instances within the \p Bounds of the defined values they read (their
/// constraints name), as withinDefinedValueBounds: statements' instances,
/// their accesses and a loop's iterations alike, so that the sets built
/// from them agree (n_m >= n where they fix n, m >= 1).
isl::set withinDefinedValueBounds(isl::set Instances,
                                  const DefinedBoundsTable &Bounds);

} // namespace ompfix

#endif // OMPFIX_LEGALITY_DEFINEDVALUEBOUNDS_H
