//===- AnalysisEntry.h - The analysis as the clang-tidy plugin calls it -*- C++ -*-===//
//
// The clang-tidy plugin (ClangTidyModule.cpp) loads the analysis from a
// library of its own, libOmpfixAnalysis.so, with isl bound inside it, and
// finds this one function in it by its unmangled name.
//
//===----------------------------------------------------------------------===//

#ifndef OMPFIX_REWRITER_ANALYSISENTRY_H
#define OMPFIX_REWRITER_ANALYSISENTRY_H

#include "findings/DirectiveFindings.h"

namespace ompfix {

/// The library's file name, looked for beside the plugin.
inline constexpr const char *AnalysisLibrary = "libOmpfixAnalysis.so";
/// The entry's name in it.
inline constexpr const char *AnalysisEntryName = "ompfixFindDirectives";

/// findDirectives(\p Ctx, \p Options), into \p Found.
using AnalysisEntry = void (*)(clang::ASTContext &Ctx,
                               const FindingOptions &Options,
                               std::map<unsigned, LoopFindings> &Found);

} // namespace ompfix

#endif // OMPFIX_REWRITER_ANALYSISENTRY_H
