//===- Expansion.cpp - Memory behind a pointer, a slice per thread --------===//
//
// docs/design/verdicts-and-plan.md: a temporary that needs a copy per
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
// Per iteration only where the cells needed after L come from different
// iterations (what lastprivate(conditional:) does for a scalar): then no
// thread's slice holds them all, and each iteration keeps a copy of its
// own and which cells it wrote, so that each cell can be taken from its
// last writer after L.
//
//===----------------------------------------------------------------------===//

#include "loop/LoopChecker.h"
#include "check/DefinedValues.h"
#include "maps/IslUtil.h"

#include <isl/aff.h>
#include <isl/map.h>
#include <isl/val.h>

namespace ompfix {

/// Accepted form (ompfix/Plan.h, ExpandPlan): V is what a pointer points
/// to (no clause copies it), or an array whose cells needed after L no
/// clause gives (see below), of one dimension, named by a variable that a
/// clause could name; L makes a team of its own (LoopDirective::OwnTeam);
/// every read of V in L sees a write of the same iteration; the cells L
/// touches have a least and a greatest one, the least not negative.
/// With cells live after L: where L takes one loop and its last iteration
/// must-writes every cell between those two, that iteration copies them
/// back from its thread's slice; otherwise, where L takes one loop counting
/// by 1 and, for any values of the parameters, some iteration may write
/// every cell between the two, each iteration gets a copy
/// (Copies::Iteration).
std::optional<ExpandPlan>
LoopChecker::expansion(const VariableAccesses &A) const {
  const Variable &V = *A.Var;
  if (!Loop.OwnTeam || !Loop.Regrouped.empty() || V.Container ||
      V.Rank != 1 || !V.RowLengths.empty() || !V.Nameable ||
      V.ThreadPrivate || V.NamedInCallee || V.CellBytes == 0 ||
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
    return std::nullopt; // a copy from cell 0 would not hold them
  // Cells 0 .. greatest: the extent, and its bytes.
  isl::pw_aff Extent = islutil::dimMax(Cells, 0).add_constant(1);
  isl::ast_build Build = isl::ast_build::from_context(Cells.params());
  // (A bound may read a defined parameter: `b[k + n * m]`.)
  std::map<std::string, std::string> Spellings =
      spellingsWithDefinitions(*Maps.Model);
  std::optional<std::string> ExtentText =
      islutil::cExpression(Build, Extent, Spellings);
  if (!ExtentText)
    return std::nullopt;
  Plan.Extent = *ExtentText;
  // The bytes of a copy of \p CellBytes per cell.
  auto bytesPerCopy = [&](long CellBytes) {
    return islutil::cExpression(Build, Extent.scale(isl::val(Ctx, CellBytes)),
                                Spellings);
  };
  bool LiveAfter = checkNothingLiveAfter(A).has_value();
  // (An array a clause names needs no copy of ours where nothing is live
  // after L: `private` did not fail for that.)
  if (!LiveAfter && !V.Privatizable) {
    std::optional<std::string> Bytes = bytesPerCopy(long(V.CellBytes));
    if (!Bytes)
      return std::nullopt;
    Plan.BytesPerCopy = *Bytes;
    return Plan;
  }
  // (Under collapse, neither a copy back, the last iteration having no one
  // iterator to test, nor copies per iteration, which would need both.)
  if (!LiveAfter || Loop.Collapse != 1)
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
  Plan.CopyBack = true;
  if (!V.Privatizable && Needed.is_subset(LastWrites)) {
    std::optional<std::string> Bytes = bytesPerCopy(long(V.CellBytes));
    if (!Bytes)
      return std::nullopt;
    Plan.BytesPerCopy = *Bytes;
    return Plan;
  }
  // A copy per iteration holds the box; worth it only where an iteration
  // may write all of it (rows, not scattered cells: `ring[i % 16] = x`
  // would need 16 cells per iteration for the one it writes).
  // { Iter[o, i] -> v[c] }: the cells each iteration may write
  isl::union_map WritesPerIteration =
      A.Writes.domain_factor_domain().apply_domain(IterationOf);
  // { Iter[o, i] }
  isl::union_set Iterations = WritesPerIteration.domain();
  // { Iter[o, i] }: the iterations that write every cell of the box
  isl::union_set Covering = Iterations.subtract(
      isl::union_map::from_domain_and_range(Iterations, isl::union_set(Box))
          .subtract(WritesPerIteration)
          .domain());
  // (For the parameters where L writes at all.)
  isl::set Writing = isl::manage(isl_union_set_params(Iterations.copy()));
  isl::set Covered = isl::manage(isl_union_set_params(Covering.copy()));
  if (!Writing.is_subset(Covered))
    return std::nullopt;
  return perIterationCopies(std::move(Plan), Build, Extent, V.CellBytes,
                            Spellings);
}

/// A copy per iteration of L, which takes one loop counting by 1: copy k
/// belongs to iteration least + k, of the values L's iterator takes in
/// any instance:
///   for (k...) for (i = k; i < n; i++)  =>  FirstIteration "0", Count "n"
/// (with 0 <= k). A cell and its flag per cell of a copy.
std::optional<ExpandPlan> LoopChecker::perIterationCopies(
    ExpandPlan Plan, const isl::ast_build &Build, const isl::pw_aff &Extent,
    unsigned CellBytes,
    const std::map<std::string, std::string> &Spellings) const {
  if (Loop.Collapse != 1 || (Loop.Step != 1 && Loop.Step != -1))
    return std::nullopt;
  // { Iter[o, i] }: the iterations where L's statements run.
  std::vector<isl::set> Iterations = islutil::sets(
      IterationOf.intersect_domain(Maps.Domains).range().intersect_params(
          Maps.Context));
  if (Iterations.size() != 1)
    return std::nullopt;
  // { [i] }: the values of L's iterator, in any instance.
  isl::set Iteration = Iterations.front();
  unsigned Dims = unsigned(isl_set_dim(Iteration.get(), isl_dim_set));
  // (Coalesced: the statements' domains split it in pieces, which would
  // give the count as several expressions, `1` at n = 2 and `n - 1` from
  // 4, that C cannot say as one.)
  isl::set Values = isl::manage(isl_set_project_out(
                                    Iteration.copy(), isl_dim_set, 0, Dims - 1))
                        .coalesce();
  if (!islutil::boundedDimension(Values, 0))
    return std::nullopt;
  isl::pw_aff Least = islutil::dimMin(Values, 0);
  isl::pw_aff Count = islutil::dimMax(Values, 0).sub(Least).add_constant(1);
  std::optional<std::string> LeastText =
      islutil::cExpression(Build, Least, Spellings);
  std::optional<std::string> CountText =
      islutil::cExpression(Build, Count, Spellings);
  std::optional<std::string> BytesText = islutil::cExpression(
      Build, Extent.scale(isl::val(Ctx, long(CellBytes) + 1)), Spellings);
  if (!LeastText || !CountText || !BytesText)
    return std::nullopt;
  Plan.Per = ExpandPlan::Copies::Iteration;
  Plan.FirstIteration = *LeastText;
  Plan.Count = *CountText;
  Plan.BytesPerCopy = *BytesText;
  return Plan;
}

} // namespace ompfix
