//===- Json.cpp - The JSON report (docs/report.md) -------------------------===//

#include "output/ReportFormats.h"
#include "ompfix/Attributes.h"

#include "llvm/Support/JSON.h"

namespace ompfix {

static void writeAccess(llvm::json::OStream &J, const AccessReport &A) {
  J.object([&] {
    J.attribute("line", A.Line);
    J.attribute("column", A.Column);
    J.attribute("text", A.Text);
    J.attribute("write", A.Write);
    if (A.Copy)
      J.attribute("copy", spelling(*A.Copy));
  });
}

void writeJson(llvm::raw_ostream &OS, const std::vector<FileReport> &Files) {
  llvm::json::OStream J(OS, 2);
  J.object([&] {
    J.attributeArray("files", [&] {
      for (const FileReport &F : Files)
        J.object([&] {
          J.attribute("file", F.File);
          J.attributeArray("loops", [&] {
            for (const LoopReport &L : F.Loops)
              J.object([&] {
                J.attribute("line", L.Line);
                J.attribute("column", L.Column);
                J.attribute("directive", L.Directive);
                J.attribute("verdict", spelling(L.Verdict));
                if (L.Verdict == Verdict::Unknown) {
                  J.attribute("reason", L.Reason.Text);
                  J.attribute("reason_kind", spelling(L.Reason.Kind));
                }
                J.attributeArray("variables", [&] {
                  for (const VariableReport &V : L.Variables)
                    J.object([&] {
                      J.attribute("name", V.Name);
                      J.attribute("declared",
                                  spelling(V.Declared.Attr, V.Declared.Op));
                      J.attribute("required",
                                  spelling(V.Required.Attr, V.Required.Op));
                      J.attribute("status", spelling(V.Status));
                      if (V.Required.PossiblyRight)
                        J.attribute("required_proven", false);
                      if (V.Expansion)
                        J.attributeObject("expansion", [&] {
                          J.attribute("copies", V.Expansion->Copies);
                          if (!V.Expansion->Count.empty())
                            J.attribute("count", V.Expansion->Count);
                          J.attribute("bytes_per_copy",
                                      V.Expansion->BytesPerCopy);
                        });
                    });
                });
                J.attributeArray("violations", [&] {
                  for (const ViolationReport &V : L.Violations)
                    J.object([&] {
                      J.attribute("variable", V.Variable);
                      J.attribute("kind",
                                  V.Kind ? spelling(*V.Kind) : "default-none");
                      J.attribute("rule", ruleInfo(V.Rule).Name);
                      J.attributeBegin("access");
                      writeAccess(J, V.Access);
                      J.attributeEnd();
                      J.attributeBegin("other");
                      if (V.Other)
                        writeAccess(J, *V.Other);
                      else
                        J.value(nullptr);
                      J.attributeEnd();
                      J.attributeArray("iterations", [&] {
                        for (const std::string &I : V.Iterations)
                          J.value(I);
                      });
                      if (!V.Parameters.empty())
                        J.attributeObject("parameters", [&] {
                          for (const ParameterValue &P : V.Parameters)
                            J.attribute(P.Name, int64_t(P.Value));
                        });
                      if (V.May)
                        J.attribute("may", true);
                      if (V.Suppressed != ViolationReport::Silence::None)
                        J.attribute("suppressed", true);
                    });
                });
                if (!L.Assumes.empty())
                  J.attributeArray("assumes", [&] {
                    for (const std::string &A : L.Assumes)
                      J.value(A);
                  });
                J.attributeBegin("fixed_pragma");
                if (L.FixedPragma)
                  J.value(*L.FixedPragma);
                else
                  J.value(nullptr);
                J.attributeEnd();
              });
          });
        });
    });
  });
  OS << "\n";
}

} // namespace ompfix
