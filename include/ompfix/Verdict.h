//===- Verdict.h - What legality says about one loop directive -*- C++ -*-===//
//
// The result of checking one LoopDirective of a FunctionModel: the verdict,
// per variable the attribute it has and the one it needs, and witnesses of
// every condition that fails (docs/design/verdicts-and-plan.md).
//
//===----------------------------------------------------------------------===//

#ifndef OMPFIX_VERDICT_H
#define OMPFIX_VERDICT_H

#include "ompfix/Attributes.h"
#include "ompfix/Model.h"
#include "ompfix/Plan.h"

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace ompfix {

enum class Verdict { Verified, Fixable, Violation, Unknown };

/// How a variable's declared attribute compares with what it needs.
enum class Status {
  Ok,        ///< The declared attribute satisfies its condition.
  Missing,   ///< Implicitly shared, needs a clause.
  Wrong,     ///< An explicit or inherited attribute that does not hold.
  Redundant, ///< A clause on a variable the loop never accesses.
};

/// Why a condition fails (the JSON `kind` of docs/report.md).
enum class ViolationKind {
  Race,    ///< Condition 1: two iterations touch a cell, one writes.
  Flow,    ///< A read gets its value from another iteration.
  LiveIn,  ///< A private copy is read before it is written.
  LiveOut, ///< A private copy's value is needed after the loop.
  /// Accesses that exclude each other (atomic, critical) but whose result
  /// depends on the order the threads pass them: not one reduction
  /// operator's updates.
  Order,
  /// A value written in one memory (the device's copy, or the host's) and
  /// read in the other, which never gets it (no map clause or `target
  /// update` moves it there): the reader sees stale data.
  StaleData,
  /// Host code that runs while a target task (`nowait`) does, between its
  /// creation and its `taskwait`, and touches what the task touches: the
  /// task's code (where the device shares the host's memory) or its
  /// copies' transfers (where it has memory of its own), one a write.
  TargetTaskRace,
  /// An access whose cell leaves its array's declared extent
  /// (Variable::DeclaredCells): undefined behaviour, which no clause
  /// repairs. Its witness names the access and its instance alone.
  OutOfBounds,
};

/// Who performs an access of a witness, as a value (findings/ words it):
/// an iteration of a loop, a thread (or team) of a region, or the code the
/// device checks name.
struct Performer {
  enum class Kind {
    /// Nothing named: code outside the loop or region (the report says
    /// where), or an access whose iterations the witness omits.
    Unnamed,
    /// An iteration of the loop (Point).
    Iteration,
    /// Of a region: thread (or team, Team) Number; any other than the one
    /// of the first access; the one a construct fixes (Number and
    /// Construct: `masked filter(2)`); the one running a construct's block
    /// (Construct), a task, an iteration of a worksharing loop (Point).
    Unit,
    AnotherUnit,
    UnitOfConstruct,
    UnitRunningConstruct,
    UnitRunningTask,
    UnitRunningIteration,
    /// Of the device checks: the code of the target constructs, code
    /// before or after it, the function's caller, host code while the copy
    /// (Copy) lives, a target task (Task), host code before its
    /// `taskwait`.
    TargetCode,
    CodeBefore,
    CodeAfter,
    Caller,
    HostCode,
    TargetTask,
    HostBeforeTaskwait,
  };
  Kind Of = Kind::Unnamed;
  /// The iteration, as the model spells it: "i = 1, j = 0".
  std::string Point;
  /// A team of a league, where the region's code runs on teams.
  bool Team = false;
  long Number = 0;
  /// The front end's name of the construct: "single", "masked".
  std::string Construct;
  /// Where barriers cut a region: the phase both accesses are in, when a
  /// barrier comes before them (the first phase goes without saying: 0).
  unsigned Phase = 0;
  NamedCopy Copy;
  NamedTask Task;

  Performer() = default;
  explicit Performer(Kind K) : Of(K) {}
};

/// A parameter's value at a witness.
struct ParameterValue {
  std::string Name;
  long Value = 0;
  bool operator==(const ParameterValue &O) const {
    return Name == O.Name && Value == O.Value;
  }
};

/// What a worksharing loop's clause makes each thread of a region do with
/// the region's variable, where no access of the source does it: copy it
/// into its firstprivate copy at the loop's start, write its lastprivate
/// copy back at the last iteration, combine its reduction copy into it at
/// the loop's end.
struct LoopCopying {
  enum class Action { CopyIn, CopyOut, Combine };
  Action Of = Action::CopyIn;
  unsigned Loop = 0; ///< The loop's index in FunctionModel::Loops.
  bool operator==(const LoopCopying &O) const {
    return Of == O.Of && Loop == O.Loop;
  }
};

/// The two accesses of a witness, with who performs each: the iteration
/// of L (its iterators' values, e.g. "i = 1"), the thread of a region.

struct Witness {
  std::string Variable; ///< Variable::Id
  ViolationKind Kind = ViolationKind::Race;
  unsigned AccessRef = 0;
  Performer Access;
  /// Absent for a live-in or live-out witness with a source or sink outside
  /// the loop.
  std::optional<unsigned> OtherRef;
  Performer Other;
  /// Of a region's witness, where an access is a worksharing loop's
  /// copying of the variable, not the access AccessRef (OtherRef) names:
  /// that reference only places the copying among the loop's instances.
  std::optional<LoopCopying> AccessCopying, OtherCopying;
  /// The parameter values of the witness ({"n", 2}), by the model's names
  /// (a defined parameter's among them: FunctionModel::Definitions), in
  /// the order of the witness's space; empty if none.
  std::vector<ParameterValue> Parameters;
  /// An out-of-bounds witness: the cell the access touches, e.g. {0, -1}
  /// for `b[i][j - 1]` at i = 0, j = 0; empty when not found.
  std::vector<long> Cell;
  /// An out-of-bounds witness of a list item, not of an access: the
  /// section the variable's clause names (`reduction(+: c[60:8])` of
  /// `double c[64]`) holds Cell, which the array does not; the directive
  /// makes and combines copies of every cell of it.
  bool ListItem = false;
  /// Found only through accesses the model over-approximates (a subscript
  /// that is not affine, code that may not run): the failure is possible,
  /// not certain (docs/design/real-programs.md).
  bool Possible = false;
  /// Possible because the threads or iterations that conflict are those
  /// of a nested team, one thread where nested parallelism is not active
  /// (LoopDirective::NestedTeam).
  bool InNestedTeam = false;
  /// A live-out witness of a parallel region's own `private` or
  /// `firstprivate` copy: what a thread's copy computes does not reach the
  /// code after the region, which reads the original. A region is not a
  /// loop (its sequential elision is not always what the programmer
  /// means), so this is a warning, not a race (docs/design/regions.md).
  bool CopyDiscarded = false;
  /// Finding the iterations cost more than the witness's budget: only the
  /// access is named (Access and Other are Unnamed).
  bool IterationsOmitted = false;
};

struct VariableVerdict {
  std::string Variable; ///< Variable::Id
  DeclaredAttribute Declared;
  /// What the variable needs (the plan's entry for it).
  VariablePlan Required;
  Status State = Status::Ok;
  /// For a clause the user wrote that holds: a cheaper attribute that would
  /// hold too (the clause stays; the report says so).
  std::optional<Attribute> Cheaper;
};

/// What legality says about one directive: a loop directive (its
/// iterations), or a `parallel` region (its threads).
struct DirectiveVerdict {
  Verdict Result = Verdict::Unknown;
  UnknownReason Reason; ///< Why the verdict is unknown.
  std::vector<VariableVerdict> Variables;
  std::vector<Witness> Witnesses;
  /// A loop's variables that have a copy per thread of the enclosing region
  /// and that the loop only updates by one operator: each thread's partial
  /// result, right only if the region combines them (checked with it).
  std::vector<std::string> PartialResults;
  /// Pairs of variables (Variable::Id) that the verdict assumes never
  /// overlap (see overlapAssumptions): set for verified and fixable
  /// verdicts, which would not hold if they did; a violation's witness
  /// holds either way.
  std::vector<std::pair<std::string, std::string>> AssumedDisjoint;
  /// Variables (Variable::Id) whose device copy the verdict assumes the
  /// function's caller keeps current (DeviceMapping::CallerManaged): set
  /// for verified and fixable verdicts, like AssumedDisjoint.
  std::vector<std::string> AssumedCallerCopies;
  /// Array parameters (Variable::Id) whose reduction section is the extent
  /// their declaration spells (Variable::ParameterExtent), which C does
  /// not enforce: the verdict assumes the updates that the model
  /// over-approximates stay inside it (verified and fixable verdicts).
  std::vector<std::string> AssumedWithinExtent;
  /// The map clauses of the directive itself that make a copy stale
  /// (DeviceMapping) and the transfer that fixes each: the copy brings the
  /// device's values back, or the host's values in, where the dataflow
  /// needs them. Their finding is among Witnesses (ViolationKind::StaleData).
  struct MapFix {
    std::string Variable; ///< Variable::Id
    DeviceTransfer Transfer = DeviceTransfer::ToFrom;
    std::string Item; ///< DeviceMapping::Item
  };
  std::vector<MapFix> MapFixes;
};
using LoopVerdict = DirectiveVerdict;
/// A region's variables are those its code accesses, with the attribute
/// the `parallel` directive gives them; its witnesses name threads
/// (Performer::Unit, AnotherUnit, ...) where a loop's name iterations.
using RegionVerdict = DirectiveVerdict;

/// Limits of the isl computations for one function.
struct Budget {
  /// isl's max-operations quota for deciding each loop (and for the
  /// function's dataflow); 0 means no limit.
  unsigned long MaxOperations = 2000000;
  /// The quota for picking each witness once the verdict is known (unset:
  /// MaxOperations). Past it, a plainer witness (any point instead of the
  /// smallest, no search for the write a read sees) is picked under
  /// PlainWitnessMaxOperations (unset: MaxOperations); past that, the
  /// witness names an access alone, without iterations
  /// (Witness::IterationsOmitted): the verdict never waits on its witness.
  std::optional<unsigned long> WitnessMaxOperations;
  std::optional<unsigned long> PlainWitnessMaxOperations;
  /// Building the function's model (parsing, tagging, the schedule) costs
  /// in proportion to its statements: it gets a quota of its own, this many
  /// operations per statement (at least MaxOperations; none when
  /// MaxOperations is 0). Past it, every loop of the function is unknown.
  unsigned long ModelOperationsPerStatement = 20000;
  /// Whether the plan may forward a carried scalar (ForwardPlan).
  bool Forwarding = true;
  /// Whether the plan may expand memory reached through a pointer
  /// (ExpandPlan).
  bool Expansion = true;
};



/// The pairs of shared variables that the code of \p Statements touches,
/// one of them writing, and that only the assumption of
/// docs/design/real-programs.md ("Memory") keeps apart: both Variable::MayOverlap, or one of them and a
/// global, with cells of the same type. \p Attributes are the directive's:
/// a variable it gives a copy of (private, reduction, ...) is no shared
/// memory. E.g. `b[i] = a[i]` with pointer parameters `a` and `b` gives
/// {("a", "b")}; with `double *restrict b`, or `int *b`, nothing. A
/// variable whose rows may overlap (Variable::RowsMayOverlap) and that the
/// code writes pairs with itself: `a[i][j] = 0` with `double **a` gives
/// {("a", "a")}, its rows not overlapping.
std::vector<std::pair<std::string, std::string>>
overlapAssumptions(const FunctionModel &Model,
                   const std::vector<std::string> &Statements,
                   const std::vector<DeclaredAttribute> &Attributes = {});

/// Checks the races of every parallel region of \p Model (one verdict per
/// Model.Regions entry, in order): verified, violation, or unknown.
std::vector<RegionVerdict> checkRegions(const FunctionModel &Model,
                                        const Budget &Limits = Budget());

/// The verdicts of every loop directive and every region of \p Model, from
/// one build of the function's relations.
struct FunctionVerdicts {
  std::vector<LoopVerdict> Loops;
  std::vector<RegionVerdict> Regions;
};
FunctionVerdicts checkLoopsAndRegions(const FunctionModel &Model,
                                      const Budget &Limits = Budget());

/// Checks every loop directive of \p Model. The result has one LoopVerdict
/// per Model.Loops entry, in the same order. Never throws: isl errors,
/// a quota overrun included, become `unknown` verdicts.
std::vector<LoopVerdict> checkFunction(const FunctionModel &Model,
                                       const Budget &Limits = Budget());

const char *spelling(Verdict V);
const char *spelling(Status S);
const char *spelling(ViolationKind K);
const char *spelling(DeviceTransfer T);
/// JSON's "copy-in", "copy-out", "combine".
const char *spelling(LoopCopying::Action A);

} // namespace ompfix

#endif // OMPFIX_VERDICT_H
