//===- Report.h - What ompfix reports per file and loop ------*- C++ -*-===//
//
// Plain data, filled by the tool from the verdicts and printed as DESIGN.md's
// JSON report. No Clang here.
//
//===----------------------------------------------------------------------===//

#ifndef OMPFIX_REWRITER_REPORT_H
#define OMPFIX_REWRITER_REPORT_H

#include "llvm/Support/raw_ostream.h"

#include <optional>
#include <string>
#include <vector>

namespace ompfix {

struct AccessReport {
  unsigned Line = 0, Column = 0;
  std::string Text;
  bool Write = false;
};

struct ViolationReport {
  /// Kind: DESIGN.md's race, flow, live-in, ...; Rule: its name among
  /// ompfix's rules (Rules.h), "ompfix-missing-reduction".
  std::string Variable, Kind, Rule;
  AccessReport Access;
  std::optional<AccessReport> Other;
  std::vector<std::string> Iterations;
  /// Found only through over-approximated accesses (JSON "may": true).
  bool May = false;
  /// Silenced by a NOLINT comment (JSON "suppressed": true).
  bool Suppressed = false;
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
  std::string Name, Declared, Required, Status;
  std::optional<ExpansionReport> Expansion;
};

struct LoopReport {
  unsigned Line = 0, Column = 0;
  std::string Directive, Verdict, Reason;
  std::vector<VariableReport> Variables;
  std::vector<ViolationReport> Violations;
  std::optional<std::string> FixedPragma;
  /// What the verdict rests on ("a and b do not overlap").
  std::vector<std::string> Assumes;
};

struct FileReport {
  std::string File;
  std::vector<LoopReport> Loops;
};

/// Prints DESIGN.md's JSON report.
void writeJson(llvm::raw_ostream &OS, const std::vector<FileReport> &Files);

} // namespace ompfix

#endif // OMPFIX_REWRITER_REPORT_H
