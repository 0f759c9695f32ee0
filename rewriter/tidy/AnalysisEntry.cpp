//===- AnalysisEntry.cpp - The analysis as the clang-tidy plugin calls it -===//

#include "tidy/AnalysisEntry.h"

extern "C" __attribute__((visibility("default"))) void
ompfixFindDirectives(clang::ASTContext &Ctx,
                     const ompfix::FindingOptions &Options,
                     std::map<unsigned, ompfix::LoopFindings> &Found) {
  static_assert(
      std::is_same_v<decltype(&ompfixFindDirectives), ompfix::AnalysisEntry>,
      "the entry has the type the plugin calls it with");
  // (clang-tidy checks one file: other files are not searched.)
  static const ompfix::CalleeSearch NotSearched(
      ompfix::MissingBody::NotSearched);
  ompfix::FindingOptions InFile = Options;
  InFile.Search = &NotSearched;
  Found = ompfix::findDirectives(Ctx, InFile);
}
