#!/usr/bin/env python3
"""Re-checks every certain finding of the corpus at its witness.

For each kernel (outside constructs/), runs

    ompfix --format=json --dump-model [OPTIONS] KERNEL -- [ARGS]

and, for every violation of the JSON report without "may": true (a
certain finding), checks its witness against the model the same run
dumped, independently of ompfix's own checks:

1. the witness has parameter values (JSON "parameters") where the
   function's model has parameters and the witness names iterations or
   threads (not places: "the target code");
2. every defined parameter of the function (`defined NAME = VALUE` in the
   dump, docs/design/real-programs.md) has the value its definition gives
   at the witness, evaluated here as C computes it (division truncating
   toward zero; undefined operations fail the check);
3. where it can: for a race or flow between two accesses whose statements
   have no loop dimensions but the directive's own, the two iterations
   lie in the loop's iteration domain and in their statements' domains,
   and the two accesses' relations give one cell (the accesses found by
   their text and kind in the dump; some pair of candidates must agree).

Prints each failure and a summary; exits 1 on a failure.

    check_witnesses.py --ompfix build/bin/ompfix [--corpus corpus]
"""

import argparse
import json
import math
import os
import re
import shlex
import subprocess
import sys
from fractions import Fraction


# ------------------------------------------------------------ definitions

class Undefined(Exception):
    """C gives the operation no value (or the check cannot evaluate it)."""


def parse_value(text):
    """A DefinedValue printed by printDefinedValue (DefinedValueText.h) as
    nested tuples: ("const", v, unsigned), ("param", name), ("affine",
    text), (op, unsigned, operand...)."""
    pos = [0]

    def skip():
        while pos[0] < len(text) and text[pos[0]] == " ":
            pos[0] += 1

    def unsigned_mark():
        p = pos[0]
        if p < len(text) and text[p] == "u" and (p + 1 == len(text) or text[p + 1] in " ()"):
            pos[0] += 1
            return True
        return False

    def value():
        skip()
        p = pos[0]
        c = text[p]
        if c == "[":
            close = text.index("]", p)
            pos[0] = close + 1
            return ("affine", text[p + 1:close])
        if c in "-~" and p + 1 < len(text) and not text[p + 1].isdigit():
            pos[0] += 1
            u = unsigned_mark()
            assert text[pos[0]] == "("
            pos[0] += 1
            sub = value()
            skip()
            assert text[pos[0]] == ")"
            pos[0] += 1
            return ("neg" if c == "-" else "not", u, sub)
        if c == "-" or c.isdigit():
            m = re.compile(r"-?\d+").match(text, p)
            pos[0] = m.end()
            return ("const", int(m.group()), unsigned_mark())
        if c == "(":
            pos[0] += 1
            left = value()
            skip()
            for op in ("<<", ">>", "+", "-", "*", "/", "%", "&", "|", "^"):
                if text.startswith(op, pos[0]):
                    pos[0] += len(op)
                    break
            else:
                raise ValueError("no operator in %r at %d" % (text, pos[0]))
            u = unsigned_mark()
            right = value()
            skip()
            assert text[pos[0]] == ")"
            pos[0] += 1
            return (op, u, left, right)
        m = re.compile(r"[A-Za-z_][A-Za-z0-9_]*").match(text, p)
        pos[0] = m.end()
        return ("param", m.group())

    v = value()
    skip()
    if pos[0] != len(text):
        raise ValueError("trailing text in %r" % text)
    return v


INT_MIN, INT_MAX, UINT_MAX = -2**31, 2**31 - 1, 2**32 - 1


def in_range(value, unsigned):
    if value < (0 if unsigned else INT_MIN) or value > (UINT_MAX if unsigned else INT_MAX):
        raise Undefined("%d out of range" % value)
    return value


def c_binary(op, a, b):
    if op == "+":
        return a + b
    if op == "-":
        return a - b
    if op == "*":
        return a * b
    if op in ("/", "%"):
        if b == 0:
            raise Undefined("division by zero")
        q = abs(a) // abs(b)  # C truncates toward zero
        if (a < 0) != (b < 0):
            q = -q
        return q if op == "/" else a - b * q
    if op == "<<":
        if b < 0 or b >= 31 or a < 0:
            raise Undefined("shift")
        return a * 2**b
    if op == ">>":
        if b < 0 or b >= 31:
            raise Undefined("shift")
        return a // 2**b  # arithmetic shift: floor
    if op == "&":
        return a & b
    if op == "|":
        return a | b
    if op == "^":
        return a ^ b
    raise ValueError(op)


def evaluate(v, env):
    kind = v[0]
    if kind == "const":
        return in_range(v[1], v[2])
    if kind == "param":
        if v[1] not in env:
            raise Undefined("no value of %s" % v[1])
        return env[v[1]]
    if kind == "affine":
        return isl_value(v[1], env)
    unsigned = v[1]
    operands = [evaluate(o, env) for o in v[2:]]
    if unsigned and any(o < 0 for o in operands):
        raise Undefined("negative operand of an unsigned operation")
    if kind == "neg":
        return in_range(-operands[0], unsigned)
    if kind == "not":
        if unsigned:
            raise Undefined("~ of an unsigned value")
        return in_range(-operands[0] - 1, False)
    if kind == "%":  # undefined where the quotient is (INT_MIN % -1)
        in_range(c_binary("/", operands[0], operands[1]), unsigned)
    return in_range(c_binary(kind, operands[0], operands[1]), unsigned)


# ------------------------------------------------------------- isl texts

def python_of_isl(text):
    """An isl affine expression or constraint as Python over Fractions."""
    t = text.replace(" mod ", " % ")
    t = re.sub(r"(?<![<>!=])=(?!=)", "==", t)
    t = re.sub(r"\band\b", " and ", t)
    return t


def isl_value(text, env, boolean=False):
    if "exists" in text or "[" in text or ":" in text:
        raise Undefined("not a plain expression: %r" % text)
    names = {k: Fraction(v) for k, v in env.items()}
    names.update({"floor": math.floor, "ceil": math.ceil, "min": min, "max": max})
    try:
        result = eval(python_of_isl(text), {"__builtins__": {}}, names)
    except NameError as e:
        raise Undefined(str(e))
    except (SyntaxError, TypeError, ZeroDivisionError) as e:
        raise Undefined("cannot evaluate %r: %s" % (text, e))
    if boolean:
        return bool(result)
    if Fraction(result).denominator != 1:
        raise Undefined("not an integer: %r" % text)
    return int(result)


TUPLE = re.compile(r"^\s*(?:\[[^\]]*\]\s*->\s*)?\{\s*(.*?)\s*\}\s*$", re.S)


def split_top(text, sep):
    """\\p text split at \\p sep outside parentheses and brackets."""
    parts, depth, cur = [], 0, ""
    for c in text:
        if c in "([":
            depth += 1
        elif c in ")]":
            depth -= 1
        if c == sep and depth == 0:
            parts.append(cur)
            cur = ""
        else:
            cur += c
    parts.append(cur)
    return parts


def parse_tuple(text):
    """'S1[it0, it1]' -> ('S1', ['it0', 'it1'])."""
    m = re.match(r"^\s*([A-Za-z_][A-Za-z0-9_]*)?\s*\[(.*)\]\s*$", text, re.S)
    if not m:
        return None
    inner = m.group(2).strip()
    return m.group(1) or "", [x.strip() for x in split_top(inner, ",")] if inner else []


def parse_set(text):
    """{ S[it0] : constraints } -> (tuple, constraints or None)."""
    m = TUPLE.match(text)
    if not m or ";" in m.group(1):
        return None
    body = m.group(1)
    parts = split_top(body, ":")
    head = parse_tuple(parts[0])
    if head is None:
        return None
    return head, (parts[1].strip() if len(parts) > 1 else None)


def parse_relation(text):
    """{ S[it0] -> w[e0, e1] : c } -> (S, dims, array, exprs, c)."""
    m = TUPLE.match(text)
    if not m or ";" in m.group(1):
        return None
    parts = split_top(m.group(1), ":")
    arrow = parts[0].split("->")
    if len(arrow) != 2:
        return None
    source, target = parse_tuple(arrow[0]), parse_tuple(arrow[1])
    if source is None or target is None:
        return None
    return (source[0], source[1], target[0], target[1],
            parts[1].strip() if len(parts) > 1 else None)


# --------------------------------------------------------------- the dump

def read_dump(text):
    """The functions of --dump-model output: name -> {definitions,
    parameters, statements, accesses, loops}."""
    functions, f, statement = {}, None, None
    for line in text.splitlines():
        if line.startswith("function "):
            f = {"definitions": {}, "parameters": [], "statements": {},
                 "accesses": [], "loops": {}, "regions": set()}
            functions[line.split()[1] + "@%d" % len(functions)] = f
            continue
        if f is None or not line.startswith("  "):
            continue
        body = line.strip()
        if line.startswith("  context "):
            m = re.match(r"\s*context \[([^\]]*)\]", line)
            f["parameters"] = [p.strip() for p in m.group(1).split(",") if p.strip()] if m else []
        elif line.startswith("  defined "):
            name, value = body[len("defined "):].split(" = ", 1)
            f["definitions"][name] = value
        elif line.startswith("  statement "):
            name, domain = body[len("statement "):].split(" ", 1)
            statement = name
            f["statements"][name] = domain
        elif line.startswith("  loop "):
            m = re.match(r"loop '([^']*)' at (\d+):(\d+) depth (\d+) collapse (\d+)(?: own team)? (.*)$", body)
            if m:
                f["loops"][(int(m.group(2)), int(m.group(3)))] = {
                    "depth": int(m.group(4)), "collapse": int(m.group(5)),
                    "domain": m.group(6)}
            statement = None
        elif line.startswith("  region at "):
            m = re.match(r"region at (\d+):(\d+)", body)
            if m:
                f["regions"].add((int(m.group(1)), int(m.group(2))))
            statement = None
        elif line.startswith("  ") and not line.startswith("   "):
            statement = None
        elif statement and re.match(r"\s+(read|write)( may)? R\d+ ", line):
            m = re.match(r"\s+(read|write)( may)? R(\d+) (.*)  '(.*)'$", line)
            if m:
                f["accesses"].append({"write": m.group(1) == "write",
                                      "relation": m.group(4),
                                      "text": m.group(5),
                                      "statement": statement})
    return functions


# ----------------------------------------------------------------- checks

def iteration_values(text):
    """'i = 1, j = 0' -> [1, 0]; None for a place ('in the loop')."""
    values = []
    for part in text.split(","):
        m = re.match(r"^\s*[A-Za-z_][A-Za-z0-9_.>-]* = (-?\d+)\s*$", part)
        if not m:
            return None
        values.append(int(m.group(1)))
    return values


def check_relations(f, loop, vio, params):
    """None where the accesses meet at the witness, a failure text where
    they do not, "skip" where this check cannot tell."""
    if vio["kind"] not in ("race", "flow") or not vio.get("other"):
        return "skip"
    # (A loop's copying of a region's variable is no access of the dump.)
    if "copy" in vio["access"] or "copy" in vio["other"]:
        return "skip"
    iters = [iteration_values(t) for t in vio["iterations"]]
    if len(iters) != 2 or None in iters:
        return "skip"
    cells = []
    for side, point in (("access", iters[0]), ("other", iters[1])):
        acc = vio[side]
        found = []
        for a in f["accesses"]:
            if a["text"] != acc["text"] or a["write"] != acc["write"]:
                continue
            rel = parse_relation(a["relation"])
            dom = parse_set(f["statements"].get(a["statement"], ""))
            if rel is None or dom is None:
                return "skip"
            _, dims, array, exprs, cond = rel
            if loop["depth"] != 0 or len(dims) != loop["collapse"] or len(point) != len(dims):
                return "skip"
            env = dict(params)
            env.update(zip(dims, point))
            try:
                if cond and not isl_value(cond, env, boolean=True):
                    continue
                if dom[1] and not isl_value(dom[1], dict(params, **dict(zip(dom[0][1], point))),
                                            boolean=True):
                    continue
                found.append((array, tuple(isl_value(e, env) for e in exprs)))
            except Undefined:
                return "skip"
        if not found:
            return "no statement instance of %r runs at %s" % (acc["text"], point)
        cells.append(set(found))
    ldom = parse_set(loop["domain"])
    if ldom is None:
        return "skip"
    for point in iters:
        try:
            if ldom[1] and not isl_value(ldom[1], dict(params, **dict(zip(ldom[0][1], point))),
                                         boolean=True):
                return "iteration %s is not in the loop's domain %s" % (point, loop["domain"])
        except Undefined:
            return "skip"
    if not (cells[0] & cells[1]):
        return "the accesses reach %s and %s" % (sorted(cells[0]), sorted(cells[1]))
    return None


def check_kernel(ompfix, path, totals):
    text = open(path, encoding="utf-8").read()
    m = re.search(r"^\s*// ARGS:(.*)$", text, re.M)
    args = shlex.split(m.group(1)) if m else []
    m = re.search(r"^\s*// OPTIONS:(.*)$", text, re.M)
    opts = shlex.split(m.group(1)) if m else []
    run = subprocess.run([ompfix, "--format=json", "--dump-model"] + opts + [path, "--"] + args,
                         capture_output=True, text=True)
    try:
        report = json.loads(run.stdout)
    except ValueError:
        return []  # no report (an error of the run: check_kernel's business)
    functions = read_dump(run.stderr)
    failures = []
    for entry in report.get("files", []):
        for loop in entry.get("loops", []):
            where = (loop["line"], loop["column"])
            f = next((f for f in functions.values()
                      if where in f["loops"] or where in f["regions"]), None)
            for vio in loop["violations"]:
                if vio.get("may") or vio["kind"] == "default-none":
                    continue
                totals["certain"] += 1
                name = "%s:%d:%d %s %s" % (path, loop["line"], loop["column"],
                                           vio["variable"], vio["kind"])
                params = vio.get("parameters", {})
                if f is None:
                    totals["no-model"] += 1
                    continue
                # A witness at concrete iterations or threads has values of
                # the parameters (one at places, "the target code", has none).
                concrete = any(re.search(r"(= -?\d+|thread -?\d+)", t)
                               for t in vio["iterations"])
                if f["parameters"] and concrete and not params:
                    failures.append("%s: no parameter values" % name)
                    continue
                for dname, dtext in f["definitions"].items():
                    totals["definitions"] += 1
                    try:
                        value = evaluate(parse_value(dtext), params)
                    except Undefined as e:
                        failures.append("%s: %s = %s has no value at %s (%s)"
                                        % (name, dname, dtext, params, e))
                        continue
                    if params.get(dname) != value:
                        failures.append("%s: %s = %s is %d at %s, the witness says %s"
                                        % (name, dname, dtext, value, params, params.get(dname)))
                if f["loops"].get(where) is None:
                    continue
                verdict = check_relations(f, f["loops"][where], vio, params)
                if verdict == "skip":
                    continue
                totals["relations"] += 1
                if verdict:
                    failures.append("%s: %s" % (name, verdict))
    return failures


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--ompfix", required=True)
    parser.add_argument("--corpus", default=os.path.dirname(os.path.abspath(__file__)))
    parser.add_argument("kernels", nargs="*", help="kernels (default: the whole corpus)")
    a = parser.parse_args()
    kernels = a.kernels
    if not kernels:
        for root, dirs, files in os.walk(a.corpus):
            dirs[:] = sorted(d for d in dirs if d != "constructs")
            kernels += [os.path.join(root, n) for n in sorted(files)
                        if n.endswith((".c", ".cpp")) and root != a.corpus]
    totals = {"certain": 0, "definitions": 0, "relations": 0, "no-model": 0}
    failures = []
    for k in kernels:
        failures += check_kernel(a.ompfix, k, totals)
    for f in failures:
        print("FAIL " + f)
    print("%d kernels, %d certain findings: %d definition values and %d pairs of "
          "accesses checked at their witnesses, %d without a model; %d failures"
          % (len(kernels), totals["certain"], totals["definitions"], totals["relations"],
             totals["no-model"], len(failures)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
