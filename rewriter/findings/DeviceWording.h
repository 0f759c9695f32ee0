//===- DeviceWording.h - The device checks' words ---------------*- C++ -*-===//
//
// Legality says what is wrong with a device's copy or a target task as a
// value (DeviceReason), and names copies and tasks by their parts
// (NamedCopy, NamedTask); these are their words, as the report shows them.
// No Clang.
//
//===----------------------------------------------------------------------===//

#ifndef OMPFIX_FINDINGS_DEVICEWORDING_H
#define OMPFIX_FINDINGS_DEVICEWORDING_H

#include "ompfix/DeviceProblems.h"

#include <string>

namespace ompfix {

/// The sentence of \p R; \p FrontEndText is the front end's reason where
/// the problem is DeviceProblem::CopyOutsideModel:
///   {UnmappedAccess, copy of 'a' by map(to: a[0:n]), access 'a[i]' line 5}
///     => "'a[i]' (line 5) may touch cells of 'a' that 'map(to: a[0:n])'
///         of '#pragma omp target' (line 3) does not map"
std::string wording(const DeviceReason &R, const std::string &FrontEndText);

/// What makes copy \p C, as its reasons name it: "'map(to: a[0:n])' of
/// '#pragma omp target' (line 3)", "the default tofrom copy of 'a' by
/// '#pragma omp target' (line 3)".
std::string copyMaker(const NamedCopy &C);

/// The host code that runs while copy \p C lives: "host code inside
/// '#pragma omp target data' (line 3)".
std::string hostCodeOf(const NamedCopy &C);

/// "the target task of '#pragma omp target' (line 7, 'nowait')".
std::string targetTask(const NamedTask &T);

/// "host code before its 'taskwait' (line 12)".
std::string hostBeforeTaskwait(const NamedTask &T);

} // namespace ompfix

#endif // OMPFIX_FINDINGS_DEVICEWORDING_H
