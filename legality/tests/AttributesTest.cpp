//===- AttributesTest.cpp - The one table of data-sharing attributes ------===//

#include "ompfix/Attributes.h"

#include <gtest/gtest.h>

#include <set>
#include <string>

using namespace ompfix;

namespace {

const std::vector<Attribute> Every = {
    Attribute::Shared,       Attribute::Private,
    Attribute::FirstPrivate, Attribute::LastPrivate,
    Attribute::FirstLastPrivate, Attribute::LastPrivateConditional,
    Attribute::Reduction,    Attribute::Forward,
    Attribute::Expand,       Attribute::None};

TEST(Attributes, EveryAttributeHasOneRowAndOneSpelling) {
  std::set<std::string> Spellings;
  for (Attribute A : Every) {
    EXPECT_EQ(attributeInfo(A).Attr, A);
    EXPECT_TRUE(Spellings.insert(spelling(A)).second) << spelling(A);
  }
  EXPECT_EQ(attributeTable().size(), Every.size());
}

// docs/design/verdicts-and-plan.md: shared < private < firstprivate <
// lastprivate < firstprivate+lastprivate < lastprivate(conditional:) <
// reduction < forwarding < expansion.
TEST(Attributes, TheTableIsInThePlansOrder) {
  for (size_t I = 0; I + 1 < Every.size(); ++I) {
    EXPECT_TRUE(cheaper(Every[I], Every[I + 1]))
        << spelling(Every[I]) << " < " << spelling(Every[I + 1]);
    EXPECT_FALSE(cheaper(Every[I + 1], Every[I]));
  }
  const std::vector<AttributeInfo> &Table = attributeTable();
  for (size_t I = 0; I + 1 < Table.size(); ++I)
    EXPECT_LT(Table[I].CostRank, Table[I + 1].CostRank);
}

TEST(Attributes, SpellingsAsTheReportWritesThem) {
  EXPECT_EQ(spelling(Attribute::FirstLastPrivate),
            std::string("firstprivate lastprivate"));
  EXPECT_EQ(spelling(Attribute::Reduction, ReductionOp::Max), "reduction(max)");
  EXPECT_EQ(spelling(Attribute::Private, std::nullopt), "private");
}

TEST(Attributes, ClauseKinds) {
  EXPECT_TRUE(clauseKinds(Attribute::Shared, std::nullopt).empty());
  EXPECT_EQ(clauseKinds(Attribute::FirstLastPrivate, std::nullopt),
            (std::vector<std::string>{"firstprivate", "lastprivate"}));
  EXPECT_EQ(clauseKinds(Attribute::LastPrivateConditional, std::nullopt),
            (std::vector<std::string>{"lastprivate(conditional)"}));
  EXPECT_EQ(clauseKinds(Attribute::Reduction, ReductionOp::Add),
            (std::vector<std::string>{"reduction(+)"}));
  EXPECT_TRUE(clauseKinds(Attribute::Expand, std::nullopt).empty());
  EXPECT_TRUE(clauseKinds(Attribute::None, std::nullopt).empty());
}

TEST(Attributes, DistributeTakesNoReduction) {
  EXPECT_FALSE(directiveTakes("distribute", Attribute::Reduction));
  EXPECT_TRUE(directiveTakes("distribute", Attribute::LastPrivate));
  EXPECT_TRUE(directiveTakes("teams distribute", Attribute::Reduction));
  EXPECT_TRUE(directiveTakes("distribute parallel for", Attribute::Reduction));
  EXPECT_TRUE(directiveTakes("parallel for", Attribute::Reduction));
}

TEST(Attributes, NoReductionOfAContainersCells) {
  Variable Array;
  Array.Rank = 1;
  Variable Vector = Array;
  Vector.Container = true;
  EXPECT_TRUE(clauseCanGive(Array, Attribute::Reduction));
  EXPECT_FALSE(clauseCanGive(Vector, Attribute::Reduction));
  EXPECT_TRUE(clauseCanGive(Vector, Attribute::Private));
  EXPECT_TRUE(clauseCanGive(Vector, Attribute::Shared));
}

} // namespace
