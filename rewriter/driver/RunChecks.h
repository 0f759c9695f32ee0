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

#include "driver/CheckFile.h"

#include "clang/Tooling/CompilationDatabase.h"

#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

namespace ompfix {

/// One input file: as the user named it, and its real path.
struct Input {
  std::string Named, Real;
};

/// The inputs of \p Files, each once; a file that cannot be read is
/// reported on standard error and counted in \p Unreadable.
std::vector<Input> readInputs(const std::vector<std::string> &Files,
                              unsigned &Unreadable);

/// Where each input's compiler arguments come from, as clang-tidy finds
/// them: the database of `-p`, or the arguments after `--`; with neither
/// (\p Search), the compile_commands.json in the file's directory or the
/// nearest parent that has one (its commands inferred for files it does
/// not list), and only without one \p Given (no arguments).
class Databases {
public:
  Databases(const clang::tooling::CompilationDatabase &Given, bool Search)
      : Given(Given), Search(Search) {}
  /// The database for \p In (safe to call from several threads).
  const clang::tooling::CompilationDatabase &of(const Input &In);

private:
  const clang::tooling::CompilationDatabase &Given;
  bool Search;
  std::mutex Lock;
  /// Per directory of an input: the database found for it, or null.
  std::map<std::string,
           std::shared_ptr<clang::tooling::CompilationDatabase>>
      Found;
};

/// What checking every input found.
struct CheckedInputs {
  /// Real path -> the file's result.
  std::map<std::string, CheckedFile> Results;
  /// Real paths of the inputs whose check crashed.
  std::set<std::string> Crashed;
  /// Real path -> the compiler's own diagnostics on the file (its errors,
  /// and its warnings with --show-compiler-warnings), as it prints them.
  std::map<std::string, std::string> CompilerText;
  /// Real path -> why a file that does not compile is not checked, where
  /// ompfix can say more than that ("default(none) wants a clause for
  /// 't' (line 4), ...").
  std::map<std::string, std::string> WhyNotChecked;
};

/// The options of each input (the command line's, and its configuration's
/// where the command line is silent).
using OptionsOf = std::function<CheckOptions(const Input &)>;

/// Checks \p Inputs, \p Jobs files at a time, calling \p Done (from one
/// thread at a time) as each file is done.
CheckedInputs checkInputs(Databases &Compilations,
                          const std::vector<Input> &Inputs,
                          const OptionsOf &Options, unsigned Jobs = 1,
                          const std::function<void(const Input &)> &Done = {});

/// Checks \p Rewritten, the new text of \p Checked's file (\p In, or a
/// header \p In includes), in memory: every loop whose directive the
/// rewrite changed (\p Checked's RewrittenDirectives) must now be
/// verified. Says on standard error what is not.
bool recheckRewrite(Databases &Compilations, const Input &In,
                    const CheckedFile &Checked, const std::string &Rewritten,
                    CheckOptions Options);

/// The header of \p Checked (CheckedFile::Headers) at \p RealPath, if
/// it was checked.
const CheckedFile *headerOf(const CheckedFile &Checked,
                            const std::string &RealPath);

} // namespace ompfix

#endif // OMPFIX_REWRITER_RUNCHECKS_H
