//===- ExtractExpressions.cpp - Variables and affine expressions ----------===//
//
// What a declaration is in the model (an array, a scalar, an alias of a
// pointer, a parameter), the invariant values that are parameters (where
// the function may change what is FunctionFacts'), and integer
// expressions and conditions as isl text.
//
//===----------------------------------------------------------------------===//

#include "frontend/Extractor.h"
#include "ompfix/DefinedValueText.h"
#include "frontend/OpenMPConstructs.h"

#include "clang/AST/ParentMapContext.h"
#include "clang/Lex/Lexer.h"

#include <functional>

using namespace clang;

namespace ompfix {
namespace extract {

const VarDecl *rootVariable(const Expr *E) {
  while (E) {
    E = E->IgnoreParenCasts();
    if (const auto *Ref = dyn_cast<DeclRefExpr>(E))
      return dyn_cast<VarDecl>(Ref->getDecl());
    if (const auto *M = dyn_cast<MemberExpr>(E))
      E = M->getBase();
    else if (const auto *S = dyn_cast<ArraySubscriptExpr>(E))
      E = S->getBase();
    else if (const auto *Op = containerSubscript(E))
      E = Op->getArg(0);
    else if (const Expr *Pointer = smartPointerOf(E))
      E = Pointer; // `sp->f`, `sp.get()`: what sp points to
    else if (const auto *U = dyn_cast<UnaryOperator>(E);
             U && (U->getOpcode() == UO_Deref || U->getOpcode() == UO_AddrOf))
      E = U->getSubExpr();
    else if (const auto *B = dyn_cast<BinaryOperator>(E);
             B && B->isAdditiveOp() && B->getType()->isPointerType())
      E = B->getLHS()->getType()->isPointerType() ? B->getLHS() : B->getRHS();
    else
      return nullptr;
  }
  return nullptr;
}

static bool arrayShape(ASTContext &Ctx, QualType T,
                       std::vector<std::string> &Extents, QualType &Element,
                       const SourceManager &SM);

/// The type of a variable's cells as Variable::CellType spells it.
static std::string cellType(QualType T) {
  return T.getCanonicalType().getUnqualifiedType().getAsString();
}

/// The cells of a field of type \p T, in \p V (Rank, Extents, FloatingPoint,
/// CellType): a number is a scalar; an array of numbers, a pointer to
/// numbers (or to arrays of them), a std::vector or std::array of numbers
/// and a std::unique_ptr owning an array of numbers hold arrays. False for
/// any other type.
static bool fieldShape(ASTContext &Ctx, QualType T, const SourceManager &SM,
                       Variable &V) {
  std::vector<std::string> Extents;
  QualType Element;
  std::string SequenceExtent;
  // (std::atomic<int>: its int, which its operations access atomically,
  // Extractor::atomicCall.)
  if (T->isArithmeticType() || isStdAtomic(T, Element)) {
    if (Element.isNull())
      Element = T;
    V.Rank = 0;
    V.FloatingPoint = Element->isRealFloatingType();
    V.CellType = cellType(Element);
    return true;
  }
  if (Ctx.getAsArrayType(T)) {
    if (!arrayShape(Ctx, T, Extents, Element, SM))
      return false;
    V.Rank = Extents.size();
    V.Extents = Extents;
  } else if (isStdArrayLike(T, Element, SequenceExtent)) {
    V.Rank = 1;
    V.Extents = {SequenceExtent};
  } else if (QualType Owned = ownedArrayElement(T); !Owned.isNull()) {
    Element = Owned;
    V.Rank = 1;
    V.Extents = {""};
  } else if (const auto *P = T->getAs<PointerType>()) {
    if (!arrayShape(Ctx, P->getPointeeType(), Extents, Element, SM))
      return false;
    V.Rank = 1 + Extents.size();
    V.Extents.push_back("");
    V.Extents.insert(V.Extents.end(), Extents.begin(), Extents.end());
  } else {
    return false;
  }
  V.FloatingPoint = Element->isRealFloatingType();
  V.CellType = cellType(Element);
  return true;
}

/// The shape of memory reached through \p Levels levels of rows of
/// pointers to \p Element (`double **a`: cells (i, j)), whose rows may
/// overlap (Variable::RowsMayOverlap).
static void rowsShape(Variable &V, unsigned Levels, QualType Element) {
  V.Rank = Levels;
  V.Extents.assign(Levels, "");
  V.FloatingPoint = Element->isRealFloatingType();
  V.CellType = cellType(Element);
  V.RowsMayOverlap = true;
}

std::optional<std::set<unsigned>>
Extractor::fieldPathSites(const VarDecl *Root,
                          const std::vector<const FieldDecl *> &Fields) const {
  // A field the function's own code assigns changes there alone (`s->data
  // = buf;` before the loop: another array after it).
  std::set<unsigned> FieldSites;
  // (The struct a field on the way points to has another name too.)
  if (std::any_of(Fields.begin() + (Fields.empty() ? 0 : 1), Fields.end(),
                  [&](const FieldDecl *Field) {
                    return Facts.StructsNamedOtherwise.count(Field) > 0;
                  }))
    return std::nullopt;
  for (const FieldDecl *Field : Fields)
    if (Facts.AssignedFields.count(Field)) {
      if (!Facts.freshFieldAssignments(Field))
        return std::nullopt;
      const std::set<unsigned> &At = Facts.FieldAssignedAt.at(Field);
      FieldSites.insert(At.begin(), At.end());
    }
  std::optional<std::set<unsigned>> Sites = rootChangeSites(Root, Fields);
  if (Sites)
    Sites->insert(FieldSites.begin(), FieldSites.end());
  return Sites;
}

std::optional<std::set<unsigned>>
Extractor::rootChangeSites(const VarDecl *Root,
                           const std::vector<const FieldDecl *> &Fields) const {
  using Sites = std::optional<std::set<unsigned>>;
  // A name of an array's element: its fields are the array's cells, which
  // other names write (elementField).
  if (Root && namesElement(Root))
    return std::nullopt;
  // `this` never changes: no field on the way, no way to change.
  if (!Root && Fields.empty())
    return Sites(std::in_place);
  if (!Root)
    return Facts.ThisMayChange ? std::nullopt : Sites(Facts.UnknownCallsAt);
  // A local smart pointer may point to any object: a copy of another
  // name's, one adopted from a raw pointer (a parameter is the caller's,
  // as a pointer parameter is).
  if (ownedObjectClass(Root->getType()) && Root->hasLocalStorage() &&
      !isa<ParmVarDecl>(Root))
    return std::nullopt;
  auto Site = Facts.Sites.find(Root);
  bool Escapes = Site != Facts.Sites.end() && Site->second.Escapes;
  bool AddressTaken = Site != Facts.Sites.end() && Site->second.AddressTaken;
  // A struct keeps its fields unless changed as a whole (assigned, given
  // by reference to a call, a member function called on it): a local one
  // keeps them between the statements that may (WriteSites::WholeAt; a
  // call that may use its address taken before, below).
  if (Root->getType().getNonReferenceType()->isRecordType() &&
      Facts.AssignedStructs.count(Root)) {
    if (Escapes || Root->hasGlobalStorage() || !isLocalToModel(Root) ||
        Site == Facts.Sites.end())
      return std::nullopt;
    std::set<unsigned> At = Site->second.WholeAt;
    // (A smart pointer set again reaches another object after; what it
    // reaches, a call may change, as for a pointer.)
    if (AddressTaken || reachesLikePointer(Root->getType()))
      At.insert(Facts.UnknownCallsAt.begin(), Facts.UnknownCallsAt.end());
    return At;
  }
  // A pointer keeps its fields' values unless assigned. (A reference is
  // never bound again: assigned, its struct is, as above.)
  if (!Root->getType().getNonReferenceType()->isRecordType() &&
      Entered.Modified.count(Root))
    return std::nullopt;
  if (Escapes)
    return std::nullopt;
  // What a pointer or a global reaches, a call may change.
  // (Writes through the root change no field on the path: those are
  // assignments to fields, in Facts.AssignedFields.)
  // (A reference parameter names the caller's object, as a pointer does.)
  if (reachesLikePointer(Root->getType()) ||
      Root->getType()->isReferenceType() || Root->hasGlobalStorage() ||
      AddressTaken)
    return Sites(Facts.UnknownCallsAt);
  return Sites(std::in_place);
}

bool Extractor::fieldPathInvariant(
    const VarDecl *Root, const std::vector<const FieldDecl *> &Fields) const {
  // (A struct of numbers assigned whole, `g = h`, has its fields' values
  // between such statements, which fieldPathSites leaves to the writes
  // of its fields: invariantParameter's versions.)
  if (auto Written = Root ? Facts.Sites.find(Root) : Facts.Sites.end();
      Written != Facts.Sites.end() &&
      !Written->second.NumbersAssignedAt.empty())
    return false;
  std::optional<std::set<unsigned>> At = fieldPathSites(Root, Fields);
  return At && At->empty();
}

/// Whether a field of type \p T holds the address of other memory: a
/// pointer, a smart pointer to an object (ownedObjectClass), or a
/// std::unique_ptr that owns an array (ownedArrayElement).
static bool pointsElsewhere(QualType T) {
  return reachesLikePointer(T) || !ownedArrayElement(T).isNull();
}

/// Whether the field \p Fields (the leaf first) of \p Root (null: `this`)
/// is memory a pointer leads to, or a pointer itself; else the function's
/// own (a local struct's) or a global's.
static bool reachedThroughPointer(const VarDecl *Root,
                                  llvm::ArrayRef<const FieldDecl *> Fields) {
  return !Root || reachesLikePointer(Root->getType()) ||
         Root->getType()->isReferenceType() ||
         llvm::any_of(Fields, [](const FieldDecl *Field) {
           return pointsElsewhere(Field->getType());
         });
}

/// Reads the array of one dimension \p V as rows \p Rows of its object's
/// sizes, if any (linearizedFieldRows): `m.data` of `m.data[r * m.cols +
/// c]` has rows of `cols` cells, `m.data[][cols]`.
static void rowsOfObject(Variable &V, const FieldRows &Rows) {
  if (Rows.empty() || V.Rank != 1)
    return;
  for (auto Size = Rows.rbegin(); Size != Rows.rend(); ++Size) {
    std::string Spelled;
    for (const FieldDecl *Length : *Size)
      Spelled += (Spelled.empty() ? "" : " * ") + Length->getName().str();
    V.Extents.push_back(Spelled);
  }
  V.RowLengths.assign(V.Extents.rbegin(), V.Extents.rend() - 1);
  V.Rank = V.Extents.size();
}

void Extractor::placeField(Variable &V, const RecordDecl *Record,
                           llvm::ArrayRef<const FieldDecl *> Path) const {
  if (!Record || Record->isUnion())
    return;
  long Offset = 0;
  // (Through a pointer field, what the path reaches is other memory.)
  for (const FieldDecl *Field : Path) {
    if (Field->getParent()->isUnion() || Field->isBitField() ||
        pointsElsewhere(Field->getType()))
      return;
    Offset += static_cast<long>(Ctx.getFieldOffset(Field));
  }
  // (By declaration: two types may print alike, `struct S` of a
  // parameter list and the file's.)
  const TagDecl *Canonical = Record->getCanonicalDecl();
  V.FieldRecord = Canonical->getNameAsString() + "@" +
                  std::to_string(reinterpret_cast<uintptr_t>(Canonical));
  V.FieldOffset = Offset;
}

/// Accepted forms: `r.f`, `r->f`, `r.g.f`, `r->g->f`, `this->f`, `f` in a
/// member function, where r is a variable, every field on the path keeps
/// its value (fieldPathInvariant), and f is a pointer to numbers (an
/// array), an array of numbers, a std::vector or std::array of numbers
/// (`stats.total[tid]`: its elements, an array), or a number or a
/// std::atomic of one (a scalar of its own).
const VarInfo *Extractor::fieldVariable(const Expr *E) {
  // (A field of a library value is a part of its one cell: valuePlace.)
  if (valuePlace(E))
    return nullptr;
  std::optional<ValuePath> P = pathOf(E);
  if (!P || P->Fields.empty() || !P->fieldsOnly())
    return nullptr;
  const std::vector<const FieldDecl *> &Fields = P->Fields;
  // (A union's fields share their memory.)
  for (const FieldDecl *Field : Fields)
    if (Field->getParent()->isUnion())
      return nullptr;
  const VarDecl *Root = P->Root ? boundRoot(P->Root) : nullptr;
  // (An element's name is that element's: elementField.)
  if (Root && namesElement(Root))
    return nullptr;
  std::string Key =
      (Root ? std::to_string(reinterpret_cast<uintptr_t>(Root)) : "this") +
      P->Key;
  std::string Spelling = P->writtenFrom(Root);
  // A root that has copies of its own here (declared in the loop, named
  // in a clause) has other fields in each copy: not followed, except for
  // a copy the loop directive's own clause gives (checked as that clause),
  // and a struct declared in a construct: a copy per iteration or thread,
  // its fields copies as a scalar declared there is (`Complex z;`).
  // (Not a pointer field of it: what its copy points to is no memory the
  // model knows.)
  if (Root && !sharedHere(Root) && !copiedByLoopClause(Root) &&
      !(declaredInConstruct(Root) && clauseCopiesFields(Root) &&
        llvm::none_of(Fields, [](const FieldDecl *Field) {
          return pointsElsewhere(Field->getType());
        })))
    return nullptr;
  if (auto It = Names.FieldVariables.find(Key);
      It != Names.FieldVariables.end())
    return &It->second;
  if (Root && !initializedFresh(Root, Fields.front()))
    return nullptr;
  // The cells a number or an array field holds are what the model
  // follows; a pointer field must keep pointing to the same array, a
  // std::vector field keep its buffer (no call resizes it: it is then in
  // Facts.AssignedFields).
  QualType T = Fields.front()->getType();
  QualType SequenceElement;
  std::string SequenceExtent;
  bool Sequence = isStdArrayLike(T, SequenceElement, SequenceExtent);
  std::vector<const FieldDecl *> Path(
      Fields.begin() + (pointsElsewhere(T) || Sequence ? 0 : 1), Fields.end());
  // A path that only some statements may change (calls the model cannot
  // see, those that change a local struct) keeps its value from one such
  // statement to the next: between them, an array of its own
  // (`s->atoms->p` after `log(s)` is another array than before). Not
  // inside such a statement.
  std::optional<std::set<unsigned>> ChangedAt = fieldPathSites(Root, Path);
  if (!ChangedAt || ChangedAt->count(TopLevel))
    return nullptr;
  if (!ChangedAt->empty()) {
    Key += "@" + std::to_string(std::distance(
                     ChangedAt->begin(), ChangedAt->lower_bound(TopLevel)));
    if (auto It = Names.FieldVariables.find(Key);
        It != Names.FieldVariables.end())
      return &It->second;
  }
  Variable V;
  V.Name = Spelling;
  V.CallerVisible = true;
  V.Privatizable = false;
  V.Nameable = false;
  bool ThroughPointer = reachedThroughPointer(Root, Fields);
  V.MayOverlap = ThroughPointer;
  V.Global = !ThroughPointer && Root->isFileVarDecl();
  if (Root && !Sequence) // `q->y`: a place in the struct q points to
    placeField(V, Fields.back()->getParent(),
               std::vector<const FieldDecl *>(Fields.rbegin(), Fields.rend()));
  // A field of a struct variable itself: `private(p)` copies it (with the
  // struct's other fields), as it copies a scalar.
  if (!ThroughPointer && clauseCopiesFields(Root)) {
    V.ClauseName = Root->getName().str();
    V.Privatizable = true;
    bool Global = Root->hasGlobalStorage() || !isLocalToModel(Root);
    V.CallerVisible = Global && !(F.isMain() && Root->hasGlobalStorage());
  }
  QualType RowElement;
  unsigned Levels = pointerRowLevels(T, RowElement);
  if (Levels && !(Root && Facts.RowsChangedOf.count(Root)) &&
      llvm::none_of(Fields, [&](const FieldDecl *Field) {
        return Facts.RowsChangedIn.count(Field) > 0;
      }))
    rowsShape(V, Levels, RowElement); // `s->nbr[b][k]`
  else if (!fieldShape(Ctx, T, SM, V))
    return nullptr;
  rowsOfObject(V, Levels ? FieldRows() : fieldRows(Fields.front()));
  V.Id = uniqueId(Spelling);
  if (!V.ClauseName.empty())
    Names.FieldRootOfId[V.Id] = Root;
  VarInfo I;
  I.Id = V.Id;
  I.Rank = V.Rank;
  Out.Model.Variables.push_back(V);
  return &(Names.FieldVariables[Key] = I);
}

/// Whether pointer field \p Field of local struct \p Root, where its
/// initializer sets it, gets memory no other name reaches: `struct grid g
/// = {malloc(...)}`, no initializer, or a field that is no pointer. Not
/// `struct grid g = {loc}` (loc's cells under another name) nor a copy of
/// another struct.
bool Extractor::initializedFresh(const VarDecl *Root,
                                 const FieldDecl *Field) const {
  if (!pointsElsewhere(Field->getType()) || !Root->hasLocalStorage() ||
      isa<ParmVarDecl>(Root) || !Root->getType()->isRecordType() ||
      !Root->getInit())
    return true;
  const Expr *Init = Root->getInit()->IgnoreImplicit();
  if (const auto *Construct = dyn_cast<CXXConstructExpr>(Init))
    return constructorGivesFresh(Construct->getConstructor(), Field, 0);
  const auto *List = dyn_cast<InitListExpr>(Init);
  if (!List)
    return false;
  if (const InitListExpr *Semantic = List->getSemanticForm())
    List = Semantic;
  unsigned Index = Field->getFieldIndex();
  if (Field->getParent() != Root->getType()->getAsRecordDecl() ||
      Index >= List->getNumInits())
    return Field->getParent() != Root->getType()->getAsRecordDecl() ? false
                                                                    : true;
  const Expr *Value = List->getInit(Index);
  return Value->isNullPointerConstant(Ctx, Expr::NPC_ValueDependentIsNull) ||
         isa<ImplicitValueInitExpr>(Value->IgnoreImplicit()) ||
         Facts.freshAllocation(Value, 0);
}

/// Whether constructor \p C (of the file) sets pointer field \p Field to
/// fresh memory or to none, or leaves it alone: `pvector(size_t n) {
/// start_ = new T[n]; }`, through a delegating constructor too; not a
/// move or copy (`start_(other.start_)`).
bool Extractor::constructorGivesFresh(const CXXConstructorDecl *C,
                                      const FieldDecl *Field,
                                      unsigned Depth) const {
  const FunctionDecl *Definition = nullptr;
  if (!C || Depth > 4 || !C->hasBody(Definition) || !Definition)
    return C && C->isTrivial();
  const auto *Ctor = cast<CXXConstructorDecl>(Definition);
  auto Fresh = [&](const Expr *Value) {
    return Value->isNullPointerConstant(Ctx, Expr::NPC_ValueDependentIsNull) ||
           Facts.freshAllocation(Value, 0);
  };
  for (const CXXCtorInitializer *Init : Ctor->inits()) {
    if (Init->isDelegatingInitializer()) {
      const auto *Target = dyn_cast<CXXConstructExpr>(
          Init->getInit()->IgnoreImplicit());
      if (!Target ||
          !constructorGivesFresh(Target->getConstructor(), Field, Depth + 1))
        return false;
    } else if (Init->getMember() == Field && Init->isWritten() &&
               !Fresh(Init->getInit()->IgnoreImplicit())) {
      return false;
    }
  }
  bool Kept = true;
  std::function<void(const Stmt *)> Walk = [&](const Stmt *S) {
    if (const auto *B = dyn_cast<BinaryOperator>(S); B && B->isAssignmentOp())
      if (const auto *M = dyn_cast<MemberExpr>(B->getLHS()->IgnoreParenImpCasts());
          M && M->getMemberDecl() == Field)
        Kept &= B->getOpcode() == BO_Assign && Fresh(B->getRHS());
    for (const Stmt *Child : S->children())
      if (Child)
        Walk(Child);
  };
  if (Ctor->getBody())
    Walk(Ctor->getBody());
  return Kept;
}

bool Extractor::declaredInConstruct(const VarDecl *V) const {
  if (V->isStaticLocal())
    return false;
  return llvm::any_of(Active,
                      [&](const ActiveLoop &A) {
                        return A.DeclaredInside.count(V) > 0;
                      }) ||
         llvm::any_of(Regions,
                      [&](const Region &R) { return R.Locals.count(V) > 0; });
}

/// Whether extent \p E is a positive number ("64", not "n" or "0").
static bool positiveConstant(const std::string &E) {
  return !E.empty() && E != "0" && std::all_of(E.begin(), E.end(), [](char X) {
    return std::isdigit(static_cast<unsigned char>(X));
  });
}

/// The fields reached by `.` from an element of a sequence of structs:
/// \p M is `a[e].g.f` (or `v[e].f`, v a std::vector or std::array of
/// structs); \p Element is set to `a[e]`, \p Fields to g, f (outermost
/// first). False for any other form: an `->`, a union, a bit-field.
static bool elementPath(const MemberExpr *M, const Expr *&Element,
                        std::vector<const FieldDecl *> &Fields) {
  const Expr *Step = M;
  while (const auto *Member = dyn_cast<MemberExpr>(Step)) {
    const auto *Field = dyn_cast<FieldDecl>(Member->getMemberDecl());
    if (!Field || Field->isBitField() || Field->getParent()->isUnion())
      return false;
    Fields.insert(Fields.begin(), Field);
    Step = strip(Member->getBase());
    // (`p->f` only from a pointer variable, an element's address, or a
    // member function's `this`, bound to an element: thisElement.)
    if (Member->isArrow())
      return Element = Step, isa<DeclRefExpr, CXXThisExpr>(Step);
  }
  Element = Step;
  return isa<ArraySubscriptExpr>(Step) ||
         isa_and_nonnull<CXXOperatorCallExpr>(Step) ||
         isa<DeclRefExpr>(Step);
}

/// Accepted form, in a loop directive: `auto &row = M[i];`, row i of a
/// container of containers M named all along (keptElement), as `double
/// &r = a[i]` names a cell (containerRow).
std::optional<VarInfo> Extractor::namedRow(const VarDecl *D, unsigned Rank) {
  if (!D->getType()->isReferenceType() || isa<ParmVarDecl>(D) ||
      !D->getInit() || Active.empty() ||
      !Active.back().DeclaredInside.count(D) ||
      !keptElement(strip(D->getInit())))
    return std::nullopt;
  return containerRow(strip(D->getInit()), Rank);
}

/// Accepted forms, for a variable r of the function that names one
/// element of an array or a std::vector of structs all along its scope:
///   T &r = a[e];  const T &r = v[e];  T *r = &a[e];  (r never assigned)
/// where every variable e reads keeps its value while r lives (nothing
/// in the function changes it, or it is the counter of a loop whose
/// header declares it, changed by that header alone): `r.f` is `a[e].f`.
/// The element `a[e]`, else null.
const Expr *Extractor::namedElement(const VarDecl *R) const {
  if (auto Ranged = Names.RangeElements.find(R);
      Ranged != Names.RangeElements.end())
    return Ranged->second;
  R = R ? boundRoot(R) : nullptr;
  // A parameter given an element, for the call (the callee must not
  // assign a pointer one).
  const Expr *Given = nullptr;
  if (auto Bound = Callees.ElementBindings.find(R);
      Bound != Callees.ElementBindings.end()) {
    if (Entered.Modified.count(R))
      return nullptr;
    Given = Bound->second;
  }
  // `s->n` where the function also reads `s[i].n`: element 0's, one
  // variable with the others (two names of one place, else).
  if (R && !Given && R->getType()->isPointerType() &&
      (isa<ParmVarDecl>(R) || R->hasGlobalStorage()) &&
      Facts.StructArrays.count(R) && !Entered.Modified.count(R)) {
    QualType Pointer = R->getType();
    auto *Ref = DeclRefExpr::Create(
        Ctx, NestedNameSpecifierLoc(), SourceLocation(),
        const_cast<VarDecl *>(R), false, R->getLocation(), Pointer, VK_LValue);
    auto *Zero = IntegerLiteral::Create(Ctx, llvm::APInt(32, 0), Ctx.IntTy,
                                        R->getLocation());
    return new (Ctx)
        ArraySubscriptExpr(Ref, Zero, Pointer->getPointeeType(), VK_LValue,
                           OK_Ordinary, R->getLocation());
  }
  if (!R || (!R->getInit() && !Given) || R->hasGlobalStorage() ||
      !isLocalToModel(R))
    return nullptr;
  // (A reference is never bound again; a pointer must not be assigned,
  // nor its address taken.)
  if (auto Site = Facts.Sites.find(R);
      !Given && R->getType()->isPointerType() &&
      (Entered.Modified.count(R) ||
       (Site != Facts.Sites.end() &&
        (Site->second.AddressTaken || Site->second.Escapes))))
    return nullptr;
  const Expr *Element = Given ? Given : strip(R->getInit());
  if (Given) {
    // (Given as the element itself, `&` taken off: bindElement.)
  } else if (!R->getType()->isPointerType() &&
             !R->getType()->isReferenceType()) {
    return nullptr;
  } else if (placeAccessorCall(withoutAddress(Element))) {
    // What an accessor returns: `T &r = s.get(i)`, `T *r = s.node(i)`,
    // `T *r = &s.get(i)` (accessorPlace).
    if (!(Element = placeGiven(Element, R->getType()->isPointerType())))
      return nullptr;
  } else if (R->getType()->isPointerType()) {
    const auto *Address = dyn_cast<UnaryOperator>(Element);
    if (!Address || Address->getOpcode() != UO_AddrOf)
      return nullptr;
    Element = strip(Address->getSubExpr());
  }
  if (!R->getType()->getPointeeType()->isRecordType())
    return nullptr;
  if (const Expr *Kept = keptElement(Element))
    return Kept;
  return Given ? nullptr : someElement(Element);
}

/// Accepted form: an element `a[e]`, `a[e][e']` of an array (not a
/// container) whose subscripts may change while it is named (`block *bp =
/// &blocks[order[k].n]`). The element the model writes for it, its
/// subscripts that may change replaced by values it cannot compute: an
/// access through the name may touch that field of any element (the
/// subscripts themselves are read where the name is bound).
const Expr *Extractor::someElement(const Expr *Element) const {
  const auto *Sub = dyn_cast<ArraySubscriptExpr>(Element);
  if (!Sub)
    return nullptr;
  const Expr *Base = strip(Sub->getBase());
  if (isa<ArraySubscriptExpr>(Base) && !(Base = someElement(Base)))
    return nullptr;
  if (!isa<ArraySubscriptExpr, DeclRefExpr, MemberExpr>(Base))
    return nullptr;
  const Expr *Index = Sub->getIdx();
  if (!keptIndex(Index))
    Index = new (Ctx)
        OpaqueValueExpr(SourceLocation(), Index->getType(), VK_PRValue);
  Expr *Pointer = const_cast<Expr *>(Base);
  if (!Base->getType()->isPointerType())
    Pointer = ImplicitCastExpr::Create(Ctx, Ctx.getDecayedType(Base->getType()),
                                       CK_ArrayToPointerDecay, Pointer, nullptr,
                                       VK_PRValue, FPOptionsOverride());
  return new (Ctx)
      ArraySubscriptExpr(Pointer, const_cast<Expr *>(Index), Sub->getType(),
                         VK_LValue, OK_Ordinary, Sub->getRBracketLoc());
}

/// Accepted forms: an element `a[e]`, `a[e][e']` or `v[e]` whose
/// subscripts are arithmetic of constants and of variables that keep
/// their value (nothing in the function changes them, or each is the
/// counter of a loop whose header alone changes it). (The array's own
/// stability is elementField's.)
bool Extractor::keptIndex(const Expr *Index) const {
  bool Kept = true;
  std::function<void(const Stmt *)> Check = [&](const Stmt *S) {
    if (const auto *Ref = dyn_cast<DeclRefExpr>(S)) {
      const auto *V = dyn_cast<VarDecl>(Ref->getDecl());
      Kept &= V && V->getType()->isIntegerType() &&
              (unchangedInFunction(V) || headerCounter(V));
      return;
    }
    if (!isa<IntegerLiteral, BinaryOperator, UnaryOperator, ParenExpr,
             ImplicitCastExpr>(S) ||
        (isa<BinaryOperator>(S) && cast<BinaryOperator>(S)->isAssignmentOp()) ||
        (isa<UnaryOperator>(S) &&
         cast<UnaryOperator>(S)->isIncrementDecrementOp()))
      Kept = false;
    for (const Stmt *Child : S->children())
      if (Child)
        Check(Child);
  };
  Check(Index);
  return Kept;
}

const Expr *Extractor::keptElement(const Expr *Element) const {
  const auto *Op = dyn_cast<CXXOperatorCallExpr>(Element);
  if (!(isa<ArraySubscriptExpr>(Element) ||
        (Op && Op->getOperator() == OO_Subscript && Op->getNumArgs() == 2)))
    return nullptr;
  for (const Expr *Step = Element; Step;) {
    if (const auto *Sub = dyn_cast<ArraySubscriptExpr>(Step)) {
      if (!keptIndex(Sub->getIdx()))
        return nullptr;
      Step = strip(Sub->getBase());
    } else if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(Step);
               Op && Op->getOperator() == OO_Subscript &&
               Op->getNumArgs() == 2) {
      if (!keptIndex(Op->getArg(1)))
        return nullptr;
      Step = strip(Op->getArg(0));
    } else {
      Step = nullptr;
    }
  }
  return Element;
}

const Expr *Extractor::thisElement() const {
  // (A member function called on `this` binds the same object.)
  for (auto It = Callees.ThisObjects.rbegin(); It != Callees.ThisObjects.rend();
       ++It)
    if (const Expr *Object = strip(*It); !isa<CXXThisExpr>(Object))
      return Object->getType()->isRecordType() ? keptElement(Object) : nullptr;
  return nullptr;
}

bool Extractor::headerCounter(const VarDecl *V) const {
  // for (int i = ...; ...; ...): the DeclStmt is the ForStmt's init.
  DynTypedNodeList Parents = Ctx.getParents(*V);
  const auto *Decl = Parents.empty() ? nullptr : Parents[0].get<DeclStmt>();
  if (!Decl)
    return false;
  Parents = Ctx.getParents(*Decl);
  const auto *For = Parents.empty() ? nullptr : Parents[0].get<ForStmt>();
  return For && For->getInit() == Decl && !changesVariable(For->getCond(), V) &&
         !changesVariable(For->getBody(), V);
}

/// The sequence an element `a[e][e']` (or `v[e]`) of a struct is taken
/// from: its variable, the subscripts, the extents of its dimensions and
/// the struct type of its elements.
struct ElementRoot {
  const VarDecl *Root = nullptr;
  std::vector<const Expr *> Indices;
  std::vector<std::string> Extents;
  QualType Struct;
  /// Memory a pointer reaches (the caller's, for a parameter); a
  /// std::vector or std::array.
  bool Pointer = false, Container = false;
  /// The path of fields from Root to the array (`s->species`), or null
  /// where the array is Root itself.
  const MemberExpr *FieldPath = nullptr;
};

static std::optional<ElementRoot>
elementRoot(const Expr *Element, ASTContext &Ctx, const SourceManager &SM) {
  ElementRoot E;
  const Expr *Base = Element;
  while (true) {
    if (const auto *Sub = dyn_cast<ArraySubscriptExpr>(Base)) {
      E.Indices.insert(E.Indices.begin(), Sub->getIdx());
      Base = strip(Sub->getBase());
    } else if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(Base);
               Op && Op->getOperator() == OO_Subscript &&
               Op->getNumArgs() == 2 && E.Indices.empty()) {
      E.Indices.insert(E.Indices.begin(), Op->getArg(1));
      Base = strip(Op->getArg(0));
    } else {
      break;
    }
  }
  // (A field on the way: elementField checks the path.)
  E.FieldPath = dyn_cast<MemberExpr>(Base);
  const Expr *RootRef = Base;
  while (const auto *M = dyn_cast<MemberExpr>(RootRef))
    RootRef = strip(M->getBase());
  const auto *Ref = dyn_cast<DeclRefExpr>(RootRef);
  E.Root = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
  if (!E.Root)
    return std::nullopt;
  QualType T = E.FieldPath ? E.FieldPath->getType() : E.Root->getType();
  if (const auto *P = dyn_cast<ParmVarDecl>(E.Root); P && !E.FieldPath)
    T = P->getOriginalType();
  if (const auto *P = T->getAs<PointerType>()) {
    E.Pointer = true;
    E.Extents.push_back("");
    arrayShape(Ctx, P->getPointeeType(), E.Extents, E.Struct, SM);
  } else if (Ctx.getAsArrayType(T)) {
    arrayShape(Ctx, T, E.Extents, E.Struct, SM);
    if (isa<ParmVarDecl>(E.Root) && !E.FieldPath)
      E.Pointer = true, E.Extents[0].clear();
  } else if (std::string Extent; stdSequence(T, E.Struct, Extent)) {
    E.Container = true;
    E.Extents.push_back(Extent);
  }
  if (E.Extents.size() != E.Indices.size())
    return std::nullopt;
  return E;
}

/// Accepted form, for the path of fields \p Of an array of structs is
/// reached through (`s->species` in `s->species[i].mass`, `g.cells`):
/// fields alone, from a variable, that nothing in the function changes
/// (fieldPathSites): the path, else none.
std::optional<ValuePath> Extractor::elementsPath(const ElementRoot &Of) const {
  std::optional<ValuePath> P = pathOf(Of.FieldPath);
  if (!P || P->Root != Of.Root || P->Fields.empty() || !P->fieldsOnly())
    return std::nullopt;
  for (const FieldDecl *Field : P->Fields)
    if (Field->getParent()->isUnion())
      return std::nullopt;
  std::optional<std::set<unsigned>> ChangedAt =
      fieldPathSites(boundRoot(P->Root), P->Fields);
  if (!ChangedAt || !ChangedAt->empty())
    return std::nullopt;
  return P;
}

/// Whether the model follows every name of \p Root's elements: memory the
/// function was given (\p Pointer: a parameter's, or a global pointer's,
/// as for numbers) keeps its place while the pointer does;
/// a root with copies of its own here has other elements in each copy. (A
/// pointer of any other origin may point into another array.) No other
/// name may reach the elements: an address stored elsewhere (`struct
/// particle *q = &a[0]`) would be another variable of the model, and a
/// name of one element (`T &r = a[i]`) must be one namedElement follows.
bool Extractor::elementsFollowed(const VarDecl *Root, bool Pointer) {
  if (Pointer ? Entered.Modified.count(Root) > 0 ||
                    !(isa<ParmVarDecl>(Root) || Root->hasGlobalStorage() ||
                      Facts.ownsItsMemory(Root))
              : !sharedHere(Root))
    return false;
  auto Site = Facts.Sites.find(Root);
  return Site == Facts.Sites.end() ||
         (!Site->second.Escapes &&
          llvm::all_of(Site->second.ElementNames,
                       [&](const VarDecl *Name) { return namedElement(Name); }));
}

/// Accepted form, for the path \p Fields of a field of an array's
/// elements: a pointer to numbers (`double *data`) or to pointers to them
/// (`double ****array`), which nothing in the function assigns nor
/// changes a row of (FunctionFacts::RowsChangedIn): memory each element
/// is given, a dimension per level (\p Extents), the rows assumed not to
/// overlap as a pointer parameter's are (pointerRowLevels).
bool Extractor::pointerLeaf(const std::vector<const FieldDecl *> &Fields,
                            QualType &Cell, std::vector<std::string> &Extents) {
  QualType Leaf = Fields.back()->getType();
  unsigned Levels = pointerRowLevels(Leaf, Cell);
  if (!Levels && Leaf->isPointerType() &&
      Leaf->getPointeeType()->isArithmeticType()) {
    Levels = 1;
    Cell = Leaf->getPointeeType();
  }
  if (!Levels || llvm::any_of(Fields, [&](const FieldDecl *Field) {
        return Facts.AssignedFields.count(Field) > 0 ||
               Facts.RowsChangedIn.count(Field) > 0;
      }))
    return false;
  Extents.assign(Levels, "");
  return true;
}

/// Accepted forms: `a[e].f`, `a[e][e'].g.f`, `v[e].f` where a is an array
/// of structs (declared, or a pointer to them, a parameter or one the
/// model follows as it follows a pointer to numbers) and v a std::vector
/// or std::array of structs, a variable shared where the access is; each
/// step after the subscripts is a member reached by `.`, and f is a number,
/// an array of numbers, a std::vector or std::array of numbers, or a
/// pointer to numbers or to rows of them (pointerLeaf). Each
/// field path is an array of its own, `a[].g.f`, indexed by a's subscripts
/// and then f's: `a[i].f[j]` is cell [i, j] of `a[].f` (two fields are
/// two pieces of memory; the vectors of two elements own two buffers).
/// \p Indices gets a's subscripts in front. Null for any other form; the
/// struct used whole (copied, passed, assigned) is then no variable of the
/// model, and the loop that does it unknown.
const VarInfo *Extractor::elementField(const MemberExpr *M,
                                       std::vector<const Expr *> &Indices) {
  const Expr *Element = nullptr;
  std::vector<const FieldDecl *> Fields;
  if (!elementPath(M, Element, Fields))
    return nullptr;
  if (isa<DeclRefExpr>(Element) &&
      !(Element = namedElement(referencedVar(Element))))
    return nullptr;
  if (isa<CXXThisExpr>(Element) && !(Element = thisElement()))
    return nullptr;
  std::optional<ElementRoot> From = elementRoot(Element, Ctx, SM);
  if (!From)
    return nullptr;
  const VarDecl *Root = From->Root;
  if (!Root->hasGlobalStorage() && !F.Encloses(Root->getDeclContext()))
    return nullptr;
  std::optional<ValuePath> Path;
  if (From->FieldPath && !(Path = elementsPath(*From)))
    return nullptr;
  bool Pointer = From->Pointer, Container = From->Container;
  const RecordDecl *Record =
      From->Struct.isNull() ? nullptr : From->Struct->getAsRecordDecl();
  if (!Record || Record->isUnion() ||
      Fields.front()->getParent() != Record->getDefinition())
    return nullptr;
  if (!elementsFollowed(Root, Pointer || Path))
    return nullptr;
  // The leaf: a number, an array or vector of numbers, a pointer field.
  QualType Leaf = Fields.back()->getType();
  std::vector<std::string> LeafExtents;
  QualType Cell;
  std::string LeafExtent;
  bool LeafContainer = false, LeafRows = false;
  if (Leaf->isArithmeticType()) {
    Cell = Leaf;
  } else if (Ctx.getAsArrayType(Leaf)) {
    if (!arrayShape(Ctx, Leaf, LeafExtents, Cell, SM))
      return nullptr;
  } else if (isStdArrayLike(Leaf, Cell, LeafExtent)) {
    LeafContainer = true;
    LeafExtents.push_back(LeafExtent);
  } else if (!(LeafRows = pointerLeaf(Fields, Cell, LeafExtents))) {
    return nullptr;
  }
  for (size_t K = 0; K + 1 < Fields.size(); ++K)
    if (!Fields[K]->getType()->isRecordType())
      return nullptr;
  Indices.insert(Indices.begin(), From->Indices.begin(), From->Indices.end());
  std::string Key = "element " +
                    std::to_string(reinterpret_cast<uintptr_t>(Root)) +
                    (Path ? Path->Key : "");
  std::string Spelling =
      (Path ? Path->writtenFrom(Root) : Root->getName().str()) + "[]";
  for (const FieldDecl *Field : Fields) {
    Key += " " + std::to_string(reinterpret_cast<uintptr_t>(Field));
    Spelling += "." + Field->getName().str();
  }
  if (auto It = Names.FieldVariables.find(Key);
      It != Names.FieldVariables.end())
    return &It->second;
  Variable V;
  V.Name = Spelling;
  V.Nameable = false;
  V.Privatizable = false;
  bool Outlives = Root->hasGlobalStorage() && !(F.isMain());
  // (Through a field, memory of the caller's, which another field or
  // pointer may reach too.)
  V.CallerVisible = Outlives || isa<ParmVarDecl>(Root) ||
                    Root->getType()->isReferenceType() || Path;
  V.MayOverlap = (Pointer || Root->getType()->isReferenceType() || Path) &&
                 !Root->getType().isRestrictQualified();
  V.Global = Root->isFileVarDecl();
  V.Container = Container || LeafContainer;
  // (A vector field's elements, or a pointer field's, are a buffer.)
  if (!LeafContainer && !LeafRows)
    placeField(V, Record, Fields);
  V.RowsMayOverlap = LeafRows;
  V.Extents = From->Extents;
  V.Extents.insert(V.Extents.end(), LeafExtents.begin(), LeafExtents.end());
  V.Rank = V.Extents.size();
  V.FloatingPoint = Cell->isRealFloatingType();
  V.CellType = cellType(Cell);
  V.Id = uniqueId(Spelling);
  // Declared extents bound the cells (an access outside is undefined
  // behaviour, legality's out-of-bounds finding); a container's are not
  // declared ones.
  std::vector<std::string> Bounds;
  for (const std::string &E : V.Extents)
    Bounds.push_back(positiveConstant(E) ? E : "");
  if (Container)
    Bounds.front().clear();
  if (LeafContainer)
    Bounds.back().clear();
  V.DeclaredCells = boundedCells(V.Id, Bounds);
  VarInfo I;
  I.Id = V.Id;
  I.Rank = V.Rank;
  Out.Model.Variables.push_back(V);
  return &(Names.FieldVariables[Key] = I);
}

bool Extractor::isThreadDependent(const Expr *E) const {
  if (!E)
    return false;
  if (const auto *C = dyn_cast<CallExpr>(E))
    if (const FunctionDecl *F = C->getDirectCallee();
        F && isThreadVaryingQuery(F->getName()))
      return true;
  if (const VarDecl *V = referencedVar(E);
      V && Entered.ThreadDependent.count(V))
    return true;
  for (const Stmt *Child : E->children())
    if (isThreadDependent(dyn_cast_or_null<Expr>(Child)))
      return true;
  return false;
}

std::string Extractor::uniqueId(llvm::StringRef Name) {
  // isl reads identifiers: letters, digits, '_' (and not a leading digit).
  std::string Base;
  for (char C : Name)
    Base += std::isalnum(static_cast<unsigned char>(C)) ? C : '_';
  if (Base.empty() || std::isdigit(static_cast<unsigned char>(Base[0])))
    Base = "v" + Base;
  if (isReservedName(Base))
    Base += "_";
  std::string Id = Base;
  unsigned &Next = Names.NextSuffix.try_emplace(Base, 2).first->second;
  while (Names.UsedIds.count(Id))
    Id = Base + "_" + std::to_string(Next++);
  Names.UsedIds.insert(Id);
  return Id;
}

/// An integer variable that no statement of the function writes after its
/// declaration, and that is not declared inside a loop (where each
/// iteration initializes it anew): its value cannot change while the
/// function runs.
bool Extractor::isParameter(const VarDecl *D) const {
  return D->getType()->isIntegerType() && !Entered.Modified.count(D) &&
         !D->getType()->isBooleanType() && !Parameters.LoopLocals.count(D);
}

std::optional<ValuePath>
valuePath(const ASTContext &Ctx, const Expr *E,
          llvm::ArrayRef<const Expr *> ThisObjects,
          const std::map<const VarDecl *, const Expr *> *BoundParameters) {
  // The path, outermost step last.
  ValuePath P;
  const Expr *Step = strip(E);
  // A followed call's object or struct argument: the path goes on from
  // it, `->` or `.` after it as its type says.
  auto GoOnFrom = [&](const Expr *Object) {
    std::string Steps = P.Written;
    if (llvm::StringRef(Steps).starts_with("->"))
      Steps = Steps.substr(2);
    else if (llvm::StringRef(Steps).starts_with("."))
      Steps = Steps.substr(1);
    P.Written = (Object->getType()->isPointerType() ? "->" : ".") + Steps;
    Step = strip(Object);
  };
  while (true) {
    if (const auto *Ref = dyn_cast<DeclRefExpr>(Step)) {
      P.Root = dyn_cast<VarDecl>(Ref->getDecl());
      if (!P.Root)
        return std::nullopt;
      auto Bound =
          BoundParameters
              ? BoundParameters->find(P.Root)
              : std::map<const VarDecl *, const Expr *>::const_iterator();
      if (!BoundParameters || Bound == BoundParameters->end())
        return P;
      // (Through a bound parameter only fields: `(*t).x` is no path of
      // the caller's here.)
      if (!P.WrittenPrefix.empty() || !P.fieldsOnly())
        return std::nullopt;
      P.Root = nullptr;
      GoOnFrom(Bound->second);
      continue;
    }
    if (isa<CXXThisExpr>(Step) && !ThisObjects.empty()) {
      const Expr *Object = ThisObjects.back();
      ThisObjects = ThisObjects.drop_back();
      GoOnFrom(Object);
      continue;
    }
    if (isa<CXXThisExpr>(Step))
      return P.Fields.empty() ? std::nullopt : std::optional<ValuePath>(P);
    if (const auto *M = dyn_cast<MemberExpr>(Step)) {
      const auto *Field = dyn_cast<FieldDecl>(M->getMemberDecl());
      if (!Field || Field->isBitField())
        return std::nullopt;
      P.Fields.push_back(Field);
      P.Key = "." + std::to_string(reinterpret_cast<uintptr_t>(Field)) + P.Key;
      P.Spelling = "_" + Field->getName().str() + P.Spelling;
      P.Written = (M->isImplicitAccess() ? "" : M->isArrow() ? "->" : ".") +
                  Field->getName().str() + P.Written;
      Step = strip(M->getBase());
    } else if (const auto *S = dyn_cast<ArraySubscriptExpr>(Step)) {
      std::optional<llvm::APSInt> C =
          strip(S->getIdx())->getIntegerConstantExpr(Ctx);
      if (!C)
        return std::nullopt;
      P.Subscripts = true;
      P.Key = "[" + std::to_string(C->getExtValue()) + "]" + P.Key;
      P.Spelling = "_" + std::to_string(C->getExtValue()) + P.Spelling;
      P.Written = "[" + std::to_string(C->getExtValue()) + "]" + P.Written;
      Step = strip(S->getBase());
    } else if (const Expr *Pointer = smartPointerOf(Step)) {
      // `sp->f` and `sp.get()->f` of a smart pointer as `p->f` of a
      // pointer: the path goes on from sp, the root that reaches f.
      Step = strip(Pointer);
    } else if (const auto *U = dyn_cast<UnaryOperator>(Step);
               U && U->getOpcode() == UO_Deref) {
      P.Deref = true;
      P.Key = "*" + P.Key;
      P.WrittenPrefix += "(*";
      P.Written = ")" + P.Written;
      Step = strip(U->getSubExpr());
    } else if (const auto *Size = dyn_cast<CXXMemberCallExpr>(Step);
               Size && Size->getNumArgs() == 0 && Size->getMethodDecl() &&
               Size->getMethodDecl()->getIdentifier() &&
               Size->getMethodDecl()->getName() == "size" && [&] {
                 QualType Element;
                 std::string Extent;
                 return isStdArrayLike(
                     Size->getImplicitObjectArgument()->getType(), Element,
                     Extent);
               }()) {
      // v.size() of a std::vector: changed only by v's non-const members.
      P.sizeOf();
      Step = strip(Size->getImplicitObjectArgument());
    } else {
      return std::nullopt;
    }
  }
}

std::string ValuePath::writtenFrom(const VarDecl *From) const {
  bool Arrow = Written.rfind("->", 0) == 0;
  if (!From)
    return WrittenPrefix + (Arrow ? "this" + Written : Written);
  std::string Steps = Written;
  if (WrittenPrefix.empty() && (Arrow || Steps.rfind(".", 0) == 0))
    Steps = (reachesLikePointer(From->getType()) ? "->" : ".") +
            Steps.substr(Arrow ? 2 : 1);
  return WrittenPrefix + From->getName().str() + Steps;
}

/// Whether affine text \p Affine names a loop's iterator (`it0`, ...: no
/// parameter is so named, isReservedName).
bool mentionsIterator(const std::string &Affine) {
  for (size_t K = Affine.find("it"); K != std::string::npos;
       K = Affine.find("it", K + 1)) {
    bool Starts = K == 0 || !(std::isalnum(static_cast<unsigned char>(
                                  Affine[K - 1])) ||
                              Affine[K - 1] == '_');
    if (Starts && K + 2 < Affine.size() &&
        std::isdigit(static_cast<unsigned char>(Affine[K + 2])))
      return true;
  }
  return false;
}

/// A parameter's name for the product of affine texts (`nx*ny` for
/// "nx*ny", `n_1_m` for "(n) - (1)*m"): spellings of macros may be empty.
static std::string productSpelling(const std::string &Factors) {
  std::string Name;
  for (char C : Factors) {
    bool Word = std::isalnum(static_cast<unsigned char>(C)) || C == '_';
    if (Word)
      Name += C;
    else if (!Name.empty() && Name.back() != '_')
      Name += '_';
  }
  while (!Name.empty() && Name.back() == '_')
    Name.pop_back();
  return Name.empty() || std::isdigit(static_cast<unsigned char>(Name[0]))
             ? "p_" + Name
             : Name;
}

/// Accepted forms: `v`, and paths from `v` through fields and constant
/// subscripts (`grid_points[0]`, `p->n`, `s.dims[1]`, `(*p).n`), of
/// integer type. Such a value is one parameter where the variable is never
/// changed in the function; else one per stretch of top-level statements
/// between those that may change it (WriteSites):
///   int len = 100;                        // 0: len's site
///   if (argc > 1) len = atoi(argv[1]);    // 1: len's site
///   for (i = 0; i < len; i++) ...         // 2: parameter "len" (version 2)
///   len = len / 2;                        // 3: len's site
///   for (i = 0; i < len; i++) ...         // 4: parameter "len_4" (version 3)
/// Inside a top-level statement that may change it, it is no parameter.
std::optional<std::string> Extractor::invariantParameter(const Expr *E) {
  if (!E->getType()->isIntegerType() || E->getType()->isBooleanType())
    return std::nullopt;
  std::optional<ValuePath> P = pathOf(E);
  if (!P)
    return std::nullopt;
  std::optional<std::string> Name =
      invariantParameter(*P, E->getType()->isUnsignedIntegerType());
  if (Name)
    for (ActiveLoop &A : Active) {
      ActiveLoop::ParameterRead Read{
          E, Nest.size() < A.Depth + Out.Model.Loops[A.Index].Collapse};
      if (P->Root)
        A.ParameterReads.try_emplace(P->Root, Read);
      else if (!P->Fields.empty())
        A.MemberReads.push_back(Read);
    }
  return Name;
}

bool Extractor::namesCallerMemory(const VarDecl *Root,
                                  const ValuePath &P) const {
  return !Root->hasGlobalStorage() && !F.Encloses(Root->getDeclContext()) &&
         (P.Subscripts || P.Deref || !P.Fields.empty());
}

std::optional<std::string>
Extractor::invariantParameter(const ValuePath &P, bool Unsigned) {
  std::string Key = P.Key, Spelling = P.Spelling;
  const std::vector<const FieldDecl *> &Fields = P.Fields;
  const VarDecl *Root = P.Root;
  if (!Root) {
    // A member of the object a member function runs on: a parameter
    // while nothing in the function may change it.
    if (!fieldPathInvariant(nullptr, Fields))
      return std::nullopt;
    return parameterName("this" + Key, 0, Spelling.substr(1), Unsigned,
                         P.writtenFrom(nullptr));
  }
  if (!Fields.empty())
    Root = boundRoot(Root); // a callee's struct parameter: the caller's
  // (A name of an array's element: the array's cells, which other names
  // write.)
  if (Entered.ThreadDependent.count(Root) ||
      Parameters.DeclaredInLoops.count(Root) || namesElement(Root) ||
      namesCallerMemory(Root, P))
    return std::nullopt;
  // A path of fields alone (`p->n`, `g.dims.n`) that nothing in the
  // function may change: one parameter.
  if (!Fields.empty() && Key.find_first_of("[*") == std::string::npos &&
      !Key.empty() && sharedHere(Root) && fieldPathInvariant(Root, Fields))
    return parameterName(std::to_string(reinterpret_cast<uintptr_t>(Root)) + Key,
                         0, Root->getName().str() + Spelling, Unsigned,
                         P.writtenFrom(Root));
  for (const Level &L : Nest)
    if (L.Iterator == Root)
      return std::nullopt;
  // A container's size changes only with the container, not its elements.
  bool SizeOnly = P.Size && !P.Subscripts && !P.Deref && Fields.empty();
  Key = std::to_string(reinterpret_cast<uintptr_t>(Root)) + Key;
  Spelling = Root->getName().str() + Spelling;
  auto It = Facts.Sites.find(Root);
  if (Entered.Modified.count(Root) && It == Facts.Sites.end())
    return std::nullopt; // changed where no site is recorded
  std::set<unsigned> At;
  if (It != Facts.Sites.end()) {
    if (It->second.Escapes)
      return std::nullopt;
    At = SizeOnly ? It->second.Resized : It->second.At;
  }
  // A callee may change a global, and what a pointer reaches.
  bool Path = Key.find_first_of(".[*") != std::string::npos;
  // (A reference parameter names the caller's memory, which may be a
  // global's.)
  if (Root->hasGlobalStorage() || !isLocalToModel(Root) ||
      Root->getType()->isReferenceType() ||
      (Path && reachesLikePointer(Root->getType())))
    At.insert(Facts.UnknownCallsAt.begin(), Facts.UnknownCallsAt.end());
  // Inside a top-level statement that may change it, none; but a read
  // before its first write there, in straight-line code of the function's
  // own (no loop may bring the write around, no other thread may make
  // it), of a local no call may change, is the value before: `m = m - 1`
  // reads m's value before the statement, as does a team's size
  // (`if (n > 4) omp_set_num_threads(n); n = 0;`).
  if (At.count(TopLevel)) {
    auto Var = Names.Vars.find(Root);
    bool Local = isLocalToModel(Root) && !Root->hasGlobalStorage() && !Path;
    auto Site = Facts.Sites.find(Root);
    if (Var == Names.Vars.end() || !Local || !Nest.empty() || !Active.empty() ||
        !Regions.empty() || !Callees.Inlining.empty() ||
        Parameters.WrittenInTopLevel.count(Var->second.Id) ||
        (Site != Facts.Sites.end() && Site->second.AddressTaken))
      return std::nullopt;
  }
  unsigned Version = std::distance(At.begin(), At.lower_bound(TopLevel));
  std::string Name =
      parameterName(Key, Version, Spelling, Unsigned, P.writtenFrom(Root));
  // The value the last assignment before surely stored, if affine: the
  // parameter is that value (where it is read as that value elsewhere,
  // isl would otherwise see two unrelated parameters).
  auto Var = Names.Vars.find(Root);
  if (Var != Names.Vars.end() && Fields.empty() && !P.Subscripts && !P.Deref &&
      !P.Size) {
    std::optional<KnownValue> Value;
    if (Version == 0) {
      if (auto It = Parameters.ValueAtDeclaration.find(Var->second.Id);
          It != Parameters.ValueAtDeclaration.end())
        Value = It->second;
    } else if (unsigned Site = *std::prev(At.lower_bound(TopLevel));
               !Facts.UnknownCallsAt.count(Site)) {
      if (auto It = Parameters.ValueAfterTopLevel.find({Var->second.Id, Site});
          It != Parameters.ValueAfterTopLevel.end())
        Value = It->second;
    }
    if (Value && !Parameters.EquatedParameters.count(Name))
      if (std::optional<std::string> Equality = equality(Name, *Value)) {
        Parameters.EquatedParameters.insert(Name);
        Parameters.ParameterEqualities.push_back(*Equality);
      }
  }
  std::optional<unsigned> Site;
  if (Version > 0)
    Site = *std::prev(At.lower_bound(TopLevel));
  if (!Parameters.EquatedParameters.count(Name) &&
      !inputValue(Root, Fields.empty() && !Path, Site))
    Out.Model.UnfollowedParameters.insert(Name);
  return Name;
}

bool Extractor::unchangedInFunction(const VarDecl *V) const {
  auto Site = Facts.Sites.find(V);
  bool Global = V->hasGlobalStorage() || !isLocalToModel(V);
  return !Entered.Modified.count(V) &&
         (Site == Facts.Sites.end() ||
          (Site->second.At.empty() && !Site->second.AddressTaken &&
           !Site->second.Escapes)) &&
         !(Global && !Facts.UnknownCallsAt.empty());
}

bool Extractor::inputValue(const VarDecl *Root, bool Plain,
                           std::optional<unsigned> Site) const {
  bool Local = isLocalToModel(Root) && !Root->hasGlobalStorage();
  if (!Site) {
    // The value on entry, or the declaration's.
    const Expr *Init = Root->getInit();
    if (!Local || isa<ParmVarDecl>(Root) || !Init)
      return true;
    return Plain && isInputValue(Init);
  }
  // What a call that may change any global left is no input.
  if (Facts.UnknownCallsAt.count(*Site) && (!Local || !Plain))
    return false;
  auto It = Facts.Sites.find(Root);
  return It != Facts.Sites.end() && It->second.onlyInputAt(*Site);
}

/// Accepted forms: an integer expression without side effects in a bound
/// of a loop directive's own loops, that names no iterator of the loops
/// around or of the directive and no variable declared inside them, of
/// variables, fields (`s->boxes->nLocalBoxes`), subscripts
/// (`sorted_index[num_refine + 1]`), C's operators, calls of functions
/// that touch no memory and const member functions (`v.size()`). OpenMP
/// evaluates the bounds once, before the first iteration, the same in
/// every thread of the team: the value is one parameter, whatever the
/// loop's body does (a value the model does not follow). Inside another
/// loop the value may change from one instance to the next, so there only
/// variables that nothing in the function changes are read.
std::optional<std::string> Extractor::valueAtEntry(const Expr *E) {
  E = strip(E);
  if (!E->getType()->isIntegerType() || E->getType()->isBooleanType() ||
      E->isValueDependent() || E->isTypeDependent())
    return std::nullopt;
  bool InsideLoop = !Active.empty() && Active.back().Depth > 0;
  // Memory the function reads may change between two instances of the
  // directive only through its own writes (of variables that then are
  // not unchanged, of fields it assigns) or calls it cannot see.
  bool MemoryStable = !InsideLoop || Facts.UnknownCallsAt.empty();
  std::vector<const VarDecl *> Read;
  std::function<bool(const Stmt *)> Readable = [&](const Stmt *S) -> bool {
    const auto *X = dyn_cast<Expr>(S);
    if (!X)
      return false;
    X = X->IgnoreParenCasts();
    if (isa<IntegerLiteral, CharacterLiteral, UnaryExprOrTypeTraitExpr>(X))
      return true;
    if (const auto *Ref = dyn_cast<DeclRefExpr>(X)) {
      if (isa<EnumConstantDecl>(Ref->getDecl()))
        return true;
      const auto *V = dyn_cast<VarDecl>(Ref->getDecl());
      if (!V || Entered.ThreadDependent.count(V) ||
          Parameters.LoopLocals.count(V) ||
          (InsideLoop && !unchangedInFunction(V)))
        return false;
      for (const Level &L : Nest)
        if (L.Iterator == V)
          return false;
      for (const ActiveLoop &A : Active)
        if (A.DeclaredInside.count(V))
          return false;
      Read.push_back(V);
      return true;
    }
    if (const auto *U = dyn_cast<UnaryOperator>(X)) {
      if (U->isIncrementDecrementOp() || U->getOpcode() == UO_AddrOf ||
          (U->getOpcode() == UO_Deref && !MemoryStable))
        return false;
      return Readable(U->getSubExpr());
    }
    if (const auto *B = dyn_cast<BinaryOperator>(X))
      return !B->isAssignmentOp() && B->getOpcode() != BO_Comma &&
             Readable(B->getLHS()) && Readable(B->getRHS());
    if (const auto *C = dyn_cast<ConditionalOperator>(X))
      return Readable(C->getCond()) && Readable(C->getTrueExpr()) &&
             Readable(C->getFalseExpr());
    if (isa<CXXThisExpr>(X)) // (a followed member function's: not read)
      return Callees.ThisObjects.empty() &&
             (!InsideLoop || !Facts.ThisMayChange);
    if (const auto *M = dyn_cast<MemberExpr>(X)) {
      const auto *Field = dyn_cast<FieldDecl>(M->getMemberDecl());
      return Field && MemoryStable &&
             !(InsideLoop && Facts.AssignedFields.count(Field)) &&
             Readable(M->getBase());
    }
    if (const auto *A = dyn_cast<ArraySubscriptExpr>(X))
      return MemoryStable && Readable(A->getBase()) && Readable(A->getIdx());
    if (const auto *Call = dyn_cast<CXXMemberCallExpr>(X)) {
      const CXXMethodDecl *M = Call->getMethodDecl();
      if (!MemoryStable || !M || mayChangeObject(*M))
        return false;
      for (const Expr *Arg : Call->arguments())
        if (!Readable(Arg))
          return false;
      return Readable(Call->getImplicitObjectArgument());
    }
    if (const auto *Call = dyn_cast<CallExpr>(X)) {
      if (!touchesNoMemory(Call->getDirectCallee()) ||
          isThreadVaryingQuery(Call->getDirectCallee()->getName()))
        return false;
      for (const Expr *Arg : Call->arguments())
        if (!Readable(Arg))
          return false;
      return true;
    }
    return false;
  };
  if (!Readable(E))
    return std::nullopt;
  std::string Written = text(E->getSourceRange());
  std::string Name = parameterName(
      "entry:" + std::to_string(reinterpret_cast<uintptr_t>(E)), 0,
      productSpelling(Written), E->getType()->isUnsignedIntegerType(), Written);
  Out.Model.UnfollowedParameters.insert(Name);
  for (const VarDecl *V : Read)
    for (ActiveLoop &A : Active)
      A.ParameterReads.try_emplace(V, ActiveLoop::ParameterRead{E, true});
  return Name;
}

/// `len = (n) - (1)`; with a division of a value that may be negative,
/// exact for each sign (`half = len / 2`: `half = floor((len) / 2)` where
/// len >= 0, `half = -floor((-(len)) / 2)` where it is not).
std::optional<std::string> Extractor::equality(const std::string &Name,
                                               const KnownValue &Value) const {
  if (!Value.Pieces.empty()) {
    // (n >= 0 and len = (n - 1)) or (n < 0 and len = (m))
    std::string Cases;
    for (const KnownPiece &P : Value.Pieces) {
      KnownValue Case;
      Case.Value = P.Value;
      Case.Guards = P.Guards;
      std::optional<std::string> Equality = equality(Name, Case);
      if (!Equality)
        return std::nullopt;
      Cases += (Cases.empty() ? "(" : " or (") + std::string("(") +
               P.Condition + ") and (" + *Equality + "))";
    }
    return "(" + Cases + ")";
  }
  std::string Equality = Name + " = (" + Value.Value + ")";
  if (Value.Guards.empty())
    return Equality;
  std::optional<std::vector<Division>> Divisions = divisionsOf(Value.Guards);
  if (!Divisions)
    return std::nullopt;
  return truncatingConstraint(Equality, *Divisions);
}

void Extractor::noteValuesAfter(unsigned TopLevelIndex) {
  auto MentionsIterator = [](const KnownValue &Known) {
    if (mentionsIterator(Known.Value))
      return true;
    for (const KnownPiece &P : Known.Pieces)
      if (mentionsIterator(P.Value) || mentionsIterator(P.Condition))
        return true;
    return false;
  };
  for (const auto &[Id, Known] : Surely.Holds)
    if (!MentionsIterator(Known) && stretchOpen(Known.Stretch))
      Parameters.ValueAfterTopLevel[{Id, TopLevelIndex}] = Known;
}

std::string Extractor::parameterName(const std::string &Key, unsigned Version,
                                     const std::string &Spelling,
                                     bool Unsigned,
                                     const std::string &Written) {
  auto [It, New] = Parameters.ParameterNames.try_emplace({Key, Version});
  if (!New)
    return It->second;
  std::string Name;
  for (char C : Spelling)
    Name += std::isalnum(static_cast<unsigned char>(C)) ? C : '_';
  if (isReservedName(Name))
    Name += "_";
  // The first value of a spelling keeps it; a later one (another version,
  // a shadowing declaration) gets the index of its top-level statement.
  std::string Unique = Name;
  for (unsigned K = TopLevel; Parameters.Params.count(Unique); ++K)
    Unique = Name + "_" + std::to_string(K);
  Parameters.Params.insert(Unique);
  if (Unsigned)
    Parameters.UnsignedParams.insert(Unique);
  if (!Written.empty())
    Out.Model.ParameterSpellings[Unique] = Written;
  return It->second = Unique;
}

std::optional<std::string>
Extractor::definedParameter(const Expr *E, const std::string &Left,
                            const std::string &Right) {
  if (mentionsIterator(Left) || mentionsIterator(Right))
    return std::nullopt;
  std::optional<DefinedValue> Value = definedValue(E);
  if (!Value)
    return std::nullopt;
  // A square is not negative.
  bool Unsigned = E->getType()->isUnsignedIntegerType() ||
                  (Value->Kind == DefinedValue::Op::Mul && Left == Right);
  return namedDefinition(*Value, Left, Right, Unsigned);
}

std::optional<std::string>
Extractor::productParameter(llvm::ArrayRef<const Expr *> Factors) {
  if (Factors.empty())
    return std::nullopt;
  std::optional<std::string> Left = affine(Factors.front());
  std::optional<DefinedValue> LeftValue = definedValue(Factors.front());
  bool Unsigned = Factors.front()->getType()->isUnsignedIntegerType();
  for (const Expr *Factor : Factors.drop_front()) {
    std::optional<std::string> Right = affine(Factor);
    std::optional<DefinedValue> RightValue = definedValue(Factor);
    if (!Left || !LeftValue || !Right || !RightValue ||
        mentionsIterator(*Left) || mentionsIterator(*Right))
      return std::nullopt;
    Unsigned = Unsigned || Factor->getType()->isUnsignedIntegerType();
    DefinedValue Product;
    Product.Kind = DefinedValue::Op::Mul;
    Product.Unsigned = Unsigned;
    Product.Operands = {*LeftValue, *RightValue};
    Left = namedDefinition(Product, *Left, *Right, Unsigned || *Left == *Right);
    LeftValue = Product;
  }
  return Left;
}

std::string Extractor::namedDefinition(const DefinedValue &Value,
                                       const std::string &Left,
                                       const std::string &Right,
                                       bool Unsigned) {
  // Named after the operands: `n_m` for n * m (a product keeps the name
  // it always had), `n_div_k` for n / k, `not_n` for ~n.
  static const std::map<DefinedValue::Op, const char *> Words = {
      {DefinedValue::Op::Div, "div"}, {DefinedValue::Op::Rem, "mod"},
      {DefinedValue::Op::Shl, "shl"}, {DefinedValue::Op::Shr, "shr"},
      {DefinedValue::Op::And, "and"}, {DefinedValue::Op::Or, "or"},
      {DefinedValue::Op::Xor, "xor"}, {DefinedValue::Op::Not, "not"}};
  auto Word = Words.find(Value.Kind);
  std::string Key =
      Right.empty()
          ? std::string(operatorSpelling(Value.Kind)) + "(" + Left + ")"
          : "(" + Left + ") " + operatorSpelling(Value.Kind) + " (" + Right +
                ")";
  std::string Spelling =
      Word == Words.end() ? productSpelling(Left + "*" + Right)
      : Right.empty()
          ? productSpelling(std::string(Word->second) + " " + Left)
          : productSpelling(Left + " " + Word->second + " " + Right);
  size_t Before = Parameters.Params.size();
  std::string Name = parameterName(Key, 0, Spelling, Unsigned);
  if (Parameters.Params.size() != Before)
    Out.Model.Definitions.push_back({Name, Value});
  return Name;
}

/// Accepted forms: integer constants, C's + - * / % << >> & | ^ and unary
/// - ~ over them, and leaves that are affine over parameters alone with
/// no division of C's in their text (`n`, `s.len`, a local's known value
/// `(n) - (1)`); a variable whose known value divides is its parameter,
/// whose equality in the context is exact:
///   (n - 1) * m   =>  ((n - 1) * m)
///   n / k         =>  (n / k)
std::optional<DefinedValue> Extractor::definedValue(const Expr *E) {
  using Op = DefinedValue::Op;
  E = strip(E);
  if (E->isValueDependent() || E->isTypeDependent() ||
      !E->getType()->isIntegerType())
    return std::nullopt;
  DefinedValue V;
  V.Unsigned = E->getType()->isUnsignedIntegerType();
  if (std::optional<llvm::APSInt> C = E->getIntegerConstantExpr(Ctx)) {
    V.Constant = C->getExtValue();
    return V;
  }
  static const std::map<BinaryOperatorKind, Op> Binary = {
      {BO_Add, Op::Add}, {BO_Sub, Op::Sub}, {BO_Mul, Op::Mul},
      {BO_Div, Op::Div}, {BO_Rem, Op::Rem}, {BO_Shl, Op::Shl},
      {BO_Shr, Op::Shr}, {BO_And, Op::And}, {BO_Or, Op::Or},
      {BO_Xor, Op::Xor}};
  if (const auto *B = dyn_cast<BinaryOperator>(E))
    if (auto It = Binary.find(B->getOpcode()); It != Binary.end()) {
      std::optional<DefinedValue> L = definedValue(B->getLHS());
      std::optional<DefinedValue> R =
          L ? definedValue(B->getRHS()) : std::nullopt;
      if (!R)
        return std::nullopt;
      V.Kind = It->second;
      V.Operands = {*L, *R};
      return V;
    }
  if (const auto *U = dyn_cast<UnaryOperator>(E)) {
    if (U->getOpcode() == UO_Plus)
      return definedValue(U->getSubExpr());
    if (U->getOpcode() == UO_Minus || U->getOpcode() == UO_Not) {
      std::optional<DefinedValue> Sub = definedValue(U->getSubExpr());
      if (!Sub)
        return std::nullopt;
      V.Kind = U->getOpcode() == UO_Minus ? Op::Neg : Op::Not;
      V.Operands = {*Sub};
      return V;
    }
  }
  size_t GuardsBefore = Truncating.Guards.size();
  std::optional<std::string> Text = affine(E);
  bool Divides = Truncating.Guards.size() > GuardsBefore;
  Truncating.Guards.resize(GuardsBefore);
  if (Text && Divides && isa<DeclRefExpr>(E))
    Text = invariantParameter(E);
  else if (Divides)
    return std::nullopt;
  if (!Text || mentionsIterator(*Text))
    return std::nullopt;
  std::string Bare = *Text;
  while (Bare.size() > 2 && Bare.front() == '(' && Bare.back() == ')' &&
         Bare.find_first_of("()", 1) == Bare.size() - 1)
    Bare = Bare.substr(1, Bare.size() - 2);
  bool Identifier =
      !Bare.empty() && !std::isdigit(static_cast<unsigned char>(Bare[0])) &&
      std::all_of(Bare.begin(), Bare.end(), [](char C) {
        return std::isalnum(static_cast<unsigned char>(C)) || C == '_';
      });
  // (A leaf's type shows in the operator that reads it.)
  V.Kind = Identifier ? Op::Parameter : Op::Affine;
  V.Text = Identifier ? Bare : *Text;
  V.Unsigned = false;
  return V;
}

/// Counts the dimensions of an array type and collects their extents.
static bool arrayShape(ASTContext &Ctx, QualType T,
                       std::vector<std::string> &Extents, QualType &Element,
                       const SourceManager &SM) {
  while (const ArrayType *A = Ctx.getAsArrayType(T)) {
    if (const auto *C = dyn_cast<ConstantArrayType>(A))
      Extents.push_back(std::to_string(C->getSize().getZExtValue()));
    else if (const auto *V = dyn_cast<VariableArrayType>(A))
      Extents.push_back(V->getSizeExpr()
                            ? Lexer::getSourceText(
                                  CharSourceRange::getTokenRange(
                                      V->getSizeExpr()->getSourceRange()),
                                  SM, Ctx.getLangOpts())
                                  .str()
                            : "");
    else
      Extents.push_back("");
    T = A->getElementType();
  }
  // (`std::atomic<int> counts[16]`: its ints, which its operations access
  // atomically, Extractor::atomicCall.)
  QualType Value;
  Element = isStdAtomic(T, Value) ? Value : T;
  return Element->isArithmeticType();
}

/// Whether \p D is declared in the code of a construct that the compiler
/// outlines (a parallel region, a task): run once by each thread or task.
static bool inCapturedConstruct(const VarDecl *D) {
  for (const DeclContext *C = D->getDeclContext(); C; C = C->getParent())
    if (isa<CapturedDecl>(C))
      return true;
  return false;
}

/// Where pointer \p D (not a parameter's) gets its memory: another name of
/// memory the model follows (a thread's slice, an alias: returned), or
/// memory of its own (fresh memory, a field copy, a row of a linearized
/// array), or, in \p I.Unsupported, an origin the model does not follow.
std::optional<VarInfo> Extractor::pointerOrigin(const VarDecl *D, bool Global,
                                                const std::string &Name,
                                                VarInfo &I) {
  if (!isa<ParmVarDecl>(D) && (!Global || Facts.assignedOnce(D))) {
    // double *b = a + 1;  double *b = &a[1];  double *t = malloc(...);
    const Expr *Init = D->getInit();
    bool Fresh = Facts.ownsItsMemory(D);
    if (Facts.RotationTemps.count(D)) {
      I.Unsupported = {UnknownKind::Pointer,
                       "pointer '" + Name +
                           "' (a temporary of a buffer exchange) holds another "
                           "pointer's memory"};
    } else if (Init && !Fresh && Names.FieldCopies.count(D)) {
      // The one way to memory the function is given: an array of its own.
    } else if (Init && !Fresh) {
      if (std::optional<VarInfo> Slice = threadSlice(D, Init))
        return Slice;
      if (!Entered.Modified.count(D) || Entered.walks(D))
        if (std::optional<VarInfo> Alias = pointerAlias(D, Init)) {
          Alias->AnyOffset |= Entered.walks(D);
          // (A row of a linearized array is exact: RowPointers.)
          if (!Alias->AnyOffset ||
              (!Alias->AliasOfScalar && !Facts.RowPointers.count(D)))
            return Alias;
        }
      // A row of a linearized array: accessed as cells of the array.
      // (Where the pointer is only the call's result: an allocation's
      // pointer that the function moves is of unknown origin.)
      if (const auto *Call =
              dyn_cast<CallExpr>(pointerSum(strip(Init)).Pointer);
          Call && !Facts.RowPointers.count(D) && !Entered.Modified.count(D) &&
          !Facts.freshAllocation(Call, 0))
        I.Unsupported = unfollowedResult(Call);
      else if (!Facts.RowPointers.count(D))
        I.Unsupported = {UnknownKind::Pointer,
                         "pointer '" + Name + "' of unknown origin"};
    } else if (!Init && !Fresh) {
      // double *b; ... b = a + n;  (writeTo makes it an alias there)
      I.Unsupported = {UnknownKind::Pointer,
                       Facts.assignedOnce(D)
                           ? "pointer '" + Name +
                                 "' is used before its value is "
                                 "known"
                           : "pointer '" + Name + "' of unknown origin"};
    }
  }
  if (Entered.Modified.count(D) && I.Unsupported.empty() &&
      !Facts.ownsItsMemory(D))
    I.Unsupported = {UnknownKind::Pointer,
                     "pointer '" + Name + "' is assigned in the function"};
  return std::nullopt;
}

bool Extractor::rowsShapeOf(const VarDecl *D, QualType T, bool Restrict,
                            bool Outlives, Variable &V) const {
  QualType Element;
  if (const auto *P = T->getAs<PointerType>();
      P && Facts.rowsOfFreshMemory(D)) {
    // double **u, each row fresh memory: two dimensions of its own.
    Element = P->getPointeeType()->getPointeeType();
    V.Rank = 2;
    V.Extents = {"", ""};
    V.FloatingPoint = Element->isRealFloatingType();
    V.CallerVisible = Outlives;
    V.Privatizable = false;
    V.CellType = cellType(Element);
    return true;
  }
  unsigned Levels = pointerRowLevels(T, Element);
  if (!Levels || !isa<ParmVarDecl>(D) || Facts.RowsChangedOf.count(D) ||
      Entered.Modified.count(D))
    return false;
  // double **a given to the function, its rows kept: cells (i, j).
  rowsShape(V, Levels, Element);
  V.CallerVisible = true;
  V.Privatizable = false;
  V.MayOverlap = !Restrict;
  return true;
}

/// Accepted forms, \p D a reference to a library value (isLibraryValue):
///   auto &s = t;  const std::string &r = names[i];  const auto &f = p.first;
/// bound to a variable whole, or to a part of one through a const
/// reference (which cannot change it): that variable, under a name of
/// its own.
std::optional<VarInfo> Extractor::valueReference(const VarDecl *D) {
  std::optional<ValuePlace> Place = valuePlace(D->getInit());
  QualType T = D->getType();
  bool Const =
      T->isLValueReferenceType() && T.getNonReferenceType().isConstQualified();
  if (!Place || Place->Inserts || (!Place->Whole && !Const))
    return std::nullopt;
  return valueAlias(*Place);
}

std::optional<VarInfo> Extractor::valueAlias(const ValuePlace &Place) {
  VarInfo Same = info(cast<VarDecl>(Place.Root->getDecl()));
  if (!Same.Unsupported.empty() || Same.Rank != 0)
    return std::nullopt;
  Same.IsAlias = true;
  return Same;
}

/// info's cells of \p D, an array of type \p T (a parameter: the caller's
/// memory, a pointer to its first element), in \p V and \p I.
static void arrayCells(ASTContext &Ctx, const SourceManager &SM,
                       const VarDecl *D, QualType T, bool Outlives,
                       bool Restrict, VarInfo &I, Variable &V) {
  std::vector<std::string> Extents;
  QualType Element;
  if (!arrayShape(Ctx, T, Extents, Element, SM))
    I.Unsupported = {UnknownKind::Type,
                     "array '" + V.Name + "' of non-arithmetic elements"};
  V.Rank = Extents.size();
  V.Extents = Extents;
  V.FloatingPoint = Element->isRealFloatingType();
  V.CallerVisible = Outlives || isa<ParmVarDecl>(D);
  V.Privatizable = !isa<ParmVarDecl>(D);
  V.MayOverlap = isa<ParmVarDecl>(D) && !Restrict;
  V.CellType = cellType(Element);
  if (!Element.isNull() && !Element->isIncompleteType() &&
      !Element->isDependentType())
    V.CellBytes = Ctx.getTypeSizeInChars(Element).getQuantity();
  if (isa<ParmVarDecl>(D) && !V.Extents.empty())
    V.Extents[0].clear();
}

/// A std::string, a pair, a vector of strings (isLibraryValue): one cell,
/// read and written whole. A reference parameter names the caller's (a
/// callee's is bound to its argument where the call is followed:
/// bindValueArgument); a local reference, what it is bound to
/// (valueReference).
std::optional<VarInfo> Extractor::libraryValueCells(const VarDecl *D,
                                                    QualType T, bool Outlives,
                                                    VarInfo &I, Variable &V) {
  bool Reference = T->isReferenceType();
  V.Arithmetic = false;
  if (Reference && !isa<ParmVarDecl>(D) && D->getInit() &&
      D->getInit()->IgnoreParenImpCasts()->isGLValue()) {
    if (std::optional<VarInfo> Same = valueReference(D))
      return Same;
    I.Unsupported = {UnknownKind::Pointer,
                     "reference '" + V.Name + "' bound to '" +
                         text(D->getInit()->getSourceRange()) +
                         "', which the model does not follow"};
    return std::nullopt;
  }
  V.Rank = 0;
  V.CallerVisible = Outlives || (Reference && !V.InCallee);
  V.MayOverlap = Reference && !V.InCallee;
  V.CellType = Variable::AnyCellType;
  return std::nullopt;
}

const VarInfo &Extractor::info(const VarDecl *D) {
  auto It = Names.Vars.find(D);
  if (It != Names.Vars.end())
    return It->second;
  // A global declared more than once (`extern int n;` then `int n;`, a
  // static member declared in its class and defined outside it) is one
  // variable, whichever declaration a reference names (a member function
  // in the class names the first, code after the definition the last).
  if (const VarDecl *First = D->getCanonicalDecl();
      First != D && D->hasGlobalStorage()) {
    VarInfo Same = info(First);
    return Names.Vars[D] = Same;
  }
  return newInfo(D);
}

/// A local std::unique_ptr that owns an array of \p Element: a pointer
/// to memory of its own (one dimension, its length not in the type),
/// freed where its scope ends, so none of the caller's; followed only
/// where it owns nothing but fresh arrays (FunctionFacts::freshOwner).
///   std::unique_ptr<float[]> t(new float[2 * d]);  t[k] = ...;
void Extractor::ownedArrayCells(const VarDecl *D, QualType Element, Variable &V,
                                VarInfo &I) {
  V.Rank = 1;
  V.Extents = {""};
  V.FloatingPoint = Element->isRealFloatingType();
  V.CellType = cellType(Element);
  V.CellBytes = Ctx.getTypeSizeInChars(Element).getQuantity();
  V.Privatizable = false; // (a clause's copy owns nothing)
  // (A thread's own where it is declared in a construct and nothing
  // copies its pointer out: memoryOfItsScope.)
  V.OwnedByScope = Facts.memoryOfItsScope(D) && inCapturedConstruct(D);
  V.CallerVisible = false;
  if (!Facts.freshOwner(D))
    I.Unsupported = {UnknownKind::Pointer,
                     "std::unique_ptr '" + V.Name +
                         "' may own memory that another name reaches (it "
                         "is given a pointer, moved, released or passed on)"};
}

const VarInfo &Extractor::newInfo(const VarDecl *D) {
  VarInfo I;
  Variable V;
  V.Name = clauseSpelling(D);
  QualType T = D->getType();
  if (const auto *P = dyn_cast<ParmVarDecl>(D))
    T = P->getOriginalType();
  // Globals, and the variables of an enclosing function that a lambda
  // captures, outlive the function: the caller can see them. Not after
  // `main`: the program ends there (what its callees read is their calls').
  bool Global = D->hasGlobalStorage() || !isLocalToModel(D);
  bool Outlives = Global && !(F.isMain() && D->hasGlobalStorage());
  V.StaticLocal = D->isStaticLocal();
  V.InCallee = !Global && !F.Encloses(D->getDeclContext());
  std::vector<std::string> Extents;
  QualType Element;

  V.Global = D->isFileVarDecl();
  // A parameter `double *restrict a` (or `double a[restrict]`) keeps its
  // memory to itself.
  bool Restrict = isa<ParmVarDecl>(D) && D->getType().isRestrictQualified();
  if (T->isArithmeticType()) {
    V.Rank = 0;
    V.CallerVisible = Outlives;
    V.FloatingPoint = T->isRealFloatingType();
    V.CellType = cellType(T);
  } else if (isStdAtomic(T, Element)) {
    // std::atomic<int>: its int, which its operations access atomically
    // (Extractor::atomicCall).
    V.Rank = 0;
    V.CallerVisible = Outlives;
    V.FloatingPoint = Element->isRealFloatingType();
    V.CellType = cellType(Element);
  } else if (isChronoValue(T) && !T->isReferenceType()) {
    // A duration or a time point: one value, read and written whole.
    V.Rank = 0;
    V.CallerVisible = Outlives;
    V.Arithmetic = false;
    V.CellType = cellType(T);
  } else if (QualType Owned = ownedArrayElement(T);
             !Owned.isNull() && !Global && !isa<ParmVarDecl>(D)) {
    ownedArrayCells(D, Owned, V, I);
  } else if (isLibraryValue(T)) {
    if (std::optional<VarInfo> Same = libraryValueCells(D, T, Outlives, I, V))
      return Names.Vars[D] = *Same;
  } else if (Ctx.getAsArrayType(T)) {
    arrayCells(Ctx, SM, D, T, Outlives, Restrict, I, V);
  } else if (stdNestedNumbers(T, Element, Extents)) {
    // std::vector / std::array: a dimension of elements per level (a
    // vector of vectors: rows of their own). A private copy of a vector is
    // empty: no copy holds its cells.
    V.Rank = Extents.size();
    V.Container = true;
    V.Extents = Extents;
    V.FloatingPoint = Element->isRealFloatingType();
    bool Reference = D->getType()->isReferenceType();
    bool Sized = std::none_of(Extents.begin(), Extents.end(),
                              [](const std::string &E) { return E.empty(); });
    if (std::optional<VarInfo> Row = namedRow(D, Extents.size()))
      return Names.Vars[D] = *Row;
    if (std::optional<VarInfo> Same = referenceAlias(D, Extents.size()))
      return Names.Vars[D] = *Same;
    if (Reference && !isa<ParmVarDecl>(D))
      I.Unsupported = {UnknownKind::Pointer,
                       "reference '" + V.Name +
                           "' to a container, which the model does not follow"};
    V.CallerVisible = Outlives || Reference;
    V.Privatizable = !Reference && Sized;
    V.MayOverlap = Reference;
    V.CellType = cellType(Element);
  } else if (rowsShapeOf(D, T, Restrict, Outlives, V)) {
    // double **u: each row fresh memory, or rows the function is given
  } else if (const auto *P = T->getAs<PointerType>()) {
    QualType Pointee = P->getPointeeType();
    if (pointerRowLevels(T, Element))
      I.Unsupported = {UnknownKind::Pointer,
                       "pointer '" + V.Name +
                           "' to rows of pointers that the function may "
                           "change"};
    else if (!arrayShape(Ctx, Pointee, Extents, Element, SM))
      I.Unsupported = {UnknownKind::Type, "pointer '" + V.Name + "' to non-arithmetic data"};
    V.Rank = 1 + Extents.size();
    V.Extents.push_back("");
    V.Extents.insert(V.Extents.end(), Extents.begin(), Extents.end());
    V.FloatingPoint = Element->isRealFloatingType();
    // (A scratch buffer that nothing reaches after its pointer's scope is
    // as a local array: none of the caller's.)
    V.OwnedByScope = Facts.memoryOfItsScope(D) && inCapturedConstruct(D);
    V.CallerVisible = Outlives || !V.OwnedByScope;
    if (const auto *Parameter = dyn_cast<ParmVarDecl>(D))
      V.GivenPerThread = !V.InCallee && Facts.ThreadArguments.count(Parameter);
    V.Privatizable = false;
    V.CellType = cellType(Element);
    if (!Element.isNull() && !Element->isIncompleteType() &&
        !Element->isDependentType())
      V.CellBytes = Ctx.getTypeSizeInChars(Element).getQuantity();
    V.MayOverlap = !Restrict && !Facts.ownsItsMemory(D);
    if (std::optional<VarInfo> Named = pointerOrigin(D, Global, V.Name, I))
      return Names.Vars[D] = *Named;
  } else if (T->isReferenceType() && isa<ParmVarDecl>(D) &&
             T.getNonReferenceType()->isArithmeticType() && !V.InCallee) {
    // double &min_val: the caller's number, a scalar of its own that may
    // be another name of the caller's memory (as a pointer parameter's
    // cells may be).
    QualType Number = T.getNonReferenceType();
    V.Rank = 0;
    V.CallerVisible = true;
    V.MayOverlap = !Restrict;
    V.FloatingPoint = Number->isRealFloatingType();
    V.CellType = cellType(Number);
  } else if (T->isReferenceType() && D->getInit() && !isa<ParmVarDecl>(D) &&
             !V.InCallee) {
    // double &r = a[i];  another name of the cell it is bound to where it
    // is declared (a reference is never bound again). Only inside the loop
    // directive around it: a clause of the directive that gives a copy of
    // what it names then gives it the reference too.
    if (!Active.empty() && Active.back().DeclaredInside.count(D))
      if (std::optional<VarInfo> Alias = pointerAlias(D, D->getInit()))
        return Names.Vars[D] = *Alias;
    I.Unsupported = {UnknownKind::Pointer, "reference '" + V.Name + "' bound to '" +
                    text(D->getInit()->getSourceRange()) +
                    "', which the model does not follow"};
    V.Arithmetic = false;
  } else {
    I.Unsupported = {UnknownKind::Type, "variable '" + V.Name + "' of type '" + T.getAsString() +
                    "' is not modelled"};
    V.Arithmetic = false;
  }
  if (auto Rows = Facts.RowLengths.find(D);
      Rows != Facts.RowLengths.end() && V.Rank == 1 && I.Unsupported.empty()) {
    V.Extents = {""};
    for (auto Size = Rows->second.rbegin(); Size != Rows->second.rend(); ++Size)
      V.Extents.push_back(sizeSpelling(*Size));
    V.RowLengths.assign(V.Extents.rbegin(), V.Extents.rend() - 1);
    V.Rank = V.Extents.size();
  }
  if (isThreadPrivate(D)) {
    V.ThreadPrivate = true;
    if (V.Rank > 0 && !V.Privatizable)
      I.Unsupported = {UnknownKind::Pointer, "threadprivate pointer '" + V.Name +
                      "' (the memory its copies point to is not modelled)"};
  }
  V.Id = uniqueId(V.Name);
  I.Id = V.Id;
  I.Rank = V.Rank;
  Names.DeclOfId[V.Id] = D;
  Out.Model.Variables.push_back(V);
  return Names.Vars[D] = I;
}

std::vector<const FunctionDecl *> functionsOfFile(ASTContext &Ctx) {
  std::vector<const FunctionDecl *> Functions;
  // Functions at file scope, in namespaces and in classes.
  std::function<void(const DeclContext *)> In = [&](const DeclContext *C) {
    for (const Decl *Member : C->decls()) {
      if (const auto *Function = dyn_cast<FunctionDecl>(Member);
          Function && Function->doesThisDeclarationHaveABody())
        Functions.push_back(Function);
      if (const auto *Template = dyn_cast<FunctionTemplateDecl>(Member);
          Template && Template->getTemplatedDecl()->hasBody())
        Functions.push_back(Template->getTemplatedDecl());
      if (const auto *Inner = dyn_cast<DeclContext>(Member);
          Inner && (isa<NamespaceDecl>(Member) || isa<RecordDecl>(Member) ||
                    isa<LinkageSpecDecl>(Member)))
        In(Inner);
    }
  };
  In(Ctx.getTranslationUnitDecl());
  return Functions;
}

/// What argumentAlias accepts for a parameter of \p D's type (`q + e`,
/// `&q[e]`, `q`, a row `c[i]`, `&x`; q a pointer, an array, a pointer
/// field), with the pointer's own value as a variable that every access
/// through the alias reads: shared or firstprivate keep it, private loses
/// it.
std::optional<VarInfo> Extractor::pointerAlias(const VarDecl *D,
                                               const Expr *Value) {
  if (referencedVar(Value) == D)
    return std::nullopt;
  std::optional<VarInfo> Alias = argumentAlias(D->getType(), Value);
  if (!Alias || !Alias->Unsupported.empty())
    return std::nullopt;
  return namedAlias(D, *Alias);
}

std::optional<PointerPlusOffset> pointerPlusOffset(const Expr *Init) {
  const Expr *E = Init->IgnoreParenCasts();
  PointerPlusOffset Sum;
  if (const auto *B = dyn_cast<BinaryOperator>(E); B && B->getOpcode() == BO_Add) {
    bool LeftIsPointer = B->getLHS()->getType()->isPointerType();
    Sum.Pointer = LeftIsPointer ? B->getLHS() : B->getRHS();
    Sum.Offset = LeftIsPointer ? B->getRHS() : B->getLHS();
  } else if (const auto *U = dyn_cast<UnaryOperator>(E);
             U && U->getOpcode() == UO_AddrOf) {
    if (const auto *Sub =
            dyn_cast<ArraySubscriptExpr>(U->getSubExpr()->IgnoreParens())) {
      Sum.Pointer = Sub->getBase();
      Sum.Offset = Sub->getIdx();
    }
  }
  if (!Sum.Pointer || !Sum.Pointer->getType()->isPointerType())
    return std::nullopt;
  return Sum;
}

std::optional<SliceForm> sliceForm(const Expr *Init) {
  std::optional<PointerPlusOffset> Sum = pointerPlusOffset(Init);
  if (!Sum)
    return std::nullopt;
  const auto *Product =
      dyn_cast<BinaryOperator>(Sum->Offset->IgnoreParenCasts());
  const auto *Base = dyn_cast<DeclRefExpr>(Sum->Pointer->IgnoreParenCasts());
  if (!Product || Product->getOpcode() != BO_Mul || !Base ||
      !isa<VarDecl>(Base->getDecl()))
    return std::nullopt;
  return SliceForm{cast<VarDecl>(Base->getDecl()),
                   {Product->getLHS(), Product->getRHS()}};
}

/// `omp_get_thread_num()` itself.
static bool threadNumberCall(const Expr *E) {
  const auto *C = dyn_cast<CallExpr>(E);
  const FunctionDecl *Callee = C ? C->getDirectCallee() : nullptr;
  return Callee && Callee->getIdentifier() &&
         Callee->getName() == "omp_get_thread_num" && C->getNumArgs() == 0;
}

bool Extractor::runningThreadNumber(const Expr *E) const {
  E = E->IgnoreParenCasts();
  if (threadNumberCall(E))
    return true;
  const VarDecl *V = referencedVar(E);
  return V && Entered.ThreadNumbers.count(V) && !Active.empty() &&
         Active.back().DeclaredInside.count(V);
}

/// Accepted forms: `omp_get_thread_num()`, or a variable that only ever
/// holds it, each thread's own in the region (declared there or private
/// to it), in the code of a region that is no task's and in no region
/// nested in it: the number of the thread running the code. (A task may
/// run on another thread than the one that made it; a nested region's
/// threads count from 0 in every team.)
bool Extractor::ownThreadNumber(const Expr *E) {
  Region *R = innermostRegion();
  // A `parallel for` outside regions makes the team its iterations run
  // on: the thread number in its body is one of that team's.
  bool OwnTeamLoop = !R && Active.size() == 1 &&
                     Active.front().Directive->getDirectiveKind() ==
                         llvm::omp::OMPD_parallel_for;
  if (!OwnTeamLoop &&
      (!R || Regions.size() != 1 || R->TaskDepth > 0 || R->Model.League))
    return false;
  E = strip(E);
  if (threadNumberCall(E))
    return true;
  const VarDecl *V = referencedVar(E);
  return V && Entered.ThreadNumbers.count(V) &&
         (OwnTeamLoop ? Active.front().DeclaredInside.count(V) > 0
                      : R->threadOwn(V));
}

/// Accepted form: an affine expression of values that cannot change, with
/// no division (`m + n * m`, as the expansion rewrite writes a slice's
/// extent): its isl text, where it names no iterator of the loops around.
std::optional<std::string> Extractor::invariantAffine(const Expr *E) {
  size_t Guards = Truncating.Guards.size();
  std::optional<std::string> Text = affine(E);
  bool Guarded = Truncating.Guards.size() != Guards;
  Truncating.Guards.resize(Guards);
  if (!Text || Guarded || mentionsIterator(*Text))
    return std::nullopt;
  return "(" + *Text + ")";
}

/// Accepted form: `T *p = b + omp_get_thread_num() * e;` (sliceForm; the
/// thread number also as a variable of the body that only gets it), p
/// declared in the body of the one loop directive being visited, which
/// makes a team of its own (`parallel for`: no simd, taskloop, teams or
/// distribute), outside regions and target code; p never assigned again,
/// its address never taken; b a pointer to memory the function allocated,
/// which it names nowhere else but in such slices and `free(b)`; e a
/// value that cannot change (a parameter, a constant, or invariantAffine's
/// form). Then the threads' slices never overlap as long as each stays
/// inside its e cells (what Variable::SliceCells makes legality check),
/// and p names an array of its own, one per thread:
///   double *const t = buf + omp_get_thread_num() * m;
///   t: { t[c] : 0 <= c < m }
std::optional<VarInfo> Extractor::threadSlice(const VarDecl *D,
                                              const Expr *Init) {
  if (Active.size() != 1 || !Out.Model.Loops[Active.back().Index].OwnTeam ||
      !Callees.Inlining.empty() || !Active.back().DeclaredInside.count(D))
    return std::nullopt;
  QualType Cell = D->getType()->getPointeeType();
  auto Values = Facts.PointerValues.find(D);
  auto Site = Facts.Sites.find(D);
  if (Cell.isNull() || !Cell->isArithmeticType() ||
      Values == Facts.PointerValues.end() || Values->second.size() != 1 ||
      Values->second.front() != Init ||
      (Site != Facts.Sites.end() &&
       (Site->second.AddressTaken || Site->second.Escapes)))
    return std::nullopt;
  std::optional<SliceForm> Slice = sliceForm(Init);
  if (!Slice || !Facts.freshPointer(Slice->Base) ||
      !Facts.onlySlicedAndFreed(Slice->Base))
    return std::nullopt;
  auto [First, Second] = Slice->Factors;
  if (!runningThreadNumber(First))
    std::swap(First, Second);
  if (!runningThreadNumber(First))
    return std::nullopt;
  std::optional<std::string> Extent;
  if (std::optional<llvm::APSInt> C = Second->getIntegerConstantExpr(Ctx))
    Extent = std::to_string(C->getExtValue());
  else
    Extent = invariantParameter(Second->IgnoreParenCasts());
  if (!Extent)
    Extent = invariantAffine(Second);
  if (!Extent)
    return std::nullopt;
  Variable V;
  V.Name = D->getName().str();
  V.Id = uniqueId(V.Name);
  V.Rank = 1;
  V.Extents = {text(Second->getSourceRange())};
  V.FloatingPoint = Cell->isRealFloatingType();
  V.CellType = cellType(Cell);
  V.SliceCells = "{ " + V.Id + "[c] : 0 <= c < " + *Extent + " }";
  VarInfo I;
  I.Id = V.Id;
  I.Rank = 1;
  Names.DeclOfId[V.Id] = D;
  Names.ThreadSlices.insert(V.Id);
  Out.Model.Variables.push_back(V);
  return I;
}

VarInfo Extractor::namedAlias(const VarDecl *D, VarInfo Alias) {
  Variable Pointer;
  Pointer.Name = D->getName().str();
  Pointer.Arithmetic = false;
  Pointer.Id = uniqueId(Pointer.Name);
  Alias.PointerId = Pointer.Id;
  Names.DeclOfId[Pointer.Id] = D;
  Out.Model.Variables.push_back(Pointer);
  return Alias;
}

std::optional<VarInfo> Extractor::elementAlias(const VarInfo &Container,
                                               const std::string &Index) {
  const Variable *Target = Out.Model.findVariable(Container.Id);
  if (!Target || !Container.Unsupported.empty() || Container.AliasOfScalar ||
      Container.AnyOffset || Container.Rank != 1)
    return std::nullopt;
  VarInfo Element;
  Element.Id = Container.Id;
  Element.IsAlias = true;
  Element.AliasOffset = "0";
  // (A variable's own info has no prefix.)
  Element.AliasPrefix = Container.AliasPrefix;
  std::string Offset = Container.IsAlias && !Container.AliasOffset.empty()
                           ? Container.AliasOffset
                           : "0";
  Element.AliasPrefix.push_back("(" + Index + ") + (" + Offset + ")");
  if (Element.AliasPrefix.size() != Target->Rank)
    return std::nullopt;
  return Element;
}

std::optional<std::string> Extractor::unguardedAffine(const Expr *E) {
  size_t GuardsBefore = Truncating.Guards.size();
  std::optional<std::string> Value = affine(E);
  bool Guarded = Truncating.Guards.size() != GuardsBefore;
  Truncating.Guards.resize(GuardsBefore);
  return Guarded ? std::nullopt : Value;
}

/// Accepted forms, c a constant: `x << c` (x times 2^c, for a signed x
/// whose overflow is undefined: not in C++20, where it wraps), `x >> c`
/// (x divided by 2^c, rounded down: an arithmetic shift; of an unsigned
/// x, as wrappedDividend allows), `x & (2^c - 1)` and `(2^c - 1) & x` (x
/// mod 2^c, also of a negative or wrapped x in two's complement), for
/// 0 <= c < 31. \p X and \p Y are
/// the operands' affine texts:
///   j >> 3   floor((j) / 8)        j & 7   ((j) mod 8)
std::optional<long> Extractor::constantOperand(const Expr *X,
                                               const std::string &Text) {
  if (std::optional<llvm::APSInt> C = strip(X)->getIntegerConstantExpr(Ctx))
    return C->getExtValue();
  return constantText(Text);
}

std::optional<std::string> Extractor::bitsByConstant(const BinaryOperator *B,
                                                     const std::string &X,
                                                     const std::string &Y) {
  const long MaxBits = 30;
  std::optional<long> Left = constantOperand(B->getLHS(), X);
  std::optional<long> Right = constantOperand(B->getRHS(), Y);
  if (B->getOpcode() == BO_And) {
    std::optional<long> Mask = Right ? Right : Left;
    if (!Mask || *Mask <= 0 || (*Mask & (*Mask + 1)) != 0 ||
        *Mask >= (1L << MaxBits))
      return std::nullopt;
    return flooredRemainder(Division{Right ? X : Y, *Mask + 1});
  }
  if (!Right || *Right < 0 || *Right > MaxBits)
    return std::nullopt;
  long Power = 1L << *Right;
  // (A signed overflow is undefined, but C++20 defines `<<` to wrap, as
  // an unsigned one does.)
  bool Unsigned = B->getLHS()->getType()->isUnsignedIntegerType();
  if (B->getOpcode() == BO_Shl)
    return Unsigned || Ctx.getLangOpts().CPlusPlus20
               ? std::nullopt
               : std::optional<std::string>(std::to_string(Power) + " * (" + X +
                                            ")");
  Division D{X, Power};
  if (!Unsigned) // an arithmetic shift: rounds down
    return flooredQuotient(D);
  return wrappedDividend(B->getLHS(), D)
             ? std::optional<std::string>(flooredQuotient(D))
             : std::nullopt;
}

/// Whether affine text \p Text, of an unsigned value, may have wrapped
/// past its type's top where the model's value does not: it holds a
/// product (`2 * (j)`, also of a temporary that holds one) or a constant
/// of 2^31 or more (`j + 4294967295u`).
static bool mayWrapHigh(llvm::StringRef Text) {
  if (Text.contains('*'))
    return true;
  for (size_t K = 0; K < Text.size();) {
    size_t End = K;
    while (End < Text.size() &&
           std::isdigit(static_cast<unsigned char>(Text[End])))
      ++End;
    if (End > K &&
        (End - K > 10 || std::stoull(Text.slice(K, End).str()) >= (1ULL << 31)))
      return true;
    K = End > K ? End : K + 1;
  }
  return false;
}

bool Extractor::wrappedDividend(const Expr *Dividend, Division D) {
  // An unsigned value the model finds negative is one C wrapped (`j - 1`
  // at j = 0 is 2^32 - 1): its pieces divide x + 2^w. One that may wrap
  // past the top, the model does not follow.
  QualType T = Dividend->getType();
  if (T->isUnsignedIntegerType()) {
    if (mayWrapHigh(D.Dividend))
      return false;
    unsigned Width = Ctx.getIntWidth(T);
    llvm::SmallString<24> Power;
    llvm::APInt(Width + 1, 1).shl(Width).toStringUnsigned(Power);
    D.Modulus = Power.str().str();
  }
  Truncating.Guards.push_back(negativeDividend(D));
  std::vector<Division> &Same =
      Truncating.DivisionOfGuard[Truncating.Guards.back()];
  if (llvm::none_of(Same, [&](const Division &Other) {
        return Other.Divisor == D.Divisor && Other.Modulus == D.Modulus;
      }))
    Same.push_back(D);
  return true;
}

std::optional<std::string> Extractor::affine(const Expr *E) {
  // A constant, with its conversions: `(unsigned char)(0 - 1)` is 255.
  // (One no int64_t holds, `0x8000000000000000UL`, is none.)
  if (!E->isValueDependent())
    if (std::optional<llvm::APSInt> C = E->getIntegerConstantExpr(Ctx))
      return C->isRepresentableByInt64()
                 ? std::optional<std::string>(std::to_string(C->getExtValue()))
                 : std::nullopt;
  // A conversion to an integer narrower than int wraps where an affine
  // value would not (`(unsigned char)(200 * b + i)`), and one to bool is
  // 0 or 1 (`bool b = i;`), but for a constant.
  for (const Expr *X = E->IgnoreParens();
       const auto *Cast = dyn_cast<CastExpr>(X);
       X = Cast->getSubExpr()->IgnoreParens())
    if (QualType T = Cast->getType();
        ((Cast->getCastKind() == CK_IntegralCast && T->isIntegerType() &&
          !T->isBooleanType() &&
          Ctx.getIntWidth(T) < Ctx.getIntWidth(Ctx.IntTy)) ||
         Cast->getCastKind() == CK_IntegralToBoolean) &&
        !X->isValueDependent() && !X->getIntegerConstantExpr(Ctx))
      return std::nullopt;
  E = strip(E);
  if (E->isValueDependent() || E->isTypeDependent())
    return std::nullopt;
  if (!E->getType()->isIntegerType() && !E->getType()->isPointerType())
    return std::nullopt;
  if (std::optional<llvm::APSInt> C = E->getIntegerConstantExpr(Ctx))
    return C->isRepresentableByInt64()
               ? std::optional<std::string>(std::to_string(C->getExtValue()))
               : std::nullopt;
  if (const auto *Ref = dyn_cast<DeclRefExpr>(E)) {
    const auto *D = dyn_cast<VarDecl>(Ref->getDecl());
    if (!D)
      return std::nullopt;
    for (const Level &L : Nest)
      if (L.Iterator == D)
        return L.Dim;
    // A parameter of a function being inlined: its argument (none where
    // the argument is no affine value: an accessor's, read by the caller).
    if (!Callees.Arguments.empty())
      if (auto It = Callees.Arguments.back().find(D);
          It != Callees.Arguments.back().end()) {
        if (It->second.empty())
          return std::nullopt;
        return "(" + It->second + ")";
      }
    // j = i + d; ... a[j]: the value j surely holds here.
    if (std::optional<KnownValue> Known = knownValueHere(Ref)) {
      Truncating.Guards.insert(Truncating.Guards.end(), Known->Guards.begin(),
                               Known->Guards.end());
      return "(" + Known->Value + ")";
    }
    // int k = i + 1; ... a[k]: the value k was initialized with.
    if (auto It = Parameters.LoopLocals.find(D);
        It != Parameters.LoopLocals.end()) {
      if (!It->second.Value)
        return std::nullopt;
      Truncating.Guards.insert(Truncating.Guards.end(),
                               It->second.Guards.begin(),
                               It->second.Guards.end());
      return "(" + *It->second.Value + ")";
    }
    if (isParameter(D))
      if (const Expr *Init = D->getInit())
        if (D->getType().isConstQualified())
          if (std::optional<llvm::APSInt> C = Init->getIntegerConstantExpr(Ctx))
            return std::to_string(C->getExtValue());
    return invariantParameter(E);
  }
  if (isa<MemberExpr>(E) || isa<ArraySubscriptExpr>(E))
    return invariantParameter(E);
  if (const auto *C = dyn_cast<ConditionalOperator>(E)) {
    if (std::optional<std::string> Extreme = minMax(C))
      return Extreme;
    return choiceParameter(C);
  }
  if (isa<CXXMemberCallExpr>(E)) // (else a getter's, inlinedCall)
    if (std::optional<std::string> Size = invariantParameter(E))
      return Size;
  if (const auto *Call = dyn_cast<CallExpr>(E)) {
    if (std::optional<std::string> Extreme = standardMinMax(Call))
      return Extreme;
    return inlinedCall(Call);
  }
  if (const auto *U = dyn_cast<UnaryOperator>(E)) {
    std::optional<std::string> Sub = affine(U->getSubExpr());
    if (!Sub)
      return std::nullopt;
    if (U->getOpcode() == UO_Minus)
      return "-(" + *Sub + ")";
    if (U->getOpcode() == UO_Plus)
      return Sub;
    if (U->getOpcode() == UO_Not)
      return definedParameter(U, *Sub, "");
    return std::nullopt;
  }
  if (const auto *B = dyn_cast<BinaryOperator>(E)) {
    std::optional<std::string> L = affine(B->getLHS());
    std::optional<std::string> R = affine(B->getRHS());
    if (!L || !R)
      return std::nullopt;
    auto Constant = [&](const Expr *X) {
      return constantOperand(X, X == B->getLHS() ? *L : *R);
    };
    switch (B->getOpcode()) {
    case BO_Add:
      return "(" + *L + ") + (" + *R + ")";
    case BO_Sub:
      return "(" + *L + ") - (" + *R + ")";
    case BO_Mul:
      // isl reads a product as an unparenthesised constant times a term.
      if (std::optional<long> C = Constant(B->getLHS()))
        return std::to_string(*C) + " * (" + *R + ")";
      if (std::optional<long> C = Constant(B->getRHS()))
        return std::to_string(*C) + " * (" + *L + ")";
      // A product of values that cannot change is one (`nx * ny * nz`):
      // a parameter of its own, keyed by its factors' parameters.
      return definedParameter(B, *L, *R);
    case BO_Div:
    case BO_Rem: {
      // By a value that cannot change (`n / k`): a parameter of its own.
      std::optional<long> Divisor = Constant(B->getRHS());
      if (!Divisor || *Divisor <= 0)
        return definedParameter(B, *L, *R);
      // C truncates, isl floors: they agree when the operand is not
      // negative, and exactDivisions makes the texts right for the rest
      // (of an unsigned value, wrappedDividend).
      Division D{*L, *Divisor};
      if (!wrappedDividend(B->getLHS(), D))
        return definedParameter(B, *L, *R);
      return B->getOpcode() == BO_Div ? flooredQuotient(D)
                                      : flooredRemainder(D);
    }
    case BO_Shl:
    case BO_Shr:
    case BO_And:
      if (std::optional<std::string> Bits = bitsByConstant(B, *L, *R))
        return Bits;
      [[fallthrough]];
    case BO_Or:
    case BO_Xor:
      // `n << s`, `n & m` of values that cannot change: a parameter.
      return definedParameter(B, *L, *R);
    default:
      return std::nullopt;
    }
  }
  return std::nullopt;
}

bool namesOnly(llvm::StringRef Text, const std::set<std::string> &Names) {
  static const std::set<std::string> IslWords = {"floor", "ceil", "mod",
                                                 "min", "max"};
  auto Letter = [](char C) { return isalpha((unsigned char)C) || C == '_'; };
  auto Word = [](char C) { return isalnum((unsigned char)C) || C == '_'; };
  for (size_t K = 0; K < Text.size();) {
    size_t End = K + 1;
    if (Word(Text[K]))
      while (End < Text.size() && Word(Text[End]))
        ++End;
    std::string Token = Text.slice(K, End).str();
    if (Letter(Text[K]) && !Names.count(Token) && !IslWords.count(Token))
      return false;
    K = End;
  }
  return true;
}

std::optional<long> constantText(llvm::StringRef Text) {
  Text = Text.trim();
  while (Text.size() >= 2 && Text.front() == '(' && Text.back() == ')') {
    // (Only where the outer parentheses match each other: not "(1) + (2)".)
    int Depth = 0;
    bool Outer = true;
    for (size_t K = 0; K + 1 < Text.size(); ++K) {
      Depth += Text[K] == '(' ? 1 : Text[K] == ')' ? -1 : 0;
      if (Depth == 0) {
        Outer = false;
        break;
      }
    }
    if (!Outer)
      break;
    Text = Text.drop_front().drop_back().trim();
  }
  long Value = 0;
  if (Text.getAsInteger(10, Value))
    return std::nullopt;
  return Value;
}

/// Whether \p S names a variable of static storage (a global, a static
/// member, a static local).
static bool namesGlobal(const Stmt *S) {
  if (const auto *Ref = dyn_cast_or_null<DeclRefExpr>(S))
    if (const auto *V = dyn_cast<VarDecl>(Ref->getDecl());
        V && V->hasGlobalStorage())
      return true;
  return S && llvm::any_of(S->children(), namesGlobal);
}

/// A call of a function of the file whose body is one `return` of an
/// affine expression in its parameters, after integer locals that are
/// affine values of them (straightReturn), is that expression in the
/// affine arguments: `min(it + 16, n)` with
///   static int min(int a, int b) { return a < b ? a : b; }
/// is min((it + 16), (n)), and `cell(i, j)` with
///   static int cell(int r, int c) { int row = r * 64; return row + c; }
/// is ((i) * 64) + (j). Its parameters are integers, or structs (by
/// value, pointer or reference) bound to the caller's variables, whose
/// fields are the caller's (invariantParameter): `ind(d, ix, iy)` with
///   static int ind(Dims d, int x, int y) { return x + d.nx * y; }
/// is (ix) + d.nx * (iy). So is a member function's call, its object's
/// fields affine values where the function runs on it (parameters that
/// nothing changes): `m.cols()` with
///   int cols() const { return cols_; }
/// is m's field cols_.
std::optional<std::string> Extractor::inlinedCall(const CallExpr *C) {
  const FunctionDecl *Callee = C->getDirectCallee();
  const FunctionDecl *Definition = nullptr;
  if (!Callee || Callees.Arguments.size() >= 3 ||
      !Callee->hasBody(Definition) || !Definition ||
      C->getNumArgs() != Definition->getNumParams() ||
      Definition->isDependentContext())
    return std::nullopt;
  AccessorCall A;
  A.Object = isa<CXXMemberCallExpr>(C) ? callObject(C) : nullptr;
  A.BindsThis = A.Object && bindsThis(Definition);
  if (A.BindsThis &&
      (!memberProblem(C, Definition).empty() || !bindableObject(A.Object) ||
       Callees.ThisObjects.size() >= MaxInlineDepth))
    return std::nullopt;
  std::optional<StraightReturn> Body =
      straightReturn(Ctx, Definition->getBody());
  // (A function of the file reads its parameters' fields, not a static
  // member or another global, which its caller may change beside it.)
  if (!Body || !Body->Checks.empty() ||
      !Body->Return->getRetValue()->getType()->isIntegerType() ||
      (!isPureDefinition(Definition) && namesGlobal(Definition->getBody())))
    return std::nullopt;
  for (unsigned K = 0; K < C->getNumArgs(); ++K) {
    const ParmVarDecl *P = Definition->getParamDecl(K);
    if (!P->getType()->isIntegerType()) {
      if (!isStructParameter(P->getType()) ||
          !bindAccessorParameter(P, C->getArg(K), A))
        return std::nullopt;
      continue;
    }
    std::optional<std::string> Value = affine(C->getArg(K));
    if (!Value)
      return std::nullopt;
    A.Arguments[P] = *Value;
  }
  // (`this` in the body is the call's object; a struct parameter's fields
  // are its argument's.)
  BoundAccessor Bound(*this, A);
  for (const VarDecl *Local : Body->Locals) {
    std::optional<std::string> Value = Local->getType()->isIntegerType()
                                           ? affine(Local->getInit())
                                           : std::nullopt;
    if (!Value)
      return std::nullopt;
    Callees.Arguments.back()[Local] = *Value;
  }
  std::optional<std::string> Result = affine(Body->Return->getRetValue());
  if (!Result)
    return std::nullopt;
  return "(" + *Result + ")";
}

/// The integer divisions rounding down and up that code generators (CLooG,
/// Pluto, PPCG) print as macros, exact for every sign of n (d > 0):
///   floord(n, d)  (((n) < 0) ? -((-(n) + (d) - 1) / (d)) : (n) / (d))
///   ceild(n, d)   (((n) < 0) ? -((-(n)) / (d)) : ((n) + (d) - 1) / (d))
/// are floor(n / d) and ceil(n / d).
std::optional<std::string>
Extractor::roundedDivision(const ConditionalOperator *C) {
  const auto *Cmp = dyn_cast<BinaryOperator>(strip(C->getCond()));
  if (!Cmp || Cmp->getOpcode() != BO_LT)
    return std::nullopt;
  std::optional<llvm::APSInt> Zero =
      strip(Cmp->getRHS())->getIntegerConstantExpr(Ctx);
  if (!Zero || *Zero != 0)
    return std::nullopt;
  const Expr *N = Cmp->getLHS();
  auto Same = [&](const Expr *X) { return sameExpression(Ctx, X, N); };
  auto Op = [&](const Expr *X, BinaryOperatorKind K) {
    const auto *B = dyn_cast<BinaryOperator>(strip(X));
    return B && B->getOpcode() == K ? B : nullptr;
  };
  auto Negated = [&](const Expr *X) -> const Expr * {
    const auto *U = dyn_cast<UnaryOperator>(strip(X));
    return U && U->getOpcode() == UO_Minus ? U->getSubExpr() : nullptr;
  };
  auto Constant = [&](const Expr *X) -> std::optional<long> {
    if (std::optional<llvm::APSInt> V = strip(X)->getIntegerConstantExpr(Ctx))
      return V->getExtValue();
    return std::nullopt;
  };
  // x + d - 1 with the divisor d: ((x) + (d)) - 1
  auto PlusDMinusOne = [&](const Expr *X, long D, auto Operand) {
    const BinaryOperator *Sub = Op(X, BO_Sub);
    const BinaryOperator *Add = Sub ? Op(Sub->getLHS(), BO_Add) : nullptr;
    return Add && Constant(Sub->getRHS()) == 1 && Constant(Add->getRHS()) == D &&
           Operand(Add->getLHS());
  };
  const BinaryOperator *FalseDiv = Op(C->getFalseExpr(), BO_Div);
  const Expr *TrueNeg = Negated(C->getTrueExpr());
  const BinaryOperator *TrueDiv = TrueNeg ? Op(TrueNeg, BO_Div) : nullptr;
  if (!FalseDiv || !TrueDiv)
    return std::nullopt;
  std::optional<long> D = Constant(FalseDiv->getRHS());
  if (!D || *D <= 0 || Constant(TrueDiv->getRHS()) != D)
    return std::nullopt;
  std::optional<std::string> Value = affine(N);
  if (!Value)
    return std::nullopt;
  std::string Divisor = std::to_string(*D);
  auto IsNegatedN = [&](const Expr *X) {
    const Expr *Sub = Negated(X);
    return Sub && Same(Sub);
  };
  // floord: true -((-n + d - 1) / d), false n / d
  if (Same(FalseDiv->getLHS()) &&
      PlusDMinusOne(TrueDiv->getLHS(), *D, IsNegatedN))
    return "floor((" + *Value + ") / " + Divisor + ")";
  // ceild: true -((-n) / d), false (n + d - 1) / d
  if (IsNegatedN(TrueDiv->getLHS()) &&
      PlusDMinusOne(FalseDiv->getLHS(), *D, Same))
    return "ceil((" + *Value + ") / " + Divisor + ")";
  return std::nullopt;
}

/// The minimum or maximum of two affine expressions written with `?:`, as
/// `MIN(a, b)` macros expand: `a < b ? a : b` (also <=, and mirrored) is
/// min(a, b); `a > b ? a : b`, `a < b ? b : a` are max(a, b).
std::optional<std::string> Extractor::minMax(const ConditionalOperator *C) {
  if (std::optional<std::string> Rounded = roundedDivision(C))
    return Rounded;
  const auto *Cmp = dyn_cast<BinaryOperator>(strip(C->getCond()));
  if (!Cmp || !Cmp->isRelationalOp())
    return std::nullopt;
  bool Less = Cmp->getOpcode() == BO_LT || Cmp->getOpcode() == BO_LE;
  bool Same = sameExpression(Ctx, Cmp->getLHS(), C->getTrueExpr()) &&
              sameExpression(Ctx, Cmp->getRHS(), C->getFalseExpr());
  bool Swapped = sameExpression(Ctx, Cmp->getLHS(), C->getFalseExpr()) &&
                 sameExpression(Ctx, Cmp->getRHS(), C->getTrueExpr());
  if (!Same && !Swapped)
    return std::nullopt;
  std::optional<std::string> A = affine(Cmp->getLHS());
  std::optional<std::string> B = affine(Cmp->getRHS());
  if (!A || !B)
    return std::nullopt;
  // Same: the smaller one when the comparison is <; Swapped: the larger.
  const char *Op = (Less == Same) ? "min" : "max";
  return std::string(Op) + "((" + *A + "), (" + *B + "))";
}

/// A choice between two affine values that an affine condition makes,
/// none of them reading an iterator: `doSelf ? n1 - 1 : n1`,
/// `(m >= 4) ? m : n`. Its value is a parameter of its own, which the
/// context equates with the value the condition chooses, exactly:
///   (m >= 4) ? m : n  =>  choice, ((m >= 4) and choice = m) or
///                                  ((m < 4) and choice = n)
/// The same choice (the same texts) is the same parameter wherever it is
/// read; a callee's choice inlined at two calls is two.
std::optional<std::string>
Extractor::choiceParameter(const ConditionalOperator *C) {
  if (!C->getType()->isIntegerType() || C->getType()->isBooleanType())
    return std::nullopt;
  ScopedStack<std::string> Guards(Truncating.Guards);
  size_t GuardsBefore = Truncating.Guards.size();
  std::optional<Condition> Test = condition(C->getCond());
  if (!Test || Truncating.Guards.size() != GuardsBefore ||
      mentionsIterator(Test->Holds) || mentionsIterator(Test->Fails))
    return std::nullopt;
  KnownValue Chosen;
  for (auto [Branch, When] : {std::pair{C->getTrueExpr(), &Test->Holds},
                              std::pair{C->getFalseExpr(), &Test->Fails}}) {
    size_t Before = Truncating.Guards.size();
    std::optional<std::string> Value = affine(Branch);
    if (!Value || mentionsIterator(*Value))
      return std::nullopt;
    Chosen.Pieces.push_back(KnownPiece{
        *When,
        *Value,
        {Truncating.Guards.begin() + Before, Truncating.Guards.end()}});
  }
  std::string Key = "choice:" + Chosen.Pieces[0].Condition + "?" +
                    Chosen.Pieces[0].Value + ":" + Chosen.Pieces[1].Value;
  for (const KnownPiece &P : Chosen.Pieces)
    for (const std::string &G : P.Guards)
      Key += ";" + G;
  std::string Name =
      parameterName(Key, 0, "choice", C->getType()->isUnsignedIntegerType(),
                    text(C->getSourceRange()));
  if (!Parameters.EquatedParameters.count(Name)) {
    std::optional<std::string> Equality = equality(Name, Chosen);
    if (!Equality)
      return std::nullopt;
    Parameters.EquatedParameters.insert(Name);
    Parameters.ParameterEqualities.push_back(*Equality);
  }
  return Name;
}

/// `std::min(a, b)` and `std::max(a, b)` of integers (two arguments, no
/// comparator) with affine arguments: min((a), (b)), max((a), (b)).
std::optional<std::string> Extractor::standardMinMax(const CallExpr *C) {
  const FunctionDecl *Callee = C->getDirectCallee();
  if (!Callee || !Callee->isInStdNamespace() || !Callee->getIdentifier() ||
      C->getNumArgs() != 2 || !C->getType()->isIntegerType())
    return std::nullopt;
  llvm::StringRef Name = Callee->getName();
  if (Name != "min" && Name != "max")
    return std::nullopt;
  std::optional<std::string> A = affine(C->getArg(0));
  std::optional<std::string> B = affine(C->getArg(1));
  if (!A || !B)
    return std::nullopt;
  return Name.str() + "((" + *A + "), (" + *B + "))";
}

std::optional<Condition> Extractor::condition(const Expr *E) {
  E = strip(E);
  if (const auto *B = dyn_cast<BinaryOperator>(E)) {
    if (B->getOpcode() == BO_LAnd || B->getOpcode() == BO_LOr) {
      std::optional<Condition> L = condition(B->getLHS());
      std::optional<Condition> R = condition(B->getRHS());
      if (!L || !R)
        return std::nullopt;
      if (B->getOpcode() == BO_LAnd)
        return Condition{"((" + L->Holds + ") and (" + R->Holds + "))",
                         "((" + L->Fails + ") or (" + R->Fails + "))"};
      return Condition{"((" + L->Holds + ") or (" + R->Holds + "))",
                       "((" + L->Fails + ") and (" + R->Fails + "))"};
    }
    if (B->isComparisonOp()) {
      size_t GuardsBefore = Truncating.Guards.size();
      std::optional<std::string> L = affine(B->getLHS());
      std::optional<std::string> R = affine(B->getRHS());
      if (!L || !R)
        return std::nullopt;
      std::string A = "(" + *L + ")", C = "(" + *R + ")";
      std::optional<Condition> Result;
      switch (B->getOpcode()) {
      case BO_LT: Result = Condition{A + " < " + C, A + " >= " + C}; break;
      case BO_LE: Result = Condition{A + " <= " + C, A + " > " + C}; break;
      case BO_GT: Result = Condition{A + " > " + C, A + " <= " + C}; break;
      case BO_GE: Result = Condition{A + " >= " + C, A + " < " + C}; break;
      case BO_EQ:
        Result = Condition{A + " = " + C,
                           "(" + A + " < " + C + " or " + A + " > " + C + ")"};
        break;
      case BO_NE:
        Result = Condition{"(" + A + " < " + C + " or " + A + " > " + C + ")",
                           A + " = " + C};
        break;
      default:
        return std::nullopt;
      }
      exactConstraints({&Result->Holds, &Result->Fails}, GuardsBefore);
      return Result;
    }
  }
  if (const auto *U = dyn_cast<UnaryOperator>(E); U && U->getOpcode() == UO_LNot) {
    std::optional<Condition> Sub = condition(U->getSubExpr());
    if (!Sub)
      return std::nullopt;
    return Condition{Sub->Fails, Sub->Holds};
  }
  if (const auto *C = dyn_cast<ConditionalOperator>(E)) {
    std::optional<Condition> Test = condition(C->getCond());
    std::optional<Condition> T = condition(C->getTrueExpr());
    std::optional<Condition> Fl = condition(C->getFalseExpr());
    if (!Test || !T || !Fl)
      return std::nullopt;
    return Condition{"((" + Test->Holds + " and " + T->Holds + ") or (" +
                         Test->Fails + " and " + Fl->Holds + "))",
                     "((" + Test->Holds + " and " + T->Fails + ") or (" +
                         Test->Fails + " and " + Fl->Fails + "))"};
  }
  // An integer used as a truth value.
  size_t GuardsBefore = Truncating.Guards.size();
  if (std::optional<std::string> V = affine(E)) {
    Condition Result{"((" + *V + ") < 0 or (" + *V + ") > 0)",
                     "(" + *V + ") = 0"};
    exactConstraints({&Result.Holds, &Result.Fails}, GuardsBefore);
    return Result;
  }
  return std::nullopt;
}

} // namespace extract
} // namespace ompfix
