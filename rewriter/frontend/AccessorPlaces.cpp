//===- AccessorPlaces.cpp - Places that accessors return ------------------===//
//
// A member function (or a function of the file) that returns a reference
// to a place of the program, one element of an array or container of
// structs (`Particle &get(int i) { return parts[i]; }`) or a container
// (`std::vector<double> &x() { return x_; }`), names that place where it
// is called: `s.get(i).x` is `s.parts[i].x`, `m.x()[i]` is `m.x_[i]`, and
// `Particle &p = s.get(i)` names `s.parts[i]` as `Particle &p =
// s.parts[i]` would. The place is written in the caller's terms (the
// accessor's parameters replaced by the call's arguments, `this` by its
// object), so that everything that follows elements of structs
// (Extractor::elementField, namedElement) and containers follows it
// unchanged.
//
//===----------------------------------------------------------------------===//

#include "frontend/Extractor.h"

#include "llvm/ADT/DenseMap.h"

using namespace clang;

namespace ompfix {
namespace extract {

namespace {
/// What an expression's names stand for where it is rewritten: the
/// variables of a callee (its parameters and locals) by expressions of
/// the caller, `this` by the call's object (null: `this` stays), and one
/// node by another (a call by the element it returns).
struct Substitution {
  llvm::DenseMap<const VarDecl *, const Expr *> Values;
  const Expr *Object = nullptr;
  const Expr *Replaced = nullptr;
  const Expr *By = nullptr;
};
} // namespace

static Expr *substituted(ASTContext &Ctx, const Expr *E,
                         const Substitution &Sub);

/// `v[e]` on a std::vector or std::array of any element (of structs
/// too, which containerSubscript leaves out), else null.
static const CXXOperatorCallExpr *sequenceSubscript(const Expr *E) {
  const auto *Op = dyn_cast<CXXOperatorCallExpr>(E);
  QualType Element;
  std::string Extent;
  return Op && Op->getOperator() == OO_Subscript && Op->getNumArgs() == 2 &&
                 stdSequence(Op->getArg(0)->getType(), Element, Extent)
             ? Op
             : nullptr;
}

/// substituted for a field `b.f`, `b->f` and a subscript `a[k]` (of an
/// array or a standard container).
static Expr *substitutedAccess(ASTContext &Ctx, const Expr *E,
                               const Substitution &Sub) {
  if (const auto *Member = dyn_cast<MemberExpr>(E)) {
    const Expr *Base = Member->getBase()->IgnoreImpCasts();
    Expr *NewBase = isa<CXXThisExpr>(Base) && Sub.Object
                        ? const_cast<Expr *>(Sub.Object)
                        : substituted(Ctx, Member->getBase(), Sub);
    if (!NewBase || !isa<FieldDecl>(Member->getMemberDecl()))
      return nullptr;
    return MemberExpr::Create(
        Ctx, NewBase, Member->isArrow() && NewBase->getType()->isPointerType(),
        Member->getOperatorLoc(), Member->getQualifierLoc(),
        Member->getTemplateKeywordLoc(), Member->getMemberDecl(),
        Member->getFoundDecl(), Member->getMemberNameInfo(), nullptr,
        Member->getType(), Member->getValueKind(), Member->getObjectKind(),
        Member->isNonOdrUse());
  }
  if (const auto *Subscript = dyn_cast<ArraySubscriptExpr>(E)) {
    Expr *Base = substituted(Ctx, Subscript->getBase(), Sub);
    Expr *Index = substituted(Ctx, Subscript->getIdx(), Sub);
    return Base && Index
               ? new (Ctx) ArraySubscriptExpr(Base, Index, Subscript->getType(),
                                              Subscript->getValueKind(),
                                              Subscript->getObjectKind(),
                                              Subscript->getRBracketLoc())
               : nullptr;
  }
  if (const auto *Op = sequenceSubscript(E)) {
    Expr *Object = substituted(Ctx, Op->getArg(0), Sub);
    Expr *Index = substituted(Ctx, Op->getArg(1), Sub);
    if (!Object || !Index)
      return nullptr;
    Expr *Args[] = {Object, Index};
    return CXXOperatorCallExpr::Create(
        Ctx, OO_Subscript, const_cast<Expr *>(Op->getCallee()), Args,
        Op->getType(), Op->getValueKind(), Op->getOperatorLoc(),
        FPOptionsOverride());
  }
  return nullptr;
}

/// \p E with the names of \p Sub replaced, built anew from the nodes
/// that change; null for a node of another kind than the forms an element
/// is written in: names, `.` and `->`, subscripts (of arrays and of
/// standard containers), arithmetic, literals, parentheses and
/// conversions. For `this->parts[i + k]` with `this` standing for `s`
/// and `i`, `k` for `j` and `1`: `s.parts[j + 1]`.
static Expr *substituted(ASTContext &Ctx, const Expr *E,
                         const Substitution &Sub) {
  auto Same = [&] { return const_cast<Expr *>(E); };
  if (E == Sub.Replaced)
    return const_cast<Expr *>(Sub.By);
  if (isa<IntegerLiteral, FloatingLiteral, CharacterLiteral,
          CXXBoolLiteralExpr>(E))
    return Same();
  if (const auto *Ref = dyn_cast<DeclRefExpr>(E)) {
    const auto *V = dyn_cast<VarDecl>(Ref->getDecl());
    if (auto Value = V ? Sub.Values.find(V) : Sub.Values.end();
        Value != Sub.Values.end())
      return const_cast<Expr *>(Value->second);
    // (A local of the callee not bound: its value is not known here.)
    return V && V->isLocalVarDecl() && !Sub.Values.empty() ? nullptr : Same();
  }
  if (isa<CXXThisExpr>(E))
    return Sub.Object ? nullptr : Same(); // (only as a member's base)
  if (const auto *Paren = dyn_cast<ParenExpr>(E)) {
    Expr *Inner = substituted(Ctx, Paren->getSubExpr(), Sub);
    return Inner ? new (Ctx)
                       ParenExpr(Paren->getLParen(), Paren->getRParen(), Inner)
                 : nullptr;
  }
  if (const auto *Cast = dyn_cast<ImplicitCastExpr>(E)) {
    if (!Cast->path_empty())
      return nullptr;
    Expr *Inner = substituted(Ctx, Cast->getSubExpr(), Sub);
    // (A parameter's load, replaced by the argument's value: no load.)
    if (Inner && Cast->getCastKind() == CK_LValueToRValue &&
        !Inner->isGLValue())
      return Inner;
    return Inner ? ImplicitCastExpr::Create(
                       Ctx, Cast->getType(), Cast->getCastKind(), Inner,
                       nullptr, Cast->getValueKind(), FPOptionsOverride())
                 : nullptr;
  }
  // (Between integers, a written conversion keeps the model's value:
  // strip.)
  if (const auto *Cast = dyn_cast<ExplicitCastExpr>(E))
    return Cast->getType()->isIntegerType() &&
                   Cast->getSubExpr()->getType()->isIntegerType()
               ? substituted(Ctx, Cast->getSubExpr(), Sub)
               : nullptr;
  if (isa<MemberExpr, ArraySubscriptExpr>(E) || sequenceSubscript(E))
    return substitutedAccess(Ctx, E, Sub);
  if (const auto *B = dyn_cast<BinaryOperator>(E)) {
    if (B->isAssignmentOp() || B->isCommaOp())
      return nullptr;
    Expr *Left = substituted(Ctx, B->getLHS(), Sub);
    Expr *Right = substituted(Ctx, B->getRHS(), Sub);
    return Left && Right
               ? BinaryOperator::Create(Ctx, Left, Right, B->getOpcode(),
                                        B->getType(), B->getValueKind(),
                                        B->getObjectKind(), B->getOperatorLoc(),
                                        FPOptionsOverride())
               : nullptr;
  }
  if (const auto *U = dyn_cast<UnaryOperator>(E)) {
    if (U->isIncrementDecrementOp())
      return nullptr;
    Expr *Inner = substituted(Ctx, U->getSubExpr(), Sub);
    return Inner
               ? UnaryOperator::Create(Ctx, Inner, U->getOpcode(), U->getType(),
                                       U->getValueKind(), U->getObjectKind(),
                                       U->getOperatorLoc(), U->canOverflow(),
                                       FPOptionsOverride())
               : nullptr;
  }
  return nullptr;
}

/// The place that \p Returned, what an accessor returns, names: the
/// lvalue a reference's is (`a[k]`, `x_`), and for a pointer's `&a[k]`
/// or `a + k`, the element `a[k]`.
static const Expr *returnedElement(ASTContext &Ctx, const Expr *Returned,
                                   bool PointerResult) {
  const Expr *E = Returned->IgnoreParens();
  if (!PointerResult)
    return E;
  E = E->IgnoreParenImpCasts();
  if (const auto *Address = dyn_cast<UnaryOperator>(E);
      Address && Address->getOpcode() == UO_AddrOf)
    return Address->getSubExpr()->IgnoreParens();
  // `a + k + 1`: a[k + 1].
  std::vector<Expr *> Offsets;
  while (const auto *Sum = dyn_cast<BinaryOperator>(E)) {
    bool PointerLeft = Sum->getLHS()->getType()->isPointerType();
    if (Sum->getOpcode() != BO_Add ||
        !(PointerLeft || Sum->getRHS()->getType()->isPointerType()))
      break;
    Offsets.push_back(
        const_cast<Expr *>(PointerLeft ? Sum->getRHS() : Sum->getLHS()));
    E = (PointerLeft ? Sum->getLHS() : Sum->getRHS())->IgnoreParenImpCasts();
  }
  if (Offsets.empty())
    return nullptr;
  Expr *Offset = Offsets.front();
  for (Expr *Other : llvm::drop_begin(Offsets))
    Offset = BinaryOperator::Create(Ctx, Other, Offset, BO_Add,
                                    Other->getType(), VK_PRValue, OK_Ordinary,
                                    Other->getExprLoc(), FPOptionsOverride());
  Expr *Pointer = const_cast<Expr *>(E);
  return new (Ctx)
      ArraySubscriptExpr(Pointer, Offset, Pointer->getType()->getPointeeType(),
                         VK_LValue, OK_Ordinary, Returned->getEndLoc());
}

const CallExpr *Extractor::placeAccessorCall(const Expr *E) const {
  const auto *C = dyn_cast<CallExpr>(E->IgnoreParenImpCasts());
  const FunctionDecl *Definition = nullptr;
  if (!C || !C->getDirectCallee() ||
      !C->getDirectCallee()->hasBody(Definition) || !Definition ||
      Definition->isDependentContext() ||
      SM.isInSystemHeader(SM.getExpansionLoc(Definition->getLocation())))
    return nullptr;
  QualType Result = Definition->getReturnType();
  if (!Result->isReferenceType() && !Result->isPointerType())
    return nullptr;
  QualType Place = Result->getPointeeType();
  QualType Element;
  std::string Extent;
  if (Result->isReferenceType() && stdSequence(Place, Element, Extent))
    return C;
  const RecordDecl *Record = Place->getAsRecordDecl();
  return Record && !Record->isUnion() && !declaredInStd(Record) ? C : nullptr;
}

const Expr *Extractor::accessorPlace(const CallExpr *C) const {
  if (auto Known = Callees.Places.find(C); Known != Callees.Places.end())
    return Known->second;
  std::string Why;
  return Callees.Places[C] = placeReturned(C, Why);
}

const Expr *Extractor::placeReturned(const CallExpr *C,
                                     std::string &Why) const {
  const FunctionDecl *Definition = nullptr;
  if (!placeAccessorCall(C) || !C->getDirectCallee()->hasBody(Definition))
    return nullptr;
  if (Why = memberProblem(C, Definition); !Why.empty())
    return nullptr;
  std::optional<StraightReturn> Body =
      straightReturn(Ctx, Definition->getBody(), &Why);
  if (!Body)
    return nullptr;
  Substitution Sub;
  const Expr *Object = callObjectOf(C);
  if (const auto *M = dyn_cast<CXXMethodDecl>(Definition);
      M && !M->isStatic() && bindsThis(Definition))
    Sub.Object = Object;
  unsigned First = Object && isa<CXXOperatorCallExpr>(C) ? 1 : 0;
  if (Definition->getNumParams() + First != C->getNumArgs()) {
    Why = "its arguments are not its parameters one to one";
    return nullptr;
  }
  // Each parameter stands for its argument, which must not change what it
  // reads (the element is read where it is named, maybe more than once).
  for (unsigned K = First; K < C->getNumArgs(); ++K) {
    const ParmVarDecl *P = Definition->getParamDecl(K - First);
    const Expr *Arg = C->getArg(K);
    if (const auto *Default = dyn_cast<CXXDefaultArgExpr>(Arg))
      Arg = Default->getExpr();
    if (Arg->HasSideEffects(Ctx, /*IncludePossibleEffects=*/false) ||
        P->getType()->isRecordType()) {
      Why = "parameter '" + P->getName().str() +
            "' is a copy or its argument has side effects";
      return nullptr;
    }
    Sub.Values[P] = Arg;
  }
  for (const VarDecl *Local : Body->Locals)
    if (!(Sub.Values[Local] = substituted(Ctx, Local->getInit(), Sub)))
      break;
  const Expr *Returned =
      returnedElement(Ctx, Body->Return->getRetValue(),
                      Definition->getReturnType()->isPointerType());
  Expr *Element = Returned && llvm::all_of(Body->Locals,
                                           [&](const VarDecl *Local) {
                                             return Sub.Values[Local];
                                           })
                      ? substituted(Ctx, Returned, Sub)
                      : nullptr;
  if (!Element)
    Why = "what it returns is no place written in names, fields, subscripts "
          "and arithmetic";
  return Element;
}

bool Extractor::readPlaceAccessor(const CallExpr *C, Statement &S,
                                  std::string &Why) {
  std::optional<AccessorCall> A = accessorCall(C, Why, AccessorResult::Place);
  if (!A)
    return false;
  BoundAccessor Bound(*this, *A);
  readAccessorChecks(*A, S);
  return true;
}

std::optional<const Expr *> Extractor::throughAccessor(const Expr *E,
                                                       Statement &S) {
  const Expr *Step = strip(E);
  bool Arrow = false, Reached = false;
  while (true) {
    const Expr *Base = nullptr;
    if (const auto *Subscript = dyn_cast<ArraySubscriptExpr>(Step))
      Base = Subscript->getBase();
    else if (const auto *Op = sequenceSubscript(Step))
      Base = Op->getArg(0);
    else if (const auto *Member = dyn_cast<MemberExpr>(Step))
      Base = Member->getBase();
    if (!Base)
      break;
    const auto *Member = dyn_cast<MemberExpr>(Step);
    Arrow = Member && Member->isArrow();
    Step = strip(Base);
    Reached = true;
  }
  // (A pointer to an element is followed by `->` only: `node(k)->w`.)
  const CallExpr *Call = Reached ? placeAccessorCall(Step) : nullptr;
  if (!Call || Call->getType()->isPointerType() != Arrow)
    return std::nullopt;
  const Expr *Element = accessorPlace(Call);
  std::string Why;
  if (!Element)
    placeReturned(Call, Why);
  else if (!readPlaceAccessor(Call, S, Why))
    Element = nullptr;
  if (!Element) {
    const FunctionDecl *Callee = Call->getDirectCallee();
    unsupported(UnknownKind::Call,
                "call to '" + Callee->getNameAsString() +
                    "', whose result is a place the model does not "
                    "follow (" +
                    Why + ")");
    return nullptr;
  }
  Substitution Sub;
  Sub.Replaced = Step;
  Sub.By = Element;
  return substituted(Ctx, strip(E), Sub);
}

const Expr *Extractor::placeGiven(const Expr *E, bool ToPointer) const {
  const CallExpr *Call = placeAccessorCall(withoutAddress(E));
  bool Taken = withoutAddress(E) != strip(E);
  if (!Call || Call->getType()->isPointerType() != (ToPointer && !Taken))
    return nullptr;
  return accessorPlace(Call);
}

bool Extractor::readAccessorOfInit(const VarDecl *V, const Expr *Init) {
  const CallExpr *Call =
      Init ? placeAccessorCall(withoutAddress(Init)) : nullptr;
  std::string Why;
  if (!Call || !accessorPlace(Call) ||
      readPlaceAccessor(Call, newStatement(V->getLocation()), Why))
    return true;
  unsupported(UnknownKind::Call,
              "call to '" + Call->getDirectCallee()->getNameAsString() +
                  "', whose checks the model does not follow");
  return false;
}

/// Accepted forms, for \p E naming a container of \p Rank dimensions: a
/// variable the model follows (`u`), a path of fields (`m.x_`,
/// fieldVariable) that nothing in the function changes or, \p
/// InStatement, one named in the top-level statement being visited
/// alone (an argument, a reference declared in a construct: the
/// model's array of the path between two changes is the one it names), a
/// row of a container of containers (`M[i]`, containerRow), and the
/// place an accessor returns (`m.x()`, accessorPlace). A reference bound
/// to it, or given it, names the same cells all along (a reference is
/// never bound again).
std::optional<VarInfo> Extractor::containerAlias(const Expr *E, unsigned Rank,
                                                 bool InStatement) {
  E = strip(E);
  if (const CallExpr *Call = placeAccessorCall(E)) {
    const Expr *Place = accessorPlace(Call);
    return Place ? containerAlias(Place, Rank, InStatement) : std::nullopt;
  }
  const VarInfo *Same = nullptr;
  if (const VarDecl *Container = referencedVar(E)) {
    Same = &info(Container);
  } else if (std::optional<ValuePath> Path = pathOf(E);
             Path && isa<MemberExpr>(E) && Path->fieldsOnly() &&
             (InStatement ||
              fieldPathInvariant(Path->Root ? boundRoot(Path->Root) : nullptr,
                                 Path->Fields))) {
    Same = fieldVariable(E);
  } else {
    return containerRow(E, Rank);
  }
  // (The cells of a container: of the variable's own type, or of a field
  // of one, which fieldVariable makes an array.)
  QualType Element;
  std::vector<std::string> Extents;
  if (!Same || !Out.Model.findVariable(Same->Id) ||
      !stdNestedNumbers(E->getType().getNonReferenceType(), Element, Extents) ||
      !Same->Unsupported.empty() || Same->Rank != Rank)
    return std::nullopt;
  VarInfo Alias = *Same;
  Alias.IsAlias = true;
  if (Alias.AliasOffset.empty())
    Alias.AliasOffset = "0";
  return Alias;
}

std::optional<VarInfo> Extractor::referenceAlias(const VarDecl *D,
                                                 unsigned Rank) {
  if (!D->getType()->isReferenceType() || isa<ParmVarDecl>(D) || !D->getInit())
    return std::nullopt;
  // (A row whose subscripts may change while the name lives is not the
  // row the name was bound to: namedRow's rule.)
  const Expr *Init = strip(D->getInit());
  if (const CallExpr *Call = placeAccessorCall(Init))
    Init = accessorPlace(Call);
  if (!Init || (containerSubscript(Init) && !keptElement(Init)))
    return std::nullopt;
  return containerAlias(D->getInit(), Rank, declaredInConstruct(D));
}

} // namespace extract
} // namespace ompfix
