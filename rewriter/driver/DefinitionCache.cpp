//===- DefinitionCache.cpp - Project files parsed once, kept on disk ------===//

#include "driver/DefinitionCache.h"

#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/FileSystemOptions.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Basic/Version.h"
#include "clang/Frontend/ASTUnit.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Lex/HeaderSearchOptions.h"
#include "clang/Serialization/PCHContainerOperations.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/CachePruning.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SHA256.h"
#include "llvm/Support/raw_ostream.h"

#include <mutex>

using namespace clang;

namespace ompfix {

namespace {

/// The first line of an entry; a new format changes it.
constexpr llvm::StringLiteral Format = "ompfix definitions 1";

/// A file an AST was built from, as its entry lists it.
struct Input {
  uint64_t Size;
  int64_t Modified; // (seconds, as Clang's AST files record it)
  std::string Path;
};

bool unchanged(const Input &In) {
  llvm::sys::fs::file_status Status;
  return !llvm::sys::fs::status(In.Path, Status) &&
         Status.getSize() == In.Size &&
         llvm::sys::toTimeT(Status.getLastModificationTime()) == In.Modified;
}

/// The files \p Unit was built from, but its main file (which the key
/// holds by its text).
std::vector<Input> inputsOf(const ASTUnit &Unit) {
  const SourceManager &SM = Unit.getSourceManager();
  OptionalFileEntryRef Main = SM.getFileEntryRefForID(SM.getMainFileID());
  std::vector<Input> Inputs;
  for (auto File = SM.fileinfo_begin(); File != SM.fileinfo_end(); ++File) {
    FileEntryRef Entry = File->first;
    if (Main && Entry == *Main)
      continue;
    llvm::SmallString<256> Path(Entry.getName());
    llvm::sys::fs::make_absolute(Path);
    Inputs.push_back({static_cast<uint64_t>(Entry.getSize()),
                      static_cast<int64_t>(Entry.getModificationTime()),
                      std::string(Path)});
  }
  return Inputs;
}

} // namespace

DefinitionCache::DefinitionCache(std::string Directory)
    : Directory(std::move(Directory)) {
  if (on() && !prepare(this->Directory))
    this->Directory.clear();
}

std::string
DefinitionCache::keyOf(llvm::StringRef RealPath, llvm::StringRef Text,
                       llvm::ArrayRef<tooling::CompileCommand> Commands) {
  llvm::SHA256 Hash;
  auto Add = [&](llvm::StringRef Part) {
    Hash.update(Part);
    Hash.update(llvm::StringRef("\0", 1));
  };
  Add(Format);
  Add(getClangFullVersion());
  Add(RealPath);
  Add(Text);
  for (const tooling::CompileCommand &Command : Commands) {
    Add(Command.Directory);
    for (const std::string &Argument : Command.CommandLine)
      Add(Argument);
  }
  return llvm::toHex(Hash.final(), /*LowerCase=*/true).substr(0, 40);
}

std::string DefinitionCache::pathOf(llvm::StringRef Key,
                                    llvm::StringRef Extension) const {
  // (LLVM's pruning removes only the files named llvmcache-*.)
  llvm::SmallString<256> Path(Directory);
  llvm::sys::path::append(Path, "llvmcache-ompfix-" + Key + "." + Extension);
  return std::string(Path);
}

/// An entry is lines:
///   ompfix definitions 1
///   compiles yes
///   input 5214 1764490000 /usr/include/stdio.h
///   definition c:@F@norm
std::optional<CachedFile> DefinitionCache::find(llvm::StringRef Key) const {
  if (!on())
    return std::nullopt;
  auto Text = llvm::MemoryBuffer::getFile(pathOf(Key, "defs"),
                                          /*IsText=*/true);
  if (!Text)
    return std::nullopt;
  llvm::SmallVector<llvm::StringRef> Lines;
  (*Text)->getBuffer().split(Lines, '\n', -1, /*KeepEmpty=*/false);
  if (Lines.size() < 2 || Lines[0] != Format)
    return std::nullopt;
  CachedFile File;
  for (llvm::StringRef Line : llvm::ArrayRef(Lines).drop_front()) {
    auto [Word, Rest] = Line.split(' ');
    if (Word == "compiles") {
      File.Compiles = Rest == "yes";
    } else if (Word == "definition") {
      File.Definitions.push_back(std::string(Rest));
    } else if (Word == "input") {
      auto [Size, AfterSize] = Rest.split(' ');
      auto [Modified, Path] = AfterSize.split(' ');
      Input In{0, 0, std::string(Path)};
      if (Size.getAsInteger(10, In.Size) ||
          Modified.getAsInteger(10, In.Modified) || !unchanged(In))
        return std::nullopt;
    } else {
      return std::nullopt;
    }
  }
  return File;
}

void DefinitionCache::store(llvm::StringRef Key, const CachedFile &File,
                            ASTUnit *Unit) const {
  if (!on())
    return;
  // The AST first: an index names only a unit that is there.
  if (File.Compiles && (!Unit || Unit->Save(pathOf(Key, "ast"))))
    return;
  std::string Entry;
  llvm::raw_string_ostream Out(Entry);
  Out << Format << "\ncompiles " << (File.Compiles ? "yes" : "no") << "\n";
  if (Unit)
    for (const Input &In : inputsOf(*Unit))
      Out << "input " << In.Size << " " << In.Modified << " " << In.Path
          << "\n";
  for (const std::string &Name : File.Definitions)
    Out << "definition " << Name << "\n";
  // (Written to a temporary file and renamed: whole or not at all.)
  llvm::consumeError(llvm::writeToOutput(
      pathOf(Key, "defs"), [&](llvm::raw_ostream &OS) -> llvm::Error {
        OS << Entry;
        return llvm::Error::success();
      }));
}

std::unique_ptr<ASTUnit> DefinitionCache::load(llvm::StringRef Key) const {
  if (!on())
    return nullptr;
  std::string Path = pathOf(Key, "ast");
  if (!llvm::sys::fs::exists(Path))
    return nullptr;
  // (Its diagnostics, an input file changed since, are not the user's:
  // the file is parsed again.)
  IntrusiveRefCntPtr<DiagnosticsEngine> Diags =
      CompilerInstance::createDiagnostics(new DiagnosticOptions,
                                          new IgnoringDiagConsumer);
  static const RawPCHContainerReader Reader;
  return ASTUnit::LoadFromASTFile(Path, Reader, ASTUnit::LoadEverything, Diags,
                                  FileSystemOptions(),
                                  std::make_shared<HeaderSearchOptions>());
}

std::string DefinitionCache::defaultDirectory() {
  llvm::SmallString<256> Path;
  if (!llvm::sys::path::cache_directory(Path))
    return "";
  llvm::sys::path::append(Path, "ompfix");
  return std::string(Path);
}

bool DefinitionCache::prepare(llvm::StringRef Directory) {
  static std::mutex Lock;
  static llvm::StringMap<bool> Prepared;
  std::lock_guard<std::mutex> Guard(Lock);
  auto [Known, New] = Prepared.try_emplace(Directory, false);
  if (!New)
    return Known->second;
  std::error_code Error = llvm::sys::fs::create_directories(Directory);
  if (!Error && !llvm::sys::fs::can_write(Directory))
    Error = std::make_error_code(std::errc::permission_denied);
  if (Error) {
    llvm::errs() << "ompfix: warning: cannot keep parsed files in '"
                 << Directory << "' (" << Error.message()
                 << "): each run parses the project's other files again\n";
    return false;
  }
  // A month unused, or beyond 4 GiB (the oldest first), an entry goes.
  llvm::CachePruningPolicy Policy;
  Policy.Expiration = std::chrono::hours(30 * 24);
  Policy.MaxSizeBytes = uint64_t(4) << 30;
  llvm::pruneCache(Directory, Policy);
  return Known->second = true;
}

} // namespace ompfix
