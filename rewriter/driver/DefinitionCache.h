//===- DefinitionCache.h - Project files parsed once, kept on disk -*- C++
//-*-===//
//
// Following a call into another file of the project means parsing that
// file (ProjectDefinitions.h), the slowest step of a check with a
// compilation database. The cache keeps, for each file parsed with one
// command, what the search needs from it: whether it compiles, the
// functions it defines (by their cross-translation-unit lookup names), and
// its AST, saved as Clang saves a precompiled file (ASTUnit::Save), the
// form the static analyzer's CTU mode loads its `.ast` files in. A later
// check of any file of the project then parses none of them again: it
// reads the index to know which file defines a callee, and loads that
// file's AST.
//
// An entry is keyed by the file's path, its text and its commands in the
// database (and the Clang version), so an edit of the file or a change of
// its flags makes a new key; the headers it includes are listed in the
// entry with their sizes and modification times, as Clang's own AST files
// list their inputs, and an entry whose headers changed is not used. The
// files are written whole (a temporary file renamed), so checks running
// in parallel never read a half-written entry; the directory is pruned by
// LLVM's cache pruning (by age and total size).
//
//===----------------------------------------------------------------------===//

#ifndef OMPFIX_REWRITER_DEFINITIONCACHE_H
#define OMPFIX_REWRITER_DEFINITIONCACHE_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace clang {
class ASTUnit;
namespace tooling {
struct CompileCommand;
} // namespace tooling
} // namespace clang

namespace ompfix {

/// What the search for definitions needs of one parsed project file.
struct CachedFile {
  bool Compiles = false;
  /// The lookup names (CrossTranslationUnitContext::getLookupName) of
  /// the functions the file's own text defines.
  std::vector<std::string> Definitions;
};

class DefinitionCache {
public:
  /// A cache in \p Directory; off where it is empty, or where it cannot
  /// be made or written (which the first cache of the process to meet it
  /// says on stderr, once).
  explicit DefinitionCache(std::string Directory);

  bool on() const { return !Directory.empty(); }

  /// The key of the file at \p RealPath, with text \p Text, parsed with
  /// \p Commands (its commands in the compilation database).
  static std::string
  keyOf(llvm::StringRef RealPath, llvm::StringRef Text,
        llvm::ArrayRef<clang::tooling::CompileCommand> Commands);

  /// The entry stored under \p Key, where there is one and the headers it
  /// lists are unchanged.
  std::optional<CachedFile> find(llvm::StringRef Key) const;

  /// Stores \p File under \p Key, with \p Unit, the file parsed (null if
  /// it did not compile), whose included files the entry lists.
  void store(llvm::StringRef Key, const CachedFile &File,
             clang::ASTUnit *Unit) const;

  /// The AST stored under \p Key; null if there is none or it is out of
  /// date.
  std::unique_ptr<clang::ASTUnit> load(llvm::StringRef Key) const;

  /// The directory where the tool keeps its cache by default (the user's
  /// cache directory's `ompfix`); empty if there is none.
  static std::string defaultDirectory();

private:
  /// Makes \p Directory and prunes it, once a process; whether it can be
  /// used.
  static bool prepare(llvm::StringRef Directory);
  std::string pathOf(llvm::StringRef Key, llvm::StringRef Extension) const;
  std::string Directory;
};

} // namespace ompfix

#endif // OMPFIX_REWRITER_DEFINITIONCACHE_H
