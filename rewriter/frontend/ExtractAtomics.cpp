//===- ExtractAtomics.cpp - Atomics and other builtins spelled as calls ---===//
//
// Atomic operations that are no `#pragma omp atomic`: the members of
// std::atomic, and Clang's atomic builtins (GNU's `__atomic_*` and
// `__sync_*`, C11's `__c11_atomic_*`, which <stdatomic.h>'s
// `atomic_fetch_add` and the others expand to). Each is modelled as
// `#pragma omp atomic` makes its statement: an access of one cell, in a
// statement of its own under an atomic construct, before the statement
// that holds it (InlineCallsIn). Two such accesses never race; one and a
// plain access of the cell do. What they may synchronize (a load that
// sees another thread's store, a fence, a lock made of a flag) is not
// modelled: in a loop or a region it is `unknown`. Beside them, the one
// builtin that is no library function's and touches nothing it names,
// `__builtin_prefetch`.
//
//===----------------------------------------------------------------------===//

#include "frontend/Extractor.h"
#include "frontend/LibraryFunctions.h"

#include "clang/Basic/Builtins.h"

using namespace clang;

namespace ompfix {
namespace extract {

namespace {

/// A use of one of Clang's atomic builtins, with its arguments by role.
struct AtomicBuiltinUse {
  const AtomicBuiltin *Row = nullptr;
  std::string Name;
  /// What it works on (none for a fence).
  const Expr *Pointer = nullptr;
  /// Its other arguments.
  std::vector<const Expr *> Operands;
  /// Its memory order (none: sequentially consistent, as every `__sync_`
  /// builtin is).
  const Expr *Order = nullptr;
  /// GNU's generic forms pass values through pointers
  /// (`__atomic_load(p, &v, o)`, `__atomic_store(p, &v, o)`): not
  /// modelled as one access.
  bool ThroughPointers = false;
};

/// The atomic builtin \p E calls, if it is one of the table's.
std::optional<AtomicBuiltinUse> atomicBuiltinUse(const Expr *E) {
  AtomicBuiltinUse Use;
  if (const auto *A = dyn_cast<AtomicExpr>(E)) {
    Use.Name = A->getOpAsString().str();
    Use.Pointer = A->getPtr();
    Use.Order = A->getOrder();
    for (const Stmt *Child : A->children())
      if (Child != Use.Pointer && Child != Use.Order)
        Use.Operands.push_back(cast<Expr>(Child));
  } else if (const auto *C = dyn_cast<CallExpr>(E)) {
    const FunctionDecl *Callee = C->getDirectCallee();
    if (!Callee || !Callee->getBuiltinID() || !Callee->getIdentifier())
      return std::nullopt;
    Use.Name = Callee->getName().str();
    // (`__sync_fetch_and_add(p, v)`; a fence's one argument is its order.)
    unsigned First = 0;
    if (C->getNumArgs() > 0 && C->getArg(0)->getType()->isPointerType())
      Use.Pointer = C->getArg(First++);
    for (unsigned K = First; K < C->getNumArgs(); ++K)
      Use.Operands.push_back(C->getArg(K));
  } else {
    return std::nullopt;
  }
  // (An AtomicExpr the table does not list, `__c11_atomic_init`, is one
  // of no known effect: Row stays null.)
  Use.Row = atomicBuiltin(Use.Name);
  if (!Use.Row)
    return isa<AtomicExpr>(E) ? std::optional(Use) : std::nullopt;
  llvm::StringRef Name = Use.Name;
  llvm::StringRef Form = Use.Row->Name;
  Use.ThroughPointers =
      (Name.starts_with("__atomic_") || Name.starts_with("__scoped_atomic_")) &&
      (Form == "load" || Form == "store" || Form == "exchange");
  return Use;
}

/// Whether \p T is `std::memory_order` (an enumeration, or C++20's
/// scoped one).
bool isMemoryOrder(QualType T) {
  const auto *Enum = T->getAsTagDecl();
  return Enum && isa<EnumDecl>(Enum) && Enum->getIdentifier() &&
         Enum->getName() == "memory_order" && declaredInStd(Enum);
}

/// Whether memory order \p Order is a constant `relaxed` (0 in GNU's
/// `__ATOMIC_RELAXED` and in C11's `memory_order_relaxed`).
bool isRelaxed(const ASTContext &Ctx, const Expr *Order) {
  Expr::EvalResult Value;
  return Order && Order->EvaluateAsInt(Value, Ctx) && Value.Val.isInt() &&
         Value.Val.getInt() == 0;
}

/// Whether updating by \p Op with \p Operand leaves the value as it is:
/// `+ 0`, `| 0`, `^ 0`, `& ~0`.
bool changesNothing(const ASTContext &Ctx, ReductionOp Op,
                    const Expr *Operand) {
  Expr::EvalResult Value;
  if (!Operand->EvaluateAsInt(Value, Ctx) || !Value.Val.isInt())
    return false;
  const llvm::APSInt &V = Value.Val.getInt();
  switch (Op) {
  case ReductionOp::Add:
  case ReductionOp::BitOr:
  case ReductionOp::BitXor:
    return V == 0;
  case ReductionOp::BitAnd:
    return V.isAllOnes();
  default:
    return false;
  }
}

} // namespace

/// Accepted forms, for `std::atomic<T> a` (T arithmetic; a a variable, a
/// field the model follows, `s.count`, `this->hits`: fieldVariable, or an
/// element of an array, pointer or std::vector of atomics,
/// `counts[bin[i]]`):
///   a.fetch_add(e), a += e, ++a, a--, ...   an update: a read and a write
///                                           (a reduction's, by + for
///                                           these, if the value is unused)
///   a.exchange(e), a.compare_exchange_*()   an update of no operator
///   a.load(), int v = a                     a read
///   a.store(e), a = e                       a write
/// each in a statement of its own under an atomic construct, as
/// `#pragma omp atomic` makes it: two of them never race, and updates of
/// one operator alone commute (Concurrency.cpp's orderDependence). A
/// load or an update whose value is used, not relaxed, in a loop or a
/// region makes it unknown (the synchronization it may give).
bool Extractor::atomicCall(const CallExpr *C) {
  const auto *Method = dyn_cast_or_null<CXXMethodDecl>(C->getDirectCallee());
  const Expr *Object = callObject(C);
  QualType Value;
  if (!Method || !Object || !isStdAtomic(strip(Object)->getType(), Value))
    return false;
  std::optional<ReductionOp> Op;
  AtomicEffect Effect = atomicEffect(*Method, Op);
  // A variable, or a place of other cells: a field the model follows as
  // a scalar of its own, an element of an array of atomics.
  const VarDecl *V = referencedVar(strip(Object));
  const Expr *Place =
      (isa<MemberExpr>(strip(Object)) && fieldVariable(strip(Object))) ||
              isa<ArraySubscriptExpr>(strip(Object)) ||
              containerSubscript(strip(Object))
          ? strip(Object)
          : nullptr;
  if (Effect == AtomicEffect::None ||
      (!Place && (!V || !info(V).Unsupported.empty() || info(V).IsAlias)))
    return false;
  // Relaxed: every memory order it is given is a constant `relaxed` (a
  // compare-and-exchange's order on failure too), and it is given one.
  bool Ordered = false, Relaxed = true;
  for (const Expr *Arg : C->arguments())
    if (isMemoryOrder(Arg->getType())) {
      Ordered = true;
      Relaxed &= isRelaxed(Ctx, Arg);
    }
  Relaxed &= Ordered;
  unsigned First = isa<CXXOperatorCallExpr>(C) ? 1 : 0;
  std::vector<const Expr *> Operands(C->arg_begin() + First, C->arg_end());
  std::string Spelled =
      Place ? text(Place->getSourceRange()) : V->getName().str();
  atomicStatement({C, Object, Effect, Op, Relaxed,
                   "std::atomic '" + Spelled + "'", Operands},
                  [&](Statement &S) -> std::optional<Cell> {
                    if (Place)
                      return lvalue(Place, S);
                    std::string Id = info(V).Id;
                    return Cell{Id, Id + "[]", true};
                  });
  // A compare-and-exchange that fails stores the value it saw in what it
  // is given as expected: a plain statement beside the atomic one reads
  // it and may write it.
  if (Method->getIdentifier() &&
      Method->getName().starts_with("compare_exchange") && !Operands.empty()) {
    const Expr *Expected = Operands.front();
    size_t Index = Out.Model.Statements.size();
    newStatement(Expected->getBeginLoc());
    if (std::optional<Cell> Seen =
            lvalue(Expected, Out.Model.Statements[Index])) {
      addAccess(Out.Model.Statements[Index], *Seen, false, Expected);
      Seen->Exact = false;
      addAccess(Out.Model.Statements[Index], *Seen, true, Expected);
    }
  }
  return true;
}

void Extractor::atomicStatement(
    const AtomicOperation &A,
    llvm::function_ref<std::optional<Cell>(Statement &)> Target) {
  // The value an update returns is the one before it: used, the
  // updates' order matters.
  bool Discarded = valueDiscarded(A.Operation);
  // A load that sees another thread's store (by default sequentially
  // consistent: an acquire of its release) orders what came before the
  // store before what follows the load, which the model takes for
  // concurrent: a spin on a flag, `while (!ready.load())`, makes a
  // handed-over value no race. Not modelled: unknown, as synchronization
  // through a flush is. (A relaxed load orders nothing; updates whose
  // value is unused and stores observe nothing.)
  bool Observes = A.Effect == AtomicEffect::Read ||
                  (A.Effect == AtomicEffect::Update && (!A.Op || !Discarded));
  if (Observes && !A.Relaxed && (innermostRegion() || !Active.empty()))
    unmodelledSynchronization(A.Through, A.Operation->getBeginLoc());
  ScopedStack<MutualExclusion> Atomic(
      Exclusion, MutualExclusion{MutualExclusion::Kind::Atomic, "", {}});
  size_t Index = Out.Model.Statements.size();
  newStatement(A.Operation->getBeginLoc());
  for (const Expr *Operand : A.Operands)
    reads(Operand, Out.Model.Statements[Index]);
  std::optional<Cell> Accessed = Target(Out.Model.Statements[Index]);
  if (!Accessed)
    return; // (Target says why, where it matters)
  Statement &S = Out.Model.Statements[Index];
  if (A.Effect != AtomicEffect::Write)
    addAccess(S, *Accessed, false, A.Spelled);
  if (A.Effect != AtomicEffect::Read)
    addAccess(S, *Accessed, true, A.Spelled);
  if (A.Effect == AtomicEffect::Update && A.Op && Discarded)
    S.Reduction = ReductionUpdate{Accessed->Variable, *A.Op, ""};
  // A store of one value in every instance (`found = true`) leaves the
  // same value in whatever order the threads store it, as `c = e;` does.
  if (A.Effect == AtomicEffect::Write && !A.Operands.empty() &&
      Callees.Inlining.empty())
    S.StoresSharedReads = computedFromSharedReads(A.Operands.front());
}

const Expr *Extractor::pointee(const Expr *Pointer) {
  // (Through casts that keep the number's type: `(_Atomic long *)&total`.)
  const Expr *P = Pointer->IgnoreParenImpCasts();
  if (const Expr *Uncast = Pointer->IgnoreParenCasts();
      Uncast->getType()->isPointerType() &&
      Ctx.hasSameUnqualifiedType(
          Uncast->getType()->getPointeeType().getAtomicUnqualifiedType(),
          Pointer->getType()->getPointeeType().getAtomicUnqualifiedType()))
    P = Uncast;
  if (const auto *U = dyn_cast<UnaryOperator>(P);
      U && U->getOpcode() == UO_AddrOf)
    return U->getSubExpr();
  auto [It, New] = Names.Pointees.try_emplace(Pointer);
  if (New)
    It->second = UnaryOperator::Create(
        Ctx, const_cast<Expr *>(Pointer), UO_Deref,
        Pointer->getType()->getPointeeType(), VK_LValue, OK_Ordinary,
        Pointer->getBeginLoc(), false, FPOptionsOverride());
  return It->second;
}

/// Accepted forms, for `p` a pointer to a number (`&x`, `&a[i]`, `a + i`,
/// `q`) and `o` a memory order:
///   __atomic_fetch_add(p, v, o), __atomic_add_fetch(p, v, o),
///   __sync_fetch_and_add(p, v), __c11_atomic_fetch_add(p, v, o), and
///   their `sub`, `and`, `or`, `xor`, `min`, `max` forms
///                                     an update by that operator (`sub`
///                                     by `+`), a reduction's if its
///                                     value is unused
///   __atomic_exchange_n(p, v, o), the `nand` forms
///                                     an update of no operator
///   __atomic_load_n(p, o), __c11_atomic_load(p, o)      a read
///   __atomic_store_n(p, v, o), __c11_atomic_store(p, v, o)  a write
/// each, as atomicCall's forms, the access of cell `*p` in a statement of
/// its own under an atomic construct. In a loop or a region, a load or an
/// update whose value is used, not relaxed, is unknown (the
/// synchronization it may give), as are fences, test-and-set locks,
/// compare-and-exchange and the forms that pass values through pointers
/// (`__atomic_load(p, &v, o)`): where the model can say what they touch,
/// every cell their pointers reach, read and written.
bool Extractor::atomicBuiltin(const Expr *E) {
  std::optional<AtomicBuiltinUse> Use = atomicBuiltinUse(E);
  if (!Use)
    return false;
  bool Concurrent = innermostRegion() || !Active.empty();
  std::string Through = "'" + Use->Name + "'";
  if (!Use->Row) {
    if (Concurrent)
      unsupported({UnknownKind::Construct,
                   "the atomic builtin " + Through + " is not modelled yet"});
    plainAtomicAccesses(E, newStatement(E->getBeginLoc()));
    return true;
  }
  const AtomicBuiltin &Row = *Use->Row;
  bool Exact = Row.Effect != AtomicEffect::Synchronize && Use->Pointer &&
               !Use->ThroughPointers;
  if (!Exact) {
    if (Concurrent) {
      if (Row.Effect == AtomicEffect::Synchronize)
        unmodelledSynchronization(Through, E->getBeginLoc());
      else
        unsupported({UnknownKind::Construct,
                     "the atomic builtin " + Through +
                         ", which passes its values through pointers, is "
                         "not modelled yet"});
    }
    plainAtomicAccesses(E, newStatement(E->getBeginLoc()));
    return true;
  }
  // An update by nothing (`__atomic_fetch_add(&f, 0, __ATOMIC_ACQUIRE)`)
  // is a load: an acquire after a wait on the flag orders what follows.
  AtomicEffect Effect =
      Row.Effect == AtomicEffect::Update && Row.Operator &&
              Use->Operands.size() > 0 &&
              changesNothing(Ctx, *Row.Operator, Use->Operands.front())
          ? AtomicEffect::Read
          : Row.Effect;
  atomicStatement(
      {E, E, Effect, Row.Operator, isRelaxed(Ctx, Use->Order), Through,
       Use->Operands},
      [&](Statement &S) { return lvalue(pointee(Use->Pointer), S); });
  return true;
}

bool Extractor::isAtomicBuiltin(const Expr *E) {
  return atomicBuiltinUse(E).has_value();
}

void Extractor::plainAtomicAccesses(const Expr *E, Statement &S) {
  std::optional<AtomicBuiltinUse> Use = atomicBuiltinUse(E);
  std::vector<const Expr *> Arguments = Use->Operands;
  if (Use->Pointer)
    Arguments.insert(Arguments.begin(), Use->Pointer);
  // (The statement by index where it is the model's: reads may add
  // statements.)
  std::vector<Statement> &All = Out.Model.Statements;
  bool InModel = &S >= All.data() && &S < All.data() + All.size();
  size_t Index = InModel ? &S - All.data() : 0;
  auto At = [&]() -> Statement & { return InModel ? All[Index] : S; };
  for (const Expr *Argument : Arguments) {
    const Expr *Bare = Argument->IgnoreParenImpCasts();
    if (!Argument->getType()->isPointerType() ||
        Bare->isNullPointerConstant(Ctx, Expr::NPC_ValueDependentIsNotNull)) {
      reads(Argument, At());
      continue;
    }
    if (std::optional<Cell> Target = lvalue(pointee(Argument), At())) {
      Target->Exact = false; // (a cell of what it may reach)
      addAccess(At(), *Target, false, E);
      addAccess(At(), *Target, true, E);
    }
  }
}

void Extractor::atomicNotApart(const Expr *E, Statement &S) {
  if (innermostRegion() || !Active.empty())
    return unsupported(
        {UnknownKind::Construct,
         "the atomic builtin '" + atomicBuiltinUse(E)->Name +
             "' where the model does not visit it apart from its statement"});
  plainAtomicAccesses(E, S);
}

bool Extractor::builtinCall(const CallExpr *C, Statement &S) {
  if (isAtomicBuiltin(C)) {
    atomicNotApart(C, S);
    return true;
  }
  // `__builtin_prefetch(&a[i + 8])`: a hint that touches no cell (what
  // its subscripts read, it reads).
  const FunctionDecl *Callee = C->getDirectCallee();
  if (!Callee || Callee->getBuiltinID() != Builtin::BI__builtin_prefetch ||
      C->getNumArgs() == 0)
    return false;
  const Expr *Address = strip(C->getArg(0));
  if (const auto *U = dyn_cast<UnaryOperator>(Address);
      U && U->getOpcode() == UO_AddrOf)
    lvalue(U->getSubExpr(), S);
  else
    reads(C->getArg(0), S);
  return true;
}

} // namespace extract
} // namespace ompfix
