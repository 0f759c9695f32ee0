//===- DirectiveChecker.cpp - What loop and region checking share ---------===//

#include "check/DirectiveChecker.h"
#include "check/Extents.h"
#include "check/LoopSupport.h"
#include "check/Concurrency.h"
#include "check/DefinedValues.h"
#include "maps/IslUtil.h"
#include "maps/RelationText.h"

#include <algorithm>
#include <stdexcept>

namespace ompfix {

DirectiveChecker::DirectiveChecker(const FunctionMaps &Maps, bool NestedTeam,
                                   std::optional<WitnessQuotas> Quotas)
    : Maps(Maps), Ctx(Maps.Domains.ctx()), Quotas(Quotas),
      NestedTeam(NestedTeam) {}

DirectiveChecker::Outcome
DirectiveChecker::checkAttribute(const VariableAccesses &A, Attribute Attr,
                                 std::optional<ReductionOp> &Op,
                                 bool ThreadsOwnMemory) const {
  if (!hasCondition(Attr))
    return noCondition(A);
  if (!A.Var->Privatizable && !ThreadsOwnMemory) {
    // What a pointer points to: a clause on the pointer copies the pointer.
    // firstprivate copies its value, so the memory stays shared; private
    // and lastprivate leave the copy uninitialised.
    switch (Attr) {
    case Attribute::FirstPrivate:
    case Attribute::FirstLastPrivate:
      return checkShared(A);
    case Attribute::Private:
    case Attribute::LastPrivate:
    case Attribute::LastPrivateConditional:
      return failSingle(A.Accesses, ViolationKind::LiveIn, *A.Var);
    default:
      break;
    }
  }
  switch (Attr) {
  case Attribute::Shared:
    return checkShared(A);
  case Attribute::Private:
  case Attribute::FirstPrivate:
    if (Outcome F = checkPrivateReads(A, Attr == Attribute::FirstPrivate))
      return F;
    return checkNothingLiveAfter(A);
  case Attribute::LastPrivate:
  case Attribute::FirstLastPrivate: {
    bool First = Attr == Attribute::FirstLastPrivate;
    if (Outcome F = checkPrivateReads(A, First))
      return F;
    return checkLastIterationWrites(A, First);
  }
  case Attribute::LastPrivateConditional:
    // The sequential dataflow gives a scalar the value of the last
    // instance that writes it, which is what the modifier copies out.
    return checkPrivateReads(A, false);
  case Attribute::Reduction: {
    // Code that never touches the variable leaves it alone: the copies
    // start at the operator's identity and combine into the value from
    // before unchanged (a reference on a path no instance takes).
    if (Op && A.Accesses.is_empty())
      return std::nullopt;
    std::optional<ReductionOp> Wanted = Op;
    if (Outcome F = checkReduction(A, Op))
      return F;
    if (Wanted && Op != Wanted)
      return otherOperator(A);
    return std::nullopt;
  }
  case Attribute::Forward:
  case Attribute::Expand:
  case Attribute::None:
    break;
  }
  return noCondition(A);
}

DirectiveChecker::Outcome
DirectiveChecker::checkLastIterationWrites(const VariableAccesses &,
                                           bool) const {
  throw std::logic_error("lastprivate asked of a directive without it");
}

Witness DirectiveChecker::explain(const Failure &F,
                                  const VariableAccesses &A) const {
  // (Two threads of a nested team, or two iterations they share, exist
  // only where nested parallelism is active.)
  bool BetweenThreads = F.Kind == ViolationKind::Race ||
                        F.Kind == ViolationKind::Flow ||
                        F.Kind == ViolationKind::Order;
  auto Mark = [&](Witness W) {
    W.InNestedTeam = NestedTeam && BetweenThreads;
    W.Possible = W.Possible || F.Possible || W.InNestedTeam;
    return W;
  };
  if (!Quotas)
    return Mark(F.Explain(WitnessMode::Least));
  isl_ctx *Raw = Maps.Domains.ctx().get();
  struct Restore {
    isl_ctx *Raw;
    unsigned long Quota;
    ~Restore() { isl_ctx_set_max_operations(Raw, Quota); }
  } RestoreAfter{Raw, Quotas->Directive};
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
          Attempt(Quotas->Least, F.Explain, WitnessMode::Least))
    return *Least;
  if (std::optional<Witness> Any = Attempt(
          Quotas->Plain, F.Plain ? F.Plain : F.Explain, WitnessMode::Any))
    return *Any;
  // The references alone: an access of A of the failure's kind (the write
  // whose value is needed after the code, the read that sees a value from
  // outside its instance), read from the spaces: listing A's maps is
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
  Witness W;
  W.Variable = A.Var->Id;
  W.Kind = F.Kind;
  W.AccessRef =
      firstReference(islutil::maps(OfKind).empty() ? A.Accesses : OfKind)
          .second;
  W.IterationsOmitted = true;
  return Mark(W);
}

void DirectiveChecker::conclude(PlanningState &State,
                                const std::vector<DeclaredAttribute> &Unused,
                                DirectiveVerdict &Result) const {
  for (const DeclaredAttribute &Clause : Unused) {
    VariableVerdict VV;
    VV.Variable = Clause.Variable;
    VV.Declared = Clause;
    VV.Required = Attribute::Shared;
    VV.State = Status::Redundant;
    Result.Variables.push_back(VV);
  }
  for (const auto &[F, Of] : State.DeclaredFailures) {
    Witness W = explain(F, *Of);
    W.CopyDiscarded = W.Kind == ViolationKind::LiveOut &&
                      State.RegionCopies.count(W.Variable) > 0;
    Result.Witnesses.push_back(W);
  }
  Result.Result = State.AllOk        ? Verdict::Verified
                  : State.AllFixable ? Verdict::Fixable
                                     : Verdict::Violation;
  if (Result.Result != Verdict::Violation)
    Result.AssumedWithinExtent.assign(State.AssumedWithinExtent.begin(),
                                      State.AssumedWithinExtent.end());
  // A violation shown only by possible findings is not one: the accesses
  // the model over-approximates may never meet. A fix that holds whatever
  // they meet stays a fix (docs/design/conditions.md, "Possible
  // findings"). Nor is one shown only by a region's discarded copies
  // (and possible findings), which are warnings.
  auto IsWarning = [](const Witness &W) {
    return W.Possible || W.CopyDiscarded;
  };
  if (Result.Result == Verdict::Violation && !Result.Witnesses.empty() &&
      std::all_of(Result.Witnesses.begin(), Result.Witnesses.end(),
                  IsWarning)) {
    auto Possible =
        std::find_if(Result.Witnesses.begin(), Result.Witnesses.end(),
                     [](const Witness &W) { return W.Possible; });
    const Witness &Shown = Possible != Result.Witnesses.end()
                               ? *Possible
                               : Result.Witnesses.front();
    const Variable *First = Maps.Model->findVariable(Shown.Variable);
    Result.Result = Verdict::Unknown;
    Result.Reason = Possible != Result.Witnesses.end()
                        ? UnknownReason(UnknownKind::PossibleRace,
                                        UnknownDetail::PossibleRace,
                                        First ? First->Name : Shown.Variable)
                        : UnknownReason(UnknownKind::CopyDiscarded,
                                        UnknownDetail::RegionCopyDiscarded,
                                        First ? First->Name : Shown.Variable);
  }
}

DirectiveChecker::Outcome
DirectiveChecker::checkSectionReduction(const VariableAccesses &A,
                                        const DeclaredAttribute &Declared,
                                        PlanningState &State,
                                        std::optional<ReductionOp> &Op) const {
  // { v[c] }: the cells the list item names.
  isl::union_set Cells(isl::set(Ctx, Declared.Cells));
  // A list item beyond the declared extent at every parameter value
  // (`reduction(+: c[60:8])` of `double c[64]`): the copies are made and
  // combined whatever the loop runs. Where only some sizes leave it (`c[0:m]`)
  // the program may never take them: nothing is said.
  if (!A.Var->DeclaredCells.empty()) {
    // { c[o0] : 64 <= o0 < 68 }
    isl::set Beyond = isl::set(Ctx, Declared.Cells)
                          .subtract(readSet(Ctx, A.Var->DeclaredCells))
                          .intersect_params(Maps.Context);
    if (!Beyond.is_empty() && Maps.Context.is_subset(Beyond.params()))
      return failListItemOutside(Beyond, *A.Var);
  }
  // A's accesses of those cells, or (Outside) of the others.
  auto Restrict = [&](VariableAccesses R, bool Outside) {
    for (isl::union_map *M : {&R.Writes, &R.MustWrites, &R.Reads, &R.Accesses})
      *M = Outside ? M->subtract_range(Cells) : M->intersect_range(Cells);
    return R;
  };
  const VariableAccesses &Inside =
      State.Accesses.emplace_back(Restrict(A, false));
  const VariableAccesses &Outside =
      State.Accesses.emplace_back(Restrict(A, true));
  // A section no instance touches (the loop runs no iteration, or only
  // other cells) is combined with nothing: it keeps its value, as in the
  // sequential code, and no access can witness a failure.
  if (!Inside.Accesses.is_empty())
    if (Outcome F = checkAttribute(Inside, Attribute::Reduction, Op))
      return F;
  if (Outside.Accesses.is_empty())
    return std::nullopt;
  // An array parameter's cells beyond the extent its declaration spells
  // (`double y[m]`), which a section over that extent leaves out: what
  // only over-approximated accesses reach there (`y[col[j]]`) is assumed
  // not to happen; a write that surely lands there is the shared array's.
  if (!A.Var->ParameterCells.empty()) {
    // { y[c] : 0 <= c < m }
    isl::union_set Declared(readSet(Ctx, A.Var->ParameterCells));
    if (Declared.is_subset(Cells) && Outside.MustWrites.is_empty()) {
      State.AssumedWithinExtent.insert(A.Var->Id);
      return std::nullopt;
    }
  }
  // The other cells are the shared array's.
  return checkShared(Outside);
}

void DirectiveChecker::checkExtents(
    const std::vector<std::string> &Statements,
    const std::function<bool(const Access &)> &Exact,
    PlanningState &State) const {
  // Per variable with declared cells, its exact accesses in the code:
  // { [S[x] -> R[]] -> v[c] }.
  std::map<const Variable *, isl::union_map> ExactAccesses;
  for (const std::string &Name : Statements) {
    auto It = Maps.ByStatement.find(Name);
    if (It == Maps.ByStatement.end())
      continue;
    const FunctionMaps::StatementMaps &Of = It->second;
    for (const isl::map &M :
         islutil::maps(Of.Reads.unite(Of.MustWrites).unite(Of.MayWrites))) {
      auto Ref = Maps.RefAccess.find(refOfTuple(islutil::domainTag(M).Ref));
      if (Ref == Maps.RefAccess.end() || !Exact(*Ref->second))
        continue;
      const Variable *V = Maps.Model->findVariable(Ref->second->Variable);
      if (!V || V->DeclaredCells.empty())
        continue;
      auto [Into, New] =
          ExactAccesses.try_emplace(V, isl::union_map::empty(Ctx));
      Into->second = Into->second.unite(isl::union_map(M));
    }
  }
  for (const auto &[V, Accesses] : ExactAccesses) {
    // { v[c] }: the cells its declaration gives it.
    isl::set Declared = readSet(Ctx, V->DeclaredCells);
    // Where the accesses read defined values, the points where those hold.
    std::vector<isl::set> Points;
    std::vector<DefinedParameter> Involved =
        involvedDefinitions(*Maps.Model, Accesses);
    if (!Involved.empty())
      for (const isl::set &Point : definedPoints(*Maps.Model, Involved, Ctx))
        Points.push_back(Point.intersect(Maps.Context));
    isl::union_map Outside =
        atDefinedValues(*Maps.Model, outsideExtent(Accesses, Declared, Points)
                                         .intersect_params(Maps.Context));
    if (Outside.is_empty())
      continue;
    VariableAccesses &A = State.Accesses.emplace_back();
    A.Var = V;
    A.Accesses = A.Reads = Outside;
    A.Writes = A.MustWrites = isl::union_map::empty(Ctx);
    State.DeclaredFailures.emplace_back(failOutside(Outside, *V), &A);
    State.AllOk = State.AllFixable = false;
  }
}

DirectiveChecker::Failure DirectiveChecker::failPair(isl::union_map Pairs,
                                                     ViolationKind Kind,
                                                     const Variable &V) const {
  return {Kind, [this, Pairs, Kind, &V](WitnessMode Mode) {
            return pickWitness(Pairs, Kind, V.Id, Mode);
          }};
}

DirectiveChecker::Failure
DirectiveChecker::failSingle(isl::union_map Accesses, ViolationKind Kind,
                             const Variable &V) const {
  return {Kind, [this, Accesses, Kind, &V](WitnessMode Mode) {
            return pickSingle(Accesses, Kind, V.Id, Mode);
          }};
}

DirectiveChecker::Failure
DirectiveChecker::failOutside(isl::union_map Outside, const Variable &V) const {
  return {
      ViolationKind::OutOfBounds, [this, Outside, &V](WitnessMode Mode) {
        auto [First, Ref] = firstReference(Outside);
        if (!First || Mode == WitnessMode::References)
          return pickSingle(Outside, ViolationKind::OutOfBounds, V.Id, Mode);
        // [[S[x] -> R[]] -> v[c]]: the instance and its cell, whose
        // least point is fixed for pickSingle to name the instance
        // (the parameters it picks then hold that point).
        isl::set Wrapped = First->wrap();
        std::vector<ParameterValue> Params;
        std::vector<long> Point =
            smallestPoint(Wrapped, Params, nullptr, Mode != WitnessMode::Least);
        for (unsigned D = 0; D < Point.size(); ++D)
          Wrapped = isl::manage(
              isl_set_fix_si(Wrapped.release(), isl_dim_set, D, Point[D]));
        Witness W = pickSingle(isl::union_map(Wrapped.unwrap()),
                               ViolationKind::OutOfBounds, V.Id, Mode);
        if (Point.size() >= V.Rank)
          W.Cell.assign(Point.end() - V.Rank, Point.end());
        return W;
      }};
}

DirectiveChecker::Failure
DirectiveChecker::failListItemOutside(isl::set Beyond,
                                      const Variable &V) const {
  // Only the parameters the cells depend on name the witness (none for
  // `c[60:8]`).
  for (int P = isl_set_dim(Beyond.get(), isl_dim_param); P-- > 0;)
    if (!isl_set_involves_dims(Beyond.get(), isl_dim_param, P, 1))
      Beyond = isl::manage(
          isl_set_project_out(Beyond.release(), isl_dim_param, P, 1));
  return {ViolationKind::OutOfBounds, [Beyond, &V](WitnessMode Mode) {
            Witness W;
            W.Variable = V.Id;
            W.Kind = ViolationKind::OutOfBounds;
            W.ListItem = true;
            W.IterationsOmitted = true;
            if (Mode != WitnessMode::References)
              W.Cell = smallestPoint(Beyond, W.Parameters, nullptr,
                                     Mode != WitnessMode::Least);
            return W;
          }};
}

Witness DirectiveChecker::pickCertainFirst(const isl::union_map &Pairs,
                                           ViolationKind Kind,
                                           const std::string &Variable,
                                           WitnessMode Mode) const {
  isl::union_map Certain = certain(Pairs);
  Witness W =
      pickWitness(Certain.is_empty() ? Pairs : Certain, Kind, Variable, Mode);
  W.Possible = W.Possible || Certain.is_empty();
  return W;
}

DirectiveChecker::Failure
DirectiveChecker::failRace(const isl::union_map &Races,
                           const VariableAccesses &A) const {
  const Variable &V = *A.Var;
  isl::union_map Certain = certain(Races);
  if (A.Approximate)
    Certain =
        Certain.subtract_domain(*A.Approximate).subtract_range(*A.Approximate);
  if (!Certain.is_empty())
    return failPair(Certain, ViolationKind::Race, V);
  Failure Possible = failPair(Races, ViolationKind::Race, V);
  Possible.Possible = true;
  return Possible;
}

std::optional<DirectiveChecker::Failure>
DirectiveChecker::failOrder(const isl::union_map &Exclusive,
                            const VariableAccesses &A,
                            const std::set<std::string> &Written) const {
  std::optional<isl::map> Pair =
      orderDependence(Maps, Exclusive, A.Var->Id, Written);
  if (!Pair)
    return std::nullopt;
  // (A may-access's pair, `c[f(i)]` under `atomic read`, claims nothing
  // certain: possible, unless exact pairs alone depend on the order.)
  isl::union_map Certain = certain(Exclusive);
  if (A.Approximate)
    Certain =
        Certain.subtract_domain(*A.Approximate).subtract_range(*A.Approximate);
  std::optional<isl::map> Sure =
      Certain.is_empty() ? std::nullopt
                         : orderDependence(Maps, Certain, A.Var->Id, Written);
  Failure Order = failPair(isl::union_map(Sure ? *Sure : *Pair),
                           ViolationKind::Order, *A.Var);
  Order.Possible = !Sure;
  return Order;
}

isl::union_map
DirectiveChecker::onManyThreads(const isl::union_map &Pairs) const {
  if (!Maps.ManyThreads)
    return Pairs;
  isl::union_map There = Pairs.intersect_params(*Maps.ManyThreads);
  return There.is_empty() ? Pairs : There;
}

DirectiveVerdict
DirectiveChecker::unlessValuesBetween(const PlanningState &State,
                                      DirectiveVerdict Result,
                                      const std::string &ValuesBetween) const {
  // A possible race stays one; but what the last iteration writes is
  // what the values between blur most (a scalar set at the first value of
  // such a loop looks set only maybe): a value needed after the code is
  // no finding there, possible or not.
  auto Decisive = [](const Witness &W) {
    return !W.Possible || W.Kind == ViolationKind::LiveOut;
  };
  if (State.AllOk || ValuesBetween.empty() ||
      std::none_of(Result.Witnesses.begin(), Result.Witnesses.end(), Decisive))
    return Result;
  DirectiveVerdict Unknown;
  Unknown.Reason = {UnknownKind::Bounds,
                    UnknownDetail::ValuesBetweenIterations, ValuesBetween};
  return Unknown;
}

isl::union_map
DirectiveChecker::atProgramValues(const isl::union_map &Accesses) const {
  isl::union_map There = atDefinedValues(*Maps.Model, Accesses);
  return There.is_empty() ? Accesses : There;
}

std::pair<const Variable *, VariableVerdict>
DirectiveChecker::declaredVariable(const DeclaredAttribute &Declared) const {
  const Variable *V = Maps.Model->findVariable(Declared.Variable);
  if (!V)
    throw std::invalid_argument("attribute of undeclared variable " +
                                Declared.Variable);
  VariableVerdict VV;
  VV.Variable = V->Id;
  VV.Declared = Declared;
  return {V, VV};
}

std::pair<std::optional<isl::map>, long>
DirectiveChecker::firstReference(const isl::union_map &Accesses) const {
  // A source reference before any synthetic one (the end of the
  // function's reads).
  auto Rank = [&](long Ref) {
    return std::make_pair(Maps.RefAccess.count(Ref) == 0, Ref);
  };
  std::optional<isl::map> Best;
  long BestRef = 0;
  for (isl::map M : islutil::maps(Accesses)) {
    // (A reference on a path no instance takes keeps a map of its own,
    // empty once simplified: `c ? u : g[k]` where c never holds.)
    if (M.is_empty())
      continue;
    long Ref = refOfTuple(islutil::domainTag(M).Ref);
    if (!Best || Rank(Ref) < Rank(BestRef)) {
      Best = M;
      BestRef = Ref;
    }
  }
  return {Best, BestRef};
}

isl::union_map DirectiveChecker::pairsIn(const isl::union_map &Tagged,
                                         const isl::union_map &Untagged) {
  // { [S[x] -> T[y]] -> [R[] -> R'[]] }, filtered, and back.
  return Tagged.zip().intersect_domain(Untagged.wrap()).zip();
}

isl::union_map DirectiveChecker::pairsNotIn(const isl::union_map &Tagged,
                                            const isl::union_map &Untagged) {
  return Tagged.zip().subtract_domain(Untagged.wrap()).zip();
}

} // namespace ompfix
