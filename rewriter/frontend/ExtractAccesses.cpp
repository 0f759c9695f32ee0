//===- ExtractAccesses.cpp - Memory references, calls and reductions ------===//
//
// Each read and write of an expression statement as a tagged access, the
// cells of linearized arrays, the standard containers whose elements are
// cells, and the reduction updates of condition 5 of
// docs/design/conditions.md.
//
//===----------------------------------------------------------------------===//

#include "frontend/Extractor.h"
#include "frontend/LibraryFunctions.h"

#include "clang/Lex/Lexer.h"

#include <functional>

using namespace clang;

namespace ompfix {
namespace extract {

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

/// \p Element, or the number a std::atomic of one holds (`std::vector<
/// std::atomic<int>>`: its ints, which their operations access atomically,
/// Extractor::atomicCall).
static QualType heldNumber(QualType Element) {
  QualType Value;
  return isStdAtomic(Element, Value) ? Value : Element;
}

bool isStdArrayLike(QualType T, QualType &Element, std::string &Extent) {
  if (!stdSequence(T, Element, Extent))
    return false;
  Element = heldNumber(Element);
  return Element->isArithmeticType();
}

/// What a `std::unique_ptr<X>` (with \p SharedToo also a
/// `std::shared_ptr<X>`) of type \p T owns, X; null for another type.
static QualType ownedBySmartPointer(QualType T, bool SharedToo) {
  const auto *Spec = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
      T.getNonReferenceType()->getAsCXXRecordDecl());
  if (!Spec || !Spec->isInStdNamespace() || !Spec->getIdentifier() ||
      !(Spec->getName() == "unique_ptr" ||
        (SharedToo && Spec->getName() == "shared_ptr")))
    return QualType();
  const TemplateArgumentList &Args = Spec->getTemplateArgs();
  if (Args.size() < 1 || Args[0].getKind() != TemplateArgument::Type)
    return QualType();
  return Args[0].getAsType();
}

QualType ownedArrayElement(QualType T) {
  QualType Owned = ownedBySmartPointer(T, /*SharedToo=*/false);
  const auto *Array = Owned.isNull()
                          ? nullptr
                          : dyn_cast<IncompleteArrayType>(
                                Owned.getCanonicalType().getTypePtr());
  return Array && Array->getElementType()->isArithmeticType()
             ? Array->getElementType()
             : QualType();
}

const CXXRecordDecl *ownedObjectClass(QualType T) {
  QualType Owned = ownedBySmartPointer(T, /*SharedToo=*/true);
  return Owned.isNull() ? nullptr : Owned->getAsCXXRecordDecl();
}

const Expr *smartPointerOf(const Expr *E) {
  E = E->IgnoreParenImpCasts();
  const Expr *Pointer = nullptr;
  const CXXMethodDecl *Method = nullptr;
  if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(E);
      Op && Op->getOperator() == OO_Arrow && Op->getNumArgs() == 1) {
    Pointer = Op->getArg(0);
    Method = dyn_cast_or_null<CXXMethodDecl>(Op->getDirectCallee());
  } else if (const auto *Get = dyn_cast<CXXMemberCallExpr>(E);
             Get && Get->getNumArgs() == 0) {
    Method = Get->getMethodDecl();
    if (Method && Method->getIdentifier() && Method->getName() == "get")
      Pointer = Get->getImplicitObjectArgument();
  }
  // (shared_ptr's members are its base class's: the object is cast to it.)
  Pointer = Pointer ? Pointer->IgnoreParenImpCasts() : nullptr;
  if (!Pointer || !Method || !ownedObjectClass(Pointer->getType()))
    return nullptr;
  return Pointer;
}

const Expr *dataOf(const Expr *E) {
  const auto *Data = dyn_cast<CXXMemberCallExpr>(E->IgnoreParenImpCasts());
  if (!Data || Data->getNumArgs() != 0 || !Data->getMethodDecl() ||
      !Data->getMethodDecl()->getIdentifier())
    return nullptr;
  const Expr *Object = Data->getImplicitObjectArgument();
  llvm::StringRef Name = Data->getMethodDecl()->getName();
  QualType Element;
  std::string Extent;
  if (Name == "data" && isStdArrayLike(Object->getType(), Element, Extent))
    return Object;
  // An owned array's `get()` (isOwnedArray).
  if (Name == "get" && isOwnedArray(Object))
    return Object;
  return nullptr;
}

const VarDecl *cellsBase(const Expr *E) {
  E = E->IgnoreParenImpCasts();
  if (const Expr *Container = dataOf(E)) {
    const auto *Ref = dyn_cast<DeclRefExpr>(Container->IgnoreParenImpCasts());
    return Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
  }
  const auto *Ref = dyn_cast<DeclRefExpr>(E);
  const auto *D = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
  return D && (D->getType()->isPointerType() || D->getType()->isArrayType())
             ? D
             : nullptr;
}

QualType cellsOf(const VarDecl *V) {
  QualType Element;
  std::string Extent;
  if (isStdArrayLike(V->getType(), Element, Extent))
    return Element;
  if (QualType Owned = ownedArrayElement(V->getType()); !Owned.isNull())
    return Owned;
  if (V->getType()->isPointerType())
    return V->getType()->getPointeeType();
  if (const ArrayType *A = V->getASTContext().getAsArrayType(V->getType()))
    return A->getElementType();
  return QualType();
}

bool stdNestedNumbers(QualType T, QualType &Element,
                      std::vector<std::string> &Extents) {
  Extents.clear();
  for (std::string Extent; stdSequence(T, Element, Extent); T = Element)
    Extents.push_back(Extent);
  if (Extents.empty())
    return false;
  Element = heldNumber(Element);
  return Element->isArithmeticType();
}

bool stdSequence(QualType T, QualType &Element, std::string &Extent) {
  const auto *Record = T.getNonReferenceType()->getAsCXXRecordDecl();
  const auto *Spec =
      dyn_cast_or_null<ClassTemplateSpecializationDecl>(Record);
  if (!Spec || !Spec->isInStdNamespace() || !Spec->getIdentifier())
    return false;
  llvm::StringRef Name = Spec->getName();
  const TemplateArgumentList &Args = Spec->getTemplateArgs();
  if ((Name != "vector" && Name != "array") || Args.size() < 1 ||
      Args[0].getKind() != TemplateArgument::Type)
    return false;
  Element = Args[0].getAsType();
  Extent.clear();
  if (Name == "array") {
    if (Args.size() < 2 || Args[1].getKind() != TemplateArgument::Integral)
      return false;
    Extent = std::to_string(Args[1].getAsIntegral().getExtValue());
  }
  return true;
}

/// A number, or (where \p ConstReference) a const reference to one.
static bool numberParameter(QualType T, bool ConstReference) {
  if (T->isArithmeticType())
    return true;
  return ConstReference && T->isReferenceType() &&
         T.getNonReferenceType().isConstQualified() &&
         T.getNonReferenceType()->isArithmeticType();
}

/// Whether \p V is one of \p Definition's own parameters and locals, or
/// a constant (not a reference to something else: `constexpr int &r = g;`
/// around a lambda).
static bool ownOrConstant(const FunctionDecl *Definition, const VarDecl *V) {
  return (!V->hasGlobalStorage() &&
          Definition->Encloses(V->getDeclContext())) ||
         (V->getType().isConstQualified() && !V->getType()->isReferenceType());
}

bool isPureDefinition(const FunctionDecl *F, unsigned Depth) {
  return isPureOnNumbers(F, /*ConstReferences=*/false, Depth);
}

bool isPureOnNumbers(const FunctionDecl *F, bool ConstReferences,
                     unsigned Depth) {
  const FunctionDecl *Definition = nullptr;
  if (!F || Depth > 3 || !F->hasBody(Definition) || !Definition ||
      !Definition->getReturnType()->isArithmeticType() ||
      Definition->isVariadic())
    return false;
  for (const ParmVarDecl *P : Definition->parameters())
    if (!numberParameter(P->getType(), ConstReferences))
      return false;
  bool Pure = true;
  std::function<void(const Stmt *)> Walk = [&](const Stmt *S) {
    if (!S || !Pure)
      return;
    if (const auto *Ref = dyn_cast<DeclRefExpr>(S)) {
      if (const auto *V = dyn_cast<VarDecl>(Ref->getDecl()))
        Pure = ownOrConstant(Definition, V);
    } else if (const auto *C = dyn_cast<CallExpr>(S)) {
      const FunctionDecl *Callee = C->getDirectCallee();
      llvm::StringRef Name = Callee && Callee->getIdentifier() ? Callee->getName() : "";
      // (A call of itself is pure if the rest is: `fib`. A math function
      // is the library's, not one of the program named alike.)
      Pure = Callee &&
             ((isPureMathFunction(Name) && isLibraryDeclaration(*Callee)) ||
              Callee->hasAttr<ConstAttr>() ||
              Callee->getCanonicalDecl() == F->getCanonicalDecl() ||
              isPureDefinition(Callee, Depth + 1));
    } else if (const auto *Default = dyn_cast<CXXDefaultArgExpr>(S)) {
      Walk(Default->getExpr()); // (not among its children)
    } else if (const auto *Default = dyn_cast<CXXDefaultInitExpr>(S)) {
      Walk(Default->getExpr());
    } else if (const auto *Construct = dyn_cast<CXXConstructExpr>(S);
               Construct && !Construct->getConstructor()->isTrivial()) {
      Pure = false; // (its constructor's code)
    } else if (isa<ArraySubscriptExpr>(S) || isa<MemberExpr>(S) ||
               isa<CXXNewExpr>(S) || isa<CXXDeleteExpr>(S) ||
               isa<CXXThrowExpr>(S) || isa<AsmStmt>(S) ||
               isa<CXXBindTemporaryExpr>(S) || isa<CXXConstCastExpr>(S) ||
               (isa<OMPExecutableDirective>(S) &&
                !isa<OMPTaskDirective, OMPTaskwaitDirective>(S))) {
      Pure = false;
    } else if (const auto *U = dyn_cast<UnaryOperator>(S);
               U &&
               (U->getOpcode() == UO_Deref || U->getOpcode() == UO_AddrOf)) {
      Pure = false;
    } else if (const auto *Decls = dyn_cast<DeclStmt>(S)) {
      // A local whose destructor runs code (an array's elements' too).
      for (const Decl *D : Decls->decls())
        if (const auto *V = dyn_cast<VarDecl>(D))
          if (const CXXRecordDecl *Class = V->getType()
                                               ->getBaseElementTypeUnsafe()
                                               ->getAsCXXRecordDecl();
              Class && Class->hasDefinition() && !Class->hasTrivialDestructor())
            Pure = false;
    }
    for (const Stmt *Child : codeChildren(S))
      Walk(Child);
  };
  Walk(Definition->getBody());
  // (Tasks that share its locals keep it a function of its arguments
  // where each is waited for before anything else touches them.)
  return Pure && tasksWaitedFor(Definition->getBody());
}

/// Whether \p E names a local scalar of \p Definition: `k`, not a
/// reference, a pointer's target or an array's cell.
static bool ownScalar(const FunctionDecl *Definition, const Expr *E) {
  const auto *Ref = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
  const auto *V = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
  return V && !V->hasGlobalStorage() && !V->getType()->isReferenceType() &&
         !V->getType()->isArrayType() &&
         Definition->Encloses(V->getDeclContext());
}

bool isReadOnlyDefinition(const FunctionDecl *F, unsigned Depth) {
  const FunctionDecl *Definition = nullptr;
  if (!F || Depth > 3 || !F->hasBody(Definition) || !Definition ||
      isa<CXXMethodDecl>(Definition) ||
      !Definition->getReturnType()->isArithmeticType() ||
      Definition->isVariadic())
    return false;
  for (const ParmVarDecl *P : Definition->parameters())
    if (!P->getType()->isArithmeticType() &&
        !(P->getType()->isPointerType() &&
          P->getType()->getPointeeType()->isArithmeticType()))
      return false;
  bool ReadOnly = true;
  std::function<void(const Stmt *)> Walk = [&](const Stmt *S) {
    if (!S || !ReadOnly)
      return;
    if (const auto *Ref = dyn_cast<DeclRefExpr>(S)) {
      if (const auto *V = dyn_cast<VarDecl>(Ref->getDecl()))
        ReadOnly = ownOrConstant(Definition, V);
    } else if (const auto *B = dyn_cast<BinaryOperator>(S);
               B && B->isAssignmentOp()) {
      ReadOnly = ownScalar(Definition, B->getLHS());
    } else if (const auto *U = dyn_cast<UnaryOperator>(S);
               U && U->isIncrementDecrementOp()) {
      ReadOnly = ownScalar(Definition, U->getSubExpr());
    } else if (const auto *U = dyn_cast<UnaryOperator>(S);
               U && U->getOpcode() == UO_AddrOf) {
      // (An address of a cell it reads, given on: `sum(&a[k], m)`.)
      ReadOnly = !ownScalar(Definition, U->getSubExpr());
    } else if (const auto *C = dyn_cast<CallExpr>(S)) {
      const FunctionDecl *Callee = C->getDirectCallee();
      llvm::StringRef Name =
          Callee && Callee->getIdentifier() ? Callee->getName() : "";
      ReadOnly = Callee && !isa<CXXMethodDecl>(Callee) &&
                 ((isPureMathFunction(Name) && isLibraryDeclaration(*Callee)) ||
                  Callee->hasAttr<ConstAttr>() ||
                  Callee->getCanonicalDecl() == F->getCanonicalDecl() ||
                  isPureDefinition(Callee, Depth + 1) ||
                  isReadOnlyDefinition(Callee, Depth + 1));
    } else if (const auto *Decls = dyn_cast<DeclStmt>(S)) {
      // Local scalars and pointers (no arrays, no objects with code).
      for (const Decl *D : Decls->decls())
        if (const auto *V = dyn_cast<VarDecl>(D))
          ReadOnly = ReadOnly && !V->isStaticLocal() &&
                     (V->getType()->isArithmeticType() ||
                      V->getType()->isPointerType());
    } else if (isa<CXXConstructExpr, CXXNewExpr, CXXDeleteExpr, CXXThrowExpr,
                   AsmStmt, CXXBindTemporaryExpr, CXXConstCastExpr,
                   CXXMemberCallExpr, MemberExpr, AtomicExpr, StmtExpr>(S) ||
               (isa<OMPExecutableDirective>(S) &&
                !isa<OMPTaskDirective, OMPTaskwaitDirective>(S))) {
      ReadOnly = false;
    }
    for (const Stmt *Child : codeChildren(S))
      Walk(Child);
  };
  Walk(Definition->getBody());
  return ReadOnly && tasksWaitedFor(Definition->getBody());
}

std::optional<std::string> Extractor::freedMemory(const VarDecl *P) {
  if (!P || !P->getType()->isPointerType())
    return std::nullopt;
  const VarInfo &I = info(P);
  if (I.IsAlias || !I.Unsupported.empty() || !Facts.freshPointer(P))
    return std::nullopt;
  // Where threads run (a loop directive's iterations, a region's team),
  // the memory of a pointer declared there, which each iteration or
  // thread allocates for itself (Variable::OwnedByScope), alone.
  const Variable *Memory = Out.Model.findVariable(I.Id);
  Region *Team = replicatingRegion();
  if ((!Active.empty() || Team) &&
      !(Memory && Memory->OwnedByScope &&
        (Active.empty() ? Team->Locals.count(P)
                        : Active.back().DeclaredInside.count(P))))
    return std::nullopt;
  return I.Id;
}

bool Extractor::isProgramArguments(const VarDecl *D) const {
  return F.isMain() && F.getNumParams() == 2 && D == F.getParamDecl(1) &&
         Active.empty() && Regions.empty();
}

void Extractor::addAccess(Statement &S, const Cell &C, bool IsWrite,
                          const Expr *E) {
  addAccess(S, C, IsWrite, SM.getExpansionLoc(E->getBeginLoc()),
            text(E->getSourceRange()));
}

void Extractor::addAccess(Statement &S, const Cell &C, bool IsWrite,
                          SourceLocation Loc, std::string Text) {
  Access A;
  A.Ref = NextRef++;
  A.Variable = C.Variable;
  A.IsWrite = IsWrite;
  if (IsWrite)
    Parameters.WrittenInTopLevel.insert(C.Variable);
  A.IsMust = C.Exact && Flow.MayDepth == 0 && !Flow.MayReturned;
  A.ExactCells = C.Exact;
  A.ThreadSlot = C.ThreadSlot;
  A.Conditions = Flow.MayDepth;
  std::string Where;
  bool Constrained = C.Cells.find(':') != std::string::npos;
  for (const std::string &Arm : ArmConditions) {
    Where += (Constrained ? " and (" : " : (") + Arm + ")";
    Constrained = true;
  }
  A.Relation = "{ " + instanceTuple(S.Name) + " -> " + C.Cells + Where + " }";
  A.Pos = position(Loc);
  A.Text = std::move(Text);
  Out.AccessLoc[A.Ref] = Loc;
  if (!Callees.Inlining.empty())
    Out.AccessCall[A.Ref] = Callees.Inlining.front().Call;
  S.Accesses.push_back(A);
}

std::optional<Condition>
Extractor::armCondition(const ConditionalOperator *Cond,
                        std::vector<std::string> &Divisions) {
  size_t GuardCount = Truncating.Guards.size();
  std::optional<Condition> C = condition(Cond->getCond());
  if (C)
    Divisions.assign(Truncating.Guards.begin() + GuardCount,
                     Truncating.Guards.end());
  Truncating.Guards.resize(GuardCount);
  return C;
}

std::optional<std::vector<Division>>
Extractor::divisionsOf(llvm::ArrayRef<std::string> GuardList) const {
  std::vector<Division> Divisions;
  for (const std::string &Guard : GuardList) {
    auto It = Truncating.DivisionOfGuard.find(Guard);
    if (It == Truncating.DivisionOfGuard.end())
      return std::nullopt;
    Divisions.insert(Divisions.end(), It->second.begin(), It->second.end());
  }
  // A piece (or disjunct) per sign of each: a few, no more.
  if (Divisions.size() > 4)
    return std::nullopt;
  return Divisions;
}

void Extractor::exactConstraints(const std::vector<std::string *> &Texts,
                                 size_t GuardsBefore) {
  std::optional<std::vector<Division>> Divisions = divisionsOf(
      llvm::ArrayRef<std::string>(Truncating.Guards).drop_front(GuardsBefore));
  if (!Divisions || Divisions->empty())
    return;
  for (std::string *Text : Texts)
    *Text = truncatingConstraint(*Text, *Divisions);
  Truncating.Guards.resize(GuardsBefore);
}

void Extractor::inexactDivision(Statement &S, const std::string &Guard) {
  std::vector<std::string> &Divisions = Truncating.StatementDivisions[S.Name];
  if (std::find(Divisions.begin(), Divisions.end(), Guard) == Divisions.end())
    Divisions.push_back(Guard);
}

std::string Extractor::underArms(const std::string &Constraint) const {
  std::string Where = "(" + Constraint + ")";
  for (const std::string &Arm : ArmConditions)
    Where += " and (" + Arm + ")";
  return Where;
}

void Extractor::inexactWhere(Statement &S, const std::string &Where,
                             const std::string &Why,
                             const std::string &Variable) {
  S.Inexact.push_back(
      {"{ " + instanceTuple(S.Name) + " : " + underArms(Where) + " }",
       {UnknownKind::Subscript, Why},
       Variable});
}

Cell Extractor::everyCell(const std::string &Id, bool Exact) const {
  Cell All{Id, Id + "[", Exact};
  const Variable *V = Out.Model.findVariable(Id);
  for (unsigned K = 0; V && K < V->Rank; ++K)
    All.Cells += (K ? ", o" : "o") + std::to_string(K);
  All.Cells += "]";
  return All;
}

std::optional<Extractor::LinearCell>
Extractor::linearizedCell(const VarDecl *D,
                          llvm::ArrayRef<const Expr *> Index) {
  return linearizedCell(Facts.RowLengths.at(D), Index);
}

std::optional<Extractor::LinearCell>
Extractor::linearizedCell(const std::vector<RowSize> &Sizes,
                          llvm::ArrayRef<const Expr *> Index) {
  std::vector<Monomial> Products;
  if (!stable().monomials(Index, Products))
    return std::nullopt;
  // LevelKeys[k]: the factors the (k + 1)-th innermost size adds.
  std::vector<std::set<std::string>> LevelKeys;
  std::set<std::string> AllKeys;
  for (const RowSize &Size : Sizes) {
    LevelKeys.emplace_back();
    for (const Expr *Factor : Size)
      LevelKeys.back().insert(sizeKey(Factor));
    AllKeys.insert(LevelKeys.back().begin(), LevelKeys.back().end());
  }
  // Parts[k]: the sum of the products with the k innermost sizes, those
  // sizes taken out (Parts[0] the column).
  std::vector<std::string> Parts(Sizes.size() + 1, "0");
  for (const Monomial &Product : Products) {
    std::set<std::string> Taken;
    std::vector<const Expr *> Rest;
    for (const Expr *Factor : Product.Factors) {
      std::string Key = sizeKey(Factor);
      if (Key.empty() || !AllKeys.count(Key) || !Taken.insert(Key).second)
        Rest.push_back(Factor);
    }
    // The sizes taken must be the innermost ones, whole.
    size_t Level = 0, Covered = 0;
    for (; Covered < Taken.size(); ++Level) {
      for (const std::string &Key : LevelKeys[Level])
        if (!Taken.count(Key))
          return std::nullopt;
      Covered += LevelKeys[Level].size();
    }
    // The rest: the constants times the other factors (one value, or a
    // product of values that cannot change: a defined parameter).
    int64_t Coefficient = 1;
    std::vector<const Expr *> Others;
    for (const Expr *Factor : Rest) {
      Expr::EvalResult Constant;
      if (Factor->EvaluateAsInt(Constant, Ctx) &&
          Constant.Val.getInt().getSignificantBits() <= 32) {
        Coefficient *= Constant.Val.getInt().getExtValue();
        continue;
      }
      Others.push_back(Factor);
    }
    std::optional<std::string> Value;
    if (Others.empty())
      Value = std::to_string(Coefficient);
    else if (Others.size() == 1)
      Value = affine(Others[0]);
    else
      Value = productParameter(Others);
    if (!Value)
      return std::nullopt;
    if (!Others.empty() && Coefficient != 1)
      Value = std::to_string(Coefficient) + " * (" + *Value + ")";
    Parts[Level] += (Product.Negative ? " - (" : " + (") + *Value + ")";
  }
  LinearCell Split;
  for (size_t K = Parts.size(); K-- > 0;) {
    Split.Cell += Parts[K] + (K ? ", " : "");
    if (K)
      Split.Rows.push_back(Parts[K]);
  }
  for (size_t K = 0; K < Sizes.size(); ++K) {
    std::optional<std::string> Length = Sizes[K].size() == 1
                                            ? affine(Sizes[K].front())
                                            : productParameter(Sizes[K]);
    if (!Length)
      return std::nullopt;
    std::string Outside =
        "(" + Parts[K] + ") < 0 or (" + Parts[K] + ") >= (" + *Length + ")";
    if (K == 0)
      Split.RowLength = *Length;
    else
      Split.OutOfRows += (K > 1 ? " or " : "") + Outside;
    Split.OutOfRow += (K ? " or " : "") + Outside;
  }
  Split.Column = Parts[0];
  return Split;
}

std::optional<Cell> Extractor::linearizedRange(const Expr *Start,
                                               const std::string &Count,
                                               Statement &S) {
  // The array and the parts of the subscript Start names.
  // (No cast to cells of another type: `(char *)a`, `(char *)a + k`.)
  const Expr *E = Start->IgnoreParenImpCasts();
  if (isa<ExplicitCastExpr>(E))
    return std::nullopt;
  QualType Element = E->getType()->getPointeeType();
  std::vector<const Expr *> Index;
  if (const auto *U = dyn_cast<UnaryOperator>(E);
      U && U->getOpcode() == UO_AddrOf)
    if (const auto *Sub =
            dyn_cast<ArraySubscriptExpr>(U->getSubExpr()->IgnoreParens())) {
      Index.push_back(Sub->getIdx());
      E = Sub->getBase()->IgnoreParenImpCasts();
    }
  if (const auto *Sum = dyn_cast<BinaryOperator>(E);
      Sum && Sum->getOpcode() == BO_Add && Index.empty()) {
    bool PointerLeft = Sum->getLHS()->getType()->isPointerType();
    Index.push_back(PointerLeft ? Sum->getRHS() : Sum->getLHS());
    E = (PointerLeft ? Sum->getLHS() : Sum->getRHS())->IgnoreParenImpCasts();
  }
  // (Not `(char *)a + k`: an offset in units of another type.)
  const VarDecl *D = cellsBase(E);
  if (auto Row = D ? Facts.RowPointers.find(D) : Facts.RowPointers.end();
      Row != Facts.RowPointers.end()) {
    Index.insert(Index.begin(), Row->second.Offset);
    D = Row->second.Base;
  }
  if (!D || !Facts.RowLengths.count(D) || Index.empty() || Element.isNull())
    return std::nullopt;
  QualType Cells = cellsOf(D);
  if (Cells.isNull() || !Ctx.hasSameUnqualifiedType(Element, Cells))
    return std::nullopt;
  const VarInfo &I = info(D);
  if (!I.Unsupported.empty() || I.IsAlias ||
      I.Rank != 1 + Facts.RowLengths.at(D).size())
    return std::nullopt;
  size_t GuardsBefore = Truncating.Guards.size();
  std::optional<LinearCell> Split = linearizedCell(D, Index);
  bool Guarded = Truncating.Guards.size() > GuardsBefore;
  Truncating.Guards.resize(GuardsBefore);
  if (!Split || Guarded || Active.empty())
    return everyCell(I.Id, false);
  // { S[...] -> a[..., row, o] : column <= o < column + count }, the row
  // left where a range of some cells starts or ends outside it.
  std::string Outer =
      Split->Cell.substr(0, Split->Cell.size() - Split->Column.size());
  std::string Leaves = "(" + Count + ") > 0 and ((" + Split->Column +
                       ") < 0 or (" + Split->Column + ") + (" + Count +
                       ") > (" + Split->RowLength + "))";
  if (!Split->OutOfRows.empty())
    Leaves += " or " + Split->OutOfRows;
  inexactWhere(S, Leaves,
               "'" + text(Start->getSourceRange()) +
                   "' and the count may leave a row of '" + D->getName().str() +
                   "' (the model reads it as " + rowsOf(D) + ")",
               I.Id);
  return Cell{I.Id,
              I.Id + "[" + Outer + "o0] : " + Split->Column + " <= o0 < (" +
                  Split->Column + ") + (" + Count + ")",
              true};
}

/// Splits lvalue \p E into the pointer or array it indexes, \p Base, and
/// its subscripts, outermost first (null for a `*`): `a[i][j]` gives a
/// and {i, j}, `*(p + k)` p and {k}, `*p++` p and {null} (p steps, a
/// write into \p S). False, said, for a form the model does not follow.
bool Extractor::subscriptsOf(const Expr *E, const Expr *&Base,
                             std::vector<const Expr *> &Indices, Statement &S) {
  while (true) {
    if (const auto *Sub = dyn_cast<ArraySubscriptExpr>(Base)) {
      Indices.insert(Indices.begin(), Sub->getIdx());
      Base = strip(Sub->getBase());
      continue;
    }
    if (const auto *Op = containerSubscript(Base)) {
      Indices.insert(Indices.begin(), Op->getArg(1));
      Base = strip(Op->getArg(0));
      continue;
    }
    if (const auto *U = dyn_cast<UnaryOperator>(Base);
        U && U->getOpcode() == UO_Deref) {
      const Expr *P = strip(U->getSubExpr());
      if (const auto *B = dyn_cast<BinaryOperator>(P);
          B && (B->getOpcode() == BO_Add || B->getOpcode() == BO_Sub) &&
          B->getLHS()->getType()->isPointerType()) {
        if (B->getOpcode() == BO_Sub)
          return unsupported(UnknownKind::Pointer,
                             "pointer subtraction in '" +
                                 text(E->getSourceRange()) + "'"),
                 false;
        Indices.insert(Indices.begin(), B->getRHS());
        Base = strip(B->getLHS());
      } else if (const auto *Step = dyn_cast<UnaryOperator>(P);
                 Step && Step->isIncrementDecrementOp() &&
                 referencedVar(Step->getSubExpr())) {
        // `*p++`: p[0] (p walks: walkingAccess), and p steps.
        writeStepped(Step->getSubExpr(), S, Step->isIncrementOp() ? 1 : -1);
        Indices.insert(Indices.begin(), nullptr);
        Base = strip(Step->getSubExpr());
      } else {
        Indices.insert(Indices.begin(), nullptr); // *p is p[0]
        Base = P;
      }
      continue;
    }
    break;
  }
  return true;
}

/// Resolves an lvalue to the cells it names; the reads its subscripts make
/// are added to \p S.
std::optional<Cell> Extractor::lvalue(const Expr *E, Statement &S) {
  E = strip(E);
  // A field of what an accessor returns (`s.get(i).x`): of its element.
  if (std::optional<const Expr *> Through = throughAccessor(E, S))
    return *Through ? lvalue(*Through, S) : std::nullopt;
  if (isa<MemberExpr, CallExpr, ArraySubscriptExpr>(E) && E->isGLValue())
    if (std::optional<ValuePlace> Place = valuePlace(E))
      return partCell(*Place, E, S);
  if (const auto *Call = dyn_cast<CallExpr>(E);
      Call && Call->isGLValue() && !containerSubscript(E))
    return accessorCell(Call, S);
  std::vector<const Expr *> Indices;
  const Expr *Base = E;
  if (!subscriptsOf(E, Base, Indices, S))
    return std::nullopt;
  // `v.data()[i]`, `*(v.data() + i)`, v a std::vector or std::array of
  // numbers (a variable or a field): v's elements, as `v[i]` names them.
  if (const Expr *Container = dataOf(Base); Container && !Indices.empty())
    Base = strip(Container);
  // A position an algorithm finds (`*std::max_element(p, p + n)`).
  if (const auto *Call = dyn_cast<CallExpr>(Base);
      Call && Indices.size() == 1 && !Indices[0])
    if (std::optional<Cell> Found = positionCells(Call))
      return algorithmCall(Call, S) ? Found : std::nullopt;
  // What an accessor returns (`*at(a, i)`, `row(m, i)[j]`).
  std::optional<VarInfo> Returned;
  if (const auto *Call = dyn_cast<CallExpr>(Base);
      Call && Call->getType()->isPointerType())
    Returned = resultAlias(Call, &S);
  const VarInfo *Field = Returned                ? &*Returned
                         : isa<MemberExpr>(Base) ? fieldVariable(Base)
                                                 : nullptr;
  if (const auto *M = dyn_cast<MemberExpr>(Base); M && !Field)
    Field = elementField(M, Indices);
  if (isa<MemberExpr>(Base) && !Field)
    return unsupported(UnknownKind::Member, "access to a struct member '" +
                       text(E->getSourceRange()) + "'"),
           std::nullopt;
  const VarDecl *D = referencedVar(Base);
  if (const auto *Call = dyn_cast<CallExpr>(Base); Call && !Field)
    return unsupported(unfollowedResult(Call)), std::nullopt;
  if (!D && !Field)
    return unsupported(UnknownKind::Pointer, "access '" + text(E->getSourceRange()) +
                       "' through an expression that is not a variable"),
           std::nullopt;
  if (D && isProgramArguments(D))
    return std::nullopt;
  // A function pointer holds no data the program computes with: calls
  // through it are indirect calls, which say so where they matter.
  if (D && Indices.empty() && D->getType()->isFunctionPointerType())
    return std::nullopt;
  const VarInfo &Declared = Field ? *Field : info(D);
  // (`*b = w; b++;` as a loop's body: b's cell in that iteration.)
  std::optional<VarInfo> Stepped =
      Declared.AnyOffset ? steppedAlias(Declared, Base) : std::nullopt;
  const VarInfo &I = Stepped ? *Stepped : Declared;
  if (I.NullPointer) {
    // Unknown wherever the statement runs (nowhere, in a loop that a
    // null pointer's companion count leaves empty).
    S.Inexact.push_back({"{ " + instanceTuple(S.Name) + " : " +
                             underArms("0 = 0") + " }",
                         I.Unsupported});
    return std::nullopt;
  }
  if (!I.Unsupported.empty())
    return unsupported(I.Unsupported), std::nullopt;
  if (I.IsAlias && I.AnyOffset)
    return walkingAccess(I, Indices, Base, S);
  if (D && Facts.RowLengths.count(D) &&
      I.Rank == 1 + Facts.RowLengths.at(D).size() && Indices.size() == 1 &&
      Indices[0] && !I.IsAlias)
    return linearizedAccess(D, I, Indices[0], Indices[0], S);
  // A row pointer (`A_row[col]`, A_row = A + row * n): a cell of its base.
  if (auto Row = D ? Facts.RowPointers.find(D) : Facts.RowPointers.end();
      Row != Facts.RowPointers.end() && Indices.size() == 1 && Indices[0]) {
    const VarDecl *Base = Row->second.Base;
    const VarInfo &Of = info(Base);
    if (!Of.Unsupported.empty())
      return unsupported(Of.Unsupported), std::nullopt;
    return linearizedAccess(Base, Of, {Row->second.Offset, Indices[0]}, E, S);
  }
  // An array field read as rows of its object (linearizedFieldRows):
  // `m.data[r * m.cols + c]`, `data[r * cols + c]` in an accessor.
  if (const auto *Array = dyn_cast<MemberExpr>(Base);
      Array && Field && !I.IsAlias && Indices.size() == 1 && Indices[0] &&
      isa<FieldDecl>(Array->getMemberDecl()))
    if (const FieldRows &Rows =
            fieldRows(cast<FieldDecl>(Array->getMemberDecl()));
        !Rows.empty() && I.Rank == 1 + Rows.size())
      return linearizedAccess(fieldRowSizes(Array),
                              Out.Model.findVariable(I.Id)->Name, I, Indices[0],
                              E, S);
  if (Indices.size() != I.Rank)
    return unsupported(UnknownKind::Subscript, "access '" + text(E->getSourceRange()) +
                       "' does not name one element"),
           std::nullopt;
  if ((!Callees.Inlining.empty() || Callees.AccessorDepth > 0) && D &&
      D->hasGlobalStorage())
    noteNamedInCallee(D);
  if (I.IsAlias && !I.PointerId.empty())
    addAccess(S, Cell{I.PointerId, I.PointerId + "[]", true}, false, Base);
  Cell C;
  C.Variable = I.Id;
  if (I.AliasOfScalar) {
    // `*p` or `p[k]`, p bound to `&x`: x (any k but 0 would be outside x,
    // which a correct program does not do).
    size_t GuardsBefore = Truncating.Guards.size();
    if (Indices[0] && !affine(Indices[0]))
      reads(Indices[0], S);
    Truncating.Guards.resize(GuardsBefore);
    C.Cells = I.Id + "[]";
    return C;
  }
  if (!I.RowLength.empty())
    return rowCell(I, Indices[0], E, S);
  C.Cells = I.Id + "[";
  for (size_t K = 0; K < I.AliasPrefix.size(); ++K)
    C.Cells += (K ? ", " : "") + I.AliasPrefix[K];
  for (size_t K = 0; K < Indices.size(); ++K) {
    size_t GuardsBefore = Truncating.Guards.size();
    std::optional<std::string> Index =
        Indices[K] ? affine(Indices[K]) : std::optional<std::string>("0");
    // A division of a value that may be negative: C truncates, isl floors
    // (exactDivisions splits the access by the sign).
    if (Truncating.Guards.size() > GuardsBefore) {
      for (size_t G = GuardsBefore; G < Truncating.Guards.size(); ++G)
        inexactDivision(S, Truncating.Guards[G]);
      Truncating.Guards.resize(GuardsBefore);
    }
    if (Index && K == 0 && I.IsAlias)
      Index = "(" + *Index + ") + (" + I.AliasOffset + ")";
    if (!Index) {
      C.Exact = false;
      reads(Indices[K], S);
      Index = "o" + std::to_string(K);
      if (Indices[K] && ownThreadNumber(Indices[K]))
        C.ThreadSlot = K + I.AliasPrefix.size();
    }
    C.Cells += (K || !I.AliasPrefix.empty() ? ", " : "") + *Index;
  }
  C.Cells += "]";
  // (A vector's size is its cell -1, which no element access reaches:
  // ExtractContainers.cpp.)
  if (C.Cells == I.Id + "[o0]" && isSizedContainer(I.Id))
    C.Cells += " : o0 >= 0";
  return C;
}

Cell Extractor::rowCell(const VarInfo &I, const Expr *Index,
                        const Expr *Written, Statement &S) {
  size_t GuardsBefore = Truncating.Guards.size();
  std::optional<std::string> Own =
      Index ? affine(Index) : std::optional<std::string>("0");
  bool Guarded = Truncating.Guards.size() > GuardsBefore;
  Truncating.Guards.resize(GuardsBefore);
  if (!Own || Guarded || Active.empty()) {
    if (Index)
      reads(Index, S);
    return everyCell(I.Id, false);
  }
  std::string Column = "(" + *Own + ") + (" + I.AliasOffset + ")";
  std::string Leaves =
      "(" + Column + ") < 0 or (" + Column + ") >= (" + I.RowLength + ")";
  if (!I.OutOfRows.empty())
    Leaves += " or " + I.OutOfRows;
  std::string Quoted =
      Lexer::getSourceText(SM.getExpansionRange(Written->getSourceRange()), SM,
                           Ctx.getLangOpts())
          .str();
  inexactWhere(S, Leaves,
               "'" + Quoted + "' may leave the row of '" +
                   I.RowsOf->getName().str() +
                   "' it is given (the model reads '" +
                   I.RowsOf->getName().str() + "' as " + rowsOf(I.RowsOf) + ")",
               I.Id);
  Cell C{I.Id, I.Id + "[", true};
  for (const std::string &Row : I.AliasPrefix)
    C.Cells += Row + ", ";
  C.Cells += Column + "]";
  return C;
}

/// Accepted form: a read \p Base of a pointer that a counted loop steps
/// once per iteration (BodyFacts::SteppedPointerReads), an alias \p I
/// whose offset was known where it was bound, the steps constants: \p I
/// with its offset where the read is, the alias's own plus the steps
/// taken.
///   void pack(const float *x, uint8_t *b, size_t d) {   b: a + i * nc
///     for (size_t i = 0; i < d; i += 8) { ...; *b = w; b++; }
///   *b: a[(i * nc) + floor((i - 0) / 8)]
std::optional<VarInfo> Extractor::steppedAlias(const VarInfo &I,
                                               const Expr *Base) {
  const auto *Ref = dyn_cast<DeclRefExpr>(Base);
  auto Read = Ref ? Entered.SteppedPointerReads.find(Ref)
                  : Entered.SteppedPointerReads.end();
  if (!I.IsAlias || I.UnknownStart || I.AliasOfScalar ||
      Read == Entered.SteppedPointerReads.end())
    return std::nullopt;
  const BodyFacts::SteppedPointer &P = Read->second;
  std::optional<long> Every = constantAmount(P.CounterStep, Ctx);
  std::optional<long> Step = constantAmount(P.Step, Ctx);
  size_t GuardsBefore = Truncating.Guards.size();
  std::optional<std::string> Counter = affine(P.Counter);
  std::optional<std::string> Lower = affine(P.Lower);
  bool Guarded = Truncating.Guards.size() > GuardsBefore;
  Truncating.Guards.resize(GuardsBefore);
  if (!Every || *Every <= 0 || !Step || !Counter || !Lower || Guarded)
    return std::nullopt;
  VarInfo At = I;
  At.AnyOffset = false;
  // (isl reads a constant factor only unparenthesized: `2 * floor(...)`.)
  At.AliasOffset = "(" + (I.AliasOffset.empty() ? "0" : I.AliasOffset) +
                   ")" + (*Step < 0 ? " - " : " + ") +
                   std::to_string(*Step < 0 ? -*Step : *Step) +
                   " * floor(((" + *Counter + ") - (" + *Lower + ")) / " +
                   std::to_string(*Every) + ")";
  return At;
}

/// An access through an alias whose offset is not known (VarInfo::AnyOffset),
/// \p Indices its subscripts (none: the pointer itself, as `p++` writes
/// it): any cell of the target, its subscripts read; the pointer itself,
/// a scalar of its own (none for a callee's parameter, which each call has
/// to itself).
///   const uint8_t *code = codes + i * n;  while (k--) x |= *code++;
///   *code: { codes[o0] }, inexact
std::optional<Cell> Extractor::walkingAccess(const VarInfo &I,
                                             llvm::ArrayRef<const Expr *> Indices,
                                             const Expr *Base, Statement &S) {
  bool Pointer = Indices.empty();
  if (!I.PointerId.empty())
    addAccess(S, Cell{I.PointerId, I.PointerId + "[]", true}, false, Base);
  if (Pointer)
    return I.PointerId.empty()
               ? std::nullopt
               : std::optional<Cell>(Cell{I.PointerId, I.PointerId + "[]", true});
  if (Indices.size() != I.Rank)
    return unsupported(UnknownKind::Subscript,
                       "access '" + text(Base->getSourceRange()) +
                           "' does not name one element"),
           std::nullopt;
  for (const Expr *Index : Indices)
    if (Index)
      reads(Index, S);
  Cell C;
  C.Variable = I.Id;
  C.Exact = false;
  C.Cells = I.Id + "[";
  for (size_t K = 0; K < I.AliasPrefix.size() + I.Rank; ++K)
    C.Cells += (K ? ", o" : "o") + std::to_string(K);
  C.Cells += "]";
  return C;
}

/// The cell of linearized array \p D (info \p I) at subscript \p Index
/// (findLinearizedArrays). In a loop directive the statement is inexact
/// where the column leaves its row (the loop is unknown there); outside,
/// where that cannot be told, the access may touch any cell.
/// A size factor as written, from its declarations (a macro's expansion
/// has no text of its own): `nang`, `im->w`, `cols` (of `this`), `g->k`
/// (g a smart pointer).
static std::string factorSpelling(const Expr *Factor) {
  Factor = Factor->IgnoreParenImpCasts();
  if (const Expr *Pointer = smartPointerOf(Factor))
    Factor = Pointer->IgnoreParenImpCasts();
  if (const auto *Ref = dyn_cast<DeclRefExpr>(Factor))
    return Ref->getDecl()->getName().str();
  if (const auto *M = dyn_cast<MemberExpr>(Factor)) {
    std::string Member = M->getMemberDecl()->getName().str();
    if (isa<CXXThisExpr>(M->getBase()->IgnoreParenImpCasts()))
      return Member;
    return factorSpelling(M->getBase()) + (M->isArrow() ? "->" : ".") + Member;
  }
  return "?";
}

std::string Extractor::sizeSpelling(const RowSize &Size) const {
  std::string Spelled;
  for (const Expr *Factor : Size)
    Spelled += (Spelled.empty() ? "" : " * ") + factorSpelling(Factor);
  return Spelled;
}

std::string Extractor::rowsOf(const VarDecl *D) const {
  return rowsOf(Facts.RowLengths.at(D), D->getName());
}

std::string Extractor::rowsOf(const std::vector<RowSize> &Sizes,
                              llvm::StringRef Name) const {
  if (Sizes.size() == 1)
    return "rows of '" + sizeSpelling(Sizes[0]) + "' cells";
  std::string Shape = "'" + Name.str() + "[]";
  for (auto Size = Sizes.rbegin(); Size != Sizes.rend(); ++Size)
    Shape += "[" + sizeSpelling(*Size) + "]";
  return Shape + "'";
}

Cell Extractor::linearizedAccess(const VarDecl *D, const VarInfo &I,
                                 llvm::ArrayRef<const Expr *> Index,
                                 const Expr *Written, Statement &S) {
  return linearizedAccess(Facts.RowLengths.at(D), D->getName(), I, Index,
                          Written, S);
}

Cell Extractor::linearizedAccess(const std::vector<RowSize> &Sizes,
                                 llvm::StringRef Name, const VarInfo &I,
                                 llvm::ArrayRef<const Expr *> Index,
                                 const Expr *Written, Statement &S) {
  Cell C;
  C.Variable = I.Id;
  size_t GuardsBefore = Truncating.Guards.size();
  std::optional<LinearCell> Split = linearizedCell(Sizes, Index);
  bool Guarded = Truncating.Guards.size() > GuardsBefore;
  Truncating.Guards.resize(GuardsBefore);
  if (!Split || Guarded || Active.empty()) {
    C.Exact = false;
    for (const Expr *Part : Index)
      reads(Part, S);
    C.Cells = I.Id + "[";
    for (unsigned K = 0; K < I.Rank; ++K)
      C.Cells += (K ? ", o" : "o") + std::to_string(K);
    C.Cells += "]";
    return C;
  }
  // As written (a macro's use, `A(i + 1, j)`, where the subscript is in
  // its expansion).
  std::string Quoted =
      Lexer::getSourceText(SM.getExpansionRange(Written->getSourceRange()), SM,
                           Ctx.getLangOpts())
          .str();
  inexactWhere(S, Split->OutOfRow,
               "'" + Quoted + "' may leave a row of '" + Name.str() +
                   "' (the model reads it as " + rowsOf(Sizes, Name) + ")",
               I.Id);
  C.Cells = I.Id + "[" + Split->Cell + "]";
  return C;
}

const FieldRows &Extractor::fieldRows(const FieldDecl *Field) {
  auto [It, New] = Names.FieldRowsOf.try_emplace(Field);
  if (!New)
    return It->second;
  // Only where the code of this function and of the functions it calls
  // names the field by rows alone: elsewhere a flat `data[k]` over all
  // the cells stays one subscript, which rows would make inexact past the
  // first row. (The file is walked only then.)
  if (subscriptedByRows(Ctx, Field, reachedFunctions()))
    It->second = linearizedFieldRows(Ctx, Field);
  return It->second;
}

const std::set<const FunctionDecl *> &Extractor::reachedFunctions() {
  std::set<const FunctionDecl *> &Reached = Names.ReachedFunctions;
  if (!Reached.empty())
    return Reached;
  const unsigned MaxDepth = 6;
  std::function<void(const Stmt *, unsigned)> Walk = [&](const Stmt *S,
                                                         unsigned Depth) {
    if (!S)
      return;
    const FunctionDecl *Definition = nullptr;
    if (const auto *Lambda = dyn_cast<LambdaExpr>(S))
      Reached.insert(Lambda->getCallOperator()->getCanonicalDecl());
    if (const auto *Call = dyn_cast<CallExpr>(S);
        Call && Call->getDirectCallee() &&
        Call->getDirectCallee()->hasBody(Definition) && Definition &&
        Depth < MaxDepth &&
        Reached.insert(Definition->getCanonicalDecl()).second)
      Walk(Definition->getBody(), Depth + 1);
    for (const Stmt *Child : codeChildren(S))
      Walk(Child, Depth);
  };
  Reached.insert(F.getCanonicalDecl());
  Walk(F.getBody(), 0);
  return Reached;
}

std::vector<RowSize> Extractor::fieldRowSizes(const MemberExpr *Array) {
  std::vector<RowSize> Sizes;
  const auto *Field = cast<FieldDecl>(Array->getMemberDecl());
  Expr *Object = Array->getBase();
  for (const std::vector<const FieldDecl *> &Level : fieldRows(Field)) {
    RowSize Size;
    for (const FieldDecl *Length : Level) {
      // `m.cols` for `m.data`: the size on the array's own object.
      auto *Found = const_cast<FieldDecl *>(Length);
      Size.push_back(MemberExpr::Create(
          Ctx, Object, Array->isArrow(), Array->getOperatorLoc(),
          NestedNameSpecifierLoc(), SourceLocation(), Found,
          DeclAccessPair::make(Found, Found->getAccess()),
          DeclarationNameInfo(Found->getDeclName(), Array->getMemberLoc()),
          nullptr, Found->getType(), VK_LValue, OK_Ordinary, NOUR_None));
    }
    Sizes.push_back(Size);
  }
  return Sizes;
}

bool Extractor::mentions(const Expr *E, const std::string &VariableId) {
  if (!E)
    return false;
  if (const VarDecl *D = referencedVar(E)) {
    auto It = Names.Vars.find(D);
    if (It != Names.Vars.end() && It->second.Id == VariableId)
      return true;
  }
  for (const Stmt *Child : E->children())
    if (const auto *CE = dyn_cast_or_null<Expr>(Child))
      if (mentions(CE, VariableId))
        return true;
  return false;
}

void Extractor::writeTo(const Expr *LHS, Statement &S, bool AlsoRead,
                        const Expr *Value) {
  // A part of a library value (`p.first = 1`): its cell, changed not
  // whole.
  std::optional<ValuePlace> Part = valuePlace(LHS);
  bool WritesPart = Part && !Part->Whole;
  if (WritesPart && !partWritable(*Part, LHS))
    return;
  if (const VarDecl *V = referencedVar(LHS))
    for (const Level &L : Nest)
      if (L.Iterator == V)
        return unsupported(UnknownKind::Bounds, "the iterator '" + V->getName().str() +
                           "' is assigned in its loop's body");
  // `s->data = buf;` in the function's own code, outside constructs: the
  // path through the field names another array from here on
  // (fieldPathSites), and no access of the model reads the pointer.
  if (const auto *M = dyn_cast<MemberExpr>(LHS->IgnoreParenImpCasts());
      M && M->getType()->isPointerType() && !AlsoRead && Active.empty() &&
      Regions.empty() && Callees.Inlining.empty())
    if (const auto *Field = dyn_cast<FieldDecl>(M->getMemberDecl());
        Field && Facts.freshFieldAssignments(Field))
      return reads(M->getBase(), S);
  // `a = malloc(...)`: new memory for a pointer that only ever gets fresh
  // memory; what it reached before is no longer its.
  if (const VarDecl *V = referencedVar(LHS);
      V && V->getType()->isPointerType() && !AlsoRead) {
    // The temporary of a buffer exchange holds no memory of its own.
    if (Facts.RotationTemps.count(V))
      return;
    const VarInfo &I = info(V);
    if (!I.IsAlias && I.Unsupported.empty() && Facts.freshPointer(V)) {
      S.Kills.push_back(I.Id);
      return;
    }
    if (auto Group = Facts.Rotating.find(V);
        Group != Facts.Rotating.end() && I.Unsupported.empty()) {
      const Expr *Moved = Value ? Value->IgnoreParenCasts() : nullptr;
      if (!Moved || !isa<DeclRefExpr>(Moved)) {
        S.Kills.push_back(I.Id); // new memory, or none (null)
        return;
      }
      // `a = b` of a buffer exchange: the buffers' values change names.
      S.ExchangesBuffers = true;
      for (const VarDecl *Member : Group->second) {
        Cell All = everyCell(info(Member).Id, true);
        addAccess(S, All, false, LHS);
        addAccess(S, All, true, LHS);
      }
      return;
    }
    // `b = a + n;`, the one value b ever gets, where it runs once and
    // before any later code (a return before it ends that code too): b is
    // an alias of a from here on.
    if (Value && Facts.assignedOnce(V) && Nest.empty() && Flow.MayDepth == 0 &&
        (Facts.mainOwnsGlobal(V) ||
         (isLocalToModel(V) && !V->hasGlobalStorage())))
      if (std::optional<VarInfo> Alias = pointerAlias(V, Value)) {
        Names.Vars[V] = *Alias;
        addAccess(S, Cell{Alias->PointerId, Alias->PointerId + "[]", true},
                  true, LHS);
        return;
      }
  }
  // `u[i] = malloc(...)`: a row of fresh memory (rowsOfFreshMemory), no
  // cell yet.
  if (const auto *Row = dyn_cast<ArraySubscriptExpr>(strip(LHS)))
    if (const VarDecl *Rows = referencedVar(Row->getBase());
        Rows && !AlsoRead && Facts.rowsOfFreshMemory(Rows))
      return reads(Row->getIdx(), S);
  std::optional<Cell> C = lvalue(LHS, S);
  if (!C)
    return;
  C->Exact &= !WritesPart;
  // (The value as the right side reads it, before the write: `m = m - 1`
  // reads m's value before the statement.)
  const VarDecl *Scalar = referencedVar(LHS);
  std::optional<KnownValue> Stored =
      Scalar ? storedValue(Scalar, Value) : std::nullopt;
  if (AlsoRead)
    addAccess(S, *C, false, LHS);
  addAccess(S, *C, true, LHS);
  if (const VarDecl *V = Scalar) {
    noteSurelyWritten(V);
    noteValue(V, Stored);
    if (!AlsoRead && Surely.Written.count(info(V).Id))
      Surely.Assigned[info(V).Id] = Flow.Stretches.back();
  }
}

bool Extractor::holdsIntValues(const VarDecl *V) const {
  QualType T = V->getType();
  return T->isIntegerType() && !T->isBooleanType() &&
         Ctx.getIntWidth(T) >= Ctx.getIntWidth(Ctx.IntTy);
}

std::optional<Extractor::KnownValue> Extractor::storedValue(const VarDecl *V,
                                                            const Expr *Value) {
  const VarInfo &I = info(V);
  if (!Value || !holdsIntValues(V) || I.Rank != 0 || I.IsAlias ||
      Entered.ThreadDependent.count(V))
    return std::nullopt;
  if (auto Site = Facts.Sites.find(V);
      Site != Facts.Sites.end() &&
      (Site->second.AddressTaken || Site->second.Escapes))
    return std::nullopt;
  size_t GuardsBefore = Truncating.Guards.size();
  std::optional<std::string> Affine = affine(Value);
  KnownValue Known;
  Known.Guards.assign(Truncating.Guards.begin() + GuardsBefore,
                      Truncating.Guards.end());
  Truncating.Guards.resize(GuardsBefore);
  if (!Affine)
    return std::nullopt;
  Known.Value = *Affine;
  return Known;
}

void Extractor::noteValue(const VarDecl *V,
                          const std::optional<KnownValue> &Stored) {
  const VarInfo &I = info(V);
  Surely.Holds.erase(I.Id);
  if (!Stored)
    return;
  KnownValue Known = *Stored;
  Known.Stretch = Flow.Stretches.back();
  Surely.Holds[I.Id] = Known;
}

std::optional<Extractor::KnownValue>
Extractor::knownValueHere(const Expr *E) const {
  const VarDecl *V = referencedVar(E);
  auto It = V ? Names.Vars.find(V) : Names.Vars.end();
  if (It == Names.Vars.end())
    return std::nullopt;
  auto Known = Surely.Holds.find(It->second.Id);
  if (Known == Surely.Holds.end() || !Known->second.Pieces.empty() ||
      !stretchOpen(Known->second.Stretch))
    return std::nullopt;
  return Known->second;
}

void Extractor::writeStepped(const Expr *LHS, Statement &S,
                             std::optional<long> Amount) {
  std::optional<KnownValue> Before = knownValueHere(LHS);
  writeTo(LHS, S, true);
  if (Before && Amount)
    noteStepped(referencedVar(LHS), *Before, *Amount);
}

void Extractor::noteStepped(const VarDecl *V, const KnownValue &Before,
                            long Amount) {
  // (writeTo forgot V's value, or kept none where V is no plain scalar.)
  if (!V || Surely.Holds.count(info(V).Id) || !holdsIntValues(V) ||
      info(V).IsAlias || Entered.ThreadDependent.count(V))
    return;
  KnownValue After = Before;
  After.Value = "(" + Before.Value + ") + (" + std::to_string(Amount) + ")";
  After.Stretch = Flow.Stretches.back();
  Surely.Holds[info(V).Id] = After;
}

void Extractor::noteSurelyWritten(const VarDecl *V) {
  const VarInfo &I = info(V);
  if (I.Rank == 0 && !I.IsAlias && I.Unsupported.empty() && !I.Id.empty())
    Surely.Written[I.Id] = Flow.Stretches.back();
}

bool Extractor::surelyWrittenBefore(const VarDecl *V) const {
  auto I = Names.Vars.find(V);
  if (I == Names.Vars.end() || I->second.Rank != 0 || I->second.IsAlias)
    return false;
  auto W = Surely.Written.find(I->second.Id);
  return W != Surely.Written.end() && stretchOpen(W->second);
}

/// A struct field (`p->alpha`, `s.dims[1]`: fields and constant subscripts
/// from a variable) of arithmetic type that nothing in the function writes,
/// whose variable no clause names: no statement of the model writes it, so
/// reading it carries no value between statements (as a parameter's does
/// not). Its variable must not be a private copy.
bool Extractor::readOnlyField(const Expr *E) {
  // (A part of a library value is its cell, which the library's
  // operations change whole: never a field that keeps its value.)
  if (!E->getType()->isArithmeticType() || valuePlace(E))
    return false;
  std::optional<ValuePath> P = pathOf(E);
  if (!P || P->Fields.empty() || P->Size)
    return false;
  if (!P->Root)
    return fieldPathInvariant(nullptr, P->Fields); // a member, `this->alpha`
  const VarDecl *Root = boundRoot(P->Root); // a callee's struct parameter
  // (A name of an array's element reads that element: elementField.)
  if (namesElement(Root))
    return false;
  auto Site = Facts.Sites.find(Root);
  if (Site != Facts.Sites.end() &&
      (!Site->second.At.empty() || Site->second.Escapes))
    return false;
  return sharedHere(Root);
}

bool Extractor::reachedOtherwise(const Expr *Field) {
  std::optional<ValuePath> P = pathOf(Field);
  if (!P || !P->Root)
    return true;
  const VarDecl *Root = boundRoot(P->Root);
  QualType T = Root->getType();
  const auto *Member = dyn_cast<MemberExpr>(strip(Field));
  return Root->hasGlobalStorage() || reachesLikePointer(T) ||
         T->isReferenceType() || (Member && Member->isArrow());
}

bool Extractor::sharedHere(const VarDecl *V) {
  // (A `shared` clause says what no clause says: default(none) wants it.)
  auto copies = [&](const ClauseAttributes &Attrs) {
    auto It = Attrs.find(V);
    return It != Attrs.end() && It->second.Attr != Attribute::Shared;
  };
  for (const ActiveLoop &A : Active)
    if (copies(explicitAttributes(A.Directive)) || A.DeclaredInside.count(V))
      return false;
  for (const Region &R : Regions)
    if (copies(R.Attributes) || R.Locals.count(V))
      return false;
  return true;
}

bool Extractor::clauseCopiesFields(const VarDecl *Root) const {
  // (A global's fields may be named in called functions, which see no
  // clause's copy: not followed yet.)
  QualType T = Root->getType();
  if (T->isReferenceType() || reachesLikePointer(T) || !Root->hasLocalStorage())
    return false;
  const RecordDecl *R = T->getAsRecordDecl();
  if (!R || R->isUnion())
    return false;
  if (const auto *C = dyn_cast<CXXRecordDecl>(R))
    return C->hasDefinition() && C->isTriviallyCopyable() &&
           C->hasTrivialDefaultConstructor();
  return true;
}

bool Extractor::copiedByLoopClause(const VarDecl *Root) {
  if (Active.size() != 1 || Active.front().DeclaredInside.count(Root) ||
      !clauseCopiesFields(Root))
    return false;
  for (const Region &R : Regions)
    if (R.Locals.count(Root) ||
        (R.Attributes.count(Root) &&
         R.Attributes.at(Root).Attr != Attribute::Shared))
      return false;
  auto Attrs = explicitAttributes(Active.front().Directive);
  auto It = Attrs.find(Root);
  if (It == Attrs.end())
    return false;
  switch (It->second.Attr) {
  case Attribute::Private:
  case Attribute::FirstPrivate:
  case Attribute::LastPrivate:
  case Attribute::FirstLastPrivate:
    return true;
  default:
    return false;
  }
}

void Extractor::readLoaded(const Expr *Sub, Statement &S) {
  // An accessor's parameter is its argument, which the caller read.
  if (const VarDecl *D = referencedVar(Sub);
      D && !Callees.Arguments.empty() && Callees.Arguments.back().count(D))
    return;
  if (const VarDecl *D = referencedVar(Sub)) {
    const VarInfo &I = info(D);
    if (I.Rank > 0 || D->getType()->isPointerType())
      return; // the pointer's value, not memory it points to
    if ((Flow.MayDepth > 0 || Flow.MayReturned) && surelyWrittenBefore(D)) {
      const std::string &Id = I.Id;
      if (std::find(S.CoveredReads.begin(), S.CoveredReads.end(), Id) ==
          S.CoveredReads.end())
        S.CoveredReads.push_back(Id);
      return;
    }
  }
  // (A read-only field another name may reach, a pointer's, a
  // reference's, a global's or `this`'s, is read as memory all the same:
  // the overlap assumptions must see it.)
  if (readOnlyField(Sub) && !reachedOtherwise(Sub))
    return;
  // A pointer field's value (`if (pot->buf == NULL)`), as a pointer
  // variable's: no memory it points to. (Code that assigns the field in a
  // construct is outside the model: fieldPathSites.)
  if (isa<MemberExpr>(Sub) && Sub->getType()->isPointerType())
    return;
  if (std::optional<Cell> C = lvalue(Sub, S))
    addAccess(S, *C, false, Sub);
}

bool Extractor::loadable(const Expr *Sub) {
  std::string Why;
  return isa<DeclRefExpr, ArraySubscriptExpr, UnaryOperator, MemberExpr>(Sub) ||
         containerSubscript(Sub) ||
         (isa<CallExpr>(Sub) && accessorCall(cast<CallExpr>(Sub), Why));
}

void Extractor::reads(const Expr *E, Statement &S) {
  if (!E)
    return;
  E = E->IgnoreParens();
  if (const Expr *Whole = memberOfTemporary(E))
    return readStruct(Whole, S);
  if (readValue(E, S))
    return;
  if (const auto *Cast = dyn_cast<ImplicitCastExpr>(E)) {
    if (Cast->getCastKind() == CK_LValueToRValue) {
      const Expr *Sub = strip(Cast->getSubExpr());
      if (loadable(Sub))
        return readLoaded(Sub, S);
    }
    return reads(Cast->getSubExpr(), S);
  }
  // An lvalue that is not loaded (the operand of sizeof): nothing.
  if (isa<DeclRefExpr>(E))
    return;
  if (const auto *B = dyn_cast<BinaryOperator>(E)) {
    if (B->getOpcode() == BO_Assign && numberFields(B->getType()))
      return assignStruct(B->getLHS(), B->getRHS(), S);
    if (B->getOpcode() == BO_Assign) {
      reads(B->getRHS(), S);
      return writeTo(B->getLHS(), S, false, B->getRHS());
    }
    if (B->isCompoundAssignmentOp()) {
      reads(B->getRHS(), S);
      std::optional<StepForm> F = stepForm(B);
      return writeStepped(B->getLHS(), S,
                          F ? constantAmount(*F, Ctx) : std::nullopt);
    }
    if (B->getOpcode() == BO_LAnd || B->getOpcode() == BO_LOr) {
      reads(B->getLHS(), S);
      // Short-circuit: the right side may not be evaluated.
      ScopedCount MayExecute(Flow.MayDepth);
      auto Right = newStretch();
      return reads(B->getRHS(), S);
    }
  }
  if (const auto *U = dyn_cast<UnaryOperator>(E)) {
    if (U->isIncrementDecrementOp())
      return writeStepped(U->getSubExpr(), S, U->isIncrementOp() ? 1 : -1);
    if (U->getOpcode() == UO_AddrOf) {
      if (!Active.empty())
        return unsupported(UnknownKind::Pointer, "address of '" +
                           text(U->getSubExpr()->getSourceRange()) +
                           "' taken in the loop");
      return;
    }
  }
  // A container's element not loaded here (bound to a reference, ...):
  // only its subscript is read.
  if (const auto *Op = containerSubscript(E))
    return reads(Op->getArg(1), S);
  if (const auto *C = dyn_cast<CallExpr>(E))
    return call(C, S);
  if (const auto *Cond = dyn_cast<ConditionalOperator>(E)) {
    // An affine condition (`i < n - 1 ? u[i + 1] : 0.0`): each arm's
    // accesses happen exactly where it holds, or fails; like an `if`'s, the
    // condition is part of the domain, not a read, and a `/` or `%` of a
    // value that may be negative in it makes the statement inexact there.
    std::vector<std::string> Divisions;
    if (std::optional<Condition> C = armCondition(Cond, Divisions)) {
      for (const std::string &Division : Divisions)
        inexactDivision(S, Division);
      return inArms(Cond, *C, [&](const Expr *Arm) { reads(Arm, S); });
    }
    reads(Cond->getCond(), S);
    ScopedCount MayExecute(Flow.MayDepth);
    {
      auto True = newStretch();
      reads(Cond->getTrueExpr(), S);
    }
    auto False = newStretch();
    return reads(Cond->getFalseExpr(), S);
  }
  if (readWrittenType(E, S))
    return; // sizeof
  if (isa<MemberExpr>(E))
    return unsupported(UnknownKind::Member, "access to a struct member '" +
                       text(E->getSourceRange()) + "'");
  if (const auto *Block = dyn_cast<StmtExpr>(E);
      Block && Callees.Hoisted.count(Block)) {
    // Its statements ran before the statement (InlineCallsIn).
    const CompoundStmt *Body = Block->getSubStmt();
    if (!Body->body_empty())
      if (const auto *Value = dyn_cast<Expr>(Body->body_back()))
        reads(Value, S);
    return;
  }
  if (isa<StmtExpr>(E) || isa<BlockExpr>(E))
    return unsupported(UnknownKind::Statement, "a statement expression");
  // (Modelled before the statement, InlineCallsIn.)
  if (isa<AtomicExpr>(E))
    return Callees.HoistedAtomics.count(E) ? void() : atomicNotApart(E, S);
  for (const Stmt *Child : E->children())
    if (const auto *CE = dyn_cast_or_null<Expr>(Child))
      reads(CE, S);
}

bool Extractor::readWrittenType(const Expr *E, Statement &S) {
  // `sizeof` reads nothing, but the sizes of a variable-length array type
  // it is given (`sizeof(double[n + 1])`), which run there; so does a
  // cast to one.
  // (`sizeof` of an expression of such a type evaluates it; `_Alignof`
  // evaluates nothing, nor, in Clang, a pointer's sizes under `sizeof`.)
  const auto *Size = dyn_cast<UnaryExprOrTypeTraitExpr>(E);
  if (Size && Size->getKind() == UETT_SizeOf && Size->isArgumentType())
    for (const Expr *Dimension : variableSizes(Size->getArgumentType(), false))
      reads(Dimension, S);
  if (Size && Size->getKind() == UETT_SizeOf && !Size->isArgumentType() &&
      Size->getArgumentExpr()->getType()->isVariablyModifiedType())
    reads(Size->getArgumentExpr(), S);
  if (const auto *Cast = dyn_cast<ExplicitCastExpr>(E))
    for (const Expr *Dimension : variableSizes(Cast->getTypeAsWritten(), true))
      reads(Dimension, S);
  return Size != nullptr;
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
/// recognises the reduction updates of condition 5 of
/// docs/design/conditions.md:
///   v op= e;  v++;  v = v op e;  v = e op v (op commutative);
///   v = v < e ? e : v;  v = fmax(v, e);  v = std::max(v, e);
///   (and their min forms)
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
    while (true) {
      if (const auto *Sub = dyn_cast<ArraySubscriptExpr>(Base))
        Base = strip(Sub->getBase());
      else if (const auto *Op = containerSubscript(Base))
        Base = strip(Op->getArg(0)); // v[k]++ of a std::vector
      else if (const auto *U = dyn_cast<UnaryOperator>(Base);
               U && U->getOpcode() == UO_Deref)
        Base = strip(U->getSubExpr()); // *p += v, p bound to &s
      else
        break;
    }
    if (const VarDecl *D = referencedVar(Base))
      return info(D).Id;
    if (const auto *M = dyn_cast<MemberExpr>(Base)) {
      if (const VarInfo *Field = fieldVariable(Base))
        return Field->Id; // s.count++, p->total += v
      std::vector<const Expr *> Indices;
      if (const VarInfo *Element = elementField(M, Indices))
        return Element->Id; // a[k].count++
    }
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
        if (Callee && Callee->getIdentifier() && Call->getNumArgs() == 2) {
          llvm::StringRef N = Callee->getName();
          // (std::max(v, e) with no comparator, as fmax.)
          bool Std = Callee->isInStdNamespace();
          bool IsMax = N == "fmax" || N == "fmaxf" || N == "fmaxl" ||
                       (Std && N == "max");
          bool IsMin = N == "fmin" || N == "fminf" || N == "fminl" ||
                       (Std && N == "min");
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
  if (!Operand && Others.size() == 1)
    Operand = Others.front();
  return ReductionUpdate{Id, *Op, scalarOf(Operand)};
}

std::string Extractor::scalarOf(const Expr *E) {
  if (!E)
    return "";
  const VarDecl *D = referencedVar(strip(E));
  if (!D || info(D).Rank != 0 || info(D).IsAlias)
    return "";
  return info(D).Id;
}

} // namespace extract
} // namespace ompfix
