//===- DefinedValueBounds.cpp - What a defined value's operands imply -----===//

#include "maps/DefinedValueBounds.h"
#include "maps/IslUtil.h"

#include <isl/set.h>

#include <algorithm>
#include <set>

namespace ompfix {

namespace {

using Op = DefinedValue::Op;

/// \p V as isl affine text over the parameters, where it is affine:
/// `(n) - (1)`, `2 * (m)`; nullopt otherwise.
std::optional<std::string> affineText(const DefinedValue &V) {
  if (V.Unsigned)
    return std::nullopt;
  auto Operand = [&](size_t K) -> std::optional<std::string> {
    if (K >= V.Operands.size())
      return std::nullopt;
    std::optional<std::string> Text = affineText(V.Operands[K]);
    return Text ? std::optional<std::string>("(" + *Text + ")") : Text;
  };
  switch (V.Kind) {
  case Op::Constant:
    return std::to_string(V.Constant);
  case Op::Parameter:
    return V.Text;
  case Op::Affine:
    return "(" + V.Text + ")";
  case Op::Neg:
    if (auto A = Operand(0))
      return "-" + *A;
    return std::nullopt;
  case Op::Add:
  case Op::Sub:
    if (auto A = Operand(0))
      if (auto B = Operand(1))
        return *A + (V.Kind == Op::Add ? " + " : " - ") + *B;
    return std::nullopt;
  case Op::Mul:
    // A multiple: one side a constant.
    if (V.Operands.size() == 2)
      for (size_t K : {0, 1})
        if (V.Operands[K].Kind == Op::Constant)
          if (auto Other = Operand(1 - K))
            return std::to_string(V.Operands[K].Constant) + " * " + *Other;
    return std::nullopt;
  default:
    return std::nullopt;
  }
}

/// The affine value of \p Text over \p Parameters, on the space of no
/// dimensions: `[n, m] -> { [(n) - (1)] }`.
isl::pw_aff readAffine(isl::ctx Ctx, const std::string &Text,
                       const std::vector<std::string> &Parameters) {
  std::string Params;
  for (const std::string &P : Parameters)
    Params += (Params.empty() ? "" : ", ") + P;
  return isl::pw_aff(Ctx, "[" + Params + "] -> { [(" + Text + ")] }");
}

/// The bounds of p = a OP b by the signs of a and b, as one set per case
/// (their union is the bound).
class SignCases {
public:
  SignCases(isl::pw_aff A, isl::pw_aff B, isl::pw_aff P)
      : A(A), B(B), P(P), Zero(A.sub(A)) {}

  /// nullopt for an operator without bounds.
  std::optional<isl::set> bounds(Op Kind) const {
    switch (Kind) {
    case Op::Mul:
      return zeroWhere(A.eq_set(Zero))
          .unite(zeroWhere(B.eq_set(Zero)))
          .unite(positive(A)
                     .intersect(positive(B))
                     .intersect(P.ge_set(A))
                     .intersect(P.ge_set(B)))
          .unite(negative(A)
                     .intersect(negative(B))
                     .intersect(P.ge_set(A.neg()))
                     .intersect(P.ge_set(B.neg())))
          .unite(positive(A)
                     .intersect(negative(B))
                     .intersect(P.le_set(A.neg()))
                     .intersect(P.le_set(B)))
          .unite(negative(A)
                     .intersect(positive(B))
                     .intersect(P.le_set(A))
                     .intersect(P.le_set(B.neg())));
    case Op::Div:
      // Toward zero, no further from it than the dividend.
      return B.eq_set(Zero)
          .unite(
              nonNegative(A).intersect(positive(B)).intersect(between(Zero, A)))
          .unite(nonNegative(A)
                     .intersect(negative(B))
                     .intersect(between(A.neg(), Zero)))
          .unite(
              nonPositive(A).intersect(positive(B)).intersect(between(A, Zero)))
          .unite(nonPositive(A)
                     .intersect(negative(B))
                     .intersect(between(Zero, A.neg())));
    case Op::Rem:
      // The dividend's sign, less than the divisor and no more than the
      // dividend in magnitude.
      return B.eq_set(Zero)
          .unite(nonNegative(A)
                     .intersect(positive(B))
                     .intersect(between(Zero, A))
                     .intersect(P.le_set(B.add_constant(-1))))
          .unite(nonNegative(A)
                     .intersect(negative(B))
                     .intersect(between(Zero, A))
                     .intersect(P.le_set(B.neg().add_constant(-1))))
          .unite(nonPositive(A)
                     .intersect(positive(B))
                     .intersect(between(A, Zero))
                     .intersect(P.ge_set(B.neg().add_constant(1))))
          .unite(nonPositive(A)
                     .intersect(negative(B))
                     .intersect(between(A, Zero))
                     .intersect(P.ge_set(B.add_constant(1))));
    case Op::Shl:
      // a * 2^b: away from zero, the sign kept.
      return negative(B)
          .unite(
              nonNegative(B).intersect(nonNegative(A)).intersect(P.ge_set(A)))
          .unite(nonNegative(B).intersect(negative(A)).intersect(P.le_set(A)));
    case Op::Shr:
      // Toward zero (toward -1 for a negative a).
      return negative(B)
          .unite(nonNegative(B)
                     .intersect(nonNegative(A))
                     .intersect(between(Zero, A)))
          .unite(nonNegative(B)
                     .intersect(negative(A))
                     .intersect(between(A, Zero.add_constant(-1))));
    case Op::And:
      // Bits of a non-negative operand only; both negative: negative, no
      // more than either.
      return nonNegative(A)
          .intersect(between(Zero, A))
          .intersect(negative(B).unite(P.le_set(B)))
          .unite(
              negative(A).intersect(nonNegative(B)).intersect(between(Zero, B)))
          .unite(negative(A)
                     .intersect(negative(B))
                     .intersect(P.le_set(A))
                     .intersect(P.le_set(B)));
    default:
      return std::nullopt;
    }
  }

private:
  isl::set zeroWhere(isl::set S) const { return S.intersect(P.eq_set(Zero)); }
  isl::set positive(const isl::pw_aff &X) const {
    return X.ge_set(Zero.add_constant(1));
  }
  isl::set negative(const isl::pw_aff &X) const {
    return X.le_set(Zero.add_constant(-1));
  }
  isl::set nonNegative(const isl::pw_aff &X) const { return X.ge_set(Zero); }
  isl::set nonPositive(const isl::pw_aff &X) const { return X.le_set(Zero); }
  /// Lo <= p <= Hi.
  isl::set between(const isl::pw_aff &Lo, const isl::pw_aff &Hi) const {
    return P.ge_set(Lo).intersect(P.le_set(Hi));
  }

  isl::pw_aff A, B, P, Zero;
};

} // namespace

std::optional<isl::set>
definedValueBounds(isl::ctx Ctx, const DefinedParameter &D,
                   const std::vector<std::string> &Parameters) {
  const DefinedValue &V = D.Value;
  if (V.Unsigned || V.Operands.size() != 2)
    return std::nullopt;
  std::optional<std::string> A = affineText(V.Operands[0]);
  std::optional<std::string> B = affineText(V.Operands[1]);
  if (!A || !B)
    return std::nullopt;
  // (An operand's text isl cannot read over the model's parameters bounds
  // nothing: the value stays free.)
  std::optional<isl::set> Bounds;
  try {
    Bounds = SignCases(readAffine(Ctx, *A, Parameters),
                       readAffine(Ctx, *B, Parameters),
                       readAffine(Ctx, D.Name, Parameters))
                 .bounds(V.Kind);
  } catch (const isl::exception_invalid &) {
    return std::nullopt;
  }
  if (!Bounds)
    return std::nullopt;
  return isl::manage(
      isl_set_drop_unused_params(Bounds->params().coalesce().release()));
}

DefinedBoundsTable definedBoundsTable(isl::ctx Ctx,
                                      const FunctionModel &Model) {
  DefinedBoundsTable Table;
  for (const DefinedParameter &D : Model.Definitions)
    if (std::optional<isl::set> Bounds =
            definedValueBounds(Ctx, D, Model.Parameters))
      Table.emplace_back(D.Name, *Bounds);
  return Table;
}

/// \p S without its disjuncts that hold no point.
static isl::set withoutEmptyParts(const isl::set &S) {
  isl::set Kept = isl::set::empty(S.get_space());
  isl_basic_set_list *Parts = isl_set_get_basic_set_list(S.get());
  for (int K = 0, N = isl_basic_set_list_n_basic_set(Parts); K < N; ++K) {
    isl::basic_set Part =
        isl::manage(isl_basic_set_list_get_basic_set(Parts, K));
    if (!Part.is_empty())
      Kept = Kept.unite(isl::set(Part));
  }
  isl_basic_set_list_free(Parts);
  return Kept;
}

isl::set withinDefinedValueBounds(isl::set Domain,
                                  const DefinedBoundsTable &Bounds,
                                  const std::vector<std::string> &Involved) {
  // At most one disjunct more: a sign the instances leave open (`i <
  // n * m` alone: both positive or both negative) may split them once.
  // (Instances that the context already splits by cases, a value chosen
  // under a condition, would split again per case: costly, and rarely
  // what decides a conflict.)
  const isl_size Budget = isl_set_n_basic_set(Domain.get()) + 1;
  // The definitions named, and those their bounds name in turn (the
  // product of a product), each taken where it stays within the budget.
  std::vector<std::string> Work(Involved);
  std::set<std::string> Seen;
  while (!Work.empty()) {
    std::string Name = Work.back();
    Work.pop_back();
    auto Mine = std::find_if(Bounds.begin(), Bounds.end(),
                             [&](const auto &B) { return B.first == Name; });
    if (Mine == Bounds.end() || !Seen.insert(Name).second)
      continue;
    isl::set Bounded = withoutEmptyParts(Domain.intersect_params(Mine->second));
    if (isl_set_n_basic_set(Bounded.get()) > Budget)
      continue;
    Domain = Bounded;
    for (const std::string &Operand : islutil::paramNames(Mine->second))
      Work.push_back(Operand);
  }
  return Domain;
}

isl::set withinDefinedValueBounds(isl::set Instances,
                                  const DefinedBoundsTable &Bounds) {
  std::vector<std::string> Involved;
  for (const auto &[Name, Bound] : Bounds)
    if (islutil::involvesParameter(Instances, Name))
      Involved.push_back(Name);
  if (Involved.empty())
    return Instances;
  return withinDefinedValueBounds(Instances, Bounds, Involved);
}

} // namespace ompfix
