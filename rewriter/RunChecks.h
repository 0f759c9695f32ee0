//===- RunChecks.h - Check the input files, each once, safely -*- C++ -*-===//
//
// The tool's inputs as the user named them and as they really are (a file
// named twice, or through a link, is checked once); each is checked on a
// thread with a large stack under crash recovery (CheckFile.h), and the
// rewritten text of some can be checked again in memory before anything is
// written.
//
//===----------------------------------------------------------------------===//

#ifndef OMPFIX_REWRITER_RUNCHECKS_H
#define OMPFIX_REWRITER_RUNCHECKS_H

#include "CheckFile.h"

#include "clang/Tooling/CompilationDatabase.h"

#include <map>
#include <string>
#include <vector>

namespace ompfix {

/// One input file: as the user named it, and its real path.
struct Input {
  std::string Named, Real;
};

/// The inputs of \p Files, each once; a file that cannot be read is
/// reported on standard error and sets \p Unreadable.
std::vector<Input> readInputs(const std::vector<std::string> &Files,
                              bool &Unreadable);

/// What checking every input found.
struct CheckedInputs {
  /// Real path -> the file's result.
  std::map<std::string, CheckedFile> Results;
  /// Real paths of the inputs whose check crashed.
  std::set<std::string> Crashed;
};

CheckedInputs checkInputs(const clang::tooling::CompilationDatabase &Compilations,
                          const std::vector<Input> &Inputs,
                          const CheckOptions &Options);

/// Checks \p Rewritten, the new text of \p In, in memory: every loop whose
/// directive the rewrite changed (\p Checked's RewrittenLines) must now be
/// verified. Says on standard error what is not.
bool recheckRewrite(const clang::tooling::CompilationDatabase &Compilations,
                    const Input &In, const CheckedFile &Checked,
                    const std::string &Rewritten, CheckOptions Options);

} // namespace ompfix

#endif // OMPFIX_REWRITER_RUNCHECKS_H
