//===- ProjectDefinitions.cpp - Definitions from the project's other files ===//

#include "driver/ProjectDefinitions.h"
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
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/FileSystem.h"
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

/// The name a file that defines \p F must spell: its own, its class's
/// for a constructor or destructor; none for an operator.
llvm::StringRef spelledName(const FunctionDecl &F) {
  if (const auto *Method = dyn_cast<CXXMethodDecl>(&F))
    if (isa<CXXConstructorDecl, CXXDestructorDecl>(Method))
      return Method->getParent()->getName();
  if (const IdentifierInfo *Id = F.getIdentifier())
    return Id->getName();
  return "operator";
}

/// Whether \p Text may define a function named \p Name: the name, a
/// parameter list, then (after qualifiers) a body or a constructor's
/// initializers, as in `double norm(const double *x, int n) {` or
/// `Grid::Grid(int n) : n(n) {`; a call or a declaration is followed by
/// something else (`;`, `)`, an operator). (A definition that a macro
/// spells is not seen: the call stays unknown.)
bool mayDefine(llvm::StringRef Text, llvm::StringRef Name) {
  auto IsWord = [](char C) { return isAlphanumeric(C) || C == '_'; };
  for (size_t At = Text.find(Name); At != llvm::StringRef::npos;
       At = Text.find(Name, At + 1)) {
    size_t End = At + Name.size();
    if ((At > 0 && IsWord(Text[At - 1])) ||
        (End < Text.size() && IsWord(Text[End])))
      continue;
    size_t K = Text.find_first_not_of(" \t\r\n", End);
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
        CTU(CI) {}

  /// Imports the definition of \p Callee; what was met where there is
  /// none (its Files empty where it was imported).
  MissingBodyOutcome importDefinitionOf(const FunctionDecl &Callee);
  /// Whether a definition of \p Callee is worth looking for.
  bool importable(const FunctionDecl &Callee) const;
  /// The project's files that may define \p Callee.
  std::vector<std::string> candidates(const FunctionDecl &Callee);
  /// \p File parsed (null if it does not compile, or the budget of
  /// parsed files is spent).
  struct Parsed {
    std::unique_ptr<ASTUnit> Unit;
    llvm::StringMap<const FunctionDecl *> Definitions;
  };
  const Parsed *parse(const std::string &File);

  CompilerInstance &CI;
  ProjectFiles Project;
  /// The project's files other than the main one, with their text.
  std::optional<std::vector<std::pair<std::string, std::string>>> Files;
  /// The parsed files' diagnostics, their parsing's and the importer's
  /// (an AST node it cannot import), are not shown: the call stays
  /// unknown. (A member: the units keep it for as long as they live.)
  IgnoringDiagConsumer Quiet;
  std::map<std::string, Parsed> ParsedFiles;
  unsigned Parses = 0;
  CalleeSearch Search;
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
  if (const auto *Method = dyn_cast<CXXMethodDecl>(&Callee))
    if (Method->isVirtual() || Method->getParent()->isDependentContext())
      return false;
  return true;
}

std::vector<std::string>
ProjectDefinitions::State::candidates(const FunctionDecl &Callee) {
  if (!Files) {
    Files.emplace();
    std::string Main =
        CI.getSourceManager()
            .getFileEntryRefForID(CI.getSourceManager().getMainFileID())
            ->getFileEntry()
            .tryGetRealPathName()
            .str();
    for (const std::string &File : Project.Database->getAllFiles()) {
      llvm::SmallString<256> Real;
      if (llvm::sys::fs::real_path(File, Real) || Real == Main)
        continue;
      if (auto Text = llvm::MemoryBuffer::getFile(Real, /*IsText=*/true))
        Files->emplace_back(std::string(Real), (*Text)->getBuffer().str());
    }
  }
  llvm::StringRef Name = spelledName(Callee);
  std::vector<std::string> Found;
  for (const auto &[Path, Text] : *Files)
    if (mayDefine(Text, Name))
      Found.push_back(Path);
  return Found;
}

const ProjectDefinitions::State::Parsed *
ProjectDefinitions::State::parse(const std::string &File) {
  auto Known = ParsedFiles.find(File);
  if (Known != ParsedFiles.end())
    return Known->second.Unit ? &Known->second : nullptr;
  ++Parses;
  Parsed &Result = ParsedFiles[File];
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
  Tool.setDiagnosticConsumer(&Quiet);
  Tool.setPrintErrorMessage(false);
  std::vector<std::unique_ptr<ASTUnit>> Units;
  Tool.buildASTs(Units);
  if (Units.size() != 1 || !Units.front() ||
      Units.front()->getDiagnostics().hasErrorOccurred() ||
      Units.front()->getLangOpts().CPlusPlus != CI.getLangOpts().CPlusPlus)
    return nullptr;
  Result.Unit = std::move(Units.front());
  OwnDefinitions Own(Result.Unit->getSourceManager());
  Own.TraverseDecl(Result.Unit->getASTContext().getTranslationUnitDecl());
  Result.Definitions = std::move(Own.ByName);
  return &Result;
}

MissingBodyOutcome
ProjectDefinitions::State::importDefinitionOf(const FunctionDecl &Callee) {
  std::optional<std::string> Name =
      cross_tu::CrossTranslationUnitContext::getLookupName(&Callee);
  if (!Name)
    return {MissingBody::NotSearched, {}};
  // Every file that may define it is parsed: a callee that two define
  // (the programs of one project, a build's variants) is not followed,
  // nor one whose files the budget does not reach.
  const FunctionDecl *Definition = nullptr;
  const Parsed *DefinedIn = nullptr;
  std::vector<std::string> DefiningFiles, Failing;
  for (const std::string &File : candidates(Callee)) {
    if (!ParsedFiles.count(File) && Parses >= Project.MaxParsedFiles)
      return {MissingBody::ParseBudgetSpent, {}};
    const Parsed *In = parse(File);
    if (!In) {
      Failing.push_back(File);
      continue;
    }
    auto Found = In->Definitions.find(*Name);
    if (Found == In->Definitions.end())
      continue;
    DefiningFiles.push_back(File);
    Definition = Found->second;
    DefinedIn = In;
  }
  if (DefiningFiles.size() > 1)
    return {MissingBody::DefinedTwice, DefiningFiles};
  // (A file that does not compile may hold the one definition.)
  if (!Definition)
    return Failing.empty() ? MissingBodyOutcome{MissingBody::DefinedNowhere, {}}
                           : MissingBodyOutcome{
                                 MissingBody::DefinerDoesNotCompile, Failing};
  if (holdsDirective(Definition->getBody()))
    return {MissingBody::DefinitionHoldsDirectives, DefiningFiles};
  llvm::Expected<const FunctionDecl *> Imported =
      CTU.importDefinition(Definition, DefinedIn->Unit.get());
  if (!Imported)
    llvm::consumeError(Imported.takeError());
  if (!Imported || !Callee.hasBody())
    return {MissingBody::NotImported, DefiningFiles};
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
  Diags.setSuppressAllDiagnostics(true);
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
