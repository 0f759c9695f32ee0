//===- Extractor.h - The state of one model extraction ---------*- C++ -*-===//
//
// Internal to the extractor (ModelExtractor.h is its interface). One
// Extractor builds the model of one function; its work is split by concern:
//   ExtractExpressions.cpp  variables, invariant parameters (where the
//                           function may change what), affine expressions
//                           and conditions
//   ExtractStatements.cpp   statements, loops, ifs, jumps, the border of the
//                           modelled part, the schedule, run()
//   ExtractAccesses.cpp     memory references, allocations, containers,
//                           reduction updates
//   ExtractCalls.cpp        calls: pure and library functions, and the
//                           file's functions visited in place of the call
//   ExtractOpenMP.cpp       OpenMP constructs, regions, data-sharing
// What a scope adds to the state (a loop level, a constraint, a may-execute
// context, an active loop directive, a region) it takes away when it ends,
// through the Scoped* guards below.
//
//===----------------------------------------------------------------------===//

#ifndef OMPFIX_REWRITER_EXTRACTOR_H
#define OMPFIX_REWRITER_EXTRACTOR_H

#include "frontend/ModelExtractor.h"
#include "frontend/OpenMPConstructs.h"
#include "frontend/TruncatingDivision.h"
#include "ompfix/IslNames.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/StringSet.h"

#include <deque>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace ompfix {
namespace extract {

using namespace clang;

/// Variables and parameters whose names isl text cannot take (see
/// ompfix/IslNames.h) are renamed.
inline bool isReservedName(llvm::StringRef Name) {
  return islnames::isReserved(std::string_view(Name.data(), Name.size()));
}

inline const Expr *strip(const Expr *E) { return E->IgnoreParenImpCasts(); }

/// Whether two expressions are the same computation, by structure (Clang's
/// profile, which sees through parentheses and spelling): `a[ i ]` and
/// `(a[i])` are, `a[i]` and `a[i + 0]` are not.
inline bool sameExpression(const ASTContext &Ctx, const Expr *A, const Expr *B) {
  llvm::FoldingSetNodeID IA, IB;
  strip(A)->Profile(IA, Ctx, /*Canonical=*/true);
  strip(B)->Profile(IB, Ctx, /*Canonical=*/true);
  return IA == IB;
}

/// Whether affine text \p Affine names a loop's iterator (`it0`, ...: no
/// parameter is so named, isReservedName).
bool mentionsIterator(const std::string &Affine);

inline const VarDecl *referencedVar(const Expr *E) {
  if (const auto *Ref = dyn_cast<DeclRefExpr>(strip(E)))
    return dyn_cast<VarDecl>(Ref->getDecl());
  return nullptr;
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

inline bool isPureMathFunction(llvm::StringRef Name) {
  static const llvm::StringSet<> Pure = {
      "sin",   "cos",   "tan",    "asin",  "acos",  "atan",  "atan2", "sinh",
      "cosh",  "tanh",  "exp",    "exp2",  "expm1", "log",   "log2",  "log10",
      "log1p", "pow",   "sqrt",   "cbrt",  "hypot", "fabs",  "abs",   "labs",
      "floor", "ceil",  "round",  "trunc", "fmod",  "fmin",  "fmax",  "fma",
      "erf",   "erfc",  "tgamma", "lgamma", "copysign", "rint", "nearbyint",
      "lround", "llround", "remainder", "fdim"};
  // Clang's builtins of the same names (<cmath>'s float overloads call
  // them: std::sqrt(float) is __builtin_sqrtf).
  Name.consume_front("__builtin_");
  if (Pure.contains(Name))
    return true;
  // The float and long double variants: sinf, sinl, ...
  if (Name.ends_with("f") || Name.ends_with("l"))
    return Pure.contains(Name.drop_back());
  return false;
}

/// `std::vector<T>` and `std::array<T, N>` of an arithmetic T: arrays of
/// one dimension (their element type, and N for std::array, "" else).
bool isStdArrayLike(QualType T, QualType &Element, std::string &Extent);

/// `v[e]` on such a container (its operator[]): the container and the
/// subscript, else null.
inline const CXXOperatorCallExpr *containerSubscript(const Expr *E) {
  const auto *Op = dyn_cast<CXXOperatorCallExpr>(E->IgnoreParenImpCasts());
  if (!Op || Op->getOperator() != OO_Subscript || Op->getNumArgs() != 2)
    return nullptr;
  QualType Element;
  std::string Extent;
  QualType Object = Op->getArg(0)->getType().getNonReferenceType();
  return isStdArrayLike(Object, Element, Extent) ? Op : nullptr;
}

/// A function of the file that computes its result from its arguments
/// alone: arithmetic parameters and result, no memory but its own locals
/// (no global that can change, no pointer, array or field access), and
/// calls of such functions only:
///   int min(int a, int b) { return a < b ? a : b; }
bool isPureDefinition(const FunctionDecl *F, unsigned Depth = 0);

/// OpenMP runtime queries: they touch no memory of the program.
inline bool isRuntimeQuery(llvm::StringRef Name) {
  static const llvm::StringSet<> Queries = {
      "omp_get_thread_num", "omp_get_num_threads", "omp_get_max_threads",
      "omp_get_num_procs",  "omp_in_parallel",     "omp_get_level",
      "omp_get_active_level", "omp_get_team_size", "omp_get_wtime",
      "omp_get_wtick",      "omp_get_place_num",  "omp_get_ancestor_thread_num",
      "omp_get_num_teams",  "omp_get_team_num"};
  return Queries.contains(Name);
}

/// Whether a call of \p Callee touches no memory, only the values of its
/// arguments: a pure math function, an OpenMP runtime query, a function
/// declared `const`, or a pure definition of the file.
inline bool touchesNoMemory(const FunctionDecl *Callee) {
  if (!Callee)
    return false;
  llvm::StringRef Name = Callee->getIdentifier() ? Callee->getName() : "";
  return isPureMathFunction(Name) || isRuntimeQuery(Name) ||
         Callee->hasAttr<ConstAttr>() || isPureDefinition(Callee);
}

/// The runtime queries whose value differs from thread to thread (or from
/// call to call): what they give is no parameter of the model.
inline bool isThreadVaryingQuery(llvm::StringRef Name) {
  return Name == "omp_get_thread_num" || Name == "omp_get_wtime" ||
         Name == "omp_get_team_num" ||
         Name == "omp_get_place_num" || Name == "omp_get_ancestor_thread_num";
}

inline bool isOutputFunction(llvm::StringRef Name) {
  return Name == "printf" || Name == "fprintf" || Name == "puts" ||
         Name == "putchar" || Name == "fputs";
}

/// Library functions that only read what their pointer arguments reach.
inline bool readsArgumentsOnly(llvm::StringRef Name) {
  static const llvm::StringSet<> ReadOnly = {
      "strlen", "strcmp", "strncmp", "atoi",     "atol",
      "atoll",  "atof",   "free",    "omp_free", "__assert_fail"};
  return ReadOnly.contains(Name);
}

/// Library functions whose hidden state makes concurrent calls race.
inline bool isThreadUnsafe(llvm::StringRef Name) {
  return Name == "rand" || Name == "srand" || Name == "strtok" ||
         Name == "drand48" || Name == "lrand48" || Name == "srand48" ||
         Name == "random" || Name == "srandom";
}

/// C library functions that touch no memory but what they are passed (and
/// their own state): they never change the program's variables by name.
inline bool isLibraryFunction(llvm::StringRef Name) {
  // The OpenMP API: setters, locks (through the lock passed), timers.
  if (Name.starts_with("omp_"))
    return true;
  static const llvm::StringSet<> Library = {
      "malloc", "calloc",  "realloc", "free",    "atoi",   "atol",
      "atoll",  "atof",    "strtol",  "strtoll", "strtoul", "strtoull",
      "strtod", "strtof",  "rand",    "srand",   "time",   "clock",
      "exit",   "abort",   "memset",  "memcpy",  "memmove", "gettimeofday",
      "strlen", "strcmp",  "strncmp", "sprintf", "snprintf", "fflush",
      "assert", "__assert_fail"};
  return Library.contains(Name);
}

/// `memset`, `memcpy`, `memmove`: they touch ranges of what they are
/// passed (Extractor::copiedRange).
inline bool isRangeFunction(llvm::StringRef Name) {
  return Name == "memset" || Name == "memcpy" || Name == "memmove";
}

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
};

/// What a scope pushes on a stack of the extractor's state, it pops when it
/// ends, on every path out of it.
/// (A stack whose elements are referred to while others are pushed, as
/// regions are while nested ones are visited, is a std::deque: pushing at
/// its end moves no element.)
template <typename T, typename Container = std::vector<T>> class ScopedStack {
public:
  explicit ScopedStack(Container &Stack) : Stack(Stack), Size(Stack.size()) {}
  ScopedStack(Container &Stack, T Top) : ScopedStack(Stack) {
    Stack.push_back(std::move(Top));
  }
  ScopedStack(const ScopedStack &) = delete;
  ScopedStack &operator=(const ScopedStack &) = delete;
  ~ScopedStack() { Stack.erase(Stack.begin() + Size, Stack.end()); }

private:
  Container &Stack;
  size_t Size;
};

/// A nesting count (code that may not run, code one thread runs) raised for
/// the scope.
class ScopedCount {
public:
  explicit ScopedCount(unsigned &Count, unsigned By = 1)
      : Count(Count), By(By) {
    Count += By;
  }
  ScopedCount(const ScopedCount &) = delete;
  ScopedCount &operator=(const ScopedCount &) = delete;
  ~ScopedCount() { Count -= By; }

private:
  unsigned &Count;
  unsigned By;
};

/// A condition in isl notation, with its negation (isl's parser has no
/// general `not`).
struct Condition {
  std::string Holds, Fails;
};

/// One resolved memory reference.
struct Cell {
  std::string Variable; ///< Variable::Id
  std::string Cells;    ///< e.g. "a[(it0) + 1]", "t[]", "a[o0]"
  bool Exact = true;    ///< false: may touch any cell of Cells
};

/// What the extractor knows about one declaration.
struct VarInfo {
  std::string Id; ///< The Variable::Id of the memory it names.
  unsigned Rank = 0;
  /// A pointer defined as another pointer plus an affine offset.
  std::string AliasOffset;
  bool IsAlias = false;
  /// For an alias: the Variable::Id of the pointer itself, a scalar that
  /// every access through it reads (a clause on the alias names it); empty
  /// for a parameter of a function visited in place of its call.
  std::string PointerId;
  /// For an alias: subscripts of the target's leading dimensions, before
  /// the alias's own (`row(a[i])` binds `double *r`: `r[j]` is `a[i][j]`;
  /// AliasOffset applies to the first of its own).
  std::vector<std::string> AliasPrefix;
  /// For an alias of a scalar (`f(&x)` binds `double *p`): `*p` and `p[0]`
  /// are the scalar, no other subscript is.
  bool AliasOfScalar = false;
  UnknownReason Unsupported; ///< Why accesses through it cannot be modelled.
  /// The Variable::Id of the declaration's own variable: for an alias, the
  /// pointer (what a clause on it copies), else the memory it names.
  const std::string &ownId() const { return IsAlias ? PointerId : Id; }
};

class Extractor {
public:
  Extractor(ASTContext &Ctx, const FunctionDecl &F)
      : Ctx(Ctx), SM(Ctx.getSourceManager()), F(F) {}

  ExtractedFunction run();

private:
  struct Level {
    const VarDecl *Iterator;
    std::string Dim;
    bool Decreasing;
    /// The step, when it is a value that cannot change (LoopDirective::
    /// ParametricSteps); empty for a constant one.
    std::string ParametricStep = {};
  };
  struct ActiveLoop {
    size_t Index;
    const OMPLoopDirective *Directive;
    unsigned Depth;
    std::set<const VarDecl *> Iterators;
    std::set<const VarDecl *> DeclaredInside;
    /// The iterators and `private` variables of loop directives nested in
    /// this one, with their statements: inside those constructs they name
    /// the constructs' own private copies (OpenMP 5.2, 5.1.1), not this
    /// loop's variable.
    std::map<const VarDecl *, std::set<std::string>> InnerIterators;
    /// `#pragma omp scan` in the body: where it splits each iteration (the
    /// index of the first statement after it), whether the scan is
    /// exclusive, and its list items.
    std::optional<size_t> ScanAt;
    bool ScanExclusive = false;
    std::set<const VarDecl *> ScanItems;
  };
  /// Checks the phases of a loop with a `scan` (checkScan): the list
  /// items it accepts.
  std::set<std::string> checkScan(const ActiveLoop &A);
  /// A construct of a parallel region that is outside the model (a task,
  /// ...): it may change the data of the region's loops while they run,
  /// except those inside it, [FirstLoop, EndLoop).
  struct UnmodelledConstruct {
    UnknownReason Reason;
    size_t FirstLoop = 0, EndLoop = 0;
  };
  /// The code of a region nested in another's code, as that one sees it:
  /// its statements, and the variables it has a copy of (`private`),
  /// whose accesses there are its own.
  struct NestedRegionCode {
    std::vector<std::string> Statements, Copies;
  };
  struct Region {
    std::map<const VarDecl *, DeclaredAttribute> Attributes;
    std::set<const VarDecl *> Locals;
    /// Whether each thread has a copy of \p V of its own here: declared in
    /// the region (not static), or named in a clause other than `shared`.
    bool threadOwn(const VarDecl *V) const {
      if (Locals.count(V))
        return !V->isStaticLocal();
      auto Clause = Attributes.find(V);
      return Clause != Attributes.end() &&
             Clause->second.Attr != Attribute::Shared;
    }
    std::vector<UnmodelledConstruct> Unmodelled;
    /// Statements run by every thread (outside worksharing loops), as
    /// indices into Out.Model.Statements.
    std::vector<size_t> CodeStatements;
    /// Sizes of Active and Nest where the region starts.
    size_t ActiveDepth = 0, NestDepth = 0;
    /// Nested in the code of the enclosing region that every thread runs
    /// (not in one of its loops): each of that region's threads runs the
    /// whole nested region, whose statements are its code too.
    bool InOuterCode = false;
    /// Regions nested in the region's code (InOuterCode).
    std::vector<NestedRegionCode> Nested;
    /// Writes in `single` blocks whose `copyprivate` gives every thread
    /// the value (statement -> variables): no thread's copy differs.
    std::map<std::string, std::set<std::string>> Broadcast;
    /// The first loop and statement created inside the region.
    size_t FirstLoop = 0, FirstStatement = 0;
    /// Why none of its loops can be checked, if so.
    UnknownReason Unknown;
    /// Why the region's own check (what its threads do beside each other)
    /// is outside the model while its loops' checks are not: a call the
    /// model cannot see, given no memory of the threads' own, runs before
    /// or after a loop in each thread and beside it only in other threads.
    UnknownReason OwnUnknown;
    /// Inside `single`, `master` or `masked`: one thread runs the code.
    unsigned OnceDepth = 0;
    /// Inside a task.
    unsigned TaskDepth = 0;
    /// Inside code that a condition on the thread number guards which the
    /// model cannot decide (visitThreadIf), and the statements there: some
    /// threads run them and others not, so what they write into a thread's
    /// own copy differs between threads.
    unsigned ThreadConditionDepth = 0;
    std::set<std::string> ThreadConditional;
    /// MayDepth where the region starts: conditions outside it are the
    /// same for every thread.
    unsigned MayDepthAtStart = 0;
    /// The model of the region (ompfix/Model.h) as it is built: its
    /// one-thread blocks (the innermost open one last in OpenBlocks), its
    /// barrier statements, and the loops it runs.
    ParallelRegion Model;
    std::vector<size_t> OpenBlocks; ///< Indices into Model.Parts.
    /// The loop directives of the region's own code, with who runs their
    /// iterations.
    std::vector<std::pair<size_t, ParallelRegion::Part::PartKind>> LoopParts;
  };
  /// The parallel region that the code being visited is in, if any.
  Region *innermostRegion() { return Regions.empty() ? nullptr : &Regions.back(); }
  /// The region whose team runs the code being visited outside any
  /// worksharing loop (every thread runs it), if any.
  Region *replicatingRegion() {
    Region *R = innermostRegion();
    return R && R->ActiveDepth == Active.size() && R->OnceDepth == 0 ? R
                                                                     : nullptr;
  }

  // Pre-pass.
  void findModifiedVariables(const Stmt *Body);
  /// Forward `goto`s the model follows (findForwardGotos): each as the
  /// source range from the `goto` to its label, where code may be jumped
  /// over, and the `goto` and label statements themselves.
  std::vector<SourceRange> SkippableByGoto;
  std::set<const Stmt *> FollowedGotos;
  /// Inside a statement of a SkippableByGoto range (its code may not run).
  bool InSkippable = false;
  void findForwardGotos(const Stmt *Body);
  void findWriteSites(const Stmt *Body);
  /// Fields whose value the function (or a callee of the file) may change:
  /// assigned, incremented, their address taken, bound to a reference.
  std::set<const FieldDecl *> AssignedFields;
  /// A member function may change `*this` here: it calls a member
  /// function that is not const, or passes `this` on.
  bool ThisMayChange = false;
  /// Struct variables the function assigns as a whole (`s = t;`).
  std::set<const VarDecl *> AssignedStructs;
  void findAssignedFields(const Stmt *Body);
  /// Whether the fields on the path \p Fields (outermost first) from a
  /// root (\p Root, or `this` if null) keep their values while the
  /// function runs: none is assigned, the root variable keeps its value,
  /// and no call may change what the root reaches.
  bool fieldPathInvariant(const VarDecl *Root,
                          const std::vector<const FieldDecl *> &Fields);
  /// Arrays and scalars reached through fields (`p->data`, `s.v`,
  /// `this->a`, or `a` in a member function), by structural path: each
  /// field a variable of its own (docs/design/real-programs.md), when its path
  /// keeps its value (a pointer field is then an array, distinct from the
  /// others, as pointer parameters are).
  std::map<std::string, VarInfo> FieldVariables;
  const VarInfo *fieldVariable(const Expr *E);

  // Variables.
  const VarInfo &info(const VarDecl *D);
  std::string uniqueId(llvm::StringRef Name);
  bool isParameter(const VarDecl *D) const;
  /// A value reached from a variable (or from `*this`) through fields,
  /// constant subscripts, `*` and a container's `size()`: the path that
  /// parameters, read-only fields and field variables are made of.
  ///   grid_points[0]   Root grid_points, Key "[0]", Spelling "_0"
  ///   p->dims.n        Root p, Fields {n, dims}, Written "->dims.n"
  struct ValuePath {
    const VarDecl *Root = nullptr; ///< null: a member of `*this`
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
  /// with at least one field. Bit-fields are not.
  std::optional<ValuePath> valuePath(const Expr *E) const;
  /// The parameter that \p E's value is while the code being visited runs,
  /// when it cannot change there (docs/design/real-programs.md,
  /// "What cannot change is a parameter"): an integer variable, or a path of fields and constant
  /// subscripts from one (`grid_points[0]`, `p->n`, `s.dims[1]`).
  std::optional<std::string> invariantParameter(const Expr *E);
  /// The same for the value at \p P, of an unsigned type or not.
  std::optional<std::string> invariantParameter(const ValuePath &P,
                                                bool Unsigned);
  /// The isl name of the value \p Key (structural: declarations and
  /// constants) has in version \p Version, spelled after \p Spelling.
  std::string parameterName(const std::string &Key, unsigned Version,
                            const std::string &Spelling, bool Unsigned,
                            const std::string &Written = "");

  std::optional<double> numericConstant(const Expr *E) const;
  /// The Variable::Id of \p E when it names one scalar variable, else "".
  std::string scalarOf(const Expr *E);

  // Affine expressions and conditions.
  std::optional<std::string> affine(const Expr *E);
  std::optional<Condition> condition(const Expr *E);
  std::optional<std::string> minMax(const ConditionalOperator *C);
  std::optional<std::string> inlinedCall(const CallExpr *C);
  std::optional<std::string> roundedDivision(const ConditionalOperator *C);
  /// The affine arguments of the pure functions being inlined, by
  /// parameter (the innermost call last).
  std::vector<std::map<const VarDecl *, std::string>> Arguments;

  // Statements.
  void visit(const Stmt *S);
  /// Expression statement \p E, its value dropped: the operands of a
  /// comma operator in turn, a statement expression's statements, or the
  /// expression (visitExpression).
  void visitDroppedValue(const Expr *E);
  /// A `return`: out of a callee visited in place, the rest of its body may
  /// not run; in the function's own code (outside loop directives), what
  /// follows may not run.
  void visitReturn(const ReturnStmt *R);
  /// A statement of a kind the model lacks: the loops around are unknown
  /// (with the reason for that kind), its statements visited as code that
  /// is not modelled.
  void visitUnknownStatement(const Stmt *S);
  /// A problem with a lock: the innermost region's, when the code being
  /// visited is its own (outside its loop directives), else the loops'.
  void lockProblem(const std::string &Problem);
  /// When \p Child sets or unsets a lock (omp_set_lock, ...): the code
  /// under it is kept apart as a critical construct of the lock's own name
  /// would keep it; \p Held, the block's locks set and not unset yet.
  void noteLockOperation(const Stmt *Child, std::vector<const VarDecl *> &Held);
  /// Ends the open target tasks whose taskwait is \p Child: the statements
  /// since each started run concurrently with it.
  void closeTargetTasksAt(const Stmt *Child);
  /// Where \p Child, visited in block \p S, is `if (affine condition)
  /// return;` (or exit(1) in the function's own code): restricts what
  /// follows to the condition's negation (true); else false.
  bool restrictsAfterReturn(const CompoundStmt *S, const Stmt *Child,
                            bool ReturnedBefore);
  void visitCompound(const CompoundStmt *S);
  void visitDecl(const DeclStmt *S);
  /// \p V comes into being here, holding \p Init's value if any (a
  /// declaration, or a callee's parameter holding its argument), or a copy
  /// of cell \p CopyOf (a range-based `for`'s loop variable; its Init is
  /// then the `*__begin` clang writes, not followed).
  void declare(const VarDecl *V, const Expr *Init,
               const Cell *CopyOf = nullptr);
  /// The header of a `for` loop, `for (i = Lower; i Op Bound; i += Step)`
  /// (forHeader); members are null (nullopt) where the loop is not of that
  /// form. ParametricStep: the isl text of a step that is a parameter
  /// (`i += tile`), Step then 1.
  struct ForHeader {
    const VarDecl *Iter = nullptr;
    const Expr *Lower = nullptr;
    const Expr *Bound = nullptr;
    BinaryOperatorKind Op = BO_LT;
    std::optional<long> Step;
    std::string ParametricStep;
  };
  ForHeader forHeader(const ForStmt *S);
  /// The step of \p S's iterator \p Iter: a nonzero constant (`i++`,
  /// `i -= 2`, `i = i + 4`), or the isl text of an increment by a value
  /// that cannot change (parametricStep), or neither.
  std::pair<std::optional<long>, std::string> loopStep(const ForStmt *S,
                                                       const VarDecl *Iter);
  /// The constraints of loop \p S's iterator \p Dim, from its affine bounds
  /// and step: `it1 >= (0)`, `it1 < (n)`, `(it1 - (0)) mod 2 = 0`. Clears
  /// \p Exact where they do not give the iterations exactly.
  std::vector<std::string>
  loopConstraints(const ForStmt *S, const ForHeader &H, const std::string &Dim,
                  const std::optional<std::string> &LowerAffine,
                  const std::optional<std::string> &BoundAffine, bool &Exact);
  /// One statement writing every iterator of PendingIterators, which it
  /// empties (the iterators of the loops a collapse clause joins).
  void writePendingIterators();
  /// Notes the iterator of loop \p S (variable \p Id): local to the loops
  /// and regions around when its header declares it; in a loop directive,
  /// one of the directive's iterators (the first giving its step).
  void noteLoopIterator(const ForStmt *S, const ForHeader &H,
                        const std::string &Id, bool InDirective);
  void visitFor(const ForStmt *S);
  /// Why range-based `for` \p S is not modelled, or "".
  std::string rangeForProblem(const CXXForRangeStmt *S);
  void visitRangeFor(const CXXForRangeStmt *S);
  /// In the innermost loop a directive collapses: records its iteration
  /// domain, the nest being complete.
  void recordIterationDomain();
  void visitIf(const IfStmt *S);
  bool visitMinMaxIf(const IfStmt *S);
  void visitExpression(const Expr *E);
  /// \p S stores \p Value in scalar \p V (`v = e;`, `double v = e;`):
  /// when e has no side effects (not in a callee visited in place), a
  /// value another iteration can compute again (Statement::StoresExpression).
  void noteStoredValue(Statement &S, const VarDecl *V, const Expr *Value);
  /// A device construct (\p Name) of the host's own code, outside regions
  /// and loop directives: `target data`, `target update`, `target`; an
  /// enter or exit data construct without its pair in the same block
  /// (visitCompound's) is unknown.
  void visitHostDeviceConstruct(const OMPExecutableDirective *D,
                                const std::string &Name);
  /// A `scan` directly in the body of the loop it splits: notes where it
  /// splits the body and its list items (true); else false.
  bool noteScan(const OMPExecutableDirective *D);
  /// A construct whose block runs as written (`atomic`, `critical`,
  /// `single`, `master`, ...), \p Name as reported, in region \p R if any.
  void visitRunsAsWritten(const OMPExecutableDirective *D,
                          const std::string &Name, Region *R);
  /// A construct the model lacks (\p Name as reported, in region \p R if
  /// any): unknown, its code visited as not modelled (a combined target
  /// loop directive answered itself, as unknown).
  void visitUnmodelledConstruct(const OMPExecutableDirective *D,
                                const std::string &Name, Region *R);
  void visitDirective(const OMPExecutableDirective *D);
  void visitParallel(const OMPExecutableDirective *D);
  void nestRegion(const Region &R, const ParallelRegion &M);
  std::vector<const VarDecl *> broadcastCopies(const OMPExecutableDirective &D,
                                               const Region &R);
  void modelRegion(const OMPExecutableDirective *D, bool League);
  void visitTeamConstruct(const OMPExecutableDirective *D,
                          OpenMPDirectiveKind Kind, Region &R);
  void visitTask(const OMPExecutableDirective *D, Region &R);
  void visitThreadIf(const IfStmt *S, Region &R);
  void visitUndecidedIf(const IfStmt *S);
  void visitUnmodelled(const Stmt *S, const UnknownReason &Why);
  void visitOpaque(const Stmt *S);
  void visitSwitch(const SwitchStmt *S);
  void visitWhile(const Stmt *S);
  void checkRegion(Region &R);
  /// Notes loop directive \p D's `simd` lockstep (and `safelen`) and its
  /// static schedule, if any, in \p Loop: `schedule(static, 4)`, or
  /// `order(reproducible: concurrent)` without a schedule.
  void noteSchedule(const OMPLoopDirective *D, LoopDirective &Loop);
  /// Makes loop directive \p D (Out.Model.Loops[\p Index]) a part of
  /// region \p R, whose every thread meets it: its iterations shared out,
  /// or every thread's; whether a barrier ends it.
  bool placeLoopInRegion(const OMPLoopDirective *D, size_t Index, Region &R);
  /// Makes the iterators of \p D (unless a clause names them) and its
  /// `private` variables its own in the loops around it (\p Done, its
  /// visit; \p Statements, its statements).
  void noteOwnVariables(const OMPLoopDirective *D, const ActiveLoop &Done,
                        const std::vector<std::string> &Statements);
  void visitLoopDirective(const OMPLoopDirective *D);
  const Stmt *regroupedLoops(const OMPLoopDirective &D,
                             const OMPLoopTransformationDirective &T,
                             LoopDirective &L);
  void visitTransformation(const OMPLoopTransformationDirective &T);

  /// A statement at the current place of the schedule, in the active loops;
  /// newStatement also makes it code of the region around it.
  Statement &makeStatement(SourceLocation Loc);
  Statement &newStatement(SourceLocation Loc);
  /// A statement with no accesses where every thread of the region waits.
  Statement &barrierStatement(Region &R, SourceLocation Loc);
  /// Fills R.Model from what the visit of the region recorded.
  /// Adds the parts of region \p R to R.Model: nested regions' code, each
  /// with its own copies (\p NestedCopies gets them by statement), the
  /// worksharing loops, and what every thread runs.
  void
  addRegionParts(Region &R,
                 std::map<std::string, std::set<std::string>> &NestedCopies);
  void finishRegionModel(Region &R, const OMPExecutableDirective *D);
  void nextPosition() { ++Position.back(); }
  std::string instanceTuple(const std::string &Name) const;
  std::string domainConstraints() const;

  // Accesses.
  void reads(const Expr *E, Statement &S);
  bool readOnlyField(const Expr *E);
  /// Whether \p V is the same variable for every thread and iteration of
  /// the constructs around (no copies: not declared in them, no clause but
  /// `shared`).
  bool sharedHere(const VarDecl *V);
  std::optional<Cell> lvalue(const Expr *E, Statement &S);
  void addAccess(Statement &S, const Cell &C, bool IsWrite, const Expr *E);
  /// The same at \p Loc, quoted as \p Text (a declaration, an iterator's
  /// update, a write that every path of a branch makes).
  void addAccess(Statement &S, const Cell &C, bool IsWrite, SourceLocation Loc,
                 std::string Text);
  /// Every cell of variable \p Id: `a[o0, o1]`, `t[]`.
  Cell everyCell(const std::string &Id, bool Exact) const;
  /// \p Value: what a plain assignment stores.
  void writeTo(const Expr *LHS, Statement &S, bool AlsoRead,
               const Expr *Value = nullptr);
  void call(const CallExpr *C, Statement &S);

  // Calls of the file's functions, visited in place.
  /// Why a call of \p Callee cannot be visited in place, or "".
  std::string notInlinable(const FunctionDecl *Callee) const;
  /// Visits the body of \p C's callee where \p C is (false: it cannot be,
  /// nothing was done).
  bool inlineCall(const CallExpr *C);
  /// The alias that pointer, array or reference parameter \p P of a callee
  /// is for argument \p A, if the model can follow it.
  std::optional<VarInfo> argumentAlias(QualType Parameter, const Expr *A);
  /// The alias that names element \p Index (affine) of \p Container, a
  /// one-dimensional array or an alias of a row of one, if the model can
  /// follow it: `v` and "it1" give v[it1]; a row alias `r` of a[i]
  /// offset by 2 gives a[i][(it1) + (2)].
  std::optional<VarInfo> elementAlias(const VarInfo &Container,
                                      const std::string &Index);
  /// memset, memcpy and memmove of whole elements: their exact ranges
  /// added to \p S (false: not such a call, nothing added).
  bool copiedRange(const CallExpr *C, Statement &S);
  /// The calls of the statement being visited whose callees' bodies were
  /// visited before it, in its place: call() skips them.
  std::set<const CallExpr *> Inlined;
  /// The statement expressions of the statement being visited whose
  /// statements were visited before it, in its place: reads() reads only
  /// their value.
  std::set<const StmtExpr *> Hoisted;
  /// Visits, in evaluation order, the code that runs inside expression
  /// \p E before the statement of \p E, which follows it: the statements of
  /// GNU statement expressions (`({ double t = f(x); t * t; })`), and, in
  /// loop directives and regions, the callees of the calls that can be
  /// visited in place. What may not run (right of `&&`, `?:` branches)
  /// may not run there either.
  class InlineCallsIn {
  public:
    InlineCallsIn(Extractor &X, const Expr *E);
    InlineCallsIn(const InlineCallsIn &) = delete;
    InlineCallsIn &operator=(const InlineCallsIn &) = delete;
    ~InlineCallsIn() {
      for (const CallExpr *C : Calls)
        X.Inlined.erase(C);
      for (const StmtExpr *Block : Blocks)
        X.Hoisted.erase(Block);
    }

  private:
    void visit(const Expr *E);
    Extractor &X;
    /// Inside loop directives and regions (outside, a call's
    /// over-approximation loses nothing a directive needs).
    bool InlinesCalls = false;
    std::vector<const CallExpr *> Calls;
    std::vector<const StmtExpr *> Blocks;
  };
  /// The functions whose bodies are being visited in place of a call, the
  /// innermost last, with the index in Jumps of the scope their `return`
  /// leaves.
  struct InlinedFunction {
    const FunctionDecl *Definition;
    size_t ReturnScope;
    const CallExpr *Call;
  };
  std::vector<InlinedFunction> Inlining;
  /// Struct parameters of callees visited in place, bound to the caller's
  /// variable whose fields they name (`f(&grid)`, `f(grid)`, `f(p)`): a
  /// field path from the parameter is that path from the caller's root.
  std::map<const VarDecl *, const VarDecl *> RootBindings;
  const VarDecl *boundRoot(const VarDecl *V) const {
    for (auto It = RootBindings.find(V); It != RootBindings.end();
         It = RootBindings.find(V))
      V = It->second;
    return V;
  }
  /// Every function visited in place so far: its variables are local to
  /// the call (a new one in each).
  std::set<const FunctionDecl *> InlinedFunctions;
  /// Statements made for visited callees so far (a budget).
  unsigned InlinedStatements = 0;
  /// Whether \p D lives in the function being modelled or in a call of a
  /// callee visited in place (else the caller can see it).
  bool isLocalToModel(const VarDecl *D) const;
  /// Marks a variable that code of a callee names: no clause of a
  /// directive of this function reaches those references.
  void noteNamedInCallee(const VarDecl *D);
  std::optional<ReductionUpdate> reductionOf(const Expr *E, Statement &S);
  bool mentions(const Expr *E, const std::string &VariableId);

  // Data-sharing.
  /// The variables the statements of loop directive \p A access, in order
  /// of first access; \p OutsideInner gets those accessed outside the
  /// inner loop directives they are iterators of.
  std::vector<std::string>
  accessedInLoop(const ActiveLoop &A,
                 std::set<std::string> &OutsideInner) const;
  /// The data-sharing attribute of variable \p Id (declared as \p V, null
  /// for a field variable) in loop directive \p A: its clause's
  /// (\p Explicit), predetermined, or what the region around gives.
  DeclaredAttribute
  loopAttribute(const ActiveLoop &A, const std::string &Id, const VarDecl *V,
                const std::map<const VarDecl *, DeclaredAttribute> &Explicit,
                const std::set<std::string> &OutsideInner);
  void resolveDataSharing(ActiveLoop &A);
  std::map<const VarDecl *, DeclaredAttribute>
  explicitAttributes(const OMPExecutableDirective *D);
  /// The operator of a reduction clause (`+`, `min`, ...); a user-defined
  /// one is outside the model (unsupported, nullopt).
  std::optional<ReductionOp> reductionOperator(const DeclarationNameInfo &Name);
  /// Whether \p V is a reduction of region \p R by \p Op: what a task's
  /// or a taskloop's `in_reduction(Op: V)` takes part in.
  bool reducedAround(const Region &R, const VarDecl *V,
                     std::optional<ReductionOp> Op) const;

  /// Makes the loops around the code being visited unknown (outside
  /// them: every directive of the function), unless they already are.
  void unsupported(const UnknownReason &Reason);
  void unsupported(UnknownKind Kind, const std::string &Reason) {
    unsupported(UnknownReason(Kind, Reason));
  }
  std::string text(SourceRange R) const;
  SourcePos position(SourceLocation L) const;

  ASTContext &Ctx;
  SourceManager &SM;
  const FunctionDecl &F;
  ExtractedFunction Out;

  std::map<const VarDecl *, VarInfo> Vars;
  std::map<std::string, const VarDecl *> DeclOfId;
  std::set<std::string> UsedIds;
  /// For each base name, the suffix to try next: every smaller one is taken
  /// (a function with a thousand loops over `i` asks a thousand times).
  std::map<std::string, unsigned> NextSuffix;
  std::set<const VarDecl *> Modified;
  /// One-dimensional arrays every subscript of which is `column + size *
  /// row` (`A[i + order * j]`), or `c0 + s1 * (c1 + s2 * c2)` written
  /// out, by their sizes, innermost first: modelled as rows of `size`
  /// cells, blocks of s2 rows of s1 cells, ... (findLinearizedArrays).
  std::map<const VarDecl *, std::vector<const DeclRefExpr *>> RowLengths;
  /// Pointers to a row of a linearized array (`const double *A_row = A +
  /// row * n;`, `&A[row * n]`, nothing assigning them again, the offset a
  /// stable value: stableValue): `A_row[col]` is `A[row * n + col]`.
  struct RowPointer {
    const VarDecl *Base;
    const Expr *Offset;
  };
  std::map<const VarDecl *, RowPointer> RowPointers;
  void findLinearizedArrays(const Stmt *Body);
  /// Whether integer variable \p V keeps one value in the whole function:
  /// a local or parameter set at most once, a global that nothing in the
  /// function or its callees sets (and no unknown call).
  bool invariantSize(const VarDecl *V) const;
  /// The row pointer \p P is (`T *p = A + e;`, `T *p = &A[e];`, p never
  /// assigned again, e a stable value), if it is one.
  std::optional<RowPointer> rowPointerOf(const VarDecl *P) const;
  /// The initialized variables of \p Declaration, each with the row
  /// pointer it is if any; empty when none is a row pointer.
  std::vector<std::pair<const VarDecl *, std::optional<RowPointer>>>
  declaredRowPointers(const DeclStmt *Declaration) const;
  /// The sizes one subscript of a linearized array offers (the parts of
  /// its sum in \p Index), innermost first, with a reference to each,
  /// where its terms' sizes are {s1}, {s1, s2}, ...: up to the first gap
  /// or conflict. \p Iterators are no sizes.
  ///   a + g * nang + k * ng * nang   nang, then ng
  std::vector<const DeclRefExpr *>
  sizeChain(const std::vector<const Expr *> &Index,
            const std::set<const VarDecl *> &Iterators) const;
  /// The sizes that every subscript in \p Indices with products offers
  /// (sizeChain): the first one's, cut to what the others share.
  std::vector<const DeclRefExpr *>
  sharedSizes(const std::vector<std::vector<const Expr *>> &Indices,
              const std::set<const VarDecl *> &Iterators) const;
  /// How the model reads linearized array \p D: "rows of 'n' cells",
  /// "'d[][ng][nang]'".
  std::string rowsOf(const VarDecl *D) const;
  /// The cell `[..., row, column]` of linearized array \p D that
  /// subscript \p Index names, with the condition under which that is not
  /// the cell (a part outside [0, size)); nullopt when a part is not
  /// affine.
  std::optional<std::pair<std::string, std::string>>
  linearizedCell(const VarDecl *D, llvm::ArrayRef<const Expr *> Index);
  /// The terms of the sum \p E with their signs, a local that holds one
  /// value (definitionOf) read as the terms of that value.
  void subscriptTerms(const Expr *E, bool Negative,
                      std::vector<std::pair<bool, const Expr *>> &Terms,
                      unsigned Depth = 0) const;
  /// The value of the local \p E names where it is one for its whole
  /// scope (`const int index = kk + jj * x;`: `kk + jj * x`), else null.
  const Expr *definitionOf(const Expr *E) const;
  /// Whether \p E has one value wherever its variables are in scope: it
  /// reads no memory, calls nothing, assigns nothing, and each variable it
  /// reads is assigned nowhere or is the iterator of a `for` loop that
  /// declares it in its header.
  bool stableValue(const Expr *E) const;
  /// The cell of linearized array \p D at the subscript that is the sum
  /// of \p Index (the offset of a row pointer, then its own subscript),
  /// \p Written the access as the report quotes it.
  Cell linearizedAccess(const VarDecl *D, const VarInfo &I,
                        llvm::ArrayRef<const Expr *> Index,
                        const Expr *Written, Statement &S);
  /// Variables that hold a value computed from a thread-varying runtime
  /// query (`tid = omp_get_thread_num()`): different in every thread.
  std::set<const VarDecl *> ThreadDependent;
  /// Of those, the ones that only ever get `omp_get_thread_num()` itself,
  /// and those that only ever get `omp_get_team_num()` itself.
  std::set<const VarDecl *> ThreadNumbers, TeamNumbers;
  /// Whether \p E's value may differ from thread to thread.
  bool isThreadDependent(const Expr *E) const;
  /// Integer variables declared inside a loop and never written after
  /// their initializer: each iteration gives them a new value, so they are
  /// no parameters; where the initializer is affine, a read of the variable
  /// is that expression (with the guards of its divisions).
  struct LoopLocal {
    std::optional<std::string> Value;
    std::vector<std::string> Guards;
  };
  std::map<const VarDecl *, LoopLocal> LoopLocals;
  std::set<std::string> Params;
  /// The parameters that hold unsigned values (their context says >= 0).
  std::set<std::string> UnsignedParams;
  /// Parameter names by structural key and version.
  std::map<std::pair<std::string, unsigned>, std::string> ParameterNames;
  std::map<const VarDecl *, WriteSites> Sites;
  /// Every value each pointer variable gets in the function: initialiser,
  /// assignments (null: `+=`, `++`, ...).
  std::map<const VarDecl *, std::vector<const Expr *>> PointerValues;
  bool freshAllocation(const Expr *E, unsigned Depth);
  bool freshLocal(const VarDecl *P, const Stmt *Body, unsigned Depth);
  bool freshPointer(const VarDecl *D);
  /// The memory (Variable::Id) whose cells' lives `free(p)` or
  /// `delete[] p` ends: what \p P points to, when the function allocated
  /// it (p fresh, not an alias) and the call is outside loops and regions.
  std::optional<std::string> freedMemory(const VarDecl *P);
  /// Buffers exchanged by pointer moves (findBufferRotations): each member
  /// of a group with all members of its group (itself included).
  std::map<const VarDecl *, std::vector<const VarDecl *>> Rotating;
  /// The temporaries of those exchanges, which hold no memory of their own.
  std::set<const VarDecl *> RotationTemps;
  void findBufferRotations(const Stmt *Body);
  /// Whether \p V may be a member of a buffer rotation group: a local of
  /// the function, no pointer excluded by a run that is not a rotation
  /// (\p Excluded), its address not taken, its values copied (\p Copies)
  /// only by the moves (\p MoveValues), and its other values fresh
  /// allocations or null, at least one an allocation.
  bool validRotationMember(const VarDecl *V,
                           const std::set<const VarDecl *> &Excluded,
                           const std::set<const Expr *> &MoveValues,
                           const std::vector<const Expr *> &Copies);
  /// Local pointers whose one value is a pointer field of memory the
  /// function is given, which the function reaches no other way
  /// (findFieldCopies): memory given to the function, as a pointer
  /// parameter's is.
  std::set<const VarDecl *> FieldCopies;
  void findFieldCopies(const Stmt *Body);
  /// freshPointer, or a member of a buffer rotation: memory of its own,
  /// distinct from every other variable's wherever a construct runs.
  bool ownsItsMemory(const VarDecl *D) {
    return freshPointer(D) || Rotating.count(D);
  }
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
  /// What pointer \p D is when it holds \p Value, if that is another
  /// pointer the model follows plus an affine offset.
  std::optional<VarInfo> pointerAlias(const VarDecl *D, const Expr *Value);
  /// Pointer \p D declared with \p Init as a thread's slice
  /// (Variable::SliceCells), if it is one: its variable's info.
  std::optional<VarInfo> threadSlice(const VarDecl *D, const Expr *Init);
  /// Whether \p E is the number of the running thread of the innermost
  /// loop directive's team: `omp_get_thread_num()`, or a variable declared
  /// in that loop's body that only ever gets it.
  bool runningThreadNumber(const Expr *E) const;
  /// Whether the function names pointer \p Base only to declare slices of
  /// it (sliceForm) and to free it.
  bool onlySlicedAndFreed(const VarDecl *Base) const;
  /// The variables that are thread slices (Variable::Id).
  std::set<std::string> ThreadSlices;
  /// \p Alias as \p D's: with the scalar that holds it (VarInfo::PointerId).
  VarInfo namedAlias(const VarDecl *D, VarInfo Alias);
  /// The top-level statements with a call that may change any global
  /// (and any memory a pointer reaches).
  std::set<unsigned> UnknownCallsAt;
  /// The index of the top-level statement being visited.
  unsigned TopLevel = 0;
  /// The values that top-level statement \p T may read as versioned
  /// parameters (integer variables, constant elements of arrays, changed
  /// elsewhere in the function): `len`, `dims[0]`, first mention each.
  std::vector<const Expr *> versionedValuesIn(const Stmt *T, unsigned Index);
  /// A statement where top-level statement \p T starts that may read
  /// them: a parameter of the model carries their value, and the read
  /// keeps the writes before it live (the last loop's `lastprivate(i)`).
  void readVersionedValues(const Stmt *T, unsigned Index);

  std::vector<Level> Nest;
  /// Iterators of collapsed loops, with where their loop starts them.
  std::vector<std::pair<const VarDecl *, SourceLocation>> PendingIterators;
  std::vector<std::string> Constraints;
  /// Where the function does not end the program first (`err == 0` after
  /// `if (err) exit(1);`): FunctionModel::Returns.
  std::vector<std::string> ReturnConstraints;
  std::vector<std::string> Guards;
  /// The affine conditions of the `?:` arms around the expression being
  /// read: its accesses happen only where they hold.
  std::vector<std::string> ArmConditions;
  /// \p Constraint where the accesses being read happen: with the arms'
  /// conditions ("(i > n) and (i < m)").
  std::string underArms(const std::string &Constraint) const;
  /// The condition of \p Cond (`c ? a : b`) when it is affine: each arm
  /// then runs exactly where it holds, or fails. \p Divisions gets the
  /// instances where it divides a value that may be negative (Guards).
  std::optional<Condition> armCondition(const ConditionalOperator *Cond,
                                        std::vector<std::string> &Divisions);
  /// Runs \p Visit on each arm of \p Cond where \p C chooses it: with the
  /// arm's condition on its accesses (ArmConditions) and on the domain of
  /// statements made meanwhile (a call's body), each arm a stretch of its
  /// own.
  template <typename Fn>
  void inArms(const ConditionalOperator *Cond, const Condition &C, Fn Visit) {
    {
      ScopedStack<std::string> Then(ArmConditions, C.Holds);
      ScopedStack<std::string> ThenDomain(Constraints, C.Holds);
      auto True = newStretch();
      Visit(Cond->getTrueExpr());
    }
    ScopedStack<std::string> Else(ArmConditions, C.Fails);
    ScopedStack<std::string> ElseDomain(Constraints, C.Fails);
    auto False = newStretch();
    Visit(Cond->getFalseExpr());
  }
  /// Notes that \p S's texts hold the division of \p Guard (a `/` or `%` of
  /// a value that may be negative, which C truncates and isl floors): they
  /// are split by its sign when the model is done (exactDivisions).
  void inexactDivision(Statement &S, const std::string &Guard);
  std::string parametricStep(const Expr *Amount);
  /// Loops joined by a collapse clause that count by a parameter, around
  /// the innermost one's iterator write: what follows it may run.
  unsigned ParametricPending = 0;
  std::optional<std::string> standardMinMax(const CallExpr *C);
  /// \p Texts (constraints over the current iterators and parameters) made
  /// exact for the divisions whose guards were pushed since \p GuardsBefore,
  /// which are then popped: no statement needs them. Where that cannot be
  /// done, the texts and the guards stay (the statements are split, or
  /// inexact).
  void exactConstraints(const std::vector<std::string *> &Texts,
                        size_t GuardsBefore);
  /// The divisions \p GuardList stands for (DivisionOfGuard); nullopt for
  /// a guard of no division or more than four (2^k pieces or disjuncts).
  std::optional<std::vector<Division>>
  divisionsOf(llvm::ArrayRef<std::string> GuardList) const;
  /// The division each guard of Guards stands for.
  std::map<std::string, Division> DivisionOfGuard;
  /// The guards of the divisions in each statement's texts (by name), in
  /// each loop directive's iteration domain (by index) and in the
  /// function's return condition, inner divisions first.
  std::map<std::string, std::vector<std::string>> StatementDivisions;
  std::map<size_t, std::vector<std::string>> LoopDivisions;
  std::vector<std::string> ReturnDivisions;
  /// The return condition split by exactDivisions, when it had divisions.
  std::string ExactReturns;
  /// Makes every text that holds a division of a value that may be
  /// negative exact for every sign (truncatingDivisions); where that
  /// cannot be done, the statement is inexact there instead.
  void exactDivisions();
  std::vector<unsigned> Position = {0};
  unsigned MayDepth = 0;
  std::vector<ActiveLoop> Active;
  std::deque<Region> Regions;
  /// Set by a return statement; MayReturned once one may have been taken
  /// before the code being visited.
  bool Returned = false, MayReturned = false;
  /// The unsupported constructs around the code being visited.
  std::vector<UnknownReason> Poison;
  /// The loops and switches around the code being visited, where its
  /// `break` and `continue` go (a `continue` to the innermost loop). A jump
  /// out of a loop's iteration makes the rest of the iteration code that
  /// may run (visitCompound); a `break`, every iteration (visitFor).
  struct JumpScope {
    bool AcceptBreak = false, AcceptContinue = false;
    bool IsLoop = true;
    /// A jump to this scope has been visited in the current iteration.
    bool Jumped = false;
  };
  std::vector<JumpScope> Jumps;
  /// The index in Jumps of the scope a `continue` goes to, if any.
  std::optional<size_t> continueTarget() const {
    for (size_t K = Jumps.size(); K-- > 0;)
      if (Jumps[K].IsLoop)
        return K;
    return std::nullopt;
  }
  /// Straight-line stretches of code (a branch, a loop body, the right of
  /// `&&`, a construct's block), innermost last, each by a serial number:
  /// code in one runs whenever the code after it in that stretch does.
  std::vector<unsigned> Stretches = {0};
  unsigned NextStretch = 1;
  /// A new stretch for the scope.
  ScopedStack<unsigned> newStretch() { return {Stretches, NextStretch++}; }
  /// The scalars surely written in an open stretch, by Variable::Id, with
  /// that stretch (loop directives and regions start with none: a private
  /// copy starts undefined).
  std::map<std::string, unsigned> SurelyWritten;
  void noteSurelyWritten(const VarDecl *V);
  /// Of those, the ones a plain assignment (or an initialiser) wrote, with
  /// its stretch: they hold a value of this iteration, not an update of an
  /// older one.
  std::map<std::string, unsigned> SurelyAssigned;
  std::set<std::string> assignedIn(unsigned Stretch) const;
  /// After code that may run one of several paths (an if's branches, a
  /// switch's cases), each with the scalars it surely assigns: those that
  /// every path assigns are written here, as the code around sees it:
  ///   if (x[i] > 0) t = x[i]; else t = -x[i];   // t written, whatever x
  ///   y[i] = t;                                  // reads this iteration's
  void assignedOnEveryPath(const std::vector<std::set<std::string>> &Paths,
                           SourceLocation Loc);
  /// For each switch being visited (the innermost last): the scalars each
  /// of its cases surely assigns.
  std::vector<std::vector<std::set<std::string>>> CasePaths;
  /// Whether a read of \p V here always sees a write of the same thread
  /// in the same iteration (a write earlier in an enclosing stretch):
  ///   if (x[i] > 0) { t = x[i]; y[i] = t; }   // the read of t: covered
  /// Such a read, where it may not run, adds nothing the write does not:
  /// it is left out, so that it cannot seem to see another iteration's t.
  bool surelyWrittenBefore(const VarDecl *V) const;
  /// The affine values that integer scalars surely hold (see
  /// surelyWrittenBefore), with the guards of their divisions:
  ///   j = i + d;  a[i][j] = ...;   // the subscript is a[i][i + d]
  struct KnownValue {
    std::string Value;
    std::vector<std::string> Guards;
    unsigned Stretch = 0;
  };
  std::map<std::string, KnownValue> SurelyHolds;
  /// The affine value each variable surely holds after a top-level
  /// statement (by Variable::Id and the statement's index): a versioned
  /// parameter that stands for it is that value (noteValuesAfter).
  std::map<std::pair<std::string, unsigned>, std::string> ValueAfterTopLevel;
  void noteValuesAfter(unsigned TopLevelIndex);
  /// The same for the value a local's declaration, outside loops, gives it
  /// (what a parameter for its first version stands for).
  std::map<std::string, std::string> ValueAtDeclaration;
  /// `len = (n) - (1)`: what the context says of parameters that stand for
  /// a value another parameter text also gives (one value, one point).
  std::vector<std::string> ParameterEqualities;
  std::set<std::string> EquatedParameters;
  /// After a write of \p V that stores \p Value (null: anything).
  void noteValue(const VarDecl *V, const Expr *Value);
  /// For the scope (a construct's block whose copies start undefined):
  /// no scalar is surely written or known; after it, what it wrote is
  /// neither (a later read may see the construct's write).
  class ForgetSurelyKnown {
  public:
    explicit ForgetSurelyKnown(Extractor &X) : X(X) {
      Written.swap(X.SurelyWritten);
      Held.swap(X.SurelyHolds);
      Assigned.swap(X.SurelyAssigned);
    }
    ForgetSurelyKnown(const ForgetSurelyKnown &) = delete;
    ForgetSurelyKnown &operator=(const ForgetSurelyKnown &) = delete;
    ~ForgetSurelyKnown() {
      for (const auto &Inside : X.SurelyWritten) {
        Written.erase(Inside.first);
        Held.erase(Inside.first);
        Assigned.erase(Inside.first);
      }
      X.SurelyWritten.swap(Written);
      X.SurelyHolds.swap(Held);
      X.SurelyAssigned.swap(Assigned);
    }

  private:
    Extractor &X;
    std::map<std::string, unsigned> Written; ///< Those before the scope.
    std::map<std::string, KnownValue> Held;
    std::map<std::string, unsigned> Assigned;
  };
  /// The atomic, critical and ordered constructs around the code being
  /// visited (the innermost one last).
  std::vector<MutualExclusion> Exclusion;
  /// What construct \p D keeps its block's instances apart by, if any: an
  /// `atomic`, a `critical` (by name), an `ordered` block (of the loop
  /// directive it belongs to).
  std::optional<MutualExclusion>
  exclusionOf(const OMPExecutableDirective &D) const;
  /// An orphaned `single`, `sections`, `master` or `masked` outside loops:
  /// one thread of a caller's team runs it, so the threads' copies of the
  /// function's variables may differ (its name, for the reason).
  std::string OrphanedOneThread;
  /// The orphaned loops that use the threads' copies of the function's
  /// variables (indices into Out.Model.Loops).
  std::set<size_t> LoopsWithCallerCopies;
  /// Whether \p D is a worksharing construct outside any parallel region
  /// of the function (it binds to a caller's team, if any).
  bool isOrphaned(const OMPExecutableDirective &D) const;
  bool givesThreadAddresses(const CallExpr *C, const Region &R);
  void regionCallUnknown(Region &R, const CallExpr *C,
                         const UnknownReason &Why);
  static std::string threadCopyReason(const VarDecl *V);
  void addThreadPrivateCopies(
      const OMPExecutableDirective &D,
      std::map<const VarDecl *, DeclaredAttribute> &Attributes);
  UnknownReason FunctionUnsupported;
  unsigned NextStatement = 0, NextRef = 0;

  // The device data environment (ExtractDevice.cpp).
  /// The copies one construct's clauses make in a device's memory, by
  /// Variable::Id, and why the clauses naming some variables cannot be
  /// modelled.
  struct DeviceCopies {
    std::map<std::string, DeviceMapping> Copies;
    std::map<std::string, UnknownReason> Unmodelled;
  };
  /// An open `target data` construct.
  struct DataScope {
    DeviceCopies Clauses;
    /// The copies target constructs inside have used: indices into
    /// Out.Model.DeviceData.
    std::map<std::string, size_t> Used;
    /// The first statement, loop and region inside it.
    size_t FirstStatement = 0, FirstLoop = 0, FirstRegion = 0;
    /// Statements of the target constructs inside, and of `target update`
    /// directives (the rest is host code).
    std::set<std::string> DeviceStatements, UpdateStatements;
  };
  std::vector<DataScope> DataScopes;
  /// The copies of `declare target` data, which live as long as the
  /// program: the whole function is their scope.
  DataScope ProgramScope;
  DeviceMapping *presentCopy(const std::string &Id, UnknownReason &Why);
  bool teamSetup(const DeclStmt &Setup, const OMPExecutableDirective &Teams);
  /// The entry of Out.Model.DeviceData for copy \p Copy of \p Scope, made
  /// on its first use.
  DeviceMapping *scopeCopy(DataScope &Scope, const DeviceMapping &Copy);
  DeviceMapping *callerCopy(const std::string &Id);
  void closeDataScope(const DataScope &Scope);
  /// `target enter data` \p Enter, whose copies the `target exit data`
  /// among \p Later (the statements after it in its block) ends: opens a
  /// data scope for the code between, as `target data` would, and returns
  /// that exit directive in \p Exit (null if there is none: the copies
  /// last to the end of the function, LastingScopes). False (and the
  /// reason recorded) where that cannot be modelled.
  bool enterDataScope(const OMPExecutableDirective *Enter,
                      llvm::ArrayRef<const Stmt *> Later, const Stmt *&Exit);
  /// Copies of `target enter data` that no exit ends: open until the
  /// function's end (presentCopy looks in them after DataScopes).
  std::vector<DataScope> LastingScopes;
  /// Every data scope open here, outermost first: lasting copies, `target
  /// data` constructs (and enter/exit pairs), `declare target` data.
  std::vector<DataScope *> openScopes();
  void visitTargetUpdate(const OMPExecutableDirective *D);
  /// Inside the code of a target construct.
  unsigned DeviceDepth = 0;
  /// The `distribute` loop that is the block of the `teams` construct
  /// being visited, and that construct's reductions, which act as the
  /// loop's own (visitTeams).
  const OMPLoopDirective *LeagueLoop = nullptr;
  std::map<const VarDecl *, DeclaredAttribute> LeagueReductions;
  void visitTarget(const OMPExecutableDirective *D);
  /// The `taskwait` that ends the target task of `nowait` target construct
  /// \p Target, the statement of a block followed by \p Later: the first
  /// `taskwait` among them (without clauses), where no statement before it
  /// may leave the block (a return, a goto, a break or continue of a loop
  /// around). Null if there is none.
  static const Stmt *targetTaskWait(llvm::ArrayRef<const Stmt *> Later);
  /// Whether \p D is a target construct with `nowait` in the function's
  /// own code (no parallel region, loop directive or target construct
  /// around it): a target task the model follows to its taskwait.
  bool ownTargetTask(const OMPExecutableDirective &D) const;
  /// Target tasks (`nowait`) of the function's own code and the `taskwait`
  /// that ends each, found by the block that holds them (visitCompound).
  std::map<const Stmt *, const Stmt *> TargetTaskWaits;
  /// Target tasks made and not yet waited for: the index of each in
  /// FunctionModel::TargetTasks, its taskwait, and the first statement
  /// after its code.
  struct OpenTargetTask {
    size_t Task;
    const Stmt *Wait;
    size_t After;
  };
  std::vector<OpenTargetTask> OpenTargetTasks;
  /// Makes the loops and regions of target task \p Task unknown: the
  /// model never reached its taskwait (code it could not follow ends it).
  void unfinishedTargetTask(const TargetTask &Task);
  void visitTargetData(const OMPExecutableDirective *D);
  void visitTeams(const OMPExecutableDirective *D);
  DeviceCopies deviceCopies(const OMPExecutableDirective &D);
  std::string copyCells(const std::string &Cells) const;
  std::optional<std::string> mappedCells(const Expr *Item, std::string &Id,
                                         UnknownReason &Why);
  UnknownReason targetUnknown(const OMPExecutableDirective &D);
  void deviceUnknown(const OMPExecutableDirective &D, size_t FirstLoop,
                     size_t FirstRegion, const UnknownReason &Why);
};

} // namespace extract
} // namespace ompfix

#endif // OMPFIX_REWRITER_EXTRACTOR_H
