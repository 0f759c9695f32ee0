//===- TextOutput.cpp - Verdicts as the text output says them -------------===//

#include "output/ReportFormats.h"

namespace ompfix {

llvm::raw_ostream &operator<<(llvm::raw_ostream &OS, Verdict V) {
  return OS << spelling(V);
}

std::string verdictCounts(const std::map<Verdict, size_t> &Counts) {
  std::string Text;
  for (const auto &[V, N] : Counts)
    if (N)
      Text += (Text.empty() ? ": " : ", ") + std::to_string(N) + " " +
              spelling(V) + (N > 1 && V == Verdict::Violation ? "s" : "");
  return Text;
}

} // namespace ompfix
