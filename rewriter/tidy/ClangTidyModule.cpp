//===- ClangTidyModule.cpp - ompfix's rules as clang-tidy checks ----------===//
//
// A clang-tidy plugin: `clang-tidy --load=libOmpfixTidyModule.so
// --checks='ompfix-*' file.c -- -fopenmp` reports what `ompfix` reports,
// each rule of Rules.h a check of its own, so that clang-tidy's NOLINT
// comments, `.clang-tidy` files, --fix and run-clang-tidy apply to them
// as to any check.
//
// The checks share one analysis of each translation unit
// (findDirectives, in libOmpfixAnalysis.so beside the plugin, loaded with
// its own isl bound first: AnalysisEntry.h): whichever check runs first
// checks the file, the others take their findings from it. Each check reports its rule's findings with the
// notes that follow them, and the fix-its ompfix attaches to a directive's
// first finding (so the whole rewrite of a directive goes with the rule of
// that finding).
//
// Options, named as in .ompfix.yaml, local to a check or global
// (`CheckOptions: {MaxOperations: 500000, AssumeDisjoint: false}`):
// MaxOperations, Forward, Expand, AssumeDisjoint, AssumeCallerCopies,
// CheckRegions.
//
//===----------------------------------------------------------------------===//

#include "tidy/AnalysisEntry.h"
#include "findings/Rules.h"

#include "clang-tidy/ClangTidyCheck.h"
#include "clang-tidy/ClangTidyModule.h"
#include "clang-tidy/ClangTidyModuleRegistry.h"
#include "clang/AST/ASTContext.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"
#include "llvm/ADT/StringSwitch.h"

#include <dlfcn.h>
#include <memory>
#include <optional>
#include <tuple>

using namespace clang;
using namespace clang::ast_matchers;
using namespace clang::tidy;

namespace ompfix {
namespace {

/// The analysis library's entry, loaded once; null, with \p Error set, if
/// the library cannot be loaded.
AnalysisEntry loadAnalysis(std::string &Error) {
  static std::string LoadError;
  static AnalysisEntry Entry = []() -> AnalysisEntry {
    // Beside this plugin, whatever its directory.
    Dl_info Self;
    if (!dladdr(reinterpret_cast<void *>(&loadAnalysis), &Self) ||
        !Self.dli_fname) {
      LoadError = "cannot tell where the ompfix plugin was loaded from";
      return nullptr;
    }
    std::string Path = Self.dli_fname;
    Path = Path.substr(0, Path.rfind('/') + 1) + AnalysisLibrary;
    // RTLD_DEEPBIND: the library's references to isl go to its own isl,
    // before libLLVM's copy, which clang-tidy has already loaded.
    void *Library = dlopen(Path.c_str(), RTLD_NOW | RTLD_LOCAL | RTLD_DEEPBIND);
    if (!Library) {
      LoadError = std::string("cannot load ompfix's analysis: ") + dlerror();
      return nullptr;
    }
    auto *Found =
        reinterpret_cast<AnalysisEntry>(dlsym(Library, AnalysisEntryName));
    if (!Found)
      LoadError = Path + " has no " + AnalysisEntryName;
    return Found;
  }();
  Error = LoadError;
  return Entry;
}

/// The findings of the translation unit being checked, computed by the
/// first check that asks and kept until the next one starts.
class SharedFindings {
public:
  void forget() { Found.reset(); }

  /// The findings; none, with \p Error set, if the analysis cannot be
  /// loaded.
  const std::map<unsigned, LoopFindings> *
  of(ASTContext &Ctx, const FindingOptions &Options, std::string &Error) {
    if (!Found || !sameOptions(Options, Used)) {
      AnalysisEntry Analyse = loadAnalysis(Error);
      if (!Analyse)
        return nullptr;
      Found.emplace();
      Analyse(Ctx, Options, *Found);
      Used = Options;
    }
    return &*Found;
  }

private:
  static bool sameOptions(const FindingOptions &A, const FindingOptions &B) {
    auto Key = [](const FindingOptions &O) {
      return std::make_tuple(O.Limits.MaxOperations, O.Limits.Forwarding,
                             O.Limits.Expansion, O.CheckRegions,
                             O.NoAssumeDisjoint, O.NoAssumeCallerCopies);
    };
    return Key(A) == Key(B);
  }

  std::optional<std::map<unsigned, LoopFindings>> Found;
  FindingOptions Used;
};

/// One rule of Rules.h as a clang-tidy check.
class RuleCheck : public ClangTidyCheck {
public:
  RuleCheck(StringRef Name, ClangTidyContext *Context, Rule Of,
            std::shared_ptr<SharedFindings> Shared)
      : ClangTidyCheck(Name, Context), Of(Of), Shared(std::move(Shared)) {
    Options.Limits.MaxOperations =
        number("MaxOperations", Options.Limits.MaxOperations);
    Options.Limits.Forwarding = flag("Forward", Options.Limits.Forwarding);
    Options.Limits.Expansion = flag("Expand", Options.Limits.Expansion);
    Options.NoAssumeDisjoint = !flag("AssumeDisjoint", true);
    Options.NoAssumeCallerCopies = !flag("AssumeCallerCopies", true);
    Options.CheckRegions = flag("CheckRegions", false);
  }

  bool isLanguageVersionSupported(const LangOptions &LangOpts) const override {
    return LangOpts.OpenMP;
  }

  void storeOptions(ClangTidyOptions::OptionMap &Opts) override {
    auto Flag = [&](StringRef Name, bool Value) {
      ClangTidyCheck::Options.store(Opts, Name, Value ? "true" : "false");
    };
    ClangTidyCheck::Options.store(Opts, "MaxOperations",
                                  Options.Limits.MaxOperations);
    Flag("Forward", Options.Limits.Forwarding);
    Flag("Expand", Options.Limits.Expansion);
    Flag("AssumeDisjoint", !Options.NoAssumeDisjoint);
    Flag("AssumeCallerCopies", !Options.NoAssumeCallerCopies);
    Flag("CheckRegions", Options.CheckRegions);
  }

  void onStartOfTranslationUnit() override { Shared->forget(); }

  // ompfix checks functions, not single statements: the dataflow of a
  // loop reaches the code before and after it, and a template's
  // instantiations are judged together. So the check matches the
  // translation unit once and reports its rule's findings in it.
  void registerMatchers(MatchFinder *Finder) override {
    Finder->addMatcher(translationUnitDecl(), this);
  }

  void check(const MatchFinder::MatchResult &Result) override {
    std::string Error;
    const std::map<unsigned, LoopFindings> *Found =
        Shared->of(*Result.Context, Options, Error);
    if (!Found) {
      // (Once per run, by the first check.)
      static bool Said = false;
      if (!Said)
        configurationDiag("%0") << Error;
      Said = true;
      return;
    }
    for (const auto &[Key, F] : *Found) {
      // A finding of this rule, and the notes that follow it.
      bool Mine = false;
      for (const PendingDiagnostic &D : F.Diagnostics) {
        if (D.Of)
          Mine = *D.Of == Of;
        else if (D.Level != Severity::Note)
          Mine = false; // a remark: not a clang-tidy diagnostic
        if (!Mine)
          continue;
        // (Messages may hold '%': an argument, not the format.)
        diag(D.Loc, "%0",
             D.Of ? DiagnosticIDs::Warning : DiagnosticIDs::Note)
            << D.Message << D.Hints;
      }
    }
  }

private:
  // (clang-tidy's OptionsView reads numbers and flags with templates that
  // GCC and Clang mangle differently, and clang-tidy-19 is built with
  // Clang: the plugin reads the text and parses it itself.)
  std::optional<StringRef> text(StringRef Name) const {
    return ClangTidyCheck::Options.getLocalOrGlobal(Name);
  }
  unsigned long number(StringRef Name, unsigned long Default) const {
    unsigned long Value;
    std::optional<StringRef> Text = text(Name);
    if (!Text)
      return Default;
    if (Text->getAsInteger(10, Value)) {
      configurationDiag("invalid configuration value '%0' for option '%1': "
                        "expected a number")
          << *Text << Name;
      return Default;
    }
    return Value;
  }
  bool flag(StringRef Name, bool Default) const {
    std::optional<StringRef> Text = text(Name);
    if (!Text)
      return Default;
    if (std::optional<bool> Value = llvm::StringSwitch<std::optional<bool>>(
                                        Text->lower())
                                        .Cases("true", "1", "on", true)
                                        .Cases("false", "0", "off", false)
                                        .Default(std::nullopt))
      return *Value;
    configurationDiag("invalid configuration value '%0' for option '%1': "
                      "expected true or false")
        << *Text << Name;
    return Default;
  }

  Rule Of;
  FindingOptions Options;
  std::shared_ptr<SharedFindings> Shared;
};

class OmpfixModule : public ClangTidyModule {
public:
  void addCheckFactories(ClangTidyCheckFactories &Factories) override {
    auto Shared = std::make_shared<SharedFindings>();
    for (const RuleInfo &R : allRules())
      Factories.registerCheckFactory(
          R.Name, [Shared, Of = R.Id](StringRef Name,
                                      ClangTidyContext *Context) {
            return std::make_unique<RuleCheck>(Name, Context, Of, Shared);
          });
  }
};

} // namespace
} // namespace ompfix

static clang::tidy::ClangTidyModuleRegistry::Add<ompfix::OmpfixModule>
    OmpfixModuleEntry("ompfix-module",
                      "ompfix: OpenMP data-sharing proofs and fixes.");
