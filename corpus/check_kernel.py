#!/usr/bin/env python3
"""Checks one corpus kernel against ompfix (see corpus/README.md).

    check_kernel.py --ompfix PATH --filecheck PATH KERNEL.c
    check_kernel.py --lint [--clang PATH] KERNEL.c...

The first form runs ompfix twice on the kernel (JSON and text), compares the
report with the expectations written in the kernel's comments and exits 0 when
everything matches, 1 otherwise (with every mismatch, the failing command and
its output).  The second form checks only the kernel files themselves (the
directives parse, CHECK-MESSAGES positions point at what they quote, the
number of CHECK-VERDICT lines equals the number of loop directives, and, with
--clang, that the file compiles), without ompfix.

Standard library only.
"""

import argparse
import json
import os
import re
import shlex
import subprocess
import sys

VERDICTS = ("verified", "fixable", "violation", "unknown")
KINDS = ("race", "flow", "live-in", "live-out", "order", "stale-data", "out-of-bounds", "default-none")
# The rule names ompfix knows (`ompfix --list-rules`), set by check().
RULES = None
REASON_KINDS = set()  # ompfix --list-reason-kinds
STATUSES = ("ok", "missing", "wrong", "redundant")
REDUCTION_OPS = r"(\+|-|\*|&|\||\^|&&|\|\||min|max)"
ATTRIBUTE_RE = re.compile(
    r"^(shared|private|firstprivate|lastprivate|firstprivate lastprivate"
    r"|lastprivate\(conditional\)|reduction\(" + REDUCTION_OPS + r"\)"
    r"|forward|expand|none)$")

TIMEOUT = 300  # seconds per ompfix run
MAX_SHOWN = 20000  # characters of a command's output shown on failure

# A directive is `// NAME: value` (or NAME alone for CHECK-MESSAGES-ANY)
# anywhere in a comment.  FileCheck's own suffixes of CHECK-MESSAGES are
# recognised so that they count as message checks.
DIRECTIVE_RE = re.compile(
    r"(?<![A-Za-z0-9_-])(ARGS|OPTIONS|CHECK-[A-Z]+(?:-[A-Z0-9]+)*)(:|(?=\s|$))(.*)$")
MESSAGE_SUFFIXES = ("", "-NEXT", "-SAME", "-NOT", "-DAG", "-LABEL", "-EMPTY")
KNOWN = ("ARGS", "OPTIONS", "CHECK-VERDICT", "CHECK-REGION", "CHECK-VARIABLE", "CHECK-REASON",
         "CHECK-REASON-KIND",
         "CHECK-WITNESS", "CHECK-EXIT", "CHECK-MESSAGES-ANY", "CHECK-FIXED",
         "CHECK-DIRECTIVE", "CHECK-ASSUMES", "CHECK-PARAMETERS")

# Loop directives: a `#pragma omp` line naming one of these words.
LOOP_DIRECTIVE_RE = re.compile(
    r"^\s*#\s*pragma\s+omp\s+(.*)$")
LOOP_WORDS = ("for", "simd", "taskloop", "distribute", "loop")


class Expectation:
    """What one CHECK-VERDICT line and the lines after it expect of a loop."""

    def __init__(self, line, verdict, region=False):
        self.line = line
        self.verdict = verdict
        self.region = region  # CHECK-REGION: a `parallel` region's entry
        self.variables = []  # (line, name, {key: value})
        self.reasons = []  # (line, substring)
        self.reason_kind = None  # (line, kind)
        self.witnesses = []  # (line, variable, kind, 'possible'|'certain'|None)
        self.fixed = None  # (line, pragma)
        self.directive = None  # (line, directive)
        self.assumes = []  # (line, entry or "none")
        self.parameters = []  # (line, {name: value})


class Kernel:
    """The expectations parsed from a kernel file."""

    def __init__(self, path):
        self.path = path
        with open(path, encoding="utf-8") as f:
            self.text = f.read()
        self.lines = self.text.split("\n")
        self.args = []
        self.options = []  # ompfix's own options (OPTIONS:)
        self.exit = None
        self.loops = []
        self.has_messages = False
        self.messages_any = False
        self.message_lines = []  # (line number, pattern)
        self.errors = []  # problems with the file itself
        self._parse()

    def _error(self, line, msg):
        self.errors.append("%s:%d: %s" % (self.path, line, msg))

    def _parse(self):
        seen_args = seen_exit = None
        for number, line in enumerate(self.lines, 1):
            comment = line.find("//")
            if comment < 0:
                continue
            m = DIRECTIVE_RE.search(line, comment + 2)
            if not m:
                continue
            name, colon, value = m.group(1), m.group(2), m.group(3).strip()
            if name.startswith("CHECK-MESSAGES") and name != "CHECK-MESSAGES-ANY":
                suffix = name[len("CHECK-MESSAGES"):]
                if suffix in MESSAGE_SUFFIXES or re.fullmatch(r"-COUNT-\d+", suffix):
                    if not colon:
                        self._error(number, "%s needs a colon" % name)
                    self.has_messages = True
                    self.message_lines.append((number, name, value))
                else:
                    self._error(number, "unknown directive %s" % name)
                continue
            if name not in KNOWN:
                self._error(number, "unknown directive %s" % name)
                continue
            if name == "CHECK-MESSAGES-ANY":
                if value:
                    self._error(number, "CHECK-MESSAGES-ANY takes no value")
                self.messages_any = True
                continue
            if not colon:
                self._error(number, "%s needs a colon" % name)
                continue
            if name == "ARGS":
                if seen_args:
                    self._error(number, "second ARGS line (first on line %d)" % seen_args)
                seen_args = number
                try:
                    self.args = shlex.split(value)
                except ValueError as e:
                    self._error(number, "cannot split ARGS: %s" % e)
                continue
            if name == "OPTIONS":
                if self.options:
                    self._error(number, "second OPTIONS line")
                try:
                    self.options = shlex.split(value)
                except ValueError as e:
                    self._error(number, "cannot split OPTIONS: %s" % e)
                if not all(o.startswith("--") for o in self.options):
                    self._error(number, "OPTIONS are ompfix's own options (--name)")
                continue
            if name == "CHECK-EXIT":
                if seen_exit:
                    self._error(number, "second CHECK-EXIT line (first on line %d)" % seen_exit)
                seen_exit = number
                if not re.fullmatch(r"\d+", value):
                    self._error(number, "CHECK-EXIT needs a number, got %r" % value)
                else:
                    self.exit = int(value)
                continue
            if name in ("CHECK-VERDICT", "CHECK-REGION"):
                if value not in VERDICTS:
                    self._error(number, "verdict %r is not one of %s"
                                % (value, "|".join(VERDICTS)))
                self.loops.append(Expectation(number, value,
                                              name == "CHECK-REGION"))
                continue
            # The remaining directives belong to the last CHECK-VERDICT.
            if not self.loops:
                self._error(number, "%s before any CHECK-VERDICT" % name)
                continue
            loop = self.loops[-1]
            if name == "CHECK-VARIABLE":
                self._parse_variable(number, value, loop)
            elif name == "CHECK-REASON":
                if not value:
                    self._error(number, "empty CHECK-REASON")
                loop.reasons.append((number, value))
            elif name == "CHECK-REASON-KIND":
                if loop.reason_kind:
                    self._error(number, "second CHECK-REASON-KIND for one directive")
                loop.reason_kind = (number, value)
            elif name == "CHECK-WITNESS":
                parts = value.split()
                silenced = parts[-1:] == ["suppressed"]
                if silenced:
                    parts = parts[:-1]
                if (len(parts) not in (2, 3) or parts[1] not in KINDS
                        or parts[2:] not in ([], ["possible"], ["certain"])):
                    self._error(number, "CHECK-WITNESS wants '<variable> <%s> "
                                "[possible|certain] [suppressed]', got %r"
                                % ("|".join(KINDS), value))
                else:
                    certainty = parts[2] if len(parts) == 3 else None
                    loop.witnesses.append((number, parts[0], parts[1],
                                           (certainty, silenced)))
            elif name == "CHECK-PARAMETERS":
                values = {}
                for part in value.split():
                    m = re.match(r"^([A-Za-z_][A-Za-z0-9_]*)=(-?\d+)$", part)
                    if not m:
                        self._error(number, "CHECK-PARAMETERS wants 'name=value ...', got %r"
                                    % value)
                        break
                    values[m.group(1)] = int(m.group(2))
                else:
                    if not values:
                        self._error(number, "empty CHECK-PARAMETERS")
                    loop.parameters.append((number, values))
            elif name == "CHECK-FIXED":
                if loop.fixed:
                    self._error(number, "second CHECK-FIXED for one loop")
                loop.fixed = (number, value)
            elif name == "CHECK-DIRECTIVE":
                loop.directive = (number, value)
            elif name == "CHECK-ASSUMES":
                if not value:
                    self._error(number, "empty CHECK-ASSUMES (write 'none' for no assumption)")
                loop.assumes.append((number, value))
        if self.has_messages and self.messages_any:
            self._error(1, "both CHECK-MESSAGES and CHECK-MESSAGES-ANY")
        self._check_positions()

    def _parse_variable(self, number, value, loop):
        parts = value.split()
        if not parts or "=" in parts[0]:
            self._error(number, "CHECK-VARIABLE wants a variable name first")
            return
        attrs = {}
        for part in parts[1:]:
            key, eq, val = part.partition("=")
            if not eq or key not in ("declared", "required", "status", "bytes", "copies"):
                self._error(number, "bad CHECK-VARIABLE part %r" % part)
                continue
            if key in attrs:
                self._error(number, "%s given twice" % key)
            if key == "bytes":
                pass  # an expansion's bytes per copy, blanks left out
            elif key == "copies":
                if val not in ("thread", "iteration"):
                    self._error(number, "copies %r is not thread or iteration" % val)
            elif key == "status":
                if val not in STATUSES:
                    self._error(number, "status %r is not one of %s"
                                % (val, "|".join(STATUSES)))
            else:
                # firstprivate+lastprivate -> "firstprivate lastprivate";
                # the + of reduction(+) stays.
                val = re.sub(r"(?<=[a-z])\+(?=[a-z])", " ", val)
                if not ATTRIBUTE_RE.match(val):
                    self._error(number, "attribute %r is not a spelling of docs/report.md" % val)
            attrs[key] = val
        loop.variables.append((number, parts[0], attrs))

    def _check_positions(self):
        """A CHECK-MESSAGES line `:[[@LINE+N]]:C: level: ...` must point at
        a `#pragma` (errors and warnings) or, for a note quoting a literal
        'text', at that text."""
        for number, name, value in self.message_lines:
            m = re.match(r":\[\[@LINE([+-]\d+)?\]\]:(\d+):\s*(error|warning|note):(.*)$",
                         value)
            if not m:
                continue
            target = number + int(m.group(1) or 0)
            column = int(m.group(2))
            level, rest = m.group(3), m.group(4)
            if not 1 <= target <= len(self.lines):
                self._error(number, "[[@LINE]] points outside the file")
                continue
            src = self.lines[target - 1]
            at = src[column - 1:] if column >= 1 else ""
            pragma_macros = [m2.group(1) for m2 in
                             (re.match(r"\s*#\s*define\s+(\w+)\s+_Pragma", l)
                              for l in self.lines) if m2]
            if level in ("error", "warning") and "NOLINT" not in src:
                # (findings stand at directives; a broken NOLINT comment's
                # warning at the comment)
                if not (at.startswith("#") or at.startswith("_Pragma") or
                        any(at.startswith(name) for name in pragma_macros)):
                    self._error(number, "%s at %d:%d is not at a #pragma (the line is %r)"
                                % (level, target, column, src))
                continue
            if at.startswith("#") or at.startswith("_Pragma"):
                # A note at the directive itself ("'t' needs 'private(t)'")
                # quotes the advice, not source text.
                continue
            q = re.search(r"'([^']*)'\s*$", rest)
            if not q or "{{" in q.group(1) or "[[" in q.group(1):
                continue
            if not at.startswith(q.group(1)):
                self._error(number, "note at %d:%d does not start with %r (the line is %r)"
                            % (target, column, q.group(1), src))

    def directive_words(self):
        """The words of each `#pragma omp` line before its first clause:
        `#pragma omp target teams map(...)` gives ["target", "teams", "map"]."""
        for line in self.lines:
            m = LOOP_DIRECTIVE_RE.match(line)
            if m:
                yield re.findall(r"[a-z_]+", m.group(1).split("(")[0])

    def count_regions(self):
        """`#pragma omp parallel` directives that are no loop directives:
        standalone ones and `parallel sections|master|masked` (each has a
        region entry, `"directive": "parallel"`)."""
        return sum(1 for words in self.directive_words()
                   if words[:1] == ["parallel"]
                   and not set(words[1:2]) & {"for", "loop"})

    def count_teams(self):
        """`#pragma omp teams` and `target teams` directives that are no loop
        directives: each may have a region entry of its own (`"directive":
        "teams"`, when its block is more than one `distribute` loop)."""
        count = 0
        for words in self.directive_words():
            if words[:1] == ["target"]:
                words = words[1:]
            if words[:1] == ["teams"] and not set(words[1:2]) & {"distribute", "loop"}:
                count += 1
        return count

    def count_loop_directives(self):
        count = 0
        macros = {}
        for line in self.lines:
            d = re.match(r'\s*#\s*define\s+(\w+)\s+_Pragma\("omp\s+([^"(]*)', line)
            if d:
                macros[d.group(1)] = d.group(2)
                continue
            m = LOOP_DIRECTIVE_RE.match(line)
            p = re.match(r'\s*_Pragma\("omp\s+([^"(]*)', line)
            u = re.match(r"\s*(\w+)\s*$", line)
            text = (m.group(1).split("(")[0] if m else p.group(1) if p else
                    macros.get(u.group(1)) if u else None)
            if text is not None:
                words = re.findall(r"[a-z_]+", text)
                if any(w in LOOP_WORDS for w in words):
                    count += 1
        return count

    def expected_exit(self):
        if self.exit is not None:
            return self.exit
        # A loop fails the check by a certain finding: one whose expected
        # witnesses are all possible is a warning (exit 0 without --strict).
        def fails(loop):
            return loop.verdict in ("fixable", "violation") and not (
                loop.witnesses and all(w[3][0] == "possible" for w in loop.witnesses))
        return 1 if any(fails(l) for l in self.loops) else 0


# ---------------------------------------------------------------- JSON schema

class SchemaError(Exception):
    pass


def _type_name(t):
    return {dict: "object", list: "array", str: "string", int: "integer",
            bool: "boolean", type(None): "null"}.get(t, str(t))


def _expect(obj, key, types, where):
    if not isinstance(obj, dict):
        raise SchemaError("%s: expected an object, got %s" % (where, json.dumps(obj)[:80]))
    if key not in obj:
        raise SchemaError("%s: missing key %r" % (where, key))
    value = obj[key]
    if not isinstance(types, tuple):
        types = (types,)
    # bool is a subclass of int in Python: compare exact types.
    ok = any(type(value) is t for t in types)
    if not ok:
        raise SchemaError("%s.%s: expected %s, got %s" % (
            where, key, " or ".join(_type_name(t) for t in types), json.dumps(value)[:80]))
    return value


def _only_keys(obj, keys, where):
    if not isinstance(obj, dict):
        raise SchemaError("%s: expected an object, got %s" % (where, json.dumps(obj)[:80]))
    extra = sorted(set(obj) - set(keys))
    if extra:
        raise SchemaError("%s: unexpected key(s) %s (the schema of docs/report.md has %s)"
                          % (where, ", ".join(map(repr, extra)), ", ".join(keys)))


def _check_access(acc, where):
    _only_keys(acc, ("line", "column", "text", "write", "copy"), where)
    for key in ("line", "column"):
        if _expect(acc, key, int, where) < 1:
            raise SchemaError("%s.%s must be >= 1" % (where, key))
    if not _expect(acc, "text", str, where):
        raise SchemaError("%s.text is empty" % where)
    _expect(acc, "write", bool, where)
    if "copy" in acc:
        copy = _expect(acc, "copy", str, where)
        if copy not in ("copy-in", "copy-out", "combine"):
            raise SchemaError("%s.copy is %r, not copy-in, copy-out or combine" % (where, copy))
        if acc["write"] != (copy != "copy-in"):
            raise SchemaError("%s: a %s %s" % (where, copy, "reads" if copy == "copy-in" else "writes"))


def validate_report(doc):
    """Checks the report against the schema of docs/report.md; returns the files."""
    _only_keys(doc, ("files",), "report")
    files = _expect(doc, "files", list, "report")
    for fi, entry in enumerate(files):
        fw = "files[%d]" % fi
        _only_keys(entry, ("file", "loops"), fw)
        _expect(entry, "file", str, fw)
        loops = _expect(entry, "loops", list, fw)
        for li, loop in enumerate(loops):
            lw = "%s.loops[%d]" % (fw, li)
            _only_keys(loop, ("line", "column", "directive", "verdict", "reason", "reason_kind",
                              "variables", "violations", "fixed_pragma", "assumes"), lw)
            if "assumes" in loop:
                assumes = _expect(loop, "assumes", list, lw)
                if not assumes or not all(isinstance(a, str) and a for a in assumes):
                    raise SchemaError("%s.assumes must be a non-empty list of strings" % lw)
                if loop.get("verdict") not in ("verified", "fixable"):
                    raise SchemaError("%s.assumes on a %s loop" % (lw, loop.get("verdict")))
            for key in ("line", "column"):
                if _expect(loop, key, int, lw) < 1:
                    raise SchemaError("%s.%s must be >= 1" % (lw, key))
            if not _expect(loop, "directive", str, lw):
                raise SchemaError("%s.directive is empty" % lw)
            verdict = _expect(loop, "verdict", str, lw)
            if verdict not in VERDICTS:
                raise SchemaError("%s.verdict %r is not one of %s"
                                  % (lw, verdict, "|".join(VERDICTS)))
            if verdict == "unknown":
                if not _expect(loop, "reason", str, lw):
                    raise SchemaError("%s.reason is empty for an unknown loop" % lw)
                if _expect(loop, "reason_kind", str, lw) not in REASON_KINDS:
                    raise SchemaError("%s.reason_kind %r is not one of ompfix "
                                      "--list-reason-kinds" % (lw, loop["reason_kind"]))
            else:
                if "reason" in loop:
                    _expect(loop, "reason", str, lw)
                if "reason_kind" in loop:
                    raise SchemaError("%s.reason_kind on a %s loop" % (lw, verdict))
            for vi, var in enumerate(_expect(loop, "variables", list, lw)):
                vw = "%s.variables[%d]" % (lw, vi)
                _only_keys(var, ("name", "declared", "required", "status", "expansion",
                                 "required_proven"), vw)
                # "none" not proven either: marked false, with required "none" only.
                if "required_proven" in var and (var["required_proven"] is not False or
                                                 var.get("required") != "none"):
                    raise SchemaError("%s.required_proven is false, with required \"none\", or absent" % vw)
                # What an expansion costs: with required "expand" only.
                if ("expansion" in var) != (var.get("required") == "expand"):
                    raise SchemaError("%s.expansion goes with required \"expand\" and only with it" % vw)
                if "expansion" in var:
                    exp_obj = _expect(var, "expansion", dict, vw)
                    _only_keys(exp_obj, ("copies", "count", "bytes_per_copy"), vw + ".expansion")
                    copies = _expect(exp_obj, "copies", str, vw + ".expansion")
                    if copies not in ("thread", "iteration"):
                        raise SchemaError("%s.expansion.copies is not \"thread\" or \"iteration\"" % vw)
                    # A copy per iteration says how many; per thread, the team's threads.
                    if ("count" in exp_obj) != (copies == "iteration"):
                        raise SchemaError("%s.expansion.count goes with copies \"iteration\" and only with it" % vw)
                    if "count" in exp_obj and not _expect(exp_obj, "count", str, vw + ".expansion"):
                        raise SchemaError("%s.expansion.count is empty" % vw)
                    if not _expect(exp_obj, "bytes_per_copy", str, vw + ".expansion"):
                        raise SchemaError("%s.expansion.bytes_per_copy is empty" % vw)
                if not _expect(var, "name", str, vw):
                    raise SchemaError("%s.name is empty" % vw)
                for key in ("declared", "required"):
                    attr = _expect(var, key, str, vw)
                    if not ATTRIBUTE_RE.match(attr):
                        raise SchemaError("%s.%s %r is not a spelling of docs/report.md" % (vw, key, attr))
                status = _expect(var, "status", str, vw)
                if status not in STATUSES:
                    raise SchemaError("%s.status %r is not one of %s"
                                      % (vw, status, "|".join(STATUSES)))
            violations = _expect(loop, "violations", list, lw)
            if verdict == "verified" and violations:
                raise SchemaError("%s: a verified loop has violations" % lw)
            for wi, vio in enumerate(violations):
                ww = "%s.violations[%d]" % (lw, wi)
                _only_keys(vio, ("variable", "kind", "rule", "access", "other",
                                 "iterations", "parameters", "may", "suppressed"), ww)
                if "suppressed" in vio and vio["suppressed"] is not True:
                    raise SchemaError("%s.suppressed is %r: omitted when false, else true"
                                      % (ww, vio["suppressed"]))
                rule = _expect(vio, "rule", str, ww)
                if RULES is not None and rule not in RULES:
                    raise SchemaError("%s.rule %r is not one of ompfix --list-rules"
                                      % (ww, rule))
                if "may" in vio and vio["may"] is not True:
                    raise SchemaError("%s.may is %r: omitted when false, else true"
                                      % (ww, vio["may"]))
                if not _expect(vio, "variable", str, ww):
                    raise SchemaError("%s.variable is empty" % ww)
                kind = _expect(vio, "kind", str, ww)
                if kind not in KINDS:
                    raise SchemaError("%s.kind %r is not one of %s" % (ww, kind, "|".join(KINDS)))
                _check_access(_expect(vio, "access", dict, ww), ww + ".access")
                other = _expect(vio, "other", (dict, type(None)), ww)
                # (A race with a target task's copy: the transfer has no
                # access in the source.)
                if other is None and kind not in ("live-in", "live-out", "stale-data", "race", "out-of-bounds", "default-none"):
                    raise SchemaError("%s.other is null for a %s violation" % (ww, kind))
                if other is not None:
                    _check_access(other, ww + ".other")
                iterations = _expect(vio, "iterations", list, ww)
                for it in iterations:
                    if not isinstance(it, str):
                        raise SchemaError("%s.iterations: expected strings, got %s"
                                          % (ww, json.dumps(it)))
                if "parameters" in vio:
                    params = _expect(vio, "parameters", dict, ww)
                    if not params:
                        raise SchemaError("%s.parameters is empty: omitted when empty" % ww)
                    for name, value in params.items():
                        if not re.match(r"^[A-Za-z_][A-Za-z0-9_]*$", name) or \
                                not isinstance(value, int) or isinstance(value, bool):
                            raise SchemaError("%s.parameters: %r: %r is not a name and an integer"
                                              % (ww, name, value))
            _expect(loop, "fixed_pragma", (str, type(None)), lw)
    return files


# -------------------------------------------------------------------- running

def show(cmd):
    return " ".join(shlex.quote(c) for c in cmd)


def clip(text):
    if len(text) > MAX_SHOWN:
        text = text[:MAX_SHOWN] + "\n... (%d more characters)" % (len(text) - MAX_SHOWN)
    if text and not text.endswith("\n"):
        text += "\n"
    return text


def run(cmd, merge=False, stdin=None):
    """Runs cmd; returns (status, stdout, stderr) or raises RuntimeError."""
    try:
        p = subprocess.run(cmd, input=stdin, stdout=subprocess.PIPE,
                           stderr=subprocess.STDOUT if merge else subprocess.PIPE,
                           timeout=TIMEOUT, universal_newlines=True,
                           errors="replace")
    except FileNotFoundError:
        raise RuntimeError("cannot run %s: not found" % cmd[0])
    except subprocess.TimeoutExpired:
        raise RuntimeError("timed out after %d s: %s" % (TIMEOUT, show(cmd)))
    return p.returncode, p.stdout, p.stderr or ""


def same_file(reported, kernel):
    if os.path.realpath(reported) == os.path.realpath(kernel):
        return True
    return os.path.basename(reported) == os.path.basename(kernel)


def compare(kernel, files):
    """Compares the report's loops with the kernel's expectations."""
    problems = []
    if len(files) != 1:
        return ["the report has %d file entries, expected 1 (for %s)" % (len(files), kernel.path)]
    if not same_file(files[0]["file"], kernel.path):
        problems.append("the report's file %r is not %r" % (files[0]["file"], kernel.path))
    loops = files[0]["loops"]
    positions = [(l["line"], l["column"]) for l in loops]
    if positions != sorted(positions):
        problems.append("loops are not in source order: %s" % positions)
    if len(loops) != len(kernel.loops):
        problems.append("the report has %d entries (at lines %s), the kernel has %d CHECK-VERDICT and CHECK-REGION line(s)"
                        % (len(loops), ", ".join(str(l["line"]) for l in loops) or "-",
                           len(kernel.loops)))
    for k, (exp, got) in enumerate(zip(kernel.loops, loops), 1):
        where = "loop %d (pragma at line %d; CHECK-VERDICT on line %d)" % (k, got["line"], exp.line)
        if got["verdict"] != exp.verdict:
            detail = ""
            if got["verdict"] == "unknown":
                detail = " (reason: %s)" % got.get("reason", "")
            problems.append("%s: verdict %s, expected %s%s"
                            % (where, got["verdict"], exp.verdict, detail))
        if exp.region != (got["directive"] in ("parallel", "teams")):
            problems.append("%s: a %s entry, expected %s" % (
                where, got["directive"],
                "a parallel region (CHECK-REGION)" if exp.region
                else "a loop directive (CHECK-VERDICT)"))
        if exp.directive and got["directive"] != exp.directive[1]:
            problems.append("%s: directive %r, expected %r (CHECK-DIRECTIVE on line %d)"
                            % (where, got["directive"], exp.directive[1], exp.directive[0]))
        for line, name, attrs in exp.variables:
            candidates = [v for v in got["variables"] if v["name"] == name]
            if not candidates:
                problems.append("%s: no variable %r in the report (it has %s) (CHECK-VARIABLE on line %d)"
                                % (where, name, ", ".join(v["name"] for v in got["variables"]) or "none",
                                   line))
                continue
            def has(v, key, val):
                if key == "bytes":
                    got_bytes = v.get("expansion", {}).get("bytes_per_copy", "")
                    return got_bytes.replace(" ", "") == val
                if key == "copies":
                    return v.get("expansion", {}).get("copies") == val
                return v[key] == val
            if not any(all(has(v, key, val) for key, val in attrs.items()) for v in candidates):
                want = " ".join("%s=%s" % kv for kv in attrs.items())
                have = "; ".join("declared=%s required=%s status=%s"
                                 % (v["declared"], v["required"], v["status"]) for v in candidates)
                problems.append("%s: variable %r has %s, expected %s (CHECK-VARIABLE on line %d)"
                                % (where, name, have, want, line))
        for line, text in exp.reasons:
            reason = got.get("reason", "")
            if text not in reason:
                problems.append("%s: reason %r does not contain %r (CHECK-REASON on line %d)"
                                % (where, reason, text, line))
        if exp.reason_kind and got.get("reason_kind") != exp.reason_kind[1]:
            problems.append("%s: reason_kind %r, expected %r (CHECK-REASON-KIND on line %d)"
                            % (where, got.get("reason_kind"), exp.reason_kind[1],
                               exp.reason_kind[0]))
        for line, var, kind, (certainty, silenced) in exp.witnesses:
            def certainty_of(v):
                return "possible" if v.get("may") else "certain"
            if not any(v["variable"] == var and v["kind"] == kind
                       and certainty in (None, certainty_of(v))
                       and bool(v.get("suppressed")) == silenced
                       for v in got["violations"]):
                have = ", ".join("%s %s %s" % (v["variable"], v["kind"], certainty_of(v))
                                 for v in got["violations"])
                problems.append("%s: no %s%s violation on %r%s (the report has: %s) "
                                "(CHECK-WITNESS on line %d)"
                                % (where, certainty + " " if certainty else "", kind, var,
                                   " suppressed" if silenced else "",
                                   have or "none", line))
        for line, values in exp.parameters:
            if not any(all(v.get("parameters", {}).get(k) == x for k, x in values.items())
                       for v in got["violations"]):
                have = "; ".join(json.dumps(v.get("parameters", {})) for v in got["violations"])
                problems.append("%s: no violation at parameters %s (the report has: %s) "
                                "(CHECK-PARAMETERS on line %d)"
                                % (where, json.dumps(values), have or "none", line))
        for line, entry in exp.assumes:
            have = got.get("assumes", [])
            if (entry == "none" and have) or (entry != "none" and entry not in have):
                problems.append("%s: assumes %r, expected %s (CHECK-ASSUMES on line %d)"
                                % (where, have, "none" if entry == "none" else repr(entry), line))
        if exp.fixed and exp.fixed[1] == "none":
            # no rewrite offered: fixed_pragma is null
            if got["fixed_pragma"] is not None:
                problems.append("%s: fixed_pragma %r, expected none (CHECK-FIXED on line %d)"
                                % (where, got["fixed_pragma"], exp.fixed[0]))
        elif exp.fixed:
            norm = lambda s: " ".join((s or "").split())
            if norm(got["fixed_pragma"]) != norm(exp.fixed[1]):
                problems.append("%s: fixed_pragma %r, expected %r (CHECK-FIXED on line %d)"
                                % (where, got["fixed_pragma"], exp.fixed[1], exp.fixed[0]))
    return problems


def check(args):
    global RULES
    kernel = Kernel(args.kernel)
    failures = list(kernel.errors)
    try:
        status, out, _ = run([args.ompfix, "--list-rules"])
    except RuntimeError as e:
        return report(args.kernel, failures + [str(e)])
    if status != 0 or not out.strip():
        return report(args.kernel, failures + ["ompfix --list-rules exited %d" % status])
    RULES = {line.split()[0] for line in out.splitlines() if line.strip()}
    status, out, _ = run([args.ompfix, "--list-reason-kinds"])
    if status != 0 or not out.strip():
        return report(args.kernel, failures + ["ompfix --list-reason-kinds exited %d" % status])
    REASON_KINDS.update(line.split("\t")[0] for line in out.splitlines() if line.strip())

    options = kernel.options

    # 1. JSON report.
    json_cmd = [args.ompfix, "--format=json"] + options + [args.kernel, "--"] + kernel.args
    try:
        status, out, err = run(json_cmd)
    except RuntimeError as e:
        return report(args.kernel, failures + [str(e)])
    json_problems = []
    if status not in (0, 1):
        json_problems.append("exit status %d (expected 0 or 1)" % status)
    else:
        try:
            files = validate_report(json.loads(out))
            json_problems += compare(kernel, files)
        except ValueError as e:  # json.JSONDecodeError is a ValueError
            json_problems.append("stdout is not JSON: %s" % e)
        except SchemaError as e:
            json_problems.append("the JSON report does not follow the schema of docs/report.md: %s" % e)
    if json_problems:
        failures.append("JSON report: " + "\n  ".join(json_problems) +
                        "\ncommand: %s\nexit status: %d\n--- stdout ---\n%s--- stderr ---\n%s"
                        % (show(json_cmd), status, clip(out), clip(err)))

    # 2. Text diagnostics.
    text_cmd = [args.ompfix] + options + [args.kernel, "--"] + kernel.args
    try:
        status, out, _ = run(text_cmd, merge=True)
    except RuntimeError as e:
        return report(args.kernel, failures + [str(e)])
    text_problems = []
    shown = False
    expected = kernel.expected_exit()
    if status != expected:
        text_problems.append("exit status %d, expected %d" % (status, expected))
    if kernel.has_messages:
        fc_cmd = [args.filecheck, args.kernel, "--check-prefix=CHECK-MESSAGES",
                  "--implicit-check-not={{error|warning}}:", "--allow-empty"]
        try:
            fc_status, fc_out, fc_err = run(fc_cmd, stdin=out)
        except RuntimeError as e:
            return report(args.kernel, failures + [str(e)])
        if fc_status != 0:
            # FileCheck shows the output it was given: no need to repeat it.
            shown = True
            text_problems.append("FileCheck failed:\ncommand: %s | %s\n%s%s"
                                 % (show(text_cmd), show(fc_cmd), fc_out, fc_err))
    elif not kernel.messages_any:
        bad = [l for l in out.splitlines() if re.search(r"\b(error|warning):", l)]
        if bad:
            text_problems.append("the output has errors or warnings but the kernel has no "
                                 "CHECK-MESSAGES (nor CHECK-MESSAGES-ANY):\n  " + "\n  ".join(bad))
    if text_problems:
        failures.append("text diagnostics: " + "\n  ".join(text_problems) +
                        "\ncommand: %s\nexit status: %d\n" % (show(text_cmd), status) +
                        ("" if shown else "--- output ---\n%s" % clip(out)))
    return report(args.kernel, failures)


def report(path, failures):
    if failures:
        print("FAIL: %s" % path)
        for f in failures:
            print("- " + f.rstrip())
        return 1
    print("PASS: %s" % path)
    return 0


def lint(args):
    failures = 0
    for path in args.kernels:
        kernel = Kernel(path)
        problems = list(kernel.errors)
        n = kernel.count_loop_directives()
        verdicts = [l for l in kernel.loops if not l.region]
        if n != len(verdicts):
            problems.append("%s: %d loop directive(s), %d CHECK-VERDICT line(s)"
                            % (path, n, len(verdicts)))
        r = kernel.count_regions()
        t = kernel.count_teams()
        regions = len(kernel.loops) - len(verdicts)
        if not r <= regions <= r + t:
            problems.append("%s: %d parallel region(s) and %d teams construct(s), %d CHECK-REGION line(s)"
                            % (path, r, t, regions))
        if not kernel.lines or not kernel.lines[0].startswith(("//", "/*")):
            problems.append("%s:1: the first line should be a comment saying what the kernel shows" % path)
        noisy = [l.verdict for l in kernel.loops if l.verdict != "verified"]
        if noisy and not (kernel.has_messages or kernel.messages_any):
            problems.append("%s: %s loop(s) print diagnostics: add CHECK-MESSAGES or CHECK-MESSAGES-ANY"
                            % (path, "/".join(sorted(set(noisy)))))
        for loop in kernel.loops:
            if loop.reasons and loop.verdict != "unknown":
                problems.append("%s:%d: CHECK-REASON for a %s loop" % (path, loop.line, loop.verdict))
            if loop.witnesses and loop.verdict == "verified":
                problems.append("%s:%d: CHECK-WITNESS for a verified loop" % (path, loop.line))
        if args.clang:
            cmd = [args.clang, "-fopenmp", "-fsyntax-only", "-Wall"] + kernel.args + [path]
            status, out, err = run(cmd, merge=True)
            if status != 0 or out.strip():
                problems.append("%s: %s\n%s" % (path, show(cmd), out))
        for p in problems:
            print(p)
        failures += bool(problems)
    print("%d of %d kernel(s) have problems" % (failures, len(args.kernels)))
    return 1 if failures else 0


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--ompfix", help="the ompfix binary")
    ap.add_argument("--filecheck", help="LLVM's FileCheck")
    ap.add_argument("--lint", action="store_true",
                    help="check only the kernel files, without ompfix")
    ap.add_argument("--clang", help="with --lint: also compile each kernel with this clang "
                    "(-fopenmp -fsyntax-only -Wall), which must print nothing")
    ap.add_argument("kernels", nargs="+", metavar="KERNEL.c")
    args = ap.parse_args()
    if args.lint:
        return lint(args)
    if not args.ompfix or not args.filecheck:
        ap.error("--ompfix and --filecheck are required (or use --lint)")
    if len(args.kernels) != 1:
        ap.error("give exactly one kernel")
    args.kernel = args.kernels[0]
    try:
        return check(args)
    except (OSError, UnicodeDecodeError) as e:
        return report(args.kernel, [str(e)])


if __name__ == "__main__":
    sys.exit(main())
