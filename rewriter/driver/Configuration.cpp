//===- Configuration.cpp - .ompfix.yaml -----------------------------------===//

#include "driver/Configuration.h"

#include "llvm/Support/Regex.h"
#include "driver/Suppressions.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/YAMLTraits.h"

#include <algorithm>

namespace llvm {
namespace yaml {

template <> struct MappingTraits<ompfix::Configuration> {
  static void mapping(IO &IO, ompfix::Configuration &C) {
    IO.mapOptional("DisabledRules", C.DisabledRules);
    IO.mapOptional("Strict", C.Strict);
    IO.mapOptional("AssumeDisjoint", C.AssumeDisjoint);
    IO.mapOptional("AssumeCallerCopies", C.AssumeCallerCopies);
    IO.mapOptional("Forward", C.Forward);
    IO.mapOptional("Expand", C.Expand);
    IO.mapOptional("CheckRegions", C.CheckRegions);
    IO.mapOptional("ShowCompilerWarnings", C.ShowCompilerWarnings);
    IO.mapOptional("MaxOperations", C.MaxOperations);
    IO.mapOptional("HeaderFilter", C.HeaderFilter);
  }
};

} // namespace yaml
} // namespace llvm

namespace ompfix {

bool Configuration::disables(llvm::StringRef Rule) const {
  return std::any_of(DisabledRules.begin(), DisabledRules.end(),
                     [&](const std::string &Glob) {
                       return globMatches(Glob, Rule);
                     });
}

std::optional<Configuration> parseConfiguration(llvm::StringRef Text,
                                                const std::string &Path,
                                                std::string &Error) {
  Configuration C;
  C.Path = Path;
  // LLVM's YAML reader reports through a handler: the first
  // complaint, with the file's name, is the error.
  struct Complaint {
    std::string Path, Message;
  } Said{Path, ""};
  llvm::yaml::Input In(
      Text, nullptr,
      [](const llvm::SMDiagnostic &D, void *Context) {
        auto &S = *static_cast<Complaint *>(Context);
        if (S.Message.empty())
          S.Message = S.Path + ":" + std::to_string(D.getLineNo()) + ":" +
                      std::to_string(D.getColumnNo() + 1) + ": " +
                      D.getMessage().str();
      },
      &Said);
  // (An empty file, or one of comments only, says nothing.)
  if (!Text.trim().empty() &&
      Text.find_first_not_of(" \t\r\n") != llvm::StringRef::npos)
    In >> C;
  if (In.error()) {
    Error = Said.Message.empty() ? Path + ": not a configuration"
                                 : Said.Message;
    return std::nullopt;
  }
  std::string Why;
  if (C.HeaderFilter && !llvm::Regex(*C.HeaderFilter).isValid(Why)) {
    Error = Path + ": HeaderFilter '" + *C.HeaderFilter +
            "' is not a regular expression: " + Why;
    return std::nullopt;
  }
  return C;
}

std::optional<Configuration>
Configurations::read(const std::string &File, std::string &Error) {
  auto It = Cache.find(File);
  if (It == Cache.end()) {
    std::optional<Configuration> C;
    std::string Problem;
    llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> Text =
        llvm::MemoryBuffer::getFile(File);
    if (!Text)
      Problem = File + ": " + Text.getError().message();
    else
      C = parseConfiguration((*Text)->getBuffer(), File, Problem);
    It = Cache.emplace(File, std::make_pair(C, Problem)).first;
  }
  Error = It->second.second;
  return It->second.first;
}

std::optional<Configuration> Configurations::of(const std::string &Path,
                                                std::string &Error) {
  std::lock_guard<std::mutex> Guard(Lock);
  if (!Fixed.empty())
    return read(Fixed, Error);
  for (llvm::StringRef Directory = llvm::sys::path::parent_path(Path);
       !Directory.empty(); Directory = llvm::sys::path::parent_path(Directory)) {
    llvm::SmallString<256> Candidate(Directory);
    llvm::sys::path::append(Candidate, ".ompfix.yaml");
    if (llvm::sys::fs::is_regular_file(Candidate))
      return read(std::string(Candidate), Error);
  }
  return Configuration();
}

} // namespace ompfix
