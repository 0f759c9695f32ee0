#!/usr/bin/env python3
"""Checks the shape of ompfix's own C++ code (docs/design/architecture.md,
"Code shape"): no function longer than --max-lines (150), at most
--max-long (10) longer than --long-lines (100), and no class or struct with
more than --max-members (30) data members.

    code_shape.py REPO [--report]     check (exit 1 on a breach); --report
                                      lists every long function and large
                                      class
    code_shape.py --self-test         the measures on small sources whose
                                      answers are known

The sources are in LLVM's style (.clang-format), which this reads as
clang-format writes it rather than parsing C++: a function definition is a
brace-balanced body after a signature whose `(` ... `)` closes before its
`{`; its length is counted as clang-tidy's readability-function-size
counts it, the lines from the `{` to the `}` (checked against it on this
code). A data member is a declaration ending in `;` directly inside a
class or struct body that declares no function, type, alias, friend or
static member. Tests (files named *Test.cpp,
tests/ folders) are measured too: they are code to read.
"""
import argparse
import os
import re
import sys

SOURCE_DIRS = ("include", "legality", "rewriter")


def strip_code(text):
    """The text with comments, string and character literals blanked (their
    newlines kept), so that braces and semicolons in them do not count."""
    out = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i))
            i = j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
        elif text.startswith('R"', i):
            m = re.match(r'R"([^(\s]*)\(', text[i:])
            end = text.find(")" + m.group(1) + '"', i) if m else -1
            j = n if end < 0 else end + len(m.group(1)) + 2
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
        elif c in "\"'":
            j = i + 1
            while j < n and text[j] != c:
                j += 2 if text[j] == "\\" else 1
            out.append(" " * (min(j + 1, n) - i))
            i = j + 1
        else:
            out.append(c)
            i += 1
    return "".join(out)


def blocks(code):
    """Every brace pair: (open offset, close offset, header text), the
    header being the code between the previous `;`, `{` or `}` and the
    `{`."""
    stack, found = [], []
    last_stop = 0
    for i, c in enumerate(code):
        if c == "{":
            stack.append((i, code[last_stop:i]))
            last_stop = i + 1
        elif c == "}":
            if stack:
                start, header = stack.pop()
                found.append((start, i, header))
            last_stop = i + 1
        elif c == ";":
            last_stop = i + 1
    return found


TYPE_HEADER = re.compile(r"\b(class|struct|union)\s+(\w+)[^()]*$", re.S)


def is_function_header(header):
    h = " ".join(header.split())
    if re.search(r"\b(namespace|enum)\b", h) or TYPE_HEADER.search(h):
        return False
    # A signature: ends in `)`, or in `) const`, `) override`, a trailing
    # return type, or a constructor's initializer list.
    return bool(re.search(r"\)\s*(const|override|final|noexcept|->[^;{]*|"
                          r"\s)*$", h)
                or re.search(r"\)\s*:\s*\w[\s\S]*\)\s*$", h)) and not re.search(
        r"^\s*(if|for|while|switch|catch|do|else)\b", h) and not re.search(
        r"(\bif|\bfor|\bwhile|\bswitch|\bcatch)\s*\([^)]*$", h) and not re.search(
        r"[=(,]\s*\[[^\]]*\]\s*\([^)]*\)\s*(mutable\s*)?(->[^{]*)?$", h)


def functions(code):
    """(first line, lines, name) of every function body that is not inside
    another function body (lambdas and local classes count as the lines of
    the function around them)."""
    found = []
    bodies = [(s, e, h) for s, e, h in blocks(code) if is_function_header(h)]
    bodies.sort()
    outer_end = -1
    for start, end, header in bodies:
        if start < outer_end:
            continue
        outer_end = end
        first = code.count("\n", 0, start) + 1
        last = code.count("\n", 0, end) + 1
        name = re.findall(r"([~\w:]+)\s*\(", header)
        # As readability-function-size: the lines from `{` to `}`.
        found.append((first, last - first, name[0] if name else "?"))
    return found


DECLARES_NO_DATA = re.compile(
    r"^\s*(using|typedef|friend|static_assert|template|public|private|"
    r"protected|enum|class|struct|union|static|constexpr)\b")


def data_members(code):
    """(first line, count, name) of every class or struct definition."""
    found = []
    for start, end, header in blocks(code):
        m = TYPE_HEADER.search(" ".join(header.split()))
        if not m:
            continue
        body = code[start + 1:end]
        # Only what stands directly in the body: blank nested braces.
        depth, flat = 0, []
        for c in body:
            if c == "{":
                depth += 1
                flat.append(";" if depth == 1 else " ")
            elif c == "}":
                depth -= 1
                flat.append(" ")
            else:
                flat.append(c if depth == 0 else " ")
        count = 0
        for decl in "".join(flat).split(";"):
            decl = re.sub(r"^\s*(public|private|protected)\s*:", "", decl)
            if not decl.strip() or DECLARES_NO_DATA.search(decl):
                continue
            # A function (or an operator), not data: its parameter list,
            # unless the parentheses are an initializer (`= f(x)`).
            before_init = re.split(r"=|\{", decl, 1)[0]
            while re.search(r"<[^<>]*>", before_init):
                before_init = re.sub(r"<[^<>]*>", "", before_init)
            if "(" in before_init and not re.search(r"\(\s*\*", before_init):
                continue
            # One member per declarator: the commas outside brackets.
            flat_decl = decl
            while re.search(r"<[^<>]*>|\([^()]*\)|\[[^\[\]]*\]", flat_decl):
                flat_decl = re.sub(r"<[^<>]*>|\([^()]*\)|\[[^\[\]]*\]", "",
                                   flat_decl)
            count += flat_decl.count(",") + 1
        found.append((code.count("\n", 0, start) + 1, count, m.group(2)))
    return found


def measure(repo):
    results = []
    for top in SOURCE_DIRS:
        for directory, _, files in os.walk(os.path.join(repo, top)):
            for name in sorted(files):
                if not name.endswith((".h", ".cpp")):
                    continue
                path = os.path.join(directory, name)
                with open(path, encoding="utf-8", errors="replace") as f:
                    code = strip_code(f.read())
                rel = os.path.relpath(path, repo)
                results.append((rel, functions(code), data_members(code)))
    return results


def check(repo, args):
    long, too_long, large = [], [], []
    for rel, funcs, records in measure(repo):
        for line, lines, name in funcs:
            if lines > args.long_lines:
                long.append((lines, "%s:%d %s" % (rel, line, name)))
            if lines > args.max_lines:
                too_long.append((lines, "%s:%d %s" % (rel, line, name)))
        for line, count, name in records:
            if count > args.max_members:
                large.append((count, "%s:%d %s" % (rel, line, name)))
    problems = []
    for lines, where in sorted(too_long, reverse=True):
        problems.append("%s: %d lines (at most %d)" % (where, lines, args.max_lines))
    if len(long) > args.max_long:
        problems.append("%d functions over %d lines (at most %d)"
                        % (len(long), args.long_lines, args.max_long))
    for count, where in sorted(large, reverse=True):
        problems.append("%s: %d data members (at most %d)"
                        % (where, count, args.max_members))
    if args.report or problems:
        for lines, where in sorted(long, reverse=True):
            print("long function: %s: %d lines" % (where, lines))
        for count, where in sorted(large, reverse=True):
            print("large class: %s: %d data members" % (where, count))
    for p in problems:
        print("FAIL:", p)
    print("%d functions over %d lines, %d over %d, %d classes over %d data "
          "members: %s" % (len(long), args.long_lines, len(too_long),
                           args.max_lines, len(large), args.max_members,
                           "FAIL" if problems else "ok"))
    return 1 if problems else 0


SELF_TEST = """\
namespace ompfix {
struct Small {
  int A = 0, B = 1;
  std::map<int, int> C;
  void f(int X);
  int g() const { return A; }
  using T = int;
  struct Inner { int D; };
  static constexpr int E = 3;
  std::function<void(int)> F;
  int (*G)(int);
};
static int longOne(int X) {
  // { } ; in a comment
  const char *S = "{ ; }";
  auto L = [&](int Y) {
    return Y;
  };
  if (X) {
    return L(X);
  }
  return 0;
}
Small::Small() : A(1), B(2) {
  A = 3;
}
} // namespace ompfix
"""


def self_test():
    code = strip_code(SELF_TEST)
    funcs = {name: lines for _, lines, name in functions(code)}
    members = {name: count for _, count, name in data_members(code)}
    want_funcs = {"g": 0, "longOne": 10, "Small::Small": 2}
    # A, B, C, F, G (E is static: no member of each object).
    want_members = {"Small": 5, "Inner": 1}
    problems = []
    if funcs != want_funcs:
        problems.append("functions %s, expected %s" % (funcs, want_funcs))
    if members != want_members:
        problems.append("data members %s, expected %s" % (members, want_members))
    for p in problems:
        print("self-test:", p)
    print("self-test:", "FAIL" if problems else "ok")
    return 1 if problems else 0


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("repo", nargs="?")
    ap.add_argument("--self-test", action="store_true")
    ap.add_argument("--report", action="store_true")
    ap.add_argument("--max-lines", type=int, default=150)
    ap.add_argument("--long-lines", type=int, default=100)
    ap.add_argument("--max-long", type=int, default=10)
    ap.add_argument("--max-members", type=int, default=30)
    args = ap.parse_args()
    if args.self_test:
        return self_test()
    if not args.repo:
        ap.error("give the repository, or --self-test")
    return check(args.repo, args)


if __name__ == "__main__":
    sys.exit(main())
