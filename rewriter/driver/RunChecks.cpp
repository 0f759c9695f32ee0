//===- RunChecks.cpp - Check the input files, each once, safely -----------===//

#include "driver/RunChecks.h"
#include "frontend/ExprForms.h"
#include "output/ReportFormats.h"

#include "clang/AST/Decl.h"
#include "clang/Basic/CharInfo.h"
#include "clang/Basic/DiagnosticSema.h"
#include "clang/Frontend/TextDiagnosticPrinter.h"
#include "clang/Tooling/ArgumentsAdjusters.h"
#include "clang/Tooling/Tooling.h"
#include "rewrite/PragmaEdit.h"
#include "llvm/Support/CrashRecoveryContext.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/ThreadPool.h"
#include "llvm/Support/Threading.h"

#include <algorithm>
#include <map>
#include <set>

using namespace clang;
using namespace clang::tooling;

namespace ompfix {

namespace {

/// Prints the compiler's diagnostics as clang does, and keeps what ompfix
/// can say about them: whether every error is one `default(none)` raises
/// for a variable without a clause, and which variables, per directive
/// line (the line of the `default(none)` clause clang points at).
class CompilerPrinter : public TextDiagnosticPrinter {
public:
  using TextDiagnosticPrinter::TextDiagnosticPrinter;

  void HandleDiagnostic(DiagnosticsEngine::Level Level,
                        const Diagnostic &Info) override {
    TextDiagnosticPrinter::HandleDiagnostic(Level, Info);
    // (Clang's error limit: what follows it is not known, and not an error
    // of its own.)
    if (Info.getID() == diag::fatal_too_many_errors) {
      Truncated = true;
      return;
    }
    if (Level >= DiagnosticsEngine::Error) {
      ++Errors;
      Pending.clear();
      // (A worksharing clause on a variable that an enclosing
      // default(none) leaves unnamed: "lastprivate variable must be
      // shared". Named there, it is.)
      if (Info.getID() == diag::err_omp_required_access &&
          Info.hasSourceManager()) {
        ++DefaultNoneErrors;
        requiredShared(Info.getSourceManager(), Info.getLocation());
      }
      if (Info.getID() == diag::err_omp_no_dsa_for_variable &&
          Info.getNumArgs() > 0 &&
          Info.getArgKind(0) == DiagnosticsEngine::ak_nameddecl) {
        ++DefaultNoneErrors;
        Pending = extract::clauseSpelling(
            reinterpret_cast<const NamedDecl *>(Info.getRawArg(0)));
        PendingAt = Info.hasSourceManager()
                        ? Info.getSourceManager().getFileOffset(
                              Info.getSourceManager().getExpansionLoc(
                                  Info.getLocation()))
                        : 0;
      }
    } else if (Level == DiagnosticsEngine::Note &&
               Info.getID() == diag::note_omp_default_dsa_none &&
               !Pending.empty() && Info.hasSourceManager()) {
      const SourceManager &SM = Info.getSourceManager();
      SourceLocation Clause = Info.getLocation();
      unsigned Line = SM.getPresumedLineNumber(Clause);
      std::vector<std::string> &Names = WantsClauses[Line];
      if (std::find(Names.begin(), Names.end(), Pending) == Names.end())
        Names.push_back(Pending);
      // (ompfix gives clauses where it can rewrite: in the main file, not
      // in a macro.)
      std::optional<size_t> Start;
      if (Clause.isFileID() && SM.isInMainFile(Clause))
        Start = defaultClauseStart(SM.getBufferData(SM.getMainFileID()),
                                   SM.getFileOffset(Clause));
      if (Start) {
        auto [Seen, New] = FirstUse[*Start].try_emplace(Pending, PendingAt);
        Seen->second = std::min(Seen->second, PendingAt);
      } else {
        Unblankable = true;
      }
      Pending.clear();
    }
  }

  /// Where the file does not compile only because default(none) wants
  /// clauses, in clauses written in the file itself: those clauses and the
  /// variables clang named.
  std::optional<BlankedDefaultNone> blankable() const {
    if (!onlyDefaultNoneErrors() || Unblankable || FirstUse.empty())
      return std::nullopt;
    // Each clause's variables in the order of their first use.
    BlankedDefaultNone Clauses;
    for (const auto &[Clause, Uses] : FirstUse) {
      std::vector<std::pair<unsigned, std::string>> ByUse;
      for (const auto &[Name, At] : Uses)
        ByUse.emplace_back(At, Name);
      std::sort(ByUse.begin(), ByUse.end());
      for (const auto &[At, Name] : ByUse)
        Clauses[Clause].push_back(Name);
    }
    // A variable that a worksharing clause wants shared goes to the
    // nearest default(none) before it, the enclosing region's as written
    // (the re-check of the rewrite catches a wrong guess).
    for (const auto &[Offset, Name] : RequiredShared) {
      auto After = Clauses.upper_bound(Offset);
      if (After == Clauses.begin())
        return std::nullopt;
      std::vector<std::string> &Names = std::prev(After)->second;
      if (!llvm::is_contained(Names, Name))
        Names.push_back(Name);
    }
    return Clauses;
  }

  /// What to say when the file does not compile only because
  /// default(none) wants clauses; "" otherwise.
  std::string defaultNoneReason() const {
    if (!onlyDefaultNoneErrors() || WantsClauses.empty())
      return "";
    std::string Said;
    for (const auto &[Line, Names] : WantsClauses) {
      std::string List;
      for (size_t K = 0; K < Names.size(); ++K)
        List += (K == 0 ? "'" : K + 1 == Names.size() ? " and '" : ", '") +
                Names[K] + "'";
      Said += (Said.empty() ? "" : "; ") + List + " (the directive on line " +
              std::to_string(Line) + ")";
    }
    return "default(none) wants a clause for " + Said +
           ", which clang demands before ompfix can check the loop: give "
           "them clauses (ompfix then says which are right), or check the "
           "file without default(none) first";
  }

  /// Whether clang stopped at its error limit.
  bool Truncated = false;

private:
  /// Whether every error is one that default(none) causes.
  bool onlyDefaultNoneErrors() const {
    return Errors > 0 && Errors == DefaultNoneErrors;
  }

  /// "lastprivate variable must be shared" at \p Loc, the variable's name
  /// in a clause of the main file.
  void requiredShared(const SourceManager &SM, SourceLocation Loc) {
    if (!Loc.isFileID() || !SM.isInMainFile(Loc)) {
      Unblankable = true;
      return;
    }
    llvm::StringRef Text = SM.getBufferData(SM.getMainFileID());
    unsigned Offset = SM.getFileOffset(Loc);
    size_t End = Offset;
    while (End < Text.size() && (isAlphanumeric(Text[End]) || Text[End] == '_'))
      ++End;
    if (End == Offset)
      Unblankable = true;
    else
      RequiredShared.emplace_back(Offset, Text.substr(Offset, End - Offset).str());
  }

  unsigned Errors = 0, DefaultNoneErrors = 0;
  std::vector<std::pair<unsigned, std::string>> RequiredShared;
  std::string Pending;
  unsigned PendingAt = 0;
  /// Per default(none) clause of the main file (the offset of `default`),
  /// the variables clang wants a clause for, each with where clang saw it
  /// first.
  std::map<unsigned, std::map<std::string, unsigned>> FirstUse;
  std::map<unsigned, std::vector<std::string>> WantsClauses;
  bool Unblankable = false;
};

/// A tool for one file (one at a time: ClangTool numbers several files on
/// standard error), with OpenMP on and Clang's resource directory.
ClangTool makeTool(const CompilationDatabase &Compilations,
                   const std::string &File, const CheckOptions &Options,
                   bool AllErrors = false) {
  ClangTool Tool(Compilations, {File});
  if (AllErrors)
    Tool.appendArgumentsAdjuster(getInsertArgumentAdjuster(
        "-ferror-limit=0", ArgumentInsertPosition::END));
  Tool.appendArgumentsAdjuster(getInsertArgumentAdjuster(
      {"-fopenmp", "-resource-dir=" OMPFIX_CLANG_RESOURCE_DIR},
      ArgumentInsertPosition::BEGIN));
  // The compiler's warnings drown the findings: off unless asked for, last
  // so that they override the file's own -W flags. -w, not
  // -Wno-everything: the warnings clang makes errors by default (a call to
  // an undeclared function in C99) stay errors, so a file ompfix checks is
  // one clang compiles. (ompfix's own warnings are not the compiler's:
  // -w leaves them.)
  if (!Options.ShowCompilerWarnings)
    Tool.appendArgumentsAdjuster(
        getInsertArgumentAdjuster({"-w"}, ArgumentInsertPosition::END));
  Tool.setPrintErrorMessage(false);
  return Tool;
}

/// Runs \p Work on a thread with a large stack (clang and the extractor
/// recurse on the depth of expressions and statements), turning a crash
/// into a false return instead of the end of the process.
bool runProtected(llvm::function_ref<void()> Work) {
  static const unsigned StackBytes = 1u << 30; // reserved, not committed
  llvm::CrashRecoveryContext Context;
  // (The crash's own stack dump, as LLVM's tools print it, then recovery.)
  Context.DumpStackAndCleanupOnFailure = true;
  return Context.RunSafelyOnThread(Work, StackBytes);
}

/// How the compiler's diagnostics are printed: as clang prints them, each
/// warning's option, colours on a terminal. (The printer keeps, and in the
/// end frees, its options.)
DiagnosticOptions *printerOptions() {
  auto *Options = new DiagnosticOptions();
  Options->ShowOptionNames = true;
  Options->ShowColors = llvm::errs().has_colors();
  return Options;
}

/// What checking one file found.
struct OneCheck {
  std::optional<CheckedFile> Result;
  /// False if the check crashed.
  bool Finished = true;
  /// The compiler's own diagnostics, as it prints them.
  std::string CompilerText;
  /// Why a file that does not compile is not checked, where ompfix can
  /// say more than the compiler.
  std::string WhyNotChecked;
};

/// Checks \p In, or \p Text, its new text in memory, if given (a file
/// given in memory has no real path of its own: \p In's is its), with
/// \p Header, a header's path and new text, if given. Where
/// clang rejects only `default(none)` clauses that want clauses for some
/// variables, the file is checked again with those clauses blanked, and
/// ompfix gives the clauses (FindingOptions::Blanked).
OneCheck checkFile(Databases &Compilations, const Input &In,
                   CheckOptions Options, const std::string *Text,
                   const std::pair<std::string, std::string> *Header = nullptr) {
  OneCheck Checked;
  // (A database of the files it lists, not one command for any file.)
  const CompilationDatabase &Database = Compilations.of(In);
  if (Options.ReadOtherFiles && !Database.getAllFiles().empty())
    Options.Project.Database = &Database;
  Options.Project.OtherFilesOff = !Options.ReadOtherFiles;
  auto run = [&](const std::string *Given, DiagnosticConsumer &Printer,
                 bool AllErrors = false) {
    CheckFactory Factory(Options);
    Checked.Finished = runProtected([&] {
      ClangTool Tool =
          makeTool(Compilations.of(In), In.Named, Options, AllErrors);
      // Mapped where the user named it and where it really is: a
      // compilation database may name either.
      if (Given) {
        Tool.mapVirtualFile(In.Named, *Given);
        Tool.mapVirtualFile(In.Real, *Given);
      }
      // (A header's new text, for the re-check of its rewrite.)
      if (Header)
        Tool.mapVirtualFile(Header->first, Header->second);
      Tool.setDiagnosticConsumer(&Printer);
      Tool.run(&Factory);
    });
    if (Checked.Finished && Factory.Results.size() == 1) {
      Checked.Result = std::move(Factory.Results.begin()->second);
      Checked.Result->RealPath = In.Real;
    }
  };
  std::string Said;
  llvm::raw_string_ostream OS(Said);
  CompilerPrinter Printer(OS, printerOptions());
  run(Text, Printer);
  OS.flush();
  Checked.CompilerText = std::move(Said);
  if (!Checked.Finished || Checked.Result)
    return Checked;
  Checked.WhyNotChecked = Printer.defaultNoneReason();
  std::optional<BlankedDefaultNone> Blanked = Printer.blankable();
  if (Blanked && Printer.Truncated) {
    // Clang stopped at its error limit: every variable that every
    // default(none) wants named, from a run without the limit.
    std::string Ignored;
    llvm::raw_string_ostream IgnoredOS(Ignored);
    CompilerPrinter Unlimited(IgnoredOS, printerOptions());
    run(Text, Unlimited, /*AllErrors=*/true);
    Blanked = Unlimited.blankable();
  }
  std::string Real;
  if (!Checked.Finished || !Blanked) {
    return Checked;
  } else if (Text) {
    Real = *Text;
  } else if (auto File = llvm::MemoryBuffer::getFile(In.Real)) {
    Real = (*File)->getBuffer().str();
  } else {
    return Checked;
  }
  std::vector<size_t> Offsets;
  for (const auto &Clause : *Blanked)
    Offsets.push_back(Clause.first);
  std::optional<std::string> WithoutClauses = blankClauses(Real, Offsets);
  if (!WithoutClauses)
    return Checked;
  Options.Blanked = *Blanked;
  Options.RealText = Real;
  std::string SaidAgain;
  llvm::raw_string_ostream AgainOS(SaidAgain);
  TextDiagnosticPrinter AgainPrinter(AgainOS, printerOptions());
  run(&*WithoutClauses, AgainPrinter);
  AgainOS.flush();
  if (Checked.Result) {
    Checked.CompilerText = std::move(SaidAgain);
    Checked.WhyNotChecked.clear();
  }
  return Checked;
}

} // namespace

std::vector<Input> readInputs(const std::vector<std::string> &Files,
                              unsigned &Unreadable) {
  std::vector<Input> Inputs;
  std::set<std::string> Seen;
  for (const std::string &File : Files) {
    llvm::SmallString<256> Real;
    const char *Problem = nullptr;
    if (!llvm::sys::fs::exists(File))
      Problem = "no such file";
    else if (llvm::sys::fs::is_directory(File))
      Problem = "it is a directory";
    else if (llvm::sys::fs::real_path(File, Real) ||
             !llvm::MemoryBuffer::getFile(Real))
      Problem = "it cannot be read";
    if (Problem) {
      llvm::errs() << "ompfix: error: cannot process '" << File << "': "
                   << Problem << "\n";
      ++Unreadable;
      continue;
    }
    if (Seen.insert(std::string(Real)).second)
      Inputs.push_back({File, std::string(Real)});
  }
  return Inputs;
}

const CompilationDatabase &Databases::of(const Input &In) {
  if (!Search)
    return Given;
  std::string Directory = llvm::sys::path::parent_path(In.Real).str();
  std::lock_guard<std::mutex> Guard(Lock);
  auto It = Found.find(Directory);
  if (It == Found.end()) {
    std::string Ignored;
    It = Found
             .emplace(Directory, CompilationDatabase::autoDetectFromSource(
                                     In.Real, Ignored))
             .first;
  }
  return It->second ? *It->second : Given;
}

CheckedInputs checkInputs(Databases &Compilations,
                          const std::vector<Input> &Inputs,
                          const OptionsOf &OptionsFor, unsigned Jobs,
                          const std::function<void(const Input &)> &Done) {
  CheckedInputs Checked;
  std::mutex Lock;
  // One file: its own factory and its own printer of the compiler's
  // diagnostics, so that files checked at once do not mix their output.
  auto checkOne = [&](const Input &In) {
    OneCheck One = checkFile(Compilations, In, OptionsFor(In), nullptr);
    std::lock_guard<std::mutex> Guard(Lock);
    if (!One.Finished)
      Checked.Crashed.insert(In.Real);
    else if (One.Result)
      Checked.Results.emplace(In.Real, std::move(*One.Result));
    if (!One.CompilerText.empty())
      Checked.CompilerText[In.Real] = std::move(One.CompilerText);
    if (One.Finished && !One.WhyNotChecked.empty())
      Checked.WhyNotChecked[In.Real] = std::move(One.WhyNotChecked);
    if (Done)
      Done(In);
  };
  // (Jobs 0: one per core.)
  if (Jobs == 1 || Inputs.size() <= 1) {
    for (const Input &In : Inputs)
      checkOne(In);
    return Checked;
  }
  llvm::DefaultThreadPool Pool(llvm::hardware_concurrency(Jobs));
  for (const Input &In : Inputs)
    Pool.async([&checkOne, &In] { checkOne(In); });
  Pool.wait();
  return Checked;
}

bool recheckRewrite(Databases &Compilations, const Input &In,
                    const CheckedFile &Checked, const std::string &Rewritten,
                    CheckOptions Options) {
  Options.Diagnose = false;
  // (What the compiler says of the rewrite is not shown.)
  bool IsHeader = Checked.RealPath != In.Real;
  std::pair<std::string, std::string> Header{Checked.RealPath, Rewritten};
  OneCheck Again = IsHeader ? checkFile(Compilations, In, Options, nullptr,
                                        &Header)
                            : checkFile(Compilations, In, Options, &Rewritten);
  const CheckedFile *Now = Again.Result ? &*Again.Result : nullptr;
  if (Now && IsHeader)
    Now = headerOf(*Now, Checked.RealPath);
  std::string Named = IsHeader ? Checked.RealPath : In.Named;
  if (!Now) {
    llvm::errs() << "ompfix: error: the rewrite of '" << Named
                 << "' does not compile; nothing was written\n";
    return false;
  }
  // The rewritten directives where the rewrite has them (code inserted
  // before a directive moves it down).
  std::set<unsigned> Lines;
  for (unsigned Offset : Checked.RewrittenDirectives)
    Lines.insert(
        lineOfOffset(Rewritten, offsetAfterEdits(Checked.Edits, Offset)));
  bool Ok = true;
  for (const LoopReport &L : Now->Report.Loops)
    if (Lines.erase(L.Line) && L.Verdict != Verdict::Verified) {
      llvm::errs() << "ompfix: error: after the rewrite, the loop at "
                   << Named << ":" << L.Line << " is " << L.Verdict
                   << ", not verified; nothing was written\n";
      Ok = false;
    }
  for (unsigned Line : Lines) {
    llvm::errs() << "ompfix: error: after the rewrite, no directive is at "
                 << Named << ":" << Line << "; nothing was written\n";
    Ok = false;
  }
  return Ok;
}

const CheckedFile *headerOf(const CheckedFile &Checked,
                            const std::string &RealPath) {
  for (const CheckedFile &Header : Checked.Headers)
    if (Header.RealPath == RealPath)
      return &Header;
  return nullptr;
}

} // namespace ompfix
