//===- Suppressions.cpp - NOLINT comments, as clang-tidy reads them -------===//

#include "driver/Suppressions.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"

#include <algorithm>

namespace ompfix {

bool globMatches(llvm::StringRef Glob, llvm::StringRef Name) {
  // Each `*` matches any text: the parts between them appear in order,
  // the first at the start and the last at the end.
  llvm::SmallVector<llvm::StringRef, 4> Parts;
  Glob.split(Parts, '*');
  if (Parts.size() == 1)
    return Glob == Name;
  if (!Name.consume_front(Parts.front()))
    return false;
  for (size_t K = 1; K + 1 < Parts.size(); ++K) {
    size_t At = Name.find(Parts[K]);
    if (At == llvm::StringRef::npos)
      return false;
    Name = Name.drop_front(At + Parts[K].size());
  }
  return Name.ends_with(Parts.back());
}

namespace {

/// One NOLINT marker of a line.
struct Marker {
  enum Kind { ThisLine, NextLine, Begin, End } Of = ThisLine;
  /// The text between the parentheses, blanks removed ("" for none).
  std::string Checks;
  bool HasChecks = false;
};

/// The markers in the comments of \p Line: `NOLINT`, `NOLINTNEXTLINE`,
/// `NOLINTBEGIN`, `NOLINTEND`, each with `(checks)` or without.
std::vector<Marker> markersOf(llvm::StringRef Line) {
  std::vector<Marker> Found;
  size_t Comment = std::min(Line.find("//"), Line.find("/*"));
  if (Comment == llvm::StringRef::npos)
    return Found;
  llvm::StringRef Rest = Line.drop_front(Comment);
  for (size_t At = Rest.find("NOLINT"); At != llvm::StringRef::npos;
       At = Rest.find("NOLINT")) {
    Rest = Rest.drop_front(At + 6);
    Marker M;
    if (Rest.consume_front("NEXTLINE"))
      M.Of = Marker::NextLine;
    else if (Rest.consume_front("BEGIN"))
      M.Of = Marker::Begin;
    else if (Rest.consume_front("END"))
      M.Of = Marker::End;
    else if (!Rest.empty() && (llvm::isAlnum(Rest.front()) || Rest.front() == '_'))
      continue; // NOLINTFOO: another word
    if (Rest.starts_with("(")) {
      size_t Close = Rest.find(')');
      if (Close != llvm::StringRef::npos) {
        M.HasChecks = true;
        for (char C : Rest.substr(1, Close - 1))
          if (!llvm::isSpace(C))
            M.Checks += C;
        Rest = Rest.drop_front(Close + 1);
      }
    }
    Found.push_back(M);
  }
  return Found;
}

std::vector<std::string> globsOf(const Marker &M) {
  std::vector<std::string> Globs;
  if (!M.HasChecks)
    return Globs;
  llvm::SmallVector<llvm::StringRef, 4> Parts;
  llvm::StringRef(M.Checks).split(Parts, ',', -1, /*KeepEmpty=*/false);
  for (llvm::StringRef P : Parts)
    Globs.push_back(P.str());
  // `NOLINT()`: no check named, nothing silenced.
  if (Globs.empty())
    Globs.push_back("");
  return Globs;
}

} // namespace

Suppressions::Suppressions(llvm::StringRef Text) {
  struct Open {
    unsigned Line;
    Marker M;
  };
  std::vector<Open> Begun;
  unsigned LineNo = 0;
  while (!Text.empty()) {
    ++LineNo;
    auto [Line, Rest] = Text.split('\n');
    Text = Rest;
    for (const Marker &M : markersOf(Line)) {
      switch (M.Of) {
      case Marker::ThisLine:
        Ranges.push_back({LineNo, LineNo, globsOf(M)});
        break;
      case Marker::NextLine:
        Ranges.push_back({LineNo + 1, LineNo + 1, globsOf(M)});
        break;
      case Marker::Begin:
        Begun.push_back({LineNo, M});
        break;
      case Marker::End: {
        // The innermost NOLINTBEGIN of the same checks.
        auto Match = std::find_if(Begun.rbegin(), Begun.rend(), [&](const Open &O) {
          return O.M.HasChecks == M.HasChecks && O.M.Checks == M.Checks;
        });
        if (Match == Begun.rend()) {
          Problems.push_back(
              {LineNo, "NOLINTEND" +
                           (M.HasChecks ? "(" + M.Checks + ")" : std::string()) +
                           " without a NOLINTBEGIN"});
          break;
        }
        Ranges.push_back({Match->Line, LineNo, globsOf(M)});
        Begun.erase(std::next(Match).base());
        break;
      }
      }
    }
  }
  for (const Open &O : Begun)
    Problems.push_back({O.Line, "NOLINTBEGIN" +
                                    (O.M.HasChecks ? "(" + O.M.Checks + ")"
                                                   : std::string()) +
                                    " without a NOLINTEND"});
}

bool Suppressions::silences(unsigned Line, llvm::StringRef Rule) const {
  return std::any_of(Ranges.begin(), Ranges.end(), [&](const Range &R) {
    if (Line < R.First || Line > R.Last)
      return false;
    return R.Globs.empty() ||
           std::any_of(R.Globs.begin(), R.Globs.end(),
                       [&](const std::string &G) { return globMatches(G, Rule); });
  });
}

} // namespace ompfix
