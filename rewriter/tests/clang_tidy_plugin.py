#!/usr/bin/env python3
"""ompfix's rules as clang-tidy checks: clang-tidy-19 loads the plugin
(--load) and then reports, silences (NOLINT), configures (.clang-tidy),
fixes (--fix) and runs over a compile database (run-clang-tidy) as for any
of its own checks. What the plugin reports is compared with what ompfix
reports on the same file: the same rules on the same lines.

    clang_tidy_plugin.py --plugin LIB --ompfix OMPFIX --clang-tidy BIN
                         --run-clang-tidy SCRIPT --clang CLANG
"""

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

# A race on 's' (line 5) and a sum that wants a reduction (line 10), a
# scratch scalar that wants private (line 16), and a clean loop (line 22).
KERNEL = """double s;
void racy(int n, double *restrict a) {
  // 'a[i + 1]' is read by iteration i and written by iteration i + 1.
#pragma omp parallel for
  for (int i = 0; i < n - 1; i++)
    a[i] = a[i + 1] + 1;
}
double sum(int n, const double *restrict a) {
  double total = 0;
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    total += a[i];
  return total;
}
void scratch(int n, double *restrict a, const double *restrict b) {
  double t;
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    t = b[i] * 2;
    a[i] = t * t;
  }
}
void clean(int n, double *restrict a) {
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    a[i] *= 2;
}
"""

WARNING = re.compile(r"^[^:\n]*:(\d+):\d+: (?:warning|error): .*\[(ompfix-[a-z-]+)", re.M)


def run(cmd, cwd=None, stdout_only=False):
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=600, cwd=cwd)
    return p.returncode, p.stdout if stdout_only else p.stdout + p.stderr


def findings(text):
    """(line, rule) of every finding in clang-tidy's or ompfix's output."""
    return sorted((int(m.group(1)), m.group(2)) for m in WARNING.finditer(text))


def main():
    ap = argparse.ArgumentParser()
    for name in ("plugin", "ompfix", "clang-tidy", "run-clang-tidy", "clang"):
        ap.add_argument("--" + name, required=True)
    args = ap.parse_args()
    args.plugin = os.path.abspath(args.plugin)
    problems = []
    work = tempfile.mkdtemp(prefix="ompfix-tidy-")
    try:
        tidy = [args.clang_tidy, "--load=" + args.plugin]
        src = os.path.join(work, "kernels.c")
        with open(src, "w") as f:
            f.write(KERNEL)
        flags = ["--", "-fopenmp", "-std=c11"]

        # Every rule is a check.
        status, out = run(tidy + ["--checks=-*,ompfix-*", "--list-checks"])
        listed = set(re.findall(r"^\s+(ompfix-[a-z-]+)$", out, re.M))
        status, rules_out = run([args.ompfix, "--list-rules"])
        rules = set(re.findall(r"^(ompfix-[a-z-]+)", rules_out, re.M))
        if not rules or listed != rules:
            problems.append("clang-tidy --list-checks %s, ompfix --list-rules %s"
                            % (sorted(listed), sorted(rules)))

        # The same findings as ompfix, on the same lines.
        status, out = run(tidy + ["--checks=-*,ompfix-*", src] + flags)
        got = findings(out)
        status, ompfix_out = run([args.ompfix, src] + flags)
        want = findings(ompfix_out)
        if not want or got != want:
            problems.append("clang-tidy reports %s, ompfix %s\n%s" % (got, want, out))
        for line, rule in [(4, "ompfix-race"), (10, "ompfix-missing-reduction"),
                           (17, "ompfix-missing-private")]:
            if (line, rule) not in got:
                problems.append("no %s on line %d:\n%s" % (rule, line, out))
        if any(line == 23 for line, _ in got):
            problems.append("a finding on the clean loop:\n" + out)
        # A note of the race names the two accesses.
        if "note:" not in out:
            problems.append("the race comes without its notes:\n" + out)

        # NOLINT, as clang-tidy reads it.
        with open(src, "w") as f:
            f.write(KERNEL.replace("#pragma omp parallel for\n  for (int i = 0; i < n - 1",
                                   "#pragma omp parallel for // NOLINT(ompfix-race)\n"
                                   "  for (int i = 0; i < n - 1"))
        status, out = run(tidy + ["--checks=-*,ompfix-*", src] + flags)
        if any(rule == "ompfix-race" for _, rule in findings(out)) or "NOLINT" not in out:
            problems.append("NOLINT(ompfix-race) is not honoured:\n" + out)

        # .clang-tidy: only one rule, its option read.
        with open(src, "w") as f:
            f.write(KERNEL)
        with open(os.path.join(work, ".clang-tidy"), "w") as f:
            f.write("Checks: '-*,ompfix-missing-reduction'\n"
                    "CheckOptions:\n  MaxOperations: 1000000\n")
        status, out = run([args.clang_tidy, "--load=" + args.plugin, src] + flags)
        if findings(out) != [(10, "ompfix-missing-reduction")]:
            problems.append(".clang-tidy's Checks are not honoured: %s\n%s"
                            % (findings(out), out))
        status, out = run([args.clang_tidy, "--load=" + args.plugin, "--dump-config", src])
        if "ompfix-missing-reduction.MaxOperations: '1000000'" not in out.replace('"', "'"):
            problems.append("the option is not read from .clang-tidy:\n" + out)
        os.remove(os.path.join(work, ".clang-tidy"))

        # --fix: the rewrite compiles and ompfix then verifies every loop but
        # the race (which no clause fixes).
        status, out = run(tidy + ["--checks=-*,ompfix-*", "--fix", src] + flags)
        with open(src) as f:
            fixed = f.read()
        if "reduction(+: total)" not in fixed or "private(t)" not in fixed:
            problems.append("clang-tidy --fix did not rewrite:\n%s\n%s" % (out, fixed))
        status, out = run([args.clang, "-fopenmp", "-fsyntax-only", src])
        if status != 0:
            problems.append("the fixed file does not compile:\n" + out)
        status, out = run([args.ompfix, "--format=json", src] + flags, stdout_only=True)
        try:
            report = json.loads(out)
            verdicts = [loop["verdict"] for f in report["files"] for loop in f["loops"]]
        except (ValueError, KeyError) as e:
            verdicts = ["unreadable: %s %s" % (e, out)]
        if verdicts != ["violation", "verified", "verified", "verified"]:
            problems.append("after --fix, ompfix says %s" % verdicts)

        # run-clang-tidy over a compile database.
        with open(src, "w") as f:
            f.write(KERNEL)
        other = os.path.join(work, "clean.c")
        with open(other, "w") as f:
            f.write(KERNEL[KERNEL.index("void clean"):])
        with open(os.path.join(work, "compile_commands.json"), "w") as f:
            json.dump([{"directory": work, "file": p,
                        "arguments": [args.clang, "-fopenmp", "-c", p]}
                       for p in (src, other)], f)
        status, out = run([sys.executable, args.run_clang_tidy,
                           "-clang-tidy-binary", args.clang_tidy,
                           "-load", args.plugin, "-checks=-*,ompfix-*",
                           "-p", work, "-quiet"], cwd=work)
        if findings(out) != want:
            problems.append("run-clang-tidy reports %s, ompfix %s\n%s"
                            % (findings(out), want, out))
    finally:
        shutil.rmtree(work, ignore_errors=True)
    for p in problems:
        print("FAIL: " + p)
    if not problems:
        print("ok: the plugin's checks report, silence, configure and fix as ompfix")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
