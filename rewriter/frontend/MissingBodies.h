//===- MissingBodies.h - Why a called function has no body ----*- C++ -*-===//
//
// The front end follows a call into its callee's body. Where the
// translation unit holds none, the call stays `unknown`, and its reason
// says why no body was found: the search of the project's other files
// (ProjectDefinitions) records what it met for each callee, so that the
// user learns what stands in the way (no compilation database, no file
// defining the function, two of them, one that does not compile) and what
// would help.
//
//===----------------------------------------------------------------------===//

#ifndef OMPFIX_REWRITER_MISSINGBODIES_H
#define OMPFIX_REWRITER_MISSINGBODIES_H

#include "clang/AST/Decl.h"

#include <map>
#include <string>
#include <vector>

namespace ompfix {

/// Why the translation unit holds no body of a called function.
enum class MissingBody {
  /// No compilation database was given (-p), so no other file was read.
  NoDatabase,
  /// --other-files=false.
  OtherFilesOff,
  /// The database's other files were not searched for it (a virtual
  /// member function, a template's, one of a system header).
  NotSearched,
  /// No file of the compilation database defines it.
  DefinedNowhere,
  /// Several files of the database define it (the programs of one
  /// project, a build's variants): which one runs is not known.
  DefinedTwice,
  /// A file that may define it does not compile with its own command.
  DefinerDoesNotCompile,
  /// More files may define it than ompfix parses for one checked file.
  ParseBudgetSpent,
  /// Its definition holds OpenMP directives, which Clang's importer does
  /// not import.
  DefinitionHoldsDirectives,
  /// Clang's importer could not import its definition.
  NotImported,
};

struct MissingBodyRow {
  MissingBody Kind;
  /// The reason's words, after the callee's name ("call to 'f', which may
  /// access memory (...)"); `%0` is the files in question.
  const char *Words;
};

/// In the order of the enumerators (checked in MissingBodies.cpp).
inline constexpr MissingBodyRow MissingBodies[] = {
    {MissingBody::NoDatabase,
     "its body is not in the file, and no compilation database (-p) was "
     "given"},
    {MissingBody::OtherFilesOff,
     "its body is not in the file, and --other-files=false"},
    {MissingBody::NotSearched, "its body is not in the file"},
    {MissingBody::DefinedNowhere,
     "no file of the compilation database defines it"},
    {MissingBody::DefinedTwice,
     "several files of the compilation database define it: %0"},
    {MissingBody::DefinerDoesNotCompile,
     "%0, which may define it, does not compile with its command in the "
     "compilation database"},
    {MissingBody::ParseBudgetSpent,
     "more files may define it than are read for one file"},
    {MissingBody::DefinitionHoldsDirectives,
     "its definition in %0 holds OpenMP directives, which are not "
     "imported from another file"},
    {MissingBody::NotImported, "its definition in %0 could not be imported"},
};

/// What the search of the project found for a callee without a body.
struct MissingBodyOutcome {
  MissingBody Kind = MissingBody::NotSearched;
  /// The files in question (DefinedTwice, DefinerDoesNotCompile,
  /// DefinitionHoldsDirectives, NotImported), each named by its path
  /// below the directories they share (its name, for one file).
  std::vector<std::string> Files;
};

/// A callee that several files of the project define differently, whose
/// body was taken from the one nearest the checked file (its directory, or
/// the one sharing the longest path with it): the programs of one project,
/// a build's variants, each linking its own. A verdict that follows the
/// body assumes that one is linked. Also a callee whose body was read
/// without its OpenMP directives: a verdict assumes them free of races.
struct ChosenDefinition {
  /// The file whose definition was taken, and the others, each named by
  /// its path below the directory they all share.
  std::string File;
  std::vector<std::string> Others;
  /// The body was read without its OpenMP directives
  /// (sequentialReadingKeepsCells: loops that make teams of their own),
  /// which checking that file checks.
  bool WithoutDirectives = false;

  /// What a verdict assumes: "'f' is the definition in 'a/x.c' (not the
  /// one in 'b/x.c')", "'f' in 'x.c' touches what its code does without
  /// its OpenMP directives, which are checked in that file".
  std::string assumption(llvm::StringRef Callee) const;
};

/// The outcomes of one search, for the front end's reasons.
class CalleeSearch {
public:
  /// The outcome of a callee never looked for: \p Default.
  explicit CalleeSearch(MissingBody Default = MissingBody::NoDatabase)
      : Default(Default) {}

  void record(const clang::FunctionDecl &Callee, MissingBodyOutcome Outcome);
  void recordChoice(const clang::FunctionDecl &Callee, ChosenDefinition Chosen);

  /// Why \p Callee, which has no body, has none:
  ///   "no file of the compilation database defines it"
  std::string why(const clang::FunctionDecl &Callee) const;

  /// Where \p Callee's body was chosen among several, or null.
  const ChosenDefinition *choice(const clang::FunctionDecl &Callee) const;

private:
  MissingBody Default;
  /// By canonical declaration.
  std::map<const clang::FunctionDecl *, MissingBodyOutcome> Outcomes;
  std::map<const clang::FunctionDecl *, ChosenDefinition> Choices;
};

} // namespace ompfix

#endif // OMPFIX_REWRITER_MISSINGBODIES_H
