//===- Extents.h - Accesses outside an array's declared extent -*- C++ -*-===//
//
// An access whose cell leaves the extent its array is declared with
// (Variable::DeclaredCells) is undefined behaviour: `b[i][j - 1]` at
// `j = 0` reads the row before, `a[n]` of `double a[n]` reads past the
// end. No clause makes that right, so a directive whose code surely makes
// such an access is a violation (ViolationKind::OutOfBounds), whatever
// its data-sharing attributes.
//
//===----------------------------------------------------------------------===//

#ifndef OMPFIX_LEGALITY_EXTENTS_H
#define OMPFIX_LEGALITY_EXTENTS_H

#include <isl/cpp.h>

#include <vector>

namespace ompfix {

/// Of \p Accesses, { [S[x] -> R[]] -> v[c] } (or untagged), the instances
/// and cells outside \p Declared, v's declared cells, at parameter values
/// where v has cells at all (a variable-length dimension's size is
/// positive, as C asks of a declaration):
///   { [S[i, j] -> R2[]] -> b[i, j - 1] : 0 <= i < n and 0 <= j < m },
///   [m] -> { b[c0, c1] : 0 <= c1 < m }
///   =>  { [S[i, j] -> R2[]] -> b[i, -1] : 0 <= i < n and j = 0 and m >= 1 }
/// Only the maps (references) that leave the extent at every parameter
/// value where they run at all: `a[i]` over `0 <= i < n` of `int a[100]`,
/// outside only when n > 100, a size the program may never take, gives
/// nothing; `a[i + 1]` over `0 <= i < n` of `double a[n]` leaves it
/// whenever it runs. Accesses of other variables (another tuple), and
/// those of the whole variable (every cell of its space, { S[] -> v[o0] },
/// as the front end writes them), are left out.
/// With \p Points (parameter values where the function's definitions hold,
/// definedPoints), a map that leaves the extent at some values only is
/// decided at those points alone, where isl cannot say what a definition
/// implies (`j < nq` with `nq = n / m` puts `k < n - j` past column m - 1
/// wherever the loop runs, but n >= m * nq is no constraint): kept, at the
/// points where it runs, if it runs at one of them at least and leaves the
/// extent at each where it runs.
isl::union_map outsideExtent(const isl::union_map &Accesses,
                             const isl::set &Declared,
                             const std::vector<isl::set> &Points = {});

} // namespace ompfix

#endif // OMPFIX_LEGALITY_EXTENTS_H
