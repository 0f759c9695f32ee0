#!/usr/bin/env python3
"""--format=sarif: valid SARIF 2.1.0 by Microsoft's SARIF Multitool (its
`validate` command: no error), with every rule, a result per finding at its
directive, the two accesses as related locations, the fix as a SARIF fix,
possible findings at level warning, and silenced findings as suppressions.

    sarif_valid.py --ompfix PATH --multitool PATH --corpus DIR
"""

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--ompfix", required=True)
    ap.add_argument("--multitool", required=True)
    ap.add_argument("--corpus", required=True)
    args = ap.parse_args()
    if not os.access(args.multitool, os.X_OK):
        print("FAIL: no SARIF Multitool at %s: scripts/setup.sh installs it" % args.multitool)
        return 1
    problems = []
    work = tempfile.mkdtemp(prefix="ompfix-sarif-")
    try:
        kernels = [os.path.join(args.corpus, k) for k in
                   ("report/rule_names.c", "report/nolint_suppressions.c",
                    "forwarding-expansion/expand_last_writer.c")]
        p = subprocess.run([args.ompfix, "--format=sarif"] + kernels + ["--"],
                           capture_output=True, text=True, timeout=300)
        if p.returncode not in (0, 1):
            print("FAIL: ompfix --format=sarif exited %d: %s" % (p.returncode, p.stderr))
            return 1
        log = json.loads(p.stdout)
        run = log["runs"][0]
        rules = [r["id"] for r in run["tool"]["driver"]["rules"]]
        listed = subprocess.run([args.ompfix, "--list-rules"], capture_output=True,
                                text=True).stdout.split("\n")
        if rules != [line.split("\t")[0] for line in listed if line]:
            problems.append("the rules are not --list-rules': %s" % rules)
        results = run["results"]
        named = {r["ruleId"] for r in results}
        for rule in rules:
            if rule not in named:
                problems.append("no result of rule %s" % rule)
        for r in results:
            if rules[r["ruleIndex"]] != r["ruleId"]:
                problems.append("ruleIndex %d is not %s" % (r["ruleIndex"], r["ruleId"]))
            # (A default(none) finding is about the clause: no accesses.)
            if (r["level"] == "error" and r["ruleId"] != "ompfix-default-none"
                    and len(r.get("relatedLocations", [])) < 1):
                problems.append("%s without its accesses" % r["ruleId"])
            # (Possible findings are warnings, with their accesses too.)
            if r["ruleId"].startswith("ompfix-possible-"):
                if r["level"] != "warning":
                    problems.append("%s at level %s" % (r["ruleId"], r["level"]))
                if len(r.get("relatedLocations", [])) < 1:
                    problems.append("%s without its accesses" % r["ruleId"])
        if not any("fixes" in r for r in results):
            problems.append("no result carries a fix")
        for r in results:
            for fix in r.get("fixes", []):
                for change in fix["artifactChanges"]:
                    for rep in change["replacements"]:
                        if rep["deletedRegion"]["charOffset"] < 0:
                            problems.append("a replacement before the file's start")
        if not any(s.get("kind") == "inSource" for r in results
                   for s in r.get("suppressions", [])):
            problems.append("no NOLINT suppression")
        path = os.path.join(work, "ompfix.sarif")
        with open(path, "w") as f:
            f.write(p.stdout)
        v = subprocess.run([args.multitool, "validate", path], capture_output=True,
                           text=True, timeout=600)
        errors = [line for line in v.stdout.splitlines() if re.search(r": error ", line)]
        if v.returncode != 0 or errors:
            problems.append("the Multitool finds it invalid (exit %d):\n%s"
                            % (v.returncode, "\n".join(errors) or v.stdout[-2000:] + v.stderr[-2000:]))
    finally:
        shutil.rmtree(work, ignore_errors=True)
    for pr in problems:
        print("FAIL: " + pr)
    print("sarif: %d results; %s" % (len(results), "FAIL" if problems else "ok"))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
