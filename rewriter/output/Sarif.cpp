//===- Sarif.cpp - The report as SARIF 2.1.0 ------------------------------===//
//
// For code-scanning services: one run of the tool ompfix, its rules (every
// rule of Rules.h, with its summary as help), and a result per finding:
//
//   - each violation, at its directive, with the two accesses as related
//     locations (their notes' text) and the directive's fix as a SARIF fix
//     (the edits of the file, by character offset);
//   - a directive ompfix could not check (ompfix-unchecked, a warning, its
//     reason in the message);
//   - a clause on a variable the construct never accesses
//     (ompfix-redundant-clause, a warning).
//
// A finding silenced by a NOLINT comment has a suppression of kind
// "inSource"; by the configuration, "external".
//
//===----------------------------------------------------------------------===//

#include "output/ReportFormats.h"
#include "findings/Rules.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/Path.h"

namespace ompfix {

namespace {

/// \p Path as a URI reference: a relative path stays relative (to where
/// ompfix ran), an absolute one becomes a file: URI; characters a URI
/// cannot hold are percent-encoded.
std::string uriOf(llvm::StringRef Path) {
  std::string Encoded;
  for (unsigned char C : Path) {
    if (llvm::isAlnum(C) || llvm::StringRef("/-._~").contains(C))
      Encoded += C;
    else
      Encoded += "%" + llvm::utohexstr(C, /*LowerCase=*/false, /*Width=*/2);
  }
  return llvm::sys::path::is_absolute(Path) ? "file://" + Encoded : Encoded;
}

class SarifWriter {
public:
  SarifWriter(llvm::raw_ostream &OS) : J(OS, 2) {}

  void write(const std::vector<FileReport> &Files, const std::string &Version) {
    J.object([&] {
      J.attribute("$schema", "https://json.schemastore.org/sarif-2.1.0.json");
      J.attribute("version", "2.1.0");
      J.attributeArray("runs", [&] {
        J.object([&] {
          J.attributeObject("tool", [&] {
            J.attributeObject("driver", [&] { driver(Version); });
          });
          J.attributeArray("results", [&] {
            for (const FileReport &F : Files)
              for (const LoopReport &L : F.Loops)
                results(F, L);
          });
        });
      });
    });
  }

private:
  void driver(const std::string &Version) {
    J.attribute("name", "ompfix");
    J.attribute("version", Version);
    J.attribute("informationUri",
                "https://www.openmp.org/specifications/");
    J.attributeArray("rules", [&] {
      for (const RuleInfo &R : allRules())
        J.object([&] {
          J.attribute("id", R.Name);
          J.attributeObject("shortDescription",
                            [&] { J.attribute("text", R.Summary); });
          J.attributeObject("help", [&] {
            J.attribute("text", std::string(R.Summary) +
                                    " Its example and fix: docs/rules.md, "
                                    "section " + R.Name + ".");
          });
          J.attributeObject("defaultConfiguration",
                            [&] { J.attribute("level", levelOf(R.Level)); });
        });
    });
  }

  /// SARIF's level of severity \p S (which has no remarks: notes).
  static const char *levelOf(Severity S) {
    switch (S) {
    case Severity::Error:
      return "error";
    case Severity::Warning:
      return "warning";
    case Severity::Remark:
    case Severity::Note:
      return "note";
    }
    return "note";
  }

  static size_t indexOf(Rule R) {
    llvm::ArrayRef<RuleInfo> All = allRules();
    for (size_t I = 0; I < All.size(); ++I)
      if (All[I].Id == R)
        return I;
    return 0;
  }

  void location(const std::string &File, unsigned Line, unsigned Column,
                const std::string *Message = nullptr, int Id = -1) {
    J.object([&] {
      if (Id >= 0)
        J.attribute("id", Id);
      J.attributeObject("physicalLocation", [&] {
        J.attributeObject("artifactLocation",
                          [&] { J.attribute("uri", uriOf(File)); });
        J.attributeObject("region", [&] {
          J.attribute("startLine", Line);
          if (Column)
            J.attribute("startColumn", Column);
        });
      });
      if (Message)
        J.attributeObject("message", [&] { J.attribute("text", *Message); });
    });
  }

  void fix(const FileReport &F, const LoopReport &L) {
    J.attributeArray("fixes", [&] {
      J.object([&] {
        J.attributeObject("description", [&] {
          J.attribute("text", L.FixedPragma ? "Rewrite the directive as '" +
                                                  *L.FixedPragma + "'"
                                            : std::string("The rewrite"));
        });
        J.attributeArray("artifactChanges", [&] {
          J.object([&] {
            J.attributeObject("artifactLocation",
                              [&] { J.attribute("uri", uriOf(F.File)); });
            J.attributeArray("replacements", [&] {
              for (const TextEdit &E : L.Edits)
                J.object([&] {
                  J.attributeObject("deletedRegion", [&] {
                    J.attribute("charOffset", uint64_t(E.Offset));
                    J.attribute("charLength", uint64_t(E.Length));
                  });
                  J.attributeObject("insertedContent",
                                    [&] { J.attribute("text", E.Text); });
                });
            });
          });
        });
      });
    });
  }

  void result(Rule R, const std::string &Message, const FileReport &F,
              const LoopReport &L,
              llvm::function_ref<void()> Rest = [] {}) {
    J.object([&] {
      J.attribute("ruleId", ruleInfo(R).Name);
      J.attribute("ruleIndex", uint64_t(indexOf(R)));
      J.attribute("level", levelOf(ruleInfo(R).Level));
      J.attributeObject("message", [&] { J.attribute("text", Message); });
      J.attributeArray("locations",
                       [&] { location(F.File, L.Line, L.Column); });
      Rest();
    });
  }

  void results(const FileReport &F, const LoopReport &L) {
    for (const LoopReport::WarningReport &W : L.Warnings)
      result(W.Rule, W.Message, F, L);
    bool Fixed = false;
    for (const ViolationReport &V : L.Violations) {
      result(V.Rule, V.Message, F, L, [&] {
        J.attributeArray("relatedLocations", [&] {
          auto Note = [&](const AccessReport &A, size_t Iteration, int Id) {
            std::string Text =
                (Iteration < V.Iterations.size()
                     ? (nounOf(L) == "loop" &&
                                llvm::StringRef(V.Iterations[Iteration])
                                    .contains(" = ")
                            ? "iteration "
                            : "") +
                           V.Iterations[Iteration] + " "
                     : std::string()) +
                (A.Write ? "writes '" : "reads '") + A.Text + "'";
            location(F.File, A.Line, A.Column, &Text, Id);
          };
          // (A default(none) finding's access is the clause: no note.)
          if (V.Rule != Rule::DefaultNone)
            Note(V.Access, 0, 0);
          if (V.Other)
            Note(*V.Other, 1, 1);
        });
        if (V.Suppressed != ViolationReport::Silence::None)
          J.attributeArray("suppressions", [&] {
            J.object([&] {
              J.attribute("kind", V.Suppressed ==
                                          ViolationReport::Silence::Comment
                                      ? "inSource"
                                      : "external");
            });
          });
        // (The directive's fix once, with its first finding.)
        if (!Fixed && !L.Edits.empty()) {
          fix(F, L);
          Fixed = true;
        }
      });
    }
  }

  static std::string nounOf(const LoopReport &L) {
    return L.Directive == "parallel" || L.Directive == "teams" ? "region"
                                                               : "loop";
  }

  llvm::json::OStream J;
};

} // namespace

void writeSarif(llvm::raw_ostream &OS, const std::vector<FileReport> &Files,
                const std::string &Version) {
  SarifWriter(OS).write(Files, Version);
  OS << "\n";
}

} // namespace ompfix
