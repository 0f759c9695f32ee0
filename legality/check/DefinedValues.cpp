//===- DefinedValues.cpp - Conflicts where defined values hold ------------===//

#include "check/DefinedValues.h"

#include "maps/IslUtil.h"

#include <isl/map.h>
#include <isl/set.h>
#include <isl/union_map.h>

#include <algorithm>
#include <cmath>
#include <cctype>
#include <climits>
#include <map>
#include <set>

namespace ompfix {

namespace {

using Op = DefinedValue::Op;

/// \p Value if C's type of \p V holds it (32 bits), else nullopt.
std::optional<long> inRange(const DefinedValue &V, long Value) {
  long Low = V.Unsigned ? 0 : INT_MIN;
  long High = V.Unsigned ? long(UINT_MAX) : INT_MAX;
  if (Value < Low || Value > High)
    return std::nullopt;
  return Value;
}

/// C's binary operator \p Kind of \p L and \p R (both in range).
std::optional<long> binary(Op Kind, long L, long R) {
  switch (Kind) {
  case Op::Add:
    return L + R;
  case Op::Sub:
    return L - R;
  case Op::Mul: {
    long Product;
    if (__builtin_mul_overflow(L, R, &Product))
      return std::nullopt;
    return Product;
  }
  case Op::Div:
    // C truncates toward zero, as C++ does.
    return R == 0 ? std::nullopt : std::optional<long>(L / R);
  case Op::Rem:
    return R == 0 ? std::nullopt : std::optional<long>(L % R);
  case Op::Shl:
    if (R < 0 || R >= 31 || L < 0)
      return std::nullopt;
    return L << R;
  case Op::Shr:
    // A negative value shifts arithmetically (implementation-defined in
    // C; every compiler OpenMP runs on rounds down).
    if (R < 0 || R >= 31)
      return std::nullopt;
    return L >> R;
  case Op::And:
    return L & R;
  case Op::Or:
    return L | R;
  case Op::Xor:
    return L ^ R;
  default:
    return std::nullopt;
  }
}

/// Whether isl text \p Text names \p Name as a whole word.
bool namesWord(const std::string &Text, const std::string &Name) {
  for (size_t K = Text.find(Name); K != std::string::npos;
       K = Text.find(Name, K + 1)) {
    auto Word = [&](size_t P) {
      return P < Text.size() &&
             (std::isalnum(static_cast<unsigned char>(Text[P])) ||
              Text[P] == '_');
    };
    if ((K == 0 || !Word(K - 1)) && !Word(K + Name.size()))
      return true;
  }
  return false;
}

/// Calls \p Each on every leaf of \p V.
void forEachLeaf(const DefinedValue &V,
                 const std::function<void(const DefinedValue &)> &Each) {
  if (V.Kind == Op::Parameter || V.Kind == Op::Affine)
    Each(V);
  for (const DefinedValue &Operand : V.Operands)
    forEachLeaf(Operand, Each);
}

/// The parameters of \p Model that leaf \p Leaf reads.
std::vector<std::string> leafParameters(const FunctionModel &Model,
                                        const DefinedValue &Leaf) {
  if (Leaf.Kind == Op::Parameter)
    return {Leaf.Text};
  std::vector<std::string> Names;
  for (const std::string &P : Model.Parameters)
    if (namesWord(Leaf.Text, P))
      Names.push_back(P);
  return Names;
}

/// \p Pairs with the constraints of \p Model's context.
isl::union_map withContext(const FunctionModel &Model,
                           const isl::union_map &Pairs) {
  if (Model.Context.empty())
    return Pairs;
  isl::set Context(Pairs.ctx(), Model.Context);
  return Pairs.intersect_params(Context);
}

/// The next tuple of \p Indices (each below \p Count) in the order of
/// their largest index, then lexicographically: (0,0) (0,1) (1,0) (1,1)
/// (0,2) (1,2) (2,0) (2,1) (2,2) (0,3) ...; false after the last.
bool nextTuple(std::vector<size_t> &Indices, size_t Count) {
  if (Indices.empty())
    return false;
  size_t Radius = *std::max_element(Indices.begin(), Indices.end());
  do {
    size_t K = Indices.size();
    while (K > 0 && Indices[K - 1] == Radius)
      Indices[--K] = 0;
    if (K > 0)
      ++Indices[K - 1];
    else if (++Radius >= Count)
      return false;
  } while (*std::max_element(Indices.begin(), Indices.end()) != Radius);
  return true;
}

/// The values of a search's parameters at one tuple of leaf values: the
/// leaves', and each definition's where C gives it one.
class DefinedPoint {
public:
  DefinedPoint(const FunctionModel &Model, isl::ctx Ctx)
      : Model(Model), Ctx(Ctx) {
    for (const DefinedParameter &D : Model.Definitions)
      Definition[D.Name] = &D.Value;
  }

  /// Binds \p Leaves to \p Values and evaluates \p Definitions; false
  /// where one has no value.
  bool bind(const std::vector<std::string> &Leaves,
            const std::vector<long> &Values,
            const std::vector<DefinedParameter> &Definitions) {
    Known.clear();
    Failed.clear();
    for (size_t K = 0; K < Leaves.size(); ++K)
      Known[Leaves[K]] = Values[K];
    for (const DefinedParameter &D : Definitions)
      if (!parameter(D.Name))
        return false;
    return true;
  }

  /// "n = 2 and k = 1 and n_div_k = 2": every value bound of a
  /// parameter of the model.
  std::string constraints() const {
    std::string Text;
    for (const auto &[Name, Value] : Known)
      if (std::find(Model.Parameters.begin(), Model.Parameters.end(), Name) !=
          Model.Parameters.end())
        Text += (Text.empty() ? "" : " and ") + Name + " = " +
                std::to_string(Value);
    return Text.empty() ? "true" : Text;
  }

private:
  const FunctionModel &Model;
  isl::ctx Ctx;
  std::map<std::string, const DefinedValue *> Definition;
  std::map<std::string, long> Known;
  std::set<std::string> Failed, Evaluating;

  std::optional<long> parameter(const std::string &Name) {
    if (auto It = Known.find(Name); It != Known.end())
      return It->second;
    auto D = Definition.find(Name);
    if (D == Definition.end() || Failed.count(Name) ||
        !Evaluating.insert(Name).second)
      return std::nullopt;
    std::optional<long> Value = evaluateDefinedValue(
        *D->second, [&](const DefinedValue &Leaf) { return leaf(Leaf); });
    Evaluating.erase(Name);
    if (!Value) {
      Failed.insert(Name);
      return std::nullopt;
    }
    return Known[Name] = *Value;
  }

  std::optional<long> leaf(const DefinedValue &Leaf) {
    if (Leaf.Kind == Op::Parameter)
      return parameter(Leaf.Text);
    // An affine text: its value where its parameters have theirs.
    std::vector<std::string> Names = leafParameters(Model, Leaf);
    std::string Space, Pin;
    for (const std::string &P : Names) {
      std::optional<long> Value = parameter(P);
      if (!Value)
        return std::nullopt;
      Space += (Space.empty() ? "" : ", ") + P;
      Pin += " and " + P + " = " + std::to_string(*Value);
    }
    // [n] -> { [v] : v = (n) - (1) and n = 3 }
    isl::set Value(Ctx, "[" + Space + "] -> { [v] : v = (" + Leaf.Text + ")" +
                            Pin + " }");
    if (Value.is_null() || Value.is_empty())
      return std::nullopt;
    std::vector<long> Point = islutil::coordinates(Value.sample_point());
    return Point.empty() ? std::nullopt : std::optional<long>(Point.back());
  }
};

} // namespace

/// "[n, m, n_div_m] -> { : ": the start of a set of \p Model's parameters,
/// for constraints that pin them.
static std::string parameterSetPrefix(const FunctionModel &Model) {
  std::string Prefix = "[";
  for (size_t K = 0; K < Model.Parameters.size(); ++K)
    Prefix += (K ? ", " : "") + Model.Parameters[K];
  return Prefix + "] -> { : ";
}

/// \p Kept, the pairs where \p Leaves have values \p At and the
/// definitions they involve hold, with the other definitions of \p Model
/// holding too where some small values of their own leaves allow it (they
/// do not change the conflict, but a witness shows every parameter).
static isl::union_map completed(const FunctionModel &Model,
                                const isl::union_map &Kept,
                                const std::vector<std::string> &Leaves,
                                const std::vector<long> &At,
                                const std::string &Prefix) {
  std::vector<std::string> AllLeaves = Leaves;
  for (const std::string &L : definitionLeaves(Model, Model.Definitions))
    if (std::find(Leaves.begin(), Leaves.end(), L) == Leaves.end())
      AllLeaves.push_back(L);
  isl::set WhereKept = isl::manage(isl_union_map_params(Kept.copy()));
  const std::vector<long> &Values = definitionLeafValues();
  DefinedPoint Point(Model, Kept.ctx());
  std::vector<size_t> Indices(AllLeaves.size() - Leaves.size(), 0);
  for (unsigned Tries = 0; Tries < 64; ++Tries) {
    std::vector<long> Tuple = At;
    for (size_t Index : Indices)
      Tuple.push_back(Values[Index]);
    if (Point.bind(AllLeaves, Tuple, Model.Definitions)) {
      isl::set Pinned(Kept.ctx(), Prefix + Point.constraints() + " }");
      if (!WhereKept.intersect_params(Pinned).is_empty())
        return Kept.intersect_params(Pinned);
    }
    if (!nextTuple(Indices, Values.size()))
      break;
  }
  return Kept;
}

std::optional<long> evaluateDefinedValue(const DefinedValue &V,
                                         const LeafValue &Leaves) {
  std::vector<long> Operands;
  for (const DefinedValue &Operand : V.Operands) {
    std::optional<long> Value = evaluateDefinedValue(Operand, Leaves);
    // An operand converted to an unsigned type must not be negative.
    if (!Value || (V.Unsigned && *Value < 0))
      return std::nullopt;
    Operands.push_back(*Value);
  }
  std::optional<long> Result;
  switch (V.Kind) {
  case Op::Constant:
    Result = V.Constant;
    break;
  case Op::Parameter:
  case Op::Affine:
    Result = Leaves(V);
    break;
  case Op::Neg:
    Result = -Operands[0];
    break;
  case Op::Not:
    // ~x of a 32-bit int is -x - 1; unsigned, it would wrap.
    Result = V.Unsigned ? std::nullopt : std::optional<long>(-Operands[0] - 1);
    break;
  default:
    // x % y is undefined where x / y is (INT_MIN % -1).
    if (V.Kind == Op::Rem && Operands[1] != 0 &&
        !inRange(V, Operands[0] / Operands[1]))
      return std::nullopt;
    Result = binary(V.Kind, Operands[0], Operands[1]);
    break;
  }
  return Result ? inRange(V, *Result) : std::nullopt;
}

std::vector<DefinedParameter> involvedDefinitions(const FunctionModel &Model,
                                                  const isl::union_map &Pairs) {
  std::map<std::string, size_t> Index;
  for (size_t K = 0; K < Model.Definitions.size(); ++K)
    Index[Model.Definitions[K].Name] = K;
  std::vector<bool> Involved(Model.Definitions.size(), false);
  std::vector<size_t> Work;
  for (const isl::map &M : islutil::maps(withContext(Model, Pairs)))
    for (size_t K = 0; K < Model.Definitions.size(); ++K)
      if (!Involved[K] &&
          islutil::involvesParameter(M, Model.Definitions[K].Name)) {
        Involved[K] = true;
        Work.push_back(K);
      }
  // A definition that reads a defined parameter involves that one too.
  while (!Work.empty()) {
    size_t K = Work.back();
    Work.pop_back();
    forEachLeaf(Model.Definitions[K].Value, [&](const DefinedValue &Leaf) {
      for (const std::string &P : leafParameters(Model, Leaf))
        if (auto It = Index.find(P);
            It != Index.end() && !Involved[It->second]) {
          Involved[It->second] = true;
          Work.push_back(It->second);
        }
    });
  }
  std::vector<DefinedParameter> Result;
  for (size_t K = 0; K < Model.Definitions.size(); ++K)
    if (Involved[K])
      Result.push_back(Model.Definitions[K]);
  return Result;
}

std::vector<std::string> readParameters(const FunctionModel &Model,
                                        const DefinedValue &Value) {
  std::vector<std::string> Read;
  forEachLeaf(Value, [&](const DefinedValue &Leaf) {
    for (const std::string &P : leafParameters(Model, Leaf))
      if (std::find(Read.begin(), Read.end(), P) == Read.end())
        Read.push_back(P);
  });
  return Read;
}

std::vector<std::string>
definitionLeaves(const FunctionModel &Model,
                 const std::vector<DefinedParameter> &Definitions) {
  std::set<std::string> Defined, Read;
  for (const DefinedParameter &D : Model.Definitions)
    Defined.insert(D.Name);
  for (const DefinedParameter &D : Definitions)
    forEachLeaf(D.Value, [&](const DefinedValue &Leaf) {
      for (const std::string &P : leafParameters(Model, Leaf))
        if (!Defined.count(P))
          Read.insert(P);
    });
  std::vector<std::string> Leaves;
  for (const std::string &P : Model.Parameters)
    if (Read.count(P))
      Leaves.push_back(P);
  // A leaf the model does not list as a parameter still gets a value.
  for (const std::string &P : Read)
    if (std::find(Leaves.begin(), Leaves.end(), P) == Leaves.end())
      Leaves.push_back(P);
  return Leaves;
}

const std::vector<long> &definitionLeafValues() {
  static const std::vector<long> Values = {0, 1, 2, -1, 3, 4,  -2, 5,
                                           6, 7, 8, -3, 9, 10, 12, 16};
  return Values;
}

isl::union_map atDefinedValues(const FunctionModel &Model,
                               const isl::union_map &Pairs, unsigned MaxTries) {
  if (Model.Definitions.empty() || Pairs.is_empty())
    return Pairs;
  std::vector<DefinedParameter> Definitions = involvedDefinitions(Model, Pairs);
  isl::union_map Constrained = withContext(Model, Pairs);
  std::string Prefix = parameterSetPrefix(Model);
  if (Definitions.empty())
    return completed(Model, Constrained, {}, {}, Prefix);
  std::vector<std::string> Leaves = definitionLeaves(Model, Definitions);
  // { [params] } where some pair is: each try asks it alone.
  isl::set WherePairs = isl::manage(isl_union_map_params(Constrained.copy()));
  const std::vector<long> &Values = definitionLeafValues();
  DefinedPoint Point(Model, Pairs.ctx());
  std::vector<size_t> Indices(Leaves.size(), 0);
  // Tuples where C gives a definition no value cost no question to isl;
  // the bound on them keeps a search of many leaves short.
  unsigned Tries = 0;
  for (unsigned Tuples = 0; Tries < MaxTries && Tuples < 64 * MaxTries;
       ++Tuples) {
    std::vector<long> At;
    for (size_t Index : Indices)
      At.push_back(Values[Index]);
    if (Point.bind(Leaves, At, Definitions)) {
      ++Tries;
      // { [params] : the leaves' values, and each definition's }
      isl::set Pinned(Pairs.ctx(), Prefix + Point.constraints() + " }");
      if (!WherePairs.intersect_params(Pinned).is_empty())
        return completed(Model, Constrained.intersect_params(Pinned), Leaves,
                         At, Prefix);
    }
    if (!nextTuple(Indices, Values.size()))
      break;
  }
  return isl::union_map::empty(Pairs.ctx());
}

std::vector<isl::set>
definedPoints(const FunctionModel &Model,
              const std::vector<DefinedParameter> &Definitions, isl::ctx Ctx,
              unsigned MaxPoints) {
  // Small and large values, of both signs, spread from the first on.
  static const std::vector<long> Ladder = {0,  1,  2,  64, -1, 16, 4,  40,
                                           3,  10, 25, -5, 5,  7,  -2, -16};
  std::vector<isl::set> Points;
  std::string Prefix = parameterSetPrefix(Model);
  std::vector<std::string> Leaves = definitionLeaves(Model, Definitions);
  // As many values per leaf as MaxPoints allows for all of them.
  size_t PerLeaf = Ladder.size();
  while (PerLeaf > 1 &&
         std::pow(double(PerLeaf), double(Leaves.size())) > MaxPoints)
    --PerLeaf;
  DefinedPoint Point(Model, Ctx);
  std::vector<size_t> Indices(Leaves.size(), 0);
  do {
    std::vector<long> At;
    for (size_t Index : Indices)
      At.push_back(Ladder[Index]);
    if (Point.bind(Leaves, At, Definitions))
      Points.emplace_back(Ctx, Prefix + Point.constraints() + " }");
  } while (nextTuple(Indices, PerLeaf));
  return Points;
}

/// The C text of \p V over \p Spelled (parameters' texts); none where a
/// leaf has none.
static std::optional<std::string>
writtenValue(const DefinedValue &V,
             const std::map<std::string, std::string> &Spelled) {
  using Op = DefinedValue::Op;
  static const std::map<Op, const char *> Operators = {
      {Op::Add, "+"}, {Op::Sub, "-"},  {Op::Mul, "*"},  {Op::Div, "/"},
      {Op::Rem, "%"}, {Op::Shl, "<<"}, {Op::Shr, ">>"}, {Op::And, "&"},
      {Op::Or, "|"},  {Op::Xor, "^"},  {Op::Neg, "-"},  {Op::Not, "~"}};
  switch (V.Kind) {
  case Op::Constant:
    return std::to_string(V.Constant);
  case Op::Parameter: {
    auto It = Spelled.find(V.Text);
    if (It == Spelled.end())
      return std::nullopt;
    return It->second;
  }
  case Op::Affine:
    return std::nullopt;
  default:
    break;
  }
  auto Operator = Operators.find(V.Kind);
  if (Operator == Operators.end() || V.Operands.empty())
    return std::nullopt;
  std::vector<std::string> Texts;
  for (const DefinedValue &Operand : V.Operands) {
    std::optional<std::string> Text = writtenValue(Operand, Spelled);
    if (!Text)
      return std::nullopt;
    Texts.push_back(*Text);
  }
  if (Texts.size() == 1)
    return "(" + std::string(Operator->second) + Texts[0] + ")";
  if (Texts.size() != 2)
    return std::nullopt;
  return "(" + Texts[0] + " " + Operator->second + " " + Texts[1] + ")";
}

std::map<std::string, std::string>
spellingsWithDefinitions(const FunctionModel &Model) {
  std::map<std::string, std::string> Spelled = Model.ParameterSpellings;
  // In the model's order: a definition may read an earlier one (a product
  // of a product).
  for (const DefinedParameter &D : Model.Definitions)
    if (!Spelled.count(D.Name))
      if (std::optional<std::string> Text = writtenValue(D.Value, Spelled))
        Spelled[D.Name] = *Text;
  return Spelled;
}

} // namespace ompfix
