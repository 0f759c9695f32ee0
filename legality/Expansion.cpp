//===- Expansion.cpp - Memory behind a pointer, a slice per thread --------===//
//
// DESIGN.md, "Verdicts and the fix plan": a temporary that needs a copy per
// thread where no clause can give one. A clause on a pointer copies the
// pointer, never the cells it points to, so a scratch buffer reached
// through one races between iterations however the directive is written:
//
//   double *t = malloc(m * sizeof *t);
//   #pragma omp parallel for
//   for (i = 0; i < n; i++) { for (j < m) t[j] = a[i][j]; ... t[j] ... }
//
// When each iteration reads only what it wrote itself (condition 2 on the
// cells), a slice of a new buffer per thread of L's team does what
// `private` would do for an array (ExpandPlan). Per thread, not per
// iteration: nothing crosses iterations, so a thread's slice may serve all
// the iterations it runs.
//
//===----------------------------------------------------------------------===//

#include "LoopChecker.h"
#include "IslUtil.h"

#include <isl/aff.h>
#include <isl/map.h>
#include <isl/val.h>

namespace ompfix {

/// Accepted form (ompfix/Plan.h, ExpandPlan): V is what a pointer points
/// to (no clause copies it), of one dimension, named by a variable that a
/// clause could name; L makes a team of its own (LoopDirective::OwnTeam);
/// every read of V in L sees a write of the same
/// iteration; the cells L touches have a least and a greatest one, the
/// least not negative. With cells live after L, L takes one loop and its
/// last iteration must-writes every cell between those two (it copies
/// them back).
std::optional<ExpandPlan>
LoopChecker::expansion(const VariableAccesses &A) const {
  const Variable &V = *A.Var;
  if (!Loop.OwnTeam || !Loop.Regrouped.empty() ||
      V.Privatizable || V.Container || V.Rank != 1 || !V.RowLengths.empty() ||
      !V.Nameable || V.ThreadPrivate || V.NamedInCallee || V.CellBytes == 0 ||
      !V.SliceCells.empty() || A.Accesses.is_empty())
    return std::nullopt;
  if (checkPrivateReads(A, false))
    return std::nullopt;
  ExpandPlan Plan;
  std::vector<SectionBounds> Section;
  if (!cellSection(A, Section) || Section.size() != 1)
    return std::nullopt;
  Plan.Box = Section.front();
  // { v[c] }: the cells L touches, in any instance.
  isl::union_set TouchedCells = A.Accesses.range().intersect_params(Maps.Context);
  if (islutil::sets(TouchedCells).size() != 1)
    return std::nullopt;
  isl::set Cells = islutil::sets(TouchedCells).front();
  if (!Cells.is_subset(
          islutil::lowerBoundAll(isl::set::universe(Cells.get_space()), 0)))
    return std::nullopt; // a slice from cell 0 would not hold them
  // Cells 0 .. greatest: the extent, and its bytes.
  isl::pw_aff Extent = islutil::dimMax(Cells, 0).add_constant(1);
  isl::pw_aff Bytes = Extent.scale(isl::val(Ctx, long(V.CellBytes)));
  isl::ast_build Build = isl::ast_build::from_context(Cells.params());
  std::optional<std::string> ExtentText = islutil::cExpression(
      Build, Extent, Maps.Model->ParameterSpellings);
  std::optional<std::string> BytesText = islutil::cExpression(
      Build, Bytes, Maps.Model->ParameterSpellings);
  if (!ExtentText || !BytesText)
    return std::nullopt;
  Plan.Extent = *ExtentText;
  Plan.BytesPerThread = *BytesText;
  if (!checkNothingLiveAfter(A))
    return Plan;
  // (The last of several collapsed loops' iterations has no one iterator
  // to test: no copy back there.)
  if (Loop.Collapse != 1)
    return std::nullopt;
  // Needed after L: the last iteration copies its slice back, which is
  // right when it writes every cell between the least and the greatest
  // (those L touches, and any between them).
  // { v[c] }
  // { v[c] -> v[c'] : c <= c' } and { v[c] -> v[c'] : c >= c' }
  isl::map AtOrAfter = isl::manage(isl_map_lex_le(Cells.get_space().release()));
  isl::map AtOrBefore = isl::manage(isl_map_lex_ge(Cells.get_space().release()));
  isl::set Box = Cells.apply(AtOrAfter).intersect(Cells.apply(AtOrBefore));
  // { Probe[o] -> v[c] }: the cells the last iteration of o must-write
  isl::union_map LastWrites =
      isl::union_map(LastIteration)
          .apply_range(IterationOf.reverse())
          .apply_range(A.MustWrites.domain_factor_domain());
  // { Probe[o] -> v[c] }: every cell of the box, in each instance that runs
  isl::union_map Needed = isl::union_map::from_domain_and_range(
      isl::union_set(LastIteration.domain()), isl::union_set(Box));
  if (!Needed.is_subset(LastWrites))
    return std::nullopt;
  Plan.CopyBack = true;
  return Plan;
}

} // namespace ompfix
