//===- Legality.cpp - Entry point of the isl half of ompfix ---------------===//
//
// One isl context per call, with a max-operations quota that is reset for
// each loop: past it, the loop is `unknown` ("analysis too costly"). No isl
// exception leaves this file.
//
//===----------------------------------------------------------------------===//

#include "device/DeviceData.h"
#include "maps/FunctionMaps.h"
#include "maps/IslUtil.h"
#include "loop/LoopChecker.h"
#include "region/RegionChecker.h"
#include "check/LoopSupport.h"
#include "ompfix/Verdict.h"

#include <isl/ctx.h>
#include <isl/options.h>
#include <isl/set.h>

#include <algorithm>
#include <memory>
#include <set>
#include <stdexcept>

namespace ompfix {

namespace {

const UnknownReason TooCostly(UnknownKind::Cost, UnknownDetail::TooCostly);

struct ContextDeleter {
  void operator()(isl_ctx *Ctx) const { isl_ctx_free(Ctx); }
};

LoopVerdict unknown(const UnknownReason &Reason) {
  LoopVerdict V;
  V.Result = Verdict::Unknown;
  V.Reason = Reason;
  return V;
}

/// Runs \p Work, turning every error into an unknown verdict. What an
/// exception says (isl's message, or legality's own on a malformed model or
/// a broken invariant) is an internal diagnostic, as LLVM's assertion
/// messages are: it is kept as the reason's subject, and findings/ words
/// the reason around it.
template <typename Fn> LoopVerdict guarded(isl_ctx *Ctx, Fn Work) {
  try {
    return Work();
  } catch (const isl::exception_quota &) {
    return unknown(TooCostly);
  } catch (const isl::exception &E) {
    if (isl_ctx_last_error(Ctx) == isl_error_quota || islutil::quotaExhausted(Ctx))
      return unknown(TooCostly);
    return unknown(
        {UnknownKind::Internal, UnknownDetail::InternalError, E.what()});
  } catch (const std::invalid_argument &E) {
    // A parse that runs out of operations reads as a malformed string.
    if (islutil::quotaExhausted(Ctx))
      return unknown(TooCostly);
    return unknown(
        {UnknownKind::Internal, UnknownDetail::MalformedModel, E.what()});
  } catch (const std::exception &E) {
    return unknown(
        {UnknownKind::Internal, UnknownDetail::InternalError, E.what()});
  }
}


/// Builds the function's maps under their own quota and runs \p Work on
/// them (or, where they cannot be built, with none and the reason). Every
/// isl object dies before the context.
template <typename Fn>
void withFunctionMaps(const FunctionModel &Model, const Budget &Limits,
                      Fn Work) {
  std::unique_ptr<isl_ctx, ContextDeleter> Owner(isl_ctx_alloc());
  isl_ctx *Ctx = Owner.get();
  isl_options_set_on_error(Ctx, ISL_ON_ERROR_CONTINUE);
  // Where every loop and region is outside the model for a reason of its
  // own (a call that may touch any memory, ...), nothing would read the
  // relations: they are not built (issue 15: a `main` of set-up code and
  // unknown loops took most of its time building them).
  auto Unknown = [](const auto &Directive) {
    return !Directive.Unknown.empty();
  };
  if (std::all_of(Model.Loops.begin(), Model.Loops.end(), Unknown) &&
      std::all_of(Model.Regions.begin(), Model.Regions.end(), Unknown)) {
    Work(Ctx, nullptr, LoopVerdict());
    return;
  }
  std::optional<FunctionMaps> Maps;
  unsigned long ModelQuota =
      Limits.MaxOperations == 0
          ? 0
          : std::max<unsigned long>(Limits.MaxOperations,
                                    Limits.ModelOperationsPerStatement *
                                        Model.Statements.size());
  isl_ctx_set_max_operations(Ctx, ModelQuota);
  LoopVerdict FunctionFailure = guarded(Ctx, [&] {
    Maps = buildFunctionMaps(isl::ctx(Ctx), Model);
    return LoopVerdict();
  });
  if (FunctionFailure.Reason == TooCostly)
    FunctionFailure.Reason = {UnknownKind::Cost, UnknownDetail::ModelTooCostly,
                              Model.Name};
  isl_ctx_set_max_operations(Ctx, Limits.MaxOperations);
  Work(Ctx, Maps ? &*Maps : nullptr, FunctionFailure);
}

} // namespace

namespace {

/// The region whose team runs loop \p Index as a worksharing loop, if any.
const ParallelRegion *regionRunning(const FunctionModel &Model, size_t Index) {
  for (const ParallelRegion &R : Model.Regions)
    for (const ParallelRegion::Part &P : R.Parts)
      if (P.Kind == ParallelRegion::Part::LoopIterations && P.Loop == Index)
        return &R;
  return nullptr;
}

/// Whether loop \p Index runs inside a parallel region of the function
/// (as a worksharing loop, or run by every thread: a simd loop, a taskloop
/// every thread meets), not orphaned.
bool insideRegion(const FunctionModel &Model, size_t Index) {
  const std::vector<std::string> &Statements = Model.Loops[Index].Statements;
  if (regionRunning(Model, Index))
    return true;
  if (Statements.empty())
    return false;
  for (const ParallelRegion &R : Model.Regions)
    for (const ParallelRegion::Part &P : R.Parts)
      if (std::find(P.Statements.begin(), P.Statements.end(),
                    Statements.front()) != P.Statements.end())
        return true;
  return false;
}

/// A loop's per-thread partial results are right only when its region
/// combines them: otherwise the loop is unknown.
void confirmPartialResults(const FunctionModel &Model, size_t Index,
                           LoopVerdict &V) {
  if (V.Result == Verdict::Unknown)
    return;
  const ParallelRegion *Region = regionRunning(Model, Index);
  for (const std::string &Id : V.PartialResults) {
    const Variable *Var = Model.findVariable(Id);
    if (Region && Var && isPartialResult(Model, *Region, *Var))
      continue;
    bool ThreadPrivate = Var && Var->ThreadPrivate;
    UnknownDetail Uncombined =
        Region
            ? (ThreadPrivate ? UnknownDetail::ThreadPrivatePartialResultInRegion
                             : UnknownDetail::PartialResultInRegion)
        : ThreadPrivate ? UnknownDetail::ThreadPrivatePartialResult
                        : UnknownDetail::OrphanedPartialResult;
    V = unknown({UnknownKind::Construct, Uncombined, Var ? Var->Name : Id});
    return;
  }
}

/// An orphaned worksharing loop (in no region of its function) binds to a
/// caller's team: the function's own variables have a copy per thread
/// there (Origin::Enclosing). When such a copy fails a condition (its value
/// is needed after the loop, it carries a value between iterations), what
/// that means depends on what the caller does with each thread's copy,
/// which is not seen: unknown, not a finding. So is a conflict on memory
/// that a call of the file gives each thread for itself
/// (Variable::GivenPerThread).
void confirmCallerCopies(const FunctionModel &Model, size_t Index,
                         LoopVerdict &V) {
  if (V.Result == Verdict::Unknown || V.Result == Verdict::Verified ||
      insideRegion(Model, Index))
    return;
  for (const VariableVerdict &Var : V.Variables) {
    if (Var.State == Status::Ok)
      continue;
    const Variable *Decl = Model.findVariable(Var.Variable);
    // What the threads of a caller of the file were each given for
    // themselves: not the team's memory there.
    if (Decl && Decl->GivenPerThread) {
      V = unknown({UnknownKind::Construct, UnknownDetail::PerThreadArgument,
                   Decl->Name});
      return;
    }
    if (Var.Declared.From != DeclaredAttribute::Origin::Enclosing)
      continue;
    // A threadprivate variable's copies are the threads' own, whatever
    // the caller does: what code after the loop sees is the primary's.
    if (Decl && Decl->ThreadPrivate)
      continue;
    // A distribute loop's enclosing copies are the league's: a reduction
    // of its `teams` construct.
    if (Model.Loops[Index].Directive.rfind("distribute", 0) == 0) {
      V = unknown({UnknownKind::Construct, UnknownDetail::PerTeamCopy,
                   Decl ? Decl->Name : Var.Variable});
      return;
    }
    V = unknown({UnknownKind::Construct, UnknownDetail::CallerCopy,
                 Decl ? Decl->Name : Var.Variable});
    return;
  }
}

/// A loop whose iterations loop transformations regroup or reorder
/// (LoopDirective::Regrouped) was checked as if each iteration of the
/// loops they take were one of its own: a verdict that is not `verified`
/// may name two iterations of one group, which one thread runs in order,
/// or depend on the order. Not modelled: unknown.
void confirmRegrouped(const LoopDirective &Loop, LoopVerdict &V) {
  if (Loop.Regrouped.empty() || V.Result == Verdict::Unknown ||
      V.Result == Verdict::Verified)
    return;
  V = unknown(
      {UnknownKind::Construct, UnknownDetail::Regrouped, Loop.Regrouped});
}

/// Lists what verdict \p V of the code of \p Statements assumes about
/// memory and about the device copies it uses, when it would not hold
/// otherwise (verified, fixable). \p Users names the directives each copy
/// serves (DeviceMapping::Loops or ::Regions), \p Index this one's.
void noteAssumptions(const FunctionModel &Model,
                     const std::vector<std::string> &Statements,
                     const std::vector<DeclaredAttribute> &Attributes,
                     std::vector<size_t> DeviceMapping::*Users, size_t Index,
                     DirectiveVerdict &V) {
  if (V.Result != Verdict::Verified && V.Result != Verdict::Fixable)
    return;
  V.AssumedDisjoint = overlapAssumptions(Model, Statements, Attributes);
  for (const DeviceMapping &M : Model.DeviceData)
    if (M.CallerManaged &&
        std::count((M.*Users).begin(), (M.*Users).end(), Index) &&
        !std::count(V.AssumedCallerCopies.begin(), V.AssumedCallerCopies.end(),
                    M.Variable))
      V.AssumedCallerCopies.push_back(M.Variable);
}

/// Why loops and regions of target constructs cannot stand (their copies
/// in a device's memory are not transparent); where that cannot be
/// decided, each of them is unknown with the error.
DeviceReasons deviceReasons(const FunctionModel &Model, isl_ctx *Ctx,
                            const FunctionMaps *Maps) {
  DeviceReasons Reasons;
  if (Model.DeviceData.empty() || !Maps)
    return Reasons;
  isl_ctx_reset_operations(Ctx);
  isl_ctx_reset_error(Ctx);
  LoopVerdict Failure = guarded(Ctx, [&] {
    Reasons = checkDeviceData(*Maps);
    return LoopVerdict();
  });
  if (!Failure.Reason.empty())
    for (const DeviceMapping &M : Model.DeviceData) {
      for (size_t Loop : M.Loops)
        Reasons.Loops.emplace(Loop, Failure.Reason);
      for (size_t Region : M.Regions)
        Reasons.Regions.emplace(Region, Failure.Reason);
    }
  return Reasons;
}

/// The verdict of a loop or region with a finding of the device's data
/// (\p W: stale data, or a race with a target task): a violation that no
/// data-sharing clause of it removes.
DirectiveVerdict deviceFinding(const Witness &W) {
  DirectiveVerdict V;
  V.Result = Verdict::Violation;
  V.Witnesses.push_back(W);
  return V;
}

/// \p V, the verdict of a directive whose own map clauses make copies
/// stale (\p Fixes), checked as if the copies were transparent: with the
/// stale-data findings, and fixable with the map fixes where V holds
/// otherwise. A variable that V's plan gives a reduction clause needs no
/// map fix where `tofrom` is one: on the combined target construct that
/// clause maps it so. (A lastprivate clause does not, in clang 19: see
/// Extractor::deviceCopies.)
void addMapFixes(const std::vector<DeviceReasons::FixedCopy> &Fixes,
                 DirectiveVerdict &V) {
  if (V.Result == Verdict::Unknown)
    return;
  auto Reduced = [&](const std::string &Id) {
    for (const VariableVerdict &VV : V.Variables)
      if (VV.Variable == Id && VV.Required == Attribute::Reduction)
        return true;
    return false;
  };
  for (const DeviceReasons::FixedCopy &Copy : Fixes) {
    if (Copy.ToFromFixes && Reduced(Copy.Fix.Variable))
      continue;
    V.Witnesses.push_back(Copy.Finding);
    V.MapFixes.push_back(Copy.Fix);
    if (V.Result == Verdict::Verified)
      V.Result = Verdict::Fixable;
  }
}

/// The loops' verdicts on \p Maps (null: not built, \p Failure says why).
std::vector<LoopVerdict> checkLoops(const FunctionModel &Model,
                                    const Budget &Limits, isl_ctx *Ctx,
                                    const FunctionMaps *Maps,
                                    const LoopVerdict &Failure,
                                    const DeviceReasons &Device) {
  std::vector<LoopVerdict> Verdicts;
  for (const LoopDirective &Loop : Model.Loops) {
    if (!Maps) {
      Verdicts.push_back(Loop.Unknown.empty()
                             ? Failure
                             : unknown(Loop.Unknown));
      continue;
    }
    if (auto Opaque = Device.Loops.find(Verdicts.size());
        Loop.Unknown.empty() && Opaque != Device.Loops.end()) {
      Verdicts.push_back(unknown(Opaque->second));
      continue;
    }
    if (auto Finding = Device.FindingLoops.find(Verdicts.size());
        Loop.Unknown.empty() && Finding != Device.FindingLoops.end()) {
      Verdicts.push_back(deviceFinding(Finding->second));
      continue;
    }
    isl_ctx_reset_operations(Ctx);
    isl_ctx_reset_error(Ctx);
    Verdicts.push_back(guarded(
        Ctx, [&] { return LoopChecker(*Maps, Loop, Limits).check(); }));
    confirmPartialResults(Model, size_t(&Loop - Model.Loops.data()),
                          Verdicts.back());
    confirmCallerCopies(Model, size_t(&Loop - Model.Loops.data()),
                        Verdicts.back());
    confirmRegrouped(Loop, Verdicts.back());
    noteAssumptions(Model, Loop.Statements, Loop.Attributes,
                    &DeviceMapping::Loops, Verdicts.size() - 1,
                    Verdicts.back());
    if (auto Fixed = Device.FixedLoops.find(Verdicts.size() - 1);
        Fixed != Device.FixedLoops.end())
      addMapFixes(Fixed->second, Verdicts.back());
  }
  return Verdicts;
}

/// A variable shared in region \p R that a task or a taskloop of the
/// region shares: a clause of the region that gives each thread a copy of
/// it makes it firstprivate in the tasks (a task's default for a variable
/// private where it is made), whose writes are then lost. No such clause is
/// a fix: \p V, fixable only by one, is a violation.
void refuseCopiesForTasks(const FunctionModel &Model, const ParallelRegion &R,
                          RegionVerdict &V) {
  if (V.Result != Verdict::Fixable)
    return;
  std::set<std::string> InRegion;
  for (const ParallelRegion::Part &P : R.Parts)
    InRegion.insert(P.Statements.begin(), P.Statements.end());
  std::set<std::string> TaskVariables;
  auto Shares = [&](const std::vector<std::string> &Statements,
                    const std::vector<std::string> &Copies) {
    for (const std::string &Name : Statements)
      if (const Statement *S = Model.findStatement(Name))
        for (const Access &A : S->Accesses)
          if (std::find(Copies.begin(), Copies.end(), A.Variable) ==
              Copies.end())
            TaskVariables.insert(A.Variable);
  };
  for (const ParallelRegion::Part &P : R.Parts)
    if (P.Kind == ParallelRegion::Part::Task)
      Shares(P.Statements, P.Copies);
  for (const LoopDirective &L : Model.Loops)
    if (L.Directive.find("taskloop") != std::string::npos &&
        !L.Statements.empty() && InRegion.count(L.Statements.front())) {
      std::vector<std::string> Copies;
      for (const DeclaredAttribute &A : L.Attributes)
        if (A.Attr != Attribute::Shared)
          Copies.push_back(A.Variable);
      Shares(L.Statements, Copies);
    }
  bool Refused = false;
  for (VariableVerdict &Var : V.Variables)
    if (Var.State != Status::Ok && TaskVariables.count(Var.Variable) &&
        Var.Required.Attr != Attribute::Shared) {
      Var.Required.Attr = Attribute::None;
      Var.Required.Op.reset();
      Refused = true;
    }
  if (Refused)
    V.Result = Verdict::Violation;
}

/// A copy per thread of region \p R that its worksharing loops only
/// update by an operator, and that only code every thread runs reads
/// otherwise, holds each thread's partial result; read by its own thread
/// (`times[tid] = local;`) it is what that thread's iterations gave, not
/// another thread's value. When the only failing conditions are such
/// reads (a read whose sequential source another thread runs), the
/// region does not combine the partial results (isPartialResult says
/// when it does): unknown, as the loop is (confirmPartialResults). Read
/// by a worksharing loop's iterations, combined by hand
/// (`s = 2 * s + local`), or beside another failure, it stays a finding.
void confirmRegionPartialResults(const FunctionModel &Model,
                                 const ParallelRegion &R, RegionVerdict &V) {
  if (V.Result == Verdict::Unknown || V.Result == Verdict::Verified)
    return;
  // Updated by an operator in iterations; read in iterations otherwise;
  // an operand of an update in code every thread runs.
  std::set<std::string> Updated, ReadInIterations, Combined;
  for (const ParallelRegion::Part &P : R.Parts) {
    bool Iterations = P.Kind == ParallelRegion::Part::LoopIterations;
    for (const std::string &Name : P.Statements) {
      const Statement *S = Model.findStatement(Name);
      if (!S)
        continue;
      if (S->Reduction)
        (Iterations ? Updated : Combined)
            .insert(Iterations ? S->Reduction->Variable
                               : S->Reduction->Operand);
      if (Iterations)
        for (const Access &A : S->Accesses)
          if (!S->Reduction || A.Variable != S->Reduction->Variable)
            ReadInIterations.insert(A.Variable);
    }
  }
  const VariableVerdict *Partial = nullptr;
  for (const VariableVerdict &Var : V.Variables) {
    if (Var.State == Status::Ok)
      continue;
    if (!Updated.count(Var.Variable) || Combined.count(Var.Variable) ||
        ReadInIterations.count(Var.Variable) ||
        Var.Declared.Attr != Attribute::Private)
      return;
    Partial = &Var;
  }
  if (!Partial)
    return;
  const Variable *Decl = Model.findVariable(Partial->Variable);
  bool ThreadPrivate = Decl && Decl->ThreadPrivate;
  RegionVerdict Unknown;
  Unknown.Reason = {UnknownKind::Construct,
                    ThreadPrivate
                        ? UnknownDetail::ThreadPrivatePartialResultInRegion
                        : UnknownDetail::PartialResultInRegion,
                    Decl ? Decl->Name : Partial->Variable};
  V = Unknown;
}

/// The regions' verdicts on \p Maps, likewise.
std::vector<RegionVerdict> checkRegionsOn(const FunctionModel &Model,
                                          isl_ctx *Ctx,
                                          const FunctionMaps *Maps,
                                          const LoopVerdict &Failure,
                                          const DeviceReasons &Device) {
  std::vector<RegionVerdict> Verdicts;
  for (const ParallelRegion &R : Model.Regions) {
    RegionVerdict V;
    if (!R.Unknown.empty() || !Maps) {
      V.Reason = R.Unknown.empty() ? Failure.Reason : R.Unknown;
      Verdicts.push_back(V);
      continue;
    }
    if (auto Opaque = Device.Regions.find(Verdicts.size());
        Opaque != Device.Regions.end()) {
      V.Reason = Opaque->second;
      Verdicts.push_back(V);
      continue;
    }
    if (auto Finding = Device.FindingRegions.find(Verdicts.size());
        Finding != Device.FindingRegions.end()) {
      Verdicts.push_back(deviceFinding(Finding->second));
      continue;
    }
    isl_ctx_reset_operations(Ctx);
    isl_ctx_reset_error(Ctx);
    RegionVerdict Outcome =
        guarded(Ctx, [&] { return RegionChecker(*Maps, R).check(); });
    refuseCopiesForTasks(Model, R, Outcome);
    confirmRegionPartialResults(Model, R, Outcome);
    noteAssumptions(Model, R.statements(), R.Attributes,
                    &DeviceMapping::Regions, Verdicts.size(), Outcome);
    if (auto Fixed = Device.FixedRegions.find(Verdicts.size());
        Fixed != Device.FixedRegions.end())
      addMapFixes(Fixed->second, Outcome);
    Verdicts.push_back(Outcome);
  }
  return Verdicts;
}

} // namespace

std::vector<LoopVerdict> checkFunction(const FunctionModel &Model,
                                       const Budget &Limits) {
  std::vector<LoopVerdict> Verdicts;
  withFunctionMaps(Model, Limits, [&](isl_ctx *Ctx, const FunctionMaps *Maps,
                                      const LoopVerdict &Failure) {
    Verdicts = checkLoops(Model, Limits, Ctx, Maps, Failure,
                          deviceReasons(Model, Ctx, Maps));
  });
  return Verdicts;
}

std::vector<RegionVerdict> checkRegions(const FunctionModel &Model,
                                        const Budget &Limits) {
  std::vector<RegionVerdict> Verdicts;
  withFunctionMaps(Model, Limits, [&](isl_ctx *Ctx, const FunctionMaps *Maps,
                                      const LoopVerdict &Failure) {
    Verdicts = checkRegionsOn(Model, Ctx, Maps, Failure,
                              deviceReasons(Model, Ctx, Maps));
  });
  return Verdicts;
}

FunctionVerdicts checkLoopsAndRegions(const FunctionModel &Model,
                                      const Budget &Limits) {
  FunctionVerdicts Verdicts;
  withFunctionMaps(Model, Limits, [&](isl_ctx *Ctx, const FunctionMaps *Maps,
                                      const LoopVerdict &Failure) {
    DeviceReasons Device = deviceReasons(Model, Ctx, Maps);
    Verdicts.Loops = checkLoops(Model, Limits, Ctx, Maps, Failure, Device);
    Verdicts.Regions = checkRegionsOn(Model, Ctx, Maps, Failure, Device);
  });
  return Verdicts;
}

} // namespace ompfix
