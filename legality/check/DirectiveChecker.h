//===- DirectiveChecker.h - What loop and region checking share -*- C++ -*-===//
//
// The base of LoopChecker and RegionChecker, as Polly's ZoneAlgorithm is
// the base of DeLICM and ForwardOpTree. Both decide, variable by variable,
// which data-sharing attribute makes two instances of a directive's code
// that may run at the same time compute what the sequential code computes
// (docs/design/conditions.md, docs/design/regions.md). They differ in what
// "two instances" are:
//
//   a loop directive L     two iterations of one instance of L
//   a `parallel` region    two threads of one instance of the region
//
// This class holds what does not depend on that: the accesses of one
// variable, a failure and how its witness is picked, which conditions an
// attribute asks for (checkAttribute over ompfix/Attributes.h), the budget
// of a witness (explain), the bookkeeping of the plan and the verdict. The
// conditions themselves, and how a witness names its instances, are the
// hooks a derived class implements.
//
//===----------------------------------------------------------------------===//

#ifndef OMPFIX_LEGALITY_DIRECTIVECHECKER_H
#define OMPFIX_LEGALITY_DIRECTIVECHECKER_H

#include "maps/FunctionMaps.h"
#include "ompfix/Verdict.h"

#include <isl/cpp.h>

#include <deque>
#include <set>
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace ompfix {

class DirectiveChecker {
public:
  virtual ~DirectiveChecker() = default;

protected:
  /// The quotas of a witness (Budget::WitnessMaxOperations and
  /// PlainWitnessMaxOperations, resolved), and the directive's quota
  /// (Budget::MaxOperations), which is restored after it.
  struct WitnessQuotas {
    unsigned long Least, Plain, Directive;
  };
  /// \p Quotas: a witness picked under quotas of its own (a loop's); none,
  /// a witness picked under the directive's quota (a region's: past it,
  /// the region is unknown).
  /// \p NestedTeam: the directive's team is nested (a conflict between
  /// its threads or iterations is then possible only, explain).
  DirectiveChecker(const FunctionMaps &Maps, bool NestedTeam,
                   std::optional<WitnessQuotas> Quotas = std::nullopt);

  /// The accesses of one variable in the directive's code, tagged with
  /// their references.
  struct VariableAccesses {
    const Variable *Var = nullptr;
    isl::union_map Writes;     // { [S[x] -> W[]] -> v[c] }, must and may
    isl::union_map MustWrites; // { [S[x] -> W[]] -> v[c] }
    isl::union_map Reads;      // { [S[x] -> R[]] -> v[c] }
    isl::union_map Accesses;   // Writes and Reads
    /// { [S[x] -> R[]] }: instances that stand for an access the model
    /// cannot place exactly (a region's copy-out at an iteration that may
    /// not be the last): what they meet is possible, not certain.
    std::optional<isl::union_set> Approximate;
    /// { [S[x] -> R[]] }: instances that never run at the same time as one
    /// another (threads combining their reduction copies into the
    /// variable, one at a time).
    std::optional<isl::union_set> OneAtATime;
  };

  /// How a witness is picked: the least one (smallest parameters, then
  /// instances, then the first references), or, when that is too costly,
  /// any point of the first pair of references, or, when even that is, the
  /// first reference alone, without instances (read from the spaces: it
  /// costs nothing, so the verdict never waits on its witness).
  enum class WitnessMode { Least, Any, References };
  /// Where an attribute's condition fails. Picking a witness (a lexmin per
  /// pair of references) costs more than deciding, and only the declared
  /// attribute's failure is reported, so the witness is picked on demand.
  struct Failure {
    /// What the failure shows (the kind of the references-only witness).
    ViolationKind Kind;
    std::function<Witness(WitnessMode)> Explain;
    /// A plainer witness, when the one of Explain is too costly (by default
    /// Explain again, in WitnessMode::Any).
    std::function<Witness(WitnessMode)> Plain = nullptr;
    /// Only over-approximated accesses show it (Witness::Possible).
    bool Possible = false;
  };
  /// The outcome of one attribute's condition: nothing where it holds.
  using Outcome = std::optional<Failure>;

  /// The condition of attribute \p Attr for \p A: the conditions 1-5 that
  /// it asks for, in order (docs/design/conditions.md). \p Op is the
  /// reduction's operator: the one wanted (if any) on entry, the one found
  /// on return. \p ThreadsOwnMemory: A's variable is memory each thread of
  /// the region allocated for itself (Variable::OwnedByScope, its pointer
  /// declared in the region), whose thread copies hold its cells as a
  /// private array's do.
  Outcome checkAttribute(const VariableAccesses &A, Attribute Attr,
                         std::optional<ReductionOp> &Op,
                         bool ThreadsOwnMemory = false) const;

  /// The witness of \p F, a failure of \p A's attribute. The verdict is
  /// decided by then. With WitnessQuotas, the witness gets a quota of its
  /// own, a plainer witness when that runs out, and A's first reference
  /// alone when the plainer one runs out too (WitnessMode::References).
  Witness explain(const Failure &F, const VariableAccesses &A) const;

  /// What planning the directive's variables one by one gathers: whether
  /// every declared attribute holds, whether a fix repairs every one that
  /// fails, and the failures, explained once every verdict is known. The
  /// accesses of each variable outlive the planning: a failure refers to
  /// them.
  struct PlanningState {
    bool AllOk = true, AllFixable = true;
    std::deque<VariableAccesses> Accesses;
    std::vector<std::pair<Failure, const VariableAccesses *>> DeclaredFailures;
    /// Variables (Variable::Id) that are a parallel region's own private
    /// or firstprivate copies: their live-out failure is a copy discarded
    /// (Witness::CopyDiscarded), a warning.
    std::set<std::string> RegionCopies;
    /// Array parameters whose reduction section rests on their declared
    /// extent (DirectiveVerdict::AssumedWithinExtent).
    std::set<std::string> AssumedWithinExtent;
  };
  /// The variable of \p Declared, and its verdict before any check
  /// (throws for an attribute of a variable the model does not declare).
  std::pair<const Variable *, VariableVerdict>
  declaredVariable(const DeclaredAttribute &Declared) const;
  /// A declared attribute that fails: a clause the user wrote is wrong;
  /// an implicit one is missing a clause.
  static Status failedStatus(const DeclaredAttribute &Declared) {
    return Declared.From == DeclaredAttribute::Origin::Explicit
               ? Status::Wrong
               : Status::Missing;
  }
  /// The accesses of \p Statements, the directive's code, that leave their
  /// array's declared extent (Variable::DeclaredCells, outsideExtent) at
  /// some instance: a failure per variable (ViolationKind::OutOfBounds)
  /// in \p State, which no attribute repairs. Only accesses that \p Exact
  /// accepts count (an over-approximated access may never make the cells
  /// its relation holds), and only at parameter values where every product
  /// is one (atProductValues): such a finding is certain.
  ///   for (i < n) for (j < m) a[i][j] = b[i][j - 1];   // double b[n][m]
  ///   => 'b[i][j - 1]' at i = 0, j = 0 (m = 1, n = 1): b[0][-1]
  void checkExtents(const std::vector<std::string> &Statements,
                    const std::function<bool(const Access &)> &Exact,
                    PlanningState &State) const;
  /// Completes \p Result after planning \p State: the clauses of \p Unused
  /// (variables the code never accesses) are redundant, every failure of
  /// State gets its witness, and the verdict follows.
  void conclude(PlanningState &State,
                const std::vector<DeclaredAttribute> &Unused,
                DirectiveVerdict &Result) const;
  /// \p Result, or unknown where the model holds values between the
  /// iterations of a loop (\p ValuesBetween names it; empty: none) and a
  /// finding is not labelled possible, or is about a value needed after
  /// the code: it may come from those values alone
  /// (docs/design/real-programs.md, "Loops that count by a variable").
  DirectiveVerdict unlessValuesBetween(const PlanningState &State,
                                       DirectiveVerdict Result,
                                       const std::string &ValuesBetween) const;
  /// The condition of a reduction whose list item names part of an array
  /// (DeclaredAttribute::Cells), for loops and regions alike: condition 5
  /// on the accesses of those cells, condition 1 (shared) on the others.
  /// `reduction(+: c[0:2])` with `c[0] += x; c[1] += y;` holds; a write of
  /// `c[2]` by two threads or iterations is a race on the shared array.
  /// The accesses a failure refers to are kept in \p State.
  Outcome checkSectionReduction(const VariableAccesses &A,
                                const DeclaredAttribute &Declared,
                                PlanningState &State,
                                std::optional<ReductionOp> &Op) const;

  // What a derived class decides: the conditions, on its own instances.

  /// The accesses of \p V in the directive's code.
  virtual VariableAccesses accessesOf(const Variable &V) const = 0;
  /// Whether a clause of the directive can give \p Attr (one with a
  /// condition: checkAttribute decides it); others never hold.
  virtual bool hasCondition(Attribute Attr) const = 0;
  /// Condition 1 (shared): no two accesses of a cell, one a write, may run
  /// at the same time.
  virtual Outcome checkShared(const VariableAccesses &A) const = 0;
  /// Conditions 2 and 3 on the reads of a private (\p First: firstprivate)
  /// copy: each read sees what the sequential code has there.
  virtual Outcome checkPrivateReads(const VariableAccesses &A,
                                    bool First) const = 0;
  /// Condition 2's second half: no cell the code writes is read after it.
  virtual Outcome checkNothingLiveAfter(const VariableAccesses &A) const = 0;
  /// Condition 4 (lastprivate): the last instance writes every cell read
  /// after the code (with \p First, every such cell the code writes). Only
  /// asked where hasCondition(LastPrivate).
  virtual Outcome checkLastIterationWrites(const VariableAccesses &A,
                                           bool First) const;
  /// Condition 5 (reduction): every access is an update by one operator,
  /// which \p Op receives.
  virtual Outcome checkReduction(const VariableAccesses &A,
                                 std::optional<ReductionOp> &Op) const = 0;
  /// The failure of a reduction whose updates use another operator than
  /// the clause's.
  virtual Failure otherOperator(const VariableAccesses &A) const = 0;
  /// The failure of an attribute without a condition (!hasCondition).
  virtual Failure noCondition(const VariableAccesses &A) const = 0;

  // How a derived class names a witness's instances.

  /// The witness of one pair of \p Pairs, { [S[x] -> R[]] -> [T[y] ->
  /// R'[]] }, picked as \p Mode says.
  virtual Witness pickWitness(const isl::union_map &Pairs, ViolationKind Kind,
                              const std::string &Variable,
                              WitnessMode Mode) const = 0;
  /// The witness of one access of \p Accesses, { [S[x] -> R[]] -> ... }.
  virtual Witness pickSingle(const isl::union_map &Accesses, ViolationKind Kind,
                             const std::string &Variable,
                             WitnessMode Mode) const = 0;
  /// Of \p Pairs, those of two exact accesses (certainPairs).
  virtual isl::union_map certain(const isl::union_map &Pairs) const = 0;
  /// The witness of one pair of \p Pairs (pickWitness), among the certain
  /// ones where there are any, else possible.
  Witness pickCertainFirst(const isl::union_map &Pairs, ViolationKind Kind,
                           const std::string &Variable, WitnessMode Mode) const;

  /// A failure shown by one of \p Pairs (pickWitness) or, for failSingle,
  /// by one of \p Accesses (pickSingle).
  Failure failPair(isl::union_map Pairs, ViolationKind Kind,
                   const Variable &V) const;
  Failure failSingle(isl::union_map Accesses, ViolationKind Kind,
                     const Variable &V) const;
  /// An out-of-bounds access among \p Outside, { [S[x] -> R[]] -> v[c] }:
  /// the first reference's least instance, with its cell (Witness::Cell).
  Failure failOutside(isl::union_map Outside, const Variable &V) const;
  /// The cells \p Beyond, { v[c] }, that a list item names outside v's
  /// declared extent: a Witness::ListItem witness at the least of them.
  Failure failListItemOutside(isl::set Beyond, const Variable &V) const;
  /// A race among \p Races, shown by two exact accesses where there are
  /// such, else possible.
  Failure failRace(const isl::union_map &Races,
                   const VariableAccesses &A) const;
  /// Where the pairs \p Exclusive of A's accesses that atomic or critical
  /// constructs keep apart leave a result that depends on their order
  /// (orderDependence, given the variables \p Written): the failure,
  /// shown by exact accesses where such a pair depends on the order,
  /// else possible.
  std::optional<Failure> failOrder(const isl::union_map &Exclusive,
                                   const VariableAccesses &A,
                                   const std::set<std::string> &Written) const;

  /// The pairs of \p Pairs, { [S[x] -> R[]] -> [T[y] -> R'[]] }, at
  /// parameters where the teams have two threads or more
  /// (FunctionMaps::ManyThreads), if there are such pairs; else all: a
  /// witness of two iterations at `omp_set_num_threads(nt)` with nt = 1
  /// would show one thread running both.
  isl::union_map onManyThreads(const isl::union_map &Pairs) const;

  /// The accesses of \p Accesses, { [S[x] -> R[]] -> ... }, at parameter
  /// values where the function's definitions hold (atDefinedValues), if
  /// there are such; else all. A single access's witness then gives a
  /// defined parameter the value the program computes (not `n_mod_m = 0`
  /// at `m = 0`, where `n % m` has none).
  isl::union_map atProgramValues(const isl::union_map &Accesses) const;

  /// Of \p Accesses, { [S[x] -> R[]] -> ... }, the map of the first
  /// reference in the source (before any synthetic one, which has no place
  /// to show), and that reference; none and 0 when there is no map.
  std::pair<std::optional<isl::map>, long>
  firstReference(const isl::union_map &Accesses) const;

  /// The pairs of \p Tagged, { [S[x] -> R[]] -> [T[y] -> R'[]] }, whose
  /// statement instances are (are not) related by \p Untagged,
  /// { S[x] -> T[y] }.
  static isl::union_map pairsIn(const isl::union_map &Tagged,
                                const isl::union_map &Untagged);
  static isl::union_map pairsNotIn(const isl::union_map &Tagged,
                                   const isl::union_map &Untagged);

  const FunctionMaps &Maps;
  isl::ctx Ctx;

private:
  std::optional<WitnessQuotas> Quotas;
  bool NestedTeam;
};

} // namespace ompfix

#endif // OMPFIX_LEGALITY_DIRECTIVECHECKER_H
