//===- LibraryTable.h - The C library's and OpenMP API's effects -*- C++
//-*-===//
//
// One row per function of the C library, its math library, the OpenMP
// API and MPI that the front end knows by name: what a call touches beyond the
// values of its arguments. LibraryFunctions.h's predicates read it, and
// docs/design/real-programs.md ("Calls") describes each effect. A
// function that is in no row, and whose body is nowhere the tool can read,
// may touch any memory: in a loop or a region it is `unknown` naming it.
// (The C++ standard library's classes and functions are told apart by
// their declarations, not their names: LibraryFunctions.h.)
//
//===----------------------------------------------------------------------===//

#ifndef OMPFIX_REWRITER_LIBRARYTABLE_H
#define OMPFIX_REWRITER_LIBRARYTABLE_H

#include "ompfix/Model.h"

#include "llvm/ADT/StringRef.h"

#include <algorithm>
#include <initializer_list>
#include <iterator>

namespace ompfix {
namespace extract {

/// What a call of a library function touches.
enum class LibraryEffect {
  /// No memory: it computes its value from its arguments' values (`sin`,
  /// `abs`, `omp_get_num_threads`).
  Value,
  /// No memory, but a value that differs from thread to thread or from
  /// call to call (`omp_get_thread_num`, `omp_get_wtime`): no parameter of
  /// the model.
  VaryingValue,
  /// No memory: it lets time pass (`sleep`, `sched_yield`).
  Wait,
  /// Prints its arguments, reading what they point to (`printf`, `puts`):
  /// the order of the lines is no value the program computes, and the C
  /// library makes concurrent output free of data races.
  Output,
  /// Reads what its pointer arguments reach (`strlen`, `strcmp`, `free`).
  ReadsPointees,
  /// Reads and may write what its pointer arguments reach (`strcpy`,
  /// `sprintf`, `qsort`, `time(&t)`, `rand_r(&seed)`): a scalar's address
  /// names its one cell, a row of an array of rows that row
  /// (Extractor::rowReached); somewhere in an array, a loop cannot be
  /// checked.
  WritesPointees,
  /// Writes (and reads) exact ranges of what it is passed, `n` bytes of
  /// whole elements: `memset`, `memcpy`, `memmove`.
  CopiesRanges,
  /// Returns fresh memory (`malloc`, `calloc`, `realloc`).
  Allocates,
  /// Touches state of its own that the program reaches only through it
  /// (`clock`, the OpenMP API's setters and locks, through the lock
  /// passed), never the program's variables.
  OwnState,
  /// Hidden state that concurrent calls race on (`rand`, `strtok`, the
  /// input `scanf` reads): two threads calling it, or calling two
  /// functions of one state (`srand` and `rand`, hiddenStateOf), race.
  HiddenState,
  /// Reads what its pointer arguments reach and returns a stream of its
  /// own (`fopen`, `fdopen`, `tmpfile`): a stream that no other name
  /// reaches until the program gives it one.
  OpensStream,
  /// Reads from the stream it is passed (LibraryFunction::Stream), or
  /// moves or asks its position (`fgets`, `fread`, `fgetc`, `fscanf`,
  /// `getline`; `fseek`, `rewind`, `feof`): whichever input comes next
  /// goes to the call, so calls on one stream race on its position, a
  /// hidden state of that stream; a stream the construct opened for
  /// itself is its own. It writes through its other pointer arguments
  /// (LibraryFunction::WrittenArguments: `fgets` its line).
  StreamInput,
  /// Never returns (`exit`, `abort`): an error path.
  Ends,
};

struct LibraryFunction {
  const char *Name;
  LibraryEffect Effect;
  /// What it returns, or stores, is read from the program's input (its
  /// arguments, a file, the terminal): any value of its type may come.
  bool Input = false;
  /// A math function: its `float` and `long double` forms (`sinf`,
  /// `sinl`) and Clang's builtins (`__builtin_sqrtf`) are rows too.
  bool Math = false;
  /// The arguments it may write through, one bit per position
  /// (rows::at); it only reads through the others. None: every pointer
  /// argument (`sprintf`'s format is never written, but a row without
  /// positions says nothing more); rows::NoArgument: none.
  unsigned WrittenArguments = 0;
  /// Of a StreamInput row, the position of the stream it reads.
  unsigned Stream = 0;
  /// Of a row that reads elements into its first argument (`fread`), the
  /// positions of the element's size and of their count; 0: none.
  unsigned ElementSize = 0, ElementCount = 0;
};

namespace rows {
using E = LibraryEffect;
/// The math library (`<math.h>`, `<cmath>`'s C functions).
constexpr LibraryFunction math(const char *Name) {
  return {Name, E::Value, false, true};
}
/// The argument positions \p Positions (from 0) as a mask of
/// LibraryFunction::WrittenArguments.
constexpr unsigned at(std::initializer_list<unsigned> Positions) {
  unsigned Mask = 0;
  for (unsigned Position : Positions)
    Mask |= 1u << Position;
  return Mask;
}
/// A mask of LibraryFunction::WrittenArguments that names no argument:
/// the function writes through none (`localtime`).
constexpr unsigned NoArgument = 1u << 31;
/// A WritesPointees row that writes through the arguments at \p Written
/// and reads through the others.
constexpr LibraryFunction writes(const char *Name,
                                 std::initializer_list<unsigned> Written,
                                 bool Input = false) {
  return {Name, E::WritesPointees, Input, false, at(Written)};
}
/// A StreamInput row that reads the stream at \p Stream and writes
/// through the arguments at \p Written (none: every pointer argument).
constexpr LibraryFunction fromStream(const char *Name, unsigned Stream,
                                     std::initializer_list<unsigned> Written,
                                     bool Input = true) {
  return {Name, E::StreamInput, Input, false, at(Written), Stream};
}
/// A StreamInput row that reads up to Count elements of Size bytes from
/// the stream at \p Stream into its first argument (`fread`).
constexpr LibraryFunction readsElements(const char *Name, unsigned Stream,
                                        unsigned Size, unsigned Count) {
  return {Name, E::StreamInput, true, false, at({0}), Stream, Size, Count};
}
} // namespace rows

/// Sorted by name (checked in LibraryFunctionsTest.cpp).
inline constexpr LibraryFunction LibraryFunctions[] = {
    // MPI, for programs that mix it with OpenMP. Its handles (MPI_Comm,
    // MPI_Datatype, ...) are its own objects (Extractor::libraryHandle),
    // MPI_IN_PLACE no memory; the buffers of the blocking calls are read
    // (or written) during the call. The nonblocking calls (`MPI_Isend`)
    // touch their buffers until a wait that does not name them: no row.
    {"MPI_Abort", rows::E::Ends},
    rows::writes("MPI_Allgather", {3}),
    rows::writes("MPI_Allgatherv", {3}),
    rows::writes("MPI_Allreduce", {1}),
    rows::writes("MPI_Alltoall", {3}),
    rows::writes("MPI_Alltoallv", {4}),
    {"MPI_Barrier", rows::E::OwnState},
    rows::writes("MPI_Bcast", {0}),
    {"MPI_Bsend", rows::E::ReadsPointees},
    rows::writes("MPI_Cart_coords", {3}),
    rows::writes("MPI_Cart_create", {5}),
    rows::writes("MPI_Cart_rank", {2}),
    rows::writes("MPI_Cart_shift", {3, 4}),
    rows::writes("MPI_Comm_dup", {1}),
    rows::writes("MPI_Comm_free", {0}),
    rows::writes("MPI_Comm_rank", {1}),
    rows::writes("MPI_Comm_size", {1}),
    rows::writes("MPI_Comm_split", {3}),
    rows::writes("MPI_Dims_create", {2}),
    rows::writes("MPI_Exscan", {1}),
    {"MPI_Finalize", rows::E::OwnState},
    rows::writes("MPI_Finalized", {0}),
    rows::writes("MPI_Gather", {3}),
    rows::writes("MPI_Gatherv", {3}),
    rows::writes("MPI_Get_count", {2}),
    rows::writes("MPI_Get_processor_name", {0, 1}),
    rows::writes("MPI_Init", {0, 1}),
    rows::writes("MPI_Init_thread", {0, 1, 3}),
    rows::writes("MPI_Initialized", {0}),
    rows::writes("MPI_Probe", {3}),
    rows::writes("MPI_Query_thread", {0}),
    rows::writes("MPI_Recv", {0, 6}),
    rows::writes("MPI_Reduce", {1}),
    {"MPI_Rsend", rows::E::ReadsPointees},
    rows::writes("MPI_Scan", {1}),
    rows::writes("MPI_Scatter", {3}),
    rows::writes("MPI_Scatterv", {4}),
    {"MPI_Send", rows::E::ReadsPointees},
    rows::writes("MPI_Sendrecv", {5, 11}),
    rows::writes("MPI_Sendrecv_replace", {0, 8}),
    {"MPI_Ssend", rows::E::ReadsPointees},
    rows::writes("MPI_Wait", {0, 1}),
    rows::writes("MPI_Waitall", {1, 2}),
    {"MPI_Wtick", rows::E::Value},
    {"MPI_Wtime", rows::E::VaryingValue},
    {"_Exit", rows::E::Ends},
    {"__assert_fail", rows::E::ReadsPointees},
    {"__assert_perror_fail", rows::E::ReadsPointees},
    {"_mm_free", rows::E::ReadsPointees},
    {"_mm_malloc", rows::E::Allocates},
    {"abort", rows::E::Ends},
    rows::math("abs"),
    rows::math("acos"),
    rows::math("acosh"),
    {"aligned_alloc", rows::E::Allocates},
    {"asctime", rows::E::HiddenState, false, false, rows::NoArgument},
    rows::math("asin"),
    rows::math("asinh"),
    {"assert", rows::E::ReadsPointees},
    rows::math("atan"),
    rows::math("atan2"),
    rows::math("atanh"),
    {"atof", rows::E::ReadsPointees, true},
    {"atoi", rows::E::ReadsPointees, true},
    {"atol", rows::E::ReadsPointees, true},
    {"atoll", rows::E::ReadsPointees, true},
    {"bsearch", rows::E::ReadsPointees},
    rows::math("cabs"),
    rows::math("cacos"),
    {"calloc", rows::E::Allocates},
    rows::math("carg"),
    rows::math("casin"),
    rows::math("catan"),
    rows::math("cbrt"),
    rows::math("ccos"),
    rows::math("ceil"),
    rows::math("cexp"),
    rows::math("cimag"),
    {"clock", rows::E::OwnState},
    rows::writes("clock_gettime", {1}),
    rows::math("clog"),
    rows::math("conj"),
    rows::math("copysign"),
    rows::math("cos"),
    rows::math("cosh"),
    rows::math("cpow"),
    rows::math("creal"),
    rows::math("csin"),
    rows::math("csqrt"),
    rows::math("ctan"),
    {"ctime", rows::E::HiddenState, false, false, rows::NoArgument},
    {"difftime", rows::E::Value},
    {"div", rows::E::Value},
    {"drand48", rows::E::HiddenState},
    rows::writes("erand48", {0}),
    rows::math("erf"),
    rows::math("erfc"),
    {"exit", rows::E::Ends},
    rows::math("exp"),
    rows::math("exp2"),
    rows::math("expm1"),
    rows::math("fabs"),
    {"fclose", rows::E::OwnState},
    rows::math("fdim"),
    {"fdopen", rows::E::OpensStream},
    rows::fromStream("feof", 0, {}, false),
    rows::fromStream("ferror", 0, {}, false),
    {"fflush", rows::E::Output},
    rows::fromStream("fgetc", 0, {}),
    rows::fromStream("fgets", 2, {0}),
    rows::math("floor"),
    rows::math("fma"),
    rows::math("fmax"),
    rows::math("fmin"),
    rows::math("fmod"),
    {"fopen", rows::E::OpensStream},
    {"fprintf", rows::E::Output},
    {"fputc", rows::E::Output},
    {"fputs", rows::E::Output},
    rows::readsElements("fread", 3, 1, 2),
    {"free", rows::E::ReadsPointees},
    rows::writes("frexp", {1}),
    rows::fromStream("fscanf", 0, {}),
    rows::fromStream("fseek", 0, {}, false),
    rows::fromStream("ftell", 0, {}, false),
    {"fwrite", rows::E::Output},
    rows::fromStream("getc", 0, {}),
    {"getchar", rows::E::HiddenState, true},
    {"getenv", rows::E::ReadsPointees, true},
    rows::writes("gethostname", {0}),
    rows::fromStream("getline", 2, {0, 1}),
    {"getpid", rows::E::Value},
    {"gettid", rows::E::VaryingValue},
    rows::writes("gettimeofday", {0, 1}),
    {"gmtime", rows::E::HiddenState, false, false, rows::NoArgument},
    rows::writes("gmtime_r", {1}),
    rows::math("hypot"),
    rows::math("ilogb"),
    {"initstate", rows::E::HiddenState},
    {"isalnum", rows::E::Value},
    {"isalpha", rows::E::Value},
    {"isdigit", rows::E::Value},
    rows::math("isfinite"),
    rows::math("isinf"),
    {"islower", rows::E::Value},
    rows::math("isnan"),
    {"isprint", rows::E::Value},
    {"isspace", rows::E::Value},
    {"isupper", rows::E::Value},
    {"isxdigit", rows::E::Value},
    rows::writes("jrand48", {0}),
    {"labs", rows::E::Value, false, true},
    {"lcong48", rows::E::HiddenState},
    rows::math("ldexp"),
    {"ldiv", rows::E::Value},
    // (glibc's stores the sign of the result in the global `signgam`.)
    {"lgamma", rows::E::HiddenState, false, true},
    {"llabs", rows::E::Value},
    rows::math("llrint"),
    rows::math("llround"),
    {"localtime", rows::E::HiddenState, false, false, rows::NoArgument},
    rows::writes("localtime_r", {1}),
    rows::math("log"),
    rows::math("log10"),
    rows::math("log1p"),
    rows::math("log2"),
    rows::math("logb"),
    {"lrand48", rows::E::HiddenState},
    rows::math("lrint"),
    rows::math("lround"),
    {"malloc", rows::E::Allocates},
    {"memalign", rows::E::Allocates},
    {"memchr", rows::E::ReadsPointees},
    {"memcmp", rows::E::ReadsPointees},
    {"memcpy", rows::E::CopiesRanges},
    {"memmove", rows::E::CopiesRanges},
    {"memset", rows::E::CopiesRanges},
    rows::writes("mktime", {0}),
    rows::writes("modf", {1}),
    {"mrand48", rows::E::HiddenState},
    rows::math("nan"),
    {"nanosleep", rows::E::Wait},
    rows::math("nearbyint"),
    rows::math("nextafter"),
    rows::writes("nrand48", {0}),
    {"omp_alloc", rows::E::Allocates},
    {"omp_free", rows::E::ReadsPointees},
    {"omp_get_active_level", rows::E::Value},
    {"omp_get_ancestor_thread_num", rows::E::VaryingValue},
    {"omp_get_level", rows::E::Value},
    {"omp_get_max_threads", rows::E::Value},
    {"omp_get_num_procs", rows::E::Value},
    {"omp_get_num_teams", rows::E::Value},
    {"omp_get_num_threads", rows::E::Value},
    {"omp_get_place_num", rows::E::VaryingValue},
    {"omp_get_team_num", rows::E::VaryingValue},
    {"omp_get_team_size", rows::E::Value},
    {"omp_get_thread_num", rows::E::VaryingValue},
    {"omp_get_wtick", rows::E::Value},
    {"omp_get_wtime", rows::E::VaryingValue},
    {"omp_in_parallel", rows::E::Value},
    {"perror", rows::E::Output},
    rows::writes("posix_memalign", {0}),
    rows::math("pow"),
    {"printf", rows::E::Output},
    {"pthread_self", rows::E::VaryingValue},
    {"putc", rows::E::Output},
    {"putchar", rows::E::Output},
    {"puts", rows::E::Output},
    rows::writes("qsort", {0}),
    {"rand", rows::E::HiddenState},
    rows::writes("rand_r", {0}),
    {"random", rows::E::HiddenState},
    {"realloc", rows::E::Allocates},
    rows::math("remainder"),
    rows::fromStream("rewind", 0, {}, false),
    rows::math("rint"),
    rows::math("round"),
    rows::math("scalbn"),
    {"scanf", rows::E::HiddenState, true},
    {"sched_getcpu", rows::E::VaryingValue},
    {"sched_yield", rows::E::Wait},
    {"seed48", rows::E::HiddenState},
    {"setstate", rows::E::HiddenState},
    rows::math("signbit"),
    rows::math("sin"),
    rows::writes("sincos", {1, 2}),
    rows::math("sinh"),
    {"sleep", rows::E::Wait},
    rows::writes("snprintf", {0}),
    rows::writes("sprintf", {0}),
    rows::math("sqrt"),
    {"srand", rows::E::HiddenState},
    {"srand48", rows::E::HiddenState},
    {"srandom", rows::E::HiddenState},
    {"sscanf", rows::E::WritesPointees, true},
    {"strcasecmp", rows::E::ReadsPointees},
    rows::writes("strcat", {0}),
    {"strchr", rows::E::ReadsPointees},
    {"strcmp", rows::E::ReadsPointees},
    rows::writes("strcpy", {0}),
    {"strcspn", rows::E::ReadsPointees},
    rows::writes("strftime", {0}),
    {"strlen", rows::E::ReadsPointees},
    {"strncasecmp", rows::E::ReadsPointees},
    rows::writes("strncat", {0}),
    {"strncmp", rows::E::ReadsPointees},
    rows::writes("strncpy", {0}),
    {"strnlen", rows::E::ReadsPointees},
    {"strpbrk", rows::E::ReadsPointees},
    {"strrchr", rows::E::ReadsPointees},
    {"strspn", rows::E::ReadsPointees},
    {"strstr", rows::E::ReadsPointees},
    rows::writes("strtod", {1}),
    rows::writes("strtof", {1}),
    {"strtok", rows::E::HiddenState},
    rows::writes("strtok_r", {0, 2}),
    rows::writes("strtol", {1}, true),
    rows::writes("strtoll", {1}, true),
    rows::writes("strtoul", {1}, true),
    rows::writes("strtoull", {1}, true),
    {"sysconf", rows::E::Value},
    rows::math("tan"),
    rows::math("tanh"),
    rows::math("tgamma"),
    rows::writes("time", {0}),
    {"tmpfile", rows::E::OpensStream},
    {"tolower", rows::E::Value},
    {"toupper", rows::E::Value},
    rows::math("trunc"),
    rows::fromStream("ungetc", 1, {}, false),
    {"usleep", rows::E::Wait},
    {"valloc", rows::E::Allocates},
    {"vfprintf", rows::E::Output},
    {"vprintf", rows::E::Output},
    rows::writes("vsnprintf", {0}),
    rows::writes("vsprintf", {0}),
};

/// The row of \p Name, or null. Clang's builtins are their functions'
/// (`__builtin_sqrtf` is `sqrtf`), and a math function's `float` and `long
/// double` forms are its own (`sinf`, `sinl`).
inline const LibraryFunction *libraryFunction(llvm::StringRef Name) {
  auto find = [](llvm::StringRef Key) -> const LibraryFunction * {
    const LibraryFunction *End = std::end(LibraryFunctions);
    const LibraryFunction *At =
        std::lower_bound(std::begin(LibraryFunctions), End, Key,
                         [](const LibraryFunction &Row, llvm::StringRef K) {
                           return llvm::StringRef(Row.Name) < K;
                         });
    return At != End && llvm::StringRef(At->Name) == Key ? At : nullptr;
  };
  // (Clang's `__builtin_` form of a C library function is that function:
  // `__builtin_memcpy` copies as `memcpy` does.)
  Name.consume_front("__builtin_");
  if (const LibraryFunction *Row = find(Name))
    return Row;
  if (Name.ends_with("f") || Name.ends_with("l"))
    if (const LibraryFunction *Row = find(Name.drop_back()); Row && Row->Math)
      return Row;
  return nullptr;
}

/// The name of the hidden state that \p Name (a HiddenState row) shares
/// with the other functions of its family: `srand` and `rand` one
/// generator's, the `*rand48` functions another's, `random`'s family a
/// third's, `scanf` and `getchar` the standard input's (a StreamInput
/// row's call on `stdin` too: Extractor::streamState), `localtime`,
/// `gmtime`, `ctime` and `asctime` the buffer they return, the `lgamma` forms
/// `signgam`.
inline llvm::StringRef hiddenStateOf(llvm::StringRef Name) {
  Name.consume_front("__builtin_");
  if (Name == "lgamma" || Name == "lgammaf" || Name == "lgammal")
    return "signgam";
  if (Name == "srand")
    return "rand";
  if (Name == "srand48" || Name == "seed48" || Name == "lcong48" ||
      Name == "lrand48" || Name == "mrand48")
    return "drand48";
  if (Name == "srandom" || Name == "initstate" || Name == "setstate")
    return "random";
  if (Name == "getchar")
    return "scanf";
  // (One buffer of the C library's: `ctime` is `asctime(localtime(t))`.)
  if (Name == "gmtime" || Name == "ctime" || Name == "asctime")
    return "localtime";
  return Name;
}

/// Whether \p Name's row has effect \p Effect.
inline bool hasLibraryEffect(llvm::StringRef Name, LibraryEffect Effect) {
  const LibraryFunction *Row = libraryFunction(Name);
  return Row && Row->Effect == Effect;
}

/// What a standard algorithm (`<algorithm>`, `<numeric>`) does with an
/// argument of one of its forms, by position.
enum class RangeArgument {
  First,    ///< Where the range it works on starts (a pointer or iterator).
  Last,     ///< Where that range ends.
  Count,    ///< How long that range is, from First (`fill_n`).
  Other,    ///< Where a second range as long starts, which it reads
            ///< (`equal`, `inner_product`).
  Dest,     ///< Where a range as long starts, which it writes (`copy`).
  Value,    ///< A number it reads (`fill`'s value, `accumulate`'s start).
  Middle,   ///< A position inside First..Last, which it reads as an offset
            ///< only (`nth_element`'s nth, `partial_sort`'s middle).
  Function, ///< A function object it calls on the range's numbers (a
            ///< comparison, an operation), taken where it computes its
            ///< value from them alone (Extractor::pureFunctionObject).
};

/// What it does to the cells of its range.
enum class RangeUse { Reads, Writes, Updates };

/// One form of a standard algorithm on ranges of numbers: its name, its
/// arguments' roles, what it does to the range First..Last (or First and
/// Count), and whether it returns a position in that range (`max_element`,
/// whose `*` then reads one of its cells). A form given a function object
/// (a comparison, an operation) is followed where that object touches no
/// memory: what it computes from the numbers it is given changes nothing
/// the algorithm's range does not say.
struct RangeAlgorithm {
  const char *Name;
  unsigned Arity;
  RangeArgument Arguments[4];
  RangeUse Use;
  bool ReturnsPosition = false;
  /// It may stop before the range's end (`find`, `equal`) or read some of
  /// its cells only (`binary_search`): may-reads.
  bool Partial = false;
};

namespace rows {
using A = RangeArgument;
using U = RangeUse;
} // namespace rows

/// Sorted by name, then by arity.
// clang-format off
inline constexpr RangeAlgorithm RangeAlgorithms[] = {
    {"accumulate", 3, {rows::A::First, rows::A::Last, rows::A::Value}, rows::U::Reads, false, false},
    {"accumulate", 4, {rows::A::First, rows::A::Last, rows::A::Value, rows::A::Function}, rows::U::Reads, false, false},
    {"adjacent_difference", 3, {rows::A::First, rows::A::Last, rows::A::Dest}, rows::U::Reads, false, false},
    {"all_of", 3, {rows::A::First, rows::A::Last, rows::A::Function}, rows::U::Reads, false, true},
    {"any_of", 3, {rows::A::First, rows::A::Last, rows::A::Function}, rows::U::Reads, false, true},
    {"binary_search", 3, {rows::A::First, rows::A::Last, rows::A::Value}, rows::U::Reads, false, true},
    {"copy", 3, {rows::A::First, rows::A::Last, rows::A::Dest}, rows::U::Reads, false, false},
    {"copy_n", 3, {rows::A::First, rows::A::Count, rows::A::Dest}, rows::U::Reads, false, false},
    {"count", 3, {rows::A::First, rows::A::Last, rows::A::Value}, rows::U::Reads, false, false},
    {"count_if", 3, {rows::A::First, rows::A::Last, rows::A::Function}, rows::U::Reads, false, false},
    {"equal", 3, {rows::A::First, rows::A::Last, rows::A::Other}, rows::U::Reads, false, true},
    {"fill", 3, {rows::A::First, rows::A::Last, rows::A::Value}, rows::U::Writes, false, false},
    {"fill_n", 3, {rows::A::First, rows::A::Count, rows::A::Value}, rows::U::Writes, false, false},
    {"find", 3, {rows::A::First, rows::A::Last, rows::A::Value}, rows::U::Reads, true, true},
    {"find_if", 3, {rows::A::First, rows::A::Last, rows::A::Function}, rows::U::Reads, true, true},
    {"inclusive_scan", 3, {rows::A::First, rows::A::Last, rows::A::Dest}, rows::U::Reads, false, false},
    {"inner_product", 4, {rows::A::First, rows::A::Last, rows::A::Other, rows::A::Value}, rows::U::Reads, false, false},
    {"iota", 3, {rows::A::First, rows::A::Last, rows::A::Value}, rows::U::Writes, false, false},
    {"is_sorted", 2, {rows::A::First, rows::A::Last}, rows::U::Reads, false, true},
    {"is_sorted", 3, {rows::A::First, rows::A::Last, rows::A::Function}, rows::U::Reads, false, true},
    {"lower_bound", 3, {rows::A::First, rows::A::Last, rows::A::Value}, rows::U::Reads, true, true},
    {"lower_bound", 4, {rows::A::First, rows::A::Last, rows::A::Value, rows::A::Function}, rows::U::Reads, true, true},
    {"make_heap", 2, {rows::A::First, rows::A::Last}, rows::U::Updates, false, false},
    {"make_heap", 3, {rows::A::First, rows::A::Last, rows::A::Function}, rows::U::Updates, false, false},
    {"max_element", 2, {rows::A::First, rows::A::Last}, rows::U::Reads, true, false},
    {"max_element", 3, {rows::A::First, rows::A::Last, rows::A::Function}, rows::U::Reads, true, false},
    {"min_element", 2, {rows::A::First, rows::A::Last}, rows::U::Reads, true, false},
    {"min_element", 3, {rows::A::First, rows::A::Last, rows::A::Function}, rows::U::Reads, true, false},
    {"none_of", 3, {rows::A::First, rows::A::Last, rows::A::Function}, rows::U::Reads, false, true},
    {"nth_element", 3, {rows::A::First, rows::A::Middle, rows::A::Last}, rows::U::Updates, false, false},
    {"nth_element", 4, {rows::A::First, rows::A::Middle, rows::A::Last, rows::A::Function}, rows::U::Updates, false, false},
    {"partial_sort", 3, {rows::A::First, rows::A::Middle, rows::A::Last}, rows::U::Updates, false, false},
    {"partial_sort", 4, {rows::A::First, rows::A::Middle, rows::A::Last, rows::A::Function}, rows::U::Updates, false, false},
    {"partial_sum", 3, {rows::A::First, rows::A::Last, rows::A::Dest}, rows::U::Reads, false, false},
    {"pop_heap", 2, {rows::A::First, rows::A::Last}, rows::U::Updates, false, false},
    {"pop_heap", 3, {rows::A::First, rows::A::Last, rows::A::Function}, rows::U::Updates, false, false},
    {"push_heap", 2, {rows::A::First, rows::A::Last}, rows::U::Updates, false, false},
    {"push_heap", 3, {rows::A::First, rows::A::Last, rows::A::Function}, rows::U::Updates, false, false},
    {"reduce", 2, {rows::A::First, rows::A::Last}, rows::U::Reads, false, false},
    {"reduce", 3, {rows::A::First, rows::A::Last, rows::A::Value}, rows::U::Reads, false, false},
    {"reverse", 2, {rows::A::First, rows::A::Last}, rows::U::Updates, false, false},
    {"rotate", 3, {rows::A::First, rows::A::Middle, rows::A::Last}, rows::U::Updates, false, false},
    {"sort", 2, {rows::A::First, rows::A::Last}, rows::U::Updates, false, false},
    {"sort", 3, {rows::A::First, rows::A::Last, rows::A::Function}, rows::U::Updates, false, false},
    {"sort_heap", 2, {rows::A::First, rows::A::Last}, rows::U::Updates, false, false},
    {"sort_heap", 3, {rows::A::First, rows::A::Last, rows::A::Function}, rows::U::Updates, false, false},
    {"stable_sort", 2, {rows::A::First, rows::A::Last}, rows::U::Updates, false, false},
    {"stable_sort", 3, {rows::A::First, rows::A::Last, rows::A::Function}, rows::U::Updates, false, false},
    {"transform", 4, {rows::A::First, rows::A::Last, rows::A::Dest, rows::A::Function}, rows::U::Reads, false, false},
    {"upper_bound", 3, {rows::A::First, rows::A::Last, rows::A::Value}, rows::U::Reads, true, true},
    {"upper_bound", 4, {rows::A::First, rows::A::Last, rows::A::Value, rows::A::Function}, rows::U::Reads, true, true},
};
// clang-format on

/// The row of algorithm \p Name called with \p Arity arguments, or null.
inline const RangeAlgorithm *rangeAlgorithm(llvm::StringRef Name,
                                            unsigned Arity) {
  for (const RangeAlgorithm &Row : RangeAlgorithms)
    if (Name == Row.Name && Arity == Row.Arity)
      return &Row;
  return nullptr;
}

/// A function that sets or unsets a lock given by address (`omp_set_lock
/// (&l)`): what runs between the two in one block is kept apart from
/// code under the same lock (Extractor::noteLockOperation). The C++
/// mutexes' `lock` and `unlock` members, and the guards that lock one for
/// their scope (`std::lock_guard`), are told apart by their declarations
/// (LibraryFunctions.h's isStdMutex, isStdLockGuard).
struct LockFunction {
  const char *Name;
  bool Sets;
};

/// Sorted by name.
inline constexpr LockFunction LockFunctions[] = {
    {"omp_set_lock", true},       {"omp_set_nest_lock", true},
    {"omp_unset_lock", false},    {"omp_unset_nest_lock", false},
    {"pthread_mutex_lock", true}, {"pthread_mutex_unlock", false},
    {"pthread_spin_lock", true},  {"pthread_spin_unlock", false},
};

/// The row of lock function \p Name, or null.
inline const LockFunction *lockFunction(llvm::StringRef Name) {
  for (const LockFunction &Row : LockFunctions)
    if (Name == Row.Name)
      return &Row;
  return nullptr;
}

/// What an atomic operation does to the one cell it is given (a member of
/// std::atomic, a GNU or C11 atomic builtin).
enum class AtomicEffect {
  None,
  Read,   ///< A load.
  Write,  ///< A store.
  Update, ///< A read and a write in one step (`fetch_add`, `exchange`).
  /// An operation made to order other threads' accesses (a fence, a
  /// lock's test-and-set and release, a compare-and-exchange whose
  /// outcome chooses what the thread does next): what it orders is not
  /// modelled.
  Synchronize,
};

/// One atomic builtin of Clang, by its name without the family's prefix
/// (`__atomic_`, `__c11_atomic_`, `__scoped_atomic_`, `__sync_`) and the
/// size suffix Clang gives the `__sync_` ones (`__sync_fetch_and_add_4`).
struct AtomicBuiltin {
  const char *Name;
  AtomicEffect Effect;
  /// The operator an update applies, where updates of it alone commute
  /// (a reduction's): `fetch_add` and `fetch_sub` both `+`; none for
  /// `exchange` and `nand`.
  std::optional<ReductionOp> Operator = std::nullopt;
};

namespace rows {
using AE = AtomicEffect;
using AO = ReductionOp;
} // namespace rows

/// Sorted by name (checked in LibraryTableTest.cpp).
// clang-format off
inline constexpr AtomicBuiltin AtomicBuiltins[] = {
    {"add_and_fetch", rows::AE::Update, rows::AO::Add},
    {"add_fetch", rows::AE::Update, rows::AO::Add},
    {"and_and_fetch", rows::AE::Update, rows::AO::BitAnd},
    {"and_fetch", rows::AE::Update, rows::AO::BitAnd},
    {"bool_compare_and_swap", rows::AE::Synchronize},
    {"clear", rows::AE::Synchronize},
    {"compare_exchange", rows::AE::Synchronize},
    {"compare_exchange_n", rows::AE::Synchronize},
    {"compare_exchange_strong", rows::AE::Synchronize},
    {"compare_exchange_weak", rows::AE::Synchronize},
    {"exchange", rows::AE::Update},
    {"exchange_n", rows::AE::Update},
    {"fetch_add", rows::AE::Update, rows::AO::Add},
    {"fetch_and", rows::AE::Update, rows::AO::BitAnd},
    {"fetch_and_add", rows::AE::Update, rows::AO::Add},
    {"fetch_and_and", rows::AE::Update, rows::AO::BitAnd},
    {"fetch_and_nand", rows::AE::Update},
    {"fetch_and_or", rows::AE::Update, rows::AO::BitOr},
    {"fetch_and_sub", rows::AE::Update, rows::AO::Add},
    {"fetch_and_xor", rows::AE::Update, rows::AO::BitXor},
    {"fetch_max", rows::AE::Update, rows::AO::Max},
    {"fetch_min", rows::AE::Update, rows::AO::Min},
    {"fetch_nand", rows::AE::Update},
    {"fetch_or", rows::AE::Update, rows::AO::BitOr},
    {"fetch_sub", rows::AE::Update, rows::AO::Add},
    {"fetch_xor", rows::AE::Update, rows::AO::BitXor},
    {"load", rows::AE::Read},
    {"load_n", rows::AE::Read},
    {"lock_release", rows::AE::Synchronize},
    {"lock_test_and_set", rows::AE::Synchronize},
    {"max_fetch", rows::AE::Update, rows::AO::Max},
    {"min_fetch", rows::AE::Update, rows::AO::Min},
    {"nand_and_fetch", rows::AE::Update},
    {"nand_fetch", rows::AE::Update},
    {"or_and_fetch", rows::AE::Update, rows::AO::BitOr},
    {"or_fetch", rows::AE::Update, rows::AO::BitOr},
    {"signal_fence", rows::AE::Synchronize},
    {"store", rows::AE::Write},
    {"store_n", rows::AE::Write},
    {"sub_and_fetch", rows::AE::Update, rows::AO::Add},
    {"sub_fetch", rows::AE::Update, rows::AO::Add},
    {"swap", rows::AE::Update},
    {"synchronize", rows::AE::Synchronize},
    {"test_and_set", rows::AE::Synchronize},
    {"thread_fence", rows::AE::Synchronize},
    {"val_compare_and_swap", rows::AE::Synchronize},
    {"xor_and_fetch", rows::AE::Update, rows::AO::BitXor},
    {"xor_fetch", rows::AE::Update, rows::AO::BitXor},
};
// clang-format on

/// The row of Clang's atomic builtin \p Name as spelled (`__atomic_load_n`,
/// `__sync_fetch_and_add_4`, `__c11_atomic_store`), or null.
inline const AtomicBuiltin *atomicBuiltin(llvm::StringRef Name) {
  if (!Name.consume_front("__atomic_") &&
      !Name.consume_front("__c11_atomic_") &&
      !Name.consume_front("__scoped_atomic_")) {
    if (!Name.consume_front("__sync_"))
      return nullptr;
    for (llvm::StringRef Size : {"_1", "_2", "_4", "_8", "_16"})
      if (Name.consume_back(Size))
        break;
  }
  for (const AtomicBuiltin &Row : AtomicBuiltins)
    if (Name == Row.Name)
      return &Row;
  return nullptr;
}

} // namespace extract
} // namespace ompfix

#endif // OMPFIX_REWRITER_LIBRARYTABLE_H
