//===- UnifiedDiff.h - The rewrite of a file as a unified diff -*- C++ -*-===//

#ifndef OMPFIX_REWRITER_UNIFIEDDIFF_H
#define OMPFIX_REWRITER_UNIFIEDDIFF_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"

#include <string>
#include <vector>

namespace ompfix {

/// One line of a diff between two texts: in both, only in the old one,
/// or only in the new one, with its index (from 0) on each side (where it
/// stands, or would stand, in the other).
struct DiffLine {
  enum KindT { Same, Removed, Added } Kind;
  size_t OldLine, NewLine;
};

/// The shortest edit script from \p Old to \p New (Myers), line by line.
std::vector<DiffLine> diffLines(const std::vector<llvm::StringRef> &Old,
                                const std::vector<llvm::StringRef> &New);

/// Prints the change from \p Before to \p After as a unified diff with
/// three lines of context, the file named `a/Path` and `b/Path` as git
/// names them; nothing when they are equal.
void printUnifiedDiff(llvm::raw_ostream &OS, const std::string &Path,
                      const std::string &Before, const std::string &After);

} // namespace ompfix

#endif // OMPFIX_REWRITER_UNIFIEDDIFF_H
