//===- DeviceProblems.h - What the device checks find -----------*- C++ -*-===//
//
// Legality checks that every copy a target construct makes in a device's
// memory is transparent, and that no target task races with host code
// (legality/device/DeviceData.cpp). What it finds is a value: the copy or
// the task (by their names in the source), the problem, and the lines and
// names that show it. rewriter/findings/DeviceWording words them.
//
//===----------------------------------------------------------------------===//

#ifndef OMPFIX_DEVICEPROBLEMS_H
#define OMPFIX_DEVICEPROBLEMS_H

#include <optional>
#include <string>
#include <tuple>

namespace ompfix {

/// How a variable's copy in a device's memory gets its value and gives it
/// back (OpenMP 5.2, "map clause" and the implicit data-mapping rules of
/// `target`): `map(to:)` copies the host's cells in when the copy is
/// made, `map(from:)` copies every mapped cell out when it is released,
/// `tofrom` both, `alloc` neither; a `firstprivate` (a scalar's default) or
/// `private` copy belongs to the target construct alone.
enum class DeviceTransfer { To, From, ToFrom, Alloc, FirstPrivate, Private };

/// A copy in a device's memory as the report names it: the parts of its
/// DeviceMapping, the variable by its source name.
struct NamedCopy {
  std::string Variable;  ///< The variable's name in the source: "a".
  std::string Directive; ///< The directive that makes it: "target data".
  unsigned Line = 0;     ///< The directive's line.
  DeviceTransfer Transfer = DeviceTransfer::ToFrom;
  /// The clause as written, "map(to: a[0:n])"; empty for the default one.
  std::string Clause;
  /// `declare target` data (Line: where the variable is declared).
  bool WholeProgram = false;
  /// The caller's copy of what a pointer the function is given points to.
  bool CallersPointer = false;

  bool operator==(const NamedCopy &O) const {
    return std::tie(Variable, Directive, Line, Transfer, Clause, WholeProgram,
                    CallersPointer) ==
           std::tie(O.Variable, O.Directive, O.Line, O.Transfer, O.Clause,
                    O.WholeProgram, O.CallersPointer);
  }
};

/// A target task (a target construct with `nowait`) as the report names
/// it: its directive, its line and the line of the `taskwait` that ends it.
struct NamedTask {
  std::string Directive; ///< "target teams distribute parallel for"
  unsigned Line = 0, WaitLine = 0;

  bool operator==(const NamedTask &O) const {
    return std::tie(Directive, Line, WaitLine) ==
           std::tie(O.Directive, O.Line, O.WaitLine);
  }
};

/// Why a copy is not transparent (the first condition of DeviceData.cpp
/// that fails), or a target task's race that leaves directives unknown.
enum class DeviceProblem {
  /// An access (Access) of the target code may touch cells the copy's
  /// clause does not map.
  UnmappedAccess,
  /// A value crosses between the memories while the copy lives, with no
  /// transfer that moves it (Crossing): host code writes what the target
  /// code reads, the target code writes what host code reads.
  HostWriteReadByDevice,
  DeviceWriteReadByHost,
  /// A `target update from` replaces what host code wrote with the
  /// device's value; a `target update to`, what the device wrote with the
  /// host's (Crossing).
  HostWriteReplacedByUpdateFrom,
  DeviceWriteReplacedByUpdateTo,
  /// The copy coming back at its end replaces what host code wrote
  /// (Crossing: the writer's line).
  HostWriteReplacedAtEnd,
  /// The target code may read a cell of a copy that `from` or `alloc`
  /// leaves undefined (Access: the first such read).
  UndefinedRead,
  /// A value the target code writes (Access: the first such write) never
  /// comes back, and code outside the copy reads it (StaleReadLine).
  LostWrite,
  /// A `from` copy brings back cells the target code may not write.
  UnwrittenCopyBack,
  /// The copy is outside the model: the front end's reason, in
  /// UnknownReason::Text (only said of the code after it, AfterCopy).
  CopyOutsideModel,
  /// Host code before a target task's `taskwait` may touch a variable
  /// (Access: its name and the host code's line) while the task does,
  /// where a witness would rest on accesses that may not happen.
  TaskMayRace,
  /// The host's memory after a target task depends on its race with host
  /// code.
  AfterTaskRace,
};

/// An access as a device reason quotes it: its source text (the
/// variable's name where the model has none) and its line.
struct QuotedAccess {
  std::string Text;
  unsigned Line = 0;

  bool operator==(const QuotedAccess &O) const {
    return Text == O.Text && Line == O.Line;
  }
};

/// The first flow of a value from one memory to the other: the lines of
/// its writer and reader (none where the model has no statement), the
/// buffer written (a name in the source) and, where an exchange of buffers
/// renamed it, the name it is read by (else empty).
struct DeviceCrossing {
  std::optional<unsigned> WriterLine, ReaderLine;
  std::string Written, ReadAs;

  bool operator==(const DeviceCrossing &O) const {
    return std::tie(WriterLine, ReaderLine, Written, ReadAs) ==
           std::tie(O.WriterLine, O.ReaderLine, O.Written, O.ReadAs);
  }
};

/// What the device checks found, for UnknownReason (UnknownDetail::Device):
/// the problem, the copy or task it is of, and the data that shows it.
struct DeviceReason {
  DeviceProblem Problem = DeviceProblem::UnmappedAccess;
  /// The copy (every problem but the tasks').
  NamedCopy Copy;
  /// The target task (TaskMayRace, AfterTaskRace).
  NamedTask Task;
  /// The access that shows the problem (see DeviceProblem).
  QuotedAccess Access;
  /// The crossing value (see DeviceProblem).
  DeviceCrossing Crossing;
  /// LostWrite: the line of the read that gets the value from before the
  /// target code; none where it is the caller's.
  std::optional<unsigned> StaleReadLine;
  /// Said of the code that may run after the copy: the host's memory there
  /// may differ from the sequential code's, for this reason.
  bool AfterCopy = false;

  bool operator==(const DeviceReason &O) const {
    return std::tie(Problem, Copy, Task, Access, Crossing, StaleReadLine,
                    AfterCopy) == std::tie(O.Problem, O.Copy, O.Task, O.Access,
                                           O.Crossing, O.StaleReadLine,
                                           O.AfterCopy);
  }
};

} // namespace ompfix

#endif // OMPFIX_DEVICEPROBLEMS_H
