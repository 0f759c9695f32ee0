//===- DefinedValueText.h - A DefinedValue as text and back -----*- C++ -*-===//
//
// The text `ompfix --dump-model` prints for a defined parameter's value
// (`defined n_div_k = (n / k)`), and its reader, so that a dump read back
// compares as a tree (rewriter/frontend/tests/ModelCompareLib.cpp):
//   constant   5, -3            (`5u` when unsigned)
//   parameter  n
//   affine     [(n) - (1)]      (isl text between brackets)
//   unary      -(x)  ~(x)       (`-u(x)` when unsigned)
//   binary     (x * y)          (+ - * / % << >> & | ^; `(x /u y)` when
//                                unsigned)
//
//===----------------------------------------------------------------------===//

#ifndef OMPFIX_DEFINEDVALUETEXT_H
#define OMPFIX_DEFINEDVALUETEXT_H

#include "ompfix/Model.h"

#include <cctype>
#include <optional>
#include <string>

namespace ompfix {

/// C's spelling of a unary or binary operator of \p Kind ("" for a leaf).
inline const char *operatorSpelling(DefinedValue::Op Kind) {
  using Op = DefinedValue::Op;
  switch (Kind) {
  case Op::Neg:
    return "-";
  case Op::Not:
    return "~";
  case Op::Add:
    return "+";
  case Op::Sub:
    return "-";
  case Op::Mul:
    return "*";
  case Op::Div:
    return "/";
  case Op::Rem:
    return "%";
  case Op::Shl:
    return "<<";
  case Op::Shr:
    return ">>";
  case Op::And:
    return "&";
  case Op::Or:
    return "|";
  case Op::Xor:
    return "^";
  default:
    return "";
  }
}

inline std::string printDefinedValue(const DefinedValue &V) {
  using Op = DefinedValue::Op;
  std::string U = V.Unsigned ? "u" : "";
  switch (V.Kind) {
  case Op::Constant:
    return std::to_string(V.Constant) + U;
  case Op::Parameter:
    return V.Text;
  case Op::Affine:
    return "[" + V.Text + "]";
  case Op::Neg:
  case Op::Not:
    return operatorSpelling(V.Kind) + U + "(" +
           printDefinedValue(V.Operands.at(0)) + ")";
  default:
    return "(" + printDefinedValue(V.Operands.at(0)) + " " +
           operatorSpelling(V.Kind) + U + " " +
           printDefinedValue(V.Operands.at(1)) + ")";
  }
}

namespace detail {

/// Reads printDefinedValue's text from \p Text at \p Pos.
class DefinedValueReader {
public:
  explicit DefinedValueReader(const std::string &Text) : Text(Text) {}

  std::optional<DefinedValue> all() {
    std::optional<DefinedValue> V = value();
    skip();
    if (!V || Pos != Text.size())
      return std::nullopt;
    return V;
  }

private:
  using Op = DefinedValue::Op;
  const std::string &Text;
  size_t Pos = 0;

  void skip() {
    while (Pos < Text.size() &&
           std::isspace(static_cast<unsigned char>(Text[Pos])))
      ++Pos;
  }
  bool at(char C) const { return Pos < Text.size() && Text[Pos] == C; }
  bool unsignedMark() {
    if (at('u') && (Pos + 1 == Text.size() || Text[Pos + 1] == ' ' ||
                    Text[Pos + 1] == '(' || Text[Pos + 1] == ')')) {
      ++Pos;
      return true;
    }
    return false;
  }

  std::optional<DefinedValue> value() {
    skip();
    DefinedValue V;
    if (at('[')) {
      size_t Close = Text.find(']', Pos);
      if (Close == std::string::npos)
        return std::nullopt;
      V.Kind = Op::Affine;
      V.Text = Text.substr(Pos + 1, Close - Pos - 1);
      Pos = Close + 1;
      return V;
    }
    if ((at('-') || at('~')) && Pos + 1 < Text.size() &&
        !std::isdigit(static_cast<unsigned char>(Text[Pos + 1]))) {
      V.Kind = at('-') ? Op::Neg : Op::Not;
      ++Pos;
      V.Unsigned = unsignedMark();
      if (!at('('))
        return std::nullopt;
      ++Pos;
      std::optional<DefinedValue> Sub = value();
      skip();
      if (!Sub || !at(')'))
        return std::nullopt;
      ++Pos;
      V.Operands = {*Sub};
      return V;
    }
    if (at('-') || (Pos < Text.size() &&
                    std::isdigit(static_cast<unsigned char>(Text[Pos])))) {
      size_t End = Pos + 1;
      while (End < Text.size() &&
             std::isdigit(static_cast<unsigned char>(Text[End])))
        ++End;
      V.Kind = Op::Constant;
      V.Constant = std::stol(Text.substr(Pos, End - Pos));
      Pos = End;
      V.Unsigned = unsignedMark();
      return V;
    }
    if (at('('))
      return binary();
    size_t End = Pos;
    while (End < Text.size() &&
           (std::isalnum(static_cast<unsigned char>(Text[End])) ||
            Text[End] == '_'))
      ++End;
    if (End == Pos)
      return std::nullopt;
    V.Kind = Op::Parameter;
    V.Text = Text.substr(Pos, End - Pos);
    Pos = End;
    return V;
  }

  std::optional<DefinedValue> binary() {
    ++Pos; // (
    std::optional<DefinedValue> Left = value();
    skip();
    DefinedValue V;
    bool Found = false;
    for (Op K : {Op::Shl, Op::Shr, Op::Add, Op::Sub, Op::Mul, Op::Div, Op::Rem,
                 Op::And, Op::Or, Op::Xor}) {
      std::string S = operatorSpelling(K);
      if (Text.compare(Pos, S.size(), S) == 0) {
        V.Kind = K;
        Pos += S.size();
        Found = true;
        break;
      }
    }
    if (!Left || !Found)
      return std::nullopt;
    V.Unsigned = unsignedMark();
    std::optional<DefinedValue> Right = value();
    skip();
    if (!Right || !at(')'))
      return std::nullopt;
    ++Pos;
    V.Operands = {*Left, *Right};
    return V;
  }
};

} // namespace detail

/// The value printDefinedValue printed as \p Text; nullopt if it is not
/// one.
inline std::optional<DefinedValue> parseDefinedValue(const std::string &Text) {
  return detail::DefinedValueReader(Text).all();
}

} // namespace ompfix

#endif // OMPFIX_DEFINEDVALUETEXT_H
