#!/usr/bin/env python3
"""Every corpus kernel written again with `default(none)`: each `parallel`
and `teams` directive of the kernel (not combined with `target`) gets a
`default(none)` clause, which clang then rejects for every variable
without a clause. ompfix must check the variant, give the clauses
(`ompfix-default-none`), and agree with itself:

- the variant is checked (not "cannot process") wherever the kernel is;
- each loop's verdict is the kernel's, except that a verified loop whose
  directive now wants clauses is fixable by them alone (unknown where
  ompfix does not give them: directives other than parallel and teams);
- `--fix` on a variant whose loops are all verified or rewritten writes a
  file that clang-19 compiles and that ompfix then verifies, loop by loop;
  with other loops left (violations, fixes ompfix does not write), the only
  errors clang may give are default(none)'s.

    default_none_variants.py --ompfix OMPFIX --clang CLANG [--jobs N] KERNEL...
"""

import argparse
import concurrent.futures
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile

PRAGMA = re.compile(r"^(\s*#\s*pragma\s+omp\s+)(\w+)(.*)$")
DEFAULT_NONE_ERROR = "must have explicitly specified data sharing attributes"
# What clang says of an inner loop's lastprivate or reduction variable that
# default(none) left without the region's `shared`: default(none)'s error too.
DEFAULT_NONE_CONSEQUENCES = (DEFAULT_NONE_ERROR, "variable must be shared")


def directive_line(line):
    """The line with ` default(none)` after its directive's clauses, or
    None where the directive does not get one."""
    m = PRAGMA.match(line)
    if not m or m.group(2) not in ("parallel", "teams"):
        return None
    rest = m.group(3)
    if "default" in rest or "target" in rest or rest.rstrip().endswith("\\"):
        return None
    code, comment = rest, ""
    for mark in ("//", "/*"):
        at = code.find(mark)
        if at >= 0:
            code, comment = code[:at], code[at:] + comment
    return m.group(1) + m.group(2) + code.rstrip() + " default(none)" + (" " + comment if comment else "")


def variant(text):
    lines = text.split("\n")
    changed = False
    for i, line in enumerate(lines):
        new = directive_line(line)
        if new is not None:
            lines[i] = new
            changed = True
    return "\n".join(lines) if changed else None


def run(cmd, cwd=None):
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=600, cwd=cwd)
    return p.returncode, p.stdout, p.stderr


def directive_value(text, name):
    m = re.search(r"^\s*//\s*%s:(.*)$" % name, text, re.M)
    return shlex.split(m.group(1)) if m else []


def report(ompfix, options, path, args):
    status, out, err = run([ompfix, "--format=json"] + options + [path, "--"] + args)
    try:
        doc = json.loads(out)
    except ValueError:
        return None, err
    loops = [l for f in doc["files"] for l in f["loops"]]
    return loops, err


def check_kernel(kernel, ompfix, clang):
    """Problems with the default(none) variant of \\p kernel."""
    with open(kernel) as f:
        text = f.read()
    changed = variant(text)
    if changed is None:
        return [], False
    options = directive_value(text, "OPTIONS")
    args = directive_value(text, "ARGS") + ["-I", os.path.dirname(os.path.abspath(kernel))]
    if kernel.endswith(".cpp") and not any(a.startswith("-x") for a in args):
        pass
    name = os.path.basename(kernel)
    problems = []
    work = tempfile.mkdtemp(prefix="ompfix-default-none-")
    try:
        original, _ = report(ompfix, options, kernel, args)
        if original is None:
            return [], False  # the kernel itself does not compile
        path = os.path.join(work, name)
        with open(path, "w") as f:
            f.write(changed)
        loops, err = report(ompfix, options, path, args)
        if loops is None:
            return ["%s: the default(none) variant is not checked: %s" % (name, err.strip()[-400:])], True
        by_line = {(l["line"], l["directive"]): l for l in original}
        all_rewritable = True
        for l in loops:
            o = by_line.get((l["line"], l["directive"]))
            if o is None:
                problems.append("%s:%d: %s only in the variant" % (name, l["line"], l["directive"]))
                continue
            v, w = o["verdict"], l["verdict"]
            rules = {x["rule"] for x in l["violations"]}
            if not (w == v or (v == "verified" and w in ("fixable", "unknown")
                                and rules == {"ompfix-default-none"})):
                problems.append("%s:%d: %s in the kernel, %s with default(none) (%s)"
                                % (name, l["line"], v, w, ", ".join(sorted(rules))))
            all_rewritable &= w == "verified" or (w == "fixable" and l["fixed_pragma"] is not None)
        if len(loops) != len(original):
            problems.append("%s: %d entries in the kernel's report, %d in the variant's"
                            % (name, len(original), len(loops)))
        if not any(l["verdict"] == "fixable" for l in loops):
            return problems, True
        status, out, err = run([ompfix, "--fix"] + options + [path, "--"] + args)
        if "nothing was written" in err or "no file was changed" in err:
            problems.append("%s: --fix refused its own rewrite:\n%s" % (name, err.strip()[-600:]))
            return problems, True
        lang = ["-xc++"] if name.endswith(".cpp") else []
        status, out, err = run([clang, "-fopenmp", "-fsyntax-only", "-w"] + lang + args + [path])
        errors = [l for l in err.splitlines() if ": error: " in l]
        if all_rewritable and status != 0:
            problems.append("%s: the rewrite does not compile:\n%s" % (name, err.strip()[-600:]))
        elif any(not any(c in e for c in DEFAULT_NONE_CONSEQUENCES) for e in errors):
            problems.append("%s: the rewrite does not compile:\n%s" % (name, err.strip()[-600:]))
        if all_rewritable:
            after, err = report(ompfix, options, path, args)
            if after is None or any(l["verdict"] != "verified" for l in after):
                problems.append("%s: after --fix: %s" % (
                    name, err.strip()[-400:] if after is None else
                    [(l["line"], l["verdict"]) for l in after if l["verdict"] != "verified"]))
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return problems, True


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--ompfix", required=True)
    ap.add_argument("--clang", required=True)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("kernels", nargs="+")
    args = ap.parse_args()
    problems, checked = [], 0
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        for found, tried in pool.map(lambda k: check_kernel(k, args.ompfix, args.clang), args.kernels):
            problems += found
            checked += tried
    for p in problems:
        print("FAIL: " + p)
    print("%d kernels with default(none) variants, %d problems" % (checked, len(problems)))
    return 1 if problems or checked == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
