//===- FunctionFacts.cpp - Where variables and fields may change ---------===//
//
// The passes over the whole function that find which variables and fields
// it may change and where, the forward gotos the model follows, and the
// variables that hold thread numbers (FunctionFacts.h).
//
//===----------------------------------------------------------------------===//

#include "frontend/FunctionFacts.h"
#include "frontend/LibraryFunctions.h"
#include "frontend/OpenMPConstructs.h"

#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/ADT/StringSwitch.h"

#include <functional>

using namespace clang;

namespace ompfix {
namespace extract {

FunctionFacts::FunctionFacts(ASTContext &Ctx, const FunctionDecl &F)
    : Ctx(Ctx), SM(Ctx.getSourceManager()), F(F) {
  const Stmt *Body = F.getBody();
  OwnBody.add(Body, SM);
  findFieldNames(Body);
  findWriteSites(Body);
  findAssignedFields(Body);
  findLinearizedArrays(Body);
  findChangedRows(Body);
  findBufferRotations(Body);
  findFieldCopies(Body);
  findFreshRows();
  findThreadArguments(Body);
  findStructArrays(Body);
}

void FunctionFacts::findStructArrays(const Stmt *S) {
  if (!S)
    return;
  if (const auto *D = dyn_cast<OMPExecutableDirective>(S))
    return findStructArrays(associatedCode(*D));
  if (const auto *Sub = dyn_cast<ArraySubscriptExpr>(S))
    if (const auto *Ref =
            dyn_cast<DeclRefExpr>(Sub->getBase()->IgnoreParenImpCasts()))
      if (const auto *V = dyn_cast<VarDecl>(Ref->getDecl());
          V && Sub->getType()->isRecordType())
        StructArrays.insert(V);
  for (const Stmt *Child : S->children())
    findStructArrays(Child);
}

bool FunctionFacts::freshFieldAssignments(const FieldDecl *Field) const {
  auto Values = FieldAssignedValues.find(Field);
  return !FieldsChangedOtherwise.count(Field) &&
         Values != FieldAssignedValues.end() &&
         llvm::all_of(Values->second, [&](const Expr *Value) {
           return Value && freshAllocation(Value, 0);
         });
}

bool FunctionFacts::keptInScope(const VarDecl *Scoped,
                                const VarDecl *Read) const {
  const auto *Body = dyn_cast_or_null<CompoundStmt>(F.getBody());
  auto Site = Sites.find(Read);
  if (!Body || Site == Sites.end() || Site->second.Escapes ||
      Site->second.AddressTaken || Read->getType()->isReferenceType())
    return false;
  unsigned Index = 0;
  for (const Stmt *Top : Body->body()) {
    // (A directive's own range ends with its line.)
    SourceLocation End = Top->getEndLoc();
    if (const auto *D = dyn_cast<OMPExecutableDirective>(Top);
        D && D->hasAssociatedStmt())
      End = D->getAssociatedStmt()->getEndLoc();
    if (SM.isPointWithin(Scoped->getLocation(), Top->getBeginLoc(), End)) {
      // Declared by the top-level statement itself: in scope after it.
      if (const auto *D = dyn_cast<DeclStmt>(Top);
          D && llvm::is_contained(D->decls(), Scoped))
        return false;
      bool Global =
          Read->hasGlobalStorage() || !F.Encloses(Read->getDeclContext());
      return !Site->second.At.count(Index) &&
             !(Global && UnknownCallsAt.count(Index));
    }
    ++Index;
  }
  return false;
}

/// Whether a reference of type \p T, bound to a variable, may change it
/// (`int &rk = k;`, a parameter `int &x`): not a const one.
static bool bindsChangeably(QualType T) {
  return T->isReferenceType() && !T->getPointeeType().isConstQualified();
}

/// How many arguments of call \p C come before those of \p Callee's
/// parameters: a member operator's call lists its object first, a static
/// `operator()` too (C++23), but for an explicit object parameter
/// (`this const T &self`), which is the callee's parameter 0.
static unsigned objectArguments(const CallExpr &C, const FunctionDecl *Callee) {
  const auto *Method = dyn_cast_or_null<CXXMethodDecl>(Callee);
  return isa<CXXOperatorCallExpr>(C) && Method &&
                 !Method->isExplicitObjectMemberFunction()
             ? 1
             : 0;
}

/// The argument of call \p C for parameter \p K of \p Callee, if given.
static const Expr *argumentFor(const CallExpr &C, const FunctionDecl &Callee,
                               unsigned K) {
  unsigned First = objectArguments(C, &Callee);
  return K + First < C.getNumArgs() ? C.getArg(K + First) : nullptr;
}

const ParmVarDecl *parameterFor(const CallExpr &C, const FunctionDecl *Callee,
                                unsigned K) {
  unsigned First = objectArguments(C, Callee);
  if (!Callee || K < First || K - First >= Callee->getNumParams())
    return nullptr;
  return Callee->getParamDecl(K - First);
}

bool setsVariableIn(const VarDecl *V, const Stmt *Code) {
  auto IsV = [&](const Expr *E) {
    const auto *Ref = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
    return Ref && Ref->getDecl() == V;
  };
  bool Sets = false;
  std::function<void(const Stmt *)> Walk = [&](const Stmt *S) {
    if (!S || Sets)
      return;
    if (const auto *B = dyn_cast<BinaryOperator>(S))
      Sets = B->isAssignmentOp() && IsV(B->getLHS());
    if (const auto *U = dyn_cast<UnaryOperator>(S))
      Sets = (U->isIncrementDecrementOp() || U->getOpcode() == UO_AddrOf) &&
             IsV(U->getSubExpr());
    if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(S))
      Sets |= Op->isAssignmentOp() && IsV(Op->getArg(0));
    if (const auto *C = dyn_cast<CallExpr>(S))
      for (unsigned K = 0; K < C->getNumArgs(); ++K)
        if (const ParmVarDecl *P = parameterFor(*C, C->getDirectCallee(), K);
            P && bindsChangeably(P->getType()) && IsV(C->getArg(K)))
          Sets = true;
    for (const Stmt *Child : S->children())
      Walk(Child);
  };
  Walk(Code);
  return Sets;
}

/// Finds the variables written anywhere in the body (assignments, ++/--,
/// address taken): they are not parameters of the model.
/// Also the variables that get a thread-dependent value (declared with
/// one, or assigned one), in source order.
class ModifiedFinder : public RecursiveASTVisitor<ModifiedFinder> {
public:
  std::set<const VarDecl *> &Modified;
  std::set<const VarDecl *> &ThreadDependent;
  std::set<const VarDecl *> &OtherwiseChanged;
  /// Variables given `omp_get_thread_num()` itself, `omp_get_team_num()`
  /// itself, and those given anything else.
  std::set<const VarDecl *> ThreadNumber, TeamNumber, OtherValue;
  ModifiedFinder(std::set<const VarDecl *> &M, std::set<const VarDecl *> &T,
                 std::set<const VarDecl *> &O)
      : Modified(M), ThreadDependent(T), OtherwiseChanged(O) {}
  bool VisitBinaryOperator(BinaryOperator *B) {
    if (B->isAssignmentOp()) {
      mark(B->getLHS());
      if (const VarDecl *V = referencedVar(B->getLHS())) {
        if (!stepsItself(V, B))
          OtherwiseChanged.insert(V);
        if (varies(B->getRHS()))
          ThreadDependent.insert(V);
        given(V, B->getOpcode() == BO_Assign ? B->getRHS() : nullptr);
      }
    }
    return true;
  }
  bool VisitVarDecl(VarDecl *D) {
    if (D->getInit() && varies(D->getInit())) {
      ThreadDependent.insert(D);
      Modified.insert(D); // no parameter: each thread has its own value
    }
    // `int &rk = k;`: k may change through rk, as through `&k`.
    if (D->getInit() && bindsChangeably(D->getType()))
      changedThrough(D->getInit());
    if (D->getInit())
      given(D, D->getInit());
    return true;
  }
  /// \p V is given \p Value (null: a value computed from its own).
  void given(const VarDecl *V, const Expr *Value) {
    const auto *C =
        Value ? dyn_cast<CallExpr>(Value->IgnoreParenImpCasts()) : nullptr;
    const FunctionDecl *F = C ? C->getDirectCallee() : nullptr;
    llvm::StringRef Called = F && F->getIdentifier() ? F->getName() : "";
    (Called == "omp_get_thread_num" ? ThreadNumber
     : Called == "omp_get_team_num" ? TeamNumber
                                    : OtherValue)
        .insert(V);
  }
  bool varies(const Stmt *S) const {
    if (!S)
      return false;
    if (const auto *C = dyn_cast<CallExpr>(S))
      if (const FunctionDecl *F = C->getDirectCallee();
          F && isThreadVaryingQuery(F->getName()))
        return true;
    if (const auto *E = dyn_cast<Expr>(S))
      if (const VarDecl *V = referencedVar(E); V && ThreadDependent.count(V))
        return true;
    for (const Stmt *Child : S->children())
      if (varies(Child))
        return true;
    return false;
  }
  bool VisitUnaryOperator(UnaryOperator *U) {
    if (U->isIncrementDecrementOp() || U->getOpcode() == UO_AddrOf)
      mark(U->getSubExpr());
    // `k++`: a value computed from its own (no longer the thread's number).
    if (U->isIncrementDecrementOp())
      if (const VarDecl *V = referencedVar(U->getSubExpr()))
        given(V, nullptr);
    if (U->getOpcode() == UO_AddrOf)
      if (const VarDecl *V = referencedVar(U->getSubExpr()))
        OtherwiseChanged.insert(V);
    return true;
  }
  /// Whether assignment \p B steps \p V from its own value:
  /// `v += e`, `v -= e`, `v = v + e`, `v = e + v`, `v = v - e`.
  static bool stepsItself(const VarDecl *V, const BinaryOperator *B) {
    if (B->getOpcode() == BO_AddAssign || B->getOpcode() == BO_SubAssign)
      return true;
    const auto *Sum = B->getOpcode() == BO_Assign
                          ? dyn_cast<BinaryOperator>(
                                B->getRHS()->IgnoreParenImpCasts())
                          : nullptr;
    return Sum &&
           ((Sum->getOpcode() == BO_Add &&
             (referencedVar(Sum->getLHS()) == V ||
              referencedVar(Sum->getRHS()) == V)) ||
            (Sum->getOpcode() == BO_Sub && referencedVar(Sum->getLHS()) == V));
  }
  // `bump(k)` for `void bump(int &)`: k may change in the call.
  bool VisitCallExpr(CallExpr *C) {
    const FunctionDecl *Callee = C->getDirectCallee();
    for (unsigned K = 0; K < C->getNumArgs(); ++K)
      if (const ParmVarDecl *P = parameterFor(*C, Callee, K);
          P && bindsChangeably(P->getType()))
        changedThrough(C->getArg(K));
    return true;
  }
  void changedThrough(const Expr *E) {
    if (const VarDecl *V = referencedVar(E)) {
      Modified.insert(V);
      OtherwiseChanged.insert(V);
    }
  }
  void mark(const Expr *E) {
    if (const VarDecl *V = referencedVar(E))
      Modified.insert(V);
  }
};

ChangedVariables changedIn(const Stmt *S) {
  ChangedVariables Changed;
  std::function<void(const Stmt *)> Walk = [&](const Stmt *X) {
    if (!X)
      return;
    auto Mark = [&](const Expr *E) {
      // (A global by each of its declarations, as Extractor::info; what
      // a reference is bound to with it: `int &rk = k; rk++` changes k.)
      for (const VarDecl *V = rootVariable(E); V;) {
        if (!Changed.Variables.insert(V).second)
          break;
        Changed.Variables.insert(V->getCanonicalDecl());
        V = V->getType()->isReferenceType() && V->getInit()
                ? rootVariable(V->getInit())
                : nullptr;
      }
    };
    if (const auto *B = dyn_cast<BinaryOperator>(X); B && B->isAssignmentOp())
      Mark(B->getLHS());
    if (const auto *U = dyn_cast<UnaryOperator>(X);
        U && (U->isIncrementDecrementOp() || U->getOpcode() == UO_AddrOf))
      Mark(U->getSubExpr());
    if (const auto *C = dyn_cast<CallExpr>(X)) {
      const FunctionDecl *Callee = C->getDirectCallee();
      Changed.Calls |= !touchesNoMemory(Callee);
      // (An argument passed by value is a copy; one passed by address is
      // an address taken, above.)
      for (unsigned K = 0; K < C->getNumArgs(); ++K)
        if (const ParmVarDecl *P = parameterFor(*C, Callee, K);
            P && bindsChangeably(P->getType()))
          Mark(C->getArg(K));
      // A member call may change its object.
      if (const auto *M = dyn_cast<CXXMemberCallExpr>(C))
        if (!M->getMethodDecl() || mayChangeObject(*M->getMethodDecl()))
          Mark(M->getImplicitObjectArgument());
    }
    if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(X);
        Op && Op->isAssignmentOp() && Op->getNumArgs() > 0)
      Mark(Op->getArg(0));
    for (const Stmt *Child : X->children())
      Walk(Child);
  };
  Walk(S);
  return Changed;
}

/// Whether a call of \p Method changes no more of its object than the
/// fields its body assigns (where that body is walked): it is not
/// virtual, its body is in the file, and it names `this` only to reach
/// members (`*this = t`, `f(this)` may change the object whole). Not a
/// class of a system header: a std::vector field is one array whose
/// implementation's fields are on no path (`s.v.push_back(x)` changes v).
/// The member functions it calls on `this` must be such too; \p Depth
/// counts the calls walked so far, within FieldWriteFinder's.
static bool changesOnlyFieldsItAssigns(const CXXMethodDecl &Method,
                                       unsigned Depth) {
  const FunctionDecl *Definition = nullptr;
  if (Method.isVirtual() || !Method.hasBody(Definition) || !Definition ||
      Depth >= 3)
    return false;
  const SourceManager &SM = Definition->getASTContext().getSourceManager();
  if (SM.isInSystemHeader(SM.getExpansionLoc(Definition->getLocation())))
    return false;
  unsigned Objects = 0, MemberBases = 0;
  bool OtherChanges = false;
  std::function<void(const Stmt *)> Walk = [&](const Stmt *S) {
    if (!S || OtherChanges)
      return;
    if (isa<CXXThisExpr>(S))
      ++Objects;
    if (const auto *M = dyn_cast<MemberExpr>(S);
        M && isa<CXXThisExpr>(M->getBase()->IgnoreParenImpCasts()))
      ++MemberBases;
    // A member function it calls on `this` changes the object as its own
    // body says, or whole.
    if (const auto *Call = dyn_cast<CXXMemberCallExpr>(S);
        Call && isa<CXXThisExpr>(
                    Call->getImplicitObjectArgument()->IgnoreParenImpCasts())) {
      const CXXMethodDecl *Callee = Call->getMethodDecl();
      if (!Callee || (mayChangeObject(*Callee) &&
                      !changesOnlyFieldsItAssigns(*Callee, Depth + 1)))
        OtherChanges = true;
    }
    for (const Stmt *Child : S->children())
      Walk(Child);
  };
  Walk(Definition->getBody());
  return !OtherChanges && Objects == MemberBases;
}

/// Whether \p E is the value of a pointer field (`s.data`, `p->x`, also
/// converted to another pointer type: `(Pot *)s->pot`): it reaches what
/// the field points to, not the struct holding it.
static bool pointerFieldValue(const Expr *E) {
  E = E->IgnoreParens();
  while (const auto *Cast = dyn_cast<CastExpr>(E))
    if ((Cast->getCastKind() == CK_BitCast ||
         Cast->getCastKind() == CK_NoOp) &&
        Cast->getType()->isPointerType())
      E = Cast->getSubExpr()->IgnoreParens();
    else
      break;
  const auto *Read = dyn_cast<ImplicitCastExpr>(E);
  return Read && Read->getCastKind() == CK_LValueToRValue &&
         isa<MemberExpr>(Read->getSubExpr()->IgnoreParens()) &&
         Read->getType()->isPointerType();
}

/// The function's names of container fields (FunctionFacts::FieldNames).
using FieldNameMap = std::map<const VarDecl *, const MemberExpr *>;

/// The field that local reference \p V names (`m.x_` for `auto &x =
/// m.x_;`), else null; \p Names may be null (a callee's walk, whose names
/// are its locals' business).
static const MemberExpr *fieldNamedBy(const FieldNameMap *Names,
                                      const VarDecl *V) {
  if (!Names || !V)
    return nullptr;
  auto Named = Names->find(V);
  return Named == Names->end() ? nullptr : Named->second;
}

/// Where each top-level statement of a function body may change variables
/// and what they reach (WriteSites), for invariant parameters.
class WriteSiteFinder : public RecursiveASTVisitor<WriteSiteFinder> {
public:
  WriteSiteFinder(
      std::map<const VarDecl *, WriteSites> &Sites,
      std::set<unsigned> &UnknownCallsAt,
      std::map<const VarDecl *, std::vector<const Expr *>> &PointerValues,
      std::map<const FieldDecl *, std::set<unsigned>> &FieldAssignedAt)
      : Sites(Sites), UnknownCallsAt(UnknownCallsAt),
        PointerValues(PointerValues), FieldAssignedAt(FieldAssignedAt) {}
  unsigned Index = 0;
  /// Where the values stored in fields go (the function's own walk only).
  std::map<const FieldDecl *, std::vector<const Expr *>> *FieldValues =
      nullptr;
  /// The function's names of container fields (the function's own walk
  /// only, fieldNamedBy).
  const FieldNameMap *FieldNames = nullptr;
  /// FunctionFacts::StructsNamedOtherwise (callees' walks too).
  std::set<const FieldDecl *> *StructsNamedOtherwise = nullptr;

  /// The variable whose memory \p E is (rootVariable), a name of a field
  /// read as that field: `x[i]` after `auto &x = m.x_;` is m's.
  const VarDecl *root(const Expr *E) const { return root(rootVariable(E)); }
  const VarDecl *root(const VarDecl *V) const {
    const MemberExpr *Named = fieldNamedBy(FieldNames, V);
    return Named ? rootVariable(Named) : V;
  }

  bool VisitBinaryOperator(BinaryOperator *B) {
    if (B->isAssignmentOp() && B->getType()->isPointerType())
      if (const VarDecl *V = referencedVar(B->getLHS()))
        PointerValues[V].push_back(B->getOpcode() == BO_Assign ? B->getRHS()
                                                               : nullptr);
    // (A struct of numbers assigned whole: the same memory after, its
    // numbers written, Extractor::assignStruct.)
    if (B->isAssignmentOp() && !numberFields(B->getType()))
      if (const VarDecl *V = referencedVar(B->getLHS()))
        Sites[V].WholeAt.insert(Index);
    if (B->isAssignmentOp())
      assignsField(B->getLHS(),
                   B->getOpcode() == BO_Assign ? B->getRHS() : nullptr);
    if (B->isAssignmentOp()) {
      changes(B->getLHS(),
              B->getOpcode() == BO_Assign && isInputValue(B->getRHS()));
      if (B->getType()->isPointerType() || B->getType()->isArrayType())
        escapes(B->getRHS());
    }
    return true;
  }
  bool VisitUnaryOperator(UnaryOperator *U) {
    if (U->isIncrementDecrementOp()) {
      changes(U->getSubExpr());
      assignsField(U->getSubExpr(), nullptr);
    }
    if (U->isIncrementDecrementOp() && U->getType()->isPointerType())
      if (const VarDecl *V = referencedVar(U->getSubExpr()))
        PointerValues[V].push_back(nullptr);
    if (U->getOpcode() == UO_AddrOf && !ElementAddresses.count(U)) {
      if (const VarDecl *V = root(U->getSubExpr())) {
        Sites[V].AddressTaken = true;
        Sites[V].WholeAt.insert(Index);
      }
      if (!Harmless.count(U))
        escapes(U->getSubExpr());
    }
    return true;
  }
  bool VisitArraySubscriptExpr(ArraySubscriptExpr *S) {
    Harmless.insert(S->getBase()->IgnoreParenImpCasts());
    return true;
  }
  bool VisitImplicitCastExpr(ImplicitCastExpr *C) {
    if (C->getCastKind() == CK_ArrayToPointerDecay &&
        !Harmless.count(C->getSubExpr()->IgnoreParenImpCasts()))
      escapes(C->getSubExpr());
    return true;
  }
  // A declaration's initialiser is no site: every read of the variable
  // follows it (a declaration run again, in a loop, makes a LoopLocal).
  bool VisitVarDecl(VarDecl *D) {
    // A reference that may change the variable it is bound to (`int &rk =
    // k; rk++`): k's address taken, as by a reference argument.
    if (D->getInit() && bindsChangeably(D->getType()))
      if (const auto *Ref = dyn_cast<DeclRefExpr>(D->getInit()->IgnoreParens()))
        if (const auto *V = dyn_cast<VarDecl>(Ref->getDecl())) {
          Sites[V].AddressTaken = true;
          Sites[V].WholeAt.insert(Index);
        }
    if (const VarDecl *Root = elementNamed(D)) {
      Sites[Root].ElementNames.push_back(D);
      // (`&a[e]` there is the element's name, not an escape.)
      ElementAddresses.insert(D->getInit()->IgnoreParenImpCasts());
    } else if (D->getInit() &&
               (D->getType()->isPointerType() ||
                D->getType()->isReferenceType()) &&
               !(FieldNames && FieldNames->count(D))) {
      escapes(D->getInit());
    } else if (D->getInit() && ownedObjectClass(D->getType())) {
      escapes(copiedPointer(D->getInit())); // `auto b = a;` of a shared_ptr
    }
    if (D->getInit() && D->getType()->isPointerType())
      PointerValues[D].push_back(D->getInit());
    return true;
  }
  bool VisitCallExpr(CallExpr *C) {
    const FunctionDecl *Callee = C->getDirectCallee();
    llvm::StringRef Name =
        Callee && Callee->getIdentifier() ? Callee->getName() : "";
    // (`a = b` between structs of numbers writes a's numbers, no more:
    // VisitCXXOperatorCallExpr. `sp->f`, `sp.get()` read the pointer.)
    if (touchesNoMemory(Callee) || isNumberStructAssignment(C) ||
        ownedArrayAccess(C) || smartPointerOf(C))
      return true;
    // An operation of a std::atomic (`s->done++`, `hits.load()`) reads or
    // writes that value alone, as `x += v` does (Extractor::atomicCall),
    // and what it is given by reference (a compare-and-exchange's
    // expected value, below).
    const Expr *Object = callObjectOf(C);
    bool AtomicOperation = Object && isStdAtomicCall(*C, *Object);
    if (AtomicOperation && !cast<CXXMethodDecl>(Callee)->isConst()) {
      changes(Object);
      assignsField(Object, nullptr);
    }
    // (`t = clock::now()` changes t: VisitCXXOperatorCallExpr.)
    if (!AtomicOperation && (!Callee || !(isOutputCall(C) ||
                                          (isLibraryDeclaration(*Callee) &&
                                           isLibraryFunction(Name)) ||
                                          isChronoAssignment(C))))
      calleeChanges(Callee);
    // What a pointer argument reaches may change (and no more: the
    // argument is no stored address).
    for (unsigned K = 0; K < C->getNumArgs(); ++K) {
      const Expr *Arg = C->getArg(K);
      Harmless.insert(Arg->IgnoreParenImpCasts());
      // C++: a reference parameter binds the argument itself; a const one
      // (`std::min(n, it + tile)`) only reads it.
      const ParmVarDecl *P = parameterFor(*C, Callee, K);
      QualType Param = P ? P->getType() : QualType();
      bool ByReference = !Param.isNull() && bindsChangeably(Param);
      if (ByReference || Arg->getType()->isPointerType())
        changes(Arg, readsInput(Name));
      if (ByReference)
        if (const VarDecl *V = root(Arg))
          Sites[V].AddressTaken = true;
      // (A pointer field's value, `f(s.data)`, reaches what it points
      // to, not the struct.)
      if ((ByReference || Arg->getType()->isPointerType()) &&
          !pointerFieldValue(Arg))
        if (const VarDecl *V = root(Arg))
          Sites[V].WholeAt.insert(Index);
    }
    return true;
  }
  bool VisitCXXMemberCallExpr(CXXMemberCallExpr *C) {
    const CXXMethodDecl *M = C->getMethodDecl();
    if (!M || !mayChangeObject(*M))
      return true;
    // Element access leaves a container's size as it is.
    static const llvm::StringSet<> Elements = {"data", "begin", "end",
                                               "at",   "front", "back"};
    if (const VarDecl *V = root(C->getImplicitObjectArgument())) {
      Sites[V].At.insert(Index);
      if (!changesOnlyFieldsItAssigns(*M, 0))
        Sites[V].WholeAt.insert(Index);
      if (!M->getIdentifier() || !Elements.contains(M->getName()))
        Sites[V].Resized.insert(Index);
    }
    return true;
  }
  bool VisitCXXOperatorCallExpr(CXXOperatorCallExpr *C) {
    // `b = a` of smart pointers: b is another name of a's object.
    if (C->getOperator() == OO_Equal && C->getNumArgs() == 2 &&
        ownedObjectClass(C->getArg(0)->getType()))
      escapes(copiedPointer(C->getArg(1)));
    if (C->isAssignmentOp() && C->getNumArgs() > 0) {
      changes(C->getArg(0));
      if (const VarDecl *V = root(C->getArg(0)))
        (isNumberStructAssignment(C) ? Sites[V].NumbersAssignedAt
                                     : Sites[V].WholeAt)
            .insert(Index);
    }
    // A member operator called on a struct (`b += c`, `b[i]`) may change
    // it as its member functions may.
    if (const auto *M = dyn_cast_or_null<CXXMethodDecl>(C->getDirectCallee());
        M && mayChangeObject(*M) && C->getNumArgs() > 0 &&
        !isNumberStructAssignment(C) && !changesOnlyFieldsItAssigns(*M, 0))
      if (const VarDecl *V = root(C->getArg(0)))
        Sites[V].WholeAt.insert(Index);
    return true;
  }
  // A lambda that captures a variable by reference may change it
  // wherever it is called: its address escapes.
  bool VisitLambdaExpr(LambdaExpr *L) {
    for (const LambdaCapture &Capture : L->captures())
      if (Capture.capturesVariable() && Capture.getCaptureKind() == LCK_ByRef)
        if (const auto *V = dyn_cast<VarDecl>(Capture.getCapturedVar())) {
          Sites[V].Escapes = true;
          // (A field's name captured: the field's struct.)
          if (const VarDecl *Named = root(V); Named && Named != V)
            Sites[Named].Escapes = true;
        }
    return true;
  }
  bool VisitCXXConstructExpr(CXXConstructExpr *C) {
    for (const Expr *Arg : C->arguments()) {
      changes(Arg);
      if (const VarDecl *V = root(Arg))
        Sites[V].WholeAt.insert(Index);
    }
    return true;
  }

private:
  /// A call of \p Callee may change the globals that its body (and its
  /// callees') changes, or any when they are not all in the file.
  void calleeChanges(const FunctionDecl *Callee) {
    const FunctionDecl *Definition = nullptr;
    if (!Callee || !Callee->hasBody(Definition) || !Definition ||
        Calling.size() >= 4 ||
        std::find(Calling.begin(), Calling.end(), Definition) !=
            Calling.end()) {
      UnknownCallsAt.insert(Index);
      return;
    }
    std::map<const VarDecl *, WriteSites> CalleeSites;
    std::set<unsigned> CalleeUnknown;
    std::map<const VarDecl *, std::vector<const Expr *>> CalleePointers;
    // (A callee's field assignments are FieldsChangedOtherwise.)
    std::map<const FieldDecl *, std::set<unsigned>> CalleeFields;
    WriteSiteFinder Inner(CalleeSites, CalleeUnknown, CalleePointers,
                          CalleeFields);
    Inner.StructsNamedOtherwise = StructsNamedOtherwise;
    Inner.Calling = Calling;
    Inner.Calling.push_back(Definition);
    Inner.TraverseStmt(Definition->getBody());
    if (!CalleeUnknown.empty()) {
      UnknownCallsAt.insert(Index);
      return;
    }
    // A global pointer the callee sets gets a value the caller cannot see.
    for (const auto &[V, Values] : CalleePointers)
      if (V->hasGlobalStorage() && !Values.empty())
        PointerValues[V].push_back(nullptr);
    for (const auto &[V, Site] : CalleeSites) {
      if (!V->hasGlobalStorage())
        continue;
      WriteSites &Here = Sites[V];
      if (!Site.At.empty() || Site.AddressTaken || Site.Escapes)
        Here.At.insert(Index);
      if (!Site.Resized.empty() || Site.AddressTaken || Site.Escapes)
        Here.Resized.insert(Index);
      Here.Escapes |= Site.Escapes;
      Here.AddressTaken |= Site.AddressTaken;
    }
  }
  /// The functions whose bodies this finder is in, for calls (the
  /// outermost first).
  std::vector<const FunctionDecl *> Calling;
  /// \p E, or what it reaches, may change; a container's size too unless
  /// \p E is one of its elements.
  /// \p E may change here; \p FromInput: to a value read from the
  /// program's input.
  void changes(const Expr *E, bool FromInput = false) {
    if (const VarDecl *V = root(E)) {
      Sites[V].At.insert(Index);
      (FromInput ? Sites[V].InputAt : Sites[V].OtherAt).insert(Index);
      if (!containerSubscript(E))
        Sites[V].Resized.insert(Index);
    }
  }
  /// \p E, changed here, is a field (`s->data = p`; \p Value null for a
  /// step): FieldAssignedAt and FieldAssignedValues.
  void assignsField(const Expr *E, const Expr *Value) {
    if (const auto *M = dyn_cast<MemberExpr>(E->IgnoreParenImpCasts()))
      if (const auto *Field = dyn_cast<FieldDecl>(M->getMemberDecl())) {
        FieldAssignedAt[Field].insert(Index);
        if (FieldValues)
          (*FieldValues)[Field].push_back(Value);
      }
  }

  /// The array or container whose struct element \p D names, if its
  /// initializer is one: `T &r = a[e]`, `T *p = &v[e]`.
  static const VarDecl *elementNamed(const VarDecl *D) {
    QualType T = D->getType();
    if (!D->getInit() || !(T->isReferenceType() || T->isPointerType()) ||
        !T->getPointeeType()->isRecordType())
      return nullptr;
    const Expr *Element = D->getInit()->IgnoreParenImpCasts();
    if (T->isPointerType()) {
      const auto *Address = dyn_cast<UnaryOperator>(Element);
      if (!Address || Address->getOpcode() != UO_AddrOf)
        return nullptr;
      Element = Address->getSubExpr()->IgnoreParenImpCasts();
    }
    if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(Element);
        Op && Op->getOperator() == OO_Subscript && Op->getNumArgs() == 2)
      return rootVariable(Op->getArg(0));
    if (isa<ArraySubscriptExpr>(Element))
      return rootVariable(Element);
    return nullptr;
  }
  /// The field \p E reads whose value points to a struct: a pointer or
  /// smart pointer field (`s->t`, `t.get()`, `t` copied), else null.
  static const FieldDecl *structPointerField(const Expr *E) {
    E = E->IgnoreParenCasts();
    if (const Expr *Pointer = smartPointerOf(E))
      E = Pointer->IgnoreParenCasts();
    const auto *M = dyn_cast<MemberExpr>(E);
    const auto *Field = M ? dyn_cast<FieldDecl>(M->getMemberDecl()) : nullptr;
    if (!Field)
      return nullptr;
    QualType T = Field->getType();
    return ownedObjectClass(T) ||
                   (T->isPointerType() && T->getPointeeType()->isRecordType())
               ? Field
               : nullptr;
  }
  /// The pointer a smart pointer is made from, \p E without the
  /// constructors that copy, move or adopt it: `a` of `std::shared_ptr<T>
  /// b(a)`, `p` of `std::shared_ptr<T> b(p, deleter)`.
  static const Expr *copiedPointer(const Expr *E) {
    E = E->IgnoreImplicit();
    while (const auto *Copy = dyn_cast<CXXConstructExpr>(E)) {
      if (Copy->getNumArgs() == 0)
        break;
      E = Copy->getArg(0)->IgnoreImplicit();
    }
    if (const auto *Move = dyn_cast<CallExpr>(E);
        Move && Move->getNumArgs() == 1 && Move->getDirectCallee() &&
        Move->getDirectCallee()->isInStdNamespace() &&
        Move->getDirectCallee()->getIdentifier() &&
        Move->getDirectCallee()->getName() == "move")
      E = Move->getArg(0);
    return E;
  }
  /// \p E's value is stored elsewhere (a pointer or reference to what
  /// its root reaches). A pointer field's value (`double *x = s.data;`)
  /// reaches what the field points to, not the struct: its fields stay.
  void escapes(const Expr *E) {
    // A pointer field's value, offset or not (`s->data`, `s->data + k`,
    // `&s->data[k]`), reaches what the field points to, not the struct.
    if (std::optional<PointerPlusOffset> Sum = pointerPlusOffset(E))
      E = Sum->Pointer;
    if (const FieldDecl *Field = structPointerField(E);
        Field && StructsNamedOtherwise)
      StructsNamedOtherwise->insert(Field);
    if (pointerFieldValue(E))
      return;
    if (const VarDecl *V = root(E))
      Sites[V].Escapes = true;
  }
  std::map<const VarDecl *, WriteSites> &Sites;
  std::set<unsigned> &UnknownCallsAt;
  std::map<const VarDecl *, std::vector<const Expr *>> &PointerValues;
  std::map<const FieldDecl *, std::set<unsigned>> &FieldAssignedAt;
  /// Addresses taken only for a subscript or a call's argument.
  std::set<const Expr *> Harmless;
  /// `&a[e]` naming an element (WriteSites::ElementNames).
  std::set<const Expr *> ElementAddresses;
};

/// The field that local reference \p D names for its whole life: a
/// container of numbers (stdNestedNumbers) reached from a variable or
/// `this` through fields alone, never through a subscript or a call:
///   auto &x = m.x_;   const std::vector<double> &w = this->w_;
///   std::vector<int> &r = s->grid.rows;   auto &v = data_;
/// (A reference is never bound again; what it names is what the model
/// reads and writes through it, Extractor::referenceAlias.)
static const MemberExpr *namedField(const VarDecl &D) {
  QualType Element;
  std::vector<std::string> Extents;
  if (!D.getType()->isReferenceType() || isa<ParmVarDecl>(D) ||
      !D.isLocalVarDecl() || !D.getInit() ||
      !stdNestedNumbers(D.getType().getNonReferenceType(), Element, Extents))
    return nullptr;
  const auto *Field = dyn_cast<MemberExpr>(D.getInit()->IgnoreParenImpCasts());
  for (const Expr *Step = Field; Step;) {
    const auto *Member = dyn_cast<MemberExpr>(Step);
    if (!Member || !isa<FieldDecl>(Member->getMemberDecl()))
      return nullptr;
    const Expr *Base = Member->getBase()->IgnoreParenImpCasts();
    if (isa<CXXThisExpr>(Base) || isa<DeclRefExpr>(Base))
      return Field;
    Step = Base;
  }
  return nullptr;
}

void FunctionFacts::findFieldNames(const Stmt *Body) {
  std::function<void(const Stmt *)> Walk = [&](const Stmt *S) {
    if (!S)
      return;
    if (const auto *Declaration = dyn_cast<DeclStmt>(S))
      for (const Decl *D : Declaration->decls())
        if (const auto *V = dyn_cast<VarDecl>(D))
          if (const MemberExpr *Field = namedField(*V))
            FieldNames[V] = Field;
    // (A lambda's: the names it captures from the function around.)
    if (const auto *Ref = dyn_cast<DeclRefExpr>(S))
      if (const auto *V = dyn_cast<VarDecl>(Ref->getDecl()))
        if (const MemberExpr *Field = namedField(*V))
          FieldNames[V] = Field;
    for (const Stmt *Child : S->children())
      Walk(Child);
  };
  Walk(Body);
}

void FunctionFacts::findWriteSites(const Stmt *Body) {
  WriteSiteFinder Finder(Sites, UnknownCallsAt, PointerValues,
                         FieldAssignedAt);
  Finder.FieldValues = &FieldAssignedValues;
  Finder.FieldNames = &FieldNames;
  Finder.StructsNamedOtherwise = &StructsNamedOtherwise;
  if (const auto *C = dyn_cast<CompoundStmt>(Body)) {
    for (const Stmt *Child : C->body()) {
      Finder.TraverseStmt(const_cast<Stmt *>(Child));
      ++Finder.Index;
    }
  } else {
    Finder.TraverseStmt(const_cast<Stmt *>(Body));
  }
  // A reference binding (`int &r = n`): what it names may be changed
  // through another name. (A reference parameter names the caller's
  // object, as a pointer parameter does: distinct from the others.)
  for (auto &[V, Site] : Sites)
    if (V->getType()->isReferenceType() && !isa<ParmVarDecl>(V))
      Site.Escapes = true;
}

/// Whether \p Method gives access to elements of its object without
/// changing the object itself: operator[], at, data, front, back and the
/// iterators (their non-const forms included).
static bool isElementAccessor(const CXXMethodDecl &Method) {
  if (Method.getOverloadedOperator() == OO_Subscript)
    return true;
  if (!Method.getIdentifier())
    return false;
  return llvm::StringSwitch<bool>(Method.getName())
      .Cases("at", "data", "front", "back", "begin", "end", true)
      .Cases("rbegin", "rend", "cbegin", "cend", true)
      .Default(false);
}

const Expr *callObjectOf(const CallExpr *C) {
  if (const auto *Member = dyn_cast<CXXMemberCallExpr>(C))
    return Member->getImplicitObjectArgument();
  if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(C);
      Op && Op->getNumArgs() > 0 &&
      isa_and_nonnull<CXXMethodDecl>(Op->getDirectCallee()))
    return Op->getArg(0);
  return nullptr;
}

/// The fields whose values code may change (FunctionFacts::AssignedFields),
/// in a body and the bodies of the file's functions it calls.
class FieldWriteFinder : public RecursiveASTVisitor<FieldWriteFinder> {
public:
  FieldWriteFinder(std::set<const FieldDecl *> &Assigned,
                   std::set<const FieldDecl *> &Otherwise, bool &ThisMayChange)
      : Assigned(Assigned), Otherwise(Otherwise),
        ThisMayChange(ThisMayChange) {}
  std::vector<const FunctionDecl *> Calling;
  /// Whether `this` in the body walked is the function's object (not a
  /// callee's own, as in a library container's member function).
  bool ThisIsOurs = true;
  /// The function's names of container fields (its own walk only,
  /// fieldNamedBy).
  const FieldNameMap *FieldNames = nullptr;

  // (A struct of numbers assigned whole changes its numbers alone, which
  // the model writes, Extractor::assignStruct: the same memory after.)
  bool VisitBinaryOperator(BinaryOperator *B) {
    if (B->isAssignmentOp() && !numberFields(B->getType()))
      changes(B->getLHS(), /*Direct=*/true);
    return true;
  }
  bool VisitUnaryOperator(UnaryOperator *U) {
    if (U->isIncrementDecrementOp())
      changes(U->getSubExpr(), /*Direct=*/true);
    // &s.f: f may change through the address (&s: see fieldPathInvariant).
    if (U->getOpcode() == UO_AddrOf)
      if (const auto *M = dyn_cast<MemberExpr>(
              throughName(U->getSubExpr())->IgnoreParenImpCasts()))
        if (const auto *Field = dyn_cast<FieldDecl>(M->getMemberDecl())) {
          Assigned.insert(Field);
          Otherwise.insert(Field);
        }
    return true;
  }
  bool VisitCXXThisExpr(CXXThisExpr *T) {
    // `this` used as a value (passed on, stored): anything may change.
    return true;
  }
  bool VisitCallExpr(CallExpr *C) {
    // `g = h;` of a struct of numbers (its operator=, which the compiler
    // writes): every field of g changes there.
    if (isNumberStructAssignment(C)) {
      changes(C->getArg(0), /*Direct=*/true);
      return true;
    }
    const FunctionDecl *Callee = C->getDirectCallee();
    // The body of a function of the file is walked below, for the fields
    // it assigns.
    const FunctionDecl *Definition = nullptr;
    bool Followed =
        Callee && Callee->hasBody(Definition) && Definition &&
        Calling.size() < 4 &&
        std::find(Calling.begin(), Calling.end(), Definition) == Calling.end();
    // What is given by reference may change; a struct variable changes as
    // a whole only where the callee may change it so (a body walked below
    // says whether it does: wholeStructsOfCall).
    if (Callee)
      for (unsigned K = 0; K < Callee->getNumParams(); ++K)
        if (const Expr *Arg = argumentFor(*C, *Callee, K);
            Arg && bindsChangeably(Callee->getParamDecl(K)->getType()) &&
            !(Followed && structVariable(Arg)))
          changes(Arg);
    if (const auto *M = dyn_cast<CXXMemberCallExpr>(C)) {
      const CXXMethodDecl *Method = M->getMethodDecl();
      // A member function whose body is walked changes what it assigns.
      bool Assigns = Followed && Method &&
                   changesOnlyFieldsItAssigns(*Method, Calling.size());
      if ((!Method || mayChangeObject(*Method)) && !Assigns) {
        if (ThisIsOurs &&
            isa<CXXThisExpr>(
                M->getImplicitObjectArgument()->IgnoreParenImpCasts()))
          ThisMayChange = true;
        // `s.v.push_back(x)`: a field that is an object changes by its
        // own member functions (element access aside: `s.v[i]`).
        if (!Method || !isElementAccessor(*Method))
          changes(M->getImplicitObjectArgument());
      }
    }
    // `s.v = w`, `s.v += w` of a class type.
    if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(C);
        Op && Op->isAssignmentOp() && Op->getNumArgs() > 0)
      changes(Op->getArg(0));
    for (const Expr *Arg : C->arguments())
      if (ThisIsOurs && isa<CXXThisExpr>(Arg->IgnoreParenCasts()))
        ThisMayChange = true;
    if (Followed) {
      FieldWriteFinder Inner(Assigned, Otherwise, ThisMayChange);
      Inner.Calling = Calling;
      Inner.Calling.push_back(Definition);
      // The callee's `this`: ours where it is called on `this` (or is a
      // lambda, whose `this` is the one it captured).
      const auto *Method = dyn_cast<CXXMethodDecl>(Definition);
      const Expr *Object = callObjectOf(C);
      Inner.ThisIsOurs =
          ThisIsOurs && Method &&
          (Method->getParent()->isLambda() ||
           (Object && isa<CXXThisExpr>(Object->IgnoreParenImpCasts())));
      Inner.TraverseStmt(Definition->getBody());
      wholeStructsOfCall(*C, *Definition, Inner.WholeStructs);
    }
    return true;
  }

  /// Struct variables assigned as a whole (`s = t;`).
  std::set<const VarDecl *> WholeStructs;

private:
  /// Whether \p Arg names a struct variable itself (`s`, not `s.inner`
  /// nor a name of a field: throughName), which a callee given it by
  /// reference changes as a whole only by changing its parameter so; a
  /// field or number given so changes wherever the callee may change it.
  bool structVariable(const Expr *Arg) const {
    const Expr *Named = throughName(Arg)->IgnoreParenImpCasts();
    const VarDecl *V = isa<DeclRefExpr>(Named) ? referencedVar(Named) : nullptr;
    return V && V->getType().getNonReferenceType()->isRecordType();
  }
  /// What call \p C of \p Definition, whose body changes the structs \p
  /// Changed as a whole, changes so here: the struct variables given for
  /// the reference parameters among them, and the variables of others it
  /// names (globals, a lambda's captures).
  void wholeStructsOfCall(const CallExpr &C, const FunctionDecl &Definition,
                          const std::set<const VarDecl *> &Changed) {
    for (unsigned K = 0; K < Definition.getNumParams(); ++K)
      if (const Expr *Arg = argumentFor(C, Definition, K);
          Arg && structVariable(Arg) &&
          bindsChangeably(Definition.getParamDecl(K)->getType()) &&
          Changed.count(Definition.getParamDecl(K)))
        changes(Arg);
    // (A global, or a variable a lambda captures by reference.)
    for (const VarDecl *V : Changed)
      if (!Definition.Encloses(V->getDeclContext()))
        WholeStructs.insert(V);
  }
  /// \p E may change; \p Direct: by an assignment or a step of the
  /// function's own code (not a callee's, not through a call).
  void changes(const Expr *E, bool Direct = false) {
    E = throughName(E);
    if (const auto *M = dyn_cast<MemberExpr>(E->IgnoreParenImpCasts()))
      if (const auto *Field = dyn_cast<FieldDecl>(M->getMemberDecl())) {
        Assigned.insert(Field);
        if (!Direct || Calling.size() > 1)
          Otherwise.insert(Field);
      }
    if (const VarDecl *V = referencedVar(E);
        V && V->getType().getNonReferenceType()->isRecordType())
      WholeStructs.insert(V);
  }
  /// \p E, or the field it names (`x` after `auto &x = m.x_;`: `m.x_`).
  const Expr *throughName(const Expr *E) const {
    const MemberExpr *Named = fieldNamedBy(FieldNames, referencedVar(E));
    return Named ? Named : E;
  }
  std::set<const FieldDecl *> &Assigned, &Otherwise;
  bool &ThisMayChange;
};

void FunctionFacts::findAssignedFields(const Stmt *Body) {
  FieldWriteFinder Finder(AssignedFields, FieldsChangedOtherwise,
                          ThisMayChange);
  Finder.FieldNames = &FieldNames;
  Finder.Calling.push_back(&F);
  Finder.TraverseStmt(const_cast<Stmt *>(Body));
  AssignedStructs = Finder.WholeStructs;
}

void BodyFacts::add(const Stmt *Body, const SourceManager &SM) {
  addModifiedVariables(Body);
  addForwardGotos(Body, SM);
  addAssignedOnceValues(Body);
  addSteppedReads(Body);
  addSteppedPointerReads(Body);
}

/// The statement \p S as `v = e` of an integer local v, else null.
static const BinaryOperator *localAssignment(const Stmt *S) {
  const auto *Assign = dyn_cast_or_null<BinaryOperator>(S);
  if (!Assign || Assign->getOpcode() != BO_Assign)
    return nullptr;
  const auto *Ref = dyn_cast<DeclRefExpr>(Assign->getLHS()->IgnoreParens());
  const auto *V = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
  return V && V->hasLocalStorage() && !isa<ParmVarDecl>(V) &&
                 !V->getType()->isReferenceType() &&
                 V->getType()->isIntegerType()
             ? Assign
             : nullptr;
}

/// Adds the references to \p V in \p S (a directive's code included) to
/// \p Found.
static void referencesIn(const Stmt *S, const VarDecl *V,
                         std::set<const DeclRefExpr *> &Found) {
  if (!S)
    return;
  if (const auto *D = dyn_cast<OMPExecutableDirective>(S))
    return referencesIn(associatedCode(*D), V, Found);
  if (const auto *Ref = dyn_cast<DeclRefExpr>(S); Ref && Ref->getDecl() == V)
    Found.insert(Ref);
  for (const Stmt *Child : S->children())
    referencesIn(Child, V, Found);
}

/// Whether \p E calls nothing, reads no memory and assigns nothing, and
/// each variable it reads is in none of \p Modified or passes
/// \p KeptUntilRead.
static bool
keepsMeaning(const Stmt *E, const std::set<const VarDecl *> &Modified,
             llvm::function_ref<bool(const VarDecl *)> KeptUntilRead) {
  if (!E)
    return true;
  if (isa<CallExpr>(E) || isa<ArraySubscriptExpr>(E) || isa<MemberExpr>(E) ||
      isa<StmtExpr>(E))
    return false;
  if (const auto *U = dyn_cast<UnaryOperator>(E);
      U && U->getOpcode() != UO_Minus && U->getOpcode() != UO_Plus)
    return false;
  if (const auto *B = dyn_cast<BinaryOperator>(E); B && B->isAssignmentOp())
    return false;
  if (const auto *Ref = dyn_cast<DeclRefExpr>(E)) {
    const auto *W = dyn_cast<VarDecl>(Ref->getDecl());
    return !W || !Modified.count(W) || KeptUntilRead(W);
  }
  return llvm::all_of(E->children(), [&](const Stmt *Child) {
    return keepsMeaning(Child, Modified, KeptUntilRead);
  });
}

void BodyFacts::addAssignedOnceValues(const Stmt *Body) {
  // Each candidate's assignment, the block holding it and its position.
  struct Site {
    const BinaryOperator *Assign;
    const CompoundStmt *Block;
    size_t At;
  };
  std::map<const VarDecl *, Site> Sites;
  std::set<const VarDecl *> Rejected;
  // Every reference to each variable, and whether each is a plain read
  // (its value loaded, not written, its address not taken).
  std::map<const VarDecl *, std::vector<const DeclRefExpr *>> References;
  std::set<const DeclRefExpr *> Reads, Writes;
  std::function<void(const Stmt *, const Stmt *)> Walk =
      [&](const Stmt *S, const Stmt *Parent) {
        if (!S)
          return;
        if (const auto *D = dyn_cast<OMPExecutableDirective>(S))
          return Walk(associatedCode(*D), Parent);
        if (const auto *Block = dyn_cast<CompoundStmt>(S))
          for (size_t K = 0; K < Block->size(); ++K)
            if (const BinaryOperator *Assign =
                    localAssignment(Block->body_begin()[K])) {
              const auto *V = cast<VarDecl>(
                  cast<DeclRefExpr>(Assign->getLHS()->IgnoreParens())
                      ->getDecl());
              if (!Sites.emplace(V, Site{Assign, Block, K}).second)
                Rejected.insert(V);
            }
        if (const auto *Ref = dyn_cast<DeclRefExpr>(S)) {
          if (const auto *V = dyn_cast<VarDecl>(Ref->getDecl())) {
            References[V].push_back(Ref);
            const auto *Load = dyn_cast_or_null<ImplicitCastExpr>(Parent);
            if (Load && Load->getCastKind() == CK_LValueToRValue)
              Reads.insert(Ref);
            const auto *Store = dyn_cast_or_null<BinaryOperator>(Parent);
            const auto *Step = dyn_cast_or_null<UnaryOperator>(Parent);
            if ((Store && Store->isAssignmentOp() &&
                 Store->getLHS()->IgnoreParens() == Ref) ||
                (Step && Step->isIncrementDecrementOp()))
              Writes.insert(Ref);
          }
          return;
        }
        const Stmt *Here = isa<ParenExpr>(S) ? Parent : S;
        for (const Stmt *Child : S->children())
          Walk(Child, Here);
      };
  Walk(Body, nullptr);
  for (const auto &[V, At] : Sites) {
    if (Rejected.count(V))
      continue;
    // The references in the block's statements after the assignment,
    // none of which is a label a jump could enter by.
    std::set<const DeclRefExpr *> After;
    const VarDecl *CollectFor = V;
    bool Labelled = false;
    auto Collect = [&](const Stmt *S) { referencesIn(S, CollectFor, After); };
    for (size_t K = At.At + 1; K < At.Block->size(); ++K) {
      const Stmt *Later = At.Block->body_begin()[K];
      Labelled = Labelled || isa<LabelStmt>(Later) || isa<SwitchCase>(Later);
      Collect(Later);
    }
    const auto *Written =
        cast<DeclRefExpr>(At.Assign->getLHS()->IgnoreParens());
    bool Covered = llvm::all_of(References[V], [&](const DeclRefExpr *Ref) {
      return Ref == Written || (After.count(Ref) && Reads.count(Ref));
    });
    if (!Covered || Labelled || V->isStaticLocal())
      continue;
    // The value keeps its meaning up to every read: it calls nothing and
    // reads no memory, and each variable it reads keeps its value (is
    // never written) or is a local that only assignments, `++` and `--`
    // write (its address never taken), none of them in those statements
    // (`int j; ... for (j = 0; ...) { ind = i * m + j; a[ind] = 0; }`).
    auto KeptUntilRead = [&](const VarDecl *W) {
      if (W == V || !W->hasLocalStorage() || W->isStaticLocal() ||
          W->getType()->isReferenceType())
        return false;
      CollectFor = W;
      After.clear();
      for (size_t K = At.At + 1; K < At.Block->size(); ++K)
        Collect(At.Block->body_begin()[K]);
      auto Counted = [&](const DeclRefExpr *R) {
        return Reads.count(R) || Writes.count(R);
      };
      auto Written = [&](const DeclRefExpr *R) { return Writes.count(R) > 0; };
      return llvm::all_of(References[W], Counted) &&
             llvm::none_of(After, Written);
    };
    if (keepsMeaning(At.Assign->getRHS(), Modified, KeptUntilRead))
      AssignedOnceValues[V] = At.Assign->getRHS();
  }
}

/// The reference to the integer local that \p S steps by one (`v++`,
/// `++v`, `v += 1`, `v = v + 1`: stepForm), else null.
static const DeclRefExpr *steppedByOne(const Stmt *S) {
  std::optional<StepForm> Step = stepForm(dyn_cast_or_null<Expr>(S));
  const auto *One =
      Step && Step->Amount
          ? dyn_cast<IntegerLiteral>(Step->Amount->IgnoreParenImpCasts())
          : nullptr;
  if (!Step || Step->Sign != 1 ||
      (Step->Amount && !(One && One->getValue() == 1)))
    return nullptr;
  const auto *Ref = dyn_cast<DeclRefExpr>(Step->Target->IgnoreParens());
  const auto *V = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
  return V && V->hasLocalStorage() && !V->isStaticLocal() &&
                 !V->getType()->isReferenceType() &&
                 V->getType()->isIntegerType()
             ? Ref
             : nullptr;
}

/// The integer local \p S gives its first value (`v = e;`, `int v = e;`)
/// and that value, else nulls.
static std::pair<const VarDecl *, const Expr *> startOf(const Stmt *S) {
  if (const BinaryOperator *Assign = localAssignment(S))
    return {cast<VarDecl>(
                cast<DeclRefExpr>(Assign->getLHS()->IgnoreParens())->getDecl()),
            Assign->getRHS()};
  if (const auto *D = dyn_cast_or_null<DeclStmt>(S); D && D->isSingleDecl())
    if (const auto *V = dyn_cast<VarDecl>(D->getSingleDecl());
        V && V->hasLocalStorage() && !V->isStaticLocal() && V->getInit() &&
        V->getType()->isIntegerType())
      return {V, V->getInit()};
  return {nullptr, nullptr};
}

/// Whether \p S may end an iteration of the loop whose body it is in
/// before the body's end: a `continue` or `break` of that loop, a
/// `return`, a `goto`, a label, a `throw`.
static bool mayCutIteration(const Stmt *S, bool InInnerLoop = false) {
  if (!S)
    return false;
  if (isa<ReturnStmt, GotoStmt, IndirectGotoStmt, LabelStmt, CXXThrowExpr>(S))
    return true;
  if (isa<ContinueStmt>(S) || isa<BreakStmt>(S))
    return !InInnerLoop;
  bool Inner = InInnerLoop || isa<ForStmt, WhileStmt, DoStmt, SwitchStmt,
                                  CXXForRangeStmt>(S);
  return llvm::any_of(S->children(), [&](const Stmt *Child) {
    return mayCutIteration(Child, Inner);
  });
}

void BodyFacts::addSteppedPointerReads(const Stmt *Body) {
  // Accepted form: a pointer p that only steps (walks), in this one
  // statement alone, the last of the body of a for loop with no loop
  // between p's declaration (the body's start, for a parameter) and it:
  //   for (j = lo; cond; j += s) {    (`j++`, `++j`, `j = j + s`;
  //                                    `int j = lo`)
  //     ... reads of p ...            (no write of j, no jump out)
  //     p += c;                       (`p++`, `++p`, `p = p + c`)
  //   }
  // Each read of p in the body before the step points c * (j - lo) / s
  // cells from where p pointed when the loop started (s and c constants,
  // which the builder checks). Reads elsewhere see a walking pointer.
  std::map<const VarDecl *, unsigned> Steps, DeclaredAtDepth;
  std::vector<std::pair<const ForStmt *, unsigned>> Fors;
  std::function<void(const Stmt *, unsigned)> Walk = [&](const Stmt *S,
                                                         unsigned Depth) {
    if (!S)
      return;
    if (const auto *D = dyn_cast<OMPExecutableDirective>(S))
      return Walk(associatedCode(*D), Depth);
    if (const auto *D = dyn_cast<DeclStmt>(S))
      for (const Decl *Declared : D->decls())
        if (const auto *V = dyn_cast<VarDecl>(Declared))
          DeclaredAtDepth[V] = Depth;
    if (std::optional<StepForm> Step = stepForm(dyn_cast<Expr>(S)))
      if (const VarDecl *V = referencedVar(Step->Target))
        ++Steps[V];
    if (const auto *For = dyn_cast<ForStmt>(S))
      Fors.emplace_back(For, Depth);
    bool Loop = isa<ForStmt, WhileStmt, DoStmt, CXXForRangeStmt>(S);
    for (const Stmt *Child : S->children())
      Walk(Child, Depth + Loop);
  };
  Walk(Body, 0);
  for (const auto &[For, Depth] : Fors) {
    const auto *Block = dyn_cast_or_null<CompoundStmt>(For->getBody());
    std::optional<StepForm> Step =
        Block && !Block->body_empty()
            ? stepForm(dyn_cast<Expr>(Block->body_back()))
            : std::nullopt;
    const VarDecl *P = Step ? referencedVar(Step->Target) : nullptr;
    auto [Counter, Lower] = startOf(For->getInit());
    std::optional<StepForm> CounterStep =
        stepForm(dyn_cast_or_null<Expr>(For->getInc()));
    auto Declared = P ? DeclaredAtDepth.find(P) : DeclaredAtDepth.end();
    if (!P || !walks(P) || Steps[P] != 1 || !Counter || !CounterStep ||
        referencedVar(CounterStep->Target) != Counter ||
        CounterStep->Sign != 1 || mayCutIteration(Block) ||
        (Declared == DeclaredAtDepth.end() ? !isa<ParmVarDecl>(P) || Depth != 0
                                           : Declared->second != Depth))
      continue;
    ChangedVariables InLoop = changedIn(For);
    if (changedIn(For->getCond()).Variables.count(P) ||
        changedIn(For->getInc()).Variables.size() != 1)
      continue;
    // (p itself changes nowhere else: its one step is the last statement;
    // a write through it is no change of it.)
    std::set<const DeclRefExpr *> Reads;
    bool Ok = true;
    for (const Stmt *S : llvm::drop_end(Block->body())) {
      Ok &= !changedIn(S).Variables.count(Counter);
      referencesIn(S, P, Reads);
    }
    auto KeptUntilRead = [&](const VarDecl *W) {
      return W->hasLocalStorage() && !W->isStaticLocal() &&
             !W->getType()->isReferenceType() && !InLoop.Variables.count(W);
    };
    if (!Ok || !keepsMeaning(Lower, Modified, KeptUntilRead))
      continue;
    for (const DeclRefExpr *Read : Reads)
      SteppedPointerReads[Read] = {CounterStep->Target, Lower, *CounterStep,
                                   *Step};
  }
}

void BodyFacts::addSteppedReads(const Stmt *Body) {
  // Accepted form, two statements of one block:
  //   ind = e;                        (or `int ind = e;`)
  //   for (j = lo; cond; j++) {       (`++j`, `j += 1`, `j = j + 1`;
  //                                    `int j = lo`)
  //     ... reads of ind ...          (no write of ind or j, no jump out)
  //     ind++;                        (`++ind`, `ind += 1`,
  //                                    `ind = ind + 1`): the last
  //   }
  // Each read of ind in the body before its last statement sees
  // e + j - lo, where e and lo keep their meaning through the loop
  // (nothing in it writes what they read). Not: an address of ind taken
  // anywhere, a step under a condition, a `continue` that skips it.
  std::set<const VarDecl *> AddressTaken;
  std::function<void(const Stmt *)> FindAddresses = [&](const Stmt *S) {
    if (!S)
      return;
    if (const auto *U = dyn_cast<UnaryOperator>(S);
        U && U->getOpcode() == UO_AddrOf)
      if (const VarDecl *V = rootVariable(U->getSubExpr()))
        AddressTaken.insert(V);
    for (const Stmt *Child : S->children())
      FindAddresses(Child);
  };
  FindAddresses(Body);
  auto Stepped = [&](const Stmt *First, const Stmt *Second) {
    auto [V, Start] = startOf(First);
    const auto *For = dyn_cast_or_null<ForStmt>(Second);
    if (!V || AddressTaken.count(V) || !For)
      return;
    auto [Counter, Lower] = startOf(For->getInit());
    const DeclRefExpr *CounterRef = steppedByOne(For->getInc());
    const auto *Block = dyn_cast_or_null<CompoundStmt>(For->getBody());
    if (!Counter || !CounterRef || CounterRef->getDecl() != Counter ||
        Counter == V || !Block || Block->size() < 2)
      return;
    const DeclRefExpr *Step = steppedByOne(Block->body_back());
    if (!Step || Step->getDecl() != V || mayCutIteration(Block))
      return;
    ChangedVariables InLoop = changedIn(For);
    ChangedVariables InHeader = changedIn(For->getCond());
    if (InHeader.Variables.count(V) || changedIn(For->getInc()).Variables.size() != 1)
      return;
    std::set<const DeclRefExpr *> Reads;
    for (const Stmt *S : llvm::drop_end(Block->body())) {
      ChangedVariables Here = changedIn(S);
      if (Here.Variables.count(V) || Here.Variables.count(Counter))
        return;
      referencesIn(S, V, Reads);
    }
    auto KeptUntilRead = [&](const VarDecl *W) {
      return W != V && W->hasLocalStorage() && !W->isStaticLocal() &&
             !W->getType()->isReferenceType() && !AddressTaken.count(W) &&
             !InLoop.Variables.count(W);
    };
    if (!keepsMeaning(Start, Modified, KeptUntilRead) ||
        !keepsMeaning(Lower, Modified, KeptUntilRead))
      return;
    for (const DeclRefExpr *Read : Reads)
      SteppedReads[Read] = {Start, CounterRef, Lower};
  };
  std::function<void(const Stmt *)> Walk = [&](const Stmt *S) {
    if (!S)
      return;
    if (const auto *D = dyn_cast<OMPExecutableDirective>(S))
      return Walk(associatedCode(*D));
    if (const auto *Block = dyn_cast<CompoundStmt>(S))
      for (size_t K = 0; K + 1 < Block->size(); ++K)
        Stepped(Block->body_begin()[K], Block->body_begin()[K + 1]);
    for (const Stmt *Child : S->children())
      Walk(Child);
  };
  Walk(Body);
}

void BodyFacts::addModifiedVariables(const Stmt *Body) {
  ModifiedFinder Finder(Modified, ThreadDependent, OtherwiseChanged);
  Finder.TraverseStmt(const_cast<Stmt *>(Body));
  for (const VarDecl *V : Finder.ThreadNumber)
    if (!Finder.OtherValue.count(V) && !Finder.TeamNumber.count(V))
      ThreadNumbers.insert(V);
  for (const VarDecl *V : Finder.TeamNumber)
    if (!Finder.OtherValue.count(V) && !Finder.ThreadNumber.count(V))
      TeamNumbers.insert(V);
}

bool FunctionFacts::assignedOnce(const VarDecl *D) const {
  auto It = PointerValues.find(D);
  return !D->getInit() && It != PointerValues.end() && It->second.size() == 1 &&
         It->second.front() && (!D->hasGlobalStorage() || mainOwnsGlobal(D));
}

bool FunctionFacts::mainOwnsGlobal(const VarDecl *D) const {
  if (!F.isMain() || !D->isFileVarDecl())
    return false;
  // (Only through its address could other code set it; its value
  // stored elsewhere is harmless.)
  auto Site = Sites.find(D);
  if (Site != Sites.end() && Site->second.AddressTaken)
    return false;
  if (!UnknownCallsAt.empty() && D->isExternallyVisible())
    return false;
  // A call the model cannot follow (through a pointer, say) may reach any
  // function of the file: none other than main may set it.
  return UnknownCallsAt.empty() || !setElsewhereInFile(D);
}

/// Whether a function of the file other than the one being modelled
/// assigns \p D or takes its address.
bool FunctionFacts::setElsewhereInFile(const VarDecl *D) const {
  std::function<bool(const Stmt *)> Sets = [&](const Stmt *S) {
    if (!S)
      return false;
    if (const auto *B = dyn_cast<BinaryOperator>(S);
        B && B->isAssignmentOp() && referencedVar(B->getLHS()) == D)
      return true;
    if (const auto *U = dyn_cast<UnaryOperator>(S);
        U && (U->isIncrementDecrementOp() || U->getOpcode() == UO_AddrOf) &&
        referencedVar(U->getSubExpr()) == D)
      return true;
    return llvm::any_of(S->children(), Sets);
  };
  return llvm::any_of(functionsOfFile(Ctx), [&](const FunctionDecl *Function) {
    return Function != &F && Sets(Function->getBody());
  });
}

const Expr *freedPointer(const CallExpr *C) {
  const FunctionDecl *Callee = C->getDirectCallee();
  if (!Callee || !Callee->getIdentifier() || Callee->getName() != "free" ||
      C->getNumArgs() != 1)
    return nullptr;
  return C->getArg(0)->IgnoreParenCasts();
}

bool holdsThroughDirective(const OMPExecutableDirective &D,
                           const std::function<bool(const Stmt *)> &Holds) {
  return llvm::all_of(D.clauses(),
                      [&](const OMPClause *C) {
                        return isa<OMPSharedClause>(C) ||
                               llvm::all_of(C->children(), Holds);
                      }) &&
         Holds(associatedCode(D));
}

bool FunctionFacts::onlySlicedAndFreed(const VarDecl *Base) const {
  std::function<bool(const Stmt *)> Clean = [&](const Stmt *S) {
    if (!S)
      return true;
    if (const auto *Declaration = dyn_cast<DeclStmt>(S)) {
      for (const Decl *Each : Declaration->decls())
        if (const auto *V = dyn_cast<VarDecl>(Each); V && V->getInit()) {
          std::optional<SliceForm> Slice = sliceForm(V->getInit());
          if (!(Slice && Slice->Base == Base) && !Clean(V->getInit()))
            return false;
        }
      return true;
    }
    if (const auto *C = dyn_cast<CallExpr>(S))
      if (const Expr *Freed = freedPointer(C);
          Freed && referencedVar(Freed) == Base)
        return true;
    if (const auto *Ref = dyn_cast<DeclRefExpr>(S))
      return Ref->getDecl() != Base;
    if (const auto *D = dyn_cast<OMPExecutableDirective>(S))
      return holdsThroughDirective(*D, Clean);
    return llvm::all_of(S->children(), Clean);
  };
  return Clean(F.getBody());
}

/// Accepted form: in \p Body, every `goto l;` jumps forward to a label
/// `l:` of a block around it, in the body of the same innermost loop (or
/// of the function):
///   for (...) { if (a[i] < 0) goto next; ... next: b[i] = 0; }
/// The code between a `goto` and its label may then be jumped over (it
/// may not run), and the rest runs as written. Any other `goto` (backward,
/// into a block, out of a loop, computed) leaves them all unfollowed.
void BodyFacts::addForwardGotos(const Stmt *Body, const SourceManager &SM) {
  struct Label {
    const LabelStmt *Statement;
    const Stmt *Block, *Loop;
  };
  struct Jump {
    const GotoStmt *Statement;
    std::set<const Stmt *> Blocks;
    const Stmt *Loop;
  };
  std::map<const LabelDecl *, Label> Labels;
  std::vector<Jump> Jumps;
  bool Computed = false;
  std::vector<const Stmt *> Around;
  std::function<void(const Stmt *, const Stmt *)> Walk = [&](const Stmt *S,
                                                             const Stmt *Loop) {
    if (!S || isa<LambdaExpr>(S))
      return;
    if (const auto *L = dyn_cast<LabelStmt>(S))
      Labels[L->getDecl()] =
          Label{L, Around.empty() ? nullptr : Around.back(), Loop};
    if (const auto *G = dyn_cast<GotoStmt>(S))
      Jumps.push_back(
          Jump{G, std::set<const Stmt *>(Around.begin(), Around.end()), Loop});
    Computed |= isa<IndirectGotoStmt>(S);
    const Stmt *Inner =
        isa<ForStmt, WhileStmt, DoStmt, CXXForRangeStmt>(S) ? S : Loop;
    Around.push_back(S);
    // (A directive's code through its structured block.)
    if (const auto *D = dyn_cast<OMPExecutableDirective>(S))
      Walk(associatedCode(*D), Inner);
    else
      for (const Stmt *Child : S->children())
        Walk(Child, Inner);
    Around.pop_back();
  };
  Walk(Body, nullptr);
  if (Jumps.empty() || Computed)
    return;
  std::vector<SourceRange> Ranges;
  for (const Jump &J : Jumps) {
    auto L = Labels.find(J.Statement->getLabel());
    if (L == Labels.end() || L->second.Loop != J.Loop ||
        !J.Blocks.count(L->second.Block))
      return;
    SourceLocation From = SM.getExpansionLoc(J.Statement->getBeginLoc());
    SourceLocation To = SM.getExpansionLoc(L->second.Statement->getBeginLoc());
    if (!SM.isBeforeInTranslationUnit(From, To))
      return;
    Ranges.emplace_back(From, To);
  }
  SkippableByGoto.insert(SkippableByGoto.end(), Ranges.begin(), Ranges.end());
  for (const Jump &J : Jumps) {
    FollowedGotos.insert(J.Statement);
    FollowedGotos.insert(Labels[J.Statement->getLabel()].Statement);
  }
}

} // namespace extract
} // namespace ompfix
