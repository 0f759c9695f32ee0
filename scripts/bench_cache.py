#!/usr/bin/env python3
"""What the cache of parsed project files saves (docs/design/real-programs.md,
"Calls"). A benchmark, not a test. Every OpenMP file below the roots (swept
trees, with the compilation databases scripts/sweep.py writes for them) is
checked three times, one file at a time:

  off    --cache=false: each run parses the other files it follows calls
         into;
  cold   a fresh cache directory: the same parses, and the entries written;
  warm   the same directory again: the index and ASTs read, nothing parsed.

It prints, over the files that read another file, the wall time of each
mode, the other files parsed in each (warm must parse none), the cache's
size, and whether the three runs gave the same report (they must).

    scripts/bench_cache.py ROOT... [--ompfix build/bin/ompfix] [--jobs 2]
"""
import argparse
import concurrent.futures
import importlib.util
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("sweep",
                                              os.path.join(HERE, "sweep.py"))
sweep = importlib.util.module_from_spec(spec)
spec.loader.exec_module(sweep)


def run_one(ompfix, path, database, cache_args):
    """(seconds, other files parsed, other files read, the report)."""
    start = time.monotonic()
    run = subprocess.run([ompfix, "--format=json", "--trace-other-files",
                          *cache_args, "-p", database, path],
                         capture_output=True, text=True, errors="replace")
    seconds = time.monotonic() - start
    traced = [line for line in run.stderr.splitlines()
              if line.startswith("ompfix: other file")]
    parsed = sum(line.endswith(": parsed") for line in traced)
    try:
        report = json.loads(run.stdout)
    except ValueError:
        report = None
    return seconds, parsed, len(traced), report


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("roots", nargs="+")
    parser.add_argument("--ompfix", default="build/bin/ompfix")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    options = parser.parse_args()
    options.args = sweep.mpi_include_args()
    sources, include_dirs, tree_sources = sweep.find_files(options.roots)
    work = tempfile.mkdtemp(prefix="ompfix-bench-cache-")
    try:
        database_of = sweep.write_databases(tree_sources, options,
                                            include_dirs, work)
        cache = os.path.join(work, "cache")
        modes = {"off": ["--cache=false"],
                 "cold": ["--cache-dir", cache],
                 "warm": ["--cache-dir", cache]}
        results = {}
        for mode, cache_args in modes.items():
            with concurrent.futures.ThreadPoolExecutor(options.jobs) as pool:
                results[mode] = dict(zip(sources, pool.map(
                    lambda p: run_one(options.ompfix, p, database_of[p],
                                      cache_args), sources)))
        reading = [p for p in sources if results["off"][p][2]]
        size = sum(os.path.getsize(os.path.join(cache, name))
                   for name in os.listdir(cache)) if os.path.isdir(cache) else 0
        print("%d files, %d of them read other files" % (len(sources),
                                                          len(reading)))
        for mode in modes:
            seconds = sum(results[mode][p][0] for p in reading)
            parsed = sum(results[mode][p][1] for p in reading)
            print("  %-5s %8.1f s  %5d other files parsed" % (mode, seconds,
                                                             parsed))
        print("  cache: %.1f MiB" % (size / 2**20))
        differ = [p for p in sources
                  if not (results["off"][p][3] == results["cold"][p][3]
                          == results["warm"][p][3])]
        for path in differ:
            print("  the reports differ: " + path)
        warm_parsed = sum(results["warm"][p][1] for p in sources)
        return 1 if differ or warm_parsed else 0
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
