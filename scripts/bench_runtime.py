#!/usr/bin/env python3
"""Times each runtime-test kernel sequentially against its ompfix-rewritten copy.

    scripts/bench_runtime.py --ompfix build/bin/ompfix [--scale 200] [DRIVER.c...]

For every driver of runtime-tests/drivers/ (or the ones named), it builds
  (a) the sequential version (no -fopenmp) and
  (c) the kernel rewritten by `ompfix --fix` (as ompfix writes it: no
      schedule(runtime) added), with -fopenmp=libomp,
runs them on inputs scaled by --scale (the driver's argv[1]) --repeat times,
(c) with OMP_NUM_THREADS=1 and with every core, and prints the best time of
the kernel calls (the drivers measure them), the speedups over (a), the peak
resident memory of each process (getrusage of the child), and whether (c)'s
output agrees with (a)'s. So the cost of a fix (a private copy, a reduction,
lastprivate(conditional:)...) shows next to what it buys. It is not a test:
it fails only when something cannot be built or run.

By default only verified and fixable kernels are timed (--all adds the
others, whose rewritten copy is the kernel as written).

Expansions: both builds count the heap they use (malloc, calloc, realloc and
free wrapped at link time), so a kernel whose report has expansions
(variables[].expansion) gets a line with the memory ompfix reported beside
the memory measured. Copies per thread: a copy per thread of the largest
bytes_per_copy (each expansion's slices are freed after its loop), against
what the rewritten kernel's peak heap grows by from 1 to T threads. Copies
per iteration: the largest count times bytes_per_copy, against what the
rewritten kernel's peak heap at one thread exceeds the sequential build's
by. The formulas are evaluated with the values the driver names in a
comment `// EXPANSION-VALUES: m=37`, or prints as it runs
(`rt_expansion_value("n", n)`, for sizes that scale).
"""

import argparse
import ast
import glob
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.dont_write_bytecode = True  # no __pycache__ in runtime-tests/
sys.path.insert(0, os.path.join(ROOT, "runtime-tests"))
import run_kernel as rk  # noqa: E402


GNU_TIME = "/usr/bin/time"


def run_child(cmd, env, workdir, timeout):
    """(exit status, stdout, stderr, peak RSS in MiB, wall seconds).

    The peak RSS is GNU time's %M when /usr/bin/time exists: the maximum RSS
    that getrusage reports survives exec, so a child forked from this (large)
    Python process would start at Python's size; time(1) is small. Else it is
    os.wait4's ru_maxrss of the child (the launcher's size is then a floor)."""
    out_path = os.path.join(workdir, "out.txt")
    err_path = os.path.join(workdir, "err.txt")
    rss_path = os.path.join(workdir, "rss.txt")
    use_time = os.access(GNU_TIME, os.X_OK)
    full = ([GNU_TIME, "-f", "%M", "-o", rss_path] + cmd) if use_time else cmd
    with open(out_path, "w") as out, open(err_path, "w") as err:
        t0 = time.monotonic()
        p = subprocess.Popen(full, env=env, stdout=out, stderr=err)
        deadline = t0 + timeout
        while True:
            pid, status, usage = os.wait4(p.pid, os.WNOHANG)
            if pid == p.pid:
                break
            if time.monotonic() > deadline:
                p.kill()
                pid, status, usage = os.wait4(p.pid, 0)
                break
            time.sleep(0.002)
        wall = time.monotonic() - t0
        p.returncode = os.waitstatus_to_exitcode(status)
    rss = usage.ru_maxrss / 1024.0
    if use_time:
        try:
            rss = float(open(rss_path).read().split()[-1]) / 1024.0
        except (OSError, ValueError, IndexError):
            pass
    return (p.returncode, open(out_path).read(), open(err_path).read(), rss, wall)


# Counts the heap the program holds at its peak (malloc_usable_size of each
# block): linked with --wrap, so only the program's own calls are counted,
# not libomp's.
HEAP_COUNTER = r"""
#include <malloc.h>
#include <stdio.h>
#include <stdlib.h>
#ifdef __cplusplus
extern "C" {
#endif
void *__real_malloc(size_t);
void *__real_calloc(size_t, size_t);
void *__real_realloc(void *, size_t);
void __real_free(void *);
static size_t rt_heap_live, rt_heap_peak;
static void rt_heap_add(void *p, long sign) {
  if (!p) return;
  size_t n = malloc_usable_size(p);
  size_t now = sign > 0 ? __atomic_add_fetch(&rt_heap_live, n, __ATOMIC_RELAXED)
                        : __atomic_sub_fetch(&rt_heap_live, n, __ATOMIC_RELAXED);
  size_t peak = __atomic_load_n(&rt_heap_peak, __ATOMIC_RELAXED);
  while (now > peak && !__atomic_compare_exchange_n(&rt_heap_peak, &peak, now, 1,
                                                     __ATOMIC_RELAXED, __ATOMIC_RELAXED))
    ;
}
void *__wrap_malloc(size_t n) { void *p = __real_malloc(n); rt_heap_add(p, 1); return p; }
void *__wrap_calloc(size_t k, size_t n) { void *p = __real_calloc(k, n); rt_heap_add(p, 1); return p; }
void *__wrap_realloc(void *q, size_t n) {
  rt_heap_add(q, -1);
  void *p = __real_realloc(q, n);
  rt_heap_add(p ? p : q, 1);
  return p;
}
void __wrap_free(void *p) { rt_heap_add(p, -1); __real_free(p); }
__attribute__((destructor)) static void rt_heap_report(void) {
  fprintf(stderr, "rt-heap-peak-bytes %zu\n", rt_heap_peak);
}
#ifdef __cplusplus
}
#endif
"""
HEAP_FLAGS = ["-Wl,--wrap=malloc,--wrap=calloc,--wrap=realloc,--wrap=free"]


def heap_peak(stderr):
    for line in stderr.splitlines():
        if line.startswith("rt-heap-peak-bytes "):
            return int(line.split()[1])
    return None


def expansion_costs(opts, kernel, args):
    """(name, copies, count, bytes_per_copy) of every expansion in the
    kernel's report (count "T" for copies per thread)."""
    rc, out, err = rk.run([opts.ompfix, "--format=json"] + rk.kernel_options(kernel) +
                          [kernel, "--"] + args, timeout=300)
    costs = []
    try:
        for f in json.loads(out)["files"]:
            for loop in f["loops"]:
                for v in loop["variables"]:
                    if "expansion" in v:
                        e = v["expansion"]
                        costs.append((v["name"], e["copies"], e.get("count", "T"),
                                      e["bytes_per_copy"]))
    except (ValueError, KeyError):
        pass
    return costs


def expansion_values(driver, stderr):
    """The values a driver names for the expansions' formulas: in its
    comment, and as the run \\p stderr printed them."""
    values = {}
    for line in open(driver):
        m = re.match(r"\s*//\s*EXPANSION-VALUES:\s*(.*)", line)
        if m:
            for part in m.group(1).split():
                name, _, value = part.partition("=")
                values[name] = int(value)
    for line in stderr.splitlines():
        m = re.match(r"rt-expansion-value (\w+) (-?\d+)$", line)
        if m:
            values[m.group(1)] = int(m.group(2))
    return values


def evaluate(formula, values):
    """A C expression of +, -, *, / (truncating), parentheses, numbers and
    the names of \p values; None when it names anything else."""
    tree = ast.parse(formula.replace("/", "//"), mode="eval")
    def ev(node):
        if isinstance(node, ast.Expression):
            return ev(node.body)
        if isinstance(node, ast.Constant) and isinstance(node.value, int):
            return node.value
        if isinstance(node, ast.Name) and node.id in values:
            return values[node.id]
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
            return -ev(node.operand)
        if isinstance(node, ast.BinOp):
            a, b = ev(node.left), ev(node.right)
            if isinstance(node.op, ast.Add):
                return a + b
            if isinstance(node.op, ast.Sub):
                return a - b
            if isinstance(node.op, ast.Mult):
                return a * b
            if isinstance(node.op, ast.FloorDiv):
                return int(a / b)
        raise ValueError(formula)
    try:
        return ev(tree)
    except (ValueError, ZeroDivisionError):
        return None


def kernel_seconds(stderr):
    for line in stderr.splitlines():
        if line.startswith("rt-kernel-seconds "):
            return float(line.split()[1])
    return None


def best(runs):
    """Best kernel time and the largest peak RSS of a list of runs."""
    times = [r["kernel"] for r in runs if r["kernel"] is not None]
    return (min(times) if times else float("nan")), max(r["rss"] for r in runs)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter,
                                 epilog=__doc__)
    ap.add_argument("--ompfix", default=os.path.join(ROOT, "build", "bin", "ompfix"))
    ap.add_argument("--clang", default="clang-19")
    ap.add_argument("--scale", type=float, default=200.0,
                    help="size scale passed to the drivers (argv[1]; 1 is the test size)")
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--opt", default="-O2", help="optimisation level of both builds")
    ap.add_argument("--threads", type=int, default=os.cpu_count() or 2,
                    help="the 'all threads' count (default: the number of cores)")
    ap.add_argument("--rtol", type=float, default=1e-6,
                    help="tolerance of `approx` outputs (larger inputs, longer sums)")
    ap.add_argument("--all", action="store_true", help="violation and unknown kernels too")
    ap.add_argument("--timeout", type=float, default=600)
    ap.add_argument("drivers", nargs="*")
    opts = ap.parse_args()
    drivers = opts.drivers or sorted(
        glob.glob(os.path.join(ROOT, "runtime-tests", "drivers", "*.c")) +
        glob.glob(os.path.join(ROOT, "runtime-tests", "drivers", "*.cpp")))

    cols = ("kernel", "verdict", "seq ms", "fix@1 ms", "fix@%d ms" % opts.threads,
            "x@1", "x@%d" % opts.threads, "seq MiB", "fix@%d MiB" % opts.threads, "output")
    print("scale %g, %s, best of %d; times are the kernel calls only" % (
        opts.scale, opts.opt, opts.repeat))
    print("%-40s %-9s %9s %9s %9s %6s %6s %8s %9s  %s" % cols)
    failed = 0
    for driver in drivers:
        name = os.path.splitext(os.path.basename(driver))[0]
        workdir = tempfile.mkdtemp(prefix="bench-%s-" % name)
        try:
            kernel, args, loops = rk.analyse_kernel(opts, driver)
            cat = rk.category(loops)
            if cat not in ("verified", "fixable") and not opts.all:
                continue
            fixdir = os.path.join(workdir, "fixed")
            os.makedirs(fixdir)
            fixed = os.path.join(fixdir, os.path.basename(kernel))
            shutil.copyfile(kernel, fixed)
            rc, out, err = rk.run([opts.ompfix, "--fix"] + rk.kernel_options(kernel) +
                                  [fixed, "--"] + args, timeout=300)
            if rc not in (0, 1):
                raise rk.Failure("ompfix --fix exited %s" % rc)
            b = rk.Builder(opts.clang, workdir, False, opts.opt)
            counter = os.path.join(workdir, "rt_heap.c")
            with open(counter, "w") as f:
                f.write(HEAP_COUNTER)
            seq = b.build("seq", driver, kernel, args,
                          ["-Wno-unknown-pragmas", counter] + HEAP_FLAGS)
            fix = b.build("omp_fixed", driver, fixed, args,
                          ["-fopenmp=libomp", counter] + HEAP_FLAGS)
            argv = [repr(opts.scale)]
            results = {"seq": [], 1: [], opts.threads: []}
            outputs = {}
            errors = {}
            for _ in range(opts.repeat):
                for key, exe, env in (("seq", seq, {}),
                                      (1, fix, {"OMP_NUM_THREADS": "1"}),
                                      (opts.threads, fix, {"OMP_NUM_THREADS": str(opts.threads)})):
                    rc, out, err, rss, wall = run_child([exe] + argv, rk.clean_env(env), workdir,
                                                        opts.timeout)
                    if rc != 0:
                        raise rk.Failure("%s exited %s: %s" % (key, rc, err.strip()[-300:]))
                    results[key].append({"kernel": kernel_seconds(err), "rss": rss, "wall": wall,
                                         "heap": heap_peak(err)})
                    outputs[key] = out
                    errors[key] = err
            ts, ms = best(results["seq"])
            t1, _ = best(results[1])
            tn, mn = best(results[opts.threads])
            same = not rk.compare(outputs["seq"], outputs[opts.threads], opts.rtol)
            print("%-40s %-9s %9.3f %9.3f %9.3f %6.2f %6.2f %8.1f %9.1f  %s" % (
                name, cat, 1e3 * ts, 1e3 * t1, 1e3 * tn, ts / t1 if t1 else float("nan"),
                ts / tn if tn else float("nan"), ms, mn, "same" if same else "DIFFERS"))
            costs = expansion_costs(opts, kernel, args)
            if costs:
                values = expansion_values(driver, errors["seq"])
                heaps = {k: max(r["heap"] or 0 for r in results[k]) for k in results}
                for kind in ("thread", "iteration"):
                    of_kind = [c for c in costs if c[1] == kind]
                    if not of_kind:
                        continue
                    if kind == "thread":
                        per_copy = [evaluate(c[3], values) for c in of_kind]
                        # Each thread more costs one copy: the rewritten build's
                        # peak heap at T threads over its peak at one (the rest of
                        # the program, and what the rewrite leaves unused, is in
                        # both).
                        measured = heaps[opts.threads] - heaps[1]
                        reported = ((opts.threads - 1) * max(per_copy)
                                    if None not in per_copy else None)
                        what = "reported (T - 1) * the largest bytes per copy"
                        against = "peak heap at %d threads over 1" % opts.threads
                    else:
                        # The copies do not depend on the threads: the rewritten
                        # build at one thread over the sequential build.
                        totals = [None if None in (evaluate(c[2], values), evaluate(c[3], values))
                                  else evaluate(c[2], values) * evaluate(c[3], values)
                                  for c in of_kind]
                        measured = heaps[1] - heaps["seq"]
                        reported = max(totals) if None not in totals else None
                        what = "reported the largest count * bytes per copy"
                        against = "peak heap at 1 thread over the sequential build"
                    print("%-40s expansions per %s (count x bytes per copy) %s; %s = %s "
                          "at T=%d, measured %s: +%d bytes (malloc rounds each block up)" % (
                              "", kind, ", ".join("%s: %s x %s" % (c[0], c[2], c[3])
                                                  for c in of_kind),
                              what, reported if reported is not None else "?",
                              opts.threads, against, measured))
        except rk.Failure as e:
            failed += 1
            print("%-40s error: %s" % (name, e))
        finally:
            shutil.rmtree(workdir, ignore_errors=True)
    print("x@N: speedup of the rewritten kernel on N threads over the sequential build "
          "(<1 at 1 thread is the cost of the fix and of the OpenMP runtime)")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
