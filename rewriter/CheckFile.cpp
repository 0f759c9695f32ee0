//===- CheckFile.cpp - Check the loop directives of one source file -------===//

#include "CheckFile.h"
#include "DirectiveIndex.h"
#include "LoopFindings.h"
#include "ModelExtractor.h"
#include "OpenMPConstructs.h"
#include "Suppressions.h"
#include "ompfix/ModelPrinter.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Frontend/TextDiagnosticPrinter.h"

#include <algorithm>

#include <sstream>

using namespace clang;

namespace ompfix {

namespace {

class Consumer : public ASTConsumer {
public:
  Consumer(CompilerInstance &CI, const CheckOptions &Options,
           std::map<std::string, CheckedFile> &Results)
      : CI(CI), Options(Options), Results(Results) {}

  void HandleTranslationUnit(ASTContext &Ctx) override;

private:
  CompilerInstance &CI;
  const CheckOptions &Options;
  std::map<std::string, CheckedFile> &Results;
};

/// The text that \p Report's diagnostics make, printed as the compiler
/// prints them (source lines, carets, fix-its), instead of printed now.
std::string rendered(CompilerInstance &CI,
                     llvm::function_ref<void(DiagnosticsEngine &)> Report) {
  std::string Text;
  llvm::raw_string_ostream OS(Text);
  TextDiagnosticPrinter Printer(OS, &CI.getDiagnosticOpts());
  DiagnosticsEngine &Diags = CI.getDiagnostics();
  DiagnosticConsumer *Client = Diags.getClient();
  std::unique_ptr<DiagnosticConsumer> Owned = Diags.takeClient();
  Diags.setClient(&Printer, /*ShouldOwnClient=*/false);
  Printer.BeginSourceFile(CI.getLangOpts(), &CI.getPreprocessor());
  Report(Diags);
  Printer.EndSourceFile();
  Diags.setClient(Client, /*ShouldOwnClient=*/Owned != nullptr);
  (void)Owned.release();
  OS.flush();
  return Text;
}

void Consumer::HandleTranslationUnit(ASTContext &Ctx) {
  SourceManager &SM = Ctx.getSourceManager();
  if (CI.getDiagnostics().hasErrorOccurred())
    return; // does not compile: counted as not processed
  OptionalFileEntryRef Main = SM.getFileEntryRefForID(SM.getMainFileID());
  CheckedFile Result;
  Result.RealPath = Main ? Main->getFileEntry().tryGetRealPathName().str() : "";
  Result.Original = SM.getBufferData(SM.getMainFileID()).str();
  Result.Strict = Options.Strict;

  std::map<unsigned, LoopFindings> Findings = findDirectives(Ctx, Options);

  // NOLINT comments (Suppressions.h), and the rules the configuration
  // turns off (Configuration.h): a silenced finding leaves the text
  // output with its notes, stays in the report marked, and is counted; a
  // directive with one gets no rewrite (the user keeps it as it is).
  Suppressions Silenced(SM.getBufferData(SM.getMainFileID()));
  auto silenceOf = [&](unsigned Line, llvm::StringRef Rule) {
    return Options.Configured.disables(Rule)
               ? ViolationReport::Silence::Configuration
           : Silenced.silences(Line, Rule) ? ViolationReport::Silence::Comment
                                           : ViolationReport::Silence::None;
  };
  for (auto &[Key, F] : Findings) {
    std::vector<PendingDiagnostic> Kept;
    bool Dropping = false, AnySilenced = false, ErrorLeft = false,
         UncheckedLeft = false;
    // How the last silenced finding was silenced, for the note.
    ViolationReport::Silence How = ViolationReport::Silence::None;
    for (PendingDiagnostic &D : F.Diagnostics) {
      if (D.Of) {
        ViolationReport::Silence Its =
            silenceOf(SM.getExpansionLineNumber(D.Loc), ruleInfo(*D.Of).Name);
        Dropping = Its != ViolationReport::Silence::None;
        if (Dropping)
          How = Its;
        AnySilenced |= Dropping;
        Result.Silenced += Dropping;
        ErrorLeft |= !Dropping && D.Level == DiagnosticsEngine::Error;
        UncheckedLeft |= !Dropping && *D.Of == Rule::Unchecked;
      } else if (D.Level != DiagnosticsEngine::Note) {
        Dropping = false;
      }
      if (!Dropping)
        Kept.push_back(std::move(D));
    }
    F.Diagnostics = std::move(Kept);
    for (ViolationReport &V : F.Report.Violations)
      V.Suppressed = silenceOf(F.Report.Line, V.Rule);
    if (AnySilenced)
      F.withdrawRewrite(
          SM.getComposedLoc(SM.getMainFileID(), Key),
          !ErrorLeft ? nullptr
          : How == ViolationReport::Silence::Comment
              ? "a finding of this directive is silenced (NOLINT): no "
                "rewrite is offered"
              : "a finding of this directive is silenced (the "
                "configuration's DisabledRules): no rewrite is offered");
    F.Report.Edits = F.Edits;
    F.Report.Offset = Key;
    Result.Report.Loops.push_back(F.Report);
    Result.Failed |= AnySilenced ? ErrorLeft : F.failed();
    Result.Unknown |=
        F.Report.Verdict == "unknown" && (!AnySilenced || UncheckedLeft);
    if (!F.Edits.empty())
      Result.RewrittenDirectives.insert(Key);
    // (Two loops may add the same include at the file's start: once.)
    for (const TextEdit &Edit : F.Edits)
      if (std::none_of(Result.Edits.begin(), Result.Edits.end(),
                       [&](const TextEdit &Other) {
                         return Other.Offset == Edit.Offset &&
                                Other.Length == Edit.Length &&
                                Other.Text == Edit.Text;
                       }))
        Result.Edits.push_back(Edit);
    if (!Options.Diagnose)
      continue;
    // (A finding's rule after its message, as clang-tidy names its checks.)
    std::string Text = rendered(CI, [&](DiagnosticsEngine &Diags) {
      for (const PendingDiagnostic &D : F.Diagnostics)
        Diags.Report(D.Loc, Diags.getCustomDiagID(D.Level, "%0"))
            << (D.Of ? D.Message + " [" + ruleInfo(*D.Of).Name + "]"
                     : D.Message)
            << D.Hints;
    });
    if (!Text.empty())
      Result.FindingTexts.emplace_back(Key, std::move(Text));
  }
  // (After the findings: a comment that silences nothing.)
  if (Options.Diagnose)
    Result.ClosingText = rendered(CI, [&](DiagnosticsEngine &Diags) {
      for (const Suppressions::Problem &P : Silenced.problems())
        Diags.Report(SM.translateLineCol(SM.getMainFileID(), P.Line, 1),
                     Diags.getCustomDiagID(DiagnosticsEngine::Warning, "%0"))
            << P.Message + "; it silences nothing";
    });
  Result.Edits = joinInsertions(Result.Edits);
  Results[Result.RealPath] = std::move(Result);
  // Our findings are not compiler errors: no "N errors generated", and the
  // tool does not count the file as failed.
  CI.getDiagnostics().getClient()->clear();
  CI.getDiagnostics().Reset(/*soft=*/true);
}

class Action : public ASTFrontendAction {
public:
  Action(const CheckOptions &Options,
         std::map<std::string, CheckedFile> &Results)
      : Options(Options), Results(Results) {}
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI,
                                                 StringRef) override {
    // ("N errors generated." goes there, straight to standard error: the
    // errors themselves are shown, each file's in its place.)
    CI.setVerboseOutputStream(llvm::nulls());
    return std::make_unique<Consumer>(CI, Options, Results);
  }

private:
  const CheckOptions &Options;
  std::map<std::string, CheckedFile> &Results;
};

} // namespace

std::unique_ptr<FrontendAction> CheckFactory::create() {
  return std::make_unique<Action>(Options, Results);
}

} // namespace ompfix
