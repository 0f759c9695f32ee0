//===- ModelCompare.cpp - model_compare: two model dumps, by structure ----===//
//
//   model_compare EXPECTED ACTUAL
//
// Each file holds the output of `ompfix --dump-model` (or only its dump
// part, as tests/inputs/*.model do); ACTUAL may be `-` for the standard
// input. Compares them as ModelCompare.h says; prints each difference and
// exits 1 if there is one, 0 if none, 2 if a file cannot be read or holds
// no model.
//
//===----------------------------------------------------------------------===//

#include "frontend/tests/ModelCompare.h"

#include <isl/ctx.h>

#include <fstream>
#include <iostream>

using namespace modelcompare;

static bool read(const std::string &Path, Dump &Out) {
  std::string Error;
  bool Ok;
  if (Path == "-") {
    Ok = parseDump(std::cin, Out, Error);
  } else {
    std::ifstream In(Path);
    if (!In) {
      std::cerr << "model_compare: cannot read " << Path << "\n";
      return false;
    }
    Ok = parseDump(In, Out, Error);
  }
  if (!Ok) {
    std::cerr << "model_compare: " << Path << ": " << Error << "\n";
    return false;
  }
  if (Out.Functions.empty()) {
    std::cerr << "model_compare: " << Path
              << ": no model (no line 'function NAME')\n";
    return false;
  }
  return true;
}

int main(int argc, char **argv) {
  if (argc != 3) {
    std::cerr << "usage: model_compare EXPECTED ACTUAL (ACTUAL may be -)\n";
    return 2;
  }
  Dump Expected, Actual;
  if (!read(argv[1], Expected) || !read(argv[2], Actual))
    return 2;
  isl_ctx *Ctx = isl_ctx_alloc();
  std::vector<std::string> Diffs = compareDumps(Ctx, Expected, Actual);
  isl_ctx_free(Ctx);
  for (const std::string &D : Diffs)
    std::cout << D << "\n";
  if (!Diffs.empty()) {
    std::cout << Diffs.size() << " difference" << (Diffs.size() == 1 ? "" : "s")
              << " between " << argv[1] << " and " << argv[2] << "\n";
    return 1;
  }
  return 0;
}
