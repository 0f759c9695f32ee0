#!/usr/bin/env python3
"""No file is lost or damaged by `ompfix --fix`, whatever goes wrong (tried as
a new user would): line endings (LF, CRLF, CR alone) and a UTF-8 byte order
mark are kept; with several files either every rewrite is written or none,
and the message says which file stopped it; a read-only file is not
rewritten; a symbolic link stays a link; hard links, mode and owner are kept;
a write error (the file size limit standing in for a full disk) is exit 2
with a message and an intact file; `--export-fixes FILE` without `=` does not
overwrite an input; a file named twice is checked once; a compilation
database reached through a symbolic link to its directory works for --fix.

    file_safety.py --ompfix PATH
"""
import argparse
import json
import os
import resource
import signal
import stat
import subprocess
import sys
import tempfile

# A loop that needs private(t): --fix rewrites line 4 (the pragma) only.
KERNEL = [
    "void squares_plus_one(int n, const double *a, double *b)",
    "{",
    "  double t;",
    "#pragma omp parallel for",
    "  for (int i = 0; i < n; i++) {",
    "    t = a[i] + 1.0;",
    "    b[i] = t * t;",
    "  }",
    "}",
]
FIXED_PRAGMA = "#pragma omp parallel for private(t)"


def kernel(newline="\n", bom=False):
    text = newline.join(KERNEL) + newline
    return (b"\xef\xbb\xbf" if bom else b"") + text.encode()


def expected(newline="\n", bom=False):
    lines = list(KERNEL)
    lines[3] = FIXED_PRAGMA
    text = newline.join(lines) + newline
    return (b"\xef\xbb\xbf" if bom else b"") + text.encode()


class Checks:
    def __init__(self, ompfix, root):
        self.ompfix = ompfix
        self.root = root
        self.failures = 0
        self.count = 0

    def run(self, args, cwd=None, limit_file_size=None):
        def limits():
            if limit_file_size is not None:
                signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
                resource.setrlimit(resource.RLIMIT_FSIZE,
                                   (limit_file_size, limit_file_size))
        return subprocess.run([self.ompfix] + args, capture_output=True,
                              cwd=cwd or self.root, preexec_fn=limits)

    def path(self, name):
        return os.path.join(self.root, name)

    def write(self, name, data):
        path = self.path(name)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "wb") as f:
            f.write(data)
        return path

    def read(self, name):
        with open(self.path(name), "rb") as f:
            return f.read()

    def expect(self, what, condition, detail=""):
        self.count += 1
        if not condition:
            self.failures += 1
            print(f"FAIL: {what}\n{detail}")
        else:
            print(f"ok: {what}")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--ompfix", required=True)
    options = parser.parse_args()
    with tempfile.TemporaryDirectory() as root:
        c = Checks(os.path.abspath(options.ompfix), root)

        for name, newline, bom in [("lf.c", "\n", False),
                                   ("crlf.c", "\r\n", False),
                                   ("cr.c", "\r", False),
                                   ("bom.c", "\n", True),
                                   ("bom_crlf.c", "\r\n", True)]:
            c.write(name, kernel(newline, bom))
            run = c.run(["--fix", name])
            c.expect(f"{name}: line endings and byte order mark kept",
                     run.returncode == 0 and c.read(name) == expected(newline, bom),
                     f"exit {run.returncode}\n{run.stderr.decode()}\n"
                     f"{c.read(name)!r}")

        # Several files, one read-only: nothing is written, and the message
        # names the file.
        c.write("one.c", kernel())
        c.write("two.c", kernel())
        os.chmod(c.path("two.c"), 0o444)
        run = c.run(["--fix", "one.c", "two.c"])
        err = run.stderr.decode()
        c.expect("a read-only file stops every rewrite, with exit 2",
                 run.returncode == 2 and "two.c" in err and
                 "read-only" in err and c.read("one.c") == kernel() and
                 c.read("two.c") == kernel(), f"exit {run.returncode}\n{err}")
        os.chmod(c.path("two.c"), 0o644)

        # A symbolic link stays a link; its target is rewritten.
        c.write("target.c", kernel())
        os.symlink("target.c", c.path("link.c"))
        run = c.run(["--fix", "link.c"])
        c.expect("a symbolic link stays a link",
                 run.returncode == 0 and os.path.islink(c.path("link.c")) and
                 c.read("target.c") == expected(), run.stderr.decode())

        # Hard links, mode and owner.
        c.write("hard.c", kernel())
        os.link(c.path("hard.c"), c.path("hard_too.c"))
        os.chmod(c.path("hard.c"), 0o640)
        owner = (65534, 65534) if os.geteuid() == 0 else None
        if owner:
            os.chown(c.path("hard.c"), *owner)
        run = c.run(["--fix", "hard.c"])
        st = os.stat(c.path("hard.c"))
        c.expect("hard links, mode and owner kept",
                 run.returncode == 0 and c.read("hard_too.c") == expected() and
                 stat.S_IMODE(st.st_mode) == 0o640 and
                 (owner is None or (st.st_uid, st.st_gid) == owner),
                 f"{run.stderr.decode()} mode {oct(st.st_mode)} "
                 f"owner {st.st_uid}:{st.st_gid}")

        # A write error: exit 2, a message, and the file intact.
        c.write("full.c", kernel())
        run = c.run(["--fix", "full.c"], limit_file_size=16)
        c.expect("a write error is exit 2 with a message, the file intact",
                 run.returncode == 2 and b"cannot" in run.stderr and
                 c.read("full.c") == kernel() and
                 not [n for n in os.listdir(root) if ".ompfix-" in n],
                 f"exit {run.returncode}\n{run.stderr.decode()}")

        # --export-fixes without '=' would take the first input as its file.
        c.write("first.c", kernel())
        c.write("second.c", kernel())
        run = c.run(["--export-fixes", "first.c", "second.c"])
        c.expect("--export-fixes never overwrites a source file",
                 run.returncode == 2 and c.read("first.c") == kernel() and
                 b"--export-fixes" in run.stderr, run.stderr.decode())

        # One file named twice is checked once.
        c.write("twice.c", kernel())
        run = c.run(["--format=json", "twice.c", "./twice.c", "link.c",
                     "target.c"])
        files = json.loads(run.stdout)["files"] if run.stdout else []
        c.expect("a file named twice (or through a link) is checked once",
                 len(files) == 2, run.stdout.decode()[:2000])

        # A compilation database reached through a symbolic link.
        project = os.path.join(root, "project")
        c.write("project/src/k.c", kernel())
        with open(os.path.join(project, "compile_commands.json"), "w") as f:
            json.dump([{"directory": os.path.join(project, "src"),
                        "command": "clang -c -fopenmp k.c",
                        "file": "k.c"}], f)
        os.symlink(project, c.path("alias"))
        run = c.run(["--fix", "-p", "alias", "alias/src/k.c"])
        c.expect("--fix through a compilation database behind a link",
                 run.returncode == 0 and c.read("project/src/k.c") == expected(),
                 f"exit {run.returncode}\n{run.stderr.decode()}")

        print(f"{c.count - c.failures} passed, {c.failures} failed")
        return 1 if c.failures else 0


if __name__ == "__main__":
    sys.exit(main())
