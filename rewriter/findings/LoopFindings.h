//===- LoopFindings.h - What ompfix says about one loop directive -*- C++ -*-===//
//
// Turns legality's verdict on one loop into what the user sees: the report
// entry (JSON), the compiler-style diagnostics with their fix-its, and the
// edits of the file that apply the plan. Diagnostics are kept as data until
// the whole file is checked: a directive in a template is checked once per
// instantiation and reported once.
//
//===----------------------------------------------------------------------===//

#ifndef OMPFIX_REWRITER_LOOPFINDINGS_H
#define OMPFIX_REWRITER_LOOPFINDINGS_H

#include "frontend/ModelExtractor.h"
#include "rewrite/PragmaEdit.h"
#include "findings/Report.h"
#include "findings/Rules.h"
#include "ompfix/Verdict.h"

#include "clang/Basic/Diagnostic.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace clang {
class ASTContext;
class OMPExecutableDirective;
class SourceManager;
}

namespace ompfix {

/// One diagnostic, its message written where it is made; a finding's
/// error or warning names its rule (Rules.h, whose severity it has), its
/// notes and remarks none.
struct PendingDiagnostic {
  Severity Level = Severity::Note;
  clang::SourceLocation Loc;
  std::string Message;
  std::vector<clang::FixItHint> Hints;
  std::optional<Rule> Of;
};

/// Everything ompfix says about one loop directive.
struct LoopFindings {
  LoopReport Report;
  /// False for a directive that gets no entry in the report, only
  /// diagnostics and edits (unreportedDefaultNone).
  bool Reported = true;
  /// Edits of the main file that apply the plan (empty when the directive
  /// cannot be rewritten: a violation, an unknown, a macro).
  std::vector<TextEdit> Edits;
  std::vector<PendingDiagnostic> Diagnostics;
  /// A finding the user must act on: a fix or a violation that a certain
  /// finding shows (possible ones are warnings), or code that does not
  /// compile as written (default(none) wanting clauses, whatever the
  /// verdict).
  bool failed() const {
    // (A fix or violation with no finding listed, or one an error shows.)
    bool Certain = Report.Violations.empty() ||
                   llvm::any_of(Report.Violations, [](const ViolationReport &V) {
                     return ruleInfo(V.Rule).Level == Severity::Error;
                   });
    return ((Report.Verdict == Verdict::Fixable ||
             Report.Verdict == Verdict::Violation) &&
            Certain) ||
           llvm::any_of(Report.Violations, [](const ViolationReport &V) {
             return V.Rule == Rule::DefaultNone;
           });
  }
  /// What `--strict` makes fail as well: an unknown verdict, a possible
  /// finding.
  bool failedWhenStrict() const {
    return Report.Verdict == Verdict::Unknown ||
           llvm::any_of(Report.Violations, [](const ViolationReport &V) {
             return ruleInfo(V.Rule).FailsWhenStrict;
           });
  }
  /// No rewrite after all (a finding silenced, template instantiations
  /// that disagree): the edits, the fixed pragma and the fix-its go, and
  /// where one was offered, a note at \p At says \p Why (if given).
  void withdrawRewrite(clang::SourceLocation At, const char *Why);
};

/// The `default(none)` clauses that clang rejected for variables without
/// a clause, and which the check therefore did not give clang (RunChecks.h
/// blanks them): the offset of each clause in the main file -> the
/// variables clang named, in its order.
using BlankedDefaultNone = std::map<unsigned, std::vector<std::string>>;

/// The findings of loop \p Index of \p E under \p V (\p Blanked: as
/// above).
LoopFindings describeLoop(clang::ASTContext &Ctx, const ExtractedFunction &E,
                          size_t Index, const LoopVerdict &V,
                          const BlankedDefaultNone &Blanked);

/// The findings of parallel region \p Index of \p E under \p V.
LoopFindings describeRegion(clang::ASTContext &Ctx,
                            const ExtractedFunction &E, size_t Index,
                            const RegionVerdict &V,
                            const BlankedDefaultNone &Blanked);

/// The findings of a `default(none)` clause at \p ClauseOffset that clang
/// rejected for \p Variables, on a directive that has no entry of its own
/// in the report (a `parallel` directive around loop directives, without
/// --check-regions): \p Candidate, the directive it may be written on.
/// Where the variables are shared without the clause (what the code
/// inside was checked with), the rewrite gives them `shared`; else the
/// finding says that ompfix gives them no clause.
LoopFindings unreportedDefaultNone(const clang::SourceManager &SM,
                                   const clang::OMPExecutableDirective *Candidate,
                                   unsigned ClauseOffset,
                                   const std::vector<std::string> &Variables);

/// The findings of a loop directive that was not checked: `unknown` with
/// \p Reason, and a warning at \p PragmaLoc.
LoopFindings uncheckedLoop(const clang::SourceManager &SM,
                           clang::SourceLocation PragmaLoc,
                           const std::string &Directive,
                           const UnknownReason &Reason);

} // namespace ompfix

#endif // OMPFIX_REWRITER_LOOPFINDINGS_H
