//===- Conditions.cpp - The conditions 1-5 for one variable -------===//
//
// Each data-sharing attribute's condition, decided on isl sets; a failure
// carries how to pick its witness (Witnesses.cpp).
//
//
//===----------------------------------------------------------------------===//

#include "loop/LoopChecker.h"
#include "check/DefinedValues.h"
#include "check/Concurrency.h"
#include "maps/IslUtil.h"
#include "check/LoopSupport.h"

#include <isl/aff.h>
#include <isl/val.h>

#include <algorithm>
#include <deque>
#include <set>
#include <stdexcept>
#include <tuple>

namespace ompfix {

isl::union_map LoopChecker::certain(const isl::union_map &Pairs) const {
  return certainPairs(Maps, Pairs, &Loop);
}

bool LoopChecker::inRegionCode() const {
  if (Loop.Statements.empty())
    return false;
  for (const ParallelRegion &R : Maps.Model->Regions)
    for (const ParallelRegion::Part &P : R.Parts)
      if (std::find(P.Statements.begin(), P.Statements.end(),
                    Loop.Statements.front()) != P.Statements.end())
        return true;
  return false;
}

/// 1. shared: no two accesses to one cell, one a write, from different
/// iterations of one instance of L.
LoopChecker::Outcome LoopChecker::checkShared(const VariableAccesses &A) const {
  if (Loop.Lockstep)
    return checkSharedLockstep(A);
  // { [S[x] -> W[]] -> [T[y] -> R[]] : same cell, other iteration }; the
  // ordered blocks of two iterations run in their sequential order
  isl::union_map Conflicts = pairsNotIn(
      pairsIn(A.Writes.apply_range(A.Accesses.reverse()), OtherIteration),
      InOrderedBlocks);
  // A worksharing loop's iterations run on the threads of a team: two
  // iterations meeting in the running thread's own slot (`count[tid]++`,
  // tid its thread number in that team, Access::ThreadSlot) run on one
  // thread, in order. (Not lanes or tasks; not a `parallel for` in a
  // region, whose slots are the region's threads', not its own team's.)
  if (Loop.Directive == "for" ||
      (Loop.Directive == "parallel for" && !inRegionCode()))
    Conflicts = withoutThreadSlots(*Maps.Model, Conflicts);
  isl::union_map Races = pairsNotIn(Conflicts, MutuallyExclusive);
  if (!Races.is_empty())
    return failRace(Races, A);
  // Accesses kept apart by atomic or critical alone run in any order: the
  // result is the sequential one only when they are all updates of one
  // reduction operator.
  return failOrder(
      pairsIn(Conflicts, MutuallyExclusive), A,
      writtenVariables(
          *Maps.Model,
          std::set<std::string>(Loop.Statements.begin(), Loop.Statements.end()),
          Loop.Attributes));
}

/// 1. shared, for the lanes of a plain simd loop (seed 000's equal
/// time-stamps at L's dimension): a write X and an access Y of one cell in
/// iterations i < i' keep their sequential order when X's statement runs
/// first in the body; in i > i', when Y's runs first, or is X's and Y is a
/// read (a statement reads before it writes); with safelen(k), iterations
/// k or more apart never run together.
///   for (i) a[i + 1] = a[i] * r;   breaks (the read of i + 1 runs before
///                                  the write of i)
///   for (i) a[i] = a[i + 1] * r;   keeps the order
LoopChecker::Outcome
LoopChecker::checkSharedLockstep(const VariableAccesses &A) const {
  // { [S[x] -> W[]] -> [T[y] -> R[]] : same cell, other iteration }, Y a
  // read (WR) or a write (WW)
  isl::union_map WR =
      pairsIn(A.Writes.apply_range(A.Reads.reverse()), OtherIteration);
  isl::union_map WW =
      pairsIn(A.Writes.apply_range(A.Writes.reverse()), OtherIteration);
  isl::union_map EarlierIteration = LaterIteration.reverse();
  // X in the earlier iteration: kept iff X's body time comes first.
  isl::union_map Broken =
      pairsNotIn(pairsIn(WR.unite(WW), LaterIteration), BodyBefore);
  // Y in the earlier iteration: kept iff Y's comes first, or the same time
  // with Y a read.
  Broken = Broken.unite(pairsNotIn(pairsIn(WR, EarlierIteration),
                                   BodyBefore.reverse().unite(BodySameTime)));
  Broken = Broken.unite(
      pairsNotIn(pairsIn(WW, EarlierIteration), BodyBefore.reverse()));
  if (WithinSafeLength)
    Broken = pairsIn(Broken, *WithinSafeLength);
  if (Broken.is_empty())
    return std::nullopt;
  return failRace(Broken, A);
}

/// 2./3. The reads of a private (\p First: firstprivate) copy: every value
/// read comes from the same iteration or, for firstprivate, from before L
/// in a cell that no iteration of L writes.
LoopChecker::Outcome
LoopChecker::checkPrivateReads(const VariableAccesses &A, bool First) const {
  // { [T[y] -> R[]] -> v[c] }
  const isl::union_map &Uncovered = uncoveredReads(*A.Var);
  if (Uncovered.is_empty())
    return std::nullopt;
  const FunctionMaps::VariableAccessMaps &M = variableMaps(*A.Var);
  if (!loopMaps(*A.Var).Kills.is_empty())
    return exactPrivateReads(A, First);
  // An uncovered read sees a write of an earlier iteration of its instance,
  // if there is one (the last write or kill before it is then in L, a kill
  // is not, and a may-write hides nothing); else the value the cell has
  // when the instance starts. Only a declaration can leave that value
  // undefined, and a read of it keeps nothing. So, with no search for the
  // write a read sees:
  // { [S[x] -> W[]] -> [T[y] -> R[]] }: a write of L to the cell an
  // uncovered read reads, in an earlier iteration of the instance
  isl::union_map EarlierWrites =
      pairsIn(A.Writes.apply_range(Uncovered.reverse()), LaterIteration);
  // { [S[x] -> W[]] -> [T[y] -> R[]] }: the same, in any iteration
  auto Overwriting = [&](const isl::union_map &Reads) {
    return pairsIn(A.Writes.apply_range(Reads.reverse()), SameInstance);
  };
  isl::union_map OfDefined = Uncovered;
  bool Fails = !EarlierWrites.is_empty();
  if (!Fails) {
    // Every uncovered read sees the value its cell has when the instance
    // starts. private fails if that value is defined; firstprivate if it
    // is, and the instance writes the cell.
    if (First && Overwriting(Uncovered).is_empty())
      return std::nullopt;
    if (!M.Kills.is_empty()) {
      // { [T[y] -> R[]] -> v[c] }: of a cell undefined at the instance's
      // start (only a declaration reaches it)
      isl::union_map OfUndefined = Uncovered.intersect(
          InLoop.TagToStatement
              .apply_range(InstanceOf)
              .apply_range(undefinedAtEntry(*A.Var)));
      OfDefined = Uncovered.subtract(OfUndefined);
    }
    Fails = First ? !Overwriting(OfDefined).is_empty() : !OfDefined.is_empty();
  }
  if (!Fails)
    return std::nullopt;
  auto Exactly = [this, &A, First](WitnessMode Mode) {
    Outcome Exact = exactPrivateReads(A, First);
    if (!Exact)
      throw std::logic_error("the two private-read conditions disagree");
    Witness W = Exact->Explain(Mode);
    W.Possible = Exact->Possible;
    return W;
  };
  // Plainly: a read that sees no write of its own iteration, and a write to
  // its cell by another iteration where there is one.
  auto Plain = [this, &A, First, OfDefined, EarlierWrites](WitnessMode Mode) {
    if (!EarlierWrites.is_empty())
      return pickWitness(EarlierWrites, ViolationKind::LiveIn, A.Var->Id, Mode);
    if (!First)
      return pickSingle(OfDefined, ViolationKind::LiveIn, A.Var->Id, Mode);
    isl::union_map Overwritten =
        pairsIn(A.Writes.apply_range(OfDefined.reverse()), SameInstance);
    isl::union_map Across = pairsIn(Overwritten, OtherIteration);
    return pickWitness(Across.is_empty() ? Overwritten : Across,
                       ViolationKind::LiveIn, A.Var->Id, Mode);
  };
  return Failure{ViolationKind::LiveIn, Exactly, Plain};
}

/// checkPrivateReads by the dataflow into L's reads.
LoopChecker::Outcome
LoopChecker::exactPrivateReads(const VariableAccesses &A, bool First) const {
  const ReadFlow &Flow = flowIntoLoop(*A.Var);
  isl::union_map FromOtherIteration = pairsIn(Flow.Flow, OtherIteration);
  if (!FromOtherIteration.is_empty()) {
    // Certain when an exact write and read show it, else possible.
    isl::union_map Certain = certainPairs(Maps, FromOtherIteration, &Loop);
    Failure Carried = failPair(Certain.is_empty() ? FromOtherIteration : Certain,
                               ViolationKind::Flow, *A.Var);
    Carried.Possible = Certain.is_empty();
    return Carried;
  }
  if (!First) {
    if (Flow.FromBefore.is_empty())
      return std::nullopt;
    return Failure{ViolationKind::LiveIn, [this, &A, FromBefore =
                                                         Flow.FromBefore](
                                              WitnessMode Mode) {
      // Show where the value comes from, if anything before L wrote it.
      isl::union_map Sources =
          pairsNotIn(Maps.flowOf(*A.Var, FromBefore.domain())
                         .MayFlow.intersect_range(FromBefore.domain()),
                     SameInstance);
      if (!Sources.is_empty())
        return pickWitness(Sources.reverse(), ViolationKind::LiveIn,
                           A.Var->Id, Mode);
      return pickSingle(FromBefore, ViolationKind::LiveIn, A.Var->Id, Mode);
    }};
  }
  // { [S[x] -> W[]] -> [T[y] -> R[]] }: L writes a cell whose original value
  // an iteration of the same instance reads.
  isl::union_map Overwritten = pairsIn(
      A.Writes.apply_range(Flow.FromBefore.reverse()), SameInstance);
  if (Overwritten.is_empty())
    return std::nullopt;
  return Failure{ViolationKind::LiveIn, [this, Overwritten,
                                         &A](WitnessMode Mode) {
    // Prefer a pair from two iterations: it shows the race on the cell.
    isl::union_map Across = pairsIn(Overwritten, OtherIteration);
    return pickWitness(Across.is_empty() ? Overwritten : Across,
                       ViolationKind::LiveIn, A.Var->Id, Mode);
  }};
}

/// A witness of a value of L that one of the reads after L \p Sinks,
/// { [T[y] -> R[]] }, needs: a write in L the read may see, certain where
/// an exact write and an exact read that runs whenever its instance does
/// show it (certainPairs), else possible: a read the model
/// over-approximates (under a condition it cannot decide, in a loop whose
/// step it cannot follow) may never see the value. Where no write of L is
/// shown to reach them, one of the reads alone, possible.
Witness LoopChecker::liveOutWitness(const isl::union_set &Sinks,
                                    const VariableAccesses &A,
                                    WitnessMode Mode) const {
  // { [S[x] -> W[]] -> [T[y] -> R[]] }: a write in L, a read after L
  isl::union_map FromLoop = Maps.flowOf(*A.Var, Sinks)
                                .MayFlow.intersect_domain(A.Writes.domain())
                                .intersect_range(Sinks);
  if (FromLoop.is_empty()) {
    Witness W = pickSingle(Maps.TaggedReads.intersect_domain(Sinks),
                           ViolationKind::LiveOut, A.Var->Id, Mode);
    W.Possible = true;
    return W;
  }
  return pickCertainFirst(FromLoop, ViolationKind::LiveOut, A.Var->Id, Mode);
}

/// 2. private: no cell of the variable is live after L.
LoopChecker::Outcome
LoopChecker::checkNothingLiveAfter(const VariableAccesses &A) const {
  // Only the cells L writes count (below): where L writes none, a private
  // copy changes no cell, whatever is read after L. (A variable L only
  // reads costs no liveness search, which would look at every later read
  // of it in the function: issue 15.)
  if (A.Writes.is_empty())
    return std::nullopt;
  const LiveAfter &After = liveAfter(*A.Var, false);
  if (After.Flow.is_empty())
    return std::nullopt;
  // A cell that no instance of L writes keeps its value under a private
  // copy too (`firstprivate(scale)`, only read): only the cells L writes
  // count. (After.Cells names the last instance before each read, not the
  // one that wrote: the cells of every instance.)
  // { Probe[o] -> v[c] }
  isl::union_map Written = After.Cells.intersect_range(A.Writes.range());
  if (Written.is_empty())
    return std::nullopt;
  // The condition fails; which reads after L show it is the witness's
  // work (a flow into many conditional reads costs far more than the
  // verdict).
  return Failure{ViolationKind::LiveOut, [this, Written, &A,
                                          &After](WitnessMode Mode) {
    // { [Probe[o] -> PV[]] -> [T[y] -> R[]] }: the reads after L of those
    isl::union_map Live = After.Flow.intersect_range(
        Maps.TaggedReads.intersect_domain(After.Flow.range())
            .intersect_range(Written.range())
            .domain());
    if (Live.is_empty())
      Live = After.Flow;
    return liveOutWitness(Live.range(), A, Mode);
  }};
}

/// 4. lastprivate: every cell live after L is written, unconditionally, by
/// the sequentially last iteration (with \p First, or never written by L).
LoopChecker::Outcome
LoopChecker::checkLastIterationWrites(const VariableAccesses &A,
                                      bool First) const {
  // { Probe[o] -> v[c] }: the cells live after instance o.
  isl::union_map LiveCells = liveAfter(*A.Var, true).Cells;
  // { Probe[o] -> v[c] }: the cells the last iteration of o must-write.
  isl::union_map LastWrites =
      isl::union_map(LastIteration)
          .apply_range(IterationOf.reverse())
          .apply_range(A.MustWrites.domain_factor_domain());
  isl::union_map Uncovered = LiveCells.subtract(LastWrites);
  if (First)
    Uncovered = Uncovered.intersect(cellsPerInstance(A.Writes));
  if (Uncovered.is_empty())
    return std::nullopt;
  // { [T[y] -> R[]] }: the reads after L that see such a cell
  auto UncoveredSinks = [this, Uncovered, &A] {
    isl::union_map Live = liveAfter(*A.Var, true).Flow;
    return Maps.TaggedReads.intersect_domain(Live.range())
        .intersect_range(Uncovered.range())
        .domain();
  };
  auto Exactly = [this, UncoveredSinks, &A](WitnessMode Mode) {
    return liveOutWitness(UncoveredSinks(), A, Mode);
  };
  // Plainly: a write in L of such a cell (or any access of the variable in
  // L), without the read after L that sees it.
  auto Plain = [this, Uncovered, &A](WitnessMode Mode) {
    isl::union_map Writes = A.Writes.intersect_range(Uncovered.range());
    return pickSingle(Writes.is_empty() ? A.Accesses : Writes,
                      ViolationKind::LiveOut, A.Var->Id, Mode);
  };
  Failure F{ViolationKind::LiveOut, Exactly, Plain};
  // Where the last iteration may write each such cell (under a condition
  // the model cannot decide), it may well write it: possible.
  isl::union_map LastMayWrites =
      isl::union_map(LastIteration)
          .apply_range(IterationOf.reverse())
          .apply_range(A.Writes.domain_factor_domain());
  F.Possible = Uncovered.subtract(LastMayWrites).is_empty();
  return F;
}

/// 5. reduction: every statement of L that accesses the variable is an
/// update with one operator, as the front end recognised it.
LoopChecker::Outcome
LoopChecker::checkReduction(const VariableAccesses &A,
                            std::optional<ReductionOp> &Op) const {
  Op.reset();
  for (const std::string &Name : Loop.Statements) {
    const Statement &S = *Maps.statementMaps(Name).Source;
    // The accesses of this statement to the variable (to the cells a
    // section reduction names, when A holds those alone).
    isl::union_map ByTag =
        islutil::filterMaps(A.Accesses, [&](const isl::map &M) {
          return islutil::domainTag(M).Statement == S.Name;
        });
    bool Touches = !ByTag.is_empty() ||
                   std::count(S.CoveredReads.begin(), S.CoveredReads.end(),
                              A.Var->Id) > 0;
    if (!Touches)
      continue;
    bool IsUpdate = S.Reduction && S.Reduction->Variable == A.Var->Id &&
                    (!Op || *Op == S.Reduction->Op) && A.Var->Arithmetic;
    if (!IsUpdate) {
      // Its accesses, and the writes of other iterations they conflict
      // with.
      // A read an earlier write of the iteration covers has no access of
      // its own: the variable's accesses in L stand for it.
      if (ByTag.is_empty())
        ByTag = A.Accesses;
      // Certain where exact accesses show it (certainPairs; a single
      // access: paired with itself), else possible: an access in code that
      // may not run (`if (num_errors > 0) break;` under a condition the
      // model cannot decide) may never make the copies differ.
      return Failure{ViolationKind::Race, [this, ByTag, &A](WitnessMode Mode) {
        isl::union_map Conflicts =
            pairsIn(A.Writes.apply_range(ByTag.reverse()), OtherIteration);
        if (Conflicts.is_empty()) {
          Witness W = pickSingle(ByTag, ViolationKind::Race, A.Var->Id, Mode);
          W.Possible =
              W.Possible || certain(ByTag.domain().identity()).is_empty();
          return W;
        }
        return pickCertainFirst(Conflicts, ViolationKind::Race, A.Var->Id,
                                Mode);
      }};
    }
    Op = S.Reduction->Op;
  }
  if (!Op)
    return failSingle(A.Accesses, ViolationKind::Race, *A.Var);
  return std::nullopt;
}

bool LoopChecker::hasCondition(Attribute Attr) const {
  // Forward and expand are plans beyond clauses (Planner.cpp), not
  // attributes with a condition of their own.
  return Attr != Attribute::Forward && Attr != Attribute::Expand &&
         Attr != Attribute::None;
}

/// The updates use another operator than the clause's: any two of them
/// conflict.
LoopChecker::Failure
LoopChecker::otherOperator(const VariableAccesses &A) const {
  return Failure{
      ViolationKind::Race, [this, &A](WitnessMode Mode) {
        isl::union_map Conflicts =
            pairsIn(A.Writes.apply_range(A.Accesses.reverse()), OtherIteration);
        if (!Conflicts.is_empty())
          return pickWitness(Conflicts, ViolationKind::Race, A.Var->Id, Mode);
        return pickSingle(A.Accesses, ViolationKind::Race, A.Var->Id, Mode);
      }};
}

/// No model of these yet: they never hold.
LoopChecker::Failure LoopChecker::noCondition(const VariableAccesses &A) const {
  if (Outcome F = checkShared(A))
    return *F;
  return failSingle(A.Accesses, ViolationKind::Race, *A.Var);
}

bool LoopChecker::cellSection(const VariableAccesses &A,
                              std::vector<SectionBounds> &Section,
                              bool ParameterExtent) const {
  Section.clear();
  if (!A.Var->RowLengths.empty())
    return false; // the source has one dimension
  isl::union_set Cells = A.Accesses.range();
  isl::set_list List = Cells.get_set_list();
  if (List.size() != 1)
    return false;
  isl::set CellSet = List.at(0).intersect_params(Maps.Context);
  isl::ast_build Build = isl::ast_build::from_context(CellSet.params());
  // (A bound may read a defined parameter: `a[j + n * m]` starts at n_m,
  // written "(n * m)".)
  std::map<std::string, std::string> Spellings =
      spellingsWithDefinitions(*Maps.Model);
  for (unsigned Dim = 0; Dim < A.Var->Rank; ++Dim) {
    // A dimension unbounded either way (a subscript that is not affine) has
    // no least or greatest cell: the declared extent covers it then.
    std::optional<isl::pw_aff> Min, Max;
    if (islutil::boundedDimension(CellSet, Dim)) {
      Min = islutil::dimMin(CellSet, Dim);
      Max = islutil::dimMax(CellSet, Dim);
    }
    if (Min && isl_pw_aff_involves_nan(Min->get()) == isl_bool_false &&
        isl_pw_aff_involves_nan(Max->get()) == isl_bool_false) {
      isl::pw_aff Length = isl::manage(isl_pw_aff_add_constant_val(
          Max->sub(*Min).release(), isl_val_int_from_si(CellSet.ctx().get(), 1)));
      if (Length.is_null())
        isl::exception::throw_last_error(Ctx);
      // (Written as the source spells the parameters: "s.m", "v.size()".)
      std::optional<std::string> Lower =
          islutil::cExpression(Build, *Min, Spellings);
      std::optional<std::string> Count =
          islutil::cExpression(Build, Length, Spellings);
      if (!Lower || !Count)
        return false;
      Section.push_back({*Lower, *Count});
      continue;
    }
    if (ParameterExtent && Dim == 0 && !A.Var->ParameterExtent.empty() &&
        (A.Var->Extents.empty() || A.Var->Extents[0].empty())) {
      Section.push_back({"0", A.Var->ParameterExtent});
      continue;
    }
    if (Dim >= A.Var->Extents.size() || A.Var->Extents[Dim].empty())
      return false;
    Section.push_back({"0", A.Var->Extents[Dim]});
  }
  return true;
}

} // namespace ompfix
