//===- Planner.cpp - The plan for one loop --------------------------------===//
//
// Per variable of L, the cheapest attribute whose condition holds (the
// order of ompfix/Attributes.h), the declared one's failure explained, and
// the verdict.
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
#include <utility>

namespace ompfix {

LoopChecker::LoopChecker(const FunctionMaps &Maps, const LoopDirective &Loop,
                         const Budget &Limits)
    : DirectiveChecker(
          Maps, Loop.NestedTeam,
          WitnessQuotas{
              Limits.WitnessMaxOperations.value_or(Limits.MaxOperations),
              Limits.PlainWitnessMaxOperations.value_or(Limits.MaxOperations),
              Limits.MaxOperations}),
      Loop(Loop), Limits(Limits) {}

std::vector<Attribute> LoopChecker::candidateAttributes(const Variable &V,
                                                        bool IsIterator) const {
  std::vector<Attribute> Candidates;
  for (const AttributeInfo &Row : attributeTable()) {
    bool Applies = false;
    switch (Row.Attr) {
    case Attribute::Shared:
      Applies = !IsIterator;
      break;
    case Attribute::Private:
    case Attribute::LastPrivate:
      Applies = IsIterator || V.Privatizable;
      break;
    case Attribute::FirstPrivate:
    case Attribute::FirstLastPrivate:
      Applies = !IsIterator && V.Privatizable;
      break;
    case Attribute::LastPrivateConditional:
      Applies = !IsIterator && V.Privatizable && V.Rank == 0;
      break;
    case Attribute::Reduction:
      Applies = !IsIterator && V.Arithmetic;
      break;
    case Attribute::Forward:
    case Attribute::Expand:
    case Attribute::None:
      break; // not clauses
    }
    // A field's clause names its struct, which private and firstprivate
    // copy whole (lastprivate would also give back the fields L never
    // writes, from an uninitialised copy; no reduction takes a struct).
    bool StructClause = !V.ClauseName.empty() && !V.NamedInCallee &&
                        !V.ThreadPrivate &&
                        (Row.Attr == Attribute::Private ||
                         Row.Attr == Attribute::FirstPrivate ||
                         Row.Attr == Attribute::FirstLastPrivate);
    if (Applies && (clauseCanGive(V, Row.Attr) || StructClause) &&
        directiveTakes(Loop.Directive, Row.Attr) &&
        !(Row.GivesBack && Loop.EveryThreadMakesTasks))
      Candidates.push_back(Row.Attr);
  }
  return Candidates;
}

std::optional<Attribute>
LoopChecker::cheaperAttribute(const VariableAccesses &A, Attribute Declared,
                              const std::vector<Attribute> &Candidates) const {
  for (Attribute Candidate : Candidates) {
    if (!cheaper(Candidate, Declared))
      break;
    std::optional<ReductionOp> CandidateOp;
    if (!checkAttribute(A, Candidate, CandidateOp))
      return Candidate;
  }
  return std::nullopt;
}

VariablePlan LoopChecker::repairPlan(const VariableAccesses &A,
                                     Attribute Declared,
                                     const std::vector<Attribute> &Candidates,
                                     bool ThreadCopy) const {
  const Variable *V = A.Var;
  VariablePlan Required = Attribute::None;
  std::optional<ReductionOp> Unsectioned;
  for (Attribute Candidate : Candidates) {
    if (Candidate == Declared && Candidate != Attribute::Reduction)
      continue;
    std::optional<ReductionOp> CandidateOp;
    if (checkAttribute(A, Candidate, CandidateOp))
      continue;
    if (Candidate == Attribute::Reduction && V->Rank > 0 &&
        !cellSection(A, Required.Section, /*ParameterExtent=*/true)) {
      Unsectioned = CandidateOp;
      continue;
    }
    Required.Attr = Candidate;
    Required.Op = CandidateOp;
    break;
  }
  // A carried scalar that no clause saves: recomputed where it is read.
  bool ForwardUnproven = false;
  if (Required == Attribute::None && Limits.Forwarding && !ThreadCopy &&
      clauseCanGive(*V, Attribute::Private))
    if (std::optional<ForwardPlan> Forward = forwarding(A)) {
      ForwardUnproven = Forward->Unproven;
      if (!ForwardUnproven) {
        Required.Attr = Attribute::Forward;
        Required.Forward = Forward;
      }
    }
  // Memory behind a pointer that no clause copies: a slice per thread.
  if (Required == Attribute::None && Limits.Expansion && !ThreadCopy)
    if (std::optional<ExpandPlan> Expand = expansion(A)) {
      Required.Attr = Attribute::Expand;
      Required.Expand = Expand;
    }
  // None proven; nor is "none" where a candidate fails only possibly.
  if (Required == Attribute::None && !Unsectioned)
    for (Attribute Candidate : Candidates) {
      if (Candidate == Declared)
        continue;
      std::optional<ReductionOp> CandidateOp;
      if (Outcome F = checkAttribute(A, Candidate, CandidateOp);
          F && F->Possible) {
        Required.PossiblyRight = Candidate;
        break;
      }
    }
  if (Required == Attribute::None && !Required.PossiblyRight && ForwardUnproven)
    Required.PossiblyRight = Attribute::Forward;
  if (Required == Attribute::None)
    Required.ReductionWithoutSection = Unsectioned;
  return Required;
}

void LoopChecker::planVariable(const DeclaredAttribute &Declared,
                               PlanningState &State, LoopVerdict &Result) {
  auto [V, VV] = declaredVariable(Declared);
  bool IsIterator = std::find(Loop.Iterators.begin(), Loop.Iterators.end(),
                              V->Name) != Loop.Iterators.end();
  if (Declared.Scan) {
    // An inscan reduction whose phases the front end checked.
    VV.Required = VariablePlan(Declared.Attr, Declared.Op);
    Result.Variables.push_back(VV);
    return;
  }
  if (Declared.From == DeclaredAttribute::Origin::Predetermined &&
      Declared.Attr == Attribute::Private && !IsIterator) {
    // Declared in the body: a fresh variable in every iteration.
    VV.Required = Attribute::Private;
    Result.Variables.push_back(VV);
    return;
  }

  const VariableAccesses &A = State.Accesses.emplace_back(accessesOf(*V));
  std::vector<Attribute> Candidates = candidateAttributes(*V, IsIterator);
  // A variable private to the enclosing parallel region (declared in it,
  // or private/firstprivate on it) has one copy per thread: each thread's
  // iterations see what that thread left in it, as with firstprivate on
  // the loop. No clause of the loop can change that (OpenMP forbids
  // data-sharing clauses of a worksharing loop on such a variable).
  Attribute CheckedAs = Declared.Attr;
  // (Memory a thread of the region allocated is its own; no clause of an
  // enclosing region names its pointer, declared inside.)
  bool ThreadCopy = Declared.From == DeclaredAttribute::Origin::Enclosing &&
                    (V->Privatizable || V->OwnedByScope) &&
                    (Declared.Attr == Attribute::Private ||
                     Declared.Attr == Attribute::FirstPrivate);
  if (ThreadCopy) {
    CheckedAs = Attribute::FirstPrivate;
    Candidates.clear();
  }
  std::optional<ReductionOp> Op = Declared.Op;
  Outcome DeclaredFailure = Declared.Cells.empty() || ThreadCopy
                                ? checkAttribute(A, CheckedAs, Op, ThreadCopy)
                                : checkSectionReduction(A, Declared, State, Op);
  // A thread's copy that the loop only updates by one operator holds that
  // thread's partial result (`local += a[i]`, later added to a shared sum
  // under `critical`): right or wrong by what the region does with it.
  std::optional<ReductionOp> PartialOp;
  if (DeclaredFailure && ThreadCopy && V->Arithmetic &&
      !checkReduction(A, PartialOp)) {
    VV.Required = VariablePlan(Declared.Attr, Declared.Op);
    Result.PartialResults.push_back(V->Id);
    Result.Variables.push_back(VV);
    return;
  }
  if (!DeclaredFailure) {
    VV.Required = VariablePlan(Declared.Attr, Op);
    if (Declared.Attr == Attribute::Reduction && V->Rank > 0 &&
        !cellSection(A, VV.Required.Section))
      VV.Required.Section.clear();
    // A correct clause stays; say whether a cheaper one would do.
    if (Declared.From == DeclaredAttribute::Origin::Explicit)
      if (std::optional<Attribute> Cheaper =
              cheaperAttribute(A, Declared.Attr, Candidates))
        VV.Cheaper = Cheaper;
    Result.Variables.push_back(VV);
    return;
  }
  State.AllOk = false;
  VV.State = failedStatus(Declared);
  State.DeclaredFailures.emplace_back(*DeclaredFailure, &A);
  VV.Required = repairPlan(A, Declared.Attr, Candidates, ThreadCopy);
  if (VV.Required == Attribute::None)
    State.AllFixable = false;
  // A section that is a parameter's declared extent rests on it.
  if (VV.Required == Attribute::Reduction && !VV.Required.Section.empty() &&
      !V->ParameterExtent.empty() &&
      (V->Extents.empty() || V->Extents[0].empty()) &&
      VV.Required.Section[0].Lower == "0" &&
      VV.Required.Section[0].Length == V->ParameterExtent)
    State.AssumedWithinExtent.insert(V->Id);
  Result.Variables.push_back(VV);
}

void LoopChecker::planStructs(PlanningState &State, LoopVerdict &Result) const {
  // Per struct, its fields' entries in Result.Variables.
  std::map<std::string, std::vector<VariableVerdict *>> Structs;
  for (VariableVerdict &VV : Result.Variables)
    if (const Variable *V = Maps.Model->findVariable(VV.Variable);
        V && !V->ClauseName.empty())
      Structs[V->ClauseName].push_back(&VV);
  auto accessesOfField =
      [&](const std::string &Id) -> const VariableAccesses * {
    for (const VariableAccesses &A : State.Accesses)
      if (A.Var->Id == Id)
        return &A;
    return nullptr;
  };
  for (auto &[Name, Fields] : Structs) {
    const VariableVerdict *Failed = nullptr;
    for (const VariableVerdict *VV : Fields)
      if (VV->State != Status::Ok && !Failed)
        Failed = VV;
    // Whether attribute X holds for every field.
    auto holdsForAll = [&](Attribute X) {
      for (const VariableVerdict *VV : Fields) {
        const VariableAccesses *A = accessesOfField(VV->Variable);
        if (!A)
          return false;
        std::vector<Attribute> Candidates = candidateAttributes(*A->Var, false);
        std::optional<ReductionOp> Op;
        if (std::find(Candidates.begin(), Candidates.end(), X) ==
                Candidates.end() ||
            checkAttribute(*A, X, Op))
          return false;
      }
      return true;
    };
    std::optional<Attribute> Common;
    for (const AttributeInfo &Row : attributeTable()) {
      if (Failed ? Row.Attr == Failed->Declared.Attr
                 : !cheaper(Row.Attr, Fields.front()->Declared.Attr))
        continue;
      if (Row.Attr != Attribute::Forward && Row.Attr != Attribute::Expand &&
          Row.Attr != Attribute::None && holdsForAll(Row.Attr)) {
        Common = Row.Attr;
        break;
      }
    }
    for (VariableVerdict *VV : Fields) {
      if (!Failed) {
        // Right as declared: a cheaper clause only if it does for all.
        if (VV->Declared.From == DeclaredAttribute::Origin::Explicit)
          VV->Cheaper = Common;
        continue;
      }
      VV->State = Failed->State;
      VV->Required = VariablePlan(Common ? *Common : Attribute::None);
    }
    if (Failed && !Common)
      State.AllFixable = false;
  }
}

LoopVerdict LoopChecker::check() {
  LoopVerdict Result;
  if (!Loop.Unknown.empty()) {
    Result.Reason = Loop.Unknown;
    return Result;
  }
  buildLoopMaps();
  UnknownReason Inexact = inexactReason();
  if (!Inexact.empty()) {
    Result.Reason = Inexact;
    return Result;
  }
  buildIterationRelations();
  if (Loop.Lockstep)
    buildLockstepRelations();
  // A thread's own copy with a value of its own when L starts: right only
  // if L never reads that value.
  for (const auto &[Id, Why] : Loop.ThreadVarying)
    if (const Variable *V = Maps.Model->findVariable(Id);
        !V || !uncoveredReads(*V).is_empty()) {
      Result.Reason = {UnknownKind::Construct, Why};
      return Result;
    }

  PlanningState State;
  for (const DeclaredAttribute &Declared : Loop.Attributes)
    planVariable(Declared, State, Result);
  // An access exact in L (certainPairs' test): one that runs whenever L
  // does, at the cells its relation names.
  checkExtents(
      Loop.Statements,
      [&](const Access &X) {
        return X.IsMust || (X.ExactCells && X.Conditions == Loop.Conditions);
      },
      State);
  planStructs(State, Result);
  conclude(State, Loop.Unused, Result);
  return unlessValuesBetween(State, std::move(Result),
                             Loop.ValuesBetweenIterations);
}

} // namespace ompfix
