//===- Report.h - What ompfix reports per file and loop ------*- C++ -*-===//
//
// Plain data, filled by the tool from the verdicts and printed as the
// JSON report (docs/report.md). No Clang here. Verdicts, statuses, kinds,
// attributes and rules stay typed: output/ spells them.
//
//===----------------------------------------------------------------------===//

#ifndef OMPFIX_REWRITER_REPORT_H
#define OMPFIX_REWRITER_REPORT_H

#include "findings/Rules.h"
#include "ompfix/Verdict.h"
#include "rewrite/PragmaEdit.h"
#include "ompfix/UnknownReasons.h"

#include <optional>
#include <string>
#include <vector>

namespace ompfix {

struct AccessReport {
  unsigned Line = 0, Column = 0;
  std::string Text;
  bool Write = false;
  /// A worksharing loop's copying of the variable (JSON "copy": "copy-in",
  /// "copy-out", "combine"), placed at the loop's directive; Text names
  /// the variable.
  std::optional<LoopCopying::Action> Copy;
};

struct ViolationReport {
  std::string Variable;
  /// docs/report.md's race, flow, live-in, ...; none for a default(none)
  /// clause that wants clauses (JSON "default-none").
  std::optional<ViolationKind> Kind;
  /// Its rule (Rules.h): ompfix-missing-reduction, ...
  ompfix::Rule Rule = ompfix::Rule::Race;
  AccessReport Access;
  std::optional<AccessReport> Other;
  std::vector<std::string> Iterations;
  /// The parameter values of the witness, by the model's names (JSON
  /// "parameters": {"n": 2}); empty where the witness has none.
  std::vector<ompfix::ParameterValue> Parameters;
  /// Found only through over-approximated accesses (JSON "may": true).
  bool May = false;
  /// What silences it (JSON "suppressed": true): a NOLINT comment, or the
  /// configuration's DisabledRules.
  enum class Silence { None, Comment, Configuration } Suppressed = Silence::None;
  /// The error message that shows it ("data race on shared variable 'a'").
  std::string Message;
};

/// The memory an expansion costs (JSON "expansion"): a copy per thread
/// ("copies": "thread") of a number of bytes each, a C expression in the
/// function's values ("bytes_per_copy": "8 * m"); T copies for a team of
/// T threads.
struct ExpansionReport {
  /// "thread" or "iteration"; with "iteration", how many (with "thread",
  /// the team's threads).
  std::string Copies = "thread";
  std::string Count;
  std::string BytesPerCopy;
};

struct VariableReport {
  std::string Name;
  /// The attribute the variable has (JSON "declared"; Attribute::None
  /// under default(none), which gives it none).
  DeclaredAttribute Declared;
  /// The attribute it needs (JSON "required").
  VariablePlan Required;
  ompfix::Status Status = ompfix::Status::Ok;
  std::optional<ExpansionReport> Expansion;
};

struct LoopReport {
  unsigned Line = 0, Column = 0;
  std::string Directive;
  ompfix::Verdict Verdict = ompfix::Verdict::Unknown;
  /// Why the verdict is unknown: JSON "reason" and "reason_kind".
  UnknownReason Reason;
  std::vector<VariableReport> Variables;
  std::vector<ViolationReport> Violations;
  std::optional<std::string> FixedPragma;
  /// What the verdict rests on ("a and b do not overlap").
  std::vector<std::string> Assumes;
  /// The warnings of the directive (an unchecked directive, a redundant
  /// clause), each with its rule, as the text output says them (for
  /// SARIF).
  struct WarningReport {
    ompfix::Rule Rule;
    std::string Message;
  };
  std::vector<WarningReport> Warnings;
  /// The edits of the file that make the fix (for SARIF's fixes), and where
  /// the directive starts in the file (its offset).
  std::vector<TextEdit> Edits;
  unsigned Offset = 0;
};

struct FileReport {
  std::string File;
  std::vector<LoopReport> Loops;
};

} // namespace ompfix

#endif // OMPFIX_REWRITER_REPORT_H
