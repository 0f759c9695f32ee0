//===- WriteFixes.cpp - The rewrite: diff, replacements, files ------------===//

#include "WriteFixes.h"
#include "FileWriter.h"
#include "UnifiedDiff.h"

#include "clang/Tooling/ReplacementsYaml.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/YAMLTraits.h"

namespace ompfix {

void printDiffs(llvm::raw_ostream &OS, const std::vector<FileChange> &Changes) {
  for (const FileChange &C : Changes)
    printUnifiedDiff(OS, C.Named, C.Original, C.Rewritten);
}

std::string exportReplacements(const std::string &Path,
                               const std::vector<FileChange> &Changes) {
  clang::tooling::TranslationUnitReplacements TUR;
  TUR.MainSourceFile = Changes.empty() ? "" : Changes.front().RealPath;
  for (const FileChange &C : Changes)
    for (const TextEdit &E : C.Edits)
      TUR.Replacements.emplace_back(C.RealPath, E.Offset, E.Length, E.Text);
  std::string YAML;
  llvm::raw_string_ostream OS(YAML);
  llvm::yaml::Output Out(OS);
  Out << TUR;
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
