//===- RelationTextTest.cpp - The model's text read without isl's reader -===//
//
// Each text is read both ways: directly (it must be, for the forms the
// reader claims) and by isl's reader, and the two values must be the same
// set or map, in the same space.
//
//===----------------------------------------------------------------------===//

#include "maps/RelationText.h"

#include <gtest/gtest.h>

using namespace ompfix;

namespace {

class RelationText : public ::testing::Test {
protected:
  RelationText() : Raw(isl_ctx_alloc()) {}
  ~RelationText() override { isl_ctx_free(Raw); }

  /// Read directly, the same as isl's reader.
  template <typename Value>
  void expectSame(const std::string &Text,
                  std::optional<Value> (*Direct)(isl::ctx, const std::string &)) {
    SCOPED_TRACE(Text);
    std::optional<Value> Read = Direct(ctx(), Text);
    ASSERT_TRUE(Read.has_value());
    Value Isl(ctx(), Text);
    EXPECT_TRUE(Read->get_space().is_equal(Isl.get_space()));
    EXPECT_TRUE(Read->is_equal(Isl));
  }
  void expectSameSet(const std::string &Text) { expectSame(Text, &readSetDirectly); }
  void expectSameMap(const std::string &Text) { expectSame(Text, &readMapDirectly); }
  isl::ctx ctx() { return isl::ctx(Raw); }
  isl_ctx *Raw;
};

TEST_F(RelationText, DomainsAsTheExtractorWritesThem) {
  expectSameSet("[n, np, nq, nr, steps] -> { S3[it0, it1, it2, it3] : it0 >= "
                "(0) and it0 < (nr) and it1 >= (0) and it1 < (nq) and it2 >= "
                "(0) and it2 < (np) and it3 >= (0) and it3 < (np) }");
  expectSameSet("[m, n] -> { S1[it0] : it0 >= (1) and it0 < ((n) - (1)) }");
  expectSameSet("[n] -> { S0[] }");
  expectSameSet("{ S0[i, j] : 0 <= i < 10 and 0 <= j <= i }");
  expectSameSet("[n] -> { [i] : 0 <= i < n }");
}

TEST_F(RelationText, ParenthesesOpenConditionsOrExpressions) {
  expectSameSet("[argc, t] -> { S9[] : (argc) = (5) and (((t) >= (1)) and "
                "((t) <= (512))) }");
  expectSameSet("[n] -> { S[i] : ((i) >= (0) and (i) < (n)) or (i) = (-(3)) }");
  expectSameSet("[n] -> { S[i] : (((i + 1)) <= ((n))) }");
}

TEST_F(RelationText, DivisionsAndRemainders) {
  // C's division of a dividend of either sign (TruncatingDivision.h).
  expectSameSet("[s] -> { S100[] : (((floor(((8 * ((s)))) / 8)) = ((s)) and "
                "(((8 * ((s)))) >= 0)) or (((-floor((-((8 * ((s))))) / 8))) = "
                "((s)) and (((8 * ((s)))) < 0))) }");
  expectSameSet("[n] -> { S[i] : 0 <= i <= floor((n) / 4) }");
  expectSameSet("[n] -> { S[i] : ((i) mod 3) = 1 and 0 <= i < n }");
  expectSameMap("[n] -> { S[i] -> a[((i) mod 4), floor((i - 1) / 2)] }");
}

TEST_F(RelationText, AccessesAndSchedules) {
  expectSameMap("[n, np] -> { S10[it0, it1, it2] -> S[(it1) - (1), it2] }");
  expectSameMap("[n] -> { S10[it0, it1, it2] -> [1, it0, 1, it1, 1, it2, 1] }");
  expectSameMap("[n] -> { S0[i] -> t[] }");
  expectSameMap("{ S0[i] -> b[2 * (i) + 1, -(i)] }");
  expectSameMap("{ S0[i] -> b[(i) * 3] }");
  // A dimension of its own, bounded by the constraints: a range of cells.
  expectSameMap("[n] -> { S2[i] -> a[o0] : 0 <= o0 < n and o0 <= i }");
  expectSameMap("{ [i] -> [j] : j = i + 1 }");
}

TEST_F(RelationText, ParameterSets) {
  expectSameSet("[n, m] -> { : n >= 0 and m >= 1 }");
  expectSameSet("[err] -> { : err = 0 }");
  expectSameSet("{ : }");
  expectSameSet("[n] -> { : true }");
  expectSameSet("[n] -> { S[i] : false }");
}

TEST_F(RelationText, OtherFormsGoToIslsReader) {
  for (const char *Text :
       {"{ S[i] : i >= 0; T[j] : j < 3 }", // two pieces
        "{ S[i] : exists (e : i = 2e) }", "{ S[i] : i != 2 }",
        "[n] -> { S[i] : i < min(n, 4) }", "{ S[i] : 2i >= 1 }",
        "{ S[i] -> a[i * i] }", "[n] -> { S[n] }", "{ S[i, i] }", "{ }"}) {
    SCOPED_TRACE(Text);
    EXPECT_FALSE(readSetDirectly(ctx(), Text).has_value());
    EXPECT_FALSE(readMapDirectly(ctx(), Text).has_value());
  }
  // And readSet gives isl's value for them.
  EXPECT_TRUE(readSet(ctx(), "{ S[i] : 0 <= i < 4 and i != 2 }")
                  .is_equal(isl::set(ctx(), "{ S[0]; S[1]; S[3] }")));
}

TEST_F(RelationText, ErrorsAreIslsErrors) {
  EXPECT_THROW(readSet(ctx(), "{ S[i] : i >= }"), isl::exception_invalid);
  EXPECT_THROW(readMap(ctx(), "{ S[i] -> a[j] : k > 0 }"),
               isl::exception_invalid);
}

} // namespace
