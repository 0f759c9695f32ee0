//===- DirectiveFindings.h - What ompfix finds in a translation unit -*- C++ -*-===//
//
// The checking itself, shared by the ompfix tool (CheckFile.h) and the
// clang-tidy plugin (ClangTidyModule.cpp): every function of the main file
// that holds a directive is extracted and checked, and every loop directive
// of the main file (and every region, when regions are reported) gets one
// LoopFindings, keyed by the offset of its `#pragma`. What each front end
// then does with them (NOLINT, text, JSON, SARIF, clang-tidy's diagnostics)
// is its own.
//
//===----------------------------------------------------------------------===//

#ifndef OMPFIX_REWRITER_DIRECTIVEFINDINGS_H
#define OMPFIX_REWRITER_DIRECTIVEFINDINGS_H

#include "findings/LoopFindings.h"
#include "frontend/MissingBodies.h"
#include "ompfix/Verdict.h"

#include "clang/Basic/SourceLocation.h"

#include <map>

namespace clang {
class ASTContext;
}

namespace ompfix {

/// What is checked and how (a part of CheckOptions).
struct FindingOptions {
  Budget Limits;
  /// Print each function's model on standard error (for debugging).
  bool DumpModel = false;
  /// Report every `parallel` region too.
  bool CheckRegions = false;
  /// --no-assume-disjoint, --no-assume-caller-copies: verdicts resting on
  /// these assumptions are unknown.
  bool NoAssumeDisjoint = false;
  bool NoAssumeCallerCopies = false;
  /// The `default(none)` clauses that clang rejected and the compiler was
  /// not given (RunChecks.h): they are found, and given clauses, here.
  BlankedDefaultNone Blanked;
  /// Why the functions called without a body in the translation unit have
  /// none (the search of the project's other files); null: none was made.
  const CalleeSearch *Search = nullptr;
};

/// Directive key (DirectiveIndex.h) -> what ompfix finds there, for every
/// loop directive of file \p File of \p Ctx (by default its main file; a
/// header that --header-filter names), and every region with
/// CheckRegions, in source order. A directive that no checked function
/// reaches is `unknown` with the reason; of a template's instantiations
/// the worst verdict is kept, and no rewrite where they ask for different
/// ones.
std::map<unsigned, LoopFindings>
findDirectives(clang::ASTContext &Ctx, const FindingOptions &Options,
               clang::FileID File = clang::FileID());

} // namespace ompfix

#endif // OMPFIX_REWRITER_DIRECTIVEFINDINGS_H
