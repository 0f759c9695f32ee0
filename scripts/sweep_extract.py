#!/usr/bin/env python3
"""Write the C and C++ sources of the swept repositories to disk.

The repositories of scripts/sweep-split.txt are brought onto the machine as
bare git directories (one per repository, owner+name, under a mirror
directory).  This script writes, for each line of the split, the sources and
headers of the listed snapshot into DEV_DIR/owner+name or EVAL_DIR/owner+name,
ready for scripts/sweep.py.  It reads blob by blob: a snapshot may lack its
largest non-source blobs, so `git archive` is not used.

    scripts/sweep_extract.py --mirror MIRROR --dev OUT_DEV --eval OUT_EVAL
"""

import argparse
import os
import subprocess
import sys

SOURCE_SUFFIXES = ('.c', '.cc', '.cpp', '.cxx', '.C', '.h', '.hh', '.hpp',
                   '.hxx', '.H', '.inl')


def split_lines(path):
    """Yields (half, owner/name, snapshot) for each line of the split."""
    with open(path) as split:
        for line in split:
            if line.startswith('#') or not line.strip():
                continue
            fields = line.rstrip('\n').split('\t')
            snapshot = fields[-1].split('snapshot ')[-1].strip()
            yield fields[0], fields[1], snapshot


def git_dir(mirror, repository):
    """The git directory of one fetched repository, or None."""
    base = os.path.join(mirror, repository.replace('/', '+'), 'repo')
    for candidate in (os.path.join(base, '.git'), base):
        if os.path.isfile(os.path.join(candidate, 'HEAD')):
            return candidate
    return None


def extract(gitdir, snapshot, out):
    """Writes the sources of `snapshot` under `out`; returns their count."""
    listing = subprocess.run(
        ['git', '--git-dir', gitdir, 'ls-tree', '-r', '-z', snapshot],
        check=True, capture_output=True).stdout.decode(errors='replace')
    written = 0
    for entry in filter(None, listing.split('\0')):
        meta, path = entry.split('\t', 1)
        mode, kind, blob = meta.split()
        if kind != 'blob' or mode == '120000' or not path.endswith(
                SOURCE_SUFFIXES):
            continue
        shown = subprocess.run(['git', '--git-dir', gitdir, 'cat-file',
                                'blob', blob], capture_output=True)
        if shown.returncode != 0:
            continue  # absent from the snapshot
        target = os.path.join(out, path)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with open(target, 'wb') as f:
            f.write(shown.stdout)
        written += 1
    return written


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument('--split', default=os.path.join(
        os.path.dirname(__file__), 'sweep-split.txt'))
    parser.add_argument('--mirror', required=True)
    parser.add_argument('--dev', required=True)
    parser.add_argument('--eval', required=True)
    args = parser.parse_args()
    missing = 0
    for half, repository, snapshot in split_lines(args.split):
        gitdir = git_dir(args.mirror, repository)
        if gitdir is None:
            print(f'{repository}: not fetched', file=sys.stderr)
            missing += 1
            continue
        root = args.dev if half == 'development' else args.eval
        out = os.path.join(root, repository.replace('/', '+'))
        count = extract(gitdir, snapshot, out)
        print(f'{half}\t{repository}\t{count} files')
    return 1 if missing else 0


if __name__ == '__main__':
    sys.exit(main())
