//===- RunChecks.cpp - Check the input files, each once, safely -----------===//

#include "RunChecks.h"

#include "clang/AST/Decl.h"
#include "clang/Basic/DiagnosticSema.h"
#include "clang/Frontend/TextDiagnosticPrinter.h"
#include "clang/Tooling/ArgumentsAdjusters.h"
#include "clang/Tooling/Tooling.h"
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
    if (Level >= DiagnosticsEngine::Error) {
      ++Errors;
      Pending.clear();
      if (Info.getID() == diag::err_omp_no_dsa_for_variable &&
          Info.getNumArgs() > 0 &&
          Info.getArgKind(0) == DiagnosticsEngine::ak_nameddecl) {
        ++DefaultNoneErrors;
        Pending = reinterpret_cast<const NamedDecl *>(Info.getRawArg(0))
                      ->getNameAsString();
      }
    } else if (Level == DiagnosticsEngine::Note &&
               Info.getID() == diag::note_omp_default_dsa_none &&
               !Pending.empty() && Info.hasSourceManager()) {
      unsigned Line = Info.getSourceManager().getPresumedLineNumber(
          Info.getLocation());
      std::vector<std::string> &Names = WantsClauses[Line];
      if (std::find(Names.begin(), Names.end(), Pending) == Names.end())
        Names.push_back(Pending);
      Pending.clear();
    }
  }

  /// What to say when the file does not compile only because
  /// default(none) wants clauses; "" otherwise.
  std::string defaultNoneReason() const {
    if (Errors == 0 || Errors != DefaultNoneErrors || WantsClauses.empty())
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

private:
  unsigned Errors = 0, DefaultNoneErrors = 0;
  std::string Pending;
  std::map<unsigned, std::vector<std::string>> WantsClauses;
};

/// A tool for one file (one at a time: ClangTool numbers several files on
/// standard error), with OpenMP on and Clang's resource directory.
ClangTool makeTool(const CompilationDatabase &Compilations,
                   const std::string &File, const CheckOptions &Options) {
  ClangTool Tool(Compilations, {File});
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
    CheckOptions Options = OptionsFor(In);
    CheckFactory Factory(Options);
    std::string CompilerText;
    llvm::raw_string_ostream OS(CompilerText);
    // As clang prints them: each warning's option, colours on a terminal.
    // (The printer keeps, and in the end frees, its options.)
    auto *PrinterOptions = new DiagnosticOptions();
    PrinterOptions->ShowOptionNames = true;
    PrinterOptions->ShowColors = llvm::errs().has_colors();
    CompilerPrinter Printer(OS, PrinterOptions);
    bool Finished = runProtected([&] {
      ClangTool Tool = makeTool(Compilations.of(In), In.Named, Options);
      Tool.setDiagnosticConsumer(&Printer);
      Tool.run(&Factory);
    });
    OS.flush();
    std::lock_guard<std::mutex> Guard(Lock);
    if (!Finished)
      Checked.Crashed.insert(In.Real);
    else if (Factory.Results.size() == 1)
      Checked.Results.emplace(In.Real,
                              std::move(Factory.Results.begin()->second));
    if (!CompilerText.empty())
      Checked.CompilerText[In.Real] = std::move(CompilerText);
    if (Finished && !Checked.Results.count(In.Real))
      if (std::string Why = Printer.defaultNoneReason(); !Why.empty())
        Checked.WhyNotChecked[In.Real] = Why;
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
  IgnoringDiagConsumer Quiet;
  // One file per factory: a file given in memory has no real path of its
  // own to find its result by.
  CheckFactory Factory(Options);
  ClangTool Tool = makeTool(Compilations.of(In), In.Named, Options);
  // Mapped where the user named it and where it really is: a compilation
  // database may name either.
  Tool.mapVirtualFile(In.Named, Rewritten);
  Tool.mapVirtualFile(In.Real, Rewritten);
  Tool.setDiagnosticConsumer(&Quiet);
  if (!runProtected([&] { Tool.run(&Factory); }) ||
      Factory.Results.size() != 1) {
    llvm::errs() << "ompfix: error: the rewrite of '" << In.Named
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
  for (const LoopReport &L : Factory.Results.begin()->second.Report.Loops)
    if (Lines.erase(L.Line) && L.Verdict != "verified") {
      llvm::errs() << "ompfix: error: after the rewrite, the loop at "
                   << In.Named << ":" << L.Line << " is " << L.Verdict
                   << ", not verified; nothing was written\n";
      Ok = false;
    }
  for (unsigned Line : Lines) {
    llvm::errs() << "ompfix: error: after the rewrite, no directive is at "
                 << In.Named << ":" << Line << "; nothing was written\n";
    Ok = false;
  }
  return Ok;
}

} // namespace ompfix
