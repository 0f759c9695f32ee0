//===- ModelCompare.h - Two `ompfix --dump-model` texts, compared -*- C++ -*-===//
//
// The front end's tests pair a source file with the model it must give
// (tests/inputs/<form>.c and <form>.model). This reads two dumps as
// printModel (include/ompfix/ModelPrinter.h) writes them and compares them
// by structure, the way pet's tests compare a scop with the expected one:
// functions by name, variables by id (in any order), statements by name,
// accesses by reference, loops and regions in order, and every set or
// relation of isl by isl's equality (`it0 >= (1)` is `1 <= it0`); what is
// neither is compared as text, whitespace normalised.
//
// What belongs to a dump: a line `function NAME` starts one, and the lines
// after it that printModel writes (two spaces and context, returns,
// variable, statement, loop or region; four spaces and schedule, read,
// write, kill, covered read, exchanges buffers, inexact, unknown:,
// attribute, unused, part, barriers:, locals: or end). A line that does
// not start with a space, or whose first word after the indentation is not
// a word (Clang's source excerpts: `   25 | code`, `      | ^`) ends it; a
// line that starts like a dump line with an unknown keyword is an error,
// not an end, so that a field the printer gains is never skipped silently.
// Everything outside dumps (diagnostics, the `ompfix: ...` summary) is
// ignored.
//
// No Clang and no LLVM here: isl's C++ interface only (-fexceptions).
//
//===----------------------------------------------------------------------===//

#ifndef OMPFIX_FRONTEND_TESTS_MODELCOMPARE_H
#define OMPFIX_FRONTEND_TESTS_MODELCOMPARE_H

#include "ompfix/Model.h"

#include <istream>

#include <string>
#include <vector>

struct isl_ctx;

namespace modelcompare {

using ompfix::DefinedParameter;
using ompfix::DefinedValue;

/// One access line: `read may R3 <relation>  '<text>'`.
struct DumpAccess {
  std::string Kind;     ///< "read", "read may", "write", "write may"
  std::string Ref;      ///< "R3"
  std::string Relation; ///< isl text
  std::string Text;     ///< the source text, without its quotes
  unsigned Line = 0;    ///< where it is in its file, for the messages
};

/// `inexact <instances> (<reason>) [of <variable>]`.
struct DumpInexact {
  std::string Instances; ///< isl text
  std::string Rest;      ///< "(reason) of v", whitespace normalised
};

struct DumpStatement {
  std::string Name;
  std::string Domain;
  std::string Schedule;
  std::vector<DumpAccess> Accesses;
  /// kill, covered read, exchanges buffers: text, in any order.
  std::vector<std::string> Other;
  std::vector<DumpInexact> Inexact;
  unsigned Line = 0;
};

struct DumpVariable {
  std::string Id;
  std::string Properties; ///< "'a' rank 1 caller-visible not-privatizable"
  std::string SliceCells; ///< isl text after "thread slice", or empty
};

/// A loop or a region: its header line (for a loop, without its iteration
/// domain) and its lines; attributes in any order, the rest in order.
struct DumpConstruct {
  std::string Header;
  std::string Domain; ///< a loop's iteration domain (isl text), may be empty
  std::vector<std::string> Lines;      ///< in order
  std::vector<std::string> Attributes; ///< attribute and unused lines
  unsigned Line = 0;
};

struct DumpFunction {
  std::string Name;
  std::string Context;
  std::string Returns;
  std::string ManyThreads;
  /// The defined parameters, read back as trees (affine leaves with
  /// whitespace normalised).
  std::vector<DefinedParameter> Definitions;
  std::vector<DumpVariable> Variables;
  std::vector<DumpStatement> Statements;
  std::vector<DumpConstruct> Loops;
  std::vector<DumpConstruct> Regions;
  unsigned Line = 0;
};

struct Dump {
  std::vector<DumpFunction> Functions;
};

/// Reads the dumps in \p In (other lines are skipped). On a line that
/// looks like a dump line but is not one, returns false with \p Error
/// set ("line 12: ...").
bool parseDump(std::istream &In, Dump &Out, std::string &Error);
bool parseDumpText(const std::string &Text, Dump &Out, std::string &Error);

/// What differs between \p Expected and \p Actual, one message per
/// difference ("function f, statement S1: domain differs\n  expected:
/// ...\n  actual:   ..."); empty when they are equal. \p Ctx parses the
/// isl texts.
std::vector<std::string> compareDumps(isl_ctx *Ctx, const Dump &Expected,
                                      const Dump &Actual);

/// Whether two isl texts (sets or relations, with or without parameters)
/// describe the same set or relation; texts neither of which isl reads are
/// compared as text.
bool islEqual(isl_ctx *Ctx, const std::string &A, const std::string &B);

/// \p S with runs of whitespace as one space, none at either end.
std::string normalizeSpace(const std::string &S);

} // namespace modelcompare

#endif // OMPFIX_FRONTEND_TESTS_MODELCOMPARE_H
