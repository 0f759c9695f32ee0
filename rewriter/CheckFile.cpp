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

/// The order in which one result for a directive replaces another: of the
/// instantiations of a template, the worst verdict is reported.
int severity(const LoopFindings &F) {
  const std::string &V = F.Report.Verdict;
  return V == "violation" ? 3 : V == "fixable" ? 2 : V == "unknown" ? 1 : 0;
}

class Consumer : public ASTConsumer {
public:
  Consumer(CompilerInstance &CI, const CheckOptions &Options,
           std::map<std::string, CheckedFile> &Results)
      : CI(CI), Options(Options), Results(Results) {}

  void HandleTranslationUnit(ASTContext &Ctx) override;

private:
  /// Adds \p F for directive \p Key (of an instantiation \p Instance).
  void merge(unsigned Key, LoopFindings F, const std::string &Instance);

  CompilerInstance &CI;
  const CheckOptions &Options;
  std::map<std::string, CheckedFile> &Results;
  /// Per directive key: the findings, and the instantiations they hold.
  std::map<unsigned, LoopFindings> Findings;
  std::map<unsigned, std::string> FirstFixedPragma;
  std::set<unsigned> FixesDisagree;
};

void Consumer::merge(unsigned Key, LoopFindings F, const std::string &Instance) {
  if (!Instance.empty())
    for (PendingDiagnostic &D : F.Diagnostics)
      if (D.Level == DiagnosticsEngine::Error ||
          D.Level == DiagnosticsEngine::Warning)
        D.Message += " (in '" + Instance + "')";
  auto It = Findings.find(Key);
  if (It == Findings.end()) {
    FirstFixedPragma[Key] = F.Report.FixedPragma.value_or("");
    Findings.emplace(Key, std::move(F));
    return;
  }
  // Another instantiation of the same directive: a rewrite is only right
  // if every instantiation asks for the same one.
  if (F.Report.FixedPragma.value_or("") != FirstFixedPragma[Key] ||
      F.Report.Verdict != It->second.Report.Verdict)
    FixesDisagree.insert(Key);
  if (severity(F) > severity(It->second))
    It->second = std::move(F);
}

/// --no-assume-disjoint, --no-assume-caller-copies: \p V, when it rests on
/// two variables of \p M not overlapping (\p Disjoint) or on the caller
/// keeping a device copy current (\p CallerCopies), becomes unknown,
/// naming the first such assumption.
static void refuseAssumptions(const FunctionModel &M, bool Disjoint,
                              bool CallerCopies, DirectiveVerdict &V) {
  auto Name = [&](const std::string &Id) {
    const Variable *Var = M.findVariable(Id);
    return "'" + (Var ? Var->Name : Id) + "'";
  };
  std::string Reason;
  if (Disjoint && !V.AssumedDisjoint.empty()) {
    const auto &[First, Second] = V.AssumedDisjoint.front();
    Reason = "the verdict rests on " + Name(First) + " and " + Name(Second) +
             " not overlapping (--no-assume-disjoint)";
  } else if (CallerCopies && !V.AssumedCallerCopies.empty()) {
    Reason = "the verdict rests on the caller keeping the device's copy of " +
             Name(V.AssumedCallerCopies.front()) +
             " current (--no-assume-caller-copies)";
  }
  if (Reason.empty())
    return;
  DirectiveVerdict Refused;
  Refused.Reason = Reason;
  V = Refused;
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

void Consumer::HandleTranslationUnit(ASTContext &Ctx) {
  SourceManager &SM = Ctx.getSourceManager();
  if (CI.getDiagnostics().hasErrorOccurred())
    return; // does not compile: counted as not processed
  OptionalFileEntryRef Main = SM.getFileEntryRefForID(SM.getMainFileID());
  CheckedFile Result;
  Result.RealPath = Main ? Main->getFileEntry().tryGetRealPathName().str() : "";
  Result.Original = SM.getBufferData(SM.getMainFileID()).str();
  Result.Strict = Options.Strict;

  DirectiveIndex Index = indexMainFile(Ctx);
  for (const FunctionToCheck &C : Index.Functions) {
    ExtractedFunction E = extractModel(Ctx, *C.Function);
    if (E.Model.Loops.empty() && E.Model.Regions.empty())
      continue;
    if (Options.DumpModel) {
      std::ostringstream OS;
      printModel(OS, E.Model);
      llvm::errs() << OS.str();
    }
    // The function's relations are built once for its loops and regions.
    if (!Options.CheckRegions)
      E.Model.Regions.clear();
    FunctionVerdicts Checked = checkLoopsAndRegions(E.Model, Options.Limits);
    for (LoopVerdict &V : Checked.Loops)
      refuseAssumptions(E.Model, Options.NoAssumeDisjoint,
                        Options.NoAssumeCallerCopies, V);
    for (RegionVerdict &V : Checked.Regions)
      refuseAssumptions(E.Model, Options.NoAssumeDisjoint,
                        Options.NoAssumeCallerCopies, V);
    const std::vector<LoopVerdict> &Verdicts = Checked.Loops;
    for (size_t I = 0; I < Verdicts.size(); ++I) {
      const OMPLoopDirective &D = *E.Directives[I];
      if (!SM.isInMainFile(SM.getExpansionLoc(D.getBeginLoc())))
        continue;
      merge(directiveKey(Ctx, D), describeLoop(Ctx, E, I, Verdicts[I]),
            C.Instantiation);
    }
    for (size_t I = 0; I < Checked.Regions.size(); ++I) {
      const OMPExecutableDirective &D = *E.RegionDirectives[I];
      if (SM.isInMainFile(SM.getExpansionLoc(D.getBeginLoc())))
        merge(directiveKey(Ctx, D),
              describeRegion(Ctx, E, I, Checked.Regions[I]), C.Instantiation);
    }
  }
  // Every loop directive of the file is answered (and every region, when
  // regions are reported).
  for (const auto &[Key, Entry] : Index.Directives) {
    if (Findings.count(Key) ||
        (!Options.CheckRegions && !isCheckedLoopDirective(*Entry.Directive)))
      continue;
    Findings.emplace(
        Key, uncheckedLoop(SM, SM.getExpansionLoc(Entry.Directive->getBeginLoc()),
                           directiveName(*Entry.Directive),
                           Index.InTemplates.count(Key)
                               ? "in a template that this file never "
                                 "instantiates"
                               : "internal error: the directive was not "
                                 "reached by the front end"));
  }

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
  // No rewrite of \p F's directive, and why (a note), where one was offered.
  auto withdrawRewrite = [&](unsigned Key, LoopFindings &F,
                             const char *Why) {
    if (F.Edits.empty())
      return;
    F.Edits.clear();
    F.Report.FixedPragma.reset();
    for (PendingDiagnostic &D : F.Diagnostics)
      D.Hints.clear();
    if (Why)
      F.Diagnostics.push_back({DiagnosticsEngine::Note,
                               SM.getComposedLoc(SM.getMainFileID(), Key), Why,
                               {}});
  };

  for (auto &[Key, F] : Findings) {
    std::vector<PendingDiagnostic> Kept;
    bool Dropping = false, AnySilenced = false, ErrorLeft = false,
         UncheckedLeft = false;
    for (PendingDiagnostic &D : F.Diagnostics) {
      if (D.Of) {
        Dropping = silenceOf(SM.getExpansionLineNumber(D.Loc),
                             ruleInfo(*D.Of).Name) !=
                   ViolationReport::Silence::None;
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
      withdrawRewrite(Key, F,
                      ErrorLeft ? "a finding of this directive is silenced "
                                  "(NOLINT): no rewrite is offered"
                                : nullptr);
    if (FixesDisagree.count(Key))
      withdrawRewrite(Key, F,
                      "the instantiations of this template need different "
                      "clauses; no rewrite is offered");
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
