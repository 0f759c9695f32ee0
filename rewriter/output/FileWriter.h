//===- FileWriter.h - Write rewritten sources without losing a file -*- C++ -*-===//
//
// `--fix` replaces several files at once, and no file may be lost or
// damaged whatever goes wrong: each file is written to a temporary file
// beside it and renamed over it (never half-written), with its mode and
// owner; a file with other hard links is rewritten in place so that every
// link sees the change; a file that changed since it was read, or that the
// user cannot write, is not touched; and either every file is replaced or
// none is (a failure part of the way restores those already replaced).
// No Clang here.
//
//===----------------------------------------------------------------------===//

#ifndef OMPFIX_REWRITER_FILEWRITER_H
#define OMPFIX_REWRITER_FILEWRITER_H

#include <string>
#include <vector>

namespace ompfix {

struct FileRewrite {
  /// The file to replace: its real path (a symbolic link's target, so that
  /// the link stays a link).
  std::string Path;
  /// How messages name it (as the user wrote it).
  std::string Shown;
  /// Its text when it was read, and the text to write.
  std::string Original, Rewritten;
};

/// Replaces every file of \p Rewrites, or none. Returns the empty string on
/// success, else a message that says what went wrong and which files, if
/// any, were left as they were.
std::string replaceAll(const std::vector<FileRewrite> &Rewrites);

/// Writes \p Content to \p Path through a temporary file and a rename
/// (for outputs such as --export-fixes). Returns an error message or "".
std::string writeFileAtomically(const std::string &Path,
                                const std::string &Content);

} // namespace ompfix

#endif // OMPFIX_REWRITER_FILEWRITER_H
