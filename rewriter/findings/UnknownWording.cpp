//===- UnknownWording.cpp - The words of legality's unknown reasons -------===//

#include "findings/UnknownWording.h"

#include "findings/DeviceWording.h"

namespace ompfix {

namespace {

/// "'x'": a name as the report quotes it.
std::string quoted(const std::string &Name) { return "'" + Name + "'"; }

/// Why a loop's per-thread partial results in \p Name stay uncombined:
/// whose copies they are (\p Copies) and who could combine them (\p Who).
std::string uncombined(const std::string &Name, const char *Copies,
                       const char *Who) {
  return quoted(Name) + " " + Copies +
         " and the loop accumulates a per-thread partial result in it, "
         "which " +
         Who;
}

const char *const PrivateToRegion =
    "is private to each thread of the parallel region";
const char *const ThreadPrivate = "is threadprivate";
const char *const RegionDoesNotCombine =
    "the region does not combine as a reduction would";

} // namespace

std::string wording(const UnknownReason &R) {
  const std::string &S = R.Subject;
  switch (R.Detail) {
  case UnknownDetail::Worded:
    return R.Text;
  case UnknownDetail::Device:
    return R.Device ? wording(*R.Device, R.Text) : R.Text;
  case UnknownDetail::TooCostly:
    return "analysis too costly";
  case UnknownDetail::ModelTooCostly:
    return "analysis too costly (the model of function " + quoted(S) + ")";
  case UnknownDetail::InternalError:
    return "internal error in the analysis: " + S;
  case UnknownDetail::MalformedModel:
    return "malformed model: " + S;
  case UnknownDetail::PartialResultInRegion:
    return uncombined(S, PrivateToRegion, RegionDoesNotCombine);
  case UnknownDetail::ThreadPrivatePartialResultInRegion:
    return uncombined(S, ThreadPrivate, RegionDoesNotCombine);
  case UnknownDetail::ThreadPrivatePartialResult:
    return uncombined(S, ThreadPrivate,
                      "nothing in the function combines as a reduction would");
  case UnknownDetail::OrphanedPartialResult:
    return uncombined(S,
                      "is private to each thread of the team that calls the "
                      "function (an orphaned construct)",
                      "only the caller can combine");
  case UnknownDetail::PerTeamCopy:
    return quoted(S) + " has a copy per team (a reduction of the 'teams' "
                       "construct), and the loop does not use it as that "
                       "reduction would";
  case UnknownDetail::CallerCopy:
    return quoted(S) +
           " has a copy per thread of the team that calls the function (an "
           "orphaned construct): whether the loop is right depends on what "
           "the caller does with each thread's copy";
  case UnknownDetail::PerThreadArgument:
    return quoted(S) +
           " points to memory that a call of this file, made by every "
           "thread of a parallel region, gives each thread for itself: "
           "whether the loop's threads share it depends on the caller";
  case UnknownDetail::Regrouped:
    return S + " regroups the loop's iterations, and those of the loops it "
               "takes are not independent (only independent ones are "
               "checked yet)";
  case UnknownDetail::ValuesBetweenIterations:
    return S + ", which the model follows at every value between its first "
               "and its bound: a finding there may come from values it never "
               "takes";
  case UnknownDetail::PossibleRace:
    return "only what the model over-approximates shows a conflict on " +
           quoted(S) +
           " (a subscript that is not affine, a condition it cannot decide, "
           "a value it cannot compute exactly): a race is possible, not "
           "certain";
  case UnknownDetail::RegionCopyDiscarded:
    return "the value each thread's copy of " + quoted(S) +
           " computes does not reach the code after the region, which reads "
           "the original " +
           quoted(S) + ": whether that is meant, ompfix cannot tell";
  case UnknownDetail::SliceOverrun:
    return "an access through " + quoted(S) +
           " may leave the running thread's slice of its buffer";
  }
  return R.Text;
}

UnknownReason worded(const UnknownReason &R) {
  if (R.Detail == UnknownDetail::Worded)
    return R;
  return {R.Kind, wording(R)};
}

} // namespace ompfix
