#!/usr/bin/env python3
"""Every relation text of the models of the corpus's kernels (ompfix
--dump-model), fed to relation_text_check, which compares RelationText's
values with isl's reader's:

    relation_texts.py --ompfix OMPFIX --check CHECK CORPUS_DIR

The kernels are the C and C++ files of CORPUS_DIR's concern folders
(CORPUS_DIR/<folder>/), without constructs/ (the generated construct corpus).
"""
import argparse
import glob
import os
import re
import subprocess
import sys

# "[p] -> { ... }" or "{ ... }", to the line's last brace.
RELATION = re.compile(r"(\[[^\]]*\] -> )?\{.*\}")


# The model's lines that hold relations (printModel), by their first word.
KINDS = ("context", "returns", "statement", "schedule", "read", "write", "loop")


def texts(ompfix, path):
    run = subprocess.run([ompfix, "--dump-model", path, "--"],
                         capture_output=True, text=True, errors="replace")
    for line in run.stderr.splitlines():
        words = line.split()
        if not line.startswith("  ") or not words or words[0] not in KINDS:
            continue
        # An access ends with its C text: "... }  'a[i]'".
        found = RELATION.search(line.split("  '")[0])
        if found:
            yield found.group(0)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--ompfix", required=True)
    parser.add_argument("--check", required=True)
    parser.add_argument("corpus")
    args = parser.parse_args()
    seen = set()
    kernels = (glob.glob(os.path.join(args.corpus, "*", "*.c")) +
               glob.glob(os.path.join(args.corpus, "*", "*.cpp")))
    for path in sorted(kernels):
        if os.path.basename(os.path.dirname(path)) == "constructs":
            continue
        seen.update(texts(args.ompfix, path))
    run = subprocess.run([args.check], input="\n".join(sorted(seen)) + "\n",
                         capture_output=True, text=True)
    sys.stdout.write(run.stdout)
    return run.returncode


if __name__ == "__main__":
    sys.exit(main())
