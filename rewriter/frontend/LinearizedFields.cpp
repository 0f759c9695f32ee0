//===- LinearizedFields.cpp - Array fields read as rows of their object --===//
//
// The delinearization of LinearizedArrays.cpp for an array that is a
// field: a matrix class's `data[row * cols + col]`, whose row length is
// a field of the same object (FunctionFacts.h, linearizedFieldRows).
//
//===----------------------------------------------------------------------===//

#include "frontend/FunctionFacts.h"
#include "frontend/LibraryFunctions.h"

#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"

using namespace clang;

namespace ompfix {
namespace extract {

const FieldDecl *objectSizeField(const Expr *Factor, const Expr *Object,
                                 const FieldDecl *Array) {
  const auto *M = dyn_cast<MemberExpr>(Factor->IgnoreParenImpCasts());
  const auto *Size = M ? dyn_cast<FieldDecl>(M->getMemberDecl()) : nullptr;
  if (!Size || Size == Array || Size->isBitField() ||
      !Size->getType()->isIntegerType() ||
      Size->getParent() != Array->getParent() ||
      !sameObject(M->getBase(), Object))
    return nullptr;
  return Size;
}

namespace {
/// One subscript of the field: its index and the object it is a field of
/// (`m` of `m.data[i * m.cols + j]`, `this` of `data[k]`).
struct FieldSubscript {
  const Expr *Index;
  const Expr *Object;
};

/// The uses of one field in a translation unit, as linearizedFieldRows
/// weighs them: its subscripts, and whether another use may reach its
/// cells (an address, an offset, an argument, an iterator).
class FieldUses : public RecursiveASTVisitor<FieldUses> {
public:
  FieldUses(ASTContext &Ctx, const FieldDecl *Field) : Ctx(Ctx), Field(Field) {}
  bool shouldVisitTemplateInstantiations() const { return true; }
  bool shouldVisitImplicitCode() const { return true; }
  bool TraverseDecl(Decl *D) {
    // (System headers cannot name the program's fields.)
    if (D && !isa<TranslationUnitDecl>(D) &&
        Ctx.getSourceManager().isInSystemHeader(D->getLocation()))
      return true;
    return RecursiveASTVisitor::TraverseDecl(D);
  }

  bool VisitMemberExpr(MemberExpr *M) {
    if (M->getMemberDecl() != Field || Other)
      return true;
    const Stmt *Parent = parentOf(M);
    if (const auto *Sub = dyn_cast_or_null<ArraySubscriptExpr>(Parent);
        Sub && Sub->getBase()->IgnoreParenImpCasts() == M)
      return subscript(Sub, Sub->getIdx(), M);
    if (const auto *Op = dyn_cast_or_null<CXXOperatorCallExpr>(Parent);
        Op && Op->getOperator() == OO_Subscript && Op->getNumArgs() == 2 &&
        Op->getArg(0)->IgnoreParenImpCasts() == M)
      return subscript(Op, Op->getArg(1), M);
    Other = !changesOrAsks(M, Parent);
    return true;
  }

  std::vector<FieldSubscript> Subscripts;
  bool Other = false;

private:
  /// \p E's parent, through implicit casts and parentheses.
  const Stmt *parentOf(const Stmt *E) const {
    DynTypedNodeList Parents = Ctx.getParents(*E);
    while (!Parents.empty()) {
      const Stmt *P = Parents[0].get<Stmt>();
      if (!P || !(isa<ImplicitCastExpr>(P) || isa<ParenExpr>(P)))
        return P;
      Parents = Ctx.getParents(*P);
    }
    return nullptr;
  }
  /// A subscript \p Cell of the field, unless its address is taken
  /// (`&data[k]`: a pointer that may reach any other cell).
  bool subscript(const Expr *Cell, const Expr *Index, const MemberExpr *M) {
    const auto *Address = dyn_cast_or_null<UnaryOperator>(parentOf(Cell));
    if (Address && Address->getOpcode() == UO_AddrOf)
      Other = true;
    else
      Subscripts.push_back({Index, M->getBase()});
    return true;
  }
  /// Whether \p M under \p Parent only sets the field, frees it or asks
  /// or changes the container's size (`data = new double[n]`, `delete[]
  /// data`, `data.size()`, `data.resize(n)`): no cell named another way.
  static bool changesOrAsks(const MemberExpr *M, const Stmt *Parent) {
    // (No statement above: a declaration's initializer, `double *p =
    // data;`, a capture: another name.)
    if (!Parent)
      return false;
    if (isa<CXXDeleteExpr>(Parent) || isa<UnaryExprOrTypeTraitExpr>(Parent))
      return true;
    if (const auto *B = dyn_cast<BinaryOperator>(Parent))
      return B->getOpcode() == BO_Assign &&
             B->getLHS()->IgnoreParenImpCasts() == M;
    if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(Parent))
      return Op->getOperator() == OO_Equal &&
             Op->getArg(0)->IgnoreParenImpCasts() == M;
    // (A member call's callee is a MemberExpr of the method, whose base
    // is M.)
    if (const auto *Callee = dyn_cast<MemberExpr>(Parent)) {
      const auto *Method = dyn_cast<CXXMethodDecl>(Callee->getMemberDecl());
      static const llvm::StringSet<> Changes = {"resize", "assign", "clear",
                                                "reserve", "shrink_to_fit"};
      return Method &&
             (isContainerQuery(Method) ||
              (Method->getIdentifier() && Changes.contains(Method->getName())));
    }
    return false;
  }

  ASTContext &Ctx;
  const FieldDecl *Field;
};

/// The size fields of each product of \p Index (sizes of \p Object next
/// to \p Array, objectSizeField), innermost level first, as a chain: each
/// level's set holds the one inside it. Empty where the products do not
/// nest so, or name a size twice, or have none.
std::vector<std::set<const FieldDecl *>>
subscriptLevels(ASTContext &Ctx, const StableValues &Stable,
                const FieldSubscript &Sub, const FieldDecl *Array) {
  std::vector<Monomial> Products;
  if (!Stable.monomials({Sub.Index}, Products))
    return {};
  std::map<size_t, std::set<const FieldDecl *>> Levels;
  for (const Monomial &Product : Products) {
    std::set<const FieldDecl *> Sizes;
    bool Varies = false;
    for (const Expr *Factor : Product.Factors) {
      Expr::EvalResult Constant;
      if (Factor->EvaluateAsInt(Constant, Ctx))
        continue;
      if (const FieldDecl *Size = objectSizeField(Factor, Sub.Object, Array)) {
        if (!Sizes.insert(Size).second)
          return {};
      } else {
        Varies = true;
      }
    }
    // (A product of sizes alone is an offset.)
    if (!Varies || Sizes.empty())
      continue;
    auto [Level, New] = Levels.emplace(Sizes.size(), Sizes);
    if (!New && Level->second != Sizes)
      return {};
  }
  std::vector<std::set<const FieldDecl *>> Chain;
  for (const auto &[Count, Sizes] : Levels) {
    if (!Chain.empty() &&
        !std::includes(Sizes.begin(), Sizes.end(), Chain.back().begin(),
                       Chain.back().end()))
      return {};
    Chain.push_back(Sizes);
  }
  return Chain;
}
} // namespace

/// Whether \p Field is a pointer to numbers or a std::vector or
/// std::array of numbers: a field that may be read as rows.
static bool arrayField(const FieldDecl *Field) {
  QualType Element;
  std::string Extent;
  QualType T = Field->getType();
  return (T->isPointerType() && T->getPointeeType()->isArithmeticType()) ||
         isStdArrayLike(T, Element, Extent);
}

bool subscriptedByRows(ASTContext &Ctx, const FieldDecl *Field,
                       const std::set<const FunctionDecl *> &Functions) {
  if (!arrayField(Field))
    return false;
  FieldUses Uses(Ctx, Field);
  for (const FunctionDecl *Function : Functions)
    if (const FunctionDecl *Definition = nullptr;
        Function->hasBody(Definition) && Definition)
      Uses.TraverseDecl(const_cast<FunctionDecl *>(Definition));
  BodyFacts NoFacts;
  StableValues Stable(Ctx, NoFacts);
  return !Uses.Subscripts.empty() &&
         llvm::all_of(Uses.Subscripts, [&](const FieldSubscript &Sub) {
           return !subscriptLevels(Ctx, Stable, Sub, Field).empty();
         });
}

FieldRows linearizedFieldRows(ASTContext &Ctx, const FieldDecl *Field) {
  if (!arrayField(Field))
    return {};
  FieldUses Uses(Ctx, Field);
  Uses.TraverseDecl(Ctx.getTranslationUnitDecl());
  if (Uses.Other)
    return {};
  // (Only to find the sizes: each access is split again with the facts of
  // the function that makes it, Extractor::linearizedCell.)
  BodyFacts NoFacts;
  StableValues Stable(Ctx, NoFacts);
  std::optional<std::vector<std::set<const FieldDecl *>>> Shared;
  for (const FieldSubscript &Sub : Uses.Subscripts)
    shareLevels(Shared, subscriptLevels(Ctx, Stable, Sub, Field),
                std::equal_to<>());
  if (!Shared)
    return {};
  // Each level's size: the fields it adds to the one inside it, in the
  // order the record declares them.
  FieldRows Rows;
  const std::set<const FieldDecl *> *Inner = nullptr;
  for (const std::set<const FieldDecl *> &Level : *Shared) {
    std::vector<const FieldDecl *> Added;
    for (const FieldDecl *Size : Level)
      if (!Inner || !Inner->count(Size))
        Added.push_back(Size);
    llvm::sort(Added, [](const FieldDecl *A, const FieldDecl *B) {
      return A->getFieldIndex() < B->getFieldIndex();
    });
    Rows.push_back(Added);
    Inner = &Level;
  }
  return Rows;
}

} // namespace extract
} // namespace ompfix
