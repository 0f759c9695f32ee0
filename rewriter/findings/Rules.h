//===- Rules.h - The names of ompfix's findings ----------------*- C++ -*-===//
//
// One table: every kind of finding ompfix reports has a stable name, shown
// as clang-tidy shows its checks' (`error: data race on shared variable 'a'
// [ompfix-race]`), in the JSON report (`violations[].rule`), in SARIF, in
// `// NOLINT(ompfix-race)` and in the configuration's list of rules to
// turn off. docs/rules.md has a section per rule: what it means, a minimal
// example, the fix.
//
//===----------------------------------------------------------------------===//

#ifndef OMPFIX_REWRITER_RULES_H
#define OMPFIX_REWRITER_RULES_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <optional>

namespace ompfix {

enum class Rule {
  Race,
  PossibleRace,
  MissingReduction,
  MissingPrivate,
  CarriedScalar,
  SharedScratch,
  PrivateCarriesValue,
  PrivateReadBeforeWrite,
  FirstprivateOverwritten,
  PrivateNeededAfter,
  RegionCopyDiscarded,
  LastprivateNotLast,
  WrongReduction,
  OrderDependence,
  StaleData,
  PossibleStaleData,
  OutOfBounds,
  DefaultNone,
  RedundantClause,
  Unchecked,
};

/// How grave a diagnostic is: a finding's is its rule's (an error, or a
/// warning), the diagnostics around it remarks and notes. Spelled only
/// where it is printed (SARIF's level, clang's diagnostic levels).
enum class Severity { Error, Warning, Remark, Note };

struct RuleInfo {
  Rule Id;
  /// "ompfix-race": what users write in NOLINT(...) and configurations.
  const char *Name;
  /// One sentence, for SARIF's rule descriptions and `--list-rules`.
  const char *Summary;
  /// The severity of the rule's findings.
  Severity Level = Severity::Error;
  /// A warning that `--strict` (and clang-tidy's WarningsAsErrors) makes
  /// fail the check: the directive was not shown right.
  bool FailsWhenStrict = false;
};

/// Every rule, in the order of docs/rules.md.
llvm::ArrayRef<RuleInfo> allRules();
const RuleInfo &ruleInfo(Rule R);
/// The rule of a finding that only over-approximated accesses show (a
/// witness labelled possible) where the certain one would be \p Certain:
/// its possible form, a warning.
Rule possibleForm(Rule Certain);
/// The rule named \p Name ("ompfix-race"), if there is one.
std::optional<Rule> ruleNamed(llvm::StringRef Name);

} // namespace ompfix

#endif // OMPFIX_REWRITER_RULES_H
