//===- ExtractOpenMP.cpp - OpenMP constructs and data-sharing -------------===//
//
// Loop directives, parallel regions and the constructs beside them, and
// the data-sharing attribute of every variable of a loop (OpenMP 5.2).
//
//===----------------------------------------------------------------------===//

#include "frontend/OpenMPConstructs.h"
#include "frontend/Extractor.h"

#include "clang/AST/ParentMapContext.h"
#include "clang/Basic/OpenMPKinds.h"

using namespace clang;

namespace ompfix {
namespace extract {

namespace {

/// The thread that runs a `masked` block: its `filter` when that is a
/// constant, 0 without one (OpenMP 5.2, masked construct), else unknown.
std::optional<long> maskedThread(const OMPExecutableDirective &D,
                                 const ASTContext &Ctx) {
  for (const OMPClause *C : D.clauses())
    if (const auto *Filter = dyn_cast<OMPFilterClause>(C)) {
      if (std::optional<llvm::APSInt> Value =
              Filter->getThreadID()->getIntegerConstantExpr(Ctx))
        return Value->getExtValue();
      return std::nullopt;
    }
  return 0;
}

/// Adds every variable that the code \p S names to \p Named: in nested
/// directives, their structured blocks (not Clang's captures) and the
/// expressions of their clauses (a schedule's chunk, `num_threads(t)`), but
/// not the lists of their data-sharing clauses (`firstprivate(x)` on a loop
/// that never names x uses nothing), nor a name inside a directive that
/// makes it private (`private(x)`, a loop's counters: the directive's own
/// copy). \p Copies: the variables private to a directive around \p S.
void namedVariables(const Stmt *S, std::set<const VarDecl *> &Named,
                    const std::set<const VarDecl *> &Copies = {}) {
  if (!S)
    return;
  if (const auto *D = dyn_cast<OMPExecutableDirective>(S)) {
    std::set<const VarDecl *> Inside = Copies;
    // A loop directive's counters are its own (predetermined private).
    if (const auto *L = dyn_cast<OMPLoopDirective>(D))
      for (const Expr *Counter : L->counters())
        if (const VarDecl *V = Counter ? referencedVar(Counter) : nullptr)
          Inside.insert(V->getCanonicalDecl());
    for (const OMPClause *C : D->clauses()) {
      if (const auto *P = dyn_cast<OMPPrivateClause>(C)) {
        for (const Expr *E : P->varlists())
          if (const VarDecl *V = referencedVar(E))
            Inside.insert(V->getCanonicalDecl());
      } else if (!isa<OMPFirstprivateClause, OMPLastprivateClause,
                      OMPSharedClause, OMPReductionClause>(C)) {
        for (const Stmt *Child : const_cast<OMPClause *>(C)->children())
          namedVariables(Child, Named, Copies);
      }
    }
    return namedVariables(associatedCode(*D), Named, Inside);
  }
  if (const auto *Ref = dyn_cast<DeclRefExpr>(S))
    if (const auto *V = dyn_cast<VarDecl>(Ref->getDecl()))
      if (!Copies.count(V->getCanonicalDecl()))
        Named.insert(V->getCanonicalDecl());
  for (const Stmt *Child : S->children())
    namedVariables(Child, Named, Copies);
}

/// Adds the variables that the bounds of the array sections and subscripts
/// in \p D's data-sharing lists name to \p Named: m of
/// `reduction(+: y[0:m])`, k of `lastprivate(c[k])`, not y or c. The
/// directive reads them when it starts, so a clause on them is no
/// redundant one (and default(none) demands it).
void listItemBoundVariables(const OMPExecutableDirective &D,
                            std::set<const VarDecl *> &Named) {
  for (const OMPClause *C : D.clauses()) {
    if (!isa<OMPPrivateClause, OMPFirstprivateClause, OMPLastprivateClause,
             OMPSharedClause, OMPReductionClause>(C))
      continue;
    for (const Stmt *Child : const_cast<OMPClause *>(C)->children()) {
      const Expr *E = dyn_cast_or_null<Expr>(Child);
      while (E) {
        E = E->IgnoreParenImpCasts();
        if (const auto *S = dyn_cast<ArraySectionExpr>(E)) {
          namedVariables(S->getLowerBound(), Named);
          namedVariables(S->getLength(), Named);
          namedVariables(S->getStride(), Named);
          E = S->getBase();
        } else if (const auto *S = dyn_cast<ArraySubscriptExpr>(E)) {
          namedVariables(S->getIdx(), Named);
          E = S->getBase();
        } else {
          E = nullptr;
        }
      }
    }
  }
}

} // namespace

std::optional<ReductionOp>
Extractor::reductionOperator(const DeclarationNameInfo &Identifier) {
  std::string Name = Identifier.getAsString();
  if (Name == "operator+" || Name == "operator-") return ReductionOp::Add;
  if (Name == "operator*") return ReductionOp::Mul;
  if (Name == "operator&") return ReductionOp::BitAnd;
  if (Name == "operator|") return ReductionOp::BitOr;
  if (Name == "operator^") return ReductionOp::BitXor;
  if (Name == "operator&&") return ReductionOp::LogAnd;
  if (Name == "operator||") return ReductionOp::LogOr;
  if (Name == "min") return ReductionOp::Min;
  if (Name == "max") return ReductionOp::Max;
  unsupported(UnknownKind::Clause, "user-defined reduction '" + Name + "'");
  return std::nullopt;
}

/// Accepted forms: `v[e]...` and OpenMP array sections `v[lo:len]`,
/// `v[:len]`, `v[lo:]` in any dimension, with affine subscripts and bounds
/// over parameters (no iterator), of an array the model gives one dimension
/// per subscript (not a linearized one); C's division of a value that may
/// be negative, by cases (truncatingConstraint):
///   c[k][0]       { c[o0, o1] : o0 = (k) and o1 = (0) }
///   a[1:n - 1]    { a[o0] : o0 >= (1) and o0 < (1) + (n - 1) }
///   c[0:len / 2]  { c[o0] : ((o0 >= (0) and o0 < (0) + (floor((len) / 2)))
///                   and ((len) >= 0)) or (... (-floor((-(len)) / 2)) ...) }
/// A plain variable names all of it (nullopt), as does a form not accepted
/// (the caller tells the two apart).
std::optional<std::string>
Extractor::reductionItemCells(const Expr *Item, const VarDecl *V) {
  std::vector<std::string> Dims; // innermost first
  const Expr *E = strip(Item);
  size_t GuardsBefore = Truncating.Guards.size();
  auto Affine = [&](const Expr *X) -> std::optional<std::string> {
    std::optional<std::string> A = affine(X);
    if (!A || mentionsIterator(*A))
      return std::nullopt;
    return A;
  };
  while (true) {
    if (const auto *S = dyn_cast<ArraySectionExpr>(E)) {
      std::optional<std::string> Lower =
          S->getLowerBound() ? Affine(S->getLowerBound()) : "0";
      std::optional<std::string> Length =
          S->getLength() ? Affine(S->getLength()) : std::string();
      if (!Lower || !Length || !S->isOMPArraySection())
        break;
      Dims.push_back("@ >= (" + *Lower + ")" +
                     (Length->empty() ? ""
                                      : " and @ < (" + *Lower + ") + (" +
                                            *Length + ")"));
      E = strip(S->getBase());
    } else if (const auto *S = dyn_cast<ArraySubscriptExpr>(E)) {
      std::optional<std::string> Index = Affine(S->getIdx());
      if (!Index)
        break;
      Dims.push_back("@ = (" + *Index + ")");
      E = strip(S->getBase());
    } else {
      break;
    }
  }
  std::optional<std::vector<Division>> Divisions = divisionsOf(
      llvm::ArrayRef<std::string>(Truncating.Guards).drop_front(GuardsBefore));
  Truncating.Guards.resize(GuardsBefore);
  const VarInfo &I = info(V);
  if (Dims.empty() || !Divisions || referencedVar(E) != V || I.IsAlias ||
      !I.Unsupported.empty() || Dims.size() > I.Rank ||
      Facts.RowLengths.count(V))
    return std::nullopt;
  std::string Cells = "{ " + I.Id + "[", Where;
  for (unsigned K = 0; K < I.Rank; ++K)
    Cells += (K ? ", o" : "o") + std::to_string(K);
  // Dims holds the outermost subscript last.
  for (size_t K = 0; K < Dims.size(); ++K) {
    std::string Constraint = Dims[Dims.size() - 1 - K];
    std::string Name = "o" + std::to_string(K);
    for (size_t At; (At = Constraint.find('@')) != std::string::npos;)
      Constraint.replace(At, 1, Name);
    Where += (K ? " and " : "") + Constraint;
  }
  if (!Divisions->empty())
    Where = truncatingConstraint(Where, *Divisions);
  return Cells + "] : " + Where + " }";
}

bool Extractor::givenFreshMemoryIn(const OMPExecutableDirective &D,
                                   const VarDecl *V) const {
  const Stmt *Code = associatedCode(D);
  auto Values = Facts.PointerValues.find(V);
  if (!Code || Values == Facts.PointerValues.end())
    return false;
  SourceLocation Begin = SM.getExpansionLoc(Code->getBeginLoc());
  SourceLocation End = SM.getExpansionLoc(Code->getEndLoc());
  return llvm::any_of(Values->second, [&](const Expr *Value) {
    return Value && Facts.freshAllocation(Value, 0) &&
           SM.isPointWithin(SM.getExpansionLoc(Value->getBeginLoc()), Begin,
                            End);
  });
}

UnknownReason
Extractor::freshPrivatePointer(const OMPExecutableDirective &D,
                               const ClauseAttributes &Attrs) const {
  for (const auto &[V, DA] : Attrs)
    if (DA.Attr != Attribute::Shared && DA.Attr != Attribute::Reduction &&
        givenFreshMemoryIn(D, V))
      return {UnknownKind::Pointer,
              "pointer '" + V->getName().str() +
                  "' has a copy per thread (a clause's), and each copy is "
                  "given memory of its own in the construct, which the "
                  "model does not follow"};
  return {};
}

ClauseAttributes Extractor::explicitAttributes(const OMPExecutableDirective *D,
                                               bool ReductionCells,
                                               UnknownReason *Unmodelled) {
  ClauseAttributes Attrs;
  bool Implicit = false; // of the clause being read
  auto Set = [&](const Expr *E, Attribute A,
                 std::optional<ReductionOp> Op = std::nullopt) {
    const VarDecl *V = listItemVariable(E);
    if (!V || V->isImplicit())
      return;
    DeclaredAttribute &DA = Attrs[V];
    bool WasFirst = DA.From == DeclaredAttribute::Origin::Explicit &&
                    DA.Attr == Attribute::FirstPrivate;
    bool WasLast = DA.From == DeclaredAttribute::Origin::Explicit &&
                   DA.Attr == Attribute::LastPrivate;
    // Clang writes the attributes that OpenMP's rules imply (a task's
    // firstprivate variables) as implicit clauses: not the user's.
    DA.From = Implicit ? DeclaredAttribute::Origin::Implicit
                       : DeclaredAttribute::Origin::Explicit;
    DA.Attr = A;
    DA.Op = Op;
    if (A == Attribute::Reduction && ReductionCells) {
      std::optional<std::string> Cells = reductionItemCells(E, V);
      DA.Cells = Cells.value_or("");
      if (!Cells && !isa<DeclRefExpr>(strip(E)) && Unmodelled &&
          Unmodelled->empty())
        *Unmodelled = {UnknownKind::Clause,
                       "the reduction list item '" + text(E->getSourceRange()) +
                           "' names part of an array that the model cannot "
                           "express"};
    }
    if ((WasFirst && A == Attribute::LastPrivate) ||
        (WasLast && A == Attribute::FirstPrivate))
      DA.Attr = Attribute::FirstLastPrivate;
  };
  // In `parallel [masked|master] taskloop`, what the tasks would take as
  // firstprivate by default is shared in the region around them: Clang's
  // implicit clauses there are not the tasks' copies.
  OpenMPDirectiveKind Kind = D->getDirectiveKind();
  bool RegionAroundTasks =
      isOpenMPParallelDirective(Kind) && isOpenMPTaskLoopDirective(Kind);
  // Of a combined target construct, Clang's implicit clauses are the
  // target's copies (a scalar's firstprivate default), which its device
  // data environment holds (visitTarget): shared in the constructs inside.
  bool Target = isOpenMPTargetExecutionDirective(Kind);
  for (const OMPClause *C : D->clauses()) {
    Implicit = C->isImplicit();
    if (Implicit && (RegionAroundTasks || Target))
      continue;
    if (const auto *P = dyn_cast<OMPPrivateClause>(C)) {
      for (const Expr *E : P->varlists())
        Set(E, Attribute::Private);
    } else if (const auto *P = dyn_cast<OMPFirstprivateClause>(C)) {
      for (const Expr *E : P->varlists())
        Set(E, Attribute::FirstPrivate);
    } else if (const auto *P = dyn_cast<OMPLastprivateClause>(C)) {
      bool Conditional = P->getKind() == OMPC_LASTPRIVATE_conditional;
      for (const Expr *E : P->varlists())
        Set(E, Conditional ? Attribute::LastPrivateConditional
                           : Attribute::LastPrivate);
    } else if (const auto *P = dyn_cast<OMPSharedClause>(C)) {
      for (const Expr *E : P->varlists())
        Set(E, Attribute::Shared);
    } else if (const auto *P = dyn_cast<OMPReductionClause>(C)) {
      std::optional<ReductionOp> Op = reductionOperator(P->getNameInfo());
      for (const Expr *E : P->varlists())
        Set(E, Attribute::Reduction, Op);
    } else if (const auto *P = dyn_cast<OMPInReductionClause>(C);
               P && isOpenMPTaskLoopDirective(Kind)) {
      // A taskloop's tasks taking part in the task reduction of the
      // region around: each iteration's updates go to a copy combined into
      // the region's result, as a reduction of the loop's own would. Only
      // that (the region's reduction by the same operator) is modelled.
      std::optional<ReductionOp> Op = reductionOperator(P->getNameInfo());
      const Region *R = innermostRegion();
      for (const Expr *E : P->varlists()) {
        if (!R || !reducedAround(*R, referencedVar(strip(E)), Op)) {
          unsupported(UnknownKind::Clause, "the 'in_reduction' clause is modelled only for a "
                      "reduction of the parallel region around");
          continue;
        }
        Set(E, Attribute::Reduction, Op);
      }
    } else if (const auto *P = dyn_cast<OMPCopyinClause>(C)) {
      // Each thread's threadprivate copy starts as the primary thread's:
      // a firstprivate copy per thread.
      for (const Expr *E : P->varlists())
        Set(E, Attribute::FirstPrivate);
    } else if (isa<OMPLinearClause>(C) || isa<OMPInReductionClause>(C) ||
               isa<OMPTaskReductionClause>(C) ||
               isa<OMPCopyprivateClause>(C)) {
      unsupported(UnknownKind::Clause, "the '" +
                  getOpenMPClauseName(C->getClauseKind()).str() +
                  "' clause is not modelled yet");
    }
  }
  if (Unmodelled && Unmodelled->empty())
    *Unmodelled = freshPrivatePointer(*D, Attrs);
  return Attrs;
}

void Extractor::visitHostDeviceConstruct(const OMPExecutableDirective *D,
                                         const std::string &Name) {
  if (D->getDirectiveKind() == llvm::omp::OMPD_target_data)
    return visitTargetData(D);
  if (D->getDirectiveKind() == llvm::omp::OMPD_target_update)
    return visitTargetUpdate(D);
  // (A pair in one block is visitCompound's: see enterDataScope.)
  if (D->getDirectiveKind() == llvm::omp::OMPD_target_enter_data ||
      D->getDirectiveKind() == llvm::omp::OMPD_target_exit_data)
    return unsupported(
        UnknownKind::Device,
        Name + " without its '#pragma omp target " +
            (D->getDirectiveKind() == llvm::omp::OMPD_target_enter_data
                 ? "exit"
                 : "enter") +
            " data' in the same block");
  return visitTarget(D);
}

bool Extractor::noteScan(const OMPExecutableDirective *D) {
  // Directly in the body of the loop it splits (the compiler checks).
  if (Active.empty() || Active.back().ScanAt ||
      Nest.size() !=
          Active.back().Depth + Active.back().Directive->getLoopsNumber())
    return false;
  ActiveLoop &A = Active.back();
  A.ScanAt = Out.Model.Statements.size();
  auto Items = [&](auto Variables) {
    for (const Expr *E : Variables)
      if (const VarDecl *V = referencedVar(E))
        A.ScanItems.insert(V);
  };
  for (const auto *C : D->getClausesOfKind<OMPInclusiveClause>())
    Items(C->varlists());
  for (const auto *C : D->getClausesOfKind<OMPExclusiveClause>()) {
    A.ScanExclusive = true;
    Items(C->varlists());
  }
  return true;
}

void Extractor::unmodelledSynchronization(const std::string &Through,
                                          SourceLocation Loc) {
  UnknownReason Why(UnknownKind::Construct,
                    "synchronization through " + Through + " (line " +
                        std::to_string(position(Loc).Line) +
                        ") is not modelled yet");
  unsupported(Why);
  for (Region &Around : Regions)
    if (Around.Unknown.empty())
      Around.Unknown = Why;
}

void Extractor::visitRunsAsWritten(const OMPExecutableDirective *D,
                                   const std::string &Name, Region *R) {
  std::optional<ScopedStack<MutualExclusion>> Exclusive;
  if (std::optional<MutualExclusion> E = exclusionOf(*D))
    Exclusive.emplace(Exclusion, *E);
  if (!Active.empty() && (!R || R->ActiveDepth < Active.size())) {
    // In an iteration, atomic, critical and ordered blocks run as
    // written, apart from the other iterations' blocks.
    if (Exclusive)
      return visit(associatedCode(*D));
    UnknownReason Inside(UnknownKind::Construct, Name + " inside the loop");
    unsupported(Inside);
    return visitUnmodelled(associatedCode(*D), Inside);
  }
  if (R)
    return visitTeamConstruct(D, D->getDirectiveKind(), *R);
  if (Active.empty() && OrphanedOneThread.empty() &&
      (isOpenMPWorksharingDirective(D->getDirectiveKind()) ||
       D->getDirectiveKind() == llvm::omp::OMPD_master ||
       D->getDirectiveKind() == llvm::omp::OMPD_masked))
    OrphanedOneThread = Name;
  // No team: the block runs once, as written.
  return visit(associatedCode(*D));
}

void Extractor::visitUnmodelledConstruct(const OMPExecutableDirective *D,
                                         const std::string &Name, Region *R) {
  UnknownReason Why(UnknownKind::Construct, Name + " is not modelled yet");
  size_t FirstLoop = Out.Model.Loops.size();
  size_t FirstRegion = Out.Model.Regions.size();
  if (R && Active.size() == R->ActiveDepth) {
    R->Unmodelled.push_back({Why, Out.Model.Loops.size(), 0});
  } else {
    unsupported(Active.empty() ? Why
                               : UnknownReason(UnknownKind::Construct,
                                               Name + " inside the loop"));
  }
  if (const auto *L = dyn_cast<OMPLoopDirective>(D)) {
    // A combined target loop directive: itself answered, as unknown.
    ScopedStack<UnknownReason> Unmodelled(Poison, Why);
    ScopedCount MayExecute(Flow.MayDepth);
    auto LoopBlock = newStretch();
    visitLoopDirective(L);
  } else {
    visitUnmodelled(associatedCode(*D), Why);
  }
  if (R && Active.size() == R->ActiveDepth)
    R->Unmodelled.back().EndLoop = Out.Model.Loops.size();
  // What the device leaves in host memory is not modelled either.
  if (isOpenMPTargetExecutionDirective(D->getDirectiveKind()) ||
      isOpenMPTargetDataManagementDirective(D->getDirectiveKind()))
    deviceUnknown(*D, FirstLoop, FirstRegion, Why);
}

void Extractor::noteTeamSize(const Expr *Size) {
  // (Read for the witness only: the guards a value brings are the
  // statement's, not the team's.)
  size_t Guards = Truncating.Guards.size();
  if (std::optional<std::string> Text = affine(Size))
    Parameters.TeamSizes.push_back(*Text);
  Truncating.Guards.resize(Guards);
}

std::string Extractor::manyThreads(const std::string &Prefix) const {
  // Team sizes in the parameters alone (a sequential loop's counter is
  // none: `for (nt = 1; ...) omp_set_num_threads(nt)`).
  std::string Constraints;
  for (const std::string &Size : Parameters.TeamSizes)
    if (namesOnly(Size, Parameters.Params))
      Constraints +=
          (Constraints.empty() ? "" : " and ") + ("(" + Size + ") >= 2");
  return Constraints.empty() ? "" : Prefix + "{ : " + Constraints + " }";
}

void Extractor::visitDirective(const OMPExecutableDirective *D) {
  if (const auto *Threads = D->getSingleClause<OMPNumThreadsClause>())
    noteTeamSize(Threads->getNumThreads());
  // A construct's block is a stretch of its own; in a region (or a task),
  // copies start undefined: no write before counts (a loop directive's
  // bounds still see them: its body forgets them, in visitFor).
  auto Block = newStretch();
  std::optional<ForgetSurelyKnown> Forget;
  if (roleOf(*D) != ConstructRole::CheckedLoop)
    Forget.emplace(*this);
  std::string Name = "'#pragma omp " + directiveName(*D) + "'";
  Region *R = innermostRegion();
  // Threads that wait for each other's flags (a `flush`, an atomic access
  // with a memory order, in a spin loop) order accesses the model takes
  // for concurrent: what they synchronize is not modelled.
  if ((R || !Active.empty()) && synchronizesThroughMemory(*D))
    unmodelledSynchronization(Name, D->getBeginLoc());
  switch (roleOf(*D)) {
  case ConstructRole::CheckedLoop:
    if (!isOpenMPTargetExecutionDirective(D->getDirectiveKind()))
      return visitLoopDirective(cast<OMPLoopDirective>(D));
    [[fallthrough]];
  case ConstructRole::Device:
    // Offloading from code a team's threads or a loop's iterations run
    // (many target constructs at once, or target tasks) is not modelled.
    if (R || !Active.empty()) {
      Name += " in a parallel region or a loop directive";
      break;
    }
    return visitHostDeviceConstruct(D, Name);
  case ConstructRole::Teams:
    return visitTeams(D);
  case ConstructRole::Scan:
    if (noteScan(D))
      return;
    break;
  case ConstructRole::Parallel:
    return visitParallel(D);
  case ConstructRole::Transformation:
    return visitTransformation(*cast<OMPLoopTransformationDirective>(D));
  case ConstructRole::NoEffect:
    return;
  case ConstructRole::Barrier:
    if (R)
      barrierStatement(*R, D->getBeginLoc());
    return;
  case ConstructRole::RunsAsWritten:
    return visitRunsAsWritten(D, Name, R);
  case ConstructRole::Task:
    if (R && Active.size() == R->ActiveDepth && R->TaskDepth == 0)
      return visitTask(D, *R);
    break; // unmodelled
  case ConstructRole::TaskWait:
    // Without a team, or where tasks are not modelled, there is no task
    // to wait for.
    if (R && Active.size() == R->ActiveDepth && R->TaskDepth == 0)
      R->Model.TaskWaits.push_back({newStatement(D->getBeginLoc()).Name, {}});
    return;
  case ConstructRole::Unmodelled:
    break;
  }
  visitUnmodelledConstruct(D, Name, R);
}

/// A construct of region \p R's code (not in a worksharing loop) that
/// runs its block as written, \p Kind its own kind (`sections` for
/// `parallel sections`): `single`, `master`, `masked` and each `section`
/// make a block one thread runs; `atomic` and `critical` exclude; the end
/// of a `taskgroup` waits for its tasks; `single` and `sections` end with
/// a barrier unless `nowait`.
void Extractor::visitTeamConstruct(const OMPExecutableDirective *D,
                                   OpenMPDirectiveKind Kind, Region &R) {
  std::string Name = "'#pragma omp " + directiveName(*D) + "'";
  bool Combined = Kind != D->getDirectiveKind();
  bool Once = Kind == llvm::omp::OMPD_single ||
              Kind == llvm::omp::OMPD_master ||
              Kind == llvm::omp::OMPD_masked ||
              Kind == llvm::omp::OMPD_section ||
              Kind == llvm::omp::OMPD_sections; // its implicit first section
  size_t FirstStatement = Out.Model.Statements.size();
  // `copyprivate` that gives every thread the single's value, if so.
  std::vector<const VarDecl *> Broadcast = broadcastCopies(*D, R);
  {
    std::optional<ScopedStack<size_t>> Block;
    if (Once) {
      ParallelRegion::Part Part;
      Part.Kind = ParallelRegion::Part::OneThread;
      Part.Depth = Nest.size();
      Part.Construct = directiveName(*D);
      if (Kind == llvm::omp::OMPD_master)
        Part.Thread = 0;
      if (Kind == llvm::omp::OMPD_masked)
        Part.Thread = maskedThread(*D, this->Ctx);
      R.Model.Parts.push_back(Part);
      Block.emplace(R.OpenBlocks, R.Model.Parts.size() - 1);
    }
    // Their copies of a variable are not modelled yet. (Of a combined
    // `parallel sections`, all but lastprivate are the region's.)
    for (const OMPClause *C : D->clauses())
      if ((!Combined &&
           isa<OMPPrivateClause, OMPFirstprivateClause, OMPReductionClause>(
               C)) ||
          isa<OMPLastprivateClause>(C) ||
          (isa<OMPCopyprivateClause>(C) && Broadcast.empty()))
        if (R.Unknown.empty())
          R.Unknown = {UnknownKind::Clause, "data-sharing clauses on " +
                                                Name + " are not modelled yet"};
    ScopedCount OneThread(R.OnceDepth, Once);
    size_t FirstPart = R.Model.Parts.size();
    visit(associatedCode(*D));
    // The end of a taskgroup waits for the tasks created in it.
    if (Kind == llvm::omp::OMPD_taskgroup && R.TaskDepth == 0) {
      ParallelRegion::TaskWait Wait;
      for (size_t P = FirstPart; P < R.Model.Parts.size(); ++P)
        if (R.Model.Parts[P].Kind == ParallelRegion::Part::Task)
          Wait.Creations.push_back(R.Model.Parts[P].Creation);
      if (!Wait.Creations.empty()) {
        Wait.Statement = newStatement(D->getEndLoc()).Name;
        R.Model.TaskWaits.push_back(Wait);
      }
    }
  }
  if ((Kind == llvm::omp::OMPD_single ||
       Kind == llvm::omp::OMPD_sections) &&
      !hasNowait(*D) && !Combined)
    barrierStatement(R, D->getEndLoc());
  // `copyprivate`: past the barrier, every thread's copy holds what the
  // single's thread left in its own.
  if (!Broadcast.empty()) {
    for (size_t S = FirstStatement; S < Out.Model.Statements.size(); ++S)
      for (const VarDecl *V : Broadcast)
        R.Broadcast[Out.Model.Statements[S].Name].insert(info(V).Id);
    Statement &St = newStatement(D->getEndLoc());
    for (const VarDecl *V : Broadcast)
      addAccess(St, everyCell(info(V).Id, true), true,
                SM.getExpansionLoc(D->getEndLoc()), V->getName().str());
  }
}

/// The variables of the `copyprivate` clauses of `single` \p D in region
/// \p R, when each is a scalar or an array of them with constant extents
/// (copied cell by cell) each thread of R has a copy of (declared in R,
/// or private to it; not threadprivate) and the single is in code every
/// thread runs; else none (the clause is not modelled):
///   #pragma omp single copyprivate(x, w)
///   { x = read_input(); w[0] = x; w[1] = 2 * x; }
std::vector<const VarDecl *>
Extractor::broadcastCopies(const OMPExecutableDirective &D, const Region &R) {
  std::vector<const VarDecl *> Copies;
  if (D.getDirectiveKind() != llvm::omp::OMPD_single || R.OnceDepth > 0 ||
      R.TaskDepth > 0)
    return {};
  for (const auto *C : D.getClausesOfKind<OMPCopyprivateClause>())
    for (const Expr *E : C->varlists()) {
      const VarDecl *V = referencedVar(E);
      QualType T = V ? V->getType() : QualType();
      bool Cells = V && (T->isArithmeticType() ||
                         (T->isConstantArrayType() &&
                          T->getBaseElementTypeUnsafe()->isArithmeticType()));
      if (!Cells || !R.threadOwn(V) || isThreadPrivate(V))
        return {};
      Copies.push_back(V);
    }
  return Copies;
}

bool Extractor::isOrphaned(const OMPExecutableDirective &D) const {
  OpenMPDirectiveKind Kind = D.getDirectiveKind();
  return Regions.empty() && isOpenMPWorksharingDirective(Kind) &&
         !isOpenMPParallelDirective(Kind);
}

std::optional<MutualExclusion>
Extractor::exclusionOf(const OMPExecutableDirective &D) const {
  MutualExclusion E;
  if (D.getDirectiveKind() == llvm::omp::OMPD_atomic) {
    E.Construct = MutualExclusion::Kind::Atomic;
  } else if (const auto *C = dyn_cast<OMPCriticalDirective>(&D)) {
    E.Construct = MutualExclusion::Kind::Critical;
    E.Name = C->getDirectiveName().getAsString();
  } else if (D.getDirectiveKind() == llvm::omp::OMPD_ordered &&
             !D.isStandaloneDirective() && !Active.empty()) {
    // The block belongs to the innermost loop directive (OpenMP: an
    // ordered region binds to the innermost enclosing worksharing loop).
    E.Construct = MutualExclusion::Kind::Ordered;
    E.Loop = position(Active.back().Directive->getBeginLoc());
  } else {
    return std::nullopt;
  }
  return E;
}

/// Visits code that is not modelled, only to find the loop directives in it
/// and report them as `unknown` with \p Why.
void Extractor::visitUnmodelled(const Stmt *S, const UnknownReason &Why) {
  ScopedStack<UnknownReason> Unmodelled(Poison, Why);
  ScopedCount MayExecute(Flow.MayDepth);
  auto Block = newStretch();
  visit(S);
}

bool Extractor::reducedAround(const Region &R, const VarDecl *V,
                              std::optional<ReductionOp> Op) const {
  auto Around = V ? R.Attributes.find(V) : R.Attributes.end();
  return Op && Around != R.Attributes.end() &&
         Around->second.Attr == Attribute::Reduction &&
         Around->second.Op == Op;
}

/// A task given a pointer of the region's code (one of \p Named, not
/// another name of a variable) reaches the memory of the thread that
/// creates it, which the region's relations take for that thread's
/// alone: the first such pointer, else null.
const VarDecl *
Extractor::pointerOfRegion(const Region &R,
                           const std::set<const VarDecl *> &Named) {
  for (const VarDecl *V : Named)
    if (R.Locals.count(V) && V->getType()->isPointerType() && !info(V).IsAlias)
      return V;
  return nullptr;
}

/// `#pragma omp task` in the code of region \p R (not in a worksharing
/// loop, not in another task): the creating code makes an instance of the
/// task where the directive is (a synthetic statement), and the block runs
/// later on some thread of the team (docs/design/regions.md).
/// Accepted clauses: shared, private, firstprivate, default, untied,
/// mergeable, final, priority; the task's copies (explicit, or implicit
/// firstprivate) are its own, and it may only read them.
void Extractor::visitTask(const OMPExecutableDirective *D, Region &R) {
  std::string Name = "'#pragma omp " + directiveName(*D) + "'";
  // `in_reduction` of a reduction of the region: the task's updates go to
  // a copy combined into the region's result, as every thread's own
  // updates do; the region's check of the reduction takes them in (each
  // must be an update by its operator).
  auto InRegionReduction = [&](const OMPClause *C) {
    const auto *P = dyn_cast<OMPInReductionClause>(C);
    if (!P)
      return false;
    std::optional<ReductionOp> Op = reductionOperator(P->getNameInfo());
    for (const Expr *E : P->varlists())
      if (!reducedAround(R, referencedVar(strip(E)), Op))
        return false;
    return true;
  };
  for (const OMPClause *C : D->clauses())
    if (!isa<OMPSharedClause>(C) && !isa<OMPPrivateClause>(C) &&
        !InRegionReduction(C) &&
        !isa<OMPFirstprivateClause>(C) && !isa<OMPDefaultClause>(C) &&
        !isa<OMPUntiedClause>(C) && !isa<OMPMergeableClause>(C) &&
        !isa<OMPFinalClause>(C) && !isa<OMPPriorityClause>(C) &&
        R.Unknown.empty())
      R.Unknown = {UnknownKind::Clause,
                   "the '" + getOpenMPClauseName(C->getClauseKind()).str() +
                       "' clause of " + Name + " is not modelled yet"};
  // A task sees the threadprivate copy of whichever thread runs it.
  std::set<const VarDecl *> Named;
  namedVariables(associatedCode(*D), Named);
  for (const VarDecl *V : Named)
    if (isThreadPrivate(V) && R.Unknown.empty())
      R.Unknown = {UnknownKind::Construct,
                   Name + " names threadprivate '" + V->getName().str() +
                       "' (the copy of the thread that runs it)"};
  if (const VarDecl *V = pointerOfRegion(R, Named); V && R.Unknown.empty())
    R.Unknown = {UnknownKind::Construct,
                 Name + " reaches what pointer '" + V->getName().str() +
                     "', declared in the region, points to: memory of the "
                     "thread that creates it"};
  // A task that may outlive a local of the region's code it reaches (a
  // block's, a callee's) reads or writes memory no longer the variable's.
  if (const VarDecl *V = outlivedLocal(*D, R, Named); V && R.Unknown.empty())
    R.Unknown = {UnknownKind::Construct,
                 Name + " may run after the scope of '" + V->getName().str() +
                     "', which it reaches, ends (no 'taskwait' follows it in "
                     "that scope)"};
  ParallelRegion::Part Task;
  Task.Kind = ParallelRegion::Part::Task;
  Task.Depth = Nest.size();
  Task.Construct = "task";
  Task.Creation = newStatement(D->getBeginLoc()).Name;
  std::set<std::string> Copies;
  auto AddCopies = [&](auto Items) {
    for (const Expr *E : Items)
      if (const VarDecl *V = referencedVar(E)) {
        Copies.insert(info(V).ownId());
        // (The copy of a reference holds the value it refers to, which
        // the model would read and write where the reference refers.)
        if (V->getType()->isReferenceType() && R.Unknown.empty())
          R.Unknown = {UnknownKind::Construct,
                       Name + " copies what reference '" + V->getName().str() +
                           "' refers to (not modelled yet)"};
      }
  };
  for (const OMPClause *C : D->clauses()) {
    if (const auto *P = dyn_cast<OMPPrivateClause>(C))
      AddCopies(P->varlists());
    if (const auto *F = dyn_cast<OMPFirstprivateClause>(C))
      AddCopies(F->varlists());
  }
  Task.Copies.assign(Copies.begin(), Copies.end());
  R.Model.Parts.push_back(Task);
  size_t TaskPart = R.Model.Parts.size() - 1;
  size_t FirstStatement = Out.Model.Statements.size();
  R.TaskLocals.clear();
  {
    ScopedStack<size_t> Block(R.OpenBlocks, TaskPart);
    ScopedCount OneThread(R.OnceDepth), InTask(R.TaskDepth);
    visit(associatedCode(*D));
  }
  // What the task's code declares is each instance's own, as its copies
  // are: no other instance, on whichever thread, reaches it (a task that
  // every thread creates has instances that the region's relations do
  // not tell apart, RegionRelations).
  std::vector<std::string> &Own = R.Model.Parts[TaskPart].Copies;
  for (const VarDecl *V : R.TaskLocals)
    // (A pointer declared there is its own too; what it points to is not.)
    if (V->hasLocalStorage() && info(V).Unsupported.empty() &&
        !info(V).ownId().empty())
      Own.push_back(info(V).ownId());
  for (size_t S = FirstStatement; S < Out.Model.Statements.size(); ++S)
    for (const Access &A : Out.Model.Statements[S].Accesses)
      if (A.IsWrite && Copies.count(A.Variable) && R.Unknown.empty())
        R.Unknown = {UnknownKind::Construct,
                     Name + " writes its own copy of '" +
                         Out.Model.findVariable(A.Variable)->Name +
                         "' (not modelled yet)"};
}

/// Whether \p S may leave itself by a jump: a `return`, `goto` or
/// `throw`, or a `break` (`continue`) outside the loops (and switches) in
/// it; the code of directives in it is left only at its end.
static bool leaves(const Stmt *S, bool InLoop = false, bool InSwitch = false) {
  if (!S || isa<OMPExecutableDirective>(S))
    return false;
  if (isa<ReturnStmt, GotoStmt, IndirectGotoStmt, CXXThrowExpr>(S))
    return true;
  if (isa<BreakStmt>(S))
    return !InLoop && !InSwitch;
  if (isa<ContinueStmt>(S))
    return !InLoop;
  bool Loop = InLoop || isa<ForStmt, WhileStmt, DoStmt, CXXForRangeStmt>(S);
  bool Switch = InSwitch || isa<SwitchStmt>(S);
  return llvm::any_of(S->children(), [&](const Stmt *Child) {
    return leaves(Child, Loop, Switch);
  });
}

/// The statement around \p S (through the declaration of a directive's
/// captured code), or null.
static const Stmt *parentOf(ASTContext &Ctx, const Stmt *S) {
  DynTypedNodeList Parents = Ctx.getParents(*S);
  while (!Parents.empty()) {
    if (const Stmt *Parent = Parents[0].get<Stmt>())
      return Parent;
    const auto *Captured = Parents[0].get<CapturedDecl>();
    if (!Captured)
      return nullptr;
    Parents = Ctx.getParents(*Captured);
  }
  return nullptr;
}

/// Whether the tasks made before it surely end before the scope of \p V
/// ends, for task \p Task: in the block that declares V (the body, for a
/// parameter) or a block inside it that holds the task, a statement after
/// the one holding the task is `#pragma omp taskwait` (without `depend`)
/// or `barrier`, with no jump from the holder or between; or the task is
/// in a `taskgroup`, or a worksharing construct without `nowait` (whose
/// end is a barrier), inside that block.
static bool waitedInScope(ASTContext &Ctx, const OMPExecutableDirective &Task,
                          const VarDecl *V) {
  const Stmt *Block = nullptr;
  if (const auto *P = dyn_cast<ParmVarDecl>(V)) {
    if (const auto *F = dyn_cast<FunctionDecl>(P->getDeclContext()))
      Block = F->getBody();
  } else if (DynTypedNodeList Parents = Ctx.getParents(*V); !Parents.empty()) {
    if (const auto *Decl = Parents[0].get<DeclStmt>())
      if (DynTypedNodeList Up = Ctx.getParents(*Decl); !Up.empty())
        Block = Up[0].get<CompoundStmt>();
  }
  const auto *Body = dyn_cast_or_null<CompoundStmt>(Block);
  if (!Body)
    return false;
  auto Waits = [](const Stmt *S) {
    const auto *D = dyn_cast<OMPExecutableDirective>(S);
    return D && isa<OMPTaskwaitDirective, OMPBarrierDirective>(D) &&
           D->clauses().empty();
  };
  // A wait after Holder in Block, no jump from Holder or between.
  auto WaitsAfter = [&](const CompoundStmt *Block, const Stmt *Holder) {
    bool After = false;
    for (const Stmt *S : Block->body()) {
      if (After && Waits(S))
        return true;
      if (S == Holder || After) {
        if (leaves(S))
          return false;
        After = true;
      }
    }
    return false;
  };
  for (const Stmt *Holder = &Task;;) {
    const Stmt *Parent = parentOf(Ctx, Holder);
    if (!Parent)
      return false;
    const auto *D = dyn_cast<OMPExecutableDirective>(Parent);
    if (D &&
        (isa<OMPTaskgroupDirective>(D) ||
         (isa<OMPSingleDirective, OMPSectionsDirective, OMPForDirective>(D) &&
          !hasNowait(*D))))
      return true;
    if (const auto *Block = dyn_cast<CompoundStmt>(Parent);
        Block && WaitsAfter(Block, Holder))
      return true;
    if (Parent == Body)
      return false;
    Holder = Parent;
  }
}

const VarDecl *
Extractor::outlivedLocal(const OMPExecutableDirective &Task, const Region &R,
                         const std::set<const VarDecl *> &Named) {
  // What it reaches: what it names (not its own copies), what the
  // pointers it names point to, what the lambdas it names capture by
  // reference.
  std::set<const VarDecl *> Copied, Reached;
  for (const OMPClause *C : Task.clauses())
    for (const Stmt *Child : const_cast<OMPClause *>(C)->children())
      if (isa<OMPPrivateClause, OMPFirstprivateClause>(C))
        if (const VarDecl *V = referencedVar(dyn_cast_or_null<Expr>(Child)))
          Copied.insert(V->getCanonicalDecl());
  for (const VarDecl *V : Named) {
    if (!Copied.count(V))
      Reached.insert(V);
    // What a pointer points to (`p = &x`), a lambda captures by reference.
    const VarInfo &I = info(V);
    if (auto Target = Names.DeclOfId.find(I.Id);
        I.IsAlias && Target != Names.DeclOfId.end())
      Reached.insert(Target->second->getCanonicalDecl());
    if (const CXXRecordDecl *Lambda = V->getType()->getAsCXXRecordDecl();
        Lambda && Lambda->isLambda())
      for (const LambdaCapture &Capture : Lambda->captures())
        if (Capture.capturesVariable() && Capture.getCaptureKind() == LCK_ByRef)
          if (const auto *Captured =
                  dyn_cast<VarDecl>(Capture.getCapturedVar()))
            Reached.insert(Captured->getCanonicalDecl());
  }
  for (const VarDecl *V : Reached)
    if (V->hasLocalStorage() && R.Locals.count(V) &&
        !waitedInScope(Ctx, Task, V))
      return V;
  return nullptr;
}

/// Why what a thread finds in its copy of threadprivate \p V is not what
/// the sequential code has there.
std::string Extractor::threadCopyReason(const VarDecl *V) {
  return "'" + V->getName().str() +
         "' is threadprivate: each thread's copy holds what that thread left "
         "in it ('copyin' would give every thread the primary thread's value)";
}

/// A `threadprivate` variable that the code of parallel construct \p D
/// names (not in `copyin`, which \p Attributes already holds as
/// firstprivate) is a copy per thread there, holding what the thread left
/// in it before: as `private` would give, but for the value, which the
/// sequential code does not see either.
void Extractor::addThreadPrivateCopies(const OMPExecutableDirective &D,
                                       ClauseAttributes &Attributes) {
  std::set<const VarDecl *> Named;
  namedVariables(associatedCode(D), Named);
  for (const VarDecl *V : Named)
    if (isThreadPrivate(V)) {
      DeclaredAttribute &A = Attributes[V];
      if (A.Attr != Attribute::FirstPrivate)
        A.Attr = Attribute::Private;
      A.From = DeclaredAttribute::Origin::Enclosing;
    }
}

/// `#pragma omp parallel`: the block is run by every thread of a team. Until
/// regions are modelled (docs/design/regions.md), each worksharing
/// loop inside is checked alone, and only where nothing else in the region
/// can run at the same time as it: see checkRegion.
namespace {
/// Whether code, or a function it calls (a few calls deep), uses a
/// thread's number or the team's size where it tells threads apart: in a
/// subscript, a condition or an argument of a function the program
/// writes, directly or through a variable set from it (`int t =
/// omp_get_thread_num(); buf[t] = ...`). Stored alone (`x =
/// omp_get_thread_num();`) or printed it tells nothing apart.
class ThreadNumberUse {
public:
  bool in(const Stmt *S, unsigned Depth = 0) {
    collectVariables(S);
    return uses(S, false, Depth);
  }

private:
  static bool isQuery(const Expr *E) {
    const auto *C = dyn_cast<CallExpr>(E->IgnoreParenImpCasts());
    const FunctionDecl *Callee = C ? C->getDirectCallee() : nullptr;
    return Callee && Callee->getIdentifier() &&
           llvm::is_contained({llvm::StringRef("omp_get_thread_num"),
                               llvm::StringRef("omp_get_num_threads"),
                               llvm::StringRef("omp_get_team_size"),
                               llvm::StringRef("omp_get_ancestor_thread_num")},
                              Callee->getName());
  }
  void collectVariables(const Stmt *S) {
    if (!S)
      return;
    if (const auto *Decl = dyn_cast<DeclStmt>(S))
      for (const clang::Decl *D : Decl->decls())
        if (const auto *V = dyn_cast<VarDecl>(D);
            V && V->getInit() && isQuery(V->getInit()))
          Variables.insert(V);
    if (const auto *B = dyn_cast<BinaryOperator>(S);
        B && B->isAssignmentOp() && isQuery(B->getRHS()))
      if (const VarDecl *V = referencedVar(B->getLHS()))
        Variables.insert(V);
    for (const Stmt *Child : codeChildren(S))
      collectVariables(Child);
  }
  /// Whether \p Child of \p Parent is a subscript or a condition.
  static bool telling(const Stmt *Parent, const Stmt *Child) {
    if (const auto *Sub = dyn_cast<ArraySubscriptExpr>(Parent))
      return Child == Sub->getIdx();
    if (const auto *If = dyn_cast<IfStmt>(Parent))
      return Child == If->getCond();
    if (const auto *Cond = dyn_cast<ConditionalOperator>(Parent))
      return Child == Cond->getCond();
    if (const auto *Switch = dyn_cast<SwitchStmt>(Parent))
      return Child == Switch->getCond();
    if (const auto *Loop = dyn_cast<ForStmt>(Parent))
      return Child == Loop->getCond();
    if (const auto *Loop = dyn_cast<WhileStmt>(Parent))
      return Child == Loop->getCond();
    return false;
  }
  /// \p Telling: \p S is in a subscript, a condition or an argument.
  bool uses(const Stmt *S, bool Telling, unsigned Depth) {
    if (!S)
      return false;
    if (const auto *E = dyn_cast<Expr>(S);
        E && Telling && (isQuery(E) || Variables.count(referencedVar(E))))
      return true;
    // (An argument of a function the program writes may become its
    // subscript; a library function's, printed, tells nothing apart.)
    if (const auto *C = dyn_cast<CallExpr>(S); C && !isQuery(C)) {
      const FunctionDecl *Definition = nullptr;
      const FunctionDecl *Callee = C->getDirectCallee();
      bool Written = !Callee || (Callee->hasBody(Definition) && Definition);
      for (const Expr *Arg : C->arguments())
        if (uses(Arg, Written, Depth))
          return true;
      if (Definition && Depth < 4 &&
          ThreadNumberUse().in(Definition->getBody(), Depth + 1))
        return true;
      return uses(C->getCallee(), Telling, Depth);
    }
    return llvm::any_of(codeChildren(S), [&](const Stmt *Child) {
      return uses(Child, Telling || telling(S, Child), Depth);
    });
  }
  std::set<const VarDecl *> Variables;
};
} // namespace

void Extractor::visitParallel(const OMPExecutableDirective *D) {
  Region *Outer = innermostRegion();
  bool Nested = Outer || !Active.empty();
  // (In a block one fixed thread runs, its code is that thread's.)
  bool InFixedBlock = Outer && Outer->OnceDepth > 0 &&
                      !Outer->OpenBlocks.empty() &&
                      Outer->Model.Parts[Outer->OpenBlocks.back()].Thread;
  UnknownReason Why;
  if (Nested && Outer &&
      (Outer->TaskDepth > 0 || (Outer->OnceDepth > 0 && !InFixedBlock)))
    Why = {UnknownKind::Construct, "a nested '#pragma omp " +
                                       directiveName(*D) +
                                       "' in a task or a one-thread block"};
  // (A nested team's thread numbers are not the enclosing team's, which
  // the model's thread numbers are.)
  if (Nested && Why.empty() && ThreadNumberUse().in(associatedCode(*D)))
    Why = {UnknownKind::Construct,
           "a nested '#pragma omp " + directiveName(*D) +
               "' whose code asks for thread numbers (the nested team's)"};
  if (Nested && Why.empty())
    for (const OMPClause *C : D->clauses())
      if (isa<OMPFirstprivateClause, OMPCopyinClause>(C) && Why.empty())
        Why = {UnknownKind::Clause,
               "a nested '#pragma omp " + directiveName(*D) + "' with a '" +
                   getOpenMPClauseName(C->getClauseKind()).str() + "' clause"};
  if (!Why.empty()) {
    unsupported(Why);
    if (Outer && Outer->Unknown.empty())
      Outer->Unknown = Why;
    // The nested region is answered too, as unknown.
    ParallelRegion Nested;
    Nested.Pos = position(D->getBeginLoc());
    Nested.Unknown = Why;
    Out.Model.Regions.push_back(Nested);
    Out.RegionDirectives.push_back(D);
    return visitUnmodelled(associatedCode(*D), Why);
  }
  modelRegion(D, false);
}

/// The region of `parallel` directive \p D, or of `teams` directive \p D
/// (\p League: its threads are the league's teams), modelled and checked.
bool Extractor::inTeam() const {
  return llvm::any_of(Regions,
                      [](const Region &R) { return !R.Model.League; }) ||
         llvm::any_of(Active, [](const ActiveLoop &A) {
           return isOpenMPParallelDirective(A.Directive->getDirectiveKind());
         });
}

void Extractor::modelRegion(const OMPExecutableDirective *D, bool League) {
  Region *Outer = innermostRegion();
  bool Nested = Outer || !Active.empty();
  Region R;
  R.Model.League = League;
  R.Model.NestedTeam = !League && inTeam();
  UnknownReason Unmodelled;
  R.Attributes = explicitAttributes(D, /*ReductionCells=*/true, &Unmodelled);
  if (!Unmodelled.empty())
    R.Unknown = Unmodelled;
  addThreadPrivateCopies(*D, R.Attributes);
  for (auto &[V, A] : R.Attributes) {
    A.From = DeclaredAttribute::Origin::Enclosing;
    if (isThreadPrivate(V) && A.Attr == Attribute::Private &&
        R.OwnUnknown.empty())
      R.OwnUnknown = {UnknownKind::Construct, threadCopyReason(V)};
  }
  for (const OMPClause *C : D->clauses())
    if (const auto *Def = dyn_cast<OMPDefaultClause>(C))
      if (Def->getDefaultKind() == llvm::omp::OMP_DEFAULT_private ||
          Def->getDefaultKind() == llvm::omp::OMP_DEFAULT_firstprivate)
        R.Unknown = {UnknownKind::Clause,
                     "'default(" +
                         std::string(getOpenMPSimpleClauseTypeName(
                             llvm::omp::OMPC_default,
                             unsigned(Def->getDefaultKind()))) +
                         ")' on the " + (League ? "teams" : "parallel") +
                         " region"};
  // A region inside code the model over-approximates (a switch, a try, an
  // unmodelled construct): its accesses are not the region's exactly.
  if (!Poison.empty() && R.Unknown.empty())
    R.Unknown = Poison.back();
  // The model is the sequential code: what a private copy starts with is
  // the region's checks (RegionChecker), not a kill here.
  R.ActiveDepth = Active.size();
  R.NestDepth = Nest.size();
  R.Model.ValuesBetweenIterations = enclosingValuesBetween();
  R.InOuterCode = Outer && Outer->ActiveDepth == Active.size();
  R.MayDepthAtStart = Flow.MayDepth;
  R.FirstLoop = Out.Model.Loops.size();
  R.FirstStatement = Out.Model.Statements.size();
  ScopedStack<Region, std::deque<Region>> InRegion(Regions, R);
  // `parallel sections`, `parallel master`, `parallel masked`: the team
  // runs the one construct.
  switch (D->getDirectiveKind()) {
  case llvm::omp::OMPD_parallel_sections:
    visitTeamConstruct(D, llvm::omp::OMPD_sections, Regions.back());
    break;
  case llvm::omp::OMPD_parallel_master:
    visitTeamConstruct(D, llvm::omp::OMPD_master, Regions.back());
    break;
  case llvm::omp::OMPD_parallel_masked:
    visitTeamConstruct(D, llvm::omp::OMPD_masked, Regions.back());
    break;
  default:
    noteTeamCalls(associatedCode(*D));
    visit(associatedCode(*D));
  }
  // Its end: the implicit barrier, where private copies die.
  Regions.back().Model.End =
      barrierStatement(Regions.back(), D->getEndLoc()).Name;
  // The loops' own reasons first: the region rules below add theirs.
  finishRegionModel(Regions.back(), D);
  checkRegion(Regions.back());
  if (Nested)
    nestRegion(Regions.back(), Out.Model.Regions.back());
}

/// Region \p R (modelled as \p M) nested in a region's code or in a loop
/// directive: to them its code is code of one thread or one iteration, but
/// for its `private` copies, which are its own (as an inner loop
/// directive's are), and what it cannot model, which leaves theirs out of
/// the model too.
void Extractor::nestRegion(const Region &R, const ParallelRegion &M) {
  Region *Outer = Regions.size() > 1 ? &Regions[Regions.size() - 2] : nullptr;
  NestedRegionCode Code;
  for (size_t S = R.FirstStatement; S < Out.Model.Statements.size(); ++S)
    Code.Statements.push_back(Out.Model.Statements[S].Name);
  for (const auto &[V, A] : R.Attributes)
    if (A.Attr == Attribute::Private && !isThreadPrivate(V)) {
      Code.Copies.push_back(info(V).Id);
      for (ActiveLoop &Loop : Active)
        Loop.InnerIterators[V].insert(Code.Statements.begin(),
                                      Code.Statements.end());
    }
  if (!M.Unknown.empty()) {
    UnknownReason Why = M.Unknown.within(
        "the nested region at line " + std::to_string(M.Pos.Line) + ": ");
    for (ActiveLoop &Loop : Active)
      if (Out.Model.Loops[Loop.Index].Unknown.empty())
        Out.Model.Loops[Loop.Index].Unknown = Why;
    if (Outer && Outer->OwnUnknown.empty())
      Outer->OwnUnknown = Why;
  }
  if (!Outer || !R.InOuterCode)
    return;
  // (Two levels down, the copies are the innermost region's alone, which
  // a part of the outermost one cannot say: its own check is not made.)
  if (!Code.Copies.empty())
    for (size_t K = 0; K + 2 < Regions.size(); ++K)
      if (Regions[K].OwnUnknown.empty())
        Regions[K].OwnUnknown = {UnknownKind::Construct,
                                 "a region nested two levels down (line " +
                                     std::to_string(M.Pos.Line) +
                                     ") with private copies"};
  if (Outer->OnceDepth == 0)
    return Outer->Nested.push_back(std::move(Code));
  // In a block of one fixed thread (visitParallel): a part of its own, of
  // the same thread, with the copies.
  ParallelRegion::Part Own = Outer->Model.Parts[Outer->OpenBlocks.back()];
  std::vector<std::string> &Block =
      Outer->Model.Parts[Outer->OpenBlocks.back()].Statements;
  std::set<std::string> Mine(Code.Statements.begin(), Code.Statements.end());
  Own.Statements.clear();
  for (const std::string &S : Block)
    if (Mine.count(S))
      Own.Statements.push_back(S);
  Block.erase(std::remove_if(Block.begin(), Block.end(),
                             [&](const std::string &S) { return Mine.count(S); }),
              Block.end());
  Own.Copies = Code.Copies;
  Outer->Model.Parts.push_back(Own);
}

void Extractor::addRegionParts(
    Region &R, std::map<std::string, std::set<std::string>> &NestedCopies) {
  ParallelRegion &M = R.Model;
  std::map<std::string, size_t> NestedPart; // statement -> index in M.Parts
  for (const NestedRegionCode &Code : R.Nested) {
    ParallelRegion::Part Part;
    Part.Copies = Code.Copies;
    for (const std::string &S : Code.Statements) {
      NestedCopies[S].insert(Code.Copies.begin(), Code.Copies.end());
      NestedPart.emplace(S, M.Parts.size());
    }
    M.Parts.push_back(Part);
  }
  ParallelRegion::Part EveryThread;
  for (size_t S : R.CodeStatements) {
    const std::string &Name = Out.Model.Statements[S].Name;
    auto Nested = NestedPart.find(Name);
    (Nested == NestedPart.end() ? EveryThread : M.Parts[Nested->second])
        .Statements.push_back(Name);
  }
  for (const auto &[Index, Kind] : R.LoopParts) {
    const LoopDirective &L = Out.Model.Loops[Index];
    if (Kind == ParallelRegion::Part::EveryThread) {
      EveryThread.Statements.insert(EveryThread.Statements.end(),
                                    L.Statements.begin(), L.Statements.end());
      continue;
    }
    ParallelRegion::Part Part;
    Part.Kind = Kind;
    Part.Loop = Index;
    Part.Statements = L.Statements;
    M.Parts.push_back(Part);
  }
  M.Parts.push_back(EveryThread);
}

void Extractor::finishRegionModel(Region &R, const OMPExecutableDirective *D) {
  ParallelRegion &M = R.Model;
  M.Pos = position(D->getBeginLoc());
  M.Depth = R.NestDepth;
  // Nested regions' code: every thread's, each with its own copies.
  std::map<std::string, std::set<std::string>>
      NestedCopies; // statement -> vars
  addRegionParts(R, NestedCopies);
  std::set<std::string> LocalIds;
  for (const VarDecl *V : R.Locals) {
    // (An alias's own variable is the pointer, not what it points to.)
    const std::string &Id = info(V).ownId();
    if (!V->isStaticLocal() && !Id.empty()) {
      M.Locals.push_back(Id);
      LocalIds.insert(Id);
    }
  }
  // The fields of a struct declared in the region: its copies' too.
  for (const auto &[Id, Root] : Names.FieldRootOfId)
    if (R.Locals.count(Root) && !Root->isStaticLocal() &&
        LocalIds.insert(Id).second)
      M.Locals.push_back(Id);
  // The clauses of the directive, by variable.
  std::map<std::string, DeclaredAttribute> Clauses;
  for (const auto &[V, A] : R.Attributes) {
    DeclaredAttribute Own = A;
    Own.Variable = info(V).ownId();
    Own.From = DeclaredAttribute::Origin::Explicit;
    Clauses[Own.Variable] = Own;
  }
  // Every variable the region's code accesses, but a worksharing loop's
  // private copies (its iterators, `private`).
  std::map<std::string, std::set<std::string>> LoopPrivate; // statement -> vars
  for (size_t I = R.FirstLoop; I < Out.Model.Loops.size(); ++I)
    for (const DeclaredAttribute &A : Out.Model.Loops[I].Attributes)
      if (A.isOwnPrivateCopy())
        for (const std::string &S : Out.Model.Loops[I].Statements)
          LoopPrivate[S].insert(A.Variable);
  std::set<std::string> Accessed;
  for (size_t I = R.FirstStatement; I < Out.Model.Statements.size(); ++I) {
    const Statement &S = Out.Model.Statements[I];
    for (const Access &A : S.Accesses)
      if (!LocalIds.count(A.Variable) &&
          !LoopPrivate[S.Name].count(A.Variable) &&
          !NestedCopies[S.Name].count(A.Variable))
        Accessed.insert(A.Variable);
  }
  for (const std::string &Id : Accessed) {
    auto It = Clauses.find(Id);
    DeclaredAttribute A;
    if (It != Clauses.end())
      A = It->second;
    A.Variable = Id;
    M.Attributes.push_back(A);
  }
  // A clause on a variable the region's code never names (but through a
  // loop's own private copy) is redundant; one named only where the model
  // has no access (a loop bound) is not.
  std::set<const VarDecl *> Named;
  namedVariables(associatedCode(*D), Named);
  listItemBoundVariables(*D, Named);
  for (const auto &[V, A] : R.Attributes) {
    std::string Id = info(V).ownId();
    if (!Named.count(V->getCanonicalDecl()) && !Accessed.count(Id))
      M.Unused.push_back(Clauses[Id]);
  }
  M.Unknown = R.Unknown.empty() ? R.OwnUnknown : R.Unknown;
  if (!R.Unmodelled.empty() && M.Unknown.empty())
    M.Unknown = R.Unmodelled.front().Reason;
  // A loop of the region outside the model leaves accesses out of it too.
  for (size_t I = R.FirstLoop; I < Out.Model.Loops.size(); ++I)
    if (M.Unknown.empty() && !Out.Model.Loops[I].Unknown.empty())
      M.Unknown = Out.Model.Loops[I].Unknown.within(
          "the loop at line " + std::to_string(Out.Model.Loops[I].Pos.Line) +
          ": ");
  Out.Model.Regions.push_back(M);
  Out.RegionDirectives.push_back(D);
}

/// The worksharing loops of region \p R that cannot be checked: each loop
/// is checked by its iterations, and what runs beside it (code of every
/// thread, one-thread blocks, other loops, `nowait`) is the region's own
/// check (legality's RegionChecker). A loop is `unknown` only where its
/// iterations' inputs are not what the sequential code gives them:
///  - the region itself is outside the model, or holds a construct that is
///    (a task may change the loop's data while it runs);
///  - a variable private to each thread of the region, whose value from
///    before the loop the loop reads, is written by code that not every
///    thread runs (another worksharing loop, a `single`, a block under a
///    condition on the thread number): each thread's
///    copy holds what that thread did, which differs from thread to thread
///    (LoopDirective::ThreadVarying; legality decides whether the loop
///    reads that value, or writes the copy first in each iteration).
void Extractor::checkRegion(Region &R) {
  auto Mark = [&](size_t Index, const UnknownReason &Reason) {
    UnknownReason &Why = Out.Model.Loops[Index].Unknown;
    if (Why.empty())
      Why = Reason;
  };
  size_t EndLoop = Out.Model.Loops.size();
  if (!R.Unknown.empty())
    for (size_t I = R.FirstLoop; I < EndLoop; ++I)
      Mark(I, R.Unknown);
  for (const UnmodelledConstruct &C : R.Unmodelled)
    for (size_t I = R.FirstLoop; I < EndLoop; ++I)
      if (I < C.FirstLoop || I >= C.EndLoop)
        Mark(I, {C.Reason.Kind, C.Reason.Text + " in the same parallel region"});
  auto RegionPrivate = [&](const std::string &Id) {
    // (A field: its struct's.)
    const VarDecl *V = nullptr;
    if (auto Decl = Names.DeclOfId.find(Id); Decl != Names.DeclOfId.end())
      V = Decl->second;
    else if (auto Root = Names.FieldRootOfId.find(Id);
             Root != Names.FieldRootOfId.end())
      V = Root->second;
    if (!V)
      return false;
    // (A reduction's copies are partial results, the region's concern.)
    auto A = R.Attributes.find(V);
    return R.threadOwn(V) &&
           (A == R.Attributes.end() || A->second.Attr != Attribute::Reduction);
  };
  // Who runs each statement of the region: the part that holds it.
  std::map<std::string, const ParallelRegion::Part *> PartOf;
  for (const ParallelRegion::Part &P : R.Model.Parts)
    for (const std::string &S : P.Statements)
      PartOf[S] = &P;
  auto NameOf = [&](const std::string &Id) {
    const Variable *V = Out.Model.findVariable(Id);
    return V ? V->Name : Id;
  };
  // Whether an access of statement \p S to \p Id is to a copy of a loop
  // of the region that holds S (its iterator, a `private` clause): not
  // the thread's own.
  auto LoopsOwnCopy = [&](const std::string &S, const std::string &Id) {
    for (size_t I = R.FirstLoop; I < EndLoop; ++I) {
      const LoopDirective &L = Out.Model.Loops[I];
      if (std::find(L.Statements.begin(), L.Statements.end(), S) ==
          L.Statements.end())
        continue;
      for (const DeclaredAttribute &A : L.Attributes)
        if (A.Variable == Id && A.isOwnPrivateCopy())
          return true;
    }
    return false;
  };
  for (size_t I = R.FirstLoop; I < EndLoop; ++I) {
    const LoopDirective &L = Out.Model.Loops[I];
    std::set<std::string> InLoop(L.Statements.begin(), L.Statements.end());
    std::set<std::string> Read;
    for (size_t S = R.FirstStatement; S < Out.Model.Statements.size(); ++S)
      if (InLoop.count(Out.Model.Statements[S].Name))
        for (const Access &A : Out.Model.Statements[S].Accesses)
          if (!A.IsWrite && RegionPrivate(A.Variable) &&
              !LoopsOwnCopy(Out.Model.Statements[S].Name, A.Variable))
            Read.insert(A.Variable);
    for (size_t S = R.FirstStatement; S < Out.Model.Statements.size(); ++S) {
      const Statement &St = Out.Model.Statements[S];
      auto Part = PartOf.find(St.Name);
      if (InLoop.count(St.Name) || Part == PartOf.end() ||
          (Part->second->Kind == ParallelRegion::Part::EveryThread &&
           !R.ThreadConditional.count(St.Name)))
        continue;
      for (const Access &A : St.Accesses)
        if (A.IsWrite && Read.count(A.Variable) &&
            !LoopsOwnCopy(St.Name, A.Variable) &&
            !R.Broadcast[St.Name].count(A.Variable)) {
          Out.Model.Loops[I].ThreadVarying.emplace_back(
              A.Variable,
              "'" + NameOf(A.Variable) +
                  "' is private to each thread of the parallel region, and "
                  "code that not every thread runs writes it (line " +
                  std::to_string(A.Pos.Line) + ")");
          Read.erase(A.Variable);
        }
    }
  }
}

void Extractor::noteSchedule(const OMPLoopDirective *D, LoopDirective &Loop) {
  if (D->getDirectiveKind() == llvm::omp::OMPD_simd) {
    Loop.Lockstep = true;
    if (const auto *Safe = D->getSingleClause<OMPSafelenClause>())
      if (std::optional<llvm::APSInt> K =
              Safe->getSafelen()->getIntegerConstantExpr(Ctx))
        if (K->isStrictlyPositive() && K->getActiveBits() < 32)
          Loop.SafeLength = unsigned(K->getZExtValue());
  }
  if (const auto *S = D->getSingleClause<OMPScheduleClause>();
      S && S->getScheduleKind() == OMPC_SCHEDULE_static &&
      !isOpenMPSimdDirective(D->getDirectiveKind())) {
    Loop.StaticSchedule = true;
    if (S->getChunkSize())
      Loop.Chunk = text(S->getChunkSize()->getSourceRange());
  } else if (const auto *O = D->getSingleClause<OMPOrderClause>();
             !S && O && O->getModifier() == OMPC_ORDER_MODIFIER_reproducible &&
             isOpenMPWorksharingDirective(D->getDirectiveKind())) {
    // order(reproducible: ...) without a schedule: one reproducible schedule,
    // the same for loops of one trip count.
    Loop.StaticSchedule = true;
    Loop.Chunk = "(reproducible)";
  }
}

bool Extractor::placeLoopInRegion(const OMPLoopDirective *D, size_t Index,
                                  Region &R) {
  OpenMPDirectiveKind Kind = D->getDirectiveKind();
  if (R.Model.League && isOpenMPDistributeDirective(Kind)) {
    // The league's teams share out its iterations; no barrier ends it.
    R.LoopParts.push_back({Index, ParallelRegion::Part::LoopIterations});
  } else if (isOpenMPParallelDirective(Kind)) {
    // A team of its own for each thread: each runs the whole loop.
    R.LoopParts.push_back({Index, ParallelRegion::Part::EveryThread});
  } else if (isOpenMPWorksharingDirective(Kind) ||
             Kind == llvm::omp::OMPD_loop ||
             Kind == llvm::omp::OMPD_master_taskloop ||
             Kind == llvm::omp::OMPD_master_taskloop_simd ||
             Kind == llvm::omp::OMPD_masked_taskloop ||
             Kind == llvm::omp::OMPD_masked_taskloop_simd) {
    // (`masked taskloop`: one thread makes the tasks, any runs each.)
    R.LoopParts.push_back({Index, ParallelRegion::Part::LoopIterations});
  } else {
    // simd: every thread of the team runs the whole loop. A taskloop
    // that every thread meets makes every thread's tasks of it: each
    // thread's instance runs its iterations side by side (the loop's
    // check) and waits for them at its end (its taskgroup), so to the
    // region they are the thread's code. What its reduction or
    // lastprivate copies give back at the end would be every thread's
    // at once: not modelled.
    R.LoopParts.push_back({Index, ParallelRegion::Part::EveryThread});
    Out.Model.Loops[Index].EveryThreadMakesTasks =
        isOpenMPTaskLoopDirective(Kind);
    if (isOpenMPTaskLoopDirective(Kind) && R.Unknown.empty())
      for (const OMPClause *C : D->clauses())
        if (isa<OMPReductionClause, OMPInReductionClause, OMPLastprivateClause>(
                C) &&
            R.Unknown.empty())
          R.Unknown = {
              UnknownKind::Clause,
              "'#pragma omp " + Out.Model.Loops[Index].Directive +
                  "' met by every thread of the parallel region, with a '" +
                  getOpenMPClauseName(C->getClauseKind()).str() +
                  "' clause (each thread's tasks give it back at once)"};
  }
  return isOpenMPWorksharingDirective(Kind) && !hasNowait(*D);
}

void Extractor::noteOwnVariables(const OMPLoopDirective *D,
                                 const ActiveLoop &Done,
                                 const std::vector<std::string> &Statements) {
  // Its iterators, unless a clause names them, and the variables of its
  // `private` clauses are its own in the loops around it too: its code
  // never touches their variables. (A firstprivate, lastprivate or
  // reduction copy reads or writes theirs at its start or end.)
  ClauseAttributes Clauses = explicitAttributes(D);
  std::set<const VarDecl *> Own;
  for (const VarDecl *V : Done.Iterators)
    if (!Clauses.count(V))
      Own.insert(V);
  for (const auto &[V, A] : Clauses)
    if (A.Attr == Attribute::Private &&
        A.From == DeclaredAttribute::Origin::Explicit)
      Own.insert(V);
  for (const VarDecl *V : Own)
    for (ActiveLoop &Outer : Active)
      Outer.InnerIterators[V].insert(Statements.begin(), Statements.end());
}

void Extractor::visitLoopDirective(const OMPLoopDirective *D) {
  LoopDirective L;
  L.Pos = position(D->getBeginLoc());
  L.Directive = getOpenMPDirectiveName(D->getDirectiveKind()).str();
  L.Depth = Nest.size();
  L.Collapse = std::max(1u, D->getLoopsNumber());
  size_t Index = Out.Model.Loops.size();
  L.Conditions = Flow.MayDepth;
  OpenMPDirectiveKind Kind = D->getDirectiveKind();
  L.OwnTeam =
      isOpenMPParallelDirective(Kind) && !isOpenMPSimdDirective(Kind) &&
      !isOpenMPTaskLoopDirective(Kind) && !isOpenMPTeamsDirective(Kind) &&
      !isOpenMPDistributeDirective(Kind) && Active.empty() && Regions.empty() &&
      Offload.DeviceDepth == 0 && Callees.Inlining.empty();
  // (A worksharing loop's team is its region's; a parallel loop's its own.)
  if (isOpenMPParallelDirective(Kind) && !isOpenMPTeamsDirective(Kind))
    L.NestedTeam = inTeam();
  else if (const Region *R = Regions.empty() ? nullptr : &Regions.back())
    L.NestedTeam = R->Model.NestedTeam;
  Out.Model.Loops.push_back(L);
  Out.Directives.push_back(D);
  Out.Model.Loops[Index].ValuesBetweenIterations = enclosingValuesBetween();
  noteSchedule(D, Out.Model.Loops[Index]);
  if (!Poison.empty())
    Out.Model.Loops[Index].Unknown = Poison.back();
  // `ordered(n)` makes a doacross loop: its waits are not modelled.
  if (const auto *O = D->getSingleClause<OMPOrderedClause>();
      O && O->getNumForLoops())
    unsupported(UnknownKind::Clause, "an 'ordered(n)' clause (doacross loop)");
  bool EndsWithBarrier = false;
  if (Region *R = replicatingRegion())
    EndsWithBarrier = placeLoopInRegion(D, Index, *R);

  ActiveLoop Done;
  {
    ScopedStack<ActiveLoop> Checking(
        Active, ActiveLoop{Index, D, (unsigned)Nest.size(), {}, {}});
    const Stmt *Body = associatedCode(*D);
    if (const auto *T = dyn_cast_or_null<OMPLoopTransformationDirective>(Body))
      Body = regroupedLoops(*D, *T, Out.Model.Loops[Index]);
    if (!isa_and_nonnull<ForStmt, CXXForRangeStmt>(Body))
      unsupported(UnknownKind::Bounds, "the loop is not a 'for' loop");
    visit(Body);
    Done = Active.back();
  }
  noteOwnVariables(D, Done, Out.Model.Loops[Index].Statements);
  if (Region *R = innermostRegion(); R && R->ActiveDepth == Active.size() &&
                                      R->OnceDepth > 0) {
    // A loop in a one-thread block: a taskloop's tasks run on any thread,
    // any other loop on the block's.
    if (isOpenMPTaskLoopDirective(D->getDirectiveKind()))
      R->LoopParts.push_back({Index, ParallelRegion::Part::LoopIterations});
    else if (!R->OpenBlocks.empty()) {
      std::vector<std::string> &Block =
          R->Model.Parts[R->OpenBlocks.back()].Statements;
      Block.insert(Block.end(), Out.Model.Loops[Index].Statements.begin(),
                   Out.Model.Loops[Index].Statements.end());
    }
  }
  if (EndsWithBarrier)
    barrierStatement(*innermostRegion(), D->getEndLoc());
  if (Out.Model.Loops[Index].Iterators.size() != Out.Model.Loops[Index].Collapse &&
      Out.Model.Loops[Index].Unknown.empty())
    Out.Model.Loops[Index].Unknown = {
        UnknownKind::Bounds,
        "the collapsed loops are not perfectly nested 'for' loops"};
  resolveDataSharing(Done);
  if (Done.ScanAt) {
    std::set<std::string> Scanned = checkScan(Done);
    for (DeclaredAttribute &DA : Out.Model.Loops[Index].Attributes)
      DA.Scan = DA.Attr == Attribute::Reduction && Scanned.count(DA.Variable);
  }
}

/// Why a loop directive's iterations cannot be checked when loop
/// transformations regroup or reorder them (LoopDirective::Regrouped), if
/// so: a `simd` loop's lanes, and clauses that depend on the order (the
/// sequentially last iteration, `ordered` blocks, a scan).
static std::string regroupingProblem(const OMPLoopDirective &D,
                                     bool KeepsOrder) {
  if (isOpenMPSimdDirective(D.getDirectiveKind()))
    return "a 'simd' loop";
  if (!KeepsOrder)
    for (const OMPClause *C : D.clauses())
      if (isa<OMPLastprivateClause, OMPOrderedClause>(C) ||
          (isa<OMPReductionClause>(C) &&
           cast<OMPReductionClause>(C)->getModifier() == OMPC_REDUCTION_inscan))
        return "a '" + getOpenMPClauseName(C->getClauseKind()).str() +
               "' clause";
  return "";
}

/// Accepted form: one loop transformation \p T between loop directive \p D
/// and the loops as written, of which D collapses no more than T takes
/// (the tiles' first loops, the one loop `unroll partial` leaves) or which
/// generates as many loops as it takes (`reverse`, `interchange`):
///   #pragma omp parallel for            #pragma omp for collapse(2)
///   #pragma omp tile sizes(5, 16)       #pragma omp interchange
///   for (i ...) for (j ...)             for (i ...) for (j ...)
/// D's iterations are then groups of the written loops' iterations, or
/// these in another order: L (\p L) collapses every written loop T takes,
/// and its verdict stands only when their iterations are independent
/// (LoopDirective::Regrouped). Returns the outermost written loop.
const Stmt *Extractor::regroupedLoops(const OMPLoopDirective &D,
                                      const OMPLoopTransformationDirective &T,
                                      LoopDirective &L) {
  std::string Name = "'#pragma omp " + directiveName(T) + "'";
  const Stmt *Written = associatedCode(T);
  unsigned Taken = T.getNumAssociatedLoops();
  bool SameCount = keepsLoopCount(T);
  std::string Problem = regroupingProblem(D, keepsIterationOrder(T));
  if (isa_and_nonnull<OMPLoopTransformationDirective>(Written))
    unsupported(UnknownKind::Construct, "a loop transformation applied to another one (" + Name +
                ")");
  else if (!SameCount && L.Collapse > Taken)
    unsupported(UnknownKind::Clause, "'collapse(" + std::to_string(L.Collapse) +
                ")' over the loops that " + Name +
                " generates is not modelled yet");
  else if (!Problem.empty())
    unsupported(UnknownKind::Construct, Problem + " on loops that " + Name +
                " regroups is not modelled yet");
  L.Regrouped = Name;
  L.Collapse = std::max(L.Collapse, Taken);
  // Its schedule gives out the groups: not the written loops' iterations.
  L.StaticSchedule = false;
  L.Chunk.clear();
  return Written;
}

/// A loop transformation met in the code (docs/design/model.md: the model
/// is the sequential code). Inside the loops a directive collapses, one that
/// generates as many loops as it takes, all of them collapsed
/// (`#pragma omp reverse` on the second of two), reorders the directive's
/// iterations: checked as for regroupedLoops. Elsewhere one that keeps the
/// iterations' order is the loop as written; one that changes it inside a
/// loop directive's iteration changes what the iteration computes when its
/// loops depend on each other, which is not modelled.
void Extractor::visitTransformation(const OMPLoopTransformationDirective &T) {
  std::string Name = "'#pragma omp " + directiveName(T) + "'";
  if (!Active.empty()) {
    ActiveLoop &A = Active.back();
    LoopDirective &L = Out.Model.Loops[A.Index];
    if (Nest.size() < A.Depth + L.Collapse) {
      std::string Problem = regroupingProblem(
          *A.Directive, keepsIterationOrder(T));
      if (!keepsLoopCount(T) ||
          Nest.size() + T.getNumAssociatedLoops() > A.Depth + L.Collapse)
        unsupported(UnknownKind::Construct, Name + " on loops that '#pragma omp " + L.Directive +
                    "' collapses is not modelled yet");
      else if (!Problem.empty())
        unsupported(UnknownKind::Construct, Problem + " on loops that " + Name +
                    " reorders is not modelled yet");
      if (L.Regrouped.empty())
        L.Regrouped = Name;
    } else if (!keepsIterationOrder(T)) {
      unsupported(UnknownKind::Construct, Name + " inside the loop (it reorders the iterations of "
                         "the loops it takes) is not modelled yet");
    }
  }
  visit(associatedCode(T));
}

/// The data-sharing attribute of every variable L accesses, by OpenMP 5.2's
/// rules for C: explicit clause; predetermined (L's iterators are private,
/// variables declared in the body are fresh per iteration, static locals are
/// shared); what an enclosing parallel region gives; else shared.
/// Accepted form: `reduction(inscan, op: x)` on loop L and, directly in
/// its body, `#pragma omp scan inclusive(x)` (or `exclusive(x)`), where
/// the input phase (before an inclusive scan, after an exclusive one) only
/// updates x by op (`x op= e`, e not reading x) and the scan phase only
/// reads x:
///   x += a[k];                 // input
///   #pragma omp scan inclusive(x)
///   b[k] = x;                  // scan: x over iterations 0..k
/// Each iteration's scan phase then sees what the sequential loop gives it
/// there, and x ends as its last iteration leaves it: x is right as
/// declared. Otherwise the loop is unknown.
std::set<std::string> Extractor::checkScan(const ActiveLoop &A) {
  const LoopDirective &L = Out.Model.Loops[A.Index];
  ClauseAttributes Clauses = explicitAttributes(A.Directive);
  std::set<const VarDecl *> Inscan;
  for (const auto *R : A.Directive->getClausesOfKind<OMPReductionClause>())
    if (R->getModifier() == OMPC_REDUCTION_inscan)
      for (const Expr *E : R->varlists())
        if (const VarDecl *V = referencedVar(E))
          Inscan.insert(V);
  std::map<std::string, size_t> Position;
  for (size_t K = 0; K < Out.Model.Statements.size(); ++K)
    Position[Out.Model.Statements[K].Name] = K;
  std::set<std::string> Accepted;
  std::string Why;
  for (const VarDecl *V : A.ScanItems) {
    auto Clause = Clauses.find(V);
    if (!Inscan.count(V) || Clause == Clauses.end() || !Clause->second.Op) {
      Why = "'" + V->getName().str() + "' in the scan has no inscan reduction";
      break;
    }
    const std::string &Id = info(V).Id;
    for (const std::string &Name : L.Statements) {
      const Statement &S = Out.Model.Statements[Position.at(Name)];
      bool Input = (Position.at(Name) < *A.ScanAt) != A.ScanExclusive;
      bool Update = S.Reduction && S.Reduction->Variable == Id &&
                    S.Reduction->Op == *Clause->second.Op;
      bool CoveredRead = std::count(S.CoveredReads.begin(),
                                    S.CoveredReads.end(), Id) > 0;
      for (const Access &Acc : S.Accesses)
        if (Acc.Variable == Id && (Input ? !Update : Acc.IsWrite))
          Why = "the " + std::string(Input ? "input" : "scan") +
                " phase of the scan " +
                (Input ? "does more to '" + V->getName().str() +
                             "' than update it by its reduction's operator"
                       : "writes '" + V->getName().str() + "'");
      if (Input && CoveredRead && Why.empty())
        Why = "the input phase of the scan reads '" + V->getName().str() + "'";
    }
    if (!Why.empty())
      break;
    Accepted.insert(Id);
  }
  if (!Why.empty()) {
    if (Out.Model.Loops[A.Index].Unknown.empty())
      Out.Model.Loops[A.Index].Unknown = {UnknownKind::Construct, Why};
    return {};
  }
  return Accepted;
}

std::vector<std::string>
Extractor::accessedInLoop(const ActiveLoop &A,
                          std::set<std::string> &OutsideInner) const {
  const LoopDirective &L = Out.Model.Loops[A.Index];
  std::set<std::string> InLoop(L.Statements.begin(), L.Statements.end());
  std::vector<std::string> Accessed;
  for (const Statement &S : Out.Model.Statements) {
    if (!InLoop.count(S.Name))
      continue;
    for (const Access &X : S.Accesses) {
      if (std::find(Accessed.begin(), Accessed.end(), X.Variable) ==
          Accessed.end())
        Accessed.push_back(X.Variable);
      auto Decl = Names.DeclOfId.find(X.Variable);
      auto Inner = Decl == Names.DeclOfId.end()
                       ? A.InnerIterators.end()
                       : A.InnerIterators.find(Decl->second);
      if (Inner == A.InnerIterators.end() || !Inner->second.count(S.Name))
        OutsideInner.insert(X.Variable);
    }
  }
  return Accessed;
}

DeclaredAttribute
Extractor::loopAttribute(const ActiveLoop &A, const std::string &Id,
                         const VarDecl *V, const ClauseAttributes &Explicit,
                         const std::set<std::string> &OutsideInner) {
  LoopDirective &L = Out.Model.Loops[A.Index];
  DeclaredAttribute DA;
  DA.Variable = Id;
  // A field's clause is its struct's (`private(p)` for `p.x`).
  const VarDecl *Named = V;
  if (auto Root = Names.FieldRootOfId.find(Id);
      !V && Root != Names.FieldRootOfId.end())
    Named = Root->second;
  if (auto It = Explicit.find(Named); Named && It != Explicit.end()) {
    DA = It->second;
    DA.Variable = Id;
  } else if (A.Iterators.count(V)) {
    DA.Attr = Attribute::Private;
    DA.From = DeclaredAttribute::Origin::Predetermined;
  } else if (Names.ThreadSlices.count(Id)) {
    // The running thread's slice: a copy per thread, which keeps what
    // the thread's earlier iterations left in it.
    DA.Attr = Attribute::Private;
    DA.From = DeclaredAttribute::Origin::Enclosing;
    L.ThreadVarying.emplace_back(
        Id, "'" + V->getName().str() +
                "' is the running thread's slice of a buffer, which keeps "
                "what the thread's earlier iterations left in it, and the "
                "loop may read that");
  } else if (Named && A.DeclaredInside.count(Named)) {
    // (A field of a struct declared inside: the struct's copy.)
    DA.Attr = Named->isStaticLocal() ? Attribute::Shared : Attribute::Private;
    DA.From = DeclaredAttribute::Origin::Predetermined;
  } else if (!OutsideInner.count(Id)) {
    // Only an inner loop directive's iterator: that construct's copy.
    DA.Attr = Attribute::Private;
    DA.From = DeclaredAttribute::Origin::Predetermined;
  } else if (const Variable *Var = Out.Model.findVariable(Id);
             isOrphaned(*A.Directive) && V && Var && Var->Privatizable &&
             (V->hasLocalStorage() || Var->ThreadPrivate)) {
    // An orphaned worksharing loop binds to the team of a caller's
    // region, if any: each thread runs its own call of the function, so
    // the function's automatic variables are private to each thread, as
    // a region's locals are (OpenMP 5.2, 5.1.1). Called outside a region,
    // one thread runs the loop, and any attribute is right.
    DA.Attr = Attribute::Private;
    DA.From = DeclaredAttribute::Origin::Enclosing;
    LoopsWithCallerCopies.insert(A.Index);
  } else {
    DA.Attr = Attribute::Shared;
    DA.From = DeclaredAttribute::Origin::Implicit;
    // What the innermost region around it gives; a loop that makes a
    // team of its own (`parallel for`) shares what its clauses do not
    // name, whatever the regions around it give.
    if (Region *R = innermostRegion();
        R && !isOpenMPParallelDirective(A.Directive->getDirectiveKind())) {
      if (auto It = R->Attributes.find(V); It != R->Attributes.end()) {
        DA = It->second;
        DA.Variable = Id;
      } else if (Named && R->Locals.count(Named) && !Named->isStaticLocal()) {
        DA.Attr = Attribute::Private;
        DA.From = DeclaredAttribute::Origin::Enclosing;
        // What a pointer of the region points to, when the model cannot
        // tell that each thread's is its own (Variable::OwnedByScope):
        // neither a shared variable nor a thread's copy.
        if (const Variable *Var = Out.Model.findVariable(Id);
            Var && !Var->Privatizable && !Var->OwnedByScope &&
            L.Unknown.empty())
          L.Unknown = {UnknownKind::Pointer,
                       "pointer '" + Named->getName().str() +
                           "', declared in the parallel region, reaches "
                           "memory that each thread may or may not have "
                           "for itself"};
      }
    }
  }
  return DA;
}

Statement *Extractor::firstStatementOf(const LoopDirective &L) {
  if (L.Statements.empty())
    return nullptr;
  for (Statement &S : Out.Model.Statements)
    if (S.Name == L.Statements.front())
      return &S;
  return nullptr;
}

void Extractor::readInEveryIteration(Statement &First, const LoopDirective &L,
                                     const Cell &Read, const Expr *Written,
                                     bool InHeader) {
  // { S[x] }: the first statement's instances, one in each iteration.
  std::string Tuple = First.Domain.substr(0, First.Domain.find_first_of(":}"));
  Access X;
  X.ExactCells = Read.Exact;
  X.Conditions = L.Conditions;
  X.Ref = NextRef++;
  X.Variable = Read.Variable;
  X.Relation = Tuple + " -> " + Read.Cells + " }";
  SourceLocation Loc = SM.getExpansionLoc(Written->getBeginLoc());
  X.Pos = position(Loc);
  X.Text = text(Written->getSourceRange());
  X.InLoopHeader = InHeader;
  Out.AccessLoc[X.Ref] = Loc;
  First.Accesses.push_back(X);
}

void Extractor::addParameterReads(const ActiveLoop &A,
                                  const ClauseAttributes &Explicit) {
  const LoopDirective &L = Out.Model.Loops[A.Index];
  if ((A.ParameterReads.empty() && A.MemberReads.empty()) ||
      L.Statements.empty())
    return;
  Statement *First = firstStatementOf(L);
  if (!First)
    return;
  auto AddRead = [&](const Cell &Read, const Expr *Written, bool InHeader) {
    readInEveryIteration(*First, L, Read, Written, InHeader);
  };
  for (const auto &[V, Read] : A.ParameterReads) {
    auto Clause = Explicit.find(V);
    bool Copied = Clause != Explicit.end() &&
                  Clause->second.From == DeclaredAttribute::Origin::Explicit &&
                  (Clause->second.Attr == Attribute::Private ||
                   Clause->second.Attr == Attribute::LastPrivate);
    // A number the caller gives by reference, or a global, read as a
    // parameter in the loop's code: memory that another name the loop
    // writes may reach, which the overlap assumptions must see
    // (noteAssumptions).
    const Variable *Given = Out.Model.findVariable(info(V).Id);
    bool Overlapping =
        Clause == Explicit.end() && !Read.InHeader && Given &&
        Given->Rank == 0 &&
        ((Given->MayOverlap && V->getType()->isReferenceType()) ||
         V->hasGlobalStorage());
    // A part of memory read as a parameter (`j < s->n`, `j < nb[0]`): its
    // cell, which another name the loop writes may reach as well.
    std::optional<Cell> Part;
    if (!isa<DeclRefExpr>(strip(Read.First)) && !Copied && !Read.InHeader)
      Part = lvalue(Read.First, *First);
    if (!(Copied || Overlapping || Part) || (Read.InHeader && !L.OwnTeam))
      continue;
    const std::string &Own = info(V).ownId();
    AddRead(Part ? *Part : Cell{Own, Own + "[]", true}, Read.First,
            Read.InHeader);
  }
  // `this->n`: memory of the object, which another name may reach too.
  for (const ActiveLoop::ParameterRead &Read : A.MemberReads)
    if (std::optional<Cell> Part =
            Read.InHeader ? std::nullopt : lvalue(Read.First, *First))
      AddRead(*Part, Read.First, false);
}

/// Adds to \p Places what \p E reads, as the places that name it whole:
/// a variable (`n`), a path of fields, subscripts and dereferences from
/// one (`s->n`, `nb[k]`, with `k` read too), and the call of a member
/// function (`v.size()`, `s.n.load()`), which reads its object.
static void placesRead(const Expr *E, std::vector<const Expr *> &Places) {
  if (!E)
    return;
  E = E->IgnoreParenCasts();
  if (const auto *Ref = dyn_cast<DeclRefExpr>(E)) {
    if (isa<VarDecl>(Ref->getDecl()))
      Places.push_back(E);
    return;
  }
  if (isa<CXXMemberCallExpr>(E)) {
    Places.push_back(E);
    for (const Expr *Arg : cast<CXXMemberCallExpr>(E)->arguments())
      placesRead(Arg, Places);
    return;
  }
  const auto *Deref = dyn_cast<UnaryOperator>(E);
  if (isa<MemberExpr, ArraySubscriptExpr>(E) ||
      (Deref && Deref->getOpcode() == UO_Deref)) {
    Places.push_back(E);
    // The subscripts along the path are read too (`nb[k]` reads k).
    for (const Expr *Step = E; Step;) {
      Step = Step->IgnoreParenCasts();
      if (const auto *M = dyn_cast<MemberExpr>(Step))
        Step = M->getBase();
      else if (const auto *A = dyn_cast<ArraySubscriptExpr>(Step)) {
        placesRead(A->getIdx(), Places);
        Step = A->getBase();
      } else if (const auto *U = dyn_cast<UnaryOperator>(Step);
                 U && U->getOpcode() == UO_Deref)
        Step = U->getSubExpr();
      else if (const Expr *Pointer = smartPointerOf(Step))
        Step = Pointer; // (`sp->n`: its object's field, a path from sp)
      else {
        if (!isa<DeclRefExpr, CXXThisExpr>(Step))
          placesRead(Step, Places);
        Step = nullptr;
      }
    }
    return;
  }
  for (const Stmt *Child : E->children())
    if (const auto *X = dyn_cast_or_null<Expr>(Child))
      placesRead(X, Places);
}

void Extractor::noteHeaderReads(const ForStmt *S, ActiveLoop &A) {
  std::vector<const Expr *> Places;
  if (const auto *Init = dyn_cast_or_null<DeclStmt>(S->getInit())) {
    for (const Decl *D : Init->decls())
      if (const auto *V = dyn_cast<VarDecl>(D))
        placesRead(V->getInit(), Places);
  } else if (const auto *Init = dyn_cast_or_null<Expr>(S->getInit())) {
    placesRead(Init, Places);
  }
  placesRead(S->getCond(), Places);
  placesRead(S->getInc(), Places);
  for (const Expr *Place : Places) {
    const VarDecl *Root = rootVariable(Place);
    bool Iterator = Root && (A.Iterators.count(Root) ||
                             llvm::any_of(Nest, [&](const Level &L) {
                               return L.Iterator == Root;
                             }));
    if (!Iterator)
      A.HeaderReads.push_back(Place);
  }
}

/// The fields of its object that \p Method reads (`this->rows_`), if its
/// body is in the file and reads nothing else but its parameters and
/// locals: a getter. Not one that reads through a pointer (`p->n`, a
/// field that is a pointer), a global or a static member, or calls.
static std::optional<std::vector<const FieldDecl *>>
fieldsReadBy(const CXXMethodDecl &Method) {
  const FunctionDecl *Definition = nullptr;
  if (Method.isVirtual() || !Method.hasBody(Definition) || !Definition)
    return std::nullopt;
  std::vector<const FieldDecl *> Fields;
  unsigned Objects = 0;
  bool Other = false;
  std::function<void(const Stmt *)> Walk = [&](const Stmt *S) {
    if (!S || Other)
      return;
    if (isa<CXXThisExpr>(S))
      ++Objects;
    if (const auto *M = dyn_cast<MemberExpr>(S)) {
      const auto *Field = dyn_cast<FieldDecl>(M->getMemberDecl());
      if (!Field || !isa<CXXThisExpr>(M->getBase()->IgnoreParenImpCasts()) ||
          !Field->getType()->isArithmeticType())
        Other = true;
      else
        Fields.push_back(Field);
    }
    if (const auto *Ref = dyn_cast<DeclRefExpr>(S))
      if (const auto *V = dyn_cast<VarDecl>(Ref->getDecl());
          V && !V->hasLocalStorage())
        Other = true;
    if (isa<CallExpr, ArraySubscriptExpr, LambdaExpr>(S))
      Other = true;
    if (const auto *U = dyn_cast<UnaryOperator>(S);
        U && U->getOpcode() == UO_Deref)
      Other = true;
    for (const Stmt *Child : S->children())
      Walk(Child);
  };
  Walk(Definition->getBody());
  if (Other || Objects != Fields.size())
    return std::nullopt; // `this` named otherwise, or other memory read
  return Fields;
}

/// Whether \p Code calls a function of the program (one with a body
/// outside the system headers) that may touch memory (not pure), which
/// may reach it by names Code does not show.
static bool callsProgramCode(const Stmt *Code) {
  bool Calls = false;
  std::function<void(const Stmt *)> Walk = [&](const Stmt *S) {
    if (!S || Calls)
      return;
    if (const auto *C = dyn_cast<CallExpr>(S)) {
      const FunctionDecl *Callee = C->getDirectCallee();
      const FunctionDecl *Definition = nullptr;
      if (!Callee) {
        Calls = true;
      } else if (Callee->hasBody(Definition) && Definition &&
                 !touchesNoMemory(Callee)) {
        const SourceManager &SM =
            Definition->getASTContext().getSourceManager();
        Calls =
            !SM.isInSystemHeader(SM.getExpansionLoc(Definition->getLocation()));
      }
    }
    for (const Stmt *Child : S->children())
      Walk(Child);
  };
  Walk(Code);
  return Calls;
}

/// Whether clause attributes \p Explicit give \p V a copy of its own
/// that no value of the original enters (`private`) or that it starts
/// from (`firstprivate`), or that the original gets back (`lastprivate`).
static bool givesCopy(const ClauseAttributes &Explicit, const VarDecl *V) {
  auto Clause = Explicit.find(V);
  if (Clause == Explicit.end())
    return false;
  switch (Clause->second.Attr) {
  case Attribute::Private:
  case Attribute::FirstPrivate:
  case Attribute::LastPrivate:
  case Attribute::FirstLastPrivate:
  case Attribute::LastPrivateConditional:
    return true;
  default:
    return false;
  }
}

/// Whether \p Code names container \p V only to reach its elements
/// (`v[k]`, `v.at(k)`) or to call its const members (`v.size()`): it
/// does not change v's size.
static bool onlyElementsUsedIn(const VarDecl *V, const Stmt *Code) {
  unsigned Names = 0, ElementUses = 0;
  auto IsV = [&](const Expr *E) {
    const auto *Ref = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
    return Ref && Ref->getDecl() == V;
  };
  std::function<void(const Stmt *)> Walk = [&](const Stmt *S) {
    if (!S)
      return;
    if (const auto *Ref = dyn_cast<DeclRefExpr>(S); Ref && Ref->getDecl() == V)
      ++Names;
    if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(S);
        Op && Op->getOperator() == OO_Subscript && IsV(Op->getArg(0)))
      ++ElementUses;
    if (const auto *Call = dyn_cast<CXXMemberCallExpr>(S);
        Call && IsV(Call->getImplicitObjectArgument()) &&
        Call->getMethodDecl() &&
        (!mayChangeObject(*Call->getMethodDecl()) ||
         isElementMember(*Call->getMethodDecl())))
      ++ElementUses;
    for (const Stmt *Child : S->children())
      Walk(Child);
  };
  Walk(Code);
  return Names == ElementUses;
}

bool Extractor::ownedName(const VarDecl *V) const {
  auto Site = Facts.Sites.find(V);
  return !(Site != Facts.Sites.end() &&
           (Site->second.AddressTaken || Site->second.Escapes ||
            !Site->second.ElementNames.empty()));
}

bool Extractor::objectStableIn(const Expr *Object, const Stmt *Code) const {
  if (Facts.stableObject(Object, /*ThroughSmartPointers=*/true))
    return true;
  const Expr *Root = Facts.unassignedPathRoot(Object,
                                              /*ThroughSmartPointers=*/true);
  if (!Root || Facts.UnknownCallsAt.count(TopLevel))
    return false;
  if (isa<CXXThisExpr>(Root))
    return !Facts.ThisMayChange;
  const VarDecl *V = referencedVar(Root);
  if (!V || setsVariableIn(V, Code) || !ownedName(V))
    return false;
  // (A call given it by address may change it whole, `memset(s, ...)`; a
  // callee may set a global.)
  auto Site = Facts.Sites.find(V);
  return Site == Facts.Sites.end() ||
         (!Site->second.WholeAt.count(TopLevel) &&
          !(V->hasGlobalStorage() && Site->second.At.count(TopLevel)));
}

bool Extractor::headerPlaceStable(const Expr *Place, const Stmt *Code,
                                  const ChangedVariables &Changed) const {
  if (const auto *Ref = dyn_cast<DeclRefExpr>(Place)) {
    // A variable changes where the code names it, or a call may change it
    // as a global.
    const auto *V = cast<VarDecl>(Ref->getDecl());
    return !Changed.Variables.count(V) &&
           !Changed.Variables.count(V->getCanonicalDecl()) &&
           !(Changed.Calls && (V->hasGlobalStorage() || !isLocalToModel(V))) &&
           ownedName(V);
  }
  if (isa<MemberExpr>(Place))
    return objectStableIn(Place, Code);
  const auto *Call = dyn_cast<CXXMemberCallExpr>(Place);
  const CXXMethodDecl *Method = Call ? Call->getMethodDecl() : nullptr;
  if (!Method || mayChangeObject(*Method))
    return false;
  const Expr *Object = Call->getImplicitObjectArgument();
  // A query of a standard container (`v.size()`): v is never resized nor
  // changed whole in the function.
  if (declaredInStd(Method->getParent())) {
    // v, a variable of the function that no other name reaches, named in
    // the loop only for its elements and const members; a reference
    // parameter so too, where the loop changes no other container of its
    // type (the caller's v may be that one) and calls no program code.
    const VarDecl *V = referencedVar(Object);
    if (V && !V->hasGlobalStorage() && isLocalToModel(V) && ownedName(V) &&
        onlyElementsUsedIn(V, Code) &&
        (!V->getType()->isReferenceType() ||
         (isa<ParmVarDecl>(V) && !callsProgramCode(Code) &&
          llvm::none_of(Changed.Variables, [&](const VarDecl *W) {
            return W != V && Ctx.hasSameUnqualifiedType(
                                 W->getType().getNonReferenceType(),
                                 V->getType().getNonReferenceType());
          }))))
      return true;
    return !V && isa<MemberExpr>(Object->IgnoreParenImpCasts()) &&
           objectStableIn(Object, Code);
  }
  // A getter of the program: no field it reads is assigned, and its object
  // keeps its value.
  std::optional<std::vector<const FieldDecl *>> Fields = fieldsReadBy(*Method);
  return Fields &&
         llvm::none_of(*Fields,
                       [&](const FieldDecl *F) {
                         return Facts.AssignedFields.count(F) > 0;
                       }) &&
         objectStableIn(Object, Code);
}

void Extractor::addHeaderReads(const ActiveLoop &A,
                               const ClauseAttributes &Explicit) {
  LoopDirective &L = Out.Model.Loops[A.Index];
  if (A.HeaderReads.empty() || !L.Unknown.empty())
    return;
  Statement *First = firstStatementOf(L);
  if (!First)
    return;
  const Stmt *Code = associatedCode(*A.Directive);
  ChangedVariables Changed = changedIn(Code);
  for (const Expr *Place : A.HeaderReads) {
    const auto *Call = dyn_cast<CXXMemberCallExpr>(Place);
    const Expr *Object = Call ? Call->getImplicitObjectArgument() : Place;
    const VarDecl *Root = rootVariable(Object);
    // A copy a clause makes is what addParameterReads reads (a
    // reduction's copy is not: the bound reads the original).
    if (Root && givesCopy(Explicit, Root))
      continue;
    if (headerPlaceStable(Place, Code, Changed))
      continue;
    std::optional<Cell> Read;
    QualType Atomic;
    if (Call) {
      const VarInfo *Info = nullptr;
      if (Call->getMethodDecl() && Call->getMethodDecl()->getIdentifier() &&
          Call->getMethodDecl()->getName() == "size")
        Read = containerSize(Object, Info);
      if (!Read) {
        unsupported(UnknownKind::Bounds,
                    "the loop's code may change '" +
                        text(Object->getSourceRange()) +
                        "', whose member function its bounds call");
        return;
      }
    } else if (isStdAtomic(Place->getType(), Atomic)) {
      unsupported(UnknownKind::Bounds, "the loop's bounds read atomic '" +
                                           text(Place->getSourceRange()) +
                                           "', which its code may change");
      return;
    } else {
      Read = lvalue(Place, *First);
    }
    if (!Read)
      return; // (lvalue says why)
    readInEveryIteration(*First, L, *Read, Place, /*InHeader=*/true);
  }
}

void Extractor::resolveDataSharing(ActiveLoop &A) {
  LoopDirective &L = Out.Model.Loops[A.Index];
  UnknownReason Unmodelled;
  ClauseAttributes Explicit =
      explicitAttributes(A.Directive, /*ReductionCells=*/true, &Unmodelled);
  if (!Unmodelled.empty() && L.Unknown.empty())
    L.Unknown = Unmodelled;
  if (A.Directive == Offload.LeagueLoop)
    for (const auto &[V, DA] : Offload.LeagueReductions) {
      DeclaredAttribute League = DA;
      League.From = DeclaredAttribute::Origin::Enclosing;
      Explicit.emplace(V, League);
    }
  if (isOpenMPParallelDirective(A.Directive->getDirectiveKind()))
    addThreadPrivateCopies(*A.Directive, Explicit);
  addParameterReads(A, Explicit);
  {
    // (What it finds unsupported is this loop's.)
    ScopedStack<ActiveLoop> Again(Active, A);
    addHeaderReads(A, Explicit);
  }
  // The variables accessed outside the inner loop directives they are
  // iterators of.
  std::set<std::string> OutsideInner;
  std::vector<std::string> Accessed = accessedInLoop(A, OutsideInner);
  std::set<const VarDecl *> Seen;
  for (const std::string &Id : Accessed) {
    // (A field variable has no declaration of its own.)
    auto Declared = Names.DeclOfId.find(Id);
    const VarDecl *V =
        Declared == Names.DeclOfId.end() ? nullptr : Declared->second;
    Seen.insert(V);
    DeclaredAttribute DA = loopAttribute(A, Id, V, Explicit, OutsideInner);
    // A thread's threadprivate copy starts with what the thread left in it;
    // a taskloop's tasks see the copy of whichever thread runs them.
    if (const Variable *Var = Out.Model.findVariable(Id);
        Var && Var->ThreadPrivate) {
      if (DA.Attr == Attribute::Private &&
          DA.From == DeclaredAttribute::Origin::Enclosing)
        L.ThreadVarying.emplace_back(Id, threadCopyReason(V));
      if (isOpenMPTaskLoopDirective(A.Directive->getDirectiveKind()) &&
          L.Unknown.empty())
        L.Unknown = {UnknownKind::Construct,
                     "a taskloop names threadprivate '" + Var->Name +
                         "' (the copy of the thread that runs each task)"};
    }
    // OpenMP leaves unspecified whether a called function's reference to
    // a global sees the construct's copy or the original.
    if (const Variable *Var = Out.Model.findVariable(Id);
        Var && Var->NamedInCallee && DA.Attr != Attribute::Shared &&
        L.Unknown.empty())
      L.Unknown = {UnknownKind::Call,
                   "'" + Var->Name +
                       "' has a copy of its own here, and a called function "
                       "names it: it is unspecified which one the function "
                       "sees"};
    L.Attributes.push_back(DA);
  }
  // A variable named only where the model has no access (a bound, a
  // list item's section) is no redundant clause.
  std::set<const VarDecl *> Named;
  namedVariables(associatedCode(*A.Directive), Named);
  listItemBoundVariables(*A.Directive, Named);
  for (auto &[V, DA] : Explicit) {
    if (Seen.count(V) || DA.From != DeclaredAttribute::Origin::Explicit ||
        Named.count(V->getCanonicalDecl()))
      continue;
    DeclaredAttribute Unused = DA;
    Unused.Variable = info(V).ownId();
    L.Unused.push_back(Unused);
  }
}

} // namespace extract
} // namespace ompfix
