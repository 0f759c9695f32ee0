//===- ExtractStatements.cpp - Statements, loops and the schedule ---------===//
//
// The statements of the function body, their domains (loop bounds and
// conditions) and 2d+1 schedules, and the finished model.
//
//===----------------------------------------------------------------------===//

#include "frontend/OpenMPConstructs.h"
#include "frontend/Extractor.h"
#include "frontend/LibraryFunctions.h"

#include "clang/AST/StmtCXX.h"
#include "clang/Basic/OpenMPKinds.h"
#include "clang/Lex/Lexer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SaveAndRestore.h"

#include <functional>

using namespace clang;

namespace ompfix {
namespace extract {

std::string Extractor::instanceTuple(const std::string &Name) const {
  std::string T = Name + "[";
  for (size_t K = 0; K < Nest.size(); ++K)
    T += (K ? ", " : "") + Nest[K].Dim;
  return T + "]";
}

std::string Extractor::domainConstraints() const {
  std::string C;
  for (const std::string &X : Constraints)
    C += (C.empty() ? "" : " and ") + X;
  return C.empty() ? "" : " : " + C;
}

Statement &Extractor::newStatement(SourceLocation Loc) {
  Statement &S = makeStatement(Loc);
  // Code of the region outside its loops: every thread runs it, or the
  // thread of the innermost one-thread block. A region nested in such code
  // makes its code the enclosing region's too.
  size_t Index = Out.Model.Statements.size() - 1;
  for (size_t K = Regions.size(); K-- > 0;) {
    Region &R = Regions[K];
    if (K + 1 < Regions.size() && !Regions[K + 1].InOuterCode)
      break;
    // (In the innermost region's loops, the loops hold it; the regions
    // around still run it as the code of one of their threads.)
    if (K + 1 == Regions.size() && R.ActiveDepth != Active.size())
      continue;
    if (R.OnceDepth == 0) {
      R.CodeStatements.push_back(Index);
      if (Flow.MayDepth > R.MayDepthAtStart)
        R.Model.Conditional.push_back(S.Name);
      if (R.ThreadConditionDepth > 0)
        R.ThreadConditional.insert(S.Name);
    } else if (!R.OpenBlocks.empty()) {
      R.Model.Parts[R.OpenBlocks.back()].Statements.push_back(S.Name);
    }
  }
  return S;
}

Statement &Extractor::makeStatement(SourceLocation Loc) {
  Statement S;
  S.Name = islnames::statement(NextStatement++);
  if (!Exclusion.empty()) {
    S.Exclusion = Exclusion.back();
    S.Enclosing.assign(Exclusion.begin(), Exclusion.end() - 1);
  }
  std::string Tuple = instanceTuple(S.Name);
  S.Domain = "{ " + Tuple + domainConstraints() + " }";
  std::string Time;
  for (size_t K = 0; K < Nest.size(); ++K)
    Time += std::to_string(Position[K]) + ", " +
            (Nest[K].Decreasing ? "-" : "") + Nest[K].Dim + ", ";
  Time += std::to_string(Position[Nest.size()]);
  S.Schedule = "{ " + Tuple + " -> [" + Time + "] }";
  S.Pos = position(Loc);
  for (const std::string &G : Truncating.Guards)
    inexactDivision(S, G);
  nextPosition();
  for (ActiveLoop &A : Active)
    Out.Model.Loops[A.Index].Statements.push_back(S.Name);
  Out.Model.Statements.push_back(S);
  return Out.Model.Statements.back();
}

Statement &Extractor::barrierStatement(Region &R, SourceLocation Loc) {
  // No code of any thread: where they all wait.
  Statement &B = makeStatement(Loc);
  R.Model.Barriers.push_back(B.Name);
  return B;
}

void Extractor::unsupported(const UnknownReason &Reason) {
  if (Active.empty()) {
    if (FunctionUnsupported.empty())
      FunctionUnsupported = Reason;
    return;
  }
  for (ActiveLoop &A : Active)
    if (Out.Model.Loops[A.Index].Unknown.empty())
      Out.Model.Loops[A.Index].Unknown = Reason;
}

/// A call of a function that never returns (`exit`, `abort`, a function
/// declared `noreturn`).
static bool endsProgram(const Stmt *S) {
  const auto *C = dyn_cast_or_null<CallExpr>(S);
  const FunctionDecl *Callee = C ? C->getDirectCallee() : nullptr;
  return Callee && Callee->isNoReturn();
}

/// Whether \p S surely ends the program, or leaves the construct it runs
/// in by an exception (which ends the program too: an exception thrown in
/// a worksharing loop's iteration or a region must be caught there, by
/// the same thread; OpenMP 5.2, 1.2.7 and 2.4): a `throw`, a call that
/// never returns, a block whose last statement does and that has no other
/// way out, `do { ... } while (0)` around one (FAISS_THROW_IF_NOT).
bool endsInError(const Stmt *S) {
  if (const auto *E = dyn_cast_or_null<Expr>(S)) {
    const Expr *Bare = E->IgnoreImplicit();
    return isa<CXXThrowExpr>(Bare) || endsProgram(Bare);
  }
  std::function<bool(const Stmt *)> LeavesEarly = [&](const Stmt *X) {
    if (isa_and_nonnull<ReturnStmt, BreakStmt, ContinueStmt, GotoStmt,
                        IndirectGotoStmt>(X))
      return true;
    return X && llvm::any_of(X->children(), LeavesEarly);
  };
  if (const auto *Block = dyn_cast_or_null<CompoundStmt>(S))
    return !Block->body_empty() && endsInError(Block->body_back()) &&
           !LeavesEarly(Block);
  if (const auto *Do = dyn_cast_or_null<DoStmt>(S)) {
    const Expr *Cond = Do->getCond()->IgnoreParenImpCasts();
    const auto *Zero = dyn_cast<IntegerLiteral>(Cond);
    const auto *False = dyn_cast<CXXBoolLiteralExpr>(Cond);
    bool Once = (Zero && Zero->getValue() == 0) || (False && !False->getValue());
    return Once && endsInError(Do->getBody()) && !LeavesEarly(Do->getBody());
  }
  return false;
}

void Extractor::noteInConstructs(
    std::vector<std::string> LoopDirective::*OfLoop,
    std::vector<std::string> ParallelRegion::*OfRegion,
    const std::string &Fact) {
  for (ActiveLoop &A : Active)
    (Out.Model.Loops[A.Index].*OfLoop).push_back(Fact);
  for (Region &R : Regions)
    (R.Model.*OfRegion).push_back(Fact);
}

void Extractor::noteErrorPath(const Stmt *Path) {
  SourceLocation At = SM.getExpansionLoc(Path->getBeginLoc());
  noteInConstructs(&LoopDirective::ErrorPaths, &ParallelRegion::ErrorPaths,
                   llvm::sys::path::filename(SM.getFilename(At)).str() + ":" +
                       std::to_string(SM.getExpansionLineNumber(At)));
}

/// Accepted form, in the code of a loop directive or a region (callees
/// visited there included): `if (c) { ...; throw e; }`, `if (c) { ...;
/// exit(1); }`, a branch without `else` that ends in an error
/// (endsInError): the program's failure, not a result the parallel code
/// must give as the sequential one does. The condition is read; the branch
/// is left out, and a verdict assumes no iteration (thread) takes it
/// (LoopDirective::ErrorPaths: a remark, JSON "assumes").
bool Extractor::droppedErrorPath(const IfStmt *S) {
  if (S->getElse() || (Active.empty() && Regions.empty()) ||
      !endsInError(S->getThen()))
    return false;
  InlineCallsIn Calls(*this, S->getCond());
  reads(S->getCond(), newStatement(S->getBeginLoc()));
  noteErrorPath(S->getThen());
  return true;
}

/// A `try` in the code of a loop directive or a region: its block runs;
/// its handlers run where an exception was thrown, error paths as
/// droppedErrorPath leaves out.
void Extractor::visitTryInConstruct(const CXXTryStmt *S) {
  visit(S->getTryBlock());
  for (unsigned K = 0; K < S->getNumHandlers(); ++K)
    noteErrorPath(S->getHandler(K));
}

void Extractor::visitDroppedValue(const Expr *E) {
  // A value dropped: the operands of a comma operator run in turn, and
  // a statement expression runs its statements (C's `assert`:
  // `(void) sizeof (c), __extension__ ({ if (c) ; else __assert_fail(...);
  // })`).
  const Expr *Dropped = E->IgnoreParenCasts();
  if (const auto *U = dyn_cast<UnaryOperator>(Dropped);
      U && U->getOpcode() == UO_Extension)
    Dropped = U->getSubExpr()->IgnoreParenCasts();
  if (const auto *Comma = dyn_cast<BinaryOperator>(Dropped);
      Comma && Comma->getOpcode() == BO_Comma) {
    visit(Comma->getLHS());
    return visit(Comma->getRHS());
  }
  if (const auto *Block = dyn_cast<StmtExpr>(Dropped))
    return visit(Block->getSubStmt());
  return visitExpression(E);
}

/// Whether pointer \p E is a variable, a field path or a call, plus or
/// minus offsets and under `&...[...]`, with no side effect but in calls:
/// what readOffsets reads whole.
static bool plainPointer(const Expr *E) {
  E = E->IgnoreParenCasts();
  if (const auto *B = dyn_cast<BinaryOperator>(E);
      B && (B->getOpcode() == BO_Add || B->getOpcode() == BO_Sub)) {
    bool PointerLeft = B->getLHS()->getType()->isPointerType();
    const Expr *Offset = PointerLeft ? B->getRHS() : B->getLHS();
    return plainPointer(PointerLeft ? B->getLHS() : B->getRHS()) &&
           !isa<ConditionalOperator, BinaryConditionalOperator>(
               Offset->IgnoreParenCasts());
  }
  if (const auto *U = dyn_cast<UnaryOperator>(E);
      U && U->getOpcode() == UO_AddrOf) {
    const Expr *Sub = U->getSubExpr()->IgnoreParens();
    while (const auto *Subscript = dyn_cast<ArraySubscriptExpr>(Sub))
      Sub = Subscript->getBase()->IgnoreParenCasts();
    return plainPointer(Sub);
  }
  return isa<DeclRefExpr, MemberExpr, CallExpr>(E);
}

void Extractor::visitReturn(const ReturnStmt *R) {
  // Out of a callee visited in place: the rest of its body may not run.
  if (!Callees.Inlining.empty()) {
    if (const Expr *Value = R->getRetValue()) {
      InlineCallsIn Calls(*this, Value);
      Statement &St = newStatement(R->getBeginLoc());
      // (A pointer's value is an address, which reads no cell: what its
      // offsets read; the caller follows the pointer, resultAlias. Any
      // other form is read as it is.)
      const FunctionDecl *Callee = Callees.Inlining.back().Definition;
      if (Callee->getReturnType()->isReferenceType() && isThisObject(Value))
        ; // `return *this;` by reference, dropped (notInlinable): no read
      else if (Value->getType()->isPointerType() && plainPointer(Value))
        readOffsets(Value, St);
      else if (numberFields(Value->getType()))
        readStruct(Value, St);
      else if (!readContainer(Value, St))
        reads(Value, St);
    }
    for (size_t K = Callees.Inlining.back().ReturnScope; K < Flow.Jumps.size();
         ++K)
      Flow.Jumps[K].Jumped = true;
    return;
  }
  if (!Active.empty())
    return unsupported(UnknownKind::Statement, "'return' inside the loop");
  if (const Expr *Value = R->getRetValue()) {
    Statement &St = newStatement(R->getBeginLoc());
    if (numberFields(Value->getType()))
      readStruct(Value, St);
    else
      reads(Value, St);
  }
  Flow.Returned = true;
}

void Extractor::visitUnknownStatement(const Stmt *S) {
  // A statement the model lacks; a range-based for, a loop it cannot count.
  UnknownReason Reason(UnknownKind::Statement, "");
  if (isa<WhileStmt>(S) || isa<DoStmt>(S))
    Reason.Text = "a while or do loop";
  else if (const auto *For = dyn_cast<CXXForRangeStmt>(S))
    Reason = {UnknownKind::Bounds, rangeForProblem(For)};
  else if (isa<GotoStmt>(S) || isa<LabelStmt>(S) || isa<IndirectGotoStmt>(S))
    Reason.Text = "'goto' in the function";
  else if (isa<BreakStmt>(S))
    Reason.Text = "'break' in a loop";
  else if (isa<ContinueStmt>(S))
    Reason.Text = "'continue' in a loop";
  else if (isa<SwitchStmt>(S) || isa<SwitchCase>(S))
    Reason.Text = "a switch statement";
  else if (isa<CXXTryStmt>(S) || isa<CXXCatchStmt>(S))
    Reason.Text = "a try block";
  else if (isa<AsmStmt>(S))
    Reason.Text = "inline assembly";
  if (Reason.empty())
    Reason = {UnknownKind::Statement,
              std::string("a '") + S->getStmtClassName() + "' statement"};
  // Inside code that is not modelled already, the outer construct says why.
  UnknownReason Why = !Poison.empty() ? Poison.back() : Reason;
  unsupported(Why);
  for (const Stmt *Child : S->children())
    if (Child && !isa<Expr>(Child))
      visitUnmodelled(Child, Why);
}

void Extractor::visit(const Stmt *S) {
  if (!S)
    return;
  // Code a forward `goto` may jump over (findForwardGotos) may not run.
  if (!Flow.InSkippable && !Entered.SkippableByGoto.empty()) {
    SourceLocation Loc = SM.getExpansionLoc(S->getBeginLoc());
    for (const SourceRange &R : Entered.SkippableByGoto)
      if (SM.isBeforeInTranslationUnit(R.getBegin(), Loc) &&
          SM.isBeforeInTranslationUnit(Loc, R.getEnd())) {
        llvm::SaveAndRestore Skippable(Flow.InSkippable, true);
        ScopedCount MayBeSkipped(Flow.MayDepth);
        auto Stretch = newStretch();
        return visit(S);
      }
  }
  if (const auto *C = dyn_cast<CompoundStmt>(S))
    return visitCompound(C);
  // Code between the loops a collapse joins (which clang accepts) runs an
  // unspecified number of times (OpenMP 6.0, intervening code).
  if (!Active.empty() && !isa<ForStmt, CXXForRangeStmt, NullStmt>(S) &&
      !isa<OMPLoopTransformationDirective>(S)) {
    const ActiveLoop &A = Active.back();
    unsigned Collapse = Out.Model.Loops[A.Index].Collapse;
    if (Nest.size() > A.Depth && Nest.size() < A.Depth + Collapse)
      return unsupported(UnknownKind::Bounds,
                         "code between the loops that 'collapse(" +
                             std::to_string(Collapse) + ")' joins");
  }
  if (const auto *D = dyn_cast<DeclStmt>(S))
    return visitDecl(D);
  if (const auto *For = dyn_cast<ForStmt>(S))
    return visitFor(For);
  if (const auto *For = dyn_cast<CXXForRangeStmt>(S);
      For && rangeForProblem(For).empty())
    return visitRangeFor(For);
  if (const auto *If = dyn_cast<IfStmt>(S))
    return visitIf(If);
  if (const auto *D = dyn_cast<OMPExecutableDirective>(S))
    return visitDirective(D);
  if (const auto *A = dyn_cast<AttributedStmt>(S))
    return visit(A->getSubStmt()); // [[likely]], fallthrough, ...
  if (const auto *E = dyn_cast<Expr>(S))
    return visitDroppedValue(E);
  if (isa<NullStmt>(S))
    return;
  if (const auto *R = dyn_cast<ReturnStmt>(S))
    return visitReturn(R);
  // A jump out of an iteration (or a switch) the model follows.
  if (isa<BreakStmt>(S) && !Flow.Jumps.empty() &&
      Flow.Jumps.back().AcceptBreak) {
    Flow.Jumps.back().Jumped = true;
    return;
  }
  if (std::optional<size_t> Target = continueTarget();
      isa<ContinueStmt>(S) && Target && Flow.Jumps[*Target].AcceptContinue) {
    Flow.Jumps[*Target].Jumped = true;
    return;
  }
  if (const auto *While = dyn_cast<WhileStmt>(S);
      (While && !While->getConditionVariable()) || isa<DoStmt>(S))
    return visitUncountedLoop(S);
  if (const auto *Switch = dyn_cast<SwitchStmt>(S);
      Switch && !Switch->getInit() && !Switch->getConditionVariable() &&
      Poison.empty())
    return visitSwitch(Switch);
  // A case of a switch that visitSwitch visits.
  if (const auto *Case = dyn_cast<SwitchCase>(S); Case && Poison.empty() &&
                                                  !Flow.Jumps.empty() &&
                                                  !Flow.Jumps.back().IsLoop)
    return visit(Case->getSubStmt());
  if (Active.empty() && Regions.empty() &&
      (isa<WhileStmt>(S) || isa<SwitchStmt>(S) || isa<CXXTryStmt>(S)))
    return visitOpaque(S);
  // A case of a switch outside loop directives and regions: one that
  // visitOpaque visits.
  if (const auto *Case = dyn_cast<SwitchCase>(S);
      Case && Active.empty() && Regions.empty() && !Poison.empty())
    return visit(Case->getSubStmt());
  if (Entered.FollowedGotos.count(S)) {
    if (const auto *L = dyn_cast<LabelStmt>(S))
      visit(L->getSubStmt());
    return;
  }
  if (const auto *Try = dyn_cast<CXXTryStmt>(S);
      Try && (!Active.empty() || !Regions.empty()))
    return visitTryInConstruct(Try);
  // Every other statement is a kind of statement the model lacks.
  visitUnknownStatement(S);
}

static bool containsReturn(const Stmt *S) {
  if (!S || isa<OMPExecutableDirective>(S) || isa<LambdaExpr>(S))
    return false;
  if (isa<ReturnStmt>(S))
    return true;
  for (const Stmt *Child : S->children())
    if (containsReturn(Child))
      return true;
  return false;
}

/// Whether \p Body holds a `break` out of the loop whose body it is (not
/// one of a nested loop or switch), or a `return`.
static bool breaksOut(const Stmt *Body) {
  // (A lambda's `return` leaves the lambda: `std::sort(b, e, [](double p,
  // double q) { return p > q; })`.)
  if (!Body || isa<OMPExecutableDirective, LambdaExpr, BlockExpr>(Body))
    return false;
  if (isa<ReturnStmt>(Body))
    return true;
  if (isa<ForStmt>(Body) || isa<WhileStmt>(Body) || isa<DoStmt>(Body) ||
      isa<CXXForRangeStmt>(Body) || isa<SwitchStmt>(Body))
    return containsReturn(Body);
  if (isa<BreakStmt>(Body))
    return true;
  for (const Stmt *Child : Body->children())
    if (breaksOut(Child))
      return true;
  return false;
}

static bool runsTeamConstruct(const Stmt *S);

bool holdsCall(const Stmt *S) {
  if (isa_and_nonnull<CallExpr>(S))
    return true;
  return S && llvm::any_of(S->children(), holdsCall);
}

std::vector<const Expr *> variableSizes(QualType T, bool ThroughPointers) {
  std::vector<const Expr *> Sizes;
  for (const Type *Part = T.getTypePtrOrNull(); Part;) {
    if (const auto *Variable = dyn_cast<VariableArrayType>(Part)) {
      if (const Expr *Size = Variable->getSizeExpr())
        Sizes.push_back(Size);
      Part = Variable->getElementType().getTypePtrOrNull();
    } else if (const auto *Array = dyn_cast<ArrayType>(Part)) {
      Part = Array->getElementType().getTypePtrOrNull();
    } else if (ThroughPointers &&
               (Part->isPointerType() || Part->isReferenceType())) {
      Part = Part->getPointeeType().getTypePtrOrNull();
    } else if (isa<TypedefType>(Part)) {
      break; // (its sizes ran where the typedef is)
    } else {
      const Type *Desugared =
          Part->getLocallyUnqualifiedSingleStepDesugaredType()
              .getTypePtrOrNull();
      if (Desugared == Part)
        break;
      Part = Desugared;
    }
  }
  return Sizes;
}

bool holdsJump(const Stmt *S) {
  if (!S || isa<OMPExecutableDirective, LambdaExpr, BlockExpr>(S))
    return false;
  if (isa<BreakStmt, ContinueStmt, ReturnStmt, GotoStmt, IndirectGotoStmt>(S))
    return true;
  return llvm::any_of(S->children(),
                      [](const Stmt *Child) { return holdsJump(Child); });
}

/// Whether each run of \p S surely runs a barrier or a worksharing
/// construct of the team (one of its statements, not under a condition or
/// in a loop of its own, and no jump may skip it): every thread of the
/// team then runs the loop whose body S is the same number of times
/// (OpenMP requires that all threads meet such a construct, or none).
static bool holdsTeamConstruct(const Stmt *S) {
  return !holdsJump(S) && runsTeamConstruct(S);
}

static bool runsTeamConstruct(const Stmt *S) {
  if (const auto *D = dyn_cast_or_null<OMPExecutableDirective>(S)) {
    OpenMPDirectiveKind Kind = D->getDirectiveKind();
    return !isOpenMPParallelDirective(Kind) &&
           (Kind == llvm::omp::OMPD_barrier ||
            isOpenMPWorksharingDirective(Kind));
  }
  if (const auto *A = dyn_cast_or_null<AttributedStmt>(S))
    return runsTeamConstruct(A->getSubStmt());
  const auto *Block = dyn_cast_or_null<CompoundStmt>(S);
  return Block && llvm::any_of(Block->body(), [](const Stmt *Child) {
           return runsTeamConstruct(Child);
         });
}

/// `while (c) s` and `do s while (c);`: a loop of W iterations, W a
/// parameter of its own (`trips_<line>`, any number: every run of the
/// program has one), its test at the start of each iteration and once more
/// after the last (for `do`: after each iteration). For each W the model
/// is exact; checked for every W, it holds for the run's:
///   while (err > tol) { ... #pragma omp parallel for ... }
/// is a loop over it_k in [0, W) around the directive. In a loop directive
/// or a region, each instance of the loop (each iteration or thread around
/// it) may run another number of iterations: its code runs at some values
/// of [0, W) only (may), unless every thread of the team runs it alike (it
/// holds a barrier or worksharing construct).
void Extractor::visitUncountedLoop(const Stmt *S) {
  const auto *While = dyn_cast<WhileStmt>(S);
  const auto *Do = dyn_cast<DoStmt>(S);
  const auto *For = dyn_cast<ForStmt>(S);
  const Expr *Test = While ? While->getCond()
                     : Do  ? Do->getCond()
                           : For->getCond();
  const Stmt *Body = While ? While->getBody()
                     : Do  ? Do->getBody()
                           : For->getBody();
  // A `for` is its initialisation, then a while loop whose iterations end
  // with its increment.
  if (For && For->getInit())
    visit(For->getInit());
  forgetValuesChangedIn(S);
  std::string Trips = "trips_" + std::to_string(position(S->getBeginLoc()).Line);
  for (unsigned K = 2; Parameters.Params.count(Trips); ++K)
    Trips = "trips_" + std::to_string(position(S->getBeginLoc()).Line) + "_" +
            std::to_string(K);
  Parameters.Params.insert(Trips);
  Parameters.UnsignedParams.insert(Trips);
  std::string Dim = "it" + std::to_string(Nest.size());
  {
    ScopedStack<Level> IterationLevel(Nest, {nullptr, Dim, false});
    ScopedStack<std::string> Bounds(Constraints);
    Constraints.push_back(Dim + " >= 0");
    Constraints.push_back(Dim + " < " + Trips);
    ScopedStack<JumpScope> LoopJumps(Flow.Jumps, JumpScope{true, true});
    ScopedCount MayBreak(Flow.MayDepth, breaksOut(Body) ? 1 : 0);
    bool CountVaries =
        !Active.empty() || (!Regions.empty() && !holdsTeamConstruct(Body));
    ScopedCount MayRun(Flow.MayDepth, CountVaries ? 1 : 0);
    auto BodyStretch = newStretch();
    ScopedStack<unsigned> BodyPosition(Position, 0);
    if ((While || For) && Test)
      visitExpression(Test);
    visit(Body);
    if (For && For->getInc())
      visitDroppedValue(For->getInc());
    if (Do)
      visitExpression(Test);
  }
  nextPosition();
  // The test that ends a while loop.
  if ((While || For) && Test)
    visitExpression(Test);
}

void Extractor::forgetValuesChangedIn(const Stmt *Loop) {
  // (Nothing known, nothing to forget: no walk of the loop, which every
  // loop of a nest would otherwise repeat over its inner loops.)
  if (Surely.Holds.empty())
    return;
  ChangedVariables Changed = changedIn(Loop);
  for (auto It = Surely.Holds.begin(); It != Surely.Holds.end();) {
    auto Decl = Names.DeclOfId.find(It->first);
    bool Changes =
        Decl == Names.DeclOfId.end() ||
        Changed.Variables.count(Decl->second) ||
        (Changed.Calls && (Decl->second->hasGlobalStorage() ||
                           !isLocalToModel(Decl->second)));
    It = Changes ? Surely.Holds.erase(It) : std::next(It);
  }
}

/// Whether every `break` of switch \p S ends a case: the last statement
/// before the next label or the end of the body.
static bool breaksOnlyWhereCasesEnd(const SwitchStmt *S) {
  const auto *Body = dyn_cast_or_null<CompoundStmt>(S->getBody());
  if (!Body)
    return false;
  auto Labelled = [](const Stmt *X) {
    while (const auto *Case = dyn_cast<SwitchCase>(X))
      X = Case->getSubStmt();
    return X;
  };
  for (auto It = Body->body_begin(); It != Body->body_end(); ++It) {
    const Stmt *X = Labelled(*It);
    bool CaseEnds = std::next(It) == Body->body_end() ||
                    isa<SwitchCase>(*std::next(It));
    if (isa<BreakStmt>(X) ? !CaseEnds : breaksOut(X))
      return false;
  }
  return true;
}

/// `switch (c) { case ...: ... }`: c is read, then the code of each case
/// may run, in the order written (a case falls through to the next); a
/// `break` leaves the switch, a `continue` the iteration of the loop around.
/// Each case starts a stretch of its own (visitCompound): its code may run
/// without what the cases before it write.
///   switch (kind[i]) { case 0: t = a[i]; break; default: t = 0; }
void Extractor::visitSwitch(const SwitchStmt *S) {
  {
    InlineCallsIn Calls(*this, S->getCond());
    Statement &Test = newStatement(S->getBeginLoc());
    reads(S->getCond(), Test);
  }
  ScopedStack<std::vector<std::set<std::string>>> Cases(Flow.CasePaths, {});
  {
    ScopedCount MayExecute(Flow.MayDepth);
    std::optional<size_t> Outer = continueTarget();
    ScopedStack<JumpScope> Scope(
        Flow.Jumps, JumpScope{true, Outer && Flow.Jumps[*Outer].AcceptContinue,
                              /*IsLoop=*/false});
    auto Body = newStretch();
    visit(S->getBody());
  }
  // With a default, and breaks only where cases end, every path through
  // the switch runs some case to its end (or leaves the iteration).
  bool Default = false;
  for (const SwitchCase *C = S->getSwitchCaseList(); C; C = C->getNextSwitchCase())
    Default |= isa<DefaultStmt>(C);
  if (Default && breaksOnlyWhereCasesEnd(S))
    assignedOnEveryPath(Flow.CasePaths.back(), S->getEndLoc());
}

/// Outside loop directives and parallel regions, a `switch` or `try` (or a
/// `while` with a condition variable) is the border of the modelled part
/// (docs/design/real-programs.md): its conditions are
/// read, then its code may run, once: each access a may-access, its loop
/// directives and regions unknown. The loops before and after it keep
/// their verdicts:
///   switch (mode) { case 1: ... }   // reads mode; may write what it writes
/// A `break` in a switch stays in it; a `continue` (and a jump out of a
/// `try`) goes to the loop around, whose rest of the iteration then may
/// not run.
void Extractor::visitOpaque(const Stmt *S) {
  UnknownReason Why =
      !Poison.empty() ? Poison.back()
                      : UnknownReason(UnknownKind::Statement,
                                      isa<SwitchStmt>(S)  ? "a switch statement"
                                      : isa<WhileStmt>(S) ? "a while or do loop"
                                                          : "a try block");
  ScopedCount MayExecute(Flow.MayDepth);
  bool Conditions = false;
  for (const Stmt *Child : S->children())
    Conditions |= Child && isa<Expr>(Child);
  if (Conditions) {
    Statement &St = newStatement(S->getBeginLoc());
    for (const Stmt *Child : S->children())
      if (const auto *E = dyn_cast_or_null<Expr>(Child))
        reads(E, St);
  }
  // A switch or a loop takes the jumps of its code; a try does not.
  std::optional<size_t> Outer = continueTarget();
  ScopedStack<JumpScope> Scope(Flow.Jumps);
  if (isa<SwitchStmt>(S))
    Flow.Jumps.push_back({true, Outer && Flow.Jumps[*Outer].AcceptContinue,
                          /*IsLoop=*/false});
  else if (isa<WhileStmt>(S))
    Flow.Jumps.push_back({true, true, /*IsLoop=*/true});
  ScopedStack<UnknownReason> Unmodelled(Poison, Why);
  auto Body = newStretch();
  for (const Stmt *Child : S->children()) {
    if (!Child || isa<Expr>(Child))
      continue;
    if (const auto *Case = dyn_cast<SwitchCase>(Child))
      visit(Case->getSubStmt());
    else if (const auto *Catch = dyn_cast<CXXCatchStmt>(Child))
      visit(Catch->getHandlerBlock());
    else
      visit(Child);
  }
}

/// A lock set or unset by a statement of a block.
struct LockOperation {
  bool Sets;
  /// A guard's: unset where the block ends.
  bool Guard = false;
  /// The lock's variable; null for a lock the model cannot name
  /// (`&locks[i]`, a field).
  const VarDecl *Lock = nullptr;
};

/// The mutex variable \p Mutex names (`m`), the object of `m.lock()` or
/// what a guard is made from; null for a reference, whose mutex is
/// another's.
static const VarDecl *mutexVariable(const Expr *Mutex) {
  const VarDecl *M = referencedVar(strip(Mutex));
  return M && !M->getType()->isReferenceType() ? M : nullptr;
}

/// The variable a lock argument names: `&l`, or a pointer `p` to one.
static const VarDecl *lockVariable(const Expr *Lock) {
  Lock = strip(Lock);
  if (const auto *U = dyn_cast<UnaryOperator>(Lock);
      U && U->getOpcode() == UO_AddrOf)
    return referencedVar(U->getSubExpr());
  const VarDecl *Pointer = referencedVar(Lock);
  return Pointer && Pointer->getType()->isPointerType() ? Pointer : nullptr;
}

/// The lock statement \p S sets or unsets, of the accepted forms:
///   omp_set_lock(&l);  omp_unset_lock(&l);   (the table's LockFunctions:
///   pthread_mutex_lock(&m);  pthread_spin_unlock(p);  ...)
///   m.lock();  m.unlock();                  (m a std::mutex: isStdMutex)
///   std::lock_guard<std::mutex> g(m);       (a guard: isStdLockGuard)
static std::optional<LockOperation> lockOperation(const Stmt *S) {
  if (const auto *Decl = dyn_cast<DeclStmt>(S)) {
    const auto *Guard = Decl->isSingleDecl()
                            ? dyn_cast<VarDecl>(Decl->getSingleDecl())
                            : nullptr;
    const Expr *Mutex = Guard ? guardedMutex(Guard) : nullptr;
    if (!Mutex)
      return std::nullopt;
    return LockOperation{true, true, mutexVariable(Mutex)};
  }
  const auto *E = dyn_cast<Expr>(S);
  const auto *C = E ? dyn_cast<CallExpr>(E->IgnoreParenCasts()) : nullptr;
  if (!C || !isLockCall(C))
    return std::nullopt;
  if (const auto *Member = dyn_cast<CXXMemberCallExpr>(C)) {
    return LockOperation{Member->getMethodDecl()->getName() == "lock", false,
                         mutexVariable(Member->getImplicitObjectArgument())};
  }
  return LockOperation{lockFunction(C->getDirectCallee()->getName())->Sets,
                       false, lockVariable(C->getArg(0))};
}

/// The name of the mutual exclusion that lock \p Lock gives.
static std::string lockName(const VarDecl *Lock) {
  return "lock " +
         std::to_string(reinterpret_cast<uintptr_t>(Lock->getCanonicalDecl()));
}

void Extractor::lockProblem(const std::string &Problem) {
  UnknownReason Why(UnknownKind::Construct, Problem);
  if (Region *R = innermostRegion(); R && R->ActiveDepth == Active.size()) {
    if (R->Unknown.empty())
      R->Unknown = Why;
  } else {
    unsupported(Why);
  }
}

void Extractor::noteLockOperation(const Stmt *Child,
                                  std::vector<HeldLock> &Held) {
  std::optional<LockOperation> Lock = lockOperation(Child);
  if (!Lock)
    return;
  if (const auto *E = dyn_cast<Expr>(Child))
    Flow.LockStatements.insert(E->IgnoreParenCasts());
  if (!Lock->Lock) {
    lockProblem("a lock the model cannot name ('" +
                text(Child->getSourceRange()) + "')");
  } else if (Lock->Sets) {
    MutualExclusion Under;
    Under.Construct = MutualExclusion::Kind::Critical;
    Under.Name = lockName(Lock->Lock);
    Exclusion.push_back(Under);
    Held.push_back({Lock->Lock, Lock->Guard});
  } else if (!Held.empty() && Held.back().Lock == Lock->Lock &&
             !Held.back().Guard) {
    Exclusion.pop_back();
    Held.pop_back();
  } else {
    lockProblem("'" + text(Child->getSourceRange()) +
                "' unsets a lock not set in the same block");
  }
}

void Extractor::closeTargetTasksAt(const Stmt *Child) {
  for (auto Open = Offload.OpenTargetTasks.begin();
       Open != Offload.OpenTargetTasks.end();)
    if (Open->Wait == Child) {
      TargetTask &Task = Out.Model.TargetTasks[Open->Task];
      for (size_t S = Open->After; S < Out.Model.Statements.size(); ++S)
        Task.Concurrent.push_back(Out.Model.Statements[S].Name);
      Open = Offload.OpenTargetTasks.erase(Open);
    } else {
      ++Open;
    }
}

bool Extractor::restrictsAfterReturn(const CompoundStmt *S, const Stmt *Child,
                                     bool ReturnedBefore) {
  // `if (affine condition) return;`, and `exit(1)` (any call that never
  // returns) in place of the return in the function's own code: what
  // follows runs where the condition fails. (Any other `exit` is no
  // return: after it nothing is read, so what follows may as well run.)
  const auto *If = dyn_cast<IfStmt>(Child);
  if (!If || If->getElse() || If->getInit() || !Nest.empty() ||
      Flow.MayDepth != 0)
    return false;
  const Stmt *Last = If->getThen();
  if (const auto *Block = dyn_cast<CompoundStmt>(Last))
    Last = Block->body_back();
  bool Returns =
      Flow.Returned && !ReturnedBefore && isa_and_nonnull<ReturnStmt>(Last);
  bool Exits = endsProgram(Last) && Active.empty() &&
               Callees.Inlining.empty() && !innermostRegion();
  size_t GuardsBefore = Truncating.Guards.size();
  if (!Returns && !Exits)
    return false;
  std::optional<Condition> C = condition(If->getCond());
  if (!C)
    return false;
  Constraints.push_back(C->Fails);
  // (In an inner block, or with a return beside the exit, the function may
  // still return where the condition holds: only the body's own checks
  // that surely exit bound that.)
  if (Exits && S == F.getBody() && !containsReturn(If->getThen())) {
    Flow.ReturnConstraints.push_back(C->Fails);
    Truncating.ReturnDivisions.insert(Truncating.ReturnDivisions.end(),
                                      Truncating.Guards.begin() + GuardsBefore,
                                      Truncating.Guards.end());
  }
  Flow.Returned = ReturnedBefore;
  return true;
}

/// A return that may be taken makes what follows conditional. The common
///   if (affine condition) return;
/// restricts what follows to the condition's negation; any other return
/// makes every later write a may-write.
void Extractor::visitCompound(const CompoundStmt *S) {
  // The restrictions hold to the end of the function: keep those of the
  // function body, drop those of inner blocks.
  std::optional<ScopedStack<std::string>> BlockConstraints;
  if (S != F.getBody())
    BlockConstraints.emplace(Constraints);
  unsigned Index = 0;
  // After a `break` or `continue` of the iteration, the rest may not run.
  std::optional<ScopedCount> AfterJump;
  // The locks set in the block and not unset yet, innermost last: what
  // runs while one is held is kept apart from code under the same lock,
  // as a critical construct of the lock's own name would keep it.
  std::vector<HeldLock> Held;
  // The stretch of the switch case being visited, if the block is a
  // switch's body.
  std::optional<ScopedStack<unsigned>> CaseStretch;
  // `target enter data` ... `target exit data`: the exits that end a data
  // scope opened in this block.
  std::vector<const Stmt *> Children(S->body_begin(), S->body_end());
  std::set<const Stmt *> ScopeEnds;
  for (size_t ChildIndex = 0; ChildIndex < Children.size(); ++ChildIndex) {
    const Stmt *Child = Children[ChildIndex];
    if (isa<SwitchCase>(Child) && !Flow.Jumps.empty() &&
        !Flow.Jumps.back().IsLoop) {
      if (CaseStretch && !Flow.CasePaths.empty())
        Flow.CasePaths.back().push_back(assignedIn(Flow.Stretches.back()));
      CaseStretch.reset();
      CaseStretch.emplace(Flow.Stretches, Flow.NextStretch++);
    }
    noteLockOperation(Child, Held);
    bool ReturnedBefore = Flow.Returned;
    if (S == F.getBody()) {
      TopLevel = Index++; // the index findWriteSites gave it
      Parameters.WrittenInTopLevel.clear();
      readVersionedValues(Child, TopLevel);
    }
    if (ScopeEnds.count(Child)) {
      DataScope Scope = std::move(Offload.DataScopes.back());
      Offload.DataScopes.pop_back();
      closeDataScope(Scope);
      continue;
    }
    if (const auto *Enter = dyn_cast<OMPTargetEnterDataDirective>(Child);
        Enter && !innermostRegion() && Active.empty()) {
      const Stmt *Exit = nullptr;
      if (enterDataScope(Enter,
                         llvm::ArrayRef<const Stmt *>(Children).drop_front(
                             ChildIndex + 1),
                         Exit)) {
        if (Exit)
          ScopeEnds.insert(Exit);
        continue;
      }
    }
    // A target task ('nowait') of the function's own code and the taskwait
    // that ends it; at that taskwait, the host code that ran meanwhile.
    if (const auto *Device = dyn_cast<OMPExecutableDirective>(Child);
        Device && ownTargetTask(*Device))
      if (const Stmt *Wait = targetTaskWait(
              llvm::ArrayRef<const Stmt *>(Children).drop_front(ChildIndex + 1)))
        Offload.TargetTaskWaits[Child] = Wait;
    closeTargetTasksAt(Child);
    std::optional<size_t> Target = continueTarget();
    bool JumpedBefore = Target && Flow.Jumps[*Target].Jumped;
    visit(Child);
    if (S == F.getBody())
      noteValuesAfter(TopLevel);
    if (!AfterJump && !JumpedBefore && Target && Flow.Jumps[*Target].Jumped)
      AfterJump.emplace(Flow.MayDepth);
    if (restrictsAfterReturn(S, Child, ReturnedBefore))
      continue;
    if (Flow.Returned && !ReturnedBefore)
      Flow.MayReturned = true;
  }
  if (CaseStretch && !Flow.CasePaths.empty())
    Flow.CasePaths.back().push_back(assignedIn(Flow.Stretches.back()));
  // (A guard unsets its lock here.)
  if (!Held.empty()) {
    Exclusion.erase(Exclusion.end() - Held.size(), Exclusion.end());
    if (llvm::any_of(Held, [](const HeldLock &H) { return !H.Guard; }))
      lockProblem("a lock set and not unset in the same block");
  }
}

/// Whether \p Child is evaluated whenever \p Parent is: an operand of an
/// operator or call, the initializer of a declaration, the value of a
/// return, the condition of an if, switch or while, the start and first
/// test of a for; not an arm of `?:`, the right side of && or ||, a
/// branch or loop body.
static bool evaluatedWithParent(const Stmt *Parent, const Stmt *Child) {
  if (const auto *C = dyn_cast<AbstractConditionalOperator>(Parent))
    return Child == C->getCond();
  if (const auto *B = dyn_cast<BinaryOperator>(Parent))
    return !B->isLogicalOp() || Child == B->getLHS();
  if (isa<StmtExpr, LambdaExpr>(Parent))
    return false;
  if (isa<Expr, DeclStmt, ReturnStmt>(Parent))
    return true;
  if (const auto *If = dyn_cast<IfStmt>(Parent))
    return Child == If->getCond();
  if (const auto *Switch = dyn_cast<SwitchStmt>(Parent))
    return Child == Switch->getCond();
  if (const auto *While = dyn_cast<WhileStmt>(Parent))
    return Child == While->getCond();
  if (const auto *For = dyn_cast<ForStmt>(Parent))
    return Child == For->getInit() || Child == For->getCond();
  return false;
}

std::vector<Extractor::VersionedValue>
Extractor::versionedValuesIn(const Stmt *T, unsigned Index) {
  std::vector<VersionedValue> Values;
  // By declaration and constant subscripts: the index in Values.
  std::map<std::string, size_t> Seen;
  auto Versioned = [&](const VarDecl *Root) {
    auto It = Facts.Sites.find(Root);
    return It != Facts.Sites.end() && !It->second.At.empty() &&
           !It->second.Escapes && !It->second.At.count(Index) &&
           !Entered.ThreadDependent.count(Root);
  };
  // The bodies of the file's functions it calls, which may read globals
  // (each once).
  std::set<const FunctionDecl *> Callees;
  std::function<void(const Stmt *, bool)> Walk = [&](const Stmt *S,
                                                     bool Surely) {
    if (!S)
      return;
    // A directive's code, not its clauses (a clause alone reads nothing
    // the model sees: a firstprivate copy no one reads).
    if (const auto *D = dyn_cast<OMPExecutableDirective>(S))
      return Walk(associatedCode(*D), false);
    if (const auto *C = dyn_cast<CallExpr>(S))
      if (const FunctionDecl *Definition = nullptr;
          C->getDirectCallee() && C->getDirectCallee()->hasBody(Definition) &&
          Definition && Definition != &F && Callees.size() < 16 &&
          Callees.insert(Definition).second)
        Walk(Definition->getBody(), false);
    if (const auto *E = dyn_cast<Expr>(S);
        E && E->isGLValue() && E->getType()->isIntegerType() &&
        !E->getType()->isBooleanType()) {
      // dims[0][1]: constant subscripts down to an array variable.
      if (std::optional<ValuePath> P = valuePath(Ctx, E);
          P && P->Root && P->Fields.empty() && !P->Deref && !P->Size &&
          (!P->Subscripts || Ctx.getAsArrayType(P->Root->getType())) &&
          Versioned(P->Root)) {
        std::string Key =
            std::to_string(reinterpret_cast<uintptr_t>(P->Root)) + P->Key;
        auto [It, New] = Seen.try_emplace(Key, Values.size());
        if (New)
          Values.push_back({E, Surely});
        Values[It->second].Surely |= Surely;
        return;
      }
    }
    for (const Stmt *Child : S->children())
      Walk(Child, Surely && evaluatedWithParent(S, Child));
  };
  Walk(T, true);
  return Values;
}

void Extractor::readVersionedValues(const Stmt *T, unsigned Index) {
  std::vector<VersionedValue> Values = versionedValuesIn(T, Index);
  if (Values.empty())
    return;
  Statement &St = newStatement(T->getBeginLoc());
  for (const VersionedValue &V : Values) {
    ScopedCount MayRead(Flow.MayDepth, V.Surely ? 0 : 1);
    if (std::optional<Cell> C = lvalue(V.Read, St))
      addAccess(St, *C, false, V.Read);
  }
}

void Extractor::visitDecl(const DeclStmt *S) {
  for (const Decl *D : S->decls()) {
    if (const auto *V = dyn_cast<VarDecl>(D))
      declare(V, V->getInit());
    else if (const auto *Alias = dyn_cast<TypedefNameDecl>(D))
      readSizes(variableSizes(Alias->getUnderlyingType(), true),
                Alias->getLocation());
  }
}

void Extractor::readSizes(const std::vector<const Expr *> &Sizes,
                          SourceLocation Loc) {
  if (Sizes.empty())
    return;
  std::deque<InlineCallsIn> Calls;
  for (const Expr *Size : Sizes)
    Calls.emplace_back(*this, Size);
  Statement &St = newStatement(Loc);
  size_t Index = &St - Out.Model.Statements.data();
  for (const Expr *Size : Sizes)
    reads(Size, Out.Model.Statements[Index]);
}

/// Whether making, copying or destroying a \p T may run code of the
/// program: a class of the program it holds, whose constructor,
/// assignment or destructor the program writes, or a default member
/// initializer that is no constant (`std::vector<Particle> v(n)` runs
/// `Particle()` n times).
static bool runsProgramCode(QualType T, unsigned Depth = 0) {
  T = T.getNonReferenceType();
  while (const ArrayType *Array = T->getAsArrayTypeUnsafe())
    T = Array->getElementType();
  const auto *Record = T->getAsCXXRecordDecl();
  if (!Record || !Record->hasDefinition())
    return false;
  if (Depth > 8)
    return true; // (a type that holds itself, through a container)
  Record = Record->getDefinition();
  if (const auto *Spec = dyn_cast<ClassTemplateSpecializationDecl>(Record);
      Spec && declaredInStd(Spec)) {
    for (const TemplateArgument &Arg : Spec->getTemplateArgs().asArray())
      if (Arg.getKind() == TemplateArgument::Type &&
          runsProgramCode(Arg.getAsType(), Depth + 1))
        return true;
    return false;
  }
  if (declaredInStd(Record))
    return false;
  return runsWrittenMembers(*Record) ||
         llvm::any_of(Record->fields(), [&](const FieldDecl *Field) {
           return runsProgramCode(Field->getType(), Depth + 1);
         });
}

/// Why creating or destroying \p V runs code the model does not follow,
/// or "": a constructor or destructor a program or library writes (a lock
/// guard that locks in one and unlocks in the other). The standard
/// library's constructors that take their arguments by value or const
/// reference only build the object (`std::vector<double> v(n)`);
/// `std::lock_guard<std::mutex> g(m)` takes `m` to lock it.
static std::string objectCode(const VarDecl *V, const Expr *Init) {
  const CXXRecordDecl *Class =
      V->getType()->getBaseElementTypeUnsafe()->getAsCXXRecordDecl();
  if (Class && Class->hasDefinition() && declaredInStd(Class) &&
      runsProgramCode(V->getType()))
    return "the constructor of '" + Class->getNameAsString() + "'";
  // (A library value's constructor is what its declaration says it reads
  // or changes: Extractor::constructValue.)
  if (!Class || !Class->hasDefinition() ||
      (declaredInStd(Class) && isLibraryValue(V->getType())))
    return "";
  std::string Name = "'" + Class->getNameAsString() + "'";
  if (const CXXDestructorDecl *D = Class->getDestructor();
      D && !D->isTrivial() && !declaredInStd(Class) && D->isUserProvided())
    return "the destructor of " + Name;
  const auto *Construct = dyn_cast_or_null<CXXConstructExpr>(
      Init ? Init->IgnoreImplicit() : nullptr);
  const CXXConstructorDecl *C =
      Construct ? Construct->getConstructor() : nullptr;
  if (!C || C->isTrivial())
    return "";
  if (!declaredInStd(Class))
    return C->isUserProvided() ? "the constructor of " + Name : "";
  for (const ParmVarDecl *P : C->parameters()) {
    QualType T = P->getType();
    if ((T->isReferenceType() || T->isPointerType()) &&
        !T->getPointeeType().isConstQualified())
      return "the constructor of " + Name;
  }
  return "";
}

void Extractor::constructed(const VarDecl *V, const Expr *Init) {
  // (An owned array made of a fresh one, or none, only takes the pointer:
  // FunctionFacts::freshOwner.)
  if (ownsLocalArray(V) && Facts.freshOwnerValue(Init))
    return;
  // (A guard whose lock the block holds from here: noteLockOperation.)
  if (const Expr *Mutex = guardedMutex(V))
    if (const VarDecl *M = mutexVariable(Mutex);
        M && !Exclusion.empty() && Exclusion.back().Name == lockName(M))
      return;
  std::string Code = objectCode(V, Init);
  if (Code.empty())
    return;
  UnknownReason Why(UnknownKind::Call,
                    Code + " for '" + V->getName().str() +
                        "', which may access memory or synchronize");
  if (Region *R = innermostRegion();
      R && R->ActiveDepth == Active.size() && R->Unknown.empty())
    R->Unknown = Why;
  if (!Active.empty())
    unsupported(Why);
}

/// The struct lvalue that \p Init copies whole into a new variable, or
/// null: `T s = a[i];` (C: the element loaded), `T s = v[i];`, `T s(x);`
/// (C++: a copy or move constructor of it).
static const Expr *copiedStruct(ASTContext &Ctx, const Expr *Init) {
  if (!Init)
    return nullptr;
  const Expr *E = Init->IgnoreParens();
  if (const auto *Cleanups = dyn_cast<ExprWithCleanups>(E))
    E = Cleanups->getSubExpr()->IgnoreParens();
  if (const auto *Construct = dyn_cast<CXXConstructExpr>(E)) {
    const CXXConstructorDecl *C = Construct->getConstructor();
    if (!C || !C->isCopyOrMoveConstructor() || Construct->getNumArgs() < 1)
      return nullptr;
    E = Construct->getArg(0)->IgnoreParens();
    if (const auto *Temporary = dyn_cast<MaterializeTemporaryExpr>(E))
      E = Temporary->getSubExpr()->IgnoreParens();
  } else if (const auto *Load = dyn_cast<ImplicitCastExpr>(E);
             !Load || Load->getCastKind() != CK_LValueToRValue) {
    return nullptr;
  } else {
    E = Load->getSubExpr();
  }
  E = E->IgnoreParenNoopCasts(Ctx);
  return E->isGLValue() && E->getType()->isRecordType() ? E : nullptr;
}

void Extractor::noteDeclaredInConstructs(const VarDecl *V) {
  for (ActiveLoop &A : Active)
    A.DeclaredInside.insert(V);
  // (A variable of a nested region is each outer thread's too; one of a
  // task's code, each instance's.)
  for (Region &R : Regions) {
    R.Locals.insert(V);
    if (R.TaskDepth > 0)
      R.TaskLocals.insert(V);
  }
}

void Extractor::declare(const VarDecl *V, const Expr *Init,
                        const Cell *CopyOf) {
  // The calls the initializer makes, followed or atomic, run before
  // whatever reads it below (the element a reference names, the offsets
  // of a pointer, the value stored).
  std::optional<InlineCallsIn> Calls;
  if (Init && !CopyOf)
    Calls.emplace(*this, Init);
  // A variable-length array's sizes are evaluated where it is declared,
  // before the initializer (`double t[next(i)];`).
  if (std::vector<const Expr *> Sizes = variableSizes(V->getType(), true);
      !Sizes.empty() && !isa<ParmVarDecl>(V))
    readSizes(Sizes, V->getLocation());
  constructed(V, Init);
  DeclaredAtTopLevel.try_emplace(V, TopLevel);
  noteDeclaredInConstructs(V);
  // A callee's variable is new in each call, as a loop's is in each
  // iteration.
  if (!Nest.empty() || !F.Encloses(V->getDeclContext()))
    Parameters.DeclaredInLoops.insert(V);
  if ((!Nest.empty() || !F.Encloses(V->getDeclContext())) &&
      V->getType()->isIntegerType()) {
    LoopLocal &Local = Parameters.LoopLocals[V] = LoopLocal{};
    if (Init && !CopyOf && !Entered.Modified.count(V) && holdsIntValues(V)) {
      size_t GuardsBefore = Truncating.Guards.size();
      Local.Value = affine(Init);
      Local.Guards.assign(Truncating.Guards.begin() + GuardsBefore,
                          Truncating.Guards.end());
      Truncating.Guards.resize(GuardsBefore);
    }
  }
  // `T &r = a[i]`: a name of the element, no access; the subscripts of
  // some element (Extractor::someElement) read here.
  if (namedElement(V)) {
    // (`T &r = s.get(i)`: what the accessor checks, and its element.)
    const CallExpr *Call =
        Init ? placeAccessorCall(withoutAddress(Init)) : nullptr;
    const Expr *Named = Call ? accessorPlace(Call) : Init;
    if (readAccessorOfInit(V, Init) && Named && !keptElement(Named))
      readSubscripts(Named, newStatement(V->getLocation()));
    return;
  }
  if (initStruct(V, Init))
    return;
  // (A copy in a construct of a struct that holds more than numbers.)
  if (const Expr *Source = copiedStruct(Ctx, Init);
      Source && clauseCopiesFields(V) && (!Active.empty() || !Regions.empty()))
    return unsupported(
        {UnknownKind::Member, "'" + V->getName().str() + "' copies '" +
                                  text(Source->getSourceRange()) +
                                  "' whole, a struct with fields that are not "
                                  "numbers"});
  if (Init && V->getType()->isPointerType())
    visitPointerInit(V, Init);
  const VarInfo &I = info(V);
  // `const std::string &r = names[k];`: what naming the part reads (k).
  if (I.IsAlias && Init && isLibraryValue(V->getType()))
    if (std::optional<ValuePlace> Place = valuePlace(Init);
        Place && !Place->Read.empty()) {
      Statement &Bind = newStatement(V->getLocation());
      for (const Expr *Read : Place->Read)
        reads(Read, Bind);
    }
  if (I.IsAlias && V->getType()->isReferenceType() &&
      !readAccessorOfInit(V, Init))
    return;
  if (I.IsAlias) {
    // `double *p = a + i;`, `double &r = a[i];`: p (r) is bound here.
    if (!I.PointerId.empty()) {
      Statement &Bind = newStatement(V->getLocation());
      // (Of no known offset: what its subscripts read, `a + idx[i]`; what
      // an accessor it calls checks.)
      if (Init && (I.AnyOffset || holdsCall(Init)))
        readOffsets(Init, Bind);
      addAccess(Bind, Cell{I.PointerId, I.PointerId + "[]", true}, true,
                V->getLocation(), V->getName().str());
    }
    return;
  }
  if (V->getType()->isPointerType() && !I.Unsupported.empty())
    return; // reported where it is used
  // `double *t = new double[n];`: new memory, holding nothing yet (as an
  // assignment of fresh memory, Extractor::writeTo).
  if (V->getType()->isPointerType() && Init && Facts.freshPointer(V) &&
      Facts.freshAllocation(Init, 0))
    newStatement(V->getLocation()).Kills.push_back(I.Id);
  if (V->isStaticLocal()) {
    if (Init && !Init->isConstantInitializer(Ctx, false))
      unsupported(UnknownKind::Statement, "static variable '" + V->getName().str() +
                  "' with a dynamic initializer");
    return;
  }
  bool InitializedForSure =
      (Init || CopyOf) && Flow.MayDepth == 0 && !Flow.MayReturned;
  // A declaration ends the life of the previous value. An initializer
  // that surely writes every cell ends it just as well, and a kill that
  // nothing can observe would only make the analysis work harder.
  if (!V->getType()->isPointerType() && !InitializedForSure) {
    Statement &Kill = newStatement(V->getLocation());
    Kill.Kills.push_back(I.Id);
  }
  if (CopyOf) {
    Statement &St = newStatement(V->getLocation());
    addAccess(St, *CopyOf, false, V->getLocation(), V->getName().str());
    addAccess(St, everyCell(I.Id, true), true, V->getLocation(),
              V->getName().str());
    noteSurelyWritten(V);
    noteValue(V, std::nullopt);
    if (Surely.Written.count(I.Id))
      Surely.Assigned[I.Id] = Flow.Stretches.back();
    return;
  }
  if (!Init || V->getType()->isPointerType())
    return;
  Statement &St = newStatement(V->getLocation());
  if (I.Rank == 0) {
    St.StoredConstant = numericConstant(Init);
    noteStoredValue(St, V, Init);
  }
  if (const auto *List = dyn_cast<InitListExpr>(Init)) {
    for (const Expr *E : List->inits())
      reads(E, St);
  } else if (!readContainer(Init, St)) { // (`std::vector<T> v = w;`)
    reads(Init, St);
  }
  std::optional<KnownValue> Stored =
      isa<InitListExpr>(Init) ? std::nullopt : storedValue(V, Init);
  addAccess(St, everyCell(I.Id, true), true, V->getLocation(),
            V->getName().str());
  if (!isa<InitListExpr>(Init)) {
    noteSurelyWritten(V);
    noteValue(V, Stored);
    if (auto Known = Surely.Holds.find(I.Id);
        Known != Surely.Holds.end() && Nest.empty() &&
        F.Encloses(V->getDeclContext()))
      Parameters.ValueAtDeclaration[I.Id] = Known->second;
    if (Surely.Written.count(I.Id))
      Surely.Assigned[I.Id] = Flow.Stretches.back();
  }
}

/// The outermost calls in \p E (a call's arguments are its own), but in
/// lambdas' bodies.
static void callsIn(const Stmt *E, std::vector<const CallExpr *> &Calls) {
  if (!E || isa<LambdaExpr>(E))
    return;
  if (const auto *C = dyn_cast<CallExpr>(E))
    return Calls.push_back(C);
  for (const Stmt *Child : E->children())
    callsIn(Child, Calls);
}

void Extractor::visitPointerInit(const VarDecl *V, const Expr *Init) {
  std::vector<const CallExpr *> Calls;
  callsIn(Init, Calls);
  // (The calls, followed or atomic, run before what reads their values.)
  std::optional<InlineCallsIn> Inlined;
  if (!Calls.empty())
    Inlined.emplace(*this, Init);
  // (Another form than offsets from a variable: what it reads.)
  if (!plainPointer(Init) && !isa<CXXNewExpr>(Init->IgnoreParenCasts()))
    readOffsets(Init, newStatement(V->getLocation()));
  if (Calls.empty())
    return;
  std::vector<const CallExpr *> Effects;
  for (size_t K = 0; K < Calls.size(); ++K) {
    const CallExpr *C = Calls[K];
    // (An accessor's result, a fresh allocation, a pointer into a
    // standard object (whose own calls run): what the pointer is, with no
    // effect of its own; pointerOrigin follows it.)
    if (isStdPointerQuery(C->getDirectCallee())) {
      callsIn(cast<CXXMemberCallExpr>(C)->getImplicitObjectArgument(), Calls);
      continue;
    }
    // (An element of a container or an owned array, `&v[k]`: a place,
    // whose subscript readOffsets reads.)
    if (containerSubscript(C))
      continue;
    if (!Callees.Inlined.count(C) && !resultAlias(C, nullptr))
      Effects.push_back(C);
  }
  if (Effects.empty())
    return;
  Statement &St = newStatement(Init->getBeginLoc());
  for (const CallExpr *C : Effects) {
    // A fresh allocation's own: what its sizes read (`malloc(k++ * 8)`).
    if (Facts.freshAllocation(C, 0)) {
      for (const Expr *Arg : C->arguments())
        if (!Arg->getType()->isPointerType())
          reads(Arg, St);
      continue;
    }
    call(C, St);
  }
}

/// Accepted form: the amount of `i += step` (or `i = i + step`) that is a
/// value that cannot change, with no division (`tile_size`, `2 * nb`):
/// its isl text, else empty.
std::string Extractor::parametricStep(const Expr *Amount) {
  size_t GuardsBefore = Truncating.Guards.size();
  std::optional<std::string> Value = affine(Amount);
  bool Divides = Truncating.Guards.size() > GuardsBefore;
  Truncating.Guards.resize(GuardsBefore);
  if (!Value || Divides || mentionsIterator(*Value))
    return "";
  return *Value;
}

std::pair<std::optional<long>, std::string>
Extractor::loopStep(const ForStmt *S, const VarDecl *Iter) {
  std::optional<long> Step;
  std::string ParametricStep;
  std::optional<StepForm> F = stepForm(dyn_cast_or_null<Expr>(S->getInc()));
  if (!F || referencedVar(F->Target) != Iter)
    return {Step, ParametricStep};
  if (!F->Amount)
    return {F->Sign, ParametricStep};
  // (A constant, or one a variable surely holds: `const int T = 16;`.)
  std::optional<long> C = constantAmount(*F, Ctx);
  if (!C)
    if (std::optional<KnownValue> Known = knownValueHere(F->Amount))
      if (std::optional<long> Held = constantText(Known->Value))
        C = F->Sign * *Held;
  if (C) {
    if (*C != 0)
      Step = *C;
  } else if (F->Sign > 0) {
    ParametricStep = parametricStep(F->Amount);
  }
  return {Step, ParametricStep};
}

/// Whether the code \p S names \p V other than to read its value, counting
/// those places in \p Changes, and holds a `continue` of its own loop
/// (not of a loop inside it) or a label or goto (\p Jumps).
static void changesOf(const Stmt *S, const VarDecl *V, unsigned &Changes,
                      bool &Jumps, bool InnerLoop = false) {
  if (!S)
    return;
  if (const auto *Cast = dyn_cast<ImplicitCastExpr>(S);
      Cast && Cast->getCastKind() == CK_LValueToRValue)
    if (const auto *Ref =
            dyn_cast<DeclRefExpr>(Cast->getSubExpr()->IgnoreParens());
        Ref && Ref->getDecl() == V)
      return; // a read
  if (const auto *Ref = dyn_cast<DeclRefExpr>(S); Ref && Ref->getDecl() == V)
    ++Changes;
  if ((isa<ContinueStmt>(S) && !InnerLoop) ||
      isa<GotoStmt, LabelStmt, IndirectGotoStmt>(S))
    Jumps = true;
  bool Loop = isa<ForStmt, WhileStmt, DoStmt, CXXForRangeStmt>(S);
  for (const Stmt *Child : S->children())
    changesOf(Child, V, Changes, Jumps, InnerLoop || Loop);
}

/// The operands a comma operator joins (`a = 1, b = 2`: both), or \p E.
static std::vector<const Expr *> commaOperands(const Expr *E) {
  const auto *B = dyn_cast<BinaryOperator>(E->IgnoreParens());
  if (!B || B->getOpcode() != BO_Comma)
    return {E->IgnoreParens()};
  std::vector<const Expr *> Operands = commaOperands(B->getLHS());
  for (const Expr *Right : commaOperands(B->getRHS()))
    Operands.push_back(Right);
  return Operands;
}

/// One part of a `for` loop's initialisation: the variable it sets, its
/// value (null: none) and, for `k = e`, the assignment (null for a
/// declaration), from `int k = e, i = 0` or `k = e, i = 0`.
struct InitPart {
  const VarDecl *Var = nullptr;
  const Expr *Value = nullptr;
  const Expr *Assignment = nullptr;
};

static std::optional<std::vector<InitPart>> initParts(const Stmt *Init) {
  std::vector<InitPart> Parts;
  if (!Init)
    return Parts;
  if (const auto *D = dyn_cast<DeclStmt>(Init)) {
    for (const Decl *Each : D->decls()) {
      const auto *V = dyn_cast<VarDecl>(Each);
      if (!V)
        return std::nullopt;
      Parts.push_back({V, V->getInit(), nullptr});
    }
    return Parts;
  }
  const auto *E = dyn_cast<Expr>(Init);
  if (!E)
    return std::nullopt;
  for (const Expr *Part : commaOperands(E)) {
    const auto *B = dyn_cast<BinaryOperator>(Part);
    const VarDecl *V =
        B && B->getOpcode() == BO_Assign ? referencedVar(B->getLHS()) : nullptr;
    if (!V)
      return std::nullopt;
    Parts.push_back({V, B->getRHS(), B});
  }
  return Parts;
}

/// The variables a `for` loop's increment steps, each by a constant:
/// `++i, ++k`, `i++, k -= 2`. None where a part is another expression.
static std::optional<std::vector<std::pair<const VarDecl *, long>>>
incrementSteps(const Expr *Inc, const ASTContext &Ctx) {
  if (!Inc)
    return std::nullopt;
  std::vector<std::pair<const VarDecl *, long>> Steps;
  for (const Expr *Part : commaOperands(Inc)) {
    std::optional<StepForm> F = stepForm(Part);
    const VarDecl *V = F ? referencedVar(F->Target) : nullptr;
    std::optional<long> Amount = F ? constantAmount(*F, Ctx) : std::nullopt;
    if (!V || !Amount || !V->getType()->isIntegerType())
      return std::nullopt;
    Steps.emplace_back(V, *Amount);
  }
  return Steps;
}

/// The first reference to \p V in \p S, or null.
static const DeclRefExpr *firstReference(const Stmt *S, const VarDecl *V) {
  if (!S)
    return nullptr;
  if (const auto *Ref = dyn_cast<DeclRefExpr>(S); Ref && Ref->getDecl() == V)
    return Ref;
  for (const Stmt *Child : S->children())
    if (const DeclRefExpr *Ref = firstReference(Child, V))
      return Ref;
  return nullptr;
}

/// Accepted forms (the iterator: the stepped variable that the first test
/// of the condition compares; the others count in step with it):
///   for (int k = 64 * b, i = 0; i < n; ++i, ++k)   companion k
///   for (i = 0, k = m; i < n; i++, k -= 2)          companion k
///   for (int i = 0; i < n; i++, k++)                companion k, set before
///   for (int i = 0, e = n; i < e; ++i)              e set once
/// A companion is an integer as wide as `int` at least, which the body
/// and condition do not change and no loop around counts; no part of the
/// initialisation reads a variable the header sets.
void Extractor::headerCounters(const ForStmt *S, ForHeader &H) {
  std::optional<std::vector<InitPart>> Inits = initParts(S->getInit());
  auto Steps = incrementSteps(dyn_cast_or_null<Expr>(S->getInc()), Ctx);
  const auto *Test = S->getCond() ? strip(S->getCond()) : nullptr;
  for (const auto *And = dyn_cast_or_null<BinaryOperator>(Test);
       And && And->getOpcode() == BO_LAnd; And = dyn_cast<BinaryOperator>(Test))
    Test = strip(And->getLHS());
  const auto *Cond = dyn_cast_or_null<BinaryOperator>(Test);
  if (!Inits || !Steps || !Cond || !Cond->isComparisonOp())
    return;
  auto Stepped = [&](const VarDecl *V) {
    return llvm::count_if(*Steps, [&](const auto &P) { return P.first == V; });
  };
  const VarDecl *Iter = referencedVar(Cond->getLHS());
  if (!Iter || Stepped(Iter) != 1)
    Iter = referencedVar(Cond->getRHS());
  if (!Iter || Stepped(Iter) != 1)
    return;
  auto IterInit =
      llvm::find_if(*Inits, [&](const InitPart &P) { return P.Var == Iter; });
  if (IterInit == Inits->end() || !IterInit->Value)
    return;
  // The parts are visited before the iterator's (visitOtherInits): none
  // may read a variable the header sets (`i = 0, k = i`).
  for (const InitPart &Part : *Inits)
    for (const InitPart &Set : *Inits)
      if (firstReference(Part.Value, Set.Var))
        return;
  ForHeader Counters;
  for (const auto &[V, Amount] : *Steps) {
    if (V == Iter) {
      Counters.Step = Amount;
      continue;
    }
    unsigned Changes = 0;
    bool Jumps = false;
    changesOf(S->getBody(), V, Changes, Jumps);
    changesOf(S->getCond(), V, Changes, Jumps);
    // (An enclosing loop's iterator steps in its own header too.)
    bool OuterIterator =
        llvm::any_of(Nest, [&](const Level &L) { return L.Iterator == V; });
    if (Changes != 0 || Stepped(V) != 1 || OuterIterator || !holdsIntValues(V))
      return;
    Counters.Companions.emplace_back(V, Amount);
  }
  if (!Counters.Step || *Counters.Step == 0)
    return;
  H.Iter = Iter;
  H.Lower = IterInit->Value;
  H.Step = Counters.Step;
  H.SeveralInits = Inits->size() > 1;
  H.Companions = std::move(Counters.Companions);
}

void Extractor::visitOtherInits(const ForStmt *S, const VarDecl *Iter) {
  // (headerCounters accepted the initialisation: its parts are known.)
  for (const InitPart &Part :
       initParts(S->getInit()).value_or(std::vector<InitPart>{})) {
    if (Part.Var == Iter)
      continue;
    if (Part.Assignment)
      visitDroppedValue(Part.Assignment);
    else
      declare(Part.Var, Part.Value);
  }
}

std::vector<std::pair<std::string, Extractor::KnownValue>>
Extractor::companionValues(const ForHeader &H, const std::string &Dim,
                           const std::optional<std::string> &Lower) {
  // (Their values hold in each iteration that runs, whatever ends it: the
  // bound need not be affine.)
  std::vector<std::pair<std::string, KnownValue>> Values;
  if (!Lower || !H.Step || (*H.Step != 1 && *H.Step != -1))
    return Values;
  std::string Count = *H.Step > 0 ? "(" + Dim + ") - (" + *Lower + ")"
                                  : "(" + *Lower + ") - (" + Dim + ")";
  for (const auto &[V, Amount] : H.Companions) {
    const VarInfo &I = info(V);
    auto Known = Surely.Holds.find(I.Id);
    if (I.IsAlias || Entered.ThreadDependent.count(V) ||
        Known == Surely.Holds.end() || !Known->second.Pieces.empty() ||
        !stretchOpen(Known->second.Stretch))
      continue;
    KnownValue Value = Known->second;
    Value.Value = "(" + Value.Value + ") + " + std::to_string(Amount) + " * (" +
                  Count + ")";
    Values.emplace_back(I.Id, Value);
  }
  return Values;
}

Extractor::ForHeader Extractor::forHeader(const ForStmt *S) {
  ForHeader H;
  // init: i = lb or int i = lb
  LoopStart Start = loopStart(*S);
  H.Iter = Start.Iterator;
  H.Lower = Start.Lower;
  std::tie(H.Step, H.ParametricStep) = loopStep(S, H.Iter);
  if (!H.Iter || !H.Step) {
    const auto *Inc = dyn_cast_or_null<BinaryOperator>(S->getInc());
    if (!H.Iter || (Inc && Inc->getOpcode() == BO_Comma))
      headerCounters(S, H);
  }
  // cond: one test of the iterator, or several that `&&` joins
  std::vector<const Expr *> Tests;
  std::function<void(const Expr *)> Conjuncts = [&](const Expr *E) {
    const auto *B = dyn_cast<BinaryOperator>(strip(E));
    if (B && B->getOpcode() == BO_LAnd) {
      Conjuncts(B->getLHS());
      Conjuncts(B->getRHS());
    } else {
      Tests.push_back(E);
    }
  };
  if (S->getCond())
    Conjuncts(S->getCond());
  for (const Expr *Test : Tests) {
    const auto *Cond = dyn_cast<BinaryOperator>(strip(Test));
    std::optional<std::pair<const Expr *, BinaryOperatorKind>> Bound;
    if (Cond && Cond->isComparisonOp() && Cond->getOpcode() != BO_EQ &&
        (Tests.size() == 1 || Cond->getOpcode() != BO_NE)) {
      if (referencedVar(Cond->getLHS()) == H.Iter)
        Bound.emplace(Cond->getRHS(), Cond->getOpcode());
      else if (referencedVar(Cond->getRHS()) == H.Iter)
        Bound.emplace(Cond->getLHS(),
                      BinaryOperator::reverseComparisonOp(Cond->getOpcode()));
    }
    if (!Bound) { // a test of something else: no bound the model can use
      H.Bound = nullptr;
      H.MoreBounds.clear();
      break;
    }
    if (!H.Bound)
      std::tie(H.Bound, H.Op) = *Bound;
    else
      H.MoreBounds.push_back(*Bound);
  }
  if (!H.ParametricStep.empty() && H.Iter && H.Lower && H.Bound &&
      H.MoreBounds.empty() &&
      (H.Op == BO_LT || H.Op == BO_LE || H.Op == BO_NE))
    H.Step = 1; // the values between the iterations too: the domain's
                // over-approximation (Exact in visitFor)
  else
    H.ParametricStep.clear();
  return H;
}

std::vector<std::string> Extractor::loopConstraints(
    const ForStmt *S, const ForHeader &H, const std::string &Dim,
    const std::optional<std::string> &LowerAffine,
    const std::optional<std::string> &BoundAffine, bool &Exact) {
  bool Decreasing = H.Step && *H.Step < 0;
  std::vector<std::string> LoopConstraints;
  if (LowerAffine)
    LoopConstraints.push_back(Dim + (Decreasing ? " <= " : " >= ") + "(" +
                              *LowerAffine + ")");
  auto Test = [&](const std::string &Bound, BinaryOperatorKind Op) {
    std::string Cmp;
    switch (Op) {
    case BO_LT: Cmp = " < "; break;
    case BO_LE: Cmp = " <= "; break;
    case BO_GT: Cmp = " > "; break;
    case BO_GE: Cmp = " >= "; break;
    case BO_NE: Cmp = Decreasing ? " > " : " < "; break;
    default: Exact = false; break;
    }
    if (!Cmp.empty())
      LoopConstraints.push_back(Dim + Cmp + "(" + Bound + ")");
    if ((Op == BO_LT || Op == BO_LE) && Decreasing)
      Exact = false; // runs forever or not at all
    if ((Op == BO_GT || Op == BO_GE) && !Decreasing)
      Exact = false;
  };
  if (BoundAffine)
    Test(*BoundAffine, H.Op);
  // `i < t + T && i < n`: every test bounds the iterator; one that is not
  // affine leaves the domain over-approximated.
  for (const auto &[Bound, Op] : H.MoreBounds) {
    if (std::optional<std::string> More = affine(Bound))
      Test(*More, Op);
    else
      Exact = false;
  }
  if (!H.ParametricStep.empty()) // a loop that never ends otherwise
    LoopConstraints.push_back("(" + H.ParametricStep + ") >= 1");
  if (H.Step && (*H.Step > 1 || *H.Step < -1) && LowerAffine)
    LoopConstraints.push_back("(" + Dim + " - (" + *LowerAffine + ")) mod " +
                              std::to_string(*H.Step < 0 ? -*H.Step : *H.Step) +
                              " = 0");
  return LoopConstraints;
}

void Extractor::writePendingIterators() {
  Statement &Step0 = newStatement(PendingIterators.front().second);
  for (const auto &[Pending, Where] : PendingIterators) {
    const std::string &Id = info(Pending).Id;
    addAccess(Step0, Cell{Id, Id + "[]", true}, true, SM.getExpansionLoc(Where),
              Pending->getName().str());
    noteSurelyWritten(Pending);
    noteValue(Pending, std::nullopt);
  }
  PendingIterators.clear();
}

void Extractor::noteLoopIterator(const ForStmt *S, const ForHeader &H,
                                 const std::string &Id, bool InDirective) {
  const VarDecl *Iter = H.Iter;
  // (A task's own counter is each instance's.)
  if (S->getInit() && isa<DeclStmt>(S->getInit()) && !Id.empty())
    noteDeclaredInConstructs(Iter);
  if (InDirective) {
    ActiveLoop &A = Active.back();
    if (A.Iterators.empty() && H.Step && H.ParametricStep.empty())
      Out.Model.Loops[A.Index].Step = *H.Step;
    A.Iterators.insert(Iter);
    Out.Model.Loops[A.Index].Iterators.push_back(Iter->getName().str());
    Out.Model.Loops[A.Index].IteratorIds.push_back(Id);
    noteHeaderReads(S, A);
  }
}

/// Loop \p S counts by a parameter (`j += m`): the model holds the values
/// between its iterations, so a finding of a loop directive or region
/// around it may come from values it never takes. Marks them (those
/// inside it are marked where they start, enclosingValuesBetween) and
/// returns what the report says.
std::string Extractor::valuesBetweenIterations(const ForStmt *S) {
  std::string Note = "the loop at line " +
                     std::to_string(position(S->getBeginLoc()).Line) +
                     " counts by '" + text(S->getInc()->getSourceRange()) +
                     "'";
  for (const ActiveLoop &A : Active)
    if (Out.Model.Loops[A.Index].ValuesBetweenIterations.empty())
      Out.Model.Loops[A.Index].ValuesBetweenIterations = Note;
  for (Region &R : Regions)
    if (R.Model.ValuesBetweenIterations.empty())
      R.Model.ValuesBetweenIterations = Note;
  return Note;
}

/// The note of the outermost enclosing loop that counts by a parameter
/// (valuesBetweenIterations), or empty.
std::string Extractor::enclosingValuesBetween() const {
  for (const Level &Outer : Nest)
    if (!Outer.ValuesBetween.empty())
      return Outer.ValuesBetween;
  return "";
}

std::optional<std::string> Extractor::boundValue(const Expr *E,
                                                 bool InDirective) {
  if (!E)
    return std::nullopt;
  std::optional<std::string> Value = affine(E);
  // A directive's bounds are evaluated once, where it starts.
  if (!Value && InDirective)
    Value = valueAtEntry(E);
  return Value;
}

/// Whether a loop of an iterator of type \p T narrower than `int`, from
/// \p LowerE while `Op BoundE` by \p StepValue, runs between constant
/// bounds its type holds (`for (unsigned char c = 0; c < 8; c++)`): its
/// iterator then never wraps, as the model's would not.
static bool narrowLoopFits(QualType T, const Expr *LowerE, const Expr *BoundE,
                           BinaryOperatorKind Op, long StepValue,
                           const ASTContext &Ctx) {
  std::optional<llvm::APSInt> Lower = LowerE->getIntegerConstantExpr(Ctx);
  std::optional<llvm::APSInt> Bound = BoundE->getIntegerConstantExpr(Ctx);
  bool Up = StepValue > 0;
  bool Toward = Op == BO_LT || Op == BO_LE   ? Up
                : Op == BO_GT || Op == BO_GE ? !Up
                                             : false;
  if (!T->isIntegerType() || T->isBooleanType() || !Lower || !Bound ||
      StepValue == 0 || !Toward || !Lower->isRepresentableByInt64() ||
      !Bound->isRepresentableByInt64())
    return false;
  // (T is narrower than int: its range fits in 64 bits.)
  unsigned Width = Ctx.getIntWidth(T);
  bool Signed = T->isSignedIntegerType();
  int64_t Min = llvm::APSInt::getMinValue(Width, !Signed).getExtValue();
  int64_t Max = llvm::APSInt::getMaxValue(Width, !Signed).getExtValue();
  auto Holds = [&](int64_t V) { return V >= Min && V <= Max; };
  // The last value the iterator takes and the one after it stay inside.
  int64_t Beyond = 0;
  return Holds(Lower->getExtValue()) && Holds(Bound->getExtValue()) &&
         !llvm::AddOverflow<int64_t>(Bound->getExtValue(), StepValue, Beyond) &&
         Holds(Beyond);
}

bool Extractor::countedLoop(const ForStmt *S, const ForHeader &H,
                            bool InDirective) {
  bool Counters = H.SeveralInits || !H.Companions.empty();
  if (H.Iter && H.Lower && H.Step && H.Bound && !(Counters && InDirective) &&
      (holdsIntValues(H.Iter) ||
       (H.MoreBounds.empty() && narrowLoopFits(H.Iter->getType(), H.Lower,
                                               H.Bound, H.Op, *H.Step, Ctx))))
    return true;
  // A loop of a count the model cannot write (`g *= 2`, `n >>= 1`,
  // `p = p->next`) runs its body some number of times, as a while loop
  // does; a loop directive's own loops have the canonical form.
  if (!InDirective && !S->getConditionVariable()) {
    visitUncountedLoop(S);
    return false;
  }
  unsupported(UnknownKind::Bounds, "a for loop that is not of the form "
                                   "'for (i = lower; i < upper; i += step)'");
  return H.Iter != nullptr;
}

Extractor::LoopValues Extractor::loopValues(const ForStmt *S,
                                            const ForHeader &H,
                                            const std::string &Dim,
                                            bool InDirective) {
  LoopValues Values;
  Values.Lower = boundValue(H.Lower, InDirective);
  // The inductions and companions start from the values before the loop
  // (the inductions only where the iterations are exact).
  if (!InDirective && Values.Lower && H.Step && H.ParametricStep.empty())
    Values.Known = inductionValues(S, H.Iter, Dim, *Values.Lower, *H.Step);
  auto Companions = companionValues(H, Dim, Values.Lower);
  // A sequential loop tests its bound before each iteration: what the loop
  // changes may hold other values there (`int m = 1; for (j = 0; j < m;
  // j++) if (...) m = 2;` does not end at 1). A directive's bounds are
  // evaluated once, where it starts.
  if (!InDirective)
    forgetValuesChangedIn(S);
  Values.Bound = boundValue(H.Bound, InDirective);
  if (!Values.Bound)
    Values.Known.clear();
  for (auto &Value : Companions)
    Values.Known.push_back(std::move(Value));
  return Values;
}

void Extractor::visitFor(const ForStmt *S) {
  ForHeader H = forHeader(S);
  const VarDecl *Iter = H.Iter;
  const Expr *Lower = H.Lower, *Bound = H.Bound;
  std::optional<long> Step = H.Step;
  const std::string &ParametricStep = H.ParametricStep;
  bool InDirective = inDirectiveNest();
  if (!countedLoop(S, H, InDirective))
    return;
  const VarInfo &IterInfo = info(Iter);
  unsigned Depth = Nest.size();
  std::string Dim = "it" + std::to_string(Depth);
  bool Decreasing = Step && *Step < 0;

  // `int k = 64 * b, i = 0`: k is set before the loop starts.
  if (H.SeveralInits)
    visitOtherInits(S, Iter);

  // The bounds, in the enclosing iterators.
  ScopedStack<std::string> BoundGuards(Truncating.Guards);
  size_t GuardsBefore = Truncating.Guards.size();
  LoopValues Values = loopValues(S, H, Dim, InDirective);
  const std::optional<std::string> &LowerAffine = Values.Lower;
  const std::optional<std::string> &BoundAffine = Values.Bound;
  bool Exact = LowerAffine && BoundAffine && Step && ParametricStep.empty();
  auto &Inductions = Values.Known;
  std::vector<std::string> LoopConstraints =
      loopConstraints(S, H, Dim, LowerAffine, BoundAffine, Exact);
  {
    std::vector<std::string *> Texts;
    for (std::string &C : LoopConstraints)
      Texts.push_back(&C);
    exactConstraints(Texts, GuardsBefore);
  }
  if (!Exact && InDirective && (!LowerAffine || !BoundAffine))
    unsupported(UnknownKind::Bounds, "the bounds of the parallel loop are not affine");
  // Bounds that are no parameters are values read before the loop (a
  // private copy a loop leaves in `m` is live where `j < m` follows).
  if (!Exact && !InDirective && (Lower || Bound) &&
      !(LowerAffine && BoundAffine))
    readBounds(S, H);

  // The loop sits at the current position; its iterations one level down.
  forgetValuesChangedIn(S);
  noteLoopIterator(S, H, IterInfo.Id, InDirective);
  {
    ScopedStack<Level> IteratorLevel(
        Nest, {Iter, Dim, Decreasing, ParametricStep,
               ParametricStep.empty() ? "" : valuesBetweenIterations(S)});
    // Its own `break` and `continue`: after a `continue`, the rest of the
    // iteration may run; with a `break`, every iteration may.
    ScopedStack<JumpScope> LoopJumps(Flow.Jumps, JumpScope{true, true});
    ScopedCount MayBreak(Flow.MayDepth, breaksOut(S->getBody()) ? 1 : 0);
    auto Body = newStretch();
    ScopedStack<std::string> Bounds(Constraints);
    Constraints.insert(Constraints.end(), LoopConstraints.begin(),
                       LoopConstraints.end());
    // (A loop that counts by a parameter runs at some values of its domain
    // only: all it runs there may run, but the iterators' write below,
    // which each iteration makes whatever it is.)
    ScopedCount MayRun(Flow.MayDepth, Exact || !ParametricStep.empty() ? 0 : 1);
    ScopedStack<unsigned> BodyPosition(Position, 0);
    if (InDirective)
      recordIterationDomain();

    // Every iteration writes the iterator. The loops that a collapse clause
    // joins have no statements between them: their iterators are written at
    // the top of the innermost one.
    PendingIterators.push_back(
        {Iter, S->getInit() ? S->getInit()->getBeginLoc() : S->getBeginLoc()});
    for (const auto &Companion : H.Companions)
      PendingIterators.push_back({Companion.first, S->getInc()->getBeginLoc()});
    bool OuterCollapsed = InDirective && inDirectiveNest();
    // One statement writes them all: nothing runs between them, and a
    // statement per iterator would multiply the pairs legality relates.
    if (!OuterCollapsed)
      writePendingIterators();
    unsigned AtSomeValues =
        ParametricPending + (ParametricStep.empty() ? 0 : 1);
    llvm::SaveAndRestore<unsigned> Pending(ParametricPending,
                                           OuterCollapsed ? AtSomeValues : 0u);
    ScopedCount MayRunAtSomeValues(Flow.MayDepth,
                                   OuterCollapsed ? 0 : AtSomeValues);

    // The body of a loop directive: its copies start undefined.
    std::optional<ForgetSurelyKnown> Forget;
    if (InDirective)
      Forget.emplace(*this);
    for (auto &[Id, Known] : Inductions)
      Surely.Holds[Id] = {Known.Value, Known.Guards, Flow.Stretches.back()};
    visit(S->getBody());
  }
  nextPosition();
}

std::vector<std::pair<std::string, Extractor::KnownValue>>
Extractor::inductionValues(const ForStmt *S, const VarDecl *Iter,
                           const std::string &Dim, const std::string &Lower,
                           long Step) {
  std::vector<std::pair<std::string, KnownValue>> Values;
  if (Step != 1 && Step != -1)
    return Values;
  std::vector<const Stmt *> Top;
  if (const auto *Body = dyn_cast_or_null<CompoundStmt>(S->getBody()))
    Top.assign(Body->body_begin(), Body->body_end());
  else if (S->getBody())
    Top.push_back(S->getBody());
  for (const Stmt *St : Top) {
    const auto *E = dyn_cast<Expr>(St);
    if (!E)
      continue;
    E = E->IgnoreParens();
    std::optional<StepForm> F = stepForm(E);
    const Expr *Target = F ? F->Target : nullptr;
    std::optional<long> Amount = F ? constantAmount(*F, Ctx) : std::nullopt;
    const VarDecl *V = Target ? referencedVar(Target) : nullptr;
    std::optional<KnownValue> Before = Target ? knownValueHere(Target)
                                              : std::nullopt;
    if (!V || !Amount || !Before || V == Iter)
      continue;
    unsigned Changes = 0;
    bool Jumps = false;
    changesOf(S->getBody(), V, Changes, Jumps);
    changesOf(S->getInc(), V, Changes, Jumps);
    changesOf(S->getCond(), V, Changes, Jumps);
    if (Changes != 1 || Jumps)
      continue;
    // The number of increments before iteration `Dim`: Dim - Lower counting
    // up, Lower - Dim counting down.
    std::string Count = Step > 0 ? "(" + Dim + ") - (" + Lower + ")"
                                 : "(" + Lower + ") - (" + Dim + ")";
    KnownValue Known = *Before;
    Known.Value = "(" + Before->Value + ") + " + std::to_string(*Amount) +
                  " * (" + Count + ")";
    Values.emplace_back(info(V).Id, Known);
  }
  return Values;
}

void Extractor::readBounds(const ForStmt *S, const ForHeader &H) {
  // The calls they make, followed, run before them: once here for every
  // test, as the reads are (what the loop changes is forgotten).
  std::deque<InlineCallsIn> Calls;
  Calls.emplace_back(*this, H.Lower);
  Calls.emplace_back(*this, H.Bound);
  for (const auto &More : H.MoreBounds)
    Calls.emplace_back(*this, More.first);
  Statement &BoundReads = newStatement(S->getBeginLoc());
  reads(H.Lower, BoundReads);
  reads(H.Bound, BoundReads);
  for (const auto &More : H.MoreBounds)
    reads(More.first, BoundReads);
}

void Extractor::recordIterationDomain() {
  LoopDirective &L = Out.Model.Loops[Active.back().Index];
  if (Nest.size() != Active.back().Depth + L.Collapse)
    return;
  std::string Dims;
  for (size_t K = 0; K < Nest.size(); ++K)
    Dims += (K ? ", " : "") + Nest[K].Dim;
  L.IterationDomain = "{ [" + Dims + "]" + domainConstraints() + " }";
  Truncating.LoopDivisions[Active.back().Index] = Truncating.Guards;
  bool Parametric = false;
  for (const Level &Outer : Nest) {
    L.Decreasing.push_back(Outer.Decreasing);
    Parametric |= !Outer.ParametricStep.empty();
  }
  if (Parametric)
    for (const Level &Outer : Nest)
      L.ParametricSteps.push_back(Outer.ParametricStep);
}

/// Whether \p T is a struct (or class) of the program that an element of
/// an array of them may be: no union, no class of the standard library
/// (a row of a vector of vectors is no struct).
static bool isStructElement(QualType T) {
  const RecordDecl *Record = T->getAsRecordDecl();
  return Record && !Record->isUnion() && !declaredInStd(Record);
}

/// The container a range-based `for` runs over: a variable of one of
/// the accepted types (rangeForProblem), else null.
static const VarDecl *rangeContainer(const CXXForRangeStmt *S) {
  const VarDecl *Container = referencedVar(S->getRangeInit());
  if (!Container)
    return nullptr;
  QualType T = Container->getType().getNonReferenceType();
  QualType Element;
  std::string Extent;
  if (const auto *Array = dyn_cast_or_null<ConstantArrayType>(
          T->getAsArrayTypeUnsafe()))
    Element = Array->getElementType();
  else if (!stdSequence(T, Element, Extent))
    return nullptr;
  return Element->isArithmeticType() || isStructElement(Element) ? Container
                                                                 : nullptr;
}

/// Accepted form: a range-based `for` over a variable that is a
/// one-dimensional array of numbers of constant size, a std::array or a
/// std::vector (whose size cannot change while the loop runs), with a loop
/// variable that is a copy of the element or a reference bound to it:
///   for (double &x : v) x *= 2;      // x is v[k]
///   for (double x : v) sum += x;     // x is a copy of v[k]
/// or of structs, with a reference bound to the element, whose fields are
/// then the element's (elementField):
///   for (Particle &p : parts) p.x += p.v * dt;   // p is parts[k]
/// Under a loop directive, not among loops that `collapse` joins.
std::string Extractor::rangeForProblem(const CXXForRangeStmt *S) {
  const VarDecl *Container = rangeContainer(S);
  if (!Container)
    return "a range-based 'for' over '" +
           text(S->getRangeInit()->getSourceRange()) +
           "', not an array or container of numbers or structs the model "
           "follows";
  const VarDecl *Variable = S->getLoopVariable();
  QualType T = Variable->getType();
  if (!T.getNonReferenceType()->isArithmeticType() &&
      !(T->isReferenceType() && isStructElement(T.getNonReferenceType())))
    return "loop variable '" + Variable->getName().str() + "' of type '" +
           T.getAsString() + "'";
  if (inDirectiveNest() && Out.Model.Loops[Active.back().Index].Collapse > 1)
    return "a range-based 'for' among the loops 'collapse' joins";
  return "";
}

/// A range-based `for` (rangeForProblem) is a loop over k in [0, size):
/// its iteration k binds the loop variable to element k, as OpenMP reads
/// it (5.2, 4.4.1: a range-based `for` is a canonical loop, its logical
/// iteration k the one of the k-th element). The size is a constant, or
/// the parameter `v.size()` is.
void Extractor::visitRangeFor(const CXXForRangeStmt *S) {
  const VarDecl *Container = rangeContainer(S);
  const VarDecl *Variable = S->getLoopVariable();
  QualType Range = Container->getType().getNonReferenceType();
  bool Structs = isStructElement(Variable->getType().getNonReferenceType());
  QualType Element;
  std::string Size;
  if (const auto *Array = dyn_cast_or_null<ConstantArrayType>(
          Range->getAsArrayTypeUnsafe()))
    Size = std::to_string(Array->getSize().getZExtValue());
  else if (stdSequence(Range, Element, Size) && Size.empty()) {
    ValuePath SizeOf; // v.size()
    SizeOf.Root = Container;
    SizeOf.sizeOf();
    Size = invariantParameter(SizeOf, /*Unsigned=*/true).value_or("");
  }
  std::string Dim = "it" + std::to_string(Nest.size());
  // (Structs are no variable of the model: their fields are, elementField.)
  std::optional<VarInfo> ElementAlias =
      Structs ? std::nullopt : elementAlias(info(Container), Dim);
  if (Size.empty() || (!Structs && !ElementAlias)) {
    UnknownReason Why =
        !Structs && !info(Container).Unsupported.empty()
            ? info(Container).Unsupported
        : Size.empty()
            ? UnknownReason(UnknownKind::Bounds,
                            "the size of '" + Container->getName().str() +
                                "' may change in the function")
            : UnknownReason(UnknownKind::Type, "the elements of '" +
                                                   Container->getName().str() +
                                                   "' are not followed");
    unsupported(Why);
    return visitUnmodelled(S->getBody(), Why);
  }
  bool InDirective = inDirectiveNest();
  if (InDirective) {
    ActiveLoop &A = Active.back();
    LoopDirective &L = Out.Model.Loops[A.Index];
    if (A.Iterators.empty())
      L.Step = 1;
    A.Iterators.insert(Variable);
    L.Iterators.push_back(Variable->getName().str());
    L.Ranges.push_back(text(S->getRangeInit()->getSourceRange()));
  }
  forgetValuesChangedIn(S->getBody());
  {
    ScopedStack<Level> IterationLevel(
        Nest, {Structs ? bindRangeElement(Variable, Container) : nullptr, Dim,
               false});
    ScopedStack<JumpScope> LoopJumps(Flow.Jumps, JumpScope{true, true});
    ScopedCount MayBreak(Flow.MayDepth, breaksOut(S->getBody()) ? 1 : 0);
    auto Body = newStretch();
    ScopedStack<std::string> Bounds(Constraints);
    Constraints.push_back(Dim + " >= 0");
    Constraints.push_back(Dim + " < " + Size);
    ScopedStack<unsigned> BodyPosition(Position, 0);
    if (InDirective)
      recordIterationDomain();
    std::optional<ForgetSurelyKnown> Forget;
    if (InDirective)
      Forget.emplace(*this);
    // The loop variable: element k itself, or a copy of it.
    if (Structs) {
      declare(Variable, nullptr); // a name of the element: no access
    } else if (Variable->getType()->isReferenceType()) {
      Names.Vars[Variable] = namedAlias(Variable, *ElementAlias);
      declare(Variable, nullptr);
    } else {
      Cell Copied{ElementAlias->Id, ElementAlias->Id + "[", true};
      for (size_t K = 0; K < ElementAlias->AliasPrefix.size(); ++K)
        Copied.Cells += (K ? ", " : "") + ElementAlias->AliasPrefix[K];
      Copied.Cells += "]";
      declare(Variable, Variable->getInit(), &Copied);
    }
    visit(S->getBody());
  }
  nextPosition();
}

const VarDecl *Extractor::bindRangeElement(const VarDecl *Variable,
                                           const VarDecl *Container) {
  // `Container[k]`, written by the model, not the program: elementField
  // reads its root and subscript as it reads `parts[i]`.
  QualType Counting = Ctx.getSizeType();
  auto *Counter = VarDecl::Create(
      Ctx, const_cast<FunctionDecl *>(&F), SourceLocation(), SourceLocation(),
      &Ctx.Idents.get("__range_element"), Counting, nullptr, SC_None);
  auto *CounterRef = DeclRefExpr::Create(
      Ctx, NestedNameSpecifierLoc(), SourceLocation(), Counter, false,
      SourceLocation(), Counting, VK_PRValue);
  auto *ContainerRef = DeclRefExpr::Create(
      Ctx, NestedNameSpecifierLoc(), SourceLocation(),
      const_cast<VarDecl *>(Container), false, SourceLocation(),
      Container->getType().getNonReferenceType(), VK_LValue);
  Names.RangeElements[Variable] = new (Ctx) ArraySubscriptExpr(
      ContainerRef, CounterRef, Variable->getType().getNonReferenceType(),
      VK_LValue, OK_Ordinary, SourceLocation());
  return Counter;
}

void Extractor::readSubscripts(const Expr *Element, Statement &S) {
  for (const Expr *E = strip(Element); E;)
    if (const auto *Sub = dyn_cast<ArraySubscriptExpr>(E)) {
      reads(Sub->getIdx(), S);
      E = strip(Sub->getBase());
    } else if (const auto *Address = dyn_cast<UnaryOperator>(E);
               Address && Address->getOpcode() == UO_AddrOf) {
      E = strip(Address->getSubExpr());
    } else {
      E = nullptr;
    }
}

/// Whether the calls in \p E only read: their callees (defined, or
/// values) assign nothing but their own locals, and call only such
/// functions. Two calls of one function that changes what it reads
/// (`b[i]++`) give two values, where a min/max `if` compares one.
static bool callsOnlyRead(const Stmt *E, unsigned Depth = 0) {
  if (!E || isa<LambdaExpr>(E))
    return true;
  if (const auto *C = dyn_cast<CallExpr>(E)) {
    const FunctionDecl *Callee = C->getDirectCallee();
    const FunctionDecl *Definition = nullptr;
    if (!touchesNoMemory(Callee) &&
        (!Callee || !Callee->hasBody(Definition) || Depth > 4 ||
         !callsOnlyRead(Definition->getBody(), Depth + 1)))
      return false;
  }
  const Expr *Changed = nullptr;
  if (const auto *B = dyn_cast<BinaryOperator>(E); B && B->isAssignmentOp())
    Changed = B->getLHS();
  if (const auto *U = dyn_cast<UnaryOperator>(E);
      U && U->isIncrementDecrementOp())
    Changed = U->getSubExpr();
  if (Changed) {
    const VarDecl *V = referencedVar(Changed);
    if (Depth == 0 || !V || !V->isLocalVarDecl() ||
        V->getType()->isReferenceType())
      return false;
  }
  return llvm::all_of(E->children(), [&](const Stmt *Child) {
    return callsOnlyRead(Child, Depth);
  });
}

/// if (e > v) v = e;   if (v < e) v = e;   (and min): one statement, a
/// max (min) reduction update of v; e's calls, followed, only read.
bool Extractor::visitMinMaxIf(const IfStmt *S) {
  if (S->getElse())
    return false;
  const Stmt *Then = S->getThen();
  if (const auto *C = dyn_cast<CompoundStmt>(Then)) {
    if (C->size() != 1)
      return false;
    Then = C->body_front();
  }
  const auto *Assign = dyn_cast<BinaryOperator>(Then);
  const auto *Cmp = dyn_cast<BinaryOperator>(strip(S->getCond()));
  if (!Assign || Assign->getOpcode() != BO_Assign || !Cmp ||
      !Cmp->isRelationalOp() || !callsOnlyRead(Cmp))
    return false;
  const VarDecl *V = referencedVar(Assign->getLHS());
  if (!V || !V->getType().getNonReferenceType()->isArithmeticType())
    return false;
  // The assigned value must be the compared one.
  auto Same = [&](const Expr *A, const Expr *B) {
    return sameExpression(Ctx, A, B);
  };
  const Expr *Value = Assign->getRHS();
  bool VLeft = referencedVar(Cmp->getLHS()) == V;
  bool VRight = referencedVar(Cmp->getRHS()) == V;
  if (VLeft == VRight)
    return false;
  const Expr *Other = VLeft ? Cmp->getRHS() : Cmp->getLHS();
  if (!Same(Other, Value))
    return false;
  // v < e or e > v: take the larger: max.
  bool VSmaller = (VLeft && (Cmp->getOpcode() == BO_LT || Cmp->getOpcode() == BO_LE)) ||
                  (VRight && (Cmp->getOpcode() == BO_GT || Cmp->getOpcode() == BO_GE));
  // The calls the comparison makes, followed, run before it; those of
  // the value, where the branch is taken.
  InlineCallsIn ComparedCalls(*this, Cmp);
  std::optional<InlineCallsIn> ValueCalls;
  {
    ScopedCount MayExecute(Flow.MayDepth);
    auto Conditional = newStretch();
    ValueCalls.emplace(*this, Value);
  }
  Statement &St = newStatement(S->getBeginLoc());
  reads(S->getCond(), St);
  {
    ScopedCount MayExecute(Flow.MayDepth);
    auto Conditional = newStretch();
    writeTo(Assign->getLHS(), St, false);
    reads(Value, St);
  }
  const VarInfo &I = info(V);
  if (!mentions(Value, I.Id))
    St.Reduction = ReductionUpdate{
        I.Id, VSmaller ? ReductionOp::Max : ReductionOp::Min, scalarOf(Value)};
  return true;
}

void Extractor::visitIf(const IfStmt *S) {
  if (S->getInit() || S->getConditionVariable())
    return unsupported(UnknownKind::Statement, "an if statement with a declaration");
  if (droppedErrorPath(S))
    return;
  if (Region *R = innermostRegion();
      R && R->ActiveDepth == Active.size() && isThreadDependent(S->getCond()))
    return visitThreadIf(S, *R);
  {
    ScopedStack<std::string> ConditionGuards(Truncating.Guards);
    size_t GuardsBefore = Truncating.Guards.size();
    if (std::optional<Condition> C = condition(S->getCond())) {
      // Values the branches leave are merged where the condition is a
      // fact about parameters alone (no iterator, no division).
      bool Merge = Nest.empty() && Truncating.Guards.size() == GuardsBefore &&
                   !mentionsIterator(C->Holds) && !mentionsIterator(C->Fails);
      std::map<std::string, KnownValue> AtIf, AfterThen, AfterElse;
      if (Merge) {
        holdValuesBefore(S);
        AtIf = valuesHoldingHere();
      }
      {
        ScopedStack<std::string> Then(Constraints, C->Holds);
        auto ThenStretch = newStretch();
        visit(S->getThen());
        if (Merge)
          AfterThen = valuesHoldingHere();
      }
      if (Merge)
        Surely.Holds = std::move(AtIf); // the else path did not run the then branch
      {
        ScopedStack<std::string> Else(Constraints, C->Fails);
        auto ElseStretch = newStretch();
        visit(S->getElse());
        if (Merge)
          AfterElse = valuesHoldingHere();
      }
      if (Merge)
        mergeKnownValues(*C, AfterThen, AfterElse);
      return;
    }
  }
  if (visitMinMaxIf(S))
    return;
  visitUndecidedIf(S);
}

/// Before an `if` whose branches' values are merged: each integer scalar
/// they may assign holds the value it has here, where that is affine
/// (the parameter of its version), so that a path that leaves it alone
/// gives that value to the merge:
///   if (nt < 1) nt = 1;   // nt < 1: 1; nt >= 1: nt as it was
void Extractor::holdValuesBefore(const IfStmt *S) {
  std::set<const VarDecl *> Assigned = changedIn(S->getThen()).Variables;
  if (S->getElse())
    for (const VarDecl *V : changedIn(S->getElse()).Variables)
      Assigned.insert(V);
  for (const VarDecl *V : Assigned) {
    auto Seen = Names.Vars.find(V);
    if (Seen == Names.Vars.end())
      continue;
    if (auto Known = Surely.Holds.find(Seen->second.Id);
        Known != Surely.Holds.end() && stretchOpen(Known->second.Stretch))
      continue;
    // What storing its own value would leave in it (storedValue: a plain
    // integer scalar no other name reaches).
    const DeclRefExpr *Ref = firstReference(S, V);
    if (std::optional<KnownValue> Before =
            Ref ? storedValue(V, Ref) : std::nullopt;
        Before && Before->Guards.empty() && !mentionsIterator(Before->Value))
      noteValue(V, Before);
  }
}

/// An `if` whose condition is not affine: the condition's reads form a
/// statement, and what it guards may or may not execute; what both
/// branches assign is assigned.
void Extractor::visitUndecidedIf(const IfStmt *S) {
  {
    // (The calls the condition makes, followed or atomic, run before it.)
    InlineCallsIn Calls(*this, S->getCond());
    Statement &St = newStatement(S->getBeginLoc());
    reads(S->getCond(), St);
  }
  std::vector<std::set<std::string>> Paths;
  {
    ScopedCount MayExecute(Flow.MayDepth);
    {
      auto ThenStretch = newStretch();
      visit(S->getThen());
      Paths.push_back(assignedIn(Flow.Stretches.back()));
    }
    auto ElseStretch = newStretch();
    visit(S->getElse());
    Paths.push_back(assignedIn(Flow.Stretches.back()));
  }
  if (S->getElse())
    assignedOnEveryPath(Paths, S->getEndLoc());
}

std::map<std::string, Extractor::KnownValue>
Extractor::valuesHoldingHere() const {
  std::map<std::string, KnownValue> Here;
  for (const auto &[Id, Known] : Surely.Holds)
    if (stretchOpen(Known.Stretch))
      Here.emplace(Id, Known);
  return Here;
}

void Extractor::mergeKnownValues(
    const Condition &C, const std::map<std::string, KnownValue> &Then,
    const std::map<std::string, KnownValue> &Else) {
  // More cases than this make the context a union the checks pay for
  // everywhere; such a value is left unknown.
  constexpr size_t MostPieces = 4;
  // The cases of a value, each under the branch's condition as well.
  auto PiecesUnder = [](const std::string &Condition, const KnownValue &Known) {
    if (Known.Pieces.empty())
      return std::vector<KnownPiece>{{Condition, Known.Value, Known.Guards}};
    std::vector<KnownPiece> Pieces = Known.Pieces;
    for (KnownPiece &P : Pieces)
      P.Condition = "(" + Condition + ") and (" + P.Condition + ")";
    return Pieces;
  };
  Surely.Holds.clear();
  for (const auto &[Id, ThenValue] : Then) {
    auto ElseValue = Else.find(Id);
    if (ElseValue == Else.end())
      continue;
    if (ThenValue.sameValue(ElseValue->second) &&
        ThenValue.Stretch == ElseValue->second.Stretch) {
      Surely.Holds.emplace(Id, ThenValue);
      continue;
    }
    KnownValue Merged;
    Merged.Stretch = Flow.Stretches.back();
    Merged.Pieces = PiecesUnder(C.Holds, ThenValue);
    for (KnownPiece &P : PiecesUnder(C.Fails, ElseValue->second))
      Merged.Pieces.push_back(std::move(P));
    if (Merged.Pieces.size() <= MostPieces)
      Surely.Holds.emplace(Id, std::move(Merged));
  }
}

std::set<std::string> Extractor::assignedIn(unsigned Stretch) const {
  std::set<std::string> Ids;
  for (const auto &[Id, In] : Surely.Assigned)
    if (In == Stretch)
      Ids.insert(Id);
  return Ids;
}

void Extractor::assignedOnEveryPath(
    const std::vector<std::set<std::string>> &Paths, SourceLocation Loc) {
  if (Paths.empty())
    return;
  std::set<std::string> Every = Paths.front();
  for (const std::set<std::string> &Path : Paths)
    for (auto It = Every.begin(); It != Every.end();)
      It = Path.count(*It) ? std::next(It) : Every.erase(It);
  if (Every.empty())
    return;
  Statement &St = newStatement(Loc);
  for (const std::string &Id : Every) {
    const Variable *V = Out.Model.findVariable(Id);
    addAccess(St, Cell{Id, Id + "[]", true}, true, SM.getExpansionLoc(Loc),
              V ? V->Name : Id);
    Surely.Written[Id] = Flow.Stretches.back();
    Surely.Assigned[Id] = Flow.Stretches.back();
    Surely.Holds.erase(Id);
  }
}

/// `if (tid == c)` in code of region \p R, where tid holds the thread
/// number (`omp_get_thread_num()`; in a teams region the team number,
/// `omp_get_team_num()`) and c is a constant, without an else or with an
/// else that is such an `if` in turn: thread c alone runs the block, as
/// under `masked filter(c)`:
///   if (team == 0) { ... } else if (team == 1) { ... }
/// Any other condition on a thread-dependent value guards code that some
/// threads may run and others not, as a condition the model cannot decide
/// does (ParallelRegion::Conditional):
///   if (omp_get_thread_num() % 2) printf("odd\n"); else printf("even\n");
/// unless the code holds a directive, whose threads none can say.
void Extractor::visitThreadIf(const IfStmt *S, Region &R) {
  const char *Query = R.Model.League ? "omp_get_team_num" : "omp_get_thread_num";
  const std::set<const VarDecl *> &Numbers =
      R.Model.League ? Entered.TeamNumbers : Entered.ThreadNumbers;
  const char *Unit = R.Model.League ? "team" : "thread";
  const auto *Cmp = dyn_cast<BinaryOperator>(S->getCond()->IgnoreParenImpCasts());
  const auto *ElseIf = dyn_cast_or_null<IfStmt>(S->getElse());
  std::optional<double> Thread;
  if (Cmp && Cmp->getOpcode() == BO_EQ && (!S->getElse() || ElseIf) &&
      R.OnceDepth == 0 && R.TaskDepth == 0) {
    auto IsThreadNumber = [&](const Expr *E) {
      E = E->IgnoreParenImpCasts();
      if (const auto *C = dyn_cast<CallExpr>(E))
        if (const FunctionDecl *F = C->getDirectCallee())
          return F->getName() == Query;
      // A variable that only ever holds the thread number, each thread's
      // own: declared in the region, or private to it.
      const VarDecl *V = referencedVar(E);
      if (!V || !Numbers.count(V))
        return false;
      auto A = R.Attributes.find(V);
      return R.Locals.count(V) ||
             (A != R.Attributes.end() && A->second.Attr == Attribute::Private);
    };
    if (IsThreadNumber(Cmp->getLHS()))
      Thread = numericConstant(Cmp->getRHS());
    else if (IsThreadNumber(Cmp->getRHS()))
      Thread = numericConstant(Cmp->getLHS());
  }
  if (!Thread) {
    if (R.Unknown.empty() &&
        (holdsDirective(S->getThen()) || holdsDirective(S->getElse())))
      R.Unknown = {UnknownKind::Construct,
                   std::string("a condition on the ") + Unit +
                       " number (line " +
                       std::to_string(position(S->getBeginLoc()).Line) +
                       ") around a directive in the " +
                       (R.Model.League ? "teams" : "parallel") +
                       " region is not modelled yet"};
    ScopedCount SomeThreads(R.ThreadConditionDepth);
    return visitUndecidedIf(S);
  }
  Statement &St = newStatement(S->getBeginLoc());
  reads(S->getCond(), St);
  {
    ParallelRegion::Part Part;
    Part.Kind = ParallelRegion::Part::OneThread;
    Part.Depth = Nest.size();
    Part.Thread = long(*Thread);
    Part.Construct = std::string("if on the ") + Unit + " number";
    R.Model.Parts.push_back(Part);
    ScopedStack<size_t> Block(R.OpenBlocks, R.Model.Parts.size() - 1);
    ScopedCount OneThread(R.OnceDepth);
    auto ThenStretch = newStretch();
    visit(S->getThen());
  }
  // The threads whose number is not c run the next test.
  if (ElseIf)
    visitThreadIf(ElseIf, R);
}

void Extractor::visitExpression(const Expr *E) {
  // `delete[] p` of memory the function allocated ends its cells' lives,
  // as `free(p)` does.
  if (const auto *Delete = dyn_cast<CXXDeleteExpr>(E->IgnoreParens()))
    if (std::optional<std::string> Freed =
            freedMemory(referencedVar(Delete->getArgument()))) {
      newStatement(E->getBeginLoc()).Kills.push_back(*Freed);
      return;
    }
  InlineCallsIn Calls(*this, E);
  Statement &St = newStatement(E->getBeginLoc());
  size_t StatementIndex = Out.Model.Statements.size() - 1;
  std::optional<ReductionUpdate> R = reductionOf(E, St);
  Statement &Same = Out.Model.Statements[StatementIndex];
  if (R)
    Same.Reduction = R;
  else if (const auto *Store = dyn_cast<BinaryOperator>(E->IgnoreParens());
           Store && Store->isAssignmentOp() && Callees.Inlining.empty())
    Same.StoresSharedReads = !Store->getLHS()->HasSideEffects(Ctx) &&
                             computedFromSharedReads(Store->getRHS());
  if (const auto *Assign = dyn_cast<BinaryOperator>(E->IgnoreParens());
      Assign && Assign->getOpcode() == BO_Assign &&
      isa<DeclRefExpr>(Assign->getLHS()->IgnoreParenImpCasts())) {
    Same.StoredConstant = numericConstant(Assign->getRHS());
    if (const VarDecl *Target = referencedVar(Assign->getLHS()))
      noteStoredValue(Same, Target, Assign->getRHS());
  }
}

/// Accepted forms: constants; integers the same in every instance of the
/// statement (nothing in the function changes them; not an iterator, a
/// loop's local or a thread's number); shared memory read where the model
/// reads it (`x`, `g[k]`, `p[k + 1]`, `*p`, `s.f`, `q->f`, `this->f`: not a
/// variable of a thread or an iteration of its own, not `threadprivate`);
/// C's arithmetic operators and pure math functions of those:
///   `x * 2 + 1`, `sqrt(g[k]) + n`, `1`
/// Two instances whose reads read the same cells compute the same value
/// (orderDependence compares the cells; an iterator is in no cell).
bool Extractor::computedFromSharedReads(const Expr *E) {
  E = E->IgnoreParenCasts();
  if (isa<IntegerLiteral, FloatingLiteral, CharacterLiteral, CXXBoolLiteralExpr,
          CXXThisExpr>(E))
    return true;
  if (const auto *Ref = dyn_cast<DeclRefExpr>(E)) {
    const auto *V = dyn_cast<VarDecl>(Ref->getDecl());
    if (!V || V->getType()->isReferenceType() || isThreadPrivate(V) ||
        V->getTLSKind() != VarDecl::TLS_None ||
        Entered.ThreadDependent.count(V) || Parameters.LoopLocals.count(V) ||
        !sharedHere(V))
      return false;
    for (const Level &L : Nest)
      if (L.Iterator == V)
        return false;
    return true;
  }
  if (const auto *Subscript = dyn_cast<ArraySubscriptExpr>(E))
    return !Subscript->getIdx()->HasSideEffects(Ctx) &&
           computedFromSharedReads(Subscript->getBase());
  if (const auto *Member = dyn_cast<MemberExpr>(E))
    return isa<FieldDecl>(Member->getMemberDecl()) &&
           computedFromSharedReads(Member->getBase());
  if (const auto *U = dyn_cast<UnaryOperator>(E))
    return (U->getOpcode() == UO_Minus || U->getOpcode() == UO_Plus ||
            U->getOpcode() == UO_Deref) &&
           computedFromSharedReads(U->getSubExpr());
  if (const auto *B = dyn_cast<BinaryOperator>(E))
    return (B->isAdditiveOp() || B->isMultiplicativeOp()) &&
           computedFromSharedReads(B->getLHS()) &&
           computedFromSharedReads(B->getRHS());
  if (const auto *Call = dyn_cast<CallExpr>(E)) {
    const FunctionDecl *Callee = Call->getDirectCallee();
    if (!Callee || !Callee->getIdentifier() ||
        !isPureMathFunction(Callee->getName()))
      return false;
    for (const Expr *Arg : Call->arguments())
      if (!computedFromSharedReads(Arg))
        return false;
    return true;
  }
  return false;
}

void Extractor::noteStoredValue(Statement &S, const VarDecl *V,
                                const Expr *Value) {
  S.StoresExpression = Callees.Inlining.empty() &&
                       V->getType()->isArithmeticType() && !info(V).IsAlias &&
                       !isa<InitListExpr>(Value) && !Value->HasSideEffects(Ctx);
  if (S.StoresExpression)
    Out.StoredValues[S.Name] = {V, Value};
}

/// The value of \p E when it is a number known at compile time: `0.0`,
/// `-1`, `(double)0`.
std::optional<double> Extractor::numericConstant(const Expr *E) const {
  Expr::EvalResult Result;
  if (!E || E->isValueDependent() || !E->EvaluateAsRValue(Result, Ctx))
    return std::nullopt;
  if (Result.Val.isInt() && Result.Val.getInt().getSignificantBits() <= 64)
    return double(Result.Val.getInt().getExtValue());
  if (Result.Val.isFloat()) {
    // float, long double, ...: as a double (convertToDouble asserts on
    // other semantics).
    llvm::APFloat Value = Result.Val.getFloat();
    bool LosesInfo = false;
    Value.convert(llvm::APFloat::IEEEdouble(),
                  llvm::APFloat::rmNearestTiesToEven, &LosesInfo);
    return Value.convertToDouble();
  }
  return std::nullopt;
}

void Extractor::exactDivisions() {
  const char *Reason = "'/', '%' or '>>' applied to a value that may be "
                       "negative (or wrapped, if unsigned)";
  for (Statement &S : Out.Model.Statements) {
    auto Guards = Truncating.StatementDivisions.find(S.Name);
    if (Guards == Truncating.StatementDivisions.end())
      continue;
    std::optional<std::vector<Division>> Divisions =
        divisionsOf(Guards->second);
    // Every text of S, split; or, where one cannot be, S as it was with the
    // instances where a dividend is negative marked inexact.
    std::vector<std::string *> Texts = {&S.Domain};
    for (Access &A : S.Accesses)
      Texts.push_back(&A.Relation);
    for (Statement::InexactPart &Part : S.Inexact)
      Texts.push_back(&Part.Instances);
    std::vector<std::string> Split;
    for (const std::string *Text : Texts) {
      std::optional<std::string> Exact =
          Divisions ? truncatingDivisions(*Text, *Divisions) : std::nullopt;
      if (!Exact)
        break;
      Split.push_back(*Exact);
    }
    if (Split.size() == Texts.size()) {
      for (size_t K = 0; K < Texts.size(); ++K)
        *Texts[K] = Split[K];
      continue;
    }
    // (The statement's own tuple: the loops around it are left by now.)
    std::string Tuple = S.Domain.substr(0, S.Domain.find_first_of(":}"));
    for (const std::string &Guard : Guards->second)
      S.Inexact.push_back(
          {Tuple + " : " + Guard + " }", {UnknownKind::Subscript, Reason}});
  }
  for (auto &[Index, Guards] : Truncating.LoopDivisions) {
    LoopDirective &L = Out.Model.Loops[Index];
    if (Guards.empty() || L.IterationDomain.empty())
      continue;
    std::optional<std::vector<Division>> Divisions = divisionsOf(Guards);
    std::optional<std::string> Exact =
        Divisions ? truncatingDivisions(L.IterationDomain, *Divisions)
                  : std::nullopt;
    if (Exact)
      L.IterationDomain = *Exact;
    else if (L.Unknown.empty())
      L.Unknown = {UnknownKind::Bounds, Reason};
  }
  if (!Truncating.ReturnDivisions.empty()) {
    std::string Returns;
    for (const std::string &C : Flow.ReturnConstraints)
      Returns += (Returns.empty() ? "" : " and ") + ("(" + C + ")");
    std::optional<std::vector<Division>> Divisions =
        divisionsOf(Truncating.ReturnDivisions);
    std::optional<std::string> Exact =
        Divisions ? truncatingDivisions("{ : " + Returns + " }", *Divisions)
                  : std::nullopt;
    // Where it cannot be made exact, the function is taken to return
    // anywhere (the caller's reads then follow every path).
    Flow.ReturnConstraints.clear();
    if (Exact)
      Truncating.ExactReturns = *Exact;
  }
}

void Extractor::unfinishedTargetTask(const TargetTask &Task) {
  UnknownReason Why(UnknownKind::Device,
                    "the host code between the target task of "
                    "'#pragma omp " +
                        Task.Directive +
                        "' ('nowait') and its 'taskwait' is not modelled");
  for (size_t L : Task.Loops)
    if (Out.Model.Loops[L].Unknown.empty())
      Out.Model.Loops[L].Unknown = Why;
  for (size_t R : Task.Regions)
    if (Out.Model.Regions[R].Unknown.empty())
      Out.Model.Regions[R].Unknown = Why;
}

ExtractedFunction Extractor::run() {
  Out.Model.Name = F.getNameAsString();
  const Stmt *Body = F.getBody();
  for (const auto &[Copy, Field] : Facts.FieldCopyCandidates)
    if (fieldVariable(Field))
      Names.FieldCopies.insert(Copy);
  // Scalar parameters are live-in; pointer parameters name caller memory.
  for (const ParmVarDecl *P : F.parameters())
    info(P);
  visit(Body);

  if (!OrphanedOneThread.empty())
    for (size_t Index : LoopsWithCallerCopies)
      if (Out.Model.Loops[Index].Unknown.empty())
        Out.Model.Loops[Index].Unknown = {
            UnknownKind::Construct,
            "the orphaned " + OrphanedOneThread +
                " sets one thread's copies of the function's variables, and "
                "the loop uses every thread's"};

  for (const DataScope &Scope : Offload.LastingScopes)
    closeDataScope(Scope);
  closeDataScope(Offload.ProgramScope);
  // A target task whose taskwait the model never reached (code it could
  // not follow ends it first).
  for (const OpenTargetTask &Open : Offload.OpenTargetTasks)
    unfinishedTargetTask(Out.Model.TargetTasks[Open.Task]);
  if (!FunctionUnsupported.empty()) {
    for (LoopDirective &L : Out.Model.Loops)
      if (L.Unknown.empty())
        L.Unknown = FunctionUnsupported;
    for (ParallelRegion &R : Out.Model.Regions)
      if (R.Unknown.empty())
        R.Unknown = FunctionUnsupported;
  }

  addDeclaredCells();
  exactDivisions();

  // Every string gets the parameters of the function.
  std::string Prefix = "[";
  std::string Context;
  bool First = true;
  for (const std::string &P : Parameters.Params) {
    Prefix += (First ? "" : ", ") + P;
    First = false;
  }
  Prefix += "] -> ";
  for (const std::string &Name : Parameters.UnsignedParams)
    Context += (Context.empty() ? "" : " and ") + Name + " >= 0";
  for (const std::string &Equality : Parameters.ParameterEqualities)
    Context += (Context.empty() ? "" : " and ") + Equality;
  Out.Model.Parameters.assign(Parameters.Params.begin(),
                              Parameters.Params.end());
  Out.Model.Context = Prefix + "{ : " + (Context.empty() ? "true" : Context) + " }";
  if (!Flow.ReturnConstraints.empty()) {
    std::string Returns;
    for (const std::string &C : Flow.ReturnConstraints)
      Returns += (Returns.empty() ? "" : " and ") + ("(" + C + ")");
    Out.Model.Returns = Prefix + "{ : " + Returns + " }";
  } else if (!Truncating.ExactReturns.empty()) {
    Out.Model.Returns = Prefix + Truncating.ExactReturns;
  }
  Out.Model.ManyThreads = manyThreads(Prefix);
  for (Statement &S : Out.Model.Statements) {
    S.Domain = Prefix + S.Domain;
    S.Schedule = Prefix + S.Schedule;
    for (Access &A : S.Accesses)
      A.Relation = Prefix + A.Relation;
    for (Statement::InexactPart &Part : S.Inexact)
      Part.Instances = Prefix + Part.Instances;
  }
  Out.Function = &F;
  for (const auto &[D, I] : Names.Vars)
    Out.NamesOf[I.Id].push_back(D);
  for (Variable &V : Out.Model.Variables) {
    if (!V.SliceCells.empty())
      V.SliceCells = Prefix + V.SliceCells;
    if (!V.DeclaredCells.empty())
      V.DeclaredCells = Prefix + V.DeclaredCells;
    if (!V.ParameterCells.empty())
      V.ParameterCells = Prefix + V.ParameterCells;
  }
  for (LoopDirective &L : Out.Model.Loops) {
    if (!L.IterationDomain.empty())
      L.IterationDomain = Prefix + L.IterationDomain;
    for (DeclaredAttribute &DA : L.Attributes)
      if (!DA.Cells.empty())
        DA.Cells = Prefix + DA.Cells;
  }
  for (ParallelRegion &R : Out.Model.Regions)
    for (DeclaredAttribute &DA : R.Attributes)
      if (!DA.Cells.empty())
        DA.Cells = Prefix + DA.Cells;
  for (DeviceMapping &M : Out.Model.DeviceData) {
    M.Instances = Prefix + M.Instances;
    if (!M.Cells.empty())
      M.Cells = Prefix + M.Cells;
  }
  return std::move(Out);
}

} // namespace extract

ExtractedFunction extractModel(ASTContext &Context, const FunctionDecl &F,
                               const CalleeSearch *Search) {
  static const CalleeSearch NoSearch;
  return extract::Extractor(Context, F, Search ? *Search : NoSearch).run();
}

LoopStart loopStart(const ForStmt &S) {
  LoopStart Start;
  if (const auto *D = dyn_cast_or_null<DeclStmt>(S.getInit())) {
    if (D->isSingleDecl()) {
      Start.Iterator = dyn_cast<VarDecl>(D->getSingleDecl());
      Start.Lower = Start.Iterator ? Start.Iterator->getInit() : nullptr;
    }
  } else if (const auto *B = dyn_cast_or_null<BinaryOperator>(S.getInit())) {
    if (B->getOpcode() == BO_Assign) {
      Start.Iterator = extract::referencedVar(B->getLHS());
      Start.Lower = B->getRHS();
    }
  }
  return Start;
}
} // namespace ompfix
