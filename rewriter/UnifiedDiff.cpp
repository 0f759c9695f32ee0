//===- UnifiedDiff.cpp - The rewrite of a file as a unified diff ----------===//

#include "UnifiedDiff.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

namespace ompfix {

void printUnifiedDiff(llvm::raw_ostream &OS, const std::string &Path,
                      const std::string &Before, const std::string &After) {
  llvm::SmallVector<llvm::StringRef> Old, New;
  llvm::StringRef(Before).split(Old, '\n');
  llvm::StringRef(After).split(New, '\n');
  if (Old.size() != New.size())
    return;
  OS << "--- " << Path << "\n+++ " << Path << "\n";
  const size_t Context = 3;
  size_t I = 0;
  while (I < Old.size()) {
    if (Old[I] == New[I]) {
      ++I;
      continue;
    }
    size_t HunkBegin = I >= Context ? I - Context : 0;
    // Extend the hunk while changes are closer than 2 * Context lines.
    size_t Last = I;
    for (size_t J = I; J < Old.size() && J <= Last + 2 * Context; ++J)
      if (Old[J] != New[J])
        Last = J;
    size_t HunkEnd = std::min(Old.size(), Last + Context + 1);
    size_t Count = HunkEnd - HunkBegin;
    OS << "@@ -" << HunkBegin + 1 << "," << Count << " +" << HunkBegin + 1
       << "," << Count << " @@\n";
    for (size_t J = HunkBegin; J < HunkEnd; ++J) {
      if (Old[J] == New[J]) {
        OS << " " << Old[J] << "\n";
        continue;
      }
      OS << "-" << Old[J] << "\n";
      OS << "+" << New[J] << "\n";
    }
    I = HunkEnd;
  }
}

} // namespace ompfix
