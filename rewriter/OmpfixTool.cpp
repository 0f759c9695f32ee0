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
#include "Report.h"
#include "ompfix/Verdict.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/Diagnostic.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Tooling/ArgumentsAdjusters.h"
#include "clang/Tooling/CommonOptionsParser.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

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

using namespace ompfix;

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
  Checker(CompilerInstance &CI, FileReport &Report)
      : Ctx(CI.getASTContext()), SM(Ctx.getSourceManager()),
        Diags(CI.getDiagnostics()), Report(Report) {}

  void checkFunction(const FunctionDecl &F);
  bool anyFailed() const { return Failed; }
  bool anyUnknown() const { return Unknown; }

private:
  void report(const ExtractedFunction &E, size_t Index, const LoopVerdict &V);
  void diagnose(const ExtractedFunction &E, size_t Index, const LoopVerdict &V,
                const Witness &W);
  std::string name(const FunctionModel &M, const std::string &Id) const {
    const Variable *V = M.findVariable(Id);
    return V ? V->Name : Id;
  }
  AccessReport access(const ExtractedFunction &E, unsigned Ref) const;

  ASTContext &Ctx;
  SourceManager &SM;
  DiagnosticsEngine &Diags;
  FileReport &Report;
  bool Failed = false, Unknown = false;
};

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
  for (const VariableVerdict &VV : V.Variables) {
    VariableReport Var;
    Var.Name = name(E.Model, VV.Variable);
    Var.Declared = attributeSpelling(VV.Declared.Attr, VV.Declared.Op);
    Var.Required = attributeSpelling(VV.Required, VV.RequiredOp);
    Var.Status = spelling(VV.State);
    R.Variables.push_back(Var);
    if (VV.State == Status::Redundant) {
      unsigned ID = Diags.getCustomDiagID(
          DiagnosticsEngine::Warning,
          "clause on '%0', which the loop never accesses");
      Diags.Report(PragmaLoc, ID) << Var.Name;
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
    diagnose(E, Index, V, W);
  }
  if (V.Result == Verdict::Fixable || V.Result == Verdict::Violation)
    Failed = true;
  Report.Loops.push_back(R);
}

void Checker::diagnose(const ExtractedFunction &E, size_t Index,
                       const LoopVerdict &V, const Witness &W) {
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
      << Name << Declared;

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

/// Finds the functions of the main file that hold loop directives.
class Consumer : public ASTConsumer {
public:
  Consumer(CompilerInstance &CI, std::vector<FileReport> &Reports,
           std::set<std::string> &Done, bool &Failed, bool &Unknown,
           const std::map<std::string, std::string> &Spelling)
      : CI(CI), Reports(Reports), Done(Done), Failed(Failed),
        Unknown(Unknown), Spelling(Spelling) {}

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
    Checker C(CI, Report);
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
      if (D->hasAssociatedStmt())
        return hasLoopDirective(
            D->getInnermostCapturedStmt()->getCapturedStmt());
    return false;
  }

  CompilerInstance &CI;
  std::vector<FileReport> &Reports;
  std::set<std::string> &Done;
  bool &Failed, &Unknown;
  const std::map<std::string, std::string> &Spelling;
};

class Action : public ASTFrontendAction {
public:
  Action(std::vector<FileReport> &Reports, std::set<std::string> &Done,
         bool &Failed, bool &Unknown,
         const std::map<std::string, std::string> &Spelling)
      : Reports(Reports), Done(Done), Failed(Failed), Unknown(Unknown),
        Spelling(Spelling) {}
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI,
                                                 StringRef) override {
    return std::make_unique<Consumer>(CI, Reports, Done, Failed, Unknown,
                                      Spelling);
  }

private:
  std::vector<FileReport> &Reports;
  std::set<std::string> &Done;
  bool &Failed, &Unknown;
  const std::map<std::string, std::string> &Spelling;
};

class Factory : public FrontendActionFactory {
public:
  std::vector<FileReport> Reports;
  std::set<std::string> Done;
  /// Real path -> the file as the user named it.
  std::map<std::string, std::string> Spelling;
  bool Failed = false, Unknown = false;
  std::unique_ptr<FrontendAction> create() override {
    return std::make_unique<Action>(Reports, Done, Failed, Unknown, Spelling);
  }
};

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
  for (const std::string &File : Files) {
    llvm::SmallString<256> Real;
    if (!llvm::sys::fs::real_path(File, Real))
      F.Spelling[std::string(Real)] = File;
  }
  Tool.run(&F);

  int Status = 0;
  for (const std::string &File : Files) {
    if (!F.Done.count(File)) {
      llvm::errs() << "ompfix: error: cannot process '" << File
                   << "': it does not compile\n";
      Status = 2;
    }
  }
  if (Format == OutputFormat::Json)
    writeJson(llvm::outs(), F.Reports);
  if (Status)
    return Status;
  if (F.Failed || (Strict && F.Unknown))
    return 1;
  return 0;
}
