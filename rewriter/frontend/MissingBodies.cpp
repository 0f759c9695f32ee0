//===- MissingBodies.cpp - Why a called function has no body --------------===//

#include "frontend/MissingBodies.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Path.h"

namespace ompfix {

namespace {

constexpr bool rowsInOrder() {
  unsigned K = 0;
  for (const MissingBodyRow &Row : MissingBodies)
    if (static_cast<unsigned>(Row.Kind) != K++)
      return false;
  return true;
}
static_assert(rowsInOrder(), "MissingBodies must follow MissingBody's order");

/// "a.c and b.c", "a.c, b.c and c.c": the files' own names (their
/// directories are the project's, which the user knows).
std::string fileList(const std::vector<std::string> &Files) {
  std::string List;
  for (size_t K = 0; K < Files.size(); ++K) {
    if (K > 0)
      List += K + 1 == Files.size() ? " and " : ", ";
    List += "'" + llvm::sys::path::filename(Files[K]).str() + "'";
  }
  return List;
}

} // namespace

void CalleeSearch::record(const clang::FunctionDecl &Callee,
                          MissingBodyOutcome Outcome) {
  Outcomes[Callee.getCanonicalDecl()] = std::move(Outcome);
}

std::string CalleeSearch::why(const clang::FunctionDecl &Callee) const {
  auto Found = Outcomes.find(Callee.getCanonicalDecl());
  MissingBodyOutcome Outcome =
      Found != Outcomes.end() ? Found->second : MissingBodyOutcome{Default, {}};
  std::string Words = MissingBodies[static_cast<unsigned>(Outcome.Kind)].Words;
  if (size_t At = Words.find("%0"); At != std::string::npos)
    Words.replace(At, 2, fileList(Outcome.Files));
  return Words;
}

} // namespace ompfix
