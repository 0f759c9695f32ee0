//===- OpenMPConstructs.h - How ompfix reaches into OpenMP directives -*- C++ -*-===//
//
// The one way the rewriter walks into an OpenMP directive: through its
// structured block (or, for a loop-associated directive, its loop nest),
// never through the captured-statement plumbing that only some directives
// have. Standalone directives (barrier, flush, taskwait, ...) have no code.
//
//===----------------------------------------------------------------------===//

#ifndef OMPFIX_REWRITER_OPENMPCONSTRUCTS_H
#define OMPFIX_REWRITER_OPENMPCONSTRUCTS_H

#include <string>

namespace clang {
class Expr;
class VarDecl;
class OMPExecutableDirective;
class OMPLoopTransformationDirective;
class Stmt;
} // namespace clang

namespace ompfix {

/// The code \p D applies to: for a loop-associated directive (`for`, `simd`,
/// `tile`, ...) the outermost associated loop as written; for any other
/// directive with a structured block, that block; null for a standalone
/// directive.
///
///   #pragma omp parallel for       -> the `for` statement
///   #pragma omp critical (name)    -> the statement after the pragma
///   #pragma omp barrier            -> null
const clang::Stmt *associatedCode(const clang::OMPExecutableDirective &D);

/// What a directive means for the model of the code around it.
/// The variable a clause's list item names: c of `c`, `c[60:8]`,
/// `a[i][0:n]` (array sections, then subscripts, around a variable); null
/// for anything else.
const clang::VarDecl *listItemVariable(const clang::Expr *Item);

/// Whether a `threadprivate` directive names \p V, by whichever of its
/// declarations (the directive's attribute is on the declarations from it
/// on, not on an `extern` one before: the last holds it), or \p V is
/// `thread_local` (`__thread`): a copy per thread either way.
bool isThreadPrivate(const clang::VarDecl *V);

enum class ConstructRole {
  /// A loop directive that ompfix checks and reports (isCheckedLoopDirective).
  CheckedLoop,
  /// `parallel`: a team of threads runs the block; `parallel sections`,
  /// `parallel master`, `parallel masked`: it runs the one construct.
  Parallel,
  /// The block runs once, as written, when no team runs it, and is code of
  /// its own inside a region: `single`, `master`, `masked`, `critical`,
  /// `atomic`, `sections`, `section`, `ordered`, `taskgroup`, `scope`.
  RunsAsWritten,
  /// A loop transformation (`tile`, `unroll`, ...): the loop keeps its
  /// sequential meaning.
  Transformation,
  /// `barrier`: ends a phase of a region; nothing without a team.
  Barrier,
  /// No effect on memory as modelled: `flush`, `taskyield`.
  NoEffect,
  /// `task`: the block runs deferred, on any thread of the team.
  Task,
  /// `taskwait` (without clauses): the code waits for the tasks it created.
  TaskWait,
  /// `target`, `target parallel`, `target teams` (a target construct with
  /// a block; the loop forms are CheckedLoop) and `target data`: the block
  /// runs with copies of the data in a device's memory; `target update`
  /// moves data between them.
  Device,
  /// `teams` alone: a league of teams, each running the block.
  Teams,
  /// `scan` in the body of a loop with an `inscan` reduction: it splits
  /// each iteration into an input phase and a scan phase.
  Scan,
  /// Anything else (`target enter data`, `target exit data`, ...): not
  /// modelled yet.
  Unmodelled,
};

/// The role of \p D (one table, in OpenMPConstructs.cpp).
ConstructRole roleOf(const clang::OMPExecutableDirective &D);

/// Whether loop transformation \p T runs the iterations of the loops it
/// takes in their sequential order: `unroll` (its chunks are consecutive
/// iterations) and `tile` of one loop do; `tile` of several loops,
/// `reverse` and `interchange` do not.
///
///   #pragma omp tile sizes(4)        i = 0, 1, 2, ...        (kept)
///   #pragma omp tile sizes(2, 2)     (0,0) (0,1) (1,0) (1,1) (0,2) ...
bool keepsIterationOrder(const clang::OMPLoopTransformationDirective &T);

/// Whether loop transformation \p T leaves as many loops as it takes, in
/// their place (`reverse`, `interchange`), where `tile` adds a loop per
/// loop and `unroll` leaves one loop or none.
bool keepsLoopCount(const clang::OMPLoopTransformationDirective &T);

/// Whether \p D makes one thread's writes visible to others at a point of
/// the user's choosing, which code can wait for (a flag): `flush`, and an
/// `atomic` construct with a memory order (`seq_cst`, `acq_rel`,
/// `acquire`, `release`).
bool synchronizesThroughMemory(const clang::OMPExecutableDirective &D);

/// Whether \p S is or holds an OpenMP directive (not counting the functions
/// it calls).
bool holdsDirective(const clang::Stmt *S);

/// Whether \p Body, read without its OpenMP directives, touches the cells
/// it touches with them: each directive is a loop that makes a team of its
/// own (`parallel for`, `parallel for simd`) or a `simd` loop, whose
/// iterations each run once, or an `atomic` or `critical` construct
/// inside such a team's loop. Not a region whose block every thread
/// runs, nor a construct that binds to a caller's team (`for`, `single`,
/// `barrier`, tasks), nor a threadprivate variable named.
bool sequentialReadingKeepsCells(const clang::Stmt *Body);

/// Whether \p D has a `nowait` clause.
bool hasNowait(const clang::OMPExecutableDirective &D);

/// Whether a variable that \p D's code uses and no clause names is shared
/// when \p D has no `default` clause: on `parallel` and `teams`
/// directives (and their combined forms), not where `target` or a task
/// makes some of them firstprivate.
bool sharesByDefault(const clang::OMPExecutableDirective &D);

/// `#pragma omp <name>` as the user spells the directive: "parallel for".
std::string directiveName(const clang::OMPExecutableDirective &D);

/// Whether \p D is a loop directive that ompfix reports on: a worksharing,
/// simd, taskloop, distribute or `loop` directive (not a loop
/// transformation such as `tile` or `unroll`, which keeps the sequential
/// order).
bool isCheckedLoopDirective(const clang::OMPExecutableDirective &D);

} // namespace ompfix

#endif // OMPFIX_REWRITER_OPENMPCONSTRUCTS_H
