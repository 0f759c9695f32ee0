//===- TruncatingDivision.cpp - C's / and % in isl text -------------------===//

#include "frontend/TruncatingDivision.h"

#include <utility>

namespace ompfix {
namespace extract {

std::string flooredQuotient(const Division &D) {
  return "floor((" + D.Dividend + ") / " + std::to_string(D.Divisor) + ")";
}

std::string flooredRemainder(const Division &D) {
  return "((" + D.Dividend + ") mod " + std::to_string(D.Divisor) + ")";
}

std::string negativeDividend(const Division &D) {
  return "(" + D.Dividend + ") < 0";
}

static std::string replaceAll(std::string Text, const std::string &From,
                              const std::string &To) {
  for (size_t At = Text.find(From); At != std::string::npos;
       At = Text.find(From, At + To.size()))
    Text.replace(At, From.size(), To);
  return Text;
}

using Pieces = std::vector<std::pair<std::string, std::string>>;

/// \p P (tuples and constraints of each piece) split by the sign of each
/// dividend that occurs in it, outer divisions first: an inner one's text
/// is part of theirs.
static Pieces splitBySigns(Pieces P, const std::vector<Division> &Divisions) {
  for (auto It = Divisions.rbegin(); It != Divisions.rend(); ++It) {
    const Division &D = *It;
    Division Negated{"-(" + D.Dividend + ")", D.Divisor};
    std::string Quotient = flooredQuotient(D), Remainder = flooredRemainder(D);
    // -x / d and -x % d for x < 0, in isl's forms; of an unsigned x, C's
    // x + 2^w rounded down.
    Division Wrapped{"(" + D.Dividend + ") + " + D.Modulus, D.Divisor};
    std::string Truncated = D.Modulus.empty()
                                ? "(-" + flooredQuotient(Negated) + ")"
                                : flooredQuotient(Wrapped);
    std::string TruncatedRemainder =
        D.Modulus.empty() ? "(-" + flooredRemainder(Negated) + ")"
                          : flooredRemainder(Wrapped);
    auto Occurs = [&](const std::string &S) {
      return S.find(Quotient) != std::string::npos ||
             S.find(Remainder) != std::string::npos;
    };
    bool Anywhere = false;
    for (const auto &[Tuples, Constraints] : P)
      Anywhere |= Occurs(Tuples) || Occurs(Constraints);
    if (!Anywhere)
      continue; // both pieces would be the same
    auto Exact = [&](const std::string &S) {
      return replaceAll(replaceAll(S, Quotient, Truncated), Remainder,
                        TruncatedRemainder);
    };
    auto With = [&](const std::string &C, const std::string &Sign) {
      return (C.empty() ? "" : C + " and ") + "(" + Sign + ")";
    };
    Pieces Split;
    for (const auto &[Tuples, Constraints] : P) {
      Split.push_back(
          {Tuples, With(Constraints, "(" + D.Dividend + ") >= 0")});
      Split.push_back(
          {Exact(Tuples), With(Exact(Constraints), negativeDividend(D))});
    }
    P = std::move(Split);
  }
  return P;
}

std::optional<std::string>
truncatingDivisions(const std::string &Text,
                    const std::vector<Division> &Divisions) {
  if (Divisions.empty())
    return Text;
  size_t Open = Text.find('{'), Close = Text.rfind('}');
  if (Open == std::string::npos || Close == std::string::npos || Close < Open)
    return std::nullopt;
  std::string Body = Text.substr(Open + 1, Close - Open - 1);
  if (Body.find(';') != std::string::npos)
    return std::nullopt;
  // A ':' in isl text only ever starts the constraints.
  size_t Colon = Body.find(':');
  Pieces P = splitBySigns(
      {{Body.substr(0, Colon),
        Colon == std::string::npos ? "" : "(" + Body.substr(Colon + 1) + ")"}},
      Divisions);
  if (P.size() == 1)
    return Text;
  std::string Result = Text.substr(0, Open + 1);
  for (size_t K = 0; K < P.size(); ++K)
    Result += (K ? "; " : " ") + P[K].first +
              (P[K].second.empty() ? "" : " : " + P[K].second);
  return Result + " " + Text.substr(Close);
}

std::string truncatingConstraint(const std::string &Constraint,
                                 const std::vector<Division> &Divisions) {
  Pieces P = splitBySigns({{"", "(" + Constraint + ")"}}, Divisions);
  if (P.size() == 1)
    return Constraint;
  std::string Result;
  for (const auto &Piece : P)
    Result += (Result.empty() ? "(" : " or (") + Piece.second + ")";
  return "(" + Result + ")";
}

} // namespace extract
} // namespace ompfix
