//===- Attributes.cpp - The one table of data-sharing attributes ----------===//

#include "ompfix/Attributes.h"

#include <stdexcept>

namespace ompfix {

const std::vector<AttributeInfo> &attributeTable() {
  static const std::vector<AttributeInfo> Table = {
      {Attribute::Shared, "shared", {}, 0},
      {Attribute::Private, "private", {"private"}, 1},
      {Attribute::FirstPrivate, "firstprivate", {"firstprivate"}, 2},
      {Attribute::LastPrivate, "lastprivate", {"lastprivate"}, 3, true},
      {Attribute::FirstLastPrivate,
       "firstprivate lastprivate",
       {"firstprivate", "lastprivate"},
       4,
       true},
      {Attribute::LastPrivateConditional,
       "lastprivate(conditional)",
       {"lastprivate(conditional)"},
       5,
       true},
      {Attribute::Reduction, "reduction", {"reduction"}, 6, true},
      {Attribute::Forward, "forward", {}, 7},
      {Attribute::Expand, "expand", {}, 8},
      {Attribute::None, "none", {}, 9},
  };
  return Table;
}

const AttributeInfo &attributeInfo(Attribute A) {
  for (const AttributeInfo &Row : attributeTable())
    if (Row.Attr == A)
      return Row;
  throw std::logic_error("attribute missing from the table");
}

const char *spelling(Attribute A) { return attributeInfo(A).Spelling; }

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

std::string spelling(Attribute A, std::optional<ReductionOp> Op) {
  if (A == Attribute::Reduction)
    return std::string("reduction(") + (Op ? spelling(*Op) : "?") + ")";
  return spelling(A);
}

std::vector<std::string> clauseKinds(Attribute A,
                                     std::optional<ReductionOp> Op) {
  std::vector<std::string> Kinds;
  for (const char *Kind : attributeInfo(A).ClauseKinds)
    Kinds.push_back(A == Attribute::Reduction ? spelling(A, Op) : Kind);
  return Kinds;
}

bool clauseCanGive(const Variable &V, Attribute A) {
  if (V.ThreadPrivate)
    return false;
  if (A == Attribute::Reduction && V.Container)
    return false;
  return A == Attribute::Shared || (!V.NamedInCallee && V.Nameable);
}

bool directiveTakes(const std::string &Directive, Attribute A) {
  return !(A == Attribute::Reduction && Directive == "distribute");
}

} // namespace ompfix
