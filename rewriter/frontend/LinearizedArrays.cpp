//===- LinearizedArrays.cpp - One-dimensional arrays read as several -----===//
//
// Polly's delinearization, on the source: the arrays of one dimension
// whose every subscript is a sum of a column and multiples of sizes, and
// the pointers to their rows (FunctionFacts.h).
//
//===----------------------------------------------------------------------===//

#include "frontend/FunctionFacts.h"
#include "frontend/LibraryFunctions.h"
#include "frontend/OpenMPConstructs.h"

#include "clang/AST/ParentMapContext.h"
#include "llvm/Support/SaveAndRestore.h"

#include <functional>

using namespace clang;

namespace ompfix {
namespace extract {

/// \p E without a leading `-` or `+` (and parentheses), and whether the
/// signs negate it: `-(n)` gives n and true.
static std::pair<const Expr *, bool> unsigned_(const Expr *E) {
  bool Negated = false;
  E = E->IgnoreParenImpCasts();
  while (const auto *U = dyn_cast<UnaryOperator>(E)) {
    if (U->getOpcode() != UO_Minus && U->getOpcode() != UO_Plus)
      break;
    Negated = Negated != (U->getOpcode() == UO_Minus);
    E = U->getSubExpr()->IgnoreParenImpCasts();
  }
  return {E, Negated};
}

/// The terms of a sum with their signs: `i + n * j - 1` gives
/// {+i, +(n * j), -1}; with `const int index = i + n * j;`, `index - 1`
/// gives the same; `-(i + 1)` gives {-i, -1}.
void StableValues::subscriptTerms(
    const Expr *E, bool Negative,
    std::vector<std::pair<bool, const Expr *>> &Terms, unsigned Depth) const {
  auto [Bare, Negated] = unsigned_(E);
  E = Bare;
  Negative = Negative != Negated;
  if (const auto *B = dyn_cast<BinaryOperator>(E);
      B && (B->getOpcode() == BO_Add || B->getOpcode() == BO_Sub)) {
    subscriptTerms(B->getLHS(), Negative, Terms, Depth);
    subscriptTerms(B->getRHS(), Negative != (B->getOpcode() == BO_Sub), Terms,
                   Depth);
    return;
  }
  const unsigned MaxDefinitions = 8; // (a chain of locals, each a sum)
  if (Depth < MaxDefinitions)
    if (const Expr *Value = definitionOf(E))
      return subscriptTerms(Value, Negative, Terms, Depth + 1);
  if (const auto *Ref = dyn_cast<DeclRefExpr>(E); Ref && Depth < MaxDefinitions)
    if (auto It = Stepped.find(Ref); It != Stepped.end()) {
      subscriptTerms(It->second.Start, Negative, Terms, Depth + 1);
      Terms.emplace_back(Negative, It->second.Counter);
      subscriptTerms(It->second.Lower, !Negative, Terms, Depth + 1);
      return;
    }
  Terms.emplace_back(Negative, E);
}

/// Accepted form: a reference to an integer local that nothing assigns
/// after its initializer, which reads only variables that nothing assigns
/// and the iterators of `for` loops (declared in the loop's header): in
/// its scope, those iterators keep the values they had at the declaration,
/// so the initializer gives the local's value wherever it is read.
///   const int index = kk + jj * x;    u[index], e[index - 1]
/// Also a local assigned once whose reads all follow the assignment in
/// its block (BodyFacts::AssignedOnceValues):
///   ind = i * m + j;    a[ind]
/// Not: a value read from memory or returned by a call (either may change
/// before the read), a local assigned again, an iterator declared outside
/// its loop.
const Expr *StableValues::definitionOf(const Expr *E) const {
  // (A call's value is computed where the call is: no variable of it may
  // change in between.)
  if (const auto *Call = dyn_cast<CallExpr>(E->IgnoreParenImpCasts()))
    return callValue(Call);
  const auto *Ref = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
  const auto *V = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
  if (auto Once = V ? AssignedOnce.find(V) : AssignedOnce.end();
      Once != AssignedOnce.end())
    return Once->second; // (its variables checked where it was found)
  if (!V || !V->hasLocalStorage() || isa<ParmVarDecl>(V) ||
      !V->getType()->isIntegerType() || !V->getInit() || Modified.count(V))
    return nullptr;
  return stableValue(V->getInit(), V) ? V->getInit() : nullptr;
}

/// \p E, an expression of a pure function's body, with the values of its
/// parameters and integer locals replaced by \p Arguments (their values
/// in the caller's terms), in \p Ctx; null where it is not of the
/// accepted forms (StableValues::callValue). Nodes without parameters are
/// kept as they are.
static Expr *substituted(ASTContext &Ctx, const Expr *E,
                         const std::map<const VarDecl *, Expr *> &Arguments) {
  E = E->IgnoreParens();
  if (E->isIntegerConstantExpr(Ctx))
    return const_cast<Expr *>(E);
  if (const auto *Cast = dyn_cast<ImplicitCastExpr>(E)) {
    const auto *Ref = dyn_cast<DeclRefExpr>(Cast->getSubExpr());
    const auto *P = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
    if (Cast->getCastKind() == CK_LValueToRValue && P) {
      auto Bound = Arguments.find(P);
      return Bound == Arguments.end() ? nullptr : Bound->second;
    }
    if (Cast->getCastKind() != CK_IntegralCast)
      return nullptr;
    Expr *Sub = substituted(Ctx, Cast->getSubExpr(), Arguments);
    return Sub ? ImplicitCastExpr::Create(Ctx, Cast->getType(), CK_IntegralCast,
                                          Sub, nullptr, VK_PRValue,
                                          FPOptionsOverride())
               : nullptr;
  }
  if (const auto *U = dyn_cast<UnaryOperator>(E);
      U && (U->getOpcode() == UO_Minus || U->getOpcode() == UO_Plus)) {
    Expr *Sub = substituted(Ctx, U->getSubExpr(), Arguments);
    return Sub ? UnaryOperator::Create(Ctx, Sub, U->getOpcode(), U->getType(),
                                       VK_PRValue, OK_Ordinary,
                                       U->getOperatorLoc(), false,
                                       FPOptionsOverride())
               : nullptr;
  }
  const auto *B = dyn_cast<BinaryOperator>(E);
  if (!B || !(B->getOpcode() == BO_Add || B->getOpcode() == BO_Sub ||
              B->getOpcode() == BO_Mul))
    return nullptr;
  Expr *L = substituted(Ctx, B->getLHS(), Arguments);
  Expr *R = L ? substituted(Ctx, B->getRHS(), Arguments) : nullptr;
  return R ? BinaryOperator::Create(Ctx, L, R, B->getOpcode(), B->getType(),
                                    VK_PRValue, OK_Ordinary,
                                    B->getOperatorLoc(), FPOptionsOverride())
           : nullptr;
}

const Expr *StableValues::callValue(const CallExpr *C) const {
  if (auto Known = CallValues.find(C); Known != CallValues.end())
    return Known->second;
  const Expr *&Value = CallValues[C];
  const FunctionDecl *Callee = C->getDirectCallee();
  const FunctionDecl *Definition = nullptr;
  if (!Callee || !Callee->hasBody(Definition) || !Definition ||
      isa<CXXMethodDecl>(Definition) || Definition->isDependentContext() ||
      !Definition->getReturnType()->isIntegerType() ||
      C->getNumArgs() != Definition->getNumParams() ||
      !isPureDefinition(Definition))
    return nullptr;
  std::optional<StraightReturn> Body =
      straightReturn(Ctx, Definition->getBody());
  if (!Body || !Body->Checks.empty())
    return nullptr;
  std::map<const VarDecl *, Expr *> Arguments;
  for (unsigned K = 0; K < C->getNumArgs(); ++K) {
    const Expr *Arg = C->getArg(K);
    if (!Arg->getType()->isIntegerType() || Arg->HasSideEffects(Ctx))
      return nullptr;
    Arguments[Definition->getParamDecl(K)] = const_cast<Expr *>(Arg);
  }
  // Its integer locals, each its initializer's value (`int row = i * n;
  // return row + j;`: i * n + j).
  for (const VarDecl *Local : Body->Locals) {
    Expr *Init = Local->getType()->isIntegerType() && Local->getInit()
                     ? substituted(Ctx, Local->getInit(), Arguments)
                     : nullptr;
    if (!Init)
      return nullptr;
    Arguments[Local] = Init;
  }
  Value = substituted(Ctx, Body->Return->getRetValue(), Arguments);
  return Value;
}

bool StableValues::stableValue(const Expr *E) const {
  return stableValue(E, nullptr);
}

bool StableValues::stableValue(const Expr *E, const VarDecl *Scoped) const {
  auto isForIterator = [&](const VarDecl *W) {
    DynTypedNodeList Parents = Ctx.getParents(*W);
    const auto *Decl = Parents.empty() ? nullptr : Parents[0].get<DeclStmt>();
    if (!Decl)
      return false;
    DynTypedNodeList Up = Ctx.getParents(*Decl);
    const auto *For = Up.empty() ? nullptr : Up[0].get<ForStmt>();
    return For && For->getInit() == Decl;
  };
  std::function<bool(const Stmt *)> Stable = [&](const Stmt *S) {
    if (!S)
      return true;
    if (isa<MemberExpr>(S))
      return Field && Field(cast<MemberExpr>(S));
    if (isa<CallExpr>(S) || isa<ArraySubscriptExpr>(S))
      return false;
    if (const auto *U = dyn_cast<UnaryOperator>(S);
        U && U->getOpcode() != UO_Minus && U->getOpcode() != UO_Plus)
      return false; // `*p`, `i++`, `&i`
    if (const auto *B = dyn_cast<BinaryOperator>(S); B && B->isAssignmentOp())
      return false;
    if (const auto *R = dyn_cast<DeclRefExpr>(S))
      if (const auto *W = dyn_cast<VarDecl>(R->getDecl()))
        if (Modified.count(W) && !isForIterator(W) &&
            !(Scoped && Kept && Kept(Scoped, W)))
          return false;
    return llvm::all_of(S->children(), Stable);
  };
  return Stable(E);
}

/// The factors of a product: `2 * n * (i + 1)` gives {2, n, i + 1}.
void productFactors(const Expr *E, std::vector<const Expr *> &Factors) {
  E = E->IgnoreParenImpCasts();
  if (const auto *B = dyn_cast<BinaryOperator>(E);
      B && B->getOpcode() == BO_Mul) {
    productFactors(B->getLHS(), Factors);
    productFactors(B->getRHS(), Factors);
    return;
  }
  Factors.push_back(E);
}

/// Whether the use \p Ref of an array, in \p Parent, names its cells
/// other than by a subscript the model can split: its address with an
/// offset (`A + k`, `&A[k]`, `*A`), stored in a pointer (`p = A`,
/// `double *p = A`), given to memset/memcpy/memmove or fread, which touch
/// ranges of it (touchesRanges), or, in a directive's code (\p InDirective), to
/// a function whose body the model visits there. (Tests, and calls whose body
/// the model does not visit, which may touch any cell, do not.)
static bool reachesCellsOtherwise(const DeclRefExpr *Ref, const Stmt *Parent,
                                  bool InDirective) {
  if (const auto *U = dyn_cast_or_null<UnaryOperator>(Parent))
    return U->getOpcode() != UO_LNot;
  // (`(char *)a`: cells of another type, counted in other units.)
  if (isa_and_nonnull<DeclStmt, ExplicitCastExpr>(Parent))
    return true;
  if (const auto *B = dyn_cast<BinaryOperator>(Parent))
    return B->isAdditiveOp() ||
           (B->isAssignmentOp() && B->getLHS()->IgnoreParenImpCasts() != Ref);
  if (const auto *Call = dyn_cast<CallExpr>(Parent)) {
    const FunctionDecl *Callee = Call->getDirectCallee();
    if (!Callee)
      return false;
    return (InDirective && Callee->hasBody()) ||
           (Callee->getIdentifier() && touchesRanges(Callee->getName()));
  }
  return false;
}

bool FunctionFacts::invariantSize(const VarDecl *V) const {
  auto It = Sites.find(V);
  if (It == Sites.end())
    return !V->hasGlobalStorage() || UnknownCallsAt.empty();
  const WriteSites &W = It->second;
  if (W.Escapes || W.AddressTaken)
    return false;
  if (V->hasGlobalStorage())
    return W.At.empty() && UnknownCallsAt.empty();
  return W.At.size() <= 1;
}

/// Whether \p D is a std::vector or std::array of numbers, or a local
/// std::unique_ptr that owns an array of them (ownsLocalArray).
static bool oneDimensional(const VarDecl *D) {
  QualType Element;
  std::string Extent;
  return D &&
         (isStdArrayLike(D->getType(), Element, Extent) || ownsLocalArray(D));
}

std::optional<RowPointer> StableValues::rowPointerOf(const VarDecl *P) const {
  if (!P->hasLocalStorage() || isa<ParmVarDecl>(P) ||
      !P->getType()->isPointerType() || !P->getInit() || Modified.count(P))
    return std::nullopt;
  std::optional<PointerPlusOffset> Sum = pointerPlusOffset(P->getInit());
  // `&v[k]`, v a std::vector of numbers or an owned array: v's cells
  // from k on.
  const Expr *Init = P->getInit()->IgnoreParenImpCasts();
  if (const auto *U = dyn_cast<UnaryOperator>(Init);
      !Sum && U && U->getOpcode() == UO_AddrOf)
    if (const auto *Op = containerSubscript(U->getSubExpr()))
      if (oneDimensional(referencedVar(Op->getArg(0))))
        Sum = PointerPlusOffset{Op->getArg(0)->IgnoreParenImpCasts(),
                                Op->getArg(1)};
  if (!Sum)
    return std::nullopt;
  const Expr *Offset = Sum->Offset;
  const VarDecl *V = Sum->Pointer->getType()->isPointerType()
                         ? cellsBase(Sum->Pointer)
                         : referencedVar(Sum->Pointer);
  if (!V || V == P || !Offset->getType()->isIntegerType() ||
      !stableValue(Offset))
    return std::nullopt;
  // Cells of the base's type (no cast to another element in between).
  QualType Element = cellsOf(V);
  if (Element.isNull() ||
      !Ctx.hasSameUnqualifiedType(P->getType()->getPointeeType(), Element))
    return std::nullopt;
  return RowPointer{V, Offset};
}

/// Adds the iterators that the header of \p For declares or assigns
/// (`for (int i = 0; ...)`, `for (i = 0; ...)`) to \p Iterators.
static void addIterators(const ForStmt *For,
                         std::set<const VarDecl *> &Iterators) {
  if (const auto *Init = dyn_cast_or_null<DeclStmt>(For->getInit()))
    for (const Decl *D : Init->decls())
      if (const auto *V = dyn_cast<VarDecl>(D))
        Iterators.insert(V);
  if (const auto *Init = dyn_cast_or_null<BinaryOperator>(For->getInit()))
    if (const VarDecl *V = referencedVar(Init->getLHS()))
      Iterators.insert(V);
}

/// The pointer variable and the sum of `*(p + e)`, which lvalue reads as
/// `p[e]`; nullopt for anything else.
static std::optional<std::pair<const VarDecl *, const BinaryOperator *>>
dereferencedSum(const Stmt *S) {
  if (const auto *U = dyn_cast<UnaryOperator>(S);
      U && U->getOpcode() == UO_Deref)
    if (const auto *Sum =
            dyn_cast<BinaryOperator>(U->getSubExpr()->IgnoreParens());
        Sum && Sum->getOpcode() == BO_Add &&
        Sum->getLHS()->getType()->isPointerType())
      if (const auto *Ref =
              dyn_cast<DeclRefExpr>(Sum->getLHS()->IgnoreParenImpCasts()))
        if (const auto *D = dyn_cast<VarDecl>(Ref->getDecl());
            D && D->getType()->isPointerType())
          return std::make_pair(D, Sum);
  return std::nullopt;
}

/// The key of the variable or field path \p E names (`im`, `im->dims`,
/// `this->n`), empty for anything else.
static std::string pathKey(const Expr *E) {
  E = E->IgnoreParenImpCasts();
  // (`this->cols`, `g->n` of a smart pointer g: sizes of array fields,
  // Extractor::fieldRowSizes.)
  if (isa<CXXThisExpr>(E))
    return "this";
  if (const Expr *Pointer = smartPointerOf(E))
    return pathKey(Pointer);
  if (const auto *Ref = dyn_cast<DeclRefExpr>(E))
    if (const auto *V = dyn_cast<VarDecl>(Ref->getDecl()))
      return "v" +
             std::to_string(reinterpret_cast<uintptr_t>(V->getCanonicalDecl()));
  if (const auto *M = dyn_cast<MemberExpr>(E))
    if (const auto *Field = dyn_cast<FieldDecl>(M->getMemberDecl()))
      if (std::string Base = pathKey(M->getBase()); !Base.empty())
        return Base + (M->isArrow() ? "->" : ".") +
               std::to_string(reinterpret_cast<uintptr_t>(Field));
  return "";
}

bool sameObject(const Expr *A, const Expr *B) {
  std::string Key = pathKey(A);
  return !Key.empty() && Key == pathKey(B);
}

std::string sizeKey(const Expr *Factor) {
  Factor = Factor->IgnoreParenImpCasts();
  if (!Factor->getType()->isIntegerType() ||
      !(isa<DeclRefExpr>(Factor) || isa<MemberExpr>(Factor)))
    return "";
  return pathKey(Factor);
}

/// The sum \p Factor holds, itself or as a local's one value
/// (definitionOf), else null: the sums a product distributes over.
static const Expr *sumIn(const StableValues &Stable, const Expr *Factor) {
  auto IsSum = [](const Expr *E) {
    const auto *B = dyn_cast<BinaryOperator>(E->IgnoreParenImpCasts());
    return B && (B->getOpcode() == BO_Add || B->getOpcode() == BO_Sub);
  };
  if (IsSum(Factor))
    return Factor;
  const Expr *Value = Stable.definitionOf(Factor);
  return Value && IsSum(Value) ? Value : nullptr;
}

bool StableValues::monomials(llvm::ArrayRef<const Expr *> Parts,
                             std::vector<Monomial> &Out) const {
  const size_t MaxProducts = 64;
  std::function<bool(bool, std::vector<const Expr *>)> Expand =
      [&](bool Negative, std::vector<const Expr *> Factors) {
        // A sign on a factor is the product's: `-n * m` is -(n * m).
        for (const Expr *&Factor : Factors) {
          auto [Bare, Negated] = unsigned_(Factor);
          Factor = Bare;
          Negative = Negative != Negated;
        }
        for (size_t K = 0; K < Factors.size(); ++K) {
          const Expr *Sum = sumIn(*this, Factors[K]);
          if (!Sum)
            continue;
          std::vector<std::pair<bool, const Expr *>> Terms;
          subscriptTerms(Sum, false, Terms);
          for (const auto &[TermNegative, Term] : Terms) {
            std::vector<const Expr *> Next = Factors;
            Next.erase(Next.begin() + K);
            productFactors(Term, Next);
            if (!Expand(Negative != TermNegative, std::move(Next)))
              return false;
          }
          return true;
        }
        if (Out.size() >= MaxProducts)
          return false;
        Out.push_back({Negative, std::move(Factors)});
        return true;
      };
  std::vector<std::pair<bool, const Expr *>> Terms;
  for (const Expr *Part : Parts)
    subscriptTerms(Part, false, Terms);
  for (const auto &[Negative, Term] : Terms) {
    std::vector<const Expr *> Factors;
    productFactors(Term, Factors);
    if (!Expand(Negative, std::move(Factors)))
      return false;
  }
  return true;
}

bool FunctionFacts::sizeFactor(
    const Expr *Factor, const std::set<const VarDecl *> &Iterators) const {
  Factor = Factor->IgnoreParenImpCasts();
  if (sizeKey(Factor).empty())
    return false;
  if (const auto *Ref = dyn_cast<DeclRefExpr>(Factor)) {
    const auto *V = dyn_cast<VarDecl>(Ref->getDecl());
    return V && !Iterators.count(V) && invariantSize(V);
  }
  return stableFieldPath(Factor);
}

bool FunctionFacts::stableFieldPath(const Expr *Path) const {
  return isa<MemberExpr>(Path->IgnoreParenImpCasts()) &&
         stableObject(Path, /*ThroughSmartPointers=*/false);
}

const Expr *FunctionFacts::unassignedPathRoot(const Expr *Object,
                                              bool ThroughSmartPointers) const {
  const Expr *Root = Object->IgnoreParenImpCasts();
  for (;;) {
    if (const auto *M = dyn_cast<MemberExpr>(Root)) {
      const auto *Field = dyn_cast<FieldDecl>(M->getMemberDecl());
      if (!Field || Field->getParent()->isUnion() ||
          AssignedFields.count(Field))
        return nullptr;
      Root = M->getBase()->IgnoreParenImpCasts();
    } else if (const Expr *Pointer =
                   ThroughSmartPointers ? smartPointerOf(Root) : nullptr) {
      Root = Pointer->IgnoreParenImpCasts(); // `sp->n`: what sp points to
    } else {
      return Root;
    }
  }
}

bool FunctionFacts::stableObject(const Expr *Object,
                                 bool ThroughSmartPointers) const {
  const Expr *Root = unassignedPathRoot(Object, ThroughSmartPointers);
  if (!Root || !UnknownCallsAt.empty())
    return false;
  if (isa<CXXThisExpr>(Root))
    return !ThisMayChange;
  const auto *Ref = dyn_cast<DeclRefExpr>(Root);
  const auto *V = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
  return V && !AssignedStructs.count(V) && invariantSize(V);
}

std::vector<RowSize>
FunctionFacts::sizeChain(const std::vector<const Expr *> &Index,
                         const std::set<const VarDecl *> &Iterators) const {
  std::vector<Monomial> Products;
  if (!stable().monomials(Index, Products))
    return {};
  // { number of sizes -> the sizes, by key } of the products that vary.
  using Sizes = std::map<std::string, const Expr *>;
  std::map<size_t, Sizes> Levels;
  for (const Monomial &Product : Products) {
    Sizes Of;
    bool Varies = false;
    for (const Expr *Factor : Product.Factors) {
      Expr::EvalResult Constant;
      if (Factor->EvaluateAsInt(Constant, Ctx))
        continue;
      if (!sizeFactor(Factor, Iterators))
        Varies = true;
      else if (!Of.emplace(sizeKey(Factor), Factor).second)
        return {}; // a size twice
    }
    // (A product of sizes alone is an offset; linearizedCell places it.)
    if (!Varies || Of.empty())
      continue;
    auto [Level, New] = Levels.emplace(Of.size(), Of);
    if (!New &&
        !std::equal(
            Level->second.begin(), Level->second.end(), Of.begin(), Of.end(),
            [](const auto &A, const auto &B) { return A.first == B.first; }))
      return {}; // two sets of one size
  }
  // Each level holds the one inside it; a level's size is what it adds,
  // its factors in the order the source writes them.
  std::vector<RowSize> Chain;
  const Sizes *Inner = nullptr;
  for (const auto &[Count, Of] : Levels) {
    if (Inner && !llvm::all_of(*Inner, [&](const auto &Entry) {
          return Of.count(Entry.first) > 0;
        }))
      return {};
    RowSize Added;
    for (const auto &[Key, Factor] : Of)
      if (!Inner || !Inner->count(Key))
        Added.push_back(Factor);
    llvm::sort(Added, [&](const Expr *A, const Expr *B) {
      return SM.isBeforeInTranslationUnit(A->getBeginLoc(), B->getBeginLoc());
    });
    Chain.push_back(Added);
    Inner = &Of;
  }
  return Chain;
}

/// Whether \p A and \p B are the same size: the same factors, by key.
static bool sameSize(const RowSize &A, const RowSize &B) {
  std::set<std::string> KeysOfA, KeysOfB;
  for (const Expr *Factor : A)
    KeysOfA.insert(sizeKey(Factor));
  for (const Expr *Factor : B)
    KeysOfB.insert(sizeKey(Factor));
  return KeysOfA == KeysOfB;
}

std::vector<RowSize> FunctionFacts::sharedSizes(
    const std::vector<std::vector<const Expr *>> &Indices,
    const std::set<const VarDecl *> &Iterators) const {
  std::optional<std::vector<RowSize>> Sizes;
  for (const std::vector<const Expr *> &Index : Indices)
    shareLevels(Sizes, sizeChain(Index, Iterators), sameSize);
  return Sizes.value_or(std::vector<RowSize>());
}

std::vector<std::pair<const VarDecl *, std::optional<RowPointer>>>
StableValues::declaredRowPointers(const DeclStmt *Declaration) const {
  std::vector<std::pair<const VarDecl *, std::optional<RowPointer>>> Declared;
  for (const Decl *Each : Declaration->decls())
    if (const auto *P = dyn_cast<VarDecl>(Each); P && P->getInit())
      Declared.emplace_back(P, rowPointerOf(P));
  auto IsRow = [](const auto &D) { return D.second.has_value(); };
  if (!llvm::any_of(Declared, IsRow))
    Declared.clear();
  return Declared;
}

/// The vector and the offset of an iterator `v.begin() + e` (or
/// `v.begin()`, no offset), v a std::vector or std::array of numbers: a
/// standard algorithm's range from there is a subscript of v.
static std::optional<std::pair<const VarDecl *, std::vector<const Expr *>>>
iteratorStart(const Stmt *S) {
  std::vector<const Expr *> Offsets;
  const Expr *E = dyn_cast<Expr>(S);
  if (const auto *Sum = dyn_cast_or_null<CXXOperatorCallExpr>(E);
      Sum && Sum->getOperator() == OO_Plus && Sum->getNumArgs() == 2 &&
      Sum->getArg(1)->getType()->isIntegerType()) {
    Offsets.push_back(Sum->getArg(1));
    E = Sum->getArg(0);
  }
  while (E) {
    E = E->IgnoreImplicit()->IgnoreParens();
    const auto *Copy = dyn_cast<CXXConstructExpr>(E);
    if (!Copy || Copy->getNumArgs() != 1)
      break;
    E = Copy->getArg(0);
  }
  const auto *Member = dyn_cast_or_null<CXXMemberCallExpr>(E);
  const CXXMethodDecl *Method = Member ? Member->getMethodDecl() : nullptr;
  if (!Method || !Method->getIdentifier() ||
      !(Method->getName() == "begin" || Method->getName() == "cbegin"))
    return std::nullopt;
  const auto *Ref = dyn_cast<DeclRefExpr>(
      Member->getImplicitObjectArgument()->IgnoreParenImpCasts());
  const auto *D = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
  if (!oneDimensional(D))
    return std::nullopt;
  return std::make_pair(D, Offsets);
}

/// The container and the offsets of `v.data() + e` (`+ e'`, ...), v a
/// std::vector or std::array of numbers: a subscript of v wherever it
/// stands (a range's start given to an algorithm or a function), as
/// `v.begin() + e` is (iteratorStart).
static std::optional<std::pair<const VarDecl *, std::vector<const Expr *>>>
dataStart(const Stmt *S) {
  const auto *E = dyn_cast<Expr>(S);
  auto Sum = E ? pointerPlusOffsets(E) : std::nullopt;
  return Sum && oneDimensional(Sum->first) ? Sum : std::nullopt;
}

/// The start of the range a memset, memcpy or memmove argument \p Arg
/// names, when it is a pointer or array variable plus an offset (`a + e`,
/// `e + a`, `p`; `&a[e]` is a subscript): the variable and the offset
/// (null for none). copiedRange reads it so, and a range from a row's
/// start is no other use of a linearized array.
static std::optional<std::pair<const VarDecl *, const Expr *>>
rangeStart(const Expr *Arg) {
  const Expr *E = Arg->IgnoreParenCasts();
  if (const VarDecl *D = cellsBase(E))
    return std::make_pair(D, nullptr);
  const auto *Sum = dyn_cast<BinaryOperator>(E);
  if (!Sum || Sum->getOpcode() != BO_Add)
    return std::nullopt;
  if (const VarDecl *D = cellsBase(Sum->getLHS()))
    return std::make_pair(D, Sum->getRHS());
  if (const VarDecl *D = cellsBase(Sum->getRHS()))
    return std::make_pair(D, Sum->getLHS());
  return std::nullopt;
}

/// A cell of a variable that a sum names: `*(p + e)` (dereferencedSum) or
/// `v[e]`, v a std::vector or std::array of numbers: the variable, e, and
/// the node e hangs from.
struct SummedCell {
  const VarDecl *Of;
  const Expr *Index;
  const Stmt *Holder;
};
static std::optional<SummedCell> summedCell(const Stmt *S) {
  if (auto Deref = dereferencedSum(S))
    return SummedCell{Deref->first, Deref->second->getRHS(), Deref->second};
  const auto *Op = isa<Expr>(S) ? containerSubscript(cast<Expr>(S)) : nullptr;
  const auto *Ref =
      Op ? dyn_cast<DeclRefExpr>(Op->getArg(0)->IgnoreParenImpCasts())
         : nullptr;
  const auto *D = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
  if (!oneDimensional(D))
    return std::nullopt;
  return SummedCell{D, Op->getArg(1), Op};
}

/// Whether a container's use under \p Parent (other than a subscript) may
/// reach its cells: anything but asking its size (`v.size()`).
static bool containerUseReachesCells(const Stmt *Parent) {
  const auto *Member = dyn_cast_or_null<MemberExpr>(Parent);
  const auto *Method =
      Member ? dyn_cast<CXXMethodDecl>(Member->getMemberDecl()) : nullptr;
  return !Method || !isContainerQuery(Method);
}

namespace {
/// The uses of pointers and arrays that findLinearizedArrays weighs: the
/// subscripts of each (as the parts of their sums: a row pointer's offset,
/// then the subscript itself), and those also reached otherwise.
struct ArrayUses {
  StableValues Stable;
  std::map<const VarDecl *, RowPointer> &RowPointers;
  std::map<const VarDecl *, std::vector<std::vector<const Expr *>>> Subscripts;
  std::set<const VarDecl *> OtherUse, Iterators;
  bool InDirective = false;
  bool Collecting = true; // F's subscripts; other functions' other uses

  /// A subscript of D, as the parts of its sum (through a row pointer, of
  /// the row pointer's base).
  void subscript(const VarDecl *D, const Expr *Index) {
    subscriptParts(D, {Index});
  }
  /// The same for a subscript that is a sum of \p Parts (`a + i * n + k`).
  void subscriptParts(const VarDecl *D, std::vector<const Expr *> Parts) {
    if (!Collecting)
      return;
    if (auto Row = RowPointers.find(D); Row != RowPointers.end()) {
      Parts.insert(Parts.begin(), Row->second.Offset);
      D = Row->second.Base;
    }
    Subscripts[D].push_back(std::move(Parts));
  }
  /// memcpy(a + i * n, ...): a range from (i, 0) on, a subscript.
  bool rangeCall(const Stmt *S) {
    const auto *Call = dyn_cast<CallExpr>(S);
    const FunctionDecl *Callee = Call ? Call->getDirectCallee() : nullptr;
    if (!Callee || !Callee->getIdentifier() ||
        !touchesRanges(Callee->getName()) || !isLibraryDeclaration(*Callee))
      return false;
    walk(Call->getCallee(), Call);
    for (const Expr *Arg : Call->arguments()) {
      auto Start =
          Arg->getType()->isPointerType() ? rangeStart(Arg) : std::nullopt;
      if (!Start) {
        walk(Arg, Call);
        continue;
      }
      auto [D, Offset] = *Start;
      auto Row = RowPointers.find(D);
      if (Offset) {
        subscript(D, Offset);
        walk(Offset, Call);
      } else if (Collecting && Row != RowPointers.end()) {
        Subscripts[Row->second.Base].push_back({Row->second.Offset});
      } else if (Collecting) {
        Subscripts[D].push_back({});
      }
    }
    return true;
  }
  /// f(a + i * n, n), f of the project: the row pointer the callee is
  /// given, a subscript (Extractor::rowAlias binds the callee's parameter
  /// to that row; what it reaches outside the row the model reads as
  /// unknown).
  bool rowArgumentCall(const Stmt *S) {
    const auto *Call = dyn_cast<CallExpr>(S);
    const FunctionDecl *Callee = Call ? Call->getDirectCallee() : nullptr;
    if (!Callee || !Callee->hasBody() || isa<CXXOperatorCallExpr>(Call) ||
        isLibraryDeclaration(*Callee))
      return false;
    walk(Call->getCallee(), Call);
    for (const Expr *Arg : Call->arguments()) {
      if (auto Row = pointerPlusOffsets(Arg)) {
        subscriptParts(Row->first, Row->second);
        for (const Expr *Offset : Row->second)
          walk(Offset, Call);
      } else {
        walk(Arg, Call);
      }
    }
    return true;
  }
  void walk(const Stmt *S, const Stmt *Parent);
};
} // namespace

void ArrayUses::walk(const Stmt *S, const Stmt *Parent) {
  // (`sizeof(*a)`, `sizeof a[0]` name no cell: unevaluated.)
  if (!S || isa<UnaryExprOrTypeTraitExpr>(S))
    return;
  if (const auto *D = dyn_cast<OMPExecutableDirective>(S)) {
    llvm::SaveAndRestore Inside(InDirective, true);
    return walk(associatedCode(*D), Parent);
  }
  if (const auto *For = dyn_cast<ForStmt>(S))
    addIterators(For, Iterators);
  // A row pointer's declaration names no cell of its base: only its
  // offset is walked. (A declaration of none is walked as any statement.)
  if (const auto *Declaration = dyn_cast<DeclStmt>(S);
      Declaration && Collecting) {
    auto Declared = Stable.declaredRowPointers(Declaration);
    if (!Declared.empty()) {
      for (const auto &[P, Row] : Declared) {
        // (`r2 = row + c`, a row pointer's own: offsets the model does not
        // add up; the array stays one-dimensional.)
        if (auto Outer = Row ? RowPointers.find(Row->Base) : RowPointers.end();
            Outer != RowPointers.end()) {
          OtherUse.insert(Outer->second.Base);
          walk(Row->Offset, nullptr);
          continue;
        }
        if (Row)
          RowPointers[P] = *Row;
        walk(Row ? Row->Offset : P->getInit(), Row ? nullptr : Declaration);
      }
      return;
    }
  }
  if (auto Start = iteratorStart(S); Start || (Start = dataStart(S))) {
    subscriptParts(Start->first, Start->second);
    for (const Expr *Offset : Start->second)
      walk(Offset, S);
    return;
  }
  if (auto Cell = summedCell(S)) {
    subscript(Cell->Of, Cell->Index);
    return walk(Cell->Index, Cell->Holder);
  }
  if (rangeCall(S) || rowArgumentCall(S))
    return;
  if (const auto *Ref = dyn_cast<DeclRefExpr>(S)) {
    const auto *D = dyn_cast<VarDecl>(Ref->getDecl());
    if (oneDimensional(D)) {
      if (containerUseReachesCells(Parent))
        OtherUse.insert(D);
      return;
    }
    if (!D || !(D->getType()->isPointerType() || D->getType()->isArrayType()))
      return;
    if (const auto *Sub = dyn_cast_or_null<ArraySubscriptExpr>(Parent);
        Sub && Sub->getBase()->IgnoreParenImpCasts() == Ref)
      return subscript(D, Sub->getIdx());
    if (reachesCellsOtherwise(Ref, Parent, InDirective)) {
      auto Row = RowPointers.find(D);
      OtherUse.insert(Row != RowPointers.end() ? Row->second.Base : D);
    }
    return;
  }
  // Implicit casts and parentheses are no parents of their own.
  const Stmt *Here = isa<ImplicitCastExpr>(S) || isa<ParenExpr>(S) ? Parent : S;
  for (const Stmt *Child : S->children())
    walk(Child, Here);
}

/// Accepted form (Polly's delinearization): a pointer, one-dimensional
/// array, std::vector or std::array D of numbers whose every subscript in
/// the function is a sum of
/// terms, written out from `c0 + s1 * (c1 + s2 * (c2 + ...))`: terms with
/// no size, terms with the size s1, with s1 and s2, ... (a factor of each
/// size once, in any order), where the sizes are integer variables that
/// are no loop's iterator and keep one value in the function (a local or
/// parameter set at most once; a global nothing in the function or its
/// callees sets, with no unknown call), the same sizes in all of D's
/// subscripts that have them (the common innermost ones otherwise), and no
/// other use reaches D's cells (reachesCellsOtherwise, a container's
/// containerUseReachesCells; for a global, in any function of the file).
/// A row given to a function of the project, `f(A + order * j, order)`,
/// is a subscript `A[order * j]`:
///   A[i + order * j], A[order * (j + 1) + i - 1]   rows of `order` cells
///   d[a + g * nang + k * ng * nang]                d[k][g][a], rows of
///                                                  `nang` cells in blocks
///                                                  of `ng` rows
void FunctionFacts::findLinearizedArrays(const Stmt *Body) {
  ArrayUses Uses{stable(), RowPointers, {}, {}, {}};
  Uses.walk(Body, nullptr);
  // A global's cells the file's other functions may name as well: only
  // by subscripts (which the model splits where it inlines them, or reads
  // as any cell).
  if (llvm::any_of(Uses.Subscripts, [](const auto &Entry) {
        return Entry.first->hasGlobalStorage();
      })) {
    Uses.Collecting = false;
    for (const FunctionDecl *Other : functionsOfFile(Ctx))
      if (Other != &F)
        Uses.walk(Other->getBody(), nullptr);
  }

  for (const auto &[D, Indices] : Uses.Subscripts)
    if (QualType Element = cellsOf(D); !Uses.OtherUse.count(D) &&
                                       !Element.isNull() &&
                                       Element->isArithmeticType())
      if (std::vector<RowSize> Sizes = sharedSizes(Indices, Uses.Iterators);
          !Sizes.empty())
        RowLengths[D] = Sizes;
  // A row pointer of an array read otherwise is an alias like any other
  // (pointerAlias), or of unknown origin.
  for (auto Row = RowPointers.begin(); Row != RowPointers.end();)
    Row = RowLengths.count(Row->second.Base) ? std::next(Row)
                                             : RowPointers.erase(Row);
}

} // namespace extract
} // namespace ompfix
