//===- CheckFile.h - Check the loop directives of one source file -*- C++ -*-===//
//
// The front end of the tool: a FrontendAction that parses one file, indexes
// its functions and loop directives (DirectiveIndex), extracts each
// function's model, checks it with legality/, and collects one LoopFindings
// per loop directive of the file, in source order. A directive that no
// checked function reaches is still reported, `unknown` with the reason.
//
//===----------------------------------------------------------------------===//

#ifndef OMPFIX_REWRITER_CHECKFILE_H
#define OMPFIX_REWRITER_CHECKFILE_H

#include "driver/Configuration.h"
#include "driver/ProjectDefinitions.h"
#include "findings/DirectiveFindings.h"
#include "rewrite/PragmaEdit.h"
#include "findings/Report.h"
#include "ompfix/Verdict.h"

#include "clang/Tooling/Tooling.h"

#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace ompfix {

/// What checking one file found.
struct CheckedFile {
  /// The file as clang opened it (its real path) and its text then.
  std::string RealPath, Original;
  FileReport Report;
  /// The edits of the file that apply every fixable loop's plan.
  std::vector<TextEdit> Edits;
  /// Where the directives that the edits rewrite start (offsets of
  /// Original).
  std::set<unsigned> RewrittenDirectives;
  /// Whether a finding fails the file; whether one that --strict makes
  /// fail does (an unknown loop, a possible finding).
  bool Failed = false, Unknown = false;
  /// Findings (errors and warnings) that NOLINT comments or the
  /// configuration silence.
  unsigned Silenced = 0;
  /// An unknown loop or a possible finding fails the file (--strict, or
  /// the configuration's Strict).
  bool Strict = false;
  /// The text output, as the compiler prints diagnostics, kept until the
  /// run knows what to show (--fix shows only what is still wrong): each
  /// loop's or region's findings with the offset of its directive (the
  /// keys of RewrittenDirectives), in source order, and what follows them.
  std::vector<std::pair<unsigned, std::string>> FindingTexts;
  std::string ClosingText;
  /// The headers that --header-filter names and that hold a directive,
  /// each checked as a file of its own (in the order of inclusion).
  std::vector<CheckedFile> Headers;
};

/// Options of a check run: what is checked (DirectiveFindings.h), and how
/// it is shown.
struct CheckOptions : FindingOptions {
  /// Print the diagnostics (false for the re-check after a rewrite).
  bool Diagnose = true;
  /// Show the compiler's own warnings (by default only its errors).
  bool ShowCompilerWarnings = false;
  /// Unknown loops fail the file.
  bool Strict = false;
  /// The file's configuration (.ompfix.yaml): its rules turned off.
  Configuration Configured;
  /// The main file's real text, where the compiler is given another of
  /// the same length (its rejected `default(none)` clauses blanked:
  /// FindingOptions::Blanked): shown, read and rewritten instead.
  std::optional<std::string> RealText;
  /// --header-filter: the headers (a regular expression on their paths)
  /// whose directives are checked too; "" for none.
  std::string HeaderFilter;
  /// --other-files=false: the definitions of called functions are not
  /// looked for in the compilation database's other files.
  bool ReadOtherFiles = true;
  /// The project's other files, where the definitions of the functions
  /// the file calls are looked for (ProjectDefinitions.h); no database
  /// for none.
  ProjectFiles Project;
};

/// Checks each file it is run on and keeps the result, keyed by the real
/// path of the main file.
class CheckFactory : public clang::tooling::FrontendActionFactory {
public:
  explicit CheckFactory(CheckOptions Options) : Options(Options) {}
  std::unique_ptr<clang::FrontendAction> create() override;

  /// Real path -> the result; a file that does not compile has none.
  std::map<std::string, CheckedFile> Results;

private:
  CheckOptions Options;
};

} // namespace ompfix

#endif // OMPFIX_REWRITER_CHECKFILE_H
