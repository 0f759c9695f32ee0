//===- RelationText.h - isl values from a model's text --------*- C++ -*-===//
//
// A FunctionModel holds its relations as isl text. isl's own reader turns
// every affine term into a piecewise expression and every comparison into
// set operations, which makes reading a model's texts most of the cost of
// building its relations (issue 15). The forms the extractor writes are
// read here instead, built from affine objects:
//
//   [p, ...] -> { T[x, ...] -> U[e, ...] : c }     one piece
//   [p, ...] -> { T[x, ...] : c }
//   [p, ...] -> { : c }
//
// where T's entries are distinct names, U's entries names (a dimension of
// its own) or expressions, e made of integers, names, + and -, products
// by an integer, floor(e / k) and (e mod k) with k a positive integer, and
// c of comparisons (=, <, <=, >, >=, chained as in 0 <= i < n), `and`,
// `or`, `true`, `false` and parentheses. Any other text (several pieces,
// `exists`, `!=`, ...) goes to isl's reader. Either way the value is the
// one isl's reader gives.
//
//===----------------------------------------------------------------------===//

#ifndef OMPFIX_LEGALITY_RELATIONTEXT_H
#define OMPFIX_LEGALITY_RELATIONTEXT_H

#include <isl/cpp.h>

#include <optional>
#include <string>

namespace ompfix {

/// The set \p Text denotes. Throws isl::exception_invalid where isl's
/// reader would.
isl::set readSet(isl::ctx Ctx, const std::string &Text);
/// The map \p Text denotes. Throws isl::exception_invalid where isl's
/// reader would.
isl::map readMap(isl::ctx Ctx, const std::string &Text);

/// The same, from the forms above only: none for any other text.
std::optional<isl::set> readSetDirectly(isl::ctx Ctx, const std::string &Text);
std::optional<isl::map> readMapDirectly(isl::ctx Ctx, const std::string &Text);

} // namespace ompfix

#endif // OMPFIX_LEGALITY_RELATIONTEXT_H
