#!/usr/bin/env python3
"""Loop directives in headers, as clang-tidy's --header-filter reads them:
checked only in the headers whose paths match, each header reported once
in a run (two files that include it: one report), in the text, JSON and
SARIF; its clauses rewritten by --diff and --fix (and re-checked through
the file that includes it), its code never (a forwarded scalar is said,
not rewritten); `HeaderFilter` in .ompfix.yaml; a bad expression is one
line and exit 2.

    header_filter.py --ompfix OMPFIX --clang CLANG
"""

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

HEADER = """#ifndef KERNELS_H
#define KERNELS_H
static inline double sum(int n, const double *restrict a) {
  double t = 0;
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    t += a[i];
  return t;
}
static inline void shift(int n, double *restrict a) {
#pragma omp parallel for
  for (int i = 1; i < n; i++)
    a[i] = a[i - 1];
}
static inline void carried(int n, const double *restrict a, double *restrict b) {
  double prev = 0;
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    b[i] = a[i] - prev;
    prev = a[i];
  }
}
#endif
"""
OTHER_HEADER = """static inline void clean(int n, double *restrict a) {
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    a[i] = 0;
}
"""
FIRST = """#include "kernels.h"
#include "other.h"
double first(int n, double *restrict a) {
  double s = 0;
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    s += a[i];
  return s + sum(n, a);
}
"""
SECOND = """#include "kernels.h"
void second(int n, double *restrict a) {
  shift(n, a);
}
"""

FINDING = re.compile(r"^(\S+?):(\d+):\d+: (?:error|warning): .*\[(ompfix-[a-z-]+)\]$", re.M)


def run(cmd, cwd=None, stdout_only=False):
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=600, cwd=cwd)
    return p.returncode, p.stdout if stdout_only else p.stdout + p.stderr


def findings(text):
    return sorted((os.path.basename(f), int(line), rule) for f, line, rule in FINDING.findall(text))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--ompfix", required=True)
    ap.add_argument("--clang", required=True)
    args = ap.parse_args()
    args.ompfix = os.path.abspath(args.ompfix)
    problems = []
    work = tempfile.mkdtemp(prefix="ompfix-headers-")
    try:
        def write(name, text):
            with open(os.path.join(work, name), "w") as f:
                f.write(text)
        write("kernels.h", HEADER)
        write("other.h", OTHER_HEADER)
        write("first.c", FIRST)
        write("second.c", SECOND)
        files = ["first.c", "second.c"]
        tool = [args.ompfix]

        # Without the filter: the files' own loops alone.
        status, out = run(tool + files + ["--"], cwd=work)
        if findings(out) != [("first.c", 5, "ompfix-missing-reduction")]:
            problems.append("without --header-filter: %s\n%s" % (findings(out), out))

        # With it: kernels.h once (both files include it), other.h not.
        status, out = run(tool + ["--header-filter=kernels\\.h"] + files + ["--"], cwd=work)
        want = [("first.c", 5, "ompfix-missing-reduction"),
                ("kernels.h", 5, "ompfix-missing-reduction"),
                ("kernels.h", 11, "ompfix-race"),
                ("kernels.h", 17, "ompfix-carried-scalar")]
        if findings(out) != want:
            problems.append("--header-filter=kernels\\.h: %s, want %s\n%s" % (findings(out), want, out))
        if "ompfix does not rewrite this for 'prev': the loop is in a header" not in out:
            problems.append("the forwarding in a header is not said to be left:\n" + out)
        if "ompfix: 3 files, 4 loops and regions" not in out:
            problems.append("the summary does not count the header once:\n" + out)

        # JSON and SARIF: the header is a file of the report, once.
        status, out = run(tool + ["--format=json", "--header-filter=kernels"] + files + ["--"],
                          cwd=work, stdout_only=True)
        try:
            reported = [os.path.basename(f["file"]) for f in json.loads(out)["files"]]
        except (ValueError, KeyError) as e:
            reported = ["unreadable: %s" % e]
        if reported != ["first.c", "kernels.h", "second.c"]:
            problems.append("JSON files %s" % reported)
        status, out = run(tool + ["--format=sarif", "--header-filter=kernels"] + files + ["--"],
                          cwd=work, stdout_only=True)
        try:
            uris = sorted({os.path.basename(r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"])
                           for r in json.loads(out)["runs"][0]["results"]})
        except (ValueError, KeyError, IndexError) as e:
            uris = ["unreadable: %s" % e]
        if uris != ["first.c", "kernels.h"]:
            problems.append("SARIF results in %s" % uris)

        # .ompfix.yaml's HeaderFilter, as the option.
        write(".ompfix.yaml", "HeaderFilter: 'other\\.h'\n")
        status, out = run(tool + ["first.c", "--"], cwd=work)
        if "ompfix: 2 files, 2 loops and regions" not in out:
            problems.append(".ompfix.yaml's HeaderFilter is not read:\n" + out)
        os.remove(os.path.join(work, ".ompfix.yaml"))

        # A bad expression: one line, exit 2.
        status, out = run(tool + ["--header-filter=kern(", "first.c", "--"], cwd=work)
        if status != 2 or len(out.strip().splitlines()) != 1 or "header-filter" not in out:
            problems.append("a bad --header-filter: exit %d\n%s" % (status, out))

        # --diff and --fix: the header's clauses, once; then it compiles and
        # the rewritten loops are verified.
        status, out = run(tool + ["--diff", "--header-filter=kernels"] + files + ["--"],
                          cwd=work, stdout_only=True)
        if out.count("+++ b/") != 2 or "reduction(+: t)" not in out:
            problems.append("--diff with a header:\n" + out)
        status, out = run(tool + ["--fix", "--header-filter=kernels"] + files + ["--"], cwd=work)
        with open(os.path.join(work, "kernels.h")) as f:
            header = f.read()
        if "#pragma omp parallel for reduction(+: t)" not in header:
            problems.append("--fix did not rewrite the header:\n%s\n%s" % (out, header))
        if "applied 2 of 2 fixes in 2 files" not in out:
            problems.append("--fix's count:\n" + out)
        for name in files:
            status, err = run([args.clang, "-fopenmp", "-fsyntax-only", name], cwd=work)
            if status != 0:
                problems.append("%s does not compile after --fix:\n%s" % (name, err))
        status, out = run(tool + ["--format=json", "--header-filter=kernels"] + files + ["--"],
                          cwd=work, stdout_only=True)
        verdicts = {}
        for f in json.loads(out)["files"]:
            for loop in f["loops"]:
                verdicts[(os.path.basename(f["file"]), loop["line"])] = loop["verdict"]
        want = {("first.c", 5): "verified", ("kernels.h", 5): "verified",
                ("kernels.h", 11): "violation", ("kernels.h", 17): "fixable"}
        if verdicts != want:
            problems.append("after --fix: %s, want %s" % (verdicts, want))
    finally:
        shutil.rmtree(work, ignore_errors=True)
    for p in problems:
        print("FAIL: " + p)
    if not problems:
        print("ok: headers are checked as --header-filter says, once, and rewritten")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
