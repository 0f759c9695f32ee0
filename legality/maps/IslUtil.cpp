//===- IslUtil.cpp - isl operations the C++ bindings do not wrap ---------===//

#include "maps/IslUtil.h"

#include <isl/aff.h>
#include <isl/ast.h>
#include <isl/id.h>
#include <isl/map.h>
#include <isl/point.h>
#include <isl/set.h>
#include <isl/space.h>
#include <isl/union_map.h>
#include <isl/val.h>

namespace ompfix {
namespace islutil {

namespace {
/// Takes the result of a raw isl C call: a NULL result becomes the
/// exception of the context's last error.
template <typename Ptr> Ptr *checked(isl::ctx Ctx, Ptr *Result) {
  if (!Result)
    isl::exception::throw_last_error(Ctx);
  return Result;
}
} // namespace

isl::map padSchedule(isl::map Schedule, unsigned Length, int Lead) {
  isl::ctx Ctx = Schedule.ctx();
  unsigned Dims = outDims(Schedule);
  isl_map *M = Schedule.release();
  M = checked(Ctx, isl_map_insert_dims(M, isl_dim_out, 0, 2));
  M = checked(Ctx, isl_map_fix_si(M, isl_dim_out, 0, Lead));
  M = checked(Ctx, isl_map_fix_si(M, isl_dim_out, 1, 0));
  unsigned Extra = Length - 2 - Dims;
  M = checked(Ctx, isl_map_add_dims(M, isl_dim_out, Extra));
  for (unsigned Pos = 2 + Dims; Pos < Length; ++Pos)
    M = checked(Ctx, isl_map_fix_si(M, isl_dim_out, Pos, 0));
  return isl::manage(M);
}

isl::union_map lexAfter(const isl::union_map &Later,
                        const isl::union_map &Earlier) {
  return isl::manage(checked(
      Later.ctx(),
      isl_union_map_lex_gt_union_map(Later.copy(), Earlier.copy())));
}

isl::union_map transitiveClosure(const isl::union_map &Steps) {
  isl_bool Exact;
  return isl::manage(
      checked(Steps.ctx(), isl_union_map_transitive_closure(Steps.copy(), &Exact)));
}

bool quotaExhausted(isl_ctx *Ctx) {
  isl_ctx_reset_error(Ctx);
  isl_set *Probe = isl_set_read_from_str(Ctx, "{ [x] : 0 <= x <= 1 }");
  isl_bool Empty = Probe ? isl_set_is_empty(Probe) : isl_bool_error;
  isl_set_free(Probe);
  bool Spent =
      Empty == isl_bool_error && isl_ctx_last_error(Ctx) == isl_error_quota;
  isl_ctx_reset_error(Ctx);
  return Spent;
}

isl::set coalescedIfEqual(const isl::set &S) {
  if (isl_set_n_basic_set(S.get()) <= 1)
    return S;
  isl::set Merged = S.coalesce();
  return Merged.is_equal(S) ? Merged : S;
}

void addTo(isl::union_map &U, isl::map M) {
  isl_ctx *Ctx = U.ctx().get();
  // isl aligns the parameters of U and M before adding: when M lacks some
  // of U's, every map of U is rebuilt. M takes U's order first instead.
  M = isl::manage(isl_map_align_params(M.release(), U.space().release()));
  isl_union_map *Sum = isl_union_map_add_map(U.release(), M.release());
  if (!Sum)
    isl::exception::throw_last_error(Ctx);
  U = isl::manage(Sum);
}

void addTo(isl::union_set &U, isl::set S) {
  isl_ctx *Ctx = U.ctx().get();
  S = isl::manage(isl_set_align_params(S.release(), U.space().release()));
  isl_union_set *Sum = isl_union_set_add_set(U.release(), S.release());
  if (!Sum)
    isl::exception::throw_last_error(Ctx);
  U = isl::manage(Sum);
}

unsigned inDims(const isl::map &M) {
  isl_size N = isl_map_dim(M.get(), isl_dim_in);
  if (N < 0)
    isl::exception::throw_last_error(M.ctx());
  return N;
}

unsigned outDims(const isl::map &M) {
  isl_size N = isl_map_dim(M.get(), isl_dim_out);
  if (N < 0)
    isl::exception::throw_last_error(M.ctx());
  return N;
}

unsigned setDims(const isl::set &S) {
  isl_size N = isl_set_dim(S.get(), isl_dim_set);
  if (N < 0)
    isl::exception::throw_last_error(S.ctx());
  return N;
}

bool involvesParameter(const isl::map &M, const std::string &Name) {
  int Pos = isl_map_find_dim_by_name(M.get(), isl_dim_param, Name.c_str());
  return Pos >= 0 &&
         isl_map_involves_dims(M.get(), isl_dim_param, Pos, 1) == isl_bool_true;
}

bool involvesParameter(const isl::set &S, const std::string &Name) {
  int Pos = isl_set_find_dim_by_name(S.get(), isl_dim_param, Name.c_str());
  return Pos >= 0 &&
         isl_set_involves_dims(S.get(), isl_dim_param, Pos, 1) == isl_bool_true;
}

std::vector<std::string> paramNames(const isl::set &S) {
  isl_size N = isl_set_dim(S.get(), isl_dim_param);
  if (N < 0)
    isl::exception::throw_last_error(S.ctx());
  std::vector<std::string> Names;
  for (isl_size I = 0; I < N; ++I) {
    const char *Name = isl_set_get_dim_name(S.get(), isl_dim_param, I);
    Names.push_back(Name ? Name : "p" + std::to_string(I));
  }
  return Names;
}

isl::set paramsToDims(isl::set S) {
  isl::ctx Ctx = S.ctx();
  isl_size N = isl_set_dim(S.get(), isl_dim_param);
  if (N < 0)
    isl::exception::throw_last_error(Ctx);
  return isl::manage(checked(Ctx, isl_set_move_dims(S.release(), isl_dim_set,
                                                    0, isl_dim_param, 0, N)));
}

std::vector<long> coordinates(const isl::point &P) {
  isl::ctx Ctx = P.ctx();
  isl_space *Space = checked(Ctx, isl_point_get_space(P.get()));
  isl_size N = isl_space_dim(Space, isl_dim_set);
  isl_space_free(Space);
  if (N < 0)
    isl::exception::throw_last_error(Ctx);
  std::vector<long> Values;
  for (isl_size I = 0; I < N; ++I) {
    isl_val *V =
        checked(Ctx, isl_point_get_coordinate_val(P.get(), isl_dim_set, I));
    Values.push_back(isl_val_get_num_si(V));
    isl_val_free(V);
  }
  return Values;
}

isl::set lowerBoundAll(isl::set S, long Bound) {
  isl_ctx *Ctx = S.ctx().get();
  unsigned Dims = setDims(S);
  isl_set *Raw = S.release();
  for (unsigned D = 0; D < Dims && Raw; ++D)
    Raw = isl_set_lower_bound_si(Raw, isl_dim_set, D, Bound);
  if (!Raw)
    isl::exception::throw_last_error(Ctx);
  return isl::manage(Raw);
}

bool boundedDimension(const isl::set &S, unsigned Pos) {
  // Project everything but dimension Pos away (parameters stay): the
  // projection is bounded exactly when some value of the parameters bounds
  // the dimension in every piece.
  unsigned Dims = setDims(S);
  isl_set *Raw = isl_set_project_out(S.copy(), isl_dim_set, Pos + 1,
                                     Dims - Pos - 1);
  Raw = isl_set_project_out(Raw, isl_dim_set, 0, Pos);
  if (!Raw)
    isl::exception::throw_last_error(S.ctx().get());
  isl::set Line = isl::manage(Raw);
  isl_bool Lower = isl_set_dim_has_lower_bound(Line.get(), isl_dim_set, 0);
  isl_bool Upper = isl_set_dim_has_upper_bound(Line.get(), isl_dim_set, 0);
  if (Lower < 0 || Upper < 0)
    isl::exception::throw_last_error(S.ctx().get());
  return Lower == isl_bool_true && Upper == isl_bool_true;
}

isl::pw_aff dimMin(const isl::set &S, unsigned Pos) {
  return isl::manage(checked(S.ctx(), isl_set_dim_min(S.copy(), Pos)));
}

isl::pw_aff dimMax(const isl::set &S, unsigned Pos) {
  return isl::manage(checked(S.ctx(), isl_set_dim_max(S.copy(), Pos)));
}

/// Adds to \p Ids the ids that expression \p E names (its parameters).
static void namedIds(isl_ast_expr *E, std::vector<isl_id *> &Ids) {
  if (isl_ast_expr_get_type(E) == isl_ast_expr_id) {
    Ids.push_back(isl_ast_expr_id_get_id(E));
    return;
  }
  if (isl_ast_expr_get_type(E) != isl_ast_expr_op)
    return;
  for (isl_size K = 0, N = isl_ast_expr_op_get_n_arg(E); K < N; ++K) {
    isl_ast_expr *Arg = isl_ast_expr_op_get_arg(E, K);
    namedIds(Arg, Ids);
    isl_ast_expr_free(Arg);
  }
}

std::optional<std::string>
cExpression(const isl::ast_build &Build, const isl::pw_aff &Value,
            const std::map<std::string, std::string> &Spellings) {
  isl::ast_expr Expr = Build.expr_from(Value);
  std::vector<isl_id *> Ids;
  namedIds(Expr.get(), Ids);
  // { isl name -> the C text's id } for the parameters it names.
  isl_id_to_ast_expr *Written =
      isl_id_to_ast_expr_alloc(Value.ctx().get(), Ids.size());
  bool Spelled = true;
  for (isl_id *Id : Ids) {
    auto It = Spellings.find(isl_id_get_name(Id));
    if (It == Spellings.end()) {
      Spelled = false;
      isl_id_free(Id);
      continue;
    }
    isl_ast_expr *Text = isl_ast_expr_from_id(
        isl_id_alloc(Value.ctx().get(), It->second.c_str(), nullptr));
    Written = isl_id_to_ast_expr_set(Written, Id, Text);
  }
  if (!Spelled) {
    isl_id_to_ast_expr_free(Written);
    return std::nullopt;
  }
  return isl::manage(checked(Value.ctx(), isl_ast_expr_substitute_ids(
                                              Expr.release(), Written)))
      .to_C_str();
}

std::vector<isl::map> maps(const isl::union_map &U) {
  isl::map_list List = U.get_map_list();
  std::vector<isl::map> Result;
  for (int I = 0, N = List.size(); I < N; ++I)
    Result.push_back(List.at(I));
  return Result;
}

isl::union_map filterMaps(const isl::union_map &U,
                          const std::function<bool(const isl::map &)> &Keep) {
  isl::union_map Result = isl::union_map::empty(U.ctx());
  for (const isl::map &M : maps(U))
    if (Keep(M))
      addTo(Result, M);
  return Result;
}

/// The tag of \p Space, a set space, tagged or not. Takes \p Space.
static Tag tagOfSetSpace(isl_space *Space) {
  Tag Result;
  if (!Space)
    return Result;
  auto Name = [](isl_space *S, isl_dim_type Type) {
    const char *N = isl_space_get_tuple_name(S, Type);
    return std::string(N ? N : "");
  };
  if (isl_space_is_wrapping(Space) == isl_bool_true) {
    isl_space *Pair = isl_space_unwrap(Space);
    Result.Statement = Name(Pair, isl_dim_in);
    Result.Ref = Name(Pair, isl_dim_out);
    isl_space_free(Pair);
  } else {
    Result.Statement = Name(Space, isl_dim_set);
    isl_space_free(Space);
  }
  return Result;
}

isl::map throughTag(isl::map M, isl::space TagSpace) {
  isl::ctx Ctx = M.ctx();
  // { [S[i] -> R[]] -> S[i] }
  isl_multi_aff *TagToInstance = isl_multi_aff_domain_map(TagSpace.release());
  return isl::manage(checked(
      Ctx, isl_map_preimage_domain_multi_aff(M.release(), TagToInstance)));
}

Tag domainTag(const isl::map &M) {
  return tagOfSetSpace(isl_space_domain(isl_map_get_space(M.get())));
}

Tag setTag(const isl::set &S) {
  return tagOfSetSpace(isl_set_get_space(S.get()));
}

Tag rangeTag(const isl::map &M) {
  return tagOfSetSpace(isl_space_range(isl_map_get_space(M.get())));
}

std::vector<isl::set> sets(const isl::union_set &U) {
  isl::set_list List = U.get_set_list();
  std::vector<isl::set> Result;
  for (int I = 0, N = List.size(); I < N; ++I)
    Result.push_back(List.at(I));
  return Result;
}

isl::set setTupleName(isl::set S, const std::string &Name) {
  isl::ctx Ctx = S.ctx();
  return isl::manage(
      checked(Ctx, isl_set_set_tuple_name(S.release(), Name.c_str())));
}

std::string domainTupleName(const isl::map &M) {
  const char *Name = isl_map_get_tuple_name(M.get(), isl_dim_in);
  return Name ? Name : "";
}

std::string rangeTupleName(const isl::map &M) {
  const char *Name = isl_map_get_tuple_name(M.get(), isl_dim_out);
  return Name ? Name : "";
}

std::optional<long> fixedOutput(const isl::map &M, unsigned Pos) {
  isl_val *V =
      checked(M.ctx(), isl_map_plain_get_val_if_fixed(M.get(), isl_dim_out, Pos));
  std::optional<long> Result;
  if (isl_val_is_int(V) == isl_bool_true)
    Result = isl_val_get_num_si(V);
  isl_val_free(V);
  return Result;
}

} // namespace islutil
} // namespace ompfix
