//===- Witnesses.cpp - Accesses and iterations that show a failure -------===//
//
// The least witness of a failed condition, or, past the witness quota, a
// plainer one, or its references alone (WitnessMode).
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

std::string LoopChecker::iterationText(const std::string &Statement,
                                       const std::vector<long> &Point,
                                       unsigned Offset) const {
  if (std::find(Loop.Statements.begin(), Loop.Statements.end(), Statement) ==
      Loop.Statements.end())
    return "";
  return Loop.iterationText(Point, Offset + Loop.Depth);
}

Witness LoopChecker::explain(const Failure &F,
                             const VariableAccesses &A) const {
  isl_ctx *Raw = Maps.Domains.ctx().get();
  struct Restore {
    isl_ctx *Raw;
    unsigned long Quota;
    ~Restore() { isl_ctx_set_max_operations(Raw, Quota); }
  } RestoreAfter{Raw, Limits.MaxOperations};
  auto Mark = [&](Witness W) {
    W.Possible = W.Possible || F.Possible;
    return W;
  };
  // Runs \p Pick under \p Quota; none where the quota runs out.
  auto Attempt = [&](unsigned long Quota,
                     const std::function<Witness(WitnessMode)> &Pick,
                     WitnessMode Mode) -> std::optional<Witness> {
    isl_ctx_reset_error(Raw);
    isl_ctx_reset_operations(Raw);
    isl_ctx_set_max_operations(Raw, Quota);
    try {
      return Mark(Pick(Mode));
    } catch (const isl::exception_quota &) {
    } catch (const isl::exception &) {
      if (isl_ctx_last_error(Raw) != isl_error_quota &&
          !islutil::quotaExhausted(Raw))
        throw;
    }
    return std::nullopt;
  };
  if (std::optional<Witness> Least =
          Attempt(Limits.WitnessMaxOperations.value_or(Limits.MaxOperations),
                  F.Explain, WitnessMode::Least))
    return *Least;
  if (std::optional<Witness> Any =
          Attempt(Limits.PlainWitnessMaxOperations.value_or(
                      Limits.MaxOperations),
                  F.Plain ? F.Plain : F.Explain, WitnessMode::Any))
    return *Any;
  // The references alone: an access of A in L of the failure's kind (the
  // write whose value is needed after L, the read that sees a value from
  // outside its iteration), read from the spaces: listing A's maps is
  // linear in their number, so it runs without a quota (the spent one
  // would stop even that).
  isl_ctx_reset_error(Raw);
  isl_ctx_reset_operations(Raw);
  isl_ctx_set_max_operations(Raw, 0);
  const isl::union_map &OfKind =
      F.Kind == ViolationKind::LiveOut ? A.Writes
      : F.Kind == ViolationKind::LiveIn || F.Kind == ViolationKind::Flow
          ? A.Reads
          : A.Accesses;
  Witness W = pickSingle(islutil::maps(OfKind).empty() ? A.Accesses : OfKind,
                         F.Kind, A.Var->Id, WitnessMode::References);
  W.IterationsOmitted = true;
  return Mark(W);
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
  if (!Best || Mode == WitnessMode::References)
    return W;
  std::string Statement = islutil::domainTag(*Best).Statement;
  std::vector<long> Point =
      smallestPoint(Best->domain().unwrap().domain(), W.Parameters, nullptr,
                    Mode != WitnessMode::Least);
  W.AccessIteration = iterationText(Statement, Point, 0);
  return W;
}

} // namespace ompfix
