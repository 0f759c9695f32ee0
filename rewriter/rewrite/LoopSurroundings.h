//===- LoopSurroundings.h - Code a rewrite adds around a loop ---*- C++ -*-===//
//
// What the rewrites beyond clauses (forwarding, expansion) share: where a
// loop directive's code stands in the main file, names that are new in
// the translation unit, and statements added just before the directive's
// `#pragma` line, at the start and end of its loop's body and just after
// its loop, indented as the code around them:
//
//   double *t = ...;                   double *t = ...;
//   #pragma omp parallel for           double *const t_slices = ...;     (Before)
//   for (i = 0; i < n; i++) {     =>   #pragma omp parallel for
//     t[0] = a[i];                     for (i = 0; i < n; i++) {
//   }                                    double *const t = t_slices + ...; (BodyStart)
//                                        t[0] = a[i];
//                                      }
//                                      free(t_slices);                   (After)
//
// Where the directive is not a statement of a block (`if (c) #pragma
// ...`), a block of its own holds what stands before and after it.
//
//===----------------------------------------------------------------------===//

#ifndef OMPFIX_REWRITER_LOOPSURROUNDINGS_H
#define OMPFIX_REWRITER_LOOPSURROUNDINGS_H

#include "rewrite/PragmaEdit.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/StmtOpenMP.h"

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace ompfix {

/// The main file's offset range of \p R (a token range), unless it is in a
/// macro or another file.
std::optional<std::pair<unsigned, unsigned>>
fileRange(const clang::SourceManager &SM, const clang::LangOptions &LO,
          clang::SourceRange R);

/// A name not yet used in the translation unit: \p Base, or \p Base
/// followed by 2, 3, ...
std::string freshName(clang::ASTContext &Ctx, const std::string &Base);

/// Whether \p Text is one identifier or number (needs no parentheses):
///   "m", "4", "1.5", "s.m"  yes;  "m + 4", "a[0]", ""  no.
bool isPrimary(const std::string &Text);

/// \p Text as an operand: "m" => "m", "m + 4" => "(m + 4)".
std::string parenthesised(const std::string &Text);

/// Statements (each without indentation or line end) to add around loop
/// directive \p D, whose loop is \p Loop.
struct AddedStatements {
  std::vector<std::string> Before, BodyStart, BodyEnd, After;
};

/// The edits that add \p Added; none when the code cannot take them (a
/// macro, a loop body that is no block where statements go into it or
/// after the loop). The body statements go into \p Innermost's body where
/// given (the innermost of the loops a `collapse` takes), else \p Loop's.
std::optional<std::vector<TextEdit>>
surroundingEdits(clang::ASTContext &Ctx, const clang::OMPLoopDirective &D,
                 const clang::Stmt &Loop, const AddedStatements &Added,
                 const clang::Stmt *Innermost = nullptr);

/// The innermost of the \p Count loops from \p Loop on, each the body of
/// the one before (alone in a block, or the body itself); null when they
/// are not so nested.
const clang::ForStmt *innermostLoop(const clang::ForStmt &Loop,
                                    unsigned Count);

} // namespace ompfix

#endif // OMPFIX_REWRITER_LOOPSURROUNDINGS_H
