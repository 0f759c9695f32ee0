//===- OpenMPConstructs.cpp - How ompfix reaches into OpenMP directives ---===//

#include "frontend/OpenMPConstructs.h"
#include "frontend/ExprForms.h"

#include "clang/AST/Attr.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/OpenMPKinds.h"
#include "llvm/ADT/STLExtras.h"

#include <functional>

using namespace clang;

namespace ompfix {

const VarDecl *listItemVariable(const Expr *Item) {
  const Expr *Base = Item->IgnoreParenImpCasts();
  while (const auto *S = dyn_cast<ArraySectionExpr>(Base))
    Base = S->getBase()->IgnoreParenImpCasts();
  while (const auto *S = dyn_cast<ArraySubscriptExpr>(Base))
    Base = S->getBase()->IgnoreParenImpCasts();
  const auto *Ref = dyn_cast<DeclRefExpr>(Base);
  return Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
}

bool isThreadPrivate(const VarDecl *V) {
  // (C++'s `thread_local` and GNU's `__thread`: a copy per thread of the
  // program, as libomp's threads are, the initial thread's the original.)
  return V->getMostRecentDecl()->hasAttr<OMPThreadPrivateDeclAttr>() ||
         V->getTLSKind() != VarDecl::TLS_None;
}

const Stmt *associatedCode(const OMPExecutableDirective &D) {
  if (D.isStandaloneDirective() || !D.hasAssociatedStmt())
    return nullptr;
  // A loop directive's structured block is the body of its innermost
  // associated loop; the raw statement is the loop nest itself.
  if (isa<OMPLoopBasedDirective>(D))
    return D.getRawStmt();
  return D.getStructuredBlock();
}

std::string directiveName(const OMPExecutableDirective &D) {
  return getOpenMPDirectiveName(D.getDirectiveKind()).str();
}

bool isCheckedLoopDirective(const OMPExecutableDirective &D) {
  return isa<OMPLoopDirective>(D);
}

ConstructRole roleOf(const OMPExecutableDirective &D) {
  using namespace llvm::omp;
  if (isCheckedLoopDirective(D))
    return ConstructRole::CheckedLoop;
  if (isa<OMPLoopTransformationDirective>(D))
    return ConstructRole::Transformation;
  switch (D.getDirectiveKind()) {
  // A team runs the block; of the combined forms, the one construct.
  case OMPD_parallel:
  case OMPD_parallel_sections:
  case OMPD_parallel_master:
  case OMPD_parallel_masked:
    return ConstructRole::Parallel;
  case OMPD_single:
  case OMPD_master:
  case OMPD_masked:
  case OMPD_critical:
  case OMPD_atomic:
  case OMPD_sections:
  case OMPD_section:
  case OMPD_ordered:
  case OMPD_taskgroup:
  case OMPD_scope:
    // `ordered` with a `depend`/`doacross` clause is standalone: a wait for
    // other iterations, not modelled.
    return D.isStandaloneDirective() ? ConstructRole::Unmodelled
                                     : ConstructRole::RunsAsWritten;
  case OMPD_barrier:
    return ConstructRole::Barrier;
  case OMPD_flush:
    return ConstructRole::NoEffect;
  case OMPD_taskyield:
    return ConstructRole::NoEffect;
  case OMPD_task:
    return ConstructRole::Task;
  case OMPD_target:
  case OMPD_target_parallel:
  case OMPD_target_teams:
  case OMPD_target_data:
  case OMPD_target_update:
  case OMPD_target_enter_data:
  case OMPD_target_exit_data:
    return ConstructRole::Device;
  case OMPD_teams:
    return ConstructRole::Teams;
  case OMPD_scan:
    return ConstructRole::Scan;
  case OMPD_taskwait:
    // `taskwait` with `depend` or `nowait` makes a task of its own.
    return D.clauses().empty() ? ConstructRole::TaskWait
                               : ConstructRole::Unmodelled;
  default:
    return ConstructRole::Unmodelled;
  }
}

bool keepsIterationOrder(const OMPLoopTransformationDirective &T) {
  if (isa<OMPUnrollDirective>(T))
    return true;
  return isa<OMPTileDirective>(T) && T.getNumAssociatedLoops() == 1;
}

bool keepsLoopCount(const OMPLoopTransformationDirective &T) {
  return isa<OMPReverseDirective, OMPInterchangeDirective>(T);
}

bool synchronizesThroughMemory(const OMPExecutableDirective &D) {
  if (D.getDirectiveKind() == llvm::omp::OMPD_flush)
    return true;
  return D.getDirectiveKind() == llvm::omp::OMPD_atomic &&
         (D.getSingleClause<OMPSeqCstClause>() ||
          D.getSingleClause<OMPAcqRelClause>() ||
          D.getSingleClause<OMPAcquireClause>() ||
          D.getSingleClause<OMPReleaseClause>());
}

bool holdsDirective(const Stmt *S) {
  if (!S)
    return false;
  if (isa<OMPExecutableDirective>(S))
    return true;
  for (const Stmt *Child : S->children())
    if (holdsDirective(Child))
      return true;
  return false;
}

bool sequentialReadingKeepsCells(const Stmt *Body) {
  std::function<bool(const Stmt *, bool)> Keeps = [&](const Stmt *S,
                                                      bool InOwnTeam) {
    if (!S)
      return true;
    // (A threadprivate variable is each thread's: without OpenMP, one.)
    if (const auto *Ref = dyn_cast<DeclRefExpr>(S))
      if (Ref->getDecl()->hasAttr<OMPThreadPrivateDeclAttr>())
        return false;
    if (const auto *D = dyn_cast<OMPExecutableDirective>(S)) {
      bool OwnTeamLoop =
          isa<OMPParallelForDirective, OMPParallelForSimdDirective>(D);
      if (!OwnTeamLoop && !isa<OMPSimdDirective>(D) &&
          !(InOwnTeam && isa<OMPAtomicDirective, OMPCriticalDirective>(D)))
        return false;
      InOwnTeam = InOwnTeam || OwnTeamLoop;
    }
    return llvm::all_of(extract::codeChildren(S), [&](const Stmt *Child) {
      return Keeps(Child, InOwnTeam);
    });
  };
  return Keeps(Body, false);
}

bool sharesByDefault(const OMPExecutableDirective &D) {
  llvm::omp::Directive K = D.getDirectiveKind();
  return (isOpenMPParallelDirective(K) || isOpenMPTeamsDirective(K)) &&
         !isOpenMPTargetExecutionDirective(K) && !isOpenMPTaskingDirective(K);
}

bool hasNowait(const OMPExecutableDirective &D) {
  return D.getSingleClause<OMPNowaitClause>() != nullptr;
}

} // namespace ompfix
