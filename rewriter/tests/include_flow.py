#!/usr/bin/env python3
"""Checks that every `#include "..."` of ompfix's sources runs with the flow
source -> model -> verdict and plan -> findings -> report and rewrite
(docs/design/architecture.md): a file may include the files of its own
stage and of the stages before it, never of a stage after it or beside it.

    include_flow.py REPO      check the repository's sources (exit 1 on a
                              violation, each printed as file:line)
    include_flow.py --self-test
                              check that a tree with an include against
                              the flow is rejected, and one without accepted

The stages, as folders, and what each may include (besides itself):

    include/ompfix/       nothing
    legality/maps         include/
    legality/check        maps
    legality/loop, legality/region, legality/device
                          maps, check (not each other)
    legality/ (top)       every legality folder
    legality/tests        every legality folder
    rewriter/frontend     include/
    rewriter/rewrite      frontend
    rewriter/findings     frontend, rewrite, and the legality entry's
                          interface (include/)
    rewriter/output       findings and before
    rewriter/driver       output and before
    rewriter/tidy, rewriter/tool
                          driver and before (not each other)

legality/ includes nothing of rewriter/ and no Clang header; rewriter/
includes no legality/ header (it sees legality through include/ompfix).
"""
import argparse
import os
import re
import sys
import tempfile

INCLUDE = re.compile(r'^\s*#\s*include\s*[<"]([^">]+)[">]')

REWRITER_ORDER = ["frontend", "rewrite", "findings", "output", "driver"]
# Stage -> the stages it may include (its own is always allowed).
ALLOWED = {
    "include": set(),
    "legality/maps": {"include"},
    "legality/check": {"include", "legality/maps"},
    "legality/loop": {"include", "legality/maps", "legality/check"},
    "legality/region": {"include", "legality/maps", "legality/check"},
    "legality/device": {"include", "legality/maps", "legality/check"},
}
LEGALITY_ALL = {"include", "legality/maps", "legality/check", "legality/loop",
                "legality/region", "legality/device", "legality"}
ALLOWED["legality"] = LEGALITY_ALL
ALLOWED["legality/tests"] = LEGALITY_ALL
for i, stage in enumerate(REWRITER_ORDER):
    ALLOWED["rewriter/" + stage] = {"include"} | {
        "rewriter/" + s for s in REWRITER_ORDER[:i]}
for leaf in ("tidy", "tool"):
    ALLOWED["rewriter/" + leaf] = {"include"} | {
        "rewriter/" + s for s in REWRITER_ORDER}


def stage_of(rel):
    """The stage of a file, by its path in the repository ("legality/loop/
    Conditions.cpp" -> "legality/loop"); None for files outside the stages
    (corpus kernels, scripts)."""
    parts = rel.split("/")
    if parts[0] == "include":
        return "include"
    if parts[0] == "legality":
        if len(parts) > 2 and "legality/" + parts[1] in ALLOWED:
            return "legality/" + parts[1]
        return "legality" if len(parts) == 2 else None
    if parts[0] == "rewriter" and len(parts) > 2:
        stage = "rewriter/" + parts[1]
        return stage if stage in ALLOWED else None
    return None


def resolve(repo, including_rel, name):
    """The repository path an include names: relative to the including file,
    to include/, legality/ or rewriter/ (the include directories), or None
    for a system or library header."""
    here = os.path.dirname(including_rel)
    for base in (here, "include", "legality", "rewriter"):
        candidate = os.path.normpath(os.path.join(base, name))
        if os.path.isfile(os.path.join(repo, candidate)):
            return candidate
    return None


def violations(repo):
    found = []
    for top in ("include", "legality", "rewriter"):
        for directory, _, files in os.walk(os.path.join(repo, top)):
            for name in sorted(files):
                if not name.endswith((".h", ".cpp")):
                    continue
                path = os.path.join(directory, name)
                rel = os.path.relpath(path, repo)
                stage = stage_of(rel)
                if stage is None:
                    continue
                with open(path, encoding="utf-8", errors="replace") as f:
                    for number, line in enumerate(f, 1):
                        m = INCLUDE.match(line)
                        if not m:
                            continue
                        target = m.group(1)
                        if stage.startswith("legality") or stage == "include":
                            if target.startswith(("clang/", "clang-tidy/",
                                                  "llvm/")):
                                found.append(
                                    f"{rel}:{number}: {stage} includes "
                                    f"'{target}': the isl half knows no "
                                    "Clang or LLVM")
                                continue
                        included = resolve(repo, rel, target)
                        if included is None:
                            continue
                        other = stage_of(included)
                        if other is None or other == stage:
                            continue
                        if other not in ALLOWED[stage]:
                            found.append(
                                f"{rel}:{number}: {stage} includes "
                                f"'{target}' of {other}, a stage it may not "
                                "depend on")
    return found


def self_test():
    """A tree with one include against the flow is rejected; the same tree
    without it is accepted."""
    with tempfile.TemporaryDirectory() as repo:
        def write(rel, text):
            path = os.path.join(repo, rel)
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "w") as f:
                f.write(text)
        write("include/ompfix/Model.h", "")
        write("legality/maps/FunctionMaps.h", '#include "ompfix/Model.h"\n')
        write("legality/loop/Conditions.cpp",
              '#include "maps/FunctionMaps.h"\n')
        write("rewriter/frontend/Extractor.h", '#include "ompfix/Model.h"\n')
        write("rewriter/findings/LoopFindings.h",
              '#include "frontend/Extractor.h"\n')
        write("rewriter/output/Json.cpp", '#include "findings/LoopFindings.h"\n')
        if violations(repo):
            print("self-test: a tree that follows the flow was rejected:")
            print("\n".join(violations(repo)))
            return 1
        bad = {
            "rewriter/frontend/Bad.cpp": '#include "findings/LoopFindings.h"\n',
            "rewriter/output/Bad.cpp": '#include "maps/FunctionMaps.h"\n',
            "legality/maps/Bad.cpp": '#include "loop/Conditions.cpp"\n',
            "legality/loop/Bad.cpp": '#include "clang/AST/Expr.h"\n',
            "include/ompfix/Bad.h": '#include "frontend/Extractor.h"\n',
        }
        for rel, text in bad.items():
            write(rel, text)
            if not violations(repo):
                print(f"self-test: {rel} ({text.strip()}) was accepted")
                return 1
            os.remove(os.path.join(repo, rel))
    print("self-test: 5 includes against the flow rejected, 1 tree accepted")
    return 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("repo", nargs="?")
    parser.add_argument("--self-test", action="store_true")
    args = parser.parse_args()
    if args.self_test:
        return self_test()
    if not args.repo:
        parser.error("give the repository, or --self-test")
    found = violations(args.repo)
    for line in found:
        print(line)
    if found:
        print(f"{len(found)} includes against the flow")
        return 1
    print("every include follows the flow")
    return 0


if __name__ == "__main__":
    sys.exit(main())
