//===- Rules.cpp - The names of ompfix's findings -------------------------===//

#include "findings/Rules.h"

#include <algorithm>
#include <cassert>

namespace ompfix {

namespace {

const RuleInfo Table[] = {
    {Rule::Race, "ompfix-race",
     "Two iterations, threads or teams access a shared variable, at least "
     "one writes, and no data-sharing attribute removes the conflict."},
    {Rule::PossibleRace, "ompfix-possible-race",
     "Two iterations, threads or teams may access one cell of a shared "
     "variable, at least one writing, but only accesses the model "
     "over-approximates show it (a subscript through an index array, a "
     "write under a condition it cannot decide): a warning, not a proof.",
     Severity::Warning, /*FailsWhenStrict=*/true},
    {Rule::MissingReduction, "ompfix-missing-reduction",
     "A shared variable that the iterations update with one reduction "
     "operator races; a reduction clause makes it right."},
    {Rule::MissingPrivate, "ompfix-missing-private",
     "A shared variable that each iteration uses as its own races; private, "
     "firstprivate, lastprivate or lastprivate(conditional:) makes it "
     "right."},
    {Rule::CarriedScalar, "ompfix-carried-scalar",
     "A scalar carries a value from one iteration to the next, which the "
     "reading iteration can compute again from memory the loop does not "
     "write (forwarding)."},
    {Rule::SharedScratch, "ompfix-shared-scratch",
     "Memory that no clause can copy is each iteration's scratch: a slice "
     "per thread or a copy per iteration makes it right (expansion)."},
    {Rule::PrivateCarriesValue, "ompfix-private-carries-value",
     "A variable with its own copy per iteration or thread (private, "
     "firstprivate, lastprivate) is read where the sequential code reads "
     "another iteration's value."},
    {Rule::PrivateReadBeforeWrite, "ompfix-private-read-before-write",
     "A private copy is read before the iteration or thread writes it: "
     "its value is undefined."},
    {Rule::FirstprivateOverwritten, "ompfix-firstprivate-overwritten",
     "A firstprivate copy is read where the sequential code reads what "
     "other iterations wrote, not the value from before the loop."},
    {Rule::PrivateNeededAfter, "ompfix-private-needed-after",
     "The value of a private copy is needed after the construct, which "
     "discards it."},
    {Rule::RegionCopyDiscarded, "ompfix-region-copy-discarded",
     "A parallel region's private or firstprivate copy computes a value "
     "that the code after the region would read in its sequential "
     "elision; that code reads the original variable: a warning, since a "
     "region is not a loop.",
     Severity::Warning, /*FailsWhenStrict=*/true},
    {Rule::LastprivateNotLast, "ompfix-lastprivate-not-last",
     "A lastprivate variable may not be written by the last iteration, so "
     "the value it leaves is not the sequential one."},
    {Rule::WrongReduction, "ompfix-wrong-reduction",
     "A reduction variable is not only updated by its reduction operator."},
    {Rule::OrderDependence, "ompfix-order-dependence",
     "The value of a variable depends on the order in which threads pass "
     "its atomic or critical updates, which are not all of one reduction "
     "operator."},
    {Rule::StaleData, "ompfix-stale-data",
     "A value written in one memory (the device's or the host's) is read "
     "in the other, which never gets it: no map clause or 'target update' "
     "moves it."},
    {Rule::PossibleStaleData, "ompfix-possible-stale-data",
     "A value written in one memory may be read in the other, which never "
     "gets it, but only accesses the model over-approximates show it: a "
     "warning, not a proof.",
     Severity::Warning, /*FailsWhenStrict=*/true},
    {Rule::OutOfBounds, "ompfix-out-of-bounds",
     "An access in the construct's code leaves the extent its array is "
     "declared with (undefined behaviour), which no clause makes right."},
    {Rule::DefaultNone, "ompfix-default-none",
     "The directive says default(none) and a variable it uses has no "
     "data-sharing clause, which clang rejects: ompfix gives the clause the "
     "variable needs."},
    {Rule::RedundantClause, "ompfix-redundant-clause",
     "A data-sharing clause names a variable that the construct never "
     "accesses.",
     Severity::Warning},
    {Rule::Unchecked, "ompfix-unchecked",
     "A directive that ompfix cannot check, with the reason: its verdict is "
     "unknown, neither verified nor a finding.",
     Severity::Warning, /*FailsWhenStrict=*/true},
};

} // namespace

llvm::ArrayRef<RuleInfo> allRules() { return Table; }

const RuleInfo &ruleInfo(Rule R) {
  const RuleInfo *Info = std::find_if(
      std::begin(Table), std::end(Table),
      [R](const RuleInfo &I) { return I.Id == R; });
  assert(Info != std::end(Table) && "every rule is in the table");
  return *Info;
}

Rule possibleForm(Rule Certain) {
  return Certain == Rule::StaleData ? Rule::PossibleStaleData
                                    : Rule::PossibleRace;
}

std::optional<Rule> ruleNamed(llvm::StringRef Name) {
  for (const RuleInfo &I : Table)
    if (Name == I.Name)
      return I.Id;
  return std::nullopt;
}

} // namespace ompfix
