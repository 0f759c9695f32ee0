//===- PragmaEdit.cpp - Edits of an OpenMP directive's clauses ------------===//

#include "rewrite/PragmaEdit.h"

#include <algorithm>
#include <cctype>
#include <map>

namespace ompfix {

namespace {

bool isIdentifierChar(char C) {
  return std::isalnum(static_cast<unsigned char>(C)) || C == '_';
}

/// A clause `name(args)` of the directive: [Begin, End) covers it all.
struct Clause {
  std::string Name;
  size_t Begin = 0, ArgsBegin = 0, End = 0; // ArgsBegin: after '('
};

/// Finds the clauses with parenthesised arguments, skipping comments.
std::vector<Clause> findClauses(const std::string &Text) {
  std::vector<Clause> Clauses;
  size_t I = 0, N = Text.size();
  while (I < N) {
    if (Text.compare(I, 2, "//") == 0)
      break;
    if (Text.compare(I, 2, "/*") == 0) {
      size_t Close = Text.find("*/", I + 2);
      I = Close == std::string::npos ? N : Close + 2;
      continue;
    }
    if (!isIdentifierChar(Text[I]) ||
        (I > 0 && isIdentifierChar(Text[I - 1]))) {
      ++I;
      continue;
    }
    size_t NameEnd = I;
    while (NameEnd < N && isIdentifierChar(Text[NameEnd]))
      ++NameEnd;
    size_t Open = NameEnd;
    while (Open < N && (Text[Open] == ' ' || Text[Open] == '\t'))
      ++Open;
    if (Open >= N || Text[Open] != '(') {
      I = NameEnd;
      continue;
    }
    int Depth = 0;
    size_t Close = Open;
    for (; Close < N; ++Close) {
      if (Text[Close] == '(')
        ++Depth;
      else if (Text[Close] == ')' && --Depth == 0)
        break;
    }
    if (Close >= N)
      break;
    Clauses.push_back({Text.substr(I, NameEnd - I), I, Open + 1, Close + 1});
    I = Close + 1;
  }
  return Clauses;
}

/// Where new clauses go: after the last character of the directive that is
/// not blank, a comment or a line break.
size_t insertionPoint(const std::string &Text) {
  size_t End = Text.size();
  size_t I = 0;
  int Depth = 0;
  while (I < Text.size()) {
    if (Depth == 0 && Text.compare(I, 2, "//") == 0) {
      End = I;
      break;
    }
    if (Text.compare(I, 2, "/*") == 0) {
      size_t Close = Text.find("*/", I + 2);
      if (Depth == 0 && (Close == std::string::npos ||
                         Text.find_first_not_of(" \t\r\n\\", Close + 2) ==
                             std::string::npos)) {
        End = I;
        break;
      }
      I = Close == std::string::npos ? Text.size() : Close + 2;
      continue;
    }
    Depth += Text[I] == '(' ? 1 : Text[I] == ')' ? -1 : 0;
    ++I;
  }
  while (End > 0 && std::isspace(static_cast<unsigned char>(Text[End - 1])))
    --End;
  while (End > 0 && Text[End - 1] == '\\') {
    --End;
    while (End > 0 && std::isspace(static_cast<unsigned char>(Text[End - 1])))
      --End;
  }
  return End;
}

bool isDataSharingClause(const std::string &Name) {
  return Name == "private" || Name == "firstprivate" ||
         Name == "lastprivate" || Name == "shared" || Name == "reduction";
}

/// The list of a data-sharing clause starts after a modifier's top-level
/// colon (`reduction(+: a, b)`, `lastprivate(conditional: x)`); a map
/// clause's after the colon that ends its modifiers and map-type, which
/// commas separate (`map(always, to: a[0:n], b)`).
size_t listBegin(const std::string &Text, const Clause &C) {
  int Depth = 0;
  bool Map = C.Name == "map";
  for (size_t I = C.ArgsBegin; I + 1 < C.End; ++I) {
    char Ch = Text[I];
    if (Ch == '(' || Ch == '[')
      ++Depth;
    else if (Ch == ')' || Ch == ']')
      --Depth;
    else if (Ch == ',' && Depth == 0 && !Map)
      break;
    else if (Ch == ':' && Depth == 0)
      return I + 1;
  }
  return C.ArgsBegin;
}

/// The variable an item names: `h[0:n]` names h.
std::string itemVariable(const std::string &Item) {
  size_t B = 0;
  while (B < Item.size() && std::isspace(static_cast<unsigned char>(Item[B])))
    ++B;
  size_t E = B;
  while (E < Item.size() && isIdentifierChar(Item[E]))
    ++E;
  return Item.substr(B, E - B);
}

/// "reduction(+)" -> ("reduction", "+"), "private" -> ("private", "")
std::pair<std::string, std::string> splitKind(const std::string &Kind) {
  size_t Open = Kind.find('(');
  if (Open == std::string::npos)
    return {Kind, ""};
  return {Kind.substr(0, Open), Kind.substr(Open + 1, Kind.size() - Open - 2)};
}

} // namespace

std::string clauseText(const std::string &Kind,
                       const std::vector<std::string> &Items) {
  std::string List;
  for (const std::string &I : Items)
    List += (List.empty() ? "" : ", ") + I;
  auto [Name, Modifier] = splitKind(Kind);
  if (Modifier.empty())
    return Name + "(" + List + ")";
  return Name + "(" + Modifier + ": " + List + ")";
}

std::vector<TextEdit> clauseEdits(const std::string &Directive,
                                  const std::vector<ClauseChange> &Changes) {
  std::vector<TextEdit> Edits;
  std::vector<std::string> Removed, RemovedFromMaps;
  for (const ClauseChange &C : Changes) {
    if (C.Remove)
      Removed.push_back(C.Variable);
    if (C.RemoveFromMaps)
      RemovedFromMaps.push_back(C.Variable);
  }

  for (const Clause &C : findClauses(Directive)) {
    bool Map = C.Name == "map";
    if (!isDataSharingClause(C.Name) && !Map)
      continue;
    const std::vector<std::string> &RemovedHere = Map ? RemovedFromMaps : Removed;
    size_t ListStart = listBegin(Directive, C);
    // Split the list at top-level commas.
    std::vector<std::pair<size_t, size_t>> Items;
    int Depth = 0;
    size_t ItemStart = ListStart;
    for (size_t I = ListStart; I < C.End; ++I) {
      char Ch = Directive[I];
      if (Ch == '(' || Ch == '[')
        ++Depth;
      else if (Ch == ')' || Ch == ']')
        --Depth;
      if ((Ch == ',' && Depth == 0) || I == C.End - 1) {
        Items.push_back({ItemStart, I});
        ItemStart = I + 1;
      }
    }
    std::vector<std::string> Kept;
    bool Changed = false;
    for (auto [B, E] : Items) {
      std::string Item = Directive.substr(B, E - B);
      if (std::find(RemovedHere.begin(), RemovedHere.end(),
                    itemVariable(Item)) != RemovedHere.end()) {
        Changed = true;
        continue;
      }
      size_t First = Item.find_first_not_of(" \t");
      size_t Last = Item.find_last_not_of(" \t");
      Kept.push_back(First == std::string::npos
                         ? ""
                         : Item.substr(First, Last - First + 1));
    }
    if (!Changed)
      continue;
    if (!Kept.empty()) {
      std::string List;
      for (const std::string &K : Kept)
        List += (List.empty() ? "" : ", ") + K;
      std::string Prefix = ListStart == C.ArgsBegin ? "" : " ";
      Edits.push_back({ListStart, C.End - 1 - ListStart, Prefix + List});
      continue;
    }
    // Remove the clause with the blanks (and a comma) before it.
    size_t Begin = C.Begin;
    while (Begin > 0 && (Directive[Begin - 1] == ' ' ||
                         Directive[Begin - 1] == '\t'))
      --Begin;
    if (Begin > 0 && Directive[Begin - 1] == ',') {
      --Begin;
      while (Begin > 0 && (Directive[Begin - 1] == ' ' ||
                           Directive[Begin - 1] == '\t'))
        --Begin;
    }
    Edits.push_back({Begin, C.End - Begin, ""});
  }

  // New clauses: one per kind, in the order first needed.
  std::vector<std::string> Kinds;
  std::map<std::string, std::vector<std::string>> ItemsOfKind;
  for (const ClauseChange &C : Changes)
    for (const std::string &Kind : C.Add) {
      if (!ItemsOfKind.count(Kind))
        Kinds.push_back(Kind);
      ItemsOfKind[Kind].push_back(C.Item.empty() ? C.Variable : C.Item);
    }
  std::string Added;
  for (const std::string &Kind : Kinds)
    Added += " " + clauseText(Kind, ItemsOfKind[Kind]);
  if (!Added.empty())
    Edits.push_back({insertionPoint(Directive), 0, Added});
  return Edits;
}

std::string applyEdits(const std::string &Text, std::vector<TextEdit> Edits) {
  // Last first; of insertions at one offset, the later-listed first, so
  // that they stand in the order listed.
  std::reverse(Edits.begin(), Edits.end());
  std::stable_sort(Edits.begin(), Edits.end(),
                   [](const TextEdit &A, const TextEdit &B) {
                     return A.Offset > B.Offset;
                   });
  std::string Result = Text;
  for (const TextEdit &E : Edits)
    Result.replace(E.Offset, E.Length, E.Text);
  return Result;
}

std::vector<TextEdit> joinInsertions(const std::vector<TextEdit> &Edits) {
  std::vector<TextEdit> Joined;
  for (const TextEdit &E : Edits) {
    auto Same = std::find_if(Joined.begin(), Joined.end(),
                             [&](const TextEdit &J) {
                               return J.Length == 0 && E.Length == 0 &&
                                      J.Offset == E.Offset;
                             });
    if (Same != Joined.end())
      Same->Text += E.Text;
    else
      Joined.push_back(E);
  }
  return Joined;
}

size_t offsetAfterEdits(const std::vector<TextEdit> &Edits, size_t Offset) {
  size_t Moved = Offset;
  for (const TextEdit &E : Edits)
    if (E.Offset <= Offset)
      Moved = Moved + E.Text.size() - std::min(E.Length, Offset - E.Offset);
  return Moved;
}

unsigned lineOfOffset(const std::string &Text, size_t Offset) {
  unsigned Line = 1;
  for (size_t I = 0; I < Offset && I < Text.size(); ++I)
    if (Text[I] == '\n' ||
        (Text[I] == '\r' && (I + 1 >= Text.size() || Text[I + 1] != '\n')))
      ++Line;
  return Line;
}

std::string joinContinuations(const std::string &Directive) {
  std::string Result;
  for (size_t I = 0; I < Directive.size(); ++I) {
    if (Directive[I] == '\\') {
      size_t J = I + 1;
      while (J < Directive.size() && (Directive[J] == ' ' || Directive[J] == '\t' ||
                                      Directive[J] == '\r'))
        ++J;
      if (J < Directive.size() && Directive[J] == '\n') {
        while (!Result.empty() && (Result.back() == ' ' || Result.back() == '\t'))
          Result.pop_back();
        Result += ' ';
        I = J;
        while (I + 1 < Directive.size() &&
               (Directive[I + 1] == ' ' || Directive[I + 1] == '\t'))
          ++I;
        continue;
      }
    }
    Result += Directive[I];
  }
  while (!Result.empty() && std::isspace(static_cast<unsigned char>(Result.back())))
    Result.pop_back();
  return Result;
}

std::optional<size_t> defaultClauseStart(std::string_view Text,
                                         size_t Argument) {
  // Back over blanks (and continued lines) to '(', then to `default`.
  auto Back = [&](size_t At) {
    while (At > 0 && std::string_view(" \t\\\r\n").find(Text[At - 1]) !=
                         std::string_view::npos)
      --At;
    return At;
  };
  if (Argument > Text.size())
    return std::nullopt;
  size_t Open = Back(Argument);
  if (Open == 0 || Text[Open - 1] != '(')
    return std::nullopt;
  static const std::string_view Keyword = "default";
  size_t End = Back(Open - 1);
  if (End < Keyword.size() ||
      Text.substr(End - Keyword.size(), Keyword.size()) != Keyword)
    return std::nullopt;
  return End - Keyword.size();
}

std::optional<std::string> blankClauses(const std::string &Text,
                                        const std::vector<size_t> &Offsets) {
  std::string Blanked = Text;
  for (size_t Start : Offsets) {
    static const std::string Keyword = "default";
    if (Start > Text.size() || Text.compare(Start, Keyword.size(), Keyword) != 0)
      return std::nullopt;
    size_t Open = Text.find_first_not_of(" \t\\\r\n", Start + Keyword.size());
    if (Open == std::string::npos || Text[Open] != '(')
      return std::nullopt;
    size_t Close = Text.find(')', Open);
    if (Close == std::string::npos)
      return std::nullopt;
    for (size_t K = Start; K <= Close; ++K)
      if (Text[K] != '\n' && Text[K] != '\r' && Text[K] != '\\')
        Blanked[K] = ' ';
  }
  return Blanked;
}

} // namespace ompfix
