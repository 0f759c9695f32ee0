//===- Tables.h - Vocabulary tables indexed by their enumerators -*- C++
//-*-===//
//
// ompfix keeps each vocabulary in one table, a row per enumerator in the
// enumerators' order (UnknownKinds, MissingBodies), so that a kind's row
// is found by its value. The order is checked at compile time.
//
//===----------------------------------------------------------------------===//

#ifndef OMPFIX_TABLES_H
#define OMPFIX_TABLES_H

#include <cstddef>

namespace ompfix {

/// Whether row K of \p Rows is enumerator K's (each row's `Kind`).
template <typename Row, std::size_t N>
constexpr bool rowsInEnumeratorOrder(const Row (&Rows)[N]) {
  for (std::size_t K = 0; K < N; ++K)
    if (static_cast<std::size_t>(Rows[K].Kind) != K)
      return false;
  return true;
}

} // namespace ompfix

#endif // OMPFIX_TABLES_H
