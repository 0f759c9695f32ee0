//===- ModelExtractor.h - Polyhedral model of a function from Clang's AST -===//
//
// Builds the FunctionModel (include/ompfix/Model.h) of a function body that
// holds OpenMP loop directives; whatever falls outside the accepted forms
// below makes the loops that it touches `unknown`, with the reason. The
// work is done by extract::Extractor (Extractor.h), split by concern.
//
// Accepted source forms (everything else is "unsupported", and the loop
// directives it can affect are `unknown` with the reason):
//
//   function body   ::= statement*
//   statement       ::= expression ';'                 (one model statement)
//                     | declaration [= expression] ';' (a write where it
//                       has an initializer; a kill of the old value where
//                       no initializer surely writes every cell: none, or
//                       one under a condition the model cannot follow)
//                     | '{' statement* '}'
//                     | for '(' init ';' cond ';' step ')' statement
//                     | for '(' T [&] x ':' range ')' statement: range a
//                       variable (an array of numbers, a std::array, a
//                       std::vector not resized), the loop over its element
//                       numbers k, x bound to (or a copy of) element k
//                     | if '(' condition ')' statement [else statement]
//                     | #pragma omp parallel [clauses] statement
//                     | #pragma omp <loop directive> [clauses] for-loop
//                     | #pragma omp single|master|masked statement (outside
//                     loops) | #pragma omp target [parallel|teams] [clauses]
//                     statement,
//                       #pragma omp target data [clauses] statement,
//                       #pragma omp target update to|from(...): the code as
//                       the host fallback runs it, with the copies the
//                       clauses make (DeviceMapping, docs/design/devices.md)
//                     | #pragma omp teams [reduction(...)] distribute-loop
//                     | break ';' | continue ';'  (in for loops: what follows
//                     in
//                       the iteration may run; with a break, every
//                       iteration may)
//                     | while '(' condition ')' statement | do ... while: a
//                       loop of W iterations, W a parameter (`trips_<line>`),
//                       the test read before each and after the last
//                     | switch '(' expression ')' statement: the condition
//                       read, each case may run (in order), break leaves it
//                     | try outside loop directives and regions: the border
//                       of the modelled part, its conditions read and its
//                       code run at most once as may-accesses; loop
//                       directives and regions in it are unknown
//                     | omp_set_lock(&l) ... omp_unset_lock(&l) in one block:
//                       mutual exclusion under the lock's own name
//                     | if '(' affine ')' { ... return; } or { ... exit(1); }
//                       (any noreturn call) at the top of the function:
//                       what follows runs where the condition fails, and
//                       after an exit the caller sees nothing
//                       (FunctionModel::Returns)
//   init            ::= [int] i = affine
//   cond            ::= i (< | <= | > | >= | !=) affine   (or mirrored)
//                     | cond && cond  (outside loop directives: each a
//                       bound of i, `i < t + T && i < n`; one that is not
//                       affine leaves the domain over-approximated)
//   step            ::= i++ | ++i | i-- | --i | i += c | i -= c | i = i (+|-) c
//                       (c a constant, or a variable that surely holds
//                       one: `const int T = 16;`)
//   affine          ::= integer constants, enclosing iterators and parameters
//                       combined by + - unary-, * by a constant (a value
//                       without iterators that isl cannot say, `n * m`,
//                       `n / k`, `n % k`, `n << s`, `n >> s`, `n & m`,
//                       `n | m`, `n ^ m`, `~n`, is a parameter of its own
//                       with its definition: FunctionModel::Definitions),
//                       / and % by
//                       a positive constant (exact only where the operand is
//                       not negative: elsewhere the statement is inexact),
//                       min/max written with ?:, floord/ceild as code
//                       generators print them, calls of pure functions of
//                       the file that return one affine expression, and a
//                       scalar surely assigned an affine value before in the
//                       same stretch of code (`ii = i + 1`), or stepped by a
//                       constant once per iteration (`ind++` in the body:
//                       its value before the loop plus the steps before)
//   parameter       ::= an integer variable, or a path of fields and constant
//                       subscripts from one (`grid_points[0]`, `p->n`), that
//                       the top-level statement holding it cannot change:
//                       one parameter per stretch of top-level statements
//                       between those that may change it (an assignment, a
//                       call it is passed to, for globals any call that may
//                       write them); none where its address is stored; the
//                       context equates it with the affine value it surely
//                       holds, also one that top-level `if`s on parameters
//                       choose (`len = m; if (n >= 0) len = n - 1;`: n >= 0
//                       and len = n - 1, or n < 0 and len = m; at most four
//                       cases);
//                       `v.size()` of a std::vector that is not resized
//   expression      ::= ... | affine-condition ? e1 : e2  (each arm's accesses
//                       happen exactly where the condition holds, or fails)
//   condition       ::= affine comparisons with && || ! and ?:  (exact);
//                       any other condition: its reads form a statement and
//                       the writes it guards become may-writes (for a loop
//                       directive inside it they are must-writes: the loop
//                       runs all its iterations or none)
//   access          ::= scalar | a[e]...[e] | *p | *(p + e) with a an array,
//                       a VLA, an array or pointer parameter, a pointer
//                       defined (or assigned once: a local, or a global
//                       only main sets) as q + affine + ... or
//                       &q[affine], a pointer that only gets fresh memory
//                       (malloc, a wrapper of the file, new[]), a
//                       std::vector or std::array, a field path that keeps
//                       its value (p->a, s.w, this->a, sp->a of a smart
//                       pointer sp: a variable of its own, not in a
//                       union); a one-dimensional array whose every
//                       subscript is `column + size * row` (A[i + order *
//                       j]) is rows of `size` cells, exact where the column
//                       stays in [0, size) (findLinearizedArrays), and so
//                       is an array field whose size is a field of its
//                       object (m.data[i * m.cols + j]:
//                       linearizedFieldRows); a subscript that
//                       is not affine makes a may-access to every cell, and
//                       a race that only such accesses show is "possible".
//                       A read under a condition the model cannot follow,
//                       after a write of the scalar in the same stretch of
//                       code, sees that write: it is left out. A library
//                       value (a std::string, a pair, a vector of strings,
//                       a struct of them: isLibraryValue) is one scalar
//                       cell, and a part of it (`p.first`, `names[k]`)
//                       that cell; a write to a part is a may-write, and
//                       unknown where threads share the value.
//   call            ::= C math library functions and pure functions of the
//                       file (they read their arguments); printf-like output
//                       (reads its arguments); the C library and the OpenMP
//                       API (what they are passed; memset/memcpy ranges);
//                       in loop directives and regions, a function of the
//                       file whose parameters are numbers, pointers, arrays,
//                       references or structs: its body, visited in place
//                       (ExtractCalls.cpp), in an inner loop's bound too
//                       (once before the loop, for all its tests); the
//                       standard library's operations on library values,
//                       as their declarations say (ExtractContainers.cpp),
//                       and its algorithms on ranges of numbers, given a
//                       function object that touches no memory where they
//                       take one (ExtractAlgorithms.cpp); outside
//                       them any other call may
//                       read and write what it is passed and every variable
//                       the caller can see; inside them any other call makes
//                       the loop (region) unknown.
//
// Schedules are 2d+1: [p0, i0, p1, i1, ..., pd] with pk the textual position
// at depth k and ik the k-th iterator (negated for a decreasing loop).
//
//===----------------------------------------------------------------------===//

#ifndef OMPFIX_REWRITER_MODELEXTRACTOR_H
#define OMPFIX_REWRITER_MODELEXTRACTOR_H

#include "ompfix/Model.h"

#include "clang/Basic/SourceLocation.h"

#include <map>
#include <vector>

namespace clang {
class ASTContext;
class CallExpr;
class Expr;
class ForStmt;
class FunctionDecl;
class OMPExecutableDirective;
class OMPLoopDirective;
class VarDecl;
} // namespace clang

namespace ompfix {

class CalleeSearch;

/// Calls visited in place nest at most this deep (a callee's callee is
/// depth 2).
constexpr size_t MaxInlineDepth = 8;

struct ExtractedFunction {
  const clang::FunctionDecl *Function = nullptr;
  FunctionModel Model;
  /// The directive of each entry of Model.Loops, in the same order.
  std::vector<const clang::OMPLoopDirective *> Directives;
  /// Where each access (by reference) is written.
  std::map<unsigned, clang::SourceLocation> AccessLoc;
  /// For an access in the body of a callee visited in place: the call of
  /// this function's code it is in (the outermost, where calls nest).
  std::map<unsigned, const clang::CallExpr *> AccessCall;
  /// The directive of each entry of Model.Regions, in the same order.
  std::vector<const clang::OMPExecutableDirective *> RegionDirectives;
  /// What each statement that StoresExpression stores: its variable v and
  /// its e (`v = e;`, `double v = e;`).
  struct StoredValue {
    const clang::VarDecl *Variable = nullptr;
    const clang::Expr *Value = nullptr;
  };
  std::map<std::string, StoredValue> StoredValues;
  /// Every declaration of the function (and of the callees visited in
  /// place) by what it names, Variable::Id: a pointer by the memory it
  /// points to, so that a variable's names are all here (a pointer and its
  /// aliases).
  std::map<std::string, std::vector<const clang::VarDecl *>> NamesOf;
};

/// The iterator and first value of `for (i = lb; ...)` or
/// `for (int i = lb; ...)` (the grammar's `init`); nulls for other forms.
struct LoopStart {
  const clang::VarDecl *Iterator = nullptr;
  const clang::Expr *Lower = nullptr;
};
LoopStart loopStart(const clang::ForStmt &S);

/// Extracts the model of \p F, which has a body; \p Search says why
/// callees without a body have none (null: no search was made).
ExtractedFunction extractModel(clang::ASTContext &Context,
                               const clang::FunctionDecl &F,
                               const CalleeSearch *Search = nullptr);

} // namespace ompfix

#endif // OMPFIX_REWRITER_MODELEXTRACTOR_H
