//===- ExtractAccesses.cpp - Memory references, calls and reductions ------===//
//
// Each read and write of an expression statement as a tagged access, fresh
// allocations, the standard containers whose elements are cells, and the
// reduction updates of condition 5 of docs/design/conditions.md.
//
//===----------------------------------------------------------------------===//

#include "frontend/Extractor.h"

#include "clang/AST/ParentMapContext.h"
#include "clang/Lex/Lexer.h"
#include "llvm/Support/SaveAndRestore.h"

#include <functional>

using namespace clang;

namespace ompfix {
namespace extract {

SourcePos Extractor::position(SourceLocation L) const {
  PresumedLoc P = SM.getPresumedLoc(SM.getExpansionLoc(L));
  if (P.isInvalid())
    return {};
  return {P.getLine(), P.getColumn()};
}

std::string Extractor::text(SourceRange R) const {
  return Lexer::getSourceText(CharSourceRange::getTokenRange(R), SM,
                              Ctx.getLangOpts())
      .str();
}

bool isStdArrayLike(QualType T, QualType &Element, std::string &Extent) {
  const auto *Record = T.getNonReferenceType()->getAsCXXRecordDecl();
  const auto *Spec =
      dyn_cast_or_null<ClassTemplateSpecializationDecl>(Record);
  if (!Spec || !Spec->isInStdNamespace() || !Spec->getIdentifier())
    return false;
  llvm::StringRef Name = Spec->getName();
  const TemplateArgumentList &Args = Spec->getTemplateArgs();
  if ((Name != "vector" && Name != "array") || Args.size() < 1 ||
      Args[0].getKind() != TemplateArgument::Type ||
      !Args[0].getAsType()->isArithmeticType())
    return false;
  Element = Args[0].getAsType();
  Extent.clear();
  if (Name == "array") {
    if (Args.size() < 2 || Args[1].getKind() != TemplateArgument::Integral)
      return false;
    Extent = std::to_string(Args[1].getAsIntegral().getExtValue());
  }
  return true;
}

bool isPureDefinition(const FunctionDecl *F, unsigned Depth) {
  const FunctionDecl *Definition = nullptr;
  if (!F || Depth > 3 || !F->hasBody(Definition) || !Definition ||
      !Definition->getReturnType()->isArithmeticType() ||
      Definition->isVariadic())
    return false;
  for (const ParmVarDecl *P : Definition->parameters())
    if (!P->getType()->isArithmeticType())
      return false;
  bool Pure = true;
  std::function<void(const Stmt *)> Walk = [&](const Stmt *S) {
    if (!S || !Pure)
      return;
    if (const auto *Ref = dyn_cast<DeclRefExpr>(S)) {
      if (const auto *V = dyn_cast<VarDecl>(Ref->getDecl()))
        Pure = !V->hasGlobalStorage() || V->getType().isConstQualified();
    } else if (const auto *C = dyn_cast<CallExpr>(S)) {
      const FunctionDecl *Callee = C->getDirectCallee();
      llvm::StringRef Name = Callee && Callee->getIdentifier() ? Callee->getName() : "";
      // (A call of itself is pure if the rest is: `fib`.)
      Pure = Callee && (isPureMathFunction(Name) || Callee->hasAttr<ConstAttr>() ||
                        Callee->getCanonicalDecl() == F->getCanonicalDecl() ||
                        isPureDefinition(Callee, Depth + 1));
    } else if (isa<ArraySubscriptExpr>(S) || isa<MemberExpr>(S) ||
               isa<CXXNewExpr>(S) || isa<CXXDeleteExpr>(S) ||
               isa<CXXThrowExpr>(S) || isa<AsmStmt>(S) ||
               isa<OMPExecutableDirective>(S)) {
      Pure = false;
    } else if (const auto *U = dyn_cast<UnaryOperator>(S);
               U && (U->getOpcode() == UO_Deref || U->getOpcode() == UO_AddrOf)) {
      Pure = false;
    }
    for (const Stmt *Child : S->children())
      Walk(Child);
  };
  Walk(Definition->getBody());
  return Pure;
}

/// Whether local pointer \p P of function body \p Body only ever holds
/// null or fresh memory: assigned null or fresh allocations, its address
/// only given to posix_memalign.
///   void *ptr = NULL; if (posix_memalign(&ptr, a, n)) ptr = NULL;
bool Extractor::freshLocal(const VarDecl *P, const Stmt *Body,
                           unsigned Depth) {
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

/// Whether \p E is memory no other name reaches: a call of malloc, calloc,
/// aligned_alloc, the OpenMP allocators (omp_alloc, ...), or of a function of the file whose every `return`
/// gives such memory (`prk_malloc` returning `aligned_alloc(a, bytes)`, or
/// a local pointer that only posix_memalign sets), or C++ array `new`.
bool Extractor::freshAllocation(const Expr *E, unsigned Depth) {
  // C++: `new double[n]` (the global operator, not a placement form).
  if (const auto *New = dyn_cast<CXXNewExpr>(E->IgnoreParenCasts()))
    return New->isArray() && New->getNumPlacementArgs() == 0 &&
           New->getAllocatedType()->isArithmeticType();
  const auto *C = dyn_cast<CallExpr>(E->IgnoreParenCasts());
  const FunctionDecl *Callee = C ? C->getDirectCallee() : nullptr;
  if (!Callee || !Callee->getIdentifier())
    return false;
  static const llvm::StringSet<> Allocators = {
      "malloc",    "calloc",           "aligned_alloc",     "_mm_malloc",
      "valloc",    "memalign",         "omp_alloc",         "omp_aligned_alloc",
      "omp_calloc", "omp_aligned_calloc"};
  if (Allocators.contains(Callee->getName()))
    return true;
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
      const VarDecl *Local = Value ? referencedVar(Value->IgnoreParenCasts())
                                   : nullptr;
      Fresh = Value && (freshAllocation(Value, Depth + 1) ||
                        (Local && Local->hasLocalStorage() &&
                         !isa<ParmVarDecl>(Local) &&
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
bool Extractor::freshPointer(const VarDecl *D) {
  auto Values = PointerValues.find(D);
  if (Values == PointerValues.end())
    return false;
  // Copied elsewhere, its old memory would keep another name.
  if (auto Site = Sites.find(D); Site != Sites.end() && Site->second.Escapes &&
                                 Values->second.size() > 1)
    return false;
  bool Allocated = false;
  for (const Expr *Value : Values->second) {
    if (Value && Value->isNullPointerConstant(
                     Ctx, Expr::NPC_ValueDependentIsNotNull))
      continue;
    if (!Value || !freshAllocation(Value, 0))
      return false;
    Allocated = true;
  }
  return Allocated;
}

std::optional<std::string> Extractor::freedMemory(const VarDecl *P) {
  if (!P || !P->getType()->isPointerType() || !Active.empty() ||
      replicatingRegion())
    return std::nullopt;
  const VarInfo &I = info(P);
  if (I.IsAlias || !I.Unsupported.empty() || !freshPointer(P))
    return std::nullopt;
  return I.Id;
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
    const auto *V = D->isSingleDecl() ? dyn_cast<VarDecl>(D->getSingleDecl())
                                      : nullptr;
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

bool Extractor::validRotationMember(const VarDecl *V,
                                    const std::set<const VarDecl *> &Excluded,
                                    const std::set<const Expr *> &MoveValues,
                                    const std::vector<const Expr *> &Copies) {
  auto Site = Sites.find(V);
  bool Valid = !Excluded.count(V) && F.Encloses(V->getDeclContext()) &&
               (Site == Sites.end() || !Site->second.AddressTaken);
  for (const Expr *Copy : Copies)
    Valid &= MoveValues.count(Copy) > 0;
  bool Allocated = false;
  for (const Expr *Value : PointerValues[V]) {
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
void Extractor::findBufferRotations(const Stmt *Body) {
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
void Extractor::findFieldCopies(const Stmt *Body) {
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
      if (std::optional<ValuePath> P = valuePath(M);
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
    std::optional<ValuePath> P = valuePath(Init);
    if (!P || !P->fieldsOnly() || P->Fields.empty() ||
        Modified.count(V) || (P->Root && NamedAlone.count(P->Root)))
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
    if (Given && Once && fieldVariable(Init))
      FieldCopies.insert(V);
  }
}

void Extractor::addAccess(Statement &S, const Cell &C, bool IsWrite,
                          const Expr *E) {
  addAccess(S, C, IsWrite, SM.getExpansionLoc(E->getBeginLoc()),
            text(E->getSourceRange()));
}

void Extractor::addAccess(Statement &S, const Cell &C, bool IsWrite,
                          SourceLocation Loc, std::string Text) {
  Access A;
  A.Ref = NextRef++;
  A.Variable = C.Variable;
  A.IsWrite = IsWrite;
  A.IsMust = C.Exact && MayDepth == 0 && !MayReturned;
  A.ExactCells = C.Exact;
  A.Conditions = MayDepth;
  std::string Where;
  bool Constrained = C.Cells.find(':') != std::string::npos;
  for (const std::string &Arm : ArmConditions) {
    Where += (Constrained ? " and (" : " : (") + Arm + ")";
    Constrained = true;
  }
  A.Relation = "{ " + instanceTuple(S.Name) + " -> " + C.Cells + Where + " }";
  A.Pos = position(Loc);
  A.Text = std::move(Text);
  Out.AccessLoc[A.Ref] = Loc;
  if (!Inlining.empty())
    Out.AccessCall[A.Ref] = Inlining.front().Call;
  S.Accesses.push_back(A);
}

std::optional<Condition>
Extractor::armCondition(const ConditionalOperator *Cond,
                        std::vector<std::string> &Divisions) {
  size_t GuardCount = Guards.size();
  std::optional<Condition> C = condition(Cond->getCond());
  if (C)
    Divisions.assign(Guards.begin() + GuardCount, Guards.end());
  Guards.resize(GuardCount);
  return C;
}

std::optional<std::vector<Division>>
Extractor::divisionsOf(llvm::ArrayRef<std::string> GuardList) const {
  std::vector<Division> Divisions;
  for (const std::string &Guard : GuardList) {
    auto It = DivisionOfGuard.find(Guard);
    if (It == DivisionOfGuard.end())
      return std::nullopt;
    Divisions.push_back(It->second);
  }
  // A piece (or disjunct) per sign of each: a few, no more.
  if (Divisions.size() > 4)
    return std::nullopt;
  return Divisions;
}

void Extractor::exactConstraints(const std::vector<std::string *> &Texts,
                                 size_t GuardsBefore) {
  std::optional<std::vector<Division>> Divisions =
      divisionsOf(llvm::ArrayRef<std::string>(Guards).drop_front(GuardsBefore));
  if (!Divisions || Divisions->empty())
    return;
  for (std::string *Text : Texts)
    *Text = truncatingConstraint(*Text, *Divisions);
  Guards.resize(GuardsBefore);
}

void Extractor::inexactDivision(Statement &S, const std::string &Guard) {
  std::vector<std::string> &Divisions = StatementDivisions[S.Name];
  if (std::find(Divisions.begin(), Divisions.end(), Guard) == Divisions.end())
    Divisions.push_back(Guard);
}

std::string Extractor::underArms(const std::string &Constraint) const {
  std::string Where = "(" + Constraint + ")";
  for (const std::string &Arm : ArmConditions)
    Where += " and (" + Arm + ")";
  return Where;
}

Cell Extractor::everyCell(const std::string &Id, bool Exact) const {
  Cell All{Id, Id + "[", Exact};
  const Variable *V = Out.Model.findVariable(Id);
  for (unsigned K = 0; V && K < V->Rank; ++K)
    All.Cells += (K ? ", o" : "o") + std::to_string(K);
  All.Cells += "]";
  return All;
}

/// The terms of a sum with their signs: `i + n * j - 1` gives
/// {+i, +(n * j), -1}; with `const int index = i + n * j;`, `index - 1`
/// gives the same.
void Extractor::subscriptTerms(
    const Expr *E, bool Negative,
    std::vector<std::pair<bool, const Expr *>> &Terms, unsigned Depth) const {
  E = E->IgnoreParenImpCasts();
  if (const auto *B = dyn_cast<BinaryOperator>(E);
      B && (B->getOpcode() == BO_Add || B->getOpcode() == BO_Sub)) {
    subscriptTerms(B->getLHS(), Negative, Terms, Depth);
    subscriptTerms(B->getRHS(), Negative != (B->getOpcode() == BO_Sub), Terms,
                   Depth);
    return;
  }
  const unsigned MaxDefinitions = 8; // (a chain of locals, each a sum)
  if (Depth < MaxDefinitions)
    if (const Expr *Value = definitionOf(E))
      return subscriptTerms(Value, Negative, Terms, Depth + 1);
  Terms.emplace_back(Negative, E);
}

/// Accepted form: a reference to an integer local that nothing assigns
/// after its initializer, which reads only variables that nothing assigns
/// and the iterators of `for` loops (declared in the loop's header): in
/// its scope, those iterators keep the values they had at the declaration,
/// so the initializer gives the local's value wherever it is read.
///   const int index = kk + jj * x;    u[index], e[index - 1]
/// Not: a value read from memory or returned by a call (either may change
/// before the read), a local assigned again, an iterator declared outside
/// its loop.
const Expr *Extractor::definitionOf(const Expr *E) const {
  const auto *Ref = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
  const auto *V = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
  if (!V || !V->hasLocalStorage() || isa<ParmVarDecl>(V) ||
      !V->getType()->isIntegerType() || !V->getInit() || Modified.count(V))
    return nullptr;
  return stableValue(V->getInit()) ? V->getInit() : nullptr;
}

bool Extractor::stableValue(const Expr *E) const {
  auto isForIterator = [&](const VarDecl *W) {
    DynTypedNodeList Parents = Ctx.getParents(*W);
    const auto *Decl = Parents.empty() ? nullptr : Parents[0].get<DeclStmt>();
    if (!Decl)
      return false;
    DynTypedNodeList Up = Ctx.getParents(*Decl);
    const auto *For = Up.empty() ? nullptr : Up[0].get<ForStmt>();
    return For && For->getInit() == Decl;
  };
  std::function<bool(const Stmt *)> Stable = [&](const Stmt *S) {
    if (!S)
      return true;
    if (isa<CallExpr>(S) || isa<ArraySubscriptExpr>(S) || isa<MemberExpr>(S))
      return false;
    if (const auto *U = dyn_cast<UnaryOperator>(S);
        U && U->getOpcode() != UO_Minus && U->getOpcode() != UO_Plus)
      return false; // `*p`, `i++`, `&i`
    if (const auto *B = dyn_cast<BinaryOperator>(S); B && B->isAssignmentOp())
      return false;
    if (const auto *R = dyn_cast<DeclRefExpr>(S))
      if (const auto *W = dyn_cast<VarDecl>(R->getDecl()))
        if (Modified.count(W) && !isForIterator(W))
          return false;
    return llvm::all_of(S->children(), Stable);
  };
  return Stable(E);
}

/// The factors of a product: `2 * n * (i + 1)` gives {2, n, i + 1}.
static void productFactors(const Expr *E, std::vector<const Expr *> &Factors) {
  E = E->IgnoreParenImpCasts();
  if (const auto *B = dyn_cast<BinaryOperator>(E);
      B && B->getOpcode() == BO_Mul) {
    productFactors(B->getLHS(), Factors);
    productFactors(B->getRHS(), Factors);
    return;
  }
  Factors.push_back(E);
}

/// Whether the use \p Ref of an array, in \p Parent, names its cells
/// other than by a subscript the model can split: its address with an
/// offset (`A + k`, `&A[k]`, `*A`), stored in a pointer (`p = A`,
/// `double *p = A`), given to memset/memcpy/memmove, which touch ranges of
/// it, or, in a directive's code (\p InDirective), to a function whose
/// body the model visits there. (Tests, and calls whose body the model
/// does not visit, which may touch any cell, do not.)
static bool reachesCellsOtherwise(const DeclRefExpr *Ref, const Stmt *Parent,
                                  bool InDirective) {
  if (const auto *U = dyn_cast_or_null<UnaryOperator>(Parent))
    return U->getOpcode() != UO_LNot;
  if (isa_and_nonnull<DeclStmt>(Parent))
    return true;
  if (const auto *B = dyn_cast<BinaryOperator>(Parent))
    return B->isAdditiveOp() ||
           (B->isAssignmentOp() && B->getLHS()->IgnoreParenImpCasts() != Ref);
  if (const auto *Call = dyn_cast<CallExpr>(Parent)) {
    const FunctionDecl *Callee = Call->getDirectCallee();
    if (!Callee)
      return false;
    return (InDirective && Callee->hasBody()) ||
           (Callee->getIdentifier() && isRangeFunction(Callee->getName()));
  }
  return false;
}

/// The type of the cells of pointer or array \p V: `double` for
/// `double *p` and `double a[n]`.
static QualType cellType(const VarDecl *V) {
  return V->getType()->isPointerType()
             ? V->getType()->getPointeeType()
             : QualType(V->getType()->getArrayElementTypeNoTypeQual(), 0);
}

bool Extractor::invariantSize(const VarDecl *V) const {
  auto It = Sites.find(V);
  if (It == Sites.end())
    return !V->hasGlobalStorage() || UnknownCallsAt.empty();
  const WriteSites &W = It->second;
  if (W.Escapes || W.AddressTaken)
    return false;
  if (V->hasGlobalStorage())
    return W.At.empty() && UnknownCallsAt.empty();
  return W.At.size() <= 1;
}

std::optional<Extractor::RowPointer>
Extractor::rowPointerOf(const VarDecl *P) const {
  if (!P->hasLocalStorage() || isa<ParmVarDecl>(P) ||
      !P->getType()->isPointerType() || !P->getInit() || Modified.count(P))
    return std::nullopt;
  std::optional<PointerPlusOffset> Sum = pointerPlusOffset(P->getInit());
  if (!Sum)
    return std::nullopt;
  const Expr *Offset = Sum->Offset;
  const auto *Ref = dyn_cast<DeclRefExpr>(Sum->Pointer->IgnoreParenImpCasts());
  const auto *V = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
  if (!V || V == P || !Offset->getType()->isIntegerType() ||
      !(V->getType()->isPointerType() || V->getType()->isArrayType()) ||
      !stableValue(Offset))
    return std::nullopt;
  // Cells of the base's type (no cast to another element in between).
  QualType Element = cellType(V);
  if (Element.isNull() ||
      !Ctx.hasSameUnqualifiedType(P->getType()->getPointeeType(), Element))
    return std::nullopt;
  return RowPointer{V, Offset};
}

/// Adds the iterators that the header of \p For declares or assigns
/// (`for (int i = 0; ...)`, `for (i = 0; ...)`) to \p Iterators.
static void addIterators(const ForStmt *For,
                         std::set<const VarDecl *> &Iterators) {
  if (const auto *Init = dyn_cast_or_null<DeclStmt>(For->getInit()))
    for (const Decl *D : Init->decls())
      if (const auto *V = dyn_cast<VarDecl>(D))
        Iterators.insert(V);
  if (const auto *Init = dyn_cast_or_null<BinaryOperator>(For->getInit()))
    if (const VarDecl *V = referencedVar(Init->getLHS()))
      Iterators.insert(V);
}

/// The pointer variable and the sum of `*(p + e)`, which lvalue reads as
/// `p[e]`; nullopt for anything else.
static std::optional<std::pair<const VarDecl *, const BinaryOperator *>>
dereferencedSum(const Stmt *S) {
  if (const auto *U = dyn_cast<UnaryOperator>(S);
      U && U->getOpcode() == UO_Deref)
    if (const auto *Sum =
            dyn_cast<BinaryOperator>(U->getSubExpr()->IgnoreParens());
        Sum && Sum->getOpcode() == BO_Add &&
        Sum->getLHS()->getType()->isPointerType())
      if (const auto *Ref =
              dyn_cast<DeclRefExpr>(Sum->getLHS()->IgnoreParenImpCasts()))
        if (const auto *D = dyn_cast<VarDecl>(Ref->getDecl());
            D && D->getType()->isPointerType())
          return std::make_pair(D, Sum);
  return std::nullopt;
}

std::vector<const DeclRefExpr *>
Extractor::sizeChain(const std::vector<const Expr *> &Index,
                     const std::set<const VarDecl *> &Iterators) const {
  std::vector<const DeclRefExpr *> Chain;
  std::vector<std::pair<bool, const Expr *>> Terms;
  for (const Expr *Part : Index)
    subscriptTerms(Part, false, Terms);
  // { number of sizes -> the sizes } of the terms with sizes.
  std::map<size_t, std::map<const VarDecl *, const DeclRefExpr *>> Levels;
  for (const auto &[Negative, Term] : Terms) {
    std::vector<const Expr *> Factors;
    productFactors(Term, Factors);
    std::map<const VarDecl *, const DeclRefExpr *> Sizes;
    for (const Expr *Factor : Factors)
      if (const auto *Ref = dyn_cast<DeclRefExpr>(Factor))
        if (const auto *V = dyn_cast<VarDecl>(Ref->getDecl());
            V && V->getType()->isIntegerType() && !Iterators.count(V) &&
            invariantSize(V) && !Sizes.emplace(V, Ref).second)
          return Chain; // a size twice
    if (Factors.size() < 2 || Sizes.empty())
      continue;
    auto [Level, New] = Levels.emplace(Sizes.size(), Sizes);
    if (!New && Level->second.size() == Sizes.size() &&
        !std::equal(
            Level->second.begin(), Level->second.end(), Sizes.begin(),
            [](const auto &A, const auto &B) { return A.first == B.first; }))
      return Chain; // two sets of one size
  }
  std::set<const VarDecl *> Inner;
  for (const auto &[Count, Sizes] : Levels) {
    if (Count != Inner.size() + 1)
      break;
    const DeclRefExpr *Added = nullptr;
    for (const auto &[V, Ref] : Sizes)
      if (!Inner.count(V))
        Added = Ref;
    if (!Added || Inner.size() + 1 != Sizes.size() ||
        !llvm::all_of(Inner, [&](const VarDecl *V) { return Sizes.count(V); }))
      break;
    Chain.push_back(Added);
    Inner.insert(cast<VarDecl>(Added->getDecl()));
  }
  return Chain;
}

std::vector<const DeclRefExpr *>
Extractor::sharedSizes(const std::vector<std::vector<const Expr *>> &Indices,
                       const std::set<const VarDecl *> &Iterators) const {
  std::vector<const DeclRefExpr *> Sizes;
  bool First = true;
  for (const std::vector<const Expr *> &Index : Indices) {
    std::vector<const DeclRefExpr *> Offered = sizeChain(Index, Iterators);
    if (Offered.empty())
      continue;
    if (First) {
      Sizes = Offered;
      First = false;
      continue;
    }
    size_t Shared = 0;
    while (Shared < Sizes.size() && Shared < Offered.size() &&
           Sizes[Shared]->getDecl() == Offered[Shared]->getDecl())
      ++Shared;
    Sizes.resize(Shared);
  }
  return Sizes;
}

std::vector<std::pair<const VarDecl *, std::optional<Extractor::RowPointer>>>
Extractor::declaredRowPointers(const DeclStmt *Declaration) const {
  std::vector<std::pair<const VarDecl *, std::optional<RowPointer>>> Declared;
  for (const Decl *Each : Declaration->decls())
    if (const auto *P = dyn_cast<VarDecl>(Each); P && P->getInit())
      Declared.emplace_back(P, rowPointerOf(P));
  auto IsRow = [](const auto &D) { return D.second.has_value(); };
  if (!llvm::any_of(Declared, IsRow))
    Declared.clear();
  return Declared;
}

/// Accepted form (Polly's delinearization): a pointer or one-dimensional
/// array D of numbers whose every subscript in the function is a sum of
/// terms, written out from `c0 + s1 * (c1 + s2 * (c2 + ...))`: terms with
/// no size, terms with the size s1, with s1 and s2, ... (a factor of each
/// size once, in any order), where the sizes are integer variables that
/// are no loop's iterator and keep one value in the function (a local or
/// parameter set at most once; a global nothing in the function or its
/// callees sets, with no unknown call), the same sizes in all of D's
/// subscripts that have them (the common innermost ones otherwise), and no
/// other use reaches D's cells (reachesCellsOtherwise; for a global, in
/// any function of the file):
///   A[i + order * j], A[order * (j + 1) + i - 1]   rows of `order` cells
///   d[a + g * nang + k * ng * nang]                d[k][g][a], rows of
///                                                  `nang` cells in blocks
///                                                  of `ng` rows
void Extractor::findLinearizedArrays(const Stmt *Body) {
  // Each subscript as the parts of a sum: a row pointer's offset, then the
  // subscript itself.
  std::map<const VarDecl *, std::vector<std::vector<const Expr *>>> Subscripts;
  std::set<const VarDecl *> OtherUse, Iterators;
  bool InDirective = false;
  bool Collecting = true; // F's subscripts; other functions' other uses
  std::function<void(const Stmt *, const Stmt *)> Walk =
      [&](const Stmt *S, const Stmt *Parent) {
        if (!S)
          return;
        if (const auto *D = dyn_cast<OMPExecutableDirective>(S)) {
          llvm::SaveAndRestore Inside(InDirective, true);
          return Walk(associatedCode(*D), Parent);
        }
        if (const auto *For = dyn_cast<ForStmt>(S))
          addIterators(For, Iterators);
        // A row pointer's declaration names no cell of its base: only its
        // offset is walked. (A declaration of none is walked as any
        // statement.)
        if (const auto *Declaration = dyn_cast<DeclStmt>(S);
            Declaration && Collecting) {
          auto Declared = declaredRowPointers(Declaration);
          if (!Declared.empty()) {
            for (const auto &[P, Row] : Declared) {
              if (Row)
                RowPointers[P] = *Row;
              Walk(Row ? Row->Offset : P->getInit(),
                   Row ? nullptr : Declaration);
            }
            return;
          }
        }
        // A subscript of D, as the parts of its sum (through a row pointer,
        // of the row pointer's base).
        auto Subscript = [&](const VarDecl *D, const Expr *Index) {
          if (!Collecting)
            return;
          if (auto Row = RowPointers.find(D); Row != RowPointers.end())
            Subscripts[Row->second.Base].push_back({Row->second.Offset, Index});
          else
            Subscripts[D].push_back({Index});
        };
        if (auto Deref = dereferencedSum(S)) {
          Subscript(Deref->first, Deref->second->getRHS());
          return Walk(Deref->second->getRHS(), Deref->second);
        }
        if (const auto *Ref = dyn_cast<DeclRefExpr>(S)) {
          const auto *D = dyn_cast<VarDecl>(Ref->getDecl());
          if (!D || !(D->getType()->isPointerType() ||
                      D->getType()->isArrayType()))
            return;
          if (const auto *Sub = dyn_cast_or_null<ArraySubscriptExpr>(Parent);
              Sub && Sub->getBase()->IgnoreParenImpCasts() == Ref) {
            Subscript(D, Sub->getIdx());
            return;
          }
          if (reachesCellsOtherwise(Ref, Parent, InDirective)) {
            auto Row = RowPointers.find(D);
            OtherUse.insert(Row != RowPointers.end() ? Row->second.Base : D);
          }
          return;
        }
        // Implicit casts and parentheses are no parents of their own.
        const Stmt *Here = isa<ImplicitCastExpr>(S) || isa<ParenExpr>(S)
                               ? Parent
                               : S;
        for (const Stmt *Child : S->children())
          Walk(Child, Here);
      };
  Walk(Body, nullptr);
  // A global's cells the file's other functions may name as well: only
  // by subscripts (which the model splits where it inlines them, or reads
  // as any cell).
  if (llvm::any_of(Subscripts,
                   [](const auto &Entry) {
                     return Entry.first->hasGlobalStorage();
                   })) {
    Collecting = false;
    for (const FunctionDecl *Other : functionsOfFile(Ctx))
      if (Other != &F)
        Walk(Other->getBody(), nullptr);
  }

  for (const auto &[D, Indices] : Subscripts) {
    QualType Element = cellType(D);
    if (OtherUse.count(D) || Element.isNull() || !Element->isArithmeticType())
      continue;
    std::vector<const DeclRefExpr *> Sizes = sharedSizes(Indices, Iterators);
    if (!Sizes.empty())
      RowLengths[D] = Sizes;
  }
  // A row pointer of an array read otherwise is an alias like any other
  // (pointerAlias), or of unknown origin.
  for (auto Row = RowPointers.begin(); Row != RowPointers.end();)
    if (RowLengths.count(Row->second.Base))
      ++Row;
    else
      Row = RowPointers.erase(Row);
}

std::optional<std::pair<std::string, std::string>>
Extractor::linearizedCell(const VarDecl *D, llvm::ArrayRef<const Expr *> Index) {
  const std::vector<const DeclRefExpr *> &Sizes = RowLengths.at(D);
  std::vector<std::pair<bool, const Expr *>> Terms;
  for (const Expr *Part : Index)
    subscriptTerms(Part, false, Terms);
  // Parts[k]: the sum of the terms with the k innermost sizes, those
  // sizes taken out (Parts[0] the column).
  std::vector<std::string> Parts(Sizes.size() + 1, "0");
  for (const auto &[Negative, Term] : Terms) {
    std::vector<const Expr *> Factors;
    productFactors(Term, Factors);
    std::set<const Decl *> Taken;
    std::vector<const Expr *> Rest;
    for (const Expr *Factor : Factors) {
      const auto *Ref = dyn_cast<DeclRefExpr>(Factor);
      bool IsSize = Ref && llvm::any_of(Sizes, [&](const DeclRefExpr *Size) {
                      return Size->getDecl() == Ref->getDecl();
                    });
      if (!IsSize || !Taken.insert(Ref->getDecl()).second)
        Rest.push_back(Factor);
    }
    size_t Level = Taken.size();
    for (size_t K = 0; K < Level; ++K)
      if (!Taken.count(Sizes[K]->getDecl()))
        return std::nullopt; // not the innermost sizes
    // The rest: a term without sizes as it is; else at most one factor
    // that is not a constant, times the constants.
    std::optional<std::string> Value;
    if (Level == 0) {
      Value = affine(Term);
    } else {
      int64_t Product = 1;
      const Expr *Variable = nullptr;
      for (const Expr *Factor : Rest) {
        Expr::EvalResult Constant;
        if (Factor->EvaluateAsInt(Constant, Ctx) &&
            Constant.Val.getInt().getSignificantBits() <= 32) {
          Product *= Constant.Val.getInt().getExtValue();
          continue;
        }
        if (Variable)
          return std::nullopt;
        Variable = Factor;
      }
      std::string Coefficient = std::to_string(Product);
      if (!Variable) {
        Value = Coefficient;
      } else if (std::optional<std::string> V = affine(Variable)) {
        Value = Product == 1 ? *V : Coefficient + " * (" + *V + ")";
      }
    }
    if (!Value)
      return std::nullopt;
    Parts[Level] += (Negative ? " - (" : " + (") + *Value + ")";
  }
  std::string Cell, OutOfRow;
  for (size_t K = Parts.size(); K-- > 0;)
    Cell += Parts[K] + (K ? ", " : "");
  for (size_t K = 0; K < Sizes.size(); ++K) {
    std::optional<std::string> Length = affine(Sizes[K]);
    if (!Length)
      return std::nullopt;
    OutOfRow += std::string(K ? " or " : "") + "(" + Parts[K] + ") < 0 or (" +
                Parts[K] + ") >= (" + *Length + ")";
  }
  return std::make_pair(Cell, OutOfRow);
}

/// Resolves an lvalue to the cells it names; the reads its subscripts make
/// are added to \p S.
std::optional<Cell> Extractor::lvalue(const Expr *E, Statement &S) {
  E = strip(E);
  std::vector<const Expr *> Indices;
  const Expr *Base = E;
  while (true) {
    if (const auto *Sub = dyn_cast<ArraySubscriptExpr>(Base)) {
      Indices.insert(Indices.begin(), Sub->getIdx());
      Base = strip(Sub->getBase());
      continue;
    }
    if (const auto *Op = containerSubscript(Base)) {
      Indices.insert(Indices.begin(), Op->getArg(1));
      Base = strip(Op->getArg(0));
      continue;
    }
    if (const auto *U = dyn_cast<UnaryOperator>(Base);
        U && U->getOpcode() == UO_Deref) {
      const Expr *P = strip(U->getSubExpr());
      if (const auto *B = dyn_cast<BinaryOperator>(P);
          B && (B->getOpcode() == BO_Add || B->getOpcode() == BO_Sub) &&
          B->getLHS()->getType()->isPointerType()) {
        if (B->getOpcode() == BO_Sub)
          return unsupported(UnknownKind::Pointer, "pointer subtraction in '" +
                             text(E->getSourceRange()) + "'"),
                 std::nullopt;
        Indices.insert(Indices.begin(), B->getRHS());
        Base = strip(B->getLHS());
      } else {
        Indices.insert(Indices.begin(), nullptr); // *p is p[0]
        Base = P;
      }
      continue;
    }
    break;
  }
  const VarInfo *Field = isa<MemberExpr>(Base) ? fieldVariable(Base) : nullptr;
  if (isa<MemberExpr>(Base) && !Field)
    return unsupported(UnknownKind::Member, "access to a struct member '" +
                       text(E->getSourceRange()) + "'"),
           std::nullopt;
  const VarDecl *D = referencedVar(Base);
  if (!D && !Field)
    return unsupported(UnknownKind::Pointer, "access '" + text(E->getSourceRange()) +
                       "' through an expression that is not a variable"),
           std::nullopt;
  // main's argv, read outside loops and regions (`atoi(argv[1])`,
  // `std::string(argv[2])`): the program's arguments, which no other name
  // reaches; no loop sees them.
  if (D && F.isMain() && F.getNumParams() == 2 && D == F.getParamDecl(1) &&
      Active.empty() && Regions.empty())
    return std::nullopt;
  // A function pointer holds no data the program computes with: calls
  // through it are indirect calls, which say so where they matter.
  if (D && Indices.empty() && D->getType()->isFunctionPointerType())
    return std::nullopt;
  const VarInfo &I = Field ? *Field : info(D);
  if (!I.Unsupported.empty())
    return unsupported(I.Unsupported), std::nullopt;
  if (D && RowLengths.count(D) && I.Rank == 1 + RowLengths.at(D).size() &&
      Indices.size() == 1 && Indices[0] && !I.IsAlias)
    return linearizedAccess(D, I, Indices[0], Indices[0], S);
  // A row pointer (`A_row[col]`, A_row = A + row * n): a cell of its base.
  if (auto Row = D ? RowPointers.find(D) : RowPointers.end();
      Row != RowPointers.end() && Indices.size() == 1 && Indices[0]) {
    const VarDecl *Base = Row->second.Base;
    const VarInfo &Of = info(Base);
    if (!Of.Unsupported.empty())
      return unsupported(Of.Unsupported), std::nullopt;
    return linearizedAccess(Base, Of, {Row->second.Offset, Indices[0]}, E, S);
  }
  if (Indices.size() != I.Rank)
    return unsupported(UnknownKind::Subscript, "access '" + text(E->getSourceRange()) +
                       "' does not name one element"),
           std::nullopt;
  if (!Inlining.empty() && D && D->hasGlobalStorage())
    noteNamedInCallee(D);
  if (I.IsAlias && !I.PointerId.empty())
    addAccess(S, Cell{I.PointerId, I.PointerId + "[]", true}, false, Base);
  Cell C;
  C.Variable = I.Id;
  if (I.AliasOfScalar) {
    // `*p` or `p[k]`, p bound to `&x`: x (any k but 0 would be outside x,
    // which a correct program does not do).
    size_t GuardsBefore = Guards.size();
    if (Indices[0] && !affine(Indices[0]))
      reads(Indices[0], S);
    Guards.resize(GuardsBefore);
    C.Cells = I.Id + "[]";
    return C;
  }
  C.Cells = I.Id + "[";
  for (size_t K = 0; K < I.AliasPrefix.size(); ++K)
    C.Cells += (K ? ", " : "") + I.AliasPrefix[K];
  for (size_t K = 0; K < Indices.size(); ++K) {
    size_t GuardsBefore = Guards.size();
    std::optional<std::string> Index =
        Indices[K] ? affine(Indices[K]) : std::optional<std::string>("0");
    // A division of a value that may be negative: C truncates, isl floors
    // (exactDivisions splits the access by the sign).
    if (Guards.size() > GuardsBefore) {
      for (size_t G = GuardsBefore; G < Guards.size(); ++G)
        inexactDivision(S, Guards[G]);
      Guards.resize(GuardsBefore);
    }
    if (Index && K == 0 && I.IsAlias)
      Index = "(" + *Index + ") + (" + I.AliasOffset + ")";
    if (!Index) {
      C.Exact = false;
      reads(Indices[K], S);
      Index = "o" + std::to_string(K);
    }
    C.Cells += (K || !I.AliasPrefix.empty() ? ", " : "") + *Index;
  }
  C.Cells += "]";
  return C;
}

/// The cell of linearized array \p D (info \p I) at subscript \p Index
/// (findLinearizedArrays). In a loop directive the statement is inexact
/// where the column leaves its row (the loop is unknown there); outside,
/// where that cannot be told, the access may touch any cell.
std::string Extractor::rowsOf(const VarDecl *D) const {
  const std::vector<const DeclRefExpr *> &Sizes = RowLengths.at(D);
  if (Sizes.size() == 1)
    return "rows of '" + Sizes[0]->getDecl()->getName().str() + "' cells";
  std::string Shape = "'" + D->getName().str() + "[]";
  for (auto Size = Sizes.rbegin(); Size != Sizes.rend(); ++Size)
    Shape += "[" + (*Size)->getDecl()->getName().str() + "]";
  return Shape + "'";
}

Cell Extractor::linearizedAccess(const VarDecl *D, const VarInfo &I,
                                 llvm::ArrayRef<const Expr *> Index,
                                 const Expr *Written, Statement &S) {
  Cell C;
  C.Variable = I.Id;
  size_t GuardsBefore = Guards.size();
  std::optional<std::pair<std::string, std::string>> Split =
      linearizedCell(D, Index);
  bool Guarded = Guards.size() > GuardsBefore;
  Guards.resize(GuardsBefore);
  if (!Split || Guarded || Active.empty()) {
    C.Exact = false;
    for (const Expr *Part : Index)
      reads(Part, S);
    C.Cells = I.Id + "[";
    for (unsigned K = 0; K < I.Rank; ++K)
      C.Cells += (K ? ", o" : "o") + std::to_string(K);
    C.Cells += "]";
    return C;
  }
  // As written (a macro's use, `A(i + 1, j)`, where the subscript is in
  // its expansion).
  std::string Quoted =
      Lexer::getSourceText(SM.getExpansionRange(Written->getSourceRange()), SM,
                           Ctx.getLangOpts())
          .str();
  S.Inexact.push_back({"{ " + instanceTuple(S.Name) + " : " +
                           underArms(Split->second) + " }",
                       {UnknownKind::Subscript,
                        "'" + Quoted + "' may leave a row of '" +
                            D->getName().str() + "' (the model reads it as " +
                            rowsOf(D) + ")"},
                       I.Id});
  C.Cells = I.Id + "[" + Split->first + "]";
  return C;
}

bool Extractor::mentions(const Expr *E, const std::string &VariableId) {
  if (!E)
    return false;
  if (const VarDecl *D = referencedVar(E)) {
    auto It = Vars.find(D);
    if (It != Vars.end() && It->second.Id == VariableId)
      return true;
  }
  for (const Stmt *Child : E->children())
    if (const auto *CE = dyn_cast_or_null<Expr>(Child))
      if (mentions(CE, VariableId))
        return true;
  return false;
}

void Extractor::writeTo(const Expr *LHS, Statement &S, bool AlsoRead,
                        const Expr *Value) {
  if (const VarDecl *V = referencedVar(LHS))
    for (const Level &L : Nest)
      if (L.Iterator == V)
        return unsupported(UnknownKind::Bounds, "the iterator '" + V->getName().str() +
                           "' is assigned in its loop's body");
  // `a = malloc(...)`: new memory for a pointer that only ever gets fresh
  // memory; what it reached before is no longer its.
  if (const VarDecl *V = referencedVar(LHS);
      V && V->getType()->isPointerType() && !AlsoRead) {
    // The temporary of a buffer exchange holds no memory of its own.
    if (RotationTemps.count(V))
      return;
    const VarInfo &I = info(V);
    if (!I.IsAlias && I.Unsupported.empty() && freshPointer(V)) {
      S.Kills.push_back(I.Id);
      return;
    }
    if (auto Group = Rotating.find(V);
        Group != Rotating.end() && I.Unsupported.empty()) {
      const Expr *Moved = Value ? Value->IgnoreParenCasts() : nullptr;
      if (!Moved || !isa<DeclRefExpr>(Moved)) {
        S.Kills.push_back(I.Id); // new memory, or none (null)
        return;
      }
      // `a = b` of a buffer exchange: the buffers' values change names.
      S.ExchangesBuffers = true;
      for (const VarDecl *Member : Group->second) {
        Cell All = everyCell(info(Member).Id, true);
        addAccess(S, All, false, LHS);
        addAccess(S, All, true, LHS);
      }
      return;
    }
    // `b = a + n;`, the one value b ever gets, where it runs once and
    // before any later code (a return before it ends that code too): b is
    // an alias of a from here on.
    if (Value && assignedOnce(V) && Nest.empty() && MayDepth == 0 &&
        (mainOwnsGlobal(V) || (isLocalToModel(V) && !V->hasGlobalStorage())))
      if (std::optional<VarInfo> Alias = pointerAlias(V, Value)) {
        Vars[V] = *Alias;
        addAccess(S, Cell{Alias->PointerId, Alias->PointerId + "[]", true},
                  true, LHS);
        return;
      }
  }
  std::optional<Cell> C = lvalue(LHS, S);
  if (!C)
    return;
  if (AlsoRead)
    addAccess(S, *C, false, LHS);
  addAccess(S, *C, true, LHS);
  if (const VarDecl *V = referencedVar(LHS)) {
    noteSurelyWritten(V);
    noteValue(V, Value);
    if (!AlsoRead && SurelyWritten.count(info(V).Id))
      SurelyAssigned[info(V).Id] = Stretches.back();
  }
}

void Extractor::noteValue(const VarDecl *V, const Expr *Value) {
  const VarInfo &I = info(V);
  SurelyHolds.erase(I.Id);
  if (!Value || !V->getType()->isIntegerType() ||
      V->getType()->isBooleanType() || I.Rank != 0 || I.IsAlias ||
      ThreadDependent.count(V))
    return;
  if (auto Site = Sites.find(V);
      Site != Sites.end() && (Site->second.AddressTaken || Site->second.Escapes))
    return;
  size_t GuardsBefore = Guards.size();
  std::optional<std::string> Affine = affine(Value);
  KnownValue Known;
  Known.Guards.assign(Guards.begin() + GuardsBefore, Guards.end());
  Guards.resize(GuardsBefore);
  if (!Affine)
    return;
  Known.Value = *Affine;
  Known.Stretch = Stretches.back();
  SurelyHolds[I.Id] = Known;
}

void Extractor::noteSurelyWritten(const VarDecl *V) {
  const VarInfo &I = info(V);
  if (I.Rank == 0 && !I.IsAlias && I.Unsupported.empty() && !I.Id.empty())
    SurelyWritten[I.Id] = Stretches.back();
}

bool Extractor::surelyWrittenBefore(const VarDecl *V) const {
  auto I = Vars.find(V);
  if (I == Vars.end() || I->second.Rank != 0 || I->second.IsAlias)
    return false;
  auto W = SurelyWritten.find(I->second.Id);
  return W != SurelyWritten.end() &&
         std::find(Stretches.begin(), Stretches.end(), W->second) !=
             Stretches.end();
}

/// A struct field (`p->alpha`, `s.dims[1]`: fields and constant subscripts
/// from a variable) of arithmetic type that nothing in the function writes,
/// whose variable no clause names: no statement of the model writes it, so
/// reading it carries no value between statements (as a parameter's does
/// not). Its variable must not be a private copy.
bool Extractor::readOnlyField(const Expr *E) {
  if (!E->getType()->isArithmeticType())
    return false;
  std::optional<ValuePath> P = valuePath(E);
  if (!P || P->Fields.empty() || P->Size)
    return false;
  if (!P->Root)
    return fieldPathInvariant(nullptr, P->Fields); // a member, `this->alpha`
  const VarDecl *Root = boundRoot(P->Root); // a callee's struct parameter
  auto Site = Sites.find(Root);
  if (Site != Sites.end() && (!Site->second.At.empty() || Site->second.Escapes))
    return false;
  return sharedHere(Root);
}

bool Extractor::sharedHere(const VarDecl *V) {
  // (A `shared` clause says what no clause says: default(none) wants it.)
  auto copies = [&](const std::map<const VarDecl *, DeclaredAttribute> &Attrs) {
    auto It = Attrs.find(V);
    return It != Attrs.end() && It->second.Attr != Attribute::Shared;
  };
  for (const ActiveLoop &A : Active)
    if (copies(explicitAttributes(A.Directive)) || A.DeclaredInside.count(V))
      return false;
  for (const Region &R : Regions)
    if (copies(R.Attributes) || R.Locals.count(V))
      return false;
  return true;
}

void Extractor::reads(const Expr *E, Statement &S) {
  if (!E)
    return;
  E = E->IgnoreParens();
  if (const auto *Cast = dyn_cast<ImplicitCastExpr>(E)) {
    if (Cast->getCastKind() == CK_LValueToRValue) {
      const Expr *Sub = strip(Cast->getSubExpr());
      if (isa<DeclRefExpr>(Sub) || isa<ArraySubscriptExpr>(Sub) ||
          isa<UnaryOperator>(Sub) || isa<MemberExpr>(Sub) ||
          containerSubscript(Sub)) {
        if (const VarDecl *D = referencedVar(Sub)) {
          const VarInfo &I = info(D);
          if (I.Rank > 0 || D->getType()->isPointerType())
            return; // the pointer's value, not memory it points to
          if ((MayDepth > 0 || MayReturned) && surelyWrittenBefore(D)) {
            const std::string &Id = I.Id;
            if (std::find(S.CoveredReads.begin(), S.CoveredReads.end(), Id) ==
                S.CoveredReads.end())
              S.CoveredReads.push_back(Id);
            return;
          }
        }
        if (readOnlyField(Sub))
          return;
        if (std::optional<Cell> C = lvalue(Sub, S))
          addAccess(S, *C, false, Sub);
        return;
      }
    }
    return reads(Cast->getSubExpr(), S);
  }
  if (const auto *Ref = dyn_cast<DeclRefExpr>(E)) {
    if (const auto *D = dyn_cast<VarDecl>(Ref->getDecl()))
      if (D->getType()->isArithmeticType() && !D->getType()->isArrayType()) {
        // An lvalue that is not loaded (e.g. the operand of sizeof): nothing.
      }
    return;
  }
  if (const auto *B = dyn_cast<BinaryOperator>(E)) {
    if (B->getOpcode() == BO_Assign) {
      reads(B->getRHS(), S);
      return writeTo(B->getLHS(), S, false, B->getRHS());
    }
    if (B->isCompoundAssignmentOp()) {
      reads(B->getRHS(), S);
      return writeTo(B->getLHS(), S, true);
    }
    if (B->getOpcode() == BO_LAnd || B->getOpcode() == BO_LOr) {
      reads(B->getLHS(), S);
      // Short-circuit: the right side may not be evaluated.
      ScopedCount MayExecute(MayDepth);
      auto Right = newStretch();
      return reads(B->getRHS(), S);
    }
  }
  if (const auto *U = dyn_cast<UnaryOperator>(E)) {
    if (U->isIncrementDecrementOp())
      return writeTo(U->getSubExpr(), S, true);
    if (U->getOpcode() == UO_AddrOf) {
      if (!Active.empty())
        return unsupported(UnknownKind::Pointer, "address of '" +
                           text(U->getSubExpr()->getSourceRange()) +
                           "' taken in the loop");
      return;
    }
  }
  // A container's element not loaded here (bound to a reference, ...):
  // only its subscript is read.
  if (const auto *Op = containerSubscript(E))
    return reads(Op->getArg(1), S);
  if (const auto *C = dyn_cast<CallExpr>(E))
    return call(C, S);
  if (const auto *Cond = dyn_cast<ConditionalOperator>(E)) {
    // An affine condition (`i < n - 1 ? u[i + 1] : 0.0`): each arm's
    // accesses happen exactly where it holds, or fails; like an `if`'s, the
    // condition is part of the domain, not a read, and a `/` or `%` of a
    // value that may be negative in it makes the statement inexact there.
    std::vector<std::string> Divisions;
    if (std::optional<Condition> C = armCondition(Cond, Divisions)) {
      for (const std::string &Division : Divisions)
        inexactDivision(S, Division);
      return inArms(Cond, *C, [&](const Expr *Arm) { reads(Arm, S); });
    }
    reads(Cond->getCond(), S);
    ScopedCount MayExecute(MayDepth);
    {
      auto True = newStretch();
      reads(Cond->getTrueExpr(), S);
    }
    auto False = newStretch();
    return reads(Cond->getFalseExpr(), S);
  }
  if (isa<UnaryExprOrTypeTraitExpr>(E))
    return; // sizeof
  if (isa<MemberExpr>(E))
    return unsupported(UnknownKind::Member, "access to a struct member '" +
                       text(E->getSourceRange()) + "'");
  if (const auto *Block = dyn_cast<StmtExpr>(E); Block && Hoisted.count(Block)) {
    // Its statements ran before the statement (InlineCallsIn).
    const CompoundStmt *Body = Block->getSubStmt();
    if (!Body->body_empty())
      if (const auto *Value = dyn_cast<Expr>(Body->body_back()))
        reads(Value, S);
    return;
  }
  if (isa<StmtExpr>(E) || isa<BlockExpr>(E))
    return unsupported(UnknownKind::Statement, "a statement expression");
  for (const Stmt *Child : E->children())
    if (const auto *CE = dyn_cast_or_null<Expr>(Child))
      reads(CE, S);
}

/// The operands of a chain of one reduction operator \p Op, each with
/// whether it is subtracted (under +, `-` joins the chain):
///   (t + s) + 1.0  =>  t, s, 1.0      a - (b - t)  =>  a, -b, +t
static void chainTerms(const Expr *E, ReductionOp Op, bool Negated,
                       std::vector<std::pair<const Expr *, bool>> &Terms) {
  E = strip(E);
  if (const auto *B = dyn_cast<BinaryOperator>(E)) {
    BinaryOperatorKind K = B->getOpcode();
    bool Joins = (Op == ReductionOp::Add && (K == BO_Add || K == BO_Sub)) ||
                 (Op == ReductionOp::Mul && K == BO_Mul) ||
                 (Op == ReductionOp::BitAnd && K == BO_And) ||
                 (Op == ReductionOp::BitOr && K == BO_Or) ||
                 (Op == ReductionOp::BitXor && K == BO_Xor) ||
                 (Op == ReductionOp::LogAnd && K == BO_LAnd) ||
                 (Op == ReductionOp::LogOr && K == BO_LOr);
    if (Joins) {
      chainTerms(B->getLHS(), Op, Negated, Terms);
      chainTerms(B->getRHS(), Op, K == BO_Sub ? !Negated : Negated, Terms);
      return;
    }
  }
  Terms.push_back({E, Negated});
}

/// Collects the accesses of the expression statement \p E into \p S and
/// recognises the reduction updates of condition 5 of docs/design/conditions.md:
///   v op= e;  v++;  v = v op e;  v = e op v (op commutative);
///   v = v < e ? e : v;  v = fmax(v, e);  (and their min forms)
std::optional<ReductionUpdate> Extractor::reductionOf(const Expr *E,
                                                      Statement &S) {
  E = strip(E);
  auto OpOf = [](BinaryOperatorKind K) -> std::optional<ReductionOp> {
    switch (K) {
    case BO_Add: case BO_AddAssign: case BO_Sub: case BO_SubAssign:
      return ReductionOp::Add;
    case BO_Mul: case BO_MulAssign: return ReductionOp::Mul;
    case BO_And: case BO_AndAssign: return ReductionOp::BitAnd;
    case BO_Or: case BO_OrAssign: return ReductionOp::BitOr;
    case BO_Xor: case BO_XorAssign: return ReductionOp::BitXor;
    case BO_LAnd: return ReductionOp::LogAnd;
    case BO_LOr: return ReductionOp::LogOr;
    default: return std::nullopt;
    }
  };
  auto SameTarget = [&](const Expr *A, const Expr *B) {
    return sameExpression(Ctx, A, B);
  };
  auto TargetId = [&](const Expr *LHS) -> std::string {
    const Expr *Base = strip(LHS);
    while (true) {
      if (const auto *Sub = dyn_cast<ArraySubscriptExpr>(Base))
        Base = strip(Sub->getBase());
      else if (const auto *U = dyn_cast<UnaryOperator>(Base);
               U && U->getOpcode() == UO_Deref)
        Base = strip(U->getSubExpr()); // *p += v, p bound to &s
      else
        break;
    }
    if (const VarDecl *D = referencedVar(Base))
      return info(D).Id;
    if (isa<MemberExpr>(Base))
      if (const VarInfo *Field = fieldVariable(Base))
        return Field->Id; // s.count++, p->total += v
    return "";
  };

  reads(E, S);
  const Expr *LHS = nullptr;
  std::optional<ReductionOp> Op;
  const Expr *Operand = nullptr;
  std::vector<const Expr *> Others; // of a chain, besides the target
  if (const auto *U = dyn_cast<UnaryOperator>(E);
      U && U->isIncrementDecrementOp()) {
    LHS = U->getSubExpr();
    Op = ReductionOp::Add;
  } else if (const auto *B = dyn_cast<BinaryOperator>(E)) {
    LHS = B->getLHS();
    if (B->isCompoundAssignmentOp()) {
      Op = OpOf(B->getOpcode());
      Operand = B->getRHS();
    } else if (B->getOpcode() == BO_Assign) {
      const Expr *RHS = strip(B->getRHS());
      if (const auto *R = dyn_cast<BinaryOperator>(RHS);
          R && OpOf(R->getOpcode())) {
        // v = v op e, v = e op v, and chains of one operator around v:
        // v = v + s + 1.0 is (v + s) + 1.0, v = a - b + v, ...; under +, v
        // must not be subtracted.
        std::vector<std::pair<const Expr *, bool>> Terms;
        chainTerms(RHS, *OpOf(R->getOpcode()), false, Terms);
        const Expr *Target = nullptr;
        unsigned Count = 0;
        for (const auto &[Term, Negated] : Terms)
          if (SameTarget(Term, LHS)) {
            ++Count;
            Target = Negated ? nullptr : Term;
          }
        if (Count == 1 && Target) {
          Op = OpOf(R->getOpcode());
          for (const auto &[Term, Negated] : Terms)
            if (Term != Target)
              Others.push_back(Term);
        }
      } else if (const auto *C = dyn_cast<ConditionalOperator>(RHS)) {
        const auto *Cmp = dyn_cast<BinaryOperator>(strip(C->getCond()));
        if (Cmp && Cmp->isRelationalOp()) {
          const Expr *A = Cmp->getLHS(), *Bx = Cmp->getRHS();
          const Expr *Chosen = C->getTrueExpr(), *Rejected = C->getFalseExpr();
          bool Less = Cmp->getOpcode() == BO_LT || Cmp->getOpcode() == BO_LE;
          // (A < B) ? B : A is max(A, B); (A < B) ? A : B is min(A, B).
          std::optional<bool> IsMax;
          if (SameTarget(Chosen, Bx) && SameTarget(Rejected, A))
            IsMax = Less;
          else if (SameTarget(Chosen, A) && SameTarget(Rejected, Bx))
            IsMax = !Less;
          if (IsMax && (SameTarget(A, LHS) || SameTarget(Bx, LHS))) {
            Op = *IsMax ? ReductionOp::Max : ReductionOp::Min;
            Operand = SameTarget(A, LHS) ? Bx : A;
          }
        }
      } else if (const auto *Call = dyn_cast<CallExpr>(RHS)) {
        const FunctionDecl *Callee = Call->getDirectCallee();
        if (Callee && Call->getNumArgs() == 2) {
          llvm::StringRef N = Callee->getName();
          bool IsMax = N == "fmax" || N == "fmaxf" || N == "fmaxl";
          bool IsMin = N == "fmin" || N == "fminf" || N == "fminl";
          if (IsMax || IsMin) {
            if (SameTarget(Call->getArg(0), LHS))
              Operand = Call->getArg(1);
            else if (SameTarget(Call->getArg(1), LHS))
              Operand = Call->getArg(0);
            if (Operand)
              Op = IsMax ? ReductionOp::Max : ReductionOp::Min;
          }
        }
      }
    }
  }
  if (!LHS || !Op)
    return std::nullopt;
  std::string Id = TargetId(LHS);
  if (Id.empty() || (Operand && mentions(Operand, Id)))
    return std::nullopt;
  for (const Expr *Other : Others)
    if (mentions(Other, Id))
      return std::nullopt;
  // Every access of the statement to the variable is the updated cell.
  std::string Cells;
  for (const Access &A : S.Accesses) {
    if (A.Variable != Id)
      continue;
    std::string C = A.Relation;
    if (Cells.empty())
      Cells = C;
    else if (Cells != C)
      return std::nullopt;
  }
  if (!Operand && Others.size() == 1)
    Operand = Others.front();
  return ReductionUpdate{Id, *Op, scalarOf(Operand)};
}

std::string Extractor::scalarOf(const Expr *E) {
  if (!E)
    return "";
  const VarDecl *D = referencedVar(strip(E));
  if (!D || info(D).Rank != 0 || info(D).IsAlias)
    return "";
  return info(D).Id;
}

} // namespace extract
} // namespace ompfix
