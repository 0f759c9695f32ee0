//===- WriteFixes.cpp - The rewrite: diff, replacements, files ------------===//

#include "output/WriteFixes.h"
#include "output/FileWriter.h"
#include "output/UnifiedDiff.h"

#include "clang/Tooling/DiagnosticsYaml.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/YAMLTraits.h"

#include <set>
#include <tuple>

namespace ompfix {

void printDiffs(llvm::raw_ostream &OS, const std::vector<FileChange> &Changes) {
  for (const FileChange &C : Changes)
    printUnifiedDiff(OS, C.Named, C.Original, C.Rewritten);
}

std::string exportReplacements(const std::string &Path,
                               const std::vector<FileChange> &Changes) {
  // clang-tidy's --export-fixes: a diagnostic per rewritten directive, named
  // by its first finding's rule, its message at the directive, and the
  // edits that fix it (clang-apply-replacements applies them, each edit
  // once though several diagnostics share it: an include at the top).
  clang::tooling::TranslationUnitDiagnostics TUD;
  TUD.MainSourceFile = Changes.empty() ? "" : Changes.front().RealPath;
  llvm::SmallString<256> BuildDirectory;
  llvm::sys::fs::current_path(BuildDirectory);
  for (const FileChange &C : Changes) {
    // (An edit two directives share, the include a new call needs, goes
    // with the first: clang-apply-replacements would make it twice.)
    std::set<std::tuple<size_t, size_t, std::string>> Given;
    for (const LoopReport &L : C.Report.Loops) {
      if (L.Edits.empty())
        continue;
      std::string Name = ruleInfo(Rule::RedundantClause).Name;
      std::string Message = "clause on a variable the construct never accesses";
      for (const ViolationReport &V : L.Violations)
        if (V.Suppressed == ViolationReport::Silence::None) {
          Name = ruleInfo(V.Rule).Name;
          Message = V.Message;
          break;
        }
      clang::tooling::DiagnosticMessage At(Message);
      At.FilePath = C.RealPath;
      At.FileOffset = L.Offset;
      clang::tooling::Replacements &Fix = At.Fix[C.RealPath];
      // (Two insertions at one place, two forwarded scalars' entry values:
      // one replacement.)
      for (const TextEdit &E : joinInsertions(L.Edits)) {
        if (!Given.insert({E.Offset, E.Length, E.Text}).second)
          continue;
        if (llvm::Error Err = Fix.add(clang::tooling::Replacement(
                C.RealPath, E.Offset, E.Length, E.Text)))
          return "the edits of " + C.Named + ":" + std::to_string(L.Line) +
                 " overlap: " + llvm::toString(std::move(Err));
      }
      TUD.Diagnostics.emplace_back(Name, At,
                                   llvm::SmallVector<clang::tooling::DiagnosticMessage, 1>(),
                                   clang::tooling::Diagnostic::Error,
                                   BuildDirectory.str());
    }
  }
  std::string YAML;
  llvm::raw_string_ostream OS(YAML);
  llvm::yaml::Output Out(OS);
  Out << TUD;
  OS.flush();
  return writeFileAtomically(Path, YAML);
}

bool isSourcePath(const std::string &Path) {
  llvm::StringRef Ext = llvm::sys::path::extension(Path);
  for (const char *E : {".c", ".cc", ".cpp", ".cxx", ".c++", ".C", ".h",
                        ".hh", ".hpp", ".hxx", ".i", ".ii", ".inc"})
    if (Ext == E)
      return true;
  return false;
}

std::string applyChanges(const std::vector<FileChange> &Changes,
                         const std::function<bool(size_t Index)> &Recheck) {
  bool Accepted = true;
  for (size_t I = 0; I < Changes.size(); ++I)
    Accepted &= Recheck(I);
  if (!Accepted)
    return "the rewrite does not check as verified; no file was changed";
  std::vector<FileRewrite> Rewrites;
  for (const FileChange &C : Changes)
    Rewrites.push_back({C.RealPath, C.Named, C.Original, C.Rewritten});
  return replaceAll(Rewrites);
}

} // namespace ompfix
