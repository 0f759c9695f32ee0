#!/usr/bin/env python3
"""Every rule ompfix names (`ompfix --list-rules`) has its section in
docs/rules.md ("## ompfix-race"), and every section is a rule; every rule
is named by a finding of corpus/report/rule_names.c. Likewise every
category of the reasons of `unknown` (`ompfix --list-reason-kinds`) has its
row in the `reason_kind` table of docs/report.md, and every row is one.

    rules_documented.py --ompfix PATH --docs docs/rules.md
                        --kernel corpus/report/rule_names.c --report docs/report.md
"""

import argparse
import re
import subprocess
import sys


def reason_kind_problems(ompfix, report):
    listed = subprocess.run([ompfix, "--list-reason-kinds"], capture_output=True,
                            text=True, timeout=60)
    if listed.returncode != 0:
        return ["ompfix --list-reason-kinds exited %d" % listed.returncode]
    kinds = [line.split("\t")[0] for line in listed.stdout.splitlines() if line]
    if len(kinds) != len(set(kinds)) or not all(
            re.fullmatch(r"[a-z]+(-[a-z]+)*", k) for k in kinds):
        return ["--list-reason-kinds: names not unique or not lower-case words: %s" % kinds]
    text = open(report).read()
    table = text[text.index("| `reason_kind` |"):]
    rows = re.findall(r"^\s*\| `([a-z-]+)` \|", table, re.M)
    problems = ["reason_kind %s has no row in %s" % (k, report) for k in kinds
                if k not in rows]
    problems += ["row %s of %s's reason_kind table is no --list-reason-kinds"
                 % (r, report) for r in rows if r not in kinds]
    return problems


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--ompfix", required=True)
    ap.add_argument("--docs", required=True)
    ap.add_argument("--kernel", required=True)
    ap.add_argument("--report", required=True)
    args = ap.parse_args()
    listed = subprocess.run([args.ompfix, "--list-rules"], capture_output=True,
                            text=True, timeout=60)
    if listed.returncode != 0:
        print("ompfix --list-rules exited %d: %s" % (listed.returncode, listed.stderr))
        return 1
    rules = [line.split("\t")[0] for line in listed.stdout.splitlines() if line]
    problems = []
    # With files, as clang-tidy's --list-checks: the same list, no check.
    with_files = subprocess.run([args.ompfix, "--list-rules", args.kernel, "--"],
                                capture_output=True, text=True, timeout=60)
    if with_files.returncode != 0 or with_files.stdout != listed.stdout:
        problems.append("--list-rules with a file: exit %d, %r"
                        % (with_files.returncode, with_files.stdout[:200] + with_files.stderr[:200]))
    for line in listed.stdout.splitlines():
        name, _, summary = line.partition("\t")
        if not re.fullmatch(r"ompfix-[a-z]+(-[a-z]+)*", name) or not summary.strip():
            problems.append("--list-rules line %r is not 'name<TAB>summary'" % line)
    sections = re.findall(r"^## (\S+)\s*$", open(args.docs).read(), re.M)
    for r in rules:
        if r not in sections:
            problems.append("rule %s has no section '## %s' in %s" % (r, r, args.docs))
    for s in sections:
        if s not in rules:
            problems.append("section '## %s' of %s is no rule of --list-rules" % (s, args.docs))
    checked = subprocess.run([args.ompfix, args.kernel, "--"], capture_output=True,
                             text=True, timeout=300)
    named = set(re.findall(r"\[(ompfix-[a-z-]+)\]$", checked.stdout + checked.stderr, re.M))
    for r in rules:
        if r not in named:
            problems.append("no finding of %s names rule %s" % (args.kernel, r))
    problems += reason_kind_problems(args.ompfix, args.report)
    for p in problems:
        print(p)
    print("%d rules, %d sections: %s" % (len(rules), len(sections),
                                         "FAIL" if problems else "ok"))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
