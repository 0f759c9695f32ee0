//===- ProjectDefinitions.h - Definitions from the project's other files --===//
//
// A parallel loop's work is mostly in functions, and in a real project
// those are defined in other files. The front end follows a call into the
// callee's body wherever the translation unit holds it (ExtractCalls);
// this step makes the translation unit hold the bodies of the functions
// its directives reach that the project's other files define: they are
// found through the compilation database, parsed, and imported into the
// file's AST with Clang's cross-translation-unit importer, as the static
// analyzer's CTU mode does. After it, an imported body is a redeclaration
// of the callee like any definition of the file, and every later stage
// follows it unchanged (a body from another file is not a summary: it is
// the body, modelled in place).
//
//===----------------------------------------------------------------------===//

#ifndef OMPFIX_REWRITER_PROJECTDEFINITIONS_H
#define OMPFIX_REWRITER_PROJECTDEFINITIONS_H

#include "frontend/MissingBodies.h"

#include <memory>
#include <string>

namespace clang {
class CompilerInstance;
namespace tooling {
class CompilationDatabase;
} // namespace tooling
} // namespace clang

namespace ompfix {

/// Where the definitions of a file's callees are looked for: the files of
/// a compilation database, each parsed with its own command.
struct ProjectFiles {
  const clang::tooling::CompilationDatabase *Database = nullptr;
  /// At most this many other files are read for one checked file (the
  /// files that define its callees, and those tried before them), parsed
  /// or from the cache alike (a verdict does not depend on the cache).
  unsigned MaxReadFiles = 12;
  /// --other-files=false: a database may be given, but is not searched.
  bool OtherFilesOff = false;
  /// Where the files parsed are kept (DefinitionCache.h); "" for nowhere.
  std::string CacheDirectory;
  /// --trace-other-files: say on stderr how each file was read (parsed,
  /// or from the cache).
  bool Trace = false;
};

/// The definitions that \p Project's other files hold of the functions
/// the main file's directive-holding functions call, directly or through
/// the functions they call (MaxInlineDepth calls deep, as far as the front
/// end follows calls), imported into the file's AST. A callee is looked
/// for when the translation unit has no body for it and it is neither
/// virtual, nor a template's, nor declared in a system header (the library
/// table's); every file whose text may define it is read (parsed, or
/// from the cache), and one must define it (by its USR; of several, the
/// nearest, ProjectDefinitions.cpp), in the same language, compiling. One
/// that cannot be found or imported is left out: the
/// call stays `unknown`, as it was. The imported bodies live as long as
/// this object, which must outlive the checks that use them.
class ProjectDefinitions {
public:
  ProjectDefinitions(clang::CompilerInstance &CI, ProjectFiles Project);
  ~ProjectDefinitions();

  /// Imports the definitions.
  void importCalled();

  /// Why each callee that still has no body has none.
  const CalleeSearch &search() const;

private:
  struct State;
  std::unique_ptr<State> S;
};

} // namespace ompfix

#endif // OMPFIX_REWRITER_PROJECTDEFINITIONS_H
