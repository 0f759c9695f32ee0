//===- RegionChecker.h - The conditions for one region -*- C++ -*-===//
//
// Decides, variable by variable, which data-sharing attribute on a
// `parallel` directive makes its threads compute what the sequential code
// does (docs/design/regions.md: conditions 1-5 with "thread" for
// "iteration"), and explains the declared attribute's failure.
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
#include "maps/FunctionMaps.h"
#include "ompfix/Verdict.h"

#include <isl/cpp.h>

#include <optional>
#include <set>

namespace ompfix {

/// Whether \p V, with a copy per thread of \p Region, holds each thread's
/// partial result of one reduction operator, combined once per thread by
/// the same operator (see RegionChecker.cpp).
bool isPartialResult(const FunctionModel &Model, const ParallelRegion &Region,
                     const Variable &V);

class RegionChecker {
public:
  RegionChecker(const FunctionMaps &Maps, const ParallelRegion &R);

  RegionVerdict check();

private:
  /// The accesses of one variable in the region's code, without those of a
  /// worksharing loop's private copies (the loop's own).
  struct VariableAccesses {
    const Variable *Var = nullptr;
    isl::union_map Reads;  // { [S[x] -> R[]] -> v[c] }
    isl::union_map Writes; // { [S[x] -> W[]] -> v[c] }, must and may
  };
  /// Where a condition fails: one pair of accesses, { A -> B } tagged
  /// (B may be absent: a single access), of the given kind.
  struct Failure {
    ViolationKind Kind = ViolationKind::Race;
    isl::union_map Pairs; // { [S[x] -> R[]] -> [T[y] -> R'[]] } or { [S[x] -> R[]] -> v[c] }
    bool Single = false;
    /// Only accesses the model over-approximates (`a[tid]`: any cell of
    /// a) meet: the conflict is possible, not certain.
    bool Possible = false;
  };
  using Outcome = std::optional<Failure>;

  /// What runs the region's code: "thread", or "team" in a league.
  std::string unit() const { return Region.League ? "team" : "thread"; }
  VariableAccesses accessesOf(const Variable &V) const;
  Outcome checkShared(const VariableAccesses &A) const;
  /// Private (\p First false) or firstprivate reads.
  Outcome checkPrivateReads(const VariableAccesses &A, bool First) const;
  Outcome checkNothingLiveAfter(const VariableAccesses &A) const;
  Outcome checkReduction(const VariableAccesses &A,
                         std::optional<ReductionOp> &Op) const;
  /// What repairs \p A, the accesses of \p V, whose attribute \p Declared
  /// fails: the cheapest attribute a clause of `parallel` can give whose
  /// condition holds, else None.
  VariablePlan repairPlan(const VariableAccesses &A, const Variable &V,
                          Attribute Declared) const;
  Outcome checkAttribute(const VariableAccesses &A, Attribute Attr,
                         std::optional<ReductionOp> &Op) const;
  Witness explain(const Failure &F, const Variable &V) const;
  std::optional<unsigned> phaseOf(const std::string &Statement,
                                  const std::vector<long> &Point,
                                  const std::vector<std::string> &Names,
                                  const std::vector<long> &Values) const;
  /// Who runs instance \p Point of \p Statement: "iteration i = 2",
  /// "the one thread of its block", or \p EveryThread for replicated code.
  std::string runner(const std::string &Statement,
                     const std::vector<long> &Point,
                     const std::string &EveryThread) const;
  bool inRegion(const std::string &Statement) const {
    return Statements.count(Statement) > 0;
  }

  const FunctionMaps &Maps;
  const ParallelRegion &Region;
  isl::ctx Ctx;
  std::set<std::string> Statements; // every statement of the region's parts
  RegionRelations Relations;
  /// { [S[x] -> R[]] -> [T[y] -> R'[]] }-shaped pairs must be untagged to
  /// meet the relations: { [S[x] -> R[]] -> S[x] }.
  isl::union_map Untag;
};

} // namespace ompfix

#endif // OMPFIX_LEGALITY_REGIONCHECKER_H
