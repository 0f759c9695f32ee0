//===- Extractor.h - The builder of one function's model -------*- C++ -*-===//
//
// Internal to the extractor (ModelExtractor.h is its interface). The model
// of one function is built in two steps, as pet and Polly build theirs:
// first the facts of the whole function (FunctionFacts.h: where variables
// may change, linearized arrays, pointers that own their memory, ...), an
// immutable value; then this builder walks the code once, asking the facts
// and recording statements, accesses, loops and regions. Its work is split
// by concern:
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
//   ExtractDevice.cpp       target constructs and the device data
//   DeclaredCells.cpp       the extents arrays are declared with
// What a scope adds to the state (a loop level, a constraint, a may-execute
// context, an active loop directive, a region) it takes away when it ends,
// through the Scoped* guards below.
//
//===----------------------------------------------------------------------===//

#ifndef OMPFIX_REWRITER_EXTRACTOR_H
#define OMPFIX_REWRITER_EXTRACTOR_H

#include "frontend/FunctionFacts.h"
#include "frontend/LibraryFunctions.h"
#include "frontend/LibraryTable.h"
#include "frontend/MissingBodies.h"
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
#include <utility>
#include <vector>

namespace ompfix {
namespace extract {

/// The array an element of structs is taken from (ExtractExpressions.cpp).
struct ElementRoot;

using namespace clang;

/// Whether affine text \p Affine names a loop's iterator (`it0`, ...: no
/// parameter is so named, isReservedName).
bool mentionsIterator(const std::string &Affine);

/// The cells of array \p Id within \p Bounds (isl text, one per
/// dimension; an empty one leaves its dimension unbounded), "" where no
/// dimension is bounded (Variable::DeclaredCells):
///   boundedCells("b", {"", "m"}) = "{ b[c0, c1] : 0 <= c1 < (m) }"
std::string boundedCells(const std::string &Id,
                         const std::vector<std::string> &Bounds);

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

/// Keys of a map bound for the scope: each given back, at its end, what it
/// was bound to before (or unbound).
template <typename Map> class ScopedBindings {
public:
  explicit ScopedBindings(Map &Bound) : Bound(Bound) {}
  ScopedBindings(const ScopedBindings &) = delete;
  ScopedBindings &operator=(const ScopedBindings &) = delete;
  void bind(const typename Map::key_type &Key,
            const typename Map::mapped_type &Value) {
    auto Known = Bound.find(Key);
    Saved.emplace_back(Key, Known == Bound.end()
                                ? std::nullopt
                                : std::optional(Known->second));
    Bound[Key] = Value;
  }
  ~ScopedBindings() {
    for (auto It = Saved.rbegin(); It != Saved.rend(); ++It)
      if (It->second)
        Bound[It->first] = *It->second;
      else
        Bound.erase(It->first);
  }

private:
  Map &Bound;
  std::vector<std::pair<typename Map::key_type,
                        std::optional<typename Map::mapped_type>>>
      Saved;
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
  /// Access::ThreadSlot: the dimension that is the running thread's number.
  int ThreadSlot = -1;
};

/// Orders variables by their first declaration: a global declared twice
/// (`extern int n;`, then `int n;`) is one key, whichever declaration a
/// clause or a reference names (as Extractor::info makes it one variable).
struct ByFirstDeclaration {
  bool operator()(const VarDecl *A, const VarDecl *B) const {
    return (A ? A->getCanonicalDecl() : nullptr) <
           (B ? B->getCanonicalDecl() : nullptr);
  }
};
/// The data-sharing attributes a directive's clauses give, by variable.
using ClauseAttributes =
    std::map<const VarDecl *, DeclaredAttribute, ByFirstDeclaration>;

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
  /// For an alias: where in the target it points is not known, because
  /// its pointer steps through the target (BodyFacts::walks: `*code++`) or
  /// its offset is not affine (`a + i * m`): an access through it may
  /// touch any cell of the target (AliasOffset and AliasPrefix are unused).
  bool AnyOffset = false;
  /// Of those, the ones whose offset was not known where they were bound
  /// either (`a + i * m`): a pointer that steps from a known one is known
  /// where a counted loop steps it (Extractor::steppedAlias).
  bool UnknownStart = false;
  /// For an alias of a row of a linearized array (FunctionFacts::RowLengths;
  /// `f(a + i * m, m)` binds `double *r` to a's row i): the length of the
  /// rows, where the row is none of the array's, and the array. An access
  /// whose subscript plus AliasOffset leaves [0, RowLength) is not the cell
  /// the model names (Statement::Inexact).
  std::string RowLength, OutOfRows;
  const VarDecl *RowsOf = nullptr;
  UnknownReason Unsupported; ///< Why accesses through it cannot be modelled.
  /// A parameter given a null pointer: an access through it that runs is
  /// Unsupported; one that never runs (`for (i = 0; i < k0; i++) x[i]`
  /// given k0 = 0) is none (Statement::Inexact).
  bool NullPointer = false;
  /// The Variable::Id of the declaration's own variable: for an alias, the
  /// pointer (what a clause on it copies), else the memory it names.
  const std::string &ownId() const { return IsAlias ? PointerId : Id; }
};

class Extractor {
public:
  Extractor(ASTContext &Ctx, const FunctionDecl &F, const CalleeSearch &Search)
      : Ctx(Ctx), SM(Ctx.getSourceManager()), F(F), Facts(Ctx, F),
        Entered(Facts.OwnBody) {
    Callees.Search = &Search;
  }

  ExtractedFunction run();

private:
  struct Level {
    const VarDecl *Iterator;
    std::string Dim;
    bool Decreasing;
    /// The step, when it is a value that cannot change (LoopDirective::
    /// ParametricSteps); empty for a constant one.
    std::string ParametricStep = {};
    /// With ParametricStep: what the report says of the loop
    /// (valuesBetweenIterations).
    std::string ValuesBetween = {};
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
    /// Variables read as parameters in the directive (a bound, a
    /// subscript), each with its first such read and whether that is in
    /// the directive's own loop headers: where a clause gives them a copy
    /// the parameter is not what is read (addParameterReads).
    struct ParameterRead {
      const Expr *First;
      bool InHeader;
    };
    std::map<const VarDecl *, ParameterRead> ParameterReads;
    /// The same for fields of the object a member function runs on
    /// (`this->n`), which no clause copies.
    std::vector<ParameterRead> MemberReads;
    /// The places the directive's own loop headers read (placesRead):
    /// every thread of the team reads them where the loop starts
    /// (addHeaderReads).
    std::vector<const Expr *> HeaderReads;
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
    ClauseAttributes Attributes;
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
    /// Inside a task, and the variables declared in the task's code (its
    /// callees' included): each instance of the task has its own.
    unsigned TaskDepth = 0;
    std::set<const VarDecl *> TaskLocals;
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
  /// Whether the code being visited runs in a team of threads (a
  /// `parallel` region's, a parallel loop's; not a league's): a team
  /// made here is nested (LoopDirective::NestedTeam).
  bool inTeam() const;
  /// The region whose team runs the code being visited outside any
  /// worksharing loop (every thread runs it), if any.
  Region *replicatingRegion() {
    Region *R = innermostRegion();
    return R && R->ActiveDepth == Active.size() && R->OnceDepth == 0 ? R
                                                                     : nullptr;
  }

  const VarInfo *fieldVariable(const Expr *E);
  /// Sets \p V's place in \p Record (Variable::FieldRecord), the field
  /// \p Path (written order) leads to; none through a pointer field.
  void placeField(Variable &V, const RecordDecl *Record,
                  llvm::ArrayRef<const FieldDecl *> Path) const;
  /// The element a reference or pointer variable \p R names all along
  /// its scope (`T &r = a[i]`: `a[i]`), else null (see the definition).
  const Expr *namedElement(const VarDecl *R) const;
  /// \p Element (`a[i]`, `v[i][j]`) if its subscripts keep their values
  /// while it is named, else null (see the definition).
  const Expr *keptElement(const Expr *Element) const;
  /// Whether subscript \p Index keeps its value while an element is named
  /// (keptElement).
  bool keptIndex(const Expr *Index) const;
  const Expr *someElement(const Expr *Element) const;
  /// Reads into \p S the subscripts of element \p Element (`a[e][e']`,
  /// `&a[e]`): e and e'.
  void readSubscripts(const Expr *Element, Statement &S);
  /// The element of an array of structs that `this` of the member
  /// function being followed is bound to (`p[i].move(dt)`: `p[i]`), else
  /// null.
  const Expr *thisElement() const;
  /// Whether \p R names an element of an array of structs, followed by
  /// namedElement or not: its fields are that element's, never a
  /// variable of their own.
  bool namesElement(const VarDecl *R) const {
    return namedElement(R) ||
           (R && Callees.ElementBindings.count(boundRoot(R)) > 0);
  }
  /// Whether \p V, not static, is declared in a loop directive or a
  /// region around: a copy per iteration or per thread.
  bool declaredInConstruct(const VarDecl *V) const;
  /// Whether the initializer of local struct \p Root gives its pointer
  /// field \p Field memory no other name reaches (see the definition).
  bool initializedFresh(const VarDecl *Root, const FieldDecl *Field) const;
  bool constructorGivesFresh(const CXXConstructorDecl *C,
                             const FieldDecl *Field, unsigned Depth) const;
  /// Shapes \p V as rows of pointers when \p D (of type \p T) is one:
  /// `double **u` with rows of fresh memory, or a parameter whose rows the
  /// function keeps (PointerRows.cpp). False otherwise.
  bool rowsShapeOf(const VarDecl *D, QualType T, bool Restrict, bool Outlives,
                   Variable &V) const;
  /// Where constructing or destroying \p V (from \p Init) runs code the
  /// model does not follow (objectCode): the loops and the region around
  /// are unknown.
  void constructed(const VarDecl *V, const Expr *Init);
  // Structs of numbers copied whole (ExtractStructValues.cpp).
  /// The lvalue `Base.f.g` of number \p Path of struct lvalue \p Base,
  /// made for the model (the source range is Base's).
  const Expr *numberOf(const Expr *Base, const FieldPath &Path);
  /// Adds to \p S the reads of struct value \p Value. Accepted forms:
  ///   a[i], s, *p          (an lvalue: each of its numbers)
  ///   {x, y}, (T){x, y}     (each initializer; a field left out is 0)
  ///   f(x)                 (a call visited in place: its `return` read)
  ///   T(s), T()            (a trivial copy; a constructor that builds only)
  /// unsupported otherwise.
  void readStruct(const Expr *Value, Statement &S);
  /// The struct value whose number \p E reads, where that value is a
  /// temporary (`cmul(a, b).re`, `(p + q).x`), else null: reading E
  /// reads the value (readStruct), no other memory.
  const Expr *memberOfTemporary(const Expr *E) const;
  /// Adds to \p S the reads of every cell (its size included) of \p Value,
  /// a std::vector or std::array of numbers returned by value: a
  /// container variable (`return r;`, `T v = w;`), or a call visited in
  /// place (its `return` read); unsupported otherwise. False for another
  /// type, or a container made from numbers (`v(n)`, `{1, 2}`).
  bool readContainer(const Expr *Value, Statement &S);
  /// Adds to \p S the writes of every number of struct lvalue \p Dest.
  void writeStruct(const Expr *Dest, Statement &S);
  void assignStruct(const Expr *Dest, const Expr *Value, Statement &S);
  /// `T s = Value;` for a struct of numbers (numberFields): a statement
  /// reading the value and writing every number of \p V. False (nothing
  /// done) for another variable, or `T s;` that sets nothing.
  bool initStruct(const VarDecl *V, const Expr *Init);
  /// `a = b` between structs of numbers in C++ (a trivial operator=):
  /// assignStruct. False (nothing done) for another call.
  bool structAssignment(const CallExpr *C, Statement &S);
  /// Whether \p V is the counter of a loop that its header declares and
  /// changes alone (`for (int i = ...)`): it keeps its value in an
  /// iteration.
  bool headerCounter(const VarDecl *V) const;
  /// Whether the model follows every name of the elements of \p Root, an
  /// array of structs (see the definition).
  bool elementsFollowed(const VarDecl *Root, bool Pointer);
  /// The path of fields an array of structs is reached through, where the
  /// model follows it (see the definition).
  std::optional<ValuePath> elementsPath(const ElementRoot &Of) const;
  const VarInfo *elementField(const MemberExpr *M,
                              std::vector<const Expr *> &Indices);
  bool pointerLeaf(const std::vector<const FieldDecl *> &Fields, QualType &Cell,
                   std::vector<std::string> &Extents);

  // Variables.
  /// What the model knows of variable \p D (its cells, its name in the
  /// model), made on its first use: one for all declarations of a global.
  const VarInfo &info(const VarDecl *D);
  /// info() for a declaration seen first.
  const VarInfo &newInfo(const VarDecl *D);
  void ownedArrayCells(const VarDecl *D, QualType Element, Variable &V,
                       VarInfo &I);
  /// The variable that \p D, a reference to a library value, names (see
  /// the definition), else none.
  std::optional<VarInfo> valueReference(const VarDecl *D);
  /// Whether \p D is main's argv read outside loops and regions
  /// (`atoi(argv[1])`, `std::string(argv[2])`): the program's arguments,
  /// which no other name reaches and no loop sees.
  bool isProgramArguments(const VarDecl *D) const;
  /// info's cells of \p D, a library value of type \p T, in \p V and
  /// \p I; for a reference bound to another variable, that one's.
  std::optional<VarInfo> libraryValueCells(const VarDecl *D, QualType T,
                                           bool Outlives, VarInfo &I,
                                           Variable &V);
  std::optional<VarInfo> pointerOrigin(const VarDecl *D, bool Global,
                                       const std::string &Name, VarInfo &I);
  std::string uniqueId(llvm::StringRef Name);
  bool isParameter(const VarDecl *D) const;
  /// The parameter that \p E's value is while the code being visited runs,
  /// when it cannot change there (docs/design/real-programs.md,
  /// "What cannot change is a parameter"): an integer variable, or a path of fields and constant
  /// subscripts from one (`grid_points[0]`, `p->n`, `s.dims[1]`).
  std::optional<std::string> invariantParameter(const Expr *E);
  /// The same for the value at \p P, of an unsigned type or not.
  /// Whether \p P, from \p Root, a parameter of a callee visited in
  /// place, names the caller's memory through it (`a[idx[0]]` in a callee
  /// given the caller's `idx`): memory the function's facts do not see
  /// written by that name, which the loop may write, so no parameter.
  bool namesCallerMemory(const VarDecl *Root, const ValuePath &P) const;
  std::optional<std::string> invariantParameter(const ValuePath &P,
                                                bool Unsigned);
  /// Whether the value of \p Root (\p Plain: itself, not a path of
  /// fields or subscripts from it) after the top-level statement \p Site
  /// (none: on entry, or as declared) is an input of the function: its
  /// value on entry (a parameter, a global), or what a function that reads
  /// the program's input gave (`n = atoi(argv[1])`, `scanf("%d", &n)`).
  /// Any value of those may happen; of other values the model does not
  /// equate with what they hold, not every value does.
  bool inputValue(const VarDecl *Root, bool Plain,
                  std::optional<unsigned> Site) const;
  /// Whether nothing in the function changes \p V nor what it reaches:
  /// not assigned, its address never taken nor its value stored, and, for
  /// a global, no call the front end cannot see.
  bool unchangedInFunction(const VarDecl *V) const;
  /// The parameter for the value of \p E, a bound of a loop directive's
  /// own loop that is not affine, when the directive starts (see the
  /// definition for the accepted forms); nullopt where \p E may read
  /// another value in another thread or instance.
  std::optional<std::string> valueAtEntry(const Expr *E);
  /// Bound \p E of a loop (none: nullopt) as affine text; in a loop
  /// directive's own loops (\p InDirective), else its valueAtEntry.
  std::optional<std::string> boundValue(const Expr *E, bool InDirective);
  /// Whether \p E, the value an assignment stores, is computed from
  /// constants, values the same in every instance and the shared cells it
  /// reads alone (see the definition): Statement::StoresSharedReads.
  bool computedFromSharedReads(const Expr *E);
  /// The isl name of the value \p Key (structural: declarations and
  /// constants) has in version \p Version, spelled after \p Spelling.
  /// The parameter for \p E, an operator of C over values that cannot
  /// change whose value isl cannot say (`n * m`, `n / k`, `n << s`), of
  /// affine operands \p Left and \p Right (over parameters; Right empty
  /// for `~n`): recorded with its definition in FunctionModel::Definitions
  /// when new. nullopt where no definition is found (an operand the
  /// definition cannot hold exactly).
  std::optional<std::string> definedParameter(const Expr *E,
                                              const std::string &Left,
                                              const std::string &Right);
  /// \p E as a DefinedValue (C's operators over the affine values of its
  /// leaves), nullopt where a leaf is not affine over parameters alone.
  std::optional<DefinedValue> definedValue(const Expr *E);
  /// The parameter of the product of \p Factors, values that cannot
  /// change (a row length `H * W` of a linearized array), as
  /// definedParameter names `H * W` written in the source: the factors
  /// multiplied left to right. nullopt where a factor is no such value.
  std::optional<std::string>
  productParameter(llvm::ArrayRef<const Expr *> Factors);
  /// The parameter of \p Value, C's operator \p Kind over affine
  /// operands \p Left and \p Right: named, and recorded when new.
  std::string namedDefinition(const DefinedValue &Value,
                              const std::string &Left, const std::string &Right,
                              bool Unsigned);
  std::string parameterName(const std::string &Key, unsigned Version,
                            const std::string &Spelling, bool Unsigned,
                            const std::string &Written = "");

  std::optional<double> numericConstant(const Expr *E) const;
  /// The Variable::Id of \p E when it names one scalar variable, else "".
  std::string scalarOf(const Expr *E);

  // Affine expressions and conditions.
  std::optional<std::string> affine(const Expr *E);
  std::optional<std::string> bitsByConstant(const BinaryOperator *B,
                                            const std::string &X,
                                            const std::string &Y);
  /// Notes the guard of division \p D of \p Dividend (its value
  /// negative), where exactDivisions splits it: C rounds a signed value
  /// toward zero, and an unsigned one the model finds negative is one C
  /// wrapped (Division::Modulus). False, nothing noted, for an unsigned
  /// dividend that may also wrap past its type's top (a product or a large
  /// constant in it: mayWrapHigh).
  bool wrappedDividend(const Expr *Dividend, Division D);
  /// The value of operand \p X of affine text \p Text if it is a
  /// constant, also one a variable surely holds (`const int T = 32;` is
  /// no constant expression in C: its affine text is a number).
  std::optional<long> constantOperand(const Expr *X, const std::string &Text);
  /// affine(E) where it needs no truncating division's guards (C's `/`
  /// and isl's floor agree there), else none; `i / 2` with i that may be
  /// negative is none. Leaves Truncating.Guards as it found them.
  std::optional<std::string> unguardedAffine(const Expr *E);
  std::optional<Condition> condition(const Expr *E);
  std::optional<std::string> minMax(const ConditionalOperator *C);
  std::optional<std::string> choiceParameter(const ConditionalOperator *C);
  std::optional<std::string> inlinedCall(const CallExpr *C);
  std::optional<std::string> roundedDivision(const ConditionalOperator *C);

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
  /// A lock a block holds, and whether a guard holds it (unset where the
  /// block ends).
  struct HeldLock {
    const VarDecl *Lock;
    bool Guard;
  };
  void noteLockOperation(const Stmt *Child, std::vector<HeldLock> &Held);
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
  /// What initializer \p Init of pointer \p V does, whatever the pointer
  /// turns out to be (pointerOrigin): its calls visited in place, or,
  /// where they are neither an accessor nor an allocation, calls the model
  /// sees as such (their effects, or why the loop or region is unknown);
  /// an allocation's sizes, and what a form other than offsets from a
  /// variable (`c ? a : b`) reads.
  void visitPointerInit(const VarDecl *V, const Expr *Init);
  /// Records that \p V is declared in the code of the active loops and
  /// regions (each iteration's, thread's or task instance's own).
  void noteDeclaredInConstructs(const VarDecl *V);
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
    /// The other tests of a condition that `&&` joins, each the iterator
    /// against a bound (`i < t + T && i < n`): the loop runs while all hold.
    std::vector<std::pair<const Expr *, BinaryOperatorKind>> MoreBounds;
    std::optional<long> Step;
    std::string ParametricStep;
    /// Where the initialisation sets several variables
    /// (`for (int k = 64 * b, i = 0; ...)`): visitFor visits the others'.
    bool SeveralInits = false;
    /// The variables the increment steps with the iterator, each by a
    /// constant (`++i, ++k`): they count in step with it (headerCounters).
    std::vector<std::pair<const VarDecl *, long>> Companions;
  };
  ForHeader forHeader(const ForStmt *S);
  /// Whether visitFor models loop \p S (header \p H) as a counted loop:
  /// else it is visited as one of unknown count (visitUncountedLoop), or,
  /// a loop directive's own loop not in canonical form, unsupported.
  bool countedLoop(const ForStmt *S, const ForHeader &H, bool InDirective);
  /// The iterator, first value and step of a loop whose header sets or
  /// steps several variables (headerCounters), into \p H.
  void headerCounters(const ForStmt *S, ForHeader &H);
  /// Visits the parts of loop \p S's initialisation that set other
  /// variables than iterator \p Iter (`k = 64 * b` of `k = 64 * b, i = 0`).
  void visitOtherInits(const ForStmt *S, const VarDecl *Iter);
  /// Whether the next loop is one of the innermost loop directive's own
  /// (the directive's loop, or one its `collapse` joins).
  bool inDirectiveNest() const {
    return !Active.empty() &&
           Nest.size() < Active.back().Depth +
                             Out.Model.Loops[Active.back().Index].Collapse;
  }
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
  /// Binds the reference \p Variable of a range-based `for` over structs
  /// to element k of \p Container, k the iterator it returns, for the
  /// nest level of the loop: `for (Particle &p : parts)` names
  /// `parts[k]` (VariableTable::RangeElements).
  const VarDecl *bindRangeElement(const VarDecl *Variable,
                                  const VarDecl *Container);
  /// In the innermost loop a directive collapses: records its iteration
  /// domain, the nest being complete.
  void recordIterationDomain();
  void visitIf(const IfStmt *S);
  bool droppedErrorPath(const IfStmt *S);
  void visitTryInConstruct(const CXXTryStmt *S);
  /// Records that the code of \p Path, an error path, is left out.
  void noteErrorPath(const Stmt *Path);
  /// Adds \p Fact to list \p OfLoop of each active loop and \p OfRegion
  /// of each region around (what their verdicts assume).
  void noteInConstructs(std::vector<std::string> LoopDirective::*OfLoop,
                        std::vector<std::string> ParallelRegion::*OfRegion,
                        const std::string &Fact);
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
  /// Threads that order accesses through memory (\p Through: a `flush`,
  /// an atomic access with a memory order, a std::atomic load) at \p Loc,
  /// which the model does not follow: the loops and regions around are
  /// unknown.
  void unmodelledSynchronization(const std::string &Through,
                                 SourceLocation Loc);
  void visitRunsAsWritten(const OMPExecutableDirective *D,
                          const std::string &Name, Region *R);
  /// A construct the model lacks (\p Name as reported, in region \p R if
  /// any): unknown, its code visited as not modelled (a combined target
  /// loop directive answered itself, as unknown).
  void visitUnmodelledConstruct(const OMPExecutableDirective *D,
                                const std::string &Name, Region *R);
  void visitDirective(const OMPExecutableDirective *D);
  /// Notes that a team gets \p Size threads (the argument of
  /// `omp_set_num_threads`, a `num_threads` clause) where it is affine in
  /// the function's values: a race's witness prefers it at least two
  /// (FunctionModel::ManyThreads).
  void noteTeamSize(const Expr *Size);
  /// FunctionModel::ManyThreads of the sizes noted, \p Prefix the
  /// parameters' tuple ("[n, nt] -> "); empty where none names parameters
  /// alone.
  std::string manyThreads(const std::string &Prefix) const;
  void visitParallel(const OMPExecutableDirective *D);
  void nestRegion(const Region &R, const ParallelRegion &M);
  std::vector<const VarDecl *> broadcastCopies(const OMPExecutableDirective &D,
                                               const Region &R);
  void modelRegion(const OMPExecutableDirective *D, bool League);
  void visitTeamConstruct(const OMPExecutableDirective *D,
                          OpenMPDirectiveKind Kind, Region &R);
  void visitTask(const OMPExecutableDirective *D, Region &R);
  /// A local of region \p R's code that task \p Task reaches (\p Named
  /// by it, pointed to by a pointer it names, captured by reference by a
  /// lambda it names) and may outlive: no `taskwait` follows the task in
  /// the local's scope. Null if none.
  const VarDecl *outlivedLocal(const OMPExecutableDirective &Task,
                               const Region &R,
                               const std::set<const VarDecl *> &Named);
  void visitThreadIf(const IfStmt *S, Region &R);
  void visitUndecidedIf(const IfStmt *S);
  void visitUnmodelled(const Stmt *S, const UnknownReason &Why);
  void visitOpaque(const Stmt *S);
  void visitSwitch(const SwitchStmt *S);
  /// A loop whose trip count the model cannot write: a while or do loop,
  /// or a `for` outside loop directives that is not of the counted form
  /// (forHeader); its iterations are counted by a parameter of their own
  /// (`trips_<line>`, at least 0).
  void visitUncountedLoop(const Stmt *S);
  /// Forgets the values surely held before loop \p Loop of the variables
  /// it may change: in its second iteration they may hold others.
  ///   int m = 1;  while (...) { ... i < m ...  m = 5; }   // m is not 1
  void forgetValuesChangedIn(const Stmt *Loop);
  /// Where sequential loop \p S's bounds are not affine: they are read
  /// before it, and the calls they make followed there, once for all the
  /// tests, the values the loop changes forgotten (visitFor):
  ///   for (j = 0; j < row_length(p, i); j++)   // row_length's reads
  void readBounds(const ForStmt *S, const ForHeader &H);
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
  std::string valuesBetweenIterations(const ForStmt *S);
  std::string enclosingValuesBetween() const;

  // Accesses.
  void reads(const Expr *E, Statement &S);
  /// Reads into \p S the sizes of the variable-length array types that
  /// \p E writes (`sizeof(double[n])`, a cast); whether E is a `sizeof`
  /// (or another operator on a type), which reads nothing else.
  bool readWrittenType(const Expr *E, Statement &S);
  /// The read of lvalue \p Sub that the expression loads: a scalar, an
  /// element, a field, a container's element (none for a read that a
  /// write before it in the same iteration surely covers).
  void readLoaded(const Expr *Sub, Statement &S);
  /// Whether readLoaded models the load of lvalue \p Sub (stripped): a
  /// variable, an element, a field, `*p`, a container's element, what an
  /// accessor returns (`m.at(i, j)`).
  bool loadable(const Expr *Sub);
  /// Whether every call in \p E is a load (loadable): `perm[i] + 1` on a
  /// std::vector, `m.at(i)`; not `next()`.
  bool loadsOnly(const Expr *E);
  /// Reads, in a statement at \p Loc, the sizes of variable-length arrays
  /// a declaration evaluates (variableSizes), their calls followed first.
  void readSizes(const std::vector<const Expr *> &Sizes, SourceLocation Loc);
  bool readOnlyField(const Expr *E);
  /// Whether the memory of field \p Field (a path pathOf reads) may have
  /// another name: its root a pointer, a reference or a global, or a
  /// member of `this`.
  bool reachedOtherwise(const Expr *Field);
  /// Whether \p V is the same variable for every thread and iteration of
  /// the constructs around (no copies: not declared in them, no clause but
  /// `shared`).
  bool sharedHere(const VarDecl *V);
  /// Whether a clause on struct variable \p Root copies its fields as
  /// OpenMP copies a scalar: a C struct (or a C++ one that is trivially
  /// copyable and default-constructible) of automatic storage.
  bool clauseCopiesFields(const VarDecl *Root) const;
  /// Whether the one loop directive being extracted gives \p Root a copy
  /// by a clause of its own (private, firstprivate, lastprivate) and
  /// nothing else around gives it one: its fields are then followed and
  /// checked as that clause says (`#pragma omp parallel for private(p)`
  /// with `p.x = a[i]`).
  bool copiedByLoopClause(const VarDecl *Root);
  std::optional<Cell> lvalue(const Expr *E, Statement &S);
  bool subscriptsOf(const Expr *E, const Expr *&Base,
                    std::vector<const Expr *> &Indices, Statement &S);
  /// A call whose result is a cell of memory the model follows: the
  /// returned expression and how to read it where the call is.
  struct AccessorCall {
    const Expr *Returned = nullptr;
    /// `this` there (null: no member function).
    const Expr *Object = nullptr;
    /// Whether `this` in the accessor is Object (not in a lambda's body).
    bool BindsThis = false;
    /// The parameters' affine values ("" for an argument that is none).
    std::map<const VarDecl *, std::string> Arguments;
    /// The arguments that are no affine values, which the caller reads.
    std::vector<const Expr *> Opaque;
    /// The initializers of its locals that are no affine values, which it
    /// reads (its parameters bound).
    std::vector<const Expr *> OpaqueLocals;
    /// The initializers of its pointer locals that point somewhere in
    /// memory the model follows (no affine offset), whose offsets it
    /// reads.
    std::vector<const Expr *> OffsetLocals;
    /// The conditions of the checks before its `return` (`assert(c)`),
    /// which end the program where they fail.
    std::vector<const Expr *> Checks;
    /// Its pointer parameters (and pointer locals), bound to the memory
    /// their arguments (initializers) point into; its struct parameters,
    /// to the caller's variable.
    std::vector<std::pair<const VarDecl *, VarInfo>> Aliases;
    std::vector<std::pair<const ParmVarDecl *, const VarDecl *>> Roots;
    std::vector<std::pair<const ParmVarDecl *, const Expr *>> Paths;
  };
  /// Binds an accessor's parameters and `this` while it lives (and gives
  /// back what they were bound to before).
  class BoundAccessor {
  public:
    BoundAccessor(Extractor &X, const AccessorCall &A);

  private:
    ScopedStack<std::map<const VarDecl *, std::string>> Arguments;
    ScopedStack<const Expr *> This;
    ScopedCount InAccessor;
    ScopedBindings<std::map<const VarDecl *, VarInfo>> Vars;
    ScopedBindings<std::map<const VarDecl *, const VarDecl *>> Roots;
    ScopedBindings<std::map<const VarDecl *, const Expr *>> Paths;
  };
  /// The path of fields a struct parameter given \p E is bound to
  /// (CalleeVisits::PathBindings), or null: \p E is no such path.
  const Expr *boundPath(const Expr *E) const;
  /// Binds \p P, an accessor's parameter that is no integer, to \p Arg in
  /// \p A (false: the model cannot follow it).
  bool bindAccessorParameter(const ParmVarDecl *P, const Expr *Arg,
                             AccessorCall &A);
  /// Binds an accessor's locals in \p A (false, with \p Why: one the
  /// model cannot follow).
  bool bindAccessorLocals(llvm::ArrayRef<const VarDecl *> Locals,
                          AccessorCall &A, std::string &Why);
  /// Reads the conditions of accessor call \p A's checks and the
  /// initializers of its locals that are no affine values, its parameters
  /// bound.
  void readAccessorChecks(const AccessorCall &A, Statement &S);
  /// What call \p C returns, a pointer into memory the model follows (an
  /// accessor's, resultAlias in ExtractCalls.cpp), reading its checks into
  /// \p S where given; none if it is not such a call (\p Why, where
  /// given, says why).
  std::optional<VarInfo> resultAlias(const CallExpr *C, Statement *S,
                                     std::string *Why = nullptr);
  /// What \p E, the base of an alias's argument, names: a variable, a
  /// field path (`s->values`, `this->a`), or what an accessor returns
  /// (`row(m, i)`: kept in \p Returned); null for none of these.
  const VarInfo *aliasTarget(const Expr *E, std::optional<VarInfo> &Returned);
  /// The reason for an access through the result of call \p C that the
  /// model does not follow.
  UnknownReason unfollowedResult(const CallExpr *C);
  /// What an accessor may return: a reference to a number or a pointer
  /// to numbers; or a place (placeAccessorCall).
  enum class AccessorResult { Numbers, Place };
  /// \p C as an accessor, or why it is none (\p Why).
  std::optional<AccessorCall>
  accessorCall(const CallExpr *C, std::string &Why,
               AccessorResult Result = AccessorResult::Numbers);
  /// \p E, where it is a call of a function of the file that returns a
  /// place: a reference to a struct of the program or to a std::vector or
  /// std::array, or a pointer to a struct of the program; else null.
  const CallExpr *placeAccessorCall(const Expr *E) const;
  /// The place that call \p C returns (AccessorPlaces.cpp), an lvalue in
  /// the caller's terms (`s.parts[i]` for `s.get(i)`), or null: \p C is
  /// no such accessor.
  const Expr *accessorPlace(const CallExpr *C) const;
  /// The same, made anew, or why there is none (\p Why).
  const Expr *placeReturned(const CallExpr *C, std::string &Why) const;
  /// The place \p E names through a place accessor where it is given to
  /// a pointer (\p ToPointer: `&s.get(i)`, `s.node(i)`) or a reference
  /// (`s.get(i)`); null where \p E is none or the call's result is not
  /// of that kind.
  const Expr *placeGiven(const Expr *E, bool ToPointer) const;
  /// Reads into \p S what place accessor call \p C checks (false, with
  /// \p Why: it is no accessor the model follows).
  bool readPlaceAccessor(const CallExpr *C, Statement &S, std::string &Why);
  /// Reads at \p V's declaration what the place accessor of its
  /// initializer \p Init checks (`T &r = s.get(i)`); false where the
  /// model does not follow them (said).
  bool readAccessorOfInit(const VarDecl *V, const Expr *Init);
  /// Lvalue \p E, a path of fields and subscripts from what a place
  /// accessor returns (`s.get(i).x`, `m.x()[i]`), with the call replaced
  /// by its place, the accessor's checks read into \p S; null where the
  /// accessor is not followed (said); none where \p E is of no such form.
  std::optional<const Expr *> throughAccessor(const Expr *E, Statement &S);
  /// The alias of the container \p E names, of \p Rank dimensions (a
  /// reference's initializer, a reference parameter's argument), else
  /// none (see the definition).
  std::optional<VarInfo> containerAlias(const Expr *E, unsigned Rank,
                                        bool InStatement);
  /// Local reference \p D to a container of \p Rank dimensions, `T &r =
  /// v;`, `auto &x = m.x();`: the alias of what it is bound to, where
  /// that names the same cells while \p D lives; else none.
  std::optional<VarInfo> referenceAlias(const VarDecl *D, unsigned Rank);
  /// The cell accessor call \p C names (lvalue of what it returns).
  std::optional<Cell> accessorCell(const CallExpr *C, Statement &S);
  void addAccess(Statement &S, const Cell &C, bool IsWrite, const Expr *E);
  /// The same at \p Loc, quoted as \p Text (a declaration, an iterator's
  /// update, a write that every path of a branch makes).
  void addAccess(Statement &S, const Cell &C, bool IsWrite, SourceLocation Loc,
                 std::string Text);
  /// Every cell of variable \p Id: `a[o0, o1]`, `t[]`.
  Cell everyCell(const std::string &Id, bool Exact) const;
  /// The hidden state of library function \p Function (`rand`), a
  /// variable no clause names, made at its first call.
  Cell hiddenState(const std::string &Function) {
    return hiddenState(Function, Function, Function + "()");
  }
  /// The same for the state \p Key (a function's family, a stream's),
  /// whose findings speak of "the hidden state of '\p Of'" and whose
  /// witnesses name it \p Name.
  Cell hiddenState(const std::string &Key, const std::string &Of,
                   const std::string &Name);
  /// The position of the stream a StreamInput call \p C reads (its hidden
  /// state, read and written in \p S), or none where that stream is the
  /// construct's own; false, said, where it is no variable in a loop or
  /// region.
  bool streamState(const CallExpr *C, Statement &S);
  /// Notes that the code reads from stream \p Key (named \p Spelled) in
  /// call \p C; false, said, where it read from another before: two
  /// names may be one stream (a parameter given `stdin`), whose calls
  /// would race on one position though their states differ.
  bool readStream(const void *Key, const std::string &Spelled,
                  const CallExpr *C);
  /// The key of the standard input (`stdin`, what `scanf` reads).
  static const char StandardInput;
  /// In a loop or region, the loop or region cannot be checked for \p Why
  /// (unsupported, or regionCallUnknown of call \p C): false; elsewhere
  /// (sequential code, whose call is followed as it can be) true.
  bool concurrentCallUnknown(const CallExpr *C, const UnknownReason &Why);
  /// Whether stream variable \p V only ever holds streams the function
  /// opens (LibraryEffect::OpensStream) or null.
  bool opensOwnStreams(const VarDecl *V) const;
  /// \p Value: what a plain assignment stores.
  void writeTo(const Expr *LHS, Statement &S, bool AlsoRead,
               const Expr *Value = nullptr);
  /// What argument \p K of call \p C reaches, read (and, unless \p
  /// ReadOnly, what the table says the callee writes through it, written):
  /// a \p Library call's (the C library's, an allocator's, output), or a
  /// read-only function's (readOnlyCall).
  void touchArgument(const CallExpr *C, unsigned K, bool Library, bool ReadOnly,
                     Statement &S);
  /// The row of array variable \p I that pointer argument \p A points
  /// into, every cell of which a call may touch through it, and none
  /// outside (a conforming program's pointer stays in its array):
  ///   sprintf(names[i], ...)     names[i][o0]   (char names[n][64])
  ///   qsort(&rows[i][0], ...)    rows[i][o0]
  /// None for another form, a subscript that is no affine value.
  std::optional<Cell> rowReached(const VarInfo &I, const Expr *A);
  /// A call of a function that writes no memory but its own locals
  /// (isReadOnlyDefinition) whose body is not visited in place (a
  /// recursive one, one called where calls are not visited): it reads
  /// what its pointer arguments reach, whole, and computes a number.
  bool readOnlyCall(const CallExpr *C, const FunctionDecl *Callee,
                    Statement &S);
  void call(const CallExpr *C, Statement &S);
  /// What call \p C of code the model does not follow may touch of the
  /// program's globals: every one, read and maybe written, into \p S.
  void touchGlobals(const CallExpr *C, Statement &S);
  bool valueCall(const CallExpr *C, const FunctionDecl *Callee, Statement &S);
  /// What a reference parameter or a member function's object \p Object
  /// binds to is read there (`std::min(x[i + 1], hi)`, `d.count()`).
  void readObject(const Expr *Object, Statement &S);

  // Calls of the file's functions, visited in place.
  /// Whether call \p C is one every thread of a region surely makes: a
  /// statement of the region's body (or of such a call's callee) that no
  /// condition, loop or earlier jump may skip, outside worksharing loops,
  /// one-thread blocks, tasks and mutual exclusion. A callee's worksharing
  /// constructs and barriers there bind to the region's team, as if
  /// written at the call.
  bool inTeamCode(const CallExpr *C) const;
  /// Records the calls of \p Body that every thread running it surely
  /// makes (Callees.TeamCalls).
  void noteTeamCalls(const Stmt *Body);
  /// Why \p Callee, which has no body here, has none: virtual, a
  /// library function the table does not list, not found in the project
  /// (CalleeSearch).
  std::string missingBody(const FunctionDecl &Callee) const;
  /// Why call \p C (of \p Callee) cannot be visited in place, or "".
  std::string notInlinable(const CallExpr *C, const FunctionDecl *Callee) const;
  /// The object of member function call \p C (`o` of `o.f(x)`, `p` of
  /// `p->f(x)`, `v` of `v[i]` by an operator member), else null.
  static const Expr *callObject(const CallExpr *C);
  /// Why member function \p Definition cannot be followed from call
  /// \p C, or "" (also for a function that is no member).
  std::string memberProblem(const CallExpr *C,
                            const FunctionDecl *Definition) const;
  /// Whether `this` of a member function called on \p Object can be
  /// bound to it: `this`, a variable or `this` with fields and constant
  /// subscripts after it (a path valuePath reads; a smart pointer's
  /// object as a pointer's), or an element of an array of structs
  /// (`p[i]`, keptElement; its fields elementField's).
  bool bindableObject(const Expr *Object) const;
  /// Visits the body of \p C's callee where \p C is (false: it cannot be,
  /// nothing was done).
  bool inlineCall(const CallExpr *C);
  /// Notes why \p C's argument \p Arg for parameter \p P, \p What
  /// ("a struct", ...), cannot be bound (Callees.Refused); false.
  bool refuseArgument(const CallExpr *C, const ParmVarDecl *P, const Expr *Arg,
                      llvm::StringRef What);
  /// Whether the value of \p E is dropped: \p E is a statement of its
  /// own (`v += w;`, a construct's unbraced body), cast to void, the left
  /// of a comma, or returned by a callee visited in place whose call's
  /// value is dropped; not part of another expression, an initializer, a
  /// condition or a statement expression's value.
  bool valueDiscarded(const Expr *E) const;
  /// What the arguments of a call visited in place give its parameters.
  struct CallBindings {
    /// Pointers, arrays and containers: the caller's memory.
    std::vector<std::pair<const ParmVarDecl *, VarInfo>> Aliases;
    /// Numbers, and structs of numbers copied: locals of the call.
    std::vector<std::pair<const ParmVarDecl *, const Expr *>> Values, Copies;
    std::vector<std::pair<const ParmVarDecl *, const VarDecl *>> Roots;
    std::vector<std::pair<const ParmVarDecl *, const Expr *>> Paths, Elements;
    /// The arguments of aliases of no known offset: their subscripts are
    /// read at the call (`a + idx[i]`).
    std::vector<const Expr *> Offsets;
    /// Element accessors whose elements are given (`f(s.get(i))`): what
    /// they check is read at the call.
    std::vector<const CallExpr *> Accessors;
  };
  /// Binds the parameters of \p Definition to \p C's arguments from
  /// \p First on (false: one cannot be, refuseArgument says which).
  bool bindArguments(const CallExpr *C, const FunctionDecl *Definition,
                     unsigned First, CallBindings &B);
  /// Binds struct parameter \p P (a struct, or a pointer or reference to
  /// one) of \p Definition to argument \p A (false: it cannot be).
  bool bindStructArgument(const ParmVarDecl *P, const Expr *A,
                          const FunctionDecl *Definition, CallBindings &B);
  /// Binds parameter \p P, a library value, to argument \p A: a copy of
  /// its own, or the caller's variable (false: the model does not follow
  /// it).
  bool bindValueArgument(const ParmVarDecl *P, const Expr *A, CallBindings &B);
  /// Binds pointer or array parameter \p P to the memory argument \p A
  /// points into (false: the model does not follow it).
  bool bindPointerArgument(const ParmVarDecl *P, const Expr *A,
                           const FunctionDecl *Definition, CallBindings &B);
  /// Models operation \p C of a std::atomic variable as a statement of
  /// its own under an atomic construct, before the statement holding it
  /// (false: no such operation, nothing was done).
  bool atomicCall(const CallExpr *C);
  /// One atomic operation on one cell, however it is spelled (a member of
  /// std::atomic, an atomic builtin).
  struct AtomicOperation {
    /// The operation: where it is, whether its value is used.
    const Expr *Operation;
    /// What its access shows in a finding.
    const Expr *Spelled;
    AtomicEffect Effect;
    /// An update's operator, where updates of it alone commute.
    std::optional<ReductionOp> Op;
    /// Its memory order is relaxed.
    bool Relaxed;
    /// How the unknown reason names it ("std::atomic 'n'").
    std::string Through;
    /// What it reads besides its cell.
    std::vector<const Expr *> Operands;
  };
  /// Models \p A as `#pragma omp atomic` makes its statement: a statement
  /// of its own under an atomic construct, reading A's operands, then
  /// accessing the cell \p Target gives (none: nothing more), a
  /// reduction's update where A's value is dropped. A load or an update
  /// whose value is used, not relaxed, in a loop or a region is unknown
  /// (the synchronization it may give).
  void
  atomicStatement(const AtomicOperation &A,
                  llvm::function_ref<std::optional<Cell>(Statement &)> Target);
  /// Models Clang's atomic builtin \p E (an AtomicExpr, a `__sync_` call:
  /// LibraryTable.h's AtomicBuiltins) as a statement of its own, under an
  /// atomic construct where it is one access, before the statement holding
  /// it (false: no such builtin, nothing was done).
  bool atomicBuiltin(const Expr *E);
  /// Whether \p E is one of the atomic builtins atomicBuiltin models.
  static bool isAtomicBuiltin(const Expr *E);
  /// Adds to \p S what atomic builtin \p E may touch, as plain accesses:
  /// its values read, every cell its pointers reach read and written.
  void plainAtomicAccesses(const Expr *E, Statement &S);
  /// Atomic builtin \p E met inside statement \p S, not visited before it:
  /// unknown in a loop or a region, else its plain accesses.
  void atomicNotApart(const Expr *E, Statement &S);
  /// The lvalue that pointer \p Pointer points to: `x` for `&x`, else
  /// `*Pointer` (an expression made here, once per pointer).
  const Expr *pointee(const Expr *Pointer);
  /// Handles the builtins that are no library function's (atomic ones,
  /// `__builtin_prefetch`) at call \p C in \p S (false: none of them).
  bool builtinCall(const CallExpr *C, Statement &S);
  /// The row of a container of containers that reference \p D, of rank
  /// \p Rank, names where it is declared, if any (see the definition).
  std::optional<VarInfo> namedRow(const VarDecl *D, unsigned Rank);
  /// The alias that row \p Row of a container of containers is (see the
  /// definition), of rank \p Rank, if the model can follow it.
  std::optional<VarInfo> containerRow(const Expr *Row, unsigned Rank);
  /// The alias a container parameter \p P of a callee is for argument
  /// \p A, if the model can follow it.
  std::optional<VarInfo> containerArgument(const ParmVarDecl *P,
                                           const Expr *A);
  /// The alias that pointer, array or reference parameter \p P of a callee
  /// is for argument \p A, if the model can follow it.
  /// What `q + e1 + e2 - e3` (or `e + q`) adds up to: the pointer q and
  /// the sum of the offsets in isl notation ("0" without any); Unaffine
  /// where an offset is not affine (`a + i * m`: somewhere in q's memory,
  /// VarInfo::AnyOffset), or divides a value that may be negative.
  struct PointerSum {
    const Expr *Pointer;
    std::string Offset = "0";
    bool Offsetted = false, Unaffine = false;
  };
  std::string spelledTarget(const Expr *Arg) const;
  PointerSum pointerSum(const Expr *E);
  /// The reads of what pointer sum \p E adds to its pointer (`a + idx[i]`
  /// reads idx[i]), not of the pointer's own value.
  void readOffsets(const Expr *E, Statement &S);
  std::optional<VarInfo> argumentAlias(QualType Parameter, const Expr *A);
  std::optional<VarInfo> rowAlias(const VarDecl *D, const VarInfo &Of,
                                  const Expr *A);
  /// The alias of linearized array \p D (info \p Of) from the cell the sum
  /// of \p Offset names, that knows its row (rowAlias).
  std::optional<VarInfo> rowAt(const VarDecl *D, const VarInfo &Of,
                               llvm::ArrayRef<const Expr *> Offset);

  // Standard algorithms on ranges (ExtractAlgorithms.cpp).

  /// The row of the table of algorithms (RangeAlgorithms) of \p C's
  /// callee, a function template of the standard library, else null.
  const RangeAlgorithm *algorithmOf(const CallExpr *C) const;
  /// Where an algorithm's iterator or pointer argument points: an alias
  /// of the variable it points into (AliasPrefix, AliasOffset), or past
  /// the end of a container (End).
  struct RangePosition {
    VarInfo At;
    bool End = false;
  };
  std::optional<RangePosition> rangePosition(const Expr *E);
  /// The vector \p E's `begin()` is of, when the model reads it in rows
  /// (FunctionFacts::RowLengths: `v.begin() + i * m`), else null.
  const VarDecl *linearizedBegin(const Expr *E);
  void readPosition(const Expr *E, Statement &S);
  /// The cells from \p From up to \p To, or \p Count of them, in one
  /// dimension of one variable (a row of a linearized array: inexact
  /// where the range may leave the row; \p Written names the call):
  ///   std::fill(v.begin() + k, v.end(), 0)   { v[o0] : k <= o0 and o0 >= 0 }
  std::optional<Cell> rangeCells(const RangePosition &From,
                                 const std::optional<RangePosition> &To,
                                 const std::optional<std::string> &Count,
                                 const Expr *Written, Statement &S,
                                 const std::string &Where = "");
  /// The cells of a second range of an algorithm, from \p Start, as long
  /// as the first (\p From to \p To, or \p Count cells), one piece per
  /// case of that length; any from the start on where it is not known.
  Cell secondRange(const RangePosition &Start, const RangePosition &From,
                   const std::optional<RangePosition> &To,
                   const std::optional<std::string> &Count, const Expr *Written,
                   Statement &S);
  std::optional<Cell> rowEndRange(const RangePosition &From,
                                  const RangePosition &To, Statement &S);
  /// Adds what algorithm call \p C reads and writes to \p S; false, with
  /// nothing added, for a call that is none or a range the model does not
  /// follow.
  bool algorithmCall(const CallExpr *C, Statement &S);
  /// The cells of the range in which algorithm call \p C returns a
  /// position (`*std::max_element(p, p + n)`): any of them.
  std::optional<Cell> positionCells(const CallExpr *C);
  /// `*it` of an iterator that algorithm call \p C's `*` (an operator
  /// call of the iterator's class) reads: the call's own accesses, and a
  /// read of any cell of its range. False (nothing added) for another.
  bool positionRead(const CallExpr *C, Statement &S);
  /// The alias that names element \p Index (affine) of \p Container, a
  /// one-dimensional array or an alias of a row of one, if the model can
  /// follow it: `v` and "it1" give v[it1]; a row alias `r` of a[i]
  /// offset by 2 gives a[i][(it1) + (2)].
  std::optional<VarInfo> elementAlias(const VarInfo &Container,
                                      const std::string &Index);
  /// memset, memcpy and memmove of whole elements: their exact ranges
  /// added to \p S (false: not such a call, nothing added).
  bool copiedRange(const CallExpr *C, Statement &S);
  /// The elements a call reads into its first argument (`fread`), a
  /// range it may write, added to \p S (false: not such a call).
  bool readElements(const CallExpr *C, Statement &S);
  /// The cells from where pointer argument \p P points that CountOf(the
  /// size of its element) elements cover, or all of array \p Bytes
  /// names (`sizeof a`); none where P is no argument the model follows.
  std::optional<Cell>
  rangeCells(const Expr *P, const Expr *Bytes,
             const std::function<std::optional<std::string>(uint64_t)> &CountOf,
             Statement &S);
  /// How many elements of \p Size bytes the byte count \p Bytes of a
  /// memset, memcpy or memmove covers, affine: `k * sizeof(double)`,
  /// `sizeof(T) * k`, `sizeof x` (whole elements), `code_size` for bytes
  /// (of a signed type or a constant); nullopt for another count.
  std::optional<std::string> elementCount(const Expr *Bytes, uint64_t Size);
  /// Whether variable \p Id is a std::vector the model gives a size cell.
  bool isSizedContainer(const std::string &Id) const;
  /// The cell that holds the size of std::vector \p Object, its Info, if
  /// the model follows it (ExtractContainers.cpp).
  std::optional<Cell> containerSize(const Expr *Object, const VarInfo *&Info);
  /// A change of a std::vector's size (`v.push_back(x)`, `v = w`) added
  /// to \p S (false: not such a call, nothing added).
  bool containerChange(const CallExpr *C, Statement &S);
  /// `v = w` between std::vectors of numbers (containerChange).
  bool containerAssignment(const CallExpr *C, Statement &S);
  /// Where a library value (isLibraryValue) is: the variable that holds
  /// it (Root), whether it is that variable whole, and what is read on
  /// the way there (`names[k]`: k).
  struct ValuePlace {
    const DeclRefExpr *Root = nullptr;
    bool Whole = true;
    /// Naming it may insert it (a map's `m[k]`).
    bool Inserts = false;
    std::vector<const Expr *> Read;
  };
  /// Accepted forms: a variable, and parts of it, the fields of a pair and
  /// the elements of a container as the library's members name them, and
  /// what std::move and std::forward give (the value itself):
  ///   s  p.first  names[k]  m[key]  v.at(k).second  std::get<0>(t)
  ///   std::move(s)
  std::optional<ValuePlace> valuePlace(const Expr *E) const;
  /// Adds to \p S what an operation that uses library value \p E as
  /// \p Use touches: a temporary (`std::to_string(i)`, `a + b`) is only
  /// made, which its making reads; a place (valuePlace) is its variable's
  /// one cell, read, set whole or changed (exactly only where it is the
  /// whole variable). Another form is unsupported.
  void useValue(const Expr *E, ValueUse Use, Statement &S);
  /// Accepted forms: an operation of the standard library on library
  /// values, numbers and text that is constant or a library value's
  /// (`s.c_str()`), whose result is nothing, a number or a library value:
  /// a member of a library value's class, or a function of namespace std
  /// that takes or gives a library value.
  ///   s.size()  s += "x"  v.push_back(s)  m[k] = x  s = t
  ///   std::to_string(i)  "T_" + s  a == b  std::swap(a, b)  std::stoi(s)
  /// Its object is used as valueMemberUse says, each library value it is
  /// given as its parameter says (ExtractContainers.cpp's
  /// valueArgumentUse); numbers are read. False, with nothing added, for
  /// another call.
  bool libraryValueCall(const CallExpr *C, Statement &S);
  /// Whether a change of part \p Place of a library value (\p E) can be
  /// modelled: the model tells no part from another, so not where threads
  /// run together and share the value (`names[i] = s` in a parallel loop
  /// could change one part or several); unsupported there.
  bool partWritable(const ValuePlace &Place, const Expr *E);
  /// The cell of part \p Place of a library value (\p E, an lvalue:
  /// `p.first`, `names[k]`), its variable's one cell; what naming it reads
  /// (k) and, for a map's `m[k]`, changes is added to \p S. A write to it
  /// changes the cell not whole (writeTo).
  std::optional<Cell> partCell(const ValuePlace &Place, const Expr *E,
                               Statement &S);
  /// The one cell of the value part \p Place (of \p E) is in, with what
  /// naming the part reads added to \p S; none, unsupported, where a
  /// change (\p Writes) of the part cannot be modelled (partWritable).
  std::optional<Cell> valueCell(const ValuePlace &Place, bool Writes,
                                const Expr *E, Statement &S);
  /// The variable a name bound to value part \p Place (a reference
  /// parameter or variable) stands for: its root's, as an alias; none
  /// where the model does not follow the root as one cell.
  std::optional<VarInfo> valueAlias(const ValuePlace &Place);
  /// Reads into \p S a library value (or a part of one) that is used, not
  /// loaded (bound to a reference, copied, printed), the making of a new
  /// one (its constructor), or what a default argument or default member
  /// initializer reads where it is used; false, with nothing added, for
  /// another \p E.
  bool readValue(const Expr *E, Statement &S);
  /// Whether libraryValueCall accepts \p C (a callee it follows as the
  /// library's declaration says, not by its body).
  bool libraryValueOperation(const CallExpr *C);
  /// Adds to \p S what the making of a library value \p E reads or
  /// changes, as its constructor's declaration says (`std::string s(t)`,
  /// `std::pair<long, long> p(i, 2)`, `std::string(name)`); false, with
  /// nothing added, where it is given what valueOperand does not follow.
  /// (readValue took its constructor for one of the library's.)
  bool constructValue(const CXXConstructExpr *E, Statement &S);
  /// Whether the library's \p Callee is given operand \p Arg (its
  /// parameter \p K) in a form libraryValueCall follows: a library value,
  /// a number, a brace list of them, or text (constant, a library value's,
  /// main's arguments, a variable's chars); what it uses added to \p S
  /// where given.
  bool valueOperand(const FunctionDecl &Callee, unsigned K, const Expr *Arg,
                    Statement *S);
  /// The library value whose text \p E is (`s.c_str()`, `s.data()` as
  /// `const char *`), else null.
  static const Expr *textOfValue(const Expr *E);
  /// Where \p C asks a std::vector the model follows for its size
  /// (`v.size()`, `v.empty()`), the read of that cell, added to \p S.
  void readContainerSize(const CallExpr *C, Statement &S);
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
        X.Callees.Inlined.erase(X.Callees.Inlined.find(C));
      for (const CallExpr *C : Accessors)
        X.Callees.AccessorsVisited.erase(C);
      for (const StmtExpr *Block : Blocks)
        X.Callees.Hoisted.erase(Block);
      for (const Expr *Atomic : Atomics)
        X.Callees.HoistedAtomics.erase(Atomic);
    }

  private:
    void visit(const Expr *E);
    /// Visits the calls in the code of accessor call \p C (its locals'
    /// initializers, checks and result, which the statement reads where it
    /// names the result: accessorCell, resultAlias), its parameters bound.
    void visitAccessor(const CallExpr *C);
    /// Whether \p E has effects that stay in the statement (an assignment,
    /// a step, a call or an atomic builtin not visited before it): what
    /// runs after them in order (a comma's right, `&&`'s, `?:`'s arms)
    /// cannot run before the statement.
    bool effectsStay(const Expr *E) const;
    /// Holds back what follows \p First in order where First's effects
    /// stay in the statement: its calls are then not followed before it.
    struct ScopedHold {
      ScopedHold(InlineCallsIn &In, const Expr *First) : In(In), Was(In.Held) {
        In.Held = In.Held || In.effectsStay(First);
      }
      ~ScopedHold() { In.Held = Was; }
      InlineCallsIn &In;
      bool Was;
    };
    bool Held = false;
    /// In an accessor's code, whose calls an earlier call of the accessor
    /// in the statement may have visited with other bindings: visited
    /// again.
    bool Rebinding = false;
    Extractor &X;
    /// Inside loop directives and regions (outside, a call's
    /// over-approximation loses nothing a directive needs).
    bool InlinesCalls = false;
    std::vector<const CallExpr *> Calls;
    std::vector<const CallExpr *> Accessors;
    std::vector<const StmtExpr *> Blocks;
    std::vector<const Expr *> Atomics;
  };
  /// The functions whose bodies are being visited in place of a call, the
  /// innermost last, with the index in Jumps of the scope their `return`
  /// leaves.
  /// Whether \p Lambda was made in the function whose code is being
  /// visited (the innermost one followed from a call, or the function).
  bool madeHere(const CXXRecordDecl *Lambda) const;
  struct InlinedFunction {
    const FunctionDecl *Definition;
    size_t ReturnScope;
    const CallExpr *Call;
  };
  /// The value path of \p E, `this` bound as the calls being followed
  /// bind it.
  std::optional<ValuePath> pathOf(const Expr *E) const {
    return valuePath(Ctx, E, Callees.ThisObjects, &Callees.PathBindings);
  }
  const VarDecl *boundRoot(const VarDecl *V) const {
    for (auto It = Callees.RootBindings.find(V);
         It != Callees.RootBindings.end(); It = Callees.RootBindings.find(V))
      V = It->second;
    return V;
  }
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
  DeclaredAttribute loopAttribute(const ActiveLoop &A, const std::string &Id,
                                  const VarDecl *V,
                                  const ClauseAttributes &Explicit,
                                  const std::set<std::string> &OutsideInner);
  void resolveDataSharing(ActiveLoop &A);
  /// A read of the copy of each variable of \p A.ParameterReads that
  /// \p Explicit makes private or lastprivate (a copy no value enters):
  /// in every iteration, at its first read as a parameter (in the loop's
  /// headers only where the directive makes its own team, whose threads
  /// evaluate them). The read makes the copy's attribute fail.
  ///   #pragma omp parallel for private(k)   ... a[i][k] ...
  void addParameterReads(const ActiveLoop &A, const ClauseAttributes &Explicit);
  /// The model's statement that is the first of loop \p L's iterations,
  /// if it has any.
  Statement *firstStatementOf(const LoopDirective &L);
  /// Adds to \p First, the first statement of loop \p L's iterations, a
  /// read of \p Read as \p Written names it, in every iteration (in the
  /// loop's header where \p InHeader: Access::InLoopHeader).
  void readInEveryIteration(Statement &First, const LoopDirective &L,
                            const Cell &Read, const Expr *Written,
                            bool InHeader);
  /// A read of each place of \p A.HeaderReads that no clause of
  /// \p Explicit copies and the loop's code may change, in every
  /// iteration: each thread evaluates the bounds where the loop starts
  /// (OpenMP 5.2, 4.4.1, asks them to be loop-invariant), so a write of
  /// the body races with another thread's reads, and the sequential loop
  /// would count its iterations anew.
  ///   #pragma omp parallel for
  ///   for (i = 0; i < s->n; i++) { if (i == 0) s->n++; ... }
  void addHeaderReads(const ActiveLoop &A, const ClauseAttributes &Explicit);
  /// Adds to \p A.HeaderReads the places the header of \p S, one of the
  /// directive's own loops, reads, but the iterators.
  void noteHeaderReads(const ForStmt *S, ActiveLoop &A);
  /// Whether loop directive code \p Code, which \p Changed describes,
  /// cannot change header place \p Place: a variable it does not name nor
  /// a call reach, a field path it cannot change (objectStableIn), a
  /// standard container whose size it does not change, a getter of fields
  /// never assigned.
  bool headerPlaceStable(const Expr *Place, const Stmt *Code,
                         const ChangedVariables &Changed) const;
  /// Whether loop directive code \p Code cannot change object \p Object
  /// (`g`, `s->grid`, `this->grid`): it keeps its value in the whole
  /// function (FunctionFacts::stableObject), or no field on its path is
  /// assigned in the function (FunctionFacts::AssignedFields, callees
  /// included), the loop's top-level statement calls nothing that may
  /// change any memory (FunctionFacts::UnknownCallsAt), and Code does not
  /// set its root.
  bool objectStableIn(const Expr *Object, const Stmt *Code) const;
  /// Whether \p V is reached by its own name only: its address is never
  /// taken, nothing stores it nor captures it by reference in a lambda
  /// (WriteSites::Escapes), no reference or pointer is bound to an element
  /// of it.
  bool ownedName(const VarDecl *V) const;
  /// Whether the code of \p D gives pointer \p V fresh memory
  /// (`p = new double[n];`): under a clause that gives each thread a copy
  /// of p (`private`, `firstprivate`, `lastprivate`), each copy then
  /// reaches memory of its own, which the model would take for the
  /// memory p reaches outside.
  bool givenFreshMemoryIn(const OMPExecutableDirective &D,
                          const VarDecl *V) const;
  /// Why a pointer that \p Attrs (\p D's clauses) gives a copy per
  /// thread cannot be followed (givenFreshMemoryIn), or nothing.
  UnknownReason freshPrivatePointer(const OMPExecutableDirective &D,
                                    const ClauseAttributes &Attrs) const;
  /// The attributes \p D's clauses give, with the cells of reduction list
  /// items that name part of an array where \p ReductionCells (which reads
  /// their bounds: not while reading a bound, as sharedHere does). A list
  /// item naming part of an array whose cells the model cannot express
  /// (`c[0:half]` with `half = n % 7`) would be read as the whole array,
  /// which reduces cells the directive leaves shared: the reason goes to
  /// \p Unmodelled, and the caller makes the directive unknown. So does a
  /// private pointer given fresh memory in the construct
  /// (givenFreshMemoryIn).
  ClauseAttributes explicitAttributes(const OMPExecutableDirective *D,
                                      bool ReductionCells = false,
                                      UnknownReason *Unmodelled = nullptr);
  /// The cells reduction list item \p Item of variable \p V names, where
  /// it names part of an array (DeclaredAttribute::Cells).
  std::optional<std::string> reductionItemCells(const Expr *Item,
                                                const VarDecl *V);
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
  /// What the whole function says, found before the walk (the first step).
  const FunctionFacts Facts;
  /// The facts of the bodies entered so far: the function's, and those of
  /// the callees visited in place (inlineCall adds each as it enters it),
  /// with the parameters of those callees given a thread-dependent value.
  BodyFacts Entered;
  /// Which expressions keep one value in the code entered so far.
  StableValues stable() const {
    return StableValues(Ctx, Entered,
                        [this](const VarDecl *Scoped, const VarDecl *Read) {
                          return Facts.keptInScope(Scoped, Read);
                        });
  }
  /// Whether the fields on the path \p Fields (outermost first) from a
  /// root (\p Root, or `this` if null) keep their values while the
  /// function runs: none is assigned, the root variable keeps its value,
  /// and no call may change what the root reaches. An empty path from
  /// `this` always does (`this->d` is one place, whatever it holds).
  bool fieldPathInvariant(const VarDecl *Root,
                          const std::vector<const FieldDecl *> &Fields) const;
  /// The top-level statements where the path of fieldPathInvariant may
  /// change (calls the model cannot see, FunctionFacts::UnknownCallsAt;
  /// for a local struct, the statements that change it,
  /// WriteSites::At; the function's own assignments to a field on it,
  /// FunctionFacts::FieldAssignedAt): between two, it keeps its value.
  /// Null where it may change anywhere (a field changed by a callee or
  /// through its address, a pointer on it assigned, calls passing `this`
  /// on).
  std::optional<std::set<unsigned>>
  fieldPathSites(const VarDecl *Root,
                 const std::vector<const FieldDecl *> &Fields) const;
  /// fieldPathSites' statements that change \p Root (and the fields as
  /// their struct changes), the fields' own assignments aside.
  std::optional<std::set<unsigned>>
  rootChangeSites(const VarDecl *Root,
                  const std::vector<const FieldDecl *> &Fields) const;
  /// Whether \p E's value may differ from thread to thread.
  bool isThreadDependent(const Expr *E) const;
  ExtractedFunction Out;

  /// How the model reads linearized array \p D: "rows of 'n' cells",
  /// "'d[][ng][nang]'".
  std::string rowsOf(const VarDecl *D) const;
  /// The same for the array named \p Name with rows \p Sizes.
  std::string rowsOf(const std::vector<RowSize> &Sizes,
                     llvm::StringRef Name) const;
  /// The rows of array field \p Field (linearizedFieldRows), found once per
  /// function; none where the function and those it calls
  /// (reachedFunctions) do not name it by rows alone (subscriptedByRows).
  const FieldRows &fieldRows(const FieldDecl *Field);
  /// The function and those its code calls, and their callees, down to
  /// a depth (canonical declarations; lambdas made in them too).
  const std::set<const FunctionDecl *> &reachedFunctions();
  /// The sizes of the rows of array field \p Array (`m.data`), each as
  /// the fields of its object (`m.cols`).
  std::vector<RowSize> fieldRowSizes(const MemberExpr *Array);
  /// A row length as the source spells its factors (`H * W`, `im->w`).
  std::string sizeSpelling(const RowSize &Size) const;
  /// A cell of a linearized array (linearizedCell).
  struct LinearCell {
    /// `..., row, column`: its subscripts in the model's dimensions.
    std::string Cell;
    /// Where that is not the cell: a part outside [0, size); of the parts
    /// but the column, where the row is none of the array's.
    std::string OutOfRow, OutOfRows;
    /// The innermost part, and the length of the rows.
    std::string Column, RowLength;
    /// The parts but the column, outermost first.
    std::vector<std::string> Rows;
  };
  /// The cell of linearized array \p D that subscript \p Index names;
  /// nullopt when a part is not affine.
  std::optional<LinearCell> linearizedCell(const VarDecl *D,
                                           llvm::ArrayRef<const Expr *> Index);
  /// The same for an array of rows \p Sizes.
  std::optional<LinearCell> linearizedCell(const std::vector<RowSize> &Sizes,
                                           llvm::ArrayRef<const Expr *> Index);
  /// The cells that \p Count elements from argument \p Start on cover,
  /// \p Start a row's cell of a linearized array (`a + i * n`, `&a[i *
  /// n + k]`, a row pointer), where the range is the row's: unknown (in
  /// \p S) where it may leave the row; nullopt for another \p Start.
  std::optional<Cell> linearizedRange(const Expr *Start,
                                      const std::string &Count, Statement &S);
  /// The cell of linearized array \p D at the subscript that is the sum
  /// of \p Index (the offset of a row pointer, then its own subscript),
  /// \p Written the access as the report quotes it.
  /// The cell of a row's alias \p I (VarInfo::RowLength) at subscript
  /// \p Index, \p Written as written: in a loop directive, the row's cell,
  /// the statement inexact where the subscript leaves the row; outside,
  /// or where the subscript is not affine, any cell of the array.
  ///   r bound to a's row i from column 2: r[j] is a[i, (j) + (2)], inexact
  ///   where (j) + (2) < 0 or (j) + (2) >= m
  Cell rowCell(const VarInfo &I, const Expr *Index, const Expr *Written,
               Statement &S);
  Cell linearizedAccess(const VarDecl *D, const VarInfo &I,
                        llvm::ArrayRef<const Expr *> Index, const Expr *Written,
                        Statement &S);
  /// The same for array \p Name of rows \p Sizes (an array field's,
  /// fieldRowSizes).
  Cell linearizedAccess(const std::vector<RowSize> &Sizes, llvm::StringRef Name,
                        const VarInfo &I, llvm::ArrayRef<const Expr *> Index,
                        const Expr *Written, Statement &S);
  /// Integer variables declared inside a loop and never written after
  /// their initializer: each iteration gives them a new value, so they are
  /// no parameters; where the initializer is affine, a read of the variable
  /// is that expression (with the guards of its divisions).
  struct LoopLocal {
    std::optional<std::string> Value;
    std::vector<std::string> Guards;
  };
  /// The memory (Variable::Id) whose cells' lives `free(p)` or
  /// `delete[] p` ends: what \p P points to, when the function allocated
  /// it (p fresh, not an alias) and the call is outside loops and regions,
  /// or frees what each iteration or thread there allocated for itself.
  std::optional<std::string> freedMemory(const VarDecl *P);
  const VarDecl *pointerOfRegion(const Region &R,
                                 const std::set<const VarDecl *> &Named);
  /// What pointer \p D is when it holds \p Value, if that is another
  /// pointer the model follows plus an affine offset.
  std::optional<VarInfo> pointerAlias(const VarDecl *D, const Expr *Value);
  /// Pointer \p D declared with \p Init as a thread's slice
  /// (Variable::SliceCells), if it is one: its variable's info.
  std::optional<std::string> invariantAffine(const Expr *E);
  std::optional<VarInfo> threadSlice(const VarDecl *D, const Expr *Init);
  /// Whether \p E is the number of the running thread of the innermost
  /// loop directive's team: `omp_get_thread_num()`, or a variable declared
  /// in that loop's body that only ever gets it.
  bool runningThreadNumber(const Expr *E) const;
  bool ownThreadNumber(const Expr *E);
  /// \p Alias as \p D's: with the scalar that holds it (VarInfo::PointerId).
  VarInfo namedAlias(const VarDecl *D, VarInfo Alias);
  /// The index of the top-level statement being visited.
  unsigned TopLevel = 0;
  /// A value read as a versioned parameter, and whether it is read
  /// whenever its top-level statement runs (not under a condition, not in
  /// a loop's body or a callee).
  struct VersionedValue {
    const Expr *Read;
    bool Surely;
  };
  /// The values that top-level statement \p T may read as versioned
  /// parameters (integer variables, constant elements of arrays, changed
  /// elsewhere in the function): `len`, `dims[0]`, first mention each.
  std::vector<VersionedValue> versionedValuesIn(const Stmt *T, unsigned Index);
  /// A statement where top-level statement \p T starts that may read
  /// them: a parameter of the model carries their value, and the read
  /// keeps the writes before it live (the last loop's `lastprivate(i)`).
  void readVersionedValues(const Stmt *T, unsigned Index);

  std::vector<Level> Nest;
  /// Iterators of collapsed loops, with where their loop starts them.
  std::vector<std::pair<const VarDecl *, SourceLocation>> PendingIterators;
  std::vector<std::string> Constraints;
  /// The affine conditions of the `?:` arms around the expression being
  /// read: its accesses happen only where they hold.
  std::vector<std::string> ArmConditions;
  /// \p Constraint where the accesses being read happen: with the arms'
  /// conditions ("(i > n) and (i < m)").
  std::string underArms(const std::string &Constraint) const;
  /// Marks \p S inexact for \p Variable's cells where \p Where holds (a
  /// subscript or range leaving the row the model reads it in), \p Why.
  void inexactWhere(Statement &S, const std::string &Where,
                    const std::string &Why, const std::string &Variable);
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
  /// Makes every text that holds a division of a value that may be
  /// negative exact for every sign (truncatingDivisions); where that
  /// cannot be done, the statement is inexact there instead.
  void exactDivisions();
  /// Sets Variable::DeclaredCells of every array the function declares
  /// (its locals, its array parameters, the globals it names) whose
  /// declaration gives an extent that cannot change: `int a[100]` gives
  /// "{ a[c0] : 0 <= c0 < 100 }", `double b[n][m]` (a parameter: its
  /// first dimension is the caller's) "[m] -> { b[c0, c1] : 0 <= c1 < m
  /// }". Not for fields, containers, linearized arrays or aliases.
  void addDeclaredCells();
  /// The size of a variable-length dimension, \p Size, as an affine text
  /// over parameters, where every variable it reads keeps its value from
  /// top-level statement \p From on (so the parameter is the size wherever
  /// the directives read it); none otherwise.
  std::optional<std::string> declaredExtent(const Expr *Size, unsigned From);
  /// Where each local was declared (TopLevel): a variable-length
  /// dimension's size is evaluated there.
  std::map<const VarDecl *, unsigned> DeclaredAtTopLevel;
  std::vector<unsigned> Position = {0};
  std::vector<ActiveLoop> Active;
  std::deque<Region> Regions;
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
  /// The index in Jumps of the scope a `continue` goes to, if any.
  std::optional<size_t> continueTarget() const {
    for (size_t K = Flow.Jumps.size(); K-- > 0;)
      if (Flow.Jumps[K].IsLoop)
        return K;
    return std::nullopt;
  }
  /// Whether stretch \p S is open here (what it surely wrote holds).
  bool stretchOpen(unsigned S) const {
    return std::find(Flow.Stretches.begin(), Flow.Stretches.end(), S) !=
           Flow.Stretches.end();
  }
  /// A new stretch for the scope.
  ScopedStack<unsigned> newStretch() {
    return {Flow.Stretches, Flow.NextStretch++};
  }
  void noteSurelyWritten(const VarDecl *V);
  std::set<std::string> assignedIn(unsigned Stretch) const;
  /// After code that may run one of several paths (an if's branches, a
  /// switch's cases), each with the scalars it surely assigns: those that
  /// every path assigns are written here, as the code around sees it:
  ///   if (x[i] > 0) t = x[i]; else t = -x[i];   // t written, whatever x
  ///   y[i] = t;                                  // reads this iteration's
  void assignedOnEveryPath(const std::vector<std::set<std::string>> &Paths,
                           SourceLocation Loc);
  /// Whether a read of \p V here always sees a write of the same thread
  /// in the same iteration (a write earlier in an enclosing stretch):
  ///   if (x[i] > 0) { t = x[i]; y[i] = t; }   // the read of t: covered
  /// Such a read, where it may not run, adds nothing the write does not:
  /// it is left out, so that it cannot seem to see another iteration's t.
  bool surelyWrittenBefore(const VarDecl *V) const;
  /// The affine values that integer scalars surely hold (see
  /// surelyWrittenBefore), with the guards of their divisions:
  ///   j = i + d;  a[i][j] = ...;   // the subscript is a[i][i + d]
  /// One case of a value an affine condition on parameters chooses.
  struct KnownPiece {
    std::string Condition, Value;
    std::vector<std::string> Guards;
    bool operator==(const KnownPiece &O) const {
      return Condition == O.Condition && Value == O.Value &&
             Guards == O.Guards;
    }
  };
  /// A value (Value, Guards) or, where Value is empty, the cases of one that
  /// conditions on parameters choose (mergeKnownValues):
  ///   len = m; if (n >= 0) len = n - 1;   // n >= 0: n - 1; n < 0: m
  /// A piecewise value is never put in place of the variable (a subscript
  /// reads it as a parameter); the context relates that parameter to it.
  struct KnownValue {
    std::string Value;
    std::vector<std::string> Guards;
    unsigned Stretch = 0;
    std::vector<KnownPiece> Pieces;
    bool sameValue(const KnownValue &O) const {
      return Value == O.Value && Guards == O.Guards && Pieces == O.Pieces;
    }
  };
  /// The values of Surely.Holds that hold here (their stretch is open).
  std::map<std::string, KnownValue> valuesHoldingHere() const;
  /// After an `if` whose affine condition \p C reads only parameters, at
  /// the top level: a scalar both paths leave with a known value (\p Then,
  /// \p Else: valuesHoldingHere at the end of each) holds the one the
  /// condition chooses; the others are not known.
  void mergeKnownValues(const Condition &C,
                        const std::map<std::string, KnownValue> &Then,
                        const std::map<std::string, KnownValue> &Else);
  void noteValuesAfter(unsigned TopLevelIndex);
  void holdValuesBefore(const IfStmt *S);
  /// The context's equality of parameter \p Name with the value it stands
  /// for (nullopt where a division in it cannot be made exact).
  std::optional<std::string> equality(const std::string &Name,
                                      const KnownValue &Value) const;
  /// The affine value that a write of \p V storing \p Value (null:
  /// anything) leaves in it, if V is a plain integer scalar; read before
  /// the write (`m = m - 1`).
  std::optional<KnownValue> storedValue(const VarDecl *V, const Expr *Value);
  /// Whether \p V is an integer scalar whose values the model may follow:
  /// as wide as `int` at least (a narrower one wraps where an affine value
  /// would not: `unsigned char k = 200 * b`), not a bool.
  bool holdsIntValues(const VarDecl *V) const;
  /// After a write of \p V that leaves \p Stored (storedValue) in it.
  void noteValue(const VarDecl *V, const std::optional<KnownValue> &Stored);
  /// The plain value the scalar \p E names surely holds here, if known.
  std::optional<KnownValue> knownValueHere(const Expr *E) const;
  /// After `v++`, `v -= 2`, ... where v held \p Before: v holds it moved by
  /// \p Amount (`ind = i * 8; ind++;`: i * 8 + 1).
  std::optional<VarInfo> steppedAlias(const VarInfo &I, const Expr *Base);
  std::optional<Cell> walkingAccess(const VarInfo &I,
                                    llvm::ArrayRef<const Expr *> Indices,
                                    const Expr *Base, Statement &S);
  void noteStepped(const VarDecl *V, const KnownValue &Before, long Amount);
  /// The update of \p LHS that `v++`, `v -= c` (\p Amount, if constant)
  /// or another compound assignment makes.
  void writeStepped(const Expr *LHS, Statement &S, std::optional<long> Amount);
  /// What loop \p S (header \p H, iterator dimension \p Dim) starts
  /// from: its bounds' affine values (none where not affine; the upper
  /// one as every test reads it) and the values that hold in each of its
  /// iterations (inductions, companion counters).
  struct LoopValues {
    std::optional<std::string> Lower, Bound;
    std::vector<std::pair<std::string, KnownValue>> Known;
  };
  LoopValues loopValues(const ForStmt *S, const ForHeader &H,
                        const std::string &Dim, bool InDirective);
  /// The induction variables of loop \p S (iterator \p Dim from \p Lower
  /// by \p Step, 1 or -1): integer scalars with a known value before it
  /// that its body changes in one place only, a statement of the body
  /// itself that steps them by a constant, with no `continue` or goto that
  /// could skip it. Each holds, at the top of iteration Dim, its value
  /// before the loop moved by the step times the iterations before:
  ///   ind = i * 8;  for (j = 0; j < 8; j++) { a[ind] = 0; ind++; }
  ///   // a[i * 8 + (j - 0)]
  std::vector<std::pair<std::string, KnownValue>>
  inductionValues(const ForStmt *S, const VarDecl *Iter,
                  const std::string &Dim, const std::string &Lower, long Step);
  /// The value each companion of \p H holds in iteration \p Dim of a loop
  /// whose iterator starts at \p Lower: its value before the loop plus its
  /// step times the iterations before (`k = 64 * b + it1`). None where the
  /// value before is not known.
  std::vector<std::pair<std::string, KnownValue>>
  companionValues(const ForHeader &H, const std::string &Dim,
                  const std::optional<std::string> &Lower);
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
  void addThreadPrivateCopies(const OMPExecutableDirective &D,
                              ClauseAttributes &Attributes);
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
  /// Every data scope open here, outermost first: lasting copies, `target
  /// data` constructs (and enter/exit pairs), `declare target` data.
  std::vector<DataScope *> openScopes();
  void visitTargetUpdate(const OMPExecutableDirective *D);
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
  /// Target tasks made and not yet waited for: the index of each in
  /// FunctionModel::TargetTasks, its taskwait, and the first statement
  /// after its code.
  struct OpenTargetTask {
    size_t Task;
    const Stmt *Wait;
    size_t After;
  };
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

  /// The variables of the model, by declaration and by id
  /// (ExtractExpressions.cpp).
  struct VariableTable {
    std::map<const VarDecl *, VarInfo> Vars;
    std::map<std::string, const VarDecl *> DeclOfId;
    std::set<std::string> UsedIds;
    /// For each base name, the suffix to try next: every smaller one is taken
    /// (a function with a thousand loops over `i` asks a thousand times).
    std::map<std::string, unsigned> NextSuffix;
    /// Arrays and scalars reached through fields (`p->data`, `s.v`,
    /// `this->a`, or `a` in a member function), by structural path: each
    /// field a variable of its own (docs/design/real-programs.md), when its
    /// path keeps its value (a pointer field is then an array, distinct from
    /// the others, as pointer parameters are).
    std::map<std::string, VarInfo> FieldVariables;
    /// The rows of array fields (linearizedFieldRows), by field.
    std::map<const FieldDecl *, FieldRows> FieldRowsOf;
    /// The lvalues made for what a pointer points to (pointee), by
    /// pointer expression.
    std::map<const Expr *, const Expr *> Pointees;
    /// reachedFunctions, once asked.
    std::set<const FunctionDecl *> ReachedFunctions;
    /// The struct variable a clause names for a field variable
    /// (Variable::ClauseName), by the field's Variable::Id.
    std::map<std::string, const VarDecl *> FieldRootOfId;
    /// Local pointers whose one value is a pointer field of memory the
    /// function is given, which the function reaches no other way
    /// (FunctionFacts::FieldCopyCandidates) where the model follows the
    /// field: memory given to the function, as a pointer parameter's is.
    std::set<const VarDecl *> FieldCopies;
    /// The variables that are thread slices (Variable::Id).
    std::set<std::string> ThreadSlices;
    /// The element each loop variable of a range-based `for` over structs
    /// names, `Container[k]`, k an iterator of the model's own (no
    /// declaration of the program's; bindRangeElement).
    std::map<const VarDecl *, const Expr *> RangeElements;
    /// The hidden state of each library function with one that the code
    /// calls ("rand" -> its Variable::Id).
    std::map<std::string, std::string> HiddenStates;
    /// The one stream, other than an iteration's or a thread's own, that
    /// the code reads from (readStream: its variable's canonical
    /// declaration, or &StandardInput), and its name.
    const void *StreamRead = nullptr;
    std::string StreamReadName;
  };
  VariableTable Names;

  /// The parameters of the model: values that cannot change while the code
  /// that reads them runs, by name and version, and what they stand for.
  struct ParameterTable {
    std::map<const VarDecl *, LoopLocal> LoopLocals;
    /// The variables declared in a loop or a callee, of any type (the keys
    /// of LoopLocals among them): a new one in each iteration or call, so
    /// no path through one is a parameter (`block *bp = blocks + in; ...
    /// bp->level`).
    std::set<const VarDecl *> DeclaredInLoops;
    std::set<std::string> Params;
    /// The parameters that hold unsigned values (their context says >= 0).
    std::set<std::string> UnsignedParams;
    /// Parameter names by structural key and version.
    std::map<std::pair<std::string, unsigned>, std::string> ParameterNames;
    /// The affine value each variable surely holds after a top-level
    /// statement (by Variable::Id and the statement's index): a versioned
    /// parameter that stands for it is that value (noteValuesAfter).
    std::map<std::pair<std::string, unsigned>, KnownValue> ValueAfterTopLevel;
    /// The same for the value a local's declaration, outside loops, gives it
    /// (what a parameter for its first version stands for).
    std::map<std::string, KnownValue> ValueAtDeclaration;
    /// `len = (n) - (1)`: what the context says of parameters that stand for
    /// a value another parameter text also gives (one value, one point).
    std::vector<std::string> ParameterEqualities;
    std::set<std::string> EquatedParameters;
    /// The affine sizes that teams are given (noteTeamSize).
    std::vector<std::string> TeamSizes;
    /// The variables (Variable::Id) the visit has written so far in the
    /// top-level statement being visited: a scalar read before the first
    /// write there, outside loops and constructs, is the value it had
    /// before the statement (`m = m - 1`, invariantParameter).
    std::set<std::string> WrittenInTopLevel;
  };
  ParameterTable Parameters;

  /// The callees whose bodies are visited in place of their calls
  /// (ExtractCalls.cpp).
  struct CalleeVisits {
    /// The affine arguments of the pure functions being inlined, by
    /// parameter (the innermost call last).
    std::vector<std::map<const VarDecl *, std::string>> Arguments;
    /// The calls of the statement being visited whose callees' bodies were
    /// visited before it, in its place: call() skips them. (A call in an
    /// accessor's code is visited once for each call of the accessor,
    /// InlineCallsIn::visitAccessor: a multiset.)
    std::multiset<const CallExpr *> Inlined;
    /// The accessor calls of the statement being visited whose code's calls
    /// were visited before it (InlineCallsIn::visitAccessor).
    std::set<const CallExpr *> AccessorsVisited;
    /// The statement expressions of the statement being visited whose
    /// statements were visited before it, in its place: reads() reads only
    /// their value.
    std::set<const StmtExpr *> Hoisted;
    /// The atomic builtins (AtomicExpr) of the statement being visited
    /// that were modelled before it (atomicBuiltin): reads() skips them.
    std::set<const Expr *> HoistedAtomics;
    std::vector<InlinedFunction> Inlining;
    /// Struct parameters of callees visited in place, bound to the caller's
    /// variable whose fields they name (`f(&grid)`, `f(grid)`, `f(p)`): a
    /// field path from the parameter is that path from the caller's root.
    std::map<const VarDecl *, const VarDecl *> RootBindings;
    /// Struct parameters bound to a path of fields of the caller's
    /// (`interpolate(pot->phi, r)`: `t->values` is `pot->phi->values`).
    std::map<const VarDecl *, const Expr *> PathBindings;
    /// Struct parameters given one element of an array of structs
    /// (`norm(p[i])` for `const vec &`, `step(&p[i])` for `vec *`): names
    /// of that element, as `T &r = a[i]` is one (namedElement).
    std::map<const VarDecl *, const Expr *> ElementBindings;
    /// The objects of the member functions visited in place or read as
    /// accessors (the innermost last): `this` there (valuePath).
    std::vector<const Expr *> ThisObjects;
    /// Every function visited in place so far: its variables are local to
    /// the call (a new one in each).
    std::set<const FunctionDecl *> InlinedFunctions;
    /// Statements made for visited callees so far (a budget).
    unsigned InlinedStatements = 0;
    /// Why inlineCall did not visit a call's body, where the callee was
    /// one it could follow (an argument it cannot bind): the call's
    /// reason when it is then unknown.
    std::map<const CallExpr *, std::string> Refused;
    /// How many accessors' returned expressions are being read (their
    /// globals are a callee's, as in a function visited in place).
    unsigned AccessorDepth = 0;
    /// Why the callees without a body have none (the search of the
    /// project's other files, made before the walk).
    const CalleeSearch *Search = nullptr;
    /// The calls every thread of the region around surely makes
    /// (inTeamCode).
    std::set<const CallExpr *> TeamCalls;
    /// The places that place accessor calls return, in the callers'
    /// terms (accessorPlace; null: not followed), made once each.
    mutable std::map<const CallExpr *, const Expr *> Places;
  };
  CalleeVisits Callees;

  /// The divisions of values that may be negative (C truncates, isl
  /// floors), by the guard that names each, and the texts that hold them.
  struct DivisionGuards {
    std::vector<std::string> Guards;
    /// The divisions each guard of Guards stands for: one dividend may be
    /// divided by several divisors (`(j - 1) / 2`, `(j - 1) % 64`).
    std::map<std::string, std::vector<Division>> DivisionOfGuard;
    /// The guards of the divisions in each statement's texts (by name), in
    /// each loop directive's iteration domain (by index) and in the
    /// function's return condition, inner divisions first.
    std::map<std::string, std::vector<std::string>> StatementDivisions;
    std::map<size_t, std::vector<std::string>> LoopDivisions;
    std::vector<std::string> ReturnDivisions;
    /// The return condition split by exactDivisions, when it had divisions.
    std::string ExactReturns;
  };
  DivisionGuards Truncating;

  /// The device data environment being visited (ExtractDevice.cpp).
  struct DeviceState {
    std::vector<DataScope> DataScopes;
    /// The copies of `declare target` data, which live as long as the
    /// program: the whole function is their scope.
    DataScope ProgramScope;
    /// Copies of `target enter data` that no exit ends: open until the
    /// function's end (presentCopy looks in them after DataScopes).
    std::vector<DataScope> LastingScopes;
    /// Inside the code of a target construct.
    unsigned DeviceDepth = 0;
    /// The `distribute` loop that is the block of the `teams` construct
    /// being visited, and that construct's reductions, which act as the
    /// loop's own (visitTeams).
    const OMPLoopDirective *LeagueLoop = nullptr;
    ClauseAttributes LeagueReductions;
    /// Target tasks (`nowait`) of the function's own code and the `taskwait`
    /// that ends each, found by the block that holds them (visitCompound).
    std::map<const Stmt *, const Stmt *> TargetTaskWaits;
    std::vector<OpenTargetTask> OpenTargetTasks;
  };
  DeviceState Offload;

  /// What the code visited so far surely wrote and holds (a value: a
  /// construct whose copies start undefined starts from an empty one,
  /// ForgetSurelyKnown).
  struct SurelyKnown {
    /// The scalars surely written in an open stretch, by Variable::Id, with
    /// that stretch (loop directives and regions start with none: a private
    /// copy starts undefined).
    std::map<std::string, unsigned> Written;
    /// Of those, the ones a plain assignment (or an initialiser) wrote, with
    /// its stretch: they hold a value of this iteration, not an update of an
    /// older one.
    std::map<std::string, unsigned> Assigned;
    std::map<std::string, KnownValue> Holds;
    /// Forgets what is known of variable \p Id.
    void forget(const std::string &Id) {
      Written.erase(Id);
      Holds.erase(Id);
      Assigned.erase(Id);
    }
  };
  SurelyKnown Surely;
  /// For the scope (a construct's block whose copies start undefined):
  /// no scalar is surely written or known; after it, what it wrote is
  /// neither (a later read may see the construct's write).
  class ForgetSurelyKnown {
  public:
    explicit ForgetSurelyKnown(Extractor &X)
        : X(X), Outside(std::exchange(X.Surely, SurelyKnown())) {}
    ForgetSurelyKnown(const ForgetSurelyKnown &) = delete;
    ForgetSurelyKnown &operator=(const ForgetSurelyKnown &) = delete;
    ~ForgetSurelyKnown() {
      for (const auto &Inside : X.Surely.Written)
        Outside.forget(Inside.first);
      X.Surely = std::move(Outside);
    }

  private:
    Extractor &X;
    SurelyKnown Outside; ///< What was known before the scope.
  };

  /// Where control may go around the code being visited: what may not
  /// run, jumps, returns, and the straight-line stretches it is in.
  struct ControlFlow {
    unsigned MayDepth = 0;
    /// Set by a return statement; MayReturned once one may have been taken
    /// before the code being visited.
    bool Returned = false, MayReturned = false;
    std::vector<JumpScope> Jumps;
    /// Straight-line stretches of code (a branch, a loop body, the right of
    /// `&&`, a construct's block), innermost last, each by a serial number:
    /// code in one runs whenever the code after it in that stretch does.
    std::vector<unsigned> Stretches = {0};
    unsigned NextStretch = 1;
    /// For each switch being visited (the innermost last): the scalars each
    /// of its cases surely assigns.
    std::vector<std::vector<std::set<std::string>>> CasePaths;
    /// Inside a statement of a SkippableByGoto range (its code may not run).
    bool InSkippable = false;
    /// Where the function does not end the program first (`err == 0` after
    /// `if (err) exit(1);`): FunctionModel::Returns.
    std::vector<std::string> ReturnConstraints;
    /// The lock calls that are statements of a block (noteLockOperation);
    /// any other sets or unsets a lock where the model cannot tell what it
    /// guards.
    std::set<const Stmt *> LockStatements;
  };
  ControlFlow Flow;
};

} // namespace extract
} // namespace ompfix

#endif // OMPFIX_REWRITER_EXTRACTOR_H
