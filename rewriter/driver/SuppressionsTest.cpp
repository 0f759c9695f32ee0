//===- SuppressionsTest.cpp - NOLINT comments -----------------------------===//

#include "driver/Suppressions.h"

#include <gtest/gtest.h>

#include <random>

using namespace ompfix;

namespace {

/// The meaning of a glob, by recursion: `*` takes no character or one more.
bool reference(const std::string &G, size_t I, const std::string &N, size_t J) {
  if (I == G.size())
    return J == N.size();
  if (G[I] == '*')
    return reference(G, I + 1, N, J) || (J < N.size() && reference(G, I, N, J + 1));
  return J < N.size() && G[I] == N[J] && reference(G, I + 1, N, J + 1);
}

TEST(Glob, AgreesWithItsDefinitionOnRandomWords) {
  std::mt19937 Random(7);
  auto word = [&](const char *Alphabet, size_t Letters, size_t Longest) {
    std::string W;
    for (size_t K = Random() % (Longest + 1); K > 0; --K)
      W += Alphabet[Random() % Letters];
    return W;
  };
  for (int K = 0; K < 20000; ++K) {
    std::string Glob = word("ab*", 3, 6), Name = word("ab", 2, 6);
    EXPECT_EQ(globMatches(Glob, Name), reference(Glob, 0, Name, 0))
        << "glob '" << Glob << "', name '" << Name << "'";
  }
}

TEST(Glob, RuleNames) {
  EXPECT_TRUE(globMatches("ompfix-*", "ompfix-race"));
  EXPECT_TRUE(globMatches("*", "ompfix-race"));
  EXPECT_TRUE(globMatches("ompfix-missing-*", "ompfix-missing-private"));
  EXPECT_FALSE(globMatches("ompfix-missing-*", "ompfix-race"));
  EXPECT_FALSE(globMatches("bugprone-*", "ompfix-race"));
  EXPECT_FALSE(globMatches("ompfix-rac", "ompfix-race"));
}

TEST(Suppressions, OnTheLineAndTheNext) {
  Suppressions S("#pragma omp parallel for // NOLINT(ompfix-race)\n"
                 "for (;;) ;\n"
                 "// NOLINTNEXTLINE(ompfix-missing-*, ompfix-stale-data)\n"
                 "#pragma omp parallel for\n"
                 "#pragma omp parallel for // NOLINT\n"
                 "#pragma omp parallel for // NOLINT(bugprone-*)\n");
  EXPECT_TRUE(S.silences(1, "ompfix-race"));
  EXPECT_FALSE(S.silences(1, "ompfix-missing-reduction"));
  EXPECT_FALSE(S.silences(2, "ompfix-race"));
  EXPECT_FALSE(S.silences(3, "ompfix-missing-reduction"));
  EXPECT_TRUE(S.silences(4, "ompfix-missing-reduction"));
  EXPECT_TRUE(S.silences(4, "ompfix-stale-data"));
  EXPECT_FALSE(S.silences(4, "ompfix-race"));
  EXPECT_TRUE(S.silences(5, "ompfix-race"));
  EXPECT_FALSE(S.silences(6, "ompfix-race"));
  EXPECT_TRUE(S.problems().empty());
}

TEST(Suppressions, OnlyInComments) {
  Suppressions S("const char *s = \"NOLINT\";\n"
                 "int NOLINTED; // NOLINTFOO\n"
                 "/* NOLINT(ompfix-race) */ int x;\n");
  EXPECT_FALSE(S.silences(1, "ompfix-race"));
  EXPECT_FALSE(S.silences(2, "ompfix-race"));
  EXPECT_TRUE(S.silences(3, "ompfix-race"));
}

TEST(Suppressions, BeginAndEnd) {
  Suppressions S("// NOLINTBEGIN(ompfix-race)\n"          // 1
                 "#pragma omp parallel for\n"             // 2
                 "// NOLINTBEGIN\n"                       // 3
                 "#pragma omp parallel for\n"             // 4
                 "// NOLINTEND\n"                         // 5
                 "// NOLINTEND(ompfix-race)\n"            // 6
                 "#pragma omp parallel for\n");           // 7
  EXPECT_TRUE(S.silences(2, "ompfix-race"));
  EXPECT_FALSE(S.silences(2, "ompfix-missing-private"));
  EXPECT_TRUE(S.silences(4, "ompfix-missing-private"));
  EXPECT_FALSE(S.silences(7, "ompfix-race"));
  EXPECT_TRUE(S.problems().empty());
}

TEST(Suppressions, UnmatchedBeginAndEndSilenceNothing) {
  Suppressions S("// NOLINTEND(ompfix-race)\n"
                 "#pragma omp parallel for\n"
                 "// NOLINTBEGIN(ompfix-*)\n"
                 "#pragma omp parallel for\n");
  EXPECT_FALSE(S.silences(2, "ompfix-race"));
  EXPECT_FALSE(S.silences(4, "ompfix-race"));
  ASSERT_EQ(S.problems().size(), 2u);
  EXPECT_EQ(S.problems()[0].Line, 1u);
  EXPECT_EQ(S.problems()[0].Message, "NOLINTEND(ompfix-race) without a NOLINTBEGIN");
  EXPECT_EQ(S.problems()[1].Line, 3u);
  EXPECT_EQ(S.problems()[1].Message, "NOLINTBEGIN(ompfix-*) without a NOLINTEND");
}

} // namespace
