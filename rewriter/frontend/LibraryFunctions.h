//===- LibraryFunctions.h - What library calls touch ----------*- C++ -*-===//
//
// The functions of the C library, the C math library and the OpenMP API
// that the front end knows by name, and what a call of each touches: no
// memory (pure math, runtime queries), what its arguments reach, ranges
// of them (memset, memcpy), hidden state (rand). One table per effect.
//
//===----------------------------------------------------------------------===//

#ifndef OMPFIX_REWRITER_LIBRARYFUNCTIONS_H
#define OMPFIX_REWRITER_LIBRARYFUNCTIONS_H

#include "frontend/ExprForms.h"

#include "clang/AST/Attr.h"
#include "clang/AST/Decl.h"
#include "llvm/ADT/StringSet.h"

namespace ompfix {
namespace extract {

inline bool isPureMathFunction(llvm::StringRef Name) {
  static const llvm::StringSet<> Pure = {
      "sin",      "cos",  "tan",       "asin",   "acos",    "atan",
      "atan2",    "sinh", "cosh",      "tanh",   "exp",     "exp2",
      "expm1",    "log",  "log2",      "log10",  "log1p",   "pow",
      "sqrt",     "cbrt", "hypot",     "fabs",   "abs",     "labs",
      "floor",    "ceil", "round",     "trunc",  "fmod",    "fmin",
      "fmax",     "fma",  "erf",       "erfc",   "tgamma",  "lgamma",
      "copysign", "rint", "nearbyint", "lround", "llround", "remainder",
      "fdim"};
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

/// OpenMP runtime queries: they touch no memory of the program.
inline bool isRuntimeQuery(llvm::StringRef Name) {
  static const llvm::StringSet<> Queries = {
      "omp_get_thread_num",   "omp_get_num_threads",
      "omp_get_max_threads",  "omp_get_num_procs",
      "omp_in_parallel",      "omp_get_level",
      "omp_get_active_level", "omp_get_team_size",
      "omp_get_wtime",        "omp_get_wtick",
      "omp_get_place_num",    "omp_get_ancestor_thread_num",
      "omp_get_num_teams",    "omp_get_team_num"};
  return Queries.contains(Name);
}

/// `std::min(a, b)` and `std::max(a, b)`: they read their two arguments
/// (by const reference) and return one of them, without a comparator that
/// could do more.
inline bool isStandardMinMax(const FunctionDecl *Callee) {
  return Callee->isInStdNamespace() && Callee->getIdentifier() &&
         (Callee->getName() == "min" || Callee->getName() == "max") &&
         Callee->getNumParams() == 2;
}

/// Whether a call of \p Callee touches no memory, only the values of its
/// arguments: a pure math function, an OpenMP runtime query, `std::min`
/// and `std::max`, a function declared `const`, or a pure definition of
/// the file.
inline bool touchesNoMemory(const FunctionDecl *Callee) {
  if (!Callee)
    return false;
  llvm::StringRef Name = Callee->getIdentifier() ? Callee->getName() : "";
  return isPureMathFunction(Name) || isRuntimeQuery(Name) ||
         isStandardMinMax(Callee) || Callee->hasAttr<ConstAttr>() ||
         isPureDefinition(Callee);
}

/// The runtime queries whose value differs from thread to thread (or from
/// call to call): what they give is no parameter of the model.
inline bool isThreadVaryingQuery(llvm::StringRef Name) {
  return Name == "omp_get_thread_num" || Name == "omp_get_wtime" ||
         Name == "omp_get_team_num" || Name == "omp_get_place_num" ||
         Name == "omp_get_ancestor_thread_num";
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

/// Library functions that give a value read from the program's input (its
/// arguments, a file, the terminal): `atoi` and `strtol` return it,
/// `scanf` stores it through its pointer arguments. Any value of its type
/// may come, so a value they give is an input of the program, not one the
/// model fails to follow (FunctionModel::UnfollowedParameters).
inline bool readsInput(llvm::StringRef Name) {
  static const llvm::StringSet<> Input = {
      "atoi",    "atol",     "atoll", "strtol", "strtoll",
      "strtoul", "strtoull", "scanf", "fscanf", "sscanf"};
  return Input.contains(Name);
}

/// Whether \p E is what a function that reads the program's input returns
/// (`atoi(argv[1])`, `(int)strtol(s, 0, 10)`).
inline bool isInputValue(const Expr *E) {
  const auto *Call = dyn_cast<CallExpr>(E->IgnoreParenCasts());
  const FunctionDecl *Callee = Call ? Call->getDirectCallee() : nullptr;
  return Callee && Callee->getIdentifier() && readsInput(Callee->getName());
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
      "malloc",  "calloc",       "realloc", "free",         "atoi",
      "atol",    "atoll",        "atof",    "strtol",       "strtoll",
      "strtoul", "strtoull",     "strtod",  "strtof",       "rand",
      "srand",   "time",         "clock",   "exit",         "abort",
      "memset",  "memcpy",       "memmove", "gettimeofday", "strlen",
      "strcmp",  "strncmp",      "sprintf", "snprintf",     "fflush",
      "assert",  "__assert_fail"};
  return Library.contains(Name);
}

/// `memset`, `memcpy`, `memmove`: they touch ranges of what they are
/// passed (Extractor::copiedRange).
inline bool isRangeFunction(llvm::StringRef Name) {
  return Name == "memset" || Name == "memcpy" || Name == "memmove";
}

} // namespace extract
} // namespace ompfix

#endif // OMPFIX_REWRITER_LIBRARYFUNCTIONS_H
