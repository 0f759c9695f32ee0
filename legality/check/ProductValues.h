//===- ProductValues.h - Conflicts where products are products -*- C++ -*-===//
//
// The front end gives a product of two values that cannot change (`n * m`)
// a parameter of its own (FunctionModel::Products), since isl's constraints
// cannot say p = n * m: the model lets p take any value. A conflict that the
// model shows only where p is not n * m does not happen in the program, so a
// conflict is certain only at parameter values where every product it
// involves is the product of its factors. No constraint says that either,
// but at concrete factors it is one (`n = 2 and m = 3 and p = 6`): the
// conflicts are searched at small values of the factors, the smallest first.
//
//===----------------------------------------------------------------------===//

#ifndef OMPFIX_LEGALITY_PRODUCTVALUES_H
#define OMPFIX_LEGALITY_PRODUCTVALUES_H

#include "ompfix/Model.h"

#include <isl/cpp.h>

#include <string>
#include <vector>

namespace ompfix {

/// The products of \p Model that \p Pairs involve, with those their factors
/// name (a product of a product), in the model's order.
std::vector<FunctionModel::Product>
involvedProducts(const FunctionModel &Model, const isl::union_map &Pairs);

/// The factor values tried, in order: small ones first, the non-negative
/// before the negative of the same size (sizes are rarely negative).
const std::vector<long> &productFactorValues();

/// Of \p Pairs, those at the first parameter values, in the order of
/// productFactorValues, at which every product they involve is the
/// product of its factors; \p Pairs itself when they involve none; empty
/// when no values tried (at most \p MaxTries) give a pair.
///   p = n * m, { [i] -> [j] : j = i + 1 and p = n + 1 }
///   =>  n = 1, m = 2, p = 2:  { [i] -> [j] : j = i + 1 and p = 2 and n = 1
///                                            and m = 2 }
isl::union_map atProductValues(const FunctionModel &Model,
                               const isl::union_map &Pairs,
                               unsigned MaxTries = 64);

} // namespace ompfix

#endif // OMPFIX_LEGALITY_PRODUCTVALUES_H
