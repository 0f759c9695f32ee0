//===- DeviceProblems.h - What the device checks find -----------*- C++ -*-===//
//
// Legality checks that every copy a target construct makes in a device's
// memory is transparent, and that no target task races with host code
// (legality/device/DeviceData.cpp). It names the copies and tasks by their
// parts in the source; rewriter/findings/DeviceWording words them.
//
//===----------------------------------------------------------------------===//

#ifndef OMPFIX_DEVICEPROBLEMS_H
#define OMPFIX_DEVICEPROBLEMS_H

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

} // namespace ompfix

#endif // OMPFIX_DEVICEPROBLEMS_H
