//===- Attributes.h - The one table of data-sharing attributes -*- C++ -*-===//
//
// How each data-sharing attribute is spelled in the report, which clauses
// give it, and its rank in the plan's order of cost (docs/design/verdicts-and-plan.md). Legality ranks candidates with it; the report, the
// diagnostics, the pragma editor and the tests spell attributes with it;
// nothing else spells or ranks an attribute.
//
//===----------------------------------------------------------------------===//

#ifndef OMPFIX_ATTRIBUTES_H
#define OMPFIX_ATTRIBUTES_H

#include "ompfix/Model.h"

#include <optional>
#include <string>
#include <vector>

namespace ompfix {

struct AttributeInfo {
  Attribute Attr;
  /// The report's spelling: "private", "firstprivate lastprivate",
  /// "reduction" (with its operator: "reduction(+)").
  const char *Spelling;
  /// The clause kinds that give the attribute, as the pragma editor writes
  /// them ("lastprivate(conditional)"; "reduction" takes its operator);
  /// empty where no clause does (shared, forward, expand, none).
  std::vector<const char *> ClauseKinds;
  /// The plan takes the attribute of least rank whose condition holds.
  unsigned CostRank;
  /// The clause gives the original variable a value at the construct's
  /// end (lastprivate, reduction).
  bool GivesBack = false;
};

/// The row of \p A.
const AttributeInfo &attributeInfo(Attribute A);

/// Every attribute, cheapest first.
const std::vector<AttributeInfo> &attributeTable();

/// The report's spelling, with the operator of a reduction: "reduction(+)".
std::string spelling(Attribute A, std::optional<ReductionOp> Op);

/// The clause kinds that give \p A, a reduction's with its operator:
/// {"firstprivate", "lastprivate"}, {"reduction(max)"}.
std::vector<std::string> clauseKinds(Attribute A,
                                     std::optional<ReductionOp> Op);

/// Whether a clause of a directive can give \p V attribute \p A: never
/// for a threadprivate variable (no clause names one); only `shared` for
/// a global a called function names (its references see no clause's
/// copy) or a field (no list item); no reduction of a std::vector's or
/// std::array's cells (no array section names them).
bool clauseCanGive(const Variable &V, Attribute A);

/// Whether loop directive \p Directive ("parallel for", "distribute", ...)
/// takes the clause of attribute \p A: a plain `distribute` takes no
/// `reduction` (OpenMP 5.2; its combined forms take the other
/// constructs' clauses).
bool directiveTakes(const std::string &Directive, Attribute A);

/// Whether \p A comes before \p B in the plan's order.
inline bool cheaper(Attribute A, Attribute B) {
  return attributeInfo(A).CostRank < attributeInfo(B).CostRank;
}

const char *spelling(Attribute A);
const char *spelling(ReductionOp Op);

} // namespace ompfix

#endif // OMPFIX_ATTRIBUTES_H
