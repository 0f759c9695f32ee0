//===- Plan.h - What a loop's variables need, as legality plans it -*- C++ -*-===//
//
// The fix plan of one loop directive, variable by variable (DESIGN.md,
// "Verdicts and the fix plan"): the attribute, with a reduction's operator
// and, for an array reduction, the section of cells it covers. Legality
// produces it; the report, the diagnostics and the pragma editor read it
// (spelled through ompfix/Attributes.h). Forwarding and expansion will add
// their rewrites here.
//
//===----------------------------------------------------------------------===//

#ifndef OMPFIX_PLAN_H
#define OMPFIX_PLAN_H

#include "ompfix/Model.h"

#include <optional>
#include <string>
#include <vector>

namespace ompfix {

/// One dimension of an array section, as C expressions: `h[Lower:Length]`.
struct SectionBounds {
  std::string Lower, Length;
};

/// What one variable needs.
struct VariablePlan {
  Attribute Attr = Attribute::Shared;
  /// With Attribute::Reduction.
  std::optional<ReductionOp> Op;
  /// An array reduction's section, per dimension, covering every cell the
  /// loop updates: {"0", "n"} for `h[0:n]`. Empty for scalars.
  std::vector<SectionBounds> Section;

  VariablePlan() = default;
  VariablePlan(Attribute Attr, std::optional<ReductionOp> Op = std::nullopt)
      : Attr(Attr), Op(Op) {}
  bool operator==(Attribute A) const { return Attr == A; }
  bool operator!=(Attribute A) const { return Attr != A; }
};

} // namespace ompfix

#endif // OMPFIX_PLAN_H
