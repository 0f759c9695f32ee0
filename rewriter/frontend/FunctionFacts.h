//===- FunctionFacts.h - What the whole function says, found first -*- C++
//-*-===//
//
// The first of the front end's two steps, as pet and Polly take them: facts
// found over the whole function before its model is built, kept in one
// value that the builder (Extractor.h) only reads. Which variables the
// function may change, and where (WriteSites); which fields; the forward
// `goto`s the model follows; the variables that hold thread numbers; the
// pointers that own their memory (fresh allocations, rotating buffers,
// copies of a given struct's pointer field); the arrays of one dimension
// that are read as several (linearized arrays and their row pointers).
//   FunctionFacts.cpp     variables, fields, gotos, thread numbers
//   PointerOrigins.cpp    fresh allocations, buffer rotations, field copies
//   LinearizedArrays.cpp  delinearization of one-dimensional arrays
//   CallerArguments.cpp   what the file's regions give the function
//
//===----------------------------------------------------------------------===//

#ifndef OMPFIX_REWRITER_FUNCTIONFACTS_H
#define OMPFIX_REWRITER_FUNCTIONFACTS_H

#include "frontend/ExprForms.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/SourceManager.h"

#include <functional>
#include <map>
#include <optional>
#include <set>
#include <vector>

namespace ompfix {
namespace extract {

/// The top-level statements of a function body (by index) that may change
/// a variable or memory reached from it: an assignment, `++`, `--`, a call
/// it is passed to (not its declaration's initialiser: every read follows
/// that). A variable whose address or pointer value is stored anywhere
/// Escapes: it has no invariant value.
struct WriteSites {
  std::set<unsigned> At;
  bool Escapes = false;
  /// Its address is taken anywhere (a call may change it through that).
  bool AddressTaken = false;
  /// Of At, where it (a container) may change its size: all but the
  /// writes of its elements.
  std::set<unsigned> Resized;
  /// Of At, where it (a struct) may change as a whole: assigned, given
  /// to a call by reference or address, a member function called on it
  /// whose body is not walked, its address taken; not where a field of
  /// it is assigned (FunctionFacts::AssignedFields) or memory its
  /// pointer fields reach is written.
  std::set<unsigned> WholeAt;
  /// Of At, where it (a struct of numbers) is assigned whole (`g = h`, C++'s
  /// compiler-written operator=): each field is written there, which the
  /// model follows field by field (not in WholeAt), but no field of it is
  /// one value in the whole function.
  std::set<unsigned> NumbersAssignedAt;
  /// Of At, where a write stores a value read from the program's input
  /// (`n = atoi(argv[1])`, `scanf("%d", &n)`: readsInput), and where a
  /// write stores anything else.
  std::set<unsigned> InputAt, OtherAt;
  /// References and pointers bound to one of its elements, a struct
  /// (`T &r = a[i]`, `T *p = &v[i]`): names of that element, which the
  /// model follows (Extractor::namedElement) or the memory escapes.
  std::vector<const VarDecl *> ElementNames;
  /// Whether every write of the statement at \p Site stores an input.
  bool onlyInputAt(unsigned Site) const {
    return InputAt.count(Site) && !OtherAt.count(Site);
  }
};

/// The levels of pointers of \p T down to numbers, when at least two
/// (`double **`: 2, `int ***`: 3), with the numbers' type in \p Element;
/// else 0 (PointerRows.cpp).
unsigned pointerRowLevels(QualType T, QualType &Element);

/// A pointer to a row of a linearized array (`const double *A_row = A +
/// row * n;`, `&A[row * n]`, nothing assigning it again, the offset a
/// stable value): `A_row[col]` is `A[row * n + col]`.
struct RowPointer {
  const VarDecl *Base;
  const Expr *Offset;
};

/// One row length of a linearized array: the product of its factors,
/// values that cannot change (`nang`; `H * W` as {H, W}; `im->w`).
using RowSize = std::vector<const Expr *>;

/// One product of a subscript written out as a sum of products:
/// `(b * C + c) * H * W` gives {+, {b, C, H, W}} and {+, {c, H, W}}.
struct Monomial {
  bool Negative = false;
  std::vector<const Expr *> Factors;
};

/// The identity of a factor that may be a size: a variable (`n`) or a
/// field reached from one (`im->w`, `g.cols`); empty for anything else.
std::string sizeKey(const Expr *Factor);

/// Narrows \p Shared, the levels of sizes that the subscripts of an array
/// offered so far share, innermost first, to those \p Offered has too
/// (\p Same compares two levels): the first offer is taken whole, and an
/// empty one (no guess for that subscript) changes nothing.
///   {n}, {n * m} then {n}, {k}:   {n}
template <typename Level, typename Equal>
void shareLevels(std::optional<std::vector<Level>> &Shared,
                 const std::vector<Level> &Offered, Equal Same) {
  if (Offered.empty())
    return;
  if (!Shared) {
    Shared = Offered;
    return;
  }
  size_t Common = 0;
  while (Common < Shared->size() && Common < Offered.size() &&
         Same((*Shared)[Common], Offered[Common]))
    ++Common;
  Shared->resize(Common);
}

/// The rows of an array field, innermost first: each level's size as the
/// integer fields of the same object whose product it is ({{cols}} for
/// `data[row * cols + col]`).
using FieldRows = std::vector<std::vector<const FieldDecl *>>;

/// Accepted form (LinearizedFields.cpp): a field \p Field that is a
/// pointer to numbers or a std::vector or std::array of numbers, whose
/// every use in the translation unit is a subscript (on any object: `m.f[e]`,
/// `p->f[e]`, `f[e]` in a member function), an assignment of the field
/// itself, `delete[]`, or a container's size asked or changed; and whose
/// subscripts that have sizes all have the same innermost ones, a size
/// being an integer field of the object the subscript is on:
///   T &at(size_t r, size_t c) { return data[r * cols + c]; }   {{cols}}
///   m.v[(k * m.ny + j) * m.nx + i]                             {{nx}, {ny}}
/// Empty for any other field (`&data[k]`, `data + k`, `f(data)`,
/// `data.data()`, layouts that disagree). The sizes are only found here:
/// each access is split with the facts of its own function
/// (Extractor::linearizedFieldAccess), and is inexact outside its row.
FieldRows linearizedFieldRows(ASTContext &Ctx, const FieldDecl *Field);

/// Whether the code of \p Functions subscripts array field \p Field,
/// and always with a size (linearizedFieldRows): `data[i * cols + j]`,
/// never a flat `data[k]` or `data[0]`, which rows would make inexact
/// past the first row.
bool subscriptedByRows(ASTContext &Ctx, const FieldDecl *Field,
                       const std::set<const FunctionDecl *> &Functions);

/// Whether \p A and \p B name the same object by their structure (the
/// keys sizeKey compares): both `this`, the same variable, the same
/// fields of such, a smart pointer as what it points to (`g->` of `g`).
bool sameObject(const Expr *A, const Expr *B);

/// The size field \p Factor is, where it is an integer field of \p Object
/// (sameObject) next to array field \p Array (`m.cols` for `m.data`); else
/// null.
const FieldDecl *objectSizeField(const Expr *Factor, const Expr *Object,
                                 const FieldDecl *Array);

/// The argument of `free(p)`, without casts; null for any other call.
const Expr *freedPointer(const CallExpr *C);

/// The object a member function call \p C runs on (`o` of `o.f()`, an
/// operator member's first argument), or null.
const Expr *callObjectOf(const CallExpr *C);

/// Whether \p Holds holds for all that construct \p D may give a variable
/// a value of its own through, and for what it does with one: its clauses
/// but `shared` (a copy of its own may get another value) and its code.
bool holdsThroughDirective(const OMPExecutableDirective &D,
                           const std::function<bool(const Stmt *)> &Holds);

/// What one body says of its own variables and jumps: the facts of the
/// function's body, and of each callee's that the builder visits in place
/// of a call (it adds them as it enters one: Extractor::Entered).
struct BodyFacts {
  /// Variables written anywhere in the body (assignments, `++`, `--`,
  /// address taken): no parameters of the model.
  std::set<const VarDecl *> Modified;
  /// Of those, the ones changed otherwise than by a step of their own
  /// value (`p++`, `p += k`, `p = p - k`): given another value, their
  /// address taken. A pointer that is Modified but not in here walks
  /// through the memory it started in (walks()).
  std::set<const VarDecl *> OtherwiseChanged;
  /// Whether pointer \p V only ever steps from its first value:
  ///   while (n--) s += *code++;   const double *p = a; ... p += 2;
  bool walks(const VarDecl *V) const {
    return V->getType()->isPointerType() && Modified.count(V) &&
           !OtherwiseChanged.count(V);
  }
  /// Forward `goto`s the model follows (addForwardGotos): each as the
  /// source range from the `goto` to its label, where code may be jumped
  /// over, and the `goto` and label statements themselves.
  std::vector<SourceRange> SkippableByGoto;
  std::set<const Stmt *> FollowedGotos;
  /// Variables that hold a value computed from a thread-varying runtime
  /// query (`tid = omp_get_thread_num()`): different in every thread.
  std::set<const VarDecl *> ThreadDependent;
  /// Of those, the ones that only ever get `omp_get_thread_num()` itself,
  /// and those that only ever get `omp_get_team_num()` itself.
  std::set<const VarDecl *> ThreadNumbers, TeamNumbers;

  /// Integer locals whose every read sees one assignment's value, with
  /// that value: assigned once, by a statement of a block, and read only
  /// in the statements of that block after it (no label between):
  ///   int ind;  ...  { ind = i * m + j; a[ind] = 0; }   ind: i * m + j
  std::map<const VarDecl *, const Expr *> AssignedOnceValues;

  /// A read of an index variable that a loop steps by one from a start
  /// (addSteppedReads): its value is Start + Counter - Lower.
  struct SteppedValue {
    const Expr *Start = nullptr;
    const Expr *Counter = nullptr; ///< A reference to the loop's counter.
    const Expr *Lower = nullptr;   ///< The counter's first value.
  };
  std::map<const DeclRefExpr *, SteppedValue> SteppedReads;

  /// A read of a pointer that a counted loop steps once per iteration
  /// (addSteppedPointerReads): it points Step cells further for each
  /// CounterStep the counter has gone from Lower.
  struct SteppedPointer {
    const Expr *Counter = nullptr; ///< A reference to the loop's counter.
    const Expr *Lower = nullptr;   ///< The counter's first value.
    StepForm CounterStep, Step;    ///< The counter's and the pointer's.
  };
  std::map<const DeclRefExpr *, SteppedPointer> SteppedPointerReads;

  /// The calls whose value StableValues::callValue has written in the
  /// caller's terms (null: none), built once each.
  mutable std::map<const CallExpr *, const Expr *> CallValues;

  /// Adds the facts of \p Body.
  void add(const Stmt *Body, const SourceManager &SM);

private:
  void addAssignedOnceValues(const Stmt *Body);
  void addSteppedReads(const Stmt *Body);
  void addSteppedPointerReads(const Stmt *Body);
  void addModifiedVariables(const Stmt *Body);
  void addForwardGotos(const Stmt *Body, const SourceManager &SM);
};

/// Which expressions keep one value, given the variables that code may
/// modify (\p Modified: a function's, and its callees' visited so far).
class StableValues {
public:
  /// Whether variable Read keeps its value wherever local Scoped is in
  /// scope, though the function changes it elsewhere.
  using KeptInScope =
      std::function<bool(const VarDecl *Scoped, const VarDecl *Read)>;
  /// Whether a field path (`this->d`, `p->n`) keeps one value in the
  /// whole function.
  using StableFieldPath = std::function<bool(const Expr *Path)>;
  StableValues(ASTContext &Ctx, const BodyFacts &Body,
               KeptInScope Kept = nullptr, StableFieldPath Field = nullptr)
      : Ctx(Ctx), Modified(Body.Modified),
        AssignedOnce(Body.AssignedOnceValues), Stepped(Body.SteppedReads),
        CallValues(Body.CallValues), Kept(std::move(Kept)),
        Field(std::move(Field)) {}
  /// The value of the local \p E names where it is one for its whole
  /// scope (`const int index = kk + jj * x;`: `kk + jj * x`), or for
  /// every read (BodyFacts::AssignedOnceValues), else null.
  const Expr *definitionOf(const Expr *E) const;
  /// The value of call \p C of a function of the file whose body is
  /// `return e;` after integer locals, e and their initializers integer
  /// expressions of its integer parameters (sums, differences, products,
  /// signs, constants), written in the caller's terms: e with each
  /// parameter replaced by the call's argument (converted to the
  /// parameter's type, as the call does), each local by its value:
  ///   static int idx(int i, int j, int n) { return i * n + j; }
  ///   v[idx(r, c, n)]: r * n + c
  /// Null for any other call, and for one whose arguments have side
  /// effects.
  const Expr *callValue(const CallExpr *C) const;
  /// Whether \p E has one value wherever its variables are in scope: it
  /// reads no memory but field paths that keep one value (StableFieldPath:
  /// `this->d` in `recons + i * d`), calls nothing, assigns nothing, and
  /// each variable it reads is assigned nowhere or is the iterator of a
  /// `for` loop that declares it in its header.
  bool stableValue(const Expr *E) const;
  /// The same where \p E is the initializer of local \p Scoped: also a
  /// variable assigned only where Scoped is out of scope (`int idx = i *
  /// ny + j;` in a loop, ny set before it from the program's arguments).
  bool stableValue(const Expr *E, const VarDecl *Scoped) const;
  /// The terms of the sum \p E with their signs, a local that holds one
  /// value (definitionOf) read as the terms of that value, a stepped
  /// index (BodyFacts::SteppedReads) as those of its start, its loop's
  /// counter and minus the counter's first value.
  void subscriptTerms(const Expr *E, bool Negative,
                      std::vector<std::pair<bool, const Expr *>> &Terms,
                      unsigned Depth = 0) const;
  /// The sum \p Parts written out as products (StableValues::subscriptTerms
  /// for the sums, sums inside products distributed): false when it
  /// would take more than 64 products.
  ///   (b * C + c) * H * W + x   b*C*H*W + c*H*W + x
  bool monomials(llvm::ArrayRef<const Expr *> Parts,
                 std::vector<Monomial> &Out) const;
  /// The row pointer \p P is (`T *p = A + e;`, `T *p = &A[e];`, p never
  /// assigned again, e a stable value), if it is one.
  std::optional<RowPointer> rowPointerOf(const VarDecl *P) const;
  /// The initialized variables of \p Declaration, each with the row
  /// pointer it is if any; empty when none is a row pointer.
  std::vector<std::pair<const VarDecl *, std::optional<RowPointer>>>
  declaredRowPointers(const DeclStmt *Declaration) const;

private:
  ASTContext &Ctx;
  const std::set<const VarDecl *> &Modified;
  const std::map<const VarDecl *, const Expr *> &AssignedOnce;
  const std::map<const DeclRefExpr *, BodyFacts::SteppedValue> &Stepped;
  std::map<const CallExpr *, const Expr *> &CallValues;
  KeptInScope Kept;
  StableFieldPath Field;
};

/// What code may change, as far as a syntactic walk sees: the variables
/// it assigns, increments, takes the address of, or passes to a non-const
/// reference; and whether it calls a function that may touch memory (and
/// so change any global).
struct ChangedVariables {
  std::set<const VarDecl *> Variables;
  bool Calls = false;
};
ChangedVariables changedIn(const Stmt *S);

/// The parameter of \p Callee that argument \p K of call \p C gives, if
/// any (`a += b` for a member `operator+=`: argument 1 gives parameter 0;
/// a member operator's call lists its object first).
const clang::ParmVarDecl *parameterFor(const clang::CallExpr &C,
                                       const clang::FunctionDecl *Callee,
                                       unsigned K);

/// Whether \p Code may set variable \p V itself, not memory it reaches:
/// assigns it (`p = q`, `g = h`), steps it, takes its address or binds it
/// to a reference that is not const.
bool setsVariableIn(const clang::VarDecl *V, const clang::Stmt *Code);

/// The facts of one function (see the file comment). Built whole by the
/// constructor; the builder holds it const.
class FunctionFacts {
public:
  FunctionFacts(ASTContext &Ctx, const FunctionDecl &F);

  /// The facts of the function's own body.
  BodyFacts OwnBody;
  /// Which expressions keep one value in the function's own body.
  StableValues stable() const {
    return StableValues(
        Ctx, OwnBody,
        [this](const VarDecl *Scoped, const VarDecl *Read) {
          return keptInScope(Scoped, Read);
        },
        [this](const Expr *Path) { return stableFieldPath(Path); });
  }
  /// Whether field path \p Path keeps one value in the whole function: no
  /// field on it assigned (AssignedFields) nor of a union, no unknown
  /// call, and its root `this` (no member function called that may change
  /// it) or a variable that keeps its value and is not assigned as a
  /// whole: `this->d`, `index.d`, `p->grid.n`.
  bool stableFieldPath(const Expr *Path) const;
  /// Whether object \p Object keeps its value in the whole function as
  /// stableFieldPath says of a path: a variable (`g`), `this` or a path
  /// (`s->grid`; `sp->grid` through a smart pointer where
  /// \p ThroughSmartPointers).
  bool stableObject(const Expr *Object, bool ThroughSmartPointers) const;
  /// The root of object path \p Object (`s` of `s->grid.n`, `this`, `sp`
  /// of `sp->n` where \p ThroughSmartPointers), if no field on the path is
  /// assigned in the function (AssignedFields) nor of a union; else null.
  const Expr *unassignedPathRoot(const Expr *Object,
                                 bool ThroughSmartPointers) const;
  /// Whether \p Read keeps its value in the top-level statement that
  /// declares local \p Scoped inside it (not as itself): no write site of
  /// Read there, its address never taken, no call there that may change
  /// a global.
  bool keptInScope(const VarDecl *Scoped, const VarDecl *Read) const;

  // Where variables and fields may change (FunctionFacts.cpp).

  /// Local references bound to a container that is a field
  /// (`auto &x = m.x_;`, `const std::vector<double> &w = this->w;`), with
  /// that field: what is done through the name is done to the field, and
  /// the binding changes nothing (findFieldNames).
  std::map<const VarDecl *, const MemberExpr *> FieldNames;
  /// Where each variable may change (by top-level statement).
  std::map<const VarDecl *, WriteSites> Sites;
  /// The top-level statements with a call that may change any global
  /// (and any memory a pointer reaches).
  std::set<unsigned> UnknownCallsAt;
  /// Every value each pointer variable gets in the function: initialiser,
  /// assignments (null: `+=`, `++`, ...).
  std::map<const VarDecl *, std::vector<const Expr *>> PointerValues;
  /// Fields whose value the function (or a callee of the file) may change:
  /// assigned, incremented, their address taken, bound to a reference.
  std::set<const FieldDecl *> AssignedFields;
  /// The pointers and arrays the function subscripts as arrays of structs
  /// (`s[i].n`): there, `s->n` is element 0's (Extractor::namedElement).
  std::set<const VarDecl *> StructArrays;
  /// Of those, the ones changed other than by an assignment or a step in
  /// the function's own code (in a callee, through an address or a call).
  std::set<const FieldDecl *> FieldsChangedOtherwise;
  /// Pointer and smart pointer fields to structs whose value the function
  /// (or a callee) stores in another name (`T *b = s->t;`, `T *b =
  /// t.get();`, `auto b = t;`): the struct they point to has that name
  /// too, so paths through them are not followed (Extractor::
  /// fieldPathSites).
  std::set<const FieldDecl *> StructsNamedOtherwise;
  /// Where the function's own code assigns or steps each field (by
  /// top-level statement): between two of them, a path through the field
  /// keeps its value (Extractor::fieldPathSites).
  std::map<const FieldDecl *, std::set<unsigned>> FieldAssignedAt;
  /// The values those assignments store (null: a step, `s->p++`).
  std::map<const FieldDecl *, std::vector<const Expr *>> FieldAssignedValues;
  /// Whether every change of \p Field is an assignment of the function's
  /// own code that stores fresh memory (`s->data = malloc(...)`): no other
  /// name reaches what the field then points to, so a path through it is
  /// an array of its own between those assignments.
  bool freshFieldAssignments(const FieldDecl *Field) const;
  /// A member function may change `*this` here: it calls a member
  /// function that is not const, or passes `this` on.
  bool ThisMayChange = false;
  /// Struct variables the function assigns as a whole (`s = t;`).
  std::set<const VarDecl *> AssignedStructs;
  /// Whether integer variable \p V keeps one value in the whole function:
  /// a local or parameter set at most once, a global that nothing in the
  /// function or its callees sets (and no unknown call).
  bool invariantSize(const VarDecl *V) const;
  /// A pointer with no initialiser that the function assigns once, to a
  /// pointer value (`b = a + n;`): a local, or a global in `main` that
  /// nothing else can set (mainOwnsGlobal).
  bool assignedOnce(const VarDecl *D) const;
  /// A global that only the code of `main` can set: \p D is a file-scope
  /// variable, main is the function, no function of the file that main
  /// calls sets it, and no function elsewhere can (internal linkage, or
  /// no call of a function outside the file). Null until main sets it.
  bool mainOwnsGlobal(const VarDecl *D) const;
  bool setElsewhereInFile(const VarDecl *D) const;

  // Pointers and the memory they own (PointerOrigins.cpp).

  /// Buffers exchanged by pointer moves (findBufferRotations): each member
  /// of a group with all members of its group (itself included).
  std::map<const VarDecl *, std::vector<const VarDecl *>> Rotating;
  /// The locals that rowsOfFreshMemory holds for (findFreshRows).
  std::set<const VarDecl *> FreshRows;
  /// The temporaries of those exchanges, which hold no memory of their own.
  std::set<const VarDecl *> RotationTemps;
  /// Local pointers whose one value is a pointer field of memory the
  /// function is given, which the function reaches no other way
  /// (findFieldCopies), with that field: memory given to the function, as
  /// a pointer parameter's is, when the builder follows the field
  /// (Extractor::fieldVariable).
  std::map<const VarDecl *, const Expr *> FieldCopyCandidates;
  /// Whether \p E is memory no other name reaches (a fresh allocation).
  bool freshAllocation(const Expr *E, unsigned Depth) const;
  bool freshPointer(const VarDecl *D) const;
  /// Whether local \p D, a std::unique_ptr that owns an array
  /// (ownedArrayElement), only ever owns fresh memory or none: its
  /// initializer, `=` and `reset` give it null or a fresh array (`new
  /// double[n]`, `std::make_unique<double[]>(n)`), and the function does
  /// nothing else with it but subscript it, ask for its pointer and test
  /// it:
  ///   std::unique_ptr<float[]> t(new float[2 * d]);  t[k]  t.get() + d
  ///   t = std::make_unique<float[]>(n);  t.reset();  if (t)  t != nullptr
  /// Not where it is moved, released, swapped, given by reference or
  /// captured by a lambda: its memory may have another owner then.
  bool freshOwner(const VarDecl *D) const;
  /// Whether \p E, given to such an owner, is null or a fresh array.
  bool freshOwnerValue(const Expr *E) const;
  /// Whether local \p D (`double **u`) holds rows of fresh memory: its
  /// own values and every row's (`u[i] = malloc(...)`) are fresh
  /// allocations, and the function names it otherwise only to reach a
  /// cell (`u[i][j]`), to free it or a row, or in a `shared` clause.
  /// Each row is then memory of its own: cell (i, j) is one place.
  bool rowsOfFreshMemory(const VarDecl *D) const {
    return FreshRows.count(D) > 0;
  }
  /// Whether local \p D's fresh memory (freshPointer) is reached through
  /// D alone: no other pointer or reference gets its value (Escapes), no
  /// `return` gives it, no lambda copies it, and no call is given it but
  /// one that keeps no pointer it is given (keepsNoPointer). Nothing reads
  /// that memory after D's scope ends: a thread's scratch buffer.
  ///   double *t = new double[d]; memset(t, 0, d * 8); ... delete[] t;
  bool memoryOfItsScope(const VarDecl *D) const;
  /// freshPointer, or a member of a buffer rotation: memory of its own,
  /// distinct from every other variable's wherever a construct runs.
  bool ownsItsMemory(const VarDecl *D) const {
    return freshPointer(D) || Rotating.count(D);
  }
  /// Whether the function names pointer \p Base only to declare slices of
  /// it (sliceForm) and to free it.
  bool onlySlicedAndFreed(const VarDecl *Base) const;

  // Pointers to pointers (PointerRows.cpp).

  /// The variables and fields whose rows (the pointers a pointer to
  /// pointers reaches) the function may change: `a[i] = p`, `&a[i]`,
  /// `a[i]++`, a call or a store given `a` as pointers it may change
  /// (findChangedRows). The others, given to the function, are arrays of
  /// several dimensions (pointerRowLevels).
  std::set<const VarDecl *> RowsChangedOf;
  std::set<const FieldDecl *> RowsChangedIn;

  // Linearized arrays (LinearizedArrays.cpp).

  /// One-dimensional arrays every subscript of which is `column + size *
  /// row` (`A[i + order * j]`), or `c0 + s1 * (c1 + s2 * c2)` written
  /// out, by their sizes, innermost first: modelled as rows of `size`
  /// cells, blocks of s2 rows of s1 cells, ... (findLinearizedArrays).
  std::map<const VarDecl *, std::vector<RowSize>> RowLengths;
  std::map<const VarDecl *, RowPointer> RowPointers;

  // What calls of the file give the function (CallerArguments.cpp).

  /// The pointer parameters that a call of the file, in the code of a
  /// parallel region, gives a value with a copy per thread (a buffer the
  /// thread allocated, a local array of the region): found only for a
  /// function holding an orphaned worksharing loop, whose check takes
  /// their memory as the team's.
  ///   #pragma omp parallel
  ///   { double *buf = new double[4]; work(buf, a, n); delete[] buf; }
  std::set<const ParmVarDecl *> ThreadArguments;

private:
  void findFieldNames(const Stmt *Body);
  void findWriteSites(const Stmt *Body);
  void findAssignedFields(const Stmt *Body);
  void findStructArrays(const Stmt *S);
  void findLinearizedArrays(const Stmt *Body);
  void findChangedRows(const Stmt *Body);
  void findBufferRotations(const Stmt *Body);
  void findFieldCopies(const Stmt *Body);
  void findThreadArguments(const Stmt *Body);
  /// FreshRows: the pointers of PointerValues that holdsFreshRows.
  void findFreshRows();
  bool holdsFreshRows(const VarDecl *D) const;

  bool freshLocal(const VarDecl *P, const Stmt *Body, unsigned Depth) const;
  /// Whether \p V may be a member of a buffer rotation group: a local of
  /// the function, no pointer excluded by a run that is not a rotation
  /// (\p Excluded), its address not taken, its values copied (\p Copies)
  /// only by the moves (\p MoveValues), and its other values fresh
  /// allocations or null, at least one an allocation.
  bool validRotationMember(const VarDecl *V,
                           const std::set<const VarDecl *> &Excluded,
                           const std::set<const Expr *> &MoveValues,
                           const std::vector<const Expr *> &Copies) const;
  /// Whether \p Factor is a value that cannot change in the function and
  /// may be a size: an integer variable that is no loop's iterator
  /// (\p Iterators) and keeps one value (invariantSize), or a field path
  /// that does (stableFieldPath: `im->w`, `this->d`).
  bool sizeFactor(const Expr *Factor,
                  const std::set<const VarDecl *> &Iterators) const;
  /// The sizes one subscript of a linearized array offers (the parts of
  /// its sum in \p Index), innermost first, or none. Written out as
  /// products (monomials), the size factors of the products that also
  /// have a factor that varies must form a chain S1 < S2 < ... (each
  /// holding the one before); the sizes are S1, S2 - S1, ... A product of
  /// sizes alone must be one of the S_k, or hold the last (the row's
  /// index then has it as an offset: `(n * C + c) * HW`).
  ///   a + g * nang + k * ng * nang   nang, then ng
  ///   (b * C + c) * H * W + y * W + x   W, then H, then C
  ///   y * n * m + x                    n * m
  std::vector<RowSize>
  sizeChain(const std::vector<const Expr *> &Index,
            const std::set<const VarDecl *> &Iterators) const;
  /// The sizes that every subscript in \p Indices with products offers
  /// (sizeChain): the first one's, cut to what the others share.
  std::vector<RowSize>
  sharedSizes(const std::vector<std::vector<const Expr *>> &Indices,
              const std::set<const VarDecl *> &Iterators) const;

  ASTContext &Ctx;
  const SourceManager &SM;
  const FunctionDecl &F;
};

} // namespace extract
} // namespace ompfix

#endif // OMPFIX_REWRITER_FUNCTIONFACTS_H
