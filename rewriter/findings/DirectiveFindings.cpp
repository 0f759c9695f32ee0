//===- DirectiveFindings.cpp - What ompfix finds in a translation unit ----===//

#include "findings/DirectiveFindings.h"
#include "findings/UnknownWording.h"
#include "frontend/DirectiveIndex.h"
#include "frontend/ModelExtractor.h"
#include "frontend/OpenMPConstructs.h"
#include "ompfix/ModelPrinter.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/SourceManager.h"

#include <set>
#include <sstream>

using namespace clang;

namespace ompfix {

namespace {

/// The order in which one result for a directive replaces another: of the
/// instantiations of a template, the worst verdict is reported.
int severity(const LoopFindings &F) {
  switch (F.Report.Verdict) {
  case Verdict::Violation:
    return 3;
  case Verdict::Fixable:
    return 2;
  case Verdict::Unknown:
    return 1;
  case Verdict::Verified:
    return 0;
  }
  return 0;
}

/// --no-assume-disjoint, --no-assume-caller-copies: \p V, when it rests on
/// two variables of \p M not overlapping (\p Disjoint) or on the caller
/// keeping a device copy current (\p CallerCopies), becomes unknown,
/// naming the first such assumption.
void refuseAssumptions(const FunctionModel &M, bool Disjoint,
                       bool CallerCopies, DirectiveVerdict &V) {
  auto Name = [&](const std::string &Id) {
    const Variable *Var = M.findVariable(Id);
    return "'" + (Var ? Var->Name : Id) + "'";
  };
  UnknownReason Reason;
  if (Disjoint && !V.AssumedDisjoint.empty()) {
    const auto &[First, Second] = V.AssumedDisjoint.front();
    Reason = {UnknownKind::Assumption,
              "the verdict rests on " +
                  (First == Second ? "the rows of " + Name(First)
                                   : Name(First) + " and " + Name(Second)) +
                  " not overlapping (--no-assume-disjoint)"};
  } else if (CallerCopies && !V.AssumedCallerCopies.empty()) {
    Reason = {UnknownKind::Assumption,
              "the verdict rests on the caller keeping the device's copy of " +
                  Name(V.AssumedCallerCopies.front()) +
                  " current (--no-assume-caller-copies)"};
  }
  if (Reason.empty())
    return;
  DirectiveVerdict Refused;
  Refused.Reason = Reason;
  V = Refused;
}

/// The findings of one translation unit, as its functions are checked.
class Collector {
public:
  /// Adds \p F for directive \p Key (of an instantiation \p Instance).
  void merge(unsigned Key, LoopFindings F, const std::string &Instance);
  /// The findings, once every function is checked.
  std::map<unsigned, LoopFindings> take(const SourceManager &SM, FileID File);

  bool has(unsigned Key) const { return Findings.count(Key); }
  /// Whether directive \p Key's findings answer its blanked default(none).
  bool claims(unsigned Key) const {
    auto It = Findings.find(Key);
    return It != Findings.end() &&
           llvm::any_of(It->second.Report.Violations,
                        [](const ViolationReport &V) {
                          return V.Rule == Rule::DefaultNone;
                        });
  }

  /// Findings not merged (an unchecked directive, a directive without an
  /// entry of its own), keyed by the offset of what they are about.
  void add(unsigned Key, LoopFindings F) {
    Findings.emplace(Key, std::move(F));
  }

private:
  /// Per directive key: the findings, and the rewrite the first
  /// instantiation asked for.
  std::map<unsigned, LoopFindings> Findings;
  std::map<unsigned, std::string> FirstFixedPragma;
  std::set<unsigned> FixesDisagree;
};

void Collector::merge(unsigned Key, LoopFindings F,
                      const std::string &Instance) {
  if (!Instance.empty())
    for (PendingDiagnostic &D : F.Diagnostics)
      if (D.Level == Severity::Error || D.Level == Severity::Warning)
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

std::map<unsigned, LoopFindings> Collector::take(const SourceManager &SM,
                                                FileID File) {
  for (unsigned Key : FixesDisagree)
    Findings[Key].withdrawRewrite(
        SM.getComposedLoc(File, Key),
        "the instantiations of this template need different clauses; no "
        "rewrite is offered");
  return std::move(Findings);
}

} // namespace

/// Whether \p D makes a team of threads, or is inside a construct of its
/// function that does (`parallel`, `parallel for`, ...).
static bool inTeamOfItsOwn(ASTContext &Ctx, const OMPExecutableDirective &D) {
  auto MakesTeam = [](const Stmt *S) {
    const auto *Directive = dyn_cast<OMPExecutableDirective>(S);
    return Directive &&
           isOpenMPParallelDirective(Directive->getDirectiveKind());
  };
  if (MakesTeam(&D))
    return true;
  DynTypedNodeList Parents = Ctx.getParents(D);
  while (!Parents.empty()) {
    const auto *S = Parents[0].get<Stmt>();
    if (!S)
      return false;
    if (MakesTeam(S))
      return true;
    Parents = Ctx.getParents(*S);
  }
  return false;
}

std::map<unsigned, LoopFindings> findDirectives(ASTContext &Ctx,
                                                const FindingOptions &Options,
                                                FileID File) {
  SourceManager &SM = Ctx.getSourceManager();
  if (File.isInvalid())
    File = SM.getMainFileID();
  auto inFile = [&](const OMPExecutableDirective &D) {
    return SM.getFileID(SM.getExpansionLoc(D.getBeginLoc())) == File;
  };
  Collector Found;
  DirectiveIndex Index = indexFile(Ctx, File);
  for (const FunctionToCheck &C : Index.Functions) {
    ExtractedFunction E = extractModel(Ctx, *C.Function, Options.Search);
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
    // Legality says why a directive is unknown as a value; from here on,
    // in words.
    for (LoopVerdict &V : Checked.Loops) {
      V.Reason = worded(V.Reason);
      refuseAssumptions(E.Model, Options.NoAssumeDisjoint,
                        Options.NoAssumeCallerCopies, V);
    }
    for (RegionVerdict &V : Checked.Regions) {
      V.Reason = worded(V.Reason);
      refuseAssumptions(E.Model, Options.NoAssumeDisjoint,
                        Options.NoAssumeCallerCopies, V);
    }
    // (A callee's region, modelled where it is called, is a nested one
    // there: it and its constructs are answered where the callee is
    // checked itself. A callee's orphaned construct binds to the caller's
    // team: checked in both places, the worst verdict kept.)
    SourceRange Body = C.Function->getBody()->getSourceRange();
    auto Own = [&](const OMPExecutableDirective &D) {
      return inFile(D) &&
             (SM.isPointWithin(SM.getExpansionLoc(D.getBeginLoc()),
                               SM.getExpansionLoc(Body.getBegin()),
                               SM.getExpansionLoc(Body.getEnd())) ||
              !inTeamOfItsOwn(Ctx, D));
    };
    const std::vector<LoopVerdict> &Verdicts = Checked.Loops;
    for (size_t I = 0; I < Verdicts.size(); ++I) {
      const OMPLoopDirective &D = *E.Directives[I];
      if (!Own(D))
        continue;
      Found.merge(directiveKey(Ctx, D),
                  describeLoop(Ctx, E, I, Verdicts[I], Options.Blanked),
                  C.Instantiation);
    }
    for (size_t I = 0; I < Checked.Regions.size(); ++I) {
      const OMPExecutableDirective &D = *E.RegionDirectives[I];
      if (Own(D))
        Found.merge(directiveKey(Ctx, D),
                    describeRegion(Ctx, E, I, Checked.Regions[I],
                                   Options.Blanked),
                    C.Instantiation);
    }
  }
  // Every loop directive of the file is answered (and every region, when
  // regions are reported).
  for (const auto &[Key, Entry] : Index.Directives) {
    if (Found.has(Key) ||
        (!Options.CheckRegions && !isCheckedLoopDirective(*Entry.Directive)))
      continue;
    Found.add(
        Key,
        uncheckedLoop(SM, SM.getExpansionLoc(Entry.Directive->getBeginLoc()),
                      directiveName(*Entry.Directive),
                      Index.InTemplates.count(Key)
                          ? UnknownReason(UnknownKind::Template,
                                          "in a template that this file never "
                                          "instantiates")
                          : UnknownReason(UnknownKind::Internal,
                                          "internal error: the directive was "
                                          "not reached by the front end")));
  }
  // A blanked default(none) on a directive without an entry of its own
  // (clauses of the main file).
  for (const auto &[Offset, Variables] :
       File == SM.getMainFileID() ? Options.Blanked : BlankedDefaultNone()) {
    auto After = Index.Directives.upper_bound(Offset);
    if (After != Index.Directives.begin() && Found.claims(std::prev(After)->first))
      continue;
    Found.add(
        Offset, unreportedDefaultNone(
                    SM,
                    After == Index.Directives.begin()
                        ? nullptr
                        : std::prev(After)->second.Directive,
                    Offset, Variables));
  }
  return Found.take(SM, File);
}

} // namespace ompfix
