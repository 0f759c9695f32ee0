//===- ExtractStructValues.cpp - Structs of numbers copied whole ---------===//
//
// The model follows a struct through its fields: `p[i].re` is a cell of
// the field variable `p[].re`, `s.x` a scalar of its own (fieldVariable).
// A struct made of numbers (and of such structs) is nothing but those
// cells, so a copy of it whole (`s = p[i]`, `T s = f(x)`, `return r;`,
// `q[i] = make(x)`, an argument given to a parameter by value) is a read
// of every number of the source and a write of every number of the
// destination, each through a member expression made for the purpose.
// A call whose result is such a struct is visited in place: its `return`
// reads what it returns, the caller's statement writes the destination.
//
//===----------------------------------------------------------------------===//

#include "frontend/Extractor.h"

using namespace clang;

namespace ompfix {
namespace extract {

/// At most this many numbers in a struct copied whole (each is an access
/// of its own in every copy).
static constexpr size_t MaxStructNumbers = 64;

/// Whether \p D is the standard library's (std, std::chrono, ...), whose
/// classes are what the table of library effects and the <chrono> and
/// <atomic> forms say, not their members.
static bool inStandardLibrary(const Decl *D) {
  for (const DeclContext *Context = D->getDeclContext(); Context;
       Context = Context->getParent())
    if (Context->isStdNamespace())
      return true;
  return false;
}

static bool addNumberFields(QualType T, FieldPath &Prefix,
                            std::vector<FieldPath> &Numbers) {
  const RecordDecl *Record = T->getAsRecordDecl();
  if (!Record || Record->isUnion() || !Record->getDefinition() ||
      inStandardLibrary(Record))
    return false;
  Record = Record->getDefinition();
  if (const auto *Class = dyn_cast<CXXRecordDecl>(Record))
    if (Class->getNumBases() > 0 || Class->isPolymorphic() ||
        !Class->isTriviallyCopyable())
      return false;
  for (const FieldDecl *Field : Record->fields()) {
    QualType FieldType = Field->getType();
    if (Field->isBitField() || FieldType->isReferenceType())
      return false;
    Prefix.push_back(Field);
    if (FieldType->isArithmeticType())
      Numbers.push_back(Prefix);
    else if (!FieldType->isRecordType() ||
             !addNumberFields(FieldType, Prefix, Numbers))
      return false;
    Prefix.pop_back();
    if (Numbers.size() > MaxStructNumbers)
      return false;
  }
  return true;
}

std::optional<std::vector<FieldPath>> numberFields(QualType T) {
  if (T.isNull() || !T->isRecordType())
    return std::nullopt;
  FieldPath Prefix;
  std::vector<FieldPath> Numbers;
  if (!addNumberFields(T, Prefix, Numbers))
    return std::nullopt;
  return Numbers;
}

bool isNumberStructAssignment(const CallExpr *C) {
  const auto *Op = dyn_cast<CXXOperatorCallExpr>(C);
  const auto *Method =
      Op ? dyn_cast_or_null<CXXMethodDecl>(Op->getDirectCallee()) : nullptr;
  return Method && Op->getOperator() == OO_Equal && Op->getNumArgs() == 2 &&
         (Method->isCopyAssignmentOperator() ||
          Method->isMoveAssignmentOperator()) &&
         Method->isTrivial() && numberFields(Op->getArg(0)->getType());
}

/// Whether \p C makes an object without running code of the program: a
/// trivial constructor, or an implicit default one whose fields' own
/// initializers are constants (`double x = 0;`).
static bool buildsOnly(const ASTContext &Ctx, const CXXConstructorDecl *C) {
  if (!C || C->isTrivial())
    return C != nullptr;
  if (C->isUserProvided() || !C->isDefaultConstructor())
    return false;
  return llvm::all_of(C->getParent()->fields(), [&](const FieldDecl *Field) {
    const Expr *Init = Field->getInClassInitializer();
    return !Init || Init->isEvaluatable(Ctx);
  });
}

const Expr *Extractor::numberOf(const Expr *Base, const FieldPath &Path) {
  Expr *E = const_cast<Expr *>(Base);
  for (const FieldDecl *Field : Path)
    E = MemberExpr::CreateImplicit(Ctx, E, /*IsArrow=*/false,
                                   const_cast<FieldDecl *>(Field),
                                   Field->getType(), VK_LValue, OK_Ordinary);
  return E;
}

void Extractor::readStruct(const Expr *Value, Statement &S) {
  const Expr *E = Value->IgnoreParens();
  if (const auto *Cleanups = dyn_cast<ExprWithCleanups>(E))
    return readStruct(Cleanups->getSubExpr(), S);
  if (const auto *Temporary = dyn_cast<MaterializeTemporaryExpr>(E))
    return readStruct(Temporary->getSubExpr(), S);
  if (const auto *Cast = dyn_cast<CastExpr>(E);
      Cast && (Cast->getCastKind() == CK_NoOp ||
               Cast->getCastKind() == CK_LValueToRValue ||
               Cast->getCastKind() == CK_ConstructorConversion))
    return readStruct(Cast->getSubExpr(), S);
  if (const auto *Literal = dyn_cast<CompoundLiteralExpr>(E))
    return readStruct(Literal->getInitializer(), S);
  if (const auto *List = dyn_cast<InitListExpr>(E)) {
    if (const InitListExpr *Semantic = List->getSemanticForm())
      List = Semantic;
    for (const Expr *Init : List->inits())
      if (numberFields(Init->getType()))
        readStruct(Init, S);
      else
        reads(Init, S);
    return;
  }
  if (isa<ImplicitValueInitExpr, CXXScalarValueInitExpr>(E))
    return;
  // A lambda capturing nothing makes a closure of no fields, reading
  // nothing (`auto less = [](double p, double q) { return p < q; };`).
  if (const auto *Lambda = dyn_cast<LambdaExpr>(E);
      Lambda && Lambda->capture_size() == 0)
    return;
  if (const auto *Construct = dyn_cast<CXXConstructExpr>(E)) {
    const CXXConstructorDecl *C = Construct->getConstructor();
    if (C && C->isTrivial() && C->isCopyOrMoveConstructor() &&
        Construct->getNumArgs() == 1)
      return readStruct(Construct->getArg(0), S);
    if (buildsOnly(Ctx, C) && Construct->getNumArgs() == 0)
      return;
    return unsupported({UnknownKind::Call,
                        "the constructor of '" +
                            E->getType().getUnqualifiedType().getAsString() +
                            "', which may access memory"});
  }
  if (const auto *C = dyn_cast<CallExpr>(E); C && E->isPRValue()) {
    // What a call visited in place returns, its `return` read.
    if (!Callees.Inlined.count(C))
      call(C, S);
    return;
  }
  std::optional<std::vector<FieldPath>> Numbers = numberFields(E->getType());
  if (!E->isGLValue() || !Numbers)
    return unsupported(
        {UnknownKind::Member, "struct value '" + text(E->getSourceRange()) +
                                  "' of a form the model does not follow"});
  for (const FieldPath &Path : *Numbers)
    readLoaded(numberOf(E, Path), S);
}

const Expr *Extractor::memberOfTemporary(const Expr *E) const {
  E = E->IgnoreParenImpCasts();
  if (!isa<MemberExpr>(E))
    return nullptr;
  while (const auto *M = dyn_cast<MemberExpr>(E)) {
    if (M->isArrow())
      return nullptr;
    E = M->getBase()->IgnoreParenImpCasts();
    if (const auto *Temporary = dyn_cast<MaterializeTemporaryExpr>(E))
      E = Temporary->getSubExpr()->IgnoreParenImpCasts();
  }
  return E->isPRValue() && numberFields(E->getType()) ? E : nullptr;
}

bool Extractor::readContainer(const Expr *Value, Statement &S) {
  QualType Element;
  std::string Extent;
  if (!isStdArrayLike(Value->getType(), Element, Extent))
    return false;
  const Expr *E = Value->IgnoreParens();
  for (bool Stripped = true; Stripped;) {
    Stripped = false;
    if (const auto *Cleanups = dyn_cast<ExprWithCleanups>(E))
      E = Cleanups->getSubExpr(), Stripped = true;
    else if (const auto *Temporary = dyn_cast<MaterializeTemporaryExpr>(E))
      E = Temporary->getSubExpr(), Stripped = true;
    else if (const auto *Bind = dyn_cast<CXXBindTemporaryExpr>(E))
      E = Bind->getSubExpr(), Stripped = true;
    else if (const auto *Construct = dyn_cast<CXXConstructExpr>(E);
             Construct && Construct->getNumArgs() == 1 &&
             Construct->getConstructor()->isCopyOrMoveConstructor())
      E = Construct->getArg(0), Stripped = true;
    else if (const auto *Cast = dyn_cast<ImplicitCastExpr>(E);
             Cast && Cast->getCastKind() == CK_NoOp)
      E = Cast->getSubExpr(), Stripped = true;
    E = E->IgnoreParens();
  }
  // What a call visited in place returns, its `return` read; another
  // call is what call() makes of it (unknown in a construct).
  if (const auto *C = dyn_cast<CallExpr>(E); C && E->isPRValue()) {
    if (!Callees.Inlined.count(C))
      call(C, S);
    return true;
  }
  // (A container made from numbers, `v(n, x)`, `{1, 2}`: no copy.)
  if (isa<CXXConstructExpr, InitListExpr>(E))
    return false;
  const VarDecl *V = referencedVar(E);
  const VarInfo *I = V ? &info(V) : nullptr;
  if (!I || !I->Unsupported.empty() || I->IsAlias) {
    unsupported({UnknownKind::Call, "a container returned by value that is "
                                    "no variable the model follows ('" +
                                        text(Value->getSourceRange()) + "')"});
    return true;
  }
  addAccess(S, everyCell(I->Id, false), false, Value);
  return true;
}

void Extractor::writeStruct(const Expr *Dest, Statement &S) {
  const Expr *E = Dest->IgnoreParenImpCasts();
  std::optional<std::vector<FieldPath>> Numbers = numberFields(E->getType());
  for (const FieldPath &Path : *Numbers)
    writeTo(numberOf(E, Path), S, false);
}

void Extractor::assignStruct(const Expr *Dest, const Expr *Value,
                             Statement &S) {
  readStruct(Value, S);
  writeStruct(Dest, S);
}

/// Whether \p Init leaves the numbers of the struct it makes as they are:
/// `T s;` in C++ (a trivial default constructor, no zeroing).
static bool leavesUnset(const Expr *Init) {
  const auto *Construct = dyn_cast<CXXConstructExpr>(Init->IgnoreImplicit());
  return Construct && Construct->getNumArgs() == 0 &&
         Construct->getConstructor()->isTrivial() &&
         !Construct->requiresZeroInitialization();
}

bool Extractor::initStruct(const VarDecl *V, const Expr *Init) {
  if (!Init || !V->hasLocalStorage() || V->isStaticLocal() ||
      !numberFields(V->getType()) || leavesUnset(Init))
    return false;
  InlineCallsIn Calls(*this, Init);
  Statement &St = newStatement(V->getLocation());
  auto *Name = DeclRefExpr::Create(
      Ctx, NestedNameSpecifierLoc(), SourceLocation(), const_cast<VarDecl *>(V),
      false, V->getLocation(), V->getType(), VK_LValue);
  assignStruct(Name, Init, St);
  return true;
}

bool Extractor::structAssignment(const CallExpr *C, Statement &S) {
  if (!isNumberStructAssignment(C))
    return false;
  assignStruct(C->getArg(0), C->getArg(1), S);
  return true;
}

} // namespace extract
} // namespace ompfix
