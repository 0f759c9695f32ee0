#!/usr/bin/env python3
"""Calls into functions that other files of the compilation database
define: with `-p`, a call is followed into the definition in another file
(parsed with that file's own command, imported into the checked file's
AST), as into one of the same file; its accesses are the loop's, its race
notes point into that file. `--other-files=false`, no database, a callee
file that does not compile, a virtual member function, and a callee that
holds OpenMP directives that bind to the caller's team (an orphaned
`for`), and one that two files define (the programs of one project)
leave the call unknown (one whose directives are loops of teams of their
own is read without them, which its own file's check checks), never a crash
or a message of the other file; --fix rewrites the checked file alone.
The files parsed are kept in the cache directory: a second run parses
none, an edit of the callee's file or of a header it includes makes it
parsed again, and the verdicts are the same either way.

    other_files.py --ompfix OMPFIX
"""

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile

FILES = {
    "src/util.h": """double average3(const double *b, int i);
void shift(double *a, int i);
double norm(const double *x, int n);
void broken(double *a, int i);
void parallel_scale(double *a, int n);
void team_scale(double *a, int n);
void private_scale(double *a, int n);
double twice(double x);
double elsewhere(double x);
""",
    "src/variant_a.c": """#include "util.h"
double twice(double x) { return 2 * x; }
""",
    "src/variant_b.c": """#include "util.h"
double
twice(double x)
{
  return x + x;
}
""",
    "src/util.c": """#include "util.h"
double average3(const double *b, int i) { return (b[i - 1] + b[i] + b[i + 1]) / 3; }
void shift(double *a, int i) { a[i] = a[i - 1]; }
double norm(const double *x, int n) {
  double s = 0;
  for (int k = 0; k < n; k++)
    s += x[k] * x[k];
  return s;
}
void parallel_scale(double *a, int n) {
#pragma omp parallel for
  for (int k = 0; k < n; k++)
    a[k] *= 2;
}
void team_scale(double *a, int n) {
#pragma omp for
  for (int k = 0; k < n; k++)
    a[k] *= 2;
}
int scratch;
#pragma omp threadprivate(scratch)
void private_scale(double *a, int n) {
#pragma omp parallel for
  for (int k = 0; k < n; k++) {
    scratch = k;
    a[k] *= scratch;
  }
}
""",
    "src/broken.c": """#include "util.h"
void broken(double *a, int i) { a[i] = undeclared_name; }
""",
    "src/kernel.c": """#include "util.h"
void smooth(int n, double *restrict a, const double *restrict b) {
#pragma omp parallel for
  for (int i = 1; i < n - 1; i++)
    a[i] = average3(b, i);
}
void carry(int n, double *a) {
#pragma omp parallel for
  for (int i = 1; i < n; i++)
    shift(a, i);
}
double total(int n, int m, const double *x) {
  double s = 0;
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    s += norm(x + i * m, m);
  return s;
}
void uses_broken(int n, double *a) {
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    broken(a, i);
}
void doubled(int n, const double *restrict x, double *restrict y) {
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    y[i] = twice(x[i]);
}
void nested(int n, double *a) {
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    parallel_scale(a + i * 8, 8);
}
void outside(int n, double *a) {
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    a[i] = elsewhere(a[i]);
}
void overlapping(int n, double *a) {
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    parallel_scale(a + i * 4, 8);
}
void in_team(int n, double *a) {
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    team_scale(a + i * 8, 8);
}
void with_threadprivate(int n, double *a) {
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    private_scale(a + i * 8, 8);
}
""",
    # Two programs of one project: each its own step() (one racy, one
    # not), and a helper copied into both, the same.
    "progs/a/step.c": """void step(double *a, int i) { a[i] = a[i + 1]; }
double helper(double x) { return x * x; }
""",
    "progs/b/step.c": """void step(double *a, int i) { a[i] = 2 * a[i]; }
double helper(double x) { return x * x; }
""",
    "progs/a/main.c": """void step(double *a, int i);
double helper(double x);
void run_a(int n, double *a, double *restrict b) {
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    step(a, i);
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    b[i] = helper(b[i]);
}
""",
    "progs/b/main.c": """void step(double *a, int i);
void run_b(int n, double *a) {
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    step(a, i);
}
""",
    "progs/tool.c": """void step(double *a, int i);
void run_tool(int n, double *a) {
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    step(a, i);
}
""",
    "src/grid.hpp": """struct Grid {
  double *v;
  int n;
  double at(int i) const;
  virtual double weight(int i) const;
};
""",
    "src/grid.cpp": """#include "grid.hpp"
double Grid::at(int i) const { return v[i]; }
double Grid::weight(int i) const { return 1.0; }
""",
    "src/solve.cpp": """#include "grid.hpp"
#include "vec.hpp"
void copy(const Grid &g, double *__restrict out, int n) {
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    out[i] = g.at(i);
}
void weigh(const Grid &g, double *__restrict out, int n) {
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    out[i] = g.weight(i);
}
void add_all(Vec *__restrict v, const Vec *__restrict w, int n) {
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    v[i] += w[i];
}
void scaled(const Grid &g, double *__restrict out, int n) {
  auto twice = [](double x) { return 2 * x; };
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    out[i] = twice(g.at(i));
}
""",
    # An operator defined in another file, found by its spelling.
    "src/vec.hpp": """struct Vec {
  double x, y;
  Vec &operator+=(const Vec &o);
};
""",
    "src/vec.cpp": """#include "vec.hpp"
Vec &Vec::operator+=(const Vec &o) {
  x += o.x;
  y += o.y;
  return *this;
}
""",
}
# More files than are read for one checked file define a member function
# named `at` of classes other than Grid: only Grid's `Grid::at` may be its
# definition, so they are not read. (Their `if (...) {` is what a lambda's
# member, whose name is empty, would take for its definition.)
for k in range(14):
    FILES["src/other/table%d.cpp" % k] = (
        "struct Table%d { double *v; double at(int i) const; };\n"
        "double Table%d::at(int i) const {\n"
        "  if (i < 0) {\n    return 0;\n  }\n  return v[i];\n}\n" % (k, k))

# What each loop of kernel.c and solve.cpp must be: with the database,
# without it (or with --other-files=false).
WITH = {
    ("kernel.c", 3): ("verified", None),
    ("kernel.c", 8): ("violation", None),
    ("kernel.c", 14): ("fixable", None),
    # Why each call stays unknown: what the search of the project met.
    ("kernel.c", 20): ("unknown", "call to 'broken', which may access memory "
                       "('broken.c', which may define it, does not compile "
                       "with its command in the compilation database)"),
    ("kernel.c", 25): ("unknown", "call to 'twice', which may access memory "
                       "(several files of the compilation database define "
                       "it: 'variant_a.c' and 'variant_b.c')"),
    # A callee whose directives are loops of teams of its own is read
    # without them (they are checked in its file); one with a construct
    # that binds to the caller's team (an orphaned `for`) is not.
    ("kernel.c", 30): ("verified", None),
    # (Iterations scale overlapping cells: a product, a reduction.)
    ("kernel.c", 40): ("fixable", None),
    ("kernel.c", 45): ("unknown", "call to 'team_scale', which may access "
                       "memory (its definition in 'util.c' holds OpenMP "
                       "directives, which are not imported from another "
                       "file)"),
    # (A threadprivate variable is one per thread, one without OpenMP.)
    ("kernel.c", 50): ("unknown", "call to 'private_scale', which may "
                       "access memory (its definition in 'util.c' holds "
                       "OpenMP directives, which are not imported from "
                       "another file)"),
    ("kernel.c", 35): ("unknown", "call to 'elsewhere', which may access "
                       "memory (no file of the compilation database defines "
                       "it)"),
    ("solve.cpp", 4): ("verified", None),
    ("solve.cpp", 9): ("unknown", "virtual"),
    ("solve.cpp", 14): ("verified", None),
    # The lambda's members (its destructor, its name empty) are defined
    # where it is: no file is read for them, and Grid::at is found.
    ("solve.cpp", 20): ("verified", None),
    # Each program's own step(), the nearest; between the two, neither.
    ("a/main.c", 4): ("violation", None),
    ("b/main.c", 3): ("verified", None),
    ("progs/tool.c", 3): ("unknown", "several files of the compilation "
                          "database define it: 'a/step.c' and 'b/step.c'"),
    ("a/main.c", 7): ("verified", None),
}
# What a verdict through a chosen body assumes (JSON "assumes").
ASSUMES = {
    ("kernel.c", 30): ["'parallel_scale' in 'util.c' touches what its code "
                       "does without its OpenMP directives, which are "
                       "checked in that file"],
    ("a/main.c", 4): ["'step' is the definition in 'a/step.c' (not the one "
                      "in 'b/step.c')"],
    ("b/main.c", 3): ["'step' is the definition in 'b/step.c' (not the one "
                      "in 'a/step.c')"],
    # The same hash names the functions a body calls, not their bodies
    # (a file's own static helpers may differ): the choice is listed too.
    ("a/main.c", 7): ["'helper' is the definition in 'a/step.c' (not the "
                      "one in 'b/step.c')"],
}


def run(cmd, cwd):
    # (The default cache directory, the user's, in the work directory.)
    env = dict(os.environ, XDG_CACHE_HOME=os.path.join(cwd, "user-cache"))
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=600,
                       cwd=cwd, env=env)
    return p.returncode, p.stdout, p.stderr


def key_of(path):
    """A checked file's key: its name, with its directory below progs/."""
    parts = path.split(os.sep)
    if "progs" in parts:
        return "/".join(parts[parts.index("progs") + 1:]) if \
            len(parts) - parts.index("progs") > 2 else "progs/" + parts[-1]
    return os.path.basename(path)


def verdicts(report, assumes=None):
    found = {}
    for f in report["files"]:
        for loop in f["loops"]:
            found[(key_of(f["file"]), loop["line"])] = (
                loop["verdict"], loop.get("reason") or "")
            if assumes is not None:
                assumes[(key_of(f["file"]), loop["line"])] = loop.get(
                    "assumes", [])
    return found


def parsed_files(err):
    """The other files a --trace-other-files run parsed."""
    return sorted(os.path.basename(line.split("'")[1])
                  for line in err.splitlines()
                  if line.startswith("ompfix: other file") and
                  line.endswith(": parsed"))


def cache_problems(tool, work, checked):
    """The cache: the verdicts of a run that parses and of one that reads
    the cache are the same; a second run parses nothing; an edit of a
    file, or of a header it includes, makes it parsed again."""
    problems = []
    cache = os.path.join(work, "cache")
    cmd = [tool, "--format=json", "--trace-other-files", "--cache-dir",
           cache, "-p", "build"] + checked
    status, out, err = run(cmd, work)
    first = verdicts(json.loads(out))
    if "util.c" not in parsed_files(err) or not os.listdir(cache):
        problems.append("the first run parsed %s and kept %s" % (
            parsed_files(err), os.listdir(cache)))
    status, out, err = run(cmd, work)
    if parsed_files(err):
        problems.append("a second run parsed %s again" % parsed_files(err))
    if verdicts(json.loads(out)) != first:
        problems.append("the verdicts from the cache differ:\n%s\n%s" % (
            first, verdicts(json.loads(out))))
    # An edit of the callee: parsed again, and its new body followed.
    with open(os.path.join(work, "src/util.c")) as f:
        util = f.read()
    with open(os.path.join(work, "src/util.c"), "w") as f:
        f.write(util.replace("a[i] = a[i - 1];", "a[i] = 2 * a[i];"))
    status, out, err = run(cmd, work)
    if parsed_files(err) != ["util.c"]:
        problems.append("after an edit of util.c, parsed %s" %
                        parsed_files(err))
    if verdicts(json.loads(out)).get(("kernel.c", 8), ("?",))[0] != "verified":
        problems.append("after the edit, kernel.c:8 is %s" %
                        (verdicts(json.loads(out)).get(("kernel.c", 8)),))
    with open(os.path.join(work, "src/util.c"), "w") as f:
        f.write(util)
    # An edit of a header: every file that includes it parsed again.
    with open(os.path.join(work, "src/util.h"), "a") as f:
        f.write("double another(double x);\n")
    status, out, err = run(cmd, work)
    if "util.c" not in parsed_files(err) or verdicts(json.loads(out)) != first:
        problems.append("after an edit of util.h, parsed %s; verdicts %s" % (
            parsed_files(err), verdicts(json.loads(out))))
    # Off: nothing kept; a directory that cannot be made: said once, and
    # the run goes on.
    off = os.path.join(work, "off")
    status, out, err = run(cmd[:4] + [off, "--cache=false"] + cmd[5:], work)
    if os.path.exists(off) or verdicts(json.loads(out)) != first:
        problems.append("--cache=false kept files, or its verdicts differ")
    bad = os.path.join(work, "src/util.c", "cache")
    status, out, err = run(cmd[:4] + [bad] + cmd[5:], work)
    if err.count("cannot keep parsed files in") != 1 or \
            verdicts(json.loads(out)) != first:
        problems.append("an unusable cache directory: %s" % err)
    return problems


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--ompfix", required=True)
    args = ap.parse_args()
    tool = os.path.abspath(args.ompfix)
    problems = []
    work = tempfile.mkdtemp(prefix="ompfix-other-files-")
    try:
        for name, text in FILES.items():
            os.makedirs(os.path.join(work, os.path.dirname(name)), exist_ok=True)
            with open(os.path.join(work, name), "w") as f:
                f.write(text)
        # The usual CMake layout: the database in build/, relative names.
        os.makedirs(os.path.join(work, "build"))
        commands = [{"directory": os.path.join(work, "build"),
                     "file": "../" + name,
                     "arguments": ["cc" if name.endswith(".c") else "c++",
                                   "-c", "../" + name, "-o", "x.o"]}
                    for name in FILES if not name.endswith((".h", ".hpp"))]
        with open(os.path.join(work, "build", "compile_commands.json"), "w") as f:
            json.dump(commands, f)
        checked = ["src/kernel.c", "src/solve.cpp", "progs/a/main.c",
                   "progs/b/main.c", "progs/tool.c"]

        status, out, err = run([tool, "--format=json", "-p", "build"] + checked, work)
        assumed = {}
        try:
            found = verdicts(json.loads(out), assumed)
        except (ValueError, KeyError) as e:
            found = {"unreadable": str(e)}
            problems.append("JSON with -p: %s\n%s" % (e, err))
        for key, (verdict, reason) in WITH.items():
            got = found.get(key)
            if not got or got[0] != verdict or (reason and reason not in got[1]):
                problems.append("with -p, %s:%d is %s, want %s%s" % (
                    key[0], key[1], got, verdict,
                    " (reason with '%s')" % reason if reason else ""))
        for key, want in ASSUMES.items():
            if assumed.get(key) != want:
                problems.append("with -p, %s:%d assumes %s, want %s" % (
                    key[0], key[1], assumed.get(key), want))
        if "undeclared_name" in err or "broken.c:" in err:
            problems.append("the other file's compiler errors are shown:\n" + err)

        # The race's notes point into the file that defines the callee.
        status, out, err = run([tool, "-p", "build", "src/kernel.c"], work)
        if "util.c:3:32: note: iteration i = 1 writes 'a[i]'" not in err:
            problems.append("the race's notes do not point into util.c:\n" + err)
        if "note: in the call of 'shift' here" not in err:
            problems.append("the race does not name the call:\n" + err)

        # Off, and without a database: every call into util.c unknown, and
        # the reason says why.
        for how, why in ((["--other-files=false", "-p", "build"],
                          "(its body is not in the file, and "
                          "--other-files=false)"),
                         ([], "(its body is not in the file, and no "
                              "compilation database (-p) was given)")):
            status, out, err = run([tool, "--format=json"] + how + checked +
                                   (["--"] if not how else []), work)
            try:
                found = verdicts(json.loads(out))
            except (ValueError, KeyError) as e:
                problems.append("JSON %s: %s\n%s" % (how, e, err))
                continue
            for key in [("kernel.c", 3), ("kernel.c", 8), ("solve.cpp", 4)]:
                got = found.get(key, ("?", ""))
                if got[0] != "unknown" or why not in got[1]:
                    problems.append("%s: %s:%d is %s, want unknown %s" % (
                        how or "no database", key[0], key[1], got, why))

        problems += cache_problems(tool, work, checked)

        # --fix: the reduction goes into kernel.c; util.c stays as it is.
        before = open(os.path.join(work, "src/util.c")).read()
        status, out, err = run([tool, "--fix", "-p", "build", "src/kernel.c"], work)
        fixed = open(os.path.join(work, "src/kernel.c")).read()
        if "reduction(+: s)" not in fixed and "reduction(+:s)" not in fixed:
            problems.append("--fix did not add the reduction:\n" + fixed + err)
        if open(os.path.join(work, "src/util.c")).read() != before:
            problems.append("--fix changed util.c")
    finally:
        shutil.rmtree(work, ignore_errors=True)
    for p in problems:
        print("FAIL: " + p)
    if not problems:
        print("PASS: calls into other files")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
