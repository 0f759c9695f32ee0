#!/usr/bin/env python3
"""Times `ompfix` against `clang -fsyntax-only -fopenmp` on generated files of
PolyBench-like kernels with 1, 10, 50 and 100 loop directives, so that the
budget of DESIGN.md (within 2x of parsing, linear in the number of loops) is
visible. A benchmark, not a test:

    scripts/bench_check.py [--ompfix build/bin/ompfix] [--clang clang-19]
"""
import argparse
import os
import subprocess
import tempfile
import time

KERNEL = """
void kernel_{k}(int n, int m, double A[n][m], double B[n][m], double *x, double *y)
{{
  double t;
#pragma omp parallel for private(t)
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < m - 1; j++) {{
      t = 0.25 * (A[i - 1][j] + A[i + 1][j] + A[i][j - 1] + A[i][j + 1]);
      B[i][j] = t + x[i] * y[j];
    }}
}}
"""


def best_of(cmd, runs=3):
    best = None
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        elapsed = time.perf_counter() - start
        best = elapsed if best is None else min(best, elapsed)
    return best


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    parser = argparse.ArgumentParser()
    parser.add_argument("--ompfix", default=os.path.join(root, "build/bin/ompfix"))
    parser.add_argument("--clang", default="clang-19")
    args = parser.parse_args()
    print("%6s %10s %10s %7s" % ("loops", "clang s", "ompfix s", "ratio"))
    with tempfile.TemporaryDirectory() as work:
        for loops in (1, 10, 50, 100):
            path = os.path.join(work, "k%d.c" % loops)
            with open(path, "w") as f:
                f.write("".join(KERNEL.format(k=k) for k in range(loops)))
            parse = best_of([args.clang, "-fsyntax-only", "-fopenmp", path])
            check = best_of([args.ompfix, path])
            print("%6d %10.3f %10.3f %7.2f" % (loops, parse, check, check / parse))


if __name__ == "__main__":
    main()
