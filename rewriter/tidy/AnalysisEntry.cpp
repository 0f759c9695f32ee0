//===- AnalysisEntry.cpp - The analysis as the clang-tidy plugin calls it -===//

#include "tidy/AnalysisEntry.h"

extern "C" __attribute__((visibility("default"))) void
ompfixFindDirectives(clang::ASTContext &Ctx,
                     const ompfix::FindingOptions &Options,
                     std::map<unsigned, ompfix::LoopFindings> &Found) {
  static_assert(
      std::is_same_v<decltype(&ompfixFindDirectives), ompfix::AnalysisEntry>,
      "the entry has the type the plugin calls it with");
  Found = ompfix::findDirectives(Ctx, Options);
}
