#!/usr/bin/env python3
"""Brute-force oracle for the differential tester: no isl, no Clang.

It reads gen.py's representation of a program (never the C text), executes
the whole function sequentially for every assignment of the parameters n, m
that param_assignments() gives (-6..18; pairs from -6..14 and more), records every access (read, write or kill of one cell, with
the statement instance that makes it and, inside the parallel loop L, the
instance and the iteration of L it belongs to) and applies the conditions
1-5 of docs/design/conditions.md to the trace.

What is modelled as the tool models it (docs/design/model.md):
- a scalar is a 0-dimensional array; a cell is (variable, subscripts);
- inside one statement instance every read happens before the write;
- every iteration of a loop writes the loop's counter at its start (the
  collapsed loops of L write their counters at the start of the innermost
  collapsed iteration); the initialisation and the final increment are not
  modelled;
- a declaration in a loop body kills the variable, then writes it;
- memory the caller can see (globals, what pointer parameters point to) is
  read at the end of the function, every cell of it: for an array, cells the
  program never touches are live at the end too.

Per variable v accessed in L (its effective attribute: explicit clause; else
private for L's counters and for variables declared in L's body; else shared;
an access through an alias `double *p = a + c` is an access to a's cells and
a read of the pointer p, a variable of its own):
- shared: no two accesses to one cell, one a write, from two iterations of
  one instance of L;
- private reads: every read in L gets its value (the last write to the cell
  before it in sequential order) from the same iteration;
- firstprivate reads: or from before the instance of L (or no write at all),
  but then no iteration of that instance writes the cell;
- live after an instance of L: a cell is live when the first event on it after
  the instance ends is a read (the end-of-function read for caller-visible
  memory), i.e. the read sees the value L left in the cell or that passed
  through it;
- private: no cell that L writes (in any instance) is live after L;
  lastprivate: every live cell is written by
  the sequentially last iteration (firstprivate lastprivate: every live cell
  that some iteration writes); lastprivate(conditional): the reads only;
- reduction(op): every statement of L that mentions v is an update v op= e,
  v++, v = v op e, v = e op v (op commutative), or a chain of one operator
  around v (v = (v + a) - b), with nothing else mentioning v, all with one
  op (+ and - mix under +). This one is static, as the tool's.

Instances of L that run no iteration impose nothing. Two accesses that are
both atomic, or both in critical constructs of one name, never race; what
that exclusion alone keeps apart runs in any order, so shared also needs
every such access to be an update of v by one reduction operator (else an
order dependence: docs/design/regions.md).

Every `#pragma omp parallel` (a Region, or a `for` printed inside a region of
its own) gets a region entry too: analyse_region(), see "regions" below and
README.md ("Parallel regions").

    python3 oracle.py --seed 7        # the answer for gen.py's program 7
"""

import argparse
import bisect
import itertools
import json
import time

import gen

PARAM_VALUES = range(-6, 19)
# with two parameters: every pair in PAIR_VALUES, and the larger values of one
# parameter with a few values of the other (periodic conditions such as
# i % 2 == 1 && i % 3 == 2 need a counter up to 11 or so)
PAIR_VALUES = range(-6, 15)
OTHER_VALUES = (-1, 0, 1, 3, 6)
# run.py re-checks a disagreement with these ("wide"), under a time limit
WIDE_SINGLE = range(-24, 41)
WIDE_PAIR = range(-8, 27)
# and more negative values of one parameter with small ones of the other
# (`nq = n / 3` reaches -5 at n = -15)
WIDE_NEGATIVE = range(-24, -8)


def loop_step(node, env):
    """The step of a loop: a constant, or a parameter's value (`i += m`),
    0 where that parameter is not positive (the loop would never end)."""
    if isinstance(node.step, str):
        value = env[node.step]
        return value if value >= 1 else 0
    return node.step


def param_assignments(params, values=None):
    """The parameter values the oracle runs the function with: by default
    small ones, "wide" larger ones, a list of values every parameter takes,
    or ("wide", [env, ...]): the wide ones and the given assignments (a
    tool's witnesses: those that give every parameter a value)."""
    if isinstance(values, tuple):
        base, extra = values
        given = [dict((p, env[p]) for p in params) for env in extra
                 if all(p in env for p in params)]
        return given + param_assignments(params, base)
    if values == "wide":
        if len(params) < 2:
            return [dict(zip(params, (v,))) for v in sorted(WIDE_SINGLE, key=abs)] \
                if params else [{}]
        pairs = set(itertools.product(WIDE_PAIR, repeat=2))
        for low in WIDE_NEGATIVE:
            for other in PAIR_VALUES:
                pairs.update({(low, other), (other, low)})
        return [dict(zip(params, v))
                for v in sorted(pairs, key=lambda p: (max(map(abs, p)), p))]
    if values is not None:
        return [dict(zip(params, v))
                for v in itertools.product(values, repeat=len(params))]
    if len(params) < 2:
        return [dict(zip(params, (v,))) for v in sorted(PARAM_VALUES, key=abs)] \
            if params else [{}]
    seen = set(itertools.product(PAIR_VALUES, repeat=2))
    for big in PARAM_VALUES:
        if big in PAIR_VALUES:
            continue
        for other in OTHER_VALUES:
            seen.add((big, other))
            seen.add((other, big))
    # small values first: they are cheap and usually show the failures, so
    # that the larger ones often need not run (see analyse_loop)
    return [dict(zip(params, v)) for v in sorted(seen, key=lambda p: (max(map(abs, p)), p))]

ORDER = ["shared", "private", "firstprivate", "lastprivate", "firstlast",
         "conditional", "reduction"]
SPELL = {"shared": "shared", "private": "private",
         "firstprivate": "firstprivate", "lastprivate": "lastprivate",
         "firstlast": "firstprivate lastprivate",
         "conditional": "lastprivate(conditional)"}
CLAUSE_ATTR = {"private": "private", "firstprivate": "firstprivate",
               "lastprivate": "lastprivate",
               "lastprivate_conditional": "conditional",
               "reduction+": "reduction", "reduction*": "reduction",
               "reductionmax": "reduction", "reductionmin": "reduction",
               "shared": "shared"}


def spell(attr, op=None):
    if attr == "reduction":
        return "reduction(%s)" % op
    if attr is None:
        return "none"
    return SPELL[attr]


def cheapest(cands, declared, holds, op):
    """The first of cands (cheapest first) whose condition holds, spelled;
    the declared attribute is not tried again (a reduction is: another
    operator may hold). "none" if none holds."""
    for c in cands:
        if c == declared and c != "reduction":
            continue
        if holds(c):
            return spell(c, op)
    return "none"


# ---------------------------------------------------------------- statics

class GuardedSubs(list):
    """The subscripts of a read in an arm of `?:`, with the arm's guards
    [(condition, holds)]: the read happens only where each condition
    evaluates to its `holds`."""

    def __init__(self, subs, guards):
        super().__init__(subs)
        self.guards = guards


def guards_of(subs):
    return getattr(subs, "guards", ())


def read_subs(r):
    """The subscripts of Read or IVal r, with its guards if any."""
    subs = r.ref.subs if isinstance(r, gen.Read) else []
    guards = getattr(r, "guards", ())
    return GuardedSubs(subs, guards) if guards else subs


def resolve(var, subs):
    """An alias `double *p = a + c` names the cells of a, shifted by c."""
    if var.kind == "alias":
        first = subs[0]
        shifted = [gen.Aff(first.terms, first.const + var.offset)] + list(subs[1:])
        return var.target, (GuardedSubs(shifted, guards_of(subs))
                             if guards_of(subs) else shifted)
    return var, subs


def guard_holds(guards, env):
    return all(bool(cond.eval(env)) == holds for cond, holds in guards)


def note_guarded(trace, node, env):
    """Adds to trace.guarded_ran (statement id, variable id) of each access
    of `node` under an arm of `?:` that runs at env (trace.guarded caches
    those accesses per statement)."""
    guarded = trace.guarded.get(node.nid)
    if guarded is None:
        guarded = trace.guarded[node.nid] = [
            (v.vid, guards_of(subs)) for v, _, subs in statement_accesses(node)
            if guards_of(subs)]
    for vid, guards in guarded:
        if guard_holds(guards, env):
            trace.guarded_ran.add((node.nid, vid))


# The operator of a reduction on a variable nothing touches: any holds.
ANY_OP = "any"


def touched(node, v, ran, guarded_ran):
    """Did statement `node` access v, by the statements that ran (`ran`,
    their ids) and the accesses under an arm of `?:` that did
    (note_guarded)? An arm not taken accesses nothing."""
    if node.nid not in ran:
        return False
    return (node.nid, v.vid) in guarded_ran or any(
        x is v and not guards_of(subs) for x, _, subs in statement_accesses(node))


def statement_accesses(node):
    """[(var, 'R'|'W'|'K', subs)] of one statement node, in execution order
    (aliases resolved)."""
    return [(v2, k, s2) for v, k, s in _statement_accesses(node)
            for v2, s2 in [resolve(v, s)]]


def mentions(e, v):
    """Does expression e read any cell of v (through an alias too)?"""
    for r in gen.expr_reads(e):
        var = r.ref.var if isinstance(r, gen.Read) else r.var
        if resolve(var, [gen.Aff()] if var.kind == "alias" else [])[0] is v:
            return True
    return False


def _statement_accesses(node):
    acc = []
    if isinstance(node, gen.Assign):
        if node.rhs is not None:
            for r in gen.expr_reads(node.rhs):
                if isinstance(r, gen.Read):
                    acc.append((r.ref.var, "R", read_subs(r)))
                else:
                    acc.append((r.var, "R", read_subs(r)))
        if node.op != "=":
            acc.append((node.lhs.var, "R", node.lhs.subs))
        acc.append((node.lhs.var, "W", node.lhs.subs))
    elif isinstance(node, gen.Decl):
        acc.append((node.var, "K", []))
        for r in gen.expr_reads(node.rhs):
            if isinstance(r, gen.Read):
                acc.append((r.ref.var, "R", read_subs(r)))
            else:
                acc.append((r.var, "R", read_subs(r)))
        acc.append((node.var, "W", []))
    elif isinstance(node, gen.Return):
        for r in gen.expr_reads(node.expr):
            if isinstance(r, gen.Read):
                acc.append((r.ref.var, "R", read_subs(r)))
            else:
                acc.append((r.var, "R", read_subs(r)))
    return acc


def update_op(node, v):
    """The reduction operator if `node` is an update of v, else None."""
    if not isinstance(node, gen.Assign) or \
            resolve(node.lhs.var, node.lhs.subs)[0] is not v:
        return None
    if node.op == "++":
        return "+"
    if node.op in ("+=", "-="):
        return None if mentions(node.rhs, v) else "+"
    if node.op == "*=":
        return None if mentions(node.rhs, v) else "*"
    if node.op in ("max", "min"):
        return None if mentions(node.rhs, v) else node.op
    rhs = node.rhs
    if not isinstance(rhs, gen.Bin):
        return None
    target = node.lhs.c()
    op = {"+": "+", "-": "+", "*": "*"}.get(rhs.op)
    if op is None:
        return None
    # v = e1 op e2 op ...: a chain of one operator (+ and - mix under +), v
    # one of its terms, with a positive sign, and no other term mentioning v
    # (v = v + e, v = (v + a) + b, v = a + (v - b), v = e * v)
    ops = ("+", "-") if op == "+" else ("*",)

    def terms(e, sign):
        if isinstance(e, gen.Bin) and e.op in ops:
            return terms(e.left, sign) + terms(e.right, -sign if e.op == "-" else sign)
        return [(sign, e)]
    ts = terms(rhs, 1)
    hits = [k for k, (_, t) in enumerate(ts)
            if isinstance(t, gen.Read) and t.ref.c() == target]
    if len(hits) != 1 or ts[hits[0]][0] != 1:
        return None
    if any(mentions(t, v) for k, (_, t) in enumerate(ts) if k != hits[0]):
        return None
    return op


def exclusive_op(node, v, construct, varying, copied):
    """What an update kept apart by atomic/critical alone does to v: its
    reduction operator (update_op), or, for a statement whose instances
    leave one result in any order, a token of its own: one that assigns
    v (or one cell of v) a function of constants, scalars the construct
    does not assign (nor copy: `copied`, the variables its clauses and
    those of its loops name), loop counters that are the same in every
    instance (not in `varying`, the counters of the loops inside the
    construct), v's own value, and cells of arrays read at such subscripts
    that the construct does not assign or that are v's, written at such
    subscripts too (`s = 1.0`, `c = c * 2.0 + t`, `g[i + 16] = g[-i + 17]`
    in a region: every instance stores one value in one cell; the tool's
    Statement::StoresSharedReads); None otherwise. `construct`: the
    statements of the construct, at any depth."""
    op = update_op(node, v)
    if op is not None or not isinstance(node, gen.Assign) or \
            isinstance(node, gen.MinMax) or node.rhs is None or \
            resolve(node.lhs.var, node.lhs.subs)[0] is not v:
        return op
    # (what an alias writes is its target's)
    assigned = {n.lhs.var.target if n.lhs.var.kind == "alias" else n.lhs.var
                for n in construct if isinstance(n, gen.Assign)} | \
        {n.var for n in construct if isinstance(n, gen.Decl)} | copied

    def fixed(subs):
        return not isinstance(subs, GuardedSubs) and \
            all(not (set(s.names()) & varying) for s in subs)
    one_cell = fixed(node.lhs.subs)

    def invariant(e):
        if isinstance(e, gen.Const):
            return True
        if isinstance(e, gen.IVal):
            return e.var.name not in varying
        if isinstance(e, gen.Read):
            var = e.ref.var
            if var.kind == "alias":
                return False
            if not e.ref.subs:
                return (var is v and not node.lhs.subs) or var not in assigned
            return fixed(e.ref.subs) and \
                (var not in assigned or (var is v and one_cell))
        if isinstance(e, gen.Bin):
            return e.op in ("+", "-", "*", "/") and invariant(e.left) and \
                invariant(e.right)
        return False
    return ("function", node.nid) if invariant(node.rhs) else None


def construct_parts(block, clauses):
    """Of a construct's body `block` (a loop directive: [L]) and its own
    `clauses`: its statements at any depth, the counters of its loops, and
    the variables the clauses of it and of its loops name (exclusive_op)."""
    nodes, counters = [], set()
    copied = {c[1] for c in clauses if c[0] != "shared"}

    def rec(blk):
        for node in blk:
            nodes.append(node)
            if isinstance(node, gen.Loop):
                counters.add(node.var.name)
                if node.pragma is not None:
                    copied.update(c[1] for c in node.pragma.clauses
                                  if c[0] != "shared")
            for sub in gen.child_blocks(node):
                rec(sub)
    rec(block)
    return nodes, frozenset(counters), copied


def sync_tags(prog):
    """{node id: (atomic, critical name or None)} for the statements inside
    `#pragma omp atomic` or `critical`."""
    tags = {}
    for node, ctx in prog.walk_ctx():
        if isinstance(node, (gen.Assign, gen.Decl)):
            atomic = any(isinstance(x, gen.Atomic) for x in ctx)
            crit = next((x.name for x in ctx if isinstance(x, gen.Critical)), None)
            if atomic or crit is not None:
                tags[node.nid] = (atomic, crit)
    return tags


def excluded(tag1, tag2):
    """Do two accesses with these tags exclude each other (both atomic, or
    both in critical constructs of one name)?"""
    if tag1 is None or tag2 is None:
        return False
    return (tag1[0] and tag2[0]) or (tag1[1] is not None and tag1[1] == tag2[1])


class Statics:
    """What the oracle needs to know about one loop directive L."""

    def __init__(self, prog, L=None, outer=None):
        self.prog = prog
        if L is None:
            L, outer = prog.parallel_loop()
        self.L, self.outer = L, outer
        self.collapse = L.pragma.collapse
        self.L_loops = [L] + ([L.body[0]] if self.collapse > 1 else [])
        self.L_iters = [lp.var for lp in self.L_loops]
        # variables accessed in L, in order, and what mentions them
        self.accessed = []
        self.mentions = {}       # vid -> [node or ('iter', loop)]
        self.declared_inside = set()

        def note(v, what):
            if v.vid not in self.mentions:
                self.mentions[v.vid] = []
                self.accessed.append(v)
            self.mentions[v.vid].append(what)
        for lv in self.L_iters:
            note(lv, ("iter", lv))
        for node, _ in prog.walk(L.body):
            if isinstance(node, gen.Loop):
                note(node.var, ("iter", node.var))
                if node.declared and node not in self.L_loops:
                    self.declared_inside.add(node.var.vid)
            elif isinstance(node, (gen.Assign, gen.Decl)):
                if isinstance(node, gen.Decl):
                    self.declared_inside.add(node.var.vid)
                for v, _, _ in statement_accesses(node):
                    note(v, node)
                # an access through an alias reads the pointer itself: a
                # variable of L that is only read (shared does)
                for v, _, _ in _statement_accesses(node):
                    if v.kind == "alias":
                        note(v, node)
        # clauses
        self.explicit = {}
        for kind, v in L.pragma.clauses:
            attr = CLAUSE_ATTR[kind]
            old = self.explicit.get(v.vid)
            if old and {old[0], attr} == {"firstprivate", "lastprivate"}:
                self.explicit[v.vid] = ("firstlast", None)
            else:
                op = {"reduction+": "+", "reduction*": "*", "reductionmax": "max",
                      "reductionmin": "min"}.get(kind)
                self.explicit[v.vid] = (attr, op)
        self.clause_vars = {}
        for _, v in L.pragma.clauses:
            self.clause_vars[v.vid] = v
        # reduction list items naming a section c[lo:len] or a cell c[lo]:
        # vid -> (lo, len or None), Affs evaluated at each instance's entry
        self.sections = {vid: sec for vid, sec in L.pragma.sections.items()
                         if self.explicit.get(vid, (None,))[0] == "reduction"}
        # the variables of L with a declared extent (out-of-bounds accesses)
        self.bounded = [v for v in self.accessed if declared_extents(v)]
        # parameters the program uses
        names = set()
        for node, _ in prog.walk():
            if isinstance(node, gen.Loop):
                names.update(node.lo.names() + node.hi.names())
                if isinstance(node.step, str):
                    names.add(node.step)
                for lo, length in (node.pragma.sections.values()
                                   if node.pragma is not None else ()):
                    names.update(lo.names() + (length.names() if length else []))
            elif isinstance(node, gen.If):
                names.update(node.cond.names())
            for v, _, subs in statement_accesses(node):
                for s in subs:
                    names.update(s.names())
                for cond, _ in guards_of(subs):
                    names.update(cond.names())
        # (a parametric extent: `double V[n][m]` is checked at every m)
        for v in self.accessed:
            names.update(lim for _, lim in declared_extents(v) if isinstance(lim, str))
        self.params = gen.param_deps(prog, names)
        self.read_only = {v.vid for v in self.accessed
                          if all(not isinstance(what, tuple) and
                                 all(k == "R" for x, k, _ in statement_accesses(what)
                                     if x is v)
                                 for what in self.mentions[v.vid])}
        self.compiled = {}   # Trace's cache: node id -> accesses
        self.guarded = {}    # note_guarded's cache
        self._writers = {}   # forward_writers' cache: vid -> nodes
        self._forwarded = {}  # vid -> the one of them that runs
        self._other_writers = {}  # vid -> ids of v's other writers in L
        self._operands = {}   # operand_writer's cache
        # statements inside `atomic` or `critical` (region programs): node
        # id -> (atomic, critical name or None); two accesses that are both
        # atomic, or both in critical constructs of one name, never race
        self.sync = sync_tags(prog)
        self.node_by_id = {node.nid: node for node, _ in prog.walk()}
        self.collapse_outer = set()
        self.collapse_inner = {}
        for D, _ in prog.parallel_loops():
            if D.pragma.collapse > 1:
                self.collapse_outer.add(D.nid)
                self.collapse_inner[D.body[0].nid] = [D.var, D.body[0].var]

    def forward_writers(self, v):
        """The statements that forwarding could recompute for scalar v
        (docs/design/forwarding.md), of which exactly one may run, and v's other
        writers in L none (forward_fails): L is one loop with a constant
        step, and they are the writes of v in L of the form `v = e`,
        outside loops inside L, e not reading v. Empty for L's counter."""
        if v.vid in self._writers:
            return self._writers[v.vid]
        plain = []
        L = self.L
        constant_step = not isinstance(L.step, str) and L.step != 0
        if (self.collapse == 1 and constant_step and v.rank == 0 and
                v.privatizable and v.kind != "param_ptr" and
                not any(v is x for x in self.L_iters)):
            writers = [(node, loops) for node, loops in self.prog.walk(L.body)
                       if isinstance(node, (gen.Assign, gen.Decl)) and
                       any(x is v and k == "W"
                           for x, k, _ in statement_accesses(node))]
            plain = [node for node, loops in writers
                     if type(node) is gen.Assign and node.op == "=" and
                     not loops and not mentions(node.rhs, v)]
            # (the others must never run: forward_fails)
            self._other_writers[v.vid] = {node.nid for node, _ in writers
                                          if node not in plain}
        self._writers[v.vid] = plain
        return plain

    def operand_writer(self, x, node):
        """The statement of L whose write of scalar x the reads of x in
        node's statement may see from their own iteration, with the
        conditions under which it runs there ([(cond, holds)], the `if`s
        around it in L's body): `x = e` or `double x = e`, the only writer
        of x before node's statement in L's body, outside inner loops, e not
        reading x, or the last of several where no `if` holds it (it
        overwrites the others: `t = a[i]; t = i; s = t;` gives s the value
        i); (None, None) if there is no such one. (x may have other
        writers after node: `t = j; u = t; t = a[j];` gives u the value
        j.)"""
        key = (x.vid, node.nid)
        if key in self._operands:
            return self._operands[key]
        found = (None, None)
        walk = list(self.prog.walk_ctx(self.L.body))
        order = {n.nid: k for k, (n, _) in enumerate(walk)}
        before = [(n, ctx) for n, ctx in walk
                  if order[n.nid] < order.get(node.nid, -1) and
                  isinstance(n, (gen.Assign, gen.Decl)) and
                  any(y is x and k == "W" for y, k, _ in statement_accesses(n))]
        if x.rank == 0 and before:
            T, ctx = before[-1]
            plain = (type(T) is gen.Assign and T.op == "=" or
                     isinstance(T, gen.Decl))
            always = not any(isinstance(c, (gen.If, gen.Loop)) for c in ctx)
            if (plain and not mentions(T.rhs, x) and
                    not any(isinstance(c, gen.Loop) for c in ctx) and
                    (len(before) == 1 or always)):
                found = (T, [(c.cond, any(n is T for n in gen.walk_nodes(c.then)))
                             for c in ctx if isinstance(c, gen.If)])
        self._operands[key] = found
        return found

    def declared(self, v):
        """(attribute, op, origin) of v in L."""
        if v.vid in self.explicit:
            a, op = self.explicit[v.vid]
            return a, op, "explicit"
        if any(v is x for x in self.L_iters):
            return "private", None, "predetermined"
        if v.vid in self.declared_inside:
            return "private", None, "predetermined"
        return "shared", None, "implicit"

    def reduction_op(self, v, ran=None, guarded_ran=frozenset()):
        """The operator by which every statement of L that mentions v
        updates it, or None; with `ran` (ids of the statements that ran in
        L at some parameter values) and `guarded_ran` (note_guarded), a
        statement that never accesses v does not count (as in the tool,
        whose statements that never run have no instances)."""
        op = None
        for what in self.mentions[v.vid]:
            if isinstance(what, tuple):
                return None          # a loop counter's update
            if ran is not None and not touched(what, v, ran, guarded_ran):
                continue
            o = update_op(what, v)
            if o is None or (op is not None and o != op):
                return None
            op = o
        # nothing touched v: the copies start at the identity and combine
        # into the value from before unchanged, by any operator
        return ANY_OP if op is None and ran is not None else op


# ---------------------------------------------------------------- execution

class Trace:
    """Events of the variables accessed in L for one parameter assignment."""

    def __init__(self, st, env, watch=None):
        self.st = st
        self.watch = frozenset(v.vid for v in (st.accessed if watch is None else watch))
        self.compiled = st.compiled.setdefault(self.watch, {})
        self.time = 0
        # vid -> cell -> [(time, kind, where)]; where = (inst, iter) or None
        self.events = {vid: {} for vid in self.watch}
        self.instances = []   # dicts: key, end, iters (list in order)
        self.tags = {}        # time -> sync tag, for accesses in atomic/critical
        self.tag_nodes = {}   # time -> node id, for the same accesses
        self.where = None     # (instance key, iteration key) inside L
        self.cur_inst = None
        self.ran_in_L = set()  # ids of the statements that ran in L
        self.guarded_ran = set()  # note_guarded
        self.guarded = st.guarded
        self.ev_nodes = {}    # time -> node id, for the sectioned variables
        # the references (node id, position) of variables with a declared
        # extent that ran in L, and those of them that left it
        self.refs_ran = set()
        self.refs_left = set()
        self.run(st.prog.body, gen.define(st.prog, dict(env)))

    def ev(self, var, kind, cell):
        if var.vid not in self.watch:
            self.time += 1
            return
        self.time += 1
        self.events[var.vid].setdefault(cell, []).append(
            (self.time, kind, self.where))

    def stmt(self, node, env):
        acc = self.compiled.get(node.nid)
        if acc is None:
            # the accesses to watched variables, compiled once per loop
            acc = [(v.vid, kind, [(s.terms, s.const) for s in subs],
                    constant_extents(v) if kind != "K" else (), guards_of(subs),
                    declared_extents(v) if kind != "K" else (), (node.nid, idx))
                   for idx, (v, kind, subs) in enumerate(statement_accesses(node))
                   if v.vid in self.watch]
            self.compiled[node.nid] = acc
        where = self.where
        if where is not None:
            self.ran_in_L.add(node.nid)
            note_guarded(self, node, env)
        events = self.events
        tag = self.st.sync.get(node.nid) if self.st.sync else None
        sections = self.st.sections
        for vid, kind, subs, ext, guards, bounds, ref in acc:
            if guards and not guard_holds(guards, env):
                continue    # the other arm of `?:`
            cell = tuple(c + sum(k * env[n] for n, k in terms) for terms, c in subs)
            self.time += 1
            if bounds and where is not None:
                note_extent(self, bounds, ref, cell, env)
            if ext and not all(0 <= cell[d] < lim for d, lim in ext):
                continue    # outside the array: undefined, no cell of it
            if vid in sections:
                self.ev_nodes[self.time] = node.nid
            if tag is not None:
                self.tags[self.time] = tag
                self.tag_nodes[self.time] = node.nid
            cells = events[vid]
            lst = cells.get(cell)
            if lst is None:
                cells[cell] = [(self.time, kind, where)]
            else:
                lst.append((self.time, kind, where))

    def run(self, block, env):
        st = self.st
        for node in block:
            if isinstance(node, gen.Loop):
                self.loop(node, env)
            elif isinstance(node, gen.If):
                if node.cond.eval(env):
                    self.run(node.then, env)
                elif node.els:
                    self.run(node.els, env)
            elif isinstance(node, gen.BLOCKS):
                self.run(node.body, env)
            else:
                self.stmt(node, env)

    def loop(self, node, env):
        st = self.st
        name = node.var.name
        saved = env.get(name)
        is_L = node is st.L
        is_inner_collapsed = st.collapse > 1 and node is st.L_loops[-1]
        if is_L:
            inst = tuple(env[o.var.name] for o in st.outer)
            # env: the values at the instance's entry (sections)
            self.cur_inst = {"key": inst, "iters": [], "end": None, "env": dict(env)}
            self.instances.append(self.cur_inst)
        v = node.lo.eval(env)
        hi = node.hi.eval(env)
        cmp = node.cmp
        step = loop_step(node, env)
        if step == 0:
            hi, cmp = v, "<"   # a loop that would never end: none (ompfix's assumption)
        while (v < hi if cmp == "<" else v <= hi if cmp == "<=" else
               v >= hi if cmp == ">=" else v > hi):
            env[name] = v
            if is_L and st.collapse == 1 or is_inner_collapsed:
                key = tuple(env[x.name] for x in st.L_iters)
                self.where = (self.cur_inst["key"], key)
                self.cur_inst["iters"].append(key)
            # the counters of loops that a collapse clause joins (of any
            # directive of the function) are written at the start of each
            # iteration of the innermost of them
            if node.nid in st.collapse_outer:
                pass
            elif node.nid in st.collapse_inner:
                for x in st.collapse_inner[node.nid]:
                    self.ev(x, "W", ())
            else:
                self.ev(node.var, "W", ())
            self.run(node.body, env)
            v += step
        if is_L:
            self.time += 1
            self.cur_inst["end"] = self.time
            self.where = None
            self.cur_inst = None
        if saved is None:
            env.pop(name, None)
        else:
            env[name] = saved


# ---------------------------------------------------------------- conditions

KILLED = ("killed", "K", None)


def constant_extents(v):
    """[(dimension, extent)] for the dimensions of v whose extent is a
    constant: an access outside them is undefined behaviour, not an access
    of a cell of v (as the tool takes it: FunctionMaps::accessesOf).
    Fixed-size arrays: every dimension [64]; `double (*q)[32]`: the column."""
    if v.rank == 0:
        return ()
    if v.kind in ("global", "local"):
        return tuple((d, gen.ARRAY_SIZE) for d in range(v.rank))
    if v.kind == "param_ptr" and v.rank == 2 and not v.vla:
        return ((1, gen.Q_COLS),)
    return ()


def declared_extents(v):
    """[(dimension, extent)] of the dimensions of v whose declaration fixes
    the extent, a constant or a parameter's name (`double V[n][m]`: the
    column, m; the first dimension of a parameter is what the caller
    passed, unbounded): where an access leaves them, it is an out-of-bounds
    finding (docs/design/conditions.md, "Accesses outside the declared
    extent")."""
    if v.kind == "param_ptr" and v.rank == 2 and v.vla:
        return ((1, "m"),)
    return constant_extents(v)


def has_cells(bounds, env):
    """Whether the declaration gives the array any cell (a parametric
    extent is positive)."""
    return all((lim if isinstance(lim, int) else env[lim]) >= 1 for _, lim in bounds)


def inside(cell, bounds, env):
    return all(0 <= cell[d] < (lim if isinstance(lim, int) else env[lim])
               for d, lim in bounds)


def note_extent(trace, bounds, ref, cell, env):
    """Notes on `trace` (refs_ran, refs_left) that reference `ref` ran at
    values where its array has cells, and whether `cell` left them."""
    if has_cells(bounds, env):
        trace.refs_ran.add(ref)
        if not inside(cell, bounds, env):
            trace.refs_left.add(ref)


def left_extent_names(node_by_id, refs):
    """The names of the variables of references `refs` (node id,
    position), sorted."""
    return sorted({statement_accesses(node_by_id[nid])[k][0].name
                   for nid, k in refs})


def uninitialised(v):
    """Declared in the function without an initializer (the declaration
    kills it); for-declared counters are written before any read."""
    if v.kind == "local":
        return v.rank > 0 or v.init is None
    return v.kind == "iter"


def tagged_race(evs, tags, tag_nodes, by_key, exclusive):
    """Two accesses to the cell from different iterations of one instance of
    L, one a write, not excluding each other (atomic, critical). Adds to
    `exclusive` the statements (node ids) of such pairs that exclusion alone
    keeps apart."""
    per_inst = {}
    for t, kind, where in evs:
        if kind != "K" and where is not None and where[0] in by_key:
            per_inst.setdefault(where[0], []).append(
                (where[1], kind, tags.get(t), tag_nodes.get(t)))
    for accs in per_inst.values():
        for x in range(len(accs)):
            for y in range(x + 1, len(accs)):
                (i1, k1, g1, n1), (i2, k2, g2, n2) = accs[x], accs[y]
                if i1 != i2 and "W" in (k1, k2):
                    if not excluded(g1, g2):
                        return True
                    exclusive.update([n1, n2])
    return False


# Not attributes: what check_variable finds for expansion. The cells L
# writes are live after it (a copy back is needed), and the last iteration
# does not write every cell between the least and the greatest L touches
# (no copy back can be right).
LIVE_WRITTEN = "live-written"
EXPAND_BOX = "expand-box"
# No iteration writes every cell between the least and the greatest L
# touches (in any instance): no copy per iteration is made.
EXPAND_SCATTERED = "expand-scattered"


def expandable(st, v):
    """Whether the tool's expansion (docs/design/expansion.md) may apply to v: what
    a pointer parameter of one dimension points to (no clause copies it),
    or an array of one dimension (a copy per iteration, where its cells
    needed after L come from different iterations), in a `parallel for`
    outside regions."""
    # (A pointer field, gen.pointer_fields, is no name a rewrite can use.)
    return ((v.kind == "param_ptr" or v.privatizable) and v.rank == 1 and
            getattr(v, "pointer_field_of", None) is None and
            st.L.pragma.directive == "parallel for" and
            st.prog.region_of(st.L) is None)


def expand_fails(st, v, f, final=True):
    """Whether expansion is wrong, by what check_variable found. Nothing
    needed after L (no LIVE_WRITTEN): a slice per thread (an array a
    clause names gets `private` instead). Needed after L: L takes one loop,
    and either the last iteration writes every cell between the least and
    the greatest (no EXPAND_BOX: it copies its slice back; an array a
    clause names gets `lastprivate` then) or L counts by 1 and some
    iteration writes every cell between the least and the greatest (no
    EXPAND_SCATTERED: a copy per iteration). Not `final` (after some of the
    parameters' values), what later values may still add (LIVE_WRITTEN)
    does not fail it yet."""
    if "expand" in f:
        return True
    if LIVE_WRITTEN not in f:
        return v.privatizable and final
    if st.collapse > 1:
        return True
    if EXPAND_BOX not in f and not v.privatizable:
        return False
    return (EXPAND_SCATTERED in f or isinstance(st.L.step, str) or
            abs(st.L.step) != 1)


SECTION = "section"   # not an attribute: a reduction over a declared section fails


def section_fails(st, v, trace, by_key):
    """Whether `reduction(op: c[lo:len])` (or `c[lo]`) fails on this trace:
    the section's cells at each instance's entry are reduced, so every
    access of them in the instance is an update by op; the other cells are
    the shared array's, accessed by two iterations only if neither writes
    (docs/design/conditions.md, condition 5 and condition 1)."""
    lo, length = st.sections[v.vid]
    op = st.explicit[v.vid][1]
    cells_of = {}
    for k, inst in by_key.items():
        env = inst["env"]
        start = lo.eval(env)
        count = 1 if length is None else length.eval(env)
        cells_of[k] = {(c,) for c in range(start, start + count)}
    for cell, evs in trace.events[v.vid].items():
        per_inst = {}
        for t, kind, where in evs:
            if kind == "K" or where is None or where[0] not in by_key:
                continue
            if cell in cells_of[where[0]]:
                if update_op(st.node_by_id[trace.ev_nodes[t]], v) != op:
                    return True
            else:
                per_inst.setdefault(where[0], []).append((where[1], kind))
        for accs in per_inst.values():
            if any(k == "W" for _, k in accs) and len({i for i, _ in accs}) >= 2:
                return True
    return False


def check_variable(st, v, trace, fails):
    """Adds to the set `fails` the attributes v cannot have, by this trace."""
    cells = trace.events[v.vid]
    insts = [i for i in trace.instances if i["iters"]]
    if not insts:
        return
    by_key = {i["key"]: i for i in insts}
    if v.vid in st.sections and SECTION not in fails and \
            section_fails(st, v, trace, by_key):
        fails.add(SECTION)
    # per instance: written cells, cells written by the last iteration,
    # cells whose value from before L some iteration reads
    written = {k: set() for k in by_key}
    last_written = {k: set() for k in by_key}
    orig_read = {k: set() for k in by_key}
    last_iter = {k: i["iters"][-1] for k, i in by_key.items()}
    # the state of a cell before its first event: a value the caller or an
    # initializer gave it, or none (a local declared without initializer;
    # its declaration kills it): reading it then imposes nothing
    initial = KILLED if uninitialised(v) else None
    for cell, evs in cells.items():
        writers = {}
        accessors = {}
        last_w = initial
        for (t, kind, where) in evs:
            if kind == "K":
                last_w = KILLED
                continue
            if where is not None and where[0] in by_key:
                inst, it = where
                accessors.setdefault(inst, set()).add(it)
                if kind == "W":
                    writers.setdefault(inst, set()).add(it)
                    written[inst].add(cell)
                    if it == last_iter[inst]:
                        last_written[inst].add(cell)
                elif last_w is KILLED:
                    pass     # no value to read: nothing to preserve
                else:
                    # the source of this read
                    src = last_w[2] if last_w is not None else None
                    if src is not None and src[0] == inst:
                        if src[1] != it:
                            fails.update(["private", "firstprivate",
                                          "lastprivate", "firstlast",
                                          "conditional", "expand"])
                    else:
                        fails.update(["private", "lastprivate", "conditional",
                                      "expand"])
                        orig_read[inst].add(cell)
            if kind == "W":
                last_w = (t, kind, where)
        if trace.tags and any(t in trace.tags for t, _, _ in evs):
            # atomic or critical accesses: pair by pair; what exclusion alone
            # keeps apart runs in any order, the sequential result only when
            # every such access is an update of v by one reduction operator
            exclusive = set()
            if "shared" not in fails:
                if tagged_race(evs, trace.tags, trace.tag_nodes, by_key,
                               exclusive):
                    fails.add("shared")
                else:
                    parts = construct_parts([st.L], [])
                    ops = {exclusive_op(st.node_by_id[n], v, *parts)
                           for n in exclusive}
                    if None in ops or len(ops) > 1:
                        fails.add("shared")
            continue
        for inst, ws in writers.items():
            if ws and len(accessors[inst]) >= 2:
                fails.add("shared")
    for inst in by_key:
        if orig_read[inst] & written[inst]:
            fails.update(["firstprivate", "firstlast"])
    # expansion (docs/design/expansion.md): a slice per thread holds the cells from
    # 0 to the greatest L touches; a copy back needs the last iteration of
    # every instance to write every cell between the least and the greatest
    # (EXPAND_BOX: it does not)
    if expandable(st, v):
        touched = [cell for cell, evs in cells.items()
                   if any(where is not None and where[0] in by_key
                          for _, kind, where in evs if kind != "K")]
        if any(c[0] < 0 for c in touched):
            fails.add("expand")
        elif touched:
            box = {(c,) for c in range(min(touched)[0], max(touched)[0] + 1)}
            if any(not box <= last_written[k] for k in by_key):
                fails.add(EXPAND_BOX)
            # the cells each iteration (of any instance) writes
            per_iteration = {}
            for cell, evs in cells.items():
                for _, kind, where in evs:
                    if kind == "W" and where is not None and where[0] in by_key:
                        per_iteration.setdefault(where, set()).add(cell)
            if not any(box <= ws for ws in per_iteration.values()):
                fails.add(EXPAND_SCATTERED)
    # liveness after each instance: a cell is live after the instances that
    # end between an event on it and a read of it (or the end of the
    # function, for memory the caller sees)
    untouched_live = v.caller_visible and (v.rank > 0 or not cells)
    ends = sorted((i["end"], i["key"]) for i in insts)
    end_times = [e for e, _ in ends]
    live_after = {i["key"]: set() for i in insts}
    for cell, evs in cells.items():
        prev = -1
        for (t, kind, _) in evs:
            if kind == "R":
                for idx in range(bisect.bisect_right(end_times, prev),
                                 bisect.bisect_left(end_times, t)):
                    live_after[ends[idx][1]].add(cell)
            prev = t
        if v.caller_visible:
            for idx in range(bisect.bisect_right(end_times, prev), len(ends)):
                live_after[ends[idx][1]].add(cell)
    # private and firstprivate: a cell no instance of L writes keeps its
    # value (condition 2 of docs/design/conditions.md, corrected); as the tool, the cells any
    # instance writes count for every instance
    written_any = set().union(*(written[i["key"]] for i in insts)) if insts else set()
    for inst in insts:
        k = inst["key"]
        live = live_after[k]
        if live & written_any:
            fails.update(["private", "firstprivate", LIVE_WRITTEN])
        if untouched_live or not live <= last_written[k]:
            fails.add("lastprivate")
        if not (live & written[k]) <= last_written[k]:
            fails.add("firstlast")


# ---------------------------------------------------------------- regions
#
# A region instance is one execution of a `#pragma omp parallel` statement;
# its body runs once in the sequential execution. Inside it every access gets
# a context (rinst, phase, executor, atomic, critical):
# - phase: the barriers this region instance has passed (explicit barriers,
#   the end of a `for` or a `single` without nowait);
# - executor: ("A",) every thread (code outside worksharing constructs);
#   ("I", loop instance, logical iteration k, counters) an iteration of a
#   `#pragma omp for` (k: its position in the instance, for static pairing);
#   ("O", block instance) a `single`; ("M",) a `master` (thread 0);
# - atomic: inside `#pragma omp atomic`; critical: the name of the enclosing
#   `critical` ("" unnamed) or None.
# Accesses to a worksharing loop's own private copies (its counters unless in
# lastprivate, its private clause) are not recorded: they are other variables.
#
# Two accesses are concurrent when they are in one phase of one region
# instance and may run on two threads: one of them is ALL (even the same
# access: two threads run it); two iterations of different loop instances,
# but for the static pairing (both loops directly in R's body, the same
# schedule(static[, c]), counting up by 1, one trip count: logical iteration
# k on one thread); two different single instances; master and anything but
# master. Per variable v of R (declared outside it, accessed other than
# through a loop's private copies, or named in R's clauses):
# - shared: no race (two concurrent accesses of one cell, one a write, not
#   both atomic, not both in critical of one name), and no order dependence
#   (the pairs only atomic/critical keeps apart are all updates of v by one
#   reduction operator: docs/design/regions.md);
# - private: every read's source (the last write before it, sequentially,
#   where a loop's private copy is v itself) is a write of the same instance
#   of R that the reading thread surely runs (ALL; the same iteration, or
#   any iteration of the same loop statement: a flow between them is the
#   loop's finding; paired iterations; the same single; master and master),
#   or v is a per-thread partial result (RegionStatics.partial_result); and
#   no cell R's instance writes (not through a loop's copies) is read after
#   it before being written again;
# - firstprivate: as private, but a read may also get a value from before
#   R's instance (or no write at all);
# - reduction(op): every statement of R that mentions v (through a loop's
#   private copy too) updates it by op;
# - what a pointer parameter points to: shared, or reduction (over an array
#   section, as for loops).
# Variables declared in R outside its loops have a copy per thread: they are
# listed (private -> none) only when a read's source is another thread's.

RATTRS = ("shared", "private", "firstprivate")


def forward_fails(st, v, trace, env, visiting=frozenset()):
    """_forward_fails, once per trace, variable and `visiting`: a chain asks
    it again for each iteration that reads the link, which without the
    cache grew exponentially with the chain (over half an hour for one
    program of seed 43)."""
    cache = trace.__dict__.setdefault("forward_cache", {})
    key = (v.vid, frozenset(visiting))
    if key not in cache:
        cache[key] = _forward_fails(st, v, trace, env, visiting)
    return cache[key]


def _forward_fails(st, v, trace, env, visiting=frozenset()):
    """Whether forwarding v (docs/design/forwarding.md) fails on this trace: one of
    st.forward_writers(v), W, the same for every trace, must run in L and
    write v exactly once in every iteration of
    every instance of L; the cells W reads, but for L's counter, must not be
    written in that instance of L; and every read of v in L must see the
    write of its own iteration, of the previous iteration, or (in the first
    iteration only) the value from before the instance.
    W may read a scalar that is forwarded itself (a chain, `p2 = p1; p1 =
    a[i];`): its read in W sees the previous iteration's value, which its
    own writer's value there gives; none of `visiting`, the scalars whose
    forwarding this one's is part of."""
    forbidden = visiting | {v.vid}
    ran = [node for node in st.forward_writers(v) if node.nid in trace.ran_in_L]
    if len(ran) > 1 or st._other_writers.get(v.vid, set()) & trace.ran_in_L:
        return True
    if ran:
        # one statement, the same for every parameter value
        W = st._forwarded.setdefault(v.vid, ran[0])
        if W is not ran[0]:
            return True
    elif trace.instances and any(i["iters"] for i in trace.instances):
        return True         # iterations that do not write v
    else:
        return False
    counter = st.L.var
    events = trace.events[v.vid].get((), [])
    writes = {}
    for _, kind, where in events:
        if kind == "W" and where is not None:
            writes[where] = writes.get(where, 0) + 1

    def value_fails(node, inst, it, at, depth, banned=forbidden):
        """Whether what node stores cannot be computed again: it reads L's
        counter, cells not written in this instance of L, and scalars that
        one statement before it in L's body computes so, once in every
        iteration (the operands)."""
        if depth > len(st.accessed):
            return True
        for x, k, subs in statement_accesses(node):
            if k != "R" or x is counter:
                continue
            guards = guards_of(subs)
            if guards and not guard_holds(guards, at):
                continue
            if x.vid in st.read_only:
                continue
            if x.vid in banned or x.vid not in trace.events:
                return True     # not traced: cannot tell
            cell = tuple(s.eval(at) for s in subs)
            if not any(kind == "W" and where is not None and
                       where[0] == inst["key"]
                       for _, kind, where in trace.events[x.vid].get(cell, [])):
                continue
            T, runs = st.operand_writer(x, node)
            if T is None and st.forward_writers(x):
                if chain_fails(x, node, inst, it, at, depth, banned):
                    return True
                continue
            if T is None:
                return True
            if guard_holds(runs, at):
                # T wrote x earlier in this iteration
                if value_fails(T, inst, it, at, depth + 1, banned):
                    return True
            elif not holds_no_value(x, cell, inst, it):
                # The read sees an earlier iteration's x (T does not run
                # here): a link of a chain where x is forwarded itself.
                if not st.forward_writers(x):
                    return True
                if chain_fails(x, node, inst, it, at, depth, banned):
                    return True
        return False

    def holds_no_value(x, cell, inst, it):
        """Whether x holds no value when iteration it of inst starts: its
        declaration (or a kill) comes after every write before the instance,
        and no earlier iteration of it writes x (reading it then imposes
        nothing)."""
        earlier = set(inst["iters"][:inst["iters"].index(it)])
        has_value = not uninitialised(x)
        for t, kind, where in trace.events[x.vid].get(cell, []):
            if t >= inst["end"]:
                break
            if (where is not None and where[0] == inst["key"] and
                    where[1] not in earlier):
                continue    # this iteration or a later one
            if kind == "W":
                has_value = True
            elif kind == "K":
                has_value = False
        return not has_value

    def chain_fails(x, node, inst, it, at, depth, banned):
        """Whether scalar x, read by node (at the level of L's body) in
        iteration it, fails as a link of a chain: x must be forwarded
        itself, its writer must come after node in the body (node reads the
        previous iteration's value), and that writer's value at the
        previous iteration must be computable again (in the first
        iteration, node reads x's value from before L)."""
        if forward_fails(st, x, trace, env, banned):
            return True
        Wx = st._forwarded.get(x.vid)
        if Wx is None:
            return True
        top = {n.nid: k for k, (n, loops) in
               enumerate(st.prog.walk(st.L.body)) if not loops}
        if not (Wx.nid in top and node.nid in top and top[Wx.nid] > top[node.nid]):
            return True
        n = inst["iters"].index(it)
        if n == 0:
            return False
        before = inst["iters"][n - 1]
        at_before = dict(at)
        at_before[counter.name] = before[0]
        # (x's value may not read x either)
        return value_fails(Wx, inst, before, at_before, depth + 1,
                           banned | {x.vid})

    for inst in trace.instances:
        for it in inst["iters"]:
            if writes.get((inst["key"], it)) != 1:
                return True
            # the cells e reads in this iteration: L's counter and the outer
            # loops' at their values, the parameters as they are
            at = dict(env)
            for o, value in zip(st.outer, inst["key"]):
                at[o.var.name] = value
            at[counter.name] = it[0]
            if value_fails(W, inst, it, at, 0):
                return True
    # where each read of v in L gets its value
    index = {}
    for inst in trace.instances:
        for n, it in enumerate(inst["iters"]):
            index[(inst["key"], it)] = (inst, n)
    last = None   # the last write or kill before, with where
    for _, kind, where in events:
        if kind in ("W", "K"):
            last = where
            continue
        if where is None:
            continue
        inst, n = index[where]
        if last == where:
            continue
        if last is not None and last[0] == inst["key"]:
            m = index[last][1]
            if m == n - 1:
                continue
            return True
        if n != 0:
            return True
    return False


def operand_is(node, v):
    """Is the operand of the update `node` (e in x op= e, x = x op e,
    x = e op x, the max/min forms) exactly a read of the scalar v?"""
    if node.op == "++" or node.rhs is None:
        return False
    e = node.rhs
    if node.op == "=" and not isinstance(node, gen.MinMax):
        target = node.lhs.c()
        if isinstance(e.left, gen.Read) and e.left.ref.c() == target:
            e = e.right
        else:
            e = e.left
    return isinstance(e, gen.Read) and e.ref.var is v and not e.ref.subs


class RegionStatics:
    """What the oracle needs to know about one parallel region R."""

    def __init__(self, prog, R, outer):
        self.prog, self.R, self.outer = prog, R, outer
        self.body = gen.region_body(R)
        self.clauses = getattr(R, "clauses", [])
        self.explicit = {}
        for kind, v in self.clauses:
            op = {"reduction+": "+", "reduction*": "*", "reductionmax": "max",
                  "reductionmin": "min"}.get(kind)
            self.explicit[v.vid] = (CLAUSE_ATTR[kind], op)
        self.clause_vars = {v.vid: v for _, v in self.clauses}
        self.declared_inside = gen.region_private(prog, R) - set(self.explicit)
        self.accessed = []
        self.mentions = {}
        # per worksharing loop: the vids of its private copies
        self.ws_private = {}

        def note(v, what):
            if v.vid in self.declared_inside:
                return
            if v.vid not in self.mentions:
                self.mentions[v.vid] = []
                self.accessed.append(v)
            self.mentions[v.vid].append(what)

        # the statements of R: node id -> node, who runs them ("A" every
        # thread, "I" a loop's iterations, "O" one thread), the vids that are
        # a loop's private copies there
        self.nodes = {}
        # vid -> statements of R that touch it, through a loop's copies too
        # (in the sequential execution a write of a loop's private copy is
        # a write of the variable, which code after the loop may read), but
        # for reads of a loop's private copy or counter: the loop's own
        self.red_mentions = {}
        self.part = {}
        self.skip_at = {}
        self.seq_counters = set()

        def rec(block, skip, part="A"):
            for node in block:
                if isinstance(node, gen.Loop):
                    inner = skip
                    inner_part = part
                    if node.pragma is not None:
                        inner_part = "I"
                        own = {node.var.vid} | {v.vid for k, v in node.pragma.clauses
                                                if k == "private"}
                        if node.pragma.collapse > 1:
                            own.add(node.body[0].var.vid)
                        # a counter in lastprivate: its last value reaches
                        # the original, whose accesses these are
                        own -= {v.vid for k, v in node.pragma.clauses
                                if k.startswith("lastprivate")}
                        self.ws_private[node.nid] = frozenset(own)
                        inner = skip | own
                        for lp in [node] + ([node.body[0]] if node.pragma.collapse > 1 else []):
                            if lp.var.vid not in inner:
                                note(lp.var, ("iter", lp.var))
                    elif node.var.vid not in skip:
                        note(node.var, ("iter", node.var))
                        self.seq_counters.add(node.var.vid)
                    rec(node.body, inner, inner_part)
                elif isinstance(node, (gen.Assign, gen.Decl)):
                    self.nodes[node.nid] = node
                    self.part[node.nid] = part
                    self.skip_at[node.nid] = skip
                    written = {x.vid for x, k, _ in statement_accesses(node) if k == "W"}
                    for v in {x.vid for x, _, _ in statement_accesses(node)}:
                        if v not in skip or v in written:
                            self.red_mentions.setdefault(v, []).append(node)
                    for v, _, _ in statement_accesses(node):
                        if v.vid not in skip:
                            note(v, node)
                    for v, _, _ in _statement_accesses(node):
                        if v.kind == "alias" and v.vid not in skip:
                            note(v, node)
                else:
                    sub_part = "O" if isinstance(node, (gen.Single, gen.Master)) else part
                    for sub in gen.child_blocks(node):
                        rec(sub, skip, sub_part)
        rec(self.body, frozenset())
        self._partial = {}
        self._plain = {}
        self._loop_mentions = {}
        self.guarded = {}   # note_guarded's cache
        # variables declared in R outside its worksharing loops: a copy per
        # thread, checked as private (the reads only: they die with R)
        self.locals = []

        def rec_locals(block):
            for node in block:
                if isinstance(node, gen.Decl):
                    self.locals.append(node.var)
                elif isinstance(node, gen.Loop) and node.pragma is not None:
                    continue
                for sub in gen.child_blocks(node):
                    rec_locals(sub)
        rec_locals(self.body)
        # parameters the program uses
        names = set()
        for node, _ in prog.walk():
            if isinstance(node, gen.Loop):
                names.update(node.lo.names() + node.hi.names())
                if isinstance(node.step, str):
                    names.add(node.step)
                for lo, length in (node.pragma.sections.values()
                                   if node.pragma is not None else ()):
                    names.update(lo.names() + (length.names() if length else []))
            elif isinstance(node, gen.If):
                names.update(node.cond.names())
            for v, _, subs in statement_accesses(node):
                for s in subs:
                    names.update(s.names())
                for cond, _ in guards_of(subs):
                    names.update(cond.names())
        # (a parametric extent, as for loops: out-of-bounds accesses of the
        # region's own code)
        for v in self.accessed:
            names.update(lim for _, lim in declared_extents(v) if isinstance(lim, str))
        self.params = gen.param_deps(prog, names)
        self.sync = sync_tags(prog)
        self.node_by_id = {node.nid: node for node, _ in prog.walk()}
        # worksharing loops directly in R's body (those static pairing
        # applies to), with their schedule when it is static and they count
        # up by 1
        self.pairable = {}
        for node in self.body:
            if isinstance(node, gen.Loop) and node.pragma is not None:
                sched = [e for e in node.pragma.extras if e.startswith("schedule(static")]
                loops = [node] + ([node.body[0]] if node.pragma.collapse > 1 else [])
                if sched and all(lp.step == 1 for lp in loops):
                    self.pairable[node.nid] = sched[0]

    def declared(self, v):
        if v.vid in self.explicit:
            a, op = self.explicit[v.vid]
            return a, op, "explicit"
        return "shared", None, "implicit"

    def marks_flow(self):
        """The old shape (a `for` with REGION_EXTRAS in a region of its own):
        its snippets touch only `int marks_ = 0`, declared in the region (a
        copy per thread). ['marks_'] when a snippet reads marks_ (master,
        critical, atomic, a section, the code after a nowait loop: all
        `marks_ += 1`) whose value the previous snippet that writes it
        (single: `marks_ = 1`, barrier_master: `marks_ = 2`, or a reader)
        left on a thread the reader may not be: a single or a section, or
        master for a reader that is not master. Else []."""
        extras = getattr(getattr(self.R, "pragma", None), "region_extras", None) or []
        runs = {"master": "M", "barrier_master": "M", "single": "O1", "sections": "O2",
                "critical": "A", "atomic": "A", "nowait_then_code": "A"}
        reads = {"master", "critical", "atomic", "sections", "nowait_then_code"}
        order = [x for x in extras if x != "nowait_then_code"] + \
            [x for x in extras if x == "nowait_then_code"]
        source = "A"            # the declaration, by every thread
        for x in order:
            if x in reads and source != "A" and source != runs[x]:
                return ["marks_"]
            source = runs[x]
        return []

    def partial_result(self, v):
        """Does v, with a copy per thread, hold each thread's partial result
        of one reduction operator, combined once per thread by it? (Every
        statement of R that touches v is: `v = <identity>` run by every
        thread, `v op= e` in a worksharing loop, or `x op= v` run by every
        thread with no other variable; at least one of the first two kinds.)
        Then a read of another thread's iterations' value does no harm:
            local = 0.0;  #pragma omp for ... local += a[i];
            #pragma omp critical
            s += local;"""
        if v.vid not in self._partial:
            self._partial[v.vid] = self._is_partial(v)
        return self._partial[v.vid]

    def _is_partial(self, v):
        if v.rank != 0 or v.vid in self.seq_counters:
            return False
        ops = set()
        starts = []
        updated = False
        for nid, node in self.nodes.items():
            skip = self.skip_at[nid]
            accs = [(x, k) for x, k, _ in statement_accesses(node) if x.vid not in skip]
            reads = sum(1 for x, k in accs if x is v and k == "R")
            writes = sum(1 for x, k in accs if x is v and k == "W")
            if not reads and not writes:
                continue
            part = self.part[nid]
            target = resolve(node.lhs.var, node.lhs.subs)[0] \
                if isinstance(node, gen.Assign) else None
            op = update_op(node, target) if target is not None else None
            others = sum(1 for x, k in accs if x is not v and x is not target)
            if op is not None and target is v:
                if part != "I":
                    return False
                ops.add(op)
                updated = True
            elif writes and not reads:
                if part != "A":
                    return False
                starts.append(node.rhs.value if isinstance(node.rhs, gen.Const) else None)
            elif not writes and op is not None and others == 0 and \
                    operand_is(node, v):
                if part != "A":
                    return False
                ops.add(op)
            else:
                return False
        if len(ops) != 1 or not updated or not starts:
            return False
        op = ops.pop()
        identity = {"+": 0.0, "*": 1.0}.get(op)
        return all(s is not None and (identity is None or s == identity) for s in starts)

    def plain_writers(self, v):
        """The statements of R that write v without reading it and are no
        update of it (`v = e`): under reduction(op) each writes its
        thread's copy, which is no failure while nothing after the region
        reads the cell it writes (check_region_variable: 'redlive')."""
        if v.vid in self._plain:
            return self._plain[v.vid]
        return self._plain.setdefault(v.vid, {
            node.nid for node in self.red_mentions.get(v.vid, [])
            if update_op(node, v) is None and
            all(k != "R" for x, k, _ in statement_accesses(node) if x is v) and
            any(k == "W" for x, k, _ in statement_accesses(node) if x is v)})

    def reduction_op(self, v, plain_ok=False, ran=None):
        """The operator when every statement of R that touches v (through a
        loop's copies too, but for reads of a private one) updates it by one
        operator (with plain_ok,
        but for plain_writers), at least one does, and no sequential loop of
        R counts with it. With `ran` (a pair: RegionTrace.ran_in_R and
        guarded_ran, at any parameter values), the statements that never
        touched v in R are left out: they touch no copy."""
        op = None
        if any(isinstance(w, tuple) for w in self.mentions.get(v.vid, [])):
            return None
        plain = self.plain_writers(v) if plain_ok else set()
        untouched = True
        for what in self.red_mentions.get(v.vid, []):
            if ran is not None and not touched(what, v, *ran):
                continue
            untouched = False
            if what.nid in plain:
                continue
            o = update_op(what, v)
            if o is None or (op is not None and o != op):
                return None
            op = o
        # (as for loops: nothing touched v)
        return ANY_OP if untouched and ran is not None else op


    def loop_mentions(self, L):
        """loop_mentions(prog, L), once per loop."""
        if L.nid not in self._loop_mentions:
            self._loop_mentions[L.nid] = loop_mentions(self.prog, L)
        return self._loop_mentions[L.nid]


class RegionTrace:
    """The events of the watched variables for one parameter assignment:
    the whole function runs sequentially, accesses inside R carry their
    context (see above); outside R the context is None. Events: (time,
    kind, context, statement node id); kind R, W, K, or r, w for the
    accesses of a worksharing loop's private copies (no races, no region
    write; in the sequential execution they are reads and writes of the
    cell all the same: sources, liveness)."""

    def __init__(self, rs, env, watch, gaps=()):
        self.rs = rs
        self.watch = frozenset(v.vid for v in watch)
        self.master_as_single = "master" in gaps
        self.instances_ordered = "instances" in gaps
        self.first_li = {}       # (region instance, loop nid) -> loop instance
        self.time = 0
        self.events = {vid: {} for vid in self.watch}
        self.compiled = {}
        self.cur = None          # the context of accesses now
        self.skip = frozenset()
        self.rinst = 0
        self.region_end = {}     # region instance -> time of its end
        self.loops = []          # loop instances: [node nid, pairable sched, trip]
        self.blocks = 0          # single (and master_as_single) instances
        self.whole = []          # (vid, event) of every cell (ev_whole)
        self.ran_in_R = set()    # ids of the statements that ran in R
        self.guarded_ran = set()  # note_guarded
        self.guarded = rs.guarded
        # (vid, time) of the copying of a worksharing loop's clause on a
        # variable the loop never mentions: the fix removes the clause, so
        # the copying is no source or read under the fixed region's clause
        # (check_region_variable), only a race of the program as written
        self.unused_copies = set()
        # the references (node id, position) of variables with a declared
        # extent that ran in R's own code (its worksharing loops' accesses
        # are theirs), and those of them that left it
        self.refs_ran = set()
        self.refs_left = set()
        self.run(rs.prog.body, gen.define(rs.prog, dict(env)))
        self.finish_whole()

    def set_ctx(self, **kw):
        rinst, phase, exe, atomic, crit = self.cur
        d = dict(rinst=rinst, phase=phase, exe=exe, atomic=atomic, crit=crit)
        d.update(kw)
        self.cur = (d["rinst"], d["phase"], d["exe"], d["atomic"], d["crit"])

    def ev(self, var, kind, cell, nid):
        self.time += 1
        if var.vid in self.watch:
            if var.vid in self.skip:
                kind = kind.lower()
            self.events[var.vid].setdefault(cell, []).append(
                (self.time, kind, self.cur, nid))

    def ev_whole(self, vid, kind, ctx, nid, unused=False):
        """An access of every cell of a watched variable (a worksharing
        loop's copy made or given back): kept apart, merged into the cells
        that have events once the function has run (finish_whole); a cell
        with no other event meets nothing."""
        self.time += 1
        if vid in self.watch:
            self.whole.append((vid, (self.time, kind, ctx, nid)))
            if unused:
                self.unused_copies.add((vid, self.time))

    def finish_whole(self):
        touched = set()
        for vid, e in self.whole:
            for cell, evs in self.events[vid].items():
                evs.append(e)
                touched.add((vid, cell))
        for vid, cell in touched:
            self.events[vid][cell].sort(key=lambda e: e[0])

    def stmt(self, node, env):
        acc = self.compiled.get(node.nid)
        if acc is None:
            acc = [(v.vid, kind, [(s.terms, s.const) for s in subs],
                    constant_extents(v) if kind != "K" else (), guards_of(subs),
                    declared_extents(v) if kind != "K" else (), (node.nid, idx))
                   for idx, (v, kind, subs) in enumerate(statement_accesses(node))
                   if v.vid in self.watch]
            self.compiled[node.nid] = acc
        events = self.events
        cur = self.cur
        skip = self.skip
        nid = node.nid
        if cur is not None:
            self.ran_in_R.add(nid)
            note_guarded(self, node, env)
        own = cur is not None and cur[2][0] != "I"
        for vid, kind, subs, ext, guards, bounds, ref in acc:
            if guards and not guard_holds(guards, env):
                continue    # the other arm of `?:`
            self.time += 1
            if vid in skip and kind != "K":
                kind = kind.lower()
            cell = tuple(c + sum(k * env[n] for n, k in terms) for terms, c in subs)
            if bounds and own:
                note_extent(self, bounds, ref, cell, env)
            if ext and not all(0 <= cell[d] < lim for d, lim in ext):
                continue    # outside the array: undefined, no cell of it
            events[vid].setdefault(cell, []).append((self.time, kind, cur, nid))

    def run(self, block, env):
        for node in block:
            if node is self.rs.R and self.cur is None:
                self.rinst += 1
                self.cur = (self.rinst, 0, ("A",), False, None)
                self.run(self.rs.body, env)
                self.time += 1
                self.region_end[self.rinst] = self.time
                self.cur = None
            elif isinstance(node, gen.Region):
                self.run(node.body, env)
            elif isinstance(node, gen.Loop):
                if node.pragma is not None and self.cur is not None:
                    self.ws_loop(node, env)
                else:
                    self.loop(node, env)
            elif isinstance(node, gen.If):
                if node.cond.eval(env):
                    self.run(node.then, env)
                elif node.els:
                    self.run(node.els, env)
            elif self.cur is None:
                if isinstance(node, gen.BLOCKS):
                    self.run(node.body, env)
                elif not isinstance(node, gen.Barrier):
                    self.stmt(node, env)
            elif isinstance(node, gen.Single) or \
                    (isinstance(node, gen.Master) and self.master_as_single):
                saved = self.cur[2]
                self.blocks += 1
                self.set_ctx(exe=("O", self.blocks))
                self.run(node.body, env)
                self.set_ctx(exe=saved)
                if isinstance(node, gen.Single) and not node.nowait:
                    self.set_ctx(phase=self.cur[1] + 1)
            elif isinstance(node, gen.Master):
                saved = self.cur[2]
                self.set_ctx(exe=("M",))
                self.run(node.body, env)
                self.set_ctx(exe=saved)
            elif isinstance(node, gen.Critical):
                saved = self.cur[4]
                self.set_ctx(crit=node.name)
                self.run(node.body, env)
                self.set_ctx(crit=saved)
            elif isinstance(node, gen.Atomic):
                self.set_ctx(atomic=True)
                self.run(node.body, env)
                self.set_ctx(atomic=False)
            elif isinstance(node, gen.Barrier):
                self.set_ctx(phase=self.cur[1] + 1)
            else:
                self.stmt(node, env)

    @staticmethod
    def iterate(node, env):
        v = node.lo.eval(env)
        hi = node.hi.eval(env)
        cmp = node.cmp
        step = loop_step(node, env)
        if step == 0:
            return   # a loop that would never end: none (ompfix's assumption)
        while (v < hi if cmp == "<" else v <= hi if cmp == "<=" else
               v >= hi if cmp == ">=" else v > hi):
            yield v
            v += step

    def loop(self, node, env):
        """A sequential loop: its counter is written at each iteration's
        start."""
        name = node.var.name
        saved = env.get(name)
        for v in self.iterate(node, env):
            env[name] = v
            self.ev(node.var, "W", (), node.nid)
            self.run(node.body, env)
        if saved is None:
            env.pop(name, None)
        else:
            env[name] = saved

    def ws_loop(self, node, env):
        """A `#pragma omp for` loop of R: one loop instance; its counters are
        private copies (not recorded), but in lastprivate (written at the
        start of each iteration, the innermost one with collapse)."""
        rs = self.rs
        li = len(self.loops)
        info = [node.nid, rs.pairable.get(node.nid), 0]
        self.loops.append(info)
        self.first_li.setdefault((self.cur[0], node.nid), li)
        saved_exe, saved_skip = self.cur[2], self.skip
        loops = [node] + ([node.body[0]] if node.pragma.collapse > 1 else [])
        copy_in, copy_out, combine = loop_copies(node, {lp.var.vid for lp in loops})
        mentioned = rs.loop_mentions(node)
        self.skip = saved_skip | rs.ws_private[node.nid] | copy_in | copy_out | \
            frozenset(combine)
        saved = {lp.var.name: env.get(lp.var.name) for lp in loops}
        k = [0]
        last = [None]

        def rec(depth):
            lp = loops[depth]
            for v in self.iterate(lp, env):
                env[lp.var.name] = v
                if depth + 1 < len(loops):
                    rec(depth + 1)
                    continue
                key = tuple(env[x.var.name] for x in loops)
                self.set_ctx(exe=("I", li, k[0], key))
                last[0] = self.cur
                k[0] += 1
                for x in loops:
                    # a counter that is no private copy (lastprivate)
                    self.ev(x.var, "W", (), x.nid)
                # the thread running the iteration made its firstprivate
                # copies from every cell (at the loop's start); one
                # iteration stands for all where no static pairing tells
                # them apart (region_race: one bucket per loop instance)
                each = k[0] == 1 or info[1] is not None
                for vid in (copy_in if each else ()):
                    self.ev_whole(vid, "R", self.cur, node.nid, vid not in mentioned)
                self.run(lp.body, env)
                # and combines its reduction copies into the cells at the
                # loop's end, one thread at a time
                for vid, op in (combine.items() if each else ()):
                    ctx = self.cur[:3] + ("combine",) + self.cur[4:]
                    self.ev_whole(vid, "R", ctx, ("combine", op), vid not in mentioned)
                    self.ev_whole(vid, "W", ctx, ("combine", op), vid not in mentioned)
        rec(0)
        info[2] = k[0]
        # the thread running the sequentially last iteration copies its
        # lastprivate copies out to every cell
        if last[0] is not None:
            for vid in copy_out:
                self.ev_whole(vid, "W", last[0], node.nid, vid not in mentioned)
        for name, v in saved.items():
            if v is None:
                env.pop(name, None)
            else:
                env[name] = v
        self.skip = saved_skip
        self.set_ctx(exe=saved_exe)
        if "nowait" not in node.pragma.extras:
            self.set_ctx(phase=self.cur[1] + 1)

    # -- the relations between two contexts

    def bucket(self, ctx):
        """Accesses of one bucket never run on two threads at once, but for
        the bucket of code every thread runs."""
        exe = ctx[2]
        if exe[0] == "I":
            if self.instances_ordered:
                # (a known gap of the tool: the instances of one loop
                # statement taken as one)
                return ("I", self.first_li[(ctx[0], self.loops[exe[1]][0])])
            return ("I", exe[1])
        return exe[:2]

    def paired(self, li1, li2):
        a, b = self.loops[li1], self.loops[li2]
        return li1 != li2 and a[1] is not None and a[1] == b[1] and a[2] == b[2]

    def same_loop(self, src, rd):
        """Are both in iterations of one instance of a worksharing loop? A
        flow between them is the loop's finding (its entry), not the
        region's. (A flow from one instance of the loop to a later one, in
        a sequential loop of the region, is the region's: the loop checks
        each instance alone.)"""
        return src[2][0] == "I" and rd[2][0] == "I" and src[2][1] == rd[2][1]

    def same_thread(self, src, rd):
        """Does the thread that runs `rd` surely run `src` (same region
        instance)?"""
        e1, e2 = src[2], rd[2]
        if e1[0] == "A":
            return True
        if e1[0] != e2[0]:
            return False
        if e1[0] == "I":
            if e1[1] == e2[1]:
                return e1[3] == e2[3]
            return self.paired(e1[1], e2[1]) and e1[2] == e2[2]
        return e1 == e2          # one single instance, or both master


def loop_copies(node, counters):
    """The variables of which worksharing loop `node` makes copies that
    touch the variable itself (docs/design/regions.md): (firstprivate: the
    vids copied in, lastprivate: copied out, {vid: op} reduced). The
    loop's accesses of them are the copies' (no races); the copying is
    the variable's. Not its counters (their own events), nor a pointer
    parameter (the clause copies the pointer: its cells stay shared), nor
    a reduction over a section (its cells' accesses stay as they are)."""
    copy_in, copy_out, combine = set(), set(), {}
    for kind, v in node.pragma.clauses:
        if v.vid in counters or not v.privatizable or v.vid in node.pragma.sections:
            continue
        if kind == "firstprivate":
            copy_in.add(v.vid)
        elif kind.startswith("lastprivate"):
            copy_out.add(v.vid)
        elif kind.startswith("reduction"):
            combine[v.vid] = kind[len("reduction"):]
    return frozenset(copy_in), frozenset(copy_out), combine


def sync_class(ctx):
    if ctx[3] == "combine":
        return "combine"
    return "atomic" if ctx[3] else ("crit", ctx[4]) if ctx[4] is not None else "plain"


def kept_apart(a, b):
    """Do two accesses of these sync classes exclude each other (both
    atomic, both in critical constructs of one name, or two threads
    combining their reduction copies into the variable)?"""
    if a == b and a in ("atomic", "combine"):
        return True
    return isinstance(a, tuple) and a == b


def region_race(trace, evs, exclusive):
    """A race among the accesses `evs` to one cell: (e1, e2) or None. Adds to
    `exclusive` the statements (node ids) of the concurrent pairs, one a
    write, that atomic or critical alone keeps apart, with an access of
    each."""
    groups = {}
    for e in evs:
        ctx = e[2]
        if ctx is not None and e[1] in ("R", "W"):
            groups.setdefault((ctx[0], ctx[1]), []).append(e)
    for grp in groups.values():
        if all(e[1] != "W" for e in grp):
            continue
        # per bucket, per logical iteration (static pairing), per (kind,
        # sync class): the first access of each statement
        buckets = {}
        for e in grp:
            b = trace.bucket(e[2])
            k = e[2][2][2] if b[0] == "I" else None
            item = (e[1], sync_class(e[2]))
            per_k = buckets.setdefault(b, {}).setdefault(k, {})
            per_k.setdefault(item, {}).setdefault(e[3], e)
        keys = list(buckets)
        for x in range(len(keys)):
            for y in range(x, len(keys)):
                b1, b2 = keys[x], keys[y]
                if b1 == b2 and b1 != ("A",):
                    continue      # one loop instance, one single, master
                pairs = b1[0] == "I" and b2[0] == "I" and trace.paired(b1[1], b2[1])
                for k1, s1 in buckets[b1].items():
                    for k2, s2 in buckets[b2].items():
                        if pairs and k1 == k2:
                            continue
                        for i1, es1 in s1.items():
                            for i2, es2 in s2.items():
                                if i1[0] != "W" and i2[0] != "W":
                                    continue
                                if not kept_apart(i1[1], i2[1]):
                                    return next(iter(es1.values())), next(iter(es2.values()))
                                if i1[1] == "combine":
                                    continue    # one at a time, any order: a reduction
                                for e in list(es1.values()) + list(es2.values()):
                                    exclusive.setdefault(e[3], e)
    return None


def describe_ctx(trace, ctx):
    exe = ctx[2]
    if exe[0] == "A":
        who = "every thread"
    elif exe[0] == "I":
        who = "iteration %s of loop instance %d" % (",".join(map(str, exe[3])), exe[1])
    elif exe[0] == "O":
        who = "single instance %d" % exe[1]
    else:
        who = "master"
    tags = (" combining its reduction copy" if ctx[3] == "combine" else
            " atomic" if ctx[3] else "") + \
        (" critical(%s)" % ctx[4] if ctx[4] is not None else "")
    return "%s, phase %d%s" % (who, ctx[1], tags)


def check_region_variable(rs, v, trace, fails, witness, order_ops):
    """Adds to `fails` the conditions v fails in R, by this trace: 'shared'
    (a race, or an order dependence), 'flow' (a read in R whose source is a
    write of R's instance that the reading thread may not run: private and
    firstprivate fail, but for a partial result), 'livein' (a read whose
    source is before R's instance, or no write at all: private fails),
    'liveout' (a cell that R's instance writes is read after it: private
    and firstprivate fail). The first witness of each goes to witness[(vid,
    condition)]. order_ops: the reduction operators of the statements that
    atomic or critical alone keep apart, so far (None for a statement that
    is no update of v)."""
    cells = trace.events[v.vid]
    initial = KILLED if uninitialised(v) else None
    plain = rs.plain_writers(v) if "redlive" not in fails else set()
    for cell, evs in cells.items():
        cname = v.name + "".join("[%d]" % c for c in cell)
        if plain and "redlive" not in fails and \
                plain_write_live(trace, v, evs, plain):
            fails.add("redlive")
        if "shared" not in fails:
            exclusive = {}
            race = region_race(trace, evs, exclusive)
            if race:
                fails.add("shared")
                e1, e2 = race
                witness[(v.vid, "shared")] = "race on %s: %s (%s) and %s (%s)" % (
                    cname, "write" if e1[1] == "W" else "read", describe_ctx(trace, e1[2]),
                    "write" if e2[1] == "W" else "read", describe_ctx(trace, e2[2]))
            for nid, e in exclusive.items():
                node = rs.nodes.get(nid)
                op = exclusive_op(node, v, *construct_parts(
                    rs.body, rs.R.clauses)) \
                    if node is not None else None
                # (Instances of one statement that leave one result, alone
                # on this cell: nothing to order with the other cells'
                # updates, as the tool pairs accesses of one cell.)
                if len(exclusive) == 1 and isinstance(op, tuple):
                    continue
                order_ops.add(op)
                if op is None or len(order_ops) > 1:
                    fails.add("shared")
                    witness.setdefault((v.vid, "shared"), (
                        "order dependence on %s: %s (%s) is kept apart from the "
                        "others by atomic/critical alone, and the updates are not "
                        "all of one reduction operator" % (
                            cname, "write" if e[1] == "W" else "read",
                            describe_ctx(trace, e[2]))))
        if {"flow", "livein", "liveout"} <= fails:
            continue
        last_w = initial
        written_in = set()
        for ev in evs:
            t, kind, ctx, _ = ev
            if (v.vid, t) in trace.unused_copies:
                continue
            if kind == "K":
                last_w = KILLED
                continue
            if kind == "R" and ctx is not None and last_w is not KILLED:
                src = last_w[2] if last_w is not None else None
                if src is not None and src[0] == ctx[0]:
                    if not trace.same_thread(src, ctx) and not trace.same_loop(src, ctx):
                        fails.add("flow")
                        witness.setdefault((v.vid, "flow"), "%s read (%s) from a write (%s)" % (
                            cname, describe_ctx(trace, ctx), describe_ctx(trace, src)))
                else:
                    fails.add("livein")
            elif kind in ("W", "w"):
                last_w = ev
                if kind == "W" and ctx is not None:
                    written_in.add(ctx[0])
        if written_in and "liveout" not in fails:
            # written by a region instance and live after it: the next event
            # after its end is a read (the end of the function for memory
            # the caller sees); an unused clause's copying, which the fix
            # removes, reads nothing
            kept = [e for e in evs if (v.vid, e[0]) not in trace.unused_copies]
            times = [e[0] for e in kept]
            for rid in written_in:
                idx = bisect.bisect_right(times, trace.region_end[rid])
                live = kept[idx][1] in ("R", "r") if idx < len(kept) else v.caller_visible
                if live:
                    fails.add("liveout")
                    break


def loop_mentions(prog, L):
    """The vids that loop L mentions, as Statics notes them: its counters
    and those of the loops inside it, the variables its statements access,
    and the aliases they access through."""
    vids = {L.var.vid} | ({L.body[0].var.vid} if L.pragma is not None and
                          L.pragma.collapse > 1 else set())
    for node, _ in prog.walk(L.body):
        if isinstance(node, gen.Loop):
            vids.add(node.var.vid)
        elif isinstance(node, (gen.Assign, gen.Decl)):
            vids.update(v.vid for v, _, _ in statement_accesses(node))
            vids.update(v.vid for v, _, _ in _statement_accesses(node)
                        if v.kind == "alias")
    return vids


def plain_write_live(trace, v, evs, plain):
    """Whether a write of this cell by one of the statements `plain` (node
    ids) in a region instance is followed by a read of the cell after the
    instance's end (the end of the function for memory the caller sees):
    under reduction(op), the read would see the copies combined with the
    value from before, not that write's."""
    times = [e[0] for e in evs]
    for e in evs:
        if e[1] in ("W", "w") and e[2] is not None and e[3] in plain:
            idx = bisect.bisect_right(times, trace.region_end[e[2][0]])
            if (evs[idx][1] in ("R", "r")) if idx < len(evs) else v.caller_visible:
                return True
    return False


def check_local_reads(v, trace, fails, witness):
    """A variable declared in R: adds 'flow' to `fails` when a read of it
    gets its value from a write another thread may run (each thread has its
    own copy)."""
    for cell, evs in trace.events[v.vid].items():
        last_w = KILLED
        for ev in evs:
            t, kind, ctx, _ = ev
            if kind == "K":
                last_w = KILLED
            elif kind in ("W", "w"):
                last_w = ev
            elif kind == "R" and ctx is not None and last_w is not KILLED and last_w[2] is not None \
                    and last_w[2][0] == ctx[0] and not trace.same_thread(last_w[2], ctx) \
                    and not trace.same_loop(last_w[2], ctx):
                fails.add("flow")
                witness.setdefault((v.vid, "flow"), "%s read (%s) from a write (%s)" % (
                    v.name, describe_ctx(trace, ctx), describe_ctx(trace, last_w[2])))
                return


def region_holds(rs, v, fails, attr):
    """Does attribute attr (shared, private, firstprivate) hold for v, by
    the conditions it failed?"""
    if attr == "shared":
        return "shared" not in fails
    flow = "flow" in fails and not rs.partial_result(v)
    if attr == "private":
        return not (flow or "livein" in fails or "liveout" in fails)
    return not (flow or "liveout" in fails)


# Deviations from the semantics above that the oracle can take on request
# (analyse(..., gaps=...)), to tell whether a disagreement is explained by a
# known gap of the tool (run.py's KNOWN_GAPS):
GAPS = {
    "master": "master blocks taken as single blocks (not as thread 0)",
    "instances": "the instances of one worksharing loop statement (nowait, "
                 "in a sequential loop of the region) taken as one instance",
}


def analyse_region(prog, R, outer, param_values=None, deadline=None,
                   master_as_single=False, gaps=()):
    """The oracle's entry for region R: {'verdict', 'directive': 'parallel',
    'variables': {name: [{declared, required, status}]}, 'races': {name:
    witness}, 'complete', 'largest'}. gaps: names from GAPS (master_as_single
    is gaps=('master',))."""
    gaps = set(gaps) | ({"master"} if master_as_single else set())
    rs = RegionStatics(prog, R, outer)
    fails = {v.vid: set() for v in rs.accessed + rs.locals}
    order_ops = {v.vid: set() for v in rs.accessed}
    witness = {}
    complete = True
    largest = 0
    ran = False     # whether some parameter values run the region
    ran_stmts, guarded_ran = set(), set()   # what ran in R, at any values
    # out-of-bounds references of R's own code, as for loops (analyse_loop)
    refs_ran, refs_inside = set(), set()
    for env in param_assignments(rs.params, param_values):
        # (the reductions as the statements that ran so far decide them: a
        # statement that runs later can only take one away)
        so_far = (ran_stmts, guarded_ran)
        active = [v for v in rs.accessed
                  if any(region_holds(rs, v, fails[v.vid], a) for a in RATTRS) or
                  ("redlive" not in fails[v.vid] and rs.plain_writers(v) and
                   rs.reduction_op(v, plain_ok=True, ran=so_far) is not None)] + \
            [v for v in rs.locals if region_holds(rs, v, fails[v.vid], "private")]
        # reductions that rest on which statements run: traced on, so that
        # the statements that run at later values count
        claimed = [v for v in rs.accessed if v not in active and
                   rs.reduction_op(v, plain_ok="redlive" not in fails[v.vid],
                                   ran=so_far) is not None]
        if not active and not claimed and not (refs_ran - refs_inside):
            ran = True      # (something failed: the region ran)
            break
        if deadline is not None and time.time() > deadline:
            complete = False
            break
        bounded = [v for v in rs.accessed
                   if declared_extents(v) and v not in active + claimed]
        trace = RegionTrace(rs, env, active + claimed + bounded, gaps)
        refs_ran |= trace.refs_ran
        refs_inside |= trace.refs_ran - trace.refs_left
        ran = ran or bool(trace.region_end)
        ran_stmts |= trace.ran_in_R
        guarded_ran |= trace.guarded_ran
        largest = max([largest] + [abs(x) for x in env.values()])
        for v in active:
            if v.vid in order_ops:
                check_region_variable(rs, v, trace, fails[v.vid], witness,
                                      order_ops[v.vid])
            else:
                check_local_reads(v, trace, fails[v.vid], witness)
    # OpenMP: a variable named in a firstprivate, lastprivate or reduction
    # clause of a worksharing loop of R must be shared in R (a private
    # copy of the region cannot be one), whatever R's code does; but for a
    # clause on a variable the loop never mentions: redundant, the fix
    # takes it away with the same rewrite that writes R's clause
    ws_named = {x.vid for node, _ in prog.walk(gen.region_body(R))
                if isinstance(node, gen.Loop) and node.pragma is not None
                for kind, x in node.pragma.clauses
                if kind not in ("private", "shared") and
                x.vid in loop_mentions(prog, node)}
    variables = {}
    all_ok = all_fixable = True
    for v in rs.accessed:
        attr, op, origin = rs.declared(v)
        entry = {"declared": spell(attr, op)}
        f = fails[v.vid]
        red = rs.reduction_op(v, plain_ok="redlive" not in f,
                              ran=(ran_stmts, guarded_ran) if complete else None)

        def holds(a, want_op=None):
            if a == "reduction":
                return red is not None and (want_op is None or red in (want_op, ANY_OP))
            return region_holds(rs, v, f, a)
        ok = holds(attr, op)
        if not v.privatizable and attr != "shared":
            # a clause on a pointer parameter copies the pointer: the memory
            # stays shared (firstprivate), or the copy dangles (private)
            ok = attr == "firstprivate" and holds("shared")
        if ok:
            entry.update(required=entry["declared"], status="ok")
        else:
            all_ok = False
            entry["status"] = "wrong" if origin == "explicit" else "missing"
            # what a pointer parameter points to: shared only (a reduction
            # would need an array section, which the tool's region plan does
            # not compute yet)
            cands = ["shared"] + (["private", "firstprivate", "reduction"]
                                  if v.privatizable and v.vid not in ws_named else [])
            entry["required"] = cheapest(cands, attr, holds, red)
            if entry["required"] == "none":
                all_fixable = False
        variables.setdefault(v.name, []).append(entry)
    for vid, v in rs.clause_vars.items():
        if vid in rs.mentions:
            continue
        attr, op, _ = rs.declared(v)
        variables.setdefault(v.name, []).append(
            {"declared": spell(attr, op), "required": "shared", "status": "redundant"})
    for v in rs.locals:
        # a variable of the region: listed when its per-thread copies do
        # not hold the sequential values (nothing else can help)
        if not region_holds(rs, v, fails[v.vid], "private"):
            all_ok = all_fixable = False
            variables.setdefault(v.name, []).append(
                {"declared": "private", "required": "none", "status": "wrong"})
    # (static, so only for a region that runs at all)
    for name in (rs.marks_flow() if ran or not complete else []):
        all_ok = all_fixable = False
        variables.setdefault(name, []).append(
            {"declared": "private", "required": "none", "status": "wrong"})
    verdict = "verified" if all_ok else "fixable" if all_fixable else "violation"
    out_of_bounds = left_extent_names({node.nid: node for node, _ in prog.walk()},
                                      refs_ran - refs_inside)
    if out_of_bounds:
        verdict = "violation"      # no clause makes it right
    races = {v.name: witness.get((v.vid, "shared"), "") for v in rs.accessed
             if "shared" in fails[v.vid]}
    return {"verdict": verdict, "directive": "parallel", "variables": variables,
            "races": races, "declared": {v.name: rs.declared(v)[0] for v in rs.accessed},
            "complete": complete, "largest": largest,
            "out_of_bounds": out_of_bounds,
            # no clause names these (gen.group_fields): the tool lists
            # none of them among the region's variables
            "fields": sorted(v.name for v in rs.accessed if v.field_of)}


def loop_region_private(prog, L):
    """The names of the variables private to the region around L (named in
    its private, firstprivate or reduction clauses, or declared in it outside
    L), which are not compared for L's entry; None when L is not in a region
    program's region."""
    R = prog.region_of(L)
    if R is None:
        return None
    inside = {node.var.vid for node, _ in prog.walk(L.body)
              if isinstance(node, gen.Decl) or
              (isinstance(node, gen.Loop) and node.declared)}
    inside.add(L.var.vid)
    if L.pragma.collapse > 1:
        inside.add(L.body[0].var.vid)
    return sorted({prog.vars[vid].name for vid in gen.region_private(prog, R)
                   if vid not in inside})


def analyse(prog, param_values=None, deadline=None, gaps=()):
    """The oracle's answer, one entry per loop directive in source order:
    {'loops': [{'verdict', 'directive', 'variables': {name: [{declared,
    required, status}, ...]}}]} (a list per name: two variables of L may
    share a name, e.g. the counters of two inner `for (int j ...)` loops)."""
    loops = []
    for L, outer in prog.parallel_loops():
        ans = analyse_loop(Statics(prog, L, outer), param_values, deadline)
        private = loop_region_private(prog, L)
        if L.pragma.region_extras:
            # the constructs beside L touch only a variable of the region
            # (marks_): L's answer is its own; a tool may still say unknown
            private = []
        if private is not None:
            ans["region_private"] = private
        loops.append(ans)
    out = {"loops": loops}
    regions = prog.region_anchors()
    if regions:
        out["regions"] = [analyse_region(prog, R, outer, param_values, deadline,
                                         gaps=gaps)
                          for R, outer in regions]
    return out


def analyse_loop(st, param_values=None, deadline=None):
    fails = {v.vid: set() for v in st.accessed}
    # variables declared in L's body need no check (fresh per iteration);
    # nor do shared ones that L only reads (no race; shared is the cheapest)
    checked = [v for v in st.accessed
               if not (st.declared(v)[2] == "predetermined"
                       and v.vid in st.declared_inside)
               and not (st.declared(v)[0] == "shared" and v.vid in st.read_only)]
    everything = set(ORDER) - {"reduction"}

    def possible(v):
        return (everything | ({"forward"} if st.forward_writers(v) else set())
                | ({"expand"} if expandable(st, v) else set())
                | ({SECTION} if v.vid in st.sections else set()))
    complete = True
    largest = 0
    # out-of-bounds references (node id, position): those that ran in L at
    # some parameter values, and those that ran without leaving the extent
    # at some (docs/design/conditions.md: a reference is a finding when it
    # leaves the extent at every value where it runs)
    refs_ran, refs_inside = set(), set()
    ran = set()        # the statements that ran in L
    guarded_ran = set()  # their accesses under an arm of ?: that ran
    envs = iter(param_assignments(st.params, param_values))
    for env in envs:
        # variables that can still have some attribute
        active = [v for v in checked if not fails[v.vid] >= possible(v)]
        if not active and not (refs_ran - refs_inside):
            break
        if deadline is not None and time.time() > deadline:
            complete = False
            break
        # (what a recomputed value reads is traced too)
        watch = list(active)
        if any("forward" in possible(v) - fails[v.vid] for v in active):
            watch += [x for x in st.accessed if x not in watch]
        watch += [x for x in st.bounded if x not in watch]
        trace = Trace(st, env, watch)
        ran |= trace.ran_in_L
        guarded_ran |= trace.guarded_ran
        refs_ran |= trace.refs_ran
        refs_inside |= trace.refs_ran - trace.refs_left
        largest = max([largest] + [abs(x) for x in env.values()])
        for v in active:
            check_variable(st, v, trace, fails[v.vid])
            if ("forward" in possible(v) - fails[v.vid] and
                    forward_fails(st, v, trace, gen.define(st.prog, dict(env)))):
                fails[v.vid].add("forward")
            if expand_fails(st, v, fails[v.vid], final=False):
                fails[v.vid].add("expand")
    # the statements of L not seen running yet, and their accesses under an
    # arm of ?:: run the other values until they are (reduction_op leaves
    # out what never runs)
    body = [node for node, _ in st.prog.walk(st.L.body)
            if isinstance(node, (gen.Assign, gen.Decl))]
    body_stmts = {node.nid for node in body}
    body_guarded = {(node.nid, x.vid) for node in body
                    for x, _, subs in statement_accesses(node) if guards_of(subs)}
    for env in envs:
        if (body_stmts <= ran and body_guarded <= guarded_ran) or \
                (deadline is not None and time.time() > deadline):
            break
        trace = Trace(st, env, [])
        ran |= trace.ran_in_L
        guarded_ran |= trace.guarded_ran
    variables = {}
    all_ok = True
    all_fixable = True
    for v in st.accessed:
        attr, op, origin = st.declared(v)
        entry = {"declared": spell(attr, op) if attr != "reduction" else
                 "reduction(%s)" % op}
        if origin == "predetermined" and v.vid in st.declared_inside:
            entry.update(required="private", status="ok")
            variables.setdefault(v.name, []).append(entry)
            continue
        f = fails[v.vid]
        red = st.reduction_op(v, ran, guarded_ran)

        def holds(a, want_op=None):
            if a == "reduction":
                return red is not None and (want_op is None or red in (want_op, ANY_OP))
            return a not in f
        declared_holds = holds(attr, op)
        if v.vid in st.sections:
            declared_holds = SECTION not in f
        if v.kind == "param_ptr" and attr not in ("shared", "reduction"):
            # a clause on a pointer parameter copies the pointer: with
            # firstprivate the memory it points to stays shared; private
            # (or lastprivate) leaves the copy dangling
            declared_holds = attr == "firstprivate" and holds("shared")
        if declared_holds:
            entry.update(required=entry["declared"], status="ok")
            variables.setdefault(v.name, []).append(entry)
            continue
        all_ok = False
        entry["status"] = "wrong" if origin == "explicit" else "missing"
        if any(v is x for x in st.L_iters):
            cands = ["private", "lastprivate"]
        else:
            cands = ["shared"]
            if v.privatizable:
                cands += ["private", "firstprivate", "lastprivate", "firstlast"]
                if v.rank == 0:
                    cands.append("conditional")
            # (no clause names a field of an array of structs, or a
            # pointer field)
            if v.field_of is None and getattr(v, "pointer_field_of", None) is None:
                cands.append("reduction")
        entry["required"] = cheapest(cands, attr, holds, red)
        # Every attribute that would be right, for answers more cautious
        # than the cheapest (run.py, loops ompfix over-approximates).
        entry["right"] = [spell(c, red) for c in cands if holds(c)]
        # No clause, but the value can be recomputed: forwarding.
        if (entry["required"] == "none" and st.forward_writers(v) and
                "forward" not in f):
            entry["required"] = "forward"
        # No clause copies what a pointer points to: a slice per thread; nor
        # cells needed after L from different iterations: a copy per iteration.
        if (entry["required"] == "none" and expandable(st, v) and
                not expand_fails(st, v, f)):
            entry["required"] = "expand"
        if entry["required"] == "none":
            all_fixable = False
        variables.setdefault(v.name, []).append(entry)
    for vid, v in st.clause_vars.items():
        if vid in st.mentions:
            continue
        attr, op, _ = st.declared(v)
        variables.setdefault(v.name, []).append(
            {"declared": spell(attr, op), "required": "shared", "status": "redundant"})
    verdict = "verified" if all_ok else "fixable" if all_fixable else "violation"
    out_of_bounds = left_extent_names(st.node_by_id, refs_ran - refs_inside)
    if out_of_bounds:
        verdict = "violation"      # no clause makes it right
    # A loop that counts by a parameter, L or one in it: ompfix's model holds
    # the values between its iterations as may-run (docs/design/real-programs.md),
    # and may answer more cautiously than this exact oracle.
    over = any(isinstance(node.step, str) for node, _ in st.prog.walk()
               if isinstance(node, gen.Loop) and within(node, st.L))
    # One elsewhere in the function: what it writes there is may-written,
    # so ompfix may keep a value L leaves as live, or one before L as read.
    around = any(isinstance(node.step, str) for node, _ in st.prog.walk()
                 if isinstance(node, gen.Loop) and not within(node, st.L))
    return {"verdict": verdict, "directive": st.L.pragma.directive,
            "variables": variables, "complete": complete, "largest": largest,
            "over_approximated": over, "liveness_over_approximated": around,
            "out_of_bounds": out_of_bounds,
            # (gen.group_fields: a field only read is a value to the tool)
            "fields": sorted(v.name for v in st.accessed if v.field_of)}


def within(node, loop):
    """Whether `node` is `loop` or inside its body."""
    return node is loop or any(x is node for x in gen.walk_nodes(loop.body))


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    prog = gen.program(args.seed)
    print(gen.to_c(prog))
    print(json.dumps(analyse(prog), indent=2))


if __name__ == "__main__":
    main()
