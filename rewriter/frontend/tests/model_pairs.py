#!/usr/bin/env python3
"""The front end's source/model pairs: each inputs/<form>.c (or .cpp) with
the model it must give, inputs/<form>.model, compared by structure
(model_compare, ModelCompare.h):

    model_pairs.py --ompfix OMPFIX --compare MODEL_COMPARE --inputs DIR
    model_pairs.py --ompfix OMPFIX --inputs DIR --write FORM.c ...

One line per pair; exit 1 if a model differs, a source has no model or
ompfix cannot process a source. --write prints nothing to compare: it
writes the named sources' .model files from ompfix's output (the dump part
alone), to be read by hand before they are committed (README.md).
"""
import argparse
import glob
import os
import re
import subprocess
import sys

# printModel's lines (include/ompfix/ModelPrinter.h): the rule of
# ModelCompare.h. A dump starts at "function NAME"; it goes on while lines
# start with a space and a word; anything else (diagnostics, Clang's source
# excerpts "   25 | code", the summary "ompfix: ...") ends it.
FUNCTION = re.compile(r"^function \S+$")
DUMP_LINE = re.compile(r"^ +[A-Za-z]")


def arguments(source):
    """The compiler's arguments after `--` for a source of the pairs."""
    return ["-std=c++17"] if source.endswith(".cpp") else []


def run_ompfix(ompfix, source):
    return subprocess.run([ompfix, "--dump-model", source, "--"] +
                          arguments(source),
                          capture_output=True, text=True, errors="replace")


def dump_part(text):
    """The lines of text that belong to model dumps."""
    kept, inside = [], False
    for line in text.splitlines():
        line = line.rstrip()
        if FUNCTION.match(line):
            inside = True
        elif not (inside and DUMP_LINE.match(line)):
            inside = False
        if inside:
            kept.append(line)
    return "".join(line + "\n" for line in kept)


def sources(inputs):
    return sorted(glob.glob(os.path.join(inputs, "*.c")) +
                  glob.glob(os.path.join(inputs, "*.cpp")))


def model_of(source):
    return os.path.splitext(source)[0] + ".model"


def write(args):
    for source in args.write:
        if not os.path.isabs(source) and not os.path.exists(source):
            source = os.path.join(args.inputs, source)
        run = run_ompfix(args.ompfix, source)
        dump = dump_part(run.stderr)
        if run.returncode > 1 or not dump:
            sys.stderr.write(run.stderr)
            print("FAIL %s: no model (ompfix exit %d)"
                  % (source, run.returncode))
            return 1
        with open(model_of(source), "w") as out:
            out.write(dump)
        print("wrote %s: read it against the grammar before committing it"
              % model_of(source))
    return 0


def check(args):
    failed = 0
    pairs = sources(args.inputs)
    for source in pairs:
        name = os.path.basename(source)
        model = model_of(source)
        if not os.path.exists(model):
            print("FAIL %s: no %s beside it" % (name, os.path.basename(model)))
            failed += 1
            continue
        run = run_ompfix(args.ompfix, source)
        if run.returncode > 1:
            print("FAIL %s: ompfix exit %d\n%s"
                  % (name, run.returncode, run.stderr))
            failed += 1
            continue
        compare = subprocess.run([args.compare, model, "-"], input=run.stderr,
                                 capture_output=True, text=True)
        if compare.returncode == 0:
            print("ok   %s" % name)
        else:
            print("FAIL %s\n%s%s" % (name, compare.stdout, compare.stderr))
            failed += 1
    for model in sorted(glob.glob(os.path.join(args.inputs, "*.model"))):
        stem = os.path.splitext(model)[0]
        if not (os.path.exists(stem + ".c") or os.path.exists(stem + ".cpp")):
            print("FAIL %s: no source beside it" % os.path.basename(model))
            failed += 1
    print("%d pairs, %d failed" % (len(pairs), failed))
    return 1 if failed or not pairs else 0


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--ompfix", required=True)
    parser.add_argument("--compare")
    parser.add_argument("--inputs", required=True)
    parser.add_argument("--write", nargs="+", metavar="SOURCE")
    args = parser.parse_args()
    if args.write:
        return write(args)
    if not args.compare:
        parser.error("--compare is required to check the pairs")
    return check(args)


if __name__ == "__main__":
    sys.exit(main())
