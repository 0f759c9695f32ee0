#!/usr/bin/env python3
"""Counts what issues 37 and 38 measure from a sweep's `--details` JSON:
loop directives and region entries (`parallel`, `teams`) with a definite
verdict, the `reason_kind` of the others, the callee kinds of those unknown
for a call, and the findings (certain, possible) other than `default(none)`
and redundant-clause warnings.

    scripts/sweep_measure.py DETAILS.json [--findings OUT.json]

`--findings` writes every counted finding (file, directive line, variable,
kind, accesses, iterations, whether possible) for judging by hand.
"""
import argparse
import collections
import json
import re
import sys

REGION_DIRECTIVES = ("parallel", "teams")
NOT_COUNTED = ("default-none",)


# The callee kinds of a `call` reason, by the words the front end uses
# (ExtractCalls.cpp, MissingBodies.h), first match first.
CALLEE_KINDS = [
    ("virtual", r"virtual member function"),
    ("constructor or destructor", r"^(the loop at line \d+: )?the (con|de)structor of"),
    ("indirect", r"an indirect call"),
    ("library, not in the table", r"table of library effects does not list"),
    ("library member (system header)", r"member function of a system header"),
    ("library, hidden state", r"whose hidden state makes concurrent calls race"),
    ("library, writes an argument", r"which may (write|read) any element|the memory its argument"),
    ("project: no database", r"no compilation database \(-p\) was given|--other-files=false"),
    ("project: defined nowhere", r"no file of the compilation database defines it"),
    ("project: defined twice", r"several files of the compilation database define it"),
    ("project: definer does not compile", r"may define it, does not compile"),
    ("holds OpenMP directives", r"holds OpenMP directives|it makes tasks and computes a value"),
    ("project: not imported", r"could not be imported|more files may define it"),
    ("not searched", r"its body is not in the file\)"),
    ("result not followed", r"returns a value that is no number|result is a (reference|pointer) the model does not follow|its result is neither"),
    ("recursive", r"it is recursive"),
    ("argument or parameter not followed", r"argument is (an array or pointer|a struct|a reference|a container|a range|a library value)|parameter '.*' is neither|given a null pointer"),
    ("object not a path", r"its object is not a variable(,| or) a path"),
    ("lambda capture", r"its lambda captures"),
    ("too much code", r"calls nest too deep|calls too much code|variable arguments|is a template"),
    ("not visited in place", r"called where the model does not visit its body"),
]


def callee_kind(reason):
    for kind, pattern in CALLEE_KINDS:
        if re.search(pattern, reason):
            return kind
    return "other"


def measure(results):
    loops = collections.Counter()
    regions = collections.Counter()
    reasons = collections.Counter()
    callees = collections.Counter()
    findings = []
    statuses = collections.Counter(r["status"] for r in results)
    for result in results:
        for entry in result.get("loops", []):
            kind = regions if entry["directive"] in REGION_DIRECTIVES else loops
            definite = entry["verdict"] != "unknown"
            kind["definite" if definite else "unknown"] += 1
            if not definite:
                reasons[entry.get("reason_kind", "?")] += 1
                if entry.get("reason_kind") == "call":
                    callees[callee_kind(entry.get("reason", ""))] += 1
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
    return statuses, loops, regions, reasons, callees, findings


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
    statuses, loops, regions, reasons, callees, findings = measure(results)
    print("files: " + ", ".join(f"{k} {v}" for k, v in sorted(statuses.items())))
    print(f"loop directives definite: {share(loops)}")
    print(f"regions definite: {share(regions)}")
    certain = sum(not f["possible"] for f in findings)
    print(f"findings: certain {certain}, possible {len(findings) - certain}")
    print("unknown by reason_kind: " + ", ".join(
        f"{k} {v}" for k, v in reasons.most_common()))
    print("unknown for a call, by callee kind: " + ", ".join(
        f"{k} {v}" for k, v in callees.most_common()))
    if options.findings:
        with open(options.findings, "w") as f:
            json.dump(findings, f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
