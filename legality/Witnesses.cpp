//===- Witnesses.cpp - Accesses and iterations that show a failure -------===//
//
// The least witness of a failed condition, or, past the witness quota, a
// plainer one (WitnessMode).
//
//
//===----------------------------------------------------------------------===//

#include "LoopChecker.h"
#include "IslUtil.h"
#include "LoopSupport.h"

#include <isl/aff.h>
#include <isl/val.h>

#include <algorithm>
#include <deque>
#include <set>
#include <stdexcept>
#include <tuple>

namespace ompfix {

std::string LoopChecker::iterationText(const std::string &Statement,
                                       const std::vector<long> &Point,
                                       unsigned Offset) const {
  if (std::find(Loop.Statements.begin(), Loop.Statements.end(), Statement) ==
      Loop.Statements.end())
    return "";
  return Loop.iterationText(Point, Offset + Loop.Depth);
}

Witness LoopChecker::explain(const Failure &F) const {
  isl_ctx *Raw = Maps.Domains.ctx().get();
  isl_ctx_reset_operations(Raw);
  isl_ctx_set_max_operations(
      Raw, Limits.WitnessMaxOperations.value_or(Limits.MaxOperations));
  struct Restore {
    isl_ctx *Raw;
    unsigned long Quota;
    ~Restore() { isl_ctx_set_max_operations(Raw, Quota); }
  } RestoreAfter{Raw, Limits.MaxOperations};
  auto Mark = [&](Witness W) {
    W.Possible = W.Possible || F.Possible;
    return W;
  };
  try {
    return Mark(F.Explain(WitnessMode::Least));
  } catch (const isl::exception_quota &) {
  } catch (const isl::exception &) {
    if (isl_ctx_last_error(Raw) != isl_error_quota &&
        !islutil::quotaExhausted(Raw))
      throw;
  }
  isl_ctx_reset_error(Raw);
  isl_ctx_reset_operations(Raw);
  isl_ctx_set_max_operations(Raw, Limits.MaxOperations);
  return Mark(F.Plain ? F.Plain(WitnessMode::Any) : F.Explain(WitnessMode::Any));
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
    std::string Source, Sink, Parameters;
    std::vector<long> Point;
    unsigned SourceDims = 0;
  };
  std::vector<isl::map> Candidates = islutil::maps(Pairs);
  if (Mode == WitnessMode::Any && !Candidates.empty()) {
    // Only the first pair of references.
    auto RefsOf = [](const isl::map &M) {
      return std::make_pair(statementAndRef(M.domain()).second,
                            statementAndRef(M.range()).second);
    };
    Candidates = {*std::min_element(Candidates.begin(), Candidates.end(),
                              [&](const isl::map &X, const isl::map &Y) {
                                return RefsOf(X) < RefsOf(Y);
                              })};
  }
  std::optional<Candidate> Best;
  for (isl::map M : Candidates) {
    Candidate C;
    C.Refs = {statementAndRef(M.domain()).second,
              statementAndRef(M.range()).second};
    C.Source = statementAndRef(M.domain()).first;
    C.Sink = statementAndRef(M.range()).first;
    // { S[x] -> T[y] } as { [x, y] }
    isl::map Instances = M.domain_factor_domain().range_factor_domain();
    C.SourceDims = islutil::setDims(Instances.domain());
    C.Point = smallestPoint(Instances.wrap().flatten(), C.Parameters, &C.Key,
                            Mode == WitnessMode::Any);
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
  W.AccessIteration = iterationText(Best->Source, Best->Point, 0);
  if (Maps.RefAccess.count(Best->Refs.second))
    W.OtherRef = Best->Refs.second;
  W.OtherIteration = iterationText(Best->Sink, Best->Point, Best->SourceDims);
  return W;
}

Witness LoopChecker::pickSingle(const isl::union_map &Accesses,
                                ViolationKind Kind,
                                const std::string &Variable,
                                WitnessMode Mode) const {
  std::optional<isl::map> Best;
  long BestRef = 0;
  for (isl::map M : islutil::maps(Accesses)) {
    long Ref = refOfTuple(islutil::domainTag(M).Ref);
    // A source reference before any synthetic one (the end of the
    // function's reads), which has no place in the source to show.
    auto Rank = [&](long R) {
      return std::make_pair(Maps.RefAccess.count(R) == 0, R);
    };
    if (!Best || Rank(Ref) < Rank(BestRef)) {
      Best = M;
      BestRef = Ref;
    }
  }
  Witness W;
  W.Variable = Variable;
  W.Kind = Kind;
  W.AccessRef = BestRef;
  if (!Best)
    return W;
  std::string Statement = statementAndRef(Best->domain()).first;
  std::vector<long> Point =
      smallestPoint(Best->domain().unwrap().domain(), W.Parameters, nullptr,
                    Mode == WitnessMode::Any);
  W.AccessIteration = iterationText(Statement, Point, 0);
  return W;
}

} // namespace ompfix
