//===- ForwardingEdits.h - The rewrite of a forwarded scalar ----*- C++ -*-===//
//
// Applies a ForwardPlan (ompfix/Plan.h) to the source: each read that gets
// the previous iteration's value computes it again there, and the value
// from before the loop, where the first iteration reads it, is kept in a
// variable of its own declared just before the directive:
//
//   double prev = 0.0;                double prev = 0.0;
//   #pragma omp parallel for          const double prev_entry = prev;
//   for (int i = 0; i < n; i++) {  => #pragma omp parallel for private(prev)
//     b[i] = a[i] - prev;             for (int i = 0; i < n; i++) {
//     prev = a[i];                      b[i] = a[i] - (i == 0 ? prev_entry : a[(i - 1)]);
//   }                                   prev = a[i];
//                                     }
//
// (The clause is the pragma editor's part.)
//
//===----------------------------------------------------------------------===//

#ifndef OMPFIX_REWRITER_FORWARDINGEDITS_H
#define OMPFIX_REWRITER_FORWARDINGEDITS_H

#include "frontend/ModelExtractor.h"
#include "rewrite/PragmaEdit.h"
#include "ompfix/Plan.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace ompfix {

/// The edits of the main file that forward variable \p Name of loop
/// \p Index of \p E as \p Plan says, and the recomputed value for the
/// report (\p Recomputed, e.g. "a[(i - 1)]"); none when the source cannot
/// be so rewritten (a macro, a directive that is not in a block).
/// \p Plans holds every forwarded scalar of the loop (by Variable::Id),
/// for the chains (ForwardPlan::Chained). \p NewShared gets the
/// variables the edits declare before the loop and its code reads (the
/// entry value, `prev_entry`), which `default(none)` wants named.
std::optional<std::vector<TextEdit>>
forwardingEdits(clang::ASTContext &Ctx, const ExtractedFunction &E,
                size_t Index, const std::string &Name, const ForwardPlan &Plan,
                const std::map<std::string, ForwardPlan> &Plans,
                std::string &Recomputed, std::vector<std::string> &NewShared);

} // namespace ompfix

#endif // OMPFIX_REWRITER_FORWARDINGEDITS_H
