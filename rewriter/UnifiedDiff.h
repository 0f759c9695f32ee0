//===- UnifiedDiff.h - The rewrite of a file as a unified diff -*- C++ -*-===//

#ifndef OMPFIX_REWRITER_UNIFIEDDIFF_H
#define OMPFIX_REWRITER_UNIFIEDDIFF_H

#include "llvm/Support/raw_ostream.h"

#include <string>

namespace ompfix {

/// Prints the change from \p Before to \p After, two texts with the same
/// number of lines (the edits of directives never add or remove a line
/// break), as a unified diff with three lines of context.
void printUnifiedDiff(llvm::raw_ostream &OS, const std::string &Path,
                      const std::string &Before, const std::string &After);

} // namespace ompfix

#endif // OMPFIX_REWRITER_UNIFIEDDIFF_H
