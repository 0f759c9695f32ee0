//===- PragmaEditTest.cpp - Clause edits on directive text ----------------===//

#include "PragmaEdit.h"

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
