//===- PragmaEdit.h - Edits of an OpenMP directive's clauses --*- C++ -*-===//
//
// Rewrites the data-sharing clauses of one directive as the fix plan says,
// changing nothing else: the user's other clauses, their order, spelling and
// layout (backslash continuations included) stay. Works on the directive's
// text alone, with no Clang, so that it is tested on strings:
//
//   "#pragma omp parallel for shared(t) schedule(static)"
//     with t: remove, add private
//   => "#pragma omp parallel for schedule(static) private(t)"
//
//===----------------------------------------------------------------------===//

#ifndef OMPFIX_REWRITER_PRAGMAEDIT_H
#define OMPFIX_REWRITER_PRAGMAEDIT_H

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ompfix {

/// Replace Length characters at Offset with Text.
struct TextEdit {
  size_t Offset = 0;
  size_t Length = 0;
  std::string Text;
};

/// What the plan does to one variable's clauses.
struct ClauseChange {
  std::string Variable;
  /// Remove the variable from every data-sharing clause that names it.
  bool Remove = false;
  /// Remove it from every `map` clause that names it (whose map-type a
  /// fix changes: Add then holds "map(tofrom)").
  bool RemoveFromMaps = false;
  /// The clause kinds to add it to, e.g. {"private"}, {"firstprivate",
  /// "lastprivate"}, {"lastprivate(conditional)"}, {"reduction(+)"}; empty to
  /// add nothing.
  std::vector<std::string> Add;
  /// The list item to add: "t", or an array section "h[0:256]".
  std::string Item;
};

/// The edits of \p Directive (its text from `#pragma` or from inside a
/// `_Pragma` string to the end of the directive) that apply \p Changes.
/// Added clauses go at the end, one per kind in the order first needed.
std::vector<TextEdit> clauseEdits(const std::string &Directive,
                                  const std::vector<ClauseChange> &Changes);

/// One clause of kind \p Kind (as in ClauseChange::Add) on \p Items:
/// ("private", {"t"}) -> "private(t)", ("reduction(+)", {"h[0:n]"}) ->
/// "reduction(+: h[0:n])".
std::string clauseText(const std::string &Kind,
                       const std::vector<std::string> &Items);

/// Applies non-overlapping edits.
std::string applyEdits(const std::string &Text, std::vector<TextEdit> Edits);

/// \p Edits with the insertions at one offset joined into one, in the
/// order listed (clang-apply-replacements takes one insertion a place):
///   {insert "a" at 3, insert "b" at 3}  =>  {insert "ab" at 3}
std::vector<TextEdit> joinInsertions(const std::vector<TextEdit> &Edits);

/// Where \p Offset of a text is once \p Edits (which do not overlap) are
/// applied: every edit that starts at or before it moves it by what it
/// adds (an insertion at \p Offset itself goes before it).
///   "ab|c" (Offset 2), {insert "xy" at 0, replace "c" by "dd"} -> 4
size_t offsetAfterEdits(const std::vector<TextEdit> &Edits, size_t Offset);

/// The line, from 1, that \p Offset of \p Text is on (lines end at LF,
/// CRLF or a lone CR, as Clang counts them).
unsigned lineOfOffset(const std::string &Text, size_t Offset);

/// The directive on one line: each backslash-newline becomes one space.
std::string joinContinuations(const std::string &Directive);

/// Where the `default(...)` clause whose argument is at \p Argument in
/// \p Text starts (clang points at the argument): the offset of
/// `default`, if it is there.
///
///   "#pragma omp parallel default( none)", 30 => 21
std::optional<size_t> defaultClauseStart(std::string_view Text,
                                         size_t Argument);

/// \p Text with the `default(...)` clauses that start at \p Offsets
/// turned into spaces (line ends and backslashes stay, so lines and
/// offsets do not move): what clang checks when it rejects a
/// `default(none)`, the clauses then given by ompfix. None if a clause is
/// not there.
///
///   "#pragma omp parallel for default(none) shared(a)", {25}
///   => "#pragma omp parallel for               shared(a)"
std::optional<std::string> blankClauses(const std::string &Text,
                                        const std::vector<size_t> &Offsets);

} // namespace ompfix

#endif // OMPFIX_REWRITER_PRAGMAEDIT_H
