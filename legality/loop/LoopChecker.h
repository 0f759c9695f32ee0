//===- LoopChecker.h - The conditions for one loop ----*- C++ -*-===//
//
// Decides, variable by variable, which data-sharing attributes make the
// parallel version of one loop directive L compute what the sequential loop
// computes (docs/design/conditions.md), and
// finds a witness for every attribute that does not.
//
// A DirectiveChecker (check/DirectiveChecker.h) whose two instances are
// two iterations of one instance of L. One class, its work in one file
// per concern, in the order of the flow:
//   IterationRelations.cpp  instances and iterations of L, their times
//   LoopAccesses.cpp        a variable's accesses in L
//   LoopDataflow.cpp        where the reads of L get their values
//   Liveness.cpp            what is live after each instance of L
//   Conditions.cpp          The conditions 1-5
//   Forwarding.cpp          carried scalars each iteration recomputes
//   Expansion.cpp           memory no clause copies: per thread or iteration
//   Witnesses.cpp           the two accesses and iterations of a failure
//   Planner.cpp             the cheapest attribute per variable, the verdict
//
//===----------------------------------------------------------------------===//

#ifndef OMPFIX_LEGALITY_LOOPCHECKER_H
#define OMPFIX_LEGALITY_LOOPCHECKER_H

#include "check/DirectiveChecker.h"
#include "maps/FunctionMaps.h"
#include "ompfix/Verdict.h"

#include <isl/cpp.h>

#include <algorithm>
#include <optional>
#include <set>

namespace ompfix {

class LoopChecker : public DirectiveChecker {
public:
  LoopChecker(const FunctionMaps &Maps, const LoopDirective &Loop,
              const Budget &Limits = Budget());

  LoopVerdict check();

private:
  /// Plans the variable of attribute \p Declared of L into \p Result:
  /// whether the attribute holds, a cheaper one that would do, or the
  /// cheapest one that repairs it.
  void planVariable(const DeclaredAttribute &Declared, PlanningState &State,
                    LoopVerdict &Result);
  /// Gives the fields of one struct variable (Variable::ClauseName) one
  /// attribute, the cheapest whose condition holds for each of them: a
  /// clause on `p` copies every field of p. For
  ///   for (i < n) { p.x = a[i]; p.y = b[i]; c[i] = p.x + p.y; }
  /// p.x and p.y each need private, so both get `private(p)`; were p.y
  /// only read, both would get `firstprivate(p)`. Where none holds for
  /// all, the fields that needed a clause get none.
  void planStructs(PlanningState &State, LoopVerdict &Result) const;
  /// The attributes a clause of L can give \p V (one of L's iterators
  /// where \p IsIterator), cheapest first.
  std::vector<Attribute> candidateAttributes(const Variable &V,
                                             bool IsIterator) const;
  /// The first of \p Candidates cheaper than \p Declared (which holds)
  /// whose condition holds for \p A too, if any.
  std::optional<Attribute>
  cheaperAttribute(const VariableAccesses &A, Attribute Declared,
                   const std::vector<Attribute> &Candidates) const;
  /// What repairs \p A, whose attribute \p Declared fails: the cheapest
  /// of \p Candidates whose condition holds, else forwarding, else
  /// expansion (neither for a thread's copy, \p ThreadCopy), else None.
  VariablePlan repairPlan(const VariableAccesses &A, Attribute Declared,
                          const std::vector<Attribute> &Candidates,
                          bool ThreadCopy) const;

  void buildIterationRelations();
  /// The condition that iteration y of L runs after iteration x (before
  /// it, \p Earlier), in L's order: the first iterator that differs is
  /// larger (smaller where L counts down), by the step at least where that
  /// is a parameter: "(x0 + (tile) <= y0)".
  std::string iterationOrder(bool Earlier) const;
  /// { Probe[o] -> Iter[o, i] }: the sequentially last of \p Iterations,
  /// { Iter[o, i] }, of each instance of L.
  isl::map lastIterations(const isl::set &Iterations) const;
  void buildLockstepRelations();
  /// The time just after (\p Side +1) or just before (-1) each instance of
  /// L: { Probe[o] -> [...] }.
  isl::map probeTime(int Side) const;
  /// { [Probe[o] -> Tag[]] -> v[c] }: every cell of \p V, for each instance
  /// of L, tagged \p Tag; and their time on \p Side of L in \p Schedule.
  isl::union_map probeAccesses(const Variable &V, const std::string &Tag,
                               int Side, isl::union_map &Schedule) const;
  /// Whether dimension \p J of L's iteration domain counts down.
  bool decreasing(unsigned J) const {
    return J < Loop.Decreasing.size() && Loop.Decreasing[J];
  }
  /// The step of dimension \p J of L's iterations where it is a parameter
  /// (LoopDirective::ParametricSteps), else empty.
  std::string parametricStep(unsigned J) const {
    return J < Loop.ParametricSteps.size() ? Loop.ParametricSteps[J] : "";
  }
  VariableAccesses accessesOf(const Variable &V) const override;
  /// FunctionMaps::accessesOf, computed once per variable.
  const FunctionMaps::VariableAccessMaps &variableMaps(const Variable &V) const;
  /// The relations of L's statements (FunctionMaps::StatementMaps), united
  /// once: what L asks about its own accesses starts from these, not from
  /// the function's (issue 15).
  struct LoopMaps {
    isl::union_set Domains;        // { S[o, i, x] }, S in L
    isl::union_map Schedule;       // { S[o, i, x] -> [...] }
    isl::union_map UnboundedSchedule; // the same, any x
    isl::union_map Reads, MustWrites, MayWrites, Kills; // tagged
    isl::union_map UnboundedReads; // { [S[o, i, x] -> R[]] -> v[c] }, any x
    isl::union_map TaggedSchedule; // { [S[o, i, x] -> R[]] -> [...] }
    isl::union_map TagToStatement; // { [S[o, i, x] -> R[]] -> S[o, i, x] }
  };
  void buildLoopMaps();
  /// The accesses and kills of \p V in L, as variableMaps has them (the
  /// same part of each), and its unbounded reads in L. Computed once.
  struct LoopVariableMaps : FunctionMaps::VariableAccessMaps {
    isl::union_map UnboundedReads;
  };
  const LoopVariableMaps &loopMaps(const Variable &V) const;
  /// \p M with the may-writes that are must-writes whenever L runs (see
  /// variableMaps) moved to its must-writes.
  void upgradeWritesMustInLoop(FunctionMaps::VariableAccessMaps &M) const;
  /// Pairs of L's statement instances that its `ordered` blocks order:
  /// before a block in one iteration, after it in a later one.
  isl::union_map orderedAround(const std::set<std::string> &Names) const;
  /// The reads of \p V but those that a write of the scalar precedes in
  /// their own iteration of loops that L is not in
  /// (FunctionMaps::CoveredReads), which no value that L leaves reaches:
  /// { [T[y] -> R[]] -> v[c] }. Found through FunctionMaps::ReadsByCover,
  /// without looking at the others.
  isl::union_map readsNotCoveredOutsideLoop(const Variable &V) const;
  /// Whether statement \p Name is in L.
  bool inLoop(const std::string &Name) const {
    return std::find(Loop.Statements.begin(), Loop.Statements.end(), Name) !=
           Loop.Statements.end();
  }
  UnknownReason inexactReason() const;

  // The conditions (DirectiveChecker), on the iterations of L.
  bool hasCondition(Attribute Attr) const override;
  Outcome checkShared(const VariableAccesses &A) const override;
  /// Whether the loop's statements are code of a parallel region of the
  /// function (its iterations, or code its threads run).
  bool inRegionCode() const;
  Outcome checkSharedLockstep(const VariableAccesses &A) const;
  Outcome checkPrivateReads(const VariableAccesses &A,
                            bool First) const override;
  Outcome exactPrivateReads(const VariableAccesses &A, bool First) const;
  Outcome checkNothingLiveAfter(const VariableAccesses &A) const override;
  Outcome checkLastIterationWrites(const VariableAccesses &A,
                                   bool First) const override;
  Outcome checkReduction(const VariableAccesses &A,
                         std::optional<ReductionOp> &Op) const override;
  Failure otherOperator(const VariableAccesses &A) const override;
  Failure noCondition(const VariableAccesses &A) const override;
  isl::union_map certain(const isl::union_map &Pairs) const override;
  /// How the carried value of scalar \p A can be recomputed by the
  /// iterations that read it (Forwarding.cpp), if it can.
  std::optional<ForwardPlan> forwarding(const VariableAccesses &A) const;
  /// The same, inside the plans of the scalars in \p Visiting (a chain
  /// back to one of them is no plan).
  std::optional<ForwardPlan> forwarding(const VariableAccesses &A,
                                        std::vector<std::string> &Visiting) const;
  /// How memory reached through pointer \p A could get a slice per
  /// thread (Expansion.cpp), if it can.
  std::optional<ExpandPlan> expansion(const VariableAccesses &A) const;
  /// \p Plan, whose cells are needed after L, with a copy per iteration
  /// (ExpandPlan::Copies::Iteration) of \p Extent cells of \p CellBytes.
  std::optional<ExpandPlan>
  perIterationCopies(ExpandPlan Plan, const isl::ast_build &Build,
                     const isl::pw_aff &Extent, unsigned CellBytes,
                     const std::map<std::string, std::string> &Spellings) const;
  bool recomputable(const Statement &S, const std::string &Forwarded,
                    ForwardPlan &Plan, std::vector<std::string> &Visiting,
                    unsigned Depth) const;
  /// Whether \p Id is the Variable::Id of one of L's iterators.
  bool isIteratorOfL(const std::string &Id) const;
  /// The array section over every cell \p A touches, for a reduction or an
  /// expansion (bounded dimensions by their least and greatest cell, others
  /// by the declared extent); false when there is none. With
  /// \p ParameterExtent, an array parameter's first dimension takes the
  /// extent its declaration spells (Variable::ParameterExtent: `double
  /// y[m]` gives y[0:m]), for a reduction.
  bool cellSection(const VariableAccesses &A,
                   std::vector<SectionBounds> &Section,
                   bool ParameterExtent = false) const;

  /// What is live after L, per variable, computed on first use.
  struct LiveAfter {
    /// The reads after L that see the value a cell has when L ends:
    ///   { [Probe[o] -> PV[]] -> [T[y] -> R[]] }
    isl::union_map Flow;
    /// The cells so read: { Probe[o] -> v[c] }
    isl::union_map Cells;
  };
  /// With \p PerInstance, for every instance of L what it leaves to later
  /// reads; without, only for the last instance before each read (the
  /// same reads, at a fraction of the cost).
  const LiveAfter &liveAfter(const Variable &V, bool PerInstance) const;
  /// The dataflow into the reads of one variable inside L, within one
  /// instance of L: what an instance starts with counts as written just
  /// before it.
  struct ReadFlow {
    /// Flow from writes in L: { [S[x] -> W[]] -> [[T[y] -> R[]] -> v[c]] }
    isl::union_map FlowCells;
    /// The same without the cells: { [S[x] -> W[]] -> [T[y] -> R[]] }
    isl::union_map Flow;
    /// The cells whose value from before the instance a read may see, where
    /// that value is defined: { [T[y] -> R[]] -> v[c] }
    isl::union_map FromBefore;
  };
  /// Computed on first use.
  const ReadFlow &flowIntoLoop(const Variable &V) const;
  /// The reads of \p V in L that no write or kill of their cell precedes in
  /// their own iteration: { [T[y] -> R[]] -> v[c] }. Computed on first use.
  const isl::union_map &uncoveredReads(const Variable &V) const;
  /// { Probe[o] -> v[c] }: the cells of \p V whose value when instance o
  /// of L starts is undefined (only a declaration reaches it).
  isl::union_map undefinedAtEntry(const Variable &V) const;
  /// The cells, per instance of L, that \p Writes (tagged, inside L) write.
  isl::union_map cellsPerInstance(const isl::union_map &Writes) const;
  /// A witness of a write of L whose value one of the reads after L
  /// \p Sinks needs, certain or possible (Conditions.cpp).
  Witness liveOutWitness(const isl::union_set &Sinks, const VariableAccesses &A,
                         WitnessMode Mode) const;
  /// Picks one pair of \p Pairs, { [S[x] -> R[]] -> [T[y] -> R'[]] }:
  /// the first pair of references in source order, then the smallest
  /// parameters (taken >= 0 where possible) and iterations.
  /// (WitnessMode::Any: the first pair of references, and any point of it.)
  Witness pickWitness(const isl::union_map &Pairs, ViolationKind Kind,
                      const std::string &Variable,
                      WitnessMode Mode) const override;
  /// Picks one instance of \p Accesses, { [S[x] -> R[]] -> ... }.
  Witness pickSingle(const isl::union_map &Accesses, ViolationKind Kind,
                     const std::string &Variable,
                     WitnessMode Mode) const override;
  /// The iteration of L that runs instance \p Point of \p Statement
  /// (whose dimension \p Offset is the first of the statement's); Unnamed
  /// for a statement outside L.
  Performer iterationOf(const std::string &Statement,
                        const std::vector<long> &Point, unsigned Offset) const;

  const LoopDirective &Loop;
  const Budget Limits;

  isl::union_map InstanceOf;      // { S[o, i, ...] -> Probe[o] }
  isl::union_map IterationOf;     // { S[o, i, ...] -> Iter[o, i] }
  isl::union_map SameIteration;   // { S[o, i, x] -> T[o, i, y] }
  isl::union_map SameInstance;    // { S[o, i, x] -> T[o, i', y] }
  isl::union_map OtherIteration;  // { S[o, i, x] -> T[o, i', y] : i' != i }
  isl::union_map LaterIteration;  // { S[o, i, x] -> T[o, i', y] : i' after i }
  isl::map LastIteration;         // { Probe[o] -> Iter[o, i] }, i maximal
  /// Pairs of L's statement instances that mutual exclusion keeps apart
  /// (both atomic, both in critical constructs of one name), and pairs in
  /// L's `ordered` blocks, which run in iteration order.
  isl::union_map MutuallyExclusive; // { S[o, i, x] -> T[o', i', y] }
  isl::union_map InOrderedBlocks;   // { S[o, i, x] -> T[o', i', y] }
  /// For a Lockstep loop: the statement instances of L whose time inside
  /// the body (the schedule after L's iterators) comes first, and those at
  /// the same time; and, with safelen(k), the pairs fewer than k iterations
  /// apart.
  isl::union_map BodyBefore;      // { S[o, i, x] -> T[o', i', y] : bt(x) < bt(y) }
  isl::union_map BodySameTime;    // { S[o, i, x] -> T[o', i', y] : bt(x) = bt(y) }
  std::optional<isl::union_map> WithinSafeLength; // { S[o, i, x] -> T[o, i', y] : |i - i'| < k }
  mutable std::map<std::pair<std::string, bool>, LiveAfter> LiveAfterCache;
  mutable std::map<std::string, ReadFlow> FlowIntoLoopCache;
  mutable std::map<std::string, isl::union_map> UncoveredReadsCache;
  mutable std::map<std::string, FunctionMaps::VariableAccessMaps>
      VariableMapsCache;
  LoopMaps InLoop;
  /// The references of L's may-writes that are must-writes whenever L runs
  /// (see variableMaps), found with InLoop.
  std::set<long> WritesMustInLoop;
  mutable std::map<std::string, LoopVariableMaps> LoopMapsCache;
};

} // namespace ompfix

#endif // OMPFIX_LEGALITY_LOOPCHECKER_H
