//===- ExpansionEdits.h - The rewrite of expanded memory --------*- C++ -*-===//
//
// Applies an ExpandPlan (ompfix/Plan.h) to the source: a buffer with a
// slice per thread is allocated before the directive and freed after its
// loop, and in the loop's body the pointer names the running thread's slice
// (the form the model reads as a thread's own array, Variable::SliceCells):
//
//   double *t = malloc(...);           double *t = malloc(...);
//   #pragma omp parallel for           double *const t_slices = (double *)malloc(
//   for (int i = 0; i < n; i++) {  =>      sizeof(double) * (size_t)omp_get_max_threads() * (m));
//     for (j...) t[j] = ...;           #pragma omp parallel for
//     ... t[j] ...                     for (int i = 0; i < n; i++) {
//   }                                    double *const t = t_slices + (size_t)omp_get_thread_num() * (m);
//                                        for (j...) t[j] = ...;
//                                        ... t[j] ...
//                                      }
//                                      free(t_slices);
//
// With ExpandPlan::CopyBack, the original is kept in `t_shared` and the
// last iteration ends with `if (i == n - 1) memcpy(t_shared + lo, t + lo,
// ...)`. With a copy per iteration (ExpandPlan::Copies::Iteration), each
// iteration names its own copy and sets a flag where it writes a cell, and
// a loop after L takes each cell from the last copy that wrote it
// (iterationCopyEdits shows the code). The headers the new calls need are
// included where the file has not declared them.
//
//===----------------------------------------------------------------------===//

#ifndef OMPFIX_REWRITER_EXPANSIONEDITS_H
#define OMPFIX_REWRITER_EXPANSIONEDITS_H

#include "frontend/ModelExtractor.h"
#include "rewrite/PragmaEdit.h"
#include "ompfix/Plan.h"

#include <optional>
#include <string>
#include <vector>

namespace ompfix {

/// The rewrite of one expanded variable.
struct ExpansionEdits {
  std::vector<TextEdit> Edits;
  /// The new variables the loop names (for `shared` under `default(none)`).
  std::vector<std::string> NewShared;
};

/// The edits of the main file that expand variable \p Id of loop \p Index
/// of \p E as \p Plan says; none when the source cannot be so rewritten (a
/// macro, a loop body that is not a block, the memory reached through
/// more than one name, a `num_threads` clause, ...), \p Refusal then
/// saying why ("the loop's body is not a block").
std::optional<ExpansionEdits> expansionEdits(clang::ASTContext &Ctx,
                                             const ExtractedFunction &E,
                                             size_t Index,
                                             const std::string &Id,
                                             const ExpandPlan &Plan,
                                             std::string &Refusal);

/// For compilers that compile `lastprivate(conditional:)` wrongly (clang
/// before 22, in C): the edits that give scalar \p Id of loop \p Index of
/// \p E, which needs that clause, a copy and a flag per iteration instead,
/// and after the loop the value of the last iteration that wrote it (each
/// iteration declares its own x, so the loop needs no clause for it):
///
///   #pragma omp parallel for              double *const x_copies = (double *)malloc(...n);
///   for (int i = 0; i < n; i++) {         unsigned char *const x_written = ...calloc(...n, 1);
///     if (a[i] > 0)                       #pragma omp parallel for
///       x = a[i];                    =>   for (int i = 0; i < n; i++) {
///   }                                       double x;
///                                           if (a[i] > 0)
///                                             x = a[i], x_written[i] = 1, x_copies[i] = x;
///                                         }
///                                         for (long x_copy = 0; x_copy < n; x_copy++)
///                                           if (x_written[x_copy])
///                                             x = x_copies[x_copy];
///                                         free(x_written); free(x_copies);
///
/// Accepted: a loop counting up by 1 (no collapse) with a block for body,
/// a scalar local to the function written only by statements that are one
/// assignment (or ++, --) of it. None otherwise, \p Refusal saying why.
std::optional<ExpansionEdits>
conditionalCopyEdits(clang::ASTContext &Ctx, const ExtractedFunction &E,
                     size_t Index, const std::string &Id,
                     std::string &Refusal);

} // namespace ompfix

#endif // OMPFIX_REWRITER_EXPANSIONEDITS_H
