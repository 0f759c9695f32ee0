//===- OmpfixTool.cpp - The ompfix command-line tool -----------------------===//
//
//   ompfix [options] <files> [-- <compiler args>]
//   ompfix [options] -p <build dir> <files>
//
// Parses each file with Clang (-fopenmp), extracts the model of every
// function that holds an OpenMP loop directive, checks it with legality/,
// and reports: compiler-style diagnostics, or DESIGN.md's JSON report.
//
// Exit status: 0 when every loop is verified (unknown loops are warnings,
// except with --strict); 1 when a loop is fixable or a violation; 2 when an
// input cannot be processed.
//
//===----------------------------------------------------------------------===//

#include "ModelExtractor.h"
#include "OpenMPConstructs.h"
#include "PragmaEdit.h"
#include "Report.h"
#include "ompfix/Verdict.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/Diagnostic.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Lex/Lexer.h"
#include "clang/Tooling/ReplacementsYaml.h"
#include "clang/Tooling/ArgumentsAdjusters.h"
#include "clang/Tooling/CommonOptionsParser.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/YAMLTraits.h"

#include <set>

using namespace clang;
using namespace clang::tooling;

namespace {

llvm::cl::OptionCategory Category("ompfix options");

enum class OutputFormat { Text, Json };
llvm::cl::opt<OutputFormat> Format(
    "format", llvm::cl::desc("Output format"),
    llvm::cl::values(clEnumValN(OutputFormat::Text, "text",
                                "compiler-style diagnostics (default)"),
                     clEnumValN(OutputFormat::Json, "json",
                                "the JSON report of DESIGN.md")),
    llvm::cl::init(OutputFormat::Text), llvm::cl::cat(Category));
llvm::cl::opt<bool> Strict("strict",
                           llvm::cl::desc("Exit 1 when a loop is unknown too"),
                           llvm::cl::cat(Category));
llvm::cl::opt<unsigned long> MaxOperations(
    "max-operations",
    llvm::cl::desc("isl's operation budget per loop (0: no limit)"),
    llvm::cl::init(ompfix::Budget().MaxOperations), llvm::cl::cat(Category));

llvm::cl::opt<bool> Fix("fix",
                        llvm::cl::desc("Rewrite the directives in place"),
                        llvm::cl::cat(Category));
llvm::cl::opt<bool> Diff("diff",
                         llvm::cl::desc("Print the rewrite as a unified diff"),
                         llvm::cl::cat(Category));
llvm::cl::opt<std::string> ExportFixes(
    "export-fixes",
    llvm::cl::desc("Write the rewrite as clang-apply-replacements YAML"),
    llvm::cl::value_desc("file"), llvm::cl::cat(Category));

using namespace ompfix;

/// The rewrite of one file: its text and the edits of its directives.
struct FileFixes {
  std::string Path; ///< As the tool opened it (absolute).
  std::string Original;
  std::vector<TextEdit> Edits;
};

/// The clause kinds that give a variable the attribute \p V requires.
std::vector<std::string> clauseKinds(const VariableVerdict &V,
                                     bool DefaultNone) {
  switch (V.Required) {
  case Attribute::Shared:
    return DefaultNone ? std::vector<std::string>{"shared"}
                       : std::vector<std::string>{};
  case Attribute::Private: return {"private"};
  case Attribute::FirstPrivate: return {"firstprivate"};
  case Attribute::LastPrivate: return {"lastprivate"};
  case Attribute::FirstLastPrivate: return {"firstprivate", "lastprivate"};
  case Attribute::LastPrivateConditional: return {"lastprivate(conditional)"};
  case Attribute::Reduction:
    return {std::string("reduction(") +
            (V.RequiredOp ? spelling(*V.RequiredOp) : "+") + ")"};
  default:
    return {};
  }
}

/// Spells an attribute as the report does: "reduction(+)", "private", ...
std::string attributeSpelling(Attribute A, std::optional<ReductionOp> Op) {
  if (A == Attribute::Reduction)
    return std::string("reduction(") + (Op ? spelling(*Op) : "?") + ")";
  return spelling(A);
}

/// The clause text for one variable: "private(t)", "reduction(+: h[0:n])".
std::string clauseText(const VariableVerdict &V, const std::string &Name) {
  std::string Item = Name;
  for (const auto &[Lower, Length] : V.ReductionSection)
    Item += "[" + Lower + ":" + Length + "]";
  switch (V.Required) {
  case Attribute::FirstLastPrivate:
    return "firstprivate(" + Name + ") lastprivate(" + Name + ")";
  case Attribute::LastPrivateConditional:
    return "lastprivate(conditional: " + Name + ")";
  case Attribute::Reduction:
    return std::string("reduction(") +
           (V.RequiredOp ? spelling(*V.RequiredOp) : "+") + ": " + Item + ")";
  default:
    return std::string(spelling(V.Required)) + "(" + Name + ")";
  }
}

/// Checks the functions of one translation unit and reports their loops.
class Checker {
public:
  Checker(CompilerInstance &CI, FileReport &Report, FileFixes &Fixes)
      : Ctx(CI.getASTContext()), SM(Ctx.getSourceManager()),
        Diags(CI.getDiagnostics()), Report(Report), Fixes(Fixes) {}

  void checkFunction(const FunctionDecl &F);
  bool anyFailed() const { return Failed; }
  bool anyUnknown() const { return Unknown; }

private:
  void report(const ExtractedFunction &E, size_t Index, const LoopVerdict &V);
  void diagnose(const ExtractedFunction &E, size_t Index, const LoopVerdict &V,
                const Witness &W, llvm::ArrayRef<FixItHint> Hints);
  std::vector<FixItHint> plan(const ExtractedFunction &E, size_t Index,
                              const LoopVerdict &V, LoopReport &R);
  std::string name(const FunctionModel &M, const std::string &Id) const {
    const Variable *V = M.findVariable(Id);
    return V ? V->Name : Id;
  }
  AccessReport access(const ExtractedFunction &E, unsigned Ref) const;

  ASTContext &Ctx;
  SourceManager &SM;
  DiagnosticsEngine &Diags;
  FileReport &Report;
  FileFixes &Fixes;
  bool Failed = false, Unknown = false;
};

/// Computes the loop's corrected directive (into \p R) and its edits of the
/// file; returns them as fix-it hints, empty when the directive cannot be
/// rewritten (it comes from a macro).
std::vector<FixItHint> Checker::plan(const ExtractedFunction &E, size_t Index,
                                     const LoopVerdict &V, LoopReport &R) {
  std::vector<ClauseChange> Changes;
  for (const VariableVerdict &VV : V.Variables) {
    if (VV.State == Status::Ok)
      continue;
    ClauseChange C;
    C.Variable = name(E.Model, VV.Variable);
    C.Remove = VV.State != Status::Missing;
    if (VV.State != Status::Redundant)
      C.Add = clauseKinds(VV, false);
    C.Item = C.Variable;
    for (const auto &[Lower, Length] : VV.ReductionSection)
      C.Item += "[" + Lower + ":" + Length + "]";
    Changes.push_back(C);
  }
  if (Changes.empty() || V.Result == Verdict::Violation ||
      V.Result == Verdict::Unknown)
    return {};

  // The directive's text: `#pragma ...` to the end of its (continued) line,
  // or the string of `_Pragma("...")`.
  SourceLocation Begin =
      SM.getExpansionLoc(E.Directives[Index]->getBeginLoc());
  auto [File, Offset] = SM.getDecomposedLoc(Begin);
  bool Invalid = false;
  llvm::StringRef Buffer = SM.getBufferData(File, &Invalid);
  if (Invalid || File != SM.getMainFileID())
    return {};
  size_t Start = Offset, End = Offset, Shift = 0;
  std::string Directive;
  if (Buffer.substr(Start).starts_with("#")) {
    while (End < Buffer.size() && Buffer[End] != '\n')
      End = Buffer[End] == '\\' &&
                    Buffer.substr(End + 1).ltrim(" \t\r").starts_with("\n")
                ? Buffer.find('\n', End) + 1
                : End + 1;
    Directive = Buffer.substr(Start, End - Start).str();
  } else if (Buffer.substr(Start).starts_with("_Pragma")) {
    size_t Quote = Buffer.find('"', Start);
    size_t Close = Quote == llvm::StringRef::npos
                       ? llvm::StringRef::npos
                       : Buffer.find('"', Quote + 1);
    if (Close == llvm::StringRef::npos)
      return {};
    // Edit "#pragma <contents>"; offsets past the prefix map into the string.
    Directive = "#pragma " + Buffer.substr(Quote + 1, Close - Quote - 1).str();
    Start = Quote + 1;
    Shift = std::string("#pragma ").size();
  } else {
    R.FixedPragma.reset();
    return {}; // from a macro: diagnosed, not rewritten
  }
  std::vector<TextEdit> Edits = clauseEdits(Directive, Changes);
  R.FixedPragma = joinContinuations(applyEdits(Directive, Edits));
  std::vector<FixItHint> Hints;
  for (const TextEdit &Edit : Edits) {
    if (Edit.Offset < Shift)
      return {};
    TextEdit InFile{Start + Edit.Offset - Shift, Edit.Length, Edit.Text};
    Fixes.Edits.push_back(InFile);
    SourceLocation From = SM.getComposedLoc(File, InFile.Offset);
    Hints.push_back(FixItHint::CreateReplacement(
        CharSourceRange::getCharRange(From,
                                      From.getLocWithOffset(InFile.Length)),
        InFile.Text));
  }
  return Hints;
}

AccessReport Checker::access(const ExtractedFunction &E, unsigned Ref) const {
  AccessReport R;
  for (const Statement &S : E.Model.Statements)
    for (const Access &A : S.Accesses)
      if (A.Ref == Ref) {
        R.Line = A.Pos.Line;
        R.Column = A.Pos.Column;
        R.Text = A.Text;
        R.Write = A.IsWrite;
      }
  return R;
}

void Checker::checkFunction(const FunctionDecl &F) {
  ExtractedFunction E = extractModel(Ctx, F);
  if (E.Model.Loops.empty())
    return;
  Budget Limits;
  Limits.MaxOperations = MaxOperations;
  std::vector<LoopVerdict> Verdicts = ompfix::checkFunction(E.Model, Limits);
  for (size_t I = 0; I < Verdicts.size(); ++I)
    report(E, I, Verdicts[I]);
}

void Checker::report(const ExtractedFunction &E, size_t Index,
                     const LoopVerdict &V) {
  const LoopDirective &L = E.Model.Loops[Index];
  SourceLocation PragmaLoc = SM.getExpansionLoc(E.Directives[Index]->getBeginLoc());
  LoopReport R;
  R.Line = L.Pos.Line;
  R.Column = L.Pos.Column;
  R.Directive = L.Directive;
  R.Verdict = spelling(V.Result);
  R.Reason = V.Reason;

  if (V.Result == Verdict::Unknown) {
    Unknown = true;
    unsigned ID = Diags.getCustomDiagID(DiagnosticsEngine::Warning,
                                        "cannot check this loop: %0");
    Diags.Report(PragmaLoc, ID) << V.Reason;
  }
  std::vector<FixItHint> Hints = plan(E, Index, V, R);
  bool HintsGiven = false;
  for (const VariableVerdict &VV : V.Variables) {
    VariableReport Var;
    Var.Name = name(E.Model, VV.Variable);
    Var.Declared = attributeSpelling(VV.Declared.Attr, VV.Declared.Op);
    Var.Required = attributeSpelling(VV.Required, VV.RequiredOp);
    Var.Status = spelling(VV.State);
    R.Variables.push_back(Var);
    if (VV.Cheaper) {
      unsigned ID = Diags.getCustomDiagID(
          DiagnosticsEngine::Remark,
          "'%0' is right as %1; %2 would do too");
      Diags.Report(PragmaLoc, ID)
          << Var.Name << Var.Declared << spelling(*VV.Cheaper);
    }
    if (VV.State == Status::Redundant) {
      unsigned ID = Diags.getCustomDiagID(
          DiagnosticsEngine::Warning,
          "clause on '%0', which the loop never accesses");
      bool Attach = V.Witnesses.empty() && !HintsGiven;
      Diags.Report(PragmaLoc, ID)
          << Var.Name
          << (Attach ? llvm::ArrayRef(Hints) : llvm::ArrayRef<FixItHint>());
      HintsGiven |= Attach;
    }
  }
  for (const Witness &W : V.Witnesses) {
    ViolationReport VR;
    VR.Variable = name(E.Model, W.Variable);
    VR.Kind = spelling(W.Kind);
    VR.Access = access(E, W.AccessRef);
    if (W.OtherRef)
      VR.Other = access(E, *W.OtherRef);
    auto Where = [&](const std::string &Iteration, bool Inside) {
      if (!Iteration.empty())
        return Iteration;
      if (!Inside)
        return std::string(W.Kind == ViolationKind::LiveIn ? "before the loop"
                                                           : "after the loop");
      return std::string("in the loop");
    };
    VR.Iterations.push_back(Where(W.AccessIteration, true));
    if (W.OtherRef || !W.OtherIteration.empty())
      VR.Iterations.push_back(Where(W.OtherIteration, false));
    R.Violations.push_back(VR);
    diagnose(E, Index, V, W,
             HintsGiven ? llvm::ArrayRef<FixItHint>() : llvm::ArrayRef(Hints));
    HintsGiven = true;
  }
  if (V.Result == Verdict::Fixable || V.Result == Verdict::Violation)
    Failed = true;
  Report.Loops.push_back(R);
}

void Checker::diagnose(const ExtractedFunction &E, size_t Index,
                       const LoopVerdict &V, const Witness &W,
                       llvm::ArrayRef<FixItHint> Hints) {
  SourceLocation PragmaLoc = SM.getExpansionLoc(E.Directives[Index]->getBeginLoc());
  const VariableVerdict *VV = nullptr;
  for (const VariableVerdict &X : V.Variables)
    if (X.Variable == W.Variable)
      VV = &X;
  std::string Name = name(E.Model, W.Variable);
  std::string Declared =
      VV ? attributeSpelling(VV->Declared.Attr, VV->Declared.Op) : "shared";

  const char *Message = "data race on shared variable '%0'";
  if (VV && VV->Declared.Attr == Attribute::Reduction)
    Message = "'%0' is not only updated by one reduction operator in the loop";
  else if (W.Kind == ViolationKind::Flow)
    Message = "%1 variable '%0' carries a value from one iteration to another";
  else if (W.Kind == ViolationKind::LiveIn)
    Message = VV && (VV->Declared.Attr == Attribute::FirstPrivate ||
                     VV->Declared.Attr == Attribute::FirstLastPrivate)
                  ? "%1 variable '%0' is read where other iterations write it"
                  : "%1 variable '%0' is read before it is written in the "
                    "iteration";
  else if (W.Kind == ViolationKind::LiveOut)
    Message = VV && (VV->Declared.Attr == Attribute::LastPrivate ||
                     VV->Declared.Attr == Attribute::FirstLastPrivate)
                  ? "%1 variable '%0' may not be written by the last iteration"
                  : "the value of %1 variable '%0' is needed after the loop";
  Diags.Report(PragmaLoc, Diags.getDiagnosticIDs()->getCustomDiagID(
                              DiagnosticIDs::Error, Message))
      << Name << Declared << Hints;

  auto Note = [&](unsigned Ref, const std::string &Iteration) {
    auto It = E.AccessLoc.find(Ref);
    if (It == E.AccessLoc.end())
      return;
    AccessReport A = access(E, Ref);
    std::string Text;
    if (!Iteration.empty())
      Text = "iteration " + Iteration + (A.Write ? " writes '" : " reads '") +
             A.Text + "'";
    else
      Text = std::string(A.Write ? "'" + A.Text + "' is written here"
                                 : "'" + A.Text + "' is read here") +
             (W.Kind == ViolationKind::LiveIn ? ", before the loop"
                                              : ", after the loop");
    Diags.Report(It->second,
                 Diags.getCustomDiagID(DiagnosticsEngine::Note, "%0"))
        << Text;
  };
  Note(W.AccessRef, W.AccessIteration);
  if (W.OtherRef)
    Note(*W.OtherRef, W.OtherIteration);
  else if (W.Kind == ViolationKind::LiveOut)
    Diags.Report(PragmaLoc,
                 Diags.getCustomDiagID(DiagnosticsEngine::Note,
                                       "the caller sees '%0' after the function "
                                       "returns"))
        << Name;
  if (!VV)
    return;
  if (VV->Required == Attribute::None)
    Diags.Report(PragmaLoc,
                 Diags.getCustomDiagID(
                     DiagnosticsEngine::Note,
                     "no data-sharing attribute of '%0' removes this conflict"))
        << Name;
  else if (VV->Required != Attribute::Shared)
    Diags.Report(PragmaLoc, Diags.getCustomDiagID(DiagnosticsEngine::Note,
                                                  "'%0' needs '%1'"))
        << Name << clauseText(*VV, Name);
}

/// What one run of the tool over its files finds.
struct RunState {
  std::vector<FileReport> Reports;
  std::vector<FileFixes> Fixes;
  std::set<std::string> Done;
  /// Real path -> the file as the user named it.
  std::map<std::string, std::string> Spelling;
  bool Failed = false, Unknown = false;
};

/// Finds the functions of the main file that hold loop directives.
class Consumer : public ASTConsumer {
public:
  Consumer(CompilerInstance &CI, RunState &State)
      : CI(CI), Reports(State.Reports), Fixes(State.Fixes), Done(State.Done),
        Failed(State.Failed), Unknown(State.Unknown),
        Spelling(State.Spelling) {}

  void HandleTranslationUnit(ASTContext &Ctx) override {
    SourceManager &SM = Ctx.getSourceManager();
    const FileEntry *Main = SM.getFileEntryForID(SM.getMainFileID());
    std::string File = Main ? Main->tryGetRealPathName().str() : "";
    auto Spelled = Spelling.find(File);
    std::string Shown = Spelled != Spelling.end() ? Spelled->second : File;
    if (CI.getDiagnostics().hasErrorOccurred())
      return; // does not parse: counted as not processed
    Done.insert(Shown);
    FileReport Report;
    Report.File = Shown;
    FileFixes FileFix;
    FileFix.Path = File;
    FileFix.Original = SM.getBufferData(SM.getMainFileID()).str();
    Checker C(CI, Report, FileFix);
    for (Decl *D : Ctx.getTranslationUnitDecl()->decls()) {
      const auto *F = dyn_cast<FunctionDecl>(D);
      if (!F || !F->doesThisDeclarationHaveABody() ||
          !SM.isInMainFile(SM.getExpansionLoc(F->getLocation())))
        continue;
      if (hasLoopDirective(F->getBody()))
        C.checkFunction(*F);
    }
    Failed |= C.anyFailed();
    Unknown |= C.anyUnknown();
    Reports.push_back(Report);
    Fixes.push_back(FileFix);
    // Our findings are not compiler errors: no "N errors generated", and the
    // tool does not count the file as failed.
    CI.getDiagnostics().getClient()->clear();
    CI.getDiagnostics().Reset(/*soft=*/true);
  }

private:
  static bool hasLoopDirective(const Stmt *S) {
    if (!S)
      return false;
    if (isa<OMPLoopDirective>(S))
      return true;
    for (const Stmt *Child : S->children())
      if (hasLoopDirective(Child))
        return true;
    if (const auto *D = dyn_cast<OMPExecutableDirective>(S))
      return hasLoopDirective(associatedCode(*D));
    return false;
  }

  CompilerInstance &CI;
  std::vector<FileReport> &Reports;
  std::vector<FileFixes> &Fixes;
  std::set<std::string> &Done;
  bool &Failed, &Unknown;
  const std::map<std::string, std::string> &Spelling;
};

class Action : public ASTFrontendAction {
public:
  explicit Action(RunState &State) : State(State) {}
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI,
                                                 StringRef) override {
    return std::make_unique<Consumer>(CI, State);
  }

private:
  RunState &State;
};

class Factory : public FrontendActionFactory {
public:
  RunState State;
  std::unique_ptr<FrontendAction> create() override {
    return std::make_unique<Action>(State);
  }
};

/// A unified diff of two texts with the same number of lines (the edits of
/// directives never add or remove a line break).
void printDiff(llvm::raw_ostream &OS, const std::string &Path,
               const std::string &Before, const std::string &After) {
  llvm::SmallVector<llvm::StringRef> Old, New;
  llvm::StringRef(Before).split(Old, '\n');
  llvm::StringRef(After).split(New, '\n');
  if (Old.size() != New.size())
    return;
  OS << "--- " << Path << "\n+++ " << Path << "\n";
  const size_t Context = 3;
  size_t I = 0;
  while (I < Old.size()) {
    if (Old[I] == New[I]) {
      ++I;
      continue;
    }
    size_t HunkBegin = I >= Context ? I - Context : 0, HunkEnd = I;
    // Extend the hunk while changes are closer than 2 * Context lines.
    size_t Last = I;
    for (size_t J = I; J < Old.size() && J <= Last + 2 * Context; ++J)
      if (Old[J] != New[J])
        Last = J;
    HunkEnd = std::min(Old.size(), Last + Context + 1);
    size_t Count = HunkEnd - HunkBegin;
    OS << "@@ -" << HunkBegin + 1 << "," << Count << " +" << HunkBegin + 1
       << "," << Count << " @@\n";
    for (size_t J = HunkBegin; J < HunkEnd; ++J) {
      if (Old[J] == New[J]) {
        OS << " " << Old[J] << "\n";
      } else {
        OS << "-" << Old[J] << "\n";
      }
      if (Old[J] != New[J])
        OS << "+" << New[J] << "\n";
    }
    I = HunkEnd;
  }
}

/// Writes \p Content to \p Path atomically: a temporary file beside it,
/// then a rename, so that the file is never half-written.
bool writeAtomically(const std::string &Path, const std::string &Content) {
  llvm::SmallString<256> Temporary;
  int FD;
  if (llvm::sys::fs::createUniqueFile(Path + ".ompfix-%%%%%%", FD, Temporary)) {
    llvm::errs() << "ompfix: error: cannot write beside '" << Path << "'\n";
    return false;
  }
  {
    llvm::raw_fd_ostream OS(FD, /*shouldClose=*/true);
    OS << Content;
    OS.close();
    if (OS.has_error()) {
      llvm::sys::fs::remove(Temporary);
      llvm::errs() << "ompfix: error: cannot write '" << Temporary << "'\n";
      return false;
    }
  }
  if (llvm::ErrorOr<llvm::sys::fs::perms> Perms =
          llvm::sys::fs::getPermissions(Path))
    llvm::sys::fs::setPermissions(Temporary, *Perms);
  if (llvm::sys::fs::rename(Temporary, Path)) {
    llvm::sys::fs::remove(Temporary);
    llvm::errs() << "ompfix: error: cannot replace '" << Path << "'\n";
    return false;
  }
  return true;
}

/// A tool for one file (one at a time: ClangTool numbers several files on
/// standard error), with OpenMP on and Clang's resource directory.
ClangTool makeTool(const CompilationDatabase &Compilations,
                   const std::string &File) {
  ClangTool Tool(Compilations, {File});
  Tool.appendArgumentsAdjuster(getInsertArgumentAdjuster(
      {"-fopenmp", "-resource-dir=" OMPFIX_CLANG_RESOURCE_DIR},
      ArgumentInsertPosition::BEGIN));
  Tool.setPrintErrorMessage(false);
  return Tool;
}

/// Re-parses and re-checks the rewritten files; every loop whose directive
/// was rewritten must now be verified.
bool recheck(const CompilationDatabase &Compilations,
             const std::vector<const FileFixes *> &Changed,
             const std::vector<std::string> &ChangedText) {
  IgnoringDiagConsumer Quiet;
  Factory F;
  for (size_t I = 0; I < Changed.size(); ++I) {
    ClangTool Tool = makeTool(Compilations, Changed[I]->Path);
    Tool.mapVirtualFile(Changed[I]->Path, ChangedText[I]);
    Tool.setDiagnosticConsumer(&Quiet);
    Tool.run(&F);
  }
  bool Ok = F.State.Reports.size() == Changed.size();
  for (const FileReport &R : F.State.Reports)
    for (const LoopReport &L : R.Loops)
      if (L.Verdict == "fixable") {
        llvm::errs() << "ompfix: error: after the rewrite, the loop at "
                     << R.File << ":" << L.Line
                     << " is still not verified; nothing was written\n";
        Ok = false;
      }
  return Ok;
}

} // namespace

int main(int argc, const char **argv) {
  // Without `--` or -p, LibTooling looks for a compilation database and
  // complains when there is none: no flags is what the user means.
  std::vector<const char *> Args(argv, argv + argc);
  bool HasSeparator = false, HasBuildPath = false;
  for (int I = 1; I < argc; ++I) {
    llvm::StringRef A(argv[I]);
    HasSeparator |= A == "--";
    HasBuildPath |= A == "-p" || A.starts_with("-p=") || A == "--p";
  }
  if (!HasSeparator && !HasBuildPath)
    Args.push_back("--");
  int ArgCount = Args.size();
  auto Parser = CommonOptionsParser::create(
      ArgCount, Args.data(), Category, llvm::cl::OneOrMore,
      "ompfix: checks OpenMP loop directives and shows their data races\n");
  if (!Parser) {
    llvm::errs() << "ompfix: error: " << llvm::toString(Parser.takeError())
                 << "\n";
    return 2;
  }
  const std::vector<std::string> &Files = Parser->getSourcePathList();
  ClangTool Tool(Parser->getCompilations(), Files);
  Tool.appendArgumentsAdjuster(getInsertArgumentAdjuster(
      {"-fopenmp", "-resource-dir=" OMPFIX_CLANG_RESOURCE_DIR},
      ArgumentInsertPosition::BEGIN));

  Tool.setPrintErrorMessage(false);

  Factory F;
  RunState &State = F.State;
  for (const std::string &File : Files) {
    llvm::SmallString<256> Real;
    if (!llvm::sys::fs::real_path(File, Real))
      State.Spelling[std::string(Real)] = File;
  }
  for (const std::string &File : Files)
    makeTool(Parser->getCompilations(), File).run(&F);

  int Status = 0;
  for (const std::string &File : Files) {
    if (!State.Done.count(File)) {
      llvm::errs() << "ompfix: error: cannot process '" << File
                   << "': it does not compile\n";
      Status = 2;
    }
  }
  if (Format == OutputFormat::Json)
    writeJson(llvm::outs(), State.Reports);

  // The rewrite: --diff prints it, --export-fixes saves it, --fix applies it
  // once the rewritten files re-check as verified.
  std::vector<const FileFixes *> Changed;
  std::vector<std::string> ChangedText;
  for (const FileFixes &FF : State.Fixes)
    if (!FF.Edits.empty()) {
      Changed.push_back(&FF);
      ChangedText.push_back(applyEdits(FF.Original, FF.Edits));
    }
  if (Diff)
    for (size_t I = 0; I < Changed.size(); ++I) {
      auto It = State.Spelling.find(Changed[I]->Path);
      printDiff(llvm::outs(),
                It != State.Spelling.end() ? It->second : Changed[I]->Path,
                Changed[I]->Original, ChangedText[I]);
    }
  if (!ExportFixes.empty()) {
    TranslationUnitReplacements TUR;
    TUR.MainSourceFile = Changed.empty() ? "" : Changed.front()->Path;
    for (const FileFixes *FF : Changed)
      for (const TextEdit &E : FF->Edits)
        TUR.Replacements.emplace_back(FF->Path, E.Offset, E.Length, E.Text);
    std::error_code EC;
    llvm::raw_fd_ostream OS(ExportFixes, EC, llvm::sys::fs::OF_Text);
    if (EC) {
      llvm::errs() << "ompfix: error: cannot write '" << ExportFixes
                   << "': " << EC.message() << "\n";
      return 2;
    }
    llvm::yaml::Output YAML(OS);
    YAML << TUR;
  }
  bool Rewritten = false;
  if (Fix && !Changed.empty()) {
    if (!recheck(Parser->getCompilations(), Changed, ChangedText))
      return 2;
    for (size_t I = 0; I < Changed.size(); ++I)
      if (!writeAtomically(Changed[I]->Path, ChangedText[I]))
        return 2;
    Rewritten = true;
  }
  if (Status)
    return Status;
  bool StillFailing = State.Failed;
  if (Rewritten) {
    // Fixed loops are verified now; violations remain.
    StillFailing = false;
    for (const FileReport &R : State.Reports)
      for (const LoopReport &L : R.Loops)
        StillFailing |= L.Verdict == "violation" ||
                        (L.Verdict == "fixable" && !L.FixedPragma);
  }
  if (StillFailing || (Strict && State.Unknown))
    return 1;
  return 0;
}
