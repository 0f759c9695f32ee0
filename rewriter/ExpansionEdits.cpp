//===- ExpansionEdits.cpp - The rewrite of expanded memory ----------------===//

#include "ExpansionEdits.h"
#include "LoopSurroundings.h"
#include "OpenMPConstructs.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/SourceManager.h"

#include <algorithm>

using namespace clang;

namespace ompfix {
namespace {

/// Whether \p S names \p D.
bool names(const Stmt *S, const VarDecl *D) {
  if (!S)
    return false;
  if (const auto *Ref = dyn_cast<DeclRefExpr>(S))
    return Ref->getDecl() == D;
  return llvm::any_of(S->children(),
                      [&](const Stmt *Child) { return names(Child, D); });
}

/// Whether \p S may leave the body it is in before its end: `continue`,
/// `goto`, `return` (`break` out of an inner loop or switch stays in).
bool mayLeave(const Stmt *S) {
  if (!S)
    return false;
  if (isa<ContinueStmt>(S) || isa<GotoStmt>(S) || isa<ReturnStmt>(S) ||
      isa<IndirectGotoStmt>(S))
    return true;
  return llvm::any_of(S->children(), mayLeave);
}

/// The text of \p E in the main file.
std::optional<std::string> textOf(const SourceManager &SM,
                                  const LangOptions &LO, const Expr *E) {
  std::optional<std::pair<unsigned, unsigned>> R =
      fileRange(SM, LO, E->getSourceRange());
  if (!R)
    return std::nullopt;
  return SM.getBufferData(SM.getMainFileID())
      .substr(R->first, R->second - R->first)
      .str();
}

/// The sequentially last value of the iterator of `for (i = lb; c; inc)`
/// when it counts by one: `i < e` gives e - 1, `i <= e` e; counting down,
/// `i > e` gives e + 1, `i >= e` e.
std::optional<std::string> lastIteration(const SourceManager &SM,
                                         const LangOptions &LO,
                                         const ForStmt &For,
                                         const VarDecl *Iterator, long Step) {
  const auto *Cond =
      dyn_cast_or_null<BinaryOperator>(For.getCond()->IgnoreParenImpCasts());
  if (!Cond || !Iterator || (Step != 1 && Step != -1))
    return std::nullopt;
  const auto *Left = dyn_cast<DeclRefExpr>(Cond->getLHS()->IgnoreParenImpCasts());
  if (!Left || Left->getDecl() != Iterator)
    return std::nullopt;
  std::optional<std::string> Bound = textOf(SM, LO, Cond->getRHS());
  if (!Bound)
    return std::nullopt;
  BinaryOperatorKind Op = Cond->getOpcode();
  if (Step == 1 && Op == BO_LT)
    return "(" + *Bound + ") - 1";
  if ((Step == 1 && Op == BO_LE) || (Step == -1 && Op == BO_GE))
    return "(" + *Bound + ")";
  if (Step == -1 && Op == BO_GT)
    return "(" + *Bound + ") + 1";
  return std::nullopt;
}

/// Whether the translation unit declares a function \p Name (at file
/// scope, as the system headers do).
bool declared(ASTContext &Ctx, llvm::StringRef Name) {
  return !Ctx.getTranslationUnitDecl()->lookup(&Ctx.Idents.get(Name)).empty();
}

} // namespace

std::optional<ExpansionEdits> expansionEdits(ASTContext &Ctx,
                                             const ExtractedFunction &E,
                                             size_t Index,
                                             const std::string &Id,
                                             const ExpandPlan &Plan) {
  const SourceManager &SM = Ctx.getSourceManager();
  const LangOptions &LO = Ctx.getLangOpts();
  const OMPLoopDirective *D = E.Directives[Index];
  const auto *For = dyn_cast_or_null<ForStmt>(associatedCode(*D));
  // The slice is declared in the innermost body of the loops L takes.
  const ForStmt *Innermost =
      For ? innermostLoop(*For, E.Model.Loops[Index].Collapse) : nullptr;
  if (!Innermost || !isa<CompoundStmt>(Innermost->getBody()) ||
      D->getSingleClause<OMPNumThreadsClause>())
    return std::nullopt;
  // The one name of the memory in this function's code: a pointer
  // declared outside the loop (a callee's parameter may be bound to it).
  auto Names = E.NamesOf.find(Id);
  if (Names == E.NamesOf.end())
    return std::nullopt;
  const VarDecl *Pointer = nullptr;
  for (const VarDecl *Name : Names->second) {
    if (isa<ParmVarDecl>(Name) && Name->getDeclContext() != E.Function)
      continue;
    if (Pointer)
      return std::nullopt;
    Pointer = Name;
  }
  if (!Pointer || !Pointer->getType()->isPointerType() ||
      SM.isBeforeInTranslationUnit(For->getBeginLoc(), Pointer->getLocation()))
    return std::nullopt;
  // (The loops' headers keep the name's memory.)
  for (unsigned K = 1; K <= E.Model.Loops[Index].Collapse; ++K) {
    const ForStmt *Header = innermostLoop(*For, K);
    if (!Header || names(Header->getInit(), Pointer) ||
        names(Header->getCond(), Pointer) || names(Header->getInc(), Pointer))
      return std::nullopt;
  }
  // A global a callee names directly is out of reach of the body's name.
  if (Pointer->hasGlobalStorage())
    for (const Statement &S : E.Model.Statements)
      for (const Access &A : S.Accesses)
        if (A.Variable == Id && E.AccessCall.count(A.Ref))
          return std::nullopt;
  const std::string Name = Pointer->getName().str();
  // The pointer's type as the code spells it: in C the cells' type; in C++
  // what the pointer is (a template's instantiations differ in it).
  std::string Extent = "(" + Plan.Extent + ")";
  std::string PointerType, CellSize, Allocation;
  if (LO.CPlusPlus) {
    PointerType = "auto *const";
    CellSize = "sizeof(*" + Name + ")";
    Allocation = "static_cast<decltype(+" + Name + ")>(malloc(" + CellSize +
                 " * (size_t)omp_get_max_threads() * " + Extent + "))";
  } else {
    std::string CellType = Pointer->getType()
                               ->getPointeeType()
                               .getUnqualifiedType()
                               .getAsString(Ctx.getPrintingPolicy());
    PointerType = CellType + " *const";
    CellSize = "sizeof(" + CellType + ")";
    Allocation = "(" + CellType + " *)malloc(" + CellSize +
                 " * (size_t)omp_get_max_threads() * " + Extent + ")";
  }
  std::string Slices = freshName(Ctx, Name + "_slices");
  ExpansionEdits Result;
  Result.NewShared.push_back(Slices);
  AddedStatements Added;
  Added.Before.push_back(PointerType + " " + Slices + " = " + Allocation + ";");
  Added.BodyStart.push_back(PointerType + " " + Name + " = " + Slices +
                            " + (size_t)omp_get_thread_num() * " + Extent +
                            ";");
  Added.After.push_back("free(" + Slices + ");");
  if (Plan.CopyBack) {
    // The last iteration leaves its cells where the loop's did.
    LoopStart Start = loopStart(*For);
    std::optional<std::string> Last =
        lastIteration(SM, LO, *For, Start.Iterator, E.Model.Loops[Index].Step);
    if (!Last || mayLeave(For->getBody()))
      return std::nullopt;
    std::string Shared = freshName(Ctx, Name + "_shared");
    Result.NewShared.push_back(Shared);
    Added.Before.push_back(PointerType + " " + Shared + " = " + Name + ";");
    std::string Lower = "(" + Plan.Box.Lower + ")";
    Added.BodyEnd.push_back("if (" + Start.Iterator->getName().str() +
                            " == " + *Last + ")");
    Added.BodyEnd.push_back("  memcpy(" + Shared + " + " + Lower + ", " +
                            Name + " + " + Lower + ", " + CellSize + " * (" +
                            Plan.Box.Length + "));");
  }
  std::optional<std::vector<TextEdit>> Around =
      surroundingEdits(Ctx, *D, *For, Added, Innermost);
  if (!Around)
    return std::nullopt;
  Result.Edits = *Around;
  // What the new code calls, where the file has not declared it.
  std::string Includes;
  if (!declared(Ctx, "omp_get_thread_num") || !declared(Ctx, "omp_get_max_threads"))
    Includes += "#include <omp.h>\n";
  if (!declared(Ctx, "malloc") || !declared(Ctx, "free"))
    Includes += "#include <stdlib.h>\n";
  if (Plan.CopyBack && !declared(Ctx, "memcpy"))
    Includes += "#include <string.h>\n";
  // (At the file's start, after a byte order mark.)
  if (!Includes.empty())
    Result.Edits.push_back(
        {SM.getBufferData(SM.getMainFileID()).starts_with("\xEF\xBB\xBF") ? 3u
                                                                          : 0u,
         0, Includes});
  return Result;
}

} // namespace ompfix
