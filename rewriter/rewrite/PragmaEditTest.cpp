//===- PragmaEditTest.cpp - Clause edits on directive text ----------------===//

#include "rewrite/PragmaEdit.h"

#include <gtest/gtest.h>

using namespace ompfix;

namespace {

std::string edit(const std::string &Directive,
                 const std::vector<ClauseChange> &Changes) {
  return applyEdits(Directive, clauseEdits(Directive, Changes));
}

ClauseChange add(const std::string &Var, std::vector<std::string> Kinds,
                 bool Remove = false, const std::string &Item = "") {
  ClauseChange C;
  C.Variable = Var;
  C.Add = Kinds;
  C.Remove = Remove;
  C.Item = Item;
  return C;
}

TEST(PragmaEdit, BlanksADefaultClauseInPlace) {
  std::string Text = "#pragma omp parallel for default(none) shared(a)\n";
  std::optional<std::string> Blanked = blankClauses(Text, {25});
  ASSERT_TRUE(Blanked);
  EXPECT_EQ(*Blanked, "#pragma omp parallel for               shared(a)\n");
  EXPECT_EQ(Blanked->size(), Text.size());
}

TEST(PragmaEdit, BlanksAClauseAcrossAContinuationKeepingTheLines) {
  std::string Text = "#pragma omp parallel default( \\\n none) if(1)\nx";
  std::optional<std::string> Blanked = blankClauses(Text, {21});
  ASSERT_TRUE(Blanked);
  EXPECT_EQ(*Blanked, "#pragma omp parallel          \\\n       if(1)\nx");
}

TEST(PragmaEdit, FindsTheDefaultClauseOfItsArgument) {
  EXPECT_EQ(defaultClauseStart("#pragma omp parallel default(none)", 29), 21u);
  EXPECT_EQ(defaultClauseStart("#pragma omp parallel default ( none)", 31), 21u);
  EXPECT_EQ(defaultClauseStart("#pragma omp parallel default( \\\n none)", 33),
            21u);
  EXPECT_FALSE(defaultClauseStart("#pragma omp parallel shared(none)", 28));
  EXPECT_FALSE(defaultClauseStart("#pragma omp parallel default none", 29));
  EXPECT_FALSE(defaultClauseStart("(none)", 1));
  EXPECT_FALSE(defaultClauseStart("x", 7));
}

TEST(PragmaEdit, BlanksNothingWhereNoDefaultClauseIs) {
  EXPECT_FALSE(blankClauses("#pragma omp parallel shared(a)", {21}));
  EXPECT_FALSE(blankClauses("#pragma omp parallel default", {21}));
  EXPECT_FALSE(blankClauses("#pragma omp parallel default(none", {21}));
  EXPECT_FALSE(blankClauses("short", {21}));
}

} // namespace

TEST(PragmaEdit, AppendsAMissingClause) {
  EXPECT_EQ(edit("#pragma omp parallel for", {add("t", {"private"})}),
            "#pragma omp parallel for private(t)");
}

TEST(PragmaEdit, GroupsVariablesByKindInOrderOfNeed) {
  EXPECT_EQ(edit("#pragma omp parallel for schedule(static)",
                 {add("t", {"private"}), add("s", {"reduction(+)"}),
                  add("u", {"private"}),
                  add("x", {"firstprivate", "lastprivate"})}),
            "#pragma omp parallel for schedule(static) private(t, u) "
            "reduction(+: s) firstprivate(x) lastprivate(x)");
}

TEST(PragmaEdit, ReplacesAWrongClauseAndKeepsTheOthers) {
  EXPECT_EQ(edit("#pragma omp parallel for shared(t) schedule(static, 4)",
                 {add("t", {"lastprivate"}, true)}),
            "#pragma omp parallel for schedule(static, 4) lastprivate(t)");
}

TEST(PragmaEdit, RemovesOneItemOfAList) {
  EXPECT_EQ(edit("#pragma omp for private(a, t,b) nowait",
                 {add("t", {"firstprivate"}, true)}),
            "#pragma omp for private(a, b) nowait firstprivate(t)");
  EXPECT_EQ(edit("#pragma omp for reduction(+: s, t)", {add("t", {}, true)}),
            "#pragma omp for reduction(+: s)");
}

TEST(PragmaEdit, RemovesCommaSeparatedClauses) {
  EXPECT_EQ(edit("#pragma omp parallel for private(x), shared(y)",
                 {add("y", {}, true)}),
            "#pragma omp parallel for private(x)");
}

TEST(PragmaEdit, ModifiersAndSectionsAreRecognised) {
  EXPECT_EQ(edit("#pragma omp parallel for lastprivate(conditional: x) "
                 "reduction(+: h[0:n])",
                 {add("h", {}, true), add("x", {}, true)}),
            "#pragma omp parallel for");
  EXPECT_EQ(edit("#pragma omp parallel for",
                 {add("h", {"reduction(+)"}, false, "h[0:256]"),
                  add("x", {"lastprivate(conditional)"})}),
            "#pragma omp parallel for reduction(+: h[0:256]) "
            "lastprivate(conditional: x)");
}

ClauseChange remap(const std::string &Var, const std::string &Kind,
                   const std::string &Item) {
  ClauseChange C = add(Var, {Kind}, false, Item);
  C.RemoveFromMaps = true;
  return C;
}

TEST(PragmaEdit, ChangesTheMapTypeOfOneItem) {
  // The only item: the clause goes, a new one with the map-type comes.
  EXPECT_EQ(edit("#pragma omp target teams distribute parallel for "
                 "map(to: a[0:n]) map(from: b[0:n])",
                 {remap("a", "map(tofrom)", "a[0:n]")}),
            "#pragma omp target teams distribute parallel for "
            "map(from: b[0:n]) map(tofrom: a[0:n])");
  // One of several, after modifiers: the others keep theirs.
  EXPECT_EQ(edit("#pragma omp target map(always, to: b[0:n], a[0:n], c)",
                 {remap("a", "map(tofrom)", "a[0:n]")}),
            "#pragma omp target map(always, to: b[0:n], c) "
            "map(tofrom: a[0:n])");
  // A default copy (no clause names it): only the new clause.
  EXPECT_EQ(edit("#pragma omp target", {remap("s", "map(tofrom)", "s")}),
            "#pragma omp target map(tofrom: s)");
  // Data-sharing removals leave map clauses alone, and the reverse.
  EXPECT_EQ(edit("#pragma omp target parallel for map(to: t) private(t)",
                 {add("t", {}, true)}),
            "#pragma omp target parallel for map(to: t)");
  EXPECT_EQ(edit("#pragma omp target parallel for map(to: t) private(t)",
                 {remap("t", "map(from)", "t")}),
            "#pragma omp target parallel for private(t) map(from: t)");
}

TEST(PragmaEdit, InsertsBeforeATrailingComment) {
  EXPECT_EQ(edit("#pragma omp parallel for // rows", {add("t", {"private"})}),
            "#pragma omp parallel for private(t) // rows");
  EXPECT_EQ(edit("#pragma omp parallel for /* rows */", {add("t", {"private"})}),
            "#pragma omp parallel for private(t) /* rows */");
}

TEST(PragmaEdit, KeepsBackslashContinuations) {
  std::string Directive = "#pragma omp parallel for \\\n    shared(t) \\\n"
                          "    schedule(dynamic)";
  std::string Edited = edit(Directive, {add("t", {"private"}, true)});
  EXPECT_EQ(Edited, "#pragma omp parallel for \\\n \\\n"
                    "    schedule(dynamic) private(t)");
  EXPECT_EQ(joinContinuations(Edited),
            "#pragma omp parallel for schedule(dynamic) private(t)");
}

TEST(PragmaEdit, NoChangeIsNoEdit) {
  EXPECT_TRUE(clauseEdits("#pragma omp parallel for private(t)", {}).empty());
  EXPECT_TRUE(
      clauseEdits("#pragma omp parallel for private(t)", {add("u", {}, true)})
          .empty());
}

// offsetAfterEdits against the edited text itself: every character that no
// edit replaces is found where it says, for every offset of the text.
TEST(PragmaEdit, OffsetAfterEditsFollowsEveryUntouchedCharacter) {
  const std::string Text = "abcdefghij";
  const std::vector<std::vector<TextEdit>> Cases = {
      {{0, 0, "XY"}},
      {{2, 0, "\n\n"}, {5, 2, "Z"}},
      {{0, 0, "1"}, {0, 0, "2"}, {9, 1, "long text"}},
      {{3, 3, ""}, {7, 0, "+"}},
  };
  for (const std::vector<TextEdit> &Edits : Cases) {
    std::string Result = applyEdits(Text, Edits);
    for (size_t Offset = 0; Offset < Text.size(); ++Offset) {
      bool Replaced = false;
      for (const TextEdit &E : Edits)
        Replaced |= E.Offset <= Offset && Offset < E.Offset + E.Length;
      if (Replaced)
        continue;
      size_t Moved = offsetAfterEdits(Edits, Offset);
      ASSERT_LT(Moved, Result.size());
      EXPECT_EQ(Result[Moved], Text[Offset]) << "offset " << Offset;
    }
  }
}

TEST(PragmaEdit, InsertionsAtOneOffsetStandInTheOrderListed) {
  EXPECT_EQ(applyEdits("x", {{0, 0, "a"}, {0, 0, "b"}, {1, 0, "c"}}), "abxc");
}

TEST(PragmaEdit, LinesAreCountedAsClangCountsThem) {
  const std::string Text = "a\nb\r\nc\rd";
  EXPECT_EQ(lineOfOffset(Text, 0), 1u);
  EXPECT_EQ(lineOfOffset(Text, 2), 2u);
  EXPECT_EQ(lineOfOffset(Text, 5), 3u);
  EXPECT_EQ(lineOfOffset(Text, 7), 4u);
}

// Joined insertions give the text the separate ones give.
TEST(PragmaEdit, JoinedInsertionsEditAlike) {
  const std::vector<TextEdit> Edits = {
      {2, 0, "x"}, {0, 0, "1"}, {2, 0, "y"}, {4, 1, "R"}, {0, 0, "2"}};
  std::vector<TextEdit> Joined = joinInsertions(Edits);
  EXPECT_EQ(Joined.size(), 3u);
  EXPECT_EQ(applyEdits("abcdef", Joined), applyEdits("abcdef", Edits));
  EXPECT_EQ(applyEdits("abcdef", Joined), "12abxycdRf");
}
