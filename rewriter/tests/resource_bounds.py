#!/usr/bin/env python3
"""Bounded resources (issue: every input answered within bounds): ompfix on
inputs that are large in one direction each, generated here. Each run must
exit 0 or 1 with a JSON report that answers every loop directive, decide the
loops that the budget is meant to decide, and stay under a memory bound
(peak resident set of the process). No timing: speed is benchmarked in
scripts/, not tested.

    resource_bounds.py --ompfix PATH
"""
import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile

MEMORY_BOUND_KB = 1024 * 1024  # 1 GiB


def long_chain():
    # A left-nested chain of 100,000 additions: deep recursion in clang and
    # in the extractor (run on a large stack).
    terms = " + ".join(["1"] * 100000)
    return ("void f(int n, double *a) {\n#pragma omp parallel for\n"
            " for (int i = 0; i < n; i++) a[i] = " + terms + ";\n}\n", 1, True)


def deep_blocks():
    depth = 4000
    return ("void f(int n, double *a) {\n#pragma omp parallel for\n"
            " for (int i = 0; i < n; i++) " + "{" * depth + "a[i] = 1;" +
            "}" * depth + "\n}\n", 1, True)


def collapse24():
    text = "void f(int n, double *a) {\n#pragma omp parallel for collapse(24)\n"
    for k in range(24):
        text += f"for (int i{k} = 0; i{k} < n; i{k}++)\n"
    text += "a[" + " + ".join(f"i{k}" for k in range(24)) + "] += 1;\n}\n"
    return text, 1, True


def many_loops():
    text = "void f(int n, double *a, double *b) {\n"
    for k in range(250):
        text += (f"#pragma omp parallel for\n"
                 f"  for (int i = 0; i < n; i++) a[i] = b[i] + {k};\n")
    return text + "}\n", 250, True


def long_function():
    text = "void f(int n, double *a, double *b, double *c) {\n  double t = 0;\n"
    loops = 0
    for k in range(1000):
        if k % 100 == 0:
            loops += 1
            text += (f"#pragma omp parallel for\n"
                     f"  for (int i = 0; i < n; i++) a[i] = b[i] + {k};\n")
        else:
            text += f"  if (n > {k}) c[{k % 50}] = c[{(k + 1) % 50}] + t * {k};\n"
    return text + "}\n", loops, True


CASES = [long_chain, deep_blocks, collapse24, many_loops, long_function]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--ompfix", required=True)
    options = parser.parse_args()
    failures = 0
    with tempfile.TemporaryDirectory() as tmp:
        for case in CASES:
            text, loops, decided = case()
            path = os.path.join(tmp, case.__name__ + ".c")
            with open(path, "w") as f:
                f.write(text)
            before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
            # Clang's own limit on nesting (256) would stop deep_blocks first.
            run = subprocess.run([options.ompfix, "--format=json", path, "--",
                                  "-fbracket-depth=5000"],
                                 capture_output=True, text=True)
            peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
            problems = []
            if run.returncode not in (0, 1):
                problems.append(f"exit {run.returncode}: {run.stderr[-500:]}")
            else:
                report = json.loads(run.stdout)["files"][0]["loops"]
                if len(report) != loops:
                    problems.append(f"{len(report)} loops reported, {loops} "
                                    "in the file")
                undecided = [l for l in report if l["verdict"] == "unknown"]
                if decided and undecided:
                    problems.append(f"{len(undecided)} loops undecided: "
                                    f"{undecided[0].get('reason')}")
            # ru_maxrss of the children is the largest so far: only a new
            # maximum says something about this run.
            if peak > before and peak > MEMORY_BOUND_KB:
                problems.append(f"peak memory {peak // 1024} MiB")
            status = "ok" if not problems else "; ".join(problems)
            print(f"{case.__name__}: {status}")
            failures += bool(problems)
    print(f"{len(CASES) - failures} passed, {failures} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
