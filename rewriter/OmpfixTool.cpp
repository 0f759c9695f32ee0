//===- OmpfixTool.cpp - The ompfix command-line tool -----------------------===//
//
//   ompfix [options] <files> [-- <compiler args>]
//   ompfix [options] -p <build dir> <files>
//
// Checks the OpenMP loop directives of each file (RunChecks.h) and reports:
// compiler-style diagnostics, or DESIGN.md's JSON report; with --fix,
// --diff or --export-fixes, the rewrite of the directives (WriteFixes.h).
//
// Exit status: 0 when every loop is verified (unknown loops are warnings,
// except with --strict); 1 when a loop is fixable or a violation; 2 when an
// input cannot be processed or a file cannot be written.
//
//===----------------------------------------------------------------------===//

#include "Report.h"
#include "Rules.h"
#include "RunChecks.h"
#include "WriteFixes.h"

#include "clang/Tooling/CommonOptionsParser.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/CrashRecoveryContext.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/Support/InitLLVM.h"

#include <isl/version.h>

#include <csignal>

using namespace clang::tooling;
using namespace ompfix;

namespace {

llvm::cl::OptionCategory Category("ompfix options");

// (A string, checked by ompfix: an unknown value gets one clear line.)
llvm::cl::opt<std::string> Format(
    "format",
    llvm::cl::desc("Output format: text (compiler-style diagnostics, the "
                   "default) or json (docs/report.md)"),
    llvm::cl::value_desc("text|json"), llvm::cl::init("text"),
    llvm::cl::cat(Category));
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
llvm::cl::opt<bool> CheckRegions(
    "check-regions",
    llvm::cl::desc("Report each parallel region's races between its threads "
                   "(default on; =false for loop directives alone)"),
    llvm::cl::init(true), llvm::cl::cat(Category));
llvm::cl::opt<bool> NoAssumeDisjoint(
    "no-assume-disjoint",
    llvm::cl::desc("Do not assume that memory the function is given through "
                   "pointers without 'restrict' never overlaps: a verdict "
                   "resting on it is unknown"),
    llvm::cl::cat(Category));
llvm::cl::opt<bool> NoAssumeCallerCopies(
    "no-assume-caller-copies",
    llvm::cl::desc("Do not assume that the caller keeps the device copies a "
                   "function uses without mapping them ('declare target' data "
                   "outside main, memory given through a pointer) current: a "
                   "verdict resting on it is unknown"),
    llvm::cl::cat(Category));
llvm::cl::opt<bool> Forward(
    "forward",
    llvm::cl::desc("Fix a carried scalar whose value the reading iteration "
                   "can compute again by rewriting its reads (forwarding, "
                   "docs/forwarding.md; default on, =false reports such "
                   "loops as violations)"),
    llvm::cl::init(true), llvm::cl::cat(Category));
llvm::cl::opt<bool> Expand(
    "expand",
    llvm::cl::desc("Fix a scratch buffer reached through a pointer, which no "
                   "clause can copy, by giving each thread a slice of a new "
                   "buffer (expansion, docs/expansion.md; default on, =false "
                   "reports such loops as violations)"),
    llvm::cl::init(true), llvm::cl::cat(Category));
llvm::cl::opt<bool> ShowCompilerWarnings(
    "show-compiler-warnings",
    llvm::cl::desc("Show the compiler's own warnings too (by default only "
                   "its errors, which stop a file from being checked)"),
    llvm::cl::cat(Category));
llvm::cl::opt<bool> ListRules(
    "list-rules",
    llvm::cl::desc("Print every rule's name and summary (docs/rules.md) and "
                   "exit"),
    llvm::cl::cat(Category));
llvm::cl::opt<bool> DumpModel("dump-model", llvm::cl::Hidden,
                              llvm::cl::desc("Print each function's model"),
                              llvm::cl::cat(Category));

/// The parser's complaint (several lines, each after "ompfix: ", with the
/// tool's path in it) as one line:
///   "ompfix: Unknown command line argument '--bogus'.  Try: '/x/ompfix
///   --help'\nompfix: Did you mean '--fix'?\n"
///   =>  "unknown command line argument '--bogus'; did you mean '--fix'?
///        ('ompfix --help' lists the options)"
std::string oneLine(llvm::StringRef Complaint) {
  std::string Line;
  llvm::SmallVector<llvm::StringRef, 4> Parts;
  Complaint.split(Parts, '\n', -1, /*KeepEmpty=*/false);
  for (llvm::StringRef Part : Parts) {
    Part = Part.trim();
    Part.consume_front("ompfix:");
    Part = Part.split("  Try:").first.trim();
    Part.consume_back(".");
    if (Part.empty())
      continue;
    if (!Line.empty())
      Line += "; ";
    Line += Part.substr(0, 1).lower() + Part.substr(1).str();
  }
  return (Line.empty() ? "bad command line" : Line) +
         " ('ompfix --help' lists the options)";
}

/// Without `--` or -p, LibTooling looks for a compilation database and
/// complains when there is none: no flags is what the user means.
std::vector<const char *> withSeparator(int argc, const char **argv) {
  std::vector<const char *> Args(argv, argv + argc);
  bool HasSeparator = false, HasBuildPath = false;
  for (int I = 1; I < argc; ++I) {
    llvm::StringRef A(argv[I]);
    HasSeparator |= A == "--";
    HasBuildPath |= A == "-p" || A.starts_with("-p=") || A == "--p";
  }
  if (!HasSeparator && !HasBuildPath)
    Args.push_back("--");
  return Args;
}

/// --export-fixes written without '=' takes the next word, often an input.
bool exportWouldOverwriteSource(const std::vector<Input> &Inputs) {
  llvm::SmallString<256> Real;
  if (!llvm::sys::fs::real_path(ExportFixes, Real))
    for (const Input &In : Inputs)
      if (In.Real == Real)
        return true;
  return isSourcePath(ExportFixes);
}

} // namespace

int main(int argc, const char **argv) {
  llvm::InitLLVM Init(argc, argv);
  llvm::cl::SetVersionPrinter([](llvm::raw_ostream &OS) {
    OS << "ompfix " OMPFIX_VERSION " (LLVM " LLVM_VERSION_STRING ", "
       << llvm::StringRef(isl_version()).trim() << ")\n";
  });
  llvm::CrashRecoveryContext::Enable();
  // A file size limit (or a full disk) makes a write fail, which ompfix
  // reports; LLVM's handlers would end the process on SIGXFSZ instead.
  ::signal(SIGXFSZ, SIG_IGN);
  // (Alone, without the input files the parser requires.)
  if (argc == 2 && llvm::StringRef(argv[1]) == "--list-rules") {
    for (const RuleInfo &R : allRules())
      llvm::outs() << R.Name << "\t" << R.Summary << "\n";
    return 0;
  }
  std::vector<const char *> Args = withSeparator(argc, argv);
  int ArgCount = Args.size();
  auto Parser = CommonOptionsParser::create(
      ArgCount, Args.data(), Category, llvm::cl::OneOrMore,
      "ompfix: checks OpenMP loop directives and shows their data races\n"
      "\n"
      "  The verdicts, the JSON report and the exit statuses: docs/report.md;\n"
      "  every rule ([ompfix-race], ...) with an example and its fix:\n"
      "  docs/rules.md (ompfix --list-rules lists them).\n");
  if (!Parser) {
    llvm::errs() << "ompfix: error: "
                 << oneLine(llvm::toString(Parser.takeError())) << "\n";
    return 2;
  }
  if (Format != "text" && Format != "json") {
    llvm::errs() << "ompfix: error: --format=" << Format
                 << ": not one of text, json\n";
    return 2;
  }

  bool Unprocessed = false;
  std::vector<Input> Inputs = readInputs(Parser->getSourcePathList(),
                                         Unprocessed);
  if (!ExportFixes.empty() && exportWouldOverwriteSource(Inputs)) {
    llvm::errs() << "ompfix: error: --export-fixes would overwrite '"
                 << ExportFixes
                 << "', a source file; write --export-fixes=FILE.yaml\n";
    return 2;
  }

  CheckOptions Options;
  Options.Limits.MaxOperations = MaxOperations;
  Options.Limits.Forwarding = Forward;
  Options.Limits.Expansion = Expand;
  Options.DumpModel = DumpModel;
  Options.ShowCompilerWarnings = ShowCompilerWarnings;
  Options.CheckRegions = CheckRegions;
  Options.NoAssumeDisjoint = NoAssumeDisjoint;
  Options.NoAssumeCallerCopies = NoAssumeCallerCopies;
  CheckedInputs Checked =
      checkInputs(Parser->getCompilations(), Inputs, Options);

  std::vector<FileReport> Reports;
  std::vector<FileChange> Changes;
  std::vector<const Input *> ChangedInputs;
  for (const Input &In : Inputs) {
    if (Checked.Crashed.count(In.Real)) {
      llvm::errs() << "ompfix: error: internal error (a crash) while "
                      "checking '"
                   << In.Named << "'; it is not checked\n";
      Unprocessed = true;
      continue;
    }
    auto It = Checked.Results.find(In.Real);
    if (It == Checked.Results.end()) {
      llvm::errs() << "ompfix: error: cannot process '" << In.Named
                   << "': it does not compile\n";
      Unprocessed = true;
      continue;
    }
    CheckedFile &C = It->second;
    C.Report.File = In.Named;
    Reports.push_back(C.Report);
    if (!C.Edits.empty()) {
      Changes.push_back({In.Named, C.RealPath, C.Original,
                         applyEdits(C.Original, C.Edits), C.Edits});
      ChangedInputs.push_back(&In);
    }
  }
  if (Format == "json")
    writeJson(llvm::outs(), Reports);

  // The rewrite: --diff prints it, --export-fixes saves it, --fix applies it
  // once the rewritten files re-check as verified.
  if (Diff)
    printDiffs(llvm::outs(), Changes);
  if (!ExportFixes.empty()) {
    std::string Error = exportReplacements(ExportFixes, Changes);
    if (!Error.empty()) {
      llvm::errs() << "ompfix: error: " << Error << "\n";
      return 2;
    }
  }
  bool Rewritten = false;
  std::string FixError;
  if (Fix && !Changes.empty()) {
    FixError = applyChanges(Changes, [&](size_t I) {
      const Input &In = *ChangedInputs[I];
      return recheckRewrite(Parser->getCompilations(), In,
                            Checked.Results.at(In.Real), Changes[I].Rewritten,
                            Options);
    });
    Rewritten = FixError.empty();
  }
  // After --fix, what is still wrong where it now stands: the rewritten
  // files checked again as they are on disk.
  CheckedInputs Again;
  if (Rewritten) {
    std::vector<Input> Written;
    for (const Input *In : ChangedInputs)
      Written.push_back(*In);
    Again = checkInputs(Parser->getCompilations(), Written, Options);
  }
  // The findings, file by file.
  size_t Offered = 0;
  bool StillFailing = false, StillUnknown = false;
  for (const Input &In : Inputs) {
    auto It = Checked.Results.find(In.Real);
    if (It == Checked.Results.end())
      continue;
    Offered += It->second.RewrittenDirectives.size();
    auto Now = Again.Results.find(In.Real);
    const CheckedFile &C =
        Now != Again.Results.end() ? Now->second : It->second;
    for (const auto &[Key, Text] : C.FindingTexts)
      llvm::errs() << Text;
    llvm::errs() << C.ClosingText;
    StillFailing |= C.Failed;
    StillUnknown |= C.Unknown;
  }
  if (!FixError.empty()) {
    llvm::errs() << "ompfix: error: " << FixError << "\n";
    return 2;
  }
  if (Fix)
    llvm::errs() << "ompfix: applied " << (Rewritten ? Offered : 0) << " of "
                 << Offered << " fix" << (Offered == 1 ? "" : "es") << " in "
                 << Changes.size() << " file"
                 << (Changes.size() == 1 ? "" : "s") << "\n";
  if (Unprocessed)
    return 2;
  if (StillFailing || (Strict && StillUnknown))
    return 1;
  return 0;
}
