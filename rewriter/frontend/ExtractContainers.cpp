//===- ExtractContainers.cpp - The standard library's containers ---------===//
//
// The model follows a std::vector of numbers as an array of one dimension
// (Extractor::info). Its size is a cell of that array too: the cell before
// the first element, `v[-1]`, which no element access names. It lives and
// is copied with the container (a `private(v)` copy has its own size, a
// container declared in a loop one per iteration), so what changes the
// container and what asks for its size are accesses to one cell, and two
// threads that grow one shared vector race on it.
//
// Other values of the standard library that own all they hold (a
// std::string, a pair, a vector of strings: isLibraryValue) are one cell
// each, read and written whole: what an operation of the library does to
// one is what its declaration says (valueMemberUse, valueArgumentUse).
//
//===----------------------------------------------------------------------===//

#include "frontend/Extractor.h"
#include "frontend/LibraryFunctions.h"

#include "llvm/ADT/StringMap.h"

using namespace clang;

namespace ompfix {
namespace extract {

/// How a member of a standard sequence, given numbers (or nothing)
/// alone, touches its size (and capacity): sets it whatever it was
/// (`clear`, `assign`), or reads and writes it (`push_back`, `resize`,
/// `reserve`, which may move every element to a new buffer); none for
/// another member.
enum class SizeUse { Reads, Sets, Updates };
static std::optional<SizeUse> sizeUse(const CXXMethodDecl &Method) {
  static const llvm::StringMap<SizeUse> Uses = {
      {"push_back", SizeUse::Updates}, {"emplace_back", SizeUse::Updates},
      {"pop_back", SizeUse::Updates},  {"resize", SizeUse::Updates},
      {"clear", SizeUse::Sets},        {"assign", SizeUse::Sets},
      {"reserve", SizeUse::Updates},   {"shrink_to_fit", SizeUse::Updates}};
  auto Use = Method.getIdentifier() ? Uses.find(Method.getName()) : Uses.end();
  return Use == Uses.end() ? std::nullopt : std::optional(Use->second);
}

bool Extractor::isSizedContainer(const std::string &Id) const {
  const Variable *Array = Out.Model.findVariable(Id);
  return Array && Array->Container && Array->Rank == 1;
}

std::optional<Cell> Extractor::containerSize(const Expr *Object,
                                             const VarInfo *&Info) {
  Object = strip(Object);
  const VarDecl *V = referencedVar(Object);
  // (A clause's copy of a vector is an empty one, which the model does
  // not tell from the original's cells: Variable::Privatizable. A local
  // reference to a vector is not followed as the vector it names.)
  if (V && ((!sharedHere(V) && !declaredInConstruct(V)) ||
            (V->getType()->isReferenceType() && !isa<ParmVarDecl>(V))))
    return std::nullopt;
  Info = V                         ? &info(V)
         : isa<MemberExpr>(Object) ? fieldVariable(Object)
                                   : nullptr;
  if (!Info || !Info->Unsupported.empty() || !Info->AliasPrefix.empty() ||
      Info->AnyOffset || Info->AliasOfScalar)
    return std::nullopt;
  QualType Element;
  std::string Extent;
  if (!isSizedContainer(Info->Id) ||
      !isStdArrayLike(Object->getType(), Element, Extent))
    return std::nullopt;
  return Cell{Info->Id, Info->Id + "[-1]", true};
}

/// Accepted forms, `v` a std::vector of numbers that the model follows (a
/// variable, a container parameter, a field path):
///   v.push_back(e)  v.emplace_back(e)  v.pop_back()  v.resize(n)
///   v.resize(n, e)  v.reserve(n)  v.shrink_to_fit()
/// read and write v's size and may write every element (new ones, or all
/// of them moved to a new buffer);
///   v.clear()  v.assign(n, e)                 write every cell
/// (what v held is gone, as where it is declared: a private copy, an
/// empty vector, cleared first holds only what the iteration puts in).
/// Each reads its arguments.
bool Extractor::containerChange(const CallExpr *C, Statement &S) {
  if (containerAssignment(C, S))
    return true;
  const auto *Member = dyn_cast<CXXMemberCallExpr>(C);
  const CXXMethodDecl *Method = Member ? Member->getMethodDecl() : nullptr;
  std::optional<SizeUse> Use = Method ? sizeUse(*Method) : std::nullopt;
  // (A thread's own vector that a worksharing loop's iterations grow is a
  // partial result of the thread, which the model does not follow yet.)
  const VarDecl *Own =
      Member ? referencedVar(strip(Member->getImplicitObjectArgument()))
             : nullptr;
  if (Own && !Active.empty() && !Active.back().DeclaredInside.count(Own) &&
      llvm::any_of(Regions,
                   [&](const Region &R) { return R.Locals.count(Own); }))
    return false;
  if (!Use || !declaredInStd(Method->getParent()) ||
      llvm::any_of(C->arguments(), [](const Expr *Arg) {
        return !Arg->getType()->isArithmeticType();
      }))
    return false;
  const VarInfo *Info = nullptr;
  std::optional<Cell> Size =
      containerSize(Member->getImplicitObjectArgument(), Info);
  if (!Size)
    return false;
  // (`push_back(const T &)` binds its argument: read there.)
  for (unsigned K = 0; K < C->getNumArgs(); ++K)
    if (K < Method->getNumParams() &&
        Method->getParamDecl(K)->getType()->isReferenceType())
      readObject(C->getArg(K), S);
    else
      reads(C->getArg(K), S);
  // Emptied and filled anew, what the vector held before is gone: as a
  // declaration does, the call writes every cell.
  if (*Use == SizeUse::Sets) {
    addAccess(S, everyCell(Info->Id, true), true, C);
    return true;
  }
  addAccess(S, *Size, false, C);
  if (*Use == SizeUse::Updates)
    addAccess(S, *Size, true, C);
  ScopedCount MayWrite(Flow.MayDepth);
  addAccess(S, Cell{Info->Id, Info->Id + "[o0] : o0 >= 0", false}, true, C);
  return true;
}

/// Accepted forms, `v` as for containerChange and `w` of v's type:
///   v = w, v = f(x)   (a copy or a move: w's cells read, readContainer)
/// write every cell of v.
bool Extractor::containerAssignment(const CallExpr *C, Statement &S) {
  const auto *Op = dyn_cast<CXXOperatorCallExpr>(C);
  const auto *Method =
      Op ? dyn_cast_or_null<CXXMethodDecl>(Op->getDirectCallee()) : nullptr;
  if (!Method || Op->getOperator() != OO_Equal || Op->getNumArgs() != 2 ||
      !declaredInStd(Method->getParent()) ||
      !(Method->isCopyAssignmentOperator() ||
        Method->isMoveAssignmentOperator()))
    return false;
  const VarInfo *Info = nullptr;
  if (!containerSize(Op->getArg(0), Info))
    return false;
  if (!readContainer(Op->getArg(1), S))
    return false;
  addAccess(S, everyCell(Info->Id, true), true, C);
  return true;
}

void Extractor::readContainerSize(const CallExpr *C, Statement &S) {
  const auto *Member = dyn_cast<CXXMemberCallExpr>(C);
  const VarInfo *Info = nullptr;
  if (Member && isContainerQuery(Member->getMethodDecl()))
    if (std::optional<Cell> Size =
            containerSize(Member->getImplicitObjectArgument(), Info))
      addAccess(S, *Size, false, C);
}

/// How an operation of the library uses library value \p Arg, given to
/// parameter \p P of \p Callee: a copy (by value) or a const reference
/// reads it; a reference to change it, or an rvalue reference (what it is
/// given may be moved from), changes it. A forwarding reference
/// (`template <class U> pair(U &&)`, `emplace_back(Args &&...)`) copies an
/// lvalue and moves from an xvalue.
static ValueUse valueArgumentUse(const FunctionDecl &Callee, unsigned K,
                                 const Expr *Arg) {
  QualType T = Callee.getParamDecl(K)->getType();
  bool Moved = Arg->isXValue();
  if (!T->isReferenceType())
    return Moved ? ValueUse::Update : ValueUse::Read;
  if (const FunctionDecl *Pattern = Callee.getTemplateInstantiationPattern();
      Pattern && K < Pattern->getNumParams()) {
    QualType Declared = Pattern->getParamDecl(K)->getType();
    if (const auto *R = Declared->getAs<RValueReferenceType>();
        R && R->getPointeeType()->getAs<TemplateTypeParmType>())
      return Moved ? ValueUse::Update : ValueUse::Read;
  }
  if (T->isLValueReferenceType() && T->getPointeeType().isConstQualified())
    return ValueUse::Read;
  return ValueUse::Update;
}

/// Whether \p E is constant text, or none: `"abc"`, `__func__`, a null
/// pointer.
static bool constantText(ASTContext &Ctx, const Expr *E) {
  E = E->IgnoreParenImpCasts();
  return isa<StringLiteral, PredefinedExpr>(E) ||
         E->isNullPointerConstant(Ctx, Expr::NPC_ValueDependentIsNotNull);
}

/// Whether parameter type \p T reaches chars only to read them: `const
/// char *`, `const char (&)[N]` (a forwarding reference to a literal).
static bool readOnlyText(ASTContext &Ctx, QualType T) {
  T = T.getNonReferenceType();
  if (const auto *Pointer = T->getAs<PointerType>())
    return Pointer->getPointeeType().isConstQualified();
  if (const ArrayType *Array = Ctx.getAsArrayType(T))
    return Array->getElementType().isConstQualified();
  return false;
}

/// `std::initializer_list<T>` of numbers or library values: what a brace
/// list makes, each element of its own (`{"a", "b"}`).
static bool valueList(QualType T) {
  const auto *Spec = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
      T.getNonReferenceType()->getAsCXXRecordDecl());
  return Spec && Spec->getIdentifier() &&
         Spec->getName() == "initializer_list" && declaredInStd(Spec) &&
         Spec->getTemplateArgs().size() == 1 &&
         Spec->getTemplateArgs()[0].getKind() == TemplateArgument::Type &&
         isLibraryValue(Spec->getTemplateArgs()[0].getAsType(), true);
}

bool Extractor::valueOperand(const FunctionDecl &Callee, unsigned K,
                             const Expr *Arg, Statement *S) {
  if (const auto *Default = dyn_cast<CXXDefaultArgExpr>(Arg))
    Arg = Default->getExpr();
  QualType T = Arg->getType();
  // (A tag made by code that does something else, `(c++, std::nullopt)`,
  // is no constant: not of these forms.)
  if (isLibraryPolicy(T) || (isLibraryTag(T) && !Arg->HasSideEffects(Ctx)))
    return true;
  if (isLibraryValue(T)) {
    if (S)
      useValue(Arg, valueArgumentUse(Callee, K, Arg), *S);
    return true;
  }
  if (T->isArithmeticType() || T->isEnumeralType() || valueList(T)) {
    if (S)
      reads(Arg, *S);
    return true;
  }
  if (!(T->isPointerType() || T->isArrayType()) ||
      !T->getPointeeOrArrayElementType()->isCharType())
    return false;
  // Text: constant, or what a parameter the callee cannot write through
  // reads (`const char *`, not `copy`'s `char *`): a library value's
  // (`s.c_str()`), or the chars of a variable, every one (`argv[1]`: all
  // of argv's; none outside loops and regions, where it is the program's
  // arguments, as Extractor::lvalue reads them).
  if (constantText(Ctx, Arg))
    return true;
  if (K >= Callee.getNumParams() ||
      !readOnlyText(Ctx, Callee.getParamDecl(K)->getType()))
    return false;
  if (const Expr *Of = textOfValue(Arg)) {
    if (S)
      useValue(Of, ValueUse::Read, *S);
    return true;
  }
  const Expr *Base = strip(Arg);
  std::vector<const Expr *> Subscripts;
  while (const auto *Sub = dyn_cast<ArraySubscriptExpr>(Base)) {
    Subscripts.push_back(Sub->getIdx());
    Base = strip(Sub->getBase());
  }
  const VarDecl *D = referencedVar(Base);
  if (D && isProgramArguments(D))
    return true;
  if (!D)
    return false;
  const VarInfo &I = info(D);
  if (!I.Unsupported.empty() || I.Rank == 0 || I.IsAlias)
    return false;
  if (S) {
    for (const Expr *Subscript : Subscripts)
      reads(Subscript, *S);
    addAccess(*S, everyCell(I.Id, false), false, Arg);
  }
  return true;
}

/// Whether \p Callee compares the elements of what it is given (`a == b`,
/// `a < b`, a list's `sort`, `unique`, `remove`, `merge`): with the
/// program's operators where they are the program's classes.
static bool comparesElements(const FunctionDecl &Callee) {
  switch (Callee.getOverloadedOperator()) {
  case OO_EqualEqual:
  case OO_ExclaimEqual:
  case OO_Less:
  case OO_Greater:
  case OO_LessEqual:
  case OO_GreaterEqual:
  case OO_Spaceship:
    return true;
  default:
    break;
  }
  llvm::StringRef Name =
      Callee.getIdentifier() ? Callee.getName() : llvm::StringRef();
  return Name == "sort" || Name == "unique" || Name == "remove" ||
         Name == "merge";
}

/// Whether what \p Callee does is what its declaration says: a function
/// of the library (namespace std), or a member of a value struct that the
/// compiler makes (its copy and move assignments, member by member).
static bool declaredEffects(const FunctionDecl *Callee) {
  if (declaredInStd(declaringScope(Callee)))
    return true;
  const auto *Method = dyn_cast<CXXMethodDecl>(Callee);
  return Method && !Method->isUserProvided() &&
         isValueStruct(
             Method->getASTContext().getRecordType(Method->getParent()), false);
}

std::optional<Extractor::ValuePlace>
Extractor::valuePlace(const Expr *E) const {
  ValuePlace Place;
  // Whether the path so far is inside a library value: `o.v[1]` and
  // `o.p.x` of a value struct o are parts of o, as `o.name` is.
  bool InValue = false;
  while (true) {
    E = E->IgnoreParenImpCasts();
    if (const auto *Ref = dyn_cast<DeclRefExpr>(E)) {
      if (!isa<VarDecl>(Ref->getDecl()) || (!Place.Whole && !InValue) ||
          (Place.Whole && !isLibraryValue(Ref->getType())))
        return std::nullopt;
      Place.Root = Ref;
      return Place;
    }
    // (A static member is no part of the object it is named through.)
    if (const auto *M = dyn_cast<MemberExpr>(E)) {
      if (M->isArrow() || !isa<FieldDecl>(M->getMemberDecl()))
        return std::nullopt;
      InValue |= isLibraryValue(M->getBase()->getType());
      Place.Whole = false;
      E = M->getBase();
      continue;
    }
    if (const auto *Sub = dyn_cast<ArraySubscriptExpr>(E)) {
      const Expr *Array = Sub->getBase()->IgnoreParenImpCasts();
      if (!Array->getType()->isArrayType())
        return std::nullopt;
      Place.Read.push_back(Sub->getIdx());
      Place.Whole = false;
      E = Array;
      continue;
    }
    const auto *C = dyn_cast<CallExpr>(E);
    const FunctionDecl *Callee = C ? C->getDirectCallee() : nullptr;
    if (!Callee || !C->isGLValue() || !declaredInStd(declaringScope(Callee)))
      return std::nullopt;
    if (const auto *Method = dyn_cast<CXXMethodDecl>(Callee)) {
      const Expr *Object = callObject(C);
      if (!Object || !isLibraryValue(Object->getType()) ||
          !namesValuePart(*Method))
        return std::nullopt;
      Place.Inserts |= valueMemberUse(*Method) == ValueUse::Update;
      for (const Expr *Arg : C->arguments())
        if (Arg != Object)
          Place.Read.push_back(Arg);
      InValue = true;
      Place.Whole = false;
      E = Object;
      continue;
    }
    llvm::StringRef Name =
        Callee->getIdentifier() ? Callee->getName() : llvm::StringRef();
    if (C->getNumArgs() != 1 ||
        !(Name == "move" || Name == "forward" || Name == "get" ||
          Name == "as_const") ||
        (Name == "get" && !isLibraryValue(C->getArg(0)->getType())))
      return std::nullopt;
    Place.Whole &= Name != "get";
    InValue |= Name == "get";
    E = C->getArg(0);
  }
}

void Extractor::useValue(const Expr *E, ValueUse Use, Statement &S) {
  // (Through the casts and the materialization of a temporary.)
  if (const Expr *Bare = E->IgnoreParenImpCasts(); Bare->isPRValue())
    return reads(Bare, S);
  std::optional<ValuePlace> Place = valuePlace(E);
  if (!Place)
    return unsupported(UnknownKind::Member,
                       "'" + text(E->getSourceRange()) +
                           "', a part of a value of the standard library that "
                           "the model does not follow");
  bool Writes = Use != ValueUse::Read || Place->Inserts;
  std::optional<Cell> C = valueCell(*Place, Writes, E, S);
  if (!C)
    return;
  bool Sets = Use == ValueUse::Set && Place->Whole;
  if (!Sets)
    addAccess(S, *C, false, E);
  // (A change of the whole value surely writes it: `s += t` its length,
  // `v.push_back(x)` its end; a change of a part, some of it.)
  C->Exact &= Place->Whole;
  if (Writes)
    addAccess(S, *C, true, E);
}

std::optional<Cell> Extractor::valueCell(const ValuePlace &Place, bool Writes,
                                         const Expr *E, Statement &S) {
  if (Writes && !Place.Whole && !partWritable(Place, E))
    return std::nullopt;
  for (const Expr *Read : Place.Read)
    reads(Read, S);
  return lvalue(Place.Root, S);
}

std::optional<Cell> Extractor::partCell(const ValuePlace &Place, const Expr *E,
                                        Statement &S) {
  std::optional<Cell> C = valueCell(Place, Place.Inserts, E, S);
  if (C && Place.Inserts) {
    // (`m[k]` may insert k: it changes some of m.)
    addAccess(S, *C, false, E);
    Cell Some = *C;
    Some.Exact = false;
    addAccess(S, Some, true, E);
  }
  return C;
}

bool Extractor::readValue(const Expr *E, Statement &S) {
  // A default argument or member initializer runs where it is used.
  if (const auto *Default = dyn_cast<CXXDefaultArgExpr>(E)) {
    reads(Default->getExpr(), S);
    return true;
  }
  if (const auto *Default = dyn_cast<CXXDefaultInitExpr>(E)) {
    reads(Default->getExpr(), S);
    return true;
  }
  if (E->isGLValue() &&
      ((isa<DeclRefExpr>(E) && isLibraryValue(E->getType())) ||
       (isa<MemberExpr>(E) && valuePlace(E)))) {
    useValue(E, ValueUse::Read, S);
    return true;
  }
  const auto *Construct = dyn_cast<CXXConstructExpr>(E);
  // (A constructor the program writes runs code the model does not follow:
  // in a construct, a call (Extractor::constructed); its arguments read.)
  if (!Construct || !isLibraryValue(Construct->getType()) ||
      !Construct->getConstructor() ||
      !declaredEffects(Construct->getConstructor()))
    return false;
  if (!constructValue(Construct, S))
    unsupported(UnknownKind::Call,
                "the constructor of '" +
                    Construct->getType().getUnqualifiedType().getAsString() +
                    "' given what the model does not follow");
  return true;
}

bool Extractor::partWritable(const ValuePlace &Place, const Expr *E) {
  const VarDecl *Root = cast<VarDecl>(Place.Root->getDecl());
  auto Own = Names.DeclOfId.find(info(Root).Id);
  if (Own != Names.DeclOfId.end())
    Root = Own->second;
  if ((Active.empty() && Regions.empty()) || !sharedHere(Root))
    return true;
  unsupported(UnknownKind::Member,
              "'" + text(E->getSourceRange()) + "' changes a part of '" +
                  Root->getName().str() +
                  "', a value of the standard library that threads share "
                  "and whose parts the model does not tell apart");
  return false;
}

bool Extractor::libraryValueOperation(const CallExpr *C) {
  const FunctionDecl *Callee = C->getDirectCallee();
  if (!Callee || !declaredEffects(Callee) || Callee->isVariadic())
    return false;
  const Expr *Object = callObject(C);
  QualType Result = Callee->getReturnType();
  if (Object) {
    if (!isa<CXXMethodDecl>(Callee) || !isLibraryValue(Object->getType()))
      return false;
  } else if (!isLibraryValue(Result) &&
             llvm::none_of(Callee->parameters(), [](const ParmVarDecl *P) {
               return isLibraryValue(P->getType());
             })) {
    return false;
  }
  if (C->isGLValue() && valuePlace(C))
    return true;
  if (!Result->isVoidType() && !Result->isArithmeticType() &&
      !isLibraryValue(Result))
    return false;
  if (comparesElements(*Callee) &&
      ((Object && holdsProgramClass(Object->getType())) ||
       llvm::any_of(C->arguments(), [](const Expr *Arg) {
         return holdsProgramClass(Arg->getType());
       })))
    return false;
  unsigned First = Object && isa<CXXOperatorCallExpr>(C) ? 1 : 0;
  if (C->getNumArgs() - First > Callee->getNumParams())
    return false;
  for (unsigned K = First; K < C->getNumArgs(); ++K)
    if (!valueOperand(*Callee, K - First, C->getArg(K), nullptr))
      return false;
  return true;
}

bool Extractor::libraryValueCall(const CallExpr *C, Statement &S) {
  if (!libraryValueOperation(C))
    return false;
  // A part it names (`v[k]`, `std::get<0>(t)`): read there, used by
  // whoever loads or writes it (Extractor::lvalue).
  if (C->isGLValue() && valuePlace(C)) {
    useValue(C, ValueUse::Read, S);
    return true;
  }
  const FunctionDecl *Callee = C->getDirectCallee();
  const Expr *Object = callObject(C);
  if (Object)
    useValue(Object, valueMemberUse(*cast<CXXMethodDecl>(Callee)), S);
  unsigned First = Object && isa<CXXOperatorCallExpr>(C) ? 1 : 0;
  for (unsigned K = First; K < C->getNumArgs(); ++K)
    valueOperand(*Callee, K - First, C->getArg(K), &S);
  return true;
}

bool Extractor::constructValue(const CXXConstructExpr *E, Statement &S) {
  // (A value struct's default member initializers are constants, which
  // read nothing: isValueStruct.)
  const CXXConstructorDecl *Ctor = E->getConstructor();
  if (E->getNumArgs() > Ctor->getNumParams())
    return false;
  for (unsigned K = 0; K < E->getNumArgs(); ++K)
    if (!valueOperand(*Ctor, K, E->getArg(K), nullptr))
      return false;
  for (unsigned K = 0; K < E->getNumArgs(); ++K)
    valueOperand(*Ctor, K, E->getArg(K), &S);
  return true;
}

const Expr *Extractor::textOfValue(const Expr *E) {
  const auto *C = dyn_cast<CXXMemberCallExpr>(E->IgnoreParenImpCasts());
  if (!C || !isStdPointerQuery(C->getMethodDecl()) ||
      !C->getType()->getPointeeType().isConstQualified())
    return nullptr;
  const Expr *Object = C->getImplicitObjectArgument();
  return isLibraryValue(Object->getType()) ? Object : nullptr;
}

} // namespace extract
} // namespace ompfix
