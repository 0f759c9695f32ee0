//===- Spelling.cpp - Names of attributes and verdicts, as in the report --===//

#include "ompfix/Verdict.h"

namespace ompfix {

const char *spelling(Attribute A) {
  switch (A) {
  case Attribute::Shared: return "shared";
  case Attribute::Private: return "private";
  case Attribute::FirstPrivate: return "firstprivate";
  case Attribute::LastPrivate: return "lastprivate";
  case Attribute::FirstLastPrivate: return "firstprivate lastprivate";
  case Attribute::LastPrivateConditional: return "lastprivate(conditional)";
  case Attribute::Reduction: return "reduction";
  case Attribute::Forward: return "forward";
  case Attribute::Expand: return "expand";
  case Attribute::None: return "none";
  }
  return "none";
}

const char *spelling(ReductionOp Op) {
  switch (Op) {
  case ReductionOp::Add: return "+";
  case ReductionOp::Mul: return "*";
  case ReductionOp::BitAnd: return "&";
  case ReductionOp::BitOr: return "|";
  case ReductionOp::BitXor: return "^";
  case ReductionOp::LogAnd: return "&&";
  case ReductionOp::LogOr: return "||";
  case ReductionOp::Min: return "min";
  case ReductionOp::Max: return "max";
  }
  return "+";
}

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
  }
  return "race";
}

} // namespace ompfix
