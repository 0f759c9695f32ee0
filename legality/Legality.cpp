//===- Legality.cpp - Entry point of the isl half of ompfix ---------------===//
//
// One isl context per call, with a max-operations quota that is reset for
// each loop: past it, the loop is `unknown` ("analysis too costly"). No isl
// exception leaves this file.
//
//===----------------------------------------------------------------------===//

#include "FunctionMaps.h"
#include "IslUtil.h"
#include "LoopChecker.h"
#include "ompfix/Verdict.h"

#include <isl/ctx.h>
#include <isl/options.h>
#include <isl/set.h>

#include <algorithm>
#include <memory>
#include <stdexcept>

namespace ompfix {

namespace {

const char *const TooCostly = "analysis too costly";

struct ContextDeleter {
  void operator()(isl_ctx *Ctx) const { isl_ctx_free(Ctx); }
};

LoopVerdict unknown(const std::string &Reason) {
  LoopVerdict V;
  V.Result = Verdict::Unknown;
  V.Reason = Reason;
  return V;
}

/// Runs \p Work, turning every error into an unknown verdict.
template <typename Fn> LoopVerdict guarded(isl_ctx *Ctx, Fn Work) {
  try {
    return Work();
  } catch (const isl::exception_quota &) {
    return unknown(TooCostly);
  } catch (const isl::exception &E) {
    if (isl_ctx_last_error(Ctx) == isl_error_quota || islutil::quotaExhausted(Ctx))
      return unknown(TooCostly);
    return unknown(std::string("internal error in the analysis: ") + E.what());
  } catch (const std::invalid_argument &E) {
    // A parse that runs out of operations reads as a malformed string.
    if (islutil::quotaExhausted(Ctx))
      return unknown(TooCostly);
    return unknown(std::string("malformed model: ") + E.what());
  } catch (const std::exception &E) {
    return unknown(std::string("internal error in the analysis: ") + E.what());
  }
}

} // namespace

std::vector<LoopVerdict> checkFunction(const FunctionModel &Model,
                                       const Budget &Limits) {
  std::unique_ptr<isl_ctx, ContextDeleter> Owner(isl_ctx_alloc());
  isl_ctx *Ctx = Owner.get();
  isl_options_set_on_error(Ctx, ISL_ON_ERROR_CONTINUE);
  isl_ctx_set_max_operations(Ctx, Limits.MaxOperations);

  std::vector<LoopVerdict> Verdicts;
  // Every isl object lives in this scope and dies before the context.
  {
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
      FunctionFailure.Reason = "analysis too costly (the model of function '" +
                               Model.Name + "')";
    isl_ctx_set_max_operations(Ctx, Limits.MaxOperations);
    for (const LoopDirective &Loop : Model.Loops) {
      if (!Maps) {
        Verdicts.push_back(
            Loop.UnknownReason.empty() ? FunctionFailure : unknown(Loop.UnknownReason));
        continue;
      }
      isl_ctx_reset_operations(Ctx);
      isl_ctx_reset_error(Ctx);
      Verdicts.push_back(
          guarded(Ctx, [&] { return LoopChecker(*Maps, Loop, Limits).check(); }));
    }
  }
  return Verdicts;
}

} // namespace ompfix
