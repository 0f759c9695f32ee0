//===- DirectiveIndex.h - The functions and loop directives of a file -*- C++ -*-===//
//
// What one file of a translation unit gives ompfix to check (the main
// file, or a header that --header-filter names): every function of the
// file that has a body and holds an OpenMP directive (free functions,
// methods, lambdas' call operators, and each instantiation of a template),
// and every loop directive written in the file, so that each one gets
// exactly one report entry whatever happens to the function around it
// (docs/design/real-programs.md).
//
//===----------------------------------------------------------------------===//

#ifndef OMPFIX_REWRITER_DIRECTIVEINDEX_H
#define OMPFIX_REWRITER_DIRECTIVEINDEX_H

#include "clang/Basic/SourceLocation.h"

#include <map>
#include <set>
#include <string>
#include <vector>

namespace llvm {
class Regex;
}

namespace clang {
class ASTContext;
class FunctionDecl;
class OMPExecutableDirective;
} // namespace clang

namespace ompfix {

/// A function to extract and check; Instantiation names the template
/// arguments ("scale<float>") of an instantiation, empty otherwise.
struct FunctionToCheck {
  const clang::FunctionDecl *Function = nullptr;
  std::string Instantiation;
};

/// A loop directive or a `parallel` region of the main file, by the offset
/// of its `#pragma` (the same for every instantiation of a template).
struct IndexedDirective {
  const clang::OMPExecutableDirective *Directive = nullptr;
};

struct DirectiveIndex {
  std::vector<FunctionToCheck> Functions;
  /// Every loop directive and `parallel` directive of the main file, in
  /// source order.
  std::map<unsigned, IndexedDirective> Directives;
  /// The keys of the directives written in templates (checked only through
  /// their instantiations).
  std::set<unsigned> InTemplates;
};

/// Indexes file \p File of \p Context.
DirectiveIndex indexFile(clang::ASTContext &Context, clang::FileID File);

/// The headers of \p Context, each once, that hold a directive ompfix
/// reports and whose path (as written in the `#include`, or as found)
/// \p Filter matches, in the order they are first included.
std::vector<clang::FileID> headersToCheck(clang::ASTContext &Context,
                                          const llvm::Regex &Filter);

/// The key of a directive in DirectiveIndex::Directives: the offset of its
/// `#pragma` (or `_Pragma`, or macro use) in its file.
unsigned directiveKey(const clang::ASTContext &Context,
                      const clang::OMPExecutableDirective &D);

/// Whether \p D gets an entry of its own in the report: a loop directive
/// or a `parallel` region.
bool isReportedDirective(const clang::OMPExecutableDirective &D);

} // namespace ompfix

#endif // OMPFIX_REWRITER_DIRECTIVEINDEX_H
