//===- ExpansionEdits.cpp - The rewrite of expanded memory ----------------===//

#include "rewrite/ExpansionEdits.h"
#include "rewrite/LoopSurroundings.h"
#include "frontend/OpenMPConstructs.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ParentMap.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/SourceManager.h"

#include <algorithm>
#include <set>

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

/// The bound of `for (i = lb; i op e; inc)`: op and the text of e.
struct LoopBound {
  BinaryOperatorKind Op;
  std::string Text;
};
std::optional<LoopBound> loopBound(const SourceManager &SM,
                                   const LangOptions &LO, const ForStmt &For,
                                   const VarDecl *Iterator) {
  const auto *Cond = dyn_cast_or_null<BinaryOperator>(
      For.getCond() ? For.getCond()->IgnoreParenImpCasts() : nullptr);
  if (!Cond || !Iterator)
    return std::nullopt;
  const auto *Left = dyn_cast<DeclRefExpr>(Cond->getLHS()->IgnoreParenImpCasts());
  if (!Left || Left->getDecl() != Iterator)
    return std::nullopt;
  std::optional<std::string> Bound = textOf(SM, LO, Cond->getRHS());
  if (!Bound)
    return std::nullopt;
  return LoopBound{Cond->getOpcode(), *Bound};
}

/// The sequentially last value of the iterator of `for (i = lb; c; inc)`
/// when it counts by one: `i < e` gives e - 1, `i <= e` e; counting down,
/// `i > e` gives e + 1, `i >= e` e.
std::optional<std::string> lastIteration(const SourceManager &SM,
                                         const LangOptions &LO,
                                         const ForStmt &For,
                                         const VarDecl *Iterator, long Step) {
  std::optional<LoopBound> Bound = loopBound(SM, LO, For, Iterator);
  if (!Bound || (Step != 1 && Step != -1))
    return std::nullopt;
  BinaryOperatorKind Op = Bound->Op;
  if (Step == 1 && Op == BO_LT)
    return "(" + Bound->Text + ") - 1";
  if ((Step == 1 && Op == BO_LE) || (Step == -1 && Op == BO_GE))
    return "(" + Bound->Text + ")";
  if (Step == -1 && Op == BO_GT)
    return "(" + Bound->Text + ") + 1";
  return std::nullopt;
}

/// Whether the translation unit declares a function \p Name (at file
/// scope, as the system headers do).
bool declared(ASTContext &Ctx, llvm::StringRef Name) {
  return !Ctx.getTranslationUnitDecl()->lookup(&Ctx.Idents.get(Name)).empty();
}

/// Whether \p S assigns or increments anything.
bool assigns(const Stmt *S) {
  if (!S)
    return false;
  if (const auto *B = dyn_cast<BinaryOperator>(S); B && B->isAssignmentOp())
    return true;
  if (const auto *U = dyn_cast<UnaryOperator>(S);
      U && U->isIncrementDecrementOp())
    return true;
  return llvm::any_of(S->children(), assigns);
}

/// The statements of \p S that are expressions, and those of the
/// statements it holds (not those inside expressions): where a comma
/// expression can stand for them.
void expressionStatements(const Stmt *S, std::vector<const Expr *> &Out) {
  if (!S)
    return;
  if (const auto *E = dyn_cast<Expr>(S)) {
    Out.push_back(E);
    return;
  }
  auto Holds = [&](const Stmt *Held) { expressionStatements(Held, Out); };
  if (const auto *C = dyn_cast<CompoundStmt>(S))
    llvm::for_each(C->body(), Holds);
  else if (const auto *If = dyn_cast<IfStmt>(S))
    Holds(If->getThen()), Holds(If->getElse());
  else if (const auto *For = dyn_cast<ForStmt>(S))
    Holds(For->getBody());
  else if (const auto *While = dyn_cast<WhileStmt>(S))
    Holds(While->getBody());
  else if (const auto *Do = dyn_cast<DoStmt>(S))
    Holds(Do->getBody());
  else if (const auto *Switch = dyn_cast<SwitchStmt>(S))
    Holds(Switch->getBody());
  else if (const auto *Case = dyn_cast<SwitchCase>(S))
    Holds(Case->getSubStmt());
  else if (const auto *Label = dyn_cast<LabelStmt>(S))
    Holds(Label->getSubStmt());
  else if (const auto *Attributed = dyn_cast<AttributedStmt>(S))
    Holds(Attributed->getSubStmt());
}

/// What \p E writes when it is an assignment, a compound assignment,
/// `++` or `--` (its left side, its operand), else null.
const Expr *writeTarget(const Expr *E) {
  E = E->IgnoreParens();
  if (const auto *B = dyn_cast<BinaryOperator>(E); B && B->isAssignmentOp())
    return B->getLHS()->IgnoreParens();
  if (const auto *U = dyn_cast<UnaryOperator>(E);
      U && U->isIncrementDecrementOp())
    return U->getSubExpr()->IgnoreParens();
  return nullptr;
}

/// The line of \p S, for a reason.
std::string lineOf(const SourceManager &SM, const Stmt *S) {
  return std::to_string(SM.getPresumedLineNumber(S->getBeginLoc()));
}

/// The cell \p E writes when it is `Name[e] = v`, `Name[e] op= v`,
/// `++Name[e]` or `Name[e]--` (the subscript), else null.
const ArraySubscriptExpr *writtenCell(const Expr *E, const VarDecl *Name) {
  const Expr *Target = writeTarget(E);
  const auto *Cell =
      Target ? dyn_cast<ArraySubscriptExpr>(Target->IgnoreParens()) : nullptr;
  const auto *Base =
      Cell ? dyn_cast<DeclRefExpr>(Cell->getBase()->IgnoreParenImpCasts())
           : nullptr;
  return Base && Base->getDecl() == Name ? Cell : nullptr;
}

/// Every DeclRefExpr of \p D in \p S.
void referencesTo(const Stmt *S, const VarDecl *D,
                  std::vector<const DeclRefExpr *> &Out) {
  if (!S)
    return;
  if (const auto *Ref = dyn_cast<DeclRefExpr>(S); Ref && Ref->getDecl() == D)
    Out.push_back(Ref);
  for (const Stmt *Child : S->children())
    referencesTo(Child, D, Out);
}

/// The edits that set \p Flags[e] (to 1) where \p Body writes cell e of
/// \p Name, before the write:
///   t[j] = v;  =>  t_wrote[j] = 1, t[j] = v;
/// Accepted form: \p Name appears in \p Body only as `Name[e]`, read, or
/// written by a statement that is one assignment, compound assignment,
/// `++` or `--` whose e has no side effects and whose other operand
/// assigns nothing (e is evaluated once more, before the write). None
/// otherwise (`&t[j]`, `f(t)`, `x = t[j] = v`, `*(t + j) = v`).
std::optional<std::vector<TextEdit>>
flagWrites(ASTContext &Ctx, const Stmt *Body, const VarDecl *Name,
           const std::string &Flags, std::string &Refusal) {
  std::string Quoted = "'" + Name->getName().str() + "'";
  const SourceManager &SM = Ctx.getSourceManager();
  const LangOptions &LO = Ctx.getLangOpts();
  std::vector<const Expr *> Statements;
  expressionStatements(Body, Statements);
  std::vector<TextEdit> Edits;
  std::set<const ArraySubscriptExpr *> Written;
  for (const Expr *E : Statements) {
    const ArraySubscriptExpr *Cell = writtenCell(E, Name);
    if (!Cell)
      continue;
    const auto *B = dyn_cast<BinaryOperator>(E->IgnoreParens());
    if (Cell->getIdx()->HasSideEffects(Ctx) || (B && assigns(B->getRHS()))) {
      Refusal = "the write of " + Quoted + " on line " + lineOf(SM, E) +
                " has side effects besides it";
      return std::nullopt;
    }
    std::optional<std::string> Index = textOf(SM, LO, Cell->getIdx());
    std::optional<std::pair<unsigned, unsigned>> At =
        fileRange(SM, LO, E->getSourceRange());
    if (!Index || !At) {
      Refusal = "the write of " + Quoted + " on line " + lineOf(SM, E) +
                " is in a macro";
      return std::nullopt;
    }
    Edits.push_back({At->first, 0, Flags + "[" + *Index + "] = 1, "});
    Written.insert(Cell);
  }
  // Every other use of the name reads a cell.
  ParentMap Parents(const_cast<Stmt *>(Body));
  std::vector<const DeclRefExpr *> References;
  referencesTo(Body, Name, References);
  for (const DeclRefExpr *Ref : References) {
    const auto *Decay = dyn_cast_or_null<ImplicitCastExpr>(
        Parents.getParent(const_cast<DeclRefExpr *>(Ref)));
    const auto *Cell = Decay ? dyn_cast_or_null<ArraySubscriptExpr>(
                                   Parents.getParent(const_cast<ImplicitCastExpr *>(Decay)))
                             : nullptr;
    if (!Cell || Cell->getBase() != Decay) {
      Refusal = Quoted + " is used on line " + lineOf(SM, Ref) +
                " other than by a subscript";
      return std::nullopt;
    }
    if (Written.count(Cell))
      continue;
    const auto *Load = dyn_cast_or_null<ImplicitCastExpr>(
        Parents.getParent(const_cast<ArraySubscriptExpr *>(Cell)));
    if (!Load || Load->getCastKind() != CK_LValueToRValue) {
      Refusal = "a cell of " + Quoted + " is written on line " + lineOf(SM, Ref) +
                " inside an expression, where no flag can be set beside it";
      return std::nullopt;
    }
  }
  return Edits;
}

/// The edits that keep each write of scalar \p Name in \p Body, after it,
/// in copy \p Own of \p Copies with its flag set in \p Flags:
///   x = v;  =>  x = v, x_written[i] = 1, x_copies[i] = x;
/// Accepted form: \p Name appears in \p Body only read, or written by a
/// statement that is one assignment, compound assignment, `++` or `--` of
/// it. None otherwise (`&x`, `y = x = v`, `f(x = v)`), \p Refusal then
/// saying why.
std::optional<std::vector<TextEdit>>
recordWrites(ASTContext &Ctx, const Stmt *Body, const VarDecl *Name,
             const std::string &Flags, const std::string &Copies,
             const std::string &Own, std::string &Refusal) {
  std::string Quoted = "'" + Name->getName().str() + "'";
  const SourceManager &SM = Ctx.getSourceManager();
  const LangOptions &LO = Ctx.getLangOpts();
  auto target = [&](const Expr *E) -> const DeclRefExpr * {
    const Expr *Target = writeTarget(E);
    const auto *Ref = Target ? dyn_cast<DeclRefExpr>(Target) : nullptr;
    return Ref && Ref->getDecl() == Name ? Ref : nullptr;
  };
  std::vector<const Expr *> Statements;
  expressionStatements(Body, Statements);
  std::vector<TextEdit> Edits;
  std::set<const DeclRefExpr *> Written;
  for (const Expr *E : Statements) {
    const DeclRefExpr *Ref = target(E);
    if (!Ref)
      continue;
    std::optional<std::pair<unsigned, unsigned>> At =
        fileRange(SM, LO, E->getSourceRange());
    if (!At) {
      Refusal = "the write of " + Quoted + " on line " + lineOf(SM, E) +
                " is in a macro";
      return std::nullopt;
    }
    Edits.push_back({At->second, 0,
                     ", " + Flags + "[" + Own + "] = 1, " + Copies + "[" +
                         Own + "] = " + Name->getName().str()});
    Written.insert(Ref);
  }
  // Every other use of the name reads it.
  ParentMap Parents(const_cast<Stmt *>(Body));
  std::vector<const DeclRefExpr *> References;
  referencesTo(Body, Name, References);
  for (const DeclRefExpr *Ref : References) {
    if (Written.count(Ref))
      continue;
    const auto *Load = dyn_cast_or_null<ImplicitCastExpr>(
        Parents.getParent(const_cast<DeclRefExpr *>(Ref)));
    if (!Load || Load->getCastKind() != CK_LValueToRValue) {
      Refusal = Quoted + " is written on line " + lineOf(SM, Ref) +
                " inside an expression, where no copy can be kept beside it";
      return std::nullopt;
    }
  }
  return Edits;
}

} // namespace

namespace {

/// Why surroundingEdits gives no edits.
const char *const SurroundingsRefusal =
    "the code around the loop is in a macro, or its body is not a block";

/// What both kinds of copies start from: the loop, its (innermost) body,
/// and the one name of the memory.
struct ExpansionSite {
  const OMPLoopDirective *D = nullptr;
  const ForStmt *For = nullptr;
  const ForStmt *Innermost = nullptr;
  const VarDecl *Name = nullptr;
};

/// Copies::Thread: a slice of one buffer per thread (ExpansionEdits.h).
std::optional<ExpansionEdits> threadSliceEdits(ASTContext &Ctx,
                                               const ExtractedFunction &E,
                                               size_t Index,
                                               const ExpansionSite &Site,
                                               const ExpandPlan &Plan,
                                               std::string &Refusal) {
  const SourceManager &SM = Ctx.getSourceManager();
  const LangOptions &LO = Ctx.getLangOpts();
  const VarDecl *Pointer = Site.Name;
  if (Site.D->getSingleClause<OMPNumThreadsClause>()) {
    Refusal = "'num_threads' may make the team larger than the "
              "omp_get_max_threads() slices";
    return std::nullopt;
  }
  if (!Pointer->getType()->isPointerType()) {
    Refusal = "'" + Pointer->getName().str() + "' is not a pointer";
    return std::nullopt;
  }
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
    LoopStart Start = loopStart(*Site.For);
    std::optional<std::string> Last = lastIteration(
        SM, LO, *Site.For, Start.Iterator, E.Model.Loops[Index].Step);
    if (!Last) {
      Refusal = "the loop's last iteration is no one value of its iterator "
                "(the loop counts by other than 1, or its condition is not "
                "'i < e', 'i <= e', 'i > e' or 'i >= e')";
      return std::nullopt;
    }
    if (mayLeave(Site.For->getBody())) {
      Refusal = "the loop's body may leave an iteration before the copy "
                "back at its end ('continue', 'goto' or 'return')";
      return std::nullopt;
    }
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
      surroundingEdits(Ctx, *Site.D, *Site.For, Added, Site.Innermost);
  if (!Around) {
    Refusal = SurroundingsRefusal;
    return std::nullopt;
  }
  Result.Edits = *Around;
  return Result;
}

/// Copies::Iteration: a copy and a flag per cell for each iteration, and
/// after the loop each cell from its last writer:
///
///   #pragma omp parallel for            double (*const row_copies)[m] = ...malloc(...);
///   for (int i = 0; i < n; i++) {       unsigned char (*const row_written)[m] = ...calloc(...);
///     if (a[i][0] > 0)                  #pragma omp parallel for
///       for (j...) row[j] = a[i][j];    for (int i = 0; i < n; i++) {
///   }                              =>     double *const row = row_copies[i];
///                                         unsigned char *const row_wrote = row_written[i];
///                                         if (a[i][0] > 0)
///                                           for (j...) row_wrote[j] = 1, row[j] = a[i][j];
///                                       }
///                                       #pragma omp parallel for
///                                       for (long row_cell = 0; row_cell < m; row_cell++)
///                                         for (long row_copy = 0; row_copy < n; row_copy++)
///                                           if (row_written[row_copy][row_cell])
///                                             row[row_cell] = row_copies[row_copy][row_cell];
///                                       free(row_written);
///                                       free(row_copies);
///
/// The copies are a variable-length array type: C only, or C++ where the
/// extent is a number (and outside templates, whose cells differ).
/// Why iteration copies of \p Site cannot be written for loop \p Index
/// (iterationCopyEdits), or "": the memory has no cell type, the loop does
/// not count by 1 (\p Start, \p Step), or in C++ the copies' type would
/// differ between instantiations or be a variable-length array.
static std::string iterationCopyRefusal(const ASTContext &Ctx,
                                        const ExtractedFunction &E,
                                        const ExpansionSite &Site,
                                        const ExpandPlan &Plan, QualType Cell,
                                        const LoopStart &Start, long Step) {
  const LangOptions &LO = Ctx.getLangOpts();
  if (Cell.isNull())
    return "'" + Site.Name->getName().str() +
           "' is neither a pointer nor an array of a constant size";
  if (!Start.Iterator || (Step != 1 && Step != -1))
    return "the loop does not count by 1";
  if (LO.CPlusPlus && E.Function->isTemplateInstantiation())
    return "the copies' type differs between the template's instantiations";
  if (LO.CPlusPlus &&
      !std::all_of(Plan.Extent.begin(), Plan.Extent.end(),
                   [](char C) { return C >= '0' && C <= '9'; }))
    return "the copies would be a variable-length array type, which C++ "
           "does not have (their cells are not a number)";
  return "";
}

std::optional<ExpansionEdits> iterationCopyEdits(ASTContext &Ctx,
                                                 const ExtractedFunction &E,
                                                 size_t Index,
                                                 const ExpansionSite &Site,
                                                 const ExpandPlan &Plan,
                                                 std::string &Refusal) {
  const LangOptions &LO = Ctx.getLangOpts();
  QualType Type = Site.Name->getType();
  QualType Cell = Type->isPointerType() ? Type->getPointeeType()
                  : Type->isConstantArrayType()
                      ? Ctx.getAsArrayType(Type)->getElementType()
                      : QualType();
  LoopStart Start = loopStart(*Site.For);
  long Step = E.Model.Loops[Index].Step;
  if (std::string Why =
          iterationCopyRefusal(Ctx, E, Site, Plan, Cell, Start, Step);
      !Why.empty()) {
    Refusal = Why;
    return std::nullopt;
  }
  const std::string Name = Site.Name->getName().str();
  std::string CellType =
      Cell.getUnqualifiedType().getAsString(Ctx.getPrintingPolicy());
  std::string Copies = freshName(Ctx, Name + "_copies");
  std::string Written = freshName(Ctx, Name + "_written");
  std::string Wrote = freshName(Ctx, Name + "_wrote");
  std::string CellName = freshName(Ctx, Name + "_cell");
  std::string CopyName = freshName(Ctx, Name + "_copy");
  std::optional<std::vector<TextEdit>> Flags =
      flagWrites(Ctx, Site.Innermost->getBody(), Site.Name, Wrote, Refusal);
  if (!Flags)
    return std::nullopt;
  std::string Extent = parenthesised(Plan.Extent);
  std::string Count = parenthesised(Plan.Count);
  // `double (*const t_copies)[m] = (double (*)[m])malloc(...)`
  auto rowsOf = [&](const std::string &Of, const std::string &Variable) {
    return Of + " (*" + Variable + ")[" + Plan.Extent + "]";
  };
  auto allocated = [&](const std::string &Of, const std::string &Variable,
                       const std::string &Call) {
    std::string Cast = rowsOf(Of, "");
    return rowsOf(Of, "const " + Variable) + " = " +
           (LO.CPlusPlus ? "static_cast<" + Cast + ">(" + Call + ")"
                         : "(" + Cast + ")" + Call) +
           ";";
  };
  // Copy k is iteration First + k's (the iterator counts by 1).
  std::string Iterator = Start.Iterator->getName().str();
  std::string Own = Plan.FirstIteration == "0"
                        ? Iterator
                        : Iterator + " - " + parenthesised(Plan.FirstIteration);
  ExpansionEdits Result;
  Result.NewShared = {Copies, Written};
  AddedStatements Added;
  Added.Before.push_back(allocated(CellType, Copies,
                                   "malloc(sizeof(" + CellType + ") * (size_t)" +
                                       Count + " * " + Extent + ")"));
  Added.Before.push_back(allocated("unsigned char", Written,
                                   "calloc((size_t)" + Count + " * " + Extent +
                                       ", 1)"));
  Added.BodyStart.push_back(CellType + " *const " + Name + " = " + Copies +
                            "[" + Own + "];");
  Added.BodyStart.push_back("unsigned char *const " + Wrote + " = " + Written +
                            "[" + Own + "];");
  // Each cell from the last copy that wrote it: the greatest copy counting
  // up, the least counting down.
  std::string Lower = parenthesised(Plan.Box.Lower);
  std::string Upper = Plan.Box.Lower == "0"
                          ? Plan.Box.Length
                          : Lower + " + " + parenthesised(Plan.Box.Length);
  Added.After.push_back("#pragma omp parallel for");
  Added.After.push_back("for (long " + CellName + " = " + Plan.Box.Lower + "; " +
                        CellName + " < " + Upper + "; " + CellName + "++)");
  Added.After.push_back(
      Step > 0 ? "  for (long " + CopyName + " = 0; " + CopyName + " < " +
                     Plan.Count + "; " + CopyName + "++)"
               : "  for (long " + CopyName + " = " + Count + " - 1; " +
                     CopyName + " >= 0; " + CopyName + "--)");
  Added.After.push_back("    if (" + Written + "[" + CopyName + "][" +
                        CellName + "])");
  Added.After.push_back("      " + Name + "[" + CellName + "] = " + Copies +
                        "[" + CopyName + "][" + CellName + "];");
  Added.After.push_back("free(" + Written + ");");
  Added.After.push_back("free(" + Copies + ");");
  std::optional<std::vector<TextEdit>> Around =
      surroundingEdits(Ctx, *Site.D, *Site.For, Added, Site.Innermost);
  if (!Around) {
    Refusal = SurroundingsRefusal;
    return std::nullopt;
  }
  Result.Edits = *Around;
  Result.Edits.insert(Result.Edits.end(), Flags->begin(), Flags->end());
  return Result;
}

/// Where variable \p Id of loop \p Index of \p E is rewritten: the loop,
/// the innermost body of the loops it takes (a block), and the one name of
/// the memory, declared before the loop, which the loops' headers and the
/// functions the loop calls do not name; none otherwise, \p Refusal then
/// saying why.
std::optional<ExpansionSite> expansionSite(ASTContext &Ctx,
                                           const ExtractedFunction &E,
                                           size_t Index, const std::string &Id,
                                           std::string &Refusal) {
  const SourceManager &SM = Ctx.getSourceManager();
  ExpansionSite Site;
  Site.D = E.Directives[Index];
  Site.For = dyn_cast_or_null<ForStmt>(associatedCode(*Site.D));
  // The copy is named in the innermost body of the loops L takes.
  Site.Innermost = Site.For ? innermostLoop(*Site.For,
                                            E.Model.Loops[Index].Collapse)
                            : nullptr;
  if (!Site.Innermost || !isa<CompoundStmt>(Site.Innermost->getBody())) {
    Refusal = "the loop's body is not a block";
    return std::nullopt;
  }
  // The one name of the memory in this function's code: a variable
  // declared outside the loop (a callee's parameter may be bound to it).
  auto Names = E.NamesOf.find(Id);
  if (Names == E.NamesOf.end()) {
    Refusal = "the memory has no name in this function";
    return std::nullopt;
  }
  for (const VarDecl *Name : Names->second) {
    if (isa<ParmVarDecl>(Name) && Name->getDeclContext() != E.Function)
      continue;
    if (Site.Name) {
      Refusal = "the memory has two names here, '" +
                Site.Name->getName().str() + "' and '" +
                Name->getName().str() + "'";
      return std::nullopt;
    }
    Site.Name = Name;
  }
  if (!Site.Name) {
    Refusal = "the memory has no name in this function";
    return std::nullopt;
  }
  const std::string Quoted = "'" + Site.Name->getName().str() + "'";
  if (SM.isBeforeInTranslationUnit(Site.For->getBeginLoc(),
                                   Site.Name->getLocation())) {
    Refusal = Quoted + " is declared inside the loop";
    return std::nullopt;
  }
  // (The loops' headers keep the name's memory.)
  for (unsigned K = 1; K <= E.Model.Loops[Index].Collapse; ++K) {
    const ForStmt *Header = innermostLoop(*Site.For, K);
    if (!Header || names(Header->getInit(), Site.Name) ||
        names(Header->getCond(), Site.Name) ||
        names(Header->getInc(), Site.Name)) {
      Refusal = "the loop's header names " + Quoted;
      return std::nullopt;
    }
  }
  // A global a callee names directly is out of reach of the body's name.
  if (Site.Name->hasGlobalStorage())
    for (const Statement &S : E.Model.Statements)
      for (const Access &A : S.Accesses)
        if (A.Variable == Id && E.AccessCall.count(A.Ref)) {
          Refusal = "a function the loop calls names " + Quoted;
          return std::nullopt;
        }
  return Site;
}

/// What the new code calls (\p Calls), where the file has not declared it:
/// the includes at the file's start (after a byte order mark).
void includeFor(ASTContext &Ctx, std::initializer_list<const char *> Calls,
                const char *Header, std::vector<TextEdit> &Edits) {
  const SourceManager &SM = Ctx.getSourceManager();
  if (llvm::all_of(Calls, [&](const char *Call) { return declared(Ctx, Call); }))
    return;
  Edits.push_back(
      {SM.getBufferData(SM.getMainFileID()).starts_with("\xEF\xBB\xBF") ? 3u
                                                                           : 0u,
       0, std::string("#include <") + Header + ">\n"});
}

} // namespace

std::optional<ExpansionEdits> expansionEdits(ASTContext &Ctx,
                                             const ExtractedFunction &E,
                                             size_t Index,
                                             const std::string &Id,
                                             const ExpandPlan &Plan,
                                             std::string &Refusal) {
  std::optional<ExpansionSite> Site =
      expansionSite(Ctx, E, Index, Id, Refusal);
  if (!Site)
    return std::nullopt;
  std::optional<ExpansionEdits> Result =
      Plan.Per == ExpandPlan::Copies::Iteration
          ? iterationCopyEdits(Ctx, E, Index, *Site, Plan, Refusal)
          : threadSliceEdits(Ctx, E, Index, *Site, Plan, Refusal);
  if (!Result)
    return std::nullopt;
  // What the new code calls, where the file has not declared it.
  bool PerThread = Plan.Per == ExpandPlan::Copies::Thread;
  std::vector<TextEdit> Includes;
  if (PerThread)
    includeFor(Ctx, {"omp_get_thread_num", "omp_get_max_threads"}, "omp.h",
               Includes);
  if (PerThread)
    includeFor(Ctx, {"malloc", "free"}, "stdlib.h", Includes);
  else
    includeFor(Ctx, {"malloc", "free", "calloc"}, "stdlib.h", Includes);
  if (PerThread && Plan.CopyBack)
    includeFor(Ctx, {"memcpy"}, "string.h", Includes);
  // (One insertion at the file's start, in this order.)
  if (!Includes.empty()) {
    TextEdit Joined = Includes.front();
    for (size_t K = 1; K < Includes.size(); ++K)
      Joined.Text += Includes[K].Text;
    Result->Edits.push_back(Joined);
  }
  return Result;
}

std::optional<ExpansionEdits>
conditionalCopyEdits(ASTContext &Ctx, const ExtractedFunction &E, size_t Index,
                     const std::string &Id, std::string &Refusal) {
  std::optional<ExpansionSite> Site = expansionSite(Ctx, E, Index, Id, Refusal);
  if (!Site)
    return std::nullopt;
  const SourceManager &SM = Ctx.getSourceManager();
  const LangOptions &LO = Ctx.getLangOpts();
  const LoopDirective &L = E.Model.Loops[Index];
  LoopStart Start = loopStart(*Site->For);
  QualType Type = Site->Name->getType();
  if (L.Collapse != 1 || L.Step != 1 || !Start.Iterator || !Start.Lower) {
    Refusal = "the loop does not count up by 1 alone";
    return std::nullopt;
  }
  if (!Type->isScalarType() || Site->Name->hasGlobalStorage()) {
    Refusal = "'" + Site->Name->getName().str() +
              "' is not a scalar local to the function";
    return std::nullopt;
  }
  // `i < e` from First: e - First copies; `i <= e`: one more.
  std::optional<std::string> First = textOf(SM, LO, Start.Lower);
  std::optional<LoopBound> Bound =
      loopBound(SM, LO, *Site->For, Start.Iterator);
  if (!First || !Bound || (Bound->Op != BO_LT && Bound->Op != BO_LE)) {
    Refusal = "the loop's bounds are not 'i = first; i < bound' as text of "
              "the file";
    return std::nullopt;
  }
  const std::string Name = Site->Name->getName().str();
  std::string CellType =
      Type.getUnqualifiedType().getAsString(Ctx.getPrintingPolicy());
  std::string Copies = freshName(Ctx, Name + "_copies");
  std::string Written = freshName(Ctx, Name + "_written");
  std::string CopyName = freshName(Ctx, Name + "_copy");
  // Copy k is iteration First + k's; Count copies.
  std::string Iterator = Start.Iterator->getName().str();
  bool FromZero = *First == "0";
  std::string Own =
      FromZero ? Iterator : Iterator + " - " + parenthesised(*First);
  std::string Extra = Bound->Op == BO_LE ? " + 1" : "";
  std::string Count =
      FromZero ? (Extra.empty() ? parenthesised(Bound->Text)
                                : "(" + Bound->Text + Extra + ")")
               : "(" + Bound->Text + " - " + parenthesised(*First) + Extra +
                     ")";
  std::optional<std::vector<TextEdit>> Writes =
      recordWrites(Ctx, Site->Innermost->getBody(), Site->Name, Written,
                   Copies, Own, Refusal);
  if (!Writes)
    return std::nullopt;
  AddedStatements Added;
  // Each iteration's own x, which the copies keep: the loop then leaves
  // the function's x as it was, which only the copies change after it.
  Added.BodyStart.push_back(CellType + " " + Name + ";");
  Added.Before.push_back(CellType + " *const " + Copies + " = (" + CellType +
                         " *)malloc(sizeof(" + CellType + ") * (size_t)" +
                         Count + ");");
  Added.Before.push_back("unsigned char *const " + Written +
                         " = (unsigned char *)calloc((size_t)" + Count +
                         ", 1);");
  // The value of the last iteration that wrote one: the greatest copy.
  Added.After.push_back("for (long " + CopyName + " = 0; " + CopyName + " < " +
                        Count + "; " + CopyName + "++)");
  Added.After.push_back("  if (" + Written + "[" + CopyName + "])");
  Added.After.push_back("    " + Name + " = " + Copies + "[" + CopyName + "];");
  Added.After.push_back("free(" + Written + ");");
  Added.After.push_back("free(" + Copies + ");");
  std::optional<std::vector<TextEdit>> Around =
      surroundingEdits(Ctx, *Site->D, *Site->For, Added, Site->Innermost);
  if (!Around) {
    Refusal = SurroundingsRefusal;
    return std::nullopt;
  }
  ExpansionEdits Result;
  Result.NewShared = {Copies, Written};
  Result.Edits = *Around;
  Result.Edits.insert(Result.Edits.end(), Writes->begin(), Writes->end());
  includeFor(Ctx, {"malloc", "free", "calloc"}, "stdlib.h", Result.Edits);
  return Result;
}

} // namespace ompfix
