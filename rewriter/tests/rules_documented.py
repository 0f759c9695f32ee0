#!/usr/bin/env python3
"""Every rule ompfix names (`ompfix --list-rules`) has its section in
docs/rules.md ("## ompfix-race"), and every section is a rule; every rule
is named by a finding of corpus/report/rule_names.c.

    rules_documented.py --ompfix PATH --docs docs/rules.md --kernel corpus/report/rule_names.c
"""

import argparse
import re
import subprocess
import sys


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--ompfix", required=True)
    ap.add_argument("--docs", required=True)
    ap.add_argument("--kernel", required=True)
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
    for p in problems:
        print(p)
    print("%d rules, %d sections: %s" % (len(rules), len(sections),
                                         "FAIL" if problems else "ok"))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
