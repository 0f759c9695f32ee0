#!/usr/bin/env python3
"""Splits a set of swept repositories, by repository and with a seed, into
a development half and an evaluation half (DEVELOPERS' "Generalize": read
only the development half's unknowns and false alarms; measure the
evaluation half at the start and at the end of the work it serves).

    scripts/sweep_split.py --seed 37 REPOSITORIES.txt

REPOSITORIES.txt has one `owner/name` per line (anything after a tab is
kept as a note; `#` starts a comment). The repositories are sorted, then
shuffled by Python's random.Random(seed); the first half (rounded up) is
the development half. Prints the split in the form of
scripts/sweep-split.txt, which the split's commit records.
"""
import argparse
import random
import sys


def read_repositories(path):
    repos = []
    with open(path) as f:
        for line in f:
            line = line.split("#", 1)[0].rstrip()
            if not line.strip():
                continue
            name, _, note = line.partition("\t")
            repos.append((name.strip(), note.strip()))
    return repos


def split(repos, seed):
    ordered = sorted(repos)
    random.Random(seed).shuffle(ordered)
    half = (len(ordered) + 1) // 2
    return sorted(ordered[:half]), sorted(ordered[half:])


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seed", type=int, required=True)
    parser.add_argument("repositories")
    args = parser.parse_args()
    repos = read_repositories(args.repositories)
    if len(set(r for r, _ in repos)) != len(repos):
        sys.exit("sweep_split.py: a repository is listed twice")
    development, evaluation = split(repos, args.seed)
    print("# seed %d, %d repositories" % (args.seed, len(repos)))
    for title, half in (("development", development), ("evaluation", evaluation)):
        for name, note in half:
            print("%s\t%s%s" % (title, name, "\t" + note if note else ""))


if __name__ == "__main__":
    main()
