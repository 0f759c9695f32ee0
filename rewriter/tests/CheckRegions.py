#!/usr/bin/env python3
"""`ompfix --check-regions` (experimental, issue 11): the races between the
threads of a parallel region, reported at the region's directive. Checks the
JSON entries of rewriter/tests/inputs/regions.c.

    CheckRegions.py --ompfix PATH --input PATH
"""
import argparse
import json
import subprocess
import sys


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--ompfix", required=True)
    parser.add_argument("--input", required=True)
    options = parser.parse_args()
    run = subprocess.run([options.ompfix, "--check-regions", "--format=json",
                          options.input, "--"], capture_output=True, text=True)
    loops = json.loads(run.stdout)["files"][0]["loops"]
    regions = [l for l in loops if l["directive"] == "parallel"]
    got = [(r["line"], r["verdict"],
            sorted({v["variable"] for v in r["violations"]})) for r in regions]
    want = [(5, "fixable", ["x"]), (12, "violation", ["b"]),
            (22, "verified", [])]
    failures = 0
    if got != want:
        print(f"FAIL: regions {got}, want {want}")
        failures += 1
    # The race on b pairs the nowait loop's write with the next loop's read.
    b = regions[1]["violations"][0] if len(regions) > 1 else None
    if not b or (b["access"]["text"], b["other"]["text"]) != ("b[i]",
                                                              "b[n - 1 - i]"):
        print(f"FAIL: the race on b: {b}")
        failures += 1
    if run.returncode != 1:
        print(f"FAIL: exit {run.returncode}, want 1")
        failures += 1
    print(f"{3 - failures} passed, {failures} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
