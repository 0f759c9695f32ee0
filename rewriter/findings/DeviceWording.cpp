//===- DeviceWording.cpp - The words of the device checks' findings -------===//

#include "findings/DeviceWording.h"

#include "ompfix/Verdict.h"

#include <optional>

namespace ompfix {

namespace {

/// "'x'": a name or source text as the report quotes it.
std::string quoted(const std::string &Name) { return "'" + Name + "'"; }

/// "line 12"; nothing where the model has no line.
std::string line(std::optional<unsigned> Line) {
  return Line ? "line " + std::to_string(*Line) : "";
}

/// "'#pragma omp target data' (line 3)": the directive that makes \p C.
std::string directiveOf(const NamedCopy &C) {
  return "'#pragma omp " + C.Directive + "' (" + line(C.Line) + ")";
}

/// "'a[i]' (line 5)".
std::string accessText(const QuotedAccess &A) {
  return quoted(A.Text) + " (" + line(A.Line) + ")";
}

/// The words of a value that crosses between the memories (\p X): the
/// writer's side, then the reader's. \p Host is the host code's name.
std::string crossingWording(DeviceProblem Problem, const DeviceCrossing &X,
                            const std::string &Host) {
  std::string Written = quoted(X.Written) + " (" + line(X.WriterLine) + ")";
  std::string ReadAs = X.ReadAs.empty() ? "" : " as " + quoted(X.ReadAs);
  std::string ReaderLine = " (" + line(X.ReaderLine) + ")";
  switch (Problem) {
  case DeviceProblem::HostWriteReadByDevice:
    return Host + " writes " + Written + ", and the target code reads it" +
           ReadAs + ReaderLine + " with no 'target update to' between";
  case DeviceProblem::DeviceWriteReadByHost:
    return "the target code writes " + Written + ", and " + Host + " reads it" +
           ReadAs + ReaderLine + " with no 'target update from' between";
  case DeviceProblem::HostWriteReplacedByUpdateFrom:
    return Host + " writes " + Written + ", and 'target update from'" +
           ReaderLine + " replaces it with the device's value";
  case DeviceProblem::DeviceWriteReplacedByUpdateTo:
    return "the target code writes " + Written + ", and 'target update to'" +
           ReaderLine + " replaces it with the host's value";
  default: // HostWriteReplacedAtEnd
    return Host + " writes " + Written +
           ", and the copy that comes back at its end replaces it";
  }
}

/// Why a value the target code writes (\p R.Access) never reaches the
/// read that needs it.
std::string lostWriteWording(const DeviceReason &R) {
  const NamedCopy &C = R.Copy;
  std::string Keeps =
      (R.StaleReadLine ? "the read at " + line(R.StaleReadLine)
                       : std::string("the caller")) +
      " gets the value from before the target code, not the one it wrote";
  std::string Write = accessText(R.Access);
  if (C.Transfer == DeviceTransfer::To)
    return copyMaker(C) + " does not copy " + quoted(C.Variable) +
           " back to the host: the target code writes " + Write + ", and " +
           Keeps;
  if (C.Transfer == DeviceTransfer::Alloc)
    return copyMaker(C) +
           " never goes back to the host: the target code writes " + Write +
           ", and " + Keeps;
  return quoted(C.Variable) + " is " + spelling(C.Transfer) + " on " +
         directiveOf(C) +
         (C.Clause.empty() ? ", its default for a scalar" : "") +
         ": the write " + Write + " stays on the device, and " + Keeps;
}

/// The sentence of \p R's problem alone (without AfterCopy's words).
std::string problemWording(const DeviceReason &R,
                           const std::string &FrontEndText) {
  const NamedCopy &C = R.Copy;
  switch (R.Problem) {
  case DeviceProblem::UnmappedAccess:
    return accessText(R.Access) + " may touch cells of " + quoted(C.Variable) +
           " that " + copyMaker(C) + " does not map";
  case DeviceProblem::HostWriteReadByDevice:
  case DeviceProblem::DeviceWriteReadByHost:
  case DeviceProblem::HostWriteReplacedByUpdateFrom:
  case DeviceProblem::DeviceWriteReplacedByUpdateTo:
  case DeviceProblem::HostWriteReplacedAtEnd:
    return crossingWording(R.Problem, R.Crossing, hostCodeOf(C));
  case DeviceProblem::UndefinedRead:
    return copyMaker(C) +
           (C.WholeProgram ? " holds what earlier code left on the device"
                           : " leaves the device's copy of " +
                                 quoted(C.Variable) + " undefined") +
           ", and the target code may read it before writing it: " +
           accessText(R.Access);
  case DeviceProblem::LostWrite:
    return lostWriteWording(R);
  case DeviceProblem::UnwrittenCopyBack:
    return copyMaker(C) + " copies back cells of " + quoted(C.Variable) +
           " that the target code may not write (the host would get "
           "undefined values)";
  case DeviceProblem::CopyOutsideModel:
    return FrontEndText;
  case DeviceProblem::TaskMayRace:
    return hostBeforeTaskwait(R.Task) + " may touch " + accessText(R.Access) +
           " while " + targetTask(R.Task) + " does";
  case DeviceProblem::AfterTaskRace:
    return "the host's memory after the target task of '#pragma omp " +
           R.Task.Directive + "' (" + line(R.Task.Line) +
           ") depends on a race with host code before its 'taskwait'";
  }
  return FrontEndText;
}

} // namespace

std::string copyMaker(const NamedCopy &C) {
  std::string Name = quoted(C.Variable);
  if (C.WholeProgram)
    return "the device's copy of " + Name + " ('declare target' data, " +
           line(C.Line) + ")";
  if (C.CallersPointer)
    return "the caller's device copy of what " + Name + " points to (" +
           line(C.Line) + ")";
  if (C.Clause.empty())
    return "the default " + std::string(spelling(C.Transfer)) + " copy of " +
           Name + " by " + directiveOf(C);
  return quoted(C.Clause) + " of " + directiveOf(C);
}

std::string hostCodeOf(const NamedCopy &C) {
  std::string Name = quoted(C.Variable);
  if (C.WholeProgram)
    return "host code (" + Name + " is 'declare target' data, " + line(C.Line) +
           ")";
  if (C.CallersPointer)
    return "host code (" + Name + " points to memory the caller maps, " +
           line(C.Line) + ")";
  return "host code inside " + directiveOf(C);
}

std::string targetTask(const NamedTask &T) {
  return "the target task of '#pragma omp " + T.Directive + "' (" +
         line(T.Line) + ", 'nowait')";
}

std::string hostBeforeTaskwait(const NamedTask &T) {
  return "host code before its 'taskwait' (" + line(T.WaitLine) + ")";
}

std::string wording(const DeviceReason &R, const std::string &FrontEndText) {
  std::string Problem = problemWording(R, FrontEndText);
  if (!R.AfterCopy)
    return Problem;
  const NamedCopy &C = R.Copy;
  return "the host's memory after " +
         (C.CallersPointer ? "the first target code that uses what " +
                                 quoted(C.Variable) + " points to"
                           : directiveOf(C)) +
         " may differ from the sequential code's: " + Problem;
}

} // namespace ompfix
