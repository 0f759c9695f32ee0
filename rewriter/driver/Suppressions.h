//===- Suppressions.h - NOLINT comments, as clang-tidy reads them -*- C++ -*-===//
//
// A finding the user has judged benign is silenced in the source, with the
// comments clang-tidy reads:
//
//   #pragma omp parallel for  // NOLINT(ompfix-race)
//   // NOLINTNEXTLINE(ompfix-missing-*)
//   #pragma omp parallel for
//   // NOLINTBEGIN(ompfix-race)
//   ... every directive here ...
//   // NOLINTEND(ompfix-race)
//
// Without parentheses a comment silences every rule; inside them, names
// separated by commas, each a glob with `*` ("ompfix-*"); names of other
// tools' checks ("bugprone-*") silence nothing of ompfix's. A silenced
// finding is counted, never lost: the summary and the JSON report say so.
// No Clang here: the comments are read from the file's text.
//
//===----------------------------------------------------------------------===//

#ifndef OMPFIX_REWRITER_SUPPRESSIONS_H
#define OMPFIX_REWRITER_SUPPRESSIONS_H

#include "llvm/ADT/StringRef.h"

#include <string>
#include <vector>

namespace ompfix {

class Suppressions {
public:
  /// The NOLINT comments of \p Text, a whole file.
  explicit Suppressions(llvm::StringRef Text);

  /// Whether a finding of rule \p Rule ("ompfix-race") reported on line
  /// \p Line (from 1) is silenced.
  bool silences(unsigned Line, llvm::StringRef Rule) const;

  /// A NOLINTBEGIN without its NOLINTEND, or the reverse, which silences
  /// nothing: its line and "NOLINTEND(ompfix-race) without a NOLINTBEGIN".
  struct Problem {
    unsigned Line = 0;
    std::string Message;
  };
  const std::vector<Problem> &problems() const { return Problems; }

private:
  /// One comment: the lines it covers and its globs (empty: every rule).
  struct Range {
    unsigned First = 0, Last = 0;
    std::vector<std::string> Globs;
  };
  std::vector<Range> Ranges;
  std::vector<Problem> Problems;
};

/// Whether \p Name matches \p Glob, where `*` stands for any text:
///   "ompfix-*" matches "ompfix-race";  "ompfix-race" only itself.
bool globMatches(llvm::StringRef Glob, llvm::StringRef Name);

} // namespace ompfix

#endif // OMPFIX_REWRITER_SUPPRESSIONS_H
