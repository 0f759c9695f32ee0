//===- RegionChecker.h - The conditions for one region -*- C++ -*-===//
//
// Decides, variable by variable, which data-sharing attribute on a
// `parallel` directive makes its threads compute what the sequential code
// does (docs/design/regions.md: conditions 1-5 with "thread" for
// "iteration"), and explains the declared attribute's failure: a
// DirectiveChecker (check/DirectiveChecker.h) whose two instances are two
// threads of one instance of the region.
//
// The sequential code runs the region's body once. A thread runs the code
// outside worksharing constructs, its share of the loops' iterations and
// the one-thread blocks given to it, in program order: a subsequence of
// the sequential order. So a private copy holds the sequential value at a
// read exactly when the read's source (the last write of the cell before it
// in the sequential order) is one that the reading thread surely runs:
//
//   #pragma omp parallel            x: private holds (S0 runs on every
//   { S0: x = c;                       thread, so each thread's S1 reads
//     #pragma omp for                  its own S0's value);
//     for (i) S1: a[i] = x;         y: private fails (S2 runs on one
//     #pragma omp single               thread; another thread's S3 reads
//     S2: y = 1;                       a copy S2 never wrote), and shared
//     S3: b[t] = y; }                  holds (the single's barrier
//                                      orders S2 before every S3).
//
//===----------------------------------------------------------------------===//

#ifndef OMPFIX_LEGALITY_REGIONCHECKER_H
#define OMPFIX_LEGALITY_REGIONCHECKER_H

#include "check/Concurrency.h"
#include "check/DirectiveChecker.h"
#include "maps/FunctionMaps.h"
#include "ompfix/Verdict.h"

#include <isl/cpp.h>

#include <map>
#include <optional>
#include <set>

namespace ompfix {

/// Whether \p V, with a copy per thread of \p Region, holds each thread's
/// partial result of one reduction operator, combined once per thread by
/// the same operator (see RegionChecker.cpp).
bool isPartialResult(const FunctionModel &Model, const ParallelRegion &Region,
                     const Variable &V);

class RegionChecker : public DirectiveChecker {
public:
  RegionChecker(const FunctionMaps &Maps, const ParallelRegion &R);

  RegionVerdict check();

private:
  /// A worksharing loop's copying of a variable and the instances that
  /// stand for it, { [S[x] -> R[]] }.
  struct CopyStand {
    isl::union_set At;
    LoopCopying What;
  };

  /// A thread of the region (a team, in a league) of kind \p K.
  Performer unit(Performer::Kind K, long Number = 0) const {
    Performer P(K);
    P.Team = Region.League;
    P.Number = Number;
    return P;
  }
  /// The accesses of \p V in the region's code, without those of a
  /// worksharing loop's, a task's or a nested region's copies (their
  /// own), with what a loop's copies read from V and write back to it.
  VariableAccesses accessesOf(const Variable &V) const override;
  /// The same; with \p UnusedClauses false, without the copies of a
  /// loop's clause on V that the loop never accesses: the region as the
  /// fix leaves it, which takes such a clause away.
  VariableAccesses accessesOf(const Variable &V, bool UnusedClauses) const;
  /// Accesses with no copies yet, to which addLoopCopies adds.
  VariableAccesses noCopies() const;
  /// The copies of \p V that the region's worksharing loops make (\p All:
  /// V's accesses in the function): the statements whose accesses of V
  /// are to a `private` copy go to \p Own, those whose accesses of some
  /// cells are to a firstprivate, lastprivate or reduction copy to
  /// \p OwnCells with the cells, and what those copies read from V and
  /// write to it to \p Copies, each access standing at a loop access of
  /// the copy run by the same thread in the same phase:
  ///   #pragma omp for lastprivate(x) nowait
  ///   for (i = 0; i < n; i++) { S0: x = a[i]; ... }
  /// writes x at S0[n - 1] (the last iteration's thread writes it back),
  /// firstprivate reads every cell at each S0[i], a reduction updates
  /// them at each S0[i] (Copies.OneAtATime). Copies placed where the
  /// loop may not run them go to Copies.Approximate. With \p Stands, each
  /// copying also goes there, with the instances that stand for it.
  void addLoopCopies(const Variable &V,
                     const FunctionMaps::VariableAccessMaps &All,
                     std::set<std::string> &Own,
                     std::map<std::string, isl::union_set> &OwnCells,
                     VariableAccesses &Copies,
                     std::vector<CopyStand> *Stands = nullptr,
                     bool UnusedClauses = true) const;
  /// The copyings of the variable \p VariableId that the region's loops
  /// make, each with the instances that stand for it (addLoopCopies).
  std::vector<CopyStand> loopCopyStands(const std::string &VariableId) const;
  /// Which of \p Stands the instance of \p Tagged, { [S[x] -> R[]] -> ... },
  /// at \p X (parameters \p Names at \p Values) stands for, if any: the
  /// copy-out where \p PartnerWrites is false and a copy-out stands there
  /// too (a firstprivate and lastprivate variable's last iteration), as
  /// only a write races with a read.
  std::optional<LoopCopying>
  copyingAt(const std::vector<CopyStand> &Stands, const isl::map &Tagged,
            const std::vector<long> &X, const std::vector<std::string> &Names,
            const std::vector<long> &Values, bool PartnerWrites) const;
  /// Whether a worksharing loop of the region has a firstprivate,
  /// lastprivate or reduction clause on \p V, which it accesses: OpenMP
  /// 5.2 forbids such a clause on a variable private in the region the
  /// loop binds to, so the region's clause on V must be shared and no
  /// other is a fix:
  ///   #pragma omp parallel          // firstprivate(s) would be illegal
  ///   { ... s ...
  ///     #pragma omp for reduction(+: s)
  ///     for (i) s += a[i]; }
  /// A clause on a variable the loop never accesses is redundant: the fix
  /// removes it in the same rewrite, so it does not count.
  bool copiedByLoop(const Variable &V) const;

  // The conditions (DirectiveChecker), on the threads of the region.
  bool hasCondition(Attribute Attr) const override;
  Outcome checkShared(const VariableAccesses &A) const override;
  /// The variables the region writes while its threads run: its
  /// statements', and those its clauses and its loops' copy out or
  /// combine into (writtenVariables).
  std::set<std::string> writtenHere() const;
  /// Private (\p First false) or firstprivate reads, where a read of
  /// another thread's partial result (isPartialResult) is no failure.
  Outcome checkPrivateReads(const VariableAccesses &A,
                            bool First) const override;
  /// The same, without that exception: each read sees what its own thread
  /// wrote, or (\p First) what the region's instance starts with.
  /// The flows of \p Inside whose reading thread surely wrote its own
  /// copy before, however conditional the writer (readsOwnThread).
  isl::union_map ownCopyWrites(const isl::union_map &Inside,
                               const VariableAccesses &A,
                               const std::set<std::string> &Conditional) const;
  Outcome readsOwnThread(const VariableAccesses &A, bool First) const;
  Outcome copyRaces(const VariableAccesses &A) const;
  Outcome checkNothingLiveAfter(const VariableAccesses &A) const override;
  Outcome checkReduction(const VariableAccesses &A,
                         std::optional<ReductionOp> &Op) const override;
  /// The failure of a reduction at \p Mine, the accesses of a statement
  /// of the region that is no update by the operator, if its value shows.
  Outcome notAnUpdate(const VariableAccesses &A,
                      const isl::union_map &Mine) const;
  Failure otherOperator(const VariableAccesses &A) const override;
  Failure noCondition(const VariableAccesses &A) const override;
  isl::union_map certain(const isl::union_map &Pairs) const override;

  /// What repairs \p A, the accesses of \p V, whose attribute \p Declared
  /// fails: the cheapest attribute a clause of `parallel` can give whose
  /// condition holds, else None.
  VariablePlan repairPlan(const VariableAccesses &A, const Variable &V,
                          Attribute Declared) const;
  /// The variables declared in the region, whose copy per thread no clause
  /// changes: a failure of theirs is not fixable.
  void checkLocals(PlanningState &State, RegionVerdict &Result) const;

  // The witnesses, which name threads. A region's witness is always the
  // least one (\p Mode is ignored): it has no quota of its own.

  /// The least pair of \p Pairs: the first references, then the smallest
  /// parameters and instances.
  Witness pickWitness(const isl::union_map &Pairs, ViolationKind Kind,
                      const std::string &Variable,
                      WitnessMode Mode) const override;
  /// The first reference of \p Accesses, at its smallest instance.
  Witness pickSingle(const isl::union_map &Accesses, ViolationKind Kind,
                     const std::string &Variable,
                     WitnessMode Mode) const override;
  std::optional<unsigned> phaseOf(const std::string &Statement,
                                  const std::vector<long> &Point,
                                  const std::vector<std::string> &Names,
                                  const std::vector<long> &Values) const;
  /// Who runs instance \p Point of \p Statement: the thread running
  /// iteration i = 2, the one thread of its block, or \p EveryThread for
  /// replicated code; Unnamed outside the region.
  Performer runner(const std::string &Statement, const std::vector<long> &Point,
                   const Performer &EveryThread) const;
  bool inRegion(const std::string &Statement) const {
    return Statements.count(Statement) > 0;
  }

  const ParallelRegion &Region;
  std::set<std::string> Statements; // every statement of the region's parts
  RegionRelations Relations;
};

} // namespace ompfix

#endif // OMPFIX_LEGALITY_REGIONCHECKER_H
