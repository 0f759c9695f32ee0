#!/usr/bin/env python3
"""Random OpenMP loop nests for the differential tester (see README.md).

generate(seed) builds a Program: a small AST of loops, ifs and statements with
one `#pragma omp parallel for` somewhere in a nest of one to three loops, or
(about a quarter of the seeds: a region program, Gen.generate_region) a
`#pragma omp parallel` region holding worksharing loops, replicated code,
single, master, barrier, critical and atomic (Region, Single, Master,
Barrier, Critical, Atomic). to_c(program) prints it as a C file; oracle.py
executes the same Program.

Everything the oracle needs is in the representation: affine bounds,
subscripts and conditions over loop iterators and the int parameters n, m;
every variable has an identity (`Var`) that knows its rank, whether the caller
can see it (globals, what pointer parameters point to) and whether OpenMP can
privatize it.

    python3 gen.py --seed 7            # print one program
"""

import argparse
import copy
import random

PARAMS = ("n", "m")
BASE = 16          # added to every subscript of a fixed-size array (size 64)
ARRAY_SIZE = 64
Q_COLS = 32        # double (*q)[32]


# ---------------------------------------------------------------- variables

class Var:
    """A variable of the function.

    kind: 'param_ptr' (double *p, double (*q)[32] or double V[n][m]),
          'global', 'local' (declared at the top of the function), 'iter'
          (int loop counter), 'decl' (double declared in a loop body, with an
          initializer), 'alias' (double *p = a + c, declared at the top: its
          cells are those of a, shifted).
    """

    def __init__(self, vid, name, kind, rank=0, ctype="double", init=None,
                 target=None, offset=0, vla=False, amp=False):
        self.vid = vid            # unique identity
        self.name = name          # as spelled in C
        self.kind = kind
        self.rank = rank
        self.ctype = ctype
        self.init = init          # top-level scalars: initial constant or None
        self.target = target      # 'alias': double *p = target + offset
        self.offset = offset
        self.amp = amp            # 'alias' spelled &target[offset]
        self.vla = vla            # 'param_ptr' of rank 2: double V[n][m]
        # 'global' arrays printed as a field of one global array of structs
        # (`FIELDS_[i].a`; group_fields): a variable no clause can name
        self.field_of = None
        # 'param_ptr' arrays of rank 1 printed as pointer fields of one
        # struct parameter (`ps_->a`; pointer_fields): memory the function
        # is given, reached through a field, that no clause can name
        self.pointer_field_of = None

    @property
    def caller_visible(self):
        return self.kind in ("param_ptr", "global")

    @property
    def privatizable(self):
        return (self.kind != "param_ptr" and self.field_of is None and
                self.pointer_field_of is None)

    def __repr__(self):
        return "Var(%s)" % self.vid


# ---------------------------------------------------------------- affine

class Aff:
    """const + sum(coef * name) over iterators and parameters."""

    def __init__(self, terms=None, const=0):
        self.terms = [(n, c) for n, c in (terms or []) if c != 0]
        self.const = const

    def eval(self, env):
        v = self.const
        for n, c in self.terms:
            v += c * env[n]
        return v

    def names(self):
        return [n for n, _ in self.terms]

    def c(self):
        out = ""
        for n, c in self.terms:
            mag = abs(c)
            t = n if mag == 1 else "%d * %s" % (mag, n)
            if not out:
                out = ("-" if c < 0 else "") + t
            else:
                out += (" - " if c < 0 else " + ") + t
        if not out:
            return str(self.const)
        if self.const > 0:
            out += " + %d" % self.const
        elif self.const < 0:
            out += " - %d" % -self.const
        return out


# ---------------------------------------------------------------- derived values
#
# Int values the subscripts and bounds may name as if they were parameters
# (an Aff term's name): the product `n * m`, written where it is used, and
# the int locals of Program.defs, declared at the top of the function
# (`int len = n; if (m > 3) len = m; int half = len / 2;`, `int q = 1; if
# (m > 0) q = n / m;`). Nothing writes them after their definition, so the
# oracle computes them once per parameter assignment (define) and the tool
# must read the products, divisions and values assigned under conditions
# exactly (issue 36: a certain finding needs a witness that holds).

PRODUCT = "n * m"


def cdiv(a, b):
    """a / b as C computes it (truncation toward zero)."""
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b > 0) else -q


def cmod(a, b):
    """a % b as C computes it (the sign of a)."""
    return a - b * cdiv(a, b)


class Def:
    """`int name = init;` then `if (cond) name = other;` (cond None: no
    if), or `int name = left / right;` / `left % right` (op '/', '%'; right
    a positive constant or a parameter, then under `if (right > 0)` with the
    value `init` otherwise). init, other, left: Aff over parameters and
    earlier defs."""

    def __init__(self, name, init, cond=None, other=None, op=None, right=None):
        self.name, self.init, self.cond, self.other = name, init, cond, other
        self.op, self.right = op, right
        # how a conditional value is written (spell_defs): None `if`,
        # "ternary" `c ? other : init`, "cast" the same in integer casts
        self.spelling = None

    def names(self):
        out = self.init.names() + (self.other.names() if self.other else [])
        if self.cond is not None:
            out += self.cond.names()
        if isinstance(self.right, str):
            out.append(self.right)
        return out

    def value(self, env):
        v = self.init.eval(env)
        if self.op is not None:
            d = env[self.right] if isinstance(self.right, str) else self.right
            if d <= 0:
                return v           # under `if (right > 0)`: not divided
            return cdiv(self.other.eval(env), d) if self.op == "/" else \
                cmod(self.other.eval(env), d)
        if self.cond is not None and self.cond.eval(env):
            v = self.other.eval(env)
        return v

    def c_lines(self):
        if self.op is not None:
            e = self.other.c()
            if len(self.other.terms) + (1 if self.other.const else 0) > 1:
                e = "(%s)" % e
            e = "%s %s %s" % (e, self.op, self.right)
            if isinstance(self.right, str):
                return ["int %s = %s;" % (self.name, self.init.c()),
                        "if (%s > 0)" % self.right,
                        "  %s = %s;" % (self.name, e)]
            return ["int %s = %s;" % (self.name, e)]
        if self.cond is not None and self.spelling is not None:
            value = "(%s) ? (%s) : (%s)" % (self.cond.c(), self.other.c(),
                                          self.init.c())
            if self.spelling == "cast":
                value = "(int)(long)(%s)" % value
            return ["int %s = %s;" % (self.name, value)]
        lines = ["int %s = %s;" % (self.name, self.init.c())]
        if self.cond is not None:
            lines += ["if (%s)" % self.cond.c(),
                      "  %s = %s;" % (self.name, self.other.c())]
        return lines


def derived_names(prog):
    """The names an Aff of prog may use beside the parameters and the
    counters in scope."""
    return {PRODUCT} | {d.name for d in getattr(prog, "defs", [])}


def define(prog, env):
    """env with the derived values of prog added (the parameters it needs
    are in env; a value whose parameters are not is left out)."""
    if "n" in env and "m" in env:
        env[PRODUCT] = env["n"] * env["m"]
    for d in getattr(prog, "defs", []):
        if all(x in env for x in d.names()):
            env[d.name] = d.value(env)
    return env


def param_deps(prog, names):
    """The parameters that the names (parameters, counters, derived
    values) depend on, in PARAMS order."""
    deps = set(names)
    defs = {d.name: d for d in getattr(prog, "defs", [])}
    changed = True
    while changed:
        changed = False
        for nm in list(deps):
            more = set()
            if nm == PRODUCT:
                more = set(PARAMS)
            elif nm in defs:
                more = set(defs[nm].names())
            if not more <= deps:
                deps |= more
                changed = True
    return [p for p in PARAMS if p in deps]


# ---------------------------------------------------------------- expressions

class Ref:
    def __init__(self, var, subs=()):
        self.var = var
        self.subs = list(subs)

    def c(self):
        if getattr(self, "cursor", None):
            return self.cursor + "[0]"     # the cell a loop's cursor is at
        subs = "".join("[%s]" % s.c() for s in self.subs)
        if getattr(self, "counter", None):
            subs = "[%s]" % self.counter   # a counter that holds the subscript
        if self.var.field_of:
            return "%s%s.%s" % (self.var.field_of, subs, self.var.name)
        if self.var.pointer_field_of:
            return "%s->%s%s" % (self.var.pointer_field_of, self.var.name, subs)
        return self.var.name + subs

    def cell(self, env):
        return tuple(s.eval(env) for s in self.subs)


class Const:
    def __init__(self, value):
        self.value = value

    def c(self):
        return "%.1f" % self.value


class Read:
    def __init__(self, ref):
        self.ref = ref

    def c(self):
        return self.ref.c()


class IVal:
    """The value of an integer loop counter, read as a variable."""

    def __init__(self, var):
        self.var = var

    def c(self):
        return self.var.name


class Bin:
    def __init__(self, op, left, right):
        self.op, self.left, self.right = op, left, right

    def c(self):
        def side(e):
            return "(%s)" % e.c() if isinstance(e, Bin) else e.c()
        return "%s %s %s" % (side(self.left), self.op, side(self.right))


class Select:
    """cond ? then : other, cond affine: each arm reads only where cond
    holds (then) or fails (other)."""

    def __init__(self, cond, then, other):
        self.cond, self.then, self.other = cond, then, other

    def c(self):
        return "(%s ? %s : %s)" % (self.cond.c(), self.then.c(), self.other.c())


def guarded(read, cond, holds):
    """A copy of Read or IVal `read` that happens only where `cond`
    evaluates to `holds` (its `guards`, innermost last)."""
    g = copy.copy(read)
    g.guards = getattr(read, "guards", ()) + ((cond, holds),)
    return g


def expr_reads(e):
    """The Reads and IVals of an expression, left to right; those in the
    arms of a Select carry the arm's guard (`guards`)."""
    if isinstance(e, (Read, IVal)):
        return [e]
    if isinstance(e, Bin):
        return expr_reads(e.left) + expr_reads(e.right)
    if isinstance(e, Select):
        return ([guarded(r, e.cond, True) for r in expr_reads(e.then)] +
                [guarded(r, e.cond, False) for r in expr_reads(e.other)])
    return []


def expr_mentions(e, var):
    return any((r.ref.var if isinstance(r, Read) else r.var) is var
               for r in expr_reads(e))


# ---------------------------------------------------------------- conditions

class Cmp:
    def __init__(self, left, op, right):
        self.left, self.op, self.right = left, op, right

    def eval(self, env):
        a, b = self.left.eval(env), self.right.eval(env)
        return {"<": a < b, "<=": a <= b, ">": a > b, ">=": a >= b,
                "==": a == b, "!=": a != b}[self.op]

    def c(self):
        return "%s %s %s" % (self.left.c(), self.op, self.right.c())

    def names(self):
        return self.left.names() + self.right.names()


class Mod:
    """aff % k == r (eq) or aff % k != r; aff is never negative."""

    def __init__(self, aff, k, r, eq=True):
        self.aff, self.k, self.r, self.eq = aff, k, r, eq

    def eval(self, env):
        v = self.aff.eval(env)
        assert v >= 0, "negative operand of %"
        return (v % self.k == self.r) == self.eq

    def c(self):
        a = self.aff.c()
        if self.aff.terms and (len(self.aff.terms) > 1 or self.aff.const):
            a = "(%s)" % a
        return "%s %% %d %s %d" % (a, self.k, "==" if self.eq else "!=", self.r)

    def names(self):
        return self.aff.names()


class Logic:
    """op in '&&', '||' (two operands) or '!' (one)."""

    def __init__(self, op, *args):
        self.op, self.args = op, list(args)

    def eval(self, env):
        if self.op == "!":
            return not self.args[0].eval(env)
        if self.op == "&&":
            return self.args[0].eval(env) and self.args[1].eval(env)
        return self.args[0].eval(env) or self.args[1].eval(env)

    def c(self):
        if self.op == "!":
            return "!(%s)" % self.args[0].c()

        def side(x):
            return "(%s)" % x.c() if isinstance(x, Logic) and x.op != "!" else x.c()
        return "%s %s %s" % (side(self.args[0]), self.op, side(self.args[1]))

    def names(self):
        return [n for a in self.args for n in a.names()]


# ---------------------------------------------------------------- statements

class Node:
    _next = [0]

    def __init__(self):
        Node._next[0] += 1
        self.nid = Node._next[0]


class Assign(Node):
    """lhs op rhs; op in '=', '+=', '-=', '*=', '++' (rhs None)."""

    def __init__(self, lhs, op, rhs=None):
        super().__init__()
        self.lhs, self.op, self.rhs = lhs, op, rhs

    def c(self):
        if self.op == "++":
            return "%s++;" % self.lhs.c()
        return "%s %s %s;" % (self.lhs.c(), self.op, self.rhs.c())


class MinMax(Assign):
    """lhs = lhs < e ? e : lhs (max), lhs = lhs > e ? e : lhs (min), or
    lhs = fmax(lhs, e) / fmin(lhs, e); op is 'max' or 'min'."""

    def __init__(self, lhs, op, rhs, form="ternary"):
        super().__init__(lhs, op, rhs)
        self.form = form

    def c(self):
        t = self.lhs.c()
        e = self.rhs.c()
        if self.form == "call":
            return "%s = f%s(%s, %s);" % (t, self.op, t, e)
        if isinstance(self.rhs, Bin):
            e = "(%s)" % e
        return "%s = %s %s %s ? %s : %s;" % (t, t, "<" if self.op == "max" else ">",
                                             e, e, t)


class Decl(Node):
    """double v = rhs; inside a loop body."""

    def __init__(self, var, rhs):
        super().__init__()
        self.var, self.rhs = var, rhs

    def c(self):
        return "double %s = %s;" % (self.var.name, self.rhs.c())


class If(Node):
    def __init__(self, cond, then, els=None):
        super().__init__()
        self.cond, self.then, self.els = cond, then, els


class Loop(Node):
    """for (var = lo; var cmp hi; var++ / var--)."""

    def __init__(self, var, declared, lo, cmp, hi, step, body, pragma=None):
        super().__init__()
        self.var, self.declared = var, declared
        self.lo, self.cmp, self.hi, self.step = lo, cmp, hi, step
        self.body = body
        self.pragma = pragma

    def header(self):
        decl = "int " if self.declared else ""
        nm = self.var.name
        if isinstance(self.step, str):   # a parameter: i += m
            inc = "%s += %s" % (nm, self.step)
        else:
            inc = {1: nm + "++", -1: nm + "--"}.get(
                self.step, "%s %s= %d" % (nm, "+" if self.step > 0 else "-",
                                          abs(self.step)))
        # counters (gen.counters): set with the iterator, stepped with it
        starts = ""
        for name, start, step in getattr(self, "counters", []):
            starts += ", %s = %s" % (name, start.c())
            inc += ", %s%s" % (name, "++" if step > 0 else "--")
        return "for (%s%s = %s%s; %s %s %s; %s)" % (
            decl, self.var.name, self.lo.c(), starts, self.var.name, self.cmp,
            self.hi.c(), inc)


class Return(Node):
    def __init__(self, expr):
        super().__init__()
        self.expr = expr


class Region(Node):
    """`#pragma omp parallel [clauses] { body }` (a region program, see
    Gen.generate_region). clauses: [kind, Var] as Pragma's (private,
    firstprivate, reduction+|*|max|min, shared); extras: clauses with no
    effect on the checks (default(shared))."""

    def __init__(self, body, clauses=None, extras=None):
        super().__init__()
        self.body = body
        self.clauses = clauses or []
        self.extras = extras or []

    def c(self):
        return "#pragma omp parallel" + "".join(" " + e for e in self.extras) + \
            clauses_c(self.clauses)


class Single(Node):
    """`#pragma omp single [nowait] { body }` (directly in a region body)."""

    def __init__(self, body, nowait=False):
        super().__init__()
        self.body, self.nowait = body, nowait

    def c(self):
        return "#pragma omp single" + (" nowait" if self.nowait else "")


class Master(Node):
    """`#pragma omp master { body }` (directly in a region body)."""

    def __init__(self, body):
        super().__init__()
        self.body = body

    def c(self):
        return "#pragma omp master"


class Critical(Node):
    """`#pragma omp critical [(name)] { body }`; name '' when unnamed."""

    def __init__(self, body, name=""):
        super().__init__()
        self.body, self.name = body, name

    def c(self):
        return "#pragma omp critical" + ("(%s)" % self.name if self.name else "")


class Atomic(Node):
    """`#pragma omp atomic` before one update statement (body = [Assign])."""

    def __init__(self, stmt):
        super().__init__()
        self.body = [stmt]

    def c(self):
        return "#pragma omp atomic"


class Barrier(Node):
    """`#pragma omp barrier` (only directly in a region body)."""

    def c(self):
        return "#pragma omp barrier"


# the nodes that hold one block of statements (beside Loop and If)
BLOCKS = (Region, Single, Master, Critical, Atomic)


def child_blocks(node):
    """The statement lists directly inside `node`."""
    if isinstance(node, Loop):
        return [node.body]
    if isinstance(node, If):
        return [node.then] + ([node.els] if node.els else [])
    if isinstance(node, BLOCKS):
        return [node.body]
    return []


def atomic_update(node):
    """Is `node` a statement `#pragma omp atomic` accepts (x binop= e, x++,
    x = x binop e, x = e binop x with e not mentioning x)?"""
    if not isinstance(node, Assign) or isinstance(node, MinMax):
        return False
    v = node.lhs.var
    if node.op == "++":
        return True
    if node.op in ("+=", "-=", "*="):
        return not expr_mentions(node.rhs, v)
    if node.op != "=" or not isinstance(node.rhs, Bin) or \
            node.rhs.op not in ("+", "-", "*"):
        return False
    t = node.lhs.c()
    left, right = node.rhs.left, node.rhs.right
    if isinstance(left, Read) and left.ref.c() == t:
        return not expr_mentions(right, v)
    if node.rhs.op != "-" and isinstance(right, Read) and right.ref.c() == t:
        return not expr_mentions(left, v)
    return False


def section_c(var, section):
    """`c[lo:len]`, or `c[k]` (len None): a reduction list item naming part
    of an array."""
    lo, length = section
    if length is None:
        return "%s[%s]" % (var.name, lo.c())
    return "%s[%s:%s]" % (var.name, lo.c(), length.c())


def clauses_c(clauses, sections=None):
    """The data-sharing clauses [kind, Var] as text (one clause per kind);
    `sections` {vid: (lo Aff, len Aff or None)} names part of an array in
    a reduction clause."""
    text = ""
    groups = []
    sections = sections or {}
    for kind, var in clauses:
        name = var.name
        if kind.startswith("reduction") and var.vid in sections:
            name = section_c(var, sections[var.vid])
        for g in groups:
            if g[0] == kind:
                g[1].append(name)
                break
        else:
            groups.append((kind, [name]))
    for kind, names in groups:
        if kind == "lastprivate_conditional":
            text += " lastprivate(conditional: %s)" % ", ".join(names)
        elif kind == "reduction+":
            text += " reduction(+: %s)" % ", ".join(names)
        elif kind == "reduction*":
            text += " reduction(*: %s)" % ", ".join(names)
        elif kind in ("reductionmax", "reductionmin"):
            text += " reduction(%s: %s)" % (kind[9:], ", ".join(names))
        else:
            text += " %s(%s)" % (kind, ", ".join(names))
    return text


class Pragma:
    """clauses: list of [kind, Var]; kind in private, firstprivate,
    lastprivate, lastprivate_conditional, reduction+, shared."""

    def __init__(self, clauses=None, collapse=1, directive="parallel for",
                 extras=None, region_extras=None):
        self.clauses = clauses or []
        self.collapse = collapse
        # With directive 'for' outside a Region: other constructs in the
        # loop's own parallel region (REGION_EXTRAS). They touch only a
        # variable of the region (marks_): the oracle answers the loop alone
        # and the region by a fixed rule (RegionStatics.marks_flow).
        self.region_extras = region_extras or []
        # 'parallel for', 'parallel for simd', or 'for' (the loop alone in a
        # `#pragma omp parallel` region)
        self.directive = directive
        self.extras = extras or []   # clauses with no effect on the checks
        # {vid: (lo Aff, len Aff or None)}: a reduction clause on that
        # variable names the section c[lo:len], or the cell c[lo]
        self.sections = {}

    def c(self):
        text = "#pragma omp " + self.directive
        for e in self.extras:
            text += " " + e
        if "nowait_then_code" in self.region_extras:
            text += " nowait"
        if self.collapse > 1:
            text += " collapse(%d)" % self.collapse
        return text + clauses_c(self.clauses, self.sections)


# Constructs put beside a `for` loop in its parallel region, each as the C
# lines before the loop (and after it, for a nowait loop). They touch only
# marks_, a variable of the region.
REGION_EXTRAS = {
    "master": (["#pragma omp master", "marks_ += 1;"], []),
    "single": (["#pragma omp single", "marks_ = 1;"], []),
    "critical": (["#pragma omp critical", "marks_ += 1;"], []),
    "atomic": (["#pragma omp atomic", "marks_ += 1;"], []),
    "sections": (["#pragma omp sections", "{", "#pragma omp section",
                  "marks_ += 1;", "}"], []),
    "barrier_master": (["#pragma omp barrier", "#pragma omp master",
                        "marks_ = 2;"], []),
    "nowait_then_code": ([], ["marks_ += 1;"]),
}


class Program:
    def __init__(self, seed):
        self.seed = seed
        self.vars = {}         # vid -> Var (every variable that may be used)
        self.body = []
        self.returns_double = False
        self.comment = ""
        self.defs = []         # Def: int values defined at the top

    # -- walking
    def walk(self, body=None, depth=0):
        """Yields (node, enclosing loops) for every node, in textual order."""
        stack = []

        def rec(block):
            for node in block:
                yield node, list(stack)
                if isinstance(node, Loop):
                    stack.append(node)
                    yield from rec(node.body)
                    stack.pop()
                else:
                    for sub in child_blocks(node):
                        yield from rec(sub)
        yield from rec(self.body if body is None else body)

    def walk_ctx(self, body=None):
        """Yields (node, enclosing nodes of every kind, outermost first) for
        every node, in textual order."""
        stack = []

        def rec(block):
            for node in block:
                yield node, list(stack)
                stack.append(node)
                for sub in child_blocks(node):
                    yield from rec(sub)
                stack.pop()
        yield from rec(self.body if body is None else body)

    def regions(self):
        """[(R, enclosing loops)] for every `parallel` region, in source
        order."""
        return [(node, outer) for node, outer in self.walk()
                if isinstance(node, Region)]

    def region_anchors(self):
        """[(R, enclosing loops)] for every `#pragma omp parallel` the
        printed program has, in source order: the Regions, and the `for`
        loops outside them (printed inside a region of their own)."""
        out = []
        for node, ctx in self.walk_ctx():
            if isinstance(node, Region) or (
                    isinstance(node, Loop) and node.pragma is not None and
                    node.pragma.directive == "for" and
                    not any(isinstance(x, Region) for x in ctx)):
                out.append((node, [x for x in ctx if isinstance(x, Loop)]))
        return out

    def region_of(self, target):
        """The Region that contains `target`, or None."""
        for node, ctx in self.walk_ctx():
            if node is target:
                return next((x for x in ctx if isinstance(x, Region)), None)
        return None

    def walk_loops_around(self, target):
        """The loops that contain `target`."""
        for node, outer in self.walk():
            if node is target:
                return outer
        return []

    def ancestors(self, target):
        """Ids of the nodes (loops and ifs) that contain `target`."""
        def rec(block, path):
            for node in block:
                if node is target:
                    return path
                for sub in child_blocks(node):
                    found = rec(sub, path + [node.nid])
                    if found is not None:
                        return found
            return None
        return set(rec(self.body, []) or [])

    def parallel_loops(self):
        """[(L, enclosing loops)] for every loop directive, in source order."""
        return [(node, outer) for node, outer in self.walk()
                if isinstance(node, Loop) and node.pragma is not None]

    def parallel_loop(self):
        loops = self.parallel_loops()
        return loops[0] if loops else (None, None)

    def used_vars(self):
        used = {}

        def add(v):
            used[v.vid] = v
        for node, _ in self.walk():
            if isinstance(node, Assign):
                add(node.lhs.var)
                if node.rhs is not None:
                    for r in expr_reads(node.rhs):
                        add(r.ref.var if isinstance(r, Read) else r.var)
            elif isinstance(node, Decl):
                add(node.var)
                for r in expr_reads(node.rhs):
                    add(r.ref.var if isinstance(r, Read) else r.var)
            elif isinstance(node, Return):
                for r in expr_reads(node.expr):
                    add(r.ref.var if isinstance(r, Read) else r.var)
            elif isinstance(node, Loop):
                add(node.var)
                if node.pragma:
                    for _, v in node.pragma.clauses:
                        add(v)
            elif isinstance(node, Region):
                for _, v in node.clauses:
                    add(v)
        for v in list(used.values()):
            if v.kind == "alias":
                add(v.target)
        return used


# ---------------------------------------------------------------- printing

def to_c(prog):
    used = prog.used_vars()
    lines = []
    if prog.comment:
        for line in prog.comment.splitlines():
            lines.append("// " + line if line else "//")
    if any(isinstance(n, MinMax) and n.form == "call" for n, _ in prog.walk()):
        lines.append("#include <math.h>")
        lines.append("")
    globals_ = [v for v in prog.vars.values()
                if v.kind == "global" and v.vid in used]
    fields = [v for v in globals_ if v.field_of]
    if fields:
        dims = "".join("[%d]" % ARRAY_SIZE for _ in range(fields[0].rank))
        lines.append("struct { %s } %s%s;" % (
            " ".join("%s %s;" % (v.ctype, v.name) for v in fields),
            fields[0].field_of, dims))
    for v in globals_:
        if v.field_of:
            continue
        dims = "".join("[%d]" % ARRAY_SIZE for _ in range(v.rank))
        lines.append("%s %s%s;" % (v.ctype, v.name, dims))
    if globals_:
        lines.append("")
    params = ["int n", "int m"]
    pointer_fields = [v for v in prog.vars.values()
                      if v.kind == "param_ptr" and v.vid in used and
                      v.pointer_field_of]
    if pointer_fields:
        lines.append("struct %s { %s };" % (
            POINTER_FIELDS, " ".join("double *%s;" % v.name
                                     for v in pointer_fields)))
        lines.append("")
        params.append("struct %s *%s" % (POINTER_FIELDS,
                                         pointer_fields[0].pointer_field_of))
    for v in prog.vars.values():
        if v.pointer_field_of:
            continue
        if v.kind == "param_ptr" and v.vid in used:
            if v.rank == 1:
                params.append("double *%s" % v.name)
            elif v.vla:
                params.append("double %s[n][m]" % v.name)
            elif getattr(v, "rows", False):
                params.append("double **%s" % v.name)
            else:
                params.append("double (*%s)[%d]" % (v.name, Q_COLS))
    lines.append("%s kernel(%s)" % ("double" if prog.returns_double else "void",
                                    ", ".join(params)))
    lines.append("{")
    tops = [v for v in prog.vars.values()
            if v.kind == "local" and v.vid in used]
    for v in tops:
        if v.rank:
            lines.append("  double %s%s;" % (
                v.name, "".join("[%d]" % ARRAY_SIZE for _ in range(v.rank))))
        elif v.init is None:
            lines.append("  double %s;" % v.name)
        else:
            lines.append("  double %s = %.1f;" % (v.name, v.init))
    for v in prog.vars.values():
        if v.kind == "alias" and v.vid in used:
            if v.amp:
                lines.append("  double *%s = &%s[%d];" % (v.name, v.target.name, v.offset))
            else:
                lines.append("  double *%s = %s + %d;" % (v.name, v.target.name, v.offset))
            tops.append(v)
    iters = [v for v in prog.vars.values()
             if v.kind == "iter" and v.vid in used and v.vid == v.name]
    if iters:
        lines.append("  int %s;" % ", ".join(v.name for v in iters))
    for d in prog.defs:
        lines.extend("  " + x for x in d.c_lines())
    if tops or iters or prog.defs:
        lines.append("")

    def block(nodes, ind, in_region=False):
        for node in nodes:
            pad = "  " * ind
            if isinstance(node, Region):
                lines.append(node.c())
                lines.append(pad + "{")
                block(node.body, ind + 1, True)
                lines.append(pad + "}")
            elif isinstance(node, (Single, Master, Critical)):
                lines.append(node.c())
                lines.append(pad + "{")
                block(node.body, ind + 1, in_region)
                lines.append(pad + "}")
            elif isinstance(node, Atomic):
                lines.append(node.c())
                block(node.body, ind, in_region)
            elif isinstance(node, Barrier):
                lines.append(node.c())
            elif isinstance(node, Loop):
                # a `for` outside a region program's Region gets a region of
                # its own
                region = node.pragma is not None and node.pragma.directive == "for" \
                    and not in_region
                extras = node.pragma.region_extras if region else []
                if region:
                    lines.append("#pragma omp parallel")
                    lines.append(pad + "{")
                    pad += "  "
                    ind += 1
                    if extras:
                        lines.append(pad + "int marks_ = 0;")
                    for kind in extras:
                        lines.extend(l if l.startswith("#") else pad + l
                                     for l in REGION_EXTRAS[kind][0])
                if node.pragma is not None:
                    lines.append(node.pragma.c())
                for name, ref, start in getattr(node, "cursors", []):
                    v = ref.var
                    base = ("%s->%s" % (v.pointer_field_of, v.name)
                            if v.pointer_field_of else v.name)
                    lines.append(pad + "double *%s = %s + (%s);" % (
                        name, base, start.c()))
                lines.append(pad + node.header() + " {")
                block(node.body, ind + 1, in_region)
                for name, _, _ in getattr(node, "cursors", []):
                    lines.append(pad + "  %s++;" % name)
                lines.append(pad + "}")
                for kind in extras:
                    lines.extend(pad + l for l in REGION_EXTRAS[kind][1])
                if region:
                    ind -= 1
                    pad = "  " * ind
                    lines.append(pad + "}")
            elif isinstance(node, If):
                lines.append(pad + "if (%s) {" % node.cond.c())
                block(node.then, ind + 1, in_region)
                if node.els:
                    lines.append(pad + "} else {")
                    block(node.els, ind + 1, in_region)
                lines.append(pad + "}")
            elif isinstance(node, Return):
                lines.append(pad + "return %s;" % node.expr.c())
            else:
                lines.append(pad + node.c())
    block(prog.body, 1)
    lines.append("}")
    return "\n".join(lines) + "\n"


# ---------------------------------------------------------------- validity

def check_valid(prog):
    """Scope and OpenMP rules the printed C must satisfy; returns an error
    string or None. Used by the minimiser after every edit."""
    loops = prog.parallel_loops()
    regions = prog.regions()
    if not loops and not regions:
        return "no parallel loop"
    for L, _ in loops:
        if any(x.pragma is not None for x in prog.walk_loops_around(L)):
            return "nested loop directives"
    err = check_nesting(prog)
    if err:
        return err
    scope_decls = {}
    params = set(PARAMS) | derived_names(prog)

    def check_block(block, iters, decls):
        decls = set(decls)
        for node in block:
            refs = []
            affs = []
            if isinstance(node, Assign):
                refs.append(node.lhs.var)
                affs += node.lhs.subs
                if node.rhs is not None:
                    for r in expr_reads(node.rhs):
                        refs.append(r.ref.var if isinstance(r, Read) else r.var)
                        if isinstance(r, Read):
                            affs += r.ref.subs
            elif isinstance(node, (Decl, Return)):
                e = node.rhs if isinstance(node, Decl) else node.expr
                for r in expr_reads(e):
                    refs.append(r.ref.var if isinstance(r, Read) else r.var)
                    if isinstance(r, Read):
                        affs += r.ref.subs
            elif isinstance(node, If):
                names = node.cond.names()
                for nm in names:
                    if nm not in params and nm not in iters:
                        return "condition uses %s out of scope" % nm
            elif isinstance(node, Loop):
                for nm in node.lo.names() + node.hi.names():
                    if nm not in params and nm not in iters:
                        return "bound uses %s out of scope" % nm
            for v in refs:
                if v.kind == "decl" and v.vid not in decls:
                    return "%s used out of scope" % v.name
                if v.kind == "iter" and v.vid != v.name and v.name not in iters:
                    return "%s used out of its loop" % v.name
            for a in affs:
                for nm in a.names():
                    if nm not in params and nm not in iters:
                        return "subscript uses %s out of scope" % nm
            if isinstance(node, Decl):
                decls.add(node.var.vid)
            if isinstance(node, Loop):
                if node.pragma is not None:
                    scope_decls[node.nid] = set(decls)
                err = check_block(node.body, iters | {node.var.name}, decls)
                if err:
                    return err
            elif isinstance(node, If):
                err = check_block(node.then, iters, decls) or \
                    (check_block(node.els, iters, decls) if node.els else None)
                if err:
                    return err
            elif isinstance(node, BLOCKS):
                if isinstance(node, Region):
                    scope_decls[node.nid] = set(decls)
                err = check_block(node.body, iters, decls)
                if err:
                    return err
        return None
    err = check_block(prog.body, set(), set())
    if err:
        return err
    for L, outer in loops:
        err = check_directive(L, outer, scope_decls[L.nid])
        if err:
            return err
    for R, outer in regions:
        err = check_region(prog, R, outer, scope_decls[R.nid])
        if err:
            return err
    return None


def check_nesting(prog):
    """OpenMP's nesting rules for region programs (and what the tester
    keeps out: nested regions, barriers or single/master anywhere but
    directly in a region body, critical or atomic inside another)."""
    for node, ctx in prog.walk_ctx():
        region = next((x for x in ctx if isinstance(x, Region)), None)
        parent = ctx[-1] if ctx else None
        in_ws = any(isinstance(x, Loop) and x.pragma is not None for x in ctx)
        in_sync = any(isinstance(x, (Critical, Atomic)) for x in ctx)
        if isinstance(node, Region):
            if region is not None or in_ws:
                return "nested parallel region"
        elif isinstance(node, Loop) and node.pragma is not None and region is not None:
            if node.pragma.directive != "for" or node.pragma.region_extras:
                return "%s inside a region" % node.pragma.directive
            if in_sync or any(isinstance(x, (Single, Master)) for x in ctx):
                return "worksharing loop inside single, master, critical or atomic"
        elif isinstance(node, (Single, Master, Barrier)):
            if parent is not region or region is None:
                return "%s not directly in a region body" % type(node).__name__
        elif isinstance(node, (Critical, Atomic)):
            if region is None:
                return "%s outside a region" % type(node).__name__
            if in_sync:
                return "%s inside critical or atomic" % type(node).__name__
            if isinstance(node, Atomic) and (len(node.body) != 1 or
                                             not atomic_update(node.body[0])):
                return "atomic without an update statement"
    return None


def region_body(R):
    """The statements of a region: a Region's body, or [L] for a `for` loop
    L that gets a region of its own when printed (the old shape, whose
    region_extras only touch a variable declared in the region)."""
    return R.body if isinstance(R, Region) else [R]


def region_private(prog, R):
    """The vids private to region R (a Region, or a `for` loop with a region
    of its own): named in its private, firstprivate or reduction clauses, or
    declared in it."""
    out = {v.vid for kind, v in getattr(R, "clauses", []) if kind != "shared"}
    for node, _ in prog.walk(region_body(R)):
        if isinstance(node, Decl):
            out.add(node.var.vid)
        elif isinstance(node, Loop) and node.declared:
            out.add(node.var.vid)
    return out


def check_region(prog, R, outer, scope_decls):
    seen = set()
    for kind, v in R.clauses:
        if v.kind == "decl" and v.vid not in scope_decls:
            return "clause names %s out of scope" % v.name
        if v.kind == "iter" and v.vid != v.name:
            return "clause names a for-declared counter"
        if v.kind == "iter" and any(o.var is v for o in outer):
            return "clause names an enclosing counter"
        if v.kind == "iter" and kind not in ("private", "firstprivate", "shared"):
            return "clause %s on a counter" % kind
        if v.kind == "alias" and kind != "shared":
            return "clause %s on a pointer" % kind
        if v.kind == "param_ptr" and kind not in ("shared", "firstprivate", "private"):
            return "clause %s on a pointer parameter" % kind
        if v.rank and kind.startswith("reduction") and kind != "reduction+":
            return "reduction %s on an array" % kind
        if v.vid in seen:
            return "%s in two clauses of the region" % v.name
        seen.add(v.vid)
    private = region_private(prog, R)
    for node, _ in prog.walk(R.body):
        if isinstance(node, Loop) and node.pragma is not None:
            for kind, v in node.pragma.clauses:
                if v.vid in private:
                    return "clause %s(%s) on a variable private to the region" % (
                        kind, v.name)
    return None


def check_directive(L, outer, scope_decls):
    # collapse needs a perfect nest
    if L.pragma.collapse > 1:
        if len(L.body) != 1 or not isinstance(L.body[0], Loop):
            return "collapse(2) without a perfectly nested loop"
    # clauses
    lits = {L.var.vid}
    if L.pragma.collapse > 1:
        lits.add(L.body[0].var.vid)
    seen = {}
    for kind, v in L.pragma.clauses:
        if v.kind == "decl" and v.vid not in scope_decls:
            return "clause names %s out of scope" % v.name
        if v.kind == "iter" and v.vid != v.name:
            return "clause names a for-declared counter"
        if v.kind == "iter" and any(o.var is v for o in outer):
            return "clause names an enclosing counter"
        if v.vid in lits and kind not in ("private", "lastprivate"):
            return "clause %s on the loop counter" % kind
        if v.kind == "alias" and kind != "shared":
            return "clause %s on a pointer" % kind
        sectioned = v.vid in L.pragma.sections and kind.startswith("reduction")
        if v.kind == "param_ptr" and kind not in ("shared", "firstprivate", "private") \
                and not sectioned:
            return "clause %s on a pointer parameter" % kind
        if kind == "shared" and L.pragma.directive == "for":
            return "shared clause on 'for'"
        if kind == "lastprivate_conditional" and v.rank:
            return "conditional lastprivate on an array"
        if v.vid in seen:
            pair = {seen[v.vid], kind}
            if pair != {"firstprivate", "lastprivate"}:
                return "%s in two clauses" % v.name
        seen[v.vid] = kind
    return None


# ---------------------------------------------------------------- generator

class Gen:
    def __init__(self, seed):
        self.r = random.Random(seed)
        self.p = Program(seed)
        r = self.r
        P = self.p.vars

        def add(v):
            P[v.vid] = v
            return v
        # pointer parameters and globals
        self.a = add(Var("a", "a", "param_ptr", 1))
        self.b = add(Var("b", "b", "param_ptr", 1))
        self.out = add(Var("out", "out", "param_ptr", 1))
        self.q = add(Var("q", "q", "param_ptr", 2)) if r.random() < 0.25 else None
        self.V = add(Var("V", "V", "param_ptr", 2, vla=True)) if r.random() < 0.12 else None
        self.alias = None
        if r.random() < 0.2:
            self.alias = add(Var("p", "p", "alias", 1, target=r.choice([self.a, self.b]),
                             offset=r.randint(0, 2), amp=r.random() < 0.3))
        self.g = add(Var("g", "g", "global", 1))
        self.G = add(Var("G", "G", "global", 2)) if r.random() < 0.5 else None
        self.gs = add(Var("gs", "gs", "global", 0)) if r.random() < 0.3 else None
        self.w = add(Var("w", "w", "local", 1)) if r.random() < 0.5 else None
        self.W = add(Var("W", "W", "local", 2)) if r.random() < 0.2 else None
        names = ["t", "u", "s"] + (["t1"] if r.random() < 0.2 else ["acc"])
        self.scalars = []
        for nm in names:
            init = None if r.random() < 0.15 else r.choice([0.0, 1.0, 2.0])
            self.scalars.append(add(Var(nm, nm, "local", 0, init=init)))
        if self.gs:
            self.scalars.append(self.gs)
        # loop counters: i, j, k by depth; some declared at the top
        self.top_iter = {nm: r.random() < 0.3 for nm in "ijk"}
        for nm in "ijk":
            if self.top_iter[nm]:
                add(Var(nm, nm, "iter", 0, ctype="int"))
        self.loop_count = 0
        self.maybe_neg = set()   # counters that may be negative (no % on them)
        self.decl_count = 0
        self.temp = None   # the scalar temporary the loop body favours

    # -- pools
    def arrays(self):
        return [v for v in (self.a, self.b, self.g, self.G, self.w, self.W,
                            self.q, self.V, self.alias) if v is not None]

    def counter(self, depth):
        nm = "ijk"[depth]
        if self.top_iter[nm]:
            return self.p.vars[nm], False
        self.loop_count += 1
        v = Var("%s@%d" % (nm, self.loop_count), nm, "iter", 0, ctype="int")
        self.p.vars[v.vid] = v
        return v, True

    # -- affine pieces
    def subscript(self, iters, fixed):
        """One subscript over the enclosing counters (names)."""
        r = self.r
        base = BASE if fixed else 0
        if not iters:
            return Aff([], r.randint(0, 3) + base)
        main = r.choice(iters[-2:]) if r.random() < 0.8 else r.choice(iters)
        coef = r.choices([1, 2, -1, 0], [70, 10, 12, 8])[0]
        off = r.choices([0, 1, -1, 2, -2], [50, 18, 18, 7, 7])[0]
        terms = [(main, coef)]
        if len(iters) > 1 and r.random() < 0.12:
            other = r.choice([x for x in iters if x != main])
            terms.append((other, 1))
        if coef == 0 and len(terms) == 1:
            terms = []
        return Aff(terms, off + base)

    def ref(self, var, iters):
        fixed = var.kind in ("global", "local")
        if var.rank == 2 and len(iters) >= 2 and self.r.random() < 0.6:
            x, y = iters[-2], iters[-1]
            if self.r.random() < 0.25:
                x, y = y, x
            base = BASE if fixed else 0
            offs = [self.r.choices([0, 1, -1], [70, 15, 15])[0] for _ in range(2)]
            if var is self.q or var is self.V:
                offs[1] = abs(offs[1])
            subs = [Aff([(x, 1)], offs[0] + base), Aff([(y, 1)], offs[1] + base)]
            return Ref(var, subs)
        subs = [self.subscript(iters, fixed) for _ in range(var.rank)]
        if var is self.q or var is self.V:
            # keep the column in 0..31: q is double (*q)[32]
            terms = [(nm, 1) for nm, _ in subs[1].terms]
            subs[1] = Aff(terms, self.r.randint(0, 2) if terms else self.r.randint(0, 3))
        return Ref(var, subs)

    def bound_aff(self, iters, choices):
        kind = self.r.choice(choices)
        if kind == "n":
            return Aff([(self.r.choice(PARAMS), 1)], self.r.choice([0, 0, 0, -1, 1]))
        if kind == "c":
            return Aff([], self.r.randint(2, 6))
        if kind == "i" and iters:
            return Aff([(iters[-1], 1)], self.r.choice([0, 0, 1]))
        if kind == "n-i" and iters:
            return Aff([(self.r.choice(PARAMS), 1), (iters[-1], -1)], self.r.choice([0, -1]))
        if kind == "2i" and iters:
            return Aff([(iters[-1], 2)], self.r.choice([0, 1]))
        return Aff([(self.r.choice(PARAMS), 1)], 0)

    def loop(self, depth, iters, body_fn, pragma=None, bounds=None):
        """A loop at depth `depth` (its counter is "ijk"[depth]); `bounds`
        (lo, cmp, hi, step, nonneg) instead of random ones."""
        r = self.r
        var, declared = self.counter(depth)
        nm = var.name
        if bounds is not None:
            lo, cmp_, hi, step, nonneg = bounds
            return self._loop_node(var, declared, iters, lo, cmp_, hi, step,
                                   nonneg, body_fn, pragma)
        choice = r.random()
        # counters that may be negative (parametric lower bound) stay out of
        # the bounds of inner loops: with them, what matters may need
        # parameter values far outside the oracle's range
        outer_iters = iters
        iters = [x for x in iters if x not in self.maybe_neg]
        if choice < 0.15:
            # decreasing
            if iters and r.random() < 0.4:
                lo = Aff([(iters[-1], 1)], 0)
            elif r.random() < 0.6:
                lo = Aff([(r.choice(PARAMS), 1)], -1)
            else:
                lo = Aff([], r.randint(2, 5))
            hi = Aff([], r.choice([0, 0, 1]))
            cmp_ = ">="
            step = -1
            nonneg = True
        else:
            if iters and r.random() < 0.25:
                # triangular
                outer = iters[-1]
                kind = r.choice(["le", "lt", "from"])
                if kind == "from":
                    lo = Aff([(outer, 1)], r.choice([0, 1]))
                    hi = self.bound_aff([], ["n", "c"])
                    cmp_ = "<"
                    nonneg = outer not in self.maybe_neg
                else:
                    lo = Aff([], 0)
                    hi = Aff([(outer, 1)], 0)
                    cmp_ = "<=" if kind == "le" else "<"
                    nonneg = True
            else:
                if r.random() < 0.08:
                    lo = Aff([(r.choice(PARAMS), 1)], r.choice([0, 1, -1]))
                    nonneg = False
                else:
                    lo = Aff([], r.choices([0, 1, 2], [75, 20, 5])[0])
                    nonneg = True
                hi = self.bound_aff(iters, ["n", "n", "c", "n-i", "2i"] if iters
                                    else ["n", "n", "c"])
                cmp_ = r.choices(["<", "<="], [85, 15])[0]
                if cmp_ == "<=":
                    hi = Aff(hi.terms, hi.const - 1)
            step = 1
        if r.random() < 0.08:
            step *= 2
        elif step == 1 and r.random() < 0.06:
            step = r.choice(PARAMS)   # counts by a parameter: i += m
        iters = outer_iters
        return self._loop_node(var, declared, iters, lo, cmp_, hi, step,
                               nonneg, body_fn, pragma)

    def _loop_node(self, var, declared, iters, lo, cmp_, hi, step, nonneg,
                   body_fn, pragma):
        nm = var.name
        node = Loop(var, declared, lo, cmp_, hi, step, [], pragma)
        node.bounds = (lo, cmp_, hi, step, nonneg)
        saved = self.iter_vars.get(nm)
        self.iter_vars[nm] = var
        was_neg = nm in self.maybe_neg
        if nonneg:
            self.maybe_neg.discard(nm)
        else:
            self.maybe_neg.add(nm)
        node.body = body_fn(iters + [nm])
        self.iter_vars[nm] = saved
        if was_neg:
            self.maybe_neg.add(nm)
        else:
            self.maybe_neg.discard(nm)
        return node

    # -- expressions and statements
    def read_expr(self, iters, in_loop, avoid=None, scalars=True):
        r = self.r
        k = r.random()
        locs = self.local_decls
        if k < 0.45:
            arr = r.choice([x for x in self.arrays() if x is not avoid] or self.arrays())
            return Read(self.ref(arr, iters))
        if k < 0.75 and scalars:
            pool = [s for s in self.scalars if s is not avoid] + locs
            if self.temp is not None and self.temp is not avoid and r.random() < 0.5:
                return Read(Ref(self.temp))
            if pool:
                return Read(Ref(r.choice(pool)))
        if k < 0.85 and iters:
            nm = r.choice(iters)
            return IVal(self.iter_vars[nm])
        return Const(r.choice([1.0, 2.0, 0.5, 3.0]))

    def expr(self, iters, in_loop, avoid=None):
        r = self.r
        e = self.read_expr(iters, in_loop, avoid)
        if iters and r.random() < 0.12:
            # An affine choice between two reads (a stencil's edges).
            e = Select(self.condition(iters), e,
                       self.read_expr(iters, in_loop, avoid))
        n = r.choices([0, 1, 2], [40, 45, 15])[0]
        for _ in range(n):
            e = Bin(r.choice(["+", "-", "*", "+"]), e,
                    self.read_expr(iters, in_loop, avoid))
        return e

    def statement(self, iters, in_loop):
        r = self.r
        k = r.random()
        arrays = self.arrays()
        if k < 0.33:
            # array write
            arr = r.choice([x for x in arrays])
            return Assign(self.ref(arr, iters), "=", self.expr(iters, in_loop))
        if k < 0.55:
            # scalar temporary write
            v = self.temp if (self.temp and r.random() < 0.7) else r.choice(self.scalars)
            return Assign(Ref(v), "=", self.expr(iters, in_loop, avoid=v if r.random() < 0.6 else None))
        if k < 0.72:
            # a read of the temporary into an array
            arr = r.choice(arrays)
            t = self.temp or r.choice(self.scalars)
            rhs = Read(Ref(t))
            if r.random() < 0.6:
                rhs = Bin(r.choice(["+", "*"]), rhs, self.read_expr(iters, in_loop))
            return Assign(self.ref(arr, iters), "=", rhs)
        if k < 0.90:
            # an update, maybe a reduction
            if r.random() < 0.75:
                v = r.choice(self.scalars)
                lhs = Ref(v)
            else:
                v = r.choice(arrays)
                lhs = self.ref(v, iters)
            form = r.choices(["+=", "-=", "*=", "++", "v=v+e", "v=e+v", "v=v-e",
                              "max", "min"],
                             [40, 10, 8, 10, 16, 8, 8, 12, 6])[0]
            e = self.expr(iters, in_loop, avoid=v)
            if expr_mentions(e, v) or (v.kind == "alias" and expr_mentions(e, v.target)) \
                    or any(x.kind == "alias" and x.target is v
                           for x in [rr.ref.var for rr in expr_reads(e) if isinstance(rr, Read)]):
                e = Const(1.0)
            if form in ("max", "min"):
                return MinMax(lhs, form, e, "call" if r.random() < 0.3 else "ternary")
            if form in ("+=", "-=", "*="):
                return Assign(lhs, form, e)
            if form == "++":
                return Assign(lhs, "++")
            if form == "v=v+e":
                return Assign(lhs, "=", Bin("+", Read(copy.copy(lhs)), e))
            if form == "v=e+v":
                return Assign(lhs, "=", Bin("+", e, Read(copy.copy(lhs))))
            return Assign(lhs, "=", Bin("-", Read(copy.copy(lhs)), e))
        if in_loop:
            # a declaration in the loop body
            self.decl_count += 1
            nm = "v%d" % self.decl_count
            v = Var("%s@decl" % nm, nm, "decl", 0)
            self.p.vars[v.vid] = v
            d = Decl(v, self.expr(iters, in_loop))
            self.local_decls.append(v)
            return d
        arr = r.choice(arrays)
        return Assign(self.ref(arr, iters), "=", self.expr(iters, in_loop))

    def condition(self, iters):
        r = self.r

        nonneg = [x for x in iters if x not in self.maybe_neg]

        def atom():
            if nonneg and r.random() < 0.3:
                nm = r.choice(nonneg)
                terms = [(nm, 1)]
                if len(nonneg) > 1 and r.random() < 0.2:
                    terms.append((r.choice([x for x in nonneg if x != nm]), 1))
                k = r.choice([2, 2, 3])
                return Mod(Aff(terms, r.choice([0, 0, 1])), k, r.randrange(k),
                           r.random() < 0.8)
            left = Aff([(r.choice(iters), 1)], 0) if iters else Aff([(r.choice(PARAMS), 1)], 0)
            kind = r.random()
            if kind < 0.4:
                right = Aff([], r.randint(0, 4))
            elif kind < 0.75:
                right = Aff([(r.choice(PARAMS), 1)], r.choice([0, -1, -2, 1]))
            elif len(iters) > 1:
                right = Aff([(r.choice([x for x in iters if x != left.terms[0][0]]), 1)],
                            r.choice([0, 0, 1, -1]))
            else:
                right = Aff([], r.randint(0, 3))
            op = r.choice(["<", "<=", ">", ">=", "==", "!=", "<", ">="])
            return Cmp(left, op, right)
        k = r.random()
        if k < 0.65:
            return atom()
        if k < 0.8:
            return Logic("&&", atom(), atom())
        if k < 0.93:
            return Logic("||", atom(), atom())
        return Logic("!", atom())

    def block(self, iters, depth, max_depth, in_loop, n_items=None, allow_loops=True):
        r = self.r
        items = []
        saved = len(self.local_decls)
        if n_items is not None:
            n = n_items
        elif depth >= 2:
            n = r.choices([1, 2, 3], [50, 35, 15])[0]
        else:
            n = r.choices([1, 2, 3, 4], [25, 35, 28, 12])[0]
        for _ in range(n):
            k = r.random()
            if depth < max_depth and k < (0.25 if allow_loops else 0.12):
                items.append(self.loop(depth, iters,
                                       lambda it, d=depth: self.block(it, d + 1, max_depth, True)))
            elif k < 0.45:
                nested = allow_loops and r.random() < 0.2
                if nested:
                    then = self.block(iters, depth, max_depth, in_loop,
                                      n_items=r.choice([1, 2]), allow_loops=False)
                else:
                    mark = len(self.local_decls)
                    then = [self.statement(iters, in_loop) for _ in range(r.choice([1, 1, 2]))]
                    del self.local_decls[mark:]
                els = None
                if r.random() < 0.25:
                    mark = len(self.local_decls)
                    els = [self.statement(iters, in_loop)]
                    del self.local_decls[mark:]
                items.append(If(self.condition(iters), then, els))
            else:
                items.append(self.statement(iters, in_loop))
        # declarations are visible only in this block
        del self.local_decls[saved:]
        return items

    def clauses(self, L, outer_iter_vids, collapse_inner, decls=None):
        r = self.r
        directive = L.pragma.directive
        pool = []
        for v in self.p.vars.values():
            if v.kind in ("global", "local"):
                pool.append(v)
            elif v.kind == "param_ptr":
                pool.append(v)
            elif v.kind == "iter" and v.vid == v.name and v.vid not in outer_iter_vids:
                pool.append(v)
        pool += list(self.outer_decls if decls is None else decls)
        lits = {L.var.vid} | ({collapse_inner.vid} if collapse_inner else set())
        clauses = []
        rate = r.choice([0.0, 0.1, 0.25, 0.4])
        for v in pool:
            if r.random() >= rate:
                continue
            if v.kind == "param_ptr":
                # a clause on a pointer copies the pointer (the memory stays
                # shared); private leaves the copy dangling
                kinds = ["shared", "shared", "firstprivate", "private"]
                if directive == "for":
                    kinds = ["firstprivate", "private"]
            elif v.vid in lits:
                kinds = ["private", "lastprivate"]
            elif v.kind == "iter":
                kinds = ["private", "firstprivate", "lastprivate", "firstlast", "shared"]
            else:
                kinds = ["private", "firstprivate", "lastprivate", "firstlast",
                         "reduction+", "shared"]
                if v.rank == 0:
                    kinds += ["lastprivate_conditional", "reduction+", "reduction*",
                              "reductionmax", "reductionmin"]
            if directive == "for":
                kinds = [k for k in kinds if k != "shared"]
            kind = r.choice(kinds)
            if kind == "firstlast":
                clauses += [["firstprivate", v], ["lastprivate", v]]
            else:
                clauses.append([kind, v])
        r.shuffle(clauses)
        return clauses

    def generate(self):
        r = self.r
        p = self.p
        # About a quarter of the programs are region programs, chosen by a
        # stream of its own so that the others stay what they were.
        if random.Random(p.seed * 104729 + 7).random() < 0.25:
            return self.generate_region()
        self.local_decls = []
        self.outer_decls = []
        self.iter_vars = {}
        # shape of the nest
        d_out = r.choices([0, 1, 2], [50, 35, 15])[0]
        d_in_max = 2 - d_out
        collapse = d_in_max >= 1 and r.random() < 0.2
        self.directive = r.choices(["parallel for", "for", "parallel for simd"],
                                   [80, 10, 10])[0]
        extras = []
        if r.random() < 0.2:
            pool = ["schedule(static)", "schedule(dynamic, 2)", "schedule(guided)"]
            if self.directive != "for":
                pool += ["num_threads(2)", "default(shared)"]
            extras.append(r.choice(pool))
        self.temp = r.choice(self.scalars)
        body = []
        # before the nest
        for _ in range(r.choices([0, 1, 2], [40, 40, 20])[0]):
            body.append(self.statement([], False))
        if r.random() < 0.2:
            body.append(self.loop(0, [], lambda it: [self.statement(it, True)]))
            self.local_decls = []

        # Drawn from a stream of their own, so that the rest of each program
        # stays what it was before region constructs were generated.
        side = random.Random(p.seed * 7919 + 17)
        region_extras = []
        if self.directive == "for" and side.random() < 0.4:
            region_extras = side.sample(sorted(REGION_EXTRAS),
                                        side.choice([1, 1, 2]))

        def make_L(iters, depth):
            pragma = Pragma([], 2 if collapse else 1, self.directive, extras,
                            region_extras)

            def L_body(it):
                if collapse:
                    inner = self.loop(depth + 1, it,
                                      lambda it2: self.block(it2, depth + 2, 3, True))
                    return [inner]
                return self.block(it, depth + 1, 3, True)
            return self.loop(depth, iters, L_body, pragma)

        def make_outer(iters, depth):
            if depth == d_out:
                if r.random() < 0.12:
                    # L under an affine condition
                    return [If(self.condition(iters), [make_L(iters, depth)])]
                return [make_L(iters, depth)]
            items = []
            for _ in range(r.choices([0, 1, 2], [45, 40, 15])[0]):
                if r.random() < 0.2:
                    self.decl_count += 1
                    nm = "v%d" % self.decl_count
                    v = Var("%s@decl" % nm, nm, "decl", 0)
                    p.vars[v.vid] = v
                    items.append(Decl(v, self.expr(iters, True)))
                    self.local_decls.append(v)
                    self.outer_decls.append(v)
                else:
                    items.append(self.statement(iters, True))
            loop = self.loop(depth, iters, lambda it: make_outer(it, depth + 1))
            return items + [loop]

        nest = make_outer([], 0)
        # statements after L inside the outer loops
        body += nest
        p.body = body
        L, outer = p.parallel_loop()
        if not collapse:
            self.carried_scalars(L, random.Random(p.seed * 6151 + 29))
            self.scratch_rows(L, random.Random(p.seed * 7919 + 31))
        # statements after L in the innermost outer loop
        if outer and r.random() < 0.4:
            o = outer[-1]
            its = [x.var.name for x in outer]
            for x in outer:
                self.iter_vars[x.var.name] = x.var
            o.body.append(self.after_statement(its))
            for x in outer:
                self.iter_vars[x.var.name] = None
        # after the nest
        for _ in range(r.choices([0, 1, 2, 3], [20, 40, 30, 10])[0]):
            body.append(self.after_statement([]))
        if r.random() < 0.15:
            body.append(self.loop(0, [], lambda it: [
                Assign(self.ref(self.out, it), "=",
                       Read(self.ref(r.choice(self.arrays()), it)))]))
        p.body = body
        if r.random() < 0.2:
            p.returns_double = True
            body.append(Return(Read(Ref(r.choice(self.scalars)))))
        outer_iter_vids = {x.var.vid for x in outer}
        inner = L.body[0] if collapse else None
        L.pragma.clauses = self.clauses(L, outer_iter_vids, inner.var if inner else None)
        if r.random() < 0.25:
            # a second loop directive, before or after the nest
            self.local_decls = []
            directive = r.choices(["parallel for", "for", "parallel for simd"],
                                  [80, 10, 10])[0]
            L2 = self.loop(0, [], lambda it: self.block(it, 1, 2, True),
                           Pragma([], 1, directive))
            L2.pragma.clauses = self.clauses(L2, set(), None, decls=[])
            if r.random() < 0.5:
                body.insert(0, L2)
            else:
                pos = len(body) - (1 if p.returns_double else 0)
                body.insert(pos, L2)
        self.new_forms(L, random.Random(p.seed * 4003 + 43))
        return p

    def new_forms(self, L, nf):
        """Issue 36's forms, in some programs (stream `nf`, so that the
        others stay what they were): products of the parameters (`a[i + n *
        m]`, `i < n * m`), values assigned under a condition and divided
        (`int len = n; if (m > 3) len = m; int half = len / 2;` then `a[i]
        = a[i + half] * 2.0` over `i < half`), divisions by a parameter
        (`int nq = 1; if (m > 0) nq = n / m;`), in L's subscripts and
        bounds; a reduction list item naming a section or a cell of a
        pointer parameter (`reduction(+: c[0:n])`, `reduction(+: c[2])`)
        with updates of other cells too; an access outside a fixed-size
        array's extent through its inner subscript (`G[i + 16][j - 1]`,
        j from 0)."""
        p = self.p
        collapse = L.pragma.collapse > 1
        body = L.body[0].body if collapse else L.body
        ctr = L.var.name
        inner_loops = [x for x in walk_nodes(L.body) if isinstance(x, Loop)]
        values = []
        if nf.random() < 0.2:
            values.append(PRODUCT)
        if nf.random() < 0.2:
            p1, p2 = nf.sample(PARAMS, 2)
            if nf.random() < 0.7:
                cond = Cmp(Aff([(p2, 1)]), nf.choice([">", "<", ">=", "!="]),
                           Aff([], nf.randint(0, 5)))
            else:
                cond = Cmp(Aff([("n", 1)]), "<", Aff([("m", 1)]))
            p.defs.append(Def("len", Aff([(p1, 1)]), cond,
                              Aff([(p2, 1)], nf.choice([0, 0, 1, -1]))))
            if nf.random() < 0.75:
                op = nf.choice(["/", "/", "%"])
                p.defs.append(Def("half", Aff([], 0), op=op, other=Aff([("len", 1)]),
                                  right=nf.choice([2, 2, 3] if op == "/" else [2, 3, 4])))
                values.append("half")
            else:
                values.append("len")
        if nf.random() < 0.15:
            op = nf.choice(["/", "%"])
            num = nf.choice(PARAMS)
            den = nf.choice([x for x in PARAMS if x != num] + [3])
            p.defs.append(Def("nq", Aff([], nf.choice([0, 1])), op=op,
                              other=Aff([(num, 1)], nf.choice([0, 0, 1])), right=den))
            values.append("nq")
        arrays = [self.a, self.b]

        def cell(var, *terms, const=0):
            return Ref(var, [Aff([t for t in terms if t[0]], const)])
        for D in values:
            if nf.random() < 0.6:
                arr = nf.choice(arrays)
                if nf.random() < 0.5:
                    st = Assign(cell(arr, (ctr, 1)), "=",
                                Bin("*", Read(cell(arr, (ctr, 1), (D, 1))), Const(2.0)))
                else:
                    X = nf.choice(list(PARAMS) + [None, D])
                    st = Assign(cell(arr, (ctr, 1), (X, 1)), "=",
                                Bin("+", Read(cell(arr, (ctr, 1), (D, 1),
                                                   const=nf.choice([0, 0, 1, -1]))),
                                    Const(1.0)))
                body.insert(nf.randrange(len(body) + 1), st)
            if nf.random() < 0.4 and L.step == 1 and L.cmp in ("<", "<=") and \
                    not L.lo.terms and (D != PRODUCT or not inner_loops):
                L.hi, L.cmp = Aff([(D, 1)], nf.choice([0, 0, 1])), "<"
                L.bounds = (L.lo, L.cmp, L.hi) + L.bounds[3:]
            for node in walk_nodes(body):
                if not isinstance(node, Assign):
                    continue
                refs = [node.lhs] + [x.ref for x in expr_reads(node.rhs)
                                     if isinstance(x, Read)] if node.rhs else [node.lhs]
                for ref in refs:
                    if ref.var.kind == "param_ptr" and ref.var.rank == 1 and \
                            nf.random() < 0.25 and D not in ref.subs[0].names():
                        s = ref.subs[0]
                        ref.subs = [Aff(s.terms + [(D, nf.choice([1, 1, -1]))], s.const)]
        if nf.random() < 0.15:
            self.section_reduction(L, body, ctr, values, nf)
        if nf.random() < 0.12:
            self.outside_extent(body, ctr, collapse, nf)

    def section_reduction(self, L, body, ctr, values, nf):
        """`reduction(+: c[lo:len])` or `reduction(+: c[k])` on a pointer
        parameter c, an update of the section and updates or writes of
        other cells."""
        p = self.p
        c = p.vars.get("c") or Var("c", "c", "param_ptr", 1)
        p.vars[c.vid] = c
        if nf.random() < 0.5:
            lo = Aff([], nf.choice([0, 0, 1]))
            length = nf.choice([Aff([("n", 1)]), Aff([("m", 1)]), Aff([], 4)] +
                               [Aff([(D, 1)]) for D in values])
            first = Aff([(ctr, 1)], lo.const + nf.choice([0, 0, 1]))
        else:
            lo = nf.choice([Aff([], nf.randint(0, 3)), Aff([(nf.choice(PARAMS), 1)])])
            length = None
            first = lo
        stmts = [Assign(Ref(c, [first]), "+=", Read(Ref(self.a, [Aff([(ctr, 1)])])))]
        for _ in range(nf.choice([0, 1, 1, 2])):
            sub = nf.choice([Aff([(ctr, 1)], nf.randint(1, 4)), Aff([], 0),
                             Aff([(nf.choice(PARAMS), 1)]), Aff([(ctr, 1)])])
            op = nf.choice(["+=", "+=", "=", "++"])
            stmts.append(Assign(Ref(c, [sub]), op,
                                None if op == "++" else Const(nf.choice([1.0, 2.0]))))
        for st in stmts:
            body.insert(nf.randrange(len(body) + 1), st)
        L.pragma.clauses = [x for x in L.pragma.clauses if x[1] is not c]
        L.pragma.clauses.append(["reduction+", c])
        L.pragma.sections[c.vid] = (lo, length)

    def outside_extent(self, body, ctr, collapse, nf):
        """A read or write of a fixed-size array of two dimensions whose
        inner subscript goes below 0 (`G[i + 16][j - 1]`, j from 0): an
        access outside its declared extent wherever it runs."""
        p = self.p
        if self.G is None:
            self.G = Var("G", "G", "global", 2)
            p.vars["G"] = self.G
        arr = self.G if self.W is None or nf.random() < 0.6 else self.W
        inner = next((x for x in body if isinstance(x, Loop)), None)
        target = body
        j = ctr
        if inner is not None and nf.random() < 0.8:
            target, j = inner.body, inner.var.name
        ref = Ref(arr, [Aff([(ctr, 1)], BASE), Aff([(j, 1)], nf.choice([-1, -1, -2, 0]))])
        if nf.random() < 0.5:
            st = Assign(Ref(self.out, [Aff([(ctr, 1)])]), "=", Read(ref))
        else:
            st = Assign(ref, "=", Read(Ref(self.a, [Aff([(ctr, 1)])])))
        target.insert(nf.randrange(len(target) + 1), st)

    def carried_scalars(self, L, carried):
        """In one program of five (stream `carried`, so that the others stay
        what they were), scalars that carry values between L's iterations,
        in one of three shapes: forwardable alone (`s1 = a[i] * 0.5;`), a
        chain (`s2 = s1; s1 = a[i];`) and a recurrence (`s1 = s2; s2 = s1 +
        a[i];`), each read first by `out[i] = s1 - s2;`. Whether they can be
        forwarded also depends on what the rest of L writes."""
        if carried.random() >= 0.2 or len(self.scalars) < 2:
            return
        s1, s2 = carried.sample(self.scalars, 2)
        c = L.var.name

        def cell(var, off=0):
            return Ref(var, [Aff([(c, 1)], off)])
        source = Read(cell(carried.choice([self.a, self.b]),
                           carried.choice([0, 0, 1, -1])))
        use = Assign(cell(self.out), "=", Bin("-", Read(Ref(s1)), Read(Ref(s2))))
        shape = carried.choice(["alone", "chain", "recurrence"])
        if shape == "alone":
            tail = [Assign(Ref(s1), "=", Bin("*", source, Const(0.5)))]
        elif shape == "chain":
            tail = [Assign(Ref(s2), "=", Read(Ref(s1))),
                    Assign(Ref(s1), "=", source)]
        else:
            tail = [Assign(Ref(s1), "=", Read(Ref(s2))),
                    Assign(Ref(s2), "=", Bin("+", Read(Ref(s1)), source))]
        L.body[:] = [use] + L.body + tail

    def scratch_rows(self, L, rows):
        """In one program of six (stream `rows`, so that the others stay
        what they were), a row of `b` that L's iterations write, all of it
        or under a condition (`for (j = 0; j < m; j++) if (i % 3 == 0)
        b[j + 1] = a[i] * 0.5;`: each row from another iteration), and in
        half of them read back in the same iteration under the same
        condition. What expansion fixes (docs/design/expansion.md): a slice per
        thread copied back by the last iteration, or a copy per iteration,
        as the condition and the rest of L decide."""
        if rows.random() >= 1 / 6 or L.var.name not in "ij":
            return
        depth = "ijk".index(L.var.name) + 1
        c = L.var.name
        off = rows.choice([0, 0, 1])
        shape = rows.choice(["all", "mod", "prefix", "suffix"])
        if shape == "mod" and not L.bounds[4]:
            shape = "prefix"   # (% of a counter that may be negative is not
                               # generated)

        def body(write):
            def make(it):
                j = it[-1]
                cell = Ref(self.b, [Aff([(j, 1)], off)])
                if write:
                    stmt = Assign(cell, "=", Bin("+", Bin("*", Read(Ref(self.a, [Aff([(c, 1)])])),
                                                          Const(0.5)), Const(1.0)))
                else:
                    stmt = Assign(Ref(self.out, [Aff([(c, 1)])]), "+=", Read(cell))
                if shape == "all":
                    return [stmt]
                if shape == "mod":
                    cond = Mod(Aff([(c, 1)]), 3, 0)
                elif shape == "prefix":
                    cond = Cmp(Aff([(j, 1)]), "<=", Aff([(c, 1)]))
                else:
                    cond = Cmp(Aff([(j, 1)]), ">=", Aff([(c, 1)]))
                return [If(cond, [stmt])]
            return make
        bounds = (Aff([], 0), "<", Aff([("m", 1)]), 1, True)
        extra = [self.loop(depth, [c], body(True), bounds=bounds)]
        if rows.random() < 0.5:
            extra.append(self.loop(depth, [c], body(False), bounds=bounds))
        L.body[:] = L.body + extra

    # -- region programs

    def generate_region(self):
        """Code before, a `#pragma omp parallel` region (sometimes inside
        one sequential loop), code after; see region()."""
        r = self.r
        p = self.p
        self.local_decls = []
        self.outer_decls = []
        self.iter_vars = {}
        self.temp = r.choice(self.scalars)
        self.ws = []
        body = []
        for _ in range(r.choices([0, 1, 2], [30, 45, 25])[0]):
            body.append(self.statement([], False))
        if r.random() < 0.3:
            def outer_body(it):
                items = [self.statement(it, False) for _ in range(r.choice([0, 0, 1]))]
                items.append(self.region(it))
                if r.random() < 0.35:
                    items.append(self.after_statement(it))
                return items
            body.append(self.loop(0, [], outer_body))
        else:
            body.append(self.region([]))
        self.local_decls = []
        for _ in range(r.choices([0, 1, 2, 3], [20, 40, 30, 10])[0]):
            body.append(self.after_statement([]))
        p.body = body
        if r.random() < 0.15:
            p.returns_double = True
            body.append(Return(Read(Ref(r.choice(self.scalars)))))
        R, outer = p.regions()[0]
        R.clauses = self.region_clauses(outer)
        if r.random() < 0.15:
            R.extras = ["default(shared)"]
        private = region_private(p, R)
        for L in self.ws:
            around = {x.var.vid for x in p.walk_loops_around(L)}
            inner = L.body[0].var if L.pragma.collapse > 1 else None
            L.pragma.clauses = [c for c in self.clauses(L, around, inner, decls=[])
                                if c[1].vid not in private]
        if r.random() < 0.15:
            # a parallel for of its own, before or after
            self.local_decls = []
            L2 = self.loop(0, [], lambda it: self.block(it, 1, 2, True),
                           Pragma([], 1, "parallel for"))
            L2.pragma.clauses = self.clauses(L2, set(), None, decls=[])
            if r.random() < 0.5:
                body.insert(0, L2)
            else:
                body.insert(len(body) - (1 if p.returns_double else 0), L2)
        return p

    def region(self, iters):
        """The Region: one to three worksharing loops and a few other items
        (replicated statements, declarations, ifs, sequential loops, single,
        master, barrier, critical, atomic), in random order."""
        r = self.r
        depth = len(iters)
        saved = len(self.local_decls)
        self.region_decls = []
        n_for = r.choices([1, 2, 3], [45, 40, 15])[0]
        others = r.choices(["assign", "assign", "assign", "decl", "if", "seqloop",
                            "single", "master", "barrier", "critical", "atomic"],
                           k=r.choices([1, 2, 3, 4], [25, 35, 25, 15])[0])
        kinds = ["for"] * n_for + others
        r.shuffle(kinds)
        items = []
        prev = None          # the last worksharing loop directly in the body
        for kind in kinds:
            if kind == "for":
                wrap = r.random()
                if wrap < 0.1:
                    items.append(If(self.condition(iters), [self.ws_loop(iters, None)]))
                elif wrap < 0.18 and depth < 2:
                    items.append(self.loop(depth, iters, lambda it: [self.ws_loop(it, None)]))
                else:
                    prev = self.ws_loop(iters, prev)
                    items.append(prev)
            elif kind == "assign":
                items.append(self.replicated(iters))
            elif kind == "decl":
                self.decl_count += 1
                nm = "v%d" % self.decl_count
                v = Var("%s@decl" % nm, nm, "decl", 0)
                self.p.vars[v.vid] = v
                items.append(Decl(v, self.expr(iters, True)))
                self.local_decls.append(v)
                self.region_decls.append(v)
            elif kind == "if":
                then = [self.replicated(iters) for _ in range(r.choice([1, 1, 2]))]
                els = [self.replicated(iters)] if r.random() < 0.25 else None
                items.append(If(self.condition(iters), then, els))
            elif kind == "seqloop" and depth < 2:
                items.append(self.loop(depth, iters, lambda it: self.block(
                    it, depth + 1, depth + 1, True, n_items=r.choice([1, 2]),
                    allow_loops=False)))
            elif kind == "single":
                items.append(Single(self.sync_block(iters), r.random() < 0.35))
            elif kind == "master":
                items.append(Master(self.local_write([self.statement(iters, False)
                                                      for _ in range(r.choice([1, 1, 2]))],
                                                     iters)))
            elif kind == "barrier":
                items.append(Barrier())
            elif kind == "critical":
                items.append(self.critical(iters))
            elif kind == "atomic":
                items.append(self.atomic(iters))
        del self.local_decls[saved:]
        return Region(items)

    def replicated(self, iters):
        """A statement every thread runs (sometimes writing a scalar declared
        in the region)."""
        r = self.r
        if self.region_decls and r.random() < 0.25:
            v = r.choice(self.region_decls)
            return Assign(Ref(v), "=", self.expr(iters, True, avoid=v))
        return self.statement(iters, False)

    def sync_block(self, iters):
        r = self.r
        items = [self.statement(iters, False) for _ in range(r.choice([1, 1, 2]))]
        if r.random() < 0.2:
            items.insert(r.randrange(len(items) + 1),
                         self.atomic(iters) if r.random() < 0.5 else self.critical(iters))
        return self.local_write(items, iters)

    def local_write(self, items, iters, rate=0.25):
        """Sometimes a write of a scalar declared in the region among the
        items of code that one thread, or one iteration, runs."""
        r = self.r
        if self.region_decls and r.random() < rate:
            v = r.choice(self.region_decls)
            items.insert(r.randrange(len(items) + 1),
                         Assign(Ref(v), "=", self.expr(iters, True, avoid=v)))
        return items

    def critical(self, iters):
        r = self.r
        return Critical([self.statement(iters, False) for _ in range(r.choice([1, 1, 2]))],
                        r.choice(["", "", "cs1", "cs2"]))

    def atomic(self, iters):
        """`#pragma omp atomic` and an update of a scalar or an array cell."""
        r = self.r
        if r.random() < 0.6:
            v = r.choice(self.scalars)
            lhs = Ref(v)
        else:
            v = r.choice(self.arrays())
            lhs = self.ref(v, iters)
        form = r.choice(["+=", "+=", "-=", "*=", "++", "v=v+e", "v=e+v", "v=v-e"])
        e = self.expr(iters, True, avoid=v)
        if expr_mentions(e, v) or (v.kind == "alias" and expr_mentions(e, v.target)) \
                or any(x.kind == "alias" and x.target is v
                       for x in [rr.ref.var for rr in expr_reads(e) if isinstance(rr, Read)]):
            e = Const(1.0)
        if form == "++":
            st = Assign(lhs, "++")
        elif form in ("+=", "-=", "*="):
            st = Assign(lhs, form, e)
        elif form == "v=v+e":
            st = Assign(lhs, "=", Bin("+", Read(copy.copy(lhs)), e))
        elif form == "v=e+v":
            st = Assign(lhs, "=", Bin("+", e, Read(copy.copy(lhs))))
        else:
            st = Assign(lhs, "=", Bin("-", Read(copy.copy(lhs)), e))
        return Atomic(st)

    def ws_loop(self, iters, prev):
        """A `#pragma omp for` loop in the region; after `prev` (the previous
        one directly in the region body), often with the same schedule and
        the same (or shifted) bounds, so that static pairing comes up."""
        r = self.r
        depth = len(iters)
        sched = r.choices([None, "schedule(static)", "schedule(static, 2)",
                           "schedule(static, 3)", "schedule(dynamic)",
                           "schedule(guided, 2)"], [30, 40, 12, 4, 9, 5])[0]
        bounds = None
        if prev is not None and r.random() < 0.6:
            old = [e for e in prev.pragma.extras if e.startswith("schedule")]
            if r.random() < 0.8:
                sched = old[0] if old else None
            lo, cmp_, hi, step, nonneg = prev.bounds
            s = r.choice([0, 0, 1])
            bounds = (Aff(lo.terms, lo.const + s), cmp_, Aff(hi.terms, hi.const + s),
                      step, nonneg)
        extras = ([sched] if sched else []) + (["nowait"] if r.random() < 0.4 else [])
        collapse = depth + 1 <= 2 and bounds is None and r.random() < 0.1
        pragma = Pragma([], 2 if collapse else 1, "for", extras)

        def body(it):
            if collapse:
                return [self.loop(depth + 1, it,
                                  lambda it2: self.with_sync(it2, self.block(it2, depth + 2, 3, True)))]
            return self.local_write(self.with_sync(it, self.block(it, depth + 1, 3, True)),
                                    it, 0.15)
        L = self.loop(depth, iters, body, pragma, bounds)
        self.ws.append(L)
        return L

    def with_sync(self, iters, items):
        """Sometimes an atomic update or a critical block among a loop
        body's items."""
        r = self.r
        if r.random() < 0.12:
            items.insert(r.randrange(len(items) + 1),
                         self.atomic(iters) if r.random() < 0.5 else self.critical(iters))
        return items

    def region_clauses(self, outer):
        """Random data-sharing clauses for the region."""
        r = self.r
        around = {x.var.vid for x in outer}
        pool = [v for v in self.p.vars.values()
                if v.kind in ("global", "local", "param_ptr", "alias") or
                (v.kind == "iter" and v.vid == v.name and v.vid not in around)]
        rate = r.choice([0.0, 0.0, 0.1, 0.25, 0.4])
        clauses = []
        for v in pool:
            if r.random() >= rate:
                continue
            if v.kind == "param_ptr":
                kinds = ["shared", "shared", "firstprivate", "private"]
            elif v.kind == "alias":
                kinds = ["shared"]
            elif v.kind == "iter":
                kinds = ["private", "firstprivate", "shared"]
            else:
                kinds = ["private", "firstprivate", "shared", "reduction+"]
                if v.rank == 0:
                    kinds += ["private", "firstprivate", "reduction+", "reduction*",
                              "reductionmax", "reductionmin"]
            clauses.append([r.choice(kinds), v])
        r.shuffle(clauses)
        return clauses

    def after_statement(self, iters):
        r = self.r
        k = r.random()
        if k < 0.45:
            src = Read(Ref(r.choice(self.scalars)))
        elif k < 0.75:
            src = Read(self.ref(r.choice(self.arrays()), iters))
        elif k < 0.85 and any(v.kind == "iter" and v.vid == v.name for v in self.p.vars.values()):
            v = r.choice([v for v in self.p.vars.values() if v.kind == "iter" and v.vid == v.name])
            src = IVal(v)
        else:
            v = r.choice(self.scalars)
            return Assign(Ref(v), "=", Const(r.choice([0.0, 1.0])))
        dst = r.choice([self.out] * 3 + self.scalars)
        if dst.rank == 0:
            if isinstance(src, Read) and src.ref.var is dst:
                dst = self.out
        lhs = Ref(dst) if dst.rank == 0 else Ref(dst, [Aff([], r.randint(0, 3)) for _ in range(dst.rank)])
        return Assign(lhs, "=", src)


def generate(seed):
    """A random Program from `seed` (deterministic)."""
    Node._next[0] = 0
    prog = Gen(seed).generate()
    # A loop directive inside a loop that counts by a parameter may or may
    # not run at each value of that loop's domain, which ompfix does not
    # model (it answers unknown): such outer loops count by one.
    for node, _ in prog.walk():
        if isinstance(node, Loop) and isinstance(node.step, str) and \
                any(isinstance(x, Loop) and x is not node and x.pragma is not None
                    for x in walk_nodes(node.body)):
            node.step = 1
            if getattr(node, "bounds", None):
                node.bounds = node.bounds[:3] + (1,) + node.bounds[4:]
    return prog


FIELDS = "fields_"


def named_or_aliased(prog):
    """The variables (vid) that a clause names or an alias points into:
    the ones no spelling as a field may change."""
    named = set()
    for node, _ in prog.walk():
        for c in getattr(getattr(node, "pragma", None), "clauses", None) or []:
            named.add(c[1].vid)
        for c in getattr(node, "clauses", None) or []:
            named.add(c[1].vid)
    for v in prog.vars.values():
        if v.kind == "alias":
            named.add(v.target.vid)
    return named


def group_fields(prog, r):
    """Makes some global arrays of one rank fields of one global array of
    structs (`fields_[i].a` for `a[i]`): the cells are the same, a field
    is memory of its own, and no clause can name it. Only arrays that no
    clause names and no alias points into; with probability 0.2."""
    if r.random() >= 0.2:
        return
    named = named_or_aliased(prog)
    used = prog.used_vars()
    candidates = [v for v in prog.vars.values()
                  if v.kind == "global" and v.rank > 0 and v.vid in used and
                  v.vid not in named and v.ctype == "double"]
    by_rank = {}
    for v in candidates:
        by_rank.setdefault(v.rank, []).append(v)
    if not by_rank:
        return
    group = max(by_rank.values(), key=len)
    for v in group:
        v.field_of = FIELDS


POINTER_FIELDS = "ptrs_"


def pointer_fields(prog, r):
    """Makes the pointer parameters of rank 1 that no clause names and no
    alias points into fields of one struct parameter (`ptrs_->a[i]` for
    `a[i]`): the same memory, given to the function, its base a field
    reached through a pointer (assumed not to overlap another, as two
    pointer parameters are). With probability 0.2."""
    if r.random() >= 0.2:
        return
    named = named_or_aliased(prog)
    used = prog.used_vars()
    for v in prog.vars.values():
        if (v.kind == "param_ptr" and v.rank == 1 and v.vid in used and
                v.vid not in named):
            v.pointer_field_of = POINTER_FIELDS


def spell_defs(prog, r):
    """Writes some conditional values as a conditional expression, with or
    without integer casts around it (`int len = (int)(long)(n > 2 ? m :
    n);`): the same value, an invariant ternary and casts in the bounds
    and subscripts that read it."""
    for d in prog.defs:
        if d.cond is not None and d.op is None and r.random() < 0.5:
            d.spelling = r.choice(["ternary", "cast"])


CURSOR = "cur_"


def statement_refs(node):
    """The references of an assignment or declaration, its target first."""
    refs = [node.lhs] if isinstance(node, Assign) else []
    rhs = node.rhs if isinstance(node, (Assign, Decl)) else None
    if rhs is not None:
        refs += [r.ref if isinstance(r, Read) else r for r in expr_reads(rhs)]
    return refs


def collapsed_loops(prog):
    """The ids of the loops a `collapse` clause joins to the loop around
    them: one nest, no code may go between them."""
    return {id(x) for L in walk_nodes(prog.body)
            if isinstance(L, Loop) and L.pragma is not None and
            L.pragma.collapse > 1 for x in L.body if isinstance(x, Loop)}


def cursors(prog, r):
    """Spells some references `a[j + e]` to a pointer parameter of rank 1,
    in the statements of a sequential loop over j that steps by one, as a
    cursor the loop steps once per iteration, as its last statement:
    `double *cur_1 = a + (lo + e); for (j = lo; ...) { ... cur_1[0] ...;
    cur_1++; }` (lo + e a constant, lo the loop's start): the same cell
    in every iteration (issue 37's pointers stepped
    per iteration). With probability 0.4."""
    if r.random() >= 0.4:
        return
    count = 0
    collapsed = collapsed_loops(prog)
    for node in walk_nodes(prog.body):
        if not isinstance(node, Loop) or node.pragma is not None or \
                id(node) in collapsed or \
                node.step != 1 or not isinstance(node.lo, Aff) or \
                any(isinstance(x, Return) for x in walk_nodes(node.body)):
            continue
        for st in node.body:
            if not isinstance(st, (Assign, Decl)):
                continue
            for ref in statement_refs(st):
                v = ref.var
                if v.kind != "param_ptr" or v.rank != 1 or v.field_of or \
                        len(ref.subs) != 1 or not isinstance(ref.subs[0], Aff):
                    continue
                sub = ref.subs[0]
                if dict(sub.terms).get(node.var.name) != 1 or \
                        sum(1 for n, _ in sub.terms if n == node.var.name) != 1 or \
                        r.random() < 0.3:
                    continue
                terms = {}
                for n, c in [t for t in sub.terms if t[0] != node.var.name] + \
                        node.lo.terms:
                    terms[n] = terms.get(n, 0) + c
                # (A start that names variables reads them where the
                # cursor is bound, which the oracle's affine subscript
                # does not: only constant starts.)
                if any(c != 0 for c in terms.values()):
                    continue
                count += 1
                ref.cursor = "%s%d" % (CURSOR, count)
                if not hasattr(node, "cursors"):
                    node.cursors = []
                node.cursors.append((ref.cursor, ref,
                                     Aff(list(terms.items()),
                                         sub.const + node.lo.const)))


def pointer_rows(prog, r):
    """Spells the parameter of rank 2 with 32 columns `double **q` instead
    of `double (*q)[32]`: rows of pointers the kernel is given, which it
    never changes (issue 37's pointer rows; the columns stay in 0..31, and
    distinct rows are the tool's assumption, as they are the oracle's
    memory). With probability 0.4."""
    if r.random() >= 0.4:
        return
    for v in prog.vars.values():
        if v.kind == "param_ptr" and v.rank == 2 and not v.vla and \
                not v.field_of and not v.pointer_field_of:
            v.rows = True


COUNTER = "ctr_"


def counters(prog, r):
    """Spells some references `a[j + e]` to an array of rank 1, in the
    statements of a sequential loop over j that counts by one, through a
    counter the loop's header sets and steps with j: `for (j = lo, ctr_1 =
    lo + e; j < hi; j++, ctr_1++) { ... a[ctr_1] ... }` (j declared there;
    issue 37's loops that count several variables in step). e and lo name
    only the iterators of loops around inside the innermost construct.
    With probability 0.3."""
    if r.random() >= 0.3:
        return
    count = 0
    collapsed = collapsed_loops(prog)
    for node, outer in prog.walk_ctx():
        if not isinstance(node, Loop) or node.pragma is not None or \
                id(node) in collapsed or node.step not in (1, -1) or \
                not isinstance(node.lo, Aff) or not node.declared:
            continue
        # (A variable read where the counter is set is one the tool lists
        # and the oracle, reading the subscript, does not: only iterators
        # of loops inside the innermost construct around, private there.)
        inside = outer
        for k in range(len(outer) - 1, -1, -1):
            if isinstance(outer[k], Region) or \
                    (isinstance(outer[k], Loop) and outer[k].pragma is not None):
                inside = outer[k:]
                break
        known = {L.var.name for L in inside if isinstance(L, Loop)}
        if any(n not in known for n in node.lo.names()):
            continue
        for st in node.body:
            if not isinstance(st, (Assign, Decl)):
                continue
            for ref in statement_refs(st):
                if ref.var.rank != 1 or len(ref.subs) != 1 or \
                        not isinstance(ref.subs[0], Aff) or \
                        getattr(ref, "cursor", None) or r.random() < 0.3:
                    continue
                sub = ref.subs[0]
                coef = dict(sub.terms).get(node.var.name)
                others = [t for t in sub.terms if t[0] != node.var.name]
                if coef not in (1, -1) or \
                        sum(1 for n, _ in sub.terms if n == node.var.name) != 1 or \
                        any(n not in known for n, _ in others):
                    continue
                terms = {}
                for n, c in others + [(n, coef * c) for n, c in node.lo.terms]:
                    terms[n] = terms.get(n, 0) + c
                count += 1
                ref.counter = "%s%d" % (COUNTER, count)
                if not hasattr(node, "counters"):
                    node.counters = []
                node.counters.append((ref.counter, Aff(
                    list(terms.items()), sub.const + coef * node.lo.const),
                    coef * node.step))


def walk_nodes(block):
    """Every node in `block`, nested ones included."""
    for node in block:
        yield node
        for sub in child_blocks(node):
            yield from walk_nodes(sub)


def program(pseed):
    """generate(), then with some probability the clauses the oracle says
    the loop needs (so that verified loops and right clauses are common)."""
    import oracle     # oracle imports this module
    prog = generate(pseed)
    rr = random.Random(pseed * 13 + 11)
    for R, outer in prog.regions():
        if rr.random() >= 0.4:
            break
        region_required_clauses(prog, R, outer, rr)
    r = random.Random(pseed * 7 + 3)
    mode = r.random()
    for L, outer in prog.parallel_loops():
        if mode >= 0.3:
            break
        saved = L.pragma.clauses
        L.pragma.clauses = []
        st = oracle.Statics(prog, L, outer)
        ans = oracle.analyse_loop(st, range(-1, 7))   # a guide only
        byname = {v.name: v for v in st.accessed}
        R = prog.region_of(L)
        private = region_private(prog, R) if R is not None else set()
        clauses = []
        for name, e in ans["variables"].items():
            v = byname.get(name)
            e = e[0]
            req = e["required"]
            if v is None or req in ("shared", "none") or v.vid in st.declared_inside:
                continue
            if v.vid in private:
                continue      # never a clause on a variable private to the region
            if v.vid != v.name and v.kind == "iter":
                continue       # declared in the for: not in scope
            if v.kind == "decl":
                continue
            if any(v is x for x in st.L_iters) and req == "private":
                continue
            kinds = {"private": ["private"], "firstprivate": ["firstprivate"],
                     "lastprivate": ["lastprivate"],
                     "firstprivate lastprivate": ["firstprivate", "lastprivate"],
                     "lastprivate(conditional)": ["lastprivate_conditional"],
                     "reduction(+)": ["reduction+"],
                     "reduction(*)": ["reduction*"],
                     "reduction(max)": ["reductionmax"],
                     "reduction(min)": ["reductionmin"]}.get(req)
            if kinds is None:
                continue
            if r.random() < 0.15 and req not in ("lastprivate(conditional)",):
                # a more expensive attribute that may or may not hold
                kinds = r.choice([["lastprivate"], ["firstprivate", "lastprivate"],
                                  ["firstprivate"]]) if v.kind != "iter" or \
                    not any(v is x for x in st.L_iters) else ["lastprivate"]
            clauses += [[k, v] for k in kinds]
        # sometimes keep one of the random clauses as well
        for c in saved:
            if r.random() < 0.2 and all(c[1] is not d[1] for d in clauses):
                clauses.append(c)
        L.pragma.clauses = clauses
        if check_valid(prog):
            L.pragma.clauses = saved
        mode = r.random() * 0.6
    group_fields(prog, random.Random(pseed * 9973 + 37))
    pointer_fields(prog, random.Random(pseed * 8887 + 43))
    spell_defs(prog, random.Random(pseed * 7561 + 41))
    cursors(prog, random.Random(pseed * 6007 + 47))
    pointer_rows(prog, random.Random(pseed * 7919 + 61))
    counters(prog, random.Random(pseed * 7727 + 67))
    return prog



REGION_KINDS = {"private": "private", "firstprivate": "firstprivate",
                "reduction(+)": "reduction+", "reduction(*)": "reduction*",
                "reduction(max)": "reductionmax", "reduction(min)": "reductionmin"}


def region_required_clauses(prog, R, outer, r):
    """Replaces R's clauses by those the oracle says it needs (sometimes a
    dearer one, sometimes keeping a random one); the loops of R lose their
    clauses on variables that become private to R. Left as it was when the
    result is not valid."""
    import oracle
    saved = R.clauses
    saved_loops = [(L, L.pragma.clauses) for L, _ in prog.walk(R.body)
                   if isinstance(L, Loop) and L.pragma is not None]
    R.clauses = []
    ans = oracle.analyse_region(prog, R, outer, range(-1, 5))   # a guide only
    byname = {v.name: v for v in prog.vars.values()
              if not (v.kind == "iter" and v.vid != v.name)}
    clauses = []
    for name, entries in ans["variables"].items():
        v = byname.get(name)
        kind = REGION_KINDS.get(entries[0]["required"])
        if v is None or kind is None:
            continue
        if r.random() < 0.15 and not kind.startswith("reduction"):
            kind = r.choice(["private", "firstprivate"])
        clauses.append([kind, v])
    for c in saved:
        if r.random() < 0.2 and all(c[1] is not d[1] for d in clauses):
            clauses.append(c)
    R.clauses = clauses
    private = region_private(prog, R)
    for L, cl in saved_loops:
        L.pragma.clauses = [c for c in cl if c[1].vid not in private]
    if check_valid(prog):
        R.clauses = saved
        for L, cl in saved_loops:
            L.pragma.clauses = cl


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    # through the module `gen` (not __main__), whose classes oracle.py knows
    import gen
    prog = gen.program(args.seed)
    err = gen.check_valid(prog)
    if err:
        print("// invalid: " + err)
    print(gen.to_c(prog), end="")


if __name__ == "__main__":
    main()
