#!/usr/bin/env python3
"""Mutation fuzzing of ompfix: takes the corpus kernels, mutates them
(inserts OpenMP directives and clauses, deletes, duplicates and swaps lines,
changes operators, numbers and names, nests expressions and statements
deeply) and runs ompfix on each mutant. Every exit status but 0, 1 and 2, a
signal, a timeout or output that is not JSON is a failure; the mutant is kept
in --keep for a reproducer, and a loop directive of a compiling mutant that
is missing from the report is one too.

    scripts/fuzz_mutants.py [--count 3000] [--seed 1] [--jobs 2]
                            [--keep build/fuzz-failures] [--timeout 60]

Exit status 0 when every mutant was answered. A fuzzer, not a test (long
runs belong here; ctest runs a short one).
"""
import argparse
import concurrent.futures
import glob
import json
import os
import random
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import sweep  # noqa: E402  (loop_directive_lines)

DIRECTIVES = [
    "#pragma omp parallel", "#pragma omp for", "#pragma omp parallel for",
    "#pragma omp simd", "#pragma omp for simd", "#pragma omp master",
    "#pragma omp masked", "#pragma omp single", "#pragma omp single nowait",
    "#pragma omp critical", "#pragma omp critical(name)",
    "#pragma omp atomic", "#pragma omp atomic read",
    "#pragma omp atomic write", "#pragma omp atomic capture",
    "#pragma omp barrier", "#pragma omp flush", "#pragma omp taskwait",
    "#pragma omp taskyield", "#pragma omp taskgroup", "#pragma omp task",
    "#pragma omp taskloop", "#pragma omp sections", "#pragma omp section",
    "#pragma omp ordered", "#pragma omp tile sizes(2)",
    "#pragma omp unroll partial(2)", "#pragma omp unroll full",
    "#pragma omp teams", "#pragma omp distribute",
    "#pragma omp target", "#pragma omp target teams distribute parallel for",
    "#pragma omp loop", "#pragma omp scope", "#pragma omp cancel for",
    "#pragma omp parallel for collapse(2)", "#pragma omp parallel for collapse(24)",
    "#pragma omp parallel sections", "#pragma omp parallel master",
    "#pragma omp metadirective default(parallel for)",
    "#pragma omp for nowait", "#pragma omp taskloop simd",
]
CLAUSES = [
    "private(i)", "private(t)", "firstprivate(t)", "lastprivate(t)",
    "lastprivate(conditional: t)", "shared(a)", "reduction(+: s)",
    "reduction(max: m)", "reduction(+: a[0:n])", "default(none)",
    "default(shared)", "nowait", "collapse(2)", "collapse(3)",
    "schedule(static)", "schedule(dynamic, 4)", "schedule(guided)",
    "ordered", "ordered(2)", "if(n > 2)", "num_threads(3)", "simdlen(4)",
    "safelen(2)", "linear(i)", "aligned(a)", "order(concurrent)",
    "proc_bind(close)", "copyin(t)", "copyprivate(t)", "untied",
    "grainsize(2)", "num_tasks(3)", "nogroup", "final(1)", "mergeable",
    "depend(in: a[0])", "in_reduction(+: s)", "allocate(t)",
    "firstprivate(a)", "private(a)", "lastprivate(a)", "reduction(*: t)",
]
STATEMENTS = [
    "break;", "continue;", "return;", "goto end;", "end:;", "{ }", ";",
    "a[0] = a[0] + 1;", "while (0) { }", "do { } while (0);",
    "switch (0) { case 0: break; }", "({ 1; });", "t = t;",
    "static int counter = 0; counter++;", "int *p = 0; (void)p;",
    "struct { int x; } s_; s_.x = 1;", "if (n) return;",
]
OPERATORS = ["<", "<=", ">", ">=", "!=", "==", "+", "-", "*", "/", "%",
             "+=", "-=", "*=", "++", "--", "&&", "||"]


def mutate(text, rng):
    lines = text.split("\n")
    kind = rng.randrange(11)
    k = rng.randrange(len(lines)) if lines else 0
    if kind == 0:    # insert a directive
        lines.insert(k, rng.choice(DIRECTIVES))
    elif kind == 1:  # add a clause to a pragma
        pragmas = [i for i, l in enumerate(lines) if "#pragma omp" in l]
        if pragmas:
            i = rng.choice(pragmas)
            lines[i] = lines[i].rstrip("\\ ") + " " + rng.choice(CLAUSES)
    elif kind == 2:  # delete a line
        if lines:
            del lines[k]
    elif kind == 3:  # duplicate a line
        if lines:
            lines.insert(k, lines[k])
    elif kind == 4:  # insert a statement
        lines.insert(k, rng.choice(STATEMENTS))
    elif kind == 5:  # swap an operator
        ops = [(m.start(), m.group()) for m in
               re.finditer(r"<=|>=|!=|==|\+=|-=|\*=|\+\+|--|&&|\|\||[<>+\-*/%]",
                           text)]
        if ops:
            pos, op = rng.choice(ops)
            return text[:pos] + rng.choice(OPERATORS) + text[pos + len(op):]
    elif kind == 6:  # change a number
        nums = list(re.finditer(r"\b\d+\b", text))
        if nums:
            m = rng.choice(nums)
            return text[:m.start()] + str(rng.choice(
                [0, 1, 2, -1, 7, 64, 2**31 - 1, 2**40])) + text[m.end():]
    elif kind == 7:  # rename a use
        names = list(re.finditer(r"\b[a-z]\w*\b", text))
        if names:
            m = rng.choice(names)
            other = rng.choice(names).group()
            return text[:m.start()] + other + text[m.end():]
    elif kind == 8:  # a deep expression
        depth = rng.choice([50, 500, 3000])
        lines.insert(k, "t = " + "(" * depth + "1" + " + 1)" * depth + ";")
    elif kind == 9:  # a deep statement nest
        depth = rng.choice([20, 200, 1000])
        lines.insert(k, "{" * depth + "t = 1;" + "}" * depth)
    else:            # swap two lines
        if len(lines) > 1:
            j = rng.randrange(len(lines))
            lines[k], lines[j] = lines[j], lines[k]
    return "\n".join(lines)


def run_one(args):
    index, source, text, options = args
    ext = os.path.splitext(source)[1]
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, f"mutant{index}{ext}")
        with open(path, "w") as f:
            f.write(text)
        failure = None
        try:
            run = subprocess.run([options.ompfix, "--format=json", path, "--"],
                                 capture_output=True, text=True,
                                 errors="replace", timeout=options.timeout)
            if run.returncode not in (0, 1, 2):
                failure = f"exit {run.returncode}: {run.stderr[-600:]}"
            else:
                try:
                    report = json.loads(run.stdout)
                except ValueError:
                    failure = "output is not JSON"
                    report = None
                files = report.get("files", []) if report else []
                if files and options.check_missing:
                    expected = sweep.loop_directive_lines(options.clang, path,
                                                          [])
                    got = {loop["line"] for loop in files[0]["loops"]}
                    lost = sorted(set(expected or []) - got)
                    if lost:
                        failure = f"loop directives missing at lines {lost}"
        except subprocess.TimeoutExpired:
            failure = "timeout"
        if failure and options.keep:
            os.makedirs(options.keep, exist_ok=True)
            kept = os.path.join(options.keep, f"mutant{index}{ext}")
            with open(kept, "w") as f:
                f.write(f"// from {os.path.basename(source)}: {failure[:200]}\n"
                        .replace("\n", " ").rstrip() + "\n" + text)
        return index, source, failure


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--ompfix",
                        default=os.path.join(root, "build", "bin", "ompfix"))
    parser.add_argument("--clang", default="clang-19")
    parser.add_argument("--count", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--timeout", type=int, default=60)
    parser.add_argument("--keep", default=os.path.join(root, "build",
                                                       "fuzz-failures"))
    parser.add_argument("--no-missing", dest="check_missing",
                        action="store_false",
                        help="do not check that every directive is reported")
    options = parser.parse_args()

    # Every folder of the corpus, corpus/constructs/ included.
    kernels = sorted(glob.glob(os.path.join(root, "corpus", "*", "*.c")) +
                     glob.glob(os.path.join(root, "corpus", "*", "*.cpp")))
    rng = random.Random(options.seed)
    work = []
    for index in range(options.count):
        source = rng.choice(kernels)
        with open(source) as f:
            text = f.read()
        for _ in range(rng.choice([1, 1, 2, 3, 5])):
            text = mutate(text, rng)
        work.append((index, source, text, options))
    failures = 0
    with concurrent.futures.ThreadPoolExecutor(options.jobs) as pool:
        for index, source, failure in pool.map(run_one, work):
            if failure:
                failures += 1
                print(f"FAIL mutant {index} of {os.path.basename(source)}: "
                      f"{failure[:300]}")
    print(f"{options.count - failures} passed, {failures} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
