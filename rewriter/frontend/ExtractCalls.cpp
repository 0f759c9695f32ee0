//===- ExtractCalls.cpp - Calls: library, pure, and visited in place -------===//
//
// What a call does to the model (docs/design/real-programs.md). Pure functions read
// their arguments; output reads them; the OpenMP API and the C library touch
// what they are passed. A function of the file that loops and regions call
// is summarised by its body itself: the body is visited where the call is,
// its parameters bound to the arguments (scalars as locals of the call that
// hold the argument's value, pointers and references as aliases of the
// caller's memory), so its accesses are exact where the caller's are and
// each call site gets its own. Anything else may touch any memory: in a
// loop directive or a region that is `unknown`, naming the callee.
//
//===----------------------------------------------------------------------===//

#include "frontend/OpenMPConstructs.h"
#include "frontend/Extractor.h"

#include "clang/AST/ParentMapContext.h"

#include <functional>

using namespace clang;

namespace ompfix {
namespace extract {

namespace {

/// Statements a function's model gets from callees visited in place, at
/// most; beyond, calls are what they were without (a budget: a callee in
/// every loop of a large file must not multiply its model).
constexpr unsigned MaxInlinedStatements = 2000;
/// Callees larger than this many AST nodes are not visited in place.
constexpr unsigned MaxCalleeNodes = 2000;

/// The dimensions a pointer, array or reference parameter gives its
/// accesses (`double *p`: 1, `double a[][N]`, `double (*a)[N]`: 2,
/// `double &r`: 0), when it reaches arithmetic elements.
std::optional<unsigned> viewRank(const ASTContext &Ctx, QualType T) {
  unsigned Rank = 0;
  if (T->isReferenceType()) {
    T = T.getNonReferenceType();
  } else if (const auto *P = T->getAs<PointerType>()) {
    T = P->getPointeeType();
    Rank = 1;
  } else {
    return std::nullopt;
  }
  while (const ArrayType *A = Ctx.getAsArrayType(T)) {
    T = A->getElementType();
    ++Rank;
  }
  if (!T->isArithmeticType())
    return std::nullopt;
  return Rank;
}

/// Whether \p Body may change the fields of struct parameter \p P, or take
/// an address in it (a copy the callee changes is not the caller's).
bool changesFieldsOf(const VarDecl *P, const Stmt *Body) {
  auto RootedAtP = [P](const Expr *E) {
    E = E->IgnoreParenImpCasts();
    while (true) {
      if (const auto *M = dyn_cast<MemberExpr>(E))
        E = M->getBase()->IgnoreParenImpCasts();
      else if (const auto *S = dyn_cast<ArraySubscriptExpr>(E))
        E = S->getBase()->IgnoreParenImpCasts();
      else
        break;
    }
    return referencedVar(E) == P;
  };
  bool Changes = false;
  std::function<void(const Stmt *)> Walk = [&](const Stmt *S) {
    if (!S || Changes)
      return;
    if (const auto *B = dyn_cast<BinaryOperator>(S);
        B && B->isAssignmentOp() && RootedAtP(B->getLHS()))
      Changes = true;
    if (const auto *U = dyn_cast<UnaryOperator>(S);
        U && (U->isIncrementDecrementOp() || U->getOpcode() == UO_AddrOf) &&
        RootedAtP(U->getSubExpr()))
      Changes = true;
    for (const Stmt *Child : S->children())
      Walk(Child);
  };
  Walk(Body);
  return Changes;
}

/// Whether \p S may leave the code it is in: a jump (holdsJump), or a
/// throw or a call that never returns anywhere in it (endsInError).
static bool mayLeave(const Stmt *S) {
  std::function<bool(const Stmt *)> Ends = [&](const Stmt *X) {
    const auto *E = dyn_cast_or_null<Expr>(X);
    return X && ((E && endsInError(E)) || llvm::any_of(X->children(), Ends));
  };
  return holdsJump(S) || Ends(S);
}

/// The statements of \p Body that every thread running it surely runs:
/// the block's own statements (or \p Body itself), up to the first that
/// may leave it, nothing nested in a condition or a loop.
static std::vector<const Stmt *> surelyRun(const Stmt *Body) {
  std::vector<const Stmt *> Run;
  const auto *Block = dyn_cast_or_null<CompoundStmt>(Body);
  for (const Stmt *S :
       Block ? llvm::ArrayRef<Stmt *>(Block->body_begin(), Block->size())
             : llvm::ArrayRef<Stmt *>(const_cast<Stmt **>(&Body), 1)) {
    if (mayLeave(S))
      break;
    Run.push_back(S);
  }
  return Run;
}

/// Whether \p D is a construct that binds to the team running it and that
/// the code every thread of a region runs may meet (an orphaned construct,
/// OpenMP 5.2, 1.2.7): a worksharing loop, `single`, `master`, `masked`,
/// a `barrier`.
static bool bindsToTeam(const OMPExecutableDirective &D) {
  return isa<OMPForDirective, OMPForSimdDirective, OMPSingleDirective,
             OMPMasterDirective, OMPMaskedDirective, OMPBarrierDirective>(D);
}

/// Whether \p D makes a team of its own on the host, which its nested
/// constructs bind to (`parallel`, `parallel for`, `parallel sections`),
/// or is a `simd` loop, which binds to no team: in a callee they mean
/// what they would mean written where it is called. (There such a team
/// is nested: one that asks for thread numbers is unknown, and conflicts
/// between its threads are possible only, Extractor::visitParallel and
/// LoopDirective::NestedTeam.)
static bool ownTeamOrSimd(const OMPExecutableDirective &D) {
  OpenMPDirectiveKind Kind = D.getDirectiveKind();
  if (isOpenMPTargetExecutionDirective(Kind) || isOpenMPTeamsDirective(Kind) ||
      isOpenMPTaskLoopDirective(Kind))
    return false;
  return isOpenMPParallelDirective(Kind) || Kind == llvm::omp::OMPD_simd;
}

/// Why \p Body cannot be visited in place of a call, or "": OpenMP
/// directives (the callee's own constructs bind to the caller's team:
/// visited in place only where \p InTeamCode, the call being in the code
/// every thread of a region runs), and size.
std::string bodyProblem(const Stmt *Body, bool InTeamCode) {
  unsigned Nodes = 0;
  std::string Problem;
  // (A team's construct that a condition, a loop or an earlier `return`
  // may keep some threads from: not followed.)
  std::vector<const Stmt *> Reached;
  if (InTeamCode)
    Reached = surelyRun(Body);
  // Inside a region the callee makes, its constructs bind to that team.
  unsigned InOwnTeam = 0;
  std::function<void(const Stmt *)> Walk = [&](const Stmt *S) {
    if (!S || !Problem.empty())
      return;
    const auto *D = dyn_cast<OMPExecutableDirective>(S);
    bool OwnTeam = D && ownTeamOrSimd(*D);
    // `atomic`, `critical` and `ordered` mean in a callee what they mean
    // where it is called (critical sections by name, the ordered blocks of
    // the loop the call runs in): visited in place as any code is, as is
    // a region it makes (a nested one where it is called) or a `simd`
    // loop. So are tasks, `taskwait` and `taskgroup`: the tasks are the
    // caller's (the callee's locals each task's own copies, which Clang
    // marks firstprivate in an orphaned task), modelled where the caller's
    // would be, unknown elsewhere. Other directives bind to a team.
    if (D && !OwnTeam && InOwnTeam == 0 &&
        !(isa<OMPAtomicDirective, OMPCriticalDirective, OMPTaskDirective,
              OMPTaskwaitDirective, OMPTaskgroupDirective>(D) ||
          (isa<OMPOrderedDirective>(D) && !D->isStandaloneDirective()) ||
          (InTeamCode && bindsToTeam(*D) && llvm::is_contained(Reached, S))))
      Problem = !bindsToTeam(*D) ? "it holds OpenMP directives"
                : InTeamCode
                    ? "it holds OpenMP directives that bind to a team where "
                      "not every thread may reach them"
                    : "it holds OpenMP directives that bind to a team, and "
                      "the call is not in code every thread of a region "
                      "surely runs";
    else if (++Nodes > MaxCalleeNodes)
      Problem = "it is too large to follow";
    InOwnTeam += OwnTeam;
    for (const Stmt *Child : codeChildren(S))
      Walk(Child);
    InOwnTeam -= OwnTeam;
  };
  Walk(Body);
  return Problem;
}

} // namespace

/// A struct, a pointer to one, or a reference to one.
bool isStructParameter(QualType T) {
  if (T->isReferenceType())
    T = T.getNonReferenceType();
  else if (const auto *P = T->getAs<PointerType>())
    T = P->getPointeeType();
  return T->isRecordType();
}

bool Extractor::isLocalToModel(const VarDecl *D) const {
  const DeclContext *Context = D->getDeclContext();
  if (F.Encloses(Context))
    return true;
  for (const FunctionDecl *Callee : Callees.InlinedFunctions)
    if (Callee->Encloses(Context))
      return true;
  return false;
}

void Extractor::noteNamedInCallee(const VarDecl *D) {
  // (There, a threadprivate variable is each thread's copy, which the
  // model follows only where the directives are.)
  if (isThreadPrivate(D))
    unsupported(UnknownKind::Construct,
                "a called function names threadprivate '" + D->getName().str() +
                    "', each thread's own copy");
  const VarInfo &I = info(D);
  for (Variable &V : Out.Model.Variables)
    if (V.Id == I.Id)
      V.NamedInCallee = true;
}

bool Extractor::madeHere(const CXXRecordDecl *Lambda) const {
  const DeclContext *Maker = Lambda->getDeclContext();
  while (Maker && !isa<FunctionDecl>(Maker))
    Maker = Maker->getParent();
  const FunctionDecl *Here =
      Callees.Inlining.empty() ? &F : Callees.Inlining.back().Definition;
  return Maker && cast<FunctionDecl>(Maker)->getCanonicalDecl() ==
                      Here->getCanonicalDecl();
}

const Expr *Extractor::callObject(const CallExpr *C) { return callObjectOf(C); }

bool Extractor::bindableObject(const Expr *Object) const {
  const Expr *E = strip(Object);
  if (isa<CXXThisExpr>(E))
    return true;
  // (A path from `this`, `q1.decode(c)` in a member function: the
  // callee's `this` goes on from the caller's, valuePath.)
  std::optional<ValuePath> P = pathOf(E);
  if (P && (P->Root || !P->Fields.empty()) && !P->Deref && !P->Size)
    return true;
  return E->getType()->isRecordType() && keptElement(E);
}

std::string Extractor::memberProblem(const CallExpr *C,
                                     const FunctionDecl *Definition) const {
  const auto *M = dyn_cast<CXXMethodDecl>(Definition);
  if (!M || M->isStatic())
    return "";
  // The standard library's classes are what the table of library effects
  // says (LibraryFunctions.h), not their implementation's code.
  if (SM.isInSystemHeader(SM.getExpansionLoc(Definition->getLocation())))
    return "a member function of a system header";
  // (A virtual call may run an override; a call through a qualified
  // name or on a final class runs this one, but is not told apart yet.)
  if (M->isVirtual())
    return "it is a virtual member function";
  // A lambda reads what it captures by copy as it was where it was made,
  // which the model, reading the variable where the lambda is called,
  // would not know if the variable changes in between.
  if (const CXXRecordDecl *Lambda = M->getParent(); Lambda->isLambda())
    for (const LambdaCapture &Capture : Lambda->captures()) {
      if (Capture.getCaptureKind() == LCK_StarThis)
        return "its lambda captures '*this' by copy";
      // (`this` in its body is the object of the function that made it,
      // which bindsThis leaves bound as at the call: right where the
      // function that calls it made it.)
      if (Capture.getCaptureKind() == LCK_This && !madeHere(Lambda))
        return "its lambda captures 'this' and is called outside the "
               "function that made it";
      if (!Capture.capturesVariable() ||
          Capture.getCaptureKind() != LCK_ByCopy)
        continue;
      const auto *V = dyn_cast<VarDecl>(Capture.getCapturedVar());
      if (!V || V->isInitCapture() || Entered.Modified.count(V) ||
          !V->getType()->isScalarType())
        return "its lambda captures '" +
               (V ? V->getName().str() : std::string("a value")) +
               "' by copy, which may change after";
    }
  if (!C || !callObject(C) || !bindableObject(callObject(C)))
    return "its object is not a variable, a path of fields or an element "
           "of an array of structs";
  return "";
}

/// Whether pointer argument \p Arg of a library call, of variable \p I
/// (\p Base: Arg without its `&` and subscripts), reaches one cell: a
/// scalar's address (`rand_r(&seed)`), or a callee's pointer bound to one
/// (`rand_r(seed)` in `next(unsigned *seed)`, called with `&seed`).
static bool reachesOneCell(const VarInfo *I, const Expr *Arg,
                           const Expr *Base) {
  return I && ((I->Rank == 0 && !I->IsAlias && Base != Arg) ||
               (I->AliasOfScalar && Base == Arg));
}

/// What a library call's pointer argument \p Arg reaches, for a reason:
/// " any element of 'buf'", or, where the argument has no text of its
/// own (a macro's), " the memory its argument points to".
std::string Extractor::spelledTarget(const Expr *Arg) const {
  std::string Spelled = text(Arg->getSourceRange());
  return Spelled.empty() ? " the memory its argument points to"
                         : " any element of '" + Spelled + "'";
}

void Extractor::noteTeamCalls(const Stmt *Body) {
  for (const Stmt *S : surelyRun(Body))
    if (const auto *E = dyn_cast<Expr>(S))
      if (const auto *C = dyn_cast<CallExpr>(E->IgnoreImplicit()))
        Callees.TeamCalls.insert(C);
}

bool Extractor::inTeamCode(const CallExpr *C) const {
  const Region *R = Regions.empty() ? nullptr : &Regions.back();
  return C && Callees.TeamCalls.count(C) && R &&
         R->ActiveDepth == Active.size() && R->OnceDepth == 0 &&
         R->TaskDepth == 0 && R->ThreadConditionDepth == 0 && Exclusion.empty();
}

std::string Extractor::missingBody(const FunctionDecl &Callee) const {
  if (const auto *M = dyn_cast<CXXMethodDecl>(&Callee); M && M->isVirtual())
    return "it is a virtual member function";
  // (The library's functions are what the table of library effects says.)
  if (SM.isInSystemHeader(SM.getExpansionLoc(Callee.getLocation())))
    return "a library function that ompfix's table of library effects does "
           "not list";
  return Callees.Search->why(Callee);
}

/// Whether every `return` of \p Body is `return *this;`.
static bool returnsOnlyThis(const Stmt *Body) {
  bool Only = true;
  std::function<void(const Stmt *)> Walk = [&](const Stmt *S) {
    if (!S || !Only)
      return;
    if (const auto *R = dyn_cast<ReturnStmt>(S)) {
      Only = isThisObject(R->getRetValue());
      return;
    }
    for (const Stmt *Child : codeChildren(S))
      Walk(Child);
  };
  Walk(Body);
  return Only;
}

std::string Extractor::notInlinable(const CallExpr *C,
                                    const FunctionDecl *Callee) const {
  const FunctionDecl *Definition = nullptr;
  if (!Callee)
    return "it is an indirect call";
  if (!Callee->hasBody(Definition) || !Definition)
    return missingBody(*Callee);
  if (std::string Problem = memberProblem(C, Definition); !Problem.empty())
    return Problem;
  if (Definition->isVariadic())
    return "it takes variable arguments";
  if (Definition->isDependentContext())
    return "it is a template";
  // (A pointer it returns is what the caller's use of it makes of it:
  // an accessor's, resultAlias; else a pointer of unknown origin.)
  // (A struct of numbers, or a std::vector or std::array of them, that it
  // returns by value, its `return` reads: readStruct, readContainer.)
  // (`Vec &operator+=(const Vec &o) { ...; return *this; }` whose value
  // the caller drops returns nothing it reads.)
  // (A place it returns, `std::vector<double> &x() { return x_; }`, is
  // read where the result is used: throughAccessor, containerAlias.)
  if (accessorPlace(C))
    return "it returns a place, followed where it is subscripted, a field "
           "of it named or a reference bound to it";
  QualType Result = Definition->getReturnType();
  QualType Element;
  std::string Extent;
  bool DroppedThis = Result->isReferenceType() && C && valueDiscarded(C) &&
                     returnsOnlyThis(Definition->getBody());
  if (!Result->isVoidType() && !Result->isArithmeticType() &&
      !Result->isPointerType() && !numberFields(Result) &&
      !isStdArrayLike(Result, Element, Extent) && !isLibraryValue(Result) &&
      !DroppedThis)
    return "it returns a value that is no number";
  if (Definition == &F)
    return "it is recursive";
  for (const InlinedFunction &I : Callees.Inlining)
    if (I.Definition == Definition)
      return "it is recursive";
  if (Callees.Inlining.size() >= MaxInlineDepth)
    return "calls nest too deep to follow";
  if (Callees.InlinedStatements >= MaxInlinedStatements)
    return "the function calls too much code to follow";
  for (const ParmVarDecl *P : Definition->parameters())
    if (!P->getType()->isArithmeticType() && !viewRank(Ctx, P->getType()) &&
        !isStructParameter(P->getType()))
      return "parameter '" + P->getName().str() + "' is neither a number, "
             "a struct, nor a pointer to them";
  return bodyProblem(Definition->getBody(), inTeamCode(C));
}

/// Whether \p S only checks what it reads and ends the program where the
/// check fails (ExprForms.h's endsInError); its conditions, added to
/// \p Conditions:
///   assert(n < size_);        (glibc: `c ? void(0) : __assert_fail(...)`)
///   if (n >= size_) throw std::out_of_range("n");
///   __glibcxx_assert(n < size());  (`do { if (!c) fail(); } while (0)`)
///   ;    (void)0;
static bool checkConditions(const ASTContext &Ctx, const Stmt *S,
                            std::vector<const Expr *> &Conditions) {
  if (!S || isa<NullStmt>(S))
    return true;
  if (const auto *Block = dyn_cast<CompoundStmt>(S))
    return llvm::all_of(Block->body(), [&](const Stmt *Child) {
      return checkConditions(Ctx, Child, Conditions);
    });
  // `do { ... } while (false)`: its body, once.
  if (const auto *Do = dyn_cast<DoStmt>(S)) {
    bool Again = true;
    return Do->getCond()->EvaluateAsBooleanCondition(Again, Ctx) && !Again &&
           checkConditions(Ctx, Do->getBody(), Conditions);
  }
  if (const auto *If = dyn_cast<IfStmt>(S)) {
    if (If->getInit() || If->getConditionVariable())
      return false;
    // A check made only where the compiler evaluates constants:
    // `if (std::__is_constant_evaluated() && !c) __builtin_unreachable();`
    // (libstdc++'s __glibcxx_assert without _GLIBCXX_ASSERTIONS) is false
    // at run time, and reads nothing.
    if (bool Runs = true;
        !If->getElse() &&
        If->getCond()->EvaluateAsBooleanCondition(Runs, Ctx) && !Runs)
      return true;
    if (If->getCond()->HasSideEffects(Ctx))
      return false;
    const Stmt *Failing = If->getThen(), *Other = If->getElse();
    if (!endsInError(Failing) &&
        !(Other && endsInError(Other) && (std::swap(Failing, Other), true)))
      return false;
    if (Other && !checkConditions(Ctx, Other, Conditions))
      return false;
    Conditions.push_back(If->getCond());
    return true;
  }
  const auto *E = dyn_cast<Expr>(S);
  if (!E)
    return false;
  E = E->IgnoreParenCasts();
  if (!E->HasSideEffects(Ctx))
    return true; // `(void)0`, NDEBUG's assert
  // glibc's assert in GNU C: `(void)sizeof(c), ({ if (c) ; else fail; })`.
  if (const auto *Comma = dyn_cast<BinaryOperator>(E);
      Comma && Comma->getOpcode() == BO_Comma)
    return checkConditions(Ctx, Comma->getLHS(), Conditions) &&
           checkConditions(Ctx, Comma->getRHS(), Conditions);
  if (const auto *Block = dyn_cast<StmtExpr>(E))
    return checkConditions(Ctx, Block->getSubStmt(), Conditions);
  // glibc's assert: `cond ? void(0) : __assert_fail(...)`.
  if (const auto *Cond = dyn_cast<ConditionalOperator>(E)) {
    const Expr *Yes = Cond->getTrueExpr(), *No = Cond->getFalseExpr();
    bool Fails = (endsInError(No) && !Yes->HasSideEffects(Ctx)) ||
                 (endsInError(Yes) && !No->HasSideEffects(Ctx));
    if (!Fails || Cond->getCond()->HasSideEffects(Ctx))
      return false;
    Conditions.push_back(Cond->getCond());
    return true;
  }
  return false;
}

/// How \p S is spelled, for a reason: "a loop", "an assignment".
static std::string statementKind(const Stmt *S) {
  if (isa<ForStmt, WhileStmt, DoStmt, CXXForRangeStmt>(S))
    return "a loop";
  if (isa<IfStmt>(S))
    return "an 'if' that is no check";
  if (isa<SwitchStmt>(S))
    return "a 'switch'";
  if (isa<ReturnStmt>(S))
    return "a 'return' before the last statement";
  if (const auto *B = dyn_cast<BinaryOperator>(S); B && B->isAssignmentOp())
    return "an assignment";
  if (const auto *U = dyn_cast<UnaryOperator>(S);
      U && U->isIncrementDecrementOp())
    return "an increment";
  if (isa<CallExpr>(S))
    return "a call";
  return "a statement";
}

/// Accepted forms: a block of checks (checkConditions) and declarations
/// of integer or pointer locals initialized without side effects but for
/// calls, in any order, then one `return` of a value:
///   { assert(r < rows); const int k = r * cols + c; return data[k]; }
///   { int row = i / bs, col = i % bs; return &blocks[row][col * bs]; }
///   { double *column = data + j * ld; return column[i]; }
/// Nothing in it changes a local after its declaration, so each local is
/// its initializer wherever it is named.
std::optional<StraightReturn>
straightReturn(const ASTContext &Ctx, const Stmt *Body, std::string *Why) {
  auto Fail = [&](std::string Reason) -> std::optional<StraightReturn> {
    if (Why)
      *Why = std::move(Reason);
    return std::nullopt;
  };
  const auto *Block = dyn_cast_or_null<CompoundStmt>(Body);
  if (!Block || Block->body_empty())
    return Fail("its body is no block of statements");
  StraightReturn Parts;
  Parts.Return = dyn_cast<ReturnStmt>(Block->body_back());
  if (!Parts.Return || !Parts.Return->getRetValue())
    return Fail("its body does not end in a 'return' of a value");
  for (const Stmt *Before : Block->body()) {
    if (Before == Parts.Return)
      break;
    if (const auto *Decls = dyn_cast<DeclStmt>(Before)) {
      for (const Decl *D : Decls->decls()) {
        const auto *V = dyn_cast<VarDecl>(D);
        // (Calls are the user's to check: an accessor's `perm[i]`.)
        if (!V || !V->isLocalVarDecl() || V->isStaticLocal() ||
            !(V->getType()->isIntegerType() || V->getType()->isPointerType()))
          return Fail("its body declares " +
                      (V ? "local '" + V->getName().str() + "'"
                         : std::string("something")) +
                      ", which is neither an integer nor a pointer");
        if (!V->getInit() ||
            V->getInit()->HasSideEffects(Ctx,
                                         /*IncludePossibleEffects=*/false))
          return Fail("local '" + V->getName().str() +
                      "' is not initialized without side effects");
        Parts.Locals.push_back(V);
      }
      continue;
    }
    if (!checkConditions(Ctx, Before, Parts.Checks))
      return Fail("its body holds " + statementKind(Before) +
                  " before its 'return'");
  }
  return Parts;
}

/// Whether \p E computes a value and changes nothing: no side effect, its
/// calls only subscripts of containers of numbers (containerSubscript),
/// calls that touch no memory (touchesNoMemory: `std::min`, `v.size()`,
/// the math library) and calls of functions of the file whose body is
/// checks and integer locals, then `return e;` of an integer
/// (straightReturn), e and the locals such values in turn (the model
/// computes such a call's value where it reads the index, inlinedCall,
/// or reads what it reads and checks):
///   v[idx(i, j)]   int idx(int i, int j) const { return i * cols_ + j; }
///   v[perm[i]]     perm a std::vector<int>
///   v[std::min(i, n_ - 1)]
/// Not `v[next()]`, nor an index read through a call that may write.
static bool valueWithoutEffects(const ASTContext &Ctx, const Expr *E,
                                unsigned Depth = 0) {
  if (!E || E->HasSideEffects(Ctx, /*IncludePossibleEffects=*/false))
    return false;
  const unsigned MaxDepth = 3;
  std::function<bool(const Stmt *)> Plain = [&](const Stmt *S) {
    if (!S)
      return true;
    // (What HasSideEffects counts only as possible effects: objects
    // built or destroyed by code of their own, allocation, volatile
    // memory.)
    if (const auto *Construct = dyn_cast<CXXConstructExpr>(S);
        Construct && !Construct->getConstructor()->isTrivial())
      return false;
    if (isa<CXXBindTemporaryExpr, CXXNewExpr, CXXDeleteExpr, CXXThrowExpr>(S))
      return false;
    if (const auto *X = dyn_cast<Expr>(S);
        X && X->getType().isVolatileQualified())
      return false;
    if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(S);
        Op && containerSubscript(Op))
      return llvm::all_of(Op->children(), Plain);
    if (const auto *C = dyn_cast<CallExpr>(S)) {
      const FunctionDecl *Callee = C->getDirectCallee();
      // (Its children: the arguments, and the object of a member call.)
      if (touchesNoMemory(Callee))
        return llvm::all_of(C->children(), Plain);
      const FunctionDecl *Definition = nullptr;
      if (Depth >= MaxDepth || !Callee || !Callee->hasBody(Definition) ||
          !Definition || Definition->isDependentContext() ||
          Definition->isVariadic() ||
          !Definition->getReturnType()->isIntegerType())
        return false;
      std::optional<StraightReturn> Body =
          straightReturn(Ctx, Definition->getBody());
      if (!Body ||
          !llvm::all_of(Body->Checks,
                        [&](const Expr *Check) {
                          return valueWithoutEffects(Ctx, Check, Depth + 1);
                        }) ||
          !valueWithoutEffects(Ctx, Body->Return->getRetValue(), Depth + 1) ||
          !llvm::all_of(Body->Locals, [&](const VarDecl *Local) {
            return Local->getType()->isIntegerType() &&
                   valueWithoutEffects(Ctx, Local->getInit(), Depth + 1);
          }))
        return false;
      return llvm::all_of(C->children(), Plain);
    }
    return llvm::all_of(S->children(), Plain);
  };
  return Plain(E);
}

/// Whether pointer \p E has no side effects but for calls where it takes
/// its base, the memory it points into: `tab.data() + k`, `&rows(i)[j]`;
/// not `p + next()`, `p++`. Its offsets may call what valueWithoutEffects
/// accepts: `data + idx(i, j)`.
static bool callsOnlyAtBase(const ASTContext &Ctx, const Expr *E) {
  auto Plain = [&](const Expr *Part) { return valueWithoutEffects(Ctx, Part); };
  E = E->IgnoreParenCasts();
  if (const auto *B = dyn_cast<BinaryOperator>(E);
      B && (B->getOpcode() == BO_Add || B->getOpcode() == BO_Sub)) {
    bool PointerLeft = B->getLHS()->getType()->isPointerType();
    return callsOnlyAtBase(Ctx, PointerLeft ? B->getLHS() : B->getRHS()) &&
           Plain(PointerLeft ? B->getRHS() : B->getLHS());
  }
  if (const auto *U = dyn_cast<UnaryOperator>(E);
      U && U->getOpcode() == UO_AddrOf) {
    const Expr *Sub = U->getSubExpr()->IgnoreParens();
    while (const auto *Subscript = dyn_cast<ArraySubscriptExpr>(Sub)) {
      if (!Plain(Subscript->getIdx()))
        return false;
      Sub = Subscript->getBase()->IgnoreParenCasts();
    }
    return callsOnlyAtBase(Ctx, Sub);
  }
  // (The call's own arguments are the accessor's, which accessorCall
  // takes only as values and memory it follows.)
  if (const auto *Call = dyn_cast<CallExpr>(E))
    return llvm::all_of(Call->arguments(), [&](const Expr *Arg) {
      return !Arg->HasSideEffects(Ctx, /*IncludePossibleEffects=*/false);
    });
  return Plain(E);
}

/// Whether lvalue \p E has no side effects but for calls where it takes
/// its base: `data[r * cols + c]` on a std::vector field, `rows(i)[j]`,
/// `*row(m, i)`, `m.at(i)`, `data[idx(i, j)]` (valueWithoutEffects); not
/// `a[next()]`.
static bool lvalueCallsOnlyAtBase(const ASTContext &Ctx, const Expr *E) {
  auto Plain = [&](const Expr *Part) { return valueWithoutEffects(Ctx, Part); };
  E = E->IgnoreParens();
  if (const auto *Subscript = dyn_cast<ArraySubscriptExpr>(E))
    return Plain(Subscript->getIdx()) &&
           callsOnlyAtBase(Ctx, Subscript->getBase());
  if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(E);
      Op && Op->getOperator() == OO_Subscript && Op->getNumArgs() == 2)
    return Plain(Op->getArg(1)) && lvalueCallsOnlyAtBase(Ctx, Op->getArg(0));
  if (const auto *Member = dyn_cast<MemberExpr>(E))
    return Member->isArrow() ? callsOnlyAtBase(Ctx, Member->getBase())
                             : lvalueCallsOnlyAtBase(Ctx, Member->getBase());
  if (const auto *U = dyn_cast<UnaryOperator>(E);
      U && U->getOpcode() == UO_Deref)
    return callsOnlyAtBase(Ctx, U->getSubExpr());
  if (isa<CallExpr>(E))
    return callsOnlyAtBase(Ctx, E);
  return Plain(E);
}

/// Accepted forms: a call of a function of the file whose body is
/// `return e;`, e without side effects, after checks and integer locals
/// (straightReturn),
/// whose result is a reference
/// to a number, whose parameters are integers (an argument that is no
/// affine value makes what e computes from it any value), and,
/// for a member function that is not virtual, whose object bindableObject
/// accepts:
///   T &operator[](size_t n) { return start_[n]; }  scores[k]: scores.start_[k]
///   double &at(int i) { return data[i]; }           a.at(i - 1): a.data[i - 1]
/// (A result by value is a call visited in place, inlineCall.)
std::optional<Extractor::AccessorCall>
Extractor::accessorCall(const CallExpr *C, std::string &Why,
                        AccessorResult Kind) {
  const FunctionDecl *Callee = C->getDirectCallee();
  const FunctionDecl *Definition = nullptr;
  if (!Callee || !Callee->hasBody(Definition) || !Definition) {
    Why = Callee ? missingBody(*Callee) : "it is an indirect call";
    return std::nullopt;
  }
  QualType Result = Definition->getReturnType();
  bool Place = Kind == AccessorResult::Place && placeAccessorCall(C);
  bool Pointer = Result->isPointerType() && (viewRank(Ctx, Result) || Place);
  if (!Pointer && !Place &&
      (!Result->isReferenceType() ||
       !Result.getNonReferenceType()->isArithmeticType())) {
    Why = "its result is neither a pointer to numbers nor a reference to "
          "a number";
    return std::nullopt;
  }
  std::optional<StraightReturn> Body =
      straightReturn(Ctx, Definition->getBody(), &Why);
  if (!Body)
    return std::nullopt;
  // (A pointer may be another accessor's: `return tab.data();`, which
  // argumentAlias follows in turn.)
  if (!(Pointer ? callsOnlyAtBase(Ctx, Body->Return->getRetValue())
                : lvalueCallsOnlyAtBase(Ctx, Body->Return->getRetValue()))) {
    Why = "what it returns is computed with side effects or calls that "
          "may change memory";
    return std::nullopt;
  }
  if (Definition->isDependentContext()) {
    Why = "it is a template";
    return std::nullopt;
  }
  if (Callees.ThisObjects.size() + Callees.Arguments.size() >= MaxInlineDepth) {
    Why = "calls nest too deep to follow";
    return std::nullopt;
  }
  AccessorCall A;
  A.Returned = Body->Return->getRetValue();
  A.Checks = std::move(Body->Checks);
  A.Object = callObject(C);
  Why = memberProblem(C, Definition);
  if (!Why.empty())
    return std::nullopt;
  if (const auto *M = dyn_cast<CXXMethodDecl>(Definition); !M || M->isStatic())
    A.Object = nullptr;
  A.BindsThis = bindsThis(Definition);
  unsigned First = A.Object && isa<CXXOperatorCallExpr>(C) ? 1 : 0;
  if (Definition->getNumParams() + First != C->getNumArgs()) {
    Why = "its arguments are not its parameters one to one";
    return std::nullopt;
  }
  for (unsigned K = First; K < C->getNumArgs(); ++K) {
    const ParmVarDecl *P = Definition->getParamDecl(K - First);
    const Expr *Arg = C->getArg(K);
    if (const auto *Default = dyn_cast<CXXDefaultArgExpr>(Arg))
      Arg = Default->getExpr();
    if (!P->getType()->isIntegerType()) {
      if (!bindAccessorParameter(P, Arg, A)) {
        Why = "argument '" + text(Arg->getSourceRange()) +
              "' is no integer, nor memory the model follows";
        return std::nullopt;
      }
      continue;
    }
    std::optional<std::string> Value = unguardedAffine(Arg);
    // Not affine (`a.at(idx[i])`): the caller reads it, and what the
    // accessor computes from it is no affine value (any cell).
    if (!Value) {
      A.Opaque.push_back(Arg);
      Value = "";
    }
    A.Arguments[P] = *Value;
  }
  if (!bindAccessorLocals(Body->Locals, A, Why))
    return std::nullopt;
  return A;
}

/// Binds the locals of an accessor (straightReturn) in \p A, in order:
/// each integer its initializer's affine value with the parameters (and
/// the locals before it) bound, or any value where it is none (its
/// initializer read, calls in it only loads); each pointer the memory its
/// initializer points into. False, with \p Why, where one is neither.
bool Extractor::bindAccessorLocals(llvm::ArrayRef<const VarDecl *> Locals,
                                   AccessorCall &A, std::string &Why) {
  for (const VarDecl *Local : Locals) {
    // A pointer: the memory its initializer points into (argumentAlias).
    if (Local->getType()->isPointerType()) {
      std::optional<VarInfo> Alias;
      {
        BoundAccessor Bound(*this, A);
        Alias = argumentAlias(Local->getType(), Local->getInit());
      }
      if (!Alias || !Alias->Unsupported.empty()) {
        Why = "local '" + Local->getName().str() +
              "' points into memory the model does not follow";
        return false;
      }
      // (Somewhere in that memory, `data + j * ld`: what its offsets read
      // is read, readOffsets.)
      if (Alias->AnyOffset)
        A.OffsetLocals.push_back(Local->getInit());
      A.Aliases.emplace_back(Local, *Alias);
      continue;
    }
    std::optional<std::string> Value;
    {
      BoundAccessor Bound(*this, A);
      Value = unguardedAffine(Local->getInit());
    }
    if (!Value) {
      if (!loadsOnly(Local->getInit())) {
        Why = "local '" + Local->getName().str() +
              "' is initialized with a call that is no load";
        return false;
      }
      A.OpaqueLocals.push_back(Local->getInit());
      Value = "";
    }
    A.Arguments[Local] = *Value;
  }
  return true;
}

bool Extractor::loadsOnly(const Expr *E) {
  if (const auto *C = dyn_cast<CallExpr>(E->IgnoreParenImpCasts());
      C && !loadable(strip(C)))
    return false;
  return llvm::all_of(E->children(), [&](const Stmt *Child) {
    return !isa_and_nonnull<Expr>(Child) || loadsOnly(cast<Expr>(Child));
  });
}

std::optional<Cell> Extractor::accessorCell(const CallExpr *C, Statement &S) {
  std::string Why;
  std::optional<AccessorCall> A = accessorCall(C, Why);
  if (!A) {
    const FunctionDecl *Callee = C->getDirectCallee();
    return unsupported(UnknownKind::Call,
                       "call to '" +
                           (Callee ? Callee->getNameAsString() : "?") +
                           "', whose result is a reference the model does "
                           "not follow (" +
                           Why + ")"),
           std::nullopt;
  }
  for (const Expr *Arg : A->Opaque)
    reads(Arg, S);
  BoundAccessor Bound(*this, *A);
  readAccessorChecks(*A, S);
  return lvalue(A->Returned, S);
}

void Extractor::readAccessorChecks(const AccessorCall &A, Statement &S) {
  for (const Expr *Init : A.OpaqueLocals)
    reads(Init, S);
  for (const Expr *Init : A.OffsetLocals)
    readOffsets(Init, S);
  // Its checks read what they test; a verdict assumes none fails (an
  // error path, left out).
  for (const Expr *Check : A.Checks) {
    reads(Check, S);
    noteErrorPath(Check);
  }
}

/// Accepted forms, for a parameter of an accessor that is no integer:
/// a pointer (or array, or reference) that argumentAlias binds to the
/// memory its argument points into, and a struct, a pointer or a
/// reference to one, given the caller's variable (`f(&grid)`, `f(g)`):
///   double *row(matrix *m, int i) { return m->data + i * m->ld; }
///   double *at(double *a, int i) { return &a[i]; }
bool Extractor::bindAccessorParameter(const ParmVarDecl *P, const Expr *Arg,
                                      AccessorCall &A) {
  if (isStructParameter(P->getType())) {
    const Expr *E = strip(Arg);
    if (const auto *U = dyn_cast<UnaryOperator>(E);
        U && U->getOpcode() ==
                 (P->getType()->isPointerType() ? UO_AddrOf : UO_Deref))
      E = strip(U->getSubExpr());
    if (const Expr *Path = boundPath(E)) {
      A.Paths.emplace_back(P, Path);
      return true;
    }
    const VarDecl *Root = referencedVar(E);
    if (!Root)
      return false;
    A.Roots.emplace_back(P, boundRoot(Root));
    return true;
  }
  if (!viewRank(Ctx, P->getType()))
    return false;
  std::optional<VarInfo> Alias = argumentAlias(P->getType(), Arg);
  if (!Alias || !Alias->Unsupported.empty())
    return false;
  A.Aliases.emplace_back(P, *Alias);
  return true;
}

Extractor::BoundAccessor::BoundAccessor(Extractor &X, const AccessorCall &A)
    : Arguments(X.Callees.Arguments, A.Arguments), This(X.Callees.ThisObjects),
      InAccessor(X.Callees.AccessorDepth), Vars(X.Names.Vars),
      Roots(X.Callees.RootBindings), Paths(X.Callees.PathBindings) {
  if (A.Object && A.BindsThis)
    X.Callees.ThisObjects.push_back(A.Object);
  for (const auto &[P, Alias] : A.Aliases)
    Vars.bind(P, Alias);
  for (const auto &[P, Root] : A.Roots)
    Roots.bind(P, Root);
  for (const auto &[P, Path] : A.Paths)
    Paths.bind(P, Path);
}

/// Accepted forms, for the argument \p E of a struct parameter (its `&`
/// or `*` taken off): a path of fields of the caller's, `pot->phi`,
/// `grid.sub` (the callee's paths from the parameter go on from it,
/// valuePath); a parameter so bound, passed on (its path).
const Expr *Extractor::boundPath(const Expr *E) const {
  if (const VarDecl *V = referencedVar(E)) {
    auto Bound = Callees.PathBindings.find(V);
    return Bound == Callees.PathBindings.end() ? nullptr : Bound->second;
  }
  // (Not from `this`: the callee's own `this` may be bound by then.)
  std::optional<ValuePath> Path = pathOf(E);
  return Path && Path->Root && !Path->Fields.empty() && Path->fieldsOnly()
             ? E
             : nullptr;
}

UnknownReason Extractor::unfollowedResult(const CallExpr *C) {
  std::string Why;
  resultAlias(C, nullptr, &Why);
  const FunctionDecl *Callee = C->getDirectCallee();
  return {UnknownKind::Call,
          "call to '" + (Callee ? Callee->getNameAsString() : "?") +
              "', whose result is a pointer the model does not follow (" + Why +
              ")"};
}

/// Accepted form: a call of an accessor (accessorCall: checks, then
/// `return e;`) whose result is a pointer, e what argumentAlias follows
/// with the accessor's parameters bound to the call's arguments:
///   double *at(double *a, int i) { return &a[i]; }   at(x, k): x + k
///   double *row(matrix *m, int i) { return m->data + i * m->ld; }
///                                 row(&g, k): g.data + k * g.ld
/// The checks and the arguments that are no affine values are read into
/// \p S, where given.
std::optional<VarInfo> Extractor::resultAlias(const CallExpr *C, Statement *S,
                                              std::string *Why) {
  std::string Problem;
  std::optional<AccessorCall> A = accessorCall(C, Problem);
  if (Why)
    *Why = !A ? Problem
           : A->Opaque.empty()
               ? "what it returns points into no memory the model follows"
               : "argument '" + text(A->Opaque.front()->getSourceRange()) +
                     "' is no affine value";
  if (!A || !C->getType()->isPointerType())
    return std::nullopt;
  if (S)
    for (const Expr *Arg : A->Opaque)
      reads(Arg, *S);
  BoundAccessor Bound(*this, *A);
  if (S)
    readAccessorChecks(*A, *S);
  std::optional<VarInfo> Alias = argumentAlias(C->getType(), A->Returned);
  if (Alias && S && Alias->AnyOffset)
    readOffsets(A->Returned, *S);
  return Alias;
}

/// Accepted forms, for a parameter of rank r (pointer or array) and a
/// variable `a` the model follows (an array, a fresh pointer, an alias,
/// a parameter of an enclosing call, a field path), `e` affine:
///   f(a)                a of rank r:       p[k] is a[k]
///   f(a + e), f(&a[e])  a of rank r:       p[k] is a[k + e]
///   f(a[e]), f(&a[e][0])  a of rank r + 1: p[k] is a[e][k]
///   f(&x)               x a scalar:        *p and p[0] are x
/// and for a reference parameter, an lvalue `x`, `a[e][e']`: the cell.
void Extractor::readOffsets(const Expr *E, Statement &S) {
  E = strip(E);
  // `c ? a : b + k`: the condition, and each arm's offsets.
  if (const auto *Cond = dyn_cast<ConditionalOperator>(E)) {
    reads(Cond->getCond(), S);
    readOffsets(Cond->getTrueExpr(), S);
    return readOffsets(Cond->getFalseExpr(), S);
  }
  if (const auto *Comma = dyn_cast<BinaryOperator>(E);
      Comma && Comma->getOpcode() == BO_Comma) {
    reads(Comma->getLHS(), S);
    return readOffsets(Comma->getRHS(), S);
  }
  if (const auto *B = dyn_cast<BinaryOperator>(E);
      B && (B->getOpcode() == BO_Add || B->getOpcode() == BO_Sub)) {
    for (const Expr *Side : {B->getLHS(), B->getRHS()})
      Side->getType()->isPointerType() ? readOffsets(Side, S)
                                       : reads(Side, S);
    return;
  }
  if (const auto *U = dyn_cast<UnaryOperator>(E);
      U && U->getOpcode() == UO_AddrOf)
    if (const auto *Sub =
            dyn_cast<ArraySubscriptExpr>(U->getSubExpr()->IgnoreParens())) {
      readOffsets(Sub->getBase(), S);
      return reads(Sub->getIdx(), S);
    } else if (const auto *Op = containerSubscript(U->getSubExpr())) {
      // `&v[k]`: the element's place, k read.
      return reads(Op->getArg(1), S);
    }
  if (const auto *Call = dyn_cast<CallExpr>(E);
      Call && Call->getType()->isPointerType())
    resultAlias(Call, &S);
  else if (!E->getType()->isPointerType() && !E->getType()->isArrayType())
    reads(E, S);
}

Extractor::PointerSum Extractor::pointerSum(const Expr *E) {
  PointerSum Sum{E};
  while (const auto *B = dyn_cast<BinaryOperator>(Sum.Pointer)) {
    bool Sub = B->getOpcode() == BO_Sub;
    if (!Sub && B->getOpcode() != BO_Add)
      break;
    bool PointerLeft = B->getLHS()->getType()->isPointerType();
    if (!PointerLeft && (Sub || !B->getRHS()->getType()->isPointerType()))
      break;
    size_t GuardsBefore = Truncating.Guards.size();
    std::optional<std::string> Off =
        affine(PointerLeft ? B->getRHS() : B->getLHS());
    Sum.Unaffine |= !Off || Truncating.Guards.size() > GuardsBefore;
    Truncating.Guards.resize(GuardsBefore);
    if (Off)
      Sum.Offset += (Sub ? " - (" : " + (") + *Off + ")";
    Sum.Offsetted = true;
    Sum.Pointer = strip(PointerLeft ? B->getLHS() : B->getRHS());
  }
  return Sum;
}

const VarInfo *Extractor::aliasTarget(const Expr *E,
                                      std::optional<VarInfo> &Returned) {
  if (const auto *Call = dyn_cast<CallExpr>(E))
    if ((Returned = resultAlias(Call, nullptr)))
      return &*Returned;
  if (const VarDecl *Target = referencedVar(E)) {
    // (A global an accessor names is a callee's: no clause here reaches
    // it there.)
    if (Callees.AccessorDepth > 0 && Target->hasGlobalStorage())
      noteNamedInCallee(Target);
    return &info(Target);
  }
  return isa<MemberExpr>(E) ? fieldVariable(E) : nullptr;
}

/// A row's alias \p From (VarInfo::RowLength) passed on from a cell of its
/// row, \p Prefix the leading subscripts of the new alias \p Alias: the
/// same row, which \p Alias then knows. False where the new alias would
/// leave the row's dimension.
static bool keepsRow(VarInfo &Alias, const VarInfo &From, size_t Prefix) {
  if (From.RowLength.empty())
    return true;
  if (Prefix != From.AliasPrefix.size())
    return false;
  Alias.RowLength = From.RowLength;
  Alias.OutOfRows = From.OutOfRows;
  Alias.RowsOf = From.RowsOf;
  return true;
}

/// The subscripts \p E names, outermost first, of an array or of a
/// std::vector or std::array of numbers (`out[i]` for `float &r`,
/// `&rows[i][0]`: cells of the container, as of an array); \p E is left
/// at what they subscript.
static std::vector<const Expr *> peelSubscripts(const Expr *&E) {
  std::vector<const Expr *> Subscripts;
  while (true) {
    if (const auto *Sub = dyn_cast<ArraySubscriptExpr>(E)) {
      Subscripts.insert(Subscripts.begin(), Sub->getIdx());
      E = strip(Sub->getBase());
      continue;
    }
    const CXXOperatorCallExpr *Element = containerSubscript(E);
    if (!Element ||
        (!ownedArrayElement(Element->getArg(0)->getType().getNonReferenceType())
              .isNull() &&
         !isOwnedArrayLocal(Element->getArg(0))))
      return Subscripts;
    Subscripts.insert(Subscripts.begin(), Element->getArg(1));
    E = strip(Element->getArg(0));
  }
}

std::optional<VarInfo> Extractor::argumentAlias(QualType Parameter,
                                                const Expr *A) {
  std::optional<unsigned> Rank = viewRank(Ctx, Parameter);
  if (!Rank)
    return std::nullopt;
  bool Reference = Parameter->isReferenceType();
  PointerSum Sum = Reference ? PointerSum{strip(A)} : pointerSum(strip(A));
  const Expr *E = Sum.Pointer;
  bool AddressOf = false;
  if (const auto *U = dyn_cast<UnaryOperator>(E);
      U && U->getOpcode() == UO_AddrOf && !Reference) {
    AddressOf = true;
    E = strip(U->getSubExpr());
  }
  std::vector<const Expr *> Subscripts = peelSubscripts(E);
  // `v.data()` of a std::vector or std::array: v's elements.
  if (const Expr *Container = dataOf(E))
    E = strip(Container);
  std::optional<VarInfo> Returned;
  const VarInfo *Target = aliasTarget(E, Returned);
  if (!Target)
    return std::nullopt;
  const VarInfo &TI = *Target;
  if (!TI.Unsupported.empty())
    return TI; // accesses through the parameter say why
  const Variable *TV = Out.Model.findVariable(TI.Id);
  if (!TV)
    return std::nullopt;
  if (const VarDecl *D = referencedVar(E);
      D && !TI.IsAlias && Facts.RowLengths.count(D) &&
      TV->Rank == 1 + Facts.RowLengths.at(D).size())
    return *Rank == 1 && !Reference ? rowAlias(D, TI, A) : std::nullopt;
  VarInfo Alias;
  Alias.Id = TI.Id;
  Alias.Rank = *Rank;
  Alias.IsAlias = true;
  // Somewhere in the target (its subscripts read by inlineCall, declare).
  if (Sum.Unaffine || TI.AnyOffset) {
    if (Reference || AddressOf || TI.AliasOfScalar || TV->Rank < *Rank)
      return std::nullopt;
    Alias.AnyOffset = Alias.UnknownStart = true;
    Alias.AliasPrefix.assign(TV->Rank - *Rank, "0");
    return Alias;
  }
  if (TI.AliasOfScalar) {
    // A parameter bound to &x, passed on as it is.
    if (!Subscripts.empty() || AddressOf || Sum.Offsetted || *Rank != 1)
      return std::nullopt;
    Alias.AliasOfScalar = true;
    Alias.AliasOffset = "0";
    return Alias;
  }
  if (AddressOf && Subscripts.empty()) {
    // f(&x): a pointer to one scalar.
    if (TV->Rank != 0 || TI.IsAlias || *Rank != 1 || Sum.Offsetted)
      return std::nullopt;
    Alias.AliasOfScalar = true;
    Alias.AliasOffset = "0";
    return Alias;
  }
  // The target's subscripts the argument names, in its own dimensions.
  std::vector<std::string> Mapped = TI.IsAlias ? TI.AliasPrefix
                                               : std::vector<std::string>{};
  std::string Pending = TI.IsAlias && !TI.AliasOffset.empty() ? TI.AliasOffset
                                                               : "0";
  for (size_t K = 0; K < Subscripts.size(); ++K) {
    std::optional<std::string> Index = unguardedAffine(Subscripts[K]);
    if (!Index)
      return std::nullopt;
    Mapped.push_back(K == 0 ? "(" + *Index + ") + (" + Pending + ")" : *Index);
  }
  if (!Subscripts.empty())
    Pending = "0";
  if (AddressOf) {
    Alias.AliasOffset = "(" + Mapped.back() + ") + (" + Sum.Offset + ")";
    Mapped.pop_back();
  } else if (Reference) {
    if (Sum.Offsetted || Pending != "0")
      return std::nullopt;
    Alias.AliasOffset = "0";
  } else {
    Alias.AliasOffset = "(" + Pending + ") + (" + Sum.Offset + ")";
  }
  if (!keepsRow(Alias, TI, Mapped.size()))
    return std::nullopt;
  Alias.AliasPrefix = Mapped;
  if (Mapped.size() + *Rank != TV->Rank)
    return std::nullopt;
  return Alias;
}

/// Accepted forms, for \p D a linearized array (FunctionFacts::RowLengths,
/// info \p Of) given as \p A to a pointer: `a + e`, `e + a`, `a + e + e'`,
/// `&a[e]`, `a` (or `v.data()` for a, cellsBase), e a subscript that
/// linearizedCell splits. The alias of the row
/// e names, from its column on, that knows the length of the row
/// (VarInfo::RowLength):
///   f(a + i * m + 2, m), a in rows of m cells, binds `double *r`: r[j] is
///   a[i][(j) + (2)] where 0 <= j + 2 < m, unknown elsewhere.
std::optional<VarInfo> Extractor::rowAlias(const VarDecl *D, const VarInfo &Of,
                                           const Expr *A) {
  const Expr *E = strip(A);
  std::vector<const Expr *> Offset;
  if (const auto *U = dyn_cast<UnaryOperator>(E);
      U && U->getOpcode() == UO_AddrOf) {
    const auto *Sub = dyn_cast<ArraySubscriptExpr>(strip(U->getSubExpr()));
    if (!Sub || referencedVar(Sub->getBase()) != D)
      return std::nullopt;
    Offset.push_back(Sub->getIdx());
  } else if (auto Sum = pointerPlusOffsets(E)) { // `a + e + e'`
    if (Sum->first != D)
      return std::nullopt;
    Offset = Sum->second;
  } else if (cellsBase(E) != D) {
    return std::nullopt;
  }
  return rowAt(D, Of, Offset);
}

std::optional<VarInfo> Extractor::rowAt(const VarDecl *D, const VarInfo &Of,
                                        llvm::ArrayRef<const Expr *> Offset) {
  size_t GuardsBefore = Truncating.Guards.size();
  std::optional<LinearCell> Split = linearizedCell(D, Offset);
  bool Guarded = Truncating.Guards.size() > GuardsBefore;
  Truncating.Guards.resize(GuardsBefore);
  if (!Split || Guarded)
    return std::nullopt;
  VarInfo Alias;
  Alias.Id = Of.Id;
  Alias.Rank = 1;
  Alias.IsAlias = true;
  Alias.AliasPrefix = Split->Rows;
  Alias.AliasOffset = Split->Column;
  Alias.RowLength = Split->RowLength;
  Alias.OutOfRows = Split->OutOfRows;
  Alias.RowsOf = D;
  return Alias;
}

/// Accepted forms, for \p Row a container's row `M[e]`, `M[e][e']` (e
/// affine) of a std::vector or std::array of them, M a variable the
/// model follows (or an alias of one) with \p Rank more dimensions than
/// the row has subscripts: the alias of M at those subscripts, of rank
/// \p Rank (`M[i]` of a vector of vectors is M's row i).
std::optional<VarInfo> Extractor::containerRow(const Expr *Row, unsigned Rank) {
  std::vector<const Expr *> Subscripts;
  const Expr *E = Row;
  while (const auto *Op = containerSubscript(E)) {
    Subscripts.insert(Subscripts.begin(), Op->getArg(1));
    E = strip(Op->getArg(0));
  }
  const VarDecl *Container = referencedVar(E);
  if (Subscripts.empty() || !Container)
    return std::nullopt;
  const VarInfo &Of = info(Container);
  const Variable *Target = Out.Model.findVariable(Of.Id);
  if (!Target || !Target->Container || !Of.Unsupported.empty() ||
      Of.AliasOfScalar || Of.AnyOffset)
    return std::nullopt;
  std::vector<std::string> Mapped =
      Of.IsAlias ? Of.AliasPrefix : std::vector<std::string>{};
  std::string Pending =
      Of.IsAlias && !Of.AliasOffset.empty() ? Of.AliasOffset : "0";
  for (const Expr *Subscript : Subscripts) {
    std::optional<std::string> Index = unguardedAffine(Subscript);
    if (!Index)
      return std::nullopt;
    Mapped.push_back("(" + *Index + ") + (" + Pending + ")");
    Pending = "0";
  }
  if (Mapped.size() + Rank != Target->Rank)
    return std::nullopt;
  VarInfo Alias;
  Alias.Id = Of.Id;
  Alias.Rank = Rank;
  Alias.IsAlias = true;
  Alias.AliasPrefix = Mapped;
  Alias.AliasOffset = "0";
  return Alias;
}

/// Accepted form: `std::vector<double> &v` (or a vector of vectors)
/// given a container of the same rank that containerAlias follows (`u`,
/// `m[i]`, `g.x`, `g.x()`; a copy, by value, is not followed): v is an
/// alias of it.
std::optional<VarInfo> Extractor::containerArgument(const ParmVarDecl *P,
                                                    const Expr *A) {
  QualType Element;
  std::vector<std::string> Extents;
  if (!P->getType()->isReferenceType() ||
      !stdNestedNumbers(P->getType().getNonReferenceType(), Element, Extents))
    return std::nullopt;
  return containerAlias(A, Extents.size(), /*InStatement=*/true);
}

/// Accepted forms, for struct parameter \p P:
///   f(s), f(*p)        by value, the caller's struct itself (a copy the
///                      callee does not change): its fields
///   f(&s), f(p), g(s)  by pointer or reference: the same
///   f(pot->phi)        a path of fields of the caller's (boundPath)
///   f(p[i]), f(g(x))   by value otherwise, a struct of numbers: the
///                      callee's copy, made as `T a = p[i];` makes one
///   f(&p[i]), h(p[i])  by pointer or reference, one element of an array
///                      of structs: a name of it (namedElement)
bool Extractor::bindStructArgument(const ParmVarDecl *P, const Expr *A,
                                   const FunctionDecl *Definition,
                                   CallBindings &B) {
  QualType T = P->getType();
  if (isLibraryValue(T))
    return bindValueArgument(P, A, B);
  const Expr *E = strip(A);
  bool ByValue = !T->isPointerType() && !T->isReferenceType();
  if (const auto *U = dyn_cast<UnaryOperator>(E);
      U && U->getOpcode() == (T->isPointerType() ? UO_AddrOf : UO_Deref))
    E = strip(U->getSubExpr()); // f(&s) for a pointer, g(*p) for a struct
  bool Changed = ByValue && changesFieldsOf(P, Definition->getBody());
  const Expr *Path = Changed ? nullptr : boundPath(E);
  const VarDecl *Root = Changed || Path ? nullptr : referencedVar(E);
  const auto *Subscript = dyn_cast<CXXOperatorCallExpr>(E);
  // The element an accessor returns (`f(s.get(i))`, `g(s.node(i))`).
  if (const CallExpr *Accessor = ByValue ? nullptr : placeAccessorCall(E)) {
    const Expr *Element = placeGiven(A, T->isPointerType());
    std::string Why;
    if (!Element || !accessorCall(Accessor, Why, AccessorResult::Place))
      return false;
    B.Elements.emplace_back(P, Element);
    B.Accessors.push_back(Accessor);
    return true;
  }
  if (Path)
    B.Paths.emplace_back(P, Path);
  else if (Root)
    B.Roots.emplace_back(P, boundRoot(Root));
  else if (ByValue && numberFields(T))
    B.Copies.emplace_back(P, A);
  else if (!ByValue &&
           (isa<ArraySubscriptExpr>(E) ||
            (Subscript && Subscript->getOperator() == OO_Subscript)))
    B.Elements.emplace_back(P, E);
  else
    return false;
  return true;
}

/// Accepted forms, for a parameter \p P that is a library value
/// (isLibraryValue):
///   f(s), f(t + "x")   by value, or a temporary or a part of a value
///   h(names[k])        (valuePlace) by const reference: the callee's own
///                      value, made from the argument as `T p = a;` makes
///                      one (a const reference cannot change the part)
///   g(s), g(std::move(s))  a variable by reference: that variable (its
///                      cell), which the callee may change
bool Extractor::bindValueArgument(const ParmVarDecl *P, const Expr *A,
                                  CallBindings &B) {
  QualType T = P->getType();
  bool Const =
      T->isLValueReferenceType() && T.getNonReferenceType().isConstQualified();
  bool Temporary = A->IgnoreParenImpCasts()->isPRValue();
  std::optional<ValuePlace> Place = Temporary ? std::nullopt : valuePlace(A);
  if (!T->isReferenceType() || Temporary || (Const && Place && !Place->Whole)) {
    B.Copies.emplace_back(P, A);
    return true;
  }
  std::optional<VarInfo> Same =
      Place && Place->Whole ? valueAlias(*Place) : std::nullopt;
  if (!Same)
    return false;
  B.Aliases.emplace_back(P, *Same);
  return true;
}

bool Extractor::bindPointerArgument(const ParmVarDecl *P, const Expr *A,
                                    const FunctionDecl *Definition,
                                    CallBindings &B) {
  std::optional<VarInfo> Alias = argumentAlias(P->getType(), A);
  if (!Alias && A->isNullPointerConstant(Ctx, Expr::NPC_ValueDependentIsNull)) {
    // f(a, NULL): an access through it is outside the model.
    Alias = VarInfo();
    Alias->IsAlias = true; // unbound after the call, as the others
    Alias->NullPointer = true;
    Alias->Unsupported = {UnknownKind::Pointer,
                          "parameter '" + P->getName().str() + "' of '" +
                              Definition->getName().str() +
                              "' given a null pointer"};
  }
  if (!Alias)
    return false;
  // (A parameter the callee steps, `*code++`: any cell of the target.)
  if (Entered.walks(P)) {
    if (Alias->AliasOfScalar)
      return false;
    Alias->AnyOffset = true;
  }
  B.Aliases.emplace_back(P, *Alias);
  if (Alias->AnyOffset)
    B.Offsets.push_back(A);
  return true;
}

bool Extractor::valueDiscarded(const Expr *E) const {
  const Stmt *Child = E;
  for (DynTypedNodeList Parents = Ctx.getParents(*E); !Parents.empty();
       Parents = Ctx.getParents(*Child)) {
    // (An unbraced construct body's parent is its CapturedDecl.)
    if (Parents[0].get<CapturedDecl>())
      return true;
    const Stmt *Parent = Parents[0].get<Stmt>();
    if (!Parent)
      return false;
    const auto *Cast = dyn_cast<ExplicitCastExpr>(Parent);
    const auto *Comma = dyn_cast<BinaryOperator>(Parent);
    if (Cast && Cast->getType()->isVoidType())
      return true; // `(void)f()`
    if (Comma && Comma->getOpcode() == BO_Comma &&
        Comma->getLHS()->IgnoreParens() == Child)
      return true;
    // What its value becomes: a comma's, the value of a parenthesis.
    if (isa<ExprWithCleanups, ParenExpr, MaterializeTemporaryExpr>(Parent) ||
        (Comma && Comma->getOpcode() == BO_Comma)) {
      Child = Parent;
      continue;
    }
    // Returned from a callee visited in place: used where its call is.
    if (isa<ReturnStmt>(Parent))
      return !Callees.Inlining.empty() &&
             valueDiscarded(Callees.Inlining.back().Call);
    if (isa<Expr>(Parent))
      return false;
    // A statement of its own, but a condition (of an `if`, a loop, a
    // `switch`) and the value of a statement expression.
    if (const auto *If = dyn_cast<IfStmt>(Parent))
      return If->getCond() != Child;
    if (const auto *While = dyn_cast<WhileStmt>(Parent))
      return While->getCond() != Child;
    if (const auto *Do = dyn_cast<DoStmt>(Parent))
      return Do->getCond() != Child;
    if (const auto *For = dyn_cast<ForStmt>(Parent))
      return For->getCond() != Child;
    if (const auto *Switch = dyn_cast<SwitchStmt>(Parent))
      return Switch->getCond() != Child;
    if (const auto *Block = dyn_cast<CompoundStmt>(Parent);
        Block && !Block->body_empty() && Block->body_back() == Child)
      for (const DynTypedNode &Above : Ctx.getParents(*Block))
        if (Above.get<StmtExpr>())
          return false;
    return true;
  }
  return false;
}

bool Extractor::refuseArgument(const CallExpr *C, const ParmVarDecl *P,
                               const Expr *Arg, llvm::StringRef What) {
  // (A library function's body is no code the model reads for its
  // effects: the table of library effects is.)
  const FunctionDecl *Callee = C->getDirectCallee();
  if (Callee &&
      SM.isInSystemHeader(SM.getExpansionLoc(Callee->getLocation()))) {
    Callees.Refused[C] =
        "a library function that ompfix's table of library effects does "
        "not list with these arguments";
    return false;
  }
  std::string Spelled = text(Arg->getSourceRange());
  Callees.Refused[C] =
      "an argument is " + What.str() + " the model does not follow: " +
      (Spelled.empty() ? std::string("the one") : "'" + Spelled + "'") +
      " for parameter '" + P->getName().str() + "'";
  return false;
}

bool Extractor::bindArguments(const CallExpr *C, const FunctionDecl *Definition,
                              unsigned First, CallBindings &B) {
  for (unsigned K = First; K < C->getNumArgs(); ++K) {
    const ParmVarDecl *P = Definition->getParamDecl(K - First);
    const Expr *A = C->getArg(K);
    if (const auto *Default = dyn_cast<CXXDefaultArgExpr>(A))
      A = Default->getExpr();
    QualType Element;
    std::string Extent;
    if (P->getType()->isArithmeticType()) {
      B.Values.emplace_back(P, A);
    } else if (std::vector<std::string> Extents; stdNestedNumbers(
                   P->getType().getNonReferenceType(), Element, Extents)) {
      std::optional<VarInfo> Same = containerArgument(P, A);
      if (!Same)
        return refuseArgument(C, P, A, "a container");
      B.Aliases.emplace_back(P, *Same);
    } else if (isStructParameter(P->getType())
                   ? !bindStructArgument(P, A, Definition, B)
                   : !bindPointerArgument(P, A, Definition, B)) {
      return refuseArgument(C, P, A,
                            isStructParameter(P->getType()) ? "a struct"
                            : P->getType()->isReferenceType()
                                ? "a reference"
                                : "an array or pointer");
    }
  }
  return true;
}

bool Extractor::inlineCall(const CallExpr *C) {
  const FunctionDecl *Callee = C->getDirectCallee();
  // (The library's operations on its values are what their declarations
  // say, whatever their bodies in its headers do.)
  if (algorithmOf(C)) {
    Callees.Refused[C] = "an argument is a range the model does not follow, "
                         "of a standard algorithm";
    return false;
  }
  if (libraryValueOperation(C)) {
    Callees.Refused[C] = "an argument is a library value the model does "
                         "not follow in this operation";
    return false;
  }
  if (!notInlinable(C, Callee).empty())
    return false;
  const FunctionDecl *Definition = nullptr;
  Callee->hasBody(Definition);
  // A function making tasks that is a value (its tasks waited for,
  // isPureDefinition) is taken as one (valueCall): what its tasks' clauses
  // say (`if`, ...) needs no model then.
  if (countTasks(Definition->getBody()) > 0 && isPureDefinition(Definition)) {
    Callees.Refused[C] = "it makes tasks and computes a value";
    return false;
  }
  // An operator member's first argument is its object.
  const Expr *Object = callObject(C);
  unsigned First = Object && isa<CXXOperatorCallExpr>(C) ? 1 : 0;
  if (Definition->getNumParams() + First != C->getNumArgs()) {
    Callees.Refused[C] = "its arguments are not its parameters one to one";
    return false;
  }
  if (Callees.InlinedFunctions.insert(Definition).second)
    Entered.add(Definition->getBody(), SM);
  if (inTeamCode(C))
    noteTeamCalls(Definition->getBody());
  if (const ChosenDefinition *Chosen = Callees.Search->choice(*Callee))
    noteInConstructs(&LoopDirective::ChosenDefinitions,
                     &ParallelRegion::ChosenDefinitions,
                     Chosen->assumption(Callee->getNameAsString()));
  // The arguments, in the caller's code.
  CallBindings B;
  if (!bindArguments(C, Definition, First, B))
    return false;
  for (const Expr *A : B.Offsets)
    readOffsets(A, newStatement(A->getBeginLoc()));
  for (const CallExpr *A : B.Accessors) {
    std::string Why; // (checked when bound: bindStructArgument)
    readPlaceAccessor(A, newStatement(A->getBeginLoc()), Why);
  }
  for (auto &[P, Alias] : B.Aliases)
    Names.Vars[P] = Alias;
  ScopedBindings RootScope(Callees.RootBindings);
  ScopedBindings PathScope(Callees.PathBindings);
  ScopedBindings ElementScope(Callees.ElementBindings);
  for (auto &[P, Root] : B.Roots)
    RootScope.bind(P, Root);
  for (auto &[P, Path] : B.Paths)
    PathScope.bind(P, Path);
  for (auto &[P, Element] : B.Elements)
    ElementScope.bind(P, Element);
  for (auto &[P, A] : B.Values) {
    if (isThreadDependent(A))
      Entered.ThreadDependent.insert(P);
    else
      Entered.ThreadDependent.erase(P);
    declare(P, A);
  }
  for (auto &[P, A] : B.Copies)
    declare(P, A);
  // A variable-length array parameter's sizes run as the call enters
  // (`double t[][k++ % 3 + 2]`).
  for (const ParmVarDecl *P : Definition->parameters())
    readSizes(variableSizes(P->getOriginalType(), true), C->getBeginLoc());
  // The body: whenever the call runs, up to a `return`.
  unsigned StatementsBefore = NextStatement;
  {
    ScopedStack<JumpScope> Returns(Flow.Jumps, JumpScope{false, false, true});
    ScopedStack<InlinedFunction> InCall(Callees.Inlining,
                                        {Definition, Flow.Jumps.size() - 1, C});
    ScopedStack<const Expr *> This(Callees.ThisObjects);
    if (Object && bindsThis(Definition))
      Callees.ThisObjects.push_back(Object);
    auto Body = newStretch();
    visit(Definition->getBody());
  }
  Callees.InlinedStatements += NextStatement - StatementsBefore;
  // The next call binds the parameters (and pointers defined from them)
  // anew.
  for (auto It = Names.Vars.begin(); It != Names.Vars.end();) {
    if (It->second.IsAlias && Definition->Encloses(It->first->getDeclContext()))
      It = Names.Vars.erase(It);
    else
      ++It;
  }
  return true;
}

Extractor::InlineCallsIn::InlineCallsIn(Extractor &X, const Expr *E)
    : X(X), InlinesCalls(!X.Active.empty() || !X.Regions.empty()) {
  visit(E);
}

void Extractor::InlineCallsIn::visit(const Expr *E) {
  if (!E)
    return;
  E = E->IgnoreParens();
  // What may not run: a callee's body there may not either; under an
  // affine condition it runs exactly where its arm is chosen (as the arm's
  // own accesses do, Extractor::reads).
  if (const auto *Cond = dyn_cast<ConditionalOperator>(E)) {
    visit(Cond->getCond());
    ScopedHold AfterEffects(*this, Cond->getCond());
    std::vector<std::string> Divisions;
    if (std::optional<Condition> C = X.armCondition(Cond, Divisions);
        C && Divisions.empty())
      return X.inArms(Cond, *C, [&](const Expr *Arm) { visit(Arm); });
    ScopedCount MayRun(X.Flow.MayDepth);
    {
      auto True = X.newStretch();
      visit(Cond->getTrueExpr());
    }
    auto False = X.newStretch();
    return visit(Cond->getFalseExpr());
  }
  if (const auto *B = dyn_cast<BinaryOperator>(E);
      B && (B->getOpcode() == BO_LAnd || B->getOpcode() == BO_LOr)) {
    visit(B->getLHS());
    ScopedHold AfterEffects(*this, B->getLHS());
    ScopedCount MayRun(X.Flow.MayDepth);
    auto Right = X.newStretch();
    return visit(B->getRHS());
  }
  if (const auto *B = dyn_cast<BinaryOperator>(E);
      B && B->getOpcode() == BO_Comma) {
    visit(B->getLHS());
    ScopedHold AfterEffects(*this, B->getLHS());
    return visit(B->getRHS());
  }
  // A default argument or member initializer runs where it is used (its
  // expression is none of the use's children).
  if (const auto *Default = dyn_cast<CXXDefaultArgExpr>(E))
    return visit(Default->getExpr());
  if (const auto *Default = dyn_cast<CXXDefaultInitExpr>(E))
    return visit(Default->getExpr());
  // (What an enclosing visit of the same code hoisted, it keeps.)
  if (X.Callees.Hoisted.count(dyn_cast<StmtExpr>(E)) ||
      X.Callees.HoistedAtomics.count(E) || Held)
    return;
  // A statement expression runs its statements; its value is its last
  // expression's.
  if (const auto *Block = dyn_cast<StmtExpr>(E)) {
    const CompoundStmt *Body = Block->getSubStmt();
    const auto *Value = Body->body_empty()
                            ? nullptr
                            : dyn_cast<Expr>(Body->body_back());
    for (const Stmt *Child : Body->body())
      if (Child != Value)
        X.visit(Child);
    visit(Value);
    X.Callees.Hoisted.insert(Block);
    Blocks.push_back(Block);
    return;
  }
  // (`sizeof` of a variable-length array's expression evaluates it.)
  if (const auto *Size = dyn_cast<UnaryExprOrTypeTraitExpr>(E);
      Size && Size->getKind() == UETT_SizeOf && !Size->isArgumentType() &&
      Size->getArgumentExpr()->getType()->isVariablyModifiedType())
    return visit(Size->getArgumentExpr());
  if (isa<LambdaExpr>(E) || isa<BlockExpr>(E) ||
      isa<UnaryExprOrTypeTraitExpr>(E))
    return;
  const auto *C = dyn_cast<CallExpr>(E);
  if (C && X.Callees.Inlined.count(C) && !Rebinding)
    return; // an argument's call, visited for the call it is passed to
  for (const Stmt *Child : E->children())
    visit(dyn_cast_or_null<Expr>(Child));
  if (C && (X.atomicCall(C) || X.atomicBuiltin(C) ||
            (InlinesCalls && X.inlineCall(C)))) {
    X.Callees.Inlined.insert(C);
    Calls.push_back(C);
  } else if (isa<AtomicExpr>(E) && X.atomicBuiltin(E)) {
    X.Callees.HoistedAtomics.insert(E);
    Atomics.push_back(E);
  }
  // (Whether or not its body was visited: the statement reads its result
  // with its own bindings.)
  if (C && InlinesCalls)
    visitAccessor(C);
}

/// For `double *at(double *a, int i) { return a + i + shift(); }`, in
/// `*at(x, k) = 0`: shift() runs before the statement, as a call of the
/// statement's own would; the statement then reads the element `x[k +
/// shift()]` with at's parameters bound (resultAlias) and skips the call.
/// A second call of the accessor in the statement (`*at(y, k)`) visits
/// shift() again, bound to its own arguments.
void Extractor::InlineCallsIn::visitAccessor(const CallExpr *C) {
  // (The library's functions are rows of its table, not accessors.)
  const FunctionDecl *Callee = C->getDirectCallee();
  if (!Callee ||
      X.SM.isInSystemHeader(X.SM.getExpansionLoc(Callee->getLocation())))
    return;
  std::string Why;
  std::optional<AccessorCall> A = X.accessorCall(C, Why, AccessorResult::Place);
  if (!A || !X.Callees.AccessorsVisited.insert(C).second)
    return;
  Accessors.push_back(C);
  BoundAccessor Bound(X, *A);
  bool Was = std::exchange(Rebinding, true);
  for (const Expr *Init : A->OpaqueLocals)
    visit(Init);
  for (const Expr *Init : A->OffsetLocals)
    visit(Init);
  for (const Expr *Check : A->Checks)
    visit(Check);
  visit(A->Returned);
  Rebinding = Was;
}

bool Extractor::InlineCallsIn::effectsStay(const Expr *E) const {
  if (!E || isa<LambdaExpr, BlockExpr>(E))
    return false;
  if (const auto *B = dyn_cast<BinaryOperator>(E); B && B->isAssignmentOp())
    return true;
  if (const auto *U = dyn_cast<UnaryOperator>(E);
      U && U->isIncrementDecrementOp())
    return true;
  if (const auto *C = dyn_cast<CallExpr>(E);
      C && !X.Callees.Inlined.count(C) &&
      !touchesNoMemory(C->getDirectCallee()))
    return true;
  if (isa<AtomicExpr>(E) && !X.Callees.HoistedAtomics.count(E))
    return true;
  return llvm::any_of(E->children(), [&](const Stmt *Child) {
    return effectsStay(dyn_cast_or_null<Expr>(Child));
  });
}

std::optional<std::string> Extractor::elementCount(const Expr *Bytes,
                                                   uint64_t Size) {
  auto SizeOf = [&](const Expr *E) -> std::optional<uint64_t> {
    const auto *T = dyn_cast<UnaryExprOrTypeTraitExpr>(strip(E));
    if (!T || T->getKind() != UETT_SizeOf)
      return std::nullopt;
    std::optional<llvm::APSInt> V = T->getIntegerConstantExpr(Ctx);
    return V ? std::optional<uint64_t>(V->getZExtValue()) : std::nullopt;
  };
  const Expr *B = strip(Bytes);
  if (std::optional<uint64_t> Whole = SizeOf(B)) {
    if (*Whole == 0 || *Whole % Size)
      return std::nullopt;
    return std::to_string(*Whole / Size);
  }
  // Bytes are elements: `memset(code, 0, code_size)` of a uint8_t *,
  // a count of a signed type, a constant, or an unsigned variable or
  // field as it is (arithmetic on unsigned values wraps: `16 - k`); one
  // no conversion narrows (affine).
  if (Size == 1 &&
      (B->getType()->isSignedIntegerType() || isa<DeclRefExpr, MemberExpr>(B) ||
       B->getIntegerConstantExpr(Ctx))) {
    if (std::optional<std::string> K = unguardedAffine(Bytes))
      return K;
  }
  const auto *Product = dyn_cast<BinaryOperator>(B);
  if (!Product || Product->getOpcode() != BO_Mul)
    return std::nullopt;
  const Expr *Elements = nullptr;
  if (SizeOf(Product->getRHS()) == Size)
    Elements = Product->getLHS();
  else if (SizeOf(Product->getLHS()) == Size)
    Elements = Product->getRHS();
  return Elements ? affine(Elements) : std::nullopt;
}

/// The cells from where pointer argument \p P points that a call touches:
/// CountOf(the size of P's element) elements of the array P is into, where
/// P is an argument the model follows (as a `T *` parameter would be,
/// argumentAlias); \p Bytes, if any, the byte count (`sizeof a`: every
/// cell of array a, when that is what P is). None for another form.
std::optional<Cell> Extractor::rangeCells(
    const Expr *P, const Expr *Bytes,
    const std::function<std::optional<std::string>(uint64_t)> &CountOf,
    Statement &S) {
  const Expr *Q = strip(P);
  QualType Element;
  if (const ArrayType *A = Ctx.getAsArrayType(Q->getType()))
    Element = A->getElementType();
  else if (Q->getType()->isPointerType())
    Element = Q->getType()->getPointeeType();
  if (Element.isNull() || !Element->isArithmeticType())
    return std::nullopt;
  uint64_t Size = Ctx.getTypeSizeInChars(Element).getQuantity();
  const auto *SizeOf =
      Bytes ? dyn_cast<UnaryExprOrTypeTraitExpr>(strip(Bytes)) : nullptr;
  if (SizeOf && SizeOf->getKind() != UETT_SizeOf)
    SizeOf = nullptr;
  std::optional<std::string> Count = CountOf(Size);
  if (Count)
    if (std::optional<Cell> Row = linearizedRange(P, *Count, S))
      return Row;
  std::optional<VarInfo> View = argumentAlias(Ctx.getPointerType(Element), Q);
  if (!View || !View->Unsupported.empty() || View->AliasOfScalar ||
      View->AnyOffset)
    return std::nullopt;
  if (!Out.Model.findVariable(View->Id))
    return std::nullopt;
  // sizeof a: the whole array a, when that is what d is.
  const Expr *Object =
      SizeOf && !SizeOf->isArgumentType() ? SizeOf->getArgumentExpr() : nullptr;
  if (const VarDecl *D = Object ? referencedVar(Object) : nullptr;
      D && D == referencedVar(Q) && View->AliasPrefix.empty() &&
      Ctx.getAsConstantArrayType(D->getType()))
    return everyCell(View->Id, true);
  if (!Count)
    return std::nullopt;
  // (A row's alias: unknown where the range leaves the row.)
  if (!View->RowLength.empty()) {
    if (Active.empty())
      return everyCell(View->Id, false);
    std::string Leaves =
        "(" + *Count + ") > 0 and ((" + View->AliasOffset + ") < 0 or (" +
        View->AliasOffset + ") + (" + *Count + ") > (" + View->RowLength + ")" +
        (View->OutOfRows.empty() ? std::string() : " or " + View->OutOfRows) +
        ")";
    inexactWhere(S, Leaves,
                 "'" + text(P->getSourceRange()) +
                     "' and the count may leave the row of '" +
                     View->RowsOf->getName().str() + "' it is given",
                 View->Id);
  }
  // Count elements from where P points.
  Cell Cells{View->Id, View->Id + "[", true};
  for (const std::string &Leading : View->AliasPrefix)
    Cells.Cells += Leading + ", ";
  Cells.Cells += "o0] : " + View->AliasOffset + " <= o0 < (" +
                 View->AliasOffset + ") + (" + *Count + ")";
  return Cells;
}

/// Accepted forms: `memset(d, c, n)`, `memcpy(d, s, n)`, `memmove(d, s, n)`
/// where n counts whole elements of d's type T and d, s are arguments
/// the model follows (as a `T *` parameter would be, argumentAlias):
///   memset(t, 0, k * sizeof(double))     t[0..k) written, k affine
///   memcpy(dst + j, src, sizeof(T) * k)  dst[j..j+k) written, src[0..k) read
///   memset(a, 0, sizeof a)               every cell of array a written
/// The ranges are exact. False: not of these forms (nothing was added).
bool Extractor::copiedRange(const CallExpr *C, Statement &S) {
  const FunctionDecl *Callee = C->getDirectCallee();
  if (!Callee || !Callee->getIdentifier() || C->getNumArgs() != 3)
    return false;
  llvm::StringRef Name = Callee->getName();
  if (!isRangeFunction(Name))
    return false;
  bool Set = Name == "memset";
  auto Range = [&](const Expr *P, const Expr *Bytes) {
    return rangeCells(
        P, Bytes, [&](uint64_t Size) { return elementCount(Bytes, Size); }, S);
  };
  std::optional<Cell> Written = Range(C->getArg(0), C->getArg(2));
  std::optional<Cell> Read =
      Set ? std::nullopt : Range(C->getArg(1), C->getArg(2));
  if (!Written || (!Set && !Read))
    return false;
  if (Set)
    reads(C->getArg(1), S);
  else
    addAccess(S, *Read, false, C->getArg(1));
  addAccess(S, *Written, true, C->getArg(0));
  return true;
}

/// Accepted form: a call of a row that reads elements (`fread(p, size,
/// n, f)`) whose size is that of p's element (`sizeof(double)`,
/// `sizeof *p`), n affine, p an argument the model follows: it may write
/// p's n elements from where p points (it may read fewer), no other.
///   fread(a + i * m, sizeof(double), m, f)    a[i*m .. i*m+m) may be written
/// False: not of this form (nothing was added).
bool Extractor::readElements(const CallExpr *C, Statement &S) {
  const FunctionDecl *Callee = C->getDirectCallee();
  const LibraryFunction *Row = Callee && Callee->getIdentifier()
                                   ? libraryFunction(Callee->getName())
                                   : nullptr;
  if (!Row || !Row->ElementCount || Row->ElementSize >= C->getNumArgs() ||
      Row->ElementCount >= C->getNumArgs())
    return false;
  const Expr *Size = C->getArg(Row->ElementSize);
  const Expr *Count = C->getArg(Row->ElementCount);
  std::optional<Cell> Written = rangeCells(
      C->getArg(0), nullptr,
      [&](uint64_t ElementBytes) -> std::optional<std::string> {
        if (elementCount(Size, ElementBytes) != std::optional<std::string>("1"))
          return std::nullopt;
        return affine(Count);
      },
      S);
  if (!Written)
    return false;
  reads(Size, S);
  reads(Count, S);
  ScopedCount MayWrite(Flow.MayDepth);
  addAccess(S, *Written, true, C->getArg(0));
  return true;
}

/// Whether call \p C, in the code of region \p R, may be given the
/// address of what a thread keeps for itself there: an argument that is
/// a pointer, an array or bound to a reference and reaches a variable
/// declared in the region or private to it (`fill(local, 16)`,
/// `&mine`), or one the model cannot name; a call through a pointer, or
/// one whose result may land in such a variable (`mine = next()`).
/// (`fill_vec(vector, &count)` with shared `vector` and `count` reaches
/// only shared memory, a string literal none.)
/// Call \p C of region \p R's own code cannot be followed (\p Why): the
/// region is unknown, and its loops too where the call may reach what a
/// thread keeps for itself.
void Extractor::regionCallUnknown(Region &R, const CallExpr *C,
                                  const UnknownReason &Why) {
  if (!R.Unknown.empty())
    return;
  if (givesThreadAddresses(C, R))
    R.Unknown = Why;
  else if (R.OwnUnknown.empty())
    R.OwnUnknown = Why;
}

bool Extractor::givesThreadAddresses(const CallExpr *C, const Region &R) {
  const FunctionDecl *Callee = C->getDirectCallee();
  if (!Callee)
    return true;
  // (What a static local of the region reaches is not followed either.)
  auto ThreadOwn = [&](const VarDecl *V) {
    return !V || R.Locals.count(V) || R.threadOwn(V);
  };
  // A result may differ from thread to thread: harmless discarded or
  // stored in shared memory (`t = wtime()` under master), not in a
  // thread's own variable.
  if (!C->getType()->isVoidType()) {
    // Up through arithmetic on the value (`wtime() - t0`) to where it goes.
    DynTypedNodeList Parents = Ctx.getParents(*C);
    auto Arithmetic = [](const DynTypedNode &N) {
      if (N.get<ImplicitCastExpr>() || N.get<ParenExpr>() ||
          N.get<CStyleCastExpr>())
        return true;
      if (const auto *B = N.get<BinaryOperator>())
        return !B->isAssignmentOp() && !B->isCommaOp();
      if (const auto *U = N.get<UnaryOperator>())
        return U->isArithmeticOp();
      return false;
    };
    while (!Parents.empty() && Arithmetic(Parents[0]))
      Parents = Ctx.getParents(Parents[0]);
    const Stmt *Parent = Parents.empty() ? nullptr : Parents[0].get<Stmt>();
    const auto *Assign = dyn_cast_or_null<BinaryOperator>(Parent);
    bool Discarded = Parent && (isa<CompoundStmt>(Parent) ||
                                isa<CapturedStmt>(Parent));
    if (!Discarded &&
        !(Assign && Assign->isAssignmentOp() &&
          !ThreadOwn(rootVariable(Assign->getLHS()))))
      return true;
  }
  for (unsigned K = 0; K < C->getNumArgs(); ++K) {
    const Expr *Arg = C->getArg(K)->IgnoreParenImpCasts();
    if (isa<StringLiteral>(Arg))
      continue;
    bool ByReference = K < Callee->getNumParams() &&
                       Callee->getParamDecl(K)->getType()->isReferenceType();
    if (!ByReference && !Arg->getType()->isPointerType() &&
        !Arg->getType()->isArrayType())
      continue;
    if (ThreadOwn(rootVariable(Arg)))
      return true;
  }
  return false;
}

void Extractor::readObject(const Expr *Object, Statement &S) {
  const Expr *Bound = strip(Object);
  if (Object->isGLValue() && loadable(Bound))
    return readLoaded(Bound, S);
  reads(Object, S);
}

/// Calls that compute values and touch no memory but what they read: their
/// reads (and, for an assignment of a <chrono> value, its write) are added
/// to \p S. False for other calls (nothing was added).
bool Extractor::valueCall(const CallExpr *C, const FunctionDecl *Callee,
                          Statement &S) {
  // `t = clock::now()`, `d += e`: a write of the <chrono> value t (d).
  if (isChronoAssignment(C)) {
    reads(C->getArg(1), S);
    bool Plain = cast<CXXOperatorCallExpr>(C)->getOperator() == OO_Equal;
    writeTo(C->getArg(0), S, !Plain, Plain ? C->getArg(1) : nullptr);
    return true;
  }
  if (!touchesNoMemory(Callee))
    return false;
  readContainerSize(C, S);
  // `d.count()`: the object is read (a container's size is none of its
  // elements).
  if (const auto *Member = dyn_cast<CXXMemberCallExpr>(C);
      Member && isChronoValue(Member->getImplicitObjectArgument()->getType()))
    readObject(Member->getImplicitObjectArgument(), S);
  for (unsigned K = 0; K < C->getNumArgs(); ++K) {
    // An lvalue bound to a reference parameter (`std::min(x[i + 1],
    // hi)`) is read there, with no load in the caller's expression.
    // (An operator's first argument is its object, or a reference.)
    const Expr *Arg = C->getArg(K);
    bool ObjectFirst =
        isa<CXXOperatorCallExpr>(C) && isa<CXXMethodDecl>(Callee);
    unsigned Param = K - (ObjectFirst ? 1 : 0);
    bool ByReference =
        (ObjectFirst && K == 0) ||
        (Param < Callee->getNumParams() &&
         Callee->getParamDecl(Param)->getType()->isReferenceType());
    if (ByReference)
      readObject(Arg, S);
    else
      reads(Arg, S);
  }
  return true;
}

Cell Extractor::hiddenState(const std::string &Key, const std::string &Of,
                            const std::string &Name) {
  auto [Known, New] = Names.HiddenStates.try_emplace(Key);
  if (New) {
    Variable V;
    V.Name = Name;
    V.HiddenStateOf = Of;
    V.Id = Known->second = uniqueId("state_" + Of);
    // The library's, kept from call to call: no clause names it, and the
    // program's later calls see what these leave.
    V.Privatizable = V.Nameable = false;
    V.CallerVisible = V.Global = true;
    Out.Model.Variables.push_back(V);
  }
  return everyCell(Known->second, true);
}

bool Extractor::opensOwnStreams(const VarDecl *V) const {
  auto Values = Facts.PointerValues.find(V);
  auto Site = Facts.Sites.find(V);
  if (Values == Facts.PointerValues.end() ||
      (Site != Facts.Sites.end() &&
       (Site->second.Escapes || Site->second.AddressTaken)))
    return false;
  return llvm::all_of(Values->second, [&](const Expr *Value) {
    if (!Value)
      return false;
    if (Value->isNullPointerConstant(Ctx, Expr::NPC_ValueDependentIsNotNull))
      return true;
    const auto *Call = dyn_cast<CallExpr>(Value->IgnoreParenCasts());
    const FunctionDecl *Callee = Call ? Call->getDirectCallee() : nullptr;
    return Callee && Callee->getIdentifier() && isLibraryDeclaration(*Callee) &&
           hasLibraryEffect(Callee->getName(), LibraryEffect::OpensStream);
  });
}

/// Accepted forms of the stream: a variable (`in`, `stdin`, whose state
/// is the one `scanf` reads), and one declared in the loop or region being
/// checked that only ever holds streams the function opens, the
/// iteration's or thread's own (no state another touches):
///   FILE *f = fopen(names[i], "r");  while (fgets(line, n, f)) ...
/// Not `files[i]` or `s->in` (which stream it is, the model cannot name).
bool Extractor::streamState(const CallExpr *C, Statement &S) {
  const FunctionDecl *Callee = C->getDirectCallee();
  std::string Name = Callee->getNameAsString();
  const LibraryFunction *Row = libraryFunction(Name);
  const Expr *Stream =
      Row->Stream < C->getNumArgs() ? C->getArg(Row->Stream) : nullptr;
  const VarDecl *V = Stream ? referencedVar(strip(Stream)) : nullptr;
  if (V)
    reads(Stream, S);
  if (V && declaredInConstruct(V) && opensOwnStreams(V))
    return true;
  // (A variable of the construct, or one the function assigns, may hold
  // another stream in each iteration or thread; so may a parameter of a
  // callee visited in place, bound to `files[i]`.)
  const auto *Param = dyn_cast_or_null<ParmVarDecl>(V);
  bool CalleeParameter =
      Param &&
      cast<FunctionDecl>(Param->getDeclContext())->getCanonicalDecl() !=
          F.getCanonicalDecl();
  if (!V || CalleeParameter || declaredInConstruct(V) ||
      Entered.Modified.count(V))
    return concurrentCallUnknown(
        C, {UnknownKind::Call,
            "call to '" + Name +
                "', which reads from a stream the model "
                "cannot name" +
                (Stream ? ": '" + text(Stream->getSourceRange()) + "'"
                        : std::string())});
  bool Stdin = V->hasGlobalStorage() && V->getName() == "stdin";
  if (!readStream(Stdin ? static_cast<const void *>(&StandardInput)
                        : V->getCanonicalDecl(),
                  V->getName().str(), C))
    return false;
  Cell State = Stdin ? hiddenState(hiddenStateOf("getchar").str())
                     : hiddenState("stream", V->getName().str(),
                                   "*" + V->getName().str());
  addAccess(S, State, false, C);
  addAccess(S, State, true, C);
  return true;
}

const char Extractor::StandardInput = 0;

bool Extractor::readStream(const void *Key, const std::string &Spelled,
                           const CallExpr *C) {
  if (!Names.StreamRead) {
    Names.StreamRead = Key;
    Names.StreamReadName = Spelled;
  }
  if (Names.StreamRead == Key)
    return true;
  return concurrentCallUnknown(
      C, {UnknownKind::Call, "the code reads from the streams '" +
                                 Names.StreamReadName + "' and '" + Spelled +
                                 "', which may be one"});
}

bool Extractor::concurrentCallUnknown(const CallExpr *C,
                                      const UnknownReason &Why) {
  if (!Active.empty())
    unsupported(Why);
  else if (Region *R = innermostRegion())
    regionCallUnknown(*R, C, Why);
  else
    return true;
  return false;
}

/// Whether parameter \p Position of library function \p Callee is one of
/// the library's handles: a type its header declares as a pointer to a
/// struct it does not define, whose object the program reaches only
/// through the library (Open MPI's `typedef struct ompi_communicator_t
/// *MPI_Comm;`).
static bool libraryHandle(const SourceManager &SM, const FunctionDecl &Callee,
                          unsigned Position) {
  if (Position >= Callee.getNumParams())
    return false;
  const auto *Handle =
      Callee.getParamDecl(Position)->getType()->getAs<TypedefType>();
  if (!Handle)
    return false;
  const auto *Pointer = Handle->desugar()->getAs<PointerType>();
  const RecordType *Object =
      Pointer ? Pointer->getPointeeType()->getAs<RecordType>() : nullptr;
  if (!Object || Object->getDecl()->getDefinition())
    return false;
  auto FileOf = [&](const Decl *D) {
    return SM.getFileID(SM.getExpansionLoc(D->getLocation()));
  };
  return FileOf(Handle->getDecl()) == FileOf(&Callee);
}

/// Whether \p Arg is an address made of a number other than 0, which
/// names none of the program's memory: `(void *)1` (`MPI_IN_PLACE`).
static bool isNumberAddress(const ASTContext &Ctx, const Expr *Arg) {
  const auto *Cast = dyn_cast<ExplicitCastExpr>(Arg->IgnoreParenImpCasts());
  if (!Cast || !Cast->getType()->isPointerType())
    return false;
  const Expr *Number = Cast->getSubExpr()->IgnoreParenImpCasts();
  return Number->getType()->isIntegerType() &&
         Number->isIntegerConstantExpr(Ctx);
}

/// What a library call (or one whose body is not followed, outside loops
/// and regions) does through its argument \p K: reads it, or, through a
/// pointer, reads (and may write) what it reaches; in a loop or a region,
/// `unknown` where that is somewhere in an array.
bool Extractor::readOnlyCall(const CallExpr *C, const FunctionDecl *Callee,
                             Statement &S) {
  if (!Callee || isa<CXXMethodDecl>(Callee) || !isReadOnlyDefinition(Callee))
    return false;
  for (unsigned K = 0; K < C->getNumArgs(); ++K)
    touchArgument(C, K, /*Library=*/false, /*ReadOnly=*/true, S);
  return true;
}

void Extractor::touchArgument(const CallExpr *C, unsigned K, bool Library,
                              bool ReadOnly, Statement &S) {
  const FunctionDecl *Callee = C->getDirectCallee();
  std::string Name = Callee ? Callee->getNameAsString() : "";
  const Expr *Arg = C->getArg(K);
  const Expr *A = strip(Arg);
  if (!A->getType()->isPointerType() && !Arg->getType()->isPointerType()) {
    reads(Arg, S);
    return;
  }
  // The OpenMP API's pointer arguments are its own objects (locks), as
  // are the C library's streams (`fprintf(stderr, ...)`, locked by the
  // library); a
  // function's address (`std::cout << std::endl`) reaches no data, nor
  // does a null pointer (`time(NULL)`: nothing written through it).
  // So are a library's handles (`MPI_Comm`), and an address made of a
  // number (`MPI_IN_PLACE`) is none of the program's.
  if (llvm::StringRef(Name).starts_with("omp_") ||
      (Library && isStdioStream(Arg->getType())) ||
      (Library && Callee && libraryHandle(SM, *Callee, K)) ||
      Arg->getType()->isFunctionPointerType() ||
      Arg->isNullPointerConstant(Ctx, Expr::NPC_ValueDependentIsNotNull) ||
      isNumberAddress(Ctx, Arg))
    return;
  // A library value's text (`s.c_str()`), which no one may change
  // through it: the value read.
  if (const Expr *Of = textOfValue(A)) {
    useValue(Of, ValueUse::Read, S);
    return;
  }
  // A pointer argument: the callee may read (and write) all it points to,
  // from wherever in its array (`a + n / 2`, `&a[k]`).
  const Expr *Base = A;
  for (const auto *B = dyn_cast<BinaryOperator>(Base);
       B && B->isAdditiveOp() && B->getType()->isPointerType();
       B = dyn_cast<BinaryOperator>(Base))
    Base = strip(B->getLHS()->getType()->isPointerType() ? B->getLHS()
                                                         : B->getRHS());
  if (const auto *U = dyn_cast<UnaryOperator>(Base);
      U && U->getOpcode() == UO_AddrOf)
    Base = strip(U->getSubExpr());
  while (const auto *Sub = dyn_cast<ArraySubscriptExpr>(Base))
    Base = strip(Sub->getBase());
  if (const auto *U = dyn_cast<UnaryOperator>(Base);
      U && U->getOpcode() == UO_Extension)
    Base = strip(U->getSubExpr());
  // Constant text: "...", __func__, __PRETTY_FUNCTION__.
  if (isa<StringLiteral, PredefinedExpr>(Base))
    return;
  const VarDecl *D = referencedVar(Base);
  const VarInfo *I = D ? &info(D) : nullptr;
  // `free(p)` of memory the function allocated ends its cells' lives:
  // nothing reads what they hold then.
  if (Name == "free" && D == referencedVar(A))
    if (std::optional<std::string> Freed = freedMemory(D)) {
      S.Kills.push_back(*Freed);
      return;
    }
  bool Writes = !ReadOnly && writesArgument(Name, K);
  // In a loop or a region, a library call that may write somewhere in
  // an array would make every other access to it a possible race: the
  // model says it cannot tell instead (but for one cell).
  bool Concurrent = !Active.empty() || replicatingRegion();
  // (An array of the iteration's own, or of the thread's, is touched by
  // no other: what the call leaves there is the may-write's to follow.)
  bool OneCell = reachesOneCell(I, A, Base);
  bool OwnArray = D && D->getType()->isArrayType() && declaredInConstruct(D) &&
                  I && I->AliasPrefix.empty();
  std::optional<Cell> Row =
      I && I->Unsupported.empty() ? rowReached(*I, A) : std::nullopt;
  if (Concurrent && (!I || !I->Unsupported.empty() ||
                     (Writes && !OneCell && !OwnArray && !Row))) {
    UnknownReason Why =
        I && !I->Unsupported.empty()
            ? I->Unsupported
            : UnknownReason(UnknownKind::Call, "call to '" + Name +
                                                   "', which may " +
                                                   (Writes ? "write" : "read") +
                                                   spelledTarget(Arg));
    if (Active.empty()) {
      regionCallUnknown(*replicatingRegion(), C, Why);
    } else {
      unsupported(Why);
    }
    return;
  }
  if (!I || !I->Unsupported.empty())
    return;
  Cell All = Row ? *Row : everyCell(I->Id, false);
  addAccess(S, All, false, Arg);
  if (Writes) {
    ScopedCount MayWrite(Flow.MayDepth);
    addAccess(S, All, true, Arg);
  }
}

std::optional<Cell> Extractor::rowReached(const VarInfo &I, const Expr *A) {
  const Expr *E = strip(A);
  bool Address = false;
  if (const auto *U = dyn_cast<UnaryOperator>(E);
      U && U->getOpcode() == UO_AddrOf) {
    Address = true;
    E = strip(U->getSubExpr());
  }
  std::vector<const Expr *> Subscripts;
  while (const auto *Sub = dyn_cast<ArraySubscriptExpr>(E)) {
    Subscripts.insert(Subscripts.begin(), Sub->getIdx());
    E = strip(Sub->getBase());
  }
  // (`&names[i][k]`: a place in row i, which the pointer cannot leave.)
  if (Address && !Subscripts.empty())
    Subscripts.pop_back();
  if (I.IsAlias || Subscripts.empty() || Subscripts.size() + 1 != I.Rank ||
      !isa<DeclRefExpr>(E))
    return std::nullopt;
  Cell Row{I.Id, I.Id + "[", false};
  for (const Expr *Subscript : Subscripts) {
    std::optional<std::string> Index = unguardedAffine(Subscript);
    if (!Index)
      return std::nullopt;
    Row.Cells += "(" + *Index + "), ";
  }
  Row.Cells += "o0]";
  return Row;
}

void Extractor::call(const CallExpr *C, Statement &S) {
  if (Callees.Inlined.count(C))
    return; // its body came before, its arguments with it
  if (builtinCall(C, S))
    return;
  const FunctionDecl *Callee = C->getDirectCallee();
  std::string Name =
      Callee ? Callee->getNameAsString() : ""; // ("operator()" too)
  if (Name == "omp_set_num_threads" && C->getNumArgs() == 1)
    noteTeamSize(C->getArg(0));
  // A lock's own object (what it excludes: noteLockOperation, for a
  // statement of a block; elsewhere, `if (c) m.lock();`, what it guards
  // is not known).
  if (isLockCall(C)) {
    if (!Flow.LockStatements.count(C) && (innermostRegion() || !Active.empty()))
      lockProblem("'" + text(C->getSourceRange()) +
                  "' sets or unsets a lock outside the statements of a block");
    return;
  }
  if (libraryValueCall(C, S) || structAssignment(C, S) ||
      valueCall(C, Callee, S) || containerChange(C, S) || algorithmCall(C, S) ||
      positionRead(C, S) || readOnlyCall(C, Callee, S))
    return;
  bool Output = isOutputCall(C);
  // `(std::cout << a) << b` as a member call: the stream it writes to is
  // the object, itself output (what it prints is read).
  if (const auto *Member = dyn_cast<CXXMemberCallExpr>(C); Member && Output)
    reads(Member->getImplicitObjectArgument(), S);
  // The C library, the OpenMP API and allocators touch what they are
  // passed (and state of their own), not the program's variables by name:
  // in loops and regions too, unless their state makes concurrent calls
  // race.
  bool Library =
      Output || Facts.freshAllocation(C, 0) ||
      (Callee && isLibraryDeclaration(*Callee) && isLibraryFunction(Name));
  // Hidden state (`rand`): every call reads and writes it, so two threads
  // calling the function race on it.
  if (Library && isThreadUnsafe(Name)) {
    // (`scanf` and `getchar` read the standard input, `stdin`.)
    if (hiddenStateOf(Name) == hiddenStateOf("getchar") &&
        !readStream(&StandardInput, "stdin", C))
      return;
    Cell State = hiddenState(hiddenStateOf(Name).str());
    addAccess(S, State, false, C);
    addAccess(S, State, true, C);
  }
  if (Library && isStreamInput(Name) && !streamState(C, S))
    return;
  if (Library && (copiedRange(C, S) || readElements(C, S)))
    return;
  // Why a function of the file was not followed.
  std::string Why;
  if (const FunctionDecl *Definition = nullptr;
      Callee && Callee->hasBody(Definition) && Definition) {
    Why = notInlinable(C, Callee);
    if (auto Refused = Callees.Refused.find(C);
        Why.empty() && Refused != Callees.Refused.end())
      Why = Refused->second;
    // (Not tried where the model visits no call in place: a loop's
    // header, an unevaluated or constant context.)
    if (Why.empty())
      Why = "it is called where the model does not visit its body";
    Why = " (" + Why + ")";
  } else if (Callee) {
    // (A virtual function's body, wherever it is, may not be what runs.)
    Why = " (" + missingBody(*Callee) + ")";
  }
  // Code of a region (every thread's, a single's, a task's, ...) runs
  // beside other threads: a call may touch any memory while they do.
  // Given no address, it cannot reach the threads' own variables: each
  // thread's loops start from what the sequential code gives them, and
  // only the region's own check is out.
  if (Region *R = innermostRegion(); R && R->ActiveDepth == Active.size() &&
                                     !Library)
    regionCallUnknown(*R, C,
                      {UnknownKind::Call,
                       (Name.empty() ? std::string("an indirect call")
                                     : "a call to '" + Name + "'" + Why) +
                           " in the parallel region, outside its worksharing "
                           "loops: it may touch any memory"});
  // Output reads its arguments, in a loop too (the order of the lines
  // printed is not a value the program computes).
  if (!Active.empty() && !Library)
    return unsupported(
        {UnknownKind::Call,
         Name.empty()
             ? std::string("an indirect call, which may access memory")
             : "call to '" + Name + "', which may access memory" + Why});
  for (unsigned K = 0; K < C->getNumArgs(); ++K)
    touchArgument(C, K, Library, Output, S);
  if (!Library)
    touchGlobals(C, S);
}

void Extractor::touchGlobals(const CallExpr *C, Statement &S) {
  // (A static local only through its address, which the model does not
  // follow.)
  for (const Variable &V : Out.Model.Variables) {
    auto Decl = Names.DeclOfId.find(V.Id);
    if (Decl == Names.DeclOfId.end() || !Decl->second->hasGlobalStorage() ||
        Decl->second->isStaticLocal() || !V.Privatizable)
      continue;
    Cell All = everyCell(V.Id, false);
    addAccess(S, All, false, C);
    ScopedCount MayWrite(Flow.MayDepth);
    addAccess(S, All, true, C);
  }
}

} // namespace extract
} // namespace ompfix
