#!/usr/bin/env python3
"""Runs corpus kernels under libomp and compares them with their sequential run.

    run_kernel.py --ompfix PATH [--clang PATH] DRIVER.c...
    run_kernel.py --race-report --ompfix PATH [--clang PATH] DRIVER.c...

For each driver (runtime-tests/drivers/<kernel>.c, which names its kernel,
relative to the driver, with
`#define KERNEL_FILE "../../corpus/<folder>/<kernel>.c"`; the kernel's
`// ARGS:` line is added to every build):

  (a) the sequential build (-O1, no -fopenmp), run once: the reference output;
  (b) the kernel as written, built with -fopenmp=libomp, run with
      --written-threads;
  (c) a copy of the kernel rewritten by `ompfix --fix`, to whose worksharing
      `for` directives without a schedule clause this script adds
      `schedule(runtime)`, built with -fopenmp=libomp and run with every
      OMP_NUM_THREADS of --threads and every OMP_SCHEDULE of --schedules.

Every line of a run's output must equal the reference line, except lines
starting with `approx `, whose numbers must agree within --rtol (the drivers
print floating-point reduction results so). ompfix reports one entry per loop
directive and one per `parallel` region (directive `parallel`: the races
between its threads). What must hold depends on the ompfix verdict of the
ORIGINAL kernel, the worst of all its entries, loops and regions
(violation > unknown > fixable > verified):

  verified  (b) and (c) match (a); (c) has no TSan report (a rewrite of
            a verified kernel is only reported);
  fixable   (c) matches (a) and has no TSan report, and the rewritten copy
            checks as verified; (b) is run and recorded;
  unknown   as violation, except that when `--fix` changed the kernel and the
            rewritten copy checks as verified (a loop ompfix could not check
            because of a wrong region clause), (c) must hold as for fixable;
  violation everything is run and recorded, nothing must match.

A driver line `// RUNTIME-FUNCTIONS: f[, g]` says the driver calls only those
kernel functions: the verdict is then the worst of their entries.

ThreadSanitizer with LLVM's Archer (OMP_TOOL_LIBRARIES=libarcher.so) runs (c)
for every kernel that is not a violation, and (b) for every kernel that is not
verified, at --tsan-scale with --tsan-runs. Each report is placed in the
directives it may belong to, by the extents of the directives in the source
(the `#pragma` line to the end of its statement or structured block, found by
brace matching): both accesses in one loop directive, that loop's (a race
between its iterations); else both in one parallel region, that region's (a
race between its threads: region code, two constructs, or a loop and code
beside it); one known access, the loop and the region holding it. A report
all of whose directives ompfix verified is a failure, whatever the kernel's
verdict; a race seen or missed in (b) is only reported, for the kernel and
for each loop and region ompfix rejects. Before that, a tiny racy OpenMP
program must be reported (if not, TSan+Archer does not work here and the run
fails; a `setarch -R` run is tried too). Kernels with simd loops only start
no threads and get no TSan run.

A driver line `// RUNTIME-KNOWN-ISSUE: NAME[, NAME]: reason` makes a mismatch
of those outputs in (c) a reported KNOWN ISSUE instead of a failure.

--race-report builds and runs only (b) under TSan+Archer for the drivers of
kernels with a loop or a region ompfix rejects (fixable or violation), and
prints, for loops and for regions apart, in how many of those kernels the
sanitizer saw a race that may be the rejected directive's, and the share of
those with a race on a shared variable (directives rejected for a
live-in/live-out value, a flow or race between private or reduction copies, or
an order dependence under critical/atomic have no race in memory and are
counted apart). It fails only when a race is seen in a directive ompfix
verified.

Exit status: 0 when every driver passes, 1 otherwise, 2 on a usage error.
"""

import argparse
import concurrent.futures
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ARCHER = "/usr/lib/llvm-19/lib/libarcher.so"
# (report_thread_leaks=0: libomp's hidden helper threads, which run target
# tasks, are never joined; that is no race.)
TSAN_OPTIONS = ("halt_on_error=0 exitcode=66 report_signal_unsafe=0 "
                "ignore_noninstrumented_modules=1 history_size=4 "
                "report_thread_leaks=0")
# libomp 19 aborts now and then when a hidden helper thread runs a target
# task ('nowait'), about one run in thirty of corpus/devices/target_tasks.c
# on the host fallback; a run that dies of it is run again (at most twice
# more).
LIBOMP_HELPER_ABORT = "Assertion failure at kmp_tasking.cpp(4368)"
ARCHER_OPTIONS = "verbose=1"
ARCHER_BANNER = "Archer detected OpenMP application with TSan"
TSAN_EXIT = 66
RANK = {"verified": 0, "fixable": 1, "unknown": 2, "violation": 3}

RACY_PROGRAM = r"""
#include <stdio.h>
int main(void)
{
  int s = 0;
#pragma omp parallel for
  for (int i = 0; i < 1000; i++)
    s += i;
  printf("%d\n", s);
  return 0;
}
"""


class Failure(Exception):
    pass


# ---------------------------------------------------------------- helpers

def clean_env(extra=None):
    """The environment less every OpenMP/libomp/TSan setting, plus extra.
    Target constructs run on the host fallback (no device code is built)."""
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("OMP_", "KMP_", "GOMP_", "TSAN_", "ARCHER_"))}
    env["OMP_TARGET_OFFLOAD"] = "DISABLED"
    env.update(extra or {})
    return env


def run(cmd, env=None, timeout=120, cwd=None):
    """(returncode or 'timeout', stdout, stderr)."""
    try:
        for attempt in range(3):
            p = subprocess.run(cmd, env=env, cwd=cwd, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, timeout=timeout,
                               universal_newlines=True, errors="replace")
            if LIBOMP_HELPER_ABORT not in p.stderr:
                break
        return p.returncode, p.stdout, p.stderr
    except subprocess.TimeoutExpired as e:
        out = e.stdout.decode(errors="replace") if isinstance(e.stdout, bytes) else (e.stdout or "")
        err = e.stderr.decode(errors="replace") if isinstance(e.stderr, bytes) else (e.stderr or "")
        return "timeout", out, err


def tail(text, lines=15):
    t = text.strip().splitlines()
    return "\n".join(("    " + l) for l in t[-lines:])


def read_kernel_of(driver):
    text = open(driver).read()
    m = re.search(r'^\s*#\s*define\s+KERNEL_FILE\s+"([^"]+)"', text, re.M)
    if not m:
        raise Failure("%s: no `#define KERNEL_FILE \"...\"` line" % driver)
    kernel = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(driver)), m.group(1)))
    if not os.path.isfile(kernel):
        raise Failure("%s: kernel %s does not exist" % (driver, kernel))
    return kernel


KNOWN_ISSUE = re.compile(r"^\s*//\s*RUNTIME-KNOWN-ISSUE:\s*([A-Za-z_][\w]*(?:\s*,\s*[A-Za-z_]\w*)*)\s*:\s*(.+)$")


def known_issues(driver):
    """`// RUNTIME-KNOWN-ISSUE: NAME[, NAME...]: reason` lines of a driver: a
    mismatch of those outputs in the rewritten kernel is a known toolchain
    problem, reported but not a failure. {name: reason}"""
    issues = {}
    for line in open(driver):
        m = KNOWN_ISSUE.match(line)
        if m:
            for name in re.split(r"\s*,\s*", m.group(1)):
                issues[name] = m.group(2).strip()
    return issues


FUNCTIONS_LINE = re.compile(r"^\s*//\s*RUNTIME-FUNCTIONS:\s*(.+)$")


def driver_functions(driver):
    """The kernel functions named by the driver's `// RUNTIME-FUNCTIONS: f[, g]`
    line (it calls only those): the verdict is then the worst of the entries
    of those functions. None without the line (every entry of the file)."""
    for line in open(driver):
        m = FUNCTIONS_LINE.match(line)
        if m:
            return [f for f in re.split(r"[\s,]+", m.group(1).strip()) if f]
    return None


def kernel_args(kernel):
    """The compiler arguments of the kernel's `// ARGS:` line (corpus/README.md)."""
    for line in open(kernel):
        m = re.match(r"\s*//\s*ARGS:(.*)$", line)
        if m:
            return shlex.split(m.group(1))
    return []


def kernel_options(kernel):
    """ompfix's own options from the kernel's `// OPTIONS:` line
    (corpus/README.md), e.g. ["--forward"]."""
    for line in open(kernel):
        m = re.match(r"\s*//\s*OPTIONS:(.*)$", line)
        if m:
            return shlex.split(m.group(1))
    return []


def ompfix_json(ompfix, path, args, functions=None, options=()):
    """The entries of ompfix's JSON report for the file at path, in source
    order: one per loop directive and one per `parallel` region (directive
    `parallel`). Each gets its extent in the source (`line` the `#pragma`,
    `end` the last line of its statement or structured block) and the function
    it is in. With functions (names), only the entries of those functions."""
    rc, out, err = run([ompfix, "--format=json"] + list(options) + [path, "--"] + args,
                       timeout=300)
    if rc not in (0, 1):
        raise Failure("ompfix --format=json %s exited %s:\n%s" % (path, rc, tail(err)))
    try:
        report = json.loads(out)
    except ValueError:
        raise Failure("ompfix --format=json %s printed no JSON:\n%s" % (path, tail(out + err)))
    extents, defined = source_extents(path)
    loops = []
    for f in report.get("files", []):
        for loop in f.get("loops", []):
            declared = {v["name"]: v.get("declared") for v in loop.get("variables", [])}
            end, function = extents.get(loop["line"], (None, None))
            loops.append({
                "line": loop["line"],
                # Without an extent (a directive from a macro), the entry
                # reaches to the end of the file: the innermost entry holding a
                # line is then the nearest directive above it.
                "end": end if end is not None else float("inf"),
                "function": function,
                "verdict": loop["verdict"],
                "directive": loop.get("directive", ""),
                "region": loop.get("directive", "").strip() in ("parallel", "teams"),
                "kinds": sorted({v["kind"] for v in loop.get("violations", [])}),
                "variables": sorted({v["variable"] for v in loop.get("violations", [])}),
                # A race witness on a variable the directive leaves shared is
                # a race in memory; on a private or reduction variable it is
                # a race between the copies (the clause is wrong), which no
                # sanitizer can see. Flow, live-in, live-out and order
                # (updates under critical/atomic whose result depends on the
                # threads' order) witnesses are no race in memory either.
                "memory_race": any(v["kind"] == "race" and declared.get(v["variable"]) == "shared"
                                   for v in loop.get("violations", [])),
                "fixed_pragma": loop.get("fixed_pragma"),
            })
    if functions:
        missing = [fn for fn in functions if fn not in defined]
        if missing:
            raise Failure("RUNTIME-FUNCTIONS names %s, which %s does not define" % (
                ", ".join(missing), path))
        loops = [l for l in loops if l["function"] is None or l["function"] in functions]
    loops.sort(key=lambda l: l["line"])
    return loops


def threaded(loop):
    """Whether the directive starts or shares work among threads."""
    return loop["directive"].strip() != "simd"


def rejected(entry):
    return entry["verdict"] in ("fixable", "violation")


def describe_entry(l):
    return "%s line %d %s%s" % ("region" if l["region"] else l["directive"], l["line"], l["verdict"],
                                "[%s]" % ",".join(l["kinds"]) if l["kinds"] else "")


def category(loops):
    if not loops:
        raise Failure("ompfix reports no loop")
    return max((l["verdict"] for l in loops), key=lambda v: RANK[v])


# ------------------------------------------------------ extents in the source
#
# A TSan report names the kernel lines of its accesses; to know which
# directive an access belongs to, each directive's extent is found in the
# source: the `#pragma` line to the last line of the statement it applies to
# (a `{ ... }` block by brace matching, a `for`/`while`/`if`/`do`/`switch`
# statement with its body, a nested directive with its own statement, or an
# expression statement up to its `;`). Comments, strings and preprocessor
# lines other than pragmas are skipped.

STANDALONE_DIRECTIVES = {"barrier", "taskwait", "taskyield", "flush", "cancel", "cancellation",
                         "threadprivate", "declare", "requires", "scan", "depobj", "error",
                         "nothing", "allocate", "end", "begin", "assumes"}


def _tokens(text):
    """[(kind, text, line)]: kind 'pragma' (the whole directive, continuation
    lines joined), 'id', 'lit' or 'p' (one punctuation character)."""
    toks = []
    i, n, line = 0, len(text), 1
    line_start = True
    while i < n:
        c = text[i]
        if c == "\n":
            line += 1
            i += 1
            line_start = True
            continue
        if c in " \t\r\f\v":
            i += 1
            continue
        if c == "\\" and text.startswith("\\\n", i):
            i += 2
            line += 1
            continue
        if text.startswith("//", i):
            j = text.find("\n", i)
            i = n if j < 0 else j
            continue
        if text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            line += text.count("\n", i, j)
            i = j
            continue
        if c == "#" and line_start:
            start_line = line
            parts = []
            j = i
            while j < n:
                k = text.find("\n", j)
                k = n if k < 0 else k
                seg = text[j:k]
                if seg.rstrip().endswith("\\") and k < n:
                    parts.append(seg.rstrip()[:-1])
                    line += 1
                    j = k + 1
                    continue
                parts.append(seg)
                j = k
                break
            directive = " ".join(parts)
            directive = re.sub(r"/\*.*?\*/", " ", directive).split("//")[0]
            if re.match(r"#\s*pragma\b", directive):
                toks.append(("pragma", directive, start_line))
            i = j
            continue
        line_start = False
        if c in "\"'":
            j = i + 1
            while j < n and text[j] != c:
                if text[j] == "\\":
                    j += 1
                elif text[j] == "\n":
                    break
                j += 1
            toks.append(("lit", text[i:j + 1], line))
            i = j + 1
            continue
        if c.isalnum() or c == "_":
            j = i
            while j < n and (text[j].isalnum() or text[j] in "_."):
                j += 1
            word = text[i:j]
            toks.append(("id", word, line))
            i = j
            continue
        toks.append(("p", c, line))
        i += 1
    return toks


def _pragma_has_statement(directive):
    words = re.split(r"[\s(,]+", re.sub(r"^#\s*pragma\s*", "", directive).strip())
    if not words or not words[0]:
        return False
    if words[0] != "omp":
        # Loop pragmas of the compilers apply to the next statement.
        return words[0] in ("unroll", "nounroll", "clang", "GCC", "ivdep", "loop")
    rest = words[1:]
    if not rest or rest[0] in STANDALONE_DIRECTIVES:
        return False
    if rest[0] == "ordered" and re.search(r"\b(depend|doacross)\s*\(", directive):
        return False
    if rest[0] == "target" and len(rest) > 1 and rest[1] in ("update", "enter", "exit"):
        return False
    return True


def _match(toks, k, open_, close):
    """Index of the token closing the bracket at k."""
    if toks[k][1] != open_:
        raise IndexError("expected %s at line %d" % (open_, toks[k][2]))
    depth = 0
    for j in range(k, len(toks)):
        if toks[j][0] != "p":
            continue
        if toks[j][1] == open_:
            depth += 1
        elif toks[j][1] == close:
            depth -= 1
            if depth == 0:
                return j
    raise IndexError("unbalanced %s" % open_)


def _statement_end(toks, k):
    """Index of the last token of the statement that starts at token k."""
    kind, t, _ = toks[k]
    if kind == "pragma":
        return _statement_end(toks, k + 1) if _pragma_has_statement(t) else k
    if kind == "p" and t == "{":
        return _match(toks, k, "{", "}")
    if kind == "id" and t in ("for", "while", "switch"):
        return _statement_end(toks, _match(toks, k + 1, "(", ")") + 1)
    if kind == "id" and t == "if":
        j = k + 1
        if toks[j][1] == "constexpr":
            j += 1
        e = _statement_end(toks, _match(toks, j, "(", ")") + 1)
        if e + 1 < len(toks) and toks[e + 1][1] == "else":
            return _statement_end(toks, e + 2)
        return e
    if kind == "id" and t == "do":
        e = _statement_end(toks, k + 1)
        e = _match(toks, e + 2, "(", ")")
        return e + 1 if e + 1 < len(toks) and toks[e + 1][1] == ";" else e
    depth = 0
    for j in range(k, len(toks)):
        kj, tj, _ = toks[j]
        if kj != "p":
            continue
        if tj in "([{":
            depth += 1
        elif tj in ")]}":
            depth -= 1
            if depth < 0:
                return j - 1
        elif tj == ";" and depth == 0:
            return j
    raise IndexError("statement at line %d does not end" % toks[k][2])


def _functions(toks):
    """[(name, first line, last line)] of the function definitions (a `{`
    after `)` outside every other body; namespace and extern "C" blocks are
    looked into)."""
    found = []
    k = 0
    while k < len(toks):
        kind, t, line = toks[k]
        if not (kind == "p" and t == "{"):
            k += 1
            continue
        prev = k - 1
        while prev >= 0 and toks[prev][1] in ("const", "override", "final", "noexcept", "volatile"):
            prev -= 1
        if prev >= 0 and toks[prev][1] == ")":
            depth = 0
            j = prev
            while j >= 0:
                if toks[j][1] == ")":
                    depth += 1
                elif toks[j][1] == "(":
                    depth -= 1
                    if depth == 0:
                        break
                j -= 1
            end = _match(toks, k, "{", "}")
            if j > 0 and toks[j - 1][0] == "id":
                found.append((toks[j - 1][1].split("::")[-1], toks[j - 1][2], toks[end][2]))
            k = end + 1
        elif prev >= 0 and (toks[prev][0] == "lit" or toks[prev][1] == "namespace" or
                            (prev > 0 and toks[prev - 1][1] == "namespace")):
            k += 1  # look inside
        else:
            k = _match(toks, k, "{", "}") + 1
    return found


def source_extents(path):
    """({pragma line: (last line of the directive's statement, function name)},
    {names of the functions defined}). Lines it cannot place are left out."""
    try:
        toks = _tokens(open(path, errors="replace").read())
    except OSError:
        return {}, set()
    try:
        functions = _functions(toks)
    except IndexError:
        functions = []
    extents = {}
    for k, (kind, t, line) in enumerate(toks):
        if kind != "pragma" or not re.match(r"#\s*pragma\s+omp\b", t):
            continue
        try:
            end = toks[_statement_end(toks, k)][2]
        except IndexError:
            continue
        fn = None
        for name, first, last in functions:
            if first <= line <= last:
                fn = name
        extents[line] = (end, fn)
    return extents, {name for name, _, _ in functions}


SCHEDULE_DIRECTIVE = re.compile(r"^(\s*#\s*pragma\s+omp\s+)(.*)$")
DIRECTIVE_WORDS = {"parallel", "for", "simd", "taskloop", "distribute",
                   "teams", "target", "loop", "masked", "master"}


def add_schedule_runtime(text):
    """Adds ` schedule(runtime)` to every `#pragma omp ... for` directive (a
    worksharing loop: `for`, `parallel for`, `parallel for simd`, ...) that has
    no schedule clause; `simd` and `taskloop` alone are left as they are.
    Returns (new text, number of directives changed)."""
    lines = text.split("\n")
    changed = 0
    i = 0
    while i < len(lines):
        m = SCHEDULE_DIRECTIVE.match(lines[i])
        if not m:
            i += 1
            continue
        # A directive may continue on the next lines with a trailing backslash.
        last = i
        while lines[last].rstrip().endswith("\\") and last + 1 < len(lines):
            last += 1
        full = " ".join(l.rstrip().rstrip("\\") for l in lines[i:last + 1])
        body = SCHEDULE_DIRECTIVE.match(full).group(2)
        words = []
        for w in re.split(r"[\s,]+", body.strip()):
            if w in DIRECTIVE_WORDS:
                words.append(w)
            else:
                break
        if "for" in words and not re.search(r"\bschedule\s*\(", body):
            code, sep, comment = lines[last].partition("//")
            lines[last] = code.rstrip() + " schedule(runtime)" + ((" " + sep + comment) if sep else "")
            changed += 1
        i = last + 1
    return "\n".join(lines), changed


def output_name(line):
    t = line.split()
    return t[1] if len(t) > 1 else ""


def compare(ref, got, rtol, excused=None):
    """The differences between two outputs (an empty list when they agree).
    Differences in the outputs named in excused go to excused[name] instead."""
    diffs = []
    r, g = ref.strip().splitlines(), got.strip().splitlines()
    if len(r) != len(g):
        diffs.append("%d output lines instead of %d" % (len(g), len(r)))
    for a, b in zip(r, g):
        if a == b:
            continue
        if excused is not None and output_name(a) in excused and output_name(a) == output_name(b):
            excused[output_name(a)].append("expected `%s`, got `%s`" % (a, b))
            continue
        if a.startswith("approx ") and b.startswith("approx "):
            ta, tb = a.split(), b.split()
            if len(ta) == len(tb) and ta[1] == tb[1]:
                try:
                    ok = all(close(float(x), float(y), rtol) for x, y in zip(ta[2:], tb[2:]))
                except ValueError:
                    ok = False
                if ok:
                    continue
        diffs.append("expected `%s`, got `%s`" % (a, b))
    return diffs


def close(x, y, rtol):
    if x == y:
        return True
    if x != x or y != y:  # NaN
        return False
    return abs(x - y) <= rtol * max(abs(x), abs(y))


# ------------------------------------------------------------ TSan reports

FRAME = re.compile(r"^\s*#\d+\s+\S+\s+(?P<file>/[^\s:]+):(?P<line>\d+)(?::\d+)?")


def tsan_reports(stderr, kernel_paths):
    """One entry per TSan warning: its kind and the kernel lines of its
    accesses (the first kernel frame of each stack)."""
    paths = {os.path.realpath(p) for p in kernel_paths}
    reports = []
    current = None
    want_frame = False
    for line in stderr.splitlines():
        if "WARNING: ThreadSanitizer:" in line:
            current = {"kind": line.split("ThreadSanitizer:", 1)[1].split("(")[0].strip(),
                       "lines": []}
            reports.append(current)
            want_frame = False
            continue
        if current is None:
            continue
        if line.startswith("SUMMARY: ThreadSanitizer"):
            current = None
            continue
        s = line.strip()
        if re.match(r"(Previous |Atomic )?(read|write|Read|Write)\b", s) or s.startswith("Previous"):
            want_frame = True
            continue
        m = FRAME.match(line)
        if m and want_frame and os.path.realpath(m.group("file")) in paths:
            current["lines"].append(int(m.group("line")))
            want_frame = False
    return reports


def innermost(entries, line, region):
    """The innermost region (region=True) or threaded loop directive
    (region=False) whose extent holds the line (None if none)."""
    best = None
    for e in entries:
        if e["region"] != region or (not region and not threaded(e)):
            continue
        if e["line"] <= line <= e["end"] and (best is None or e["line"] >= best["line"]):
            best = e
    return best


def owners(report, entries):
    """The directives a TSan report may belong to. Two accesses in one
    worksharing (or parallel) loop are a race between its iterations: that
    loop's. Otherwise, two accesses in one parallel region (in its own code,
    in two of its constructs, or one in a loop and one beside it) are a race
    between the region's threads: the region's. A report with one known
    access (the other stack not restored) may be either: the loop and the
    region that hold it."""
    lines = report["lines"]
    if not lines:
        return []
    loops = [innermost(entries, l, False) for l in lines]
    regions = [innermost(entries, l, True) for l in lines]
    if len(lines) >= 2:
        if loops[0] is not None and all(x is loops[0] for x in loops):
            return [loops[0]]
        if regions[0] is not None and all(x is regions[0] for x in regions):
            return [regions[0]]
    found = []
    for x in loops + regions:
        if x is not None and all(x is not y for y in found):
            found.append(x)
    return found


def describe_owners(os_):
    return " or ".join("%s at line %d (%s)" % ("region" if o["region"] else o["directive"],
                                               o["line"], o["verdict"]) for o in os_) or "no directive"


# ---------------------------------------------------------------- builds

# ---------------------------------------------------------------- builds

class Builder:
    def __init__(self, clang, workdir, verbose, opt="-O1"):
        self.clang = clang
        self.workdir = workdir
        self.verbose = verbose
        self.opt = opt

    def compiler(self, driver):
        """clang for a C driver; for a C++ one (`.cpp`, its kernel C++ too)
        the same clang as clang++ (which links the C++ library)."""
        if not driver.endswith(".cpp"):
            return [self.clang]
        return [self.clang, "--driver-mode=g++"]

    def build(self, name, driver, kernel, args, flags):
        exe = os.path.join(self.workdir, name)
        cmd = (self.compiler(driver) + [self.opt, "-I",
                os.path.dirname(os.path.abspath(driver)),
                '-DKERNEL_FILE="%s"' % kernel] + args + flags +
               [os.path.abspath(driver), "-o", exe, "-lm"])
        if self.verbose:
            print("  $ " + " ".join(shlex.quote(c) for c in cmd))
        rc, out, err = run(cmd, timeout=300)
        if rc != 0:
            raise Failure("build %s failed (%s):\n  %s\n%s" % (
                name, rc, " ".join(shlex.quote(c) for c in cmd), tail(out + err, 30)))
        return exe


SEQ_FLAGS = ["-Wno-unknown-pragmas"]
OMP_FLAGS = ["-fopenmp=libomp"]
TSAN_FLAGS = ["-fopenmp=libomp", "-fsanitize=thread", "-g"]


def check_libomp(exe):
    """The OpenMP binaries must use LLVM's libomp, never libgomp."""
    rc, out, err = run(["readelf", "-d", exe], timeout=60)
    if rc != 0:
        return  # no readelf: nothing to check
    needed = re.findall(r"\(NEEDED\).*\[(.*)\]", out)
    if any("gomp" in n for n in needed) or not any(n.startswith("libomp") for n in needed):
        raise Failure("%s does not link LLVM's libomp (NEEDED: %s)" % (exe, ", ".join(needed)))


# ------------------------------------------------------- TSan + Archer setup

class Sanitizer:
    """Runs TSan-built binaries with Archer; finds out first whether it works
    here (and whether it needs ASLR off: `setarch -R`)."""

    def __init__(self, clang, workdir, archer):
        self.archer = archer
        self.prefix = []
        src = os.path.join(workdir, "racy_selftest.c")
        exe = os.path.join(workdir, "racy_selftest")
        with open(src, "w") as f:
            f.write(RACY_PROGRAM)
        rc, out, err = run([clang, "-O1", "-g", "-fopenmp=libomp", "-fsanitize=thread", src,
                            "-o", exe], timeout=300)
        if rc != 0:
            raise Failure("cannot build a TSan program:\n" + tail(out + err))
        if not os.path.exists(archer):
            raise Failure("Archer is missing: " + archer)
        problems = []
        for prefix in ([], ["setarch", os.uname().machine, "-R"]):
            self.prefix = prefix
            res = self.run(exe, {"OMP_NUM_THREADS": "2"}, [])
            if res["banner"] and res["reports"]:
                return
            problems.append("%s: exit %s, %d report(s), Archer %s\n%s" % (
                " ".join(prefix) or "plain run", res["rc"], len(res["reports"]),
                "active" if res["banner"] else "NOT active", tail(res["stderr"], 8)))
        raise Failure("TSan+Archer does not report the race of a tiny racy OpenMP program:\n"
                      + "\n".join(problems))

    def run(self, exe, env, kernel_paths, argv=(), timeout=300):
        e = clean_env(env)
        e.update({"OMP_TOOL_LIBRARIES": self.archer, "ARCHER_OPTIONS": ARCHER_OPTIONS,
                  "TSAN_OPTIONS": TSAN_OPTIONS})
        rc, out, err = run(self.prefix + [exe] + list(argv), env=e, timeout=timeout)
        # Archer's verbose banner goes to stdout: take it out of the output.
        banner = ARCHER_BANNER in out or ARCHER_BANNER in err
        out = "".join(l for l in out.splitlines(True) if ARCHER_BANNER not in l)
        return {"rc": rc, "stdout": out, "stderr": err, "banner": banner,
                "reports": tsan_reports(err, kernel_paths),
                "fatal": "FATAL: ThreadSanitizer" in err}


# ---------------------------------------------------------------- one driver

class Result:
    def __init__(self, name):
        self.name = name
        self.failures = []
        self.notes = []
        self.category = None
        self.race_seen_as_written = None
        self.race_expected = None
        self.known_issues = []
        self.b = self.c = ""
        self.tsan_fixed = "-"

    def fail(self, msg):
        self.failures.append(msg)
        print("  FAIL: " + msg)

    def note(self, msg):
        self.notes.append(msg)
        print("  " + msg)


def describe_races(res, loops):
    where = []
    for r in res["reports"]:
        ls = sorted(set(r["lines"]))
        where.append("%s at kernel line(s) %s [%s]" % (
            r["kind"], ",".join(map(str, ls)) or "?", describe_owners(owners(r, loops))))
    return "; ".join(where)


def races_in_verified(res, loops):
    """The reports that lie in a directive ompfix verified: every directive
    they may belong to (owners()) is verified. A race between two iterations
    of a verified loop, or between the threads of a verified region, fails
    the test whatever the kernel's verdict."""
    bad = []
    for r in res["reports"]:
        os_ = owners(r, loops)
        if os_ and all(o["verdict"] == "verified" for o in os_):
            bad.append("line(s) %s (%s)" % (",".join(map(str, sorted(set(r["lines"])))),
                                            describe_owners(os_)))
    return sorted(set(bad))


def races_of(reports, loops, entry):
    """Whether a TSan report may belong to the entry; a report placed in no
    directive counts for every rejected one."""
    for r in reports:
        os_ = owners(r, loops)
        if any(o is entry for o in os_) or (not os_ and rejected(entry)):
            return True
    return False


def run_binary(exe, env, argv=(), timeout=120):
    return run([exe] + list(argv), env=clean_env(env), timeout=timeout)


def analyse_kernel(opts, driver):
    kernel = read_kernel_of(driver)
    args = kernel_args(kernel)
    options = kernel_options(kernel)
    loops = ompfix_json(opts.ompfix, kernel, args, driver_functions(driver), options)
    return kernel, args, loops


def check_driver(opts, driver, sanitizer_holder):
    name = os.path.splitext(os.path.basename(driver))[0]
    res = Result(name)
    print("=== runtime/%s" % name)
    workdir = tempfile.mkdtemp(prefix="rt-%s-" % name, dir=opts.keep)
    try:
        _check_driver(opts, driver, res, workdir, sanitizer_holder)
    except Failure as e:
        res.fail(str(e))
    finally:
        if not opts.keep:
            shutil.rmtree(workdir, ignore_errors=True)
    status = "PASS" if not res.failures else "FAIL"
    if res.known_issues and not res.failures:
        status = "PASS with known issue (%s)" % ", ".join(sorted(res.known_issues))
    print("runtime/%s: %s (%s)" % (name, status, res.category or "?"))
    return res


def _check_driver(opts, driver, res, workdir, sanitizer_holder):
    kernel, args, loops = analyse_kernel(opts, driver)
    functions = driver_functions(driver)
    cat = category(loops)
    res.category = cat
    print("  kernel %s: %s (%s)" % (
        os.path.relpath(kernel), cat, ", ".join(describe_entry(l) for l in loops)))
    if functions:
        print("  the driver calls %s only (RUNTIME-FUNCTIONS): the verdict is theirs" %
              ", ".join(functions))
    must_match_c = cat in ("verified", "fixable")
    must_match_b = cat == "verified"
    issues = known_issues(driver)
    known_seen = set()
    known_runs = [0]
    for name, why in sorted(issues.items()):
        print("  known issue declared for output %s: %s" % (name, why))

    # (c): the rewritten copy, then schedule(runtime).
    fixdir = os.path.join(workdir, "fixed")
    os.makedirs(fixdir)
    fixed = os.path.join(fixdir, os.path.basename(kernel))
    shutil.copyfile(kernel, fixed)
    options = kernel_options(kernel)
    rc, out, err = run([opts.ompfix, "--fix"] + options + [fixed, "--"] + args,
                       timeout=300)
    if rc not in (0, 1):
        raise Failure("ompfix --fix exited %s:\n%s" % (rc, tail(out + err)))
    original_text = open(kernel).read()
    fixed_text = open(fixed).read()
    changed = [l for l in fixed_text.splitlines() if l not in original_text.splitlines()]
    if changed:
        print("  ompfix --fix rewrote: " + " | ".join(s.strip() for s in changed))
    else:
        print("  ompfix --fix left the kernel unchanged")
    if cat == "verified" and changed:
        res.note("note: ompfix --fix changed a verified kernel")
    # The TSan reports of (c) are placed in the directives of the rewritten
    # copy (the rewrite changes directive lines only).
    fixed_loops = loops
    if cat == "fixable" or changed:
        after = ompfix_json(opts.ompfix, fixed, args, functions, options)
        fixed_loops = after
        bad = [l for l in after if l["verdict"] != "verified"]
        if cat == "fixable" and bad:
            res.fail("the rewritten copy does not check as verified: " + ", ".join(
                describe_entry(l) for l in bad))
        if cat == "unknown" and after and not bad:
            # ompfix could not check the kernel as written (a loop reads a
            # region-private copy a wrong region clause leaves unwritten, say)
            # but verifies its rewrite: that copy must then be right.
            must_match_c = True
            print("  the rewritten copy checks as verified: (c) must match and be race-free")
    sched_text, nsched = add_schedule_runtime(fixed_text)
    with open(fixed, "w") as f:
        f.write(sched_text)
    print("  schedule(runtime) added to %d directive(s)" % nsched)

    b = Builder(opts.clang, workdir, opts.verbose)
    seq = b.build("seq", driver, kernel, args, SEQ_FLAGS)
    omp = b.build("omp_as_written", driver, kernel, args, OMP_FLAGS)
    fix = b.build("omp_fixed", driver, fixed, args, OMP_FLAGS)
    check_libomp(omp)

    rc, ref, err = run_binary(seq, {})
    if rc != 0:
        raise Failure("the sequential run exited %s:\n%s" % (rc, tail(ref + err)))
    if not ref.strip():
        raise Failure("the sequential run printed nothing")

    def judge(label, rc, out, err, must, excusable=False):
        problems = []
        excused = {k: [] for k in issues} if excusable else None
        if rc != 0:
            problems.append("exit %s%s" % (rc, (":\n" + tail(err, 6)) if err.strip() else ""))
        else:
            problems += compare(ref, out, opts.rtol, excused)
        if any((excused or {}).values()):
            known_runs[0] += 1
        for name, diffs in (excused or {}).items():
            if diffs:
                known_seen.add(name)
                print("  KNOWN ISSUE (not a failure): %s: %s: %s [%s]" % (
                    label, name, diffs[0], issues[name]))
        if problems:
            msg = "%s: differs from the sequential run: %s" % (label, "; ".join(problems[:3]))
            if must:
                res.fail(msg)
            else:
                print("  recorded: " + msg)
        return not problems

    # (b) as written.
    b_ok = 0
    b_runs = 0
    for t in opts.written_threads:
        rc, out, err = run_binary(omp, {"OMP_NUM_THREADS": str(t)})
        b_runs += 1
        b_ok += judge("as written, %d threads" % t, rc, out, err, must_match_b)
    print("  as written: %d of %d runs match the sequential output" % (b_ok, b_runs))
    res.b = "%d/%d" % (b_ok, b_runs)
    if cat != "verified":
        print("  wrong result seen in the kernel as written: %s" % ("no" if b_ok == b_runs else "yes"))

    # (c) rewritten, every thread count and schedule.
    c_ok = 0
    c_runs = 0
    for t in opts.threads:
        for s in opts.schedules:
            rc, out, err = run_binary(fix, {"OMP_NUM_THREADS": str(t), "OMP_SCHEDULE": s})
            c_runs += 1
            c_ok += judge("rewritten, OMP_NUM_THREADS=%d OMP_SCHEDULE=%s" % (t, s), rc, out, err,
                          must_match_c, excusable=True)
    print("  rewritten: %d of %d runs match the sequential output%s" % (
        c_ok - known_runs[0], c_runs,
        (", %d more differ only in the known issue's %s" % (known_runs[0], ", ".join(sorted(known_seen))))
        if known_runs[0] else ""))
    res.known_issues = known_seen
    res.c = "%d/%d" % (c_ok - known_runs[0], c_runs)

    if opts.no_tsan:
        return
    if not any(threaded(l) for l in loops):
        print("  TSan+Archer: not run (simd only: the kernel starts no threads)")
        return

    # TSan + Archer, smaller sizes.
    if sanitizer_holder[0] is None:
        sanitizer_holder[0] = Sanitizer(opts.clang, workdir, opts.archer)
    san = sanitizer_holder[0]
    scale = [str(opts.tsan_scale)]
    rc, ref_small, err = run_binary(seq, {}, scale)
    if rc != 0:
        raise Failure("the sequential run at scale %s exited %s:\n%s" % (
            opts.tsan_scale, rc, tail(ref_small + err)))

    def tsan_runs(exe, kernel_path, label, compare_output, entries, reports):
        seen = []
        for t, s in opts.tsan_runs:
            r = san.run(exe, {"OMP_NUM_THREADS": str(t), "OMP_SCHEDULE": s}, [kernel_path], scale)
            if r["fatal"] or not r["banner"]:
                raise Failure("%s under TSan+Archer did not run properly (exit %s, Archer %s):\n%s" % (
                    label, r["rc"], "active" if r["banner"] else "NOT active", tail(r["stderr"])))
            if r["rc"] not in (0, TSAN_EXIT):
                msg = "%s under TSan, %d threads: exit %s" % (label, t, r["rc"])
                if compare_output:
                    res.fail(msg + ":\n" + tail(r["stderr"]))
                else:
                    print("  recorded: " + msg)
            elif compare_output:
                excused = {k: [] for k in issues}
                d = compare(ref_small, r["stdout"], opts.rtol, excused)
                for name, diffs in excused.items():
                    if diffs:
                        known_seen.add(name)
                        print("  KNOWN ISSUE (not a failure): %s under TSan, %d threads: %s: %s" % (
                            label, t, name, diffs[0]))
                if d:
                    res.fail("%s under TSan, %d threads, differs: %s" % (label, t, "; ".join(d[:3])))
            bad = races_in_verified(r, entries)
            if bad:
                res.fail("%s: TSan+Archer saw a race in a directive ompfix verified: %s:\n%s" % (
                    label, ", ".join(bad), tail(r["stderr"], 60)))
            if r["reports"]:
                seen.append("%d threads %s: %s" % (t, s, describe_races(r, entries)))
            reports.extend(r["reports"])
        return seen

    if cat != "violation":
        tfix = b.build("tsan_fixed", driver, fixed, args, TSAN_FLAGS)
        seen = tsan_runs(tfix, fixed, "rewritten", must_match_c, fixed_loops, [])
        res.tsan_fixed = "race" if seen else "clean"
        if seen:
            msg = "TSan+Archer reports races in the rewritten kernel: " + " / ".join(seen)
            if must_match_c:
                res.fail(msg)
            else:
                print("  recorded: " + msg)
        else:
            print("  TSan+Archer: no race in the rewritten kernel")
    if cat != "verified":
        tb = b.build("tsan_as_written", driver, kernel, args, TSAN_FLAGS)
        reports = []
        seen = tsan_runs(tb, kernel, "as written", False, loops, reports)
        res.race_expected = any(l["memory_race"] for l in loops)
        res.race_seen_as_written = bool(seen)
        print("  race seen by TSan+Archer in the kernel as written: %s%s%s" % (
            "yes" if seen else "no",
            "" if res.race_expected else " (ompfix reports no race in memory on a shared variable)",
            (" (" + " / ".join(seen) + ")") if seen else ""))
        # Each directive ompfix rejects: did TSan see a race that may be its?
        for l in loops:
            if rejected(l) and threaded(l):
                print("    %s%s: race seen by TSan+Archer in the kernel as written: %s%s" % (
                    describe_entry(l), (" on " + ",".join(l["variables"])) if l["variables"] else "",
                    "yes" if races_of(reports, loops, l) else "no",
                    "" if l["memory_race"] else " (no race in memory on a shared variable)"))


# ------------------------------------------------------------ race report

PARTS = (("loops", False), ("regions", True))


def race_report_one(opts, driver, san):
    """(b) under TSan+Archer for a kernel with a loop or a parallel region
    ompfix rejects; whether a race was seen that may belong to a rejected loop,
    and to a rejected region (owners())."""
    name = os.path.splitext(os.path.basename(driver))[0]
    failures = []
    kernel, args, loops = analyse_kernel(opts, driver)
    cat = category(loops)
    parts = {}
    for part, region in PARTS:
        mine = [l for l in loops if l["region"] == region and threaded(l) and rejected(l)]
        if mine:
            parts[part] = {"entries": mine,
                           "kinds": sorted({k for l in mine for k in l["kinds"]}),
                           "race_expected": any(l["memory_race"] for l in mine),
                           "seen": False}
    if not parts:
        return {"name": name, "category": cat, "skipped": True}
    workdir = tempfile.mkdtemp(prefix="rt-race-%s-" % name, dir=opts.keep)
    seen = []
    reports = []
    try:
        b = Builder(opts.clang, workdir, opts.verbose)
        exe = b.build("tsan_as_written", driver, kernel, args, TSAN_FLAGS)
        for t, s in opts.tsan_runs:
            r = san.run(exe, {"OMP_NUM_THREADS": str(t), "OMP_SCHEDULE": s}, [kernel],
                        [str(opts.tsan_scale)])
            if r["fatal"] or not r["banner"]:
                failures.append("did not run properly under TSan+Archer (exit %s):\n%s" % (
                    r["rc"], tail(r["stderr"])))
                continue
            bad = races_in_verified(r, loops)
            if bad:
                failures.append("race in a directive ompfix verified: %s:\n%s" % (
                    ", ".join(bad), tail(r["stderr"], 60)))
            if r["reports"]:
                seen.append("%d threads: %s" % (t, describe_races(r, loops)))
            reports.extend(r["reports"])
    finally:
        if not opts.keep:
            shutil.rmtree(workdir, ignore_errors=True)
    for p in parts.values():
        p["seen"] = any(races_of(reports, loops, l) for l in p["entries"])
    return {"name": name, "category": cat, "skipped": False, "parts": parts,
            "where": seen, "failures": failures}


def race_report(opts, drivers):
    workdir = tempfile.mkdtemp(prefix="rt-race-selftest-", dir=opts.keep)
    try:
        san = Sanitizer(opts.clang, workdir, opts.archer)
    finally:
        if not opts.keep:
            shutil.rmtree(workdir, ignore_errors=True)
    print("TSan+Archer works here%s (a tiny racy program is reported)" % (
        " with " + " ".join(san.prefix) if san.prefix else ""))

    def one(d):
        try:
            return race_report_one(opts, d, san)
        except Failure as e:
            return {"name": os.path.splitext(os.path.basename(d))[0], "category": "?",
                    "skipped": False, "parts": {}, "where": [], "failures": [str(e)]}

    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, opts.jobs)) as ex:
        results = list(ex.map(one, drivers))

    failed = 0
    rows = [r for r in results if not r["skipped"]]
    for r in rows:
        if not r["parts"]:
            print("%-40s %-9s" % (r["name"], r["category"]))
        for part, _ in PARTS:
            p = r["parts"].get(part)
            if p is None:
                continue
            witness = ",".join(p["kinds"]) or "-"
            if "race" in p["kinds"] and not p["race_expected"]:
                witness += "(copies)"
            print("%-40s %-9s %-7s witness=%-20s race seen by TSan+Archer in the kernel as written: %s" % (
                r["name"], r["category"], part[:-1], witness, "yes" if p["seen"] else "no"))
        for w in r["where"]:
            print("    " + w)
        for f in r["failures"]:
            print("    FAIL: " + f)
            failed += 1
    print()
    for part, _ in PARTS:
        mine = [(r["name"], r["parts"][part]) for r in rows if part in r["parts"]]
        print("%s: TSan+Archer saw a race in %d of %d kernels ompfix rejects" % (
            part, sum(1 for _, p in mine if p["seen"]), len(mine)))
        racy = [(n, p) for n, p in mine if p["race_expected"]]
        if racy:
            seen = [n for n, p in racy if p["seen"]]
            print("%s: race seen by TSan+Archer: %d of %d kernels with a race on a shared variable "
                  "(%.0f%%)" % (part, len(seen), len(racy), 100.0 * len(seen) / len(racy)))
            missed = [n for n, p in racy if not p["seen"]]
            if missed:
                print("  missed: " + ", ".join(missed))
        other = [(n, p) for n, p in mine if not p["race_expected"]]
        if other:
            print("%s: rejected with no race in memory (live-in/live-out, a flow or race between "
                  "private or reduction copies, an order dependence): %d, TSan reported a race in %d" % (
                      part, len(other), sum(1 for _, p in other if p["seen"])))
    print("race-report: %s" % ("PASS" if not failed else "FAIL (%d)" % failed))
    return 1 if failed else 0


# ---------------------------------------------------------------- main

def parse_runs(text):
    runs = []
    for item in text.split(";"):
        t, _, s = item.partition(":")
        runs.append((int(t), s or "static"))
    return runs


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter,
                                 epilog=__doc__)
    ap.add_argument("--ompfix", required=True)
    ap.add_argument("--clang", default="clang-19")
    ap.add_argument("--threads", default="1,2,3,4,8")
    ap.add_argument("--schedules", default="static;dynamic,1;guided",
                    help="OMP_SCHEDULE values, separated by ';'")
    ap.add_argument("--written-threads", default="2,4",
                    help="OMP_NUM_THREADS of the runs of the kernel as written")
    ap.add_argument("--rtol", type=float, default=1e-9)
    ap.add_argument("--tsan-scale", type=float, default=0.25,
                    help="size scale of the TSan runs (argv[1] of the driver)")
    ap.add_argument("--tsan-runs", default="2:static;4:dynamic,1",
                    help="THREADS:OMP_SCHEDULE pairs of the TSan runs, separated by ';'")
    ap.add_argument("--archer", default=ARCHER)
    ap.add_argument("--no-tsan", action="store_true")
    ap.add_argument("--race-report", action="store_true")
    ap.add_argument("-j", "--jobs", type=int, default=1, help="parallel drivers (race report)")
    ap.add_argument("--keep", metavar="DIR", help="keep the builds under DIR")
    ap.add_argument("-v", "--verbose", action="store_true")
    ap.add_argument("drivers", nargs="+")
    opts = ap.parse_args()
    opts.threads = [int(t) for t in opts.threads.split(",")]
    opts.written_threads = [int(t) for t in opts.written_threads.split(",")]
    opts.schedules = [s for s in opts.schedules.split(";") if s]
    opts.tsan_runs = parse_runs(opts.tsan_runs)
    if not (os.path.isfile(opts.ompfix) and os.access(opts.ompfix, os.X_OK)):
        print("run_kernel.py: no ompfix at %s" % opts.ompfix, file=sys.stderr)
        return 2
    if shutil.which(opts.clang) is None:
        print("run_kernel.py: no %s" % opts.clang, file=sys.stderr)
        return 2
    if opts.keep:
        os.makedirs(opts.keep, exist_ok=True)
        opts.keep = os.path.abspath(opts.keep)
    if hasattr(sys.stdout, "reconfigure"):
        sys.stdout.reconfigure(line_buffering=True)

    if opts.race_report:
        try:
            return race_report(opts, opts.drivers)
        except Failure as e:
            print("race-report: FAIL: %s" % e)
            return 1

    sanitizer_holder = [None]
    results = [check_driver(opts, d, sanitizer_holder) for d in opts.drivers]
    failed = [r for r in results if r.failures]
    if len(results) > 1:
        print("\n%-40s %-9s %-6s %-6s %-10s %-6s %s" % (
            "kernel", "verdict", "(b)ok", "(c)ok", "TSan (c)", "race(b)", "result"))
        for r in results:
            race_b = "-" if r.race_seen_as_written is None else ("yes" if r.race_seen_as_written else "no")
            if r.race_seen_as_written is not None and not r.race_expected:
                race_b += "*"
            print("%-40s %-9s %-6s %-6s %-10s %-7s %s%s" % (
                r.name, r.category or "?", r.b, r.c, r.tsan_fixed, race_b,
                "FAIL" if r.failures else "PASS",
                (" (known issue: %s)" % ", ".join(sorted(r.known_issues))) if r.known_issues else ""))
        print("(b)ok/(c)ok: runs matching the sequential output, as written / rewritten; "
              "race(b): TSan+Archer saw a race in the kernel as written (*: ompfix reports no "
              "race in memory)")
        print("\n%d passed, %d failed" % (len(results) - len(failed), len(failed)))
        for r in failed:
            print("  failed: runtime/%s" % r.name)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
