//===- Model.h - Polyhedral model of a function with OpenMP loops -*- C++ -*-===//
//
// The interface between the two halves of ompfix. The rewriter (Clang) fills
// a FunctionModel; legality (isl) reads it. Everything polyhedral is carried as
// isl's textual notation so that legality can be tested with hand-written
// models and so that no isl header is needed on the Clang side:
//
//   Statement S1 of
//     for (i = 0; i < n; i++) a[i + 1] = a[i];
//   has Domain   "[n] -> { S1[i] : 0 <= i < n }",
//       Schedule "[n] -> { S1[i] -> [0, i, 0] }",
//       accesses "[n] -> { S1[i] -> a[i + 1] }" (must-write),
//                "[n] -> { S1[i] -> a[i] }"     (read).
//
// Schedules may have different lengths; legality pads them with zeros.
//
//===----------------------------------------------------------------------===//

#ifndef OMPFIX_MODEL_H
#define OMPFIX_MODEL_H

#include "ompfix/DeviceProblems.h"
#include "ompfix/UnknownReasons.h"

#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace ompfix {

/// A position in the user's source, 1-based.
struct SourcePos {
  unsigned Line = 0;
  unsigned Column = 0;
};

/// An OpenMP data-sharing attribute, in the order of cost that the fix plan
/// uses (docs/design/verdicts-and-plan.md).
enum class Attribute {
  Shared,
  Private,
  FirstPrivate,
  LastPrivate,
  FirstLastPrivate,
  LastPrivateConditional,
  Reduction,
  Forward,
  Expand,
  None, ///< No attribute can make the loop right.
};

/// Reduction operators of OpenMP for C.
enum class ReductionOp { Add, Mul, BitAnd, BitOr, BitXor, LogAnd, LogOr, Min, Max };

/// A variable of the function: a scalar is an array of rank 0.
struct Variable {
  std::string Id;   ///< isl tuple name, unique in the function.
  std::string Name; ///< As spelled in the source.
  unsigned Rank = 0;
  /// The caller can see its cells after the function returns (globals,
  /// statics, what pointer or array parameters point to, address-taken
  /// locals); legality treats those cells as read at the function's end.
  bool CallerVisible = false;
  /// An OpenMP private copy of the variable holds all of its cells (scalars,
  /// fixed-size and variable-length arrays); false for pointees of pointers.
  bool Privatizable = true;
  /// Memory that a pointer declared in a construct allocates and alone
  /// reaches (a thread's scratch buffer, `double *t = new double[n];` in a
  /// parallel region): each thread of the region has memory of its own,
  /// as with a local array, though a clause on the pointer would copy the
  /// pointer alone (not Privatizable).
  bool OwnedByScope = false;
  /// What a pointer parameter points to, where a call of the file made in
  /// a parallel region's code passes each thread a pointer of its own
  /// (FunctionFacts::ThreadArguments): an orphaned worksharing loop of
  /// the function cannot take these cells for the team's.
  bool GivenPerThread = false;
  /// Declared `static` inside the function: shared by every thread.
  bool StaticLocal = false;
  /// A function called in the loops or regions of this one names it (a
  /// global, a static local): the clauses of this function's directives do
  /// not reach those references (OpenMP leaves it unspecified whether a
  /// called routine sees the private copy), so no clause fixes it.
  bool NamedInCallee = false;
  /// A clause can name it: false for a struct field (`p->sum` is no list
  /// item), so no clause fixes it either.
  bool Nameable = true;
  /// A field of a struct variable reached without a pointer (`p.x`,
  /// `p.g.x` of a `struct point p` declared here or globally): the
  /// variable a clause names to give the field a copy ("p"). Such a copy
  /// holds every field of p at once, so a loop's plan gives the fields of
  /// one struct one attribute (LoopChecker::planStructs). Empty for other
  /// variables and for fields behind a pointer (`q->x`), which no clause
  /// copies.
  std::string ClauseName;
  /// `threadprivate`: each thread keeps a copy of its own from one region
  /// to the next (the primary thread's is the one code outside regions
  /// sees); no data-sharing clause can name it, so none fixes it.
  bool ThreadPrivate = false;
  /// A parameter or local of a called function whose body the model
  /// visits in place of the call: a new one in each call, which no report
  /// of this function lists.
  bool InCallee = false;
  /// Declared at file or namespace scope.
  bool Global = false;
  /// Not the program's: the hidden state of a library function (its
  /// name, "rand") that every call reads and writes (LibraryEffect::
  /// HiddenState), so that two threads calling it race.
  std::string HiddenStateOf;
  /// Memory the function was given rather than owns: what a pointer or
  /// array parameter without `restrict`, a reference, a global pointer or
  /// a pointer field not set to fresh memory here points to. Two of them,
  /// or one and a global, could overlap; the model assumes they do not
  /// (docs/design/real-programs.md), and a verdict resting on that says so.
  bool MayOverlap = false;
  /// A field of a struct in memory reached through a pointer, a
  /// reference or an array (`p[i].x`, `q->y`): the struct's type and the
  /// field's place in it, in bits. Two places of one struct type are two
  /// pieces of memory, whatever the pointers (two objects of one type do
  /// not partly overlap): no assumption keeps them apart.
  std::string FieldRecord;
  long FieldOffset = -1;
  /// Cells reached through rows of pointers the function is given
  /// (`double **a`: `a[i][j]`, rows nothing changes): two rows could
  /// overlap; the model assumes they do not, as for MayOverlap.
  bool RowsMayOverlap = false;
  /// The type of its cells, unqualified ("double"): memory of two
  /// different types never overlaps (C's aliasing rules).
  std::string CellType;
  /// The CellType of a value that may hold cells of any type (a
  /// std::string, a vector of strings, a struct of them: a reference to
  /// one may name a part of another).
  static constexpr const char *AnyCellType = "*";
  /// The size of one cell in bytes (sizeof), 0 where unknown.
  unsigned CellBytes = 0;
  /// Integer or floating-point: what reductions accept.
  bool Arithmetic = true;
  /// A std::vector or std::array: a clause names it whole, never an array
  /// section of its cells, so no reduction clause reduces them.
  bool Container = false;
  bool FloatingPoint = false;
  /// The extent of each dimension as a C expression where the declaration
  /// gives it ("256", "n"), else empty.
  std::vector<std::string> Extents;
  /// The cells within the extents its declaration gives, where each is a
  /// value that cannot change while the function runs: a constant (`int
  /// a[100]`) or a variable-length dimension whose size is a parameter
  /// that nothing changes from the declaration on (`double b[n][m]`):
  /// "[n, m] -> { b[c0, c1] : 0 <= c0 < n and 0 <= c1 < m }". A dimension
  /// without one (what a pointer points to, the first dimension of an
  /// array parameter) is left unbounded: "[m] -> { b[c0, c1] : 0 <= c1 <
  /// m }". Empty where no dimension has one. An access outside these
  /// cells is undefined behaviour, a finding of its own (legality's
  /// out-of-bounds check).
  std::string DeclaredCells;
  /// An array parameter's first extent as its declaration spells it
  /// (`double y[m]` gives "m"), where what the extent reads keeps its value
  /// from the declaration on. C makes the parameter a pointer, so neither
  /// Extents nor DeclaredCells bound that dimension; a reduction over
  /// cells that only over-approximated subscripts reach (`y[col[j]]`)
  /// takes it as its section, as the programmer declared it (`reduction(+:
  /// y[0:m])`).
  std::string ParameterExtent;
  /// The cells ParameterExtent gives, in isl's notation, the other
  /// dimensions bounded as in DeclaredCells: "[m] -> { y[c0] : 0 <= c0 <
  /// m }". A reduction section over them assumes that the loop's updates
  /// stay inside (DirectiveVerdict::AssumedWithinExtent).
  std::string ParameterCells;
  /// A one-dimensional array modelled as rows of this many cells (every
  /// subscript is `column + size * row`, e.g. {"order"}), or as blocks of
  /// such rows ({"nang", "ng"}: `a + nang * (g + ng * k)`), innermost
  /// first: its dimensions are the model's, not the source's, so no array
  /// section names them.
  std::vector<std::string> RowLengths;
  /// A thread's slice: a pointer declared in the body of a loop directive
  /// that makes its own team, set to the running thread's part of memory
  /// the function allocated (`double *p = b + omp_get_thread_num() * m;`).
  /// It names an array of its own, one per thread, whose cells are these
  /// ("{ p[c] : 0 <= c < m }"); an access of the loop that may leave them
  /// makes the loop unknown (it could reach another thread's slice).
  std::string SliceCells;
};

/// One reference to a variable in a statement, tagged with a unique id.
struct Access {
  unsigned Ref = 0;     ///< Unique in the function.
  std::string Variable; ///< Variable::Id.
  bool IsWrite = false;
  /// A must-access touches exactly the cells of Relation in every instance
  /// of the statement; a may-access touches a subset.
  bool IsMust = true;
  /// Instances to cells, e.g. "[n] -> { S1[i] -> a[i + 1] }".
  std::string Relation;
  /// Set by the front end: Relation names exactly the cells each instance
  /// touches, and the access runs whenever code at its Conditions depth
  /// does. It is then a must-access for a loop directive of the same
  /// depth: `if (x > 0) { #pragma omp parallel for ... t[0] = a[i]; }` runs
  /// the write in every iteration whenever the loop runs at all.
  bool ExactCells = false;
  /// How many conditions that the model cannot follow (not affine) surround
  /// the access (LoopDirective::Conditions is the same for a loop).
  unsigned Conditions = 0;
  /// The dimension of the cells that is the number of the thread running
  /// the instance, or -1: `a[tid]` in a region's code, `tid` holding
  /// `omp_get_thread_num()` of the same thread, not in a task or a nested
  /// region (docs/design/regions.md, "Thread slots"). Two instances on two
  /// threads never touch one cell through two such accesses, however
  /// over-approximated Relation is.
  int ThreadSlot = -1;
  /// A read of a loop directive's own bounds (Extractor::addHeaderReads):
  /// every thread makes it where the loop starts, before any iteration,
  /// so no rewrite of the body reaches it.
  bool InLoopHeader = false;
  SourcePos Pos;
  std::string Text; ///< The reference as written, e.g. "a[i + 1]".
};

/// A reduction update recognised by the front end: the statement reads and
/// writes the same cell of Variable with operator Op, and its other operand
/// does not read Variable.
struct ReductionUpdate {
  std::string Variable;
  ReductionOp Op = ReductionOp::Add;
  /// The value combined in (`e` of `v op= e`), when that is one scalar
  /// variable alone: its Variable::Id (`s += local` gives "local").
  std::string Operand;
};

/// What an `atomic`, `critical` or `ordered` construct around a statement
/// guarantees (docs/design/regions.md): two atomic accesses, or two
/// accesses in critical constructs of one name, never run at the same
/// time, in either order; the `ordered` blocks of one worksharing loop run
/// one at a time in the order of its iterations.
struct MutualExclusion {
  enum class Kind { None, Atomic, Critical, Ordered } Construct = Kind::None;
  /// Critical: the construct's name, "" for the unnamed one.
  std::string Name;
  /// Ordered: where the loop directive it belongs to starts.
  SourcePos Loop;
  bool operator==(const MutualExclusion &O) const {
    return Construct == O.Construct && Name == O.Name &&
           Loop.Line == O.Loop.Line && Loop.Column == O.Loop.Column;
  }
};

/// An expression statement (or a synthetic one: a kill, an iterator update).
struct Statement {
  std::string Name;     ///< isl tuple name, e.g. "S3".
  std::string Domain;   ///< e.g. "[n] -> { S3[i, j] : 0 <= i < n and 0 <= j <= i }"
  std::string Schedule; ///< e.g. "[n] -> { S3[i, j] -> [1, i, 0, j, 2] }"
  std::vector<Access> Accesses;
  /// Variables whose lifetime starts or ends here: every cell is killed.
  std::vector<std::string> Kills;
  std::optional<ReductionUpdate> Reduction;
  /// The number the statement stores in its scalar, when it is a constant
  /// (`t = 0.0;`, `int c = 1;`): where a partial result starts.
  std::optional<double> StoredConstant;
  /// The statement is `v = e;` of a scalar v, e without side effects: the
  /// value it stores is a function of what it reads (its read Accesses and
  /// CoveredReads), which another iteration can compute again.
  bool StoresExpression = false;
  /// The statement is `c = e;`, e computed from constants, values the same
  /// in every instance and shared cells it reads alone (`g[k] = 1`, `x = x
  /// * 2 + 1`, `g[k + 1] = sqrt(g[k])`): two instances that write one cell
  /// and read the same cells store one value, or apply one function to the
  /// cell's, in either order (orderDependence).
  bool StoresSharedReads = false;
  /// The construct that keeps the statement's instances apart from others
  /// (the innermost one around it).
  MutualExclusion Exclusion;
  /// The constructs around that one, outermost first: a `critical` nested
  /// in another is under both, and two statements under one common
  /// `critical` never run at the same time, whatever else they hold.
  std::vector<MutualExclusion> Enclosing;
  /// Sets of instances for which the model would not be exact (for example
  /// "{ S3[i] : i < 0 }" where a subscript `i + n * j` may leave its row);
  /// if one of them meets the domain, the loops whose verdict the statement
  /// bears on are unknown with the given reason.
  struct InexactPart {
    std::string Instances;
    UnknownReason Reason;
    /// Only the cells of this variable that the statement accesses are
    /// inexact there (the statement runs where its domain says); empty:
    /// the whole statement.
    std::string Variable = {};
  };
  std::vector<InexactPart> Inexact;
  /// Scalars (Variable::Id) the statement reads where a write earlier in
  /// the same iteration surely precedes the read: the extractor leaves
  /// those reads out of Accesses (they carry no value between iterations),
  /// but they are reads all the same: a reduction's variable may be read
  /// by its updates only.
  std::vector<std::string> CoveredReads;
  /// A move of a buffer exchange (`a = b;` of `t = a; a = b; b = t;`): it
  /// reads and writes every cell of the buffers, which stands for their
  /// values changing names. The device's copies of the buffers change names
  /// with them (a copy belongs to the memory, not to the pointer), so the
  /// move is no host code to them: it relays each memory's values.
  bool ExchangesBuffers = false;
  SourcePos Pos;
};

/// A data-sharing attribute as declared, explicitly or not, for one loop.
struct DeclaredAttribute {
  std::string Variable; ///< Variable::Id
  Attribute Attr = Attribute::Shared;
  std::optional<ReductionOp> Op; ///< With Attribute::Reduction.
  /// Where the attribute comes from, for the report.
  enum class Origin { Explicit, Predetermined, Implicit, Enclosing } From =
      Origin::Implicit;
  /// A `reduction(inscan, ...)` whose input and scan phases the front end
  /// checked (each iteration's scan phase sees the variable combined over
  /// the iterations before it, as the sequential loop computes): right as
  /// declared.
  bool Scan = false;
  /// A reduction list item that names part of an array (`c[k][0]`,
  /// `a[lo:len]`): the cells it names, "[n, k] -> { c[o0, o1] : o0 = k and
  /// o1 = 0 }"; accesses of the other cells are the shared array's. Empty:
  /// the whole variable.
  std::string Cells;
  /// A copy of the loop's own, private to each iteration (its iterators, a
  /// `private` clause), not one a parallel region gives: its accesses are
  /// no concern of the region.
  bool isOwnPrivateCopy() const {
    return Attr == Attribute::Private && From != Origin::Enclosing;
  }
};

/// A loop directive and the loop(s) it applies to.
struct LoopDirective {
  SourcePos Pos;         ///< Where `#pragma` starts.
  std::string Directive; ///< "parallel for", "for", "simd", "taskloop", ...
  /// Number of loops around the directive's loop: L's first iterator is the
  /// Depth-th dimension (0-based) of each of its statements' domains.
  unsigned Depth = 0;
  unsigned Collapse = 1;
  std::vector<std::string> Iterators; ///< Names of L's collapsed iterators.
  /// Their Variable::Id, where they are variables (not for a range-based
  /// `for`, whose iteration number none holds).
  std::vector<std::string> IteratorIds;
  /// Per collapsed loop, for a range-based `for`: the range as written
  /// ("v"); its Iterators entry is then the loop variable, which iteration
  /// k binds to element k. Empty: plain `for` loops only.
  std::vector<std::string> Ranges;
  /// The iterations of L: the values of the Depth outer iterators and of the
  /// Collapse iterators of L, e.g. "[n] -> { [t, i] : 0 <= t < 10 and
  /// 0 <= i < n }". Its lexicographic maximum per outer point is L's
  /// sequentially last iteration.
  std::string IterationDomain;
  /// Per dimension of IterationDomain: the loop runs from high to low
  /// values (its schedule dimension is the negated iterator). Empty: all
  /// increasing.
  std::vector<bool> Decreasing;
  /// Per dimension of IterationDomain: for a loop that counts up by a
  /// value that cannot change (`it += tile`), that step as isl text; empty
  /// for a constant step. The loop's iterations are the values of
  /// IterationDomain that differ from its lower bound by a multiple of the
  /// step, which isl cannot say: the domain holds the values between too
  /// (the statements may run there), and two iterations that differ in
  /// that dimension differ by the step at least. Empty: all constant.
  std::vector<std::string> ParametricSteps;
  /// Set when L or a loop in it counts by a parameter (which one, for the
  /// report): the model then holds the values between that loop's
  /// iterations as code that may run, and a finding that is not possible
  /// through may-accesses alone cannot be told from one those values make.
  std::string ValuesBetweenIterations;
  /// Set when loop transformations run L's iterations in groups (a tile,
  /// an unrolled chunk) or in another order (`reverse`, `interchange`):
  /// the transformations, for the report ("'#pragma omp tile'"). Collapse
  /// then counts every loop as written that they take, and L is checked as
  /// if each iteration of those loops were one of its own: when they are
  /// independent, so is any grouping and any order of them. Anything else
  /// is not modelled (the pair a finding names may share a group).
  std::string Regrouped;
  /// A taskloop that every thread of a parallel region meets: each
  /// thread's instance would give back its reduction or lastprivate copies
  /// at the end, all at once, so neither is a fix for it.
  bool EveryThreadMakesTasks = false;
  std::vector<std::string> Statements; ///< Statement::Name inside L.
  /// Every variable accessed in L with the attribute it has in L, by the
  /// rules of OpenMP 5.2 (explicit clause, predetermined, enclosing region,
  /// implicit), as resolved by the front end.
  std::vector<DeclaredAttribute> Attributes;
  /// Variables named in clauses that L never accesses.
  std::vector<DeclaredAttribute> Unused;
  /// L makes a team of threads of its own, whose thread numbers no other
  /// construct's code sees: a `parallel` loop directive (no simd,
  /// taskloop, teams or distribute) outside every other construct and
  /// target code.
  bool OwnTeam = false;
  /// The team whose threads share the loop's iterations is nested in
  /// another region or a loop directive: unless nested parallelism is
  /// active (max-active-levels above 1; 1 is libomp's default), it is one
  /// thread, so a conflict between iterations is possible, not certain.
  bool NestedTeam = false;
  /// Set when the loop is outside the model: the reason, for the report.
  UnknownReason Unknown;
  /// The error paths of its code that the model leaves out (a branch that
  /// ends in `throw` or a call that does not return, a `catch`), as
  /// "file:line": a verdict assumes no iteration takes one.
  std::vector<std::string> ErrorPaths;
  /// The callees of its code whose body was taken from one of several
  /// files of the project that define them (ChosenDefinition::assumption,
  /// "'f' is the definition in 'a/x.c' (not the one in 'b/x.c')"): a
  /// verdict assumes that one is linked.
  std::vector<std::string> ChosenDefinitions;
  /// Variables of which each thread of the enclosing region holds its own
  /// copy, with a value that differs between threads when L starts (code
  /// that not every thread runs wrote it), and why: if L reads that value
  /// (a read no write of the same iteration precedes), the loop is unknown
  /// with the reason.
  std::vector<std::pair<std::string, std::string>> ThreadVarying;
  /// A plain `simd` loop: its iterations run as lanes in lockstep, one
  /// statement of the body at a time for all of them (docs/design/regions.md,
  /// on simd loops), not as threads.
  bool Lockstep = false;
  /// With Lockstep: `safelen(k)`, iterations k or more apart never run
  /// together.
  std::optional<unsigned> SafeLength;
  /// A worksharing loop with `schedule(static)` (Chunk: the chunk size as
  /// written, empty for none): two such loops of one region with the same
  /// trip count and chunk give logical iteration k to the same thread
  /// (OpenMP 5.2, `schedule` clause).
  bool StaticSchedule = false;
  std::string Chunk;
  /// The step of L's (first) iterator when it is a constant (negative for
  /// a loop counting down); 0 otherwise.
  long Step = 0;
  /// Conditions the model cannot follow around L (see Access::Conditions).
  unsigned Conditions = 0;

  /// L's iteration at \p Point, whose dimension \p First is L's first
  /// iterator, as the report names it: "i = 3, j = 0", and "x = v[3]" for
  /// a range-based `for` (its loop variable at element 3).
  std::string iterationText(const std::vector<long> &Point,
                            size_t First) const {
    std::string Text;
    for (size_t J = 0; J < Iterators.size() && First + J < Point.size();
         ++J) {
      std::string Value = std::to_string(Point[First + J]);
      if (J < Ranges.size() && !Ranges[J].empty())
        Value = Ranges[J] + "[" + Value + "]";
      Text += (J ? ", " : "") + Iterators[J] + " = " + Value;
    }
    return Text;
  }
};

/// A `parallel` region: a team of threads runs its body (docs/design/regions.md). Each statement of the region belongs to one part,
/// which says who runs its instances; barrier statements (explicit, and the
/// implicit ones at the end of worksharing constructs without nowait) cut
/// the region into phases.
struct ParallelRegion {
  SourcePos Pos;
  /// A `teams` region: its "threads" are the league's teams (each team's
  /// initial thread runs its code; a nested `parallel` makes the team's
  /// threads), and nothing makes the teams wait for each other but its end.
  bool League = false;
  /// Loops around the region: its instances are the values of their
  /// iterators (the first Depth dimensions of its statements).
  unsigned Depth = 0;
  /// The region is nested in another region or a loop directive: its
  /// team is one thread unless nested parallelism is active
  /// (LoopDirective::NestedTeam), so a conflict between its threads is
  /// possible, not certain.
  bool NestedTeam = false;
  struct Part {
    enum PartKind {
      EveryThread,    ///< Each thread runs each instance (replicated code).
      LoopIterations, ///< A worksharing loop: each iteration on one thread.
      OneThread,      ///< single, master, masked, section: one thread runs
                      ///< each instance of the whole block.
      Task,           ///< An explicit task: one thread, any, runs each
                      ///< instance of the block, at any time between its
                      ///< creation and the next wait for it (a taskwait or
                      ///< taskgroup end of the creating code, a barrier).
    } Kind = EveryThread;
    std::vector<std::string> Statements; ///< Statement::Name
    /// LoopIterations: the loop, an index of FunctionModel::Loops.
    size_t Loop = 0;
    /// OneThread: loops around the block (an instance of the block is a
    /// value of their iterators).
    unsigned Depth = 0;
    /// OneThread: the thread that runs it, when fixed (`master`: 0,
    /// `masked filter(2)`: 2). Two blocks of one fixed thread never run
    /// together.
    std::optional<long> Thread;
    /// OneThread, Task: the construct, for the report ("single", ...).
    std::string Construct;
    /// Task: the synthetic statement where the creating code makes each
    /// instance (its domain: the loops around the task, Depth of them).
    std::string Creation;
    /// Task: the variables it has a copy of (private, firstprivate,
    /// explicit or implicit); EveryThread, the code of a nested region:
    /// its `private` variables. Its accesses to them are its own.
    std::vector<std::string> Copies;
  };
  std::vector<Part> Parts;
  /// The statements of every part, part by part.
  std::vector<std::string> statements() const {
    std::vector<std::string> All;
    for (const Part &P : Parts)
      All.insert(All.end(), P.Statements.begin(), P.Statements.end());
    return All;
  }
  /// Synthetic statements where every thread of the team waits.
  std::vector<std::string> Barriers;
  /// Variables declared inside the region: each thread has its own, and
  /// they are no concern of the region's clauses.
  std::vector<std::string> Locals;
  /// Every other variable that the region's code accesses (apart from a
  /// worksharing loop's private copies), with the attribute it has in the
  /// region: a clause of the `parallel` directive, else shared.
  std::vector<DeclaredAttribute> Attributes;
  /// Variables named in the directive's clauses that the region never
  /// accesses.
  std::vector<DeclaredAttribute> Unused;
  /// The synthetic statement where the region ends (its implicit barrier):
  /// what a private copy holds there is lost.
  std::string End;
  /// Where code waits for the tasks it created: `taskwait` (every task
  /// created before it by the same code, Creations empty) and the end of a
  /// `taskgroup` (the tasks created inside it, by their Creation).
  struct TaskWait {
    std::string Statement;
    std::vector<std::string> Creations;
  };
  std::vector<TaskWait> TaskWaits;
  /// Statements of code every thread runs that a condition inside the
  /// region guards which the model cannot decide (not affine): some threads
  /// may run them and others not.
  std::vector<std::string> Conditional;
  /// Set when a loop in the region or around it counts by a parameter
  /// (LoopDirective::ValuesBetweenIterations): a finding that is not
  /// possible through may-accesses alone may come from values between that
  /// loop's iterations.
  std::string ValuesBetweenIterations;
  /// Set when the region is outside the model: the reason.
  UnknownReason Unknown;
  /// As LoopDirective::ErrorPaths, for the region's threads.
  std::vector<std::string> ErrorPaths;
  /// As LoopDirective::ChosenDefinitions.
  std::vector<std::string> ChosenDefinitions;
};

/// A variable that the code of `target` constructs accesses in the device's
/// memory, and the clause that makes that copy: the target construct's own
/// (explicit or implicit), or a `target data` construct's around it, during
/// which the copy stays on the device. The model is the sequential code
/// (the host fallback); it says what the host sees only when the copy is
/// transparent: every cell the device reads came from the host, every cell
/// the host reads afterwards came back (legality/DeviceData.cpp).
struct DeviceMapping {
  std::string Variable; ///< Variable::Id
  DeviceTransfer Transfer = DeviceTransfer::ToFrom;
  /// The copy of `declare target` data, which lives as long as the program
  /// (Directive "declare target", where the variable is declared).
  bool WholeProgram = false;
  /// A copy the function's caller is assumed to keep current: it holds
  /// the host's values when the function is called, and the caller takes
  /// back what the target code writes (Transfer is ToFrom, over the whole
  /// function). `declare target` data outside `main`, and what a pointer
  /// the function is given points to where no clause here maps it (the
  /// implicit zero-length section of the pointer finds the caller's copy).
  bool CallerManaged = false;
  /// The directive that makes the copy, "target data", and where.
  std::string Directive;
  SourcePos Pos;
  /// The clause as written, for the report: "map(to: v[0:n])"; empty for
  /// the default (implicit) one.
  std::string Clause;
  /// The list item as written ("v[0:n]"), or the variable's name for the
  /// default copy: what a fix of the clause names.
  std::string Item;
  /// Loops around that directive: an instance of the copy is a value of
  /// their iterators (the first Depth dimensions of the statements).
  unsigned Depth = 0;
  /// Those values where the directive runs: "{ [t] : 0 <= t < 10 }".
  std::string Instances;
  /// The cells the clause maps, per instance: "{ [t] -> a[c] : 0 <= c < n }"
  /// (Depth input dimensions); empty: every cell of the variable.
  std::string Cells;
  /// Statements whose accesses to Variable are to the device copy (code of
  /// target constructs, outside a loop's own private copies).
  std::vector<std::string> DeviceStatements;
  /// Statements of host code that run while the copy exists (inside a
  /// `target data` construct, outside its target constructs; for `declare
  /// target` data, the whole function).
  std::vector<std::string> HostStatements;
  /// The statements of `target update to(...)` and `from(...)` that move
  /// cells of the copy: in the model they read and write those cells on
  /// the host (which keeps its values); here they are transfers.
  std::vector<std::string> UpdatesTo, UpdatesFrom;
  /// Loop directives and regions of the target constructs whose verdicts
  /// rest on the copy being transparent (indices of FunctionModel::Loops
  /// and FunctionModel::Regions).
  std::vector<size_t> Loops, Regions;
  /// The first loop directive and region that may run after the copy is
  /// first used (the rest of the function; all of it when that use is in a
  /// loop): where the copy is not transparent, the host's memory there is
  /// not the sequential code's, and their verdicts cannot stand either.
  size_t LaterLoops = 0, LaterRegions = 0;
  /// Set when the construct's copies cannot be modelled (a clause, a
  /// variable without a copy): the reason, which stands for every check.
  UnknownReason Unknown;
};

/// A target construct with `nowait` in the function's own code (outside
/// parallel regions and loop directives): a target task, which runs, its
/// copies' transfers included, at any time between its creation and the
/// `taskwait` after it in the same block. Host code in between may run
/// while it does.
///   #pragma omp target teams distribute parallel for map(to: a[0:n]) nowait
///   for (...) ...             // DeviceStatements
///   a[0] = 1;                 // Concurrent: races with the copy of a
///   #pragma omp taskwait      // Wait
struct TargetTask {
  std::string Directive; ///< "target teams distribute parallel for"
  SourcePos Pos, Wait;
  /// Loops around the construct (and its taskwait): an instance of the
  /// task is a value of their iterators.
  unsigned Depth = 0;
  std::vector<std::string> DeviceStatements, Concurrent;
  /// Its loop directives and regions (indices of FunctionModel::Loops and
  /// ::Regions).
  std::vector<size_t> Loops, Regions;
};

/// The value of an integer expression of the program that cannot change
/// while the function's directives run, as C computes it, over parameters
/// and constants: the definition of a parameter the model holds no
/// constraint for (FunctionModel::Definitions). A small tree, free of
/// Clang:
///   n / k          Div(Parameter n, Parameter k)
///   (n - 1) * m    Mul(Sub(Parameter n, Constant 1), Parameter m)
///   len << s       Shl(Parameter len, Parameter s)
/// An Affine leaf is a value the model holds as affine text over
/// parameters ("(n) - (1)", the value a local surely holds), exact where
/// it is read (no division of C's in it).
struct DefinedValue {
  /// Leaves: Constant, Parameter, Affine; -x and ~x: Neg, Not; the rest
  /// are C's binary operators.
  enum class Op {
    Constant,
    Parameter,
    Affine,
    Neg,
    Not,
    Add,
    Sub,
    Mul,
    Div,
    Rem,
    Shl,
    Shr,
    And,
    Or,
    Xor
  };
  Op Kind = Op::Constant;
  long Constant = 0;
  /// Parameter: its name; Affine: the isl text.
  std::string Text;
  /// An operator (or constant) of an unsigned type: defined only where no
  /// operand and no result is negative (else it wraps, which the model
  /// does not follow). Leaves keep it false: the operator that reads a
  /// leaf converts it.
  bool Unsigned = false;
  std::vector<DefinedValue> Operands;

  bool operator==(const DefinedValue &O) const {
    return Kind == O.Kind && Constant == O.Constant && Text == O.Text &&
           Unsigned == O.Unsigned && Operands == O.Operands;
  }
  bool operator!=(const DefinedValue &O) const { return !(*this == O); }
};

/// A parameter that stands for a DefinedValue (`n_div_k` for `n / k`).
struct DefinedParameter {
  std::string Name;
  DefinedValue Value;
};

/// The model of the body of one function that holds loop directives.
struct FunctionModel {
  std::string Name;
  std::vector<std::string> Parameters;
  /// Per parameter, the C expression whose value it is where the
  /// directives read it ("s.m", "v.size()", "len"), for the text of a fix;
  /// none for one that no expression holds (a while loop's trip count).
  std::map<std::string, std::string> ParameterSpellings;
  /// Constraints on the parameters, e.g. "[n] -> { : n >= 0 }".
  std::string Context;
  /// The parameter values for which the function gets to return to its
  /// caller rather than end the program (`if (err) exit(1);` gives
  /// "[err] -> { : err = 0 }"): only then does the caller see what it
  /// left. Empty: always.
  std::string Returns;
  /// The parameter values at which the teams that set their size from
  /// the function's values (`omp_set_num_threads(nt)`, `num_threads(nt)`)
  /// have two threads or more: "[nt] -> { : nt >= 2 }". A race's witness
  /// is picked there where it can be, as one thread runs no two
  /// iterations together. Empty: no such team.
  std::string ManyThreads;
  std::vector<Variable> Variables;
  std::vector<Statement> Statements;
  std::vector<LoopDirective> Loops;
  std::vector<ParallelRegion> Regions;
  std::vector<DeviceMapping> DeviceData;
  std::vector<TargetTask> TargetTasks;
  /// The parameters that stand for a value that cannot change but that
  /// isl's constraints cannot say (`n * m`, `n / k`, `n << s`): the model
  /// lets each take any value, and a conflict is certain only at values
  /// where each is its definition's (certainPairs, atDefinedValues).
  std::vector<DefinedParameter> Definitions;
  /// The parameters whose value the model does not follow: what a call it
  /// cannot see leaves in a variable (`MPI_Bcast(&offset, ...)`, a global
  /// after such a call), what an assignment stores that the model cannot
  /// read (`n = f(m)`, `n = (int)sqrt(x)`). Any value is sound for them,
  /// but not every value happens: a conflict is certain only where it holds
  /// whatever they are (certainPairs). Not listed: inputs of the function
  /// (its parameters, globals on entry, what `atoi` or `scanf` read) and
  /// values the context equates with what they hold.
  std::set<std::string> UnfollowedParameters;

  const Variable *findVariable(const std::string &Id) const {
    for (const Variable &V : Variables)
      if (V.Id == Id)
        return &V;
    return nullptr;
  }
  const Statement *findStatement(const std::string &Name) const {
    for (const Statement &S : Statements)
      if (S.Name == Name)
        return &S;
    return nullptr;
  }
};

} // namespace ompfix

#endif // OMPFIX_MODEL_H
