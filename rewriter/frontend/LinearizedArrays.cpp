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

/// The terms of a sum with their signs: `i + n * j - 1` gives
/// {+i, +(n * j), -1}; with `const int index = i + n * j;`, `index - 1`
/// gives the same.
void StableValues::subscriptTerms(
    const Expr *E, bool Negative,
    std::vector<std::pair<bool, const Expr *>> &Terms, unsigned Depth) const {
  E = E->IgnoreParenImpCasts();
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
  Terms.emplace_back(Negative, E);
}

/// Accepted form: a reference to an integer local that nothing assigns
/// after its initializer, which reads only variables that nothing assigns
/// and the iterators of `for` loops (declared in the loop's header): in
/// its scope, those iterators keep the values they had at the declaration,
/// so the initializer gives the local's value wherever it is read.
///   const int index = kk + jj * x;    u[index], e[index - 1]
/// Not: a value read from memory or returned by a call (either may change
/// before the read), a local assigned again, an iterator declared outside
/// its loop.
const Expr *StableValues::definitionOf(const Expr *E) const {
  const auto *Ref = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
  const auto *V = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
  if (!V || !V->hasLocalStorage() || isa<ParmVarDecl>(V) ||
      !V->getType()->isIntegerType() || !V->getInit() || Modified.count(V))
    return nullptr;
  return stableValue(V->getInit()) ? V->getInit() : nullptr;
}

bool StableValues::stableValue(const Expr *E) const {
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
    if (isa<CallExpr>(S) || isa<ArraySubscriptExpr>(S) || isa<MemberExpr>(S))
      return false;
    if (const auto *U = dyn_cast<UnaryOperator>(S);
        U && U->getOpcode() != UO_Minus && U->getOpcode() != UO_Plus)
      return false; // `*p`, `i++`, `&i`
    if (const auto *B = dyn_cast<BinaryOperator>(S); B && B->isAssignmentOp())
      return false;
    if (const auto *R = dyn_cast<DeclRefExpr>(S))
      if (const auto *W = dyn_cast<VarDecl>(R->getDecl()))
        if (Modified.count(W) && !isForIterator(W))
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
/// `double *p = A`), given to memset/memcpy/memmove, which touch ranges of
/// it, or, in a directive's code (\p InDirective), to a function whose
/// body the model visits there. (Tests, and calls whose body the model
/// does not visit, which may touch any cell, do not.)
static bool reachesCellsOtherwise(const DeclRefExpr *Ref, const Stmt *Parent,
                                  bool InDirective) {
  if (const auto *U = dyn_cast_or_null<UnaryOperator>(Parent))
    return U->getOpcode() != UO_LNot;
  if (isa_and_nonnull<DeclStmt>(Parent))
    return true;
  if (const auto *B = dyn_cast<BinaryOperator>(Parent))
    return B->isAdditiveOp() ||
           (B->isAssignmentOp() && B->getLHS()->IgnoreParenImpCasts() != Ref);
  if (const auto *Call = dyn_cast<CallExpr>(Parent)) {
    const FunctionDecl *Callee = Call->getDirectCallee();
    if (!Callee)
      return false;
    return (InDirective && Callee->hasBody()) ||
           (Callee->getIdentifier() && isRangeFunction(Callee->getName()));
  }
  return false;
}

/// The type of the cells of pointer or array \p V: `double` for
/// `double *p` and `double a[n]`.
static QualType cellType(const VarDecl *V) {
  return V->getType()->isPointerType()
             ? V->getType()->getPointeeType()
             : QualType(V->getType()->getArrayElementTypeNoTypeQual(), 0);
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

std::optional<RowPointer> StableValues::rowPointerOf(const VarDecl *P) const {
  if (!P->hasLocalStorage() || isa<ParmVarDecl>(P) ||
      !P->getType()->isPointerType() || !P->getInit() || Modified.count(P))
    return std::nullopt;
  std::optional<PointerPlusOffset> Sum = pointerPlusOffset(P->getInit());
  if (!Sum)
    return std::nullopt;
  const Expr *Offset = Sum->Offset;
  const auto *Ref = dyn_cast<DeclRefExpr>(Sum->Pointer->IgnoreParenImpCasts());
  const auto *V = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
  if (!V || V == P || !Offset->getType()->isIntegerType() ||
      !(V->getType()->isPointerType() || V->getType()->isArrayType()) ||
      !stableValue(Offset))
    return std::nullopt;
  // Cells of the base's type (no cast to another element in between).
  QualType Element = cellType(V);
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

std::vector<const DeclRefExpr *>
FunctionFacts::sizeChain(const std::vector<const Expr *> &Index,
                         const std::set<const VarDecl *> &Iterators) const {
  std::vector<const DeclRefExpr *> Chain;
  std::vector<std::pair<bool, const Expr *>> Terms;
  for (const Expr *Part : Index)
    stable().subscriptTerms(Part, false, Terms);
  // { number of sizes -> the sizes } of the terms with sizes.
  std::map<size_t, std::map<const VarDecl *, const DeclRefExpr *>> Levels;
  for (const auto &[Negative, Term] : Terms) {
    std::vector<const Expr *> Factors;
    productFactors(Term, Factors);
    std::map<const VarDecl *, const DeclRefExpr *> Sizes;
    for (const Expr *Factor : Factors)
      if (const auto *Ref = dyn_cast<DeclRefExpr>(Factor))
        if (const auto *V = dyn_cast<VarDecl>(Ref->getDecl());
            V && V->getType()->isIntegerType() && !Iterators.count(V) &&
            invariantSize(V) && !Sizes.emplace(V, Ref).second)
          return Chain; // a size twice
    if (Factors.size() < 2 || Sizes.empty())
      continue;
    auto [Level, New] = Levels.emplace(Sizes.size(), Sizes);
    if (!New && Level->second.size() == Sizes.size() &&
        !std::equal(
            Level->second.begin(), Level->second.end(), Sizes.begin(),
            [](const auto &A, const auto &B) { return A.first == B.first; }))
      return Chain; // two sets of one size
  }
  std::set<const VarDecl *> Inner;
  for (const auto &[Count, Sizes] : Levels) {
    if (Count != Inner.size() + 1)
      break;
    const DeclRefExpr *Added = nullptr;
    for (const auto &[V, Ref] : Sizes)
      if (!Inner.count(V))
        Added = Ref;
    if (!Added || Inner.size() + 1 != Sizes.size() ||
        !llvm::all_of(Inner, [&](const VarDecl *V) { return Sizes.count(V); }))
      break;
    Chain.push_back(Added);
    Inner.insert(cast<VarDecl>(Added->getDecl()));
  }
  return Chain;
}

std::vector<const DeclRefExpr *> FunctionFacts::sharedSizes(
    const std::vector<std::vector<const Expr *>> &Indices,
    const std::set<const VarDecl *> &Iterators) const {
  std::vector<const DeclRefExpr *> Sizes;
  bool First = true;
  for (const std::vector<const Expr *> &Index : Indices) {
    std::vector<const DeclRefExpr *> Offered = sizeChain(Index, Iterators);
    if (Offered.empty())
      continue;
    if (First) {
      Sizes = Offered;
      First = false;
      continue;
    }
    size_t Shared = 0;
    while (Shared < Sizes.size() && Shared < Offered.size() &&
           Sizes[Shared]->getDecl() == Offered[Shared]->getDecl())
      ++Shared;
    Sizes.resize(Shared);
  }
  return Sizes;
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

/// Accepted form (Polly's delinearization): a pointer or one-dimensional
/// array D of numbers whose every subscript in the function is a sum of
/// terms, written out from `c0 + s1 * (c1 + s2 * (c2 + ...))`: terms with
/// no size, terms with the size s1, with s1 and s2, ... (a factor of each
/// size once, in any order), where the sizes are integer variables that
/// are no loop's iterator and keep one value in the function (a local or
/// parameter set at most once; a global nothing in the function or its
/// callees sets, with no unknown call), the same sizes in all of D's
/// subscripts that have them (the common innermost ones otherwise), and no
/// other use reaches D's cells (reachesCellsOtherwise; for a global, in
/// any function of the file):
///   A[i + order * j], A[order * (j + 1) + i - 1]   rows of `order` cells
///   d[a + g * nang + k * ng * nang]                d[k][g][a], rows of
///                                                  `nang` cells in blocks
///                                                  of `ng` rows
void FunctionFacts::findLinearizedArrays(const Stmt *Body) {
  // Each subscript as the parts of a sum: a row pointer's offset, then the
  // subscript itself.
  std::map<const VarDecl *, std::vector<std::vector<const Expr *>>> Subscripts;
  std::set<const VarDecl *> OtherUse, Iterators;
  bool InDirective = false;
  bool Collecting = true; // F's subscripts; other functions' other uses
  std::function<void(const Stmt *, const Stmt *)> Walk =
      [&](const Stmt *S, const Stmt *Parent) {
        if (!S)
          return;
        if (const auto *D = dyn_cast<OMPExecutableDirective>(S)) {
          llvm::SaveAndRestore Inside(InDirective, true);
          return Walk(associatedCode(*D), Parent);
        }
        if (const auto *For = dyn_cast<ForStmt>(S))
          addIterators(For, Iterators);
        // A row pointer's declaration names no cell of its base: only its
        // offset is walked. (A declaration of none is walked as any
        // statement.)
        if (const auto *Declaration = dyn_cast<DeclStmt>(S);
            Declaration && Collecting) {
          auto Declared = stable().declaredRowPointers(Declaration);
          if (!Declared.empty()) {
            for (const auto &[P, Row] : Declared) {
              if (Row)
                RowPointers[P] = *Row;
              Walk(Row ? Row->Offset : P->getInit(),
                   Row ? nullptr : Declaration);
            }
            return;
          }
        }
        // A subscript of D, as the parts of its sum (through a row pointer,
        // of the row pointer's base).
        auto Subscript = [&](const VarDecl *D, const Expr *Index) {
          if (!Collecting)
            return;
          if (auto Row = RowPointers.find(D); Row != RowPointers.end())
            Subscripts[Row->second.Base].push_back({Row->second.Offset, Index});
          else
            Subscripts[D].push_back({Index});
        };
        if (auto Deref = dereferencedSum(S)) {
          Subscript(Deref->first, Deref->second->getRHS());
          return Walk(Deref->second->getRHS(), Deref->second);
        }
        if (const auto *Ref = dyn_cast<DeclRefExpr>(S)) {
          const auto *D = dyn_cast<VarDecl>(Ref->getDecl());
          if (!D ||
              !(D->getType()->isPointerType() || D->getType()->isArrayType()))
            return;
          if (const auto *Sub = dyn_cast_or_null<ArraySubscriptExpr>(Parent);
              Sub && Sub->getBase()->IgnoreParenImpCasts() == Ref) {
            Subscript(D, Sub->getIdx());
            return;
          }
          if (reachesCellsOtherwise(Ref, Parent, InDirective)) {
            auto Row = RowPointers.find(D);
            OtherUse.insert(Row != RowPointers.end() ? Row->second.Base : D);
          }
          return;
        }
        // Implicit casts and parentheses are no parents of their own.
        const Stmt *Here =
            isa<ImplicitCastExpr>(S) || isa<ParenExpr>(S) ? Parent : S;
        for (const Stmt *Child : S->children())
          Walk(Child, Here);
      };
  Walk(Body, nullptr);
  // A global's cells the file's other functions may name as well: only
  // by subscripts (which the model splits where it inlines them, or reads
  // as any cell).
  if (llvm::any_of(Subscripts, [](const auto &Entry) {
        return Entry.first->hasGlobalStorage();
      })) {
    Collecting = false;
    for (const FunctionDecl *Other : functionsOfFile(Ctx))
      if (Other != &F)
        Walk(Other->getBody(), nullptr);
  }

  for (const auto &[D, Indices] : Subscripts) {
    QualType Element = cellType(D);
    if (OtherUse.count(D) || Element.isNull() || !Element->isArithmeticType())
      continue;
    std::vector<const DeclRefExpr *> Sizes = sharedSizes(Indices, Iterators);
    if (!Sizes.empty())
      RowLengths[D] = Sizes;
  }
  // A row pointer of an array read otherwise is an alias like any other
  // (pointerAlias), or of unknown origin.
  for (auto Row = RowPointers.begin(); Row != RowPointers.end();)
    if (RowLengths.count(Row->second.Base))
      ++Row;
    else
      Row = RowPointers.erase(Row);
}

} // namespace extract
} // namespace ompfix
