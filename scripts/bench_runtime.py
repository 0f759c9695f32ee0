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
"""

import argparse
import glob
import os
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
    drivers = opts.drivers or sorted(glob.glob(os.path.join(ROOT, "runtime-tests", "drivers", "*.c")))

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
            seq = b.build("seq", driver, kernel, args, ["-Wno-unknown-pragmas"])
            fix = b.build("omp_fixed", driver, fixed, args, ["-fopenmp=libomp"])
            argv = [repr(opts.scale)]
            results = {"seq": [], 1: [], opts.threads: []}
            outputs = {}
            for _ in range(opts.repeat):
                for key, exe, env in (("seq", seq, {}),
                                      (1, fix, {"OMP_NUM_THREADS": "1"}),
                                      (opts.threads, fix, {"OMP_NUM_THREADS": str(opts.threads)})):
                    rc, out, err, rss, wall = run_child([exe] + argv, rk.clean_env(env), workdir,
                                                        opts.timeout)
                    if rc != 0:
                        raise rk.Failure("%s exited %s: %s" % (key, rc, err.strip()[-300:]))
                    results[key].append({"kernel": kernel_seconds(err), "rss": rss, "wall": wall})
                    outputs[key] = out
            ts, ms = best(results["seq"])
            t1, _ = best(results[1])
            tn, mn = best(results[opts.threads])
            same = not rk.compare(outputs["seq"], outputs[opts.threads], opts.rtol)
            print("%-40s %-9s %9.3f %9.3f %9.3f %6.2f %6.2f %8.1f %9.1f  %s" % (
                name, cat, 1e3 * ts, 1e3 * t1, 1e3 * tn, ts / t1 if t1 else float("nan"),
                ts / tn if tn else float("nan"), ms, mn, "same" if same else "DIFFERS"))
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
