#!/usr/bin/env python3
"""ompfix as its users plug it in: `cmake --install` puts it in a prefix,
and the pre-commit framework (Debian's package) runs this repository's
hooks (.pre-commit-hooks.yaml) on a throw-away repository's files: a
finding fails the hook, a clean file passes, a NOLINT comment silences.

    pre_commit_hook.py --build BUILD_DIR --source SOURCE_DIR
"""

import argparse
import os
import shutil
import subprocess
import sys
import tempfile

RACY = """double s;
void sum(int n, const double *restrict a) {
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    s += a[i];
}
"""
CLEAN = """void scale(int n, double *restrict a) {
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    a[i] *= 2;
}
"""
SILENCED = RACY.replace("#pragma omp parallel for", "#pragma omp parallel for // NOLINT(ompfix-*)")


def run(cmd, cwd=None, env=None):
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=600, cwd=cwd, env=env)
    return p.returncode, p.stdout + p.stderr


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--build", required=True)
    ap.add_argument("--source", required=True)
    args = ap.parse_args()
    problems = []
    work = tempfile.mkdtemp(prefix="ompfix-hooks-")
    try:
        # cmake --install: the tool and its manual in a prefix.
        prefix = os.path.join(work, "prefix")
        status, out = run(["cmake", "--install", args.build, "--prefix", prefix])
        tool = os.path.join(prefix, "bin", "ompfix")
        if status != 0 or not os.access(tool, os.X_OK):
            print("FAIL: cmake --install: exit %d\n%s" % (status, out))
            return 1
        if not os.path.exists(os.path.join(prefix, "share", "doc", "ompfix", "rules.md")):
            problems.append("cmake --install put no docs/rules.md in share/doc/ompfix")
        for lib in ("libOmpfixTidyModule.so", "libOmpfixAnalysis.so"):
            if not os.path.exists(os.path.join(prefix, "lib", lib)):
                problems.append("cmake --install put no lib/" + lib)
        status, out = run([tool, "--version"])
        if status != 0 or not out.startswith("ompfix "):
            problems.append("the installed ompfix --version: %d %s" % (status, out))
        if not shutil.which("pre-commit") or not shutil.which("git"):
            print("FAIL: pre-commit or git is missing: scripts/setup.sh installs them")
            return 1
        # A throw-away repository whose files the hooks check.
        repo = os.path.join(work, "project")
        os.makedirs(repo)
        env = dict(os.environ, PATH=os.path.dirname(tool) + os.pathsep + os.environ["PATH"],
                   PRE_COMMIT_HOME=os.path.join(work, "cache"), GIT_AUTHOR_NAME="t",
                   GIT_AUTHOR_EMAIL="t@t", GIT_COMMITTER_NAME="t", GIT_COMMITTER_EMAIL="t@t")
        run(["git", "init", "-q"], cwd=repo, env=env)
        for name, text in (("racy.c", RACY), ("clean.c", CLEAN), ("silenced.c", SILENCED)):
            with open(os.path.join(repo, name), "w") as f:
                f.write(text)
        run(["git", "add", "."], cwd=repo, env=env)

        def hook(hook_id, name):
            return run(["pre-commit", "try-repo", args.source, hook_id, "--files", name],
                       cwd=repo, env=env)
        status, out = hook("ompfix", "racy.c")
        if status == 0 or "[ompfix-missing-reduction]" not in out:
            problems.append("the hook passed a racy file (exit %d):\n%s" % (status, out))
        status, out = hook("ompfix", "clean.c")
        if status != 0:
            problems.append("the hook failed a clean file (exit %d):\n%s" % (status, out))
        status, out = hook("ompfix", "silenced.c")
        if status != 0:
            problems.append("the hook failed a silenced finding (exit %d):\n%s" % (status, out))
        status, out = hook("ompfix-fix", "racy.c")
        with open(os.path.join(repo, "racy.c")) as f:
            fixed = f.read()
        if status == 0 or "reduction(+: s)" not in fixed:
            problems.append("ompfix-fix did not rewrite and fail (exit %d):\n%s" % (status, out))
    finally:
        shutil.rmtree(work, ignore_errors=True)
    for p in problems:
        print("FAIL: " + p)
    print("install and pre-commit: %s" % ("FAIL" if problems else "ok"))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
