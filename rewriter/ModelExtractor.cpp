//===- ModelExtractor.cpp - Polyhedral model of a function from Clang's AST ===//
//
// Accepted source forms (everything else is "unsupported", and the loop
// directives it can affect are `unknown` with the reason):
//
//   function body   ::= statement*
//   statement       ::= expression ';'                 (one model statement)
//                     | declaration [= expression] ';' (kill, then a write)
//                     | '{' statement* '}'
//                     | for '(' init ';' cond ';' step ')' statement
//                     | if '(' condition ')' statement [else statement]
//                     | #pragma omp parallel [clauses] statement
//                     | #pragma omp <loop directive> [clauses] for-loop
//                     | #pragma omp single|master|masked statement (outside loops)
//   init            ::= [int] i = affine
//   cond            ::= i (< | <= | > | >= | !=) affine   (or mirrored)
//   step            ::= i++ | ++i | i-- | --i | i += c | i -= c | i = i (+|-) c
//   affine          ::= integer constants, enclosing iterators and parameters
//                       (integer variables never written in the function)
//                       combined by + - unary-, * by a constant, / and % by
//                       a positive constant (exact only where the operand is
//                       not negative: elsewhere the statement is inexact)
//   condition       ::= affine comparisons with && || ! and ?:  (exact);
//                       any other condition: its reads form a statement and
//                       the writes it guards become may-writes
//   access          ::= scalar | a[e]...[e] | *p | *(p + e) with a an array,
//                       a VLA, an array or pointer parameter, or a pointer
//                       defined as q + affine or &q[affine]; a subscript that
//                       is not affine makes a may-access to every cell
//   call            ::= C math library functions (pure); printf-like output
//                       (reads its arguments); outside the loops any other
//                       call may read and write what it is passed and every
//                       variable the caller can see; inside a loop directive
//                       any other call makes the loop unknown.
//
// Schedules are 2d+1: [p0, i0, p1, i1, ..., pd] with pk the textual position
// at depth k and ik the k-th iterator (negated for a decreasing loop).
//
//===----------------------------------------------------------------------===//

#include "ModelExtractor.h"
#include "OpenMPConstructs.h"
#include "ompfix/IslNames.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/OpenMPKinds.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/StringSet.h"

#include <optional>
#include <set>

using namespace clang;

namespace ompfix {

namespace {

/// Variables and parameters whose names isl text cannot take (see
/// ompfix/IslNames.h) are renamed.
bool isReservedName(llvm::StringRef Name) {
  return islnames::isReserved(std::string_view(Name.data(), Name.size()));
}

const Expr *strip(const Expr *E) { return E->IgnoreParenImpCasts(); }

/// Whether two expressions are the same computation, by structure (Clang's
/// profile, which sees through parentheses and spelling): `a[ i ]` and
/// `(a[i])` are, `a[i]` and `a[i + 0]` are not.
bool sameExpression(const ASTContext &Ctx, const Expr *A, const Expr *B) {
  llvm::FoldingSetNodeID IA, IB;
  strip(A)->Profile(IA, Ctx, /*Canonical=*/true);
  strip(B)->Profile(IB, Ctx, /*Canonical=*/true);
  return IA == IB;
}

const VarDecl *referencedVar(const Expr *E) {
  if (const auto *Ref = dyn_cast<DeclRefExpr>(strip(E)))
    return dyn_cast<VarDecl>(Ref->getDecl());
  return nullptr;
}

bool isPureMathFunction(llvm::StringRef Name) {
  static const llvm::StringSet<> Pure = {
      "sin",   "cos",   "tan",    "asin",  "acos",  "atan",  "atan2", "sinh",
      "cosh",  "tanh",  "exp",    "exp2",  "expm1", "log",   "log2",  "log10",
      "log1p", "pow",   "sqrt",   "cbrt",  "hypot", "fabs",  "abs",   "labs",
      "floor", "ceil",  "round",  "trunc", "fmod",  "fmin",  "fmax",  "fma",
      "erf",   "erfc",  "tgamma", "lgamma", "copysign", "rint", "nearbyint",
      "lround", "llround", "remainder", "fdim"};
  if (Pure.contains(Name))
    return true;
  // The float and long double variants: sinf, sinl, ...
  if (Name.ends_with("f") || Name.ends_with("l"))
    return Pure.contains(Name.drop_back());
  return false;
}

bool isOutputFunction(llvm::StringRef Name) {
  return Name == "printf" || Name == "fprintf" || Name == "puts" ||
         Name == "putchar" || Name == "fputs";
}

/// A condition in isl notation, with its negation (isl's parser has no
/// general `not`).
struct Condition {
  std::string Holds, Fails;
};

/// One resolved memory reference.
struct Cell {
  std::string Variable; ///< Variable::Id
  std::string Cells;    ///< e.g. "a[(it0) + 1]", "t[]", "a[o0]"
  bool Exact = true;    ///< false: may touch any cell of Cells
};

/// What the extractor knows about one declaration.
struct VarInfo {
  std::string Id; ///< The Variable::Id of the memory it names.
  unsigned Rank = 0;
  /// A pointer defined as another pointer plus an affine offset.
  std::string AliasOffset;
  bool IsAlias = false;
  /// For an alias: the Variable::Id of the pointer itself, a scalar that
  /// every access through it reads (a clause on the alias names it).
  std::string PointerId;
  std::string Unsupported; ///< Why accesses through it cannot be modelled.
};

class Extractor {
public:
  Extractor(ASTContext &Ctx, const FunctionDecl &F)
      : Ctx(Ctx), SM(Ctx.getSourceManager()), F(F) {}

  ExtractedFunction run();

private:
  struct Level {
    const VarDecl *Iterator;
    std::string Dim;
    bool Decreasing;
  };
  struct ActiveLoop {
    size_t Index;
    const OMPLoopDirective *Directive;
    unsigned Depth;
    std::set<const VarDecl *> Iterators;
    std::set<const VarDecl *> DeclaredInside;
  };
  /// What a parallel region holds, in source order, as far as checkRegion
  /// needs it.
  struct RegionItem {
    enum ItemKind { Loop, Barrier, Construct, Code } Kind = Barrier;
    size_t LoopIndex = 0; ///< Loop: its index in Out.Model.Loops.
    bool Nowait = false;  ///< Loop: ends without a barrier.
    bool Nested = false;  ///< Loop: inside a sequential loop or condition.
    /// Construct: why the loops beside it are unknown.
    std::string Reason;
    /// Construct: the loops inside it, [FirstLoop, EndLoop).
    size_t FirstLoop = 0, EndLoop = 0;
    static RegionItem barrier() { return RegionItem(); }
    static RegionItem code() {
      RegionItem I;
      I.Kind = Code;
      return I;
    }
    static RegionItem loop(size_t Index, bool Nowait, bool Nested) {
      RegionItem I;
      I.Kind = Loop;
      I.LoopIndex = Index;
      I.Nowait = Nowait;
      I.Nested = Nested;
      return I;
    }
    static RegionItem construct(std::string Reason, size_t First, size_t End) {
      RegionItem I;
      I.Kind = Construct;
      I.Reason = std::move(Reason);
      I.FirstLoop = First;
      I.EndLoop = End;
      return I;
    }
  };
  struct Region {
    std::map<const VarDecl *, DeclaredAttribute> Attributes;
    std::set<const VarDecl *> Locals;
    std::vector<RegionItem> Items;
    /// Statements run by every thread (outside worksharing loops), as
    /// indices into Out.Model.Statements.
    std::vector<size_t> CodeStatements;
    /// Sizes of Active and Nest where the region starts.
    size_t ActiveDepth = 0, NestDepth = 0;
    /// The first loop and statement created inside the region.
    size_t FirstLoop = 0, FirstStatement = 0;
    /// Why none of its loops can be checked, if so.
    std::string Unknown;
    /// Inside `single`, `master` or `masked`: one thread runs the code.
    unsigned OnceDepth = 0;
  };
  /// The parallel region that the code being visited is in, if any.
  Region *innermostRegion() { return Regions.empty() ? nullptr : &Regions.back(); }
  /// The region whose team runs the code being visited outside any
  /// worksharing loop (every thread runs it), if any.
  Region *replicatingRegion() {
    Region *R = innermostRegion();
    return R && R->ActiveDepth == Active.size() && R->OnceDepth == 0 ? R
                                                                     : nullptr;
  }

  // Pre-pass.
  void findModifiedVariables(const Stmt *Body);

  // Variables.
  const VarInfo &info(const VarDecl *D);
  std::string uniqueId(llvm::StringRef Name);
  bool isParameter(const VarDecl *D) const;

  // Affine expressions and conditions.
  std::optional<std::string> affine(const Expr *E);
  std::optional<Condition> condition(const Expr *E);

  // Statements.
  void visit(const Stmt *S);
  void visitCompound(const CompoundStmt *S);
  void visitDecl(const DeclStmt *S);
  void visitFor(const ForStmt *S);
  void visitIf(const IfStmt *S);
  bool visitMinMaxIf(const IfStmt *S);
  void visitExpression(const Expr *E);
  void visitDirective(const OMPExecutableDirective *D);
  void visitParallel(const OMPExecutableDirective *D);
  void visitUnmodelled(const Stmt *S, const std::string &Why);
  void checkRegion(Region &R);
  void visitLoopDirective(const OMPLoopDirective *D);

  Statement &newStatement(SourceLocation Loc);
  void nextPosition() { ++Position.back(); }
  std::string instanceTuple(const std::string &Name) const;
  std::string domainConstraints() const;

  // Accesses.
  void reads(const Expr *E, Statement &S);
  std::optional<Cell> lvalue(const Expr *E, Statement &S);
  void addAccess(Statement &S, const Cell &C, bool IsWrite, const Expr *E);
  void writeTo(const Expr *LHS, Statement &S, bool AlsoRead);
  void call(const CallExpr *C, Statement &S);
  std::optional<ReductionUpdate> reductionOf(const Expr *E, Statement &S);
  bool mentions(const Expr *E, const std::string &VariableId);

  // Data-sharing.
  void resolveDataSharing(ActiveLoop &A);
  std::map<const VarDecl *, DeclaredAttribute>
  explicitAttributes(const OMPExecutableDirective *D);

  void unsupported(const std::string &Reason);
  std::string text(SourceRange R) const;
  SourcePos position(SourceLocation L) const;

  ASTContext &Ctx;
  SourceManager &SM;
  const FunctionDecl &F;
  ExtractedFunction Out;

  std::map<const VarDecl *, VarInfo> Vars;
  std::map<std::string, const VarDecl *> DeclOfId;
  std::set<std::string> UsedIds;
  std::set<const VarDecl *> Modified;
  std::set<std::string> Params;

  std::vector<Level> Nest;
  /// Iterators of collapsed loops, with where their loop starts them.
  std::vector<std::pair<const VarDecl *, SourceLocation>> PendingIterators;
  std::vector<std::string> Constraints;
  std::vector<std::string> Guards;
  std::vector<unsigned> Position = {0};
  unsigned MayDepth = 0;
  std::vector<ActiveLoop> Active;
  std::vector<Region> Regions;
  /// Set by a return statement; MayReturned once one may have been taken
  /// before the code being visited.
  bool Returned = false, MayReturned = false;
  /// The unsupported constructs around the code being visited.
  std::vector<std::string> Poison;
  std::string FunctionUnsupported;
  unsigned NextStatement = 0, NextRef = 0;
};

//===----------------------------------------------------------------------===//
// Pre-pass and variables
//===----------------------------------------------------------------------===//

/// Finds the variables written anywhere in the body (assignments, ++/--,
/// address taken): they are not parameters of the model.
class ModifiedFinder : public RecursiveASTVisitor<ModifiedFinder> {
public:
  std::set<const VarDecl *> &Modified;
  explicit ModifiedFinder(std::set<const VarDecl *> &M) : Modified(M) {}
  bool VisitBinaryOperator(BinaryOperator *B) {
    if (B->isAssignmentOp())
      mark(B->getLHS());
    return true;
  }
  bool VisitUnaryOperator(UnaryOperator *U) {
    if (U->isIncrementDecrementOp() || U->getOpcode() == UO_AddrOf)
      mark(U->getSubExpr());
    return true;
  }
  void mark(const Expr *E) {
    if (const VarDecl *V = referencedVar(E))
      Modified.insert(V);
  }
};

void Extractor::findModifiedVariables(const Stmt *Body) {
  ModifiedFinder Finder(Modified);
  Finder.TraverseStmt(const_cast<Stmt *>(Body));
}

std::string Extractor::uniqueId(llvm::StringRef Name) {
  // isl reads identifiers: letters, digits, '_' (and not a leading digit).
  std::string Base;
  for (char C : Name)
    Base += std::isalnum(static_cast<unsigned char>(C)) ? C : '_';
  if (Base.empty() || std::isdigit(static_cast<unsigned char>(Base[0])))
    Base = "v" + Base;
  if (isReservedName(Base))
    Base += "_";
  std::string Id = Base;
  for (unsigned N = 2; UsedIds.count(Id); ++N)
    Id = Base + "_" + std::to_string(N);
  UsedIds.insert(Id);
  return Id;
}

bool Extractor::isParameter(const VarDecl *D) const {
  return D->getType()->isIntegerType() && !Modified.count(D) &&
         !D->getType()->isBooleanType();
}

/// Counts the dimensions of an array type and collects their extents.
static bool arrayShape(ASTContext &Ctx, QualType T,
                       std::vector<std::string> &Extents, QualType &Element,
                       const SourceManager &SM) {
  while (const ArrayType *A = Ctx.getAsArrayType(T)) {
    if (const auto *C = dyn_cast<ConstantArrayType>(A))
      Extents.push_back(std::to_string(C->getSize().getZExtValue()));
    else if (const auto *V = dyn_cast<VariableArrayType>(A))
      Extents.push_back(V->getSizeExpr()
                            ? Lexer::getSourceText(
                                  CharSourceRange::getTokenRange(
                                      V->getSizeExpr()->getSourceRange()),
                                  SM, Ctx.getLangOpts())
                                  .str()
                            : "");
    else
      Extents.push_back("");
    T = A->getElementType();
  }
  Element = T;
  return Element->isArithmeticType();
}

const VarInfo &Extractor::info(const VarDecl *D) {
  auto It = Vars.find(D);
  if (It != Vars.end())
    return It->second;
  VarInfo I;
  Variable V;
  V.Name = D->getName().str();
  QualType T = D->getType();
  if (const auto *P = dyn_cast<ParmVarDecl>(D))
    T = P->getOriginalType();
  // Globals, and the variables of an enclosing function that a lambda
  // captures, outlive the function: the caller can see them.
  bool Global = D->hasGlobalStorage() ||
                !F.Encloses(D->getDeclContext());
  V.StaticLocal = D->isStaticLocal();
  std::vector<std::string> Extents;
  QualType Element;

  if (T->isArithmeticType()) {
    V.Rank = 0;
    V.CallerVisible = Global;
    V.FloatingPoint = T->isRealFloatingType();
  } else if (Ctx.getAsArrayType(T)) {
    if (!arrayShape(Ctx, T, Extents, Element, SM))
      I.Unsupported = "array '" + V.Name + "' of non-arithmetic elements";
    V.Rank = Extents.size();
    V.Extents = Extents;
    V.FloatingPoint = Element->isRealFloatingType();
    // An array parameter is a pointer: the caller's memory.
    V.CallerVisible = Global || isa<ParmVarDecl>(D);
    V.Privatizable = !isa<ParmVarDecl>(D);
    if (isa<ParmVarDecl>(D) && !V.Extents.empty())
      V.Extents[0].clear();
  } else if (const auto *P = T->getAs<PointerType>()) {
    QualType Pointee = P->getPointeeType();
    if (!arrayShape(Ctx, Pointee, Extents, Element, SM)) {
      I.Unsupported = "pointer '" + V.Name + "' to non-arithmetic data";
    }
    V.Rank = 1 + Extents.size();
    V.Extents.push_back("");
    V.Extents.insert(V.Extents.end(), Extents.begin(), Extents.end());
    V.FloatingPoint = Element->isRealFloatingType();
    V.CallerVisible = true;
    V.Privatizable = false;
    if (!isa<ParmVarDecl>(D) && !Global) {
      // double *b = a + 1;  double *b = &a[1];  double *t = malloc(...);
      const Expr *Init = D->getInit();
      const Expr *Base = Init ? strip(Init) : nullptr;
      std::string Offset = "0";
      bool Fresh = false;
      if (Base)
        if (const auto *C = dyn_cast<CallExpr>(Base->IgnoreCasts()))
          if (const FunctionDecl *Callee = C->getDirectCallee())
            Fresh = Callee->getName() == "malloc" ||
                    Callee->getName() == "calloc";
      if (Base && !Fresh) {
        if (const auto *B = dyn_cast<BinaryOperator>(Base);
            B && (B->getOpcode() == BO_Add || B->getOpcode() == BO_Sub) &&
            B->getLHS()->getType()->isPointerType()) {
          std::optional<std::string> Off = affine(B->getRHS());
          Offset = Off ? (B->getOpcode() == BO_Sub ? "-(" + *Off + ")" : *Off)
                       : "";
          Base = strip(B->getLHS());
        } else if (const auto *U = dyn_cast<UnaryOperator>(Base);
                   U && U->getOpcode() == UO_AddrOf) {
          if (const auto *S =
                  dyn_cast<ArraySubscriptExpr>(strip(U->getSubExpr()))) {
            std::optional<std::string> Off = affine(S->getIdx());
            Offset = Off ? *Off : "";
            Base = strip(S->getBase());
          }
        }
        const VarDecl *Target = referencedVar(Base);
        if (Target && !Offset.empty() && !Modified.count(D) &&
            Target->getType()->isPointerType() && Target != D) {
          const VarInfo &TI = info(Target);
          VarInfo Alias = TI;
          Alias.IsAlias = true;
          Alias.AliasOffset = TI.IsAlias ? "(" + TI.AliasOffset + ") + (" +
                                               Offset + ")"
                                         : Offset;
          // The pointer value: never written after its declaration (else it
          // is no alias), so shared or firstprivate keep it, private loses.
          Variable Pointer;
          Pointer.Name = V.Name;
          Pointer.Arithmetic = false;
          Pointer.Id = uniqueId(V.Name);
          Alias.PointerId = Pointer.Id;
          DeclOfId[Pointer.Id] = D;
          Out.Model.Variables.push_back(Pointer);
          return Vars[D] = Alias;
        }
        I.Unsupported = "pointer '" + V.Name + "' of unknown origin";
      } else if (!Base) {
        I.Unsupported = "pointer '" + V.Name + "' of unknown origin";
      }
    }
    if (Modified.count(D) && I.Unsupported.empty())
      I.Unsupported = "pointer '" + V.Name + "' is assigned in the function";
  } else {
    I.Unsupported = "variable '" + V.Name + "' of type '" + T.getAsString() +
                    "' is not modelled";
    V.Arithmetic = false;
  }
  if (!Global && !isa<ParmVarDecl>(D) && Modified.count(D) == 0 &&
      T->isArithmeticType())
    ; // an unmodified local scalar: a parameter of the model too
  if (D->hasAttr<OMPThreadPrivateDeclAttr>())
    I.Unsupported = "threadprivate variable '" + V.Name +
                    "' (threadprivate data is not modelled yet)";
  V.Id = uniqueId(V.Name);
  I.Id = V.Id;
  I.Rank = V.Rank;
  DeclOfId[V.Id] = D;
  Out.Model.Variables.push_back(V);
  return Vars[D] = I;
}

//===----------------------------------------------------------------------===//
// Affine expressions
//===----------------------------------------------------------------------===//

std::optional<std::string> Extractor::affine(const Expr *E) {
  E = strip(E);
  if (E->isValueDependent() || E->isTypeDependent())
    return std::nullopt;
  if (!E->getType()->isIntegerType() && !E->getType()->isPointerType())
    return std::nullopt;
  if (std::optional<llvm::APSInt> C = E->getIntegerConstantExpr(Ctx))
    return std::to_string(C->getExtValue());
  if (const auto *Ref = dyn_cast<DeclRefExpr>(E)) {
    const auto *D = dyn_cast<VarDecl>(Ref->getDecl());
    if (!D)
      return std::nullopt;
    for (const Level &L : Nest)
      if (L.Iterator == D)
        return L.Dim;
    if (!isParameter(D))
      return std::nullopt;
    if (const Expr *Init = D->getInit())
      if (D->getType().isConstQualified())
        if (std::optional<llvm::APSInt> C = Init->getIntegerConstantExpr(Ctx))
          return std::to_string(C->getExtValue());
    std::string Name = D->getName().str();
    if (isReservedName(Name))
      Name += "_";
    Params.insert(Name);
    return Name;
  }
  if (const auto *U = dyn_cast<UnaryOperator>(E)) {
    std::optional<std::string> Sub = affine(U->getSubExpr());
    if (!Sub)
      return std::nullopt;
    if (U->getOpcode() == UO_Minus)
      return "-(" + *Sub + ")";
    if (U->getOpcode() == UO_Plus)
      return Sub;
    return std::nullopt;
  }
  if (const auto *B = dyn_cast<BinaryOperator>(E)) {
    std::optional<std::string> L = affine(B->getLHS());
    std::optional<std::string> R = affine(B->getRHS());
    if (!L || !R)
      return std::nullopt;
    auto Constant = [&](const Expr *X) -> std::optional<long> {
      if (std::optional<llvm::APSInt> C = strip(X)->getIntegerConstantExpr(Ctx))
        return C->getExtValue();
      return std::nullopt;
    };
    switch (B->getOpcode()) {
    case BO_Add:
      return "(" + *L + ") + (" + *R + ")";
    case BO_Sub:
      return "(" + *L + ") - (" + *R + ")";
    case BO_Mul:
      // isl reads a product as an unparenthesised constant times a term.
      if (std::optional<long> C = Constant(B->getLHS()))
        return std::to_string(*C) + " * (" + *R + ")";
      if (std::optional<long> C = Constant(B->getRHS()))
        return std::to_string(*C) + " * (" + *L + ")";
      return std::nullopt;
    case BO_Div:
    case BO_Rem: {
      std::optional<long> Divisor = Constant(B->getRHS());
      if (!Divisor || *Divisor <= 0)
        return std::nullopt;
      // C truncates, isl floors: they agree when the operand is not negative.
      Guards.push_back("(" + *L + ") < 0");
      if (B->getOpcode() == BO_Div)
        return "floor((" + *L + ") / " + std::to_string(*Divisor) + ")";
      return "((" + *L + ") mod " + std::to_string(*Divisor) + ")";
    }
    default:
      return std::nullopt;
    }
  }
  return std::nullopt;
}

std::optional<Condition> Extractor::condition(const Expr *E) {
  E = strip(E);
  if (const auto *B = dyn_cast<BinaryOperator>(E)) {
    if (B->getOpcode() == BO_LAnd || B->getOpcode() == BO_LOr) {
      std::optional<Condition> L = condition(B->getLHS());
      std::optional<Condition> R = condition(B->getRHS());
      if (!L || !R)
        return std::nullopt;
      if (B->getOpcode() == BO_LAnd)
        return Condition{"((" + L->Holds + ") and (" + R->Holds + "))",
                         "((" + L->Fails + ") or (" + R->Fails + "))"};
      return Condition{"((" + L->Holds + ") or (" + R->Holds + "))",
                       "((" + L->Fails + ") and (" + R->Fails + "))"};
    }
    if (B->isComparisonOp()) {
      std::optional<std::string> L = affine(B->getLHS());
      std::optional<std::string> R = affine(B->getRHS());
      if (!L || !R)
        return std::nullopt;
      std::string A = "(" + *L + ")", C = "(" + *R + ")";
      switch (B->getOpcode()) {
      case BO_LT: return Condition{A + " < " + C, A + " >= " + C};
      case BO_LE: return Condition{A + " <= " + C, A + " > " + C};
      case BO_GT: return Condition{A + " > " + C, A + " <= " + C};
      case BO_GE: return Condition{A + " >= " + C, A + " < " + C};
      case BO_EQ:
        return Condition{A + " = " + C, "(" + A + " < " + C + " or " + A +
                                             " > " + C + ")"};
      case BO_NE:
        return Condition{"(" + A + " < " + C + " or " + A + " > " + C + ")",
                         A + " = " + C};
      default:
        return std::nullopt;
      }
    }
  }
  if (const auto *U = dyn_cast<UnaryOperator>(E); U && U->getOpcode() == UO_LNot) {
    std::optional<Condition> Sub = condition(U->getSubExpr());
    if (!Sub)
      return std::nullopt;
    return Condition{Sub->Fails, Sub->Holds};
  }
  if (const auto *C = dyn_cast<ConditionalOperator>(E)) {
    std::optional<Condition> Test = condition(C->getCond());
    std::optional<Condition> T = condition(C->getTrueExpr());
    std::optional<Condition> Fl = condition(C->getFalseExpr());
    if (!Test || !T || !Fl)
      return std::nullopt;
    return Condition{"((" + Test->Holds + " and " + T->Holds + ") or (" +
                         Test->Fails + " and " + Fl->Holds + "))",
                     "((" + Test->Holds + " and " + T->Fails + ") or (" +
                         Test->Fails + " and " + Fl->Fails + "))"};
  }
  // An integer used as a truth value.
  if (std::optional<std::string> V = affine(E))
    return Condition{"((" + *V + ") < 0 or (" + *V + ") > 0)",
                     "(" + *V + ") = 0"};
  return std::nullopt;
}

//===----------------------------------------------------------------------===//
// Statements
//===----------------------------------------------------------------------===//

std::string Extractor::instanceTuple(const std::string &Name) const {
  std::string T = Name + "[";
  for (size_t K = 0; K < Nest.size(); ++K)
    T += (K ? ", " : "") + Nest[K].Dim;
  return T + "]";
}

std::string Extractor::domainConstraints() const {
  std::string C;
  for (const std::string &X : Constraints)
    C += (C.empty() ? "" : " and ") + X;
  return C.empty() ? "" : " : " + C;
}

Statement &Extractor::newStatement(SourceLocation Loc) {
  Statement S;
  S.Name = islnames::statement(NextStatement++);
  std::string Tuple = instanceTuple(S.Name);
  S.Domain = "{ " + Tuple + domainConstraints() + " }";
  std::string Time;
  for (size_t K = 0; K < Nest.size(); ++K)
    Time += std::to_string(Position[K]) + ", " +
            (Nest[K].Decreasing ? "-" : "") + Nest[K].Dim + ", ";
  Time += std::to_string(Position[Nest.size()]);
  S.Schedule = "{ " + Tuple + " -> [" + Time + "] }";
  for (const std::string &G : Guards)
    S.Inexact.push_back(
        {"{ " + Tuple + " : " + G + " }",
         "'/' or '%' applied to a value that may be negative"});
  S.Pos = position(Loc);
  nextPosition();
  for (ActiveLoop &A : Active)
    Out.Model.Loops[A.Index].Statements.push_back(S.Name);
  if (Region *R = replicatingRegion()) {
    R->CodeStatements.push_back(Out.Model.Statements.size());
    R->Items.push_back(RegionItem::code());
  }
  Out.Model.Statements.push_back(S);
  return Out.Model.Statements.back();
}

void Extractor::unsupported(const std::string &Reason) {
  if (Active.empty()) {
    if (FunctionUnsupported.empty())
      FunctionUnsupported = Reason;
    return;
  }
  for (ActiveLoop &A : Active)
    if (Out.Model.Loops[A.Index].UnknownReason.empty())
      Out.Model.Loops[A.Index].UnknownReason = Reason;
}

void Extractor::visit(const Stmt *S) {
  if (!S)
    return;
  if (const auto *C = dyn_cast<CompoundStmt>(S))
    return visitCompound(C);
  if (const auto *D = dyn_cast<DeclStmt>(S))
    return visitDecl(D);
  if (const auto *For = dyn_cast<ForStmt>(S))
    return visitFor(For);
  if (const auto *If = dyn_cast<IfStmt>(S))
    return visitIf(If);
  if (const auto *D = dyn_cast<OMPExecutableDirective>(S))
    return visitDirective(D);
  if (const auto *E = dyn_cast<Expr>(S))
    return visitExpression(E);
  if (isa<NullStmt>(S))
    return;
  if (const auto *R = dyn_cast<ReturnStmt>(S)) {
    if (!Active.empty())
      return unsupported("'return' inside the loop");
    if (R->getRetValue()) {
      Statement &St = newStatement(R->getBeginLoc());
      reads(R->getRetValue(), St);
    }
    Returned = true;
    return;
  }
  const char *Reason = nullptr;
  if (isa<WhileStmt>(S) || isa<DoStmt>(S))
    Reason = "a while or do loop";
  else if (isa<GotoStmt>(S) || isa<LabelStmt>(S) || isa<IndirectGotoStmt>(S))
    Reason = "'goto' in the function";
  else if (isa<BreakStmt>(S))
    Reason = "'break' in a loop";
  else if (isa<ContinueStmt>(S))
    Reason = "'continue' in a loop";
  else if (isa<SwitchStmt>(S))
    Reason = "a switch statement";
  std::string Why =
      Reason ? Reason : std::string("a '") + S->getStmtClassName() + "' statement";
  unsupported(Why);
  for (const Stmt *Child : S->children())
    if (Child && !isa<Expr>(Child))
      visitUnmodelled(Child, Why);
}

/// A return that may be taken makes what follows conditional. The common
///   if (affine condition) return;
/// restricts what follows to the condition's negation; any other return
/// makes every later write a may-write.
void Extractor::visitCompound(const CompoundStmt *S) {
  size_t ConstraintsBefore = Constraints.size();
  for (const Stmt *Child : S->body()) {
    bool ReturnedBefore = Returned;
    visit(Child);
    if (Returned && !ReturnedBefore && Nest.empty() && MayDepth == 0)
      if (const auto *If = dyn_cast<IfStmt>(Child))
        if (!If->getElse() && !If->getInit())
          if (const auto *Then = If->getThen();
              isa<ReturnStmt>(Then) ||
              (isa<CompoundStmt>(Then) &&
               isa_and_nonnull<ReturnStmt>(
                   cast<CompoundStmt>(Then)->body_back())))
            if (std::optional<Condition> C = condition(If->getCond())) {
              Constraints.push_back(C->Fails);
              Returned = false;
              continue;
            }
    if (Returned && !ReturnedBefore)
      MayReturned = true;
  }
  // The restrictions hold to the end of the function: keep those of the
  // function body, drop those of inner blocks.
  if (S != F.getBody())
    Constraints.resize(ConstraintsBefore);
}

void Extractor::visitDecl(const DeclStmt *S) {
  for (const Decl *D : S->decls()) {
    const auto *V = dyn_cast<VarDecl>(D);
    if (!V)
      continue;
    for (ActiveLoop &A : Active)
      A.DeclaredInside.insert(V);
    if (!Regions.empty())
      Regions.back().Locals.insert(V);
    const VarInfo &I = info(V);
    if (I.IsAlias)
      continue;
    if (V->getType()->isPointerType() && !I.Unsupported.empty())
      continue; // reported where it is used
    if (V->isStaticLocal()) {
      if (V->getInit() && !V->getInit()->isConstantInitializer(Ctx, false))
        unsupported("static variable '" + V->getName().str() +
                    "' with a dynamic initializer");
      continue;
    }
    const Expr *Init = V->getInit();
    bool InitializedForSure = Init && MayDepth == 0 && !MayReturned;
    // A declaration ends the life of the previous value. An initializer
    // that surely writes every cell ends it just as well, and a kill that
    // nothing can observe would only make the analysis work harder.
    if (!V->getType()->isPointerType() && !InitializedForSure) {
      Statement &Kill = newStatement(V->getLocation());
      Kill.Kills.push_back(I.Id);
    }
    if (!Init || V->getType()->isPointerType())
      continue;
    Statement &St = newStatement(V->getLocation());
    if (const auto *List = dyn_cast<InitListExpr>(Init)) {
      for (const Expr *E : List->inits())
        reads(E, St);
    } else {
      reads(Init, St);
    }
    Cell C{I.Id, I.Id + "[" + std::string(I.Rank ? "" : "") + "]", true};
    if (I.Rank > 0) {
      C.Cells = I.Id + "[";
      for (unsigned K = 0; K < I.Rank; ++K)
        C.Cells += (K ? ", o" : "o") + std::to_string(K);
      C.Cells += "]";
    }
    Access A;
    A.Ref = NextRef++;
    A.Variable = I.Id;
    A.IsWrite = true;
    A.IsMust = InitializedForSure;
    A.Relation = "{ " + instanceTuple(St.Name) + " -> " + C.Cells + " }";
    A.Pos = position(V->getLocation());
    A.Text = V->getName().str();
    Out.AccessLoc[A.Ref] = V->getLocation();
    St.Accesses.push_back(A);
  }
}

void Extractor::visitFor(const ForStmt *S) {
  // init: i = lb or int i = lb
  const VarDecl *Iter = nullptr;
  const Expr *Lower = nullptr;
  if (const auto *D = dyn_cast_or_null<DeclStmt>(S->getInit())) {
    if (D->isSingleDecl()) {
      Iter = dyn_cast<VarDecl>(D->getSingleDecl());
      Lower = Iter ? Iter->getInit() : nullptr;
    }
  } else if (const auto *B = dyn_cast_or_null<BinaryOperator>(S->getInit())) {
    if (B->getOpcode() == BO_Assign) {
      Iter = referencedVar(B->getLHS());
      Lower = B->getRHS();
    }
  }
  // step
  std::optional<long> Step;
  if (const auto *U = dyn_cast_or_null<UnaryOperator>(S->getInc())) {
    if (U->isIncrementDecrementOp() && referencedVar(U->getSubExpr()) == Iter)
      Step = U->isIncrementOp() ? 1 : -1;
  } else if (const auto *B = dyn_cast_or_null<BinaryOperator>(S->getInc())) {
    if (referencedVar(B->getLHS()) == Iter) {
      const Expr *Amount = nullptr;
      int Sign = 1;
      if (B->getOpcode() == BO_AddAssign || B->getOpcode() == BO_SubAssign) {
        Amount = B->getRHS();
        Sign = B->getOpcode() == BO_AddAssign ? 1 : -1;
      } else if (B->getOpcode() == BO_Assign) {
        if (const auto *R = dyn_cast<BinaryOperator>(strip(B->getRHS()));
            R && (R->getOpcode() == BO_Add || R->getOpcode() == BO_Sub) &&
            referencedVar(R->getLHS()) == Iter) {
          Amount = R->getRHS();
          Sign = R->getOpcode() == BO_Add ? 1 : -1;
        }
      }
      if (Amount)
        if (std::optional<llvm::APSInt> C =
                strip(Amount)->getIntegerConstantExpr(Ctx))
          if (C->getExtValue() != 0)
            Step = Sign * C->getExtValue();
    }
  }
  // cond
  const auto *Cond = dyn_cast_or_null<BinaryOperator>(
      S->getCond() ? strip(S->getCond()) : nullptr);
  const Expr *Bound = nullptr;
  BinaryOperatorKind Op = BO_LT;
  if (Cond && Cond->isComparisonOp() && Cond->getOpcode() != BO_EQ) {
    if (referencedVar(Cond->getLHS()) == Iter) {
      Bound = Cond->getRHS();
      Op = Cond->getOpcode();
    } else if (referencedVar(Cond->getRHS()) == Iter) {
      Bound = Cond->getLHS();
      Op = BinaryOperator::reverseComparisonOp(Cond->getOpcode());
    }
  }
  bool InDirective = !Active.empty() &&
                     Nest.size() < Active.back().Depth +
                                       Out.Model.Loops[Active.back().Index]
                                           .Collapse;
  if (!Iter || !Lower || !Step || !Bound || !Iter->getType()->isIntegerType()) {
    unsupported("a for loop that is not of the form "
                "'for (i = lower; i < upper; i += step)'");
    if (Active.empty())
      return;
  }
  if (!Iter)
    return;
  const VarInfo &IterInfo = info(Iter);
  unsigned Depth = Nest.size();
  std::string Dim = "it" + std::to_string(Depth);
  bool Decreasing = Step && *Step < 0;

  // The bounds, in the enclosing iterators.
  size_t GuardsBefore = Guards.size();
  std::optional<std::string> LowerAffine = Lower ? affine(Lower) : std::nullopt;
  std::optional<std::string> BoundAffine = Bound ? affine(Bound) : std::nullopt;
  std::vector<std::string> LoopConstraints;
  bool Exact = LowerAffine && BoundAffine && Step;
  if (LowerAffine)
    LoopConstraints.push_back(Dim + (Decreasing ? " <= " : " >= ") + "(" +
                              *LowerAffine + ")");
  if (BoundAffine) {
    std::string Cmp;
    switch (Op) {
    case BO_LT: Cmp = " < "; break;
    case BO_LE: Cmp = " <= "; break;
    case BO_GT: Cmp = " > "; break;
    case BO_GE: Cmp = " >= "; break;
    case BO_NE: Cmp = Decreasing ? " > " : " < "; break;
    default: Exact = false; break;
    }
    if (!Cmp.empty())
      LoopConstraints.push_back(Dim + Cmp + "(" + *BoundAffine + ")");
    if ((Op == BO_LT || Op == BO_LE) && Decreasing)
      Exact = false; // runs forever or not at all
    if ((Op == BO_GT || Op == BO_GE) && !Decreasing)
      Exact = false;
  }
  if (Step && (*Step > 1 || *Step < -1) && LowerAffine)
    LoopConstraints.push_back("(" + Dim + " - (" + *LowerAffine + ")) mod " +
                              std::to_string(*Step < 0 ? -*Step : *Step) +
                              " = 0");
  if (!Exact) {
    if (InDirective || Active.empty() == false) {
      if (InDirective)
        unsupported("the bounds of the parallel loop are not affine");
    }
  }

  // The loop sits at the current position; its iterations one level down.
  if (S->getInit() && isa<DeclStmt>(S->getInit()) && !IterInfo.Id.empty()) {
    for (ActiveLoop &A : Active)
      A.DeclaredInside.insert(Iter);
    if (Region *R = innermostRegion())
      R->Locals.insert(Iter);
  }
  if (InDirective) {
    ActiveLoop &A = Active.back();
    A.Iterators.insert(Iter);
    Out.Model.Loops[A.Index].Iterators.push_back(Iter->getName().str());
  }
  Nest.push_back({Iter, Dim, Decreasing});
  size_t ConstraintsBefore = Constraints.size();
  Constraints.insert(Constraints.end(), LoopConstraints.begin(),
                     LoopConstraints.end());
  if (!Exact)
    ++MayDepth;
  Position.push_back(0);
  if (InDirective && Nest.size() ==
                         Active.back().Depth +
                             Out.Model.Loops[Active.back().Index].Collapse) {
    std::string Dims;
    for (size_t K = 0; K < Nest.size(); ++K)
      Dims += (K ? ", " : "") + Nest[K].Dim;
    Out.Model.Loops[Active.back().Index].IterationDomain =
        "{ [" + Dims + "]" + domainConstraints() + " }";
    for (const Level &L : Nest)
      Out.Model.Loops[Active.back().Index].Decreasing.push_back(L.Decreasing);
  }

  // Every iteration writes the iterator. The loops that a collapse clause
  // joins have no statements between them: their iterators are written at
  // the top of the innermost one.
  PendingIterators.push_back(
      {Iter, S->getInit() ? S->getInit()->getBeginLoc() : S->getBeginLoc()});
  bool OuterCollapsed =
      InDirective &&
      Nest.size() < Active.back().Depth +
                        Out.Model.Loops[Active.back().Index].Collapse;
  if (!OuterCollapsed) {
    // One statement writes them all: nothing runs between them, and a
    // statement per iterator would multiply the pairs legality relates.
    Statement &Step0 = newStatement(PendingIterators.front().second);
    for (const auto &[Pending, Where] : PendingIterators) {
      Access W;
      W.Ref = NextRef++;
      W.Variable = info(Pending).Id;
      W.IsWrite = true;
      W.IsMust = MayDepth == 0 && !MayReturned;
      W.Relation =
          "{ " + instanceTuple(Step0.Name) + " -> " + W.Variable + "[] }";
      W.Pos = position(Where);
      W.Text = Pending->getName().str();
      Out.AccessLoc[W.Ref] = SM.getExpansionLoc(Where);
      Step0.Accesses.push_back(W);
    }
    PendingIterators.clear();
  }

  visit(S->getBody());

  Position.pop_back();
  if (!Exact)
    --MayDepth;
  Constraints.resize(ConstraintsBefore);
  Guards.resize(GuardsBefore);
  Nest.pop_back();
  nextPosition();
}

/// if (e > v) v = e;   if (v < e) v = e;   (and min): one statement, a
/// max (min) reduction update of v.
bool Extractor::visitMinMaxIf(const IfStmt *S) {
  if (S->getElse())
    return false;
  const Stmt *Then = S->getThen();
  if (const auto *C = dyn_cast<CompoundStmt>(Then)) {
    if (C->size() != 1)
      return false;
    Then = C->body_front();
  }
  const auto *Assign = dyn_cast<BinaryOperator>(Then);
  const auto *Cmp = dyn_cast<BinaryOperator>(strip(S->getCond()));
  if (!Assign || Assign->getOpcode() != BO_Assign || !Cmp ||
      !Cmp->isRelationalOp())
    return false;
  const VarDecl *V = referencedVar(Assign->getLHS());
  if (!V || !V->getType()->isArithmeticType())
    return false;
  // The assigned value must be the compared one.
  auto Same = [&](const Expr *A, const Expr *B) {
    return sameExpression(Ctx, A, B);
  };
  const Expr *Value = Assign->getRHS();
  bool VLeft = referencedVar(Cmp->getLHS()) == V;
  bool VRight = referencedVar(Cmp->getRHS()) == V;
  if (VLeft == VRight)
    return false;
  const Expr *Other = VLeft ? Cmp->getRHS() : Cmp->getLHS();
  if (!Same(Other, Value))
    return false;
  // v < e or e > v: take the larger: max.
  bool VSmaller = (VLeft && (Cmp->getOpcode() == BO_LT || Cmp->getOpcode() == BO_LE)) ||
                  (VRight && (Cmp->getOpcode() == BO_GT || Cmp->getOpcode() == BO_GE));
  Statement &St = newStatement(S->getBeginLoc());
  reads(S->getCond(), St);
  ++MayDepth;
  writeTo(Assign->getLHS(), St, false);
  reads(Value, St);
  --MayDepth;
  const VarInfo &I = info(V);
  if (!mentions(Value, I.Id))
    St.Reduction = ReductionUpdate{I.Id, VSmaller ? ReductionOp::Max
                                                  : ReductionOp::Min};
  return true;
}

void Extractor::visitIf(const IfStmt *S) {
  if (S->getInit() || S->getConditionVariable())
    return unsupported("an if statement with a declaration");
  size_t GuardsBefore = Guards.size();
  std::optional<Condition> C = condition(S->getCond());
  if (C) {
    Constraints.push_back(C->Holds);
    visit(S->getThen());
    Constraints.back() = C->Fails;
    visit(S->getElse());
    Constraints.pop_back();
    Guards.resize(GuardsBefore);
    return;
  }
  Guards.resize(GuardsBefore);
  if (visitMinMaxIf(S))
    return;
  // Not affine: the condition's reads form a statement, and what it guards
  // may or may not execute.
  Statement &St = newStatement(S->getBeginLoc());
  reads(S->getCond(), St);
  ++MayDepth;
  visit(S->getThen());
  visit(S->getElse());
  --MayDepth;
}

void Extractor::visitExpression(const Expr *E) {
  Statement &St = newStatement(E->getBeginLoc());
  size_t StatementIndex = Out.Model.Statements.size() - 1;
  std::optional<ReductionUpdate> R = reductionOf(E, St);
  Statement &Same = Out.Model.Statements[StatementIndex];
  if (R)
    Same.Reduction = R;
}

//===----------------------------------------------------------------------===//
// Accesses
//===----------------------------------------------------------------------===//

SourcePos Extractor::position(SourceLocation L) const {
  PresumedLoc P = SM.getPresumedLoc(SM.getExpansionLoc(L));
  if (P.isInvalid())
    return {};
  return {P.getLine(), P.getColumn()};
}

std::string Extractor::text(SourceRange R) const {
  return Lexer::getSourceText(CharSourceRange::getTokenRange(R), SM,
                              Ctx.getLangOpts())
      .str();
}

void Extractor::addAccess(Statement &S, const Cell &C, bool IsWrite,
                          const Expr *E) {
  Access A;
  A.Ref = NextRef++;
  A.Variable = C.Variable;
  A.IsWrite = IsWrite;
  A.IsMust = C.Exact && MayDepth == 0 && !MayReturned;
  A.Relation = "{ " + instanceTuple(S.Name) + " -> " + C.Cells + " }";
  SourceLocation Loc = SM.getExpansionLoc(E->getBeginLoc());
  A.Pos = position(Loc);
  A.Text = text(E->getSourceRange());
  Out.AccessLoc[A.Ref] = Loc;
  S.Accesses.push_back(A);
}

/// Resolves an lvalue to the cells it names; the reads its subscripts make
/// are added to \p S.
std::optional<Cell> Extractor::lvalue(const Expr *E, Statement &S) {
  E = strip(E);
  std::vector<const Expr *> Indices;
  const Expr *Base = E;
  while (true) {
    if (const auto *Sub = dyn_cast<ArraySubscriptExpr>(Base)) {
      Indices.insert(Indices.begin(), Sub->getIdx());
      Base = strip(Sub->getBase());
      continue;
    }
    if (const auto *U = dyn_cast<UnaryOperator>(Base);
        U && U->getOpcode() == UO_Deref) {
      const Expr *P = strip(U->getSubExpr());
      if (const auto *B = dyn_cast<BinaryOperator>(P);
          B && (B->getOpcode() == BO_Add || B->getOpcode() == BO_Sub) &&
          B->getLHS()->getType()->isPointerType()) {
        if (B->getOpcode() == BO_Sub)
          return unsupported("pointer subtraction in '" +
                             text(E->getSourceRange()) + "'"),
                 std::nullopt;
        Indices.insert(Indices.begin(), B->getRHS());
        Base = strip(B->getLHS());
      } else {
        Indices.insert(Indices.begin(), nullptr); // *p is p[0]
        Base = P;
      }
      continue;
    }
    break;
  }
  if (isa<MemberExpr>(Base))
    return unsupported("access to a struct member '" +
                       text(E->getSourceRange()) + "'"),
           std::nullopt;
  const VarDecl *D = referencedVar(Base);
  if (!D)
    return unsupported("access '" + text(E->getSourceRange()) +
                       "' through an expression that is not a variable"),
           std::nullopt;
  const VarInfo &I = info(D);
  if (!I.Unsupported.empty())
    return unsupported(I.Unsupported), std::nullopt;
  if (Indices.size() != I.Rank)
    return unsupported("access '" + text(E->getSourceRange()) +
                       "' does not name one element"),
           std::nullopt;
  if (I.IsAlias)
    addAccess(S, Cell{I.PointerId, I.PointerId + "[]", true}, false, Base);
  Cell C;
  C.Variable = I.Id;
  C.Cells = I.Id + "[";
  for (size_t K = 0; K < Indices.size(); ++K) {
    std::optional<std::string> Index =
        Indices[K] ? affine(Indices[K]) : std::optional<std::string>("0");
    if (Index && K == 0 && I.IsAlias)
      Index = "(" + *Index + ") + (" + I.AliasOffset + ")";
    if (!Index) {
      C.Exact = false;
      reads(Indices[K], S);
      Index = "o" + std::to_string(K);
    }
    C.Cells += (K ? ", " : "") + *Index;
  }
  C.Cells += "]";
  return C;
}

bool Extractor::mentions(const Expr *E, const std::string &VariableId) {
  if (!E)
    return false;
  if (const VarDecl *D = referencedVar(E)) {
    auto It = Vars.find(D);
    if (It != Vars.end() && It->second.Id == VariableId)
      return true;
  }
  for (const Stmt *Child : E->children())
    if (const auto *CE = dyn_cast_or_null<Expr>(Child))
      if (mentions(CE, VariableId))
        return true;
  return false;
}

void Extractor::writeTo(const Expr *LHS, Statement &S, bool AlsoRead) {
  if (const VarDecl *V = referencedVar(LHS))
    for (const Level &L : Nest)
      if (L.Iterator == V)
        return unsupported("the iterator '" + V->getName().str() +
                           "' is assigned in its loop's body");
  std::optional<Cell> C = lvalue(LHS, S);
  if (!C)
    return;
  if (AlsoRead)
    addAccess(S, *C, false, LHS);
  addAccess(S, *C, true, LHS);
}

void Extractor::call(const CallExpr *C, Statement &S) {
  const FunctionDecl *Callee = C->getDirectCallee();
  std::string Name = Callee ? Callee->getName().str() : "";
  if (Callee && (isPureMathFunction(Name) || Callee->hasAttr<ConstAttr>())) {
    for (const Expr *Arg : C->arguments())
      reads(Arg, S);
    return;
  }
  bool Output = isOutputFunction(Name);
  if (Region *R = replicatingRegion(); R && !Output && R->Unknown.empty())
    R->Unknown = (Name.empty() ? std::string("an indirect call")
                               : "a call to '" + Name + "'") +
                 " in the parallel region, outside its worksharing loops "
                 "(regions are not modelled yet)";
  if (!Active.empty())
    return unsupported(Name.empty()
                           ? std::string("an indirect call, which may access memory")
                           : "call to '" + Name + "', which may access memory");
  for (const Expr *Arg : C->arguments()) {
    const Expr *A = strip(Arg);
    if (!A->getType()->isPointerType() && !Arg->getType()->isPointerType()) {
      reads(Arg, S);
      continue;
    }
    // A pointer argument: the callee may read (and write) all it points to.
    const Expr *Base = A;
    if (const auto *U = dyn_cast<UnaryOperator>(Base);
        U && U->getOpcode() == UO_AddrOf)
      Base = strip(U->getSubExpr());
    while (const auto *Sub = dyn_cast<ArraySubscriptExpr>(Base))
      Base = strip(Sub->getBase());
    if (isa<StringLiteral>(Base))
      continue;
    const VarDecl *D = referencedVar(Base);
    if (!D)
      continue;
    const VarInfo &I = info(D);
    if (!I.Unsupported.empty())
      continue;
    Cell All{I.Id, I.Id + "[", false};
    for (unsigned K = 0; K < I.Rank; ++K)
      All.Cells += (K ? ", o" : "o") + std::to_string(K);
    All.Cells += "]";
    addAccess(S, All, false, Arg);
    if (!Output) {
      ++MayDepth;
      addAccess(S, All, true, Arg);
      --MayDepth;
    }
  }
  if (Output)
    return;
  // The callee may read and write what the caller can see.
  for (const Variable &V : Out.Model.Variables) {
    if (!V.CallerVisible || V.Rank > 0 || !DeclOfId.count(V.Id))
      continue;
    if (!DeclOfId[V.Id]->hasGlobalStorage())
      continue;
    Cell All{V.Id, V.Id + "[]", false};
    addAccess(S, All, false, C);
    ++MayDepth;
    addAccess(S, All, true, C);
    --MayDepth;
  }
}

void Extractor::reads(const Expr *E, Statement &S) {
  if (!E)
    return;
  E = E->IgnoreParens();
  if (const auto *Cast = dyn_cast<ImplicitCastExpr>(E)) {
    if (Cast->getCastKind() == CK_LValueToRValue) {
      const Expr *Sub = strip(Cast->getSubExpr());
      if (isa<DeclRefExpr>(Sub) || isa<ArraySubscriptExpr>(Sub) ||
          isa<UnaryOperator>(Sub) || isa<MemberExpr>(Sub)) {
        if (const VarDecl *D = referencedVar(Sub)) {
          const VarInfo &I = info(D);
          if (I.Rank > 0 || D->getType()->isPointerType())
            return; // the pointer's value, not memory it points to
        }
        if (std::optional<Cell> C = lvalue(Sub, S))
          addAccess(S, *C, false, Sub);
        return;
      }
    }
    return reads(Cast->getSubExpr(), S);
  }
  if (const auto *Ref = dyn_cast<DeclRefExpr>(E)) {
    if (const auto *D = dyn_cast<VarDecl>(Ref->getDecl()))
      if (D->getType()->isArithmeticType() && !D->getType()->isArrayType()) {
        // An lvalue that is not loaded (e.g. the operand of sizeof): nothing.
      }
    return;
  }
  if (const auto *B = dyn_cast<BinaryOperator>(E)) {
    if (B->getOpcode() == BO_Assign) {
      reads(B->getRHS(), S);
      return writeTo(B->getLHS(), S, false);
    }
    if (B->isCompoundAssignmentOp()) {
      reads(B->getRHS(), S);
      return writeTo(B->getLHS(), S, true);
    }
    if (B->getOpcode() == BO_LAnd || B->getOpcode() == BO_LOr) {
      reads(B->getLHS(), S);
      ++MayDepth; // short-circuit: the right side may not be evaluated
      reads(B->getRHS(), S);
      --MayDepth;
      return;
    }
  }
  if (const auto *U = dyn_cast<UnaryOperator>(E)) {
    if (U->isIncrementDecrementOp())
      return writeTo(U->getSubExpr(), S, true);
    if (U->getOpcode() == UO_AddrOf) {
      if (!Active.empty())
        return unsupported("address of '" +
                           text(U->getSubExpr()->getSourceRange()) +
                           "' taken in the loop");
      return;
    }
  }
  if (const auto *C = dyn_cast<CallExpr>(E))
    return call(C, S);
  if (const auto *Cond = dyn_cast<ConditionalOperator>(E)) {
    reads(Cond->getCond(), S);
    ++MayDepth;
    reads(Cond->getTrueExpr(), S);
    reads(Cond->getFalseExpr(), S);
    --MayDepth;
    return;
  }
  if (isa<UnaryExprOrTypeTraitExpr>(E))
    return; // sizeof
  if (isa<MemberExpr>(E))
    return unsupported("access to a struct member '" +
                       text(E->getSourceRange()) + "'");
  if (isa<StmtExpr>(E) || isa<BlockExpr>(E))
    return unsupported("a statement expression");
  for (const Stmt *Child : E->children())
    if (const auto *CE = dyn_cast_or_null<Expr>(Child))
      reads(CE, S);
}

/// The operands of a chain of one reduction operator \p Op, each with
/// whether it is subtracted (under +, `-` joins the chain):
///   (t + s) + 1.0  =>  t, s, 1.0      a - (b - t)  =>  a, -b, +t
static void chainTerms(const Expr *E, ReductionOp Op, bool Negated,
                       std::vector<std::pair<const Expr *, bool>> &Terms) {
  E = strip(E);
  if (const auto *B = dyn_cast<BinaryOperator>(E)) {
    BinaryOperatorKind K = B->getOpcode();
    bool Joins = (Op == ReductionOp::Add && (K == BO_Add || K == BO_Sub)) ||
                 (Op == ReductionOp::Mul && K == BO_Mul) ||
                 (Op == ReductionOp::BitAnd && K == BO_And) ||
                 (Op == ReductionOp::BitOr && K == BO_Or) ||
                 (Op == ReductionOp::BitXor && K == BO_Xor) ||
                 (Op == ReductionOp::LogAnd && K == BO_LAnd) ||
                 (Op == ReductionOp::LogOr && K == BO_LOr);
    if (Joins) {
      chainTerms(B->getLHS(), Op, Negated, Terms);
      chainTerms(B->getRHS(), Op, K == BO_Sub ? !Negated : Negated, Terms);
      return;
    }
  }
  Terms.push_back({E, Negated});
}

/// Collects the accesses of the expression statement \p E into \p S and
/// recognises the reduction updates of DESIGN.md condition 5:
///   v op= e;  v++;  v = v op e;  v = e op v (op commutative);
///   v = v < e ? e : v;  v = fmax(v, e);  (and their min forms)
std::optional<ReductionUpdate> Extractor::reductionOf(const Expr *E,
                                                      Statement &S) {
  E = strip(E);
  auto OpOf = [](BinaryOperatorKind K) -> std::optional<ReductionOp> {
    switch (K) {
    case BO_Add: case BO_AddAssign: case BO_Sub: case BO_SubAssign:
      return ReductionOp::Add;
    case BO_Mul: case BO_MulAssign: return ReductionOp::Mul;
    case BO_And: case BO_AndAssign: return ReductionOp::BitAnd;
    case BO_Or: case BO_OrAssign: return ReductionOp::BitOr;
    case BO_Xor: case BO_XorAssign: return ReductionOp::BitXor;
    case BO_LAnd: return ReductionOp::LogAnd;
    case BO_LOr: return ReductionOp::LogOr;
    default: return std::nullopt;
    }
  };
  auto SameTarget = [&](const Expr *A, const Expr *B) {
    return sameExpression(Ctx, A, B);
  };
  auto TargetId = [&](const Expr *LHS) -> std::string {
    const Expr *Base = strip(LHS);
    while (const auto *Sub = dyn_cast<ArraySubscriptExpr>(Base))
      Base = strip(Sub->getBase());
    if (const VarDecl *D = referencedVar(Base))
      return info(D).Id;
    return "";
  };

  reads(E, S);
  const Expr *LHS = nullptr;
  std::optional<ReductionOp> Op;
  const Expr *Operand = nullptr;
  std::vector<const Expr *> Others; // of a chain, besides the target
  if (const auto *U = dyn_cast<UnaryOperator>(E);
      U && U->isIncrementDecrementOp()) {
    LHS = U->getSubExpr();
    Op = ReductionOp::Add;
  } else if (const auto *B = dyn_cast<BinaryOperator>(E)) {
    LHS = B->getLHS();
    if (B->isCompoundAssignmentOp()) {
      Op = OpOf(B->getOpcode());
      Operand = B->getRHS();
    } else if (B->getOpcode() == BO_Assign) {
      const Expr *RHS = strip(B->getRHS());
      if (const auto *R = dyn_cast<BinaryOperator>(RHS);
          R && OpOf(R->getOpcode())) {
        // v = v op e, v = e op v, and chains of one operator around v:
        // v = v + s + 1.0 is (v + s) + 1.0, v = a - b + v, ...; under +, v
        // must not be subtracted.
        std::vector<std::pair<const Expr *, bool>> Terms;
        chainTerms(RHS, *OpOf(R->getOpcode()), false, Terms);
        const Expr *Target = nullptr;
        unsigned Count = 0;
        for (const auto &[Term, Negated] : Terms)
          if (SameTarget(Term, LHS)) {
            ++Count;
            Target = Negated ? nullptr : Term;
          }
        if (Count == 1 && Target) {
          Op = OpOf(R->getOpcode());
          for (const auto &[Term, Negated] : Terms)
            if (Term != Target)
              Others.push_back(Term);
        }
      } else if (const auto *C = dyn_cast<ConditionalOperator>(RHS)) {
        const auto *Cmp = dyn_cast<BinaryOperator>(strip(C->getCond()));
        if (Cmp && Cmp->isRelationalOp()) {
          const Expr *A = Cmp->getLHS(), *Bx = Cmp->getRHS();
          const Expr *Chosen = C->getTrueExpr(), *Rejected = C->getFalseExpr();
          bool Less = Cmp->getOpcode() == BO_LT || Cmp->getOpcode() == BO_LE;
          // (A < B) ? B : A is max(A, B); (A < B) ? A : B is min(A, B).
          std::optional<bool> IsMax;
          if (SameTarget(Chosen, Bx) && SameTarget(Rejected, A))
            IsMax = Less;
          else if (SameTarget(Chosen, A) && SameTarget(Rejected, Bx))
            IsMax = !Less;
          if (IsMax && (SameTarget(A, LHS) || SameTarget(Bx, LHS))) {
            Op = *IsMax ? ReductionOp::Max : ReductionOp::Min;
            Operand = SameTarget(A, LHS) ? Bx : A;
          }
        }
      } else if (const auto *Call = dyn_cast<CallExpr>(RHS)) {
        const FunctionDecl *Callee = Call->getDirectCallee();
        if (Callee && Call->getNumArgs() == 2) {
          llvm::StringRef N = Callee->getName();
          bool IsMax = N == "fmax" || N == "fmaxf" || N == "fmaxl";
          bool IsMin = N == "fmin" || N == "fminf" || N == "fminl";
          if (IsMax || IsMin) {
            if (SameTarget(Call->getArg(0), LHS))
              Operand = Call->getArg(1);
            else if (SameTarget(Call->getArg(1), LHS))
              Operand = Call->getArg(0);
            if (Operand)
              Op = IsMax ? ReductionOp::Max : ReductionOp::Min;
          }
        }
      }
    }
  }
  if (!LHS || !Op)
    return std::nullopt;
  std::string Id = TargetId(LHS);
  if (Id.empty() || (Operand && mentions(Operand, Id)))
    return std::nullopt;
  for (const Expr *Other : Others)
    if (mentions(Other, Id))
      return std::nullopt;
  // Every access of the statement to the variable is the updated cell.
  std::string Cells;
  for (const Access &A : S.Accesses) {
    if (A.Variable != Id)
      continue;
    std::string C = A.Relation;
    if (Cells.empty())
      Cells = C;
    else if (Cells != C)
      return std::nullopt;
  }
  return ReductionUpdate{Id, *Op};
}

//===----------------------------------------------------------------------===//
// OpenMP directives
//===----------------------------------------------------------------------===//

std::map<const VarDecl *, DeclaredAttribute>
Extractor::explicitAttributes(const OMPExecutableDirective *D) {
  std::map<const VarDecl *, DeclaredAttribute> Attrs;
  bool Implicit = false; // of the clause being read
  auto Set = [&](const Expr *E, Attribute A,
                 std::optional<ReductionOp> Op = std::nullopt) {
    const Expr *Base = strip(E);
    while (const auto *S = dyn_cast<ArraySectionExpr>(Base))
      Base = strip(S->getBase());
    while (const auto *S = dyn_cast<ArraySubscriptExpr>(Base))
      Base = strip(S->getBase());
    const VarDecl *V = referencedVar(Base);
    if (!V || V->isImplicit())
      return;
    DeclaredAttribute &DA = Attrs[V];
    bool WasFirst = DA.From == DeclaredAttribute::Origin::Explicit &&
                    DA.Attr == Attribute::FirstPrivate;
    bool WasLast = DA.From == DeclaredAttribute::Origin::Explicit &&
                   DA.Attr == Attribute::LastPrivate;
    // Clang writes the attributes that OpenMP's rules imply (a task's
    // firstprivate variables) as implicit clauses: not the user's.
    DA.From = Implicit ? DeclaredAttribute::Origin::Implicit
                       : DeclaredAttribute::Origin::Explicit;
    DA.Attr = A;
    DA.Op = Op;
    if ((WasFirst && A == Attribute::LastPrivate) ||
        (WasLast && A == Attribute::FirstPrivate))
      DA.Attr = Attribute::FirstLastPrivate;
  };
  for (const OMPClause *C : D->clauses()) {
    Implicit = C->isImplicit();
    if (const auto *P = dyn_cast<OMPPrivateClause>(C)) {
      for (const Expr *E : P->varlists())
        Set(E, Attribute::Private);
    } else if (const auto *P = dyn_cast<OMPFirstprivateClause>(C)) {
      for (const Expr *E : P->varlists())
        Set(E, Attribute::FirstPrivate);
    } else if (const auto *P = dyn_cast<OMPLastprivateClause>(C)) {
      bool Conditional = P->getKind() == OMPC_LASTPRIVATE_conditional;
      for (const Expr *E : P->varlists())
        Set(E, Conditional ? Attribute::LastPrivateConditional
                           : Attribute::LastPrivate);
    } else if (const auto *P = dyn_cast<OMPSharedClause>(C)) {
      for (const Expr *E : P->varlists())
        Set(E, Attribute::Shared);
    } else if (const auto *P = dyn_cast<OMPReductionClause>(C)) {
      std::string Name = P->getNameInfo().getAsString();
      std::optional<ReductionOp> Op;
      if (Name == "operator+" || Name == "operator-") Op = ReductionOp::Add;
      else if (Name == "operator*") Op = ReductionOp::Mul;
      else if (Name == "operator&") Op = ReductionOp::BitAnd;
      else if (Name == "operator|") Op = ReductionOp::BitOr;
      else if (Name == "operator^") Op = ReductionOp::BitXor;
      else if (Name == "operator&&") Op = ReductionOp::LogAnd;
      else if (Name == "operator||") Op = ReductionOp::LogOr;
      else if (Name == "min") Op = ReductionOp::Min;
      else if (Name == "max") Op = ReductionOp::Max;
      else
        unsupported("user-defined reduction '" + Name + "'");
      for (const Expr *E : P->varlists())
        Set(E, Attribute::Reduction, Op);
    } else if (isa<OMPLinearClause>(C) || isa<OMPInReductionClause>(C) ||
               isa<OMPTaskReductionClause>(C) || isa<OMPCopyinClause>(C) ||
               isa<OMPCopyprivateClause>(C)) {
      unsupported("the '" +
                  getOpenMPClauseName(C->getClauseKind()).str() +
                  "' clause is not modelled yet");
    }
  }
  return Attrs;
}

void Extractor::visitDirective(const OMPExecutableDirective *D) {
  static const char *const BesideLoop =
      " in the same parallel region (regions are not modelled yet)";
  std::string Name = "'#pragma omp " + directiveName(*D) + "'";
  Region *R = innermostRegion();
  switch (roleOf(*D)) {
  case ConstructRole::CheckedLoop:
    return visitLoopDirective(cast<OMPLoopDirective>(D));
  case ConstructRole::Parallel:
    return visitParallel(D);
  case ConstructRole::Transformation:
    // The transformed loop keeps its sequential meaning.
    return visit(associatedCode(*D));
  case ConstructRole::NoEffect:
    return;
  case ConstructRole::Barrier:
    if (R)
      R->Items.push_back(RegionItem::barrier());
    return;
  case ConstructRole::RunsAsWritten:
    if (!Active.empty() && (!R || R->ActiveDepth < Active.size()))
      return unsupported(Name + " inside the loop");
    if (R) {
      // Code of its own inside the region: not modelled yet beside a loop.
      size_t FirstLoop = Out.Model.Loops.size();
      OpenMPDirectiveKind Kind = D->getDirectiveKind();
      bool Once = Kind == llvm::omp::OMPD_single ||
                  Kind == llvm::omp::OMPD_master ||
                  Kind == llvm::omp::OMPD_masked;
      R->OnceDepth += Once;
      visit(associatedCode(*D));
      R->OnceDepth -= Once;
      R->Items.push_back(RegionItem::construct(Name + BesideLoop, FirstLoop,
                                               Out.Model.Loops.size()));
      if (D->getDirectiveKind() == llvm::omp::OMPD_single && !hasNowait(*D))
        R->Items.push_back(RegionItem::barrier());
      return;
    }
    // No team: the block runs once, as written.
    return visit(associatedCode(*D));
  case ConstructRole::Unmodelled:
    break;
  }
  std::string Why = Name + " is not modelled yet";
  if (R && Active.size() == R->ActiveDepth) {
    size_t FirstLoop = Out.Model.Loops.size();
    R->Items.push_back(
        RegionItem::construct(Name + BesideLoop, FirstLoop, FirstLoop));
  } else {
    unsupported(Active.empty() ? Why : Name + " inside the loop");
  }
  visitUnmodelled(associatedCode(*D), Why);
}

/// Visits code that is not modelled, only to find the loop directives in it
/// and report them as `unknown` with \p Why.
void Extractor::visitUnmodelled(const Stmt *S, const std::string &Why) {
  Poison.push_back(Why);
  ++MayDepth;
  visit(S);
  --MayDepth;
  Poison.pop_back();
}

/// `#pragma omp parallel`: the block is run by every thread of a team. Until
/// regions are modelled (DESIGN.md, "Parallel regions"), each worksharing
/// loop inside is checked alone, and only where nothing else in the region
/// can run at the same time as it: see checkRegion.
void Extractor::visitParallel(const OMPExecutableDirective *D) {
  if (!Active.empty() || innermostRegion()) {
    std::string Why = "a nested '#pragma omp " + directiveName(*D) + "'";
    unsupported(Why);
    return visitUnmodelled(associatedCode(*D), Why);
  }
  Region R;
  R.Attributes = explicitAttributes(D);
  for (auto &[V, A] : R.Attributes)
    A.From = DeclaredAttribute::Origin::Enclosing;
  for (const OMPClause *C : D->clauses())
    if (const auto *Def = dyn_cast<OMPDefaultClause>(C))
      if (Def->getDefaultKind() == llvm::omp::OMP_DEFAULT_private ||
          Def->getDefaultKind() == llvm::omp::OMP_DEFAULT_firstprivate)
        R.Unknown = "'default(" +
                    std::string(getOpenMPSimpleClauseTypeName(
                        llvm::omp::OMPC_default,
                        unsigned(Def->getDefaultKind()))) +
                    ")' on the parallel region";
  // A private copy starts undefined: its cells die where the region starts.
  for (const auto &[V, A] : R.Attributes)
    if (A.Attr == Attribute::Private && !V->getType()->isPointerType()) {
      Statement &Kill = newStatement(D->getBeginLoc());
      Kill.Kills.push_back(info(V).Id);
    }
  R.ActiveDepth = Active.size();
  R.NestDepth = Nest.size();
  R.FirstLoop = Out.Model.Loops.size();
  R.FirstStatement = Out.Model.Statements.size();
  Regions.push_back(R);
  visit(associatedCode(*D));
  checkRegion(Regions.back());
  Regions.pop_back();
}

/// The worksharing loops of region \p R that can be checked alone: a loop
/// is `unknown` when anything else in the region may run while it runs, or
/// change what it reads, which only a model of the whole region can judge:
///  - another OpenMP construct in the region (`master`, `single`,
///    `critical`, `atomic`, `task`, ...), unless it holds the loop;
///  - code that every thread runs (outside worksharing loops) and that
///    calls a function, writes a variable the threads share, or reads one
///    that the loop writes;
///  - a `nowait` loop followed by anything before the next barrier, or a
///    loop that a `nowait` loop before it may still overlap.
void Extractor::checkRegion(Region &R) {
  auto Mark = [&](size_t Index, const std::string &Reason) {
    std::string &Why = Out.Model.Loops[Index].UnknownReason;
    if (Why.empty())
      Why = Reason;
  };
  size_t EndLoop = Out.Model.Loops.size();
  if (!R.Unknown.empty())
    for (size_t I = R.FirstLoop; I < EndLoop; ++I)
      Mark(I, R.Unknown);
  for (const RegionItem &Item : R.Items) {
    if (Item.Kind != RegionItem::Construct)
      continue;
    for (size_t I = R.FirstLoop; I < EndLoop; ++I)
      if (I < Item.FirstLoop || I >= Item.EndLoop)
        Mark(I, Item.Reason);
  }
  // Phases: a nowait loop must be the last thing before a barrier, and
  // nothing that follows a nowait loop without a barrier is checked alone.
  for (size_t K = 0; K < R.Items.size(); ++K) {
    const RegionItem &Item = R.Items[K];
    if (Item.Kind != RegionItem::Loop || !Item.Nowait)
      continue;
    std::string Reason = "the 'nowait' loop at line " +
                         std::to_string(Out.Model.Loops[Item.LoopIndex].Pos.Line) +
                         " may still run while code after it runs";
    if (Item.Nested)
      Mark(Item.LoopIndex, Reason);
    for (size_t J = K + 1; J < R.Items.size() &&
                           R.Items[J].Kind != RegionItem::Barrier;
         ++J) {
      Mark(Item.LoopIndex, Reason);
      if (R.Items[J].Kind == RegionItem::Loop)
        Mark(R.Items[J].LoopIndex, Reason);
    }
  }
  // Code that every thread runs.
  auto RegionPrivate = [&](const std::string &Id) {
    auto It = DeclOfId.find(Id);
    if (It == DeclOfId.end())
      return false;
    const VarDecl *V = It->second;
    if (R.Locals.count(V))
      return !V->isStaticLocal();
    auto A = R.Attributes.find(V);
    return A != R.Attributes.end() && A->second.Attr != Attribute::Shared &&
           A->second.Attr != Attribute::Reduction;
  };
  for (size_t I = R.FirstLoop; I < EndLoop; ++I) {
    const LoopDirective &L = Out.Model.Loops[I];
    std::set<std::string> InLoop(L.Statements.begin(), L.Statements.end());
    std::set<std::string> Written;
    for (size_t S = R.FirstStatement; S < Out.Model.Statements.size(); ++S)
      if (InLoop.count(Out.Model.Statements[S].Name))
        for (const Access &A : Out.Model.Statements[S].Accesses)
          if (A.IsWrite)
            Written.insert(A.Variable);
    for (size_t S : R.CodeStatements) {
      const Statement &St = Out.Model.Statements[S];
      for (const Access &A : St.Accesses) {
        const Variable *V = Out.Model.findVariable(A.Variable);
        std::string Name = V ? V->Name : A.Variable;
        std::string Where = " (line " + std::to_string(A.Pos.Line) + ")";
        if (A.IsWrite && !RegionPrivate(A.Variable))
          Mark(I, "every thread of the parallel region writes shared '" + Name +
                      "'" + Where + " (regions are not modelled yet)");
        else if (!A.IsWrite && Written.count(A.Variable) &&
                 !RegionPrivate(A.Variable))
          Mark(I, "every thread of the parallel region reads '" + Name + "'" +
                      Where + ", which the loop writes (regions are not "
                      "modelled yet)");
      }
    }
  }
}

void Extractor::visitLoopDirective(const OMPLoopDirective *D) {
  LoopDirective L;
  L.Pos = position(D->getBeginLoc());
  L.Directive = getOpenMPDirectiveName(D->getDirectiveKind()).str();
  L.Depth = Nest.size();
  L.Collapse = std::max(1u, D->getLoopsNumber());
  size_t Index = Out.Model.Loops.size();
  Out.Model.Loops.push_back(L);
  Out.Directives.push_back(D);
  if (isOpenMPTargetExecutionDirective(D->getDirectiveKind()))
    Out.Model.Loops[Index].UnknownReason =
        "'#pragma omp " + L.Directive + "': offloading to a device is not "
        "modelled yet";
  if (!Poison.empty())
    Out.Model.Loops[Index].UnknownReason = Poison.back();
  if (MayDepth > 0 && !Nest.empty())
    unsupported("the loop may or may not run (non-affine condition or bound "
                "around it)");
  for (const OMPClause *C : D->clauses())
    if (const auto *O = dyn_cast<OMPOrderedClause>(C)) {
      (void)O;
      unsupported("an 'ordered' clause");
    }
  bool EndsWithBarrier = false;
  if (Region *R = replicatingRegion()) {
    OpenMPDirectiveKind Kind = D->getDirectiveKind();
    if (isOpenMPParallelDirective(Kind))
      Out.Model.Loops[Index].UnknownReason =
          "'#pragma omp " + L.Directive + "' nested in a parallel region";
    else if (isOpenMPWorksharingDirective(Kind) || Kind == llvm::omp::OMPD_loop)
      R->Items.push_back(RegionItem::loop(Index, hasNowait(*D),
                                          Nest.size() > R->NestDepth ||
                                              MayDepth > 0));
    else
      // simd, taskloop: every thread of the team runs the whole loop.
      R->Items.push_back(RegionItem::construct(
          "'#pragma omp " + L.Directive +
              "' is run by every thread of the parallel region (regions are "
              "not modelled yet)",
          Index, Index));
    EndsWithBarrier = isOpenMPWorksharingDirective(Kind) && !hasNowait(*D);
  }

  ActiveLoop A{Index, D, (unsigned)Nest.size(), {}, {}};
  Active.push_back(A);
  const Stmt *Body = associatedCode(*D);
  if (!isa_and_nonnull<ForStmt>(Body))
    unsupported("the loop is not a plain 'for' loop");
  visit(Body);
  ActiveLoop Done = Active.back();
  Active.pop_back();
  if (EndsWithBarrier)
    innermostRegion()->Items.push_back(RegionItem::barrier());
  if (Out.Model.Loops[Index].Iterators.size() != Out.Model.Loops[Index].Collapse &&
      Out.Model.Loops[Index].UnknownReason.empty())
    Out.Model.Loops[Index].UnknownReason =
        "the collapsed loops are not perfectly nested 'for' loops";
  resolveDataSharing(Done);
}

/// The data-sharing attribute of every variable L accesses, by OpenMP 5.2's
/// rules for C: explicit clause; predetermined (L's iterators are private,
/// variables declared in the body are fresh per iteration, static locals are
/// shared); what an enclosing parallel region gives; else shared.
void Extractor::resolveDataSharing(ActiveLoop &A) {
  LoopDirective &L = Out.Model.Loops[A.Index];
  std::map<const VarDecl *, DeclaredAttribute> Explicit =
      explicitAttributes(A.Directive);
  std::set<std::string> InLoop(L.Statements.begin(), L.Statements.end());
  std::vector<std::string> Accessed;
  for (const Statement &S : Out.Model.Statements) {
    if (!InLoop.count(S.Name))
      continue;
    for (const Access &X : S.Accesses)
      if (std::find(Accessed.begin(), Accessed.end(), X.Variable) ==
          Accessed.end())
        Accessed.push_back(X.Variable);
  }
  std::set<const VarDecl *> Seen;
  for (const std::string &Id : Accessed) {
    const VarDecl *V = DeclOfId[Id];
    Seen.insert(V);
    DeclaredAttribute DA;
    DA.Variable = Id;
    if (auto It = Explicit.find(V); It != Explicit.end()) {
      DA = It->second;
      DA.Variable = Id;
    } else if (A.Iterators.count(V)) {
      DA.Attr = Attribute::Private;
      DA.From = DeclaredAttribute::Origin::Predetermined;
    } else if (A.DeclaredInside.count(V)) {
      DA.Attr = V->isStaticLocal() ? Attribute::Shared : Attribute::Private;
      DA.From = DeclaredAttribute::Origin::Predetermined;
    } else {
      DA.Attr = Attribute::Shared;
      DA.From = DeclaredAttribute::Origin::Implicit;
      for (auto R = Regions.rbegin(); R != Regions.rend(); ++R) {
        if (auto It = R->Attributes.find(V); It != R->Attributes.end()) {
          DA = It->second;
          DA.Variable = Id;
          break;
        }
        if (R->Locals.count(V) && !V->isStaticLocal()) {
          DA.Attr = Attribute::Private;
          DA.From = DeclaredAttribute::Origin::Enclosing;
          break;
        }
      }
    }
    L.Attributes.push_back(DA);
  }
  for (auto &[V, DA] : Explicit) {
    if (Seen.count(V) || DA.From != DeclaredAttribute::Origin::Explicit)
      continue;
    DeclaredAttribute Unused = DA;
    const VarInfo &I = info(V);
    Unused.Variable = I.IsAlias ? I.PointerId : I.Id;
    L.Unused.push_back(Unused);
  }
}

ExtractedFunction Extractor::run() {
  Out.Model.Name = F.getNameAsString();
  const Stmt *Body = F.getBody();
  findModifiedVariables(Body);
  // Scalar parameters are live-in; pointer parameters name caller memory.
  for (const ParmVarDecl *P : F.parameters())
    info(P);
  visit(Body);

  if (!FunctionUnsupported.empty())
    for (LoopDirective &L : Out.Model.Loops)
      if (L.UnknownReason.empty())
        L.UnknownReason = FunctionUnsupported;

  // Every string gets the parameters of the function.
  std::string Prefix = "[";
  std::string Context;
  bool First = true;
  for (const std::string &P : Params) {
    Prefix += (First ? "" : ", ") + P;
    First = false;
  }
  Prefix += "] -> ";
  for (const auto &[D, I] : Vars) {
    std::string Name = D->getName().str();
    if (isReservedName(Name))
      Name += "_";
    if (Params.count(Name) && D->getType()->isUnsignedIntegerType())
      Context += (Context.empty() ? "" : " and ") + Name + " >= 0";
  }
  Out.Model.Parameters.assign(Params.begin(), Params.end());
  Out.Model.Context = Prefix + "{ : " + (Context.empty() ? "true" : Context) + " }";
  for (Statement &S : Out.Model.Statements) {
    S.Domain = Prefix + S.Domain;
    S.Schedule = Prefix + S.Schedule;
    for (Access &A : S.Accesses)
      A.Relation = Prefix + A.Relation;
    for (auto &[Set, Reason] : S.Inexact)
      Set = Prefix + Set;
  }
  for (LoopDirective &L : Out.Model.Loops)
    if (!L.IterationDomain.empty())
      L.IterationDomain = Prefix + L.IterationDomain;
  return std::move(Out);
}

} // namespace

ExtractedFunction extractModel(ASTContext &Context, const FunctionDecl &F) {
  return Extractor(Context, F).run();
}

} // namespace ompfix
