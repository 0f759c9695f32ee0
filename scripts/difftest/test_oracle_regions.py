#!/usr/bin/env python3
"""Self-checks of the oracle's region semantics (README.md, "Parallel
regions") on hand-written programs whose answers are reasoned out in the
comments. Run directly or through ctest (difftest/oracle-regions).

    python3 test_oracle_regions.py        # exit 0 when every check holds
"""

import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import gen      # noqa: E402
import oracle   # noqa: E402
from gen import (Aff, Assign, Atomic, Barrier, Bin, Const, Critical, Decl,  # noqa: E402
                 If, Cmp, Loop, Master, Pragma, Program, Read, Ref, Region,
                 Select, Single, Var)

# ---------------------------------------------------------------- builders

a = Var("a", "a", "param_ptr", 1)
b = Var("b", "b", "param_ptr", 1)
out = Var("out", "out", "param_ptr", 1)
g = Var("g", "g", "global", 1)


def scalar(name, init=0.0):
    return Var(name, name, "local", 0, init=init)


def aff(const=0, **terms):
    return Aff(list(terms.items()), const)


def ref(v, *subs):
    return Ref(v, [s if isinstance(s, Aff) else Aff([], s) for s in subs])


def rd(v, *subs):
    return Read(ref(v, *subs))


def let(v, rhs, *subs, op="="):
    return Assign(ref(v, *subs), op, rhs)


_counters = [0]


def counter(name="i"):
    _counters[0] += 1
    return Var("%s@t%d" % (name, _counters[0]), name, "iter", 0, ctype="int")


def ws(body_fn, lo=0, hi=None, extras=(), clauses=(), name="i"):
    """#pragma omp for [extras] for (int i = lo; i < hi (default n); i++)"""
    v = counter(name)
    hi = aff(n=1) if hi is None else hi
    lo = lo if isinstance(lo, Aff) else Aff([], lo)
    return Loop(v, True, lo, "<", hi, 1, body_fn(v.name),
                Pragma(list(clauses), 1, "for", list(extras)))


def seq(body_fn, hi=3, name="j"):
    v = counter(name)
    return Loop(v, True, Aff([], 0), "<", Aff([], hi), 1, body_fn(v.name))


def program(body, *variables):
    p = Program(0)
    for v in (a, b, out, g) + variables:
        p.vars[v.vid] = v
    p.body = body
    return p


# ---------------------------------------------------------------- checking

FAILED = []
PROGRAMS = []


def region(p, k=0, **kw):
    assert not gen.check_valid(p), gen.check_valid(p)
    PROGRAMS.append(p)
    R, outer = p.regions()[k]
    return oracle.analyse_region(p, R, outer, range(-1, 7), **kw)


def verdict_problems(ans, verdict, required):
    """The variables' required attributes as the answer gives them, and
    what differs from the expected verdict and required attributes."""
    got = {nm: es[0]["required"] for nm, es in ans["variables"].items()}
    problems = []
    if ans["verdict"] != verdict:
        problems.append("verdict %s, expected %s" % (ans["verdict"], verdict))
    for nm, req in (required or {}).items():
        if got.get(nm) != req:
            problems.append("%s: required %s, expected %s" % (nm, got.get(nm), req))
    return got, problems


def check(name, ans, verdict, required=None, races=None):
    """required: {variable: required}; races: the set of variables with a
    race (None: not checked)."""
    got, problems = verdict_problems(ans, verdict, required)
    if races is not None and set(ans["races"]) != set(races):
        problems.append("races on %s, expected %s" % (sorted(ans["races"]), sorted(races)))
    if problems:
        FAILED.append(name)
        print("FAIL %s: %s\n  variables %s\n  races %s" % (
            name, "; ".join(problems), got, ans["races"]))
    else:
        print("ok   %s" % name)


def test_all_write():
    # Every thread writes x: a race with itself. Read after the region: x is
    # live, so no privatization helps; `x = 1.0` is no update: none.
    x = scalar("x")
    p = program([Region([let(x, Const(1.0)), ws(lambda i: [let(a, rd(b, aff(i=1)), aff(i=1))])]),
                 let(out, rd(x), 0)], x)
    check("ALL write, read after: violation", region(p), "violation",
          {"x": "none", "a": "shared", "b": "shared"}, {"x"})
    # Not read after: private (each thread its own x).
    p = program([Region([let(x, Const(1.0)), let(g, rd(x), aff(16)),
                         ws(lambda i: [let(a, rd(b, aff(i=1)), aff(i=1))])])], x)
    check("ALL write, not live: private; g[16] races", region(p), "violation",
          {"x": "private", "g": "none"}, {"x", "g"})
    # Only read by every thread: no race.
    p = program([Region([ws(lambda i: [let(a, Bin("+", rd(x), rd(b, aff(i=1))), aff(i=1))])])], x)
    check("read by every thread: shared", region(p), "verified", {"x": "shared"}, set())


def test_nowait_pair():
    # Loop 1 writes a[i], loop 2 reads a[i + 1]; with nowait on loop 1 and
    # no schedule there is no pairing: a race (a points to caller memory:
    # only shared, so none).
    def body():
        return [ws(lambda i: [let(a, rd(b, aff(i=1)), aff(i=1))], extras=["nowait"]),
                ws(lambda i: [let(out, rd(a, aff(1, i=1)), aff(i=1))])]
    p = program([Region(body())])
    check("nowait loops, no schedule: race", region(p), "violation", {"a": "none"}, {"a"})
    # The barrier at the end of loop 1 (no nowait) orders them.
    p = program([Region([ws(lambda i: [let(a, rd(b, aff(i=1)), aff(i=1))]),
                         ws(lambda i: [let(out, rd(a, aff(1, i=1)), aff(i=1))])])])
    check("loops with the implicit barrier: verified", region(p), "verified",
          {"a": "shared"}, set())
    # An ALL read of a[0] beside the nowait loop: ITER against ALL.
    p = program([Region([ws(lambda i: [let(a, rd(b, aff(i=1)), aff(i=1))], extras=["nowait"]),
                         let(g, rd(a, 0), aff(16))])])
    check("nowait loop against replicated code", region(p), "violation",
          {"a": "none", "g": "none"}, {"a", "g"})


def test_static_pairing():
    st = ["schedule(static)", "nowait"]
    # Same trip count, both schedule(static): iteration k of both on one
    # thread. Loop 2 reads a[i - 1] over i = 1..n, loop 1 wrote a[i] over
    # 0..n-1: the same logical iteration: no race.
    p = program([Region([ws(lambda i: [let(a, rd(b, aff(i=1)), aff(i=1))], extras=st),
                         ws(lambda i: [let(out, rd(a, aff(-1, i=1)), aff(i=1))],
                            lo=1, hi=aff(1, n=1), extras=["schedule(static)"])])])
    check("static pairing, shifted bounds: verified", region(p), "verified",
          {"a": "shared"}, set())
    # Loop 2 reads a[i + 1]: another logical iteration: race.
    p = program([Region([ws(lambda i: [let(a, rd(b, aff(i=1)), aff(i=1))], extras=st),
                         ws(lambda i: [let(out, rd(a, aff(1, i=1)), aff(i=1))],
                            extras=["schedule(static)"])])])
    check("static pairing, another iteration: race", region(p), "violation",
          {"a": "none"}, {"a"})
    # Different chunks: no pairing.
    p = program([Region([ws(lambda i: [let(a, rd(b, aff(i=1)), aff(i=1))], extras=st),
                         ws(lambda i: [let(out, rd(a, aff(i=1)), aff(i=1))],
                            extras=["schedule(static, 2)"])])])
    check("static with different chunks: race", region(p), "violation", {"a": "none"}, {"a"})
    # Different trip counts (n against n + 1): no pairing.
    p = program([Region([ws(lambda i: [let(a, rd(b, aff(i=1)), aff(i=1))], extras=st),
                         ws(lambda i: [let(out, rd(a, aff(i=1)), aff(i=1))],
                            hi=aff(1, n=1), extras=["schedule(static)"])])])
    check("static with different trip counts: race", region(p), "violation",
          {"a": "none"}, {"a"})
    # Pairing makes private hold across the loops: w[i] written at
    # iteration k of loop 1 is read at iteration k of loop 2 (w is not live
    # after: a local array). Shared holds too, private is declared.
    w = Var("w", "w", "local", 1)
    p = program([Region([ws(lambda i: [let(w, rd(b, aff(i=1)), aff(i=1))], extras=st),
                         ws(lambda i: [let(out, rd(w, aff(i=1)), aff(i=1))],
                            extras=["schedule(static)"])],
                        clauses=[["private", w]])], w)
    check("static pairing carries a private value", region(p), "verified",
          {"w": "private"}, set())
    # With other chunks the read's source may be another thread's: neither
    # shared (race) nor private.
    p = program([Region([ws(lambda i: [let(w, rd(b, aff(i=1)), aff(i=1))], extras=st),
                         ws(lambda i: [let(out, rd(w, aff(i=1)), aff(i=1))],
                            extras=["schedule(static, 2)"])],
                        clauses=[["private", w]])], w)
    check("no pairing: the private value is lost", region(p), "violation",
          {"w": "none"}, {"w"})
    # A scalar written by every iteration of loop 1 and read in loop 2 gets
    # (sequentially) the last iteration's value: not private, even paired.
    t = scalar("t")
    p = program([Region([ws(lambda i: [let(t, rd(b, aff(i=1)))], extras=st),
                         ws(lambda i: [let(out, rd(t), aff(i=1))],
                            extras=["schedule(static)"])],
                        clauses=[["private", t]])], t)
    check("paired loops, scalar from the last iteration", region(p), "violation",
          {"t": "none"}, {"t"})


def test_single_barrier():
    x = scalar("x")
    # single nowait writes x, every thread then reads it: race; and the
    # value comes from one thread: no privatization either.
    p = program([Region([Single([let(x, rd(b, 0))], nowait=True),
                         ws(lambda i: [let(a, rd(x), aff(i=1))])])], x)
    check("single nowait, then read: race", region(p), "violation", {"x": "none"}, {"x"})
    # Without nowait the single's barrier orders them: shared.
    p = program([Region([Single([let(x, rd(b, 0))]),
                         ws(lambda i: [let(a, rd(x), aff(i=1))])])], x)
    check("single with its barrier: verified", region(p), "verified", {"x": "shared"}, set())
    # nowait, then an explicit barrier: shared too.
    p = program([Region([Single([let(x, rd(b, 0))], nowait=True), Barrier(),
                         ws(lambda i: [let(a, rd(x), aff(i=1))])])], x)
    check("single nowait + barrier: verified", region(p), "verified", {"x": "shared"}, set())
    # Two singles nowait writing one cell: two block instances: race.
    p = program([Region([Single([let(g, Const(1.0), 16)], nowait=True),
                         Single([let(g, Const(2.0), 16)], nowait=True),
                         ws(lambda i: [let(a, rd(b, aff(i=1)), aff(i=1))])])])
    check("two singles nowait: race", region(p), "violation", {"g": "none"}, {"g"})


def test_master():
    # Two masters: both thread 0, never concurrent.
    p = program([Region([Master([let(g, Const(1.0), 16)]),
                         Master([let(g, Const(2.0), 16)]),
                         ws(lambda i: [let(a, rd(b, aff(i=1)), aff(i=1))])])])
    check("master and master: verified", region(p), "verified", {"g": "shared"}, set())
    check("master and master taken as singles: race",
          region(p, master_as_single=True), "violation", {"g": "none"}, {"g"})
    # master against single: may be two threads.
    p = program([Region([Master([let(g, Const(1.0), 16)]),
                         Single([let(g, Const(2.0), 16)]),
                         ws(lambda i: [let(a, rd(b, aff(i=1)), aff(i=1))])])])
    check("master and single: race", region(p), "violation", {"g": "none"}, {"g"})
    # A master's value read by every thread (after a barrier): shared holds;
    # private does not (the source is thread 0's).
    x = scalar("x")
    p = program([Region([Master([let(x, rd(b, 0))]), Barrier(),
                         ws(lambda i: [let(a, rd(x), aff(i=1))])])], x)
    check("master writes, barrier, all read: shared", region(p), "verified",
          {"x": "shared"}, set())


def test_critical_atomic():
    s = scalar("s")
    # Every thread adds in a critical: no race; s live after: only shared
    # (or reduction) keeps it; shared holds.
    p = program([Region([Critical([let(s, rd(b, 0), op="+=")]),
                         ws(lambda i: [let(a, rd(b, aff(i=1)), aff(i=1))])]),
                 let(out, rd(s), 0)], s)
    check("critical update by every thread: shared", region(p), "verified",
          {"s": "shared"}, set())
    # critical(x) against critical(y): no exclusion.
    p = program([Region([Critical([let(s, rd(b, 0), op="+=")], "cx"),
                         Critical([let(s, rd(b, 1), op="+=")], "cy"),
                         ws(lambda i: [let(a, rd(b, aff(i=1)), aff(i=1))])]),
                 let(out, rd(s), 0)], s)
    check("critical(cx) against critical(cy): race, reduction", region(p), "fixable",
          {"s": "reduction(+)"}, {"s"})
    # critical against a plain write in a single: race.
    p = program([Region([Critical([let(s, rd(b, 0), op="+=")]),
                         Single([let(s, Const(0.0))]),
                         ws(lambda i: [let(a, rd(b, aff(i=1)), aff(i=1))])]),
                 let(out, rd(s), 0)], s)
    check("critical against plain: race", region(p), "violation", {"s": "none"}, {"s"})
    # atomic updates in a loop and by every thread: no race.
    p = program([Region([Atomic(let(s, Const(1.0), op="+=")),
                         ws(lambda i: [Atomic(let(s, rd(b, aff(i=1)), op="+="))])]),
                 let(out, rd(s), 0)], s)
    check("atomic against atomic: shared", region(p), "verified", {"s": "shared"}, set())
    # atomic against critical: race.
    p = program([Region([Atomic(let(s, Const(1.0), op="+=")),
                         ws(lambda i: [Critical([let(s, rd(b, aff(i=1)), op="+=")])])]),
                 let(out, rd(s), 0)], s)
    check("atomic against critical: race", region(p), "fixable",
          {"s": "reduction(+)"}, {"s"})


def test_private_liveness():
    t = scalar("t")
    # Every thread computes t then uses it: private, unless t is read
    # after the region.
    body = [let(t, rd(b, 0)), let(t, rd(t), op="*="),
            ws(lambda i: [let(a, Bin("*", rd(t), rd(b, aff(i=1))), aff(i=1))])]
    p = program([Region(list(body))], t)
    check("private temporary", region(p), "fixable", {"t": "private"}, {"t"})
    p = program([Region(list(body), clauses=[["private", t]])], t)
    check("private temporary, declared", region(p), "verified", {"t": "private"}, {"t"})
    p = program([Region(list(body), clauses=[["private", t]]), let(out, rd(t), 0)], t)
    check("private, live after: wrong, none", region(p), "violation", {"t": "none"}, {"t"})
    # A value from a loop iteration read by every thread (after the loop's
    # barrier): not private; shared holds for the region (that the loop's
    # iterations all write t is the loop's own matter).
    v = Var("v9@decl", "v9", "decl")
    p = program([Region([ws(lambda i: [let(t, rd(b, aff(i=1)))]),
                         Decl(v, rd(t))], clauses=[["private", t]])], t, v)
    check("private read of a loop's value: wrong, shared", region(p), "fixable",
          {"t": "shared"}, set())
    # In a sequential loop: the next region instance reads what the last
    # one wrote: live across instances.
    p = program([seq(lambda j: [Region([
        Single([let(out, rd(t), 0)]),
        ws(lambda i: [let(a, rd(b, aff(i=1)), aff(i=1))]),
        let(t, rd(b, 2))])])], t)
    check("written in one instance, read in the next", region(p), "violation",
          {"t": "none"}, {"t"})


def test_firstprivate():
    t = scalar("t", 1.0)
    # Every thread reads t (from before the region) and then writes it:
    # firstprivate, as long as t is not read after.
    v = Var("v1@decl", "v1", "decl")
    body = [Decl(v, rd(t)), let(t, Bin("+", rd(v), Const(1.0))),
            ws(lambda i: [let(a, Bin("*", rd(t), rd(b, aff(i=1))), aff(i=1))])]
    p = program([Region(list(body))], t, v)
    check("read before write: firstprivate", region(p), "fixable",
          {"t": "firstprivate"}, {"t"})
    p = program([Region(list(body), clauses=[["private", t]])], t, v)
    check("read before write, declared private: wrong", region(p), "fixable",
          {"t": "firstprivate"})
    p = program([Region(list(body)), let(out, rd(t), 0)], t, v)
    check("read before write, live after: none", region(p), "violation", {"t": "none"})
    # reads of t inside a loop, t untouched in the region: shared suffices,
    # a firstprivate clause on it is right too (declared, and holds).
    p = program([Region([ws(lambda i: [let(a, rd(t), aff(i=1))])],
                        clauses=[["firstprivate", t], ["private", g]])], t)
    check("declared firstprivate that holds; redundant clause", region(p), "verified",
          {"t": "firstprivate", "g": "shared"})
    # loop-private copies are not the region's: private(t) on the for.
    p = program([Region([ws(lambda i: [let(t, rd(b, aff(i=1))), let(a, rd(t), aff(i=1))],
                            clauses=[["private", t]])])], t)
    ans = region(p)
    ok = "t" not in ans["variables"]
    print(("ok   " if ok else "FAIL ") + "the loop's private copy is not a region variable")
    if not ok:
        FAILED.append("loop private copy")


def test_loop_copies():
    # What a worksharing loop's firstprivate, lastprivate and reduction
    # copies do to the variable itself is the region's (docs/design/
    # regions.md); what the iterations do to the copies is not.
    v = Var("v7@decl", "v7", "decl")
    t = scalar("t", 1.0)
    # lastprivate(g) copies every cell of g out when the loop ends, on the
    # thread of the last iteration, which may have passed the code before
    # the loop while another thread has not: its read of g[17] races with
    # the copy-out, though the loop only reads g[14] (program 100041).
    p = program([Region([Decl(v, rd(g, 17)),
                         ws(lambda i: [let(a, rd(g, 14), aff(i=1))],
                            clauses=[["lastprivate", g]])])], v)
    check("lastprivate copies every cell out: race with a read before the loop",
          region(p), "violation", {"g": "none"}, {"g"})
    # The same loop after a barrier: the copy-out meets nothing.
    p = program([Region([Decl(v, rd(g, 17)), Barrier(),
                         ws(lambda i: [let(a, rd(g, 14), aff(i=1))],
                            clauses=[["lastprivate", g]])])], v)
    check("lastprivate copy-out after a barrier: verified", region(p), "verified",
          {"g": "shared"}, set())
    # A nowait loop writes its firstprivate copy of t; the next loop reads
    # t itself: the writes are the copies', no race (program 100295). The
    # copy-in reads t, which no one writes in the region.
    p = program([Region([
        ws(lambda i: [let(t, rd(b, aff(i=1))), let(a, rd(t), aff(i=1))],
           extras=["nowait"], clauses=[["firstprivate", t]]),
        ws(lambda i: [let(out, rd(t), aff(i=1))])])], t)
    check("writes of a loop's firstprivate copy race with nothing", region(p),
          "verified", {"t": "shared"}, set())
    # Every thread reads t before a loop whose reduction(min: t) copies
    # are combined into t at its end (program 100239): a thread done with
    # the loop combines while another still reads.
    p = program([Region([Decl(v, rd(t)),
                         ws(lambda i: [let(a, Bin("-", rd(a, aff(i=1)), rd(t)), aff(i=1))],
                            clauses=[["reductionmin", t]])])], t, v)
    check("a loop's reduction combines into t: race with a read before it",
          region(p), "violation", {"t": "none"}, {"t"})
    # Two nowait loops reducing t: the threads combine one at a time, in
    # any order, by one operator: no race.
    p = program([Region([
        ws(lambda i: [let(t, rd(b, aff(i=1)), op="+=")], extras=["nowait"],
           clauses=[["reduction+", t]]),
        ws(lambda i: [let(t, rd(a, aff(i=1)), op="+=")], extras=["nowait"],
           clauses=[["reduction+", t]])]), let(out, rd(t), 0)], t)
    check("two loops' reduction combines exclude each other", region(p), "verified",
          {"t": "shared"}, set())
    # Every thread computes s = s + 1.0 (s not read after): firstprivate,
    # unless a loop of the region has a reduction (firstprivate,
    # lastprivate) clause on s, which OpenMP allows only on a variable
    # shared in the region: then none. A clause on s in a loop that never
    # mentions s is redundant and the fix takes it away (programs 100124,
    # 100253): firstprivate still.
    s = scalar("s", 1.0)

    def body(loop_body):
        return [let(s, Bin("+", rd(s), Const(1.0))),
                ws(loop_body, clauses=[["reduction+", s]])]
    p = program([Region(body(lambda i: [let(a, rd(b, aff(i=1)), aff(i=1))]))], s)
    check("a loop's redundant reduction clause: firstprivate", region(p), "fixable",
          {"s": "firstprivate"}, {"s"})
    p = program([Region(body(lambda i: [let(s, rd(b, aff(i=1)), op="+=")]))], s)
    check("a loop that reduces s: s stays shared, none", region(p), "violation",
          {"s": "none"}, {"s"})
    # In a sequential loop, every thread writes s after a loop whose
    # clause on s is redundant: the next instance's combine of that clause
    # reads s, but the fix takes the clause away, so s is not live after
    # the region: private (difftest programs 4303510, 4303614).
    p = program([seq(lambda j: [Region([
        ws(lambda i: [let(a, rd(b, aff(i=1)), aff(i=1))],
           clauses=[["reduction*", s]]),
        let(s, Const(1.0))])])], s)
    check("a redundant clause's combine in the next instance: private",
          region(p), "fixable", {"s": "private"}, {"s"})
    # firstprivate on a pointer copies the pointer: the loop's reads of
    # a[i + 1] are of the caller's array, and never meet the single's
    # write of a[0].
    p = program([Region([Single([let(a, Const(1.0), 0)], nowait=True),
                         ws(lambda i: [let(b, rd(a, aff(1, i=1)), aff(i=1))],
                            clauses=[["firstprivate", a]])])])
    check("firstprivate pointer: the cells stay shared", region(p), "verified",
          {"a": "shared"}, set())


def test_loop_instances():
    # A nowait loop inside a sequential loop of the region: a thread done
    # with its iterations of instance j = 0 starts instance j = 1 while
    # others still run j = 0: a[i + 1] written at j = 1 races with a[i]
    # written at j = 0 (the pairs inside one instance are the loop's).
    p = program([Region([seq(lambda j: [
        ws(lambda i: [let(a, rd(b, aff(i=1)), aff(i=1, j=1))], extras=["nowait"])], hi=2)])])
    check("two instances of one nowait loop: race", region(p), "violation",
          {"a": "none"}, {"a"})
    check("... taken as one instance (the 'instances' gap)",
          region(p, gaps=["instances"]), "verified", {"a": "shared"}, set())
    # Without nowait the loop's barrier orders the instances.
    p = program([Region([seq(lambda j: [
        ws(lambda i: [let(a, rd(b, aff(i=1)), aff(i=1, j=1))])], hi=2)])])
    check("instances with the loop's barrier: verified", region(p), "verified",
          {"a": "shared"}, set())


def test_lastprivate_counter():
    # for lastprivate(i) with i declared outside: the counter's last value
    # reaches the original, a variable of the region (written only by the
    # loop: shared); with private(i) it is the loop's own copy.
    i = Var("i", "i", "iter", 0, ctype="int")

    def loop(kind):
        return Loop(i, False, Aff([], 0), "<", aff(n=1), 1,
                    [let(a, rd(b, aff(i=1)), aff(i=1))],
                    Pragma([[kind, i]], 1, "for", []))
    p = program([Region([loop("lastprivate")]), let(out, gen.IVal(i), 0)], i)
    check("lastprivate counter: a region variable, shared", region(p), "verified",
          {"i": "shared"}, set())
    p = program([Region([loop("private")])], i)
    ans = region(p)
    ok = "i" not in ans["variables"]
    print(("ok   " if ok else "FAIL ") + "private counter: not a region variable")
    if not ok:
        FAILED.append("private counter")


def test_order_dependence():
    # Every thread stores its own partial sum into x inside one critical: no
    # race on x, but the value left depends on the order the threads pass
    # (docs/design/regions.md: an order dependence): shared fails; x is read
    # after: nothing else holds (nor for loc, whose value after the loop is
    # not the sequential one in every thread).
    x, loc = scalar("x"), scalar("loc")
    p = program([Region([let(loc, Const(0.0)),
                         ws(lambda i: [let(loc, rd(b, aff(i=1)), op="+=")]),
                         Critical([let(x, rd(loc))])],
                        clauses=[["private", loc]]),
                 let(out, rd(x), 0)], x, loc)
    check("a thread's own value stored in critical: order dependence", region(p),
          "violation", {"x": "none", "loc": "none"}, {"x", "loc"})
    # Every thread stores the same value, b[0] (nothing writes b): any order
    # leaves it.
    p = program([Region([Critical([let(x, rd(b, 0))]),
                         ws(lambda i: [let(a, rd(b, aff(i=1)), aff(i=1))])]),
                 let(out, rd(x), 0)], x)
    check("one value stored in critical by every thread: no order dependence",
          region(p), "verified", {"x": "shared"})
    # Updates of two operators, each atomic or critical: order dependence.
    s = scalar("s")
    p = program([Region([Critical([let(s, rd(b, 0), op="+=")]),
                         Critical([let(s, rd(b, 1), op="*=")]),
                         ws(lambda i: [let(a, rd(b, aff(i=1)), aff(i=1))])]),
                 let(out, rd(s), 0)], s)
    check("critical updates of two operators: order dependence", region(p),
          "violation", {"s": "none"}, {"s"})
    # A plain read of s in critical beside critical updates: order too.
    p = program([Region([Critical([let(s, rd(b, 0), op="+="), let(g, rd(s), 16)]),
                         ws(lambda i: [let(a, rd(b, aff(i=1)), aff(i=1))])]),
                 let(out, rd(s), 0)], s)
    ans = region(p)
    check("a read among critical updates: order dependence", ans, "violation",
          {"s": "none"}, {"s", "g"})


def test_partial_result():
    # local = 0 by every thread, local += in the loop, s += local once per
    # thread in critical: the partial sums add up; private(local) holds
    # although the read in `s += local` sees the thread's own iterations.
    loc, s = scalar("loc"), scalar("s")
    body = [let(loc, Const(0.0)),
            ws(lambda i: [let(loc, rd(b, aff(i=1)), op="+=")]),
            Critical([let(s, rd(loc), op="+=")])]
    p = program([Region(list(body), clauses=[["private", loc]]), let(out, rd(s), 0)], loc, s)
    check("partial sums: private", region(p), "verified",
          {"loc": "private", "s": "shared"})
    # Starting from 1.0 it is no partial sum.
    body[0] = let(loc, Const(1.0))
    p = program([Region(list(body), clauses=[["private", loc]]), let(out, rd(s), 0)], loc, s)
    check("partial sums from 1.0: wrong", region(p), "violation", {"loc": "none"})


def test_region_locals():
    # A variable declared in the region has a copy per thread: a value a
    # single writes is not seen by the other threads' reads.
    v = Var("v5@decl", "v5", "decl")
    p = program([Region([Decl(v, Const(0.0)), Single([let(v, rd(b, 0))]),
                         ws(lambda i: [let(a, rd(v), aff(i=1))])])], v)
    check("region local written in single, read by all: none", region(p),
          "violation", {"v5": "none"})
    # Written by every thread: fine, and not listed.
    p = program([Region([Decl(v, Const(0.0)), let(v, rd(b, 0)),
                         ws(lambda i: [let(a, rd(v), aff(i=1))])])], v)
    ans = region(p)
    check("region local written by every thread", ans, "verified", {})
    if "v5" in ans["variables"]:
        FAILED.append("region local listed")
        print("FAIL a region local that holds is listed")
    # A per-thread partial sum declared in the region.
    s = scalar("s")
    p = program([Region([Decl(v, Const(0.0)),
                         ws(lambda i: [let(v, rd(b, aff(i=1)), op="+=")]),
                         Critical([let(s, rd(v), op="+=")])]), let(out, rd(s), 0)], v, s)
    check("region local partial sum", region(p), "verified", {"s": "shared"})


def test_same_loop_flow():
    # t written by every thread, then carried from iteration to iteration
    # of one loop: that flow is the loop's finding; the region's private(t)
    # holds (t is not read after).
    t = scalar("t")
    p = program([Region([let(t, Const(0.0)),
                         ws(lambda i: [let(a, rd(t), aff(i=1)), let(t, rd(b, aff(i=1)))])],
                        clauses=[["private", t]])], t)
    check("a loop-carried value of a private variable: the loop's", region(p),
          "verified", {"t": "private"})


def test_loop_private_copies_in_sequence():
    # Sequentially, the loop's `t *= i` (t private to the loop) is a write of
    # t: the replicated read after it gets its value from a loop iteration,
    # another thread's: not firstprivate, nothing holds (t is written by
    # every thread: no shared either).
    t = scalar("t", 2.0)
    p = program([Region([ws(lambda i: [let(t, rd(b, aff(i=1)), op="*=")],
                            clauses=[["private", t]]),
                         let(t, Bin("+", rd(t), Const(1.0)))])], t)
    check("read after a loop's private copy was written: none", region(p),
          "violation", {"t": "none"}, {"t"})


def test_flow_across_loop_instances():
    # t1 carried from one instance of the loop to the next (the loop inside
    # a sequential loop): the loop checks each instance alone, so that flow
    # is the region's. The first ++ of instance j = 1 on a thread reads the
    # thread's copy, not the value the last iteration of instance j = 0
    # left (another thread's): private fails, and so does firstprivate.
    # Every thread's t1 = 1.0 is no update, but nothing after the region
    # reads t1: under reduction(+: t1) that write only sets the thread's
    # copy, whose value nothing outside t1 sees, so reduction(+) holds
    # (docs/design/regions.md: a plain write nothing reads after the region
    # is no failure of a reduction). With t1 read after the region, none.
    t1 = scalar("t1")
    body = [let(t1, Const(1.0)), seq(lambda j: [
        ws(lambda i: [Assign(ref(t1), "++")])], hi=3)]
    p = program([Region(list(body), clauses=[["private", t1]])], t1)
    check("flow between instances of one loop: the region's", region(p),
          "fixable", {"t1": "reduction(+)"})
    p = program([Region(list(body), clauses=[["private", t1]]), let(out, rd(t1), 0)], t1)
    check("... with t1 read after the region: none", region(p),
          "violation", {"t1": "none"})
    # Within one instance, the flow is the loop's (test_same_loop_flow).


def test_update_chains():
    # update_op: a chain of one operator around v is an update.
    s = scalar("s")
    cases = [(Bin("+", Bin("+", rd(s), rd(b, 0)), rd(b, 1)), "+"),
             (Bin("+", rd(b, 0), Bin("-", rd(s), rd(b, 1))), "+"),
             (Bin("-", rd(b, 0), Bin("-", rd(s), rd(b, 1))), None),
             (Bin("*", rd(b, 0), Bin("*", rd(b, 1), rd(s))), "*"),
             (Bin("+", Bin("*", rd(s), rd(b, 0)), rd(b, 1)), None),
             (Bin("+", rd(s), rd(s)), None)]
    for rhs, want in cases:
        got = oracle.update_op(Assign(ref(s), "=", rhs), s)
        name = "update_op(s = %s) = %s" % (rhs.c(), want)
        print(("ok   " if got == want else "FAIL ") + name + ("" if got == want else ", got %s" % got))
        if got != want:
            FAILED.append(name)


def test_reduction():
    s = scalar("s")
    # s += ... by every thread and in a loop, s read after: reduction(+).
    p = program([Region([let(s, rd(b, 0), op="+="),
                         ws(lambda i: [let(s, rd(b, aff(i=1)), op="+=")])]),
                 let(out, rd(s), 0)], s)
    check("updates of s: reduction(+)", region(p), "fixable", {"s": "reduction(+)"}, {"s"})
    # one *= among them: none.
    p = program([Region([let(s, rd(b, 0), op="*="),
                         ws(lambda i: [let(s, rd(b, aff(i=1)), op="+=")])]),
                 let(out, rd(s), 0)], s)
    check("mixed operators: none", region(p), "violation", {"s": "none"}, {"s"})
    # A plain write of s by a single, then updates in a loop (program
    # 100170): s is not read after the region, so under reduction(+: s)
    # the single's write only goes into the thread's copy, whose value
    # nothing after the region sees: reduction(+) holds (private does not:
    # another thread's update reads the single's value).
    body = [Single([let(s, rd(b, 3))], nowait=True),
            ws(lambda i: [let(s, rd(b, aff(i=1)), op="-=")])]
    p = program([Region(list(body))], s)
    check("a plain write nothing reads after: reduction(+)", region(p), "fixable",
          {"s": "reduction(+)"}, {"s"})
    # The same with s read after the region: the read would see the copies
    # combined with the value from before, not the single's value: none.
    p = program([Region(list(body)), let(out, rd(s), 0)], s)
    check("a plain write read after the region: none", region(p), "violation",
          {"s": "none"}, {"s"})


# ---------------------------------------------------------------- loops
#
# Issue 36's forms in loops: section reductions, accesses outside a declared
# extent, derived values (products, divisions, values assigned under a
# condition), statements that never run.

c = Var("c", "c", "param_ptr", 1)
G = Var("G", "G", "global", 2)
V = Var("V", "V", "param_ptr", 2, vla=True)


def pfor(body_fn, hi=None, clauses=(), sections=None, name="i"):
    """#pragma omp parallel for [clauses] for (int i = 0; i < hi; i++)"""
    v = counter(name)
    hi = aff(n=1) if hi is None else hi
    L = Loop(v, True, Aff([], 0), "<", hi, 1, body_fn(v.name),
             Pragma(list(clauses), 1, "parallel for"))
    L.pragma.sections = {x.vid: s for x, s in (sections or {}).items()}
    return L


def inner(body_fn, hi=None, lo=0, name="j"):
    v = counter(name)
    hi = aff(m=1) if hi is None else hi
    return Loop(v, True, Aff([], lo), "<", hi, 1, body_fn(v.name))


def loop_ans(p):
    assert not gen.check_valid(p), gen.check_valid(p)
    PROGRAMS.append(p)
    L, outer = p.parallel_loop()
    return oracle.analyse_loop(oracle.Statics(p, L, outer))


def check_loop(name, ans, verdict, required=None, oob=()):
    got, problems = verdict_problems(ans, verdict, required)
    if list(ans["out_of_bounds"]) != list(oob):
        problems.append("out of bounds %s, expected %s" % (ans["out_of_bounds"], list(oob)))
    if problems:
        FAILED.append(name)
        print("FAIL %s: %s\n  variables %s" % (name, "; ".join(problems), got))
    else:
        print("ok   %s" % name)


def test_reduction_decided_by_what_runs_later():
    t = scalar("t")
    # At the first values tried (n = 0) the loop runs nothing and t fails
    # every clause but reduction; a read of t in an arm never taken is no
    # update but touches nothing. From n = 1 the loop's plain write of t
    # runs, and t++ in the same thread reads it before the copies combine:
    # under reduction(+) the value read after the region is not the
    # sequential one, so none (difftest program 4304405: the oracle stopped
    # tracing t after the first values and said reduction(+)).
    never = Cmp(Aff([("n", 1)], 0), "<", Aff([], 0))
    p = program([Region([
        ws(lambda i: [let(t, rd(b, aff(i=1))),
                      let(a, Select(never, rd(t), Const(1.0)), aff(i=1))]),
        let(t, Const(1.0), op="+=")]),
        let(out, rd(t), 0)], t)
    check("a plain write that runs only from n = 1: none", region(p),
          "violation", {"t": "none"}, {"t"})


def test_reduction_nothing_touches():
    s = scalar("s")
    # The only write of s is in a loop that never runs: the copies combine
    # into s unchanged, so reduction(+) holds (difftest program 100235).
    p = program([pfor(lambda i: [inner(lambda j: [let(s, Const(1.0))],
                                       hi=Aff([], 0))],
                      clauses=[["reduction+", s]]),
                 let(out, rd(s), 0)], s)
    check_loop("a reduction nothing touches: verified", loop_ans(p), "verified",
               {"s": "reduction(+)"})


def test_section_reduction():
    red = [["reduction+", c]]
    # c[2] reduced; c[i + 3] is another cell per iteration: verified.
    p = program([pfor(lambda i: [let(c, rd(a, aff(i=1)), 2, op="+="),
                                 let(c, Const(1.0), aff(3, i=1), op="+=")],
                      clauses=red, sections={c: (Aff([], 2), None)})], c)
    check_loop("reduction(+: c[2]), c[i + 3] updated too: verified", loop_ans(p),
               "verified", {"c": "reduction(+)"})
    # c[0:n] reduced; c[n] updated by every iteration outside it: a race;
    # the whole array as a reduction holds.
    p = program([pfor(lambda i: [let(c, rd(a, aff(i=1)), aff(i=1), op="+="),
                                 let(c, Const(1.0), aff(n=1), op="+=")],
                      clauses=red, sections={c: (Aff([], 0), aff(n=1))})], c)
    check_loop("reduction(+: c[0:n]), c[n] updated: fixable", loop_ans(p),
               "fixable", {"c": "reduction(+)"})
    # c[0:2] with c[1] = 1.0: not an update of a reduced cell: none.
    p = program([pfor(lambda i: [let(c, rd(a, aff(i=1)), 0, op="+="),
                                 let(c, Const(1.0), 1)],
                      clauses=red, sections={c: (Aff([], 0), Aff([], 2))})], c)
    check_loop("reduction(+: c[0:2]), c[1] = 1.0: violation", loop_ans(p),
               "violation", {"c": "none"})
    # c[m] reduced, c[i] updated: one iteration meets c[m]: verified.
    p = program([pfor(lambda i: [let(c, rd(a, aff(i=1)), aff(i=1), op="+=")],
                      clauses=red, sections={c: (aff(m=1), None)})], c)
    check_loop("reduction(+: c[m]), c[i] updated: verified", loop_ans(p),
               "verified", {"c": "reduction(+)"})


def test_out_of_bounds():
    # G[i + 16][j - 1], j from 0: the row before at every size: violation.
    p = program([pfor(lambda i: [inner(lambda j: [let(out, rd(G, aff(16, i=1), aff(-1, j=1)),
                                                      aff(i=1))])])], G)
    check_loop("G[i + 16][j - 1]: out of bounds", loop_ans(p), "violation",
               {"G": "shared"}, ["G"])
    # the same from j = 1: inside.
    p = program([pfor(lambda i: [inner(lambda j: [let(out, rd(G, aff(16, i=1), aff(-1, j=1)),
                                                      aff(i=1))], lo=1)])], G)
    check_loop("G[i + 16][j - 1], j from 1: verified", loop_ans(p), "verified", {"G": "shared"})
    # g[i + 60] over i < n: outside only from n = 5 on, not at every size.
    p = program([pfor(lambda i: [let(out, rd(g, aff(60, i=1)), aff(i=1))])])
    check_loop("g[i + 60]: inside at small n: verified", loop_ans(p), "verified")
    # V[i][j + 1] of double V[n][m], j < m: column m at every size.
    p = program([pfor(lambda i: [inner(lambda j: [let(V, rd(a, aff(i=1)), aff(i=1),
                                                      aff(1, j=1))])])], V)
    check_loop("V[i][j + 1] of V[n][m]: out of bounds", loop_ans(p), "violation",
               {"V": "shared"}, ["V"])
    # A region's own code: G[j + 16][-1] in a sequential loop of every
    # thread reads outside at every size (program 4304737); in a
    # worksharing loop of the region the access is the loop's.
    for name, body, want in [
            ("region code G[j + 16][-1]: out of bounds",
             [seq(lambda j: [let(a, rd(G, aff(16, j=1), -1), aff(j=1))])], ["G"]),
            ("worksharing loop G[i + 16][-1]: the loop's",
             [ws(lambda i: [let(a, rd(G, aff(16, i=1), -1), aff(i=1))])], []),
            # m only in V's extent (a KeyError in programs 4307061 and
            # six more): V[0][j + 1] over j < 3 is inside from m = 4 on
            ("V[0][j + 1] of V[n][m], m in the extent only: inside at some m",
             [seq(lambda j: [let(a, rd(V, 0, aff(1, j=1)), aff(j=1))])], [])]:
        got = region(program([Region(body)], G, V))
        ok = got["out_of_bounds"] == want and (want == [] or got["verdict"] == "violation")
        print(("ok   " if ok else "FAIL ") + name +
              ("" if ok else ", got %s %s" % (got["out_of_bounds"], got["verdict"])))
        if not ok:
            FAILED.append(name)


def test_derived_values():
    checks = [(gen.cdiv(-7, 2), -3), (gen.cmod(-7, 2), -1), (gen.cdiv(7, -2), -3),
              (gen.cmod(7, -2), 1), (gen.cdiv(7, 2), 3)]
    name = "C division and remainder"
    if all(x == y for x, y in checks):
        print("ok   " + name)
    else:
        FAILED.append(name)
        print("FAIL %s: %s" % (name, checks))

    def halves(hi):
        p = program([pfor(lambda i: [let(a, Bin("*", rd(a, aff(i=1, half=1)), Const(2.0)),
                                         aff(i=1))], hi=hi)])
        p.defs = [gen.Def("len", aff(n=1), Cmp(aff(m=1), ">", Aff([], 3)), aff(m=1)),
                  gen.Def("half", Aff([], 0), op="/", other=aff(len=1), right=2)]
        return p
    # a[i] = a[i + half] * 2.0 over i < half: no cell meets: verified.
    check_loop("a[i + half] over i < half: verified", loop_ans(halves(aff(half=1))),
               "verified", {"a": "shared"})
    # over i < len: iteration i + half writes what i reads: a race.
    check_loop("a[i + half] over i < len: violation", loop_ans(halves(aff(len=1))),
               "violation", {"a": "none"})
    # w[i + n] = w[i + n * m]: cells meet only at m = 1, in one iteration.
    p = program([pfor(lambda i: [let(a, rd(a, Aff([("i", 1), (gen.PRODUCT, 1)])),
                                     aff(i=1, n=1))])])
    check_loop("a[i + n] = a[i + n * m]: verified", loop_ans(p), "verified",
               {"a": "shared"})


def test_dead_statement():
    s = scalar("s", 1.0)
    # s *= ... runs; s = s + 1.0 under j < 0 never does: reduction(*).
    p = program([pfor(lambda i: [let(s, rd(a, aff(i=1)), op="*="),
                                 inner(lambda j: [let(s, Bin("+", rd(s), Const(1.0)))],
                                       hi=Aff([], 0))]),
                 let(out, rd(s), 0)], s)
    check_loop("a statement that never runs: reduction(*)", loop_ans(p), "fixable",
               {"s": "reduction(*)"})


def compile_all():
    clang = shutil.which("clang-19") or shutil.which("clang")
    if not clang:
        return
    d = tempfile.mkdtemp(prefix="oracle-regions-")
    bad = 0
    for k, p in enumerate(PROGRAMS):
        path = os.path.join(d, "r%d.c" % k)
        with open(path, "w") as f:
            f.write(gen.to_c(p))
        r = subprocess.run([clang, "-fopenmp", "-fsyntax-only", "-Wno-everything", path],
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        if r.returncode:
            bad += 1
            print("FAIL program %d does not compile:\n%s\n%s" % (k, gen.to_c(p), r.stdout))
    shutil.rmtree(d, ignore_errors=True)
    if bad:
        FAILED.append("compile")
    else:
        print("ok   all %d programs compile" % len(PROGRAMS))


def main():
    for name, fn in sorted(globals().items()):
        if name.startswith("test_") and callable(fn):
            fn()
    compile_all()
    print("%d failed" % len(FAILED))
    return 1 if FAILED else 0


if __name__ == "__main__":
    sys.exit(main())
