//===- Configuration.h - .ompfix.yaml, as clang-tidy reads .clang-tidy -*- C++ -*-===//
//
// A project keeps its choices in a file beside its code, found as
// clang-tidy finds `.clang-tidy`: the nearest `.ompfix.yaml` in the
// checked file's directory or a parent (or the one --config-file names,
// for every file):
//
//   # .ompfix.yaml
//   DisabledRules: [ompfix-redundant-clause, 'ompfix-missing-*']
//   Strict: true
//   AssumeDisjoint: false
//   MaxOperations: 500000
//   HeaderFilter: 'include/.*'
//
// Every key is optional; an option given on the command line wins over the
// file. The rules turned off are silenced as a NOLINT comment silences
// them (counted, marked in JSON, never lost). No Clang here.
//
//===----------------------------------------------------------------------===//

#ifndef OMPFIX_REWRITER_CONFIGURATION_H
#define OMPFIX_REWRITER_CONFIGURATION_H

#include "llvm/ADT/StringRef.h"

#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

namespace ompfix {

/// What one configuration file says; what it does not say is unset.
struct Configuration {
  std::vector<std::string> DisabledRules;
  std::optional<bool> Strict, AssumeDisjoint, AssumeCallerCopies, Forward,
      Expand, CheckRegions, ShowCompilerWarnings;
  std::optional<unsigned long> MaxOperations;
  /// The headers whose directives are checked too (--header-filter).
  std::optional<std::string> HeaderFilter;
  /// The file it was read from ("" for none).
  std::string Path;

  /// Whether rule \p Rule ("ompfix-race") is turned off (a glob of
  /// DisabledRules matches it).
  bool disables(llvm::StringRef Rule) const;
};

/// Reads configuration text \p Text (of file \p Path, for messages); an
/// error says where and what: "k/.ompfix.yaml:2:1: unknown key 'Stirct'".
std::optional<Configuration> parseConfiguration(llvm::StringRef Text,
                                                const std::string &Path,
                                                std::string &Error);

/// The configuration of each checked file: the nearest `.ompfix.yaml` from
/// its directory up, or the one file given to the constructor.
class Configurations {
public:
  /// \p Fixed: a file for every input (--config-file), or "" to search.
  explicit Configurations(std::string Fixed) : Fixed(std::move(Fixed)) {}

  /// The configuration of the file at \p Path (absolute), or an error
  /// (safe to call from several threads).
  std::optional<Configuration> of(const std::string &Path, std::string &Error);

private:
  std::optional<Configuration> read(const std::string &File,
                                    std::string &Error);
  std::string Fixed;
  std::mutex Lock;
  /// Per configuration file read: what it says (or its error).
  std::map<std::string, std::pair<std::optional<Configuration>, std::string>>
      Cache;
};

} // namespace ompfix

#endif // OMPFIX_REWRITER_CONFIGURATION_H
