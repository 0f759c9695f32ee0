//===- PointerOrigins.cpp - Pointers that own their memory ---------------===//
//
// Which pointers of a function name memory of their own: fresh
// allocations, buffers exchanged by pointer moves, and copies of a pointer
// field of memory the function is given (FunctionFacts.h).
//
//===----------------------------------------------------------------------===//

#include "frontend/FunctionFacts.h"
#include "frontend/LibraryFunctions.h"
#include "frontend/LibraryTable.h"
#include "frontend/OpenMPConstructs.h"

#include "clang/Basic/OpenMPKinds.h"

#include "llvm/ADT/StringSet.h"

#include <functional>

using namespace clang;

namespace ompfix {
namespace extract {

/// Whether local pointer \p P of function body \p Body only ever holds
/// null or fresh memory: assigned null or fresh allocations, its address
/// only given to posix_memalign.
///   void *ptr = NULL; if (posix_memalign(&ptr, a, n)) ptr = NULL;
bool FunctionFacts::freshLocal(const VarDecl *P, const Stmt *Body,
                               unsigned Depth) const {
  auto Fresh = [&](const Expr *Value) {
    return Value->isNullPointerConstant(Ctx,
                                        Expr::NPC_ValueDependentIsNotNull) ||
           freshAllocation(Value, Depth + 1);
  };
  if (P->getInit() && !Fresh(P->getInit()))
    return false;
  bool Ok = true;
  std::set<const Expr *> Allocated; // &P given to posix_memalign
  std::function<void(const Stmt *)> Walk = [&](const Stmt *S) {
    if (!S || !Ok)
      return;
    if (const auto *C = dyn_cast<CallExpr>(S))
      if (const FunctionDecl *Callee = C->getDirectCallee();
          Callee && Callee->getIdentifier() &&
          Callee->getName() == "posix_memalign" && C->getNumArgs() > 0)
        Allocated.insert(C->getArg(0)->IgnoreParenCasts());
    if (const auto *B = dyn_cast<BinaryOperator>(S);
        B && B->isAssignmentOp() && referencedVar(B->getLHS()) == P)
      Ok = B->getOpcode() == BO_Assign && Fresh(B->getRHS());
    if (const auto *U = dyn_cast<UnaryOperator>(S);
        U && U->getOpcode() == UO_AddrOf && referencedVar(U->getSubExpr()) == P)
      Ok = Allocated.count(U);
    for (const Stmt *Child : S->children())
      Walk(Child);
  };
  Walk(Body);
  return Ok;
}

/// The value \p E gives a std::unique_ptr that owns an array: the pointer
/// or the other owner it is made from, through the temporaries and
/// conversions around it; null for an owner made empty.
///   new double[n]  std::make_unique<double[]>(n)  nullptr  {}
static const Expr *ownerValue(const Expr *E) {
  while (true) {
    E = E->IgnoreImplicit()->IgnoreParens();
    const auto *Construct = dyn_cast<CXXConstructExpr>(E);
    if (!Construct)
      return E;
    if (Construct->getNumArgs() == 0)
      return nullptr;
    if (Construct->getNumArgs() != 1)
      return E;
    E = Construct->getArg(0);
  }
}

bool FunctionFacts::freshOwnerValue(const Expr *E) const {
  const Expr *Value = E ? ownerValue(E) : nullptr;
  if (!Value ||
      Value->isNullPointerConstant(Ctx, Expr::NPC_ValueDependentIsNotNull))
    return true;
  // (`new double[n]`, `std::make_unique<double[]>(n)`.)
  return freshAllocation(Value, 0);
}

/// Whether \p E is \p D itself (parentheses and conversions around it).
static bool namesVariable(const Expr *E, const VarDecl *D) {
  const auto *Ref = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
  return Ref && Ref->getDecl() == D;
}

bool FunctionFacts::freshOwner(const VarDecl *D) const {
  // (The code D's scope is in: its function's, or an OpenMP construct's
  // captured statement's.)
  const auto *Scope = dyn_cast_or_null<Decl>(D->getParentFunctionOrMethod());
  if (!Scope || !Scope->getBody() || ownedArrayElement(D->getType()).isNull())
    return false;
  bool Ok = !D->getInit() || freshOwnerValue(D->getInit());
  std::function<void(const Stmt *)> Walk = [&](const Stmt *S) {
    if (!S || !Ok)
      return;
    if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(S);
        Op && Op->getNumArgs() > 0 && namesVariable(Op->getArg(0), D)) {
      OverloadedOperatorKind Kind = Op->getOperator();
      if (Kind == OO_Equal)
        Ok = Op->getNumArgs() == 2 && freshOwnerValue(Op->getArg(1));
      else if (Kind != OO_Subscript && Kind != OO_EqualEqual &&
               Kind != OO_ExclaimEqual)
        Ok = false;
      for (unsigned K = 1; K < Op->getNumArgs(); ++K)
        Walk(Op->getArg(K));
      return;
    }
    if (const auto *Member = dyn_cast<CXXMemberCallExpr>(S);
        Member && namesVariable(Member->getImplicitObjectArgument(), D)) {
      const CXXMethodDecl *Method = Member->getMethodDecl();
      llvm::StringRef Name = Method && Method->getIdentifier()
                                 ? Method->getName()
                                 : llvm::StringRef();
      if (Name == "reset")
        Ok = Member->getNumArgs() == 0 || freshOwnerValue(Member->getArg(0));
      else if (Name != "get" && !isa_and_nonnull<CXXConversionDecl>(Method))
        Ok = false;
      return;
    }
    if (const auto *Ref = dyn_cast<DeclRefExpr>(S); Ref && Ref->getDecl() == D)
      Ok = false; // moved, swapped, given by reference, captured, ...
    for (const Stmt *Child : codeChildren(S))
      Walk(Child);
  };
  Walk(Scope->getBody());
  return Ok;
}

/// Whether \p E is memory no other name reaches: a call of malloc, calloc,
/// aligned_alloc, the OpenMP allocators (omp_alloc, ...), or of a function of
/// the file whose every `return` gives such memory (`prk_malloc` returning
/// `aligned_alloc(a, bytes)`, or a local pointer that only posix_memalign
/// sets), or C++ array `new`, or `std::make_unique` of an array (an owner
/// of a new one).
bool FunctionFacts::freshAllocation(const Expr *E, unsigned Depth) const {
  // C++: `new double[n]` (the global operator, not a placement form).
  if (const auto *New = dyn_cast<CXXNewExpr>(E->IgnoreParenCasts()))
    return New->isArray() && New->getNumPlacementArgs() == 0 &&
           New->getAllocatedType()->isArithmeticType();
  const auto *C = dyn_cast<CallExpr>(E->IgnoreParenCasts());
  const FunctionDecl *Callee = C ? C->getDirectCallee() : nullptr;
  if (!Callee || !Callee->getIdentifier())
    return false;
  // C++: `std::make_unique<double[]>(n)`, an owner of a new array.
  if (Callee->isInStdNamespace() &&
      (Callee->getName() == "make_unique" ||
       Callee->getName() == "make_unique_for_overwrite"))
    return !ownedArrayElement(C->getType()).isNull();
  static const llvm::StringSet<> Allocators = {
      "malloc",        "calloc",
      "aligned_alloc", "_mm_malloc",
      "valloc",        "memalign",
      "omp_alloc",     "omp_aligned_alloc",
      "omp_calloc",    "omp_aligned_calloc"};
  if (Allocators.contains(Callee->getName()))
    return isLibraryDeclaration(*Callee);
  const FunctionDecl *Definition = nullptr;
  if (Depth >= 3 || !Callee->hasBody(Definition) || !Definition)
    return false;
  bool Fresh = true, Returns = false;
  std::function<void(const Stmt *)> Walk = [&](const Stmt *S) {
    if (!S || !Fresh)
      return;
    if (const auto *R = dyn_cast<ReturnStmt>(S)) {
      Returns = true;
      const Expr *Value = R->getRetValue();
      const VarDecl *Local =
          Value ? referencedVar(Value->IgnoreParenCasts()) : nullptr;
      Fresh = Value &&
              (freshAllocation(Value, Depth + 1) ||
               (Local && Local->hasLocalStorage() && !isa<ParmVarDecl>(Local) &&
                Local->getType()->isPointerType() &&
                freshLocal(Local, Definition->getBody(), Depth)));
      return;
    }
    for (const Stmt *Child : S->children())
      Walk(Child);
  };
  Walk(Definition->getBody());
  return Fresh && Returns;
}

/// Whether every value pointer \p D gets in the function (initialiser and
/// assignments) is a fresh allocation or null, and at least one is: its own
/// array, however often it is allocated anew.
bool FunctionFacts::freshPointer(const VarDecl *D) const {
  auto Values = PointerValues.find(D);
  if (Values == PointerValues.end())
    return false;
  // Copied elsewhere, its old memory would keep another name.
  if (auto Site = Sites.find(D);
      Site != Sites.end() && Site->second.Escapes && Values->second.size() > 1)
    return false;
  bool Allocated = false;
  for (const Expr *Value : Values->second) {
    if (Value &&
        Value->isNullPointerConstant(Ctx, Expr::NPC_ValueDependentIsNotNull))
      continue;
    if (!Value || !freshAllocation(Value, 0))
      return false;
    Allocated = true;
  }
  return Allocated;
}

/// Whether call \p C keeps no pointer it is given and gives none back
/// that it is not asked for: a function of the C library's table whose
/// result is no pointer (`free`, `strlen`, `printf`), `memset`, `memcpy`
/// and `memmove` whose result (their first argument) is dropped, and a
/// function of namespace std that returns nothing or a number and takes
/// no pointer by reference (`std::fill`, `std::sort`; not `std::swap`).
static bool keepsNoPointer(const CallExpr &C, bool ResultDropped) {
  const FunctionDecl *Callee = C.getDirectCallee();
  if (!Callee || !Callee->getIdentifier())
    return false;
  QualType Result = Callee->getReturnType();
  // (`std::swap(t, u)` takes the pointers themselves, by reference.)
  if (Callee->isInStdNamespace())
    return (Result->isVoidType() || Result->isArithmeticType()) &&
           llvm::none_of(Callee->parameters(), [](const ParmVarDecl *P) {
             return P->getType()->isReferenceType() &&
                    P->getType().getNonReferenceType()->isPointerType();
           });
  const LibraryFunction *Row = libraryFunction(Callee->getName());
  if (!Row || !isLibraryDeclaration(*Callee))
    return false;
  return !Result->isPointerType() ||
         (Row->Effect == LibraryEffect::CopiesRanges && ResultDropped);
}

/// Whether \p D runs code in threads or tasks other than the one that
/// meets it: a task, a parallel or teams construct, device code.
static bool makesOtherThreads(const OMPExecutableDirective &D) {
  OpenMPDirectiveKind Kind = D.getDirectiveKind();
  return isOpenMPTaskingDirective(Kind) || isOpenMPParallelDirective(Kind) ||
         isOpenMPTeamsDirective(Kind) || isOpenMPTargetExecutionDirective(Kind);
}

/// Whether \p S names \p D.
static bool mentions(const Stmt *S, const VarDecl *D) {
  if (const auto *Ref = dyn_cast_or_null<DeclRefExpr>(S))
    return Ref->getDecl() == D;
  return S && llvm::any_of(codeChildren(S), [&](const Stmt *Child) {
           return mentions(Child, D);
         });
}

bool FunctionFacts::memoryOfItsScope(const VarDecl *D) const {
  auto Site = Sites.find(D);
  if (!(freshPointer(D) || freshOwner(D)) || !D->hasLocalStorage() ||
      isa<ParmVarDecl>(D) || (Site != Sites.end() && Site->second.Escapes))
    return false;
  bool Kept = true;
  // Whether \p E names D (`t`, `t + k`; not `t[k]`, a number).
  std::function<bool(const Expr *)> Names = [&](const Expr *E) {
    E = E->IgnoreParenCasts();
    if (const auto *Sub = dyn_cast<ArraySubscriptExpr>(E))
      return Names(Sub->getIdx());
    if (const auto *Ref = dyn_cast<DeclRefExpr>(E))
      return Ref->getDecl() == D;
    return llvm::any_of(E->children(), [&](const Stmt *Child) {
      return isa_and_nonnull<Expr>(Child) && Names(cast<Expr>(Child));
    });
  };
  std::function<void(const Stmt *, bool)> Walk = [&](const Stmt *S,
                                                     bool Dropped) {
    if (!S || !Kept)
      return;
    if (const auto *R = dyn_cast<ReturnStmt>(S);
        R && R->getRetValue() && Names(R->getRetValue()))
      Kept = false;
    if (const auto *L = dyn_cast<LambdaExpr>(S))
      for (const LambdaCapture &Capture : L->captures())
        Kept &= !(Capture.capturesVariable() && Capture.getCapturedVar() == D);
    if (const auto *C = dyn_cast<CallExpr>(S);
        C && !keepsNoPointer(*C, Dropped))
      for (const Expr *Arg : C->arguments())
        Kept &= !(Arg->getType()->isPointerType() && Names(Arg));
    if (const auto *C = dyn_cast<CXXConstructExpr>(S))
      for (const Expr *Arg : C->arguments())
        Kept &= !Names(Arg);
    if (const auto *New = dyn_cast<CXXNewExpr>(S))
      for (const Expr *Arg : New->placement_arguments())
        Kept &= !Names(Arg);
    // A task, a nested team or device code inside D's scope copies the
    // pointer, not the memory: its threads reach the creator's.
    if (const auto *Directive = dyn_cast<OMPExecutableDirective>(S);
        Directive && makesOtherThreads(*Directive) &&
        !(Directive->hasAssociatedStmt() &&
          SM.isBeforeInTranslationUnit(Directive->getBeginLoc(),
                                       D->getLocation()) &&
          SM.isBeforeInTranslationUnit(
              D->getLocation(), Directive->getAssociatedStmt()->getEndLoc())) &&
        mentions(Directive, D))
      Kept = false;
    // (An expression statement of a block: its value dropped.)
    for (const Stmt *Child : codeChildren(S))
      Walk(Child, isa<CompoundStmt>(S));
  };
  Walk(F.getBody(), false);
  return Kept;
}

void FunctionFacts::findFreshRows() {
  for (const auto &[D, Values] : PointerValues)
    if (holdsFreshRows(D))
      FreshRows.insert(D);
}

bool FunctionFacts::holdsFreshRows(const VarDecl *D) const {
  QualType Row = D->getType()->isPointerType() ? D->getType()->getPointeeType()
                                               : QualType();
  if (Row.isNull() || !Row->isPointerType() ||
      !Row->getPointeeType()->isArithmeticType() || !D->hasLocalStorage() ||
      !freshPointer(D))
    return false;
  auto Names = [D](const Expr *E) { return referencedVar(E) == D; };
  auto RowOfD = [&](const Expr *E) -> const ArraySubscriptExpr * {
    const auto *Sub = dyn_cast<ArraySubscriptExpr>(E->IgnoreParenImpCasts());
    return Sub && Names(Sub->getBase()) ? Sub : nullptr;
  };
  std::function<bool(const Stmt *)> Clean = [&](const Stmt *S) -> bool {
    if (!S)
      return true;
    if (const auto *B = dyn_cast<BinaryOperator>(S);
        B && B->getOpcode() == BO_Assign) {
      if (Names(B->getLHS())) // its own value: fresh (freshPointer)
        return Clean(B->getRHS());
      if (const ArraySubscriptExpr *Sub = RowOfD(B->getLHS()))
        return freshAllocation(B->getRHS(), 0) && Clean(Sub->getIdx()) &&
               Clean(B->getRHS());
    }
    if (const auto *C = dyn_cast<CallExpr>(S))
      if (const Expr *Freed = freedPointer(C)) {
        if (Names(Freed))
          return true;
        if (const ArraySubscriptExpr *Sub = RowOfD(Freed))
          return Clean(Sub->getIdx());
      }
    // A cell, `u[i][j]`.
    if (const auto *Cell = dyn_cast<ArraySubscriptExpr>(S))
      if (const ArraySubscriptExpr *Sub = RowOfD(Cell->getBase()))
        return Clean(Sub->getIdx()) && Clean(Cell->getIdx());
    if (const auto *Ref = dyn_cast<DeclRefExpr>(S))
      return Ref->getDecl() != D;
    if (const auto *Directive = dyn_cast<OMPExecutableDirective>(S))
      return holdsThroughDirective(*Directive, Clean);
    return llvm::all_of(S->children(), Clean);
  };
  return Clean(F.getBody());
}

namespace {
/// `a = b;` or `T *a = b;`: local pointer a gets the value of local pointer
/// b, of the same type.
struct PointerMove {
  const VarDecl *To = nullptr;
  const VarDecl *From = nullptr;
  const Expr *Value = nullptr;
  bool Declares = false;
};
} // namespace

static bool isLocalPointer(const VarDecl *V) {
  return V && V->getType()->isPointerType() && V->hasLocalStorage() &&
         !isa<ParmVarDecl>(V);
}

static std::optional<PointerMove> pointerMove(const Stmt *S) {
  PointerMove M;
  if (const auto *D = dyn_cast<DeclStmt>(S)) {
    const auto *V =
        D->isSingleDecl() ? dyn_cast<VarDecl>(D->getSingleDecl()) : nullptr;
    if (!V || !V->getInit())
      return std::nullopt;
    M.To = V;
    M.Value = V->getInit();
    M.Declares = true;
  } else if (const auto *B = dyn_cast<BinaryOperator>(S);
             B && B->getOpcode() == BO_Assign) {
    M.To = referencedVar(B->getLHS());
    M.Value = B->getRHS();
  } else {
    return std::nullopt;
  }
  if (const auto *Ref = dyn_cast<DeclRefExpr>(M.Value->IgnoreParenCasts()))
    M.From = dyn_cast<VarDecl>(Ref->getDecl());
  if (!isLocalPointer(M.To) || !isLocalPointer(M.From) || M.To == M.From ||
      M.To->getType().getCanonicalType().getUnqualifiedType() !=
          M.From->getType().getCanonicalType().getUnqualifiedType())
    return std::nullopt;
  return M;
}

namespace {
/// Consecutive pointer moves of one compound statement.
struct MoveRun {
  std::vector<PointerMove> Moves;
  bool InConstruct = false;
};
/// What findBufferRotations gathers from the function's code: its runs of
/// moves, the references to each variable, and the values copied out of
/// each pointer (initialisers, assignments, returns).
struct PointerMoves {
  std::vector<MoveRun> Runs;
  std::map<const VarDecl *, unsigned> References;
  std::map<const VarDecl *, std::vector<const Expr *>> CopiesOf;
};
/// The effect of a run of moves: whose value (at the run's start) each
/// variable holds at its end, the variables assigned in order, and those
/// the run declares.
struct RunEffect {
  std::map<const VarDecl *, const VarDecl *> Holds;
  std::vector<const VarDecl *> Assigned;
  std::set<const VarDecl *> Declared;
};
} // namespace

/// Records \p Value in \p Found.CopiesOf when it is a copy of a variable's
/// pointer (what rootVariable finds in it).
static void addCopy(const Expr *Value, PointerMoves &Found) {
  if (Value)
    if (const VarDecl *V = rootVariable(Value))
      Found.CopiesOf[V].push_back(Value);
}

/// Gathers the pointer moves of \p S into \p Found (findBufferRotations):
/// each compound statement's runs of consecutive moves, whether they are
/// inside an OpenMP construct, and every reference and pointer copy.
static void collectPointerMoves(const Stmt *S, bool InConstruct,
                                PointerMoves &Found) {
  if (!S)
    return;
  if (const auto *D = dyn_cast<OMPExecutableDirective>(S))
    return collectPointerMoves(associatedCode(*D), true, Found);
  if (const auto *Ref = dyn_cast<DeclRefExpr>(S))
    if (const auto *V = dyn_cast<VarDecl>(Ref->getDecl()))
      ++Found.References[V];
  if (const auto *B = dyn_cast<BinaryOperator>(S);
      B && B->isAssignmentOp() && B->getType()->isPointerType())
    addCopy(B->getRHS(), Found);
  if (const auto *D = dyn_cast<DeclStmt>(S))
    for (const Decl *Declared : D->decls())
      if (const auto *V = dyn_cast<VarDecl>(Declared);
          V &&
          (V->getType()->isPointerType() || V->getType()->isReferenceType()))
        addCopy(V->getInit(), Found);
  if (const auto *R = dyn_cast<ReturnStmt>(S))
    addCopy(R->getRetValue(), Found);
  if (const auto *C = dyn_cast<CompoundStmt>(S)) {
    MoveRun Current;
    Current.InConstruct = InConstruct;
    auto Close = [&] {
      if (!Current.Moves.empty())
        Found.Runs.push_back(Current);
      Current.Moves.clear();
    };
    for (const Stmt *Child : C->body()) {
      if (std::optional<PointerMove> M = pointerMove(Child))
        Current.Moves.push_back(*M);
      else
        Close();
      collectPointerMoves(Child, InConstruct, Found);
    }
    Close();
    return;
  }
  for (const Stmt *Child : S->children())
    collectPointerMoves(Child, InConstruct, Found);
}

/// What run \p R does: `t = a; a = b; b = t;` leaves a holding b's value
/// and b holding a's, and assigns t, a, b in that order.
static RunEffect effectOf(const MoveRun &R) {
  RunEffect E;
  for (const PointerMove &M : R.Moves) {
    auto Held = E.Holds.find(M.From);
    const VarDecl *Value = Held == E.Holds.end() ? M.From : Held->second;
    if (!E.Holds.count(M.To))
      E.Assigned.push_back(M.To);
    E.Holds[M.To] = Value;
    if (M.Declares)
      E.Declared.insert(M.To);
  }
  return E;
}

bool FunctionFacts::validRotationMember(
    const VarDecl *V, const std::set<const VarDecl *> &Excluded,
    const std::set<const Expr *> &MoveValues,
    const std::vector<const Expr *> &Copies) const {
  auto Site = Sites.find(V);
  bool Valid = !Excluded.count(V) && F.Encloses(V->getDeclContext()) &&
               (Site == Sites.end() || !Site->second.AddressTaken);
  for (const Expr *Copy : Copies)
    Valid &= MoveValues.count(Copy) > 0;
  bool Allocated = false;
  static const std::vector<const Expr *> NoValues;
  auto Values = PointerValues.find(V);
  for (const Expr *Value :
       Values == PointerValues.end() ? NoValues : Values->second) {
    if (MoveValues.count(Value) ||
        (Value &&
         Value->isNullPointerConstant(Ctx, Expr::NPC_ValueDependentIsNotNull)))
      continue;
    bool Fresh = Value && freshAllocation(Value, 0);
    Valid &= Fresh;
    Allocated |= Fresh;
  }
  return Valid && Allocated;
}

/// Accepted form: local pointers (no parameters, no statics) of one type
/// that get only fresh allocations (or null) and each other's values, the
/// latter in runs of consecutive moves outside every OpenMP construct, each
/// run leaving the pointers' values permuted:
///   double *t = a; a = b; b = t;     t declared in the run,
///   t = a; a = b; b = c; c = t;      or used nowhere but in such runs
/// and no other copy of their values (`p = a`, `return a`, `&a`). Where a
/// construct runs, each member then points to an allocation of its own,
/// the others' being distinct: a member is an array of its own (what
/// `a[i]` names changes only between constructs, and every concurrent
/// access sees the same value of `a`). Each move reads and writes every
/// cell of its group, the values changing names: every flow through the
/// exchange passes through it.
void FunctionFacts::findBufferRotations(const Stmt *Body) {
  PointerMoves Found;
  collectPointerMoves(Body, false, Found);
  const std::vector<MoveRun> &Runs = Found.Runs;

  std::map<const VarDecl *, unsigned> ReferencesInRuns;
  for (const MoveRun &R : Runs)
    for (const PointerMove &M : R.Moves) {
      ++ReferencesInRuns[M.From];
      if (!M.Declares)
        ++ReferencesInRuns[M.To];
    }
  // A temporary: declared in its run, or named nowhere but in runs.
  auto usedOnlyInRuns = [&](const VarDecl *V) {
    return Found.References[V] == ReferencesInRuns[V];
  };

  // Groups of members (union-find), the values moves give them, the
  // temporaries of each group's runs, and pointers no group may hold.
  std::map<const VarDecl *, const VarDecl *> GroupOf;
  std::function<const VarDecl *(const VarDecl *)> Find =
      [&](const VarDecl *V) -> const VarDecl * {
    auto It = GroupOf.find(V);
    if (It == GroupOf.end() || It->second == V)
      return GroupOf[V] = V;
    return It->second = Find(It->second);
  };
  std::set<const Expr *> MoveValues;
  std::vector<std::pair<const VarDecl *, const VarDecl *>> TempOfGroup;
  std::set<const VarDecl *> Excluded;
  for (const MoveRun &R : Runs) {
    RunEffect E = effectOf(R);
    std::set<const VarDecl *> Members, EndValues;
    for (const VarDecl *V : E.Assigned)
      if (!E.Declared.count(V) && !usedOnlyInRuns(V)) {
        Members.insert(V);
        EndValues.insert(E.Holds[V]);
      }
    if (R.InConstruct || Members.size() < 2 || EndValues != Members) {
      for (const PointerMove &M : R.Moves)
        Excluded.insert({M.To, M.From});
      continue;
    }
    for (const VarDecl *V : Members)
      GroupOf[Find(V)] = Find(*Members.begin());
    for (const VarDecl *V : E.Assigned)
      if (!Members.count(V))
        TempOfGroup.push_back({V, *Members.begin()});
    for (const PointerMove &M : R.Moves)
      MoveValues.insert(M.Value);
  }

  std::map<const VarDecl *, std::vector<const VarDecl *>> Groups;
  for (const auto &[V, Unused] : std::map(GroupOf))
    Groups[Find(V)].push_back(V);
  for (const auto &[Representative, Members] : Groups) {
    bool Valid = true;
    for (const VarDecl *V : Members)
      Valid &= validRotationMember(V, Excluded, MoveValues, Found.CopiesOf[V]);
    if (!Valid)
      continue;
    std::vector<const VarDecl *> InOrder = Members;
    std::sort(InOrder.begin(), InOrder.end(),
              [&](const VarDecl *A, const VarDecl *B) {
                return SM.isBeforeInTranslationUnit(A->getLocation(),
                                                    B->getLocation());
              });
    for (const VarDecl *V : Members)
      Rotating[V] = InOrder;
    for (const auto &[Temp, Member] : TempOfGroup)
      if (Find(Member) == Representative)
        RotationTemps.insert(Temp);
  }
}

/// Accepted form: `double *x = s.f;` (`p->g.f`, ...), x a local pointer
/// declared outside every loop and construct, that the function never
/// assigns again nor takes the address of, s.f a path of fields to a
/// pointer from a parameter or a global (not `this`, which member calls
/// pass on), where the function names that path nowhere else, nor any
/// part of it that holds the pointer (`s.g` whole, `s` itself but as the
/// base of other fields): x is then the one way the function reaches
/// that memory, memory it is given, as a pointer parameter's (what it
/// points to may overlap other such memory: the no-overlap assumption).
/// Each copy is an array of its own, its subscripts delinearized as a
/// parameter's.
///   const double *xarea = field.xarea.data;   with field a `Field &`
void FunctionFacts::findFieldCopies(const Stmt *Body) {
  // How many times each path of fields is named as a whole (by root and
  // fields), and the roots named alone.
  std::map<std::pair<const VarDecl *, std::vector<const FieldDecl *>>, unsigned>
      Named;
  std::set<const VarDecl *> NamedAlone;
  std::map<const VarDecl *, const Expr *> Candidates;
  // Inside a loop or a construct: a pointer declared there is a copy per
  // iteration or thread, which must not own the memory (its accesses would
  // be taken for private ones).
  unsigned Nested = 0;
  std::function<void(const Stmt *, bool)> Walk = [&](const Stmt *S,
                                                     bool MemberBase) {
    if (!S)
      return;
    // A directive's code, not its captures.
    if (const auto *D = dyn_cast<OMPExecutableDirective>(S)) {
      ++Nested;
      Walk(associatedCode(*D), false);
      --Nested;
      return;
    }
    if (isa<ForStmt, WhileStmt, DoStmt, CXXForRangeStmt>(S)) {
      ++Nested;
      for (const Stmt *Child : S->children())
        Walk(Child, false);
      --Nested;
      return;
    }
    if (const auto *D = dyn_cast<DeclStmt>(S); D && Nested == 0)
      for (const Decl *Declared : D->decls())
        if (const auto *V = dyn_cast<VarDecl>(Declared);
            V && V->getType()->isPointerType() && V->getInit() &&
            !V->hasGlobalStorage() && isa<MemberExpr>(strip(V->getInit())))
          Candidates.emplace(V, strip(V->getInit()));
    if (const auto *M = dyn_cast<MemberExpr>(S)) {
      // A method's object is used whole.
      if (!isa<FieldDecl>(M->getMemberDecl()))
        return Walk(M->getBase(), false);
      if (std::optional<ValuePath> P = valuePath(Ctx, M);
          P && P->fieldsOnly() && !MemberBase) {
        ++Named[{P->Root, P->Fields}];
        return; // the root and its fields are counted
      }
      return Walk(M->getBase(), true);
    }
    if (const auto *Ref = dyn_cast<DeclRefExpr>(S)) {
      if (const auto *V = dyn_cast<VarDecl>(Ref->getDecl()); V && !MemberBase)
        NamedAlone.insert(V);
      return;
    }
    bool Transparent = isa<ImplicitCastExpr>(S) || isa<ParenExpr>(S);
    for (const Stmt *Child : S->children())
      Walk(Child, Transparent && MemberBase);
  };
  Walk(Body, false);
  for (const auto &[V, Init] : Candidates) {
    std::optional<ValuePath> P = valuePath(Ctx, Init);
    if (!P || !P->fieldsOnly() || P->Fields.empty() ||
        OwnBody.Modified.count(V) || (P->Root && NamedAlone.count(P->Root)))
      continue;
    auto Site = Sites.find(V);
    if (Site != Sites.end() && Site->second.AddressTaken)
      continue;
    const VarDecl *Root = P->Root;
    bool Given = Root && (isa<ParmVarDecl>(Root) || Root->isFileVarDecl());
    // Named once: here, and no shorter path that holds it (a struct on
    // the way, as a whole) anywhere. (Fields ends with the root's step: a
    // path from the root of K steps is the last K.)
    bool Once = Named[{Root, P->Fields}] == 1;
    for (size_t K = 1; K < P->Fields.size(); ++K)
      Once &= Named[{Root, std::vector<const FieldDecl *>(
                               P->Fields.end() - K, P->Fields.end())}] == 0;
    if (Given && Once)
      FieldCopyCandidates.emplace(V, Init);
  }
}

} // namespace extract
} // namespace ompfix
