//===- DirectiveIndex.cpp - The functions and loop directives of a file ---===//

#include "DirectiveIndex.h"
#include "OpenMPConstructs.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/SourceManager.h"

using namespace clang;

namespace ompfix {

namespace {

class Indexer : public RecursiveASTVisitor<Indexer> {
public:
  Indexer(ASTContext &Ctx, DirectiveIndex &Index)
      : Ctx(Ctx), SM(Ctx.getSourceManager()), Index(Index) {}

  bool shouldVisitTemplateInstantiations() const { return true; }

  bool VisitFunctionDecl(FunctionDecl *F) {
    if (!F->doesThisDeclarationHaveABody() || !inMainFile(F->getLocation()))
      return true;
    if (!holdsDirective(F->getBody()))
      return true;
    if (F->isDependentContext()) {
      // A template pattern: its instantiations are checked.
      markInTemplate(F->getBody());
      return true;
    }
    FunctionToCheck C;
    C.Function = F;
    if (F->isTemplateInstantiation() ||
        isa<ClassTemplateSpecializationDecl>(F->getDeclContext()))
      C.Instantiation = describe(*F);
    Index.Functions.push_back(C);
    return true;
  }

  /// A lambda's body is a function of its own; a generic lambda's, one per
  /// call operator the file instantiates.
  bool VisitLambdaExpr(LambdaExpr *L) {
    CXXMethodDecl *Call = L->getCallOperator();
    if (!Call)
      return true;
    if (!L->isGenericLambda()) {
      if (Call->isDependentContext())
        markInTemplate(Call->getBody());
      else
        VisitFunctionDecl(Call);
      return true;
    }
    markInTemplate(Call->getBody());
    if (FunctionTemplateDecl *Template = L->getDependentCallOperator())
      for (FunctionDecl *Instance : Template->specializations())
        if (!Instance->isDependentContext())
          VisitFunctionDecl(Instance);
    return true;
  }

  bool VisitOMPExecutableDirective(OMPExecutableDirective *D) {
    if (!isReportedDirective(*D) || !inMainFile(D->getBeginLoc()))
      return true;
    IndexedDirective &Entry = Index.Directives[directiveKey(Ctx, *D)];
    if (!Entry.Directive)
      Entry.Directive = D;
    return true;
  }

private:
  void markInTemplate(const Stmt *S) {
    if (!S)
      return;
    if (const auto *D = dyn_cast<OMPExecutableDirective>(S)) {
      if (isReportedDirective(*D))
        Index.InTemplates.insert(directiveKey(Ctx, *D));
      return markInTemplate(associatedCode(*D));
    }
    for (const Stmt *Child : S->children())
      markInTemplate(Child);
  }

  bool inMainFile(SourceLocation L) const {
    return L.isValid() && SM.isInMainFile(SM.getExpansionLoc(L));
  }

  static std::string describe(const FunctionDecl &F) {
    std::string Name;
    llvm::raw_string_ostream OS(Name);
    F.getNameForDiagnostic(OS, F.getASTContext().getPrintingPolicy(),
                           /*Qualified=*/true);
    return OS.str();
  }

  ASTContext &Ctx;
  SourceManager &SM;
  DirectiveIndex &Index;
};

} // namespace

bool isReportedDirective(const OMPExecutableDirective &D) {
  return isCheckedLoopDirective(D) ||
         D.getDirectiveKind() == llvm::omp::OMPD_parallel;
}

unsigned directiveKey(const ASTContext &Context,
                      const OMPExecutableDirective &D) {
  const SourceManager &SM = Context.getSourceManager();
  return SM.getFileOffset(SM.getExpansionLoc(D.getBeginLoc()));
}

DirectiveIndex indexMainFile(ASTContext &Context) {
  DirectiveIndex Index;
  Indexer(Context, Index).TraverseDecl(Context.getTranslationUnitDecl());
  return Index;
}

} // namespace ompfix
