//===- UnifiedDiff.cpp - The rewrite of a file as a unified diff ----------===//

#include "output/UnifiedDiff.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <algorithm>
#include <map>
#include <vector>

namespace ompfix {

std::vector<DiffLine> diffLines(const std::vector<llvm::StringRef> &Old,
                                const std::vector<llvm::StringRef> &New) {
  // Myers' greedy algorithm: for D = 0, 1, ... the furthest point reached
  // on each diagonal k = x - y with D edits; the path is found again from
  // the saved frontiers. Rewrites change few lines, so D stays small.
  const long N = Old.size(), M = New.size(), Max = N + M;
  std::vector<long> V(2 * Max + 2, 0);
  std::vector<std::vector<long>> Trace;
  long Offset = Max + 1;
  bool Done = N == 0 && M == 0;
  for (long D = 0; D <= Max && !Done; ++D) {
    Trace.push_back(V);
    for (long K = -D; K <= D; K += 2) {
      long X = (K == -D || (K != D && V[Offset + K - 1] < V[Offset + K + 1]))
                   ? V[Offset + K + 1]
                   : V[Offset + K - 1] + 1;
      long Y = X - K;
      while (X < N && Y < M && Old[X] == New[Y])
        ++X, ++Y;
      V[Offset + K] = X;
      if (X >= N && Y >= M) {
        Done = true;
        break;
      }
    }
  }
  // Walk back from (N, M) through the frontiers.
  std::vector<DiffLine> Reversed;
  long X = N, Y = M;
  for (long D = long(Trace.size()) - 1; D >= 0; --D) {
    const std::vector<long> &Before = Trace[D];
    long K = X - Y;
    long PrevK = (K == -D || (K != D && Before[Offset + K - 1] <
                                            Before[Offset + K + 1]))
                     ? K + 1
                     : K - 1;
    long PrevX = D == 0 ? 0 : Before[Offset + PrevK];
    long PrevY = D == 0 ? 0 : PrevX - PrevK;
    while (X > PrevX && Y > PrevY)
      Reversed.push_back({DiffLine::Same, size_t(--X), size_t(--Y)});
    if (D == 0)
      break;
    if (X == PrevX)
      Reversed.push_back({DiffLine::Added, size_t(X), size_t(--Y)});
    else
      Reversed.push_back({DiffLine::Removed, size_t(--X), size_t(Y)});
  }
  return {Reversed.rbegin(), Reversed.rend()};
}

void printUnifiedDiff(llvm::raw_ostream &OS, const std::string &Path,
                      const std::string &Before, const std::string &After) {
  if (Before == After)
    return;
  // Lines without their line ends; a last line without one is marked as
  // diff marks it.
  auto LinesOf = [](llvm::StringRef Text) {
    llvm::SmallVector<llvm::StringRef> Parts;
    Text.split(Parts, '\n');
    if (Text.ends_with("\n"))
      Parts.pop_back();
    return std::vector<llvm::StringRef>(Parts.begin(), Parts.end());
  };
  std::vector<llvm::StringRef> Old = LinesOf(Before), New = LinesOf(After);
  bool OldOpen = !Before.empty() && Before.back() != '\n',
       NewOpen = !After.empty() && After.back() != '\n';
  const char *NoNewline = "\\ No newline at end of file\n";
  std::vector<DiffLine> Lines = diffLines(Old, New);
  // (git's a/ and b/: `git apply` takes it as it is.)
  OS << "--- a/" << Path << "\n+++ b/" << Path << "\n";
  const size_t Context = 3;
  size_t I = 0;
  while (I < Lines.size()) {
    if (Lines[I].Kind == DiffLine::Same) {
      ++I;
      continue;
    }
    // A hunk: the change, what follows it while changes are closer than
    // 2 * Context lines, and Context lines around.
    size_t Begin = I >= Context ? I - Context : 0;
    size_t Last = I;
    for (size_t J = I; J < Lines.size() && J <= Last + 2 * Context; ++J)
      if (Lines[J].Kind != DiffLine::Same)
        Last = J;
    size_t End = std::min(Lines.size(), Last + Context + 1);
    size_t OldCount = 0, NewCount = 0;
    for (size_t J = Begin; J < End; ++J) {
      OldCount += Lines[J].Kind != DiffLine::Added;
      NewCount += Lines[J].Kind != DiffLine::Removed;
    }
    // (An empty side starts at the line before, as diff writes it.)
    size_t OldStart = Lines[Begin].OldLine + (OldCount ? 1 : 0);
    size_t NewStart = Lines[Begin].NewLine + (NewCount ? 1 : 0);
    OS << "@@ -" << OldStart << "," << OldCount << " +" << NewStart << ","
       << NewCount << " @@\n";
    for (size_t J = Begin; J < End; ++J) {
      const DiffLine &L = Lines[J];
      bool LastOld = L.OldLine + 1 == Old.size() && OldOpen,
           LastNew = L.NewLine + 1 == New.size() && NewOpen;
      if (L.Kind == DiffLine::Same && LastOld != LastNew) {
        // The same text, once without a line end: a change all the same.
        OS << "-" << Old[L.OldLine] << "\n" << (LastOld ? NoNewline : "");
        OS << "+" << New[L.NewLine] << "\n" << (LastNew ? NoNewline : "");
      } else if (L.Kind == DiffLine::Same) {
        OS << " " << Old[L.OldLine] << "\n" << (LastOld ? NoNewline : "");
      } else if (L.Kind == DiffLine::Removed) {
        OS << "-" << Old[L.OldLine] << "\n" << (LastOld ? NoNewline : "");
      } else {
        OS << "+" << New[L.NewLine] << "\n" << (LastNew ? NoNewline : "");
      }
    }
    I = End;
  }
}

} // namespace ompfix
