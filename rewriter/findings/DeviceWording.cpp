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

} // namespace ompfix
