//===- UnknownReasons.h - Why a directive is unknown -------------*- C++ -*-===//
//
// The one table of the categories of `unknown` verdicts (JSON
// "reason_kind", docs/report.md). Every reason a directive is `unknown` is
// typed with its category where it is found (the front end, legality, the
// driver), and the category travels with it: a region unknown because of
// a loop inside it keeps the loop's category, so that a script can tally
// what stops ompfix without reading the prose.
//
//===----------------------------------------------------------------------===//

#ifndef OMPFIX_UNKNOWNREASONS_H
#define OMPFIX_UNKNOWNREASONS_H

#include "ompfix/DeviceProblems.h"
#include "ompfix/Tables.h"

#include <optional>
#include <string>
#include <utility>

namespace ompfix {

enum class UnknownKind {
  Call,
  Pointer,
  Member,
  Subscript,
  Bounds,
  Statement,
  Type,
  Construct,
  Clause,
  Device,
  Template,
  Cost,
  PossibleRace,
  CopyDiscarded,
  Assumption,
  Internal,
};

struct UnknownKindRow {
  UnknownKind Kind;
  /// The JSON spelling ("reason_kind").
  const char *Name;
  /// What the category covers, for docs/report.md and --help.
  const char *Meaning;
  /// A directive unknown for this reason only has findings that are
  /// warnings (a possible race, a discarded region copy): its witnesses
  /// say why, and no "cannot check" finding repeats it.
  bool SaidByWarnings = false;
};

/// In the order of the enumerators (checked below).
inline constexpr UnknownKindRow UnknownKinds[] = {
    {UnknownKind::Call, "call",
     "a call whose effects the model cannot see (no body in the file, a "
     "member or indirect call, a function holding directives)"},
    {UnknownKind::Pointer, "pointer",
     "memory reached through a pointer of unknown origin or value, an "
     "address taken, pointer arithmetic the model does not follow"},
    {UnknownKind::Member, "member",
     "a struct or class member the model cannot name as a variable"},
    {UnknownKind::Subscript, "subscript",
     "an access whose cells the model over-approximates where the verdict "
     "needs them exact (a subscript that may leave its row, a division of "
     "a negative value)"},
    {UnknownKind::Bounds, "bounds",
     "a loop whose bounds, step or form the model cannot express (not "
     "affine, not a canonical for loop)"},
    {UnknownKind::Statement, "statement",
     "a statement outside the model (goto, a statement expression, try, "
     "asm)"},
    {UnknownKind::Type, "type", "a variable of a type the model does not hold"},
    {UnknownKind::Construct, "construct",
     "an OpenMP construct, or a place of one, not modelled yet (tasks with "
     "dependences, conditions on the thread number, flags, nested regions)"},
    {UnknownKind::Clause, "clause",
     "an OpenMP clause not modelled yet (linear, a user-defined reduction, "
     "copyprivate of a pointer, ...)"},
    {UnknownKind::Device, "device",
     "data of a target construct that the function cannot see or keep "
     "current (a map made elsewhere, a target task with no taskwait)"},
    {UnknownKind::Template, "template",
     "a template the file never instantiates"},
    {UnknownKind::Cost, "cost", "the analysis would cost more than its budget"},
    {UnknownKind::PossibleRace, "possible-race",
     "a race that only over-approximated accesses show: possible, not "
     "certain",
     /*SaidByWarnings=*/true},
    {UnknownKind::CopyDiscarded, "copy-discarded",
     "a parallel region's private or firstprivate copy computes a value "
     "that the code after the region reads from the original variable "
     "instead (a warning, rule ompfix-region-copy-discarded)",
     /*SaidByWarnings=*/true},
    {UnknownKind::Assumption, "assumption",
     "the verdict would rest on an assumption the options turn off "
     "(--no-assume-disjoint)"},
    {UnknownKind::Internal, "internal",
     "an internal error of the analysis (a bug of ompfix: please report it)"},
};

static_assert(rowsInEnumeratorOrder(UnknownKinds),
              "UnknownKinds is in enumerator order");

inline const UnknownKindRow &row(UnknownKind K) {
  return UnknownKinds[static_cast<int>(K)];
}
inline const char *spelling(UnknownKind K) { return row(K).Name; }

/// What legality found that leaves a directive unknown, as a value:
/// legality holds no English, and rewriter/findings/UnknownWording words
/// each of these with UnknownReason::Subject. The front end's reasons come
/// worded (Worded: Text says it all).
enum class UnknownDetail {
  Worded,
  /// What the device checks found: UnknownReason::Device.
  Device,
  /// The directive's max-operations quota ran out.
  TooCostly,
  /// The quota of the function's model ran out; Subject: the function.
  ModelTooCostly,
  /// The analysis failed; Subject: what it threw.
  InternalError,
  /// The model could not be read; Subject: what the reader threw.
  MalformedModel,
  /// A loop's per-thread partial results in a variable (Subject) that is
  /// private to each thread of the region (or threadprivate), which the
  /// region does not combine.
  PartialResultInRegion,
  ThreadPrivatePartialResultInRegion,
  /// The same, in a threadprivate variable of a loop in no region:
  /// nothing in the function combines them.
  ThreadPrivatePartialResult,
  /// The same, of an orphaned loop: only the caller can combine them.
  OrphanedPartialResult,
  /// A distribute loop's variable (Subject) with a copy per team, which
  /// the loop does not use as the teams' reduction would.
  PerTeamCopy,
  /// An orphaned loop's variable (Subject) with a copy per thread of the
  /// caller's team, which fails a condition.
  CallerCopy,
  /// An orphaned loop's conflict on what a pointer parameter (Subject)
  /// points to, where a call of the file passes each thread its own
  /// pointer (Variable::GivenPerThread).
  PerThreadArgument,
  /// Loop transformations (Subject: LoopDirective::Regrouped) regroup
  /// iterations that are not independent.
  Regrouped,
  /// A finding where the model holds values between a loop's iterations
  /// (Subject: LoopDirective::ValuesBetweenIterations).
  ValuesBetweenIterations,
  /// A race on a variable (Subject) that only over-approximated accesses
  /// show.
  PossibleRace,
  /// A parallel region's copy of a variable (Subject) whose value the
  /// code after the region would read if it were sequential: that code
  /// reads the original (Witness::CopyDiscarded).
  RegionCopyDiscarded,
  /// An access through a thread's slice of a buffer (Subject: the
  /// variable) that may leave it.
  SliceOverrun,
};

/// Why a directive (or what stops it) is outside the model: its category
/// and the details the report shows ("call to 'f', which may access
/// memory"), worded (Text), or as a value for findings/ to word (Detail
/// and Subject). Empty when nothing is wrong.
struct UnknownReason {
  UnknownKind Kind = UnknownKind::Construct;
  std::string Text;
  UnknownDetail Detail = UnknownDetail::Worded;
  /// What Detail names: a variable's or a function's name, the front
  /// end's words for a construct, an exception's text.
  std::string Subject;
  /// UnknownDetail::Device: the copy or task, the problem and its data.
  std::optional<DeviceReason> Device;

  UnknownReason() = default;
  UnknownReason(UnknownKind K, std::string Details)
      : Kind(K), Text(std::move(Details)) {}
  UnknownReason(UnknownKind K, UnknownDetail D, std::string Of = "")
      : Kind(K), Detail(D), Subject(std::move(Of)) {}
  /// A device reason; \p FrontEndText: the front end's words, where the
  /// problem is DeviceProblem::CopyOutsideModel.
  UnknownReason(UnknownKind K, DeviceReason Found,
                std::string FrontEndText = "")
      : Kind(K), Text(std::move(FrontEndText)), Detail(UnknownDetail::Device),
        Device(std::move(Found)) {}

  bool empty() const { return Detail == UnknownDetail::Worded && Text.empty(); }
  /// The same worded reason said of an enclosing construct, of the same
  /// kind:
  ///   {Call, "call to 'f' ..."}.within("the loop at line 12: ")
  ///     == {Call, "the loop at line 12: call to 'f' ..."}
  UnknownReason within(const std::string &Where) const {
    return {Kind, Where + Text};
  }
  bool operator==(const UnknownReason &O) const {
    return Kind == O.Kind && Text == O.Text && Detail == O.Detail &&
           Subject == O.Subject && Device == O.Device;
  }
  bool operator!=(const UnknownReason &O) const { return !(*this == O); }
};

} // namespace ompfix

#endif // OMPFIX_UNKNOWNREASONS_H
