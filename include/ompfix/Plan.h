//===- Plan.h - What a loop's variables need, as legality plans it -*- C++ -*-===//
//
// The fix plan of one loop directive, variable by variable 
// (docs/design/verdicts-and-plan.md): the attribute, with a reduction's operator
// and, for an array reduction, the section of cells it covers. Legality
// produces it; the report, the diagnostics and the pragma editor read it
// (spelled through ompfix/Attributes.h), with the rewrites that forwarding
// needs.
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

/// Forwarding (docs/design/verdicts-and-plan.md): a scalar v that
/// carries the value each iteration of L stores with `v = e;` (Writer, in
/// every iteration, e reading only memory L never writes and L's
/// iterators) to the next. Each of its reads in Reads (Access::Ref), which
/// see that value, computes e again at the previous iteration (L's
/// iterator less Step, which is negative for a loop counting down), or, in
/// L's first iteration, takes the value v had
/// before L (EntryValue); v itself gets a copy per iteration (Copy:
/// private, or lastprivate when it is needed after L).
///   b[i] = a[i] - prev; prev = a[i];   the read of prev: a[i - 1]
/// e may read scalars that statements earlier in the same iteration
/// compute the same way (Operands, by Statement::Name: their values are
/// recomputed too):  t = a[i] * a[i]; last = t;  recomputes
/// a[i - 1] * a[i - 1].
///
/// e may also read scalars that are forwarded themselves (Chained, by
/// Variable::Id): `p2 = p1; p1 = a[i];` stores in p2 what p1 held, the
/// previous iteration's a[i]; p2's reads recompute a[i - 2] (in the first
/// iteration p2's value from before, in the second p1's).
struct ForwardPlan {
  std::string Writer;
  std::vector<std::string> Operands;
  std::vector<std::string> Chained;
  std::vector<unsigned> Reads;
  long Step = 1;
  bool EntryValue = false;
  Attribute Copy = Attribute::Private;
  /// Some cell e reads is written in L only at values of a defined
  /// parameter that the program never computes (`a[k - n * m]` beside
  /// `a[k]`, with `n * m` a parameter of its own): the plan may hold, but
  /// is not proven (VariablePlan::PossiblyRight).
  bool Unproven = false;
};

/// Expansion (docs/design/verdicts-and-plan.md): memory that no
/// clause can copy (a clause on a pointer copies the pointer, not the
/// cells; a clause on an array whose cells needed after L come from
/// different iterations cannot say which), where every iteration reads only
/// cells it wrote before (condition 2 of docs/design/conditions.md on them).
///
/// Copies::Thread: each thread of L's team gets a slice of a new buffer,
/// and in L's body the pointer names the running thread's slice:
///   double *t = malloc(m * sizeof *t);
///   for (i...) { for (j < m) t[j] = ...; ... t[j] ...; }
/// gets Extent "m" cells per thread, BytesPerCopy "8 * m" (a team of T
/// threads: T times that). Where cells are needed after L, the last
/// iteration writes every cell of Box, and copies them from its slice to
/// the memory itself (CopyBack):  t[0:m] back after i = n - 1.
///
/// Copies::Iteration: cells needed after L come from different iterations
///   for (i = 0; i < n; i++) if (a[i][0] > 0) for (j < m) row[j] = a[i][j];
/// (row[j] is the last row whose first value is positive). Each iteration
/// gets a copy of its own and a flag per cell it writes; after L each cell
/// of Box takes the value of the last iteration that wrote it, if any
/// (CopyBack always): Count "n" copies of BytesPerCopy "9 * m" (a cell and
/// its flag), copy k belonging to iteration FirstIteration + k.
struct ExpandPlan {
  enum class Copies { Thread, Iteration };
  Copies Per = Copies::Thread;
  /// Cells per copy, from cell 0: the greatest cell L touches, plus one.
  std::string Extent;
  /// The cells L touches, least to greatest.
  SectionBounds Box;
  std::string BytesPerCopy;
  bool CopyBack = false;
  /// With Copies::Iteration: how many copies, and the least value of L's
  /// iterator (L takes one loop, counting by 1 up or down).
  std::string Count;
  std::string FirstIteration;
};

/// What one variable needs.
struct VariablePlan {
  Attribute Attr = Attribute::Shared;
  /// With Attribute::Reduction.
  std::optional<ReductionOp> Op;
  /// An array reduction's section, per dimension, covering every cell the
  /// loop updates: {"0", "n"} for `h[0:n]`. Empty for scalars.
  std::vector<SectionBounds> Section;
  /// With Attribute::Forward.
  std::optional<ForwardPlan> Forward;
  /// With Attribute::Expand.
  std::optional<ExpandPlan> Expand;
  /// With Attribute::None: a reduction by this operator would hold, but
  /// no array section covers the cells the loop updates (`y[col[j]] +=
  /// v[j]` through a pointer y, whose extent no declaration gives).
  std::optional<ReductionOp> ReductionWithoutSection;
  /// With Attr None: the cheapest attribute whose condition fails only
  /// where accesses the model over-approximates meet (Failure::Possible),
  /// if any. Then "none" is not proven either: no attribute is shown right,
  /// and this one is not shown wrong.
  std::optional<Attribute> PossiblyRight;

  VariablePlan() = default;
  VariablePlan(Attribute Attr, std::optional<ReductionOp> Op = std::nullopt)
      : Attr(Attr), Op(Op) {}
  bool operator==(Attribute A) const { return Attr == A; }
  bool operator!=(Attribute A) const { return Attr != A; }
};

} // namespace ompfix

#endif // OMPFIX_PLAN_H
