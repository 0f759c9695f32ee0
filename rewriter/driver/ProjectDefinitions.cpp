//===- ProjectDefinitions.cpp - Definitions from the project's other files ===//

#include "driver/ProjectDefinitions.h"
#include "driver/DefinitionCache.h"
#include "frontend/ModelExtractor.h"
#include "frontend/OpenMPConstructs.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/CharInfo.h"
#include "clang/CrossTU/CrossTranslationUnit.h"
#include "clang/Frontend/ASTUnit.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Tooling/ArgumentsAdjusters.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/VirtualFileSystem.h"

#include <map>
#include <set>

using namespace clang;
using namespace clang::tooling;

namespace ompfix {

namespace {

/// The functions a body calls: calls, member calls and operators,
/// constructions, and the destructors of the class-typed variables it
/// declares (lambdas' bodies included).
class CalleeCollector : public RecursiveASTVisitor<CalleeCollector> {
public:
  bool VisitCallExpr(CallExpr *C) {
    add(C->getDirectCallee());
    return true;
  }
  bool VisitCXXConstructExpr(CXXConstructExpr *C) {
    add(C->getConstructor());
    return true;
  }
  bool VisitVarDecl(VarDecl *V) {
    if (const CXXRecordDecl *Class = V->getType()->getAsCXXRecordDecl())
      if (Class->hasDefinition())
        add(Class->getDestructor());
    return true;
  }

  std::vector<const FunctionDecl *> Callees;

private:
  void add(const FunctionDecl *F) {
    if (F && Seen.insert(F->getCanonicalDecl()).second)
      Callees.push_back(F);
  }
  std::set<const FunctionDecl *> Seen;
};

/// The main file's functions that hold an OpenMP directive.
class DirectiveHolders : public RecursiveASTVisitor<DirectiveHolders> {
public:
  explicit DirectiveHolders(const SourceManager &SM) : SM(SM) {}
  bool shouldVisitTemplateInstantiations() const { return true; }
  bool VisitFunctionDecl(FunctionDecl *F) {
    if (F->doesThisDeclarationHaveABody() && !F->isDependentContext() &&
        SM.isInMainFile(SM.getExpansionLoc(F->getLocation())) &&
        holdsDirective(F->getBody()))
      Functions.push_back(F);
    return true;
  }
  std::vector<const FunctionDecl *> Functions;

private:
  const SourceManager &SM;
};

/// The definitions a parsed file holds in its own text (not in the
/// headers it includes), by USR.
class OwnDefinitions : public RecursiveASTVisitor<OwnDefinitions> {
public:
  explicit OwnDefinitions(const SourceManager &SM) : SM(SM) {}
  bool VisitFunctionDecl(FunctionDecl *F) {
    if (!F->doesThisDeclarationHaveABody() || F->isDependentContext() ||
        !SM.isInMainFile(SM.getExpansionLoc(F->getLocation())))
      return true;
    if (std::optional<std::string> Name =
            cross_tu::CrossTranslationUnitContext::getLookupName(F))
      ByName.try_emplace(*Name, F);
    return true;
  }
  llvm::StringMap<const FunctionDecl *> ByName;

private:
  const SourceManager &SM;
};

/// The definitions \p Unit's own text holds (OwnDefinitions), by USR.
llvm::StringMap<const FunctionDecl *> ownDefinitions(ASTUnit &Unit) {
  OwnDefinitions Own(Unit.getSourceManager());
  Own.TraverseDecl(Unit.getASTContext().getTranslationUnitDecl());
  return std::move(Own.ByName);
}

/// The name a file that defines \p F must spell: its own, its class's
/// for a constructor or destructor; none for an operator.
/// How a definition of a function is spelled: its name, what follows the
/// name before the parameters (an operator's symbol), and the class that
/// qualifies it outside the class's body (a member function's; none for
/// a destructor, whose `~` stands between).
struct SpelledName {
  llvm::StringRef Name, Symbol, Class;
};

SpelledName spelledName(const FunctionDecl &F) {
  SpelledName Spelled;
  const auto *Method = dyn_cast<CXXMethodDecl>(&F);
  if (Method && isa<CXXConstructorDecl, CXXDestructorDecl>(Method))
    Spelled.Name = Method->getParent()->getName();
  else if (const IdentifierInfo *Id = F.getIdentifier())
    Spelled.Name = Id->getName();
  else
    Spelled.Name = "operator";
  if (F.isOverloadedOperator())
    Spelled.Symbol = getOperatorSpelling(F.getOverloadedOperator());
  if (Method && !isa<CXXDestructorDecl>(Method) &&
      Method->getParent()->getIdentifier())
    Spelled.Class = Method->getParent()->getName();
  return Spelled;
}

/// Whether \p Text may define a function spelled \p Spelled: the name
/// (after `Class ::` for a member, and an operator's
/// symbol after it), a
/// parameter list, then (after qualifiers) a body or a constructor's
/// initializers, as in `double norm(const double *x, int n) {`,
/// `Grid::Grid(int n) : n(n) {` or `Vec &Vec::operator+=(const Vec &o) {`;
/// a call or a declaration is followed by something else (`;`, `)`, an
/// operator). (A definition that a macro spells is not seen: the call
/// stays unknown. A member function defined in its class's body is in a
/// header the caller includes, not another file's.)
bool mayDefine(llvm::StringRef Text, const SpelledName &Spelled) {
  auto IsWord = [](char C) { return isAlphanumeric(C) || C == '_'; };
  llvm::StringRef Name = Spelled.Name;
  // Whether `Class ::` ends Text before At.
  auto Qualified = [&](size_t At) {
    llvm::StringRef Before = Text.take_front(At).rtrim();
    if (!Before.consume_back("::"))
      return false;
    Before = Before.rtrim();
    return Before.consume_back(Spelled.Class) &&
           (Before.empty() || !IsWord(Before.back()));
  };
  for (size_t At = Text.find(Name); At != llvm::StringRef::npos;
       At = Text.find(Name, At + 1)) {
    size_t End = At + Name.size();
    if ((At > 0 && IsWord(Text[At - 1])) ||
        (End < Text.size() && IsWord(Text[End])))
      continue;
    if (!Spelled.Class.empty() && !Qualified(At))
      continue;
    size_t K = Text.find_first_not_of(" \t\r\n", End);
    if (K != llvm::StringRef::npos && !Spelled.Symbol.empty()) {
      if (!Text.drop_front(K).starts_with(Spelled.Symbol))
        continue;
      K = Text.find_first_not_of(" \t\r\n", K + Spelled.Symbol.size());
    }
    if (K == llvm::StringRef::npos || Text[K] != '(')
      continue;
    int Depth = 0;
    for (; K < Text.size(); ++K) {
      Depth += Text[K] == '(' ? 1 : Text[K] == ')' ? -1 : 0;
      if (Depth == 0)
        break;
    }
    // Qualifiers between the parameters and the body.
    llvm::StringRef Rest = Text.drop_front(std::min(K + 1, Text.size()));
    while (true) {
      Rest = Rest.ltrim();
      llvm::StringRef Word = Rest.take_while(IsWord);
      if (Word.empty() || (Word != "const" && Word != "noexcept" &&
                           Word != "override" && Word != "final"))
        break;
      Rest = Rest.drop_front(Word.size());
    }
    if (Rest.starts_with("{") ||
        (Rest.starts_with(":") && !Rest.starts_with("::")))
      return true;
  }
  return false;
}

} // namespace

struct ProjectDefinitions::State {
  State(CompilerInstance &CI, ProjectFiles Project)
      : CI(CI), Project(Project),
        Search(Project.OtherFilesOff ? MissingBody::OtherFilesOff
               : Project.Database    ? MissingBody::NotSearched
                                     : MissingBody::NoDatabase),
        // (Made, and pruned, only where there are other files to read.)
        Cache(Project.Database && !Project.OtherFilesOff
                  ? Project.CacheDirectory
                  : std::string()),
        CTU(CI) {}

  /// Imports the definition of \p Callee; what was met where there is
  /// none (its Files empty where it was imported).
  MissingBodyOutcome importDefinitionOf(const FunctionDecl &Callee);
  /// A file of the project as the search knows it.
  struct ProjectFile {
    bool Compiles = false;
    /// The lookup names of the functions its own text defines.
    llvm::StringSet<> Names;
    std::string CacheKey;
    /// The file's AST and its definitions by lookup name, once a
    /// definition of it is needed.
    std::unique_ptr<ASTUnit> Unit;
    llvm::StringMap<const FunctionDecl *> Definitions;
  };
  /// A definition of the callee that a read file holds.
  struct Defining {
    std::string File;
    const FunctionDecl *Function;
    const ProjectFile *In;
  };
  /// Which of \p Found to take: the one definition, any of several that
  /// are the same (sameDefinitions), else the one nearest the checked
  /// file (nearestDefinition); none if that is not one.
  std::optional<size_t> chosenDefinition(std::vector<Defining> &Found);
  std::optional<size_t> nearestDefinition(const std::vector<Defining> &Found);
  static bool sameDefinitions(const std::vector<Defining> &Found);
  static ChosenDefinition choice(const std::vector<Defining> &Found,
                                 size_t Taken);
  static std::vector<std::string> namesOf(const std::vector<Defining> &Found);
  /// Whether a definition of \p Callee is worth looking for.
  bool importable(const FunctionDecl &Callee) const;
  /// The project's files that may define \p Callee.
  std::vector<std::string> candidates(const FunctionDecl &Callee);
  /// \p File read: from the cache, else parsed (and then kept there).
  ProjectFile &read(const std::string &File);
  /// \p File's AST, loaded from the cache or parsed; null if it does not
  /// compile.
  const ProjectFile *withUnit(const std::string &File);
  /// \p File's AST without its OpenMP directives (parsed without
  /// OpenMP, `-fno-openmp`), for a callee that sequentialReadingKeepsCells
  /// accepts; null if it does not compile so.
  const ProjectFile *withoutDirectives(const std::string &File);
  /// \p File parsed, into \p Into (\p Sequential: without OpenMP);
  /// whether it compiles.
  bool parse(const std::string &File, ProjectFile &Into,
             bool Sequential = false);
  void trace(const std::string &File, llvm::StringRef How) const;

  CompilerInstance &CI;
  ProjectFiles Project;
  /// The checked file's real path.
  std::string Main;
  /// The project's files other than the main one, with their text.
  std::optional<std::map<std::string, std::string>> Files;
  /// The parsed files' diagnostics, their parsing's and the importer's
  /// (an AST node it cannot import), are not shown: the call stays
  /// unknown. (A member: the units keep it for as long as they live.)
  IgnoringDiagConsumer Quiet;
  CalleeSearch Search;
  DefinitionCache Cache;
  std::map<std::string, ProjectFile> ReadFiles;
  /// The files parsed without OpenMP (withoutDirectives).
  std::map<std::string, ProjectFile> SequentialFiles;
  /// (After the units it imports from: destroyed before them.)
  cross_tu::CrossTranslationUnitContext CTU;
};

bool ProjectDefinitions::State::importable(const FunctionDecl &Callee) const {
  const SourceManager &SM = CI.getSourceManager();
  if (Callee.hasBody() || Callee.getBuiltinID() ||
      Callee.isDependentContext() ||
      Callee.getTemplatedKind() != FunctionDecl::TK_NonTemplate ||
      SM.isInSystemHeader(Callee.getLocation()))
    return false;
  // What the compiler declares (a lambda's or a class's implicit members)
  // and what has no linkage outside its own file (`static` functions,
  // those of an unnamed namespace, a local class's or a lambda's) no other
  // file defines: looking for them would read every file of the project
  // that spells some other function of the name, or, for a lambda's
  // members, whose names are empty, every file.
  if (Callee.isImplicit() || !Callee.isExternallyVisible())
    return false;
  if (const auto *Method = dyn_cast<CXXMethodDecl>(&Callee))
    if (Method->isVirtual() || Method->getParent()->isDependentContext())
      return false;
  return true;
}

std::vector<std::string>
ProjectDefinitions::State::candidates(const FunctionDecl &Callee) {
  if (!Files) {
    Files.emplace();
    Main = CI.getSourceManager()
               .getFileEntryRefForID(CI.getSourceManager().getMainFileID())
               ->getFileEntry()
               .tryGetRealPathName()
               .str();
    for (const std::string &File : Project.Database->getAllFiles()) {
      llvm::SmallString<256> Real;
      if (llvm::sys::fs::real_path(File, Real) || Real == Main)
        continue;
      if (auto Text = llvm::MemoryBuffer::getFile(Real, /*IsText=*/true))
        Files->emplace(std::string(Real), (*Text)->getBuffer().str());
    }
  }
  // Of a member function, only the files that spell its class before its
  // name (`Grid::at(`), as a definition outside its class does, not those
  // of another class's `at` (one spelled through an alias of the class,
  // `G::at(`, is then not seen).
  SpelledName Spelled = spelledName(Callee);
  std::vector<std::string> Found;
  for (const auto &[Path, Text] : *Files)
    if (mayDefine(Text, Spelled))
      Found.push_back(Path);
  return Found;
}

bool ProjectDefinitions::State::parse(const std::string &File,
                                      ProjectFile &Into, bool Sequential) {
  // Its own file system, so that the working directory of the file's
  // command is not the process's.
  ClangTool Tool(*Project.Database, {File},
                 std::make_shared<PCHContainerOperations>(),
                 llvm::vfs::createPhysicalFileSystem());
  Tool.appendArgumentsAdjuster(getInsertArgumentAdjuster(
      {"-fopenmp", "-resource-dir=" OMPFIX_CLANG_RESOURCE_DIR},
      ArgumentInsertPosition::BEGIN));
  Tool.appendArgumentsAdjuster(
      getInsertArgumentAdjuster({"-w"}, ArgumentInsertPosition::END));
  if (Sequential)
    Tool.appendArgumentsAdjuster(getInsertArgumentAdjuster(
        {"-fno-openmp"}, ArgumentInsertPosition::END));
  Tool.setDiagnosticConsumer(&Quiet);
  Tool.setPrintErrorMessage(false);
  std::vector<std::unique_ptr<ASTUnit>> Units;
  Tool.buildASTs(Units);
  trace(File, Sequential ? "parsed without OpenMP" : "parsed");
  Into.Compiles =
      Units.size() == 1 && Units.front() &&
      !Units.front()->getDiagnostics().hasErrorOccurred() &&
      Units.front()->getLangOpts().CPlusPlus == CI.getLangOpts().CPlusPlus;
  CachedFile Entry;
  if (Into.Compiles) {
    Into.Unit = std::move(Units.front());
    Into.Definitions = ownDefinitions(*Into.Unit);
    Into.Names.clear();
    for (const auto &Definition : Into.Definitions) {
      Into.Names.insert(Definition.getKey());
      Entry.Definitions.push_back(Definition.getKey().str());
    }
    std::sort(Entry.Definitions.begin(), Entry.Definitions.end());
  }
  Entry.Compiles = Into.Compiles;
  Cache.store(Into.CacheKey, Entry,
              Into.Compiles       ? Into.Unit.get()
              : Units.size() == 1 ? Units.front().get()
                                  : nullptr);
  return Into.Compiles;
}

ProjectDefinitions::State::ProjectFile &
ProjectDefinitions::State::read(const std::string &File) {
  auto [Known, New] = ReadFiles.try_emplace(File);
  ProjectFile &Read = Known->second;
  if (!New)
    return Read;
  Read.CacheKey = DefinitionCache::keyOf(
      File, (*Files)[File], Project.Database->getCompileCommands(File));
  if (std::optional<CachedFile> Cached = Cache.find(Read.CacheKey)) {
    trace(File, "index from the cache");
    Read.Compiles = Cached->Compiles;
    for (const std::string &Name : Cached->Definitions)
      Read.Names.insert(Name);
    return Read;
  }
  parse(File, Read);
  return Read;
}

const ProjectDefinitions::State::ProjectFile *
ProjectDefinitions::State::withUnit(const std::string &File) {
  ProjectFile &Read = read(File);
  if (!Read.Compiles)
    return nullptr;
  if (Read.Unit)
    return &Read;
  if ((Read.Unit = Cache.load(Read.CacheKey))) {
    trace(File, "AST from the cache");
    Read.Definitions = ownDefinitions(*Read.Unit);
    return &Read;
  }
  // (Out of date: a header changed since.)
  return parse(File, Read) ? &Read : nullptr;
}

const ProjectDefinitions::State::ProjectFile *
ProjectDefinitions::State::withoutDirectives(const std::string &File) {
  auto [Known, New] = SequentialFiles.try_emplace(File);
  ProjectFile &Read = Known->second;
  if (!New)
    return Read.Compiles ? &Read : nullptr;
  // (Its own entry of the cache: the commands with the option.)
  std::vector<CompileCommand> Commands =
      Project.Database->getCompileCommands(File);
  for (CompileCommand &Command : Commands)
    Command.CommandLine.push_back("-fno-openmp");
  Read.CacheKey = DefinitionCache::keyOf(File, (*Files)[File], Commands);
  if (std::optional<CachedFile> Cached = Cache.find(Read.CacheKey);
      Cached && Cached->Compiles && (Read.Unit = Cache.load(Read.CacheKey))) {
    trace(File, "AST without OpenMP from the cache");
    Read.Compiles = true;
    Read.Definitions = ownDefinitions(*Read.Unit);
    return &Read;
  }
  return parse(File, Read, /*Sequential=*/true) ? &Read : nullptr;
}

void ProjectDefinitions::State::trace(const std::string &File,
                                      llvm::StringRef How) const {
  if (Project.Trace)
    llvm::errs() << "ompfix: other file '" << File << "': " << How << "\n";
}

/// The directories of \p Path, outermost first.
static std::vector<llvm::StringRef> directoriesOf(llvm::StringRef Path) {
  llvm::StringRef Directory = llvm::sys::path::parent_path(Path);
  return {llvm::sys::path::begin(Directory), llvm::sys::path::end(Directory)};
}

/// How many directories, from the root, \p A and \p B share.
static size_t sharedDirectories(llvm::StringRef A, llvm::StringRef B) {
  std::vector<llvm::StringRef> First = directoriesOf(A),
                               Second = directoriesOf(B);
  size_t K = 0;
  while (K < First.size() && K < Second.size() && First[K] == Second[K])
    ++K;
  return K;
}

/// Whether the definitions in \p Found are one and the same, by Clang's
/// ODR hash of each (what modules compare two definitions of one entity
/// by): a helper copied into each program of a project.
bool ProjectDefinitions::State::sameDefinitions(
    const std::vector<Defining> &Found) {
  auto Hash = [](const Defining &D) {
    return const_cast<FunctionDecl *>(D.Function)->getODRHash();
  };
  unsigned First = Hash(Found.front());
  return std::all_of(Found.begin(), Found.end(),
                     [&](const Defining &D) { return Hash(D) == First; });
}

/// The definition in the directory that shares the most with the checked
/// file's, when one does: `src-openmp/timestep.c` calls the function of
/// `src-openmp/haloExchange.c`, not of `src-mpi/haloExchange.c` (two
/// builds of one program), where no build links both.
std::optional<size_t> ProjectDefinitions::State::nearestDefinition(
    const std::vector<Defining> &Found) {
  std::optional<size_t> Nearest;
  size_t Best = 0;
  bool Tied = false;
  for (size_t K = 0; K < Found.size(); ++K) {
    size_t Shared = sharedDirectories(Found[K].File, Main);
    if (Nearest && Shared == Best) {
      Tied = true;
    } else if (!Nearest || Shared > Best) {
      Nearest = K;
      Best = Shared;
      Tied = false;
    }
  }
  return Tied ? std::nullopt : Nearest;
}

std::optional<size_t>
ProjectDefinitions::State::chosenDefinition(std::vector<Defining> &Found) {
  if (Found.size() == 1)
    return 0;
  if (std::optional<size_t> Nearest = nearestDefinition(Found))
    return Nearest;
  // (Equally near, the same by their hashes; a hash names the functions
  // a body calls, not their bodies, so a file's own static helpers may
  // still differ: the verdict lists the choice all the same.)
  if (sameDefinitions(Found))
    return 0;
  return std::nullopt;
}

/// \p Files named by their paths below the directories they all share,
/// in their order: {"/p/a/x.c", "/p/b/x.c"} gives {"a/x.c", "b/x.c"},
/// {"/p/a/x.c"} gives {"x.c"}.
static std::vector<std::string>
namesBelowShared(const std::vector<std::string> &Files) {
  size_t Shared = directoriesOf(Files.front()).size();
  for (const std::string &File : Files)
    Shared = std::min(Shared, sharedDirectories(File, Files.front()));
  std::vector<std::string> Names;
  for (const std::string &File : Files) {
    llvm::SmallString<256> Name;
    auto Part = llvm::sys::path::begin(File);
    for (size_t K = 0; K < Shared; ++K)
      ++Part; // (the root and the shared directories)
    for (; Part != llvm::sys::path::end(File); ++Part)
      llvm::sys::path::append(Name, *Part);
    Names.push_back(std::string(Name));
  }
  return Names;
}

/// The files of \p Found, named as namesBelowShared names them.
std::vector<std::string>
ProjectDefinitions::State::namesOf(const std::vector<Defining> &Found) {
  std::vector<std::string> Files;
  for (const Defining &D : Found)
    Files.push_back(D.File);
  return namesBelowShared(Files);
}

ChosenDefinition
ProjectDefinitions::State::choice(const std::vector<Defining> &Found,
                                  size_t Taken) {
  std::vector<std::string> Names = namesOf(Found);
  ChosenDefinition Chosen;
  Chosen.File = Names[Taken];
  for (size_t K = 0; K < Names.size(); ++K)
    if (K != Taken)
      Chosen.Others.push_back(Names[K]);
  std::sort(Chosen.Others.begin(), Chosen.Others.end());
  return Chosen;
}

MissingBodyOutcome
ProjectDefinitions::State::importDefinitionOf(const FunctionDecl &Callee) {
  std::optional<std::string> Name =
      cross_tu::CrossTranslationUnitContext::getLookupName(&Callee);
  if (!Name)
    return {MissingBody::NotSearched, {}};
  // Every file that may define it is read, so that a callee that
  // several define is known as such; the AST of each that does.
  std::vector<Defining> Found;
  std::vector<std::string> Failing;
  std::vector<std::string> Candidates = candidates(Callee);
  if (Project.Trace)
    llvm::errs() << "ompfix: '" << Callee.getQualifiedNameAsString()
                 << "' may be defined in " << Candidates.size()
                 << " other files\n";
  for (const std::string &File : Candidates) {
    if (!ReadFiles.count(File) && ReadFiles.size() >= Project.MaxReadFiles)
      return {MissingBody::ParseBudgetSpent, {}};
    if (!read(File).Names.contains(*Name) && read(File).Compiles)
      continue;
    const ProjectFile *In = withUnit(File);
    if (!In) {
      Failing.push_back(File);
      continue;
    }
    auto Definition = In->Definitions.find(*Name);
    if (Definition != In->Definitions.end())
      Found.push_back({File, Definition->second, In});
  }
  // (A file that does not compile may hold the one definition.)
  if (Found.empty())
    return Failing.empty()
               ? MissingBodyOutcome{MissingBody::DefinedNowhere, {}}
               : MissingBodyOutcome{MissingBody::DefinerDoesNotCompile,
                                    namesBelowShared(Failing)};
  std::optional<size_t> Taken = chosenDefinition(Found);
  if (!Taken) {
    std::vector<std::string> Names = namesOf(Found);
    std::sort(Names.begin(), Names.end());
    return {MissingBody::DefinedTwice, Names};
  }
  const Defining &Definition = Found[*Taken];
  // Clang's importer does not import OpenMP directives: a definition whose
  // directives are loops of teams of their own is read without them.
  const FunctionDecl *Source = Definition.Function;
  const ProjectFile *From = Definition.In;
  bool WithoutDirectives = holdsDirective(Source->getBody());
  if (WithoutDirectives) {
    const ProjectFile *Plain = sequentialReadingKeepsCells(Source->getBody())
                                   ? withoutDirectives(Definition.File)
                                   : nullptr;
    auto Sequential =
        Plain ? Plain->Definitions.find(*Name)
              : llvm::StringMap<const FunctionDecl *>::const_iterator();
    if (!Plain || Sequential == Plain->Definitions.end())
      return {MissingBody::DefinitionHoldsDirectives,
              namesBelowShared({Definition.File})};
    Source = Sequential->second;
    From = Plain;
  }
  llvm::Expected<const FunctionDecl *> Imported =
      CTU.importDefinition(Source, From->Unit.get());
  if (!Imported) {
    llvm::Error Failure = Imported.takeError();
    if (Project.Trace)
      llvm::errs() << "ompfix: '" << Callee.getQualifiedNameAsString()
                   << "' not imported: " << llvm::toString(std::move(Failure))
                   << "\n";
    else
      llvm::consumeError(std::move(Failure));
  }
  if (!Imported || !Callee.hasBody())
    return {MissingBody::NotImported, namesBelowShared({Definition.File})};
  if (Found.size() > 1 || WithoutDirectives) {
    ChosenDefinition Chosen =
        Found.size() > 1 ? choice(Found, *Taken)
                         : ChosenDefinition{namesOf(Found).front(), {}};
    Chosen.WithoutDirectives = WithoutDirectives;
    Search.recordChoice(Callee, std::move(Chosen));
  }
  return {};
}

ProjectDefinitions::ProjectDefinitions(CompilerInstance &CI,
                                       ProjectFiles Project)
    : S(std::make_unique<State>(CI, Project)) {}

ProjectDefinitions::~ProjectDefinitions() = default;

const CalleeSearch &ProjectDefinitions::search() const { return S->Search; }

void ProjectDefinitions::importCalled() {
  if (!S->Project.Database)
    return;
  ASTContext &Ctx = S->CI.getASTContext();
  DirectiveHolders Holders(Ctx.getSourceManager());
  Holders.TraverseDecl(Ctx.getTranslationUnitDecl());
  // The importer's complaints (two definitions of a type that differ) are
  // not the file's: the call simply stays unknown.
  DiagnosticsEngine &Diags = S->CI.getDiagnostics();
  bool WasSuppressed = Diags.getSuppressAllDiagnostics();
  Diags.setSuppressAllDiagnostics(!S->Project.Trace);
  std::set<const FunctionDecl *> Visited;
  // (Function, calls from a directive-holding function.)
  std::vector<std::pair<const FunctionDecl *, unsigned>> Work;
  for (const FunctionDecl *F : Holders.Functions)
    Work.emplace_back(F, 0);
  while (!Work.empty()) {
    auto [F, Depth] = Work.back();
    Work.pop_back();
    const FunctionDecl *Definition = nullptr;
    if (!F->hasBody(Definition) || !Visited.insert(Definition).second ||
        Depth > MaxInlineDepth)
      continue;
    CalleeCollector Calls;
    Calls.TraverseStmt(Definition->getBody());
    for (const FunctionDecl *Callee : Calls.Callees) {
      if (S->importable(*Callee))
        if (MissingBodyOutcome Outcome = S->importDefinitionOf(*Callee);
            !Callee->hasBody())
          S->Search.record(*Callee, std::move(Outcome));
      Work.emplace_back(Callee, Depth + 1);
    }
  }
  Diags.setSuppressAllDiagnostics(WasSuppressed);
}

} // namespace ompfix
