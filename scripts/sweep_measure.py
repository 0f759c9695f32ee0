#!/usr/bin/env python3
"""Counts what issue 37 measures from a sweep's `--details` JSON: loop
directives and region entries (`parallel`, `teams`) with a definite verdict,
the `reason_kind` of the others, and the findings (certain, possible) other
than `default(none)` and redundant-clause warnings.

    scripts/sweep_measure.py DETAILS.json [--findings OUT.json]

`--findings` writes every counted finding (file, directive line, variable,
kind, accesses, iterations, whether possible) for judging by hand.
"""
import argparse
import collections
import json
import sys

REGION_DIRECTIVES = ("parallel", "teams")
NOT_COUNTED = ("default-none",)


def measure(results):
    loops = collections.Counter()
    regions = collections.Counter()
    reasons = collections.Counter()
    findings = []
    statuses = collections.Counter(r["status"] for r in results)
    for result in results:
        for entry in result.get("loops", []):
            kind = regions if entry["directive"] in REGION_DIRECTIVES else loops
            definite = entry["verdict"] != "unknown"
            kind["definite" if definite else "unknown"] += 1
            if not definite:
                reasons[entry.get("reason_kind", "?")] += 1
            for violation in entry.get("violations", []):
                if violation.get("kind") in NOT_COUNTED:
                    continue
                findings.append({
                    "file": result["file"], "line": entry["line"],
                    "directive": entry["directive"],
                    "variable": violation.get("variable"),
                    "kind": violation.get("kind"),
                    "possible": bool(violation.get("may")),
                    "access": violation.get("access"),
                    "other": violation.get("other"),
                    "iterations": violation.get("iterations"),
                    "parameters": violation.get("parameters")})
    return statuses, loops, regions, reasons, findings


def share(counter):
    total = counter["definite"] + counter["unknown"]
    percent = 100.0 * counter["definite"] / total if total else 0.0
    return f"{counter['definite']} of {total} ({percent:.1f}%)"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("details")
    parser.add_argument("--findings", help="write the counted findings here")
    options = parser.parse_args()
    with open(options.details) as f:
        results = json.load(f)
    statuses, loops, regions, reasons, findings = measure(results)
    print("files: " + ", ".join(f"{k} {v}" for k, v in sorted(statuses.items())))
    print(f"loop directives definite: {share(loops)}")
    print(f"regions definite: {share(regions)}")
    certain = sum(not f["possible"] for f in findings)
    print(f"findings: certain {certain}, possible {len(findings) - certain}")
    print("unknown by reason_kind: " + ", ".join(
        f"{k} {v}" for k, v in reasons.most_common()))
    if options.findings:
        with open(options.findings, "w") as f:
            json.dump(findings, f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
