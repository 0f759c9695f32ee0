//===- Witnesses.cpp - Accesses and iterations that show a failure -------===//
//
// The least witness of a failed condition, or, past the witness quota, a
// plainer one (WitnessMode; DirectiveChecker::explain holds the quotas),
// with the iterations of L that run its accesses.
//
//
//===----------------------------------------------------------------------===//

#include "loop/LoopChecker.h"
#include "maps/IslUtil.h"
#include "check/LoopSupport.h"

#include <isl/aff.h>
#include <isl/val.h>

#include <algorithm>
#include <deque>
#include <set>
#include <stdexcept>
#include <tuple>

namespace ompfix {

Performer LoopChecker::iterationOf(const std::string &Statement,
                                   const std::vector<long> &Point,
                                   unsigned Offset) const {
  Performer P;
  if (std::find(Loop.Statements.begin(), Loop.Statements.end(), Statement) ==
      Loop.Statements.end())
    return P;
  P.Point = Loop.iterationText(Point, Offset + Loop.Depth);
  if (!P.Point.empty())
    P.Of = Performer::Kind::Iteration;
  return P;
}

Witness LoopChecker::pickWitness(const isl::union_map &Pairs,
                                 ViolationKind Kind,
                                 const std::string &Variable,
                                 WitnessMode Mode) const {
  // The pair with the smallest parameters, then the smallest iteration of
  // the first access, then of the second; then the first references.
  struct Candidate {
    std::vector<long> Key;
    std::pair<long, long> Refs;
    std::string Source, Sink;
    std::vector<ParameterValue> Parameters;
    std::vector<long> Point;
    unsigned SourceDims = 0;
  };
  std::vector<isl::map> Candidates =
      islutil::maps(onManyThreads(atProgramValues(Pairs)));
  if (Mode != WitnessMode::Least && !Candidates.empty()) {
    // Only the first pair of references.
    auto RefsOf = [](const isl::map &M) {
      return std::make_pair(refOfTuple(islutil::domainTag(M).Ref),
                            refOfTuple(islutil::rangeTag(M).Ref));
    };
    Candidates = {*std::min_element(Candidates.begin(), Candidates.end(),
                              [&](const isl::map &X, const isl::map &Y) {
                                return RefsOf(X) < RefsOf(Y);
                              })};
  }
  std::optional<Candidate> Best;
  for (isl::map M : Candidates) {
    Candidate C;
    islutil::Tag SourceTag = islutil::domainTag(M);
    islutil::Tag SinkTag = islutil::rangeTag(M);
    C.Refs = {refOfTuple(SourceTag.Ref), refOfTuple(SinkTag.Ref)};
    C.Source = SourceTag.Statement;
    C.Sink = SinkTag.Statement;
    // { S[x] -> T[y] } as { [x, y] }
    isl::map Instances = M.domain_factor_domain().range_factor_domain();
    C.SourceDims = islutil::inDims(Instances);
    C.Point = smallestPoint(Instances.wrap().flatten(), C.Parameters, &C.Key,
                            Mode != WitnessMode::Least);
    auto AppendIteration = [&](const std::string &Stmt, unsigned Offset) {
      bool Inside = std::find(Loop.Statements.begin(), Loop.Statements.end(),
                              Stmt) != Loop.Statements.end();
      for (size_t J = 0; J < Loop.Iterators.size(); ++J) {
        size_t Pos = Offset + Loop.Depth + J;
        C.Key.push_back(Inside && Pos < C.Point.size() ? C.Point[Pos] : 0);
      }
    };
    AppendIteration(C.Source, 0);
    AppendIteration(C.Sink, C.SourceDims);
    if (!Best || std::tie(C.Key, C.Refs) < std::tie(Best->Key, Best->Refs))
      Best = C;
  }
  Witness W;
  W.Variable = Variable;
  W.Kind = Kind;
  W.Parameters = Best->Parameters;
  W.AccessRef = Best->Refs.first;
  W.Access = iterationOf(Best->Source, Best->Point, 0);
  if (Maps.RefAccess.count(Best->Refs.second))
    W.OtherRef = Best->Refs.second;
  W.Other = iterationOf(Best->Sink, Best->Point, Best->SourceDims);
  return W;
}

Witness LoopChecker::pickSingle(const isl::union_map &Accesses,
                                ViolationKind Kind,
                                const std::string &Variable,
                                WitnessMode Mode) const {
  auto [Best, BestRef] = firstReference(atProgramValues(Accesses));
  Witness W;
  W.Variable = Variable;
  W.Kind = Kind;
  W.AccessRef = BestRef;
  if (!Best || Mode == WitnessMode::References)
    return W;
  std::string Statement = islutil::domainTag(*Best).Statement;
  std::vector<long> Point =
      smallestPoint(Best->domain().unwrap().domain(), W.Parameters, nullptr,
                    Mode != WitnessMode::Least);
  W.Access = iterationOf(Statement, Point, 0);
  return W;
}

} // namespace ompfix
