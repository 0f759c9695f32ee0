//===- TruncatingDivision.h - C's / and % in isl text -----------*- C++ -*-===//
//
// C's `x / d` and `x % d` (d > 0) round toward zero; isl's `floor(x / d)`
// and `x mod d` round down. They agree where x >= 0. The extractor writes
// every division in isl's form and notes its dividend; before the model is
// handed on, each text that may hold one is split by the dividends' signs,
// so that every piece is exact:
//
//   { S[i] : 0 <= i <= floor((n) / 4) }            dividend n, divisor 4
//   =>
//   { S[i] : (0 <= i <= floor((n) / 4)) and ((n) >= 0);
//     S[i] : (0 <= i <= (-floor((-(n)) / 4))) and ((n) < 0) }
//
// No Clang here: the texts are isl's.
//
//===----------------------------------------------------------------------===//

#ifndef OMPFIX_TRUNCATINGDIVISION_H
#define OMPFIX_TRUNCATINGDIVISION_H

#include <optional>
#include <string>
#include <vector>

namespace ompfix {
namespace extract {

/// A division `Dividend / Divisor` (or `%`) of C, Divisor > 0, whose
/// dividend may be negative.
struct Division {
  std::string Dividend; ///< isl text, e.g. "(it0) - (n)"
  long Divisor = 1;
  /// For an unsigned dividend, 2^w of its type ("4294967296"): a negative
  /// value of the model's is one C wrapped, x + 2^w, which the division
  /// then rounds down. Empty for a signed one, which C rounds toward zero.
  std::string Modulus;
};

/// The isl text the extractor writes for C's `x / d`: floor((x) / d).
std::string flooredQuotient(const Division &D);
/// The isl text the extractor writes for C's `x % d`: ((x) mod d).
std::string flooredRemainder(const Division &D);
/// The condition under which isl's forms are not C's: (x) < 0.
std::string negativeDividend(const Division &D);

/// \p Text, an isl set or map with one piece ("{ S[i] -> a[...] : ... }" or
/// without constraints), as the union of pieces, one per sign of each of
/// \p Divisions' dividends, in which the quotients and remainders of the
/// negative ones round toward zero. \p Divisions lists inner divisions
/// before the ones that contain them (the order the extractor meets them).
/// Nullopt if \p Text is not of that form.
std::optional<std::string>
truncatingDivisions(const std::string &Text,
                    const std::vector<Division> &Divisions);

/// \p Constraint (isl text over variables and parameters) as a disjunction
/// by the signs of \p Divisions' dividends, exact for each:
///   i <= floor((n) / 4)
///   => (((i <= floor((n) / 4)) and ((n) >= 0)) or
///       ((i <= (-floor((-(n)) / 4))) and ((n) < 0)))
std::string truncatingConstraint(const std::string &Constraint,
                                 const std::vector<Division> &Divisions);

} // namespace extract
} // namespace ompfix

#endif
