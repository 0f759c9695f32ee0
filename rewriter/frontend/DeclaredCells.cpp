//===- DeclaredCells.cpp - The extents arrays are declared with -----------===//
//
// Variable::DeclaredCells: the cells an array's declaration gives it, where
// the extents cannot change while the function runs. Legality reports an
// access outside them (ompfix-out-of-bounds), so an extent is given only
// where it is surely the array's: a constant, or the size of a
// variable-length dimension as the parameter the directives read, which
// holds only when nothing changes its variables from the declaration on.
//
//===----------------------------------------------------------------------===//

#include "frontend/Extractor.h"

#include "clang/Lex/Lexer.h"

#include <functional>

using namespace clang;

namespace ompfix {
namespace extract {

std::optional<std::string> Extractor::declaredExtent(const Expr *Size,
                                                     unsigned From) {
  if (!Size || Size->HasSideEffects(Ctx))
    return std::nullopt;
  // Every variable the size reads keeps its value from the declaration on:
  // the parameter of its version there is the one every later top-level
  // statement reads (invariantParameter counts the sites before it).
  auto KeepsValue = [&](const VarDecl *V) {
    if (Entered.ThreadDependent.count(V))
      return false;
    auto Site = Facts.Sites.find(V);
    if (Site == Facts.Sites.end()
            ? Entered.Modified.count(V) > 0
            : Site->second.Escapes ||
                  Site->second.At.lower_bound(From) != Site->second.At.end())
      return false;
    // A call may change a global, or what a callee's variable holds.
    return !(V->hasGlobalStorage() || !isLocalToModel(V)) ||
           Facts.UnknownCallsAt.lower_bound(From) == Facts.UnknownCallsAt.end();
  };
  bool Keeps = true;
  std::function<void(const Stmt *)> Walk = [&](const Stmt *S) {
    if (!S || !Keeps)
      return;
    if (const auto *Ref = dyn_cast<DeclRefExpr>(S))
      if (const auto *V = dyn_cast<VarDecl>(Ref->getDecl()))
        Keeps = KeepsValue(V);
    for (const Stmt *Child : S->children())
      Walk(Child);
  };
  Walk(Size);
  if (!Keeps)
    return std::nullopt;
  // (A division whose sign the text must split is left out: the extent
  // would hold only under its guards.)
  std::optional<std::string> Extent = unguardedAffine(Size);
  if (!Extent || mentionsIterator(*Extent))
    return std::nullopt;
  return Extent;
}

std::string boundedCells(const std::string &Id,
                         const std::vector<std::string> &Bounds) {
  std::string Cells, Constraints;
  for (unsigned K = 0; K < Bounds.size(); ++K) {
    std::string C = "c" + std::to_string(K);
    Cells += (K ? ", " : "") + C;
    if (!Bounds[K].empty())
      Constraints += std::string(Constraints.empty() ? " : " : " and ") +
                     "0 <= " + C + " < (" + Bounds[K] + ")";
  }
  return Constraints.empty()
             ? ""
             : "{ " + Id + "[" + Cells + "]" + Constraints + " }";
}

void Extractor::addDeclaredCells() {
  for (const auto &[D, I] : Names.Vars) {
    if (I.IsAlias || !I.Unsupported.empty() || I.Rank == 0)
      continue;
    auto V =
        std::find_if(Out.Model.Variables.begin(), Out.Model.Variables.end(),
                     [&, &I = I](const Variable &X) { return X.Id == I.Id; });
    if (V == Out.Model.Variables.end() || V->Name != D->getName() ||
        V->Rank != I.Rank || V->Container || !V->RowLengths.empty() ||
        !V->SliceCells.empty())
      continue;
    QualType T = D->getType();
    bool Parameter = false;
    if (const auto *P = dyn_cast<ParmVarDecl>(D)) {
      T = P->getOriginalType();
      Parameter = true;
    }
    auto Declared = DeclaredAtTopLevel.find(D);
    unsigned From = Declared == DeclaredAtTopLevel.end() ? 0 : Declared->second;
    // Per dimension, its bound; the first is the caller's for a pointer or
    // an array parameter (which is a pointer).
    std::vector<std::string> Bounds;
    std::string FirstExtent; // an array parameter's, as isl reads it
    if (const auto *P = T->getAs<PointerType>()) {
      Bounds.push_back("");
      T = P->getPointeeType();
    }
    while (const ArrayType *A = Ctx.getAsArrayType(T)) {
      std::optional<std::string> Extent;
      if (const auto *C = dyn_cast<ConstantArrayType>(A)) {
        // (A zero-length array is GNU's flexible one.)
        if (C->getSize().getZExtValue() > 0)
          Extent = std::to_string(C->getSize().getZExtValue());
      } else if (const auto *VA = dyn_cast<VariableArrayType>(A)) {
        // A callee's variable-length array is sized by its own call.
        if (!V->InCallee)
          Extent = declaredExtent(VA->getSizeExpr(), From);
        if (Extent && Parameter && Bounds.empty() && VA->getSizeExpr())
          V->ParameterExtent =
              Lexer::getSourceText(CharSourceRange::getTokenRange(
                                       VA->getSizeExpr()->getSourceRange()),
                                   SM, Ctx.getLangOpts())
                  .str();
      }
      if (Extent && Parameter && Bounds.empty() && isa<ConstantArrayType>(A))
        V->ParameterExtent = *Extent;
      if (Extent && Parameter && Bounds.empty())
        FirstExtent = *Extent;
      Bounds.push_back(Parameter && Bounds.empty() ? "" : Extent.value_or(""));
      T = A->getElementType();
    }
    if (Bounds.size() != V->Rank)
      continue;
    if (std::string Cells = boundedCells(V->Id, Bounds); !Cells.empty())
      V->DeclaredCells = Cells;
    if (!V->ParameterExtent.empty() && !FirstExtent.empty()) {
      Bounds[0] = FirstExtent;
      V->ParameterCells = boundedCells(V->Id, Bounds);
    } else {
      V->ParameterExtent.clear();
    }
  }
}

} // namespace extract
} // namespace ompfix
