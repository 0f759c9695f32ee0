//===- Spelling.cpp - Names of verdicts, statuses and kinds, as in the report ===//
//
// Attributes and reduction operators are spelled by their table
// (ompfix/Attributes.h).

#include "ompfix/Verdict.h"

namespace ompfix {

const char *spelling(Verdict V) {
  switch (V) {
  case Verdict::Verified: return "verified";
  case Verdict::Fixable: return "fixable";
  case Verdict::Violation: return "violation";
  case Verdict::Unknown: return "unknown";
  }
  return "unknown";
}

const char *spelling(Status S) {
  switch (S) {
  case Status::Ok: return "ok";
  case Status::Missing: return "missing";
  case Status::Wrong: return "wrong";
  case Status::Redundant: return "redundant";
  }
  return "ok";
}

const char *spelling(ViolationKind K) {
  switch (K) {
  case ViolationKind::Race: return "race";
  case ViolationKind::Flow: return "flow";
  case ViolationKind::LiveIn: return "live-in";
  case ViolationKind::LiveOut: return "live-out";
  case ViolationKind::Order: return "order";
  case ViolationKind::StaleData: return "stale-data";
  case ViolationKind::TargetTaskRace: return "race";
  case ViolationKind::OutOfBounds:
    return "out-of-bounds";
  }
  return "race";
}

const char *spelling(DeviceTransfer T) {
  switch (T) {
  case DeviceTransfer::To: return "to";
  case DeviceTransfer::From: return "from";
  case DeviceTransfer::ToFrom: return "tofrom";
  case DeviceTransfer::Alloc: return "alloc";
  case DeviceTransfer::FirstPrivate: return "firstprivate";
  case DeviceTransfer::Private: return "private";
  }
  return "tofrom";
}

const char *spelling(LoopCopying::Action A) {
  switch (A) {
  case LoopCopying::Action::CopyIn: return "copy-in";
  case LoopCopying::Action::CopyOut: return "copy-out";
  case LoopCopying::Action::Combine: return "combine";
  }
  return "copy-in";
}

} // namespace ompfix
