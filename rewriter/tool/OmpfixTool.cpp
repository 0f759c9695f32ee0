//===- OmpfixTool.cpp - The ompfix command-line tool -----------------------===//
//
//   ompfix [options] <files> [-- <compiler args>]
//   ompfix [options] -p <build dir> <files>
//
// Checks the OpenMP loop directives of each file (RunChecks.h) and reports:
// compiler-style diagnostics, or the JSON report of docs/report.md; with --fix,
// --diff or --export-fixes, the rewrite of the directives (WriteFixes.h).
//
// Exit status: 0 when every loop is verified (unknown loops are warnings,
// except with --strict); 1 when a loop is fixable or a violation; 2 when an
// input cannot be processed or a file cannot be written.
//
//===----------------------------------------------------------------------===//

#include "driver/Configuration.h"
#include "driver/DefinitionCache.h"
#include "output/ReportFormats.h"
#include "findings/Rules.h"
#include "driver/RunChecks.h"
#include "output/WriteFixes.h"

#include "clang/Tooling/CommonOptionsParser.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Regex.h"
#include "llvm/Support/CrashRecoveryContext.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/PrettyStackTrace.h"
#include "llvm/Support/Process.h"

#include <isl/version.h>
#include <mimalloc.h>

#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <map>

using namespace clang::tooling;
using namespace ompfix;

namespace {

llvm::cl::OptionCategory Category("ompfix options");

enum class OutputFormat { Text, Json, Sarif };
/// What --format takes.
const std::pair<llvm::StringRef, OutputFormat> Formats[] = {
    {"text", OutputFormat::Text},
    {"json", OutputFormat::Json},
    {"sarif", OutputFormat::Sarif}};
// (A string, checked by ompfix: an unknown value gets one clear line.)
llvm::cl::opt<std::string> Format(
    "format",
    llvm::cl::desc("Output format: text (compiler-style diagnostics, the "
                   "default), json (docs/report.md) or sarif (SARIF 2.1.0, "
                   "for code-scanning services)"),
    llvm::cl::value_desc("text|json|sarif"), llvm::cl::init("text"),
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
                   "docs/design/forwarding.md; default on, =false reports such "
                   "loops as violations)"),
    llvm::cl::init(true), llvm::cl::cat(Category));
llvm::cl::opt<bool> Expand(
    "expand",
    llvm::cl::desc("Fix a scratch buffer reached through a pointer, which no "
                   "clause can copy, by giving each thread a slice of a new "
                   "buffer (expansion, docs/design/expansion.md; default on, =false "
                   "reports such loops as violations)"),
    llvm::cl::init(true), llvm::cl::cat(Category));
llvm::cl::opt<bool> ShowCompilerWarnings(
    "show-compiler-warnings",
    llvm::cl::desc("Show the compiler's own warnings too (by default only "
                   "its errors, which stop a file from being checked)"),
    llvm::cl::cat(Category));
llvm::cl::opt<std::string> ConfigFile(
    "config-file",
    llvm::cl::desc("The configuration for every file (by default each "
                   "file's nearest .ompfix.yaml, from its directory up; "
                   "docs/configuration.md)"),
    llvm::cl::value_desc("file"), llvm::cl::cat(Category));
llvm::cl::opt<std::string> HeaderFilter(
    "header-filter",
    llvm::cl::desc("Check the directives in the headers whose paths match "
                   "this regular expression too, each header once (as "
                   "clang-tidy's option; by default only the files named)"),
    llvm::cl::value_desc("regex"), llvm::cl::cat(Category));
llvm::cl::opt<bool> OtherFiles(
    "other-files",
    llvm::cl::desc("Follow a call into the function's definition in another "
                   "file of the compilation database (-p), parsing that file "
                   "(default on; =false leaves such calls unknown)"),
    llvm::cl::init(true), llvm::cl::cat(Category));
llvm::cl::opt<bool>
    Cache("cache",
          llvm::cl::desc("Keep the other files that calls are followed into, "
                         "parsed, in the cache directory, so that a project is "
                         "parsed once (default on; =false parses them on each "
                         "run)"),
          llvm::cl::init(true), llvm::cl::cat(Category));
llvm::cl::opt<std::string> CacheDir(
    "cache-dir",
    llvm::cl::desc("Where --cache keeps parsed files (default: the user's "
                   "cache directory's ompfix, as ~/.cache/ompfix)"),
    llvm::cl::value_desc("dir"), llvm::cl::cat(Category));
llvm::cl::opt<bool> TraceOtherFiles(
    "trace-other-files", llvm::cl::Hidden,
    llvm::cl::desc("Say how each other file is read: parsed, or from the "
                   "cache"),
    llvm::cl::cat(Category));
llvm::cl::opt<unsigned> Jobs(
    "j",
    llvm::cl::desc("Check this many files at a time (default 1; 0: one per "
                   "core)"),
    llvm::cl::value_desc("N"), llvm::cl::init(1), llvm::cl::cat(Category));
llvm::cl::opt<bool> ListRules(
    "list-rules",
    llvm::cl::desc("Print every rule's name and summary (docs/rules.md) and "
                   "exit"),
    llvm::cl::cat(Category));
llvm::cl::opt<bool> ListReasonKinds(
    "list-reason-kinds",
    llvm::cl::desc("Print every category of the reasons of 'unknown' (JSON "
                   "\"reason_kind\", docs/report.md) and exit"),
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

/// Without `--` or -p, LibTooling looks for one compilation database for
/// all files and complains when there is none; ompfix looks for each
/// file's (Databases), and without one uses no arguments: `--` is added,
/// and \p Search says so.
std::vector<const char *> withSeparator(int argc, const char **argv,
                                        bool &Search) {
  std::vector<const char *> Args(argv, argv + argc);
  bool HasSeparator = false, HasBuildPath = false;
  for (int I = 1; I < argc; ++I) {
    llvm::StringRef A(argv[I]);
    HasSeparator |= A == "--";
    HasBuildPath |= A == "-p" || A.starts_with("-p=") || A == "--p";
  }
  Search = !HasSeparator && !HasBuildPath;
  if (Search)
    Args.push_back("--");
  return Args;
}

/// "3 loops", "1 loop".
std::string counted(size_t N, llvm::StringRef One, llvm::StringRef Many) {
  return std::to_string(N) + " " + (N == 1 ? One : Many).str();
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

/// The allocator that serves malloc, for --version: "mimalloc 2.0.9", or
/// "a malloc other than mimalloc" when mimalloc is linked but something
/// ahead of it in the lookup order answers instead (LD_PRELOAD, a build that
/// lost it).
std::string allocatorName() {
  void *Probe = std::malloc(16);
  bool ServedByMimalloc = mi_is_in_heap_region(Probe);
  std::free(Probe);
  if (!ServedByMimalloc)
    return "a malloc other than mimalloc";
  int Version = mi_version(); // 209 for 2.0.9
  return "mimalloc " + std::to_string(Version / 100) + "." +
         std::to_string(Version / 10 % 10) + "." + std::to_string(Version % 10);
}

/// Prints every rule's name and summary (--list-rules).
int listRules() {
  for (const RuleInfo &R : allRules())
    llvm::outs() << R.Name << "\t" << R.Summary << "\n";
  return 0;
}

/// Prints every category of the reasons of 'unknown' (--list-reason-kinds).
int listReasonKinds() {
  for (const UnknownKindRow &K : UnknownKinds)
    llvm::outs() << K.Name << "\t" << K.Meaning << "\n";
  return 0;
}

/// Sets up what the process does on a crash, on --version and on a write
/// past a file size limit.
void prepareProcess() {
  llvm::setBugReportMsg("PLEASE report this crash of ompfix, with the file "
                        "that caused it and the stack dump below.\n");
  llvm::cl::SetVersionPrinter([](llvm::raw_ostream &OS) {
    OS << "ompfix " OMPFIX_VERSION " (LLVM " LLVM_VERSION_STRING ", "
       << llvm::StringRef(isl_version()).trim() << ", " << allocatorName()
       << ")\n";
  });
  llvm::CrashRecoveryContext::Enable();
  // A file size limit (or a full disk) makes a write fail, which ompfix
  // reports; LLVM's handlers would end the process on SIGXFSZ instead.
  ::signal(SIGXFSZ, SIG_IGN);
}

/// The output format --format names, having checked it and
/// --header-filter; none (after an error message) where one is wrong.
std::optional<OutputFormat> validateOptions() {
  const auto *Named = llvm::find_if(
      Formats, [](const auto &F) { return F.first == Format.getValue(); });
  if (Named == std::end(Formats)) {
    llvm::errs() << "ompfix: error: --format=" << Format << ": not one of ";
    for (const auto &F : Formats)
      llvm::errs() << (&F == Formats ? "" : ", ") << F.first;
    llvm::errs() << "\n";
    return std::nullopt;
  }
  if (std::string Why;
      !HeaderFilter.empty() && !llvm::Regex(HeaderFilter).isValid(Why)) {
    llvm::errs() << "ompfix: error: --header-filter='" << HeaderFilter
                 << "' is not a regular expression: " << Why << "\n";
    return std::nullopt;
  }
  return Named->second;
}

/// The inputs of \p Inputs whose configuration (.ompfix.yaml, or
/// --config-file) reads, each one's in \p ConfigOf; a broken one leaves its
/// files unchecked, counted in \p Dropped.
std::vector<Input>
configuredInputs(const std::vector<Input> &Inputs, unsigned &Dropped,
                 std::map<std::string, Configuration> &ConfigOf) {
  Configurations Configs(ConfigFile);
  std::vector<Input> Configured;
  for (const Input &In : Inputs) {
    std::string Error;
    if (std::optional<Configuration> C = Configs.of(In.Real, Error)) {
      ConfigOf[In.Real] = *C;
      Configured.push_back(In);
      continue;
    }
    llvm::errs() << "ompfix: error: " << Error << "\n";
    ++Dropped;
  }
  return Configured;
}

/// The command line's options, and the configuration in \p ConfigOf where
/// it is silent.
OptionsOf optionsOf(std::map<std::string, Configuration> &ConfigOf) {
  return [&ConfigOf](const Input &In) {
    const Configuration &C = ConfigOf[In.Real];
    // An option given on the command line, else the configuration's value,
    // else the option's default.
    auto pick = [](const auto &Option, const auto &Configured) {
      auto Given = Option.getValue();
      return Option.getNumOccurrences() ? Given : Configured.value_or(Given);
    };
    // (The configuration says AssumeDisjoint, the command line
    // --no-assume-disjoint.)
    auto negated = [](std::optional<bool> Value) {
      return Value ? std::optional<bool>(!*Value) : std::nullopt;
    };
    CheckOptions O;
    O.Limits.MaxOperations = pick(MaxOperations, C.MaxOperations);
    O.Limits.Forwarding = pick(Forward, C.Forward);
    O.Limits.Expansion = pick(Expand, C.Expand);
    O.DumpModel = DumpModel;
    O.ShowCompilerWarnings =
        pick(ShowCompilerWarnings, C.ShowCompilerWarnings);
    O.CheckRegions = pick(CheckRegions, C.CheckRegions);
    O.NoAssumeDisjoint = pick(NoAssumeDisjoint, negated(C.AssumeDisjoint));
    O.NoAssumeCallerCopies =
        pick(NoAssumeCallerCopies, negated(C.AssumeCallerCopies));
    O.Strict = pick(Strict, C.Strict);
    O.HeaderFilter = pick(HeaderFilter, C.HeaderFilter);
    O.ReadOtherFiles = OtherFiles;
    if (Cache)
      O.Project.CacheDirectory = CacheDir.getNumOccurrences()
                                     ? CacheDir.getValue()
                                     : DefinitionCache::defaultDirectory();
    O.Project.Trace = TraceOtherFiles;
    O.Configured = C;
    return O;
  };
}

/// Checks \p Inputs, with a progress line on a terminal where there are
/// more than a few files.
CheckedInputs checkWithProgress(Databases &Compilations,
                                const std::vector<Input> &Inputs,
                                const OptionsOf &Options) {
  bool Progress = Inputs.size() > 4 && llvm::errs().is_displayed();
  size_t DoneFiles = 0;
  CheckedInputs Checked = checkInputs(
      Compilations, Inputs, Options, Jobs, [&](const Input &In) {
        ++DoneFiles;
        if (Progress)
          llvm::errs() << "\r\033[K[" << DoneFiles << "/" << Inputs.size()
                       << "] " << In.Named;
      });
  if (Progress)
    llvm::errs() << "\r\033[K";
  return Checked;
}

/// The reports of the checked files and the changes their fixes make.
struct Collected {
  std::vector<FileReport> Reports;
  std::vector<FileChange> Changes;
  /// Per change: the input checked, and the file changed (the input or a
  /// header it includes).
  std::vector<const Input *> ChangedInputs;
  std::vector<const CheckedFile *> ChangedFiles;
  /// Header's real path -> the real path of the input that reports it.
  std::map<std::string, std::string> HeadersReported;
};

/// Collects the reports and changes of \p Checked, each input's in the
/// order of \p Inputs; says why an input was not checked (and sets
/// \p Unprocessed).
Collected collectReports(const std::vector<Input> &Inputs,
                         CheckedInputs &Checked, bool &Unprocessed) {
  Collected R;
  for (const Input &In : Inputs) {
    if (auto Text = Checked.CompilerText.find(In.Real);
        Text != Checked.CompilerText.end())
      llvm::errs() << Text->second;
    if (Checked.Crashed.count(In.Real)) {
      llvm::errs() << "ompfix: error: internal error (a crash) while "
                      "checking '"
                   << In.Named << "'; it is not checked\n";
      Unprocessed = true;
      continue;
    }
    auto It = Checked.Results.find(In.Real);
    if (It == Checked.Results.end()) {
      auto Why = Checked.WhyNotChecked.find(In.Real);
      llvm::errs() << "ompfix: error: cannot process '" << In.Named << "': "
                   << (Why != Checked.WhyNotChecked.end()
                           ? Why->second
                           : "it does not compile")
                   << "\n";
      Unprocessed = true;
      continue;
    }
    CheckedFile &C = It->second;
    C.Report.File = In.Named;
    // The file, then the headers it is the first to report (each header
    // once in a run, as the first file that includes it finds it).
    std::vector<CheckedFile *> Files{&C};
    for (CheckedFile &Header : C.Headers)
      if (R.HeadersReported.emplace(Header.RealPath, In.Real).second) {
        Header.Report.File = Header.RealPath;
        Files.push_back(&Header);
      }
    for (CheckedFile *F : Files) {
      R.Reports.push_back(F->Report);
      if (!F->Edits.empty()) {
        R.Changes.push_back({F->Report.File, F->RealPath, F->Original,
                             applyEdits(F->Original, F->Edits), F->Edits,
                             F->Report});
        R.ChangedInputs.push_back(&In);
        R.ChangedFiles.push_back(F);
      }
    }
  }
  return R;
}

/// What became of --fix: whether the files were rewritten, else why not
/// (empty where --fix was not given or there was nothing to fix).
struct Rewrite {
  bool Rewritten = false;
  std::string FixError;
};

/// The rewrite of \p R's changes: --diff prints it, --export-fixes saves
/// it, --fix applies it once the rewritten files re-check as verified.
/// None (after an error message) where --export-fixes cannot write.
std::optional<Rewrite> rewrite(Databases &Compilations, const Collected &R,
                               const OptionsOf &Options) {
  if (Diff)
    printDiffs(llvm::outs(), R.Changes);
  if (!ExportFixes.empty()) {
    std::string Error = exportReplacements(ExportFixes, R.Changes);
    if (!Error.empty()) {
      llvm::errs() << "ompfix: error: " << Error << "\n";
      return std::nullopt;
    }
  }
  Rewrite Done;
  if (Fix && !R.Changes.empty()) {
    Done.FixError = applyChanges(R.Changes, [&](size_t I) {
      const Input &In = *R.ChangedInputs[I];
      return recheckRewrite(Compilations, In, *R.ChangedFiles[I],
                            R.Changes[I].Rewritten, Options(In));
    });
    Done.Rewritten = Done.FixError.empty();
  }
  return Done;
}

/// After --fix, what is still wrong where it now stands: the rewritten
/// inputs of \p R checked again as they are on disk.
CheckedInputs recheckWritten(Databases &Compilations, const Collected &R,
                             const OptionsOf &Options) {
  std::vector<Input> Written;
  for (const Input *In : R.ChangedInputs)
    if (std::none_of(Written.begin(), Written.end(),
                     [&](const Input &W) { return W.Real == In->Real; }))
      Written.push_back(*In);
  return checkInputs(Compilations, Written, Options, Jobs);
}

/// What the findings printed came to, for the summary and the exit status.
struct Tally {
  /// The directives the rewrite offers to fix.
  size_t Offered = 0;
  bool StillFailing = false;
  std::map<Verdict, size_t> Verdicts;
  size_t Silenced = 0, Files = 0, HeaderFiles = 0;
};

/// Prints the findings, file by file: of each input of \p Inputs checked
/// (in \p Checked, or \p Rechecked where --fix rewrote it) and of the headers
/// it reports.
Tally printFindings(const std::vector<Input> &Inputs,
                    const CheckedInputs &Checked,
                    const CheckedInputs &Rechecked,
                    std::map<std::string, std::string> &HeadersReported) {
  Tally T;
  for (const Input &In : Inputs) {
    auto It = Checked.Results.find(In.Real);
    if (It == Checked.Results.end())
      continue;
    auto Now = Rechecked.Results.find(In.Real);
    const CheckedFile &C =
        Now != Rechecked.Results.end() ? Now->second : It->second;
    // The file and the headers it reports, as they now stand.
    std::vector<std::pair<const CheckedFile *, const CheckedFile *>> Shown{
        {&It->second, &C}};
    for (const CheckedFile &Header : It->second.Headers)
      if (HeadersReported[Header.RealPath] == In.Real) {
        const CheckedFile *Again = headerOf(C, Header.RealPath);
        Shown.emplace_back(&Header, Again ? Again : &Header);
      }
    for (const auto &[Before, After] : Shown) {
      T.Offered += Before->RewrittenDirectives.size();
      for (const auto &[Key, Text] : After->FindingTexts)
        llvm::errs() << Text;
      llvm::errs() << After->ClosingText;
      T.StillFailing |= After->Failed || (After->Strict && After->Unknown);
      ++T.Files;
      T.HeaderFiles += Before != &It->second;
      T.Silenced += After->Silenced;
      for (const LoopReport &L : After->Report.Loops)
        ++T.Verdicts[L.Verdict];
    }
  }
  return T;
}

/// The summary: what was checked (of \p Named files named) and what it
/// came to, and the time since \p Start.
void printSummary(const Tally &T, size_t Named,
                  std::chrono::steady_clock::time_point Start) {
  size_t Entries = 0;
  for (const auto &[V, N] : T.Verdicts)
    Entries += N;
  std::string Line = "ompfix: " + counted(T.Files, "file", "files") + ", " +
                     counted(Entries, "loop or region", "loops and regions");
  Line += verdictCounts(T.Verdicts);
  if (T.Files - T.HeaderFiles < Named)
    Line += "; " + counted(Named - (T.Files - T.HeaderFiles), "file", "files") +
            " not checked";
  if (T.Silenced)
    Line += "; " + counted(T.Silenced, "finding", "findings") + " silenced";
  double Seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - Start)
          .count();
  char Time[32];
  snprintf(Time, sizeof Time, "; %.1f s", Seconds);
  llvm::errs() << Line << Time << "\n";
}

} // namespace

int main(int argc, const char **argv) {
  llvm::InitLLVM Init(argc, argv);
  prepareProcess();
  // (Alone, without the input files the parser requires.)
  if (argc == 2 && llvm::StringRef(argv[1]) == "--list-rules")
    return listRules();
  if (argc == 2 && llvm::StringRef(argv[1]) == "--list-reason-kinds")
    return listReasonKinds();
  auto Start = std::chrono::steady_clock::now();
  bool SearchDatabases = false;
  std::vector<const char *> Args = withSeparator(argc, argv, SearchDatabases);
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
  // (With files too, as clang-tidy's --list-checks: the list, no check.)
  if (ListRules)
    return listRules();
  if (ListReasonKinds)
    return listReasonKinds();
  std::optional<OutputFormat> Output = validateOptions();
  if (!Output)
    return 2;

  // Files named but not checked: unreadable, or their configuration broken.
  unsigned Dropped = 0;
  std::vector<Input> Inputs = readInputs(Parser->getSourcePathList(), Dropped);
  if (!ExportFixes.empty() && exportWouldOverwriteSource(Inputs)) {
    llvm::errs() << "ompfix: error: --export-fixes would overwrite '"
                 << ExportFixes
                 << "', a source file; write --export-fixes=FILE.yaml\n";
    return 2;
  }
  std::map<std::string, Configuration> ConfigOf;
  Inputs = configuredInputs(Inputs, Dropped, ConfigOf);
  bool Unprocessed = Dropped > 0;
  OptionsOf Options = optionsOf(ConfigOf);
  Databases Compilations(Parser->getCompilations(), SearchDatabases);
  CheckedInputs Checked = checkWithProgress(Compilations, Inputs, Options);
  Collected R = collectReports(Inputs, Checked, Unprocessed);
  if (*Output == OutputFormat::Json)
    writeJson(llvm::outs(), R.Reports);
  else if (*Output == OutputFormat::Sarif)
    writeSarif(llvm::outs(), R.Reports, OMPFIX_VERSION);

  std::optional<Rewrite> Done = rewrite(Compilations, R, Options);
  if (!Done)
    return 2;
  CheckedInputs Again;
  if (Done->Rewritten)
    Again = recheckWritten(Compilations, R, Options);
  Tally T = printFindings(Inputs, Checked, Again, R.HeadersReported);
  if (!Done->FixError.empty()) {
    llvm::errs() << "ompfix: error: " << Done->FixError << "\n";
    return 2;
  }
  if (Fix)
    llvm::errs() << "ompfix: applied " << (Done->Rewritten ? T.Offered : 0)
                 << " of " << T.Offered << " fix"
                 << (T.Offered == 1 ? "" : "es") << " in " << R.Changes.size()
                 << " file" << (R.Changes.size() == 1 ? "" : "s") << "\n";
  // (Files named that were dropped are not inputs.)
  if (*Output == OutputFormat::Text && T.Files > 0)
    printSummary(T, Inputs.size() + Dropped, Start);
  // After a crash that was recovered from, the crashed check's state is
  // not to be trusted: no destructors (LLVM's shutdown would touch it).
  if (!Checked.Crashed.empty() || !Again.Crashed.empty()) {
    llvm::outs().flush();
    llvm::errs().flush();
    llvm::sys::Process::Exit(2, /*NoCleanup=*/true);
  }
  if (Unprocessed)
    return 2;
  if (T.StillFailing)
    return 1;
  return 0;
}
