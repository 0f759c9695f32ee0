//===- ReportFormats.h - The report as JSON and SARIF ------*- C++ -*-===//
//
// The machine-readable forms of the findings (findings/Report.h): JSON
// (Json.cpp, docs/report.md) and SARIF 2.1.0 (Sarif.cpp); and the
// verdicts as the text output says them (TextOutput.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef OMPFIX_REWRITER_OUTPUT_REPORTFORMATS_H
#define OMPFIX_REWRITER_OUTPUT_REPORTFORMATS_H

#include "findings/Report.h"

#include "llvm/Support/raw_ostream.h"

#include <map>
#include <string>
#include <vector>

namespace ompfix {

/// Prints the JSON report (docs/report.md).
void writeJson(llvm::raw_ostream &OS, const std::vector<FileReport> &Files);

/// Prints the report as SARIF 2.1.0 (Sarif.cpp), ompfix as the tool of
/// version \p Version.
void writeSarif(llvm::raw_ostream &OS, const std::vector<FileReport> &Files,
                const std::string &Version);

/// Verdict \p V as the text output says it: the report's word, "fixable".
llvm::raw_ostream &operator<<(llvm::raw_ostream &OS, Verdict V);

/// The summary line's count of the verdicts \p Counts: ": 3 verified, 2
/// violations" (in the order of the enum, none of those counted 0); empty
/// when there are none.
std::string verdictCounts(const std::map<Verdict, size_t> &Counts);

} // namespace ompfix

#endif // OMPFIX_REWRITER_OUTPUT_REPORTFORMATS_H
