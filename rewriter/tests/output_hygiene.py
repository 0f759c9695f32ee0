#!/usr/bin/env python3
"""What a user sees beside the findings: one clear line and exit 2 for bad
input (a missing file, a directory, an unknown option or format), the
version, no compiler warnings unless asked for, a --diff that git applies.

    output_hygiene.py --ompfix PATH
"""

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

KERNEL = """int unused_function(int x) { int unused; return x; }
double s;
void sum(int n, const double *restrict a) {
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    s += a[i];
}
"""


UNKNOWN_KERNEL = """void rows(int n, double *restrict a, const int *restrict len) {
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    for (int j = 0; j < len[i] || j < 4; j++)
      a[i * 4 + j] = 0;
}
"""

FIX_KERNEL = """void differences(int n, const double *restrict a, double *restrict b) {
  double prev = 0;
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    b[i] = a[i] - prev;
    prev = a[i];
  }
}
void prefix(int n, double *restrict a) {
#pragma omp parallel for
  for (int i = 1; i < n; i++)
    a[i] = a[i - 1] + 1;
}
"""


def run(cmd, cwd=None):
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=300, cwd=cwd)
    return p.returncode, p.stdout, p.stderr


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--ompfix", required=True)
    args = ap.parse_args()
    ompfix = os.path.abspath(args.ompfix)
    problems = []

    def expect(what, cond, detail=""):
        if not cond:
            problems.append("%s%s" % (what, ("\n" + detail) if detail else ""))

    work = tempfile.mkdtemp(prefix="ompfix-hygiene-")
    try:
        kernel = os.path.join(work, "k.c")
        with open(kernel, "w") as f:
            f.write(KERNEL)
        # Bad input: one line on standard error, nothing on standard output,
        # exit 2.
        for what, cmd, message in (
                ("a missing file", [ompfix, os.path.join(work, "nosuch.c")],
                 r"^ompfix: error: cannot process '[^']*nosuch\.c': no such file$"),
                ("a directory", [ompfix, work],
                 r"^ompfix: error: cannot process '[^']*': it is a directory$"),
                ("an unknown option", [ompfix, "--bogus", kernel],
                 r"^ompfix: error: unknown command line argument '--bogus'.*"
                 r"'ompfix --help' lists the options\)$"),
                ("an unknown format", [ompfix, "--format=xml", kernel],
                 r"^ompfix: error: --format=xml: not one of text, json, sarif$")):
            status, out, err = run(cmd)
            expect("%s: exit %d, want 2" % (what, status), status == 2, err)
            expect("%s: not one clear line: %r" % (what, err),
                   re.match(message, err.rstrip("\n")) and err.count("\n") == 1)
            expect("%s: standard output not empty: %r" % (what, out), out == "")
        # The version: ompfix's, with the LLVM and isl it is built on and the
        # allocator that serves malloc (mimalloc, or the check costs more).
        status, out, err = run([ompfix, "--version"])
        expect("--version: %r" % out, status == 0 and
               re.fullmatch(r"ompfix \d+\.\d+\.\d+ \(LLVM 19\.[\d.]+, isl-0\.25\S*, "
                            r"mimalloc 2\.\d+\.\d+\)\n", out))
        # The compiler's warnings only when asked for; ompfix's findings always.
        status, out, err = run([ompfix, kernel, "--", "-Wall"])
        expect("compiler warnings shown without --show-compiler-warnings", "-Wunused" not in err, err)
        expect("the finding is missing", "[ompfix-missing-reduction]" in err, err)
        expect("exit %d for a fixable loop, want 1" % status, status == 1)
        status, out, err = run([ompfix, "--show-compiler-warnings", kernel, "--", "-Wall"])
        expect("--show-compiler-warnings hides them", "-Wunused-variable" in err, err)
        # A crash (clang's own debugging pragma makes one): LLVM's stack
        # dump of it, one line that says which file was not checked, the
        # other files checked, exit 2 (not a second crash at exit).
        crashing = os.path.join(work, "crashing.c")
        with open(crashing, "w") as f:
            f.write("#pragma clang __debug crash\nvoid f(void) {}\n")
        status, out, err = run([ompfix, crashing, kernel, "--"])
        expect("a crash: exit %d, want 2" % status, status == 2, err)
        expect("a crash: no stack dump", "Stack dump:" in err and
               "PLEASE report this crash of ompfix" in err, err)
        expect("a crash: no word on the file",
               "internal error (a crash) while checking '%s'" % crashing in err, err)
        expect("a crash: the other file was not checked",
               "[ompfix-missing-reduction]" in err, err)
        # What clang makes an error by default stays one (a call to an
        # undeclared function in C99): ompfix checks what clang compiles.
        implicit = os.path.join(work, "implicit.c")
        with open(implicit, "w") as f:
            f.write("void g(int n, double *a) {\n#pragma omp parallel for\n"
                    "  for (int i = 0; i < n; i++) a[i] = h(i);\n}\n")
        status, out, err = run([ompfix, implicit, "--"])
        expect("an error-by-default warning hidden: exit %d, want 2" % status,
               status == 2 and "call to undeclared function 'h'" in err, err)
        # -Werror in the file's flags does not stop the check.
        status, out, err = run([ompfix, kernel, "--", "-Wall", "-Werror"])
        expect("-Werror: exit %d, want 1" % status, status == 1, err)
        # --diff is what git apply takes (a/ and b/), from the project's root.
        status, diff, err = run([ompfix, "--diff", "k.c"], cwd=work)
        expect("--diff header", diff.startswith("--- a/k.c\n+++ b/k.c\n"), diff)
        if shutil.which("git"):
            patch = os.path.join(work, "fix.diff")
            with open(patch, "w") as f:
                f.write(diff)
            status, out, err = run(["git", "apply", "fix.diff"], cwd=work)
            expect("git apply of --diff: exit %d" % status, status == 0, err)
            with open(kernel) as f:
                expect("git apply did not add the reduction",
                       "reduction(+: s)" in f.read())
        # A compilation database as clang-tidy finds it: in the file's
        # directory or a parent (here the project's root, for src/sized.c),
        # without -p or --; the file needs its -DSIZE=64.
        project = os.path.join(work, "project")
        os.makedirs(os.path.join(project, "src"))
        with open(os.path.join(project, "src", "sized.c"), "w") as f:
            f.write("void fill(double *a) {\n#pragma omp parallel for\n"
                    "  for (int i = 0; i < SIZE; i++)\n    a[i] = 1.0;\n}\n")
        with open(os.path.join(project, "compile_commands.json"), "w") as f:
            f.write('[{"directory": "%s", "command": "clang-19 -c -DSIZE=64 src/sized.c",'
                    ' "file": "src/sized.c"}]' % project)
        status, out, err = run([ompfix, "--format=json", "sized.c"],
                               cwd=os.path.join(project, "src"))
        expect("the database above the file was not found: exit %d" % status,
               status == 0 and '"verdict": "verified"' in out, out + err)
        # -j: the same output, in the order of the files.
        names = []
        for k in range(4):
            name = os.path.join(work, "j%d.c" % k)
            with open(name, "w") as f:
                f.write(FIX_KERNEL if k % 2 else KERNEL)
            names.append(name)
        one = run([ompfix] + names + ["--", "-Wall"])
        two = run([ompfix, "-j", "2"] + names + ["--", "-Wall"])
        strip = lambda err: re.sub(r"; [\d.]+ s\n$", "", err)
        expect("-j 2 says other things than -j 1",
               one[0] == two[0] and strip(one[2]) == strip(two[2]), one[2] + "\n----\n" + two[2])
        expect("no summary line: %r" % one[2][-200:],
               re.search(r"ompfix: 4 files, 6 loops and regions: 4 fixable, 2 violations; "
                         r"[\d.]+ s\n$", one[2]))
        # .ompfix.yaml, the nearest one up from the file: rules turned off
        # are silenced (and counted), Strict makes an unknown loop fail; the
        # command line wins; a broken file is one error with its place.
        configured = os.path.join(work, "configured")
        os.makedirs(os.path.join(configured, "src"))
        with open(os.path.join(configured, ".ompfix.yaml"), "w") as f:
            f.write("DisabledRules: ['ompfix-missing-*']\nStrict: true\n")
        mixed = os.path.join(configured, "src", "mixed.c")
        with open(mixed, "w") as f:
            f.write(KERNEL + UNKNOWN_KERNEL)
        status, out, err = run([ompfix, mixed, "--"])
        expect("configuration: exit %d, want 1 (Strict, an unknown loop)" % status,
               status == 1, err)
        expect("a disabled rule is shown", "[ompfix-missing-reduction]" not in err, err)
        expect("the silenced finding is not counted",
               re.search(r"; 1 finding silenced; [\d.]+ s\n$", err), err)
        status, out, err = run([ompfix, "--strict=false", mixed, "--"])
        expect("--strict=false does not win over Strict: exit %d" % status, status == 0, err)
        other = os.path.join(work, "other.yaml")
        with open(other, "w") as f:
            f.write("Strict: false\n")
        status, out, err = run([ompfix, "--config-file=" + other, mixed, "--"])
        expect("--config-file: exit %d, want 1 (the finding is back)" % status,
               status == 1 and "[ompfix-missing-reduction]" in err, err)
        with open(os.path.join(configured, ".ompfix.yaml"), "w") as f:
            f.write("Strict: true\nStirct: false\n")
        status, out, err = run([ompfix, mixed, "--"])
        expect("a broken configuration: exit %d, want 2" % status, status == 2, err)
        expect("a broken configuration: %r" % err,
               re.match(r"ompfix: error: [^:]*/configured/\.ompfix\.yaml:2:1: "
                        r"unknown key 'Stirct'\n$", err))
        # default(none) code that lacks clauses does not compile: ompfix
        # checks it without the clause and gives the clauses. Where it cannot
        # (the clause comes from a macro), it says which variables want
        # clauses, and where.
        dn = os.path.join(work, "dn.c")
        with open(dn, "w") as f:
            f.write("void f(int n, const double *a, double *b) {\n  double t;\n"
                    "#pragma omp parallel for default(none) shared(a, b, n)\n"
                    "  for (int i = 0; i < n; i++) {\n    t = a[i];\n    b[i] = t;\n  }\n}\n")
        status, out, err = run([ompfix, dn, "--"])
        expect("default(none) without clauses: exit %d, want 1" % status, status == 1, err)
        expect("default(none) without clauses: no finding for 't'",
               "dn.c:3:1: error: 't' has no data-sharing clause, which default(none) "
               "demands; it needs 'private(t)' [ompfix-default-none]" in err, err)
        status, out, err = run([ompfix, "--diff", dn, "--"])
        expect("default(none) without clauses: no rewrite",
               "+#pragma omp parallel for default(none) shared(a, b, n) private(t)" in out, out)
        with open(dn, "w") as f:
            f.write("#define PARALLEL _Pragma(\"omp parallel for default(none) shared(a, b, n)\")\n"
                    "void f(int n, const double *a, double *b) {\n  double t;\n"
                    "PARALLEL\n"
                    "  for (int i = 0; i < n; i++) {\n    t = a[i];\n    b[i] = t;\n  }\n}\n")
        status, out, err = run([ompfix, dn, "--"])
        expect("default(none) from a macro: exit %d, want 2" % status, status == 2, err)
        expect("default(none) from a macro: no word on what it wants",
               "cannot process '%s': default(none) wants a clause for 't' "
               "(the directive on line 4)" % dn in err, err)
        # --fix says what it applied and shows only what is still wrong,
        # where it now stands (forwarding adds lines above the violation).
        fixing = os.path.join(work, "fixing.c")
        with open(fixing, "w") as f:
            f.write(FIX_KERNEL)
        status, out, err = run([ompfix, "--fix", fixing])
        expect("--fix: exit %d, want 1 (a violation is left)" % status, status == 1, err)
        expect("--fix does not say what it applied",
               "ompfix: applied 1 of 1 fix in 1 file\n" in err, err)
        expect("--fix shows what it fixed", "[ompfix-carried-scalar]" not in err, err)
        with open(fixing) as f:
            now = f.read().split("\n")
        racy = 1 + next(i for i, line in enumerate(now) if "#pragma omp parallel for" in line
                        and "a[i - 1]" in now[i + 2])
        expect("--fix reports the violation where it was (want line %d)" % racy,
               re.search(r"fixing\.c:%d:1: error: data race on shared variable 'a' "
                         r"\[ompfix-race\]" % racy, err), err)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    for p in problems:
        print("FAIL: " + p)
    print("output hygiene: %s" % ("FAIL" if problems else "ok"))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
