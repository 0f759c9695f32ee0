//===- ModelExtractor.h - Polyhedral model of a function from Clang's AST -===//
//
// Builds the FunctionModel (include/ompfix/Model.h) of a function body that
// holds OpenMP loop directives. The accepted source forms are listed in
// ModelExtractor.cpp; whatever falls outside them makes the loops that it
// touches `unknown`, with the reason.
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
class FunctionDecl;
class OMPLoopDirective;
} // namespace clang

namespace ompfix {

struct ExtractedFunction {
  FunctionModel Model;
  /// The directive of each entry of Model.Loops, in the same order.
  std::vector<const clang::OMPLoopDirective *> Directives;
  /// Where each access (by reference) is written.
  std::map<unsigned, clang::SourceLocation> AccessLoc;
};

/// Extracts the model of \p F, which has a body.
ExtractedFunction extractModel(clang::ASTContext &Context,
                               const clang::FunctionDecl &F);

} // namespace ompfix

#endif // OMPFIX_REWRITER_MODELEXTRACTOR_H
