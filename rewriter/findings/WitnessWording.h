//===- WitnessWording.h - Who performs an access ----------------*- C++ -*-===//
//
// Legality says who performs each access of a witness as a value
// (Performer); these are its words, as the report shows them. No Clang.
//
//===----------------------------------------------------------------------===//

#ifndef OMPFIX_FINDINGS_WITNESSWORDING_H
#define OMPFIX_FINDINGS_WITNESSWORDING_H

#include "ompfix/Verdict.h"

#include <string>

namespace ompfix {

/// Who performs an access, as the report names it; empty for
/// Performer::Kind::Unnamed (without a phase), where the report says where
/// the access is instead:
///   {Iteration, "i = 1"}                  => "i = 1"
///   {UnitRunningIteration, "i = 2"}       => "the thread running iteration
///                                             i = 2"
///   {Unit, Number 0, Phase 2}             => "thread 0, phase 2"
std::string wording(const Performer &P);

/// What a worksharing loop's copying of variable \p Name does, after who
/// does it ("the thread running iteration i = 0 ..."):
///   {CopyIn, "s"}  => "reads 's' into its firstprivate copy"
///   {CopyOut, "s"} => "writes its lastprivate copy back to 's'"
///   {Combine, "s"} => "combines its reduction copy into 's'"
std::string copyingWords(LoopCopying::Action A, const std::string &Name);

} // namespace ompfix

#endif // OMPFIX_FINDINGS_WITNESSWORDING_H
