//===- MissingBodies.cpp - Why a called function has no body --------------===//

#include "frontend/MissingBodies.h"
#include "ompfix/Tables.h"

#include "llvm/ADT/StringExtras.h"

namespace ompfix {

namespace {

static_assert(rowsInEnumeratorOrder(MissingBodies),
              "MissingBodies must follow MissingBody's order");

/// "'a.c' and 'b.c'", "'a.c', 'b.c' and 'c.c'".
std::string fileList(const std::vector<std::string> &Files) {
  std::string List;
  for (size_t K = 0; K < Files.size(); ++K) {
    if (K > 0)
      List += K + 1 == Files.size() ? " and " : ", ";
    List += "'" + Files[K] + "'";
  }
  return List;
}

} // namespace

void CalleeSearch::record(const clang::FunctionDecl &Callee,
                          MissingBodyOutcome Outcome) {
  Outcomes[Callee.getCanonicalDecl()] = std::move(Outcome);
}

void CalleeSearch::recordChoice(const clang::FunctionDecl &Callee,
                                ChosenDefinition Chosen) {
  Choices[Callee.getCanonicalDecl()] = std::move(Chosen);
}

const ChosenDefinition *
CalleeSearch::choice(const clang::FunctionDecl &Callee) const {
  auto Found = Choices.find(Callee.getCanonicalDecl());
  return Found != Choices.end() ? &Found->second : nullptr;
}

std::string ChosenDefinition::assumption(llvm::StringRef Callee) const {
  std::string Others;
  for (const std::string &Other : this->Others)
    Others += (Others.empty() ? "" : "', '") + Other;
  std::string Text = "'" + Callee.str() + "'";
  if (!Others.empty())
    Text += " is the definition in '" + File + "' (not the one in '" + Others +
            "')";
  if (WithoutDirectives)
    Text += (Others.empty() ? " in '" + File + "'" : std::string(", which")) +
            " touches what its code does without its OpenMP directives, "
            "which are checked in that file";
  return Text;
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
