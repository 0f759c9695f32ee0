//===- WitnessWording.cpp - Who performs a witness's access, in words -----===//

#include "findings/WitnessWording.h"

#include "findings/DeviceWording.h"

namespace ompfix {

namespace {

/// The words of \p P without its phase.
std::string performerWording(const Performer &P) {
  using Kind = Performer::Kind;
  const std::string Unit = P.Team ? "team" : "thread";
  switch (P.Of) {
  case Kind::Unnamed:
    return "";
  case Kind::Iteration:
    return P.Point;
  case Kind::Unit:
    return Unit + " " + std::to_string(P.Number);
  case Kind::AnotherUnit:
    return "another " + Unit;
  case Kind::UnitOfConstruct:
    return Unit + " " + std::to_string(P.Number) + " (" + P.Construct + ")";
  case Kind::UnitRunningConstruct:
    return "the " + Unit + " running the " + P.Construct;
  case Kind::UnitRunningTask:
    return "the " + Unit + " running the task";
  case Kind::UnitRunningIteration:
    return "the " + Unit + " running iteration " + P.Point;
  case Kind::TargetCode:
    return "the target code";
  case Kind::CodeBefore:
    return "code before it";
  case Kind::CodeAfter:
    return "code after it";
  case Kind::Caller:
    return "the caller";
  case Kind::HostCode:
    return hostCodeOf(P.Copy);
  case Kind::TargetTask:
    return targetTask(P.Task);
  case Kind::HostBeforeTaskwait:
    return hostBeforeTaskwait(P.Task);
  }
  return "";
}

} // namespace

std::string wording(const Performer &P) {
  std::string Text = performerWording(P);
  if (P.Phase)
    Text += ", phase " + std::to_string(P.Phase);
  return Text;
}

std::string copyingWords(LoopCopying::Action A, const std::string &Name) {
  switch (A) {
  case LoopCopying::Action::CopyIn:
    return "reads '" + Name + "' into its firstprivate copy";
  case LoopCopying::Action::CopyOut:
    return "writes its lastprivate copy back to '" + Name + "'";
  case LoopCopying::Action::Combine:
    return "combines its reduction copy into '" + Name + "'";
  }
  return "";
}

} // namespace ompfix
