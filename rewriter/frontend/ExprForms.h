//===- ExprForms.h - Source forms the front end recognises -----*- C++ -*-===//
//
// Small questions about one expression or declaration of the Clang AST,
// asked by both steps of the front end (FunctionFacts.h, Extractor.h):
// which variable an lvalue reaches, a pointer plus an offset, a path of
// fields, a standard container's subscript, a pure function of the file.
// Each answers from the AST alone, with no state.
//
//===----------------------------------------------------------------------===//

#ifndef OMPFIX_REWRITER_EXPRFORMS_H
#define OMPFIX_REWRITER_EXPRFORMS_H

#include "ompfix/IslNames.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"

#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace ompfix {
namespace extract {

using namespace clang;

/// The number an affine text is, if it is one: "(32)", "-4", "((7))"; not
/// "(1) + (2)" or "n".
std::optional<long> constantText(llvm::StringRef Text);

/// Whether every name in an affine text is one of \p Names (or isl's
/// floor, mod, min, max): "(n) - (1)" of {n}; not "(t) + (1)".
bool namesOnly(llvm::StringRef Text, const std::set<std::string> &Names);

/// Variables and parameters whose names isl text cannot take (see
/// ompfix/IslNames.h) are renamed.
inline bool isReservedName(llvm::StringRef Name) {
  return islnames::isReserved(std::string_view(Name.data(), Name.size()));
}

/// \p E without parentheses and conversions between integer types,
/// implicit or written (`(int)v.size()`, `static_cast<int64_t>(n)`): the
/// model's integers keep their values through them, as it assumes that
/// `i + 1` does not overflow (docs/design/real-programs.md). A conversion
/// to `bool`, or from or to another kind of type, stays.
inline const Expr *strip(const Expr *E) {
  for (;;) {
    E = E->IgnoreParenImpCasts();
    const auto *Cast = dyn_cast<ExplicitCastExpr>(E);
    if (!Cast || !Cast->getType()->isIntegerType() ||
        Cast->getType()->isBooleanType() ||
        !Cast->getSubExpr()->getType()->isIntegerType())
      return E;
    E = Cast->getSubExpr();
  }
}

/// Whether two expressions are the same computation, by structure (Clang's
/// profile, which sees through parentheses and spelling): `a[ i ]` and
/// `(a[i])` are, `a[i]` and `a[i + 0]` are not.
inline bool sameExpression(const ASTContext &Ctx, const Expr *A,
                           const Expr *B) {
  llvm::FoldingSetNodeID IA, IB;
  strip(A)->Profile(IA, Ctx, /*Canonical=*/true);
  strip(B)->Profile(IB, Ctx, /*Canonical=*/true);
  return IA == IB;
}

/// \p E without an address taken: `a[i]` for `&a[i]` (strip around
/// both); \p E stripped else.
inline const Expr *withoutAddress(const Expr *E) {
  E = strip(E);
  if (const auto *U = dyn_cast<UnaryOperator>(E);
      U && U->getOpcode() == UO_AddrOf)
    return strip(U->getSubExpr());
  return E;
}

inline const VarDecl *referencedVar(const Expr *E) {
  if (const auto *Ref = dyn_cast<DeclRefExpr>(strip(E)))
    return dyn_cast<VarDecl>(Ref->getDecl());
  return nullptr;
}

/// The container of `v.data()`, \p E's form where v is a std::vector or
/// std::array of numbers (parentheses and implicit conversions around
/// it), or of `s.p.get()` or `t.get()`, s.p or t an owned array
/// (isOwnedArray): v, s.p or t, which it names the cells of; else null.
const Expr *dataOf(const Expr *E);

/// The variable whose cells pointer \p E points into from the first on:
/// a pointer or array variable `a` (parentheses and implicit conversions
/// around it), or `v.data()` of a std::vector or std::array of numbers v,
/// which names v's cells as a pointer would (a linearized vector's rows
/// given to memcpy or a function: `v.data() + i * n`). Null for anything
/// else.
const VarDecl *cellsBase(const Expr *E);

/// The type of the cells of pointer, array or container \p V: `double`
/// for `double *p`, `double a[n]` and `std::vector<double> v`.
QualType cellsOf(const VarDecl *V);

/// The array and the offsets of pointer \p Arg when it is `a + e`,
/// `e + a` or `a + e + e'`, a a pointer or array variable or a vector's
/// data (cellsBase), with no cast to other cells.
inline std::optional<std::pair<const VarDecl *, std::vector<const Expr *>>>
pointerPlusOffsets(const Expr *Arg) {
  std::vector<const Expr *> Offsets;
  const Expr *E = Arg->IgnoreParenImpCasts();
  while (const auto *Sum = dyn_cast<BinaryOperator>(E)) {
    if (Sum->getOpcode() != BO_Add)
      return std::nullopt;
    bool PointerLeft = Sum->getLHS()->getType()->isPointerType() ||
                       Sum->getLHS()->getType()->isArrayType();
    const Expr *Offset = PointerLeft ? Sum->getRHS() : Sum->getLHS();
    if (!Offset->getType()->isIntegerType())
      return std::nullopt;
    Offsets.insert(Offsets.begin(), Offset);
    E = (PointerLeft ? Sum->getLHS() : Sum->getRHS())->IgnoreParenImpCasts();
  }
  const VarDecl *D = cellsBase(E);
  if (Offsets.empty() || !D)
    return std::nullopt;
  return std::make_pair(D, Offsets);
}

/// An expression that steps what it assigns by an amount: `v++`, `--v` (no
/// Amount, Sign 1 or -1), `v += e`, `v -= e`, `v = v + e`, `v = v - e`
/// (Amount e, Sign the operator's). Target is v, as written.
struct StepForm {
  const Expr *Target = nullptr;
  const Expr *Amount = nullptr;
  int Sign = 1;
};
inline std::optional<StepForm> stepForm(const Expr *E) {
  if (const auto *U = dyn_cast_or_null<UnaryOperator>(E)) {
    if (!U->isIncrementDecrementOp())
      return std::nullopt;
    return StepForm{U->getSubExpr(), nullptr, U->isIncrementOp() ? 1 : -1};
  }
  const auto *B = dyn_cast_or_null<BinaryOperator>(E);
  if (!B)
    return std::nullopt;
  if (B->getOpcode() == BO_AddAssign || B->getOpcode() == BO_SubAssign)
    return StepForm{B->getLHS(), B->getRHS(),
                    B->getOpcode() == BO_AddAssign ? 1 : -1};
  const auto *Sum = dyn_cast<BinaryOperator>(strip(B->getRHS()));
  if (B->getOpcode() == BO_Assign && Sum &&
      (Sum->getOpcode() == BO_Add || Sum->getOpcode() == BO_Sub) &&
      referencedVar(B->getLHS()) &&
      referencedVar(Sum->getLHS()) == referencedVar(B->getLHS()))
    return StepForm{B->getLHS(), Sum->getRHS(),
                    Sum->getOpcode() == BO_Add ? 1 : -1};
  return std::nullopt;
}

/// The amount step \p F moves its target by, where it is a constant.
inline std::optional<long> constantAmount(const StepForm &F,
                                          const ASTContext &Ctx) {
  if (!F.Amount)
    return F.Sign;
  if (std::optional<llvm::APSInt> C = strip(F.Amount)->getIntegerConstantExpr(Ctx))
    return F.Sign * C->getExtValue();
  return std::nullopt;
}

/// A pointer plus an offset, as a pointer's initialiser: `p + e`, `e + p`,
/// `&p[e]` (casts and parentheses around them), p of pointer type (an
/// array decays to one); the pointer and the offset.
struct PointerPlusOffset {
  const Expr *Pointer = nullptr;
  const Expr *Offset = nullptr;
};
std::optional<PointerPlusOffset> pointerPlusOffset(const Expr *Init);

/// A thread's slice of a buffer as a pointer's initialiser:
/// `b + t * e`, `b + e * t`, `&b[t * e]` (casts and parentheses anywhere),
/// b a pointer variable; which factor is the thread number is the
/// caller's to tell (Factors, both ways).
struct SliceForm {
  const VarDecl *Base = nullptr;
  std::pair<const Expr *, const Expr *> Factors;
};
std::optional<SliceForm> sliceForm(const Expr *Init);

/// The functions of the translation unit that have a body (at file scope,
/// in namespaces, in classes; templates as written).
std::vector<const FunctionDecl *> functionsOfFile(ASTContext &Ctx);

/// The variable whose memory an lvalue or pointer expression reaches:
/// `a` for `a[i][2]`, `p->x.y`, `*(p + 1)`, `&s.n`, `q + k`.
const VarDecl *rootVariable(const Expr *E);

/// The name that names \p D at any directive of the file: qualified for a
/// variable of a named namespace (`std::cout`: `cout` alone names nothing
/// outside namespace std, and a clause must name it under
/// `default(none)`), its own else.
inline std::string clauseSpelling(const NamedDecl *D) {
  std::string Own = D->getNameAsString();
  const auto *V = dyn_cast<VarDecl>(D);
  if (!V || !V->isFileVarDecl() ||
      V->getDeclContext()->getRedeclContext()->isTranslationUnit())
    return Own;
  for (const DeclContext *C = V->getDeclContext(); C; C = C->getParent())
    if (const auto *N = dyn_cast<NamespaceDecl>(C);
        N && N->isAnonymousNamespace())
      return Own;
  PrintingPolicy Policy(V->getASTContext().getLangOpts());
  Policy.SuppressInlineNamespace = true;
  std::string Qualified;
  llvm::raw_string_ostream OS(Qualified);
  V->printQualifiedName(OS, Policy);
  return OS.str();
}

/// `std::vector<T>` and `std::array<T, N>` of an arithmetic T: arrays of
/// one dimension (their element type, and N for std::array, "" else).
bool isStdArrayLike(QualType T, QualType &Element, std::string &Extent);
/// The same for any element type (`std::vector<Particle>`).
bool stdSequence(QualType T, QualType &Element, std::string &Extent);

/// Such containers nested, down to numbers: `std::vector<std::vector<
/// double>>` has two dimensions (Extents, outermost first, "" where the
/// size is not in the type). Each row is a container of its own, so cell
/// (i, k) is one place and two cells never overlap.
bool stdNestedNumbers(QualType T, QualType &Element,
                      std::vector<std::string> &Extents);

/// `std::unique_ptr<E[]>` (any deleter) of an arithmetic E: E, else null.
/// A field of that type is a pointer field that owns its array: `p.get()`
/// is its value (dataOf), `p[i]` its cell i (containerSubscript), and only
/// its non-const members (`reset`, `release`, `=`) change it.
QualType ownedArrayElement(QualType T);

/// The class of the one object a `std::unique_ptr<C>` or
/// `std::shared_ptr<C>` (any deleter) owns, C a class; null for any other
/// type (an owned array included: ownedArrayElement). What such a pointer
/// reaches, `sp->f`, `sp->g()`, is memory as what a `C *` reaches: a
/// shared_ptr's copies, or a pointer from `sp.get()`, reach the same
/// object.
const CXXRecordDecl *ownedObjectClass(QualType T);

/// The smart pointer (ownedObjectClass) whose object \p E is, where \p E
/// only reads the pointer: `sp` of `sp.operator->()` (written `sp->f`)
/// and of `sp.get()`; null for anything else.
const Expr *smartPointerOf(const Expr *E);

/// Whether a value of type \p T reaches memory elsewhere as a pointer
/// does: a pointer, or a smart pointer to one object (ownedObjectClass).
inline bool reachesLikePointer(QualType T) {
  return T->isPointerType() || ownedObjectClass(T) != nullptr;
}

/// Whether \p E is a field (`s.p`, `this->p`) that owns an array
/// (ownedArrayElement): the model follows such a field, not a local
/// `std::unique_ptr`, whose constructor may adopt any pointer.
inline bool isOwnedArrayField(const Expr *E) {
  const auto *M = dyn_cast<MemberExpr>(E->IgnoreParenImpCasts());
  return M && isa<FieldDecl>(M->getMemberDecl()) &&
         !ownedArrayElement(E->getType()).isNull();
}

/// Whether \p V (ownsLocalArray), or what \p E names (isOwnedArrayLocal),
/// is a local variable that owns an array
/// (ownedArrayElement; not a parameter, not a reference): the model
/// follows it as a pointer to its own memory where the function gives it
/// nothing else (FunctionFacts::freshOwner), and says why not elsewhere.
inline bool ownsLocalArray(const VarDecl *V) {
  return V && V->hasLocalStorage() && !isa<ParmVarDecl>(V) &&
         !V->getType()->isReferenceType() &&
         !ownedArrayElement(V->getType()).isNull();
}
inline bool isOwnedArrayLocal(const Expr *E) {
  const auto *Ref = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
  return Ref && ownsLocalArray(dyn_cast<VarDecl>(Ref->getDecl()));
}

/// An owned array field or local (isOwnedArrayField, isOwnedArrayLocal).
inline bool isOwnedArray(const Expr *E) {
  return isOwnedArrayField(E) || isOwnedArrayLocal(E);
}

/// A call that gives an owned array's address or names one of its
/// cells (`s.p.get()`, `s.p[i]`, `t[i]`) and does nothing else.
inline bool ownedArrayAccess(const CallExpr *C) {
  const auto *Method = dyn_cast_or_null<CXXMethodDecl>(C->getDirectCallee());
  const Expr *Object = nullptr;
  if (const auto *Member = dyn_cast<CXXMemberCallExpr>(C))
    Object = Member->getImplicitObjectArgument();
  else if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(C);
           Op && Op->getOperator() == OO_Subscript && Op->getNumArgs() == 2)
    Object = Op->getArg(0);
  if (!Method || !Object || !isOwnedArray(Object))
    return false;
  return Method->getOverloadedOperator() == OO_Subscript ||
         (Method->getIdentifier() && Method->getName() == "get");
}

/// `v[e]` on such a container (its operator[], also a row's `m[i]` of
/// nested ones), or on an owned array (isOwnedArray): the
/// container and the subscript, else null.
inline const CXXOperatorCallExpr *containerSubscript(const Expr *E) {
  const auto *Op = dyn_cast<CXXOperatorCallExpr>(E->IgnoreParenImpCasts());
  if (!Op || Op->getOperator() != OO_Subscript || Op->getNumArgs() != 2)
    return nullptr;
  QualType Element;
  std::vector<std::string> Extents;
  QualType Object = Op->getArg(0)->getType().getNonReferenceType();
  if (!ownedArrayElement(Object).isNull())
    return isOwnedArray(Op->getArg(0)) ? Op : nullptr;
  return stdNestedNumbers(Object, Element, Extents) ? Op : nullptr;
}

/// A struct, a pointer to one, or a reference to one.
bool isStructParameter(QualType T);

/// A function of the file that computes its result from its arguments
/// alone: arithmetic parameters and result, no memory but its own locals
/// (no global that can change, no pointer, array or field access), and
/// calls of such functions only, and tasks tasksWaitedFor accepts:
///   int min(int a, int b) { return a < b ? a : b; }
bool isPureDefinition(const FunctionDecl *F, unsigned Depth = 0);
/// isPureDefinition, its parameters also const references to numbers
/// where \p ConstReferences (a comparison: `bool operator()(const double
/// &a, const double &b) const { return a < b; }`), which it reads only.
bool isPureOnNumbers(const FunctionDecl *F, bool ConstReferences,
                     unsigned Depth = 0);

/// A function of the file that writes no memory but its own local
/// scalars: a number as its result, numbers and pointers to numbers as
/// its parameters, which it only reads through; no global but constants;
/// calls of itself, of pure functions and of such functions only; and
/// tasks tasksWaitedFor accepts. Recursive ones too:
///   double sum(const double *a, int n) {
///     return n == 1 ? a[0] : sum(a, n / 2) + sum(a + n / 2, n - n / 2);
///   }
bool isReadOnlyDefinition(const FunctionDecl *F, unsigned Depth = 0);

/// Whether each task in \p Body (a function's) shares with the code
/// around only locals that nothing else touches until a `taskwait` that
/// follows in the same block, and none runs past the block (the
/// recursive `fib`; WaitedTasks.cpp). True where there is no task.
bool tasksWaitedFor(const Stmt *Body);

/// Whether `this` in \p Definition's body is the object of the call: in
/// a member function, not in a lambda's call operator (whose `this` is the
/// one the lambda captured, not the closure object it is called on).
inline bool bindsThis(const FunctionDecl *Definition) {
  const auto *M = dyn_cast<CXXMethodDecl>(Definition);
  return M && !M->isStatic() && !M->getParent()->isLambda();
}

/// Whether a call of \p M may change its object: it is not `const`, or
/// its class has a `mutable` field, which a `const` member function may
/// assign.
inline bool mayChangeObject(const CXXMethodDecl &M) {
  return !M.isConst() ||
         llvm::any_of(M.getParent()->fields(), [](const FieldDecl *Field) {
           return Field->isMutable();
         });
}

/// Whether \p E is `*this` (parentheses and implicit conversions aside).
inline bool isThisObject(const Expr *E) {
  const auto *U =
      dyn_cast_or_null<UnaryOperator>(E ? E->IgnoreParenImpCasts() : nullptr);
  return U && U->getOpcode() == UO_Deref &&
         isa<CXXThisExpr>(U->getSubExpr()->IgnoreParenImpCasts());
}

/// The task constructs in \p S, nested ones too (WaitedTasks.cpp).
unsigned countTasks(const Stmt *S);

/// The parts of a body that is checks, integer locals and one `return`.
struct StraightReturn {
  const ReturnStmt *Return = nullptr;
  /// The conditions of its checks (`assert(c)`, `if (!c) throw ...;`).
  std::vector<const Expr *> Checks;
  /// Its locals, in order: integers and pointers initialized without
  /// side effects (but for calls).
  std::vector<const VarDecl *> Locals;
};

/// The parts of \p Body, where it is checks and integer or pointer locals,
/// then one `return` of a value (ExtractCalls.cpp):
///   { assert(r < rows); const int k = r * cols + c; return data[k]; }
/// Else none, and in \p Why (where given) the part that is not.
std::optional<StraightReturn> straightReturn(const ASTContext &Ctx,
                                             const Stmt *Body,
                                             std::string *Why = nullptr);

/// Whether \p S surely ends the program, or leaves the construct it runs
/// in by an exception: a `throw`, a call that never returns, a block
/// whose last statement does and that has no other way out, `do { ... }
/// while (0)` around one (ExtractStatements.cpp).
bool endsInError(const Stmt *S);

/// Whether \p S holds a jump (`break`, `continue`, `return`, `goto`),
/// outside the directives in it (ExtractStatements.cpp).
bool holdsJump(const Stmt *S);

/// Whether \p S holds a call (ExtractStatements.cpp).
bool holdsCall(const Stmt *S);

/// The size expressions of the variable-length arrays type \p T is made
/// of, which run where the type is written (a declaration, `sizeof`, a
/// cast): `double[n + 1][m]` gives n + 1 and m; with \p ThroughPointers,
/// `double (*)[k]` gives k. Not those of a typedef's type, which ran
/// where the typedef is (ExtractStatements.cpp).
std::vector<const Expr *> variableSizes(QualType T, bool ThroughPointers);

/// The children of \p S as code: those of Stmt::children, but the body
/// of a captured statement (an OpenMP construct's code), which Clang's
/// CapturedStmt::children leaves out (it lists the captures). Walks of a
/// function's code that must see the code of its constructs use this.
inline llvm::SmallVector<const Stmt *, 4> codeChildren(const Stmt *S) {
  if (const auto *Captured = dyn_cast<CapturedStmt>(S))
    return {Captured->getCapturedStmt()};
  return llvm::SmallVector<const Stmt *, 4>(S->child_begin(), S->child_end());
}

/// Whether \p S (the code of constructs in it too) assigns variable \p V,
/// steps it or takes its address: `v = e`, `v += e`, `++v`, `&v`.
inline bool changesVariable(const Stmt *S, const VarDecl *V) {
  if (!S)
    return false;
  auto Names = [&](const Expr *E) { return referencedVar(E) == V; };
  if (const auto *B = dyn_cast<BinaryOperator>(S);
      B && B->isAssignmentOp() && Names(B->getLHS()))
    return true;
  if (const auto *U = dyn_cast<UnaryOperator>(S);
      U && (U->isIncrementDecrementOp() || U->getOpcode() == UO_AddrOf) &&
      Names(U->getSubExpr()))
    return true;
  return llvm::any_of(codeChildren(S), [&](const Stmt *Child) {
    return changesVariable(Child, V);
  });
}

/// A value reached from a variable (or from `*this`) through fields,
/// constant subscripts, `*` and a container's `size()`: the path that
/// parameters, read-only fields and field variables are made of.
///   grid_points[0]   Root grid_points, Key "[0]", Spelling "_0"
///   p->dims.n        Root p, Fields {n, dims}, Written "->dims.n"
struct ValuePath {
  const VarDecl *Root = nullptr;         ///< null: a member of `*this`
  std::vector<const FieldDecl *> Fields; ///< outermost first
  /// The steps after the root by declaration and constant, never text.
  std::string Key;
  /// The steps as a parameter's name spells them ("_dims_n").
  std::string Spelling;
  /// The steps as C writes them around the root: WrittenPrefix before
  /// it ("(*" per `*`), Written after it ("->dims.n", "[0]", ").n",
  /// ".size()"; no `->` or `.` after an implicit `this`).
  std::string WrittenPrefix, Written;
  bool Subscripts = false, Deref = false, Size = false;
  bool fieldsOnly() const { return !Subscripts && !Deref && !Size; }
  /// Adds `.size()` after the steps so far (they name a container).
  void sizeOf() {
    Size = true;
    Key = ".size()" + Key;
    Spelling = "_size" + Spelling;
    Written = ".size()" + Written;
  }
  /// The path as C text from \p From: its root, or the caller's
  /// variable that a callee's root is bound to (a callee's `d->n` is the
  /// caller's `data.n`); null for a member of `*this`.
  std::string writtenFrom(const VarDecl *From) const;
};
/// Accepted forms: a variable, or one followed by `.f`, `->f`, `[c]`
/// (c constant), `*`, `.size()` of a std::vector or std::array; `this`
/// with at least one field; a smart pointer to an object as a pointer
/// (`sp->f`, `sp.get()->f`: smartPointerOf). Bit-fields are not.
/// \p ThisObjects binds `this` in member functions followed from a call
/// (the innermost last): there `this` is the call's object, an
/// expression of the code around (whose own `this` is the next binding
/// out). A member `start_` of `pvector::operator[]` called as
/// `scores[k]` is the path `scores.start_`. \p BoundParameters binds, in
/// the same way, struct parameters of followed calls to the argument
/// paths the calls give them: `t->values` in `interpolate(pot->phi, r)`
/// is the path `pot->phi->values`.
std::optional<ValuePath> valuePath(
    const ASTContext &Ctx, const Expr *E,
    llvm::ArrayRef<const Expr *> ThisObjects = {},
    const std::map<const VarDecl *, const Expr *> *BoundParameters = nullptr);

/// A path of fields from a struct to one of its numbers, outermost first.
using FieldPath = std::vector<const FieldDecl *>;

/// The numbers a struct of type \p T is made of, each as its path of
/// fields, for a struct of numbers and of such structs only (no pointer,
/// array, union, bit-field or base class; C++: trivially copyable), at
/// most 64; none for another type (ExtractStructValues.cpp):
///   struct P { double x, y; struct { int k; } t; }   {x}, {y}, {t, k}
std::optional<std::vector<FieldPath>> numberFields(QualType T);

/// Whether \p C is `a = b` between such structs in C++ (a trivial
/// operator=).
bool isNumberStructAssignment(const CallExpr *C);

/// The factors of a product: `2 * n * (i + 1)` gives {2, n, i + 1}.
void productFactors(const Expr *E, std::vector<const Expr *> &Factors);

} // namespace extract
} // namespace ompfix

#endif // OMPFIX_REWRITER_EXPRFORMS_H
