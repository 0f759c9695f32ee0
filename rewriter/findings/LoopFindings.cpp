//===- LoopFindings.cpp - What ompfix says about one loop directive -------===//

#include "findings/LoopFindings.h"
#include "findings/WitnessWording.h"
#include "rewrite/ExpansionEdits.h"
#include "rewrite/ForwardingEdits.h"
#include "rewrite/LoopSurroundings.h"
#include "frontend/OpenMPConstructs.h"

#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/CharInfo.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"

#include <algorithm>
#include <set>

using namespace clang;

namespace ompfix {

namespace {

/// The text of a directive in its file and where it starts: `#pragma`
/// to the end of its (continued) line, or the string of `_Pragma("...")`
/// read as "#pragma <string>" (Shift: the length of that prefix, which is
/// not in the file).
struct DirectiveText {
  FileID File;
  size_t Start = 0, Shift = 0;
  std::string Text;
};

/// Lines end at LF, CRLF or a lone CR; a backslash just before the end of a
/// line continues the directive.
std::optional<DirectiveText> directiveText(const SourceManager &SM,
                                           SourceLocation Begin) {
  auto [File, Offset] = SM.getDecomposedLoc(Begin);
  bool Invalid = false;
  llvm::StringRef Buffer = SM.getBufferData(File, &Invalid);
  if (Invalid || File.isInvalid())
    return std::nullopt;
  DirectiveText D;
  D.File = File;
  D.Start = Offset;
  llvm::StringRef Rest = Buffer.substr(Offset);
  if (Rest.starts_with("#")) {
    size_t End = Offset;
    while (End < Buffer.size() && Buffer[End] != '\n' && Buffer[End] != '\r') {
      if (Buffer[End] == '\\') {
        size_t After = End + 1;
        while (After < Buffer.size() &&
               (Buffer[After] == ' ' || Buffer[After] == '\t'))
          ++After;
        if (After < Buffer.size() &&
            (Buffer[After] == '\n' || Buffer[After] == '\r')) {
          // Step over the line end (CRLF as one).
          End = After + 1;
          if (Buffer[After] == '\r' && End < Buffer.size() &&
              Buffer[End] == '\n')
            ++End;
          continue;
        }
      }
      ++End;
    }
    D.Text = Buffer.substr(Offset, End - Offset).str();
    return D;
  }
  if (Rest.starts_with("_Pragma")) {
    size_t Quote = Buffer.find('"', Offset);
    size_t Close = Quote == llvm::StringRef::npos
                       ? llvm::StringRef::npos
                       : Buffer.find('"', Quote + 1);
    if (Close == llvm::StringRef::npos)
      return std::nullopt;
    D.Text = "#pragma " + Buffer.substr(Quote + 1, Close - Quote - 1).str();
    D.Start = Quote + 1;
    D.Shift = std::string("#pragma ").size();
    return D;
  }
  return std::nullopt; // from a macro: diagnosed, not rewritten
}

/// The kind of a map clause with transfer \p T, as ClauseChange::Add
/// and clauseText take it: "map(tofrom)".
std::string mapKind(DeviceTransfer T) {
  return std::string("map(") + spelling(T) + ")";
}

std::string variableName(const FunctionModel &M, const std::string &Id) {
  const Variable *V = M.findVariable(Id);
  return V ? V->Name : Id;
}

/// The name a clause gives variable \p Id: its struct's for a field that
/// a clause on the struct copies (`p` for `p.x`), else its own.
std::string clauseName(const FunctionModel &M, const std::string &Id) {
  const Variable *V = M.findVariable(Id);
  return V && !V->ClauseName.empty() ? V->ClauseName : variableName(M, Id);
}

AccessReport accessReport(const FunctionModel &M, unsigned Ref) {
  AccessReport R;
  for (const Statement &S : M.Statements)
    for (const Access &A : S.Accesses)
      if (A.Ref == Ref) {
        R.Line = A.Pos.Line;
        R.Column = A.Pos.Column;
        R.Text = A.Text;
        R.Write = A.IsWrite;
      }
  return R;
}

/// The variable, kind and accesses of a witness, as the report gives them
/// (the iterations are the caller's).
/// "m = 1, n = 2": the parameter values of a witness, as C reads them.
std::string parameterValues(const std::vector<ParameterValue> &Values) {
  std::string Text;
  for (const ParameterValue &P : Values)
    Text +=
        (Text.empty() ? "" : ", ") + P.Name + " = " + std::to_string(P.Value);
  return Text;
}

/// A worksharing loop's copying \p C of \p Variable, placed at the loop's
/// directive.
AccessReport copyingReport(const FunctionModel &M, const std::string &Variable,
                           const LoopCopying &C) {
  AccessReport R;
  if (C.Loop < M.Loops.size()) {
    R.Line = M.Loops[C.Loop].Pos.Line;
    R.Column = M.Loops[C.Loop].Pos.Column;
  }
  R.Text = variableName(M, Variable);
  R.Write = C.Of != LoopCopying::Action::CopyIn;
  R.Copy = C.Of;
  return R;
}

ViolationReport violationReport(const FunctionModel &M, const Witness &W) {
  ViolationReport VR;
  VR.Variable = variableName(M, W.Variable);
  VR.Kind = W.Kind;
  VR.Access = W.AccessCopying ? copyingReport(M, W.Variable, *W.AccessCopying)
                              : accessReport(M, W.AccessRef);
  if (W.OtherCopying)
    VR.Other = copyingReport(M, W.Variable, *W.OtherCopying);
  else if (W.OtherRef)
    VR.Other = accessReport(M, *W.OtherRef);
  VR.May = W.Possible;
  VR.Parameters = W.Parameters;
  return VR;
}

/// The list item of \p V: "t", or an array section "h[0:n]".
std::string listItem(const VariableVerdict &V, const std::string &Name) {
  std::string Item = Name;
  for (const SectionBounds &Dim : V.Required.Section)
    Item += "[" + Dim.Lower + ":" + Dim.Length + "]";
  return Item;
}

/// The clauses \p V needs, as the user would write them: "private(t)",
/// "reduction(+: h[0:n])".
std::string neededClauses(const VariableVerdict &V, const std::string &Name) {
  std::string Text;
  for (const std::string &Kind : clauseKinds(V.Required.Attr, V.Required.Op))
    Text += (Text.empty() ? "" : " ") + clauseText(Kind, {listItem(V, Name)});
  return Text;
}

/// The blanked `default(none)` clause written in the directive whose text
/// is \p D, if there is one: its offset and the variables clang named.
const BlankedDefaultNone::value_type *
blankedClauseIn(const SourceManager &SM, const std::optional<DirectiveText> &D,
                const BlankedDefaultNone &Blanked) {
  // (Blanked clauses are the main file's.)
  if (!D || D->File != SM.getMainFileID())
    return nullptr;
  size_t End = D->Start + (D->Text.size() - D->Shift);
  for (const auto &Clause : Blanked)
    if (Clause.first >= D->Start && Clause.first < End)
      return &Clause;
  return nullptr;
}

/// The message of a `default(none)` finding on variable \p Name, which
/// \p Needs ("it is shared", "it needs 'reduction(+: t)'").
std::string defaultNoneMessage(const std::string &Name,
                               const std::string &Needs) {
  return "'" + Name +
         "' has no data-sharing clause, which default(none) demands; " +
         Needs;
}

/// What a `default(none)` finding says where the variables would not be
/// shared without the clause (sharesByDefault).
const char *const NotSharedByDefault =
    "ompfix gives clauses only where the default would be shared (parallel "
    "and teams directives), and checked the code inside as if without "
    "default(none)";

/// The report of a `default(none)` finding on \p Name: the clause is
/// where it is (line \p Line, column \p Column).
ViolationReport defaultNoneReport(const std::string &Name,
                                  const std::string &Message, unsigned Line,
                                  unsigned Column) {
  ViolationReport VR;
  VR.Variable = Name;
  VR.Rule = Rule::DefaultNone; // (no Kind: JSON "default-none")
  VR.Access = {Line, Column, "default(none)", false};
  VR.Message = Message;
  return VR;
}

/// The edits of the file and the fix-its that make \p Edits of directive
/// text \p D; none if an edit falls in the `#pragma ` that a `_Pragma`
/// string does not have.
std::optional<std::pair<std::vector<TextEdit>, std::vector<FixItHint>>>
directiveEdits(const SourceManager &SM, const DirectiveText &D,
               const std::vector<TextEdit> &Edits) {
  std::vector<TextEdit> InFile;
  std::vector<FixItHint> Hints;
  for (const TextEdit &Edit : Edits) {
    if (Edit.Offset < D.Shift)
      return std::nullopt;
    InFile.push_back({D.Start + Edit.Offset - D.Shift, Edit.Length, Edit.Text});
    SourceLocation From = SM.getComposedLoc(D.File, InFile.back().Offset);
    Hints.push_back(FixItHint::CreateReplacement(
        CharSourceRange::getCharRange(
            From, From.getLocWithOffset(InFile.back().Length)),
        InFile.back().Text));
  }
  return std::make_pair(std::move(InFile), std::move(Hints));
}

/// What a finding is about: a loop directive, whose parts are iterations,
/// or a parallel region, whose parts are threads (a teams region's are
/// the league's teams).
struct Subject {
  const OMPExecutableDirective *Directive = nullptr;
  SourcePos Pos;
  std::string Name;          ///< "parallel for", "parallel", "teams", ...
  const char *Noun = "loop"; ///< "loop", "parallel region", "teams region"
  bool IsRegion = false;
  bool League = false;
  bool Lockstep = false;
};

class Describer {
public:
  Describer(ASTContext &Ctx, const ExtractedFunction &E, const Subject &What,
            const LoopVerdict &V, size_t Index,
            const BlankedDefaultNone &Blanked)
      : Ctx(Ctx), SM(Ctx.getSourceManager()), E(E), What(What), V(V),
        Index(Index),
        PragmaLoc(SM.getExpansionLoc(What.Directive->getBeginLoc())),
        Blanked(blankedClauseIn(SM, directiveText(SM, PragmaLoc), Blanked)),
        BlankedShared(sharesByDefault(*What.Directive)) {
    const auto *Default = What.Directive->getSingleClause<OMPDefaultClause>();
    NamesEveryVariable =
        this->Blanked || (Default &&
                    Default->getDefaultKind() == llvm::omp::OMP_DEFAULT_none);
  }

  LoopFindings run();

private:
  std::vector<FixItHint> plan();
  /// What plan() gathers: the clause changes, the edits of the loop's
  /// code (forwarding, expansion, copies), in the file, and whether every
  /// fix can be written.
  struct PlannedEdits {
    std::vector<ClauseChange> Changes;
    std::vector<TextEdit> CodeEdits;
    bool Rewritable = true;
    /// Code is rewritten in the checked file itself; in a header that
    /// --header-filter names, only clauses.
    bool InMainFile = false;
  };
  /// Why a fix of code goes unwritten in a header.
  static constexpr const char *InHeader =
      "the loop is in a header, where ompfix rewrites only clauses";
  /// Names \p New, variables the rewrite declares for the loop's code to
  /// read, `shared` where `default(none)` wants them named.
  void nameShared(const std::vector<std::string> &New, PlannedEdits &P) const;
  /// The clause change of variable \p VV, and its code's edits.
  void planVariable(const VariableVerdict &VV,
                    const std::map<std::string, ForwardPlan> &Forwarded,
                    PlannedEdits &P);
  /// The edits that forward \p VV's carried value by \p Forward (with
  /// \p Forwarded, every forwarded scalar's plan), and its clause \p C.
  void planForwarding(const VariableVerdict &VV, const ForwardPlan &Forward,
                      const std::map<std::string, ForwardPlan> &Forwarded,
                      ClauseChange &C, PlannedEdits &P);
  /// A copy per iteration of \p VV instead of lastprivate(conditional:),
  /// which clang before 22 compiles wrongly in C, where the code takes
  /// one; else why not (CopiesRefused).
  void planConditionalCopy(const VariableVerdict &VV, ClauseChange &C,
                           PlannedEdits &P);
  /// The edits that give each thread a slice of a new buffer for \p VV.
  void planExpansion(const VariableVerdict &VV, const ExpandPlan &Expand,
                     PlannedEdits &P);
  /// Adds to \p Changes the variables a blanked default(none) named that
  /// have no change of their own, with the attribute they were checked
  /// with.
  void nameBlankedVariables(std::vector<ClauseChange> &Changes) const;
  void nameSectionBoundVariables(std::vector<ClauseChange> &Changes) const;
  /// The directive rewritten by \p P, into Out, as fix-it hints; empty
  /// where its text cannot be edited.
  std::vector<FixItHint> applyPlan(const PlannedEdits &P);
  /// The findings of a blanked `default(none)`: one per variable clang
  /// named, the first with \p Hints.
  void remarkAssumptions();
  void diagnoseDefaultNone(llvm::ArrayRef<FixItHint> Hints);
  /// The verdict on the variable that a clause naming \p Name names
  /// (not a variable of a callee followed into, which no clause reaches).
  const VariableVerdict *clauseVerdict(const std::string &Name) const;
  /// What a witness shows: its rule and its message.
  struct Finding {
    Rule Of;
    std::string Message;
  };
  void diagnose(const Witness &W, const Finding &F,
                llvm::ArrayRef<FixItHint> Hints);
  /// The note of the access \p Ref of witness \p W, in \p Iteration
  /// (or, where that is empty, before or after the loop), and of the call
  /// it is in.
  /// The note on an access of \p W, the reference \p Ref or a loop's
  /// \p Copying of the variable, which \p Iteration performs.
  void noteAccess(const Witness &W, unsigned Ref,
                  const std::optional<LoopCopying> &Copying,
                  const std::string &Iteration);
  /// The notes of witness \p W of variable \p Name, which no attribute
  /// repairs: why, and what a construct could do instead.
  void noteUnrepairable(const Witness &W, const std::string &Name);
  /// The note of the fix of \p VV, variable \p Name (a clause, forwarding
  /// or expansion), and why the source cannot take it if it cannot.
  void noteRepair(const VariableVerdict &VV, const std::string &Name);
  /// The source text of the list item of a clause of the directive that
  /// names an array section or element of \p Name (`c[60:8]`), or Name.
  std::string listItemText(const std::string &Name) const;
  Finding finding(const Witness &W, const VariableVerdict *VV,
                      const std::string &Name) const;
  /// A note or a remark.
  void add(Severity Level, SourceLocation Loc, std::string Message) {
    Out.Diagnostics.push_back({Level, Loc, std::move(Message), {}, {}});
  }
  /// A finding of rule \p Of, with its rule's severity.
  void addFinding(Rule Of, SourceLocation Loc, std::string Message,
                  llvm::ArrayRef<FixItHint> Hints = {}) {
    Severity Level = ruleInfo(Of).Level;
    if (Level == Severity::Warning)
      Out.Report.Warnings.push_back({Of, Message});
    Out.Diagnostics.push_back({Level, Loc, std::move(Message),
                               std::vector<FixItHint>(Hints), Of});
  }

  /// What a copy of expanded \p Name costs: legality's bytes, or in a
  /// template, whose instantiations' cells differ in size, the size of
  /// one cell (and its flag, in a copy per iteration) times the cells
  /// ("sizeof(*tmp) * m").
  std::string bytesPerCopy(const ExpandPlan &Plan,
                           const std::string &Name) const {
    if (!E.Function || !E.Function->isTemplateInstantiation())
      return Plan.BytesPerCopy;
    std::string Cell = Plan.Per == ExpandPlan::Copies::Iteration
                           ? "(sizeof(*" + Name + ") + 1)"
                           : "sizeof(*" + Name + ")";
    return Cell + " * " + parenthesised(Plan.Extent);
  }

  /// \p Expression before a word of prose: a conditional one in
  /// parentheses ("(n > m ? m : n) cells"), others as they are ("8 * m
  /// bytes").
  static std::string inProse(const std::string &Expression) {
    return Expression.find('?') == std::string::npos ? Expression
                                                      : "(" + Expression + ")";
  }

  /// The report of \p Name's expansion.
  ExpansionReport expansionReport(const ExpandPlan &Plan,
                                  const std::string &Name) const {
    if (Plan.Per == ExpandPlan::Copies::Iteration)
      return {"iteration", Plan.Count, bytesPerCopy(Plan, Name)};
    return {"thread", "", bytesPerCopy(Plan, Name)};
  }

  ASTContext &Ctx;
  const SourceManager &SM;
  const ExtractedFunction &E;
  Subject What;
  const LoopVerdict &V;
  size_t Index; ///< Of the loop or region in E.
  SourceLocation PragmaLoc;
  /// The directive's `default(none)` clause, if clang rejected it (and the
  /// check went without it): its offset and the variables clang named.
  const BlankedDefaultNone::value_type *Blanked;
  /// Whether those variables were shared as checked (sharesByDefault):
  /// else ompfix gives them no clause.
  bool BlankedShared;
  /// Whether the directive has `default(none)` (blanked or not): every
  /// variable it uses wants a clause, `shared` too.
  bool NamesEveryVariable = false;
  LoopFindings Out;
  /// Per forwarded variable (Variable::Id), the value its reads recompute.
  std::map<std::string, std::string> Recomputed;
  /// The variables (Variable::Id) that need lastprivate(conditional:)
  /// and get a copy per iteration instead (conditionalCopyEdits).
  std::set<std::string> CopiedInstead;
  /// Of those that do not, why.
  std::map<std::string, std::string> CopiesRefused;
  /// Per variable (Variable::Id) whose fix the source cannot take, why.
  std::map<std::string, std::string> NotRewritten;
};

/// Computes the corrected directive and its edits of the file;
/// returns them as fix-it hints, empty when the directive cannot be
/// rewritten.
std::vector<FixItHint> Describer::plan() {
  PlannedEdits P;
  // Code is rewritten in the checked file itself; in a header that
  // --header-filter names, only clauses.
  P.InMainFile = SM.isInMainFile(PragmaLoc);
  // Every forwarded scalar's plan, for chains of them.
  std::map<std::string, ForwardPlan> Forwarded;
  for (const VariableVerdict &VV : V.Variables)
    if (VV.Required.Forward)
      Forwarded.emplace(VV.Variable, *VV.Required.Forward);
  for (const VariableVerdict &VV : V.Variables)
    if (VV.State != Status::Ok)
      planVariable(VV, Forwarded, P);
  // default(none), blanked for clang: the variables it named that the
  // plan gives no clause of its own keep the attribute they were checked
  // with (shared, or private as an inner loop's iterator), now named.
  if (Blanked && !BlankedShared)
    return {};
  if (Blanked)
    nameBlankedVariables(P.Changes);
  // A map clause of the directive that makes a copy stale: the item gets
  // the map-type that fixes it.
  for (const DirectiveVerdict::MapFix &Fix : V.MapFixes) {
    ClauseChange C;
    C.Variable = variableName(E.Model, Fix.Variable);
    C.RemoveFromMaps = true;
    C.Add = {mapKind(Fix.Transfer)};
    C.Item = Fix.Item;
    P.Changes.push_back(C);
  }
  if (P.Changes.empty() || V.Result == Verdict::Violation ||
      V.Result == Verdict::Unknown || !P.Rewritable)
    return {};
  return applyPlan(P);
}

void Describer::nameShared(const std::vector<std::string> &New,
                           PlannedEdits &P) const {
  if (NamesEveryVariable)
    for (const std::string &Name : New) {
      ClauseChange C;
      C.Variable = C.Item = Name;
      C.Add = {"shared"};
      P.Changes.push_back(C);
    }
}

void Describer::planVariable(
    const VariableVerdict &VV,
    const std::map<std::string, ForwardPlan> &Forwarded, PlannedEdits &P) {
  ClauseChange C;
  C.Variable = clauseName(E.Model, VV.Variable);
  C.Remove = VV.State != Status::Missing;
  if (VV.State != Status::Redundant)
    C.Add = clauseKinds(VV.Required.Attr, VV.Required.Op);
  if (const std::optional<ForwardPlan> &Forward = VV.Required.Forward)
    planForwarding(VV, *Forward, Forwarded, C, P);
  // clang before 22 compiles lastprivate(conditional:) wrongly in C: a
  // copy per iteration instead, where the code takes one.
  if (VV.Required == Attribute::LastPrivateConditional &&
      !Ctx.getLangOpts().CPlusPlus && !What.IsRegion && P.InMainFile)
    planConditionalCopy(VV, C, P);
  if (const std::optional<ExpandPlan> &Expand = VV.Required.Expand)
    planExpansion(VV, *Expand, P);
  // Shared where OpenMP's rules make the variable something else (a
  // task's implicit firstprivate) takes a clause too, and where
  // default(none) wants every variable named.
  if ((VV.State == Status::Missing ||
       (NamesEveryVariable && VV.State != Status::Redundant)) &&
      VV.Required == Attribute::Shared) {
    C.Add = {"shared"};
    // A worksharing loop takes no shared clause: a variable private to
    // the region around it is shared there, not in the loop's clauses.
    if (!llvm::omp::isAllowedClauseForDirective(
            What.Directive->getDirectiveKind(), llvm::omp::OMPC_shared,
            Ctx.getLangOpts().OpenMP))
      P.Rewritable = false;
  }
  C.Item = listItem(VV, C.Variable);
  // (The fields of one struct share its clause.)
  if (std::none_of(P.Changes.begin(), P.Changes.end(),
                   [&](const ClauseChange &Other) {
                     return Other.Variable == C.Variable &&
                            Other.Add == C.Add && Other.Remove == C.Remove;
                   }))
    P.Changes.push_back(C);
}

void Describer::planForwarding(
    const VariableVerdict &VV, const ForwardPlan &Forward,
    const std::map<std::string, ForwardPlan> &Forwarded, ClauseChange &C,
    PlannedEdits &P) {
  // Its own copy, and its reads recompute the value.
  C.Add = clauseKinds(Forward.Copy, std::nullopt);
  std::vector<std::string> NewShared;
  std::optional<std::vector<TextEdit>> Edits =
      What.IsRegion || !P.InMainFile
          ? std::nullopt
          : forwardingEdits(Ctx, E, Index, C.Variable, Forward, Forwarded,
                            Recomputed[VV.Variable], NewShared);
  if (Edits)
    P.CodeEdits.insert(P.CodeEdits.end(), Edits->begin(), Edits->end());
  if (Edits)
    nameShared(NewShared, P);
  else if (!What.IsRegion)
    NotRewritten[VV.Variable] =
        P.InMainFile ? "the code its reads are in is in a macro, in another "
                       "file or in a function the loop calls"
                     : InHeader;
  P.Rewritable &= Edits.has_value();
}

void Describer::planConditionalCopy(const VariableVerdict &VV, ClauseChange &C,
                                    PlannedEdits &P) {
  std::string Refusal;
  if (std::optional<ExpansionEdits> Edits =
          conditionalCopyEdits(Ctx, E, Index, VV.Variable, Refusal)) {
    C.Add.clear(); // (each iteration declares its own)
    P.CodeEdits.insert(P.CodeEdits.end(), Edits->Edits.begin(),
                       Edits->Edits.end());
    nameShared(Edits->NewShared, P);
    CopiedInstead.insert(VV.Variable);
  } else {
    CopiesRefused[VV.Variable] = Refusal;
  }
}

void Describer::planExpansion(const VariableVerdict &VV,
                              const ExpandPlan &Expand, PlannedEdits &P) {
  // No clause: a slice per thread, and the new buffer shared.
  std::string Refusal = InHeader;
  std::optional<ExpansionEdits> Edits =
      What.IsRegion || !P.InMainFile
          ? std::nullopt
          : expansionEdits(Ctx, E, Index, VV.Variable, Expand, Refusal);
  if (!Edits && !What.IsRegion)
    NotRewritten[VV.Variable] = Refusal;
  if (Edits) {
    P.CodeEdits.insert(P.CodeEdits.end(), Edits->Edits.begin(),
                       Edits->Edits.end());
    nameShared(Edits->NewShared, P);
  }
  P.Rewritable &= Edits.has_value();
}

const VariableVerdict *
Describer::clauseVerdict(const std::string &Name) const {
  const VariableVerdict *Found = nullptr;
  for (const VariableVerdict &VV : V.Variables) {
    // (A callee's own variable of the same name is no clause's.)
    const Variable *Of = E.Model.findVariable(VV.Variable);
    if (variableName(E.Model, VV.Variable) == Name && !(Of && Of->InCallee))
      Found = &VV;
  }
  return Found;
}

void Describer::nameBlankedVariables(std::vector<ClauseChange> &Changes) const {
  for (const std::string &Name : Blanked->second) {
    // (A variable the plan changes has its clause, or none where it
    // goes from the loop's code: an expanded buffer.)
    if (std::any_of(Changes.begin(), Changes.end(),
                    [&](const ClauseChange &C) { return C.Variable == Name; }))
      continue;
    ClauseChange C;
    C.Variable = C.Item = Name;
    C.Add = {"shared"};
    if (const VariableVerdict *VV = clauseVerdict(Name);
        VV && !clauseKinds(VV->Required.Attr, VV->Required.Op).empty()) {
      C.Add = clauseKinds(VV->Required.Attr, VV->Required.Op);
      C.Item = listItem(*VV, Name);
    }
    Changes.push_back(C);
  }
  nameSectionBoundVariables(Changes);
}

/// The identifiers of the bounds of list item \p Item: "m" and "n" of
/// "y[0:m][k:n]" (not a field's name, `p->n`).
static std::vector<std::string> sectionIdentifiers(llvm::StringRef Item) {
  std::vector<std::string> Names;
  size_t At = Item.find('[');
  while (At < Item.size()) {
    char C = Item[At];
    if (!isAsciiIdentifierStart(C)) {
      ++At;
      continue;
    }
    size_t End = At;
    while (End < Item.size() && isAsciiIdentifierContinue(Item[End]))
      ++End;
    bool Field = (At > 0 && Item[At - 1] == '.') ||
                 (At > 1 && Item.substr(At - 2, 2) == "->");
    if (!Field)
      Names.push_back(Item.substr(At, End - At).str());
    At = End;
  }
  return Names;
}

void Describer::nameSectionBoundVariables(
    std::vector<ClauseChange> &Changes) const {
  // A variable that only a section's bounds name (`reduction(+: y[0:m])`
  // where the loop does not read m) needs a clause of its own under
  // default(none): clang demands one for every variable a clause names.
  auto Named = [&](const std::string &Name) {
    return llvm::is_contained(Blanked->second, Name) ||
           std::any_of(Changes.begin(), Changes.end(),
                       [&](const ClauseChange &C) {
                         return C.Variable == Name;
                       }) ||
           std::any_of(V.Variables.begin(), V.Variables.end(),
                       [&](const VariableVerdict &VV) {
                         return variableName(E.Model, VV.Variable) == Name;
                       });
  };
  auto IsScalar = [&](const std::string &Name) {
    return std::any_of(E.Model.Variables.begin(), E.Model.Variables.end(),
                       [&](const Variable &Var) {
                         return Var.Name == Name && Var.Rank == 0;
                       });
  };
  std::vector<std::string> Bounds;
  for (const ClauseChange &C : Changes)
    for (std::string &Name : sectionIdentifiers(C.Item))
      if (!llvm::is_contained(Bounds, Name))
        Bounds.push_back(std::move(Name));
  for (const std::string &Name : Bounds)
    if (IsScalar(Name) && !Named(Name)) {
      ClauseChange C;
      C.Variable = C.Item = Name;
      C.Add = {"shared"};
      Changes.push_back(C);
    }
}

std::vector<FixItHint> Describer::applyPlan(const PlannedEdits &P) {
  std::optional<DirectiveText> D = directiveText(SM, PragmaLoc);
  if (!D)
    return {};
  std::vector<TextEdit> Edits = clauseEdits(D->Text, P.Changes);
  auto InFile = directiveEdits(SM, *D, Edits);
  if (!InFile)
    return {};
  Out.Report.FixedPragma = joinContinuations(applyEdits(D->Text, Edits));
  Out.Edits = std::move(InFile->first);
  std::vector<FixItHint> Hints = std::move(InFile->second);
  for (const TextEdit &Edit : P.CodeEdits) {
    Out.Edits.push_back(Edit);
    SourceLocation From = SM.getComposedLoc(D->File, Edit.Offset);
    Hints.push_back(FixItHint::CreateReplacement(
        CharSourceRange::getCharRange(From, From.getLocWithOffset(Edit.Length)),
        Edit.Text));
  }
  return Hints;
}

LoopFindings Describer::run() {
  LoopReport &R = Out.Report;
  R.Line = What.Pos.Line;
  R.Column = What.Pos.Column;
  R.Directive = What.Name;
  R.Verdict = V.Result;
  R.Reason = V.Reason;
  // (A directive unknown for its warnings alone is said by them.)
  if (V.Result == Verdict::Unknown &&
      !(row(V.Reason.Kind).SaidByWarnings && !V.Witnesses.empty()))
    addFinding(Rule::Unchecked, PragmaLoc,
               std::string("cannot check this ") + std::string(What.Noun) +
                   ": " + V.Reason.Text);

  std::vector<FixItHint> Hints = plan();
  bool HintsGiven = false;
  for (const VariableVerdict &VV : V.Variables) {
    if (const Variable *Of = E.Model.findVariable(VV.Variable);
        Of && Of->InCallee && VV.State == Status::Ok)
      continue; // a callee's own, new in each call
    VariableReport Var;
    Var.Name = variableName(E.Model, VV.Variable);
    Var.Declared = VV.Declared;
    Var.Required = VV.Required;
    Var.Status = VV.State;
    if (VV.Required.Expand)
      Var.Expansion = expansionReport(*VV.Required.Expand, Var.Name);
    R.Variables.push_back(Var);
    if (VV.Cheaper)
      add(Severity::Remark, PragmaLoc,
          "'" + Var.Name + "' is right as " +
              spelling(VV.Declared.Attr, VV.Declared.Op) + "; " +
              spelling(*VV.Cheaper) + " would do too");
    if (VV.State == Status::Redundant) {
      bool Attach = V.Witnesses.empty() && !HintsGiven;
      addFinding(Rule::RedundantClause, PragmaLoc,
                 "clause on '" + Var.Name + "', which the " + What.Noun +
                     " never accesses",
                 Attach ? llvm::ArrayRef(Hints) : llvm::ArrayRef<FixItHint>());
      HintsGiven |= Attach;
    }
  }
  remarkAssumptions();
  for (const Witness &W : V.Witnesses) {
    const VariableVerdict *VV = nullptr;
    for (const VariableVerdict &X : V.Variables)
      if (X.Variable == W.Variable)
        VV = &X;
    Finding F = finding(W, VV, variableName(E.Model, W.Variable));
    if (W.Possible && !W.CopyDiscarded)
      F.Of = possibleForm(F.Of);
    // A region's copy whose value the code after it misses: a warning.
    if (W.CopyDiscarded && VV) {
      std::string Name = variableName(E.Model, W.Variable);
      F = {Rule::RegionCopyDiscarded,
           "the value that " + std::string(spelling(VV->Declared.Attr)) +
               " variable '" + Name + "' gets in the " +
               std::string(What.Noun) +
               " does not reach the code after it, which reads the "
               "original '" +
               Name + "'"};
    }
    ViolationReport VR = violationReport(E.Model, W);
    if (W.ListItem) {
      PresumedLoc At = SM.getPresumedLoc(PragmaLoc);
      std::string Name = variableName(E.Model, W.Variable);
      VR.Access = {At.isValid() ? At.getLine() : R.Line,
                   At.isValid() ? At.getColumn() : R.Column,
                   listItemText(Name), false};
    }
    VR.Rule = F.Of;
    VR.Message = F.Message;
    auto Where = [&](const std::string &Iteration, bool Inside) {
      if (!Iteration.empty())
        return Iteration;
      if (!Inside)
        return std::string(W.Kind == ViolationKind::LiveIn ? "before the "
                                                           : "after the ") +
               What.Noun;
      return std::string("in the ") + What.Noun;
    };
    std::string Other = wording(W.Other);
    VR.Iterations.push_back(Where(wording(W.Access), true));
    if (W.OtherRef || !Other.empty())
      VR.Iterations.push_back(Where(Other, false));
    R.Violations.push_back(VR);
    diagnose(W, F,
             HintsGiven ? llvm::ArrayRef<FixItHint>() : llvm::ArrayRef(Hints));
    HintsGiven = true;
  }
  if (Blanked)
    diagnoseDefaultNone(HintsGiven ? llvm::ArrayRef<FixItHint>()
                                   : llvm::ArrayRef(Hints));
  return std::move(Out);
}

/// The remarks, and the report's entries, of what the verdict assumes:
/// memory that does not overlap, device copies the caller keeps current.
void Describer::remarkAssumptions() {
  LoopReport &R = Out.Report;
  const std::vector<std::string> &ErrorPaths =
      What.IsRegion ? E.Model.Regions[Index].ErrorPaths
                    : E.Model.Loops[Index].ErrorPaths;
  if (!ErrorPaths.empty() &&
      (V.Result == Verdict::Verified || V.Result == Verdict::Fixable)) {
    std::string Places;
    for (const std::string &Place : ErrorPaths)
      if (Places.find(Place) == std::string::npos)
        Places += (Places.empty() ? "" : ", ") + Place;
    const char *Who = What.IsRegion ? "thread" : "iteration";
    R.Assumes.push_back(std::string("no ") + Who + " takes an error path (" +
                        Places + ")");
    add(Severity::Remark, PragmaLoc,
        std::string("assuming that no ") + Who +
            " takes the error paths at " + Places +
            " (a 'throw', a call that ends the program, a 'catch'), which "
            "the model leaves out");
  }
  // (A finding shown through the body rests on it as a proof does.)
  const std::vector<std::string> &Chosen =
      What.IsRegion ? E.Model.Regions[Index].ChosenDefinitions
                    : E.Model.Loops[Index].ChosenDefinitions;
  if (V.Result != Verdict::Unknown)
    for (size_t K = 0; K < Chosen.size(); ++K) {
      if (std::find(Chosen.begin(), Chosen.begin() + K, Chosen[K]) !=
          Chosen.begin() + K)
        continue;
      R.Assumes.push_back(Chosen[K]);
      // ("'f' is the definition in 'a/x.c' (not the one in 'b/x.c')":
      // the one nearest this file taken as the one linked with it.)
      add(Severity::Remark, PragmaLoc, "assuming that " + Chosen[K]);
    }
  for (const auto &[A, B] : V.AssumedDisjoint) {
    std::string First = variableName(E.Model, A),
                Second = variableName(E.Model, B);
    std::string Pair = A == B ? "the rows of " + First
                              : First + " and " + Second;
    std::string Quoted = A == B ? "the rows of '" + First + "'"
                                : "'" + First + "' and '" + Second + "'";
    R.Assumes.push_back(Pair + " do not overlap");
    add(Severity::Remark, PragmaLoc,
        "assuming that " + Quoted + " do not overlap (memory the function "
            "is given, without 'restrict'); --no-assume-disjoint makes this " +
            What.Noun + " unknown");
  }
  for (const std::string &Id : V.AssumedWithinExtent) {
    const Variable *Of = E.Model.findVariable(Id);
    std::string Name = variableName(E.Model, Id);
    std::string Extent = Of ? Of->ParameterExtent : "";
    R.Assumes.push_back("the accesses of " + Name +
                        " stay within its declared extent " + Extent);
    add(Severity::Remark, PragmaLoc,
        "assuming that the accesses of '" + Name +
            "' stay within the extent its declaration gives (" + Extent +
            " cells; C does not check a parameter's): a reduction over '" +
            Name + "[0:" + Extent + "]' reduces them all");
  }
  if (!V.AssumedCallerCopies.empty()) {
    std::string Names;
    for (const std::string &Id : V.AssumedCallerCopies) {
      std::string Name = variableName(E.Model, Id);
      R.Assumes.push_back("the caller keeps the device's copy of " + Name +
                          " current");
      Names += (Names.empty() ? "'" : ", '") + Name + "'";
    }
    add(Severity::Remark, PragmaLoc,
        "assuming that the caller keeps the device's cop" +
            std::string(V.AssumedCallerCopies.size() > 1 ? "ies" : "y") +
            " of " + Names +
            " current (the host's values when the function is called; the "
            "caller takes back what the target code writes); "
            "--no-assume-caller-copies makes this " + What.Noun + " unknown");
  }
}

void Describer::diagnoseDefaultNone(llvm::ArrayRef<FixItHint> Hints) {
  LoopReport &R = Out.Report;
  const std::vector<std::string> &Named = Blanked->second;
  // Under default(none) they are declared nothing; as checked, shared.
  for (VariableReport &Var : R.Variables)
    if (std::find(Named.begin(), Named.end(), Var.Name) != Named.end()) {
      Var.Declared.Attr = Attribute::None;
      Var.Declared.Op.reset();
      if (Var.Status == Status::Ok)
        Var.Status = Status::Missing;
    }
  // Verified as checked; with the clauses it needs, or with clauses that
  // ompfix does not give.
  if (V.Result == Verdict::Verified && BlankedShared) {
    R.Verdict = Verdict::Fixable;
  } else if (V.Result == Verdict::Verified) {
    R.Verdict = Verdict::Unknown;
    R.Reason = {UnknownKind::Clause,
                "default(none) wants clauses, which ompfix gives only on "
                "parallel and teams directives"};
  }
  SourceLocation Clause = SM.getComposedLoc(SM.getMainFileID(), Blanked->first);
  PresumedLoc At = SM.getPresumedLoc(Clause);
  for (const std::string &Name : Named) {
    std::string Needs = "it is shared";
    if (!BlankedShared)
      Needs = NotSharedByDefault;
    else if (V.Result == Verdict::Unknown)
      Needs = std::string("which one, ompfix cannot tell: it cannot check "
                          "this ") +
              What.Noun;
    else
      if (const VariableVerdict *VV = clauseVerdict(Name);
          VV && !clauseKinds(VV->Required.Attr, VV->Required.Op).empty())
        Needs = "it needs '" + neededClauses(*VV, Name) + "'";
    std::string Message = defaultNoneMessage(Name, Needs);
    R.Violations.push_back(defaultNoneReport(
        Name, Message, At.isValid() ? At.getLine() : R.Line,
        At.isValid() ? At.getColumn() : R.Column));
    addFinding(Rule::DefaultNone, PragmaLoc, Message, Hints);
    Hints = {};
  }
}

void Describer::diagnose(const Witness &W, const Finding &F,
                         llvm::ArrayRef<FixItHint> Hints) {
  const VariableVerdict *VV = nullptr;
  for (const VariableVerdict &X : V.Variables)
    if (X.Variable == W.Variable)
      VV = &X;
  std::string Name = variableName(E.Model, W.Variable);
  // (Listed among the report's violations, not its warnings.)
  Out.Diagnostics.push_back({ruleInfo(F.Of).Level, PragmaLoc, F.Message,
                             std::vector<FixItHint>(Hints), F.Of});

  if (!W.ListItem)
    noteAccess(W, W.AccessRef, W.AccessCopying, wording(W.Access));
  if (W.Kind == ViolationKind::OutOfBounds) {
    std::string Cell = Name;
    for (long C : W.Cell)
      Cell += "[" + std::to_string(C) + "]";
    if (!W.Cell.empty())
      add(Severity::Note, PragmaLoc,
          std::string(W.ListItem ? "it names " : "there it accesses ") +
              Cell + ", outside '" + Name + "'" +
              (W.Parameters.empty()
                   ? ""
                   : " (when " + parameterValues(W.Parameters) + ")"));
    add(Severity::Note, PragmaLoc,
        W.ListItem ? "the directive makes and combines a copy of every cell "
                     "the list item names, whatever the code accesses"
                   : "no data-sharing clause makes an access outside its "
                     "array right");
    // (A list item within the array may be the repair.)
    if (W.ListItem && VV && VV->Required != Attribute::None)
      noteRepair(*VV, Name);
    return;
  }
  if (W.OtherRef)
    noteAccess(W, *W.OtherRef, W.OtherCopying, wording(W.Other));
  else if ((W.Kind == ViolationKind::LiveOut && !W.IterationsOmitted) ||
           (W.Kind == ViolationKind::StaleData && !wording(W.Other).empty()))
    add(Severity::Note, PragmaLoc,
        "the caller sees '" + Name + "' after the function returns");
  // (The other thread exists where nesting is active only.)
  if (W.InNestedTeam)
    add(Severity::Note, PragmaLoc,
        std::string("the ") + What.Noun +
            " runs in a team nested in another parallel construct, which "
            "has more than one thread only where nested parallelism is "
            "active (OMP_MAX_ACTIVE_LEVELS above 1)");
  if (W.Kind == ViolationKind::TargetTaskRace) {
    if (!W.OtherRef)
      add(Severity::Note, PragmaLoc,
          "the target task copies '" + Name + "' between the host and the "
          "device at any time before its 'taskwait'");
    add(Severity::Note, PragmaLoc,
        "no clause of this directive orders them: a 'taskwait' before the "
        "host code's access does");
    return;
  }
  if (W.Kind == ViolationKind::StaleData)
    for (const DirectiveVerdict::MapFix &Fix : V.MapFixes)
      if (Fix.Variable == W.Variable) {
        add(Severity::Note, PragmaLoc,
            "'" + Name + "' needs '" +
                clauseText(mapKind(Fix.Transfer), {Fix.Item}) + "'");
        return;
      }
  if (!VV)
    return;
  if (VV->Required == Attribute::None)
    noteUnrepairable(W, Name);
  else
    noteRepair(*VV, Name);
}

std::string Describer::listItemText(const std::string &Name) const {
  for (const OMPClause *C : What.Directive->clauses())
    for (const Stmt *Child : const_cast<OMPClause *>(C)->children()) {
      const auto *Item = dyn_cast_or_null<Expr>(Child);
      if (!Item || !isa<ArraySectionExpr, ArraySubscriptExpr>(
                       Item->IgnoreParenImpCasts()))
        continue;
      const VarDecl *Named = listItemVariable(Item);
      if (!Named || Named->getName() != Name)
        continue;
      llvm::StringRef Text = Lexer::getSourceText(
          CharSourceRange::getTokenRange(Item->getSourceRange()), SM,
          Ctx.getLangOpts());
      if (!Text.empty())
        return Text.str();
    }
  return Name;
}

void Describer::noteAccess(const Witness &W, unsigned Ref,
                           const std::optional<LoopCopying> &Copying,
                           const std::string &Iteration) {
  if (Copying && Copying->Loop < E.Directives.size() && !Iteration.empty()) {
    add(Severity::Note, E.Directives[Copying->Loop]->getBeginLoc(),
        Iteration + " " +
            copyingWords(Copying->Of, variableName(E.Model, W.Variable)));
    return;
  }
  auto It = E.AccessLoc.find(Ref);
  if (It == E.AccessLoc.end())
    return;
  AccessReport A = accessReport(E.Model, Ref);
  std::string Text;
  if (!Iteration.empty())
    Text = (What.IsRegion || W.Kind == ViolationKind::StaleData ||
                    W.Kind == ViolationKind::TargetTaskRace
                ? ""
                : "iteration ") +
           Iteration + (A.Write ? " writes '" : " reads '") + A.Text + "'";
  else if (W.IterationsOmitted)
    Text = std::string(A.Write ? "'" + A.Text + "' is written here"
                               : "'" + A.Text + "' is read here") +
           ", in the " + What.Noun +
           " (finding the iterations that show it costs more than the "
           "witness's budget)";
  else
    Text =
        std::string(A.Write ? "'" + A.Text + "' is written here"
                            : "'" + A.Text + "' is read here") +
        (W.Kind == ViolationKind::LiveIn ? ", before the " : ", after the ") +
        What.Noun;
  add(Severity::Note, It->second, Text);
  if (auto Call = E.AccessCall.find(Ref); Call != E.AccessCall.end())
    if (const FunctionDecl *Callee = Call->second->getDirectCallee())
      add(Severity::Note, Call->second->getBeginLoc(),
          "in the call of '" + Callee->getNameAsString() + "' here");
}

void Describer::noteUnrepairable(const Witness &W, const std::string &Name) {
  const VariableVerdict *Of = nullptr;
  for (const VariableVerdict &VV : V.Variables)
    if (VV.Variable == W.Variable)
      Of = &VV;
  const Variable *Var = E.Model.findVariable(W.Variable);
  bool HiddenState = Var && !Var->HiddenStateOf.empty();
  if (Of && Of->Required.PossiblyRight == Attribute::Forward)
    add(Severity::Note, PragmaLoc,
        "no data-sharing attribute of '" + Name +
            "' is proven to remove this conflict; recomputing its value "
            "where it is read may, but the model cannot tell whether the "
            "loop writes what that value is computed from");
  else if (Of && Of->Required.PossiblyRight)
    add(Severity::Note, PragmaLoc,
        "no data-sharing attribute of '" + Name +
            "' is proven to remove this conflict; as " +
            spelling(*Of->Required.PossiblyRight) + ", only accesses the "
            "model over-approximates conflict");
  else if (!HiddenState)
    add(Severity::Note, PragmaLoc,
        "no data-sharing attribute of '" + Name + "' removes this conflict");
  for (const VariableVerdict &VV : V.Variables)
    if (VV.Variable == W.Variable && VV.Required.ReductionWithoutSection)
      add(Severity::Note, PragmaLoc,
          "every access of '" + Name + "' is an update by '" +
              spelling(*VV.Required.ReductionWithoutSection) +
              "', but a reduction needs an array section over the cells "
              "it updates, and the extent of the memory '" +
              Name + "' points to is unknown (no declaration gives it)");
  if (const Variable *Of = E.Model.findVariable(W.Variable)) {
    if (Of->ThreadPrivate)
      add(Severity::Note, PragmaLoc,
          "'" + Name +
              "' is threadprivate: each thread keeps its own copy, "
              "and code outside parallel regions sees the primary thread's");
    else if (Of->NamedInCallee)
      add(Severity::Note, PragmaLoc,
          "'" + Name +
              "' is the global that a called function names: "
              "no clause of this directive reaches it there");
    else if (!Of->ClauseName.empty())
      add(Severity::Note, PragmaLoc,
          "'" + Name + "' is a field of '" + Of->ClauseName +
              "': a clause on '" + Of->ClauseName +
              "' gives all its fields one attribute, and none is right "
              "for each of them");
    else if (!Of->HiddenStateOf.empty())
      add(Severity::Note, PragmaLoc,
          "no clause can name the state '" + Of->HiddenStateOf +
              "' keeps: give each thread a state of its own (rand_r, "
              "erand48 and nrand48 take it as an argument)");
    else if (!Of->Nameable)
      add(Severity::Note, PragmaLoc,
          "'" + Name + "' is a field, which no clause can name");
  }
  // (Nothing inside a teams region orders its teams.)
  if (What.IsRegion && !What.League && W.Kind == ViolationKind::Race)
    add(Severity::Note, PragmaLoc,
        "a construct can: let one thread do the write ('#pragma omp "
        "single'), put a '#pragma omp barrier' between the accesses, or "
        "drop the 'nowait' that lets them overlap");
}

void Describer::noteRepair(const VariableVerdict &VV, const std::string &Name) {
  if (const std::optional<ForwardPlan> &Forward = VV.Required.Forward) {
    std::string Clause = clauseText(
        clauseKinds(Forward->Copy, std::nullopt).front(), {Name});
    auto Value = Recomputed.find(VV.Variable);
    add(Severity::Note, PragmaLoc,
        "'" + Name + "' can be forwarded: where it is read, '" +
            (Value != Recomputed.end() && !Value->second.empty()
                 ? Value->second
                 : std::string("its value")) +
            "' is the value the previous iteration stores" +
            (Forward->EntryValue
                 ? " (in the first iteration, the value from before the loop)"
                 : "") +
            "; '" + Name + "' then needs '" + Clause + "'");
  } else if (const std::optional<ExpandPlan> &Expand = VV.Required.Expand) {
    if (Expand->Per == ExpandPlan::Copies::Iteration)
      add(Severity::Note, PragmaLoc,
          "'" + Name + "' is needed after the loop with cells from different "
          "iterations, which no clause can give; each iteration can use a "
          "copy of its own, each cell then taken from the last iteration "
          "that wrote it (" + inProse(Expand->Count) + " copies of " +
              inProse(Expand->Extent) +
              " cells and a flag each, " +
              inProse(bytesPerCopy(*Expand, Name)) + " bytes per copy)");
    else
      add(Severity::Note, PragmaLoc,
          "'" + Name + "' points to memory that no clause gives each thread a "
          "copy of; each thread can use a slice of a new buffer instead (" +
              inProse(Expand->Extent) + " cells, " +
              inProse(bytesPerCopy(*Expand, Name)) + " bytes per thread)" +
              (Expand->CopyBack ? ", the last iteration copying its cells back"
                                : ""));
  } else if (VV.Required != Attribute::Shared) {
    add(Severity::Note, PragmaLoc,
        "'" + Name + "' needs '" +
            neededClauses(VV, clauseName(E.Model, VV.Variable)) + "'");
    // The clause is right, but clang before 22 drops its conditional
    // update in C (llvm-project pull request 156004): said where it is
    // offered, not left to a wrong result at run time.
    if (VV.Required == Attribute::LastPrivateConditional &&
        !Ctx.getLangOpts().CPlusPlus)
      add(Severity::Note, PragmaLoc,
          "clang before 22 compiles 'lastprivate(conditional:)' wrongly in "
          "C: it leaves '" +
              Name +
              "' undefined after the loop "
              "(llvm-project pull request 156004); " +
              (CopiedInstead.count(VV.Variable)
                   ? "the rewrite gives each iteration a '" + Name +
                         "' of its own, kept in a copy with a flag, instead; "
                         "after the loop '" +
                         Name +
                         "' takes the value of the last iteration that wrote "
                         "it"
                   : "ompfix keeps the clause, as it gives no copies here (" +
                         CopiesRefused[VV.Variable] +
                         "): with such a compiler, compile this file as C++ "
                         "or keep the loop sequential"));
  }
  // A fix the source cannot take is said so, with why: not a silent gap.
  if (auto Refused = NotRewritten.find(VV.Variable);
      Refused != NotRewritten.end())
    add(Severity::Note, PragmaLoc,
        "ompfix does not rewrite this for '" + Name + "': " + Refused->second);
}

/// The rule of a conflict on a shared variable whose fix is \p Required:
/// named by the fix (a missing reduction, a missing private copy, ...), a
/// race where there is none.
Rule sharedConflictRule(Attribute Required) {
  switch (Required) {
  case Attribute::Reduction:
    return Rule::MissingReduction;
  case Attribute::Private:
  case Attribute::FirstPrivate:
  case Attribute::LastPrivate:
  case Attribute::FirstLastPrivate:
  case Attribute::LastPrivateConditional:
    return Rule::MissingPrivate;
  case Attribute::Forward:
    return Rule::CarriedScalar;
  case Attribute::Expand:
    return Rule::SharedScratch;
  case Attribute::Shared:
  case Attribute::None:
    break;
  }
  return Rule::Race;
}

/// What a race is on: "shared variable 'a'", or "the hidden state of
/// 'rand'" (Variable::HiddenStateOf) that the calls share.
static std::string raceSubject(const FunctionModel &M, const std::string &Id,
                               const std::string &Name) {
  if (const Variable *Of = M.findVariable(Id); Of && !Of->HiddenStateOf.empty())
    return "the hidden state of '" + Of->HiddenStateOf + "'";
  return "shared variable '" + Name + "'";
}

/// The error for witness \p W of variable \p Name (declared as \p VV
/// says), and its rule, written once for loops and regions.
Describer::Finding Describer::finding(const Witness &W,
                                      const VariableVerdict *VV,
                                      const std::string &Name) const {
  std::string Declared =
      VV ? spelling(VV->Declared.Attr, VV->Declared.Op) : "shared";
  bool ThreadPrivate = false;
  if (const Variable *Of = E.Model.findVariable(W.Variable);
      Of && Of->ThreadPrivate) {
    Declared = "threadprivate";
    ThreadPrivate = true;
  }
  auto Is = [&](std::initializer_list<Attribute> Attrs) {
    return VV && std::find(Attrs.begin(), Attrs.end(), VV->Declared.Attr) !=
                     Attrs.end();
  };
  // A conflict on a variable the construct shares: named by its fix.
  auto SharedConflict = [&]() {
    if (!VV || ThreadPrivate || !Is({Attribute::Shared}))
      return Rule::Race;
    return sharedConflictRule(VV->Required.Attr);
  };
  const char *Unit = What.League     ? "team"
                     : What.IsRegion ? "thread"
                                     : "iteration";
  std::string Access = wording(W.Access), Other = wording(W.Other);
  if (W.Kind == ViolationKind::OutOfBounds && W.ListItem)
    return {Rule::OutOfBounds,
            "out-of-bounds list item: '" + listItemText(Name) +
                "' names cells outside the extent that '" + Name +
                "' is declared with (undefined behaviour)"};
  if (W.Kind == ViolationKind::OutOfBounds) {
    AccessReport A = accessReport(E.Model, W.AccessRef);
    return {Rule::OutOfBounds, "out-of-bounds access: '" + A.Text + "' " +
                                   (A.Write ? "writes" : "reads") +
                                   " outside the extent that '" + Name +
                                   "' is declared with (undefined behaviour)"};
  }
  if (W.Kind == ViolationKind::TargetTaskRace)
    return {Rule::Race,
            "data race on '" + Name + "' between " + Other + " and " + Access};
  if (W.Kind == ViolationKind::StaleData && !W.OtherRef && Other.empty())
    return {Rule::StaleData,
            std::string(W.Possible ? "possible stale data" : "stale data") +
                ": " + Access + " reads '" + Name +
                "' as the function was given it, which the other memory "
                "never gets (no map clause or 'target update' moves it)"};
  if (W.Kind == ViolationKind::StaleData)
    return {Rule::StaleData,
            std::string(W.Possible ? "possible stale data" : "stale data") +
                ": " + Access + " writes '" + Name + "', and " + Other +
                " reads it in the other memory, which "
                "never gets that value (no map clause or 'target update' "
                "moves it)"};
  if (Is({Attribute::Reduction}))
    return {Rule::WrongReduction,
            "'" + Name + "' is not only updated by one reduction operator "
            "in the " + What.Noun};
  if (W.Kind == ViolationKind::Order)
    return {Rule::OrderDependence,
            "the value of '" + Name + "' " +
                (W.Possible ? "may depend" : "depends") +
                " on the order in which the threads pass its "
                "atomic or critical updates, which are not all of one "
                "reduction operator"};
  if (W.Kind == ViolationKind::Flow)
    return {Is({Attribute::Shared}) && !ThreadPrivate
                ? SharedConflict()
                : Rule::PrivateCarriesValue,
            Declared + " variable '" + Name + "' " +
                (W.Possible ? "may carry" : "carries") + " a value from one " +
                Unit + " to another"};
  if (W.Kind == ViolationKind::LiveIn)
    return Is({Attribute::FirstPrivate, Attribute::FirstLastPrivate})
               ? Finding{Rule::FirstprivateOverwritten,
                         Declared + " variable '" + Name +
                             "' is read where other " + Unit + "s write it"}
               : Finding{Rule::PrivateReadBeforeWrite,
                         Declared + " variable '" + Name +
                             "' is read before it is written in the " + Unit};
  if (W.Kind == ViolationKind::LiveOut)
    return Is({Attribute::LastPrivate, Attribute::FirstLastPrivate})
               ? Finding{Rule::LastprivateNotLast,
                         Declared + " variable '" + Name +
                             "' may not be written by the last iteration"}
               : Finding{Rule::PrivateNeededAfter,
                         "the value of " + Declared + " variable '" + Name +
                             "' is needed after the " + What.Noun};
  // A race shown only by over-approximated accesses is possible.
  const char *Race = W.Possible ? "possible data race" : "data race";
  if (What.Lockstep)
    return {SharedConflict(),
            std::string("the lanes of the simd loop ") +
                (W.Possible ? "may break" : "break") +
                " the order of the accesses to shared variable '" + Name +
                "'"};
  std::string On = raceSubject(E.Model, W.Variable, Name);
  if (What.IsRegion)
    return {SharedConflict(),
            std::string(Race) + " on " + On + " between " +
                (What.League ? "the teams of the league"
                             : "the threads of the parallel region")};
  return {SharedConflict(), std::string(Race) + " on " + On};
}

} // namespace

LoopFindings describeLoop(ASTContext &Ctx, const ExtractedFunction &E,
                          size_t Index, const LoopVerdict &V,
                          const BlankedDefaultNone &Blanked) {
  const LoopDirective &L = E.Model.Loops[Index];
  Subject What;
  What.Directive = E.Directives[Index];
  What.Pos = L.Pos;
  What.Name = L.Directive;
  What.Lockstep = L.Lockstep;
  return Describer(Ctx, E, What, V, Index, Blanked).run();
}

LoopFindings describeRegion(ASTContext &Ctx,
                            const ExtractedFunction &E, size_t Index,
                            const RegionVerdict &V,
                            const BlankedDefaultNone &Blanked) {
  Subject What;
  What.Directive = E.RegionDirectives[Index];
  What.Pos = E.Model.Regions[Index].Pos;
  What.Name = E.Model.Regions[Index].League ? "teams" : "parallel";
  What.Noun = E.Model.Regions[Index].League ? "teams region" : "parallel region";
  What.IsRegion = true;
  What.League = E.Model.Regions[Index].League;
  return Describer(Ctx, E, What, V, Index, Blanked).run();
}

void LoopFindings::withdrawRewrite(SourceLocation At, const char *Why) {
  if (Edits.empty())
    return;
  Edits.clear();
  Report.FixedPragma.reset();
  for (PendingDiagnostic &D : Diagnostics)
    D.Hints.clear();
  if (Why)
    Diagnostics.push_back({Severity::Note, At, Why, {}});
}

LoopFindings uncheckedLoop(const SourceManager &SM, SourceLocation PragmaLoc,
                           const std::string &Directive,
                           const UnknownReason &Reason) {
  LoopFindings F;
  PresumedLoc P = SM.getPresumedLoc(PragmaLoc);
  F.Report.Line = P.isValid() ? P.getLine() : 0;
  F.Report.Column = P.isValid() ? P.getColumn() : 0;
  F.Report.Directive = Directive;
  F.Report.Verdict = Verdict::Unknown;
  F.Report.Reason = Reason;
  F.Diagnostics.push_back({ruleInfo(Rule::Unchecked).Level, PragmaLoc,
                           "cannot check this loop: " + Reason.Text, {},
                           Rule::Unchecked});
  F.Report.Warnings.push_back({Rule::Unchecked, F.Diagnostics.back().Message});
  return F;
}

LoopFindings unreportedDefaultNone(const SourceManager &SM,
                                   const OMPExecutableDirective *Candidate,
                                   unsigned ClauseOffset,
                                   const std::vector<std::string> &Variables) {
  LoopFindings F;
  F.Reported = false;
  std::optional<DirectiveText> D;
  if (Candidate)
    D = directiveText(SM, SM.getExpansionLoc(Candidate->getBeginLoc()));
  BlankedDefaultNone Clause{{ClauseOffset, Variables}};
  bool Rewrite = blankedClauseIn(SM, D, Clause) && sharesByDefault(*Candidate);
  std::vector<FixItHint> Hints;
  if (Rewrite) {
    std::vector<ClauseChange> Changes;
    for (const std::string &Name : Variables) {
      ClauseChange C;
      C.Variable = C.Item = Name;
      C.Add = {"shared"};
      Changes.push_back(C);
    }
    if (auto InFile = directiveEdits(SM, *D, clauseEdits(D->Text, Changes))) {
      F.Edits = std::move(InFile->first);
      Hints = std::move(InFile->second);
    }
  }
  // (At the directive's `#pragma`, as every finding; at the clause where
  // no directive is known.)
  SourceLocation At =
      blankedClauseIn(SM, D, Clause)
          ? SM.getExpansionLoc(Candidate->getBeginLoc())
          : SM.getComposedLoc(SM.getMainFileID(), ClauseOffset);
  for (const std::string &Name : Variables) {
    F.Diagnostics.push_back(
        {ruleInfo(Rule::DefaultNone).Level, At,
         defaultNoneMessage(Name, Rewrite ? "it is shared" : NotSharedByDefault),
         Hints, Rule::DefaultNone});
    Hints.clear();
  }
  return F;
}

} // namespace ompfix
