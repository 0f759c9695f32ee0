//===- OmpfixTool.cpp - The ompfix command-line tool -----------------------===//
//
//   ompfix [options] <files> [-- <compiler args>]
//   ompfix [options] -p <build dir> <files>
//
// Checks the OpenMP loop directives of each file (CheckFile.h) and reports:
// compiler-style diagnostics, or DESIGN.md's JSON report; with --fix,
// --diff or --export-fixes, the rewrite of the directives.
//
// Exit status: 0 when every loop is verified (unknown loops are warnings,
// except with --strict); 1 when a loop is fixable or a violation; 2 when an
// input cannot be processed or a file cannot be written.
//
//===----------------------------------------------------------------------===//

#include "CheckFile.h"
#include "FileWriter.h"
#include "PragmaEdit.h"
#include "Report.h"
#include "UnifiedDiff.h"

#include "clang/Tooling/ArgumentsAdjusters.h"
#include "clang/Tooling/CommonOptionsParser.h"
#include "clang/Tooling/ReplacementsYaml.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/CrashRecoveryContext.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/YAMLTraits.h"

#include <csignal>

using namespace clang;
using namespace clang::tooling;
using namespace ompfix;

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
    llvm::cl::init(Budget().MaxOperations), llvm::cl::cat(Category));
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

llvm::cl::opt<bool> DumpModel("dump-model", llvm::cl::Hidden,
                               llvm::cl::desc("Print each function's model"),
                               llvm::cl::cat(Category));

/// One input file: as the user named it, and its real path (a file named
/// twice, or through a link, is checked once).
struct Input {
  std::string Named, Real;
};

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

/// Runs \p Work on a thread with a large stack (clang and the extractor
/// recurse on the depth of expressions and statements), turning a crash
/// into a false return instead of the end of the process.
bool runProtected(llvm::function_ref<void()> Work) {
  static const unsigned StackBytes = 1u << 30; // reserved, not committed
  llvm::CrashRecoveryContext Context;
  return Context.RunSafelyOnThread(Work, StackBytes);
}

/// Re-parses and re-checks the rewritten files in memory; every loop whose
/// directive was rewritten must now be verified.
bool recheck(const CompilationDatabase &Compilations,
             const std::vector<const Input *> &Files,
             const std::vector<const CheckedFile *> &Checked,
             const std::vector<std::string> &Rewritten) {
  IgnoringDiagConsumer Quiet;
  CheckOptions Options;
  Options.Limits.MaxOperations = MaxOperations;
  Options.Diagnose = false;
  bool Ok = true;
  for (size_t I = 0; I < Files.size(); ++I) {
    // One file per factory: a file given in memory has no real path of its
    // own to find its result by.
    CheckFactory Factory(Options);
    ClangTool Tool = makeTool(Compilations, Files[I]->Named);
    // Mapped where the user named it and where it really is: a compilation
    // database may name either.
    Tool.mapVirtualFile(Files[I]->Named, Rewritten[I]);
    Tool.mapVirtualFile(Files[I]->Real, Rewritten[I]);
    Tool.setDiagnosticConsumer(&Quiet);
    if (!runProtected([&] { Tool.run(&Factory); }))
      Factory.Results.clear();
    auto It = Factory.Results.begin();
    if (Factory.Results.size() != 1) {
      llvm::errs() << "ompfix: error: the rewrite of '" << Files[I]->Named
                   << "' does not compile; nothing was written\n";
      Ok = false;
      continue;
    }
    for (const LoopReport &L : It->second.Report.Loops)
      if (Checked[I]->RewrittenLines.count(L.Line) && L.Verdict != "verified") {
        llvm::errs() << "ompfix: error: after the rewrite, the loop at "
                     << Files[I]->Named << ":" << L.Line << " is "
                     << L.Verdict << ", not verified; nothing was written\n";
        Ok = false;
      }
  }
  return Ok;
}

/// Whether \p Path looks like a source file (--export-fixes must not
/// overwrite one: `--export-fixes a.c b.c` takes a.c as the output).
bool isSourcePath(llvm::StringRef Path) {
  llvm::StringRef Ext = llvm::sys::path::extension(Path);
  for (const char *E : {".c", ".cc", ".cpp", ".cxx", ".c++", ".C", ".h",
                        ".hh", ".hpp", ".hxx", ".i", ".ii", ".inc"})
    if (Ext == E)
      return true;
  return false;
}

} // namespace

int main(int argc, const char **argv) {
  llvm::InitLLVM Init(argc, argv);
  llvm::CrashRecoveryContext::Enable();
  // A file size limit (or a full disk) makes a write fail, which ompfix
  // reports; LLVM's handlers would end the process on SIGXFSZ instead.
  ::signal(SIGXFSZ, SIG_IGN);
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

  int Status = 0;
  std::vector<Input> Inputs;
  std::set<std::string> Seen;
  for (const std::string &File : Parser->getSourcePathList()) {
    llvm::SmallString<256> Real;
    if (llvm::sys::fs::real_path(File, Real) ||
        llvm::sys::fs::is_directory(Real)) {
      llvm::errs() << "ompfix: error: cannot process '" << File
                   << "': not a readable file\n";
      Status = 2;
      continue;
    }
    if (Seen.insert(std::string(Real)).second)
      Inputs.push_back({File, std::string(Real)});
  }
  if (!ExportFixes.empty()) {
    llvm::SmallString<256> Real;
    bool IsInput = !llvm::sys::fs::real_path(ExportFixes, Real) &&
                   Seen.count(std::string(Real));
    if (IsInput || isSourcePath(ExportFixes)) {
      llvm::errs() << "ompfix: error: --export-fixes would overwrite '"
                   << ExportFixes
                   << "', a source file; write --export-fixes=FILE.yaml\n";
      return 2;
    }
  }

  CheckOptions Options;
  Options.Limits.MaxOperations = MaxOperations;
  Options.DumpModel = DumpModel;
  CheckFactory Factory(Options);
  std::set<std::string> Crashed;
  for (const Input &In : Inputs)
    if (!runProtected([&] {
          makeTool(Parser->getCompilations(), In.Named).run(&Factory);
        })) {
      Factory.Results.erase(In.Real);
      Crashed.insert(In.Real);
    }

  std::vector<FileReport> Reports;
  std::vector<const Input *> Changed;
  std::vector<const CheckedFile *> ChangedChecks;
  std::vector<std::string> ChangedText;
  bool Failed = false, Unknown = false;
  for (const Input &In : Inputs) {
    auto It = Factory.Results.find(In.Real);
    if (Crashed.count(In.Real)) {
      llvm::errs() << "ompfix: error: internal error (a crash) while "
                      "checking '"
                   << In.Named << "'; it is not checked\n";
      Status = 2;
      continue;
    }
    if (It == Factory.Results.end()) {
      llvm::errs() << "ompfix: error: cannot process '" << In.Named
                   << "': it does not compile\n";
      Status = 2;
      continue;
    }
    CheckedFile &C = It->second;
    C.Report.File = In.Named;
    Reports.push_back(C.Report);
    Failed |= C.Failed;
    Unknown |= C.Unknown;
    if (!C.Edits.empty()) {
      Changed.push_back(&In);
      ChangedChecks.push_back(&C);
      ChangedText.push_back(applyEdits(C.Original, C.Edits));
    }
  }
  if (Format == OutputFormat::Json)
    writeJson(llvm::outs(), Reports);

  // The rewrite: --diff prints it, --export-fixes saves it, --fix applies it
  // once the rewritten files re-check as verified.
  if (Diff)
    for (size_t I = 0; I < Changed.size(); ++I)
      printUnifiedDiff(llvm::outs(), Changed[I]->Named,
                       ChangedChecks[I]->Original, ChangedText[I]);
  if (!ExportFixes.empty()) {
    TranslationUnitReplacements TUR;
    TUR.MainSourceFile = Changed.empty() ? "" : ChangedChecks.front()->RealPath;
    for (const CheckedFile *C : ChangedChecks)
      for (const TextEdit &E : C->Edits)
        TUR.Replacements.emplace_back(C->RealPath, E.Offset, E.Length, E.Text);
    std::string YAML;
    llvm::raw_string_ostream OS(YAML);
    llvm::yaml::Output Out(OS);
    Out << TUR;
    OS.flush();
    std::string Error = writeFileAtomically(ExportFixes, YAML);
    if (!Error.empty()) {
      llvm::errs() << "ompfix: error: " << Error << "\n";
      return 2;
    }
  }
  bool Rewritten = false;
  if (Fix && !Changed.empty()) {
    if (!recheck(Parser->getCompilations(), Changed, ChangedChecks,
                 ChangedText))
      return 2;
    std::vector<FileRewrite> Rewrites;
    for (size_t I = 0; I < Changed.size(); ++I)
      Rewrites.push_back({ChangedChecks[I]->RealPath, Changed[I]->Named,
                          ChangedChecks[I]->Original, ChangedText[I]});
    std::string Error = replaceAll(Rewrites);
    if (!Error.empty()) {
      llvm::errs() << "ompfix: error: " << Error << "\n";
      return 2;
    }
    Rewritten = true;
  }
  if (Status)
    return Status;
  bool StillFailing = Failed;
  if (Rewritten) {
    // Fixed loops are verified now; violations remain.
    StillFailing = false;
    for (const FileReport &R : Reports)
      for (const LoopReport &L : R.Loops)
        StillFailing |= L.Verdict == "violation" ||
                        (L.Verdict == "fixable" && !L.FixedPragma);
  }
  if (StillFailing || (Strict && Unknown))
    return 1;
  return 0;
}
