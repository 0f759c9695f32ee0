//===- ExtractDevice.cpp - Target constructs and the device data environment ===//
//
// `target` constructs (alone or combined), `target data`, `target update`,
// `declare target` data and `teams`. The model of the code is the
// sequential program, which is what the host fallback runs; what a device
// with memory of its own runs is the same only when the copies the clauses
// make are transparent. This file lists those copies (DeviceMapping, with
// the statements that use each); legality decides whether they are
// (legality/DeviceData.cpp).
//
//===----------------------------------------------------------------------===//

#include "frontend/Extractor.h"

#include "clang/Basic/OpenMPKinds.h"

#include <functional>

using namespace clang;

namespace ompfix {
namespace extract {

namespace {

/// The variables declared in \p S (its own locals: each run of the code
/// has new ones).
void declaredIn(const Stmt *S, std::set<const VarDecl *> &Declared) {
  if (!S)
    return;
  // A construct's code, not its captures.
  if (const auto *D = dyn_cast<OMPExecutableDirective>(S))
    return declaredIn(associatedCode(*D), Declared);
  if (const auto *D = dyn_cast<DeclStmt>(S))
    for (const Decl *Each : D->decls())
      if (const auto *V = dyn_cast<VarDecl>(Each))
        Declared.insert(V);
  for (const Stmt *Child : S->children())
    declaredIn(Child, Declared);
}

} // namespace

/// Whether \p Section, {lower, length}, is `[0 : k * size]` (or
/// `[: size * k]`) with \p Size the row length of a linearized array.
static bool isRowsSection(const std::pair<const Expr *, const Expr *> &Section,
                          const DeclRefExpr *Size) {
  if (Section.first) {
    const auto *Zero = dyn_cast<IntegerLiteral>(strip(Section.first));
    if (!Zero || Zero->getValue() != 0)
      return false;
  }
  const auto *Product = dyn_cast<BinaryOperator>(strip(Section.second));
  return Product && Product->getOpcode() == BO_Mul &&
         (referencedVar(strip(Product->getLHS())) == Size->getDecl() ||
          referencedVar(strip(Product->getRHS())) == Size->getDecl());
}

/// The one size of linearized array \p V when it is one variable (rows
/// of `n` cells), else null.
static const DeclRefExpr *singleRowSize(const FunctionFacts &Facts,
                                        const VarDecl *V) {
  auto Rows = Facts.RowLengths.find(V);
  if (Rows == Facts.RowLengths.end() || Rows->second.size() != 1 ||
      Rows->second.front().size() != 1)
    return nullptr;
  return dyn_cast<DeclRefExpr>(
      Rows->second.front().front()->IgnoreParenImpCasts());
}

/// The cells a list item of a `map` clause names where the directive is,
/// in the iterators of the loops around it (Cell::Cells form):
/// "a[c0] : lo <= c0 < lo + len", or "" for every cell of the variable; \p Id gets the variable's Variable::Id. Accepted
/// forms (each bound affine where the directive is):
///
///   x, a              a scalar, an array: every cell
///   a[lo:len][lo:len] an array section, one per dimension; a missing lower
///   p[lo:len]         bound is 0; p a pointer, or an alias `q + k`
///   a[i]              one cell
///   a[0:k*size]       rows [0, k) of an array read as rows of `size`
///                     cells (`a[i * size + j]`, findLinearizedArrays)
///
/// A pointer named alone maps the pointer, not what it points to: none
/// (nullopt, \p Why empty). Anything else (struct members, sections
/// without a length, a linearized array) sets \p Why.
std::optional<std::string> Extractor::mappedCells(const Expr *Item,
                                                  std::string &Id,
                                                  UnknownReason &Why) {
  // As written, also inside a macro's argument (`OMP_TARGET(map(a[0:n]))`).
  std::string Written =
      "'" +
      text(SourceRange(SM.getSpellingLoc(Item->getBeginLoc()),
                       SM.getSpellingLoc(Item->getEndLoc()))) +
      "'";
  // The section of each dimension, outermost first: {lower, length}.
  std::vector<std::pair<const Expr *, const Expr *>> Dims;
  const Expr *Base = strip(Item);
  while (true) {
    if (const auto *S = dyn_cast<ArraySectionExpr>(Base)) {
      if (!S->getLength() || S->getStride()) {
        Why = {UnknownKind::Clause, "the array section " + Written + " has no length or a stride"};
        return std::nullopt;
      }
      Dims.insert(Dims.begin(), {S->getLowerBound(), S->getLength()});
      Base = strip(S->getBase());
    } else if (const auto *S = dyn_cast<ArraySubscriptExpr>(Base)) {
      Dims.insert(Dims.begin(), {S->getIdx(), nullptr});
      Base = strip(S->getBase());
    } else {
      break;
    }
  }
  const VarDecl *V = referencedVar(Base);
  if (!V) {
    Why = {UnknownKind::Clause, "the map clause item " + Written + " is not a variable or an "
          "array section of one"};
    return std::nullopt;
  }
  if (Dims.empty() && V->getType()->isPointerType())
    return std::nullopt;
  const VarInfo &I = info(V);
  Id = I.Id;
  if (!I.Unsupported.empty()) {
    Why = I.Unsupported;
    return std::nullopt;
  }
  const Variable *Var = Out.Model.findVariable(I.Id);
  // The section of each dimension as affine expressions: {lower, length}.
  std::vector<std::pair<std::string, std::string>> Bounds;
  std::vector<std::string> SavedGuards = Truncating.Guards;
  if (Dims.empty()) {
    // A whole array: its extents, where the declaration gives them and
    // nothing the function changes is in them (a VLA's size is taken where
    // it is declared); else every cell.
    if (I.IsAlias || !Var || !Var->RowLengths.empty())
      return std::string();
    QualType T = V->getType();
    while (const ArrayType *A = Ctx.getAsArrayType(T)) {
      std::optional<std::string> Extent;
      if (const auto *C = dyn_cast<ConstantArrayType>(A)) {
        Extent = std::to_string(C->getSize().getZExtValue());
      } else if (const auto *VA = dyn_cast<VariableArrayType>(A)) {
        std::set<const VarDecl *> Named;
        std::function<void(const Stmt *)> Collect = [&](const Stmt *S) {
          if (!S)
            return;
          if (const auto *E = dyn_cast<Expr>(S))
            if (const VarDecl *D = referencedVar(E))
              Named.insert(D);
          for (const Stmt *Child : S->children())
            Collect(Child);
        };
        Collect(VA->getSizeExpr());
        bool Fixed = true;
        for (const VarDecl *D : Named)
          Fixed &= !Entered.Modified.count(D);
        if (Fixed)
          Extent = affine(VA->getSizeExpr());
      }
      if (!Extent) {
        Truncating.Guards = SavedGuards;
        return std::string();
      }
      Bounds.push_back({"0", *Extent});
      T = A->getElementType();
    }
    if (Bounds.size() != Var->Rank) {
      Truncating.Guards = SavedGuards;
      return std::string();
    }
  } else if (const DeclRefExpr *RowSize = singleRowSize(Facts, V);
             Var && RowSize && Dims.size() == 1 && Dims[0].second &&
             isRowsSection(Dims[0], RowSize)) {
    // `a[0:k * size]` of an array read as rows of `size` cells: rows
    // [0, k).
    const auto *Product = cast<BinaryOperator>(strip(Dims[0].second));
    const Expr *Count =
        referencedVar(strip(Product->getLHS())) == RowSize->getDecl()
            ? Product->getRHS()
            : Product->getLHS();
    std::optional<std::string> RowCount = affine(Count);
    std::optional<std::string> Size = affine(RowSize);
    if (!RowCount || !Size) {
      Truncating.Guards = SavedGuards;
      Why = {UnknownKind::Clause, "the bounds of " + Written + " are not affine"};
      return std::nullopt;
    }
    Bounds = {{"0", *RowCount}, {"0", *Size}};
    Dims.clear();
  } else if (!Var || Var->Rank != Dims.size() || !Var->RowLengths.empty() ||
             (I.IsAlias && (!I.AliasPrefix.empty() || I.AliasOfScalar ||
                            I.AnyOffset))) {
    Why = {UnknownKind::Clause, "the array section " + Written +
          " does not name the dimensions of the model's '" +
          V->getName().str() + "'"};
    return std::nullopt;
  }
  for (const auto &[Low, Len] : Dims) {
    std::optional<std::string> Lower = Low ? affine(Low) : std::string("0");
    std::optional<std::string> Length = Len ? affine(Len) : std::string("1");
    if (!Lower || !Length) {
      Truncating.Guards = SavedGuards;
      Why = {UnknownKind::Clause, "the bounds of " + Written + " are not affine"};
      return std::nullopt;
    }
    Bounds.push_back({*Lower, *Length});
  }
  if (Bounds.empty()) {
    Truncating.Guards = SavedGuards;
    return std::string(); // a scalar
  }
  std::string Constraints, Cells;
  for (size_t K = 0; K < Bounds.size(); ++K) {
    const auto &[Lower, Length] = Bounds[K];
    std::string Cell = "c" + std::to_string(K);
    std::string Offset =
        K == 0 && I.IsAlias && !I.AliasOffset.empty() ? I.AliasOffset : "0";
    Cells += (K ? ", " : "") + Cell;
    Constraints += (K ? " and " : "") + ("(" + Lower + ") + (" + Offset +
                                         ") <= " + Cell + " < (" + Lower +
                                         ") + (" + Length + ") + (" + Offset +
                                         ")");
  }
  bool Inexact = Truncating.Guards.size() != SavedGuards.size();
  Truncating.Guards = SavedGuards;
  if (Inexact) {
    Why = {UnknownKind::Clause, "the bounds of " + Written + " divide a value that may be negative"};
    return std::nullopt;
  }
  std::string Domain = domainConstraints();
  return I.Id + "[" + Cells + "] : " + Constraints +
         (Domain.empty() ? "" : " and " + Domain.substr(3));
}

/// The copies that \p D's clauses make (OpenMP 5.2, "map clause",
/// "firstprivate clause" on `target`, and the rules for combined
/// constructs): an explicit or implicit `map` (Clang writes the implicit
/// ones: `tofrom` for arrays and structs), an explicit or implicit
/// `firstprivate` of the target (a scalar's default; `defaultmap` changes
/// what Clang writes), an explicit `private`
/// of a target that runs its block itself, and `tofrom` for the list items
/// of `reduction` on a combined target construct (not of `lastprivate`,
/// which clang 19 does not map: below).
/// DeviceMapping::Cells for the cells mappedCells gives ("a[c0] : ..."),
/// per instance of the directive: empty for every cell of the variable.
std::string Extractor::copyCells(const std::string &Cells) const {
  return Cells.empty() ? "" : "{ " + instanceTuple("") + " -> " + Cells + " }";
}

Extractor::DeviceCopies
Extractor::deviceCopies(const OMPExecutableDirective &D) {
  DeviceCopies Result;
  OpenMPDirectiveKind Kind = D.getDirectiveKind();
  std::string Name = "'#pragma omp " + directiveName(D) + "'";
  // { [d0] : ... }: the values of the loops around the directive.
  std::string Instances = "{ " + instanceTuple("") + domainConstraints() + " }";
  // (\p AsDefault: the copy Clang makes without a clause of its own.)
  auto Add = [&](const Expr *Item, DeviceTransfer T, const OMPClause *C,
                 bool AsDefault = false) {
    std::string Id;
    UnknownReason Why;
    std::optional<std::string> Cells = mappedCells(Item, Id, Why);
    // A pointer named alone: its value, which accesses through an alias
    // (`q = p + k`) read, is the target's own copy.
    if (const VarDecl *V = referencedVar(strip(Item));
        V && !Cells && Why.empty() && info(V).IsAlias &&
        !info(V).PointerId.empty()) {
      Id = info(V).PointerId;
      Cells = std::string();
      T = DeviceTransfer::FirstPrivate;
    }
    if (!Why.empty()) {
      if (!Id.empty())
        Result.Unmodelled.emplace(Id, Why);
      return;
    }
    if (!Cells)
      return;
    // A copy Clang makes by default yields to one a clause makes.
    if (AsDefault && Result.Copies.count(Id))
      return;
    DeviceMapping M;
    M.Variable = Id;
    M.Transfer = T;
    M.Directive = directiveName(D);
    M.Pos = position(D.getBeginLoc());
    if (!C->isImplicit() && !AsDefault) {
      M.Clause = text(SourceRange(SM.getSpellingLoc(C->getBeginLoc()),
                                  SM.getSpellingLoc(C->getEndLoc())));
      M.Item = text(SourceRange(SM.getSpellingLoc(Item->getBeginLoc()),
                                SM.getSpellingLoc(Item->getEndLoc())));
    } else if (const Variable *Of = Out.Model.findVariable(Id)) {
      M.Item = Of->Name;
    }
    M.Depth = Nest.size();
    M.Instances = Instances;
    M.Cells = copyCells(*Cells);
    // Two items of one variable: not modelled (their cells would unite).
    if (!Result.Copies.emplace(Id, M).second)
      Result.Unmodelled.emplace(
          Id, UnknownReason(UnknownKind::Clause,
                            "two clauses of " + Name + " map '" +
                                Out.Model.findVariable(Id)->Name + "'"));
  };
  // Copies Clang makes unless a clause maps the variable (added last).
  std::vector<std::pair<const Expr *, const OMPClause *>> Defaults;
  bool Combined = isOpenMPLoopDirective(Kind) ||
                  isOpenMPParallelDirective(Kind) ||
                  isOpenMPTeamsDirective(Kind);
  for (const OMPClause *C : D.clauses()) {
    if (const auto *M = dyn_cast<OMPMapClause>(C)) {
      DeviceTransfer T = DeviceTransfer::ToFrom;
      switch (M->getMapType()) {
      case OMPC_MAP_to: T = DeviceTransfer::To; break;
      case OMPC_MAP_from: T = DeviceTransfer::From; break;
      case OMPC_MAP_alloc: T = DeviceTransfer::Alloc; break;
      default: break;
      }
      bool Unusual = false;
      for (OpenMPMapModifierKind Mod : M->getMapTypeModifiers())
        Unusual |= Mod == OMPC_MAP_MODIFIER_mapper ||
                   Mod == OMPC_MAP_MODIFIER_iterator;
      for (const Expr *E : M->varlists()) {
        if (Unusual) {
          std::string Id;
    UnknownReason Why;
          mappedCells(E, Id, Why);
          if (!Id.empty())
            Result.Unmodelled.emplace(
                Id, UnknownReason(UnknownKind::Clause,
                              "a map clause with a mapper or an iterator"));
          continue;
        }
        Add(E, T, C);
      }
    } else if (const auto *F = dyn_cast<OMPFirstprivateClause>(C)) {
      for (const Expr *E : F->varlists())
        Add(E, DeviceTransfer::FirstPrivate, C);
    } else if (const auto *P = dyn_cast<OMPPrivateClause>(C)) {
      if (!Combined)
        for (const Expr *E : P->varlists())
          Add(E, DeviceTransfer::Private, C);
    } else if (const auto *R = dyn_cast<OMPReductionClause>(C)) {
      if (isOpenMPTargetExecutionDirective(Kind))
        for (const Expr *E : R->varlists())
          Add(E, DeviceTransfer::ToFrom, C);
    } else if (const auto *L = dyn_cast<OMPLastprivateClause>(C)) {
      // A lastprivate scalar of a combined target construct is not mapped
      // by clang 19, whatever OpenMP 5.0 says: the target gets the
      // scalar's default firstprivate copy, which keeps the last value
      // (checked on the host fallback: `target parallel for
      // lastprivate(t)` leaves the host's t as it was). An array: not
      // modelled (no copy, so its loops are unknown).
      if (isOpenMPTargetExecutionDirective(Kind))
        for (const Expr *E : L->varlists())
          if (const VarDecl *V = referencedVar(strip(E));
              V && V->getType()->isScalarType())
            Defaults.push_back({E, C});
    }
  }
  for (auto [Item, Clause] : Defaults)
    Add(Item, DeviceTransfer::FirstPrivate, Clause, /*AsDefault=*/true);
  return Result;
}

/// Why the code of target construct \p D cannot be modelled at all, if so:
/// clauses that make it asynchronous or that name device addresses.
UnknownReason Extractor::targetUnknown(const OMPExecutableDirective &D) {
  std::string Name = "'#pragma omp " + directiveName(D) + "'";
  if (Offload.DeviceDepth > 0)
    return {UnknownKind::Construct, Name + " inside a target construct"};
  for (const OMPClause *C : D.clauses())
    if (isa<OMPNowaitClause>(C) && Offload.TargetTaskWaits.count(&D))
      continue; // a target task, waited for in its block
    else if (isa<OMPNowaitClause>(C) && ownTargetTask(D))
      return {UnknownKind::Device,
              "the target task of " + Name +
                  " ('nowait') has no 'taskwait' after it in its block"};
    else if (isa<OMPNowaitClause, OMPDependClause, OMPInReductionClause,
            OMPIsDevicePtrClause, OMPHasDeviceAddrClause,
            OMPUseDevicePtrClause, OMPUseDeviceAddrClause,
            OMPUsesAllocatorsClause>(C))
      return {UnknownKind::Clause,
              "the '" + getOpenMPClauseName(C->getClauseKind()).str() +
                  "' clause of " + Name + " is not modelled yet"};
  return {};
}

/// Whether control may leave \p S other than by falling through its end
/// (`return`, `goto`, `throw`, a `break` or `continue` of an enclosing
/// loop or switch).
static bool mayLeave(const Stmt *S, bool InLoopOrSwitch = false) {
  if (!S)
    return false;
  if (isa<ReturnStmt, GotoStmt, IndirectGotoStmt, CXXThrowExpr>(S))
    return true;
  if (isa<BreakStmt, ContinueStmt>(S))
    return !InLoopOrSwitch;
  bool Inner = InLoopOrSwitch || isa<ForStmt, WhileStmt, DoStmt, SwitchStmt,
                                     CXXForRangeStmt>(S);
  for (const Stmt *Child : S->children())
    if (mayLeave(Child, Inner))
      return true;
  return false;
}

bool Extractor::ownTargetTask(const OMPExecutableDirective &D) const {
  return D.getSingleClause<OMPNowaitClause>() &&
         isOpenMPTargetExecutionDirective(D.getDirectiveKind()) &&
         Regions.empty() && Active.empty() && Offload.DeviceDepth == 0;
}

const Stmt *Extractor::targetTaskWait(llvm::ArrayRef<const Stmt *> Later) {
  for (const Stmt *S : Later) {
    if (const auto *Wait = dyn_cast<OMPTaskwaitDirective>(S))
      return Wait->clauses().empty() ? Wait : nullptr;
    if (mayLeave(S))
      return nullptr;
  }
  return nullptr;
}

/// Sets which loops and regions may run after copy \p M is first used: from
/// \p FirstLoop and \p FirstRegion on, or, when that happens \p InLoop
/// (later iterations run the code before it again), all of them.
static void runAfter(DeviceMapping &M, bool InLoop, size_t FirstLoop,
                     size_t FirstRegion) {
  M.LaterLoops = InLoop ? 0 : FirstLoop;
  M.LaterRegions = InLoop ? 0 : FirstRegion;
}

/// Records that the device's copies of target construct \p D, whose loops
/// and regions start at \p FirstLoop and \p FirstRegion, cannot be
/// modelled, with \p Why: those loops and regions, and the ones that may
/// run after them, are unknown (legality/DeviceData.cpp).
void Extractor::deviceUnknown(const OMPExecutableDirective &D, size_t FirstLoop,
                              size_t FirstRegion, const UnknownReason &Why) {
  DeviceMapping M;
  M.Directive = directiveName(D);
  M.Pos = position(D.getBeginLoc());
  M.Unknown = Why;
  for (size_t I = FirstLoop; I < Out.Model.Loops.size(); ++I)
    M.Loops.push_back(I);
  for (size_t I = FirstRegion; I < Out.Model.Regions.size(); ++I)
    M.Regions.push_back(I);
  runAfter(M, !Nest.empty(), FirstLoop, FirstRegion);
  Out.Model.DeviceData.push_back(M);
}

/// A target construct, alone (`target`, `target parallel`, `target teams`
/// with a block) or combined with a loop directive. Its code is modelled
/// as the host fallback runs it; each variable it accesses (apart from its
/// own locals and a construct's private copies inside) gets the copy that
/// holds it on the device: the outermost `target data` around that maps
/// it (the copy is present, nothing moves here), else this construct's
/// clauses. A variable without one, `declare target` data, and code that
/// cannot be modelled make its loops and regions unknown.
void Extractor::visitTarget(const OMPExecutableDirective *D) {
  OpenMPDirectiveKind Kind = D->getDirectiveKind();
  std::string Name = "'#pragma omp " + directiveName(*D) + "'";
  size_t FirstStatement = Out.Model.Statements.size();
  size_t FirstLoop = Out.Model.Loops.size();
  size_t FirstRegion = Out.Model.Regions.size();
  UnknownReason Why = targetUnknown(*D);
  DeviceCopies Own = deviceCopies(*D);
  {
    ScopedCount Device(Offload.DeviceDepth);
    if (const auto *L = dyn_cast<OMPLoopDirective>(D))
      visitLoopDirective(L);
    else if (isOpenMPParallelDirective(Kind))
      visitParallel(D);
    else if (isOpenMPTeamsDirective(Kind))
      visitTeams(D);
    else
      visit(associatedCode(*D));
  }
  if (!Why.empty())
    return deviceUnknown(*D, FirstLoop, FirstRegion, Why);
  if (auto Wait = Offload.TargetTaskWaits.find(D);
      Wait != Offload.TargetTaskWaits.end()) {
    TargetTask Task;
    Task.Directive = directiveName(*D);
    Task.Pos = position(D->getBeginLoc());
    Task.Wait = position(Wait->second->getBeginLoc());
    Task.Depth = Nest.size();
    for (size_t S = FirstStatement; S < Out.Model.Statements.size(); ++S)
      Task.DeviceStatements.push_back(Out.Model.Statements[S].Name);
    for (size_t I = FirstLoop; I < Out.Model.Loops.size(); ++I)
      Task.Loops.push_back(I);
    for (size_t I = FirstRegion; I < Out.Model.Regions.size(); ++I)
      Task.Regions.push_back(I);
    Out.Model.TargetTasks.push_back(Task);
    Offload.OpenTargetTasks.push_back({Out.Model.TargetTasks.size() - 1,
                                       Wait->second,
                                       Out.Model.Statements.size()});
  }

  std::set<const VarDecl *> Declared;
  declaredIn(associatedCode(*D), Declared);
  std::set<std::string> Locals;
  for (const VarDecl *V : Declared)
    if (auto It = Names.Vars.find(V); It != Names.Vars.end())
      Locals.insert(It->second.Id);
  // Whether the access of statement \p S is to a copy of a construct
  // inside (a loop's private or firstprivate copy, a region's).
  auto InnerCopy = [&](const std::string &S, const Access &A) {
    for (size_t I = FirstLoop; I < Out.Model.Loops.size(); ++I) {
      const LoopDirective &L = Out.Model.Loops[I];
      if (std::find(L.Statements.begin(), L.Statements.end(), S) ==
          L.Statements.end())
        continue;
      for (const DeclaredAttribute &DA : L.Attributes)
        if (DA.Variable == A.Variable &&
            DA.From != DeclaredAttribute::Origin::Enclosing &&
            (DA.Attr == Attribute::Private ||
             (DA.Attr == Attribute::FirstPrivate && A.IsWrite)))
          return true;
    }
    for (size_t I = FirstRegion; I < Out.Model.Regions.size(); ++I) {
      const ParallelRegion &R = Out.Model.Regions[I];
      bool InRegion = false;
      for (const ParallelRegion::Part &P : R.Parts)
        InRegion |= std::find(P.Statements.begin(), P.Statements.end(), S) !=
                    P.Statements.end();
      if (!InRegion)
        continue;
      for (const DeclaredAttribute &DA : R.Attributes)
        if (DA.Variable == A.Variable &&
            (DA.Attr == Attribute::Private ||
             (DA.Attr == Attribute::FirstPrivate && A.IsWrite)))
          return true;
    }
    return false;
  };
  // The statements that access each variable's device copy.
  std::map<std::string, std::vector<std::string>> Users;
  for (size_t S = FirstStatement; S < Out.Model.Statements.size(); ++S) {
    const Statement &St = Out.Model.Statements[S];
    for (DataScope *Scope : openScopes())
      Scope->DeviceStatements.insert(St.Name);
    for (const Access &A : St.Accesses) {
      const Variable *V = Out.Model.findVariable(A.Variable);
      if (!V || V->InCallee || Locals.count(A.Variable) || InnerCopy(St.Name, A))
        continue;
      std::vector<std::string> &Statements = Users[A.Variable];
      if (Statements.empty() || Statements.back() != St.Name)
        Statements.push_back(St.Name);
    }
  }
  // Copy \p M is used by \p Statements of this construct.
  auto Use = [&](DeviceMapping &M, const std::vector<std::string> &Statements) {
    M.DeviceStatements.insert(M.DeviceStatements.end(), Statements.begin(),
                              Statements.end());
    for (size_t I = FirstLoop; I < Out.Model.Loops.size(); ++I)
      M.Loops.push_back(I);
    for (size_t I = FirstRegion; I < Out.Model.Regions.size(); ++I)
      M.Regions.push_back(I);
  };
  for (const auto &[Id, Statements] : Users) {
    const Variable *V = Out.Model.findVariable(Id);
    UnknownReason NoCopy;
    if (DeviceMapping *Present = presentCopy(Id, NoCopy)) {
      Use(*Present, Statements);
      continue;
    }
    if (NoCopy.empty()) {
      if (auto It = Own.Unmodelled.find(Id); It != Own.Unmodelled.end()) {
        NoCopy = It->second;
      } else if (auto It = Own.Copies.find(Id); It != Own.Copies.end()) {
        DeviceMapping M = It->second;
        runAfter(M, !Nest.empty(), FirstLoop, FirstRegion);
        Out.Model.DeviceData.push_back(M);
        Use(Out.Model.DeviceData.back(), Statements);
        continue;
      } else if (DeviceMapping *Caller = callerCopy(Id)) {
        Use(*Caller, Statements);
        continue;
      } else {
        NoCopy = {UnknownKind::Device, "no map clause of " + Name +
                 " or of a 'target data' around it gives the device a copy "
                 "of '" + V->Name +
                 "' (what a pointer points to is mapped only by an array "
                 "section such as 'p[0:n]')"};
      }
    }
    return deviceUnknown(*D, FirstLoop, FirstRegion, NoCopy);
  }
}

std::vector<Extractor::DataScope *> Extractor::openScopes() {
  std::vector<DataScope *> Open;
  for (DataScope &Scope : Offload.LastingScopes)
    Open.push_back(&Scope);
  for (DataScope &Scope : Offload.DataScopes)
    Open.push_back(&Scope);
  Open.push_back(&Offload.ProgramScope);
  return Open;
}

/// The copy of variable \p Id that is present on the device here: the
/// outermost open `target data` construct's that maps it, else, for
/// `declare target` data, the one that lives as long as the program
/// (modelled as made undefined when the function starts: what the device
/// holds then is not known). As an entry of Out.Model.DeviceData, made on
/// first use; null if there is none (\p Why says why, if the clause that
/// would make it cannot be modelled).
DeviceMapping *Extractor::presentCopy(const std::string &Id,
                                      UnknownReason &Why) {
  for (DataScope *Scope : openScopes()) {
    if (Scope == &Offload.ProgramScope)
      break;
    if (auto It = Scope->Clauses.Unmodelled.find(Id);
        It != Scope->Clauses.Unmodelled.end()) {
      Why = It->second;
      return nullptr;
    }
    if (auto It = Scope->Clauses.Copies.find(Id);
        It != Scope->Clauses.Copies.end())
      return scopeCopy(*Scope, It->second);
  }
  auto Decl = Names.DeclOfId.find(Id);
  if (Decl == Names.DeclOfId.end() || !Decl->second ||
      !Decl->second->hasAttr<OMPDeclareTargetDeclAttr>())
    return nullptr;
  DeviceMapping Copy;
  Copy.Variable = Id;
  // The device's copy starts with the initializer's values, as the
  // host's does: they agree when `main` starts. Elsewhere the caller is
  // assumed to keep them agreeing.
  Copy.Transfer = DeviceTransfer::ToFrom;
  Copy.CallerManaged = !F.isMain();
  Copy.Directive = "declare target";
  Copy.WholeProgram = true;
  Copy.Pos = position(Decl->second->getLocation());
  Copy.Instances = "{ [] }";
  return scopeCopy(Offload.ProgramScope, Copy);
}

/// What may run after the copy is first used: from the first loop and
/// region after the start of its scope (of a copy that lasts the whole
/// function, where the function first uses it: the host's memory is the
/// sequential code's until then), or all of them when that start is in a
/// loop.
DeviceMapping *Extractor::scopeCopy(DataScope &Scope, const DeviceMapping &Copy) {
  auto [Used, New] =
      Scope.Used.emplace(Copy.Variable, Out.Model.DeviceData.size());
  if (New) {
    Out.Model.DeviceData.push_back(Copy);
    DeviceMapping &M = Out.Model.DeviceData.back();
    if (&Scope == &Offload.ProgramScope)
      runAfter(M, !Nest.empty(), Out.Model.Loops.size(),
               Out.Model.Regions.size());
    else
      runAfter(M, M.Depth > 0, Scope.FirstLoop, Scope.FirstRegion);
  }
  return &Out.Model.DeviceData[Used->second];
}

/// The caller's copy of what pointer \p Id points to, where no clause here
/// maps it: OpenMP maps a pointer that a target construct uses as a
/// zero-length section, which finds a copy the caller made. Accepted for
/// memory the function is given (a pointer parameter, a global pointer, a
/// local copy of a pointer field of either, FieldCopies),
/// not in `main`, which has no caller to map it, nor for memory the
/// function allocates; the copy lasts the whole function (CallerManaged),
/// like `declare target` data. Null otherwise.
DeviceMapping *Extractor::callerCopy(const std::string &Id) {
  auto Decl = Names.DeclOfId.find(Id);
  if (F.isMain() || Decl == Names.DeclOfId.end() || !Decl->second)
    return nullptr;
  const VarDecl *V = Decl->second;
  QualType T = V->getType();
  if (const auto *P = dyn_cast<ParmVarDecl>(V))
    T = P->getOriginalType();
  bool Given = isa<ParmVarDecl>(V) || Names.FieldCopies.count(V) ||
               (V->hasGlobalStorage() && V->isFileVarDecl());
  if (!Given ||
      !(T->isPointerType() || (isa<ParmVarDecl>(V) && T->isArrayType())) ||
      Facts.ownsItsMemory(V) || Entered.Modified.count(V))
    return nullptr;
  DeviceMapping Copy;
  Copy.Variable = Id;
  Copy.Transfer = DeviceTransfer::ToFrom;
  Copy.CallerManaged = true;
  Copy.Directive = "caller";
  Copy.WholeProgram = false;
  Copy.Pos = position(V->getLocation());
  Copy.Instances = "{ [] }";
  return scopeCopy(Offload.ProgramScope, Copy);
}

/// `#pragma omp target data`: the copies its clauses make stay on the
/// device until its end, and the target constructs inside use them (no
/// transfer at their own boundaries). Host code inside that touches such a
/// variable is recorded for legality (HostStatements).
void Extractor::visitTargetData(const OMPExecutableDirective *D) {
  std::string Name = "'#pragma omp " + directiveName(*D) + "'";
  UnknownReason Why = targetUnknown(*D);
  if (!Why.empty()) {
    size_t FirstLoop = Out.Model.Loops.size();
    size_t FirstRegion = Out.Model.Regions.size();
    visit(associatedCode(*D));
    return deviceUnknown(*D, FirstLoop, FirstRegion, Why);
  }
  size_t Index = Offload.DataScopes.size();
  Offload.DataScopes.emplace_back();
  Offload.DataScopes[Index].Clauses = deviceCopies(*D);
  Offload.DataScopes[Index].FirstStatement = Out.Model.Statements.size();
  Offload.DataScopes[Index].FirstLoop = Out.Model.Loops.size();
  Offload.DataScopes[Index].FirstRegion = Out.Model.Regions.size();
  visit(associatedCode(*D));
  DataScope Scope = std::move(Offload.DataScopes[Index]);
  Offload.DataScopes.pop_back();
  closeDataScope(Scope);
}


/// Accepted form, in one block:
///   #pragma omp target enter data map(to: a[0:n]) map(alloc: b[0:n])
///   ... (no return, goto, throw, break or continue out of it)
///   #pragma omp target exit data map(from: a[0:n], b[0:n])
/// with the same variables and cells in both: a `target data` construct
/// over the code between, each copy `to`/`alloc` as entered and coming back
/// as exited (`from`; `release`/`delete` do not copy back).
bool Extractor::enterDataScope(const OMPExecutableDirective *Enter,
                               llvm::ArrayRef<const Stmt *> Later,
                               const Stmt *&ExitStmt) {
  std::string Name = "'#pragma omp " + directiveName(*Enter) + "'";
  ExitStmt = nullptr;
  auto Refuse = [&](const UnknownReason &Why) {
    unsupported(Why);
    return false;
  };
  if (UnknownReason Why = targetUnknown(*Enter); !Why.empty())
    return Refuse(Why);
  DeviceCopies Entered = deviceCopies(*Enter);
  // The first exit in the block that names an entered variable.
  const OMPExecutableDirective *Exit = nullptr;
  size_t Between = 0;
  for (; Between < Later.size() && !Exit; ++Between) {
    const auto *D = dyn_cast<OMPTargetExitDataDirective>(Later[Between]);
    if (!D)
      continue;
    for (const auto *M : D->getClausesOfKind<OMPMapClause>())
      for (const Expr *E : M->varlists()) {
        std::string Id;
    UnknownReason Why;
        mappedCells(E, Id, Why);
        if (Entered.Copies.count(Id) || Entered.Unmodelled.count(Id))
          Exit = D;
      }
  }
  // Copies no exit of the block ends last as long as the program: from
  // here to the end of the function, where nothing runs more than once.
  bool CanLast = Nest.empty() && Flow.MayDepth == 0 && !Flow.MayReturned &&
                 Callees.Inlining.empty() && Offload.DataScopes.empty();
  if (!Exit && !CanLast)
    return Refuse({UnknownKind::Device,
                   Name + " without a 'target exit data' of its variables in "
                          "the same block"});
  for (size_t K = 0; Exit && K + 1 < Between; ++K)
    if (mayLeave(Later[K]))
      return Refuse({UnknownKind::Device,
                     "code between " + Name +
                         " and its 'target exit data' may leave the block"});
  if (Exit)
    if (UnknownReason Why = targetUnknown(*Exit); !Why.empty())
      return Refuse(Why);
  // What the exit does with each variable: copies it back (`from`), or not.
  std::map<std::string, bool> CopiesBack;
  std::map<std::string, std::string> ExitCells;
  if (Exit)
    for (const auto *M : Exit->getClausesOfKind<OMPMapClause>())
      for (const Expr *E : M->varlists()) {
        std::string Id;
    UnknownReason Why;
        std::optional<std::string> Cells = mappedCells(E, Id, Why);
        if (Id.empty())
          continue;
        if (!Why.empty() || !Cells || CopiesBack.count(Id) ||
            !(M->getMapType() == OMPC_MAP_from ||
              M->getMapType() == OMPC_MAP_release ||
              M->getMapType() == OMPC_MAP_delete)) {
          Entered.Unmodelled.emplace(
              Id, UnknownReason(
                      UnknownKind::Device,
                      "the 'target exit data' at line " +
                          std::to_string(position(Exit->getBeginLoc()).Line) +
                          " of '" + text(E->getSourceRange()) +
                          "' is not modelled"));
          continue;
        }
        CopiesBack[Id] = M->getMapType() == OMPC_MAP_from;
        ExitCells[Id] = copyCells(*Cells);
      }
  DataScope Scope, Lasting;
  Scope.Clauses.Unmodelled = Entered.Unmodelled;
  for (auto &[Id, Copy] : Entered.Copies) {
    if (Scope.Clauses.Unmodelled.count(Id))
      continue;
    auto Back = CopiesBack.find(Id);
    if (Back == CopiesBack.end() && CanLast) {
      Lasting.Clauses.Copies.emplace(Id, Copy);
      continue;
    }
    bool SameCells = Back != CopiesBack.end() && Copy.Cells == ExitCells[Id];
    if (!SameCells ||
        (Copy.Transfer != DeviceTransfer::To &&
         Copy.Transfer != DeviceTransfer::Alloc)) {
      Scope.Clauses.Unmodelled.emplace(
          Id, UnknownReason(UnknownKind::Device,
                            "the copy of '" + Out.Model.findVariable(Id)->Name +
                                "' that " + Name +
                                " makes is not ended by its 'target exit "
                                "data' with the same cells"));
      continue;
    }
    bool In = Copy.Transfer == DeviceTransfer::To;
    Copy.Transfer = In ? (Back->second ? DeviceTransfer::ToFrom
                                       : DeviceTransfer::To)
                       : (Back->second ? DeviceTransfer::From
                                       : DeviceTransfer::Alloc);
    Scope.Clauses.Copies.emplace(Id, Copy);
  }
  for (const auto &[Id, Back] : CopiesBack)
    if (!Entered.Copies.count(Id) && !Entered.Unmodelled.count(Id))
      Scope.Clauses.Unmodelled.emplace(
          Id, UnknownReason(
                  UnknownKind::Device,
                  "the 'target exit data' at line " +
                      std::to_string(position(Exit->getBeginLoc()).Line) +
                      " ends a copy of '" + Out.Model.findVariable(Id)->Name +
                      "' that " + Name + " did not make"));
  for (DataScope *Open : {&Lasting, &Scope}) {
    Open->FirstStatement = Out.Model.Statements.size();
    Open->FirstLoop = Out.Model.Loops.size();
    Open->FirstRegion = Out.Model.Regions.size();
  }
  // The lasting copies outermost: their scope ends after the other's.
  if (!Lasting.Clauses.Copies.empty())
    Offload.LastingScopes.push_back(std::move(Lasting));
  if (Exit)
    Offload.DataScopes.push_back(std::move(Scope));
  ExitStmt = Exit;
  return true;
}

/// Lists the host code that runs while the copies of \p Scope exist and
/// touches them: its statements from the scope's first on, other than
/// those of target constructs and `target update` directives.
void Extractor::closeDataScope(const DataScope &Scope) {
  for (const auto &[Id, Used] : Scope.Used) {
    DeviceMapping &M = Out.Model.DeviceData[Used];
    for (size_t S = Scope.FirstStatement; S < Out.Model.Statements.size(); ++S) {
      const Statement &St = Out.Model.Statements[S];
      if (Scope.DeviceStatements.count(St.Name) ||
          Scope.UpdateStatements.count(St.Name))
        continue;
      for (const Access &A : St.Accesses)
        if (A.Variable == Id) {
          M.HostStatements.push_back(St.Name);
          break;
        }
    }
  }
}

/// `#pragma omp target update to(...) from(...)`: copies the cells of its
/// list items between the host and a copy present on the device (one that
/// is not present is left alone). In the model, a statement of host code
/// that reads and writes those cells (the host's values stay what they
/// are); legality takes it as the transfer it is (UpdatesTo, UpdatesFrom).
void Extractor::visitTargetUpdate(const OMPExecutableDirective *D) {
  UnknownReason Why = targetUnknown(*D);
  if (!Why.empty())
    return unsupported(Why);
  Statement &S = newStatement(D->getBeginLoc());
  for (DataScope *Scope : openScopes())
    Scope->UpdateStatements.insert(S.Name);
  auto Move = [&](const Expr *Item, bool ToDevice) {
    std::string Id;
    UnknownReason Unmodelled;
    std::optional<std::string> Cells = mappedCells(Item, Id, Unmodelled);
    if (!Unmodelled.empty())
      return unsupported(Unmodelled);
    if (!Cells)
      return;
    DeviceMapping *M = presentCopy(Id, Unmodelled);
    if (!Unmodelled.empty())
      return unsupported(Unmodelled);
    if (!M)
      return;
    Cell Moved = Cells->empty() ? everyCell(Id, true) : Cell{Id, *Cells, true};
    SourceLocation Loc = SM.getExpansionLoc(Item->getBeginLoc());
    addAccess(S, Moved, false, Loc, text(Item->getSourceRange()));
    addAccess(S, Moved, true, Loc, text(Item->getSourceRange()));
    (ToDevice ? M->UpdatesTo : M->UpdatesFrom).push_back(S.Name);
  };
  for (const OMPClause *C : D->clauses()) {
    if (const auto *To = dyn_cast<OMPToClause>(C))
      for (const Expr *E : To->varlists())
        Move(E, true);
    if (const auto *From = dyn_cast<OMPFromClause>(C))
      for (const Expr *E : From->varlists())
        Move(E, false);
  }
}

/// Accepted form: \p Setup, in the block of `teams` construct \p Teams
/// before its `distribute` loop, a declaration of variables with initialisers that
/// read only what the construct never writes and call only pure functions
/// and runtime queries the same in every team (`omp_get_num_teams()`, not
/// `omp_get_team_num()`), the variables themselves never assigned:
///   int block = n / omp_get_num_teams();
/// Each team makes its own copy, with the value the sequential code gives
/// the one it makes.
bool Extractor::teamSetup(const DeclStmt &Setup,
                          const OMPExecutableDirective &Teams) {
  std::set<const VarDecl *> Written;
  std::function<void(const Stmt *)> Writes = [&](const Stmt *S) {
    if (!S)
      return;
    if (const auto *B = dyn_cast<BinaryOperator>(S); B && B->isAssignmentOp())
      if (const VarDecl *V = rootVariable(B->getLHS()))
        Written.insert(V);
    if (const auto *U = dyn_cast<UnaryOperator>(S);
        U && (U->isIncrementDecrementOp() || U->getOpcode() == UO_AddrOf))
      if (const VarDecl *V = rootVariable(U->getSubExpr()))
        Written.insert(V);
    for (const Stmt *Child : S->children())
      Writes(Child);
  };
  Writes(associatedCode(Teams));
  bool Uniform = true;
  std::function<void(const Stmt *)> Reads = [&](const Stmt *S) {
    if (!S || !Uniform)
      return;
    if (const auto *C = dyn_cast<CallExpr>(S)) {
      const FunctionDecl *Callee = C->getDirectCallee();
      llvm::StringRef Called =
          Callee && Callee->getIdentifier() ? Callee->getName() : "";
      Uniform &= !isThreadVaryingQuery(Called) && touchesNoMemory(Callee);
    }
    if (const auto *Ref = dyn_cast<DeclRefExpr>(S))
      if (const auto *V = dyn_cast<VarDecl>(Ref->getDecl()))
        Uniform &= !Written.count(V) && !V->getType()->isPointerType();
    for (const Stmt *Child : S->children())
      Reads(Child);
  };
  for (const Decl *Declared : Setup.decls()) {
    const auto *V = dyn_cast<VarDecl>(Declared);
    if (!V || !V->getInit() || V->isStaticLocal() || Written.count(V) ||
        !V->getType()->isArithmeticType())
      return false;
    Reads(V->getInit());
  }
  return Uniform;
}

/// `#pragma omp teams` (alone, or the block of `target teams`): the
/// league's teams run the block side by side, with no barrier between
/// them. Modelled when the block is one `distribute` loop directive,
/// after declarations every team makes alike (teamSetup) (its
/// iterations spread over the teams, as a worksharing loop's over
/// threads). Of the directive's own data-sharing clauses only `reduction`
/// is modelled: each team combines into a copy of its own, and the copies
/// are combined at the end, which for the one loop is the loop's
/// reduction (LeagueReductions).
void Extractor::visitTeams(const OMPExecutableDirective *D) {
  std::string Name = "'#pragma omp " + directiveName(*D) + "'";
  const Stmt *Code = associatedCode(*D);
  // Declarations before the loop that every team makes alike (teamSetup).
  std::vector<const DeclStmt *> Setup;
  while (const auto *Block = dyn_cast_or_null<CompoundStmt>(Code)) {
    if (Block->size() == 0)
      break;
    std::vector<const DeclStmt *> Leading;
    for (const Stmt *Child : Block->body())
      if (Child != Block->body_back())
        if (const auto *Decl = dyn_cast<DeclStmt>(Child);
            Decl && teamSetup(*Decl, *D))
          Leading.push_back(Decl);
    if (Leading.size() + 1 != Block->size())
      break;
    Setup.insert(Setup.end(), Leading.begin(), Leading.end());
    Code = Block->body_back();
  }
  const auto *Loop = dyn_cast_or_null<OMPLoopDirective>(Code);
  bool OneLoop = Loop && isOpenMPDistributeDirective(Loop->getDirectiveKind());
  bool TeamsClauses = false;
  for (const OMPClause *C : D->clauses())
    TeamsClauses |= !C->isImplicit() &&
                    isa<OMPPrivateClause, OMPFirstprivateClause,
                        OMPSharedClause, OMPDefaultClause>(C);
  // Other code beside the loop, or clauses that give the teams copies of
  // their own: a region whose threads are the league's teams.
  if ((!OneLoop || TeamsClauses) && Active.empty() && !innermostRegion())
    return modelRegion(D, true);
  UnknownReason Why;
  for (const OMPClause *C : D->clauses())
    if (!C->isImplicit() &&
        isa<OMPPrivateClause, OMPFirstprivateClause, OMPSharedClause,
            OMPDefaultClause>(C) &&
        Why.empty())
      Why = {UnknownKind::Clause, "the '" + getOpenMPClauseName(C->getClauseKind()).str() +
            "' clause of " + Name + " is not modelled yet"};
  if (Why.empty() &&
      (!Loop || !isOpenMPDistributeDirective(Loop->getDirectiveKind())))
    Why = {UnknownKind::Construct, "code of " + Name + " outside one 'distribute' loop (each team of "
          "the league runs it) is not modelled yet"};
  if (!Why.empty()) {
    if (!Active.empty())
      unsupported(Why);
    return visitUnmodelled(associatedCode(*D), Why);
  }
  ClauseAttributes Reductions;
  for (auto &[V, A] : explicitAttributes(D))
    if (A.Attr == Attribute::Reduction &&
        A.From == DeclaredAttribute::Origin::Explicit)
      Reductions.emplace(V, A);
  std::swap(Offload.LeagueReductions, Reductions);
  std::swap(Offload.LeagueLoop, Loop);
  for (const DeclStmt *Decl : Setup)
    visit(Decl);
  visit(Offload.LeagueLoop);
  std::swap(Offload.LeagueLoop, Loop);
  std::swap(Offload.LeagueReductions, Reductions);
}

} // namespace extract
} // namespace ompfix
