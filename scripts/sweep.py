#!/usr/bin/env python3
"""Runs ompfix over every C/C++ file with OpenMP directives below some
directories, as a new user would, and prints what a developer of ompfix must
look at: crashes (any exit status but 0, 1 and 2, or a signal), timeouts,
loop directives missing from the report (found by the preprocessor, so that
`#if`, macros and `_Pragma` count as compiled), files that do not compile,
and the counts of verdicts and of unknown reasons.

    scripts/sweep.py DIR... [--ompfix build/bin/ompfix] [--jobs 2]
                     [--timeout 120] [--details out.json] [-- ARGS...]

Compiler arguments after `--` go to every file; each file also gets `-I` for
its own directory, for every directory of its own swept tree that holds a
header, for those directories' ancestors in the tree, and for MPI's headers
where `mpicc` is installed (Debian's libopenmpi-dev). As a user with a
build has, each swept tree gets a compilation database listing every
source file of it with those arguments (written to a temporary directory),
and ompfix is given it with `-p`, so that a call into a function another
file of the tree defines can be followed there; `--no-database` gives each
file its arguments after `--` instead. Exit status: 0

when nothing crashed, timed out or went missing, else 1. A sweep, not a
test (the swept code is not in the repository).
"""
import argparse
import collections
import concurrent.futures
import json
import os
import re
import subprocess
import sys
import tempfile

SOURCE_EXTENSIONS = (".c", ".cc", ".cpp", ".cxx", ".C")
HEADER_EXTENSIONS = (".h", ".hh", ".hpp", ".hxx", ".H", ".inl")
LINE_MARKER = re.compile(r'^#\s*(\d+)\s+"((?:[^"\\]|\\.)*)"')
PRAGMA_OMP = re.compile(r"^\s*#\s*pragma\s+omp\s+(.*)$")
# The directive names that ompfix reports on (OpenMP 5.1 loop directives as
# clang-19 parses them), and the other names their words can start with.
LOOP_DIRECTIVES = {
    "for", "for simd", "simd", "loop", "taskloop", "taskloop simd",
    "master taskloop", "master taskloop simd", "masked taskloop",
    "masked taskloop simd", "parallel for", "parallel for simd",
    "parallel loop", "parallel master taskloop",
    "parallel master taskloop simd", "parallel masked taskloop",
    "parallel masked taskloop simd", "distribute", "distribute simd",
    "distribute parallel for", "distribute parallel for simd",
    "teams distribute", "teams distribute simd",
    "teams distribute parallel for", "teams distribute parallel for simd",
    "teams loop", "target parallel for", "target parallel for simd",
    "target parallel loop", "target simd", "target teams distribute",
    "target teams distribute simd", "target teams distribute parallel for",
    "target teams distribute parallel for simd", "target teams loop",
}
OTHER_DIRECTIVES = {
    "parallel", "teams", "target", "master", "masked", "parallel master",
    "parallel masked", "target parallel", "target teams",
}
DIRECTIVE_WORDS = {w for name in LOOP_DIRECTIVES | OTHER_DIRECTIVES
                   for w in name.split()}


def is_loop_directive(text):
    """Whether `#pragma omp <text>` is a loop directive: the longest run of
    leading words that names a directive, as clang's parser reads it."""
    words = re.findall(r"[A-Za-z_]\w*|\S", text)
    leading = []
    for word in words:
        if word not in DIRECTIVE_WORDS:
            break
        leading.append(word)
    for length in range(len(leading), 0, -1):
        name = " ".join(leading[:length])
        if name in LOOP_DIRECTIVES:
            return True
        if name in OTHER_DIRECTIVES:
            return False
    return False


def loop_directive_lines(clang, path, args):
    """The lines of the main file that hold a loop directive as compiled,
    or None when the preprocessor fails."""
    run = subprocess.run([clang, "-E", "-fopenmp", *args, path],
                         capture_output=True, text=True, errors="replace")
    if run.returncode != 0:
        return None
    lines = set()
    current, line = None, 0
    main = os.path.realpath(path)
    for text in run.stdout.split("\n"):
        marker = LINE_MARKER.match(text)
        if marker:
            line = int(marker.group(1))
            name = marker.group(2)
            current = os.path.realpath(name) if os.path.exists(name) else name
            continue
        match = PRAGMA_OMP.match(text)
        if match and current == main and is_loop_directive(match.group(1)):
            lines.add(line)
        line += 1
    return lines


def has_openmp(path):
    try:
        with open(path, errors="replace") as f:
            text = f.read()
    except OSError:
        return False
    return "omp" in text and ("pragma" in text or "_Pragma" in text)


def mpi_include_args():
    """`-I` for MPI's headers where an MPI is installed (mpicc's include
    directories: Debian's libopenmpi-dev), so that MPI+OpenMP codes
    compile as their users build them; none otherwise."""
    try:
        run = subprocess.run(["mpicc", "--showme:incdirs"], capture_output=True,
                             text=True, timeout=30)
    except (OSError, subprocess.TimeoutExpired):
        return []
    if run.returncode != 0:
        return []
    return ["-I" + d for d in run.stdout.split()]


def find_files(roots):
    """The sources with OpenMP below \p roots, every source of each root
    (for its compilation database), and for each source the include
    directories of its own root: every directory of that tree holding a
    header and each of its ancestors up to the root (`#include
    "slate/Matrix.hh"` finds include/slate/Matrix.hh through include/).
    A root's headers are not another root's."""
    sources, include_dirs, tree_sources = [], {}, {}
    for root in roots:
        root = os.path.normpath(root)
        dirs, own = set(), []
        for directory, _, names in os.walk(root):
            for name in sorted(names):
                path = os.path.join(directory, name)
                if name.endswith(HEADER_EXTENSIONS):
                    ancestor = directory
                    while ancestor not in dirs and ancestor.startswith(root):
                        dirs.add(ancestor)
                        ancestor = os.path.dirname(ancestor)
                if name.endswith(SOURCE_EXTENSIONS):
                    tree_sources.setdefault(root, []).append(path)
                    if has_openmp(path):
                        own.append(path)
        for path in tree_sources.get(root, []):
            include_dirs[path] = sorted(dirs)
        sources += own
    return sorted(sources), include_dirs, tree_sources


def compiler_args(path, options, include_dirs):
    return (["-I" + os.path.dirname(path)]
            + ["-I" + d for d in include_dirs[path]] + options.args)


def write_databases(tree_sources, options, include_dirs, directory):
    """A compile_commands.json per swept tree, in a directory of its own
    below \p directory; returns each source's database directory."""
    database_of = {}
    for number, (root, paths) in enumerate(sorted(tree_sources.items())):
        place = os.path.join(directory, str(number))
        os.makedirs(place)
        commands = [{"directory": os.path.dirname(path), "file": path,
                     "arguments": ["clang", "-c", path,
                                   *compiler_args(path, options, include_dirs)]}
                    for path in paths]
        with open(os.path.join(place, "compile_commands.json"), "w") as f:
            json.dump(commands, f)
        for path in paths:
            database_of[path] = place
    return database_of


def check(path, options, include_dirs, database_of):
    args = compiler_args(path, options, include_dirs)
    result = {"file": path, "status": None, "loops": [], "expected": None}
    expected = loop_directive_lines(options.clang, path, args)
    result["expected"] = sorted(expected) if expected is not None else None
    try:
        given = (["-p", database_of[path], path] if database_of
                 else [path, "--", *args])
        run = subprocess.run([options.ompfix, "--format=json", *given],
                             capture_output=True, text=True,
                             errors="replace", timeout=options.timeout)
    except subprocess.TimeoutExpired:
        result["status"] = "timeout"
        return result
    result["exit"] = run.returncode
    if run.returncode not in (0, 1, 2):
        result["status"] = "crash"
        result["stderr"] = run.stderr[-3000:]
        return result
    try:
        report = json.loads(run.stdout)
    except ValueError:
        result["status"] = "bad json"
        result["stderr"] = run.stderr[-3000:]
        return result
    files = report.get("files", [])
    if not files and "internal error (a crash)" in run.stderr:
        result["status"] = "crash"    # recovered: the file is not checked
        result["stderr"] = run.stderr[-3000:]
        return result
    if not files:
        result["status"] = "does not compile"
        result["stderr"] = run.stderr[-1500:]
        return result
    result["status"] = "checked"
    result["loops"] = files[0]["loops"]
    return result


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("roots", nargs="+")
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    parser.add_argument("--ompfix",
                        default=os.path.join(root, "build", "bin", "ompfix"))
    parser.add_argument("--clang", default="clang-19")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--timeout", type=int, default=120)
    parser.add_argument("--details", help="write every file's result here")
    parser.add_argument("--no-database", action="store_true",
                        help="give each file its arguments after `--`, "
                        "without a compilation database")
    argv = sys.argv[1:]
    extra = []
    if "--" in argv:
        extra = argv[argv.index("--") + 1:]
        argv = argv[:argv.index("--")]
    options = parser.parse_args(argv)
    options.args = extra + mpi_include_args()

    sources, include_dirs, tree_sources = find_files(options.roots)
    with tempfile.TemporaryDirectory(prefix="ompfix-sweep-") as directory:
        database_of = ({} if options.no_database else
                       write_databases(tree_sources, options, include_dirs,
                                       directory))
        with concurrent.futures.ThreadPoolExecutor(options.jobs) as pool:
            results = list(pool.map(
                lambda p: check(p, options, include_dirs, database_of),
                sources))

    statuses = collections.Counter(r["status"] for r in results)
    verdicts = collections.Counter()
    loop_verdicts = collections.Counter()  # loop directives alone
    reasons = collections.Counter()
    missing, duplicated, problems = [], [], []
    for r in results:
        if r["status"] in ("crash", "timeout", "bad json"):
            problems.append(r)
        if r["status"] != "checked":
            continue
        lines = collections.Counter(loop["line"] for loop in r["loops"])
        # Two directives may share a line ([[omp::sequence(...)]]): an entry
        # is duplicated when its line and column repeat.
        places = collections.Counter((loop["line"], loop["column"])
                                     for loop in r["loops"])
        for loop in r["loops"]:
            verdicts[loop["verdict"]] += 1
            if loop["directive"] not in ("parallel", "teams"):
                loop_verdicts[loop["verdict"]] += 1
            if loop["verdict"] == "unknown":
                reasons[re.sub(r"'[^']*'", "'…'", loop["reason"])] += 1
        for line in r["expected"] or []:
            if line not in lines:
                missing.append((r["file"], line))
        for (line, _), count in places.items():
            if count > 1:
                duplicated.append((r["file"], line))

    loops = sum(verdicts.values())
    print(f"files: {len(results)} "
          + ", ".join(f"{k}: {v}" for k, v in sorted(statuses.items())))
    print(f"entries reported (loop directives and parallel regions): {loops}")
    for verdict in ("verified", "fixable", "violation", "unknown"):
        share = 100.0 * verdicts[verdict] / loops if loops else 0.0
        print(f"  {verdict:10} {verdicts[verdict]:6}  {share:5.1f}%")
    directives = sum(loop_verdicts.values())
    definite = directives - loop_verdicts["unknown"]
    print(f"loop directives: {directives}, with a definite verdict: {definite}"
          f" ({100.0 * definite / directives if directives else 0.0:.1f}%)")
    print("unknown reasons:")
    for reason, count in reasons.most_common():
        print(f"  {count:5}  {reason}")
    for r in problems:
        print(f"{r['status'].upper()}: {r['file']}")
        if r.get("stderr"):
            print("  " + r["stderr"].strip().replace("\n", "\n  ")[-1500:])
    for path, line in missing:
        print(f"MISSING: {path}:{line} (a loop directive not in the report)")
    for path, line in duplicated:
        print(f"DUPLICATED: {path}:{line} (reported more than once)")
    print(f"crashes: {statuses['crash'] + statuses['bad json']}, timeouts: "
          f"{statuses['timeout']}, missing directives: {len(missing)}, "
          f"duplicated: {len(duplicated)}")
    if options.details:
        with open(options.details, "w") as f:
            json.dump(results, f, indent=1)
    return 1 if problems or missing or duplicated else 0


if __name__ == "__main__":
    sys.exit(main())
