#!/usr/bin/env python3
"""Brute-force oracle for the differential tester: no isl, no Clang.

It reads gen.py's representation of a program (never the C text), executes
the whole function sequentially for every assignment of the parameters n, m
that param_assignments() gives (-6..18; pairs from -6..14 and more), records every access (read, write or kill of one cell, with
the statement instance that makes it and, inside the parallel loop L, the
instance and the iteration of L it belongs to) and applies the conditions
1-5 of DESIGN.md ("The parallel version and its violation set") to the trace.

What is modelled as the tool models it (DESIGN.md, "The model"):
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
- private: nothing live after L; lastprivate: every live cell is written by
  the sequentially last iteration (firstprivate lastprivate: every live cell
  that some iteration writes); lastprivate(conditional): the reads only;
- reduction(op): every statement of L that mentions v is an update v op= e,
  v++, v = v op e, v = e op v (op commutative), with e not mentioning v, all
  with one op (+ and - mix under +). This one is static, as the tool's.

Instances of L that run no iteration impose nothing.

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
WIDE_SINGLE = range(-10, 41)
WIDE_PAIR = range(-8, 27)


def param_assignments(params, values=None):
    """The parameter values the oracle runs the function with."""
    if values == "wide":
        if len(params) < 2:
            return [dict(zip(params, (v,))) for v in sorted(WIDE_SINGLE, key=abs)] \
                if params else [{}]
        pairs = itertools.product(WIDE_PAIR, repeat=2)
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


# ---------------------------------------------------------------- statics

def resolve(var, subs):
    """An alias `double *p = a + c` names the cells of a, shifted by c."""
    if var.kind == "alias":
        first = subs[0]
        return var.target, [gen.Aff(first.terms, first.const + var.offset)] + list(subs[1:])
    return var, subs


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
                    acc.append((r.ref.var, "R", r.ref.subs))
                else:
                    acc.append((r.var, "R", []))
        if node.op != "=":
            acc.append((node.lhs.var, "R", node.lhs.subs))
        acc.append((node.lhs.var, "W", node.lhs.subs))
    elif isinstance(node, gen.Decl):
        acc.append((node.var, "K", []))
        for r in gen.expr_reads(node.rhs):
            if isinstance(r, gen.Read):
                acc.append((r.ref.var, "R", r.ref.subs))
            else:
                acc.append((r.var, "R", []))
        acc.append((node.var, "W", []))
    elif isinstance(node, gen.Return):
        for r in gen.expr_reads(node.expr):
            if isinstance(r, gen.Read):
                acc.append((r.ref.var, "R", r.ref.subs))
            else:
                acc.append((r.var, "R", []))
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
    if isinstance(rhs.left, gen.Read) and rhs.left.ref.c() == target:
        other = rhs.right
    elif rhs.op != "-" and isinstance(rhs.right, gen.Read) and \
            rhs.right.ref.c() == target:
        other = rhs.left
    else:
        return None
    if mentions(other, v):
        return None
    return op


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
        # parameters the program uses
        names = set()
        for node, _ in prog.walk():
            if isinstance(node, gen.Loop):
                names.update(node.lo.names() + node.hi.names())
            elif isinstance(node, gen.If):
                names.update(node.cond.names())
            for v, _, subs in statement_accesses(node):
                for s in subs:
                    names.update(s.names())
        self.params = [p for p in gen.PARAMS if p in names]
        self.read_only = {v.vid for v in self.accessed
                          if all(not isinstance(what, tuple) and
                                 all(k == "R" for x, k, _ in statement_accesses(what)
                                     if x is v)
                                 for what in self.mentions[v.vid])}
        self.compiled = {}   # Trace's cache: node id -> accesses
        self.collapse_outer = set()
        self.collapse_inner = {}
        for D, _ in prog.parallel_loops():
            if D.pragma.collapse > 1:
                self.collapse_outer.add(D.nid)
                self.collapse_inner[D.body[0].nid] = [D.var, D.body[0].var]

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

    def reduction_op(self, v):
        op = None
        for what in self.mentions[v.vid]:
            if isinstance(what, tuple):
                return None          # a loop counter's update
            o = update_op(what, v)
            if o is None or (op is not None and o != op):
                return None
            op = o
        return op


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
        self.where = None     # (instance key, iteration key) inside L
        self.cur_inst = None
        self.run(st.prog.body, dict(env))

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
            acc = [(v.vid, kind, [(s.terms, s.const) for s in subs])
                   for v, kind, subs in statement_accesses(node)
                   if v.vid in self.watch]
            self.compiled[node.nid] = acc
        where = self.where
        events = self.events
        for vid, kind, subs in acc:
            cell = tuple(c + sum(k * env[n] for n, k in terms) for terms, c in subs)
            self.time += 1
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
            self.cur_inst = {"key": inst, "iters": [], "end": None}
            self.instances.append(self.cur_inst)
        v = node.lo.eval(env)
        hi = node.hi.eval(env)
        cmp = node.cmp
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
            v += node.step
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


def uninitialised(v):
    """Declared in the function without an initializer (the declaration
    kills it); for-declared counters are written before any read."""
    if v.kind == "local":
        return v.rank > 0 or v.init is None
    return v.kind == "iter"


def check_variable(st, v, trace, fails):
    """Adds to the set `fails` the attributes v cannot have, by this trace."""
    cells = trace.events[v.vid]
    insts = [i for i in trace.instances if i["iters"]]
    if not insts:
        return
    by_key = {i["key"]: i for i in insts}
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
                                          "conditional"])
                    else:
                        fails.update(["private", "lastprivate", "conditional"])
                        orig_read[inst].add(cell)
            if kind == "W":
                last_w = (t, kind, where)
        for inst, ws in writers.items():
            if ws and len(accessors[inst]) >= 2:
                fails.add("shared")
    for inst in by_key:
        if orig_read[inst] & written[inst]:
            fails.update(["firstprivate", "firstlast"])
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
    for inst in insts:
        k = inst["key"]
        live = live_after[k]
        if live or untouched_live:
            fails.update(["private", "firstprivate"])
        if untouched_live or not live <= last_written[k]:
            fails.add("lastprivate")
        if not (live & written[k]) <= last_written[k]:
            fails.add("firstlast")


def analyse(prog, param_values=None, deadline=None):
    """The oracle's answer, one entry per loop directive in source order:
    {'loops': [{'verdict', 'directive', 'variables': {name: [{declared,
    required, status}, ...]}}]} (a list per name: two variables of L may
    share a name, e.g. the counters of two inner `for (int j ...)` loops)."""
    return {"loops": [
        {"verdict": "unknown", "directive": L.pragma.directive,
         "variables": {}, "complete": True, "largest": 0}
        if L.pragma.region_extras else
        analyse_loop(Statics(prog, L, outer), param_values, deadline)
        for L, outer in prog.parallel_loops()]}


def analyse_loop(st, param_values=None, deadline=None):
    fails = {v.vid: set() for v in st.accessed}
    # variables declared in L's body need no check (fresh per iteration);
    # nor do shared ones that L only reads (no race; shared is the cheapest)
    checked = [v for v in st.accessed
               if not (st.declared(v)[2] == "predetermined"
                       and v.vid in st.declared_inside)
               and not (st.declared(v)[0] == "shared" and v.vid in st.read_only)]
    everything = set(ORDER) - {"reduction"}
    complete = True
    largest = 0
    for env in param_assignments(st.params, param_values):
        # variables that can still have some attribute
        active = [v for v in checked if fails[v.vid] != everything]
        if not active:
            break
        if deadline is not None and time.time() > deadline:
            complete = False
            break
        trace = Trace(st, env, active)
        largest = max([largest] + [abs(x) for x in env.values()])
        for v in active:
            check_variable(st, v, trace, fails[v.vid])
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
        red = st.reduction_op(v)

        def holds(a, want_op=None):
            if a == "reduction":
                return red is not None and (want_op is None or red == want_op)
            return a not in f
        declared_holds = holds(attr, op)
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
            cands.append("reduction")
        req = "none"
        for c in cands:
            if c == attr and c != "reduction":
                continue
            if holds(c):
                req = spell(c, red)
                break
        if req == "none":
            all_fixable = False
        entry["required"] = req
        variables.setdefault(v.name, []).append(entry)
    for vid, v in st.clause_vars.items():
        if vid in st.mentions:
            continue
        attr, op, _ = st.declared(v)
        variables.setdefault(v.name, []).append(
            {"declared": spell(attr, op), "required": "shared", "status": "redundant"})
    verdict = "verified" if all_ok else "fixable" if all_fixable else "violation"
    return {"verdict": verdict, "directive": st.L.pragma.directive,
            "variables": variables, "complete": complete, "largest": largest}


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
