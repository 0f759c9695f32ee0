//===- CheckFile.cpp - Check the loop directives of one source file -------===//

#include "driver/CheckFile.h"
#include "frontend/DirectiveIndex.h"
#include "findings/LoopFindings.h"
#include "frontend/ModelExtractor.h"
#include "frontend/OpenMPConstructs.h"
#include "driver/Suppressions.h"
#include "ompfix/ModelPrinter.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Frontend/TextDiagnosticPrinter.h"
#include "llvm/Support/Regex.h"

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
  /// What ompfix finds in file \p File of the translation unit: the main
  /// file, or a header that --header-filter names; \p Search says why
  /// callees have no body.
  CheckedFile checkOneFile(ASTContext &Ctx, FileID File,
                           const CalleeSearch &Search);

  CompilerInstance &CI;
  const CheckOptions &Options;
  std::map<std::string, CheckedFile> &Results;
};

FindingOptions withSearch(FindingOptions Options, const CalleeSearch &Search) {
  Options.Search = &Search;
  return Options;
}

/// Clang's level for a finding's diagnostic of severity \p S.
DiagnosticsEngine::Level levelOf(Severity S) {
  switch (S) {
  case Severity::Error:
    return DiagnosticsEngine::Error;
  case Severity::Warning:
    return DiagnosticsEngine::Warning;
  case Severity::Remark:
    return DiagnosticsEngine::Remark;
  case Severity::Note:
    return DiagnosticsEngine::Note;
  }
  return DiagnosticsEngine::Note;
}

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

/// What silencing a directive's findings left: how many it silenced, how
/// the last one was (for the note), and whether an error or an unchecked
/// finding is left.
struct Silencing {
  unsigned Count = 0;
  ViolationReport::Silence How = ViolationReport::Silence::None;
  /// An error, or a warning that --strict makes fail, left unsilenced.
  bool ErrorLeft = false, StrictLeft = false;
};

/// Drops from \p F's diagnostics the findings that \p SilenceOf silences
/// (the rule's, on the finding's line), each with its notes.
Silencing silence(
    const SourceManager &SM, LoopFindings &F,
    llvm::function_ref<ViolationReport::Silence(unsigned, Rule)> SilenceOf) {
  Silencing S;
  std::vector<PendingDiagnostic> Kept;
  bool Dropping = false;
  for (PendingDiagnostic &D : F.Diagnostics) {
    if (D.Of) {
      ViolationReport::Silence Its =
          SilenceOf(SM.getExpansionLineNumber(D.Loc), *D.Of);
      Dropping = Its != ViolationReport::Silence::None;
      if (Dropping)
        S.How = Its;
      S.Count += Dropping;
      S.ErrorLeft |= !Dropping && D.Level == Severity::Error;
      S.StrictLeft |= !Dropping && ruleInfo(*D.Of).FailsWhenStrict;
    } else if (D.Level != Severity::Note) {
      Dropping = false;
    }
    if (!Dropping)
      Kept.push_back(std::move(D));
  }
  F.Diagnostics = std::move(Kept);
  return S;
}

/// The fix-its of \p D shown with it: those on the finding's own line, the
/// directive's. (clang shows a fix-it elsewhere, an include at the file's
/// start or a statement inserted above, with every source line between;
/// --diff shows the whole rewrite.)
std::vector<FixItHint> onItsLine(const SourceManager &SM,
                                 const PendingDiagnostic &D) {
  std::vector<FixItHint> Shown;
  unsigned Line = SM.getExpansionLineNumber(D.Loc);
  for (const FixItHint &Hint : D.Hints)
    if (SM.getExpansionLineNumber(Hint.RemoveRange.getBegin()) == Line &&
        llvm::StringRef(Hint.CodeToInsert).count('\n') == 0)
      Shown.push_back(Hint);
  return Shown;
}

/// The text of \p F's diagnostics (located by \p SM), as the compiler
/// prints them; a finding's rule after its message, as clang-tidy names
/// its checks.
std::string findingText(CompilerInstance &CI, const SourceManager &SM,
                        const LoopFindings &F) {
  return rendered(CI, [&](DiagnosticsEngine &Diags) {
    for (const PendingDiagnostic &D : F.Diagnostics)
      Diags.Report(D.Loc, Diags.getCustomDiagID(levelOf(D.Level), "%0"))
          << (D.Of ? D.Message + " [" + ruleInfo(*D.Of).Name + "]" : D.Message)
          << onItsLine(SM, D);
  });
}

void Consumer::HandleTranslationUnit(ASTContext &Ctx) {
  SourceManager &SM = Ctx.getSourceManager();
  if (CI.getDiagnostics().hasErrorOccurred())
    return; // does not compile: counted as not processed
  OptionalFileEntryRef Main = SM.getFileEntryRefForID(SM.getMainFileID());
  // The compiler parsed the file with its rejected default(none) clauses
  // blanked; from here on (the directives' text, the source lines shown,
  // the text rewritten) it is the file as it is. Same length, same lines:
  // every location holds.
  if (Options.RealText && Main &&
      Options.RealText->size() == SM.getBufferData(SM.getMainFileID()).size())
    SM.overrideFileContents(*Main, llvm::MemoryBuffer::getMemBufferCopy(
                                       *Options.RealText, Main->getName()));
  // The bodies of the functions it calls that other files define, for as
  // long as the checks read them.
  ProjectDefinitions Definitions(CI, Options.Project);
  Definitions.importCalled();
  CheckedFile Result =
      checkOneFile(Ctx, SM.getMainFileID(), Definitions.search());
  // The headers --header-filter names, each with its own report.
  if (!Options.HeaderFilter.empty()) {
    llvm::Regex Filter(Options.HeaderFilter);
    for (FileID Header : headersToCheck(Ctx, Filter))
      Result.Headers.push_back(checkOneFile(Ctx, Header, Definitions.search()));
  }
  Results[Result.RealPath] = std::move(Result);
  // Our findings are not compiler errors: no "N errors generated", and the
  // tool does not count the file as failed.
  CI.getDiagnostics().getClient()->clear();
  CI.getDiagnostics().Reset(/*soft=*/true);
}

CheckedFile Consumer::checkOneFile(ASTContext &Ctx, FileID File,
                                   const CalleeSearch &Search) {
  SourceManager &SM = Ctx.getSourceManager();
  OptionalFileEntryRef Entry = SM.getFileEntryRefForID(File);
  CheckedFile Result;
  // (A header given in memory, for the re-check of its rewrite, has no
  // real path of its own: the path it was given at is its.)
  Result.RealPath =
      !Entry ? ""
      : !Entry->getFileEntry().tryGetRealPathName().empty()
          ? Entry->getFileEntry().tryGetRealPathName().str()
          : Entry->getName().str();
  Result.Original = SM.getBufferData(File).str();
  Result.Strict = Options.Strict;

  std::map<unsigned, LoopFindings> Findings =
      findDirectives(Ctx, withSearch(Options, Search), File);

  // NOLINT comments (Suppressions.h), and the rules the configuration
  // turns off (Configuration.h): a silenced finding leaves the text
  // output with its notes, stays in the report marked, and is counted; a
  // directive with one gets no rewrite (the user keeps it as it is).
  Suppressions Silenced(SM.getBufferData(File));
  auto silenceOf = [&](unsigned Line, Rule Of) {
    llvm::StringRef Name = ruleInfo(Of).Name;
    return Options.Configured.disables(Name)
               ? ViolationReport::Silence::Configuration
           : Silenced.silences(Line, Name) ? ViolationReport::Silence::Comment
                                           : ViolationReport::Silence::None;
  };
  for (auto &[Key, F] : Findings) {
    Silencing S = silence(SM, F, silenceOf);
    Result.Silenced += S.Count;
    bool AnySilenced = S.Count > 0, ErrorLeft = S.ErrorLeft;
    for (ViolationReport &V : F.Report.Violations)
      V.Suppressed = silenceOf(F.Report.Line, V.Rule);
    if (AnySilenced)
      F.withdrawRewrite(
          SM.getComposedLoc(File, Key),
          !ErrorLeft ? nullptr
          : S.How == ViolationReport::Silence::Comment
              ? "a finding of this directive is silenced (NOLINT): no "
                "rewrite is offered"
              : "a finding of this directive is silenced (the "
                "configuration's DisabledRules): no rewrite is offered");
    F.Report.Edits = F.Edits;
    F.Report.Offset = Key;
    // (A finding without an entry of its own fails by its errors.)
    if (F.Reported)
      Result.Report.Loops.push_back(F.Report);
    Result.Failed |= AnySilenced || !F.Reported ? ErrorLeft : F.failed();
    Result.Unknown |= AnySilenced ? S.StrictLeft : F.failedWhenStrict();
    if (!F.Edits.empty() && F.Reported)
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
    std::string Text = findingText(CI, SM, F);
    if (!Text.empty())
      Result.FindingTexts.emplace_back(Key, std::move(Text));
  }
  // (After the findings: a comment that silences nothing.)
  if (Options.Diagnose)
    Result.ClosingText = rendered(CI, [&](DiagnosticsEngine &Diags) {
      for (const Suppressions::Problem &P : Silenced.problems())
        Diags.Report(SM.translateLineCol(File, P.Line, 1),
                     Diags.getCustomDiagID(DiagnosticsEngine::Warning, "%0"))
            << P.Message + "; it silences nothing";
    });
  Result.Edits = joinInsertions(Result.Edits);
  return Result;
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
