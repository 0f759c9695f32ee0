//===- RelationText.cpp - isl values from a model's text ------------------===//
//
// A small recursive-descent reader for the forms listed in RelationText.h.
// Every rule that meets something else gives up (none), and the text goes
// to isl's reader: this one never has to be complete, only right.
//
//===----------------------------------------------------------------------===//

#include "maps/RelationText.h"

#include <isl/aff.h>
#include <isl/local_space.h>
#include <isl/set.h>
#include <isl/space.h>
#include <isl/val.h>

#include <cctype>
#include <map>
#include <set>
#include <vector>

namespace ompfix {

namespace {

struct Token {
  enum Kind { Name, Integer, Symbol } K;
  std::string Text;
};

/// The tokens of \p Text; none where a character is outside the forms read
/// here.
std::optional<std::vector<Token>> tokenize(const std::string &Text) {
  std::vector<Token> Tokens;
  size_t I = 0;
  while (I < Text.size()) {
    char C = Text[I];
    if (std::isspace(static_cast<unsigned char>(C))) {
      ++I;
    } else if (std::isalpha(static_cast<unsigned char>(C)) || C == '_') {
      size_t J = I + 1;
      while (J < Text.size() &&
             (std::isalnum(static_cast<unsigned char>(Text[J])) ||
              Text[J] == '_'))
        ++J;
      Tokens.push_back({Token::Name, Text.substr(I, J - I)});
      I = J;
    } else if (std::isdigit(static_cast<unsigned char>(C))) {
      size_t J = I + 1;
      while (J < Text.size() && std::isdigit(static_cast<unsigned char>(Text[J])))
        ++J;
      if (J - I > 15) // (beyond a long's exact range: isl's reader)
        return std::nullopt;
      Tokens.push_back({Token::Integer, Text.substr(I, J - I)});
      I = J;
    } else if (Text.compare(I, 2, "->") == 0 || Text.compare(I, 2, "<=") == 0 ||
               Text.compare(I, 2, ">=") == 0) {
      Tokens.push_back({Token::Symbol, Text.substr(I, 2)});
      I += 2;
    } else if (std::string("[]{}(),:+-*/=<>").find(C) != std::string::npos) {
      Tokens.push_back({Token::Symbol, std::string(1, C)});
      ++I;
    } else {
      return std::nullopt;
    }
  }
  return Tokens;
}

/// The reader of one text. Positions index the tokens; a rule that fails
/// may leave the position anywhere (its caller restores it).
class Reader {
public:
  Reader(isl::ctx Ctx, std::vector<Token> Tokens)
      : Ctx(Ctx), Tokens(std::move(Tokens)) {}

  /// The value of the text: a set, or a map's wrapped set (IsMap).
  std::optional<isl::set> read(bool &IsMap);

private:
  bool at(const char *Symbol) const {
    return Pos < Tokens.size() && Tokens[Pos].K == Token::Symbol &&
           Tokens[Pos].Text == Symbol;
  }
  bool atName(const char *Name) const {
    return Pos < Tokens.size() && Tokens[Pos].K == Token::Name &&
           Tokens[Pos].Text == Name;
  }
  bool accept(const char *Symbol) {
    if (!at(Symbol))
      return false;
    ++Pos;
    return true;
  }
  bool acceptName(const char *Name) {
    if (!atName(Name))
      return false;
    ++Pos;
    return true;
  }
  /// A name not yet given to a parameter or a dimension, or none.
  std::optional<std::string> freshName() {
    if (Pos >= Tokens.size() || Tokens[Pos].K != Token::Name ||
        Keywords.count(Tokens[Pos].Text) || Bound.count(Tokens[Pos].Text))
      return std::nullopt;
    return Tokens[Pos++].Text;
  }
  /// The parameters before the braces, "[n, m] ->", bound in order into
  /// \p Parameters (none where the text has none); false where they do
  /// not read.
  bool parameters(std::vector<std::string> &Parameters);
  /// "T[" names "]" or "[" names "]": the tuple's name and entries.
  bool tuple(std::string &Name, std::vector<size_t> &Entries);

  std::optional<isl::aff> expression();
  std::optional<isl::aff> term();
  std::optional<isl::aff> factor();
  /// Parts (\p Part) joined by \p Keyword, their sets by \p Join.
  std::optional<isl::set> joined(const char *Keyword,
                                 std::optional<isl::set> (Reader::*Part)(),
                                 isl::set (isl::set::*Join)(isl::set) const);
  std::optional<isl::set> condition();
  std::optional<isl::set> conjunction();
  std::optional<isl::set> atom();
  std::optional<isl::set> comparisons();

  isl::ctx Ctx;
  std::vector<Token> Tokens;
  size_t Pos = 0;
  /// Each name's dimension: a parameter, or one of the (wrapped) set's.
  std::map<std::string, std::pair<isl_dim_type, unsigned>> Bound;
  /// The (wrapped) set's space, and the affine values on it.
  isl::space Space;
  isl::aff variable(isl_dim_type Type, unsigned Position) const {
    return isl::manage(isl_aff_var_on_domain(
        isl_local_space_from_space(Space.copy()), Type, Position));
  }
  isl::aff constant(long Value) const {
    return isl::manage(
        isl_aff_val_on_domain(isl_local_space_from_space(Space.copy()),
                              isl_val_int_from_si(Space.ctx().get(), Value)));
  }
  const std::set<std::string> Keywords = {"and", "or", "floor", "mod",
                                          "true", "false"};
};

bool Reader::tuple(std::string &Name, std::vector<size_t> &Entries) {
  if (Pos < Tokens.size() && Tokens[Pos].K == Token::Name)
    Name = Tokens[Pos++].Text;
  if (!accept("["))
    return false;
  // Entries: the first token of each, split at the commas of this level.
  unsigned Depth = 0;
  if (accept("]"))
    return true;
  Entries.push_back(Pos);
  for (; Pos < Tokens.size(); ++Pos) {
    if (at("(") || at("["))
      ++Depth;
    else if ((at(")") || at("]")) && Depth > 0)
      --Depth;
    else if (at("]")) {
      ++Pos;
      return true;
    } else if (at(",") && Depth == 0)
      Entries.push_back(Pos + 1);
  }
  return false;
}

bool Reader::parameters(std::vector<std::string> &Parameters) {
  if (!accept("["))
    return true;
  while (!accept("]")) {
    if (!Parameters.empty() && !accept(","))
      return false;
    std::optional<std::string> Name = freshName();
    if (!Name)
      return false;
    Bound[*Name] = {isl_dim_param, unsigned(Parameters.size())};
    Parameters.push_back(*Name);
  }
  return accept("->");
}

std::optional<isl::set> Reader::read(bool &IsMap) {
  std::vector<std::string> Parameters;
  if (!parameters(Parameters))
    return std::nullopt;
  if (!accept("{"))
    return std::nullopt;
  std::string InName, OutName;
  std::vector<size_t> In, Out;
  bool ParametersOnly = at(":");
  if (!ParametersOnly && !tuple(InName, In))
    return std::nullopt;
  IsMap = accept("->");
  if (IsMap && !tuple(OutName, Out))
    return std::nullopt;
  size_t Constraints = Pos;

  // The input entries are names of their own; an output entry is a name
  // of its own (a free dimension) or an expression (set equal below).
  auto singleName = [&](size_t At) {
    return At + 1 < Tokens.size() && Tokens[At].K == Token::Name &&
           (Tokens[At + 1].Text == "," || Tokens[At + 1].Text == "]") &&
           Tokens[At + 1].K == Token::Symbol;
  };
  std::vector<std::string> InNames;
  for (size_t At : In) {
    Pos = At;
    std::optional<std::string> Name = freshName();
    if (!Name || !singleName(At))
      return std::nullopt;
    Bound[*Name] = {isl_dim_set, unsigned(InNames.size())};
    InNames.push_back(*Name);
  }
  std::vector<std::optional<std::string>> OutNames;
  for (size_t At : Out) {
    Pos = At;
    std::optional<std::string> Name;
    if (singleName(At))
      Name = freshName();
    if (Name)
      Bound[*Name] = {isl_dim_set, unsigned(In.size() + OutNames.size())};
    OutNames.push_back(Name);
  }

  isl_space *Raw;
  if (ParametersOnly)
    Raw = isl_space_params_alloc(Ctx.get(), Parameters.size());
  else if (IsMap)
    Raw = isl_space_alloc(Ctx.get(), Parameters.size(), In.size(), Out.size());
  else
    Raw = isl_space_set_alloc(Ctx.get(), Parameters.size(), In.size());
  for (unsigned I = 0; I < Parameters.size(); ++I)
    Raw = isl_space_set_dim_name(Raw, isl_dim_param, I, Parameters[I].c_str());
  isl_dim_type InType = IsMap ? isl_dim_in : isl_dim_set;
  for (unsigned I = 0; I < InNames.size(); ++I)
    Raw = isl_space_set_dim_name(Raw, InType, I, InNames[I].c_str());
  if (!InName.empty())
    Raw = isl_space_set_tuple_name(Raw, InType, InName.c_str());
  if (IsMap) {
    for (unsigned I = 0; I < OutNames.size(); ++I)
      if (OutNames[I])
        Raw = isl_space_set_dim_name(Raw, isl_dim_out, I, OutNames[I]->c_str());
    if (!OutName.empty())
      Raw = isl_space_set_tuple_name(Raw, isl_dim_out, OutName.c_str());
    Raw = isl_space_wrap(Raw);
  }
  Space = isl::manage(Raw);
  isl::set Result = isl::set::universe(Space);

  // Output entries that are expressions: out_j = e.
  for (size_t J = 0; J < Out.size(); ++J) {
    if (OutNames[J])
      continue;
    Pos = Out[J];
    std::optional<isl::aff> Value = expression();
    if (!Value || !(at(",") || at("]")))
      return std::nullopt;
    isl::aff Dimension = variable(isl_dim_set, unsigned(In.size() + J));
    Result = Result.intersect(Dimension.eq_set(*Value));
  }
  Pos = Constraints;
  if (accept(":") && !at("}")) { // ("{ : }" has no condition)
    std::optional<isl::set> Condition = condition();
    if (!Condition)
      return std::nullopt;
    Result = Result.intersect(*Condition);
  }
  if (!accept("}") || Pos != Tokens.size())
    return std::nullopt;
  return Result;
}

std::optional<isl::aff> Reader::expression() {
  std::optional<isl::aff> Sum = term();
  while (Sum && (at("+") || at("-"))) {
    bool Minus = at("-");
    ++Pos; // (the sign)
    std::optional<isl::aff> Next = term();
    if (!Next)
      return std::nullopt;
    Sum = Minus ? Sum->sub(*Next) : Sum->add(*Next);
  }
  return Sum;
}

std::optional<isl::aff> Reader::term() {
  std::optional<isl::aff> Product = factor();
  while (Product) {
    if (accept("*")) {
      std::optional<isl::aff> Next = factor();
      if (!Next || (!Product->is_cst() && !Next->is_cst()))
        return std::nullopt;
      Product = Product->mul(*Next);
    } else if (acceptName("mod")) {
      if (Pos >= Tokens.size() || Tokens[Pos].K != Token::Integer)
        return std::nullopt;
      long Modulus = std::stol(Tokens[Pos++].Text);
      if (Modulus <= 0)
        return std::nullopt;
      Product = Product->mod(Modulus);
    } else {
      break;
    }
  }
  return Product;
}

std::optional<isl::aff> Reader::factor() {
  if (Pos >= Tokens.size())
    return std::nullopt;
  const Token &T = Tokens[Pos];
  if (accept("-")) {
    std::optional<isl::aff> Negated = factor();
    return Negated ? std::optional<isl::aff>(Negated->neg()) : std::nullopt;
  }
  if (accept("(")) {
    std::optional<isl::aff> Inner = expression();
    if (!Inner || !accept(")"))
      return std::nullopt;
    return Inner;
  }
  if (T.K == Token::Integer) {
    ++Pos;
    return constant(std::stol(T.Text));
  }
  if (acceptName("floor")) {
    if (!accept("("))
      return std::nullopt;
    std::optional<isl::aff> Dividend = expression();
    if (!Dividend || !accept("/") || Pos >= Tokens.size() ||
        Tokens[Pos].K != Token::Integer)
      return std::nullopt;
    long Divisor = std::stol(Tokens[Pos++].Text);
    if (Divisor <= 0 || !accept(")"))
      return std::nullopt;
    return Dividend->scale_down(Divisor).floor();
  }
  if (T.K == Token::Name) {
    auto It = Bound.find(T.Text);
    if (It == Bound.end())
      return std::nullopt;
    ++Pos;
    return variable(It->second.first, It->second.second);
  }
  return std::nullopt;
}

std::optional<isl::set> Reader::joined(const char *Keyword,
                                       std::optional<isl::set> (Reader::*Part)(),
                                       isl::set (isl::set::*Join)(isl::set) const) {
  std::optional<isl::set> Result = (this->*Part)();
  while (Result && acceptName(Keyword)) {
    std::optional<isl::set> Next = (this->*Part)();
    if (!Next)
      return std::nullopt;
    Result = ((*Result).*Join)(*Next);
  }
  return Result;
}

std::optional<isl::set> Reader::condition() {
  return joined("or", &Reader::conjunction, &isl::set::unite);
}

std::optional<isl::set> Reader::conjunction() {
  return joined("and", &Reader::atom, &isl::set::intersect);
}

std::optional<isl::set> Reader::atom() {
  isl::set Universe = isl::set::universe(Space);
  if (acceptName("true"))
    return Universe;
  if (acceptName("false"))
    return Universe.subtract(Universe);
  // A parenthesis opens an expression ("(n) >= (1)") or a condition
  // ("((n) >= (1))"): the first reading that works.
  size_t Start = Pos;
  if (std::optional<isl::set> Compared = comparisons())
    return Compared;
  Pos = Start;
  if (!accept("("))
    return std::nullopt;
  std::optional<isl::set> Inner = condition();
  if (!Inner || !accept(")"))
    return std::nullopt;
  return Inner;
}

std::optional<isl::set> Reader::comparisons() {
  std::optional<isl::aff> Left = expression();
  if (!Left)
    return std::nullopt;
  std::optional<isl::set> Chain;
  for (;;) {
    std::string Op;
    for (const char *Candidate : {"<=", ">=", "<", ">", "="})
      if (at(Candidate)) {
        Op = Candidate;
        break;
      }
    if (Op.empty())
      break;
    ++Pos;
    std::optional<isl::aff> Right = expression();
    if (!Right)
      return std::nullopt;
    isl::set Holds = Op == "<="  ? Left->le_set(*Right)
                     : Op == ">=" ? Left->ge_set(*Right)
                     : Op == "<"  ? Left->lt_set(*Right)
                     : Op == ">"  ? Left->gt_set(*Right)
                                  : Left->eq_set(*Right);
    Chain = Chain ? Chain->intersect(Holds) : Holds;
    Left = Right;
  }
  return Chain;
}

} // namespace

std::optional<isl::set> readSetDirectly(isl::ctx Ctx, const std::string &Text) {
  std::optional<std::vector<Token>> Tokens = tokenize(Text);
  if (!Tokens)
    return std::nullopt;
  bool IsMap = false;
  std::optional<isl::set> Set = Reader(Ctx, std::move(*Tokens)).read(IsMap);
  if (!Set || IsMap)
    return std::nullopt;
  return Set;
}

std::optional<isl::map> readMapDirectly(isl::ctx Ctx, const std::string &Text) {
  std::optional<std::vector<Token>> Tokens = tokenize(Text);
  if (!Tokens)
    return std::nullopt;
  bool IsMap = false;
  std::optional<isl::set> Wrapped = Reader(Ctx, std::move(*Tokens)).read(IsMap);
  if (!Wrapped || !IsMap)
    return std::nullopt;
  return Wrapped->unwrap();
}

isl::set readSet(isl::ctx Ctx, const std::string &Text) {
  if (std::optional<isl::set> Direct = readSetDirectly(Ctx, Text))
    return *Direct;
  return isl::set(Ctx, Text);
}

isl::map readMap(isl::ctx Ctx, const std::string &Text) {
  if (std::optional<isl::map> Direct = readMapDirectly(Ctx, Text))
    return *Direct;
  return isl::map(Ctx, Text);
}

} // namespace ompfix
