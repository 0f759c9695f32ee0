//===- WaitedTasks.cpp - Tasks a function waits for before it returns ----===//
//
// A function that touches no memory but its own locals computes a value
// from its arguments alone (isPureDefinition), however many threads call
// it. Tasks it makes keep it so where each task shares with the code
// around only locals that nothing else touches until a `taskwait` that
// follows: the recursive `fib` of every OpenMP tutorial,
//
//   long fib(int n) {
//     long x, y;
//     if (n < 2) return n;
//     #pragma omp task shared(x)
//     x = fib(n - 1);
//     y = fib(n - 2);
//     #pragma omp taskwait
//     return x + y;
//   }
//
// whose task alone writes x, read after the wait; each call's x is its
// own. tasksWaitedFor checks that discipline block by block.
//
//===----------------------------------------------------------------------===//

#include "frontend/ExprForms.h"

#include "clang/AST/StmtOpenMP.h"
#include "llvm/ADT/STLExtras.h"

#include <functional>

using namespace clang;

namespace ompfix {
namespace extract {

namespace {

/// The locals that \p S names and does not declare.
std::set<const VarDecl *> namedLocals(const Stmt *S) {
  std::set<const VarDecl *> Named, Declared;
  std::function<void(const Stmt *)> Walk = [&](const Stmt *X) {
    if (!X)
      return;
    if (const auto *Ref = dyn_cast<DeclRefExpr>(X))
      if (const auto *V = dyn_cast<VarDecl>(Ref->getDecl());
          V && V->hasLocalStorage())
        Named.insert(V);
    if (const auto *Decl = dyn_cast<DeclStmt>(X))
      for (const clang::Decl *D : Decl->decls())
        if (const auto *V = dyn_cast<VarDecl>(D))
          Declared.insert(V);
    for (const Stmt *Child : codeChildren(X))
      Walk(Child);
  };
  Walk(S);
  for (const VarDecl *V : Declared)
    Named.erase(V);
  return Named;
}

bool holdsGoto(const Stmt *S) {
  if (!S)
    return false;
  if (isa<GotoStmt, IndirectGotoStmt>(S))
    return true;
  return llvm::any_of(codeChildren(S), holdsGoto);
}

/// Whether \p S makes another name of a local: a reference bound to one,
/// a lambda or block that captures by reference.
bool namesLocalsOtherwise(const Stmt *S) {
  if (!S)
    return false;
  if (const auto *Decl = dyn_cast<DeclStmt>(S))
    for (const clang::Decl *D : Decl->decls())
      if (const auto *V = dyn_cast<VarDecl>(D);
          V && V->getType()->isReferenceType())
        return true;
  if (const auto *Lambda = dyn_cast<LambdaExpr>(S))
    for (const LambdaCapture &Capture : Lambda->captures())
      if (Capture.getCaptureKind() != LCK_ByCopy)
        return true;
  if (isa<BlockExpr>(S))
    return true;
  return llvm::any_of(codeChildren(S), namesLocalsOtherwise);
}

/// The statements of \p S run one after the other: a block's, or S.
llvm::ArrayRef<const Stmt *> asBlock(const Stmt *&S) {
  if (const auto *Block = dyn_cast<CompoundStmt>(S))
    return {Block->body_begin(), Block->body_end()};
  return {&S, 1};
}

class TaskDiscipline {
public:
  /// Whether every task of \p Body keeps the discipline (and no `goto`
  /// may jump past a wait).
  bool holds(const Stmt *Body) {
    unsigned Tasks = countTasks(Body);
    // (Another name of a local, `long &r = x;`, is no name the tasks'
    // locals are followed by.)
    return Tasks == 0 ||
           (!holdsGoto(Body) && !namesLocalsOtherwise(Body) &&
            block(asBlock(Body), false, false) && Checked == Tasks);
  }

private:
  /// Statements run one after the other; each task's shared locals are
  /// pending until a `taskwait` among them, and none may be at their end.
  /// \p Waiting: tasks of a block around are pending (no `return` then).
  bool block(llvm::ArrayRef<const Stmt *> Statements, bool InLoop,
             bool Waiting) {
    std::set<const VarDecl *> Pending;
    for (const Stmt *S : Statements) {
      bool WaitingHere = Waiting || !Pending.empty();
      if (const auto *Task = dyn_cast<OMPTaskDirective>(S)) {
        if (InLoop || !task(*Task, Pending))
          return false;
        continue;
      }
      if (const auto *Wait = dyn_cast<OMPTaskwaitDirective>(S)) {
        if (Wait->clauses().size() != 0) // (`depend`: some tasks only)
          return false;
        Pending.clear();
        continue;
      }
      if (isa<OMPExecutableDirective>(S) || (WaitingHere && isa<ReturnStmt>(S)))
        return false;
      std::set<const VarDecl *> Named = namedLocals(S);
      if (llvm::any_of(Named,
                       [&](const VarDecl *V) { return Pending.count(V) > 0; }))
        return false;
      if (!nested(S, InLoop, WaitingHere))
        return false;
    }
    return Pending.empty();
  }
  /// The statements in \p S (a block, a branch, a loop's body), each run
  /// as a block of its own.
  bool nested(const Stmt *S, bool InLoop, bool Waiting) {
    if (isa<CompoundStmt>(S))
      return block(asBlock(S), InLoop, Waiting);
    bool Loop = isa<ForStmt, WhileStmt, DoStmt, CXXForRangeStmt>(S);
    for (const Stmt *Child : codeChildren(S))
      if (Child && !isa<Expr>(Child) &&
          !block(asBlock(Child), InLoop || Loop, Waiting))
        return false;
    return true;
  }
  /// Accepted clauses: shared, private, firstprivate, default, if, final,
  /// untied, mergeable, priority. What the task shares is the locals of
  /// its `shared` clause (all it names but its copies under
  /// `default(shared)`): none pending, as is nothing else it names (read
  /// where it is made, by copy, or read by it).
  bool task(const OMPTaskDirective &Task, std::set<const VarDecl *> &Pending) {
    const Stmt *Body = Task.getInnermostCapturedStmt()->getCapturedStmt();
    std::set<const VarDecl *> Named = namedLocals(Body), Shared, Copied;
    bool AllShared = false;
    for (const OMPClause *C : Task.clauses()) {
      if (const auto *S = dyn_cast<OMPSharedClause>(C)) {
        for (const Expr *E : S->varlists())
          if (const VarDecl *V = referencedVar(E))
            Shared.insert(V);
      } else if (const auto *D = dyn_cast<OMPDefaultClause>(C)) {
        AllShared = D->getDefaultKind() == llvm::omp::OMP_DEFAULT_shared;
      } else if (const auto *P = dyn_cast<OMPPrivateClause>(C)) {
        for (const Expr *E : P->varlists())
          if (const VarDecl *V = referencedVar(E))
            Copied.insert(V);
      } else if (const auto *F = dyn_cast<OMPFirstprivateClause>(C)) {
        for (const Expr *E : F->varlists())
          if (const VarDecl *V = referencedVar(E))
            Copied.insert(V);
      } else if (!isa<OMPIfClause, OMPFinalClause, OMPUntiedClause,
                      OMPMergeableClause, OMPPriorityClause>(C)) {
        return false;
      }
    }
    if (AllShared)
      for (const VarDecl *V : Named)
        if (!Copied.count(V))
          Shared.insert(V);
    for (const VarDecl *V : Named)
      if (Pending.count(V))
        return false;
    for (const VarDecl *V : Shared)
      if (!V->hasLocalStorage() || Pending.count(V))
        return false;
    ++Checked;
    // (A `return` in a task leaves the task, not the function.)
    if (!block(asBlock(Body), false, false))
      return false;
    Pending.insert(Shared.begin(), Shared.end());
    return true;
  }
  unsigned Checked = 0;
};

} // namespace

bool tasksWaitedFor(const Stmt *Body) { return TaskDiscipline().holds(Body); }

unsigned countTasks(const Stmt *S) {
  if (!S)
    return 0;
  unsigned Count = isa<OMPTaskDirective>(S);
  for (const Stmt *Child : codeChildren(S))
    Count += countTasks(Child);
  return Count;
}

} // namespace extract
} // namespace ompfix
