//===- CallerArguments.cpp - What a region's threads give a function ------===//
//
// An orphaned worksharing loop (`#pragma omp for` in a function with no
// region of its own) binds to the team of a caller's region. Its check
// takes what a pointer parameter points to as memory the team shares: the
// usual call passes every thread the same array. A call of the file made
// in a region's code may instead pass each thread a pointer of its own (a
// buffer the thread allocated, a local array of the region): the loop's
// iterations then write and read different memory in different threads,
// and a conflict the shared reading finds is no race. Those parameters are
// found here, over the whole file, for the functions that hold such loops.
//
//===----------------------------------------------------------------------===//

#include "frontend/OpenMPConstructs.h"
#include "frontend/FunctionFacts.h"

#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/OpenMPKinds.h"

using namespace clang;

namespace ompfix {
namespace extract {

namespace {

/// Whether \p Body holds a worksharing loop outside every region it makes:
/// one that binds to a caller's team.
bool holdsOrphanedLoop(const Stmt *Body) {
  if (!Body)
    return false;
  if (const auto *D = dyn_cast<OMPExecutableDirective>(Body)) {
    OpenMPDirectiveKind Kind = D->getDirectiveKind();
    if (isOpenMPParallelDirective(Kind) ||
        isOpenMPTargetExecutionDirective(Kind))
      return false;
    if (isa<OMPForDirective, OMPForSimdDirective>(D))
      return true;
  }
  return llvm::any_of(codeChildren(Body), holdsOrphanedLoop);
}

/// Whether \p V has a copy per thread of region \p Region: declared in
/// its code (not `static`), named by its `private` clause (or by its
/// `firstprivate` clause, and changed there), or `threadprivate`.
bool privateInRegion(const VarDecl *V, const OMPExecutableDirective &Region,
                     const SourceManager &SM) {
  if (isThreadPrivate(V))
    return true;
  if (V->hasLocalStorage() && Region.hasAssociatedStmt()) {
    SourceRange Code = Region.getAssociatedStmt()->getSourceRange();
    if (SM.isPointWithin(SM.getExpansionLoc(V->getLocation()),
                         SM.getExpansionLoc(Code.getBegin()),
                         SM.getExpansionLoc(Code.getEnd())))
      return true;
  }
  auto Names = [&](const auto *Clause) {
    return llvm::any_of(Clause->varlists(), [&](const Expr *Item) {
      const auto *Ref = dyn_cast<DeclRefExpr>(Item->IgnoreParenImpCasts());
      return Ref && Ref->getDecl()->getCanonicalDecl() == V->getCanonicalDecl();
    });
  };
  if (llvm::any_of(Region.getClausesOfKind<OMPPrivateClause>(), Names))
    return true;
  // A `firstprivate` copy starts as the one value every thread shares;
  // set or stepped in the region's code, each thread's may differ.
  return llvm::any_of(Region.getClausesOfKind<OMPFirstprivateClause>(),
                      Names) &&
         Region.hasAssociatedStmt() &&
         changesVariable(Region.getAssociatedStmt(), V);
}

/// Whether \p Argument names a variable with a copy per thread of
/// \p Region: its value may differ from one thread to another.
bool variesByThread(const Stmt *Argument, const OMPExecutableDirective &Region,
                    const SourceManager &SM) {
  if (const auto *Ref = dyn_cast<DeclRefExpr>(Argument))
    if (const auto *V = dyn_cast<VarDecl>(Ref->getDecl());
        V && privateInRegion(V, Region, SM))
      return true;
  return llvm::any_of(Argument->children(), [&](const Stmt *Child) {
    return Child && variesByThread(Child, Region, SM);
  });
}

/// Finds the calls of one function in the code of the file's parallel
/// regions, and the pointer parameters they give values of each thread's.
class ThreadArgumentFinder : public RecursiveASTVisitor<ThreadArgumentFinder> {
public:
  ThreadArgumentFinder(const FunctionDecl &Callee, const SourceManager &SM,
                       std::set<unsigned> &Found)
      : Callee(Callee.getCanonicalDecl()), SM(SM), Found(Found) {}

  bool shouldVisitTemplateInstantiations() const { return true; }

  bool VisitOMPExecutableDirective(OMPExecutableDirective *D) {
    if (isOpenMPParallelDirective(D->getDirectiveKind()) &&
        D->hasAssociatedStmt())
      findCalls(D->getAssociatedStmt(), *D);
    return true;
  }

private:
  void findCalls(const Stmt *S, const OMPExecutableDirective &Region) {
    if (!S)
      return;
    if (const auto *Call = dyn_cast<CallExpr>(S);
        Call && Call->getDirectCallee() &&
        Call->getDirectCallee()->getCanonicalDecl() == Callee) {
      const FunctionDecl *Called = Call->getDirectCallee();
      for (unsigned I = 0; I < Call->getNumArgs() && I < Called->getNumParams();
           ++I)
        if (Called->getParamDecl(I)->getType()->isPointerType() &&
            variesByThread(Call->getArg(I), Region, SM))
          Found.insert(I);
    }
    for (const Stmt *Child : codeChildren(S))
      findCalls(Child, Region);
  }

  const Decl *Callee;
  const SourceManager &SM;
  /// The positions of those parameters.
  std::set<unsigned> &Found;
};

} // namespace

void FunctionFacts::findThreadArguments(const Stmt *Body) {
  if (!holdsOrphanedLoop(Body))
    return;
  std::set<unsigned> Found;
  ThreadArgumentFinder Finder(F, SM, Found);
  Finder.TraverseDecl(Ctx.getTranslationUnitDecl());
  // (By position: the definition's parameters are those the body names.)
  for (unsigned I : Found)
    if (I < F.getNumParams())
      ThreadArguments.insert(F.getParamDecl(I));
}

} // namespace extract
} // namespace ompfix
