//===- WriteFixes.h - The rewrite: diff, replacements, files -*- C++ -*-===//
//
// What `--diff`, `--export-fixes` and `--fix` do with the edits of the
// checked files. No Clang here: the re-check is passed in.
//
//===----------------------------------------------------------------------===//

#ifndef OMPFIX_REWRITER_WRITEFIXES_H
#define OMPFIX_REWRITER_WRITEFIXES_H

#include "rewrite/PragmaEdit.h"
#include "findings/Report.h"

#include "llvm/Support/raw_ostream.h"

#include <functional>
#include <string>
#include <vector>

namespace ompfix {

/// The rewrite of one file.
struct FileChange {
  std::string Named;    ///< As the user named it.
  std::string RealPath; ///< What is rewritten.
  std::string Original, Rewritten;
  std::vector<TextEdit> Edits; ///< Of Original, giving Rewritten.
  /// The file's report: the findings whose fixes the edits are.
  FileReport Report;
};

/// Prints every change as a unified diff.
void printDiffs(llvm::raw_ostream &OS, const std::vector<FileChange> &Changes);

/// Writes the changes as clang-tidy's --export-fixes YAML (a diagnostic per
/// rewritten directive, with its rule, message and edits), which
/// clang-apply-replacements applies, to \p Path. Returns an error message,
/// or "".
std::string exportReplacements(const std::string &Path,
                               const std::vector<FileChange> &Changes);

/// Whether \p Path looks like a source file (--export-fixes must not
/// overwrite one: `--export-fixes a.c b.c` takes a.c as the output).
bool isSourcePath(const std::string &Path);

/// Replaces every file of \p Changes, or none, once \p Recheck accepts
/// every rewrite. Returns an error message, or "".
std::string applyChanges(
    const std::vector<FileChange> &Changes,
    const std::function<bool(size_t Index)> &Recheck);

} // namespace ompfix

#endif // OMPFIX_REWRITER_WRITEFIXES_H
