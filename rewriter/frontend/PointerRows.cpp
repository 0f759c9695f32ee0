//===- PointerRows.cpp - Pointers to pointers whose rows stay put ---------===//
//
// A pointer to pointers the function is given (`double **a`, a parameter
// or a field, `int **nbr`) whose rows, the pointers it reaches, nothing in
// the function changes is an array of several dimensions: `a[i][j]` is
// cell (i, j). Each row is a base of its own that cannot change while a
// construct runs (docs/design/real-programs.md, "Memory"); two rows are
// assumed not to overlap, as two pointer parameters are
// (Variable::RowsMayOverlap).
//
//===----------------------------------------------------------------------===//

#include "frontend/FunctionFacts.h"

#include <functional>

using namespace clang;

namespace ompfix {
namespace extract {

unsigned pointerRowLevels(QualType T, QualType &Element) {
  unsigned Levels = 0;
  T = T.getNonReferenceType();
  while (const auto *P = T->getAs<PointerType>()) {
    ++Levels;
    T = P->getPointeeType();
  }
  if (Levels < 2 || !T->isArithmeticType())
    return 0;
  Element = T;
  return Levels;
}

/// Adds to \p Vars and \p Fields the variable and the fields of path \p E
/// (`s->rows[i]`: s and rows).
static void markPath(const Expr *E, std::set<const VarDecl *> &Vars,
                     std::set<const FieldDecl *> &Fields) {
  while (E) {
    E = E->IgnoreParenCasts();
    if (const auto *Sub = dyn_cast<ArraySubscriptExpr>(E)) {
      E = Sub->getBase();
    } else if (const auto *U = dyn_cast<UnaryOperator>(E)) {
      E = U->getSubExpr();
    } else if (const auto *M = dyn_cast<MemberExpr>(E)) {
      if (const auto *Field = dyn_cast<FieldDecl>(M->getMemberDecl()))
        Fields.insert(Field);
      E = M->getBase();
    } else if (const auto *B = dyn_cast<BinaryOperator>(E);
               B && B->isAdditiveOp()) {
      QualType Left = B->getLHS()->getType();
      E = !Left.isNull() && Left->isPointerType() ? B->getLHS() : B->getRHS();
    } else {
      if (const auto *Ref = dyn_cast<DeclRefExpr>(E))
        if (const auto *V = dyn_cast<VarDecl>(Ref->getDecl()))
          Vars.insert(V);
      return;
    }
  }
}

/// Whether \p E names a row: a pointer reached through a subscript or a
/// `*` (`a[i]`, `*a`, `s->rows[i]`).
static bool isRow(const Expr *E) {
  E = E->IgnoreParens();
  if (E->getType().isNull() || !E->getType()->isPointerType())
    return false;
  if (isa<ArraySubscriptExpr>(E))
    return true;
  const auto *U = dyn_cast<UnaryOperator>(E);
  return U && U->getOpcode() == UO_Deref;
}

void FunctionFacts::findChangedRows(const Stmt *Body) {
  std::function<void(const Stmt *)> Walk = [&](const Stmt *S) {
    if (!S)
      return;
    if (const auto *B = dyn_cast<BinaryOperator>(S);
        B && B->isAssignmentOp() && isRow(B->getLHS()))
      markPath(B->getLHS(), RowsChangedOf, RowsChangedIn);
    if (const auto *U = dyn_cast<UnaryOperator>(S);
        U && (U->isIncrementDecrementOp() || U->getOpcode() == UO_AddrOf) &&
        isRow(U->getSubExpr()))
      markPath(U->getSubExpr(), RowsChangedOf, RowsChangedIn);
    // A pointer to rows (any cast aside) given to a call or stored
    // elsewhere, and a struct given to a call (the callee may change the
    // rows its fields reach), a row bound to a reference a call may
    // assign: the rows may change.
    auto Given = [&](const Expr *E) {
      // (A template's dependent initializer may have no type.)
      QualType T = E->IgnoreParenCasts()->getType();
      if (T.isNull())
        return;
      const auto *P = T->getAs<PointerType>();
      if (P && (P->getPointeeType()->isPointerType() ||
                P->getPointeeType()->isRecordType()))
        markPath(E, RowsChangedOf, RowsChangedIn);
    };
    if (const auto *C = dyn_cast<CallExpr>(S)) {
      const FunctionDecl *Callee = C->getDirectCallee();
      for (unsigned K = 0; K < C->getNumArgs(); ++K) {
        const Expr *Arg = C->getArg(K);
        Given(Arg);
        QualType Parameter =
            Callee && K < Callee->getNumParams()
                ? Callee->getParamDecl(K)->getType()
                : QualType();
        if (!Callee || Parameter.isNull() ||
            (Parameter->isReferenceType() &&
             !Parameter.getNonReferenceType().isConstQualified()))
          markPath(Arg, RowsChangedOf, RowsChangedIn);
      }
    }
    if (const auto *B = dyn_cast<BinaryOperator>(S);
        B && B->getOpcode() == BO_Assign)
      Given(B->getRHS());
    if (const auto *D = dyn_cast<DeclStmt>(S))
      for (const Decl *X : D->decls())
        if (const auto *V = dyn_cast<VarDecl>(X); V && V->getInit())
          Given(V->getInit());
    for (const Stmt *Child : S->children())
      Walk(Child);
  };
  Walk(Body);
}

} // namespace extract
} // namespace ompfix
