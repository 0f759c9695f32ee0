#!/usr/bin/env python3
"""What checking costs next to parsing (docs/design/budgets.md: within 2x of
`clang -fsyntax-only` on PolyBench-size kernels, linear in the number of
loops). A benchmark, not a test. Each file is parsed by clang-19 and
checked by ompfix in pairs of runs, one after the other, and the CPU time
of each (user + system, of the child process) is the least of the pairs:

  kernels   PolyBench-size kernels written for this benchmark (stencils,
            triangular nests, several loops per function): the ratio per
            kernel, their geometric mean and the largest;
  scaling   1, 10, 100 and 1,000 loop directives, in separate functions
            and in one function, and in one function where each loop, in a
            time loop of its own, needs a fix (a witness to pick): the time
            per loop, and beyond parsing;
  --real F  real files (the largest file of the public code you sweep),
            with -I for the file's directory, as scripts/sweep.py has it,
            and the compiler arguments of --arg (repeated: --arg=-Iinclude).

Beside each ratio, the milliseconds that checking takes beyond parsing:
ompfix and clang-19 both start in a few milliseconds (ompfix links Clang
statically), so the ratio of a small file is mostly the two parses.

    scripts/bench_check.py [--ompfix build/bin/ompfix] [--clang clang-19]
                           [--suite kernels,scaling] [--loops 1,10,100,1000]
                           [--runs 3] [--timeout 600] [--real FILE ...]
                           [--arg=-IDIR ...]
"""
import argparse
import json
import math
import os
import resource
import subprocess
import sys
import tempfile

# Each kernel: its name and its C text. PolyBench's shapes, written anew.
KERNELS = {
    "jacobi_2d": """
void jacobi_2d(int tsteps, int n, double A[n][n], double B[n][n])
{
  for (int t = 0; t < tsteps; t++) {
#pragma omp parallel for
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        B[i][j] = 0.2 * (A[i][j] + A[i][j - 1] + A[i][1 + j] + A[1 + i][j] + A[i - 1][j]);
#pragma omp parallel for
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        A[i][j] = 0.2 * (B[i][j] + B[i][j - 1] + B[i][1 + j] + B[1 + i][j] + B[i - 1][j]);
  }
}
""",
    "heat_3d": """
void heat_3d(int tsteps, int n, double A[n][n][n], double B[n][n][n])
{
  for (int t = 1; t <= tsteps; t++) {
#pragma omp parallel for collapse(2)
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        for (int k = 1; k < n - 1; k++)
          B[i][j][k] = 0.125 * (A[i + 1][j][k] - 2.0 * A[i][j][k] + A[i - 1][j][k])
                     + 0.125 * (A[i][j + 1][k] - 2.0 * A[i][j][k] + A[i][j - 1][k])
                     + 0.125 * (A[i][j][k + 1] - 2.0 * A[i][j][k] + A[i][j][k - 1])
                     + A[i][j][k];
#pragma omp parallel for collapse(2)
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        for (int k = 1; k < n - 1; k++)
          A[i][j][k] = 0.125 * (B[i + 1][j][k] - 2.0 * B[i][j][k] + B[i - 1][j][k])
                     + 0.125 * (B[i][j + 1][k] - 2.0 * B[i][j][k] + B[i][j - 1][k])
                     + 0.125 * (B[i][j][k + 1] - 2.0 * B[i][j][k] + B[i][j][k - 1])
                     + B[i][j][k];
  }
}
""",
    "fdtd_2d": """
void fdtd_2d(int tmax, int nx, int ny, double ex[nx][ny], double ey[nx][ny],
             double hz[nx][ny], const double *fict)
{
  for (int t = 0; t < tmax; t++) {
#pragma omp parallel for
    for (int j = 0; j < ny; j++)
      ey[0][j] = fict[t];
#pragma omp parallel for
    for (int i = 1; i < nx; i++)
      for (int j = 0; j < ny; j++)
        ey[i][j] = ey[i][j] - 0.5 * (hz[i][j] - hz[i - 1][j]);
#pragma omp parallel for
    for (int i = 0; i < nx; i++)
      for (int j = 1; j < ny; j++)
        ex[i][j] = ex[i][j] - 0.5 * (hz[i][j] - hz[i][j - 1]);
#pragma omp parallel for
    for (int i = 0; i < nx - 1; i++)
      for (int j = 0; j < ny - 1; j++)
        hz[i][j] = hz[i][j] - 0.7 * (ex[i][j + 1] - ex[i][j] + ey[i + 1][j] - ey[i][j]);
  }
}
""",
    "gemm": """
void gemm(int ni, int nj, int nk, double alpha, double beta, double C[ni][nj],
          double A[ni][nk], double B[nk][nj])
{
#pragma omp parallel for
  for (int i = 0; i < ni; i++) {
    for (int j = 0; j < nj; j++)
      C[i][j] *= beta;
    for (int k = 0; k < nk; k++)
      for (int j = 0; j < nj; j++)
        C[i][j] += alpha * A[i][k] * B[k][j];
  }
}
""",
    "two_mm": """
void two_mm(int ni, int nj, int nk, int nl, double alpha, double beta,
            double tmp[ni][nj], double A[ni][nk], double B[nk][nj],
            double C[nj][nl], double D[ni][nl])
{
#pragma omp parallel for
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nj; j++) {
      tmp[i][j] = 0.0;
      for (int k = 0; k < nk; ++k)
        tmp[i][j] += alpha * A[i][k] * B[k][j];
    }
#pragma omp parallel for
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nl; j++) {
      D[i][j] *= beta;
      for (int k = 0; k < nj; ++k)
        D[i][j] += tmp[i][k] * C[k][j];
    }
}
""",
    "atax_bicg": """
void atax_bicg(int m, int n, double A[m][n], double *restrict x,
               double *restrict y, double *restrict tmp, double *restrict s,
               double *restrict q, const double *restrict p,
               const double *restrict r)
{
#pragma omp parallel for
  for (int i = 0; i < m; i++) {
    tmp[i] = 0.0;
    for (int j = 0; j < n; j++)
      tmp[i] = tmp[i] + A[i][j] * x[j];
  }
#pragma omp parallel for
  for (int j = 0; j < n; j++) {
    y[j] = 0;
    for (int i = 0; i < m; i++)
      y[j] = y[j] + A[i][j] * tmp[i];
  }
#pragma omp parallel for
  for (int j = 0; j < n; j++) {
    s[j] = 0;
    for (int i = 0; i < m; i++)
      s[j] = s[j] + r[i] * A[i][j];
  }
#pragma omp parallel for
  for (int i = 0; i < m; i++) {
    q[i] = 0.0;
    for (int j = 0; j < n; j++)
      q[i] = q[i] + A[i][j] * p[j];
  }
}
""",
    "mvt_gesummv": """
void mvt_gesummv(int n, double alpha, double beta, double A[n][n],
                 double B[n][n], double *restrict x1, double *restrict x2,
                 const double *restrict y1, const double *restrict y2,
                 double *restrict tmp, double *restrict y,
                 const double *restrict x)
{
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      x1[i] = x1[i] + A[i][j] * y1[j];
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      x2[i] = x2[i] + A[j][i] * y2[j];
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    tmp[i] = 0.0;
    y[i] = 0.0;
    for (int j = 0; j < n; j++) {
      tmp[i] = A[i][j] * x[j] + tmp[i];
      y[i] = B[i][j] * x[j] + y[i];
    }
    y[i] = alpha * tmp[i] + beta * y[i];
  }
}
""",
    "syr2k_trmm": """
void syr2k_trmm(int n, int m, double alpha, double beta, double C[n][n],
                double A[n][m], double B[n][m], double T[m][m], double U[m][n])
{
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    for (int j = 0; j <= i; j++)
      C[i][j] *= beta;
    for (int k = 0; k < m; k++)
      for (int j = 0; j <= i; j++)
        C[i][j] += A[j][k] * alpha * B[i][k] + B[j][k] * alpha * A[i][k];
  }
  for (int i = 0; i < m; i++)
#pragma omp parallel for
    for (int j = 0; j < n; j++) {
      for (int k = i + 1; k < m; k++)
        U[i][j] += T[k][i] * U[k][j];
      U[i][j] = alpha * U[i][j];
    }
}
""",
    "lu_like": """
void lu_like(int n, double A[n][n])
{
  for (int k = 0; k < n; k++) {
#pragma omp parallel for
    for (int i = k + 1; i < n; i++)
      A[i][k] = A[i][k] / A[k][k];
#pragma omp parallel for
    for (int i = k + 1; i < n; i++)
      for (int j = k + 1; j < n; j++)
        A[i][j] = A[i][j] - A[i][k] * A[k][j];
  }
}
""",
    "covariance": """
void covariance(int m, int n, double data[n][m], double cov[m][m],
                double *restrict mean)
{
#pragma omp parallel for
  for (int j = 0; j < m; j++) {
    mean[j] = 0.0;
    for (int i = 0; i < n; i++)
      mean[j] += data[i][j];
    mean[j] /= n;
  }
#pragma omp parallel for collapse(2)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      data[i][j] -= mean[j];
#pragma omp parallel for
  for (int i = 0; i < m; i++)
    for (int j = i; j < m; j++) {
      double s = 0.0;
      for (int k = 0; k < n; k++)
        s += data[k][i] * data[k][j];
      cov[i][j] = s / (n - 1.0);
    }
}
""",
    "seidel_doitgen": """
void seidel_doitgen(int nr, int nq, int np, double A[nr][nq][np],
                    double C4[np][np], double sum[np], int steps, int n,
                    double S[n][n])
{
#pragma omp parallel for collapse(2) private(sum)
  for (int r = 0; r < nr; r++)
    for (int q = 0; q < nq; q++) {
      for (int p = 0; p < np; p++) {
        sum[p] = 0.0;
        for (int s = 0; s < np; s++)
          sum[p] += A[r][q][s] * C4[s][p];
      }
      for (int p = 0; p < np; p++)
        A[r][q][p] = sum[p];
    }
  for (int t = 0; t < steps; t++)
    for (int i = 1; i <= n - 2; i++)
#pragma omp parallel for
      for (int j = 1; j <= n - 2; j++)
        S[i][j] = (S[i - 1][j] + S[i][j] + S[i + 1][j]) / 3.0;
}
""",
}

# What a PolyBench file has besides its kernel: the C library's headers, and
# code that fills and prints the arrays (no directives).
PRELUDE = """#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void fill(int n, int m, double *a, double scale)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      a[i * m + j] = (double)((i * j + 1) % n) / (scale * n);
}

static void print(int n, int m, const double *a)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      if ((i * m + j) % 20 == 0)
        fputc('\\n', stderr);
      fprintf(stderr, "%0.2lf ", a[i * m + j]);
    }
}
"""

# One loop of the scaling files: a stencil with a scratch scalar.
SCALING_LOOP = """#pragma omp parallel for private(t)
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < m - 1; j++) {{
      t = 0.25 * (A[i - 1][j] + A[i + 1][j] + A[i][j - 1] + A[i][j + 1]);
      B{k}[i][j] = t + x[i] * y[j];
    }}
"""


# One loop of the "fixes" layout: t is shared, so each loop needs
# private(t) and shows a race, in a time loop (the witness is picked inside
# one instance of the directive).
FIX_LOOP = """  for (int s = 0; s < steps; s++) {{
#pragma omp parallel for
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < m - 1; j++) {{
        t = 0.25 * (A[i - 1][j] + A[i + 1][j] + A[i][j - 1] + A[i][j + 1]);
        B{k}[i][j] = t + x[i] * y[j];
      }}
  }}
"""


def separate_functions(loops):
    return "".join(
        "void kernel_%d(int n, int m, double A[n][m], double B%d[n][m], "
        "double *x, double *y)\n{\n  double t;\n%s}\n"
        % (k, k, SCALING_LOOP.format(k=k)) for k in range(loops))


def one_function(loops):
    params = ", ".join("double B%d[n][m]" % k for k in range(loops))
    return ("void kernel(int n, int m, double A[n][m], %s, double *x, double *y)\n"
            "{\n  double t;\n%s}\n"
            % (params, "".join(SCALING_LOOP.format(k=k) for k in range(loops))))


def one_function_fixes(loops):
    params = ", ".join("double B%d[n][m]" % k for k in range(loops))
    return ("void kernel(int n, int m, int steps, double A[n][m], %s, double *x,"
            " double *y)\n{\n  double t;\n%s}\n"
            % (params, "".join(FIX_LOOP.format(k=k) for k in range(loops))))


def cpu_seconds(cmd, timeout):
    """The CPU time of \\p cmd (user + system), or None past \\p timeout.
    A run that fails (ompfix: an exit status other than 0 and 1, a crash)
    stops the benchmark: its time would mean nothing."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    try:
        done = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                              timeout=timeout)
    except subprocess.TimeoutExpired:
        return None
    if done.returncode not in (0, 1):
        sys.exit("bench_check: %s failed (exit %d):\n%s"
                 % (" ".join(cmd), done.returncode, done.stderr.decode(errors="replace")[-2000:]))
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def paired(args, path, extra=()):
    """(parse, check) CPU seconds: the least of args.runs pairs."""
    parse = check = None
    for _ in range(args.runs):
        p = cpu_seconds([args.clang, "-fsyntax-only", "-fopenmp", "-w"] + list(extra) + [path],
                        args.timeout)
        c = cpu_seconds([args.ompfix, path, "--"] + list(extra), args.timeout)
        if c is None:
            return p, None
        parse = p if parse is None else min(parse, p)
        check = c if check is None else min(check, c)
    return parse, check


def decided(args, path, extra=()):
    """"decided/directives" of \\p path: the loops and regions of ompfix's
    JSON report whose verdict is not unknown (a fast run that decides
    nothing is no result)."""
    done = subprocess.run([args.ompfix, "--format=json", path, "--"] + list(extra),
                          stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                          timeout=args.timeout)
    report = json.loads(done.stdout)
    verdicts = [d["verdict"] for f in report["files"]
                for key in ("loops", "regions") for d in f.get(key, [])]
    return "%d/%d" % (sum(v != "unknown" for v in verdicts), len(verdicts))


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    parser = argparse.ArgumentParser()
    parser.add_argument("--ompfix", default=os.path.join(root, "build/bin/ompfix"))
    parser.add_argument("--clang", default="clang-19")
    parser.add_argument("--suite", default="kernels,scaling")
    parser.add_argument("--loops", default="1,10,100,1000")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--timeout", type=float, default=600)
    parser.add_argument("--real", nargs="*", default=[])
    parser.add_argument("--arg", action="append", default=[])
    args = parser.parse_args()
    suites = args.suite.split(",")
    with tempfile.TemporaryDirectory() as work:
        if "kernels" in suites:
            print("%-16s %9s %9s %7s %9s %8s" % ("kernel", "parse s", "check s", "ratio",
                                                 "extra ms", "decided"))
            ratios = []
            for name, text in KERNELS.items():
                path = os.path.join(work, name + ".c")
                with open(path, "w") as f:
                    f.write(PRELUDE + text)
                parse, check = paired(args, path)
                if check is None:
                    print("%-16s %9.3f %9s %7s" % (name, parse, "timeout", "-"))
                    continue
                ratios.append(check / parse)
                print("%-16s %9.3f %9.3f %7.2f %9.1f %8s"
                      % (name, parse, check, check / parse, 1000 * (check - parse),
                         decided(args, path)))
            if ratios:
                geomean = math.exp(sum(map(math.log, ratios)) / len(ratios))
                print("geomean %.2f, largest %.2f, above 2x: %d of %d"
                      % (geomean, max(ratios), sum(r > 2 for r in ratios), len(ratios)))
        if "scaling" in suites:
            print("%-10s %6s %9s %9s %7s %12s %12s %10s"
                  % ("layout", "loops", "parse s", "check s", "ratio", "ms per loop",
                     "extra/loop", "decided"))
            for layout, make in (("functions", separate_functions),
                                 ("one", one_function),
                                 ("fixes", one_function_fixes)):
                for loops in map(int, args.loops.split(",")):
                    path = os.path.join(work, "%s_%d.c" % (layout, loops))
                    with open(path, "w") as f:
                        f.write(make(loops))
                    parse, check = paired(args, path)
                    if check is None:
                        print("%-10s %6d %9.3f %9s" % (layout, loops, parse, "timeout"))
                        continue
                    print("%-10s %6d %9.3f %9.3f %7.2f %12.1f %12.1f %10s"
                          % (layout, loops, parse, check, check / parse,
                             1000 * check / loops, 1000 * (check - parse) / loops,
                             decided(args, path)))
                    sys.stdout.flush()
        for path in args.real:
            extra = ["-I" + os.path.dirname(os.path.abspath(path))] + args.arg
            parse, check = paired(args, path, extra)
            print("%s: parse %.3f s, check %s, ratio %s, decided %s"
                  % (path, parse, "timeout" if check is None else "%.3f s" % check,
                     "-" if check is None else "%.2f" % (check / parse),
                     decided(args, path, extra)))


if __name__ == "__main__":
    main()
