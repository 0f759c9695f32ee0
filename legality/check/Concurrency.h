//===- Concurrency.h - Which statement instances may run together -*- C++ -*-===//
//
// docs/design/regions.md: two statement instances of a region are
// concurrent when they are in the same phase of one instance of the region
// (no barrier between them) and may run on different threads. "Different
// iterations of one instance of L" is the case of a worksharing loop alone.
//
//   #pragma omp parallel
//   { S0: x = 1;                  every thread
//     #pragma omp for
//     for (i) S1: a[i] = x;       one thread per iteration
//     (implicit barrier B)
//     S2: y = a[0]; }             every thread
//   concurrent: S0 with S0 (two threads), S0 with S1[i], S1[i] with S1[i']
//   for i != i'; not S1 with S2, nor S0 with S2 (B lies between).
//
//===----------------------------------------------------------------------===//

#ifndef OMPFIX_LEGALITY_CONCURRENCY_H
#define OMPFIX_LEGALITY_CONCURRENCY_H

#include "maps/FunctionMaps.h"

#include <isl/cpp.h>

#include <optional>
#include <set>
#include <string>

namespace ompfix {

/// What the checks of one region need to know about who runs what, built
/// once per region.
struct RegionRelations {
  /// { S[x] -> T[y] }: in one instance of the region (its statements, its
  /// barriers and its end)
  isl::union_map SameInstance;
  /// { S[x] -> T[y] }: in one instance, and one thread surely runs both:
  /// one iteration of a worksharing loop, logical iteration k of two
  /// statically scheduled loops, one instance of a one-thread block, two
  /// blocks of one fixed thread
  isl::union_map SameThread;
  /// { S[x] -> T[y] }: both reach the same thread's copy of what each
  /// thread declares in the region, one after the other: SameThread, and
  /// pairs of which one or both are in tasks (a task reaches its creating
  /// thread's copy) whose creations SameThread pairs, where the tasks keep
  /// them apart (a `taskwait` between)
  isl::union_map SameCopy;
  /// { S[x] -> T[y] }: may reach the same thread's copy at the same time:
  /// one or both in tasks whose creations (or the other's code) one
  /// thread runs, or may (code every thread runs), in one phase, and
  /// nothing keeps them apart
  isl::union_map CopyConcurrent;
  /// { S[x] }: the instances every thread runs (code outside worksharing
  /// constructs)
  isl::union_set EveryThread;
  /// { S[x] -> T[y] }: instances of two statically scheduled loops that
  /// the schedule may give to one thread: a race between them is possible
  /// only (not SameThread, whose pairs surely run on one thread)
  isl::union_map MaybeSameThread;
  /// { S[x] -> T[y] }: may run at the same time on different threads
  /// (symmetric): the same phase of one instance, not SameThread
  isl::union_map Concurrent;
  /// { S[x] -> T[y] }: both in one instance of a worksharing loop (any
  /// iterations): what happens between them is the loop's own finding
  isl::union_map SameLoop;
  /// { S[x] -> T[y] }: both atomic, or both in critical constructs of one
  /// name
  isl::union_map MutuallyExclusive;
};
RegionRelations regionRelations(const FunctionMaps &Maps,
                                const ParallelRegion &R);

/// { S[x] -> T[y] }: the instances of \p Statements that mutual exclusion
/// keeps apart (symmetric): both atomic, or both in critical constructs of
/// one name. They run one after the other, in either order.
///   S0 (critical), S1 (critical), S2 (critical(lock)), S3 (atomic)
///   => { S0[x] -> S0[x']; S0[x] -> S1[y]; S1[y] -> S0[x]; S1[y] -> S1[y'];
///        S2[..] -> S2[..]; S3[..] -> S3[..] }
isl::union_map mutuallyExclusive(const FunctionMaps &Maps,
                                 const std::set<std::string> &Statements);

/// Whether \p E is an `ordered` block of loop \p Loop.
inline bool isOrderedBlockOf(const MutualExclusion &E,
                             const LoopDirective &Loop) {
  return E.Construct == MutualExclusion::Kind::Ordered &&
         E.Loop.Line == Loop.Pos.Line && E.Loop.Column == Loop.Pos.Column;
}

/// { S[x] -> T[y] }: the instances of \p Statements in the `ordered` blocks
/// of the loop directive \p Loop (MutualExclusion::Loop is its position):
/// they run in the order of its iterations, as in the sequential loop.
isl::union_map orderedInstances(const FunctionMaps &Maps,
                                const std::set<std::string> &Statements,
                                const LoopDirective &Loop);

/// Of \p Exclusive, { [S[x] -> W[]] -> [T[y] -> R[]] }, pairs of accesses of
/// variable \p VariableId that only mutual exclusion keeps apart, one whose
/// order matters: the result is the sequential one only when every such
/// access is an update of the variable by one reduction operator (`s += e`
/// under `atomic`, `if (a[i] > m) m = a[i];` under `critical`), or the pair
/// is of two instances of one statement that store one value in one cell,
/// or apply one function to its value (`found[k] = 1`, `x = x * 2 + 1`:
/// Statement::StoresSharedReads, reading no other variable of \p Written,
/// those the construct writes: writtenVariables). None when the order does
/// not matter.
std::optional<isl::map>
orderDependence(const FunctionMaps &Maps, isl::union_map Exclusive,
                const std::string &VariableId,
                const std::set<std::string> &Written);

/// The variables a construct writes while its threads run: those its
/// \p Statements write, and those its \p Clauses (and its loops') copy out
/// or combine into (lastprivate, reduction), which a thread may do while
/// others still run.
std::set<std::string>
writtenVariables(const FunctionModel &Model,
                 const std::set<std::string> &Statements,
                 const std::vector<DeclaredAttribute> &Clauses);

/// { S[x] -> T[y] }: the instances of region \p R's statements that may run
/// at the same time on different threads of one team (symmetric).
isl::union_map concurrentInstances(const FunctionMaps &Maps,
                                   const ParallelRegion &R);

/// Of \p Pairs ({ [S[x] -> A[]] -> [T[y] -> B[]] }, instances on two
/// threads), those that two accesses of the threads' own slots cannot make
/// (Access::ThreadSlot, one dimension for both): their cells differ in it.
///   S0: a[tid] += 1 (every thread)  =>  S0 with S0 is no pair
isl::union_map withoutThreadSlots(const FunctionModel &Model,
                                  const isl::union_map &Pairs);

/// The races among a region's accesses of one shared variable, \p Writes
/// and \p Reads ({ [S[x] -> R[]] -> v[c] }, its code's, without the
/// threads' own copies): { [S[x] -> W[]] -> [T[y] -> R[]] }, a write and an
/// access of one cell that may run together, not in one instance of a
/// worksharing loop (the loop's own findings) and not mutually exclusive.
/// With \p Exclusive, also the pairs that mutual exclusion alone keeps
/// apart.
isl::union_map regionRaces(const FunctionModel &Model,
                           const RegionRelations &Relations,
                           const isl::union_map &Writes,
                           const isl::union_map &Reads,
                           isl::union_map *Exclusive = nullptr);

/// Of \p Pairs, { [S[x] -> R[]] -> [T[y] -> R'[]] }, the pairs of two
/// exact accesses (Access::IsMust; in \p Loop, also those that run
/// whenever it does): a conflict among them is certain; one that only
/// over-approximated accesses meet (a subscript that is not affine, code
/// that may not run) is possible (docs/design/real-programs.md). Where the
/// pairs involve a defined parameter (`n * m`, `n / k`), only those at
/// values where every definition holds as C computes it (atDefinedValues);
/// where they involve a value the model does not follow, only those that
/// are pairs whatever it is (pairsWhatever).
isl::union_map certainPairs(const FunctionMaps &Maps,
                            const isl::union_map &Pairs,
                            const LoopDirective *Loop = nullptr);

} // namespace ompfix

#endif // OMPFIX_LEGALITY_CONCURRENCY_H
