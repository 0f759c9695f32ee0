//===- DirectiveIndex.cpp - The functions and loop directives of a file ---===//

#include "frontend/DirectiveIndex.h"
#include "frontend/OpenMPConstructs.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/Support/Regex.h"

#include <algorithm>
#include <set>

using namespace clang;

namespace ompfix {

namespace {

class Indexer : public RecursiveASTVisitor<Indexer> {
public:
  Indexer(ASTContext &Ctx, FileID File, DirectiveIndex &Index)
      : Ctx(Ctx), SM(Ctx.getSourceManager()), File(File), Index(Index) {}

  bool shouldVisitTemplateInstantiations() const { return true; }

  bool VisitFunctionDecl(FunctionDecl *F) {
    if (!F->doesThisDeclarationHaveABody() || !inFile(F->getLocation()))
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
    if (!isReportedDirective(*D) || !inFile(D->getBeginLoc()))
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

  bool inFile(SourceLocation L) const {
    return L.isValid() && SM.getFileID(SM.getExpansionLoc(L)) == File;
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
  FileID File;
  DirectiveIndex &Index;
};

/// The files, other than the main file, that hold a reported directive.
class HeaderFinder : public RecursiveASTVisitor<HeaderFinder> {
public:
  explicit HeaderFinder(const SourceManager &SM) : SM(SM) {}
  bool shouldVisitTemplateInstantiations() const { return true; }
  bool VisitOMPExecutableDirective(OMPExecutableDirective *D) {
    FileID File = SM.getFileID(SM.getExpansionLoc(D->getBeginLoc()));
    // (A file with no place of inclusion is not a header: the file of
    // a called function's definition, imported from another file.)
    if (isReportedDirective(*D) && File != SM.getMainFileID() &&
        SM.getIncludeLoc(File).isValid() && Seen.insert(File).second)
      Files.push_back(File);
    return true;
  }
  std::vector<FileID> Files;

private:
  const SourceManager &SM;
  std::set<FileID> Seen;
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

DirectiveIndex indexFile(ASTContext &Context, FileID File) {
  DirectiveIndex Index;
  Indexer(Context, File, Index).TraverseDecl(Context.getTranslationUnitDecl());
  return Index;
}

std::vector<FileID> headersToCheck(ASTContext &Context,
                                   const llvm::Regex &Filter) {
  const SourceManager &SM = Context.getSourceManager();
  HeaderFinder Finder(SM);
  Finder.TraverseDecl(Context.getTranslationUnitDecl());
  std::vector<FileID> Headers;
  std::set<const FileEntry *> Entries;
  for (FileID File : Finder.Files) {
    OptionalFileEntryRef Entry = SM.getFileEntryRefForID(File);
    // (A header included twice, without a guard: once.)
    if (Entry && Entries.insert(&Entry->getFileEntry()).second &&
        Filter.match(Entry->getName()))
      Headers.push_back(File);
  }
  // In the order of inclusion.
  std::sort(Headers.begin(), Headers.end(), [&](FileID A, FileID B) {
    return SM.isBeforeInTranslationUnit(SM.getLocForStartOfFile(A),
                                        SM.getLocForStartOfFile(B));
  });
  return Headers;
}

} // namespace ompfix
