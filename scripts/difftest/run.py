#!/usr/bin/env python3
"""Differential test of ompfix against the brute-force oracle.

    run.py --seed S --count N [--ompfix PATH] [--keep DIR] [--jobs J]

Generates N programs (program k of seed S is gen.program(S * 100000 + k)),
runs `ompfix --format=json FILES... --` on them (several files per run) and
oracle.analyse() on their representations, and compares the verdict and, per
variable (matched by name), the `required` attribute, for every loop
directive and every `parallel` region. Every disagreement is printed with the
C program and both answers, then minimised (statements, conditions, clauses,
collapse and operands deleted while the same variable still disagrees). A
loop the tool reports as `unknown` is a disagreement (every generated program
is inside the documented model), except in region programs (see README.md).
A disagreement that a known gap of the tool explains (KNOWN_GAPS) is printed
as KNOWN, and fails only with --fail-known.

Prints `N passed, M failed[, K known]` and exits 1 if any program failed.
"""

import argparse
import concurrent.futures as cf
import copy
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import gen      # noqa: E402
import oracle   # noqa: E402

COSTLY = "unknown: analysis too costly"
DEFAULT_OMPFIX = os.path.normpath(os.path.join(HERE, "..", "..", "build",
                                               "bin", "ompfix"))


def program_seed(seed, k):
    return seed * 100000 + k


# ---------------------------------------------------------------- the tool

# Extra options for ompfix (run.py --max-operations).
TOOL_OPTIONS = []


def run_tool(ompfix, paths, timeout=600):
    """{basename: loops list or error string}."""
    cmd = [ompfix, "--format=json"] + TOOL_OPTIONS + paths + ["--"]
    for attempt in range(12):
        try:
            p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               text=True, timeout=timeout)
            break
        except subprocess.TimeoutExpired:
            return {os.path.basename(x): "timeout" for x in paths}
        except OSError as e:
            # the binary may be being relinked: wait for it
            if attempt == 11:
                return {os.path.basename(x): "cannot run ompfix: %s" % e for x in paths}
            time.sleep(5)
    out = {}
    try:
        data = json.loads(p.stdout)
    except ValueError:
        return {os.path.basename(x): "no JSON (exit %d): %s" % (
            p.returncode, p.stderr[-2000:]) for x in paths}
    for f in data.get("files", []):
        out[os.path.basename(f["file"])] = f["loops"]
    for x in paths:
        out.setdefault(os.path.basename(x), "not in the report (exit %d): %s" % (
            p.returncode, p.stderr[-2000:]))
    return out


def oracle_name(name):
    """The oracle's name of a variable the tool names: a field of the array
    of structs gen.group_fields makes (`fields_[].a`) is the array `a`, as
    is a pointer field of the struct parameter gen.pointer_fields makes
    (`ptrs_->a`)."""
    for prefix in (gen.FIELDS + "[].", gen.POINTER_FIELDS + "->"):
        if name.startswith(prefix):
            return name[len(prefix):]
    return name


def tool_answer(loops):
    """Normalises the tool's report of a file: {'loops': [...], 'regions':
    [...]} as the oracle's (a region's 'races': the variables of its race
    violations), or {'error': ...}."""
    if isinstance(loops, str):
        return {"error": loops}
    out = []
    regions = []
    for lp in loops:
        ans = {"verdict": lp["verdict"], "directive": lp.get("directive"),
               "variables": {}}
        if lp["verdict"] == "unknown":
            ans["reason"] = lp.get("reason", "")
            ans["reason_kind"] = lp.get("reason_kind", "")
        # Every finding possible only (through may-accesses).
        ans["possible_only"] = bool(lp.get("violations")) and all(
            x.get("may") for x in lp["violations"])
        # The variables of its certain findings (no "may": they must occur
        # at some parameter values) and of its possible ones ("may": true),
        # and those of its certain out-of-bounds findings.
        ans["certain"] = sorted({oracle_name(x["variable"])
                                 for x in lp.get("violations", [])
                                 if not x.get("may")})
        ans["possible"] = sorted({oracle_name(x["variable"])
                                  for x in lp.get("violations", [])
                                  if x.get("may")})
        # the parameter values of its certain findings' witnesses
        ans["witnesses"] = [x["parameters"] for x in lp.get("violations", [])
                            if not x.get("may") and x.get("parameters")]
        ans["out_of_bounds"] = sorted({oracle_name(x["variable"])
                                       for x in lp.get("violations", [])
                                       if x.get("kind") == "out-of-bounds" and
                                       not x.get("may")})
        # "none" not proven either (required_proven false): no claim.
        ans["unproven"] = sorted({oracle_name(v["name"]) for v in lp["variables"]
                                  if v.get("required_proven") is False})
        for v in lp["variables"]:
            if v["name"].startswith((gen.CURSOR, gen.COUNTER)):
                continue      # a spelling of the program (gen.cursors, counters)
            ans["variables"].setdefault(oracle_name(v["name"]), []).append(
                {"declared": v["declared"], "required": v["required"],
                 "status": v["status"]})
        if lp.get("directive") == "parallel":
            ans["races"] = sorted({oracle_name(x["variable"])
                                   for x in lp.get("violations", [])
                                   if x.get("kind") == "race"})
            regions.append(ans)
        else:
            out.append(ans)
    return {"loops": out, "regions": regions}


def required_of(lp, name):
    """The `required` of the variables called `name` (sorted: two variables
    may share a name)."""
    return sorted(e["required"] for e in lp["variables"].get(name, []))


def fmt(entries):
    if not entries:
        return "(absent)"
    return " | ".join("%s -> %s" % (e["declared"], e["required"]) for e in entries)


def loop_prefix(k):
    return "" if k == 0 else "loop%d:" % (k + 1)


def merge_wide(small, wide):
    """The answer with larger parameter values (`wide`), but for its entries
    that ran out of time: those of `small` (an entry analysed for fewer
    values, or none, says less than the small one)."""
    out = dict(wide)
    for part in ("loops", "regions"):
        if part in wide:
            out[part] = [w if w["complete"] else s
                         for s, w in zip(small[part], wide[part])]
    return out


def region_prefix(k):
    return "region%d:" % (k + 1)


def region_mode(t_rg, o_rg):
    """How a region entry is compared: 'unknown' (the tool's unknown,
    accepted), 'races' (the tool lists no variables yet: the variables with
    a race among those declared shared, and with all of them shared the
    verdict), or 'full' (verdict and per-variable required)."""
    if t_rg["verdict"] == "unknown":
        return "unknown"
    if not t_rg["variables"] and o_rg["variables"]:
        return "races"
    return "full"


def shared_names(o_rg):
    """The variables the region declares shared (by clause or implicitly)."""
    return {nm for nm, es in o_rg["variables"].items()
            if all(e["declared"] == "shared" and e["status"] != "redundant" for e in es)}


def region_disagreement(k, t_rg, o_rg):
    pre = region_prefix(k)
    mode = region_mode(t_rg, o_rg)
    key = set()
    if mode == "unknown":
        return key
    # out-of-bounds accesses of the region's own code (certain ones)
    for nm in set(t_rg.get("out_of_bounds", ())) ^ set(o_rg.get("out_of_bounds", ())):
        key.add(pre + "oob " + nm)
    if mode == "races":
        # Until the tool lists the region's variables, it reports races on
        # the variables it takes as shared: compare those.
        shared = shared_names(o_rg)
        others = set(o_rg["variables"]) - shared
        t_races = set(t_rg["races"]) - others
        o_races = set(o_rg["races"]) & shared
        for nm in t_races ^ o_races:
            key.add(pre + "race " + nm)
        all_shared = not others
        if not key and all_shared and \
                (t_rg["verdict"] == "verified") != (o_rg["verdict"] == "verified"):
            key.add(pre + "<verdict>")
        return key
    names = set(t_rg["variables"]) | set(o_rg["variables"])
    maybe = possible_only_variables(t_rg)     # possible findings: no claim
    # A field of an array of structs is not among the tool's variables (no
    # clause names it): its races are compared instead.
    fields = set(o_rg.get("fields", ())) - set(t_rg["variables"])
    for nm in fields - maybe:
        o_race = required_of(o_rg, nm) != ["shared"]
        if o_race != (nm in t_rg.get("races", ())):
            key.add(pre + "race " + nm)
    for nm in names - maybe - fields:
        if required_of(t_rg, nm) != required_of(o_rg, nm):
            key.add(pre + nm)
    if not key and t_rg["verdict"] != o_rg["verdict"] and \
            not (maybe and t_rg["verdict"] != "verified"):
        key.add(pre + "<verdict>")
    return key


# Where ompfix over-approximates a loop (one that counts by a parameter:
# the values between its iterations may run), an answer at least as
# cautious as the oracle's is right: a clause that is correct wherever the
# oracle's is, or none (a violation, found through may-accesses).
CAUTIOUS = {
    ("firstprivate", "private"),
    ("firstprivate lastprivate", "lastprivate"),
    ("lastprivate(conditional)", "lastprivate"),
    ("lastprivate", "private"),
    ("firstprivate lastprivate", "firstprivate"),
    ("firstprivate lastprivate", "private"),
}


def cautious(tool_required, oracle_required):
    """Both are required_of lists (sorted, one entry per variable of the
    name)."""
    if len(tool_required) != len(oracle_required):
        return False
    return all(t == o or t == "none" or (t, o) in CAUTIOUS
               for t, o in zip(tool_required, oracle_required))


def right_for_oracle(t_lp, o_lp, name):
    """Whether each attribute ompfix requires for the variables called
    `name` is one the oracle finds right, if not the cheapest (one
    variable of that name only)."""
    t = t_lp["variables"].get(name, [])
    o = o_lp["variables"].get(name, [])
    return len(t) == 1 and len(o) == 1 and \
        t[0]["required"] in o[0].get("right", [])


def possible_race(t_lp):
    """Whether the tool answers `unknown` because its only findings are
    possible ones (docs/report.md): not a claim either way."""
    return t_lp["verdict"] == "unknown" and t_lp.get("reason_kind") == "possible-race"


def possible_only_variables(t_lp):
    """The variables whose findings are all possible ("may": true): the
    tool claims nothing certain about them, and its `required` for them
    may be more cautious than the oracle's, or less (the finding may be
    real or not)."""
    return set(t_lp.get("possible", ())) - set(t_lp.get("certain", ()))


def disagreement(tool, orc):
    """A key describing the disagreement (a set of variable names, prefixed
    with loopK: beyond the first loop, regionK: for regions), or None when
    they agree.

    The claims (docs/report.md): a certain finding (no "may") must occur at
    some parameter values the oracle runs: a variable's `required` must be
    the oracle's, and an out-of-bounds finding must be one of the oracle's
    (`oob v`: a false certain claim, or one the tool misses); a `verified`
    loop must meet no failure of the oracle; a possible finding ("may")
    claims nothing: a variable whose findings are all possible is not
    compared, and a loop whose only findings are possible (`unknown`,
    reason_kind possible-race) is accepted, and counted apart."""
    if "error" in tool:
        return {"error"}
    if len(tool["loops"]) != len(orc["loops"]):
        return {"<loop count>"}
    if len(tool.get("regions", [])) != len(orc.get("regions", [])):
        return {"<region count>"}
    key = set()
    for k, (t_lp, o_lp) in enumerate(zip(tool["loops"], orc["loops"])):
        pre = loop_prefix(k)
        private = o_lp.get("region_private")
        if possible_race(t_lp):
            continue          # possible findings only: no claim
        if t_lp["verdict"] == "unknown":
            if private is not None:
                continue      # a loop of a region program: accepted
            if o_lp.get("over_approximated") and \
                    "at every value between" in t_lp.get("reason", ""):
                continue      # a finding ompfix cannot tell from its over-approximation

            key.add(COSTLY if t_lp.get("reason") == "analysis too costly"
                    else "unknown: " + t_lp.get("reason", ""))
            continue
        if o_lp.get("over_approximated") and t_lp.get("possible_only"):
            continue      # possible findings of an over-approximated loop: accepted
        names = set(t_lp["variables"]) | set(o_lp["variables"])
        lkey = set()
        maybe = possible_only_variables(t_lp) | set(t_lp.get("unproven", ()))
        t_oob = set(t_lp.get("out_of_bounds", ()))
        o_oob = set(o_lp.get("out_of_bounds", ()))
        if o_lp.get("over_approximated"):
            # the tool does not report an access it over-approximates
            # (docs/design/conditions.md): only its certain ones count
            o_oob &= t_oob
        for nm in t_oob ^ o_oob:
            lkey.add(pre + "oob " + nm)
        for nm in names:
            if private and nm in private:
                continue      # a per-thread copy of the region: not compared
            if nm in o_lp.get("fields", ()) and nm not in t_lp["variables"] \
                    and required_of(o_lp, nm) == ["shared"]:
                continue      # a field the loop only reads: a value to the tool
            if nm in maybe:
                continue      # possible findings only: no claim
            t_req, o_req = required_of(t_lp, nm), required_of(o_lp, nm)
            if t_req != o_req and not (o_lp.get("over_approximated") and
                                       (cautious(t_req, o_req) or
                                        right_for_oracle(t_lp, o_lp, nm))) and \
                    not (o_lp.get("liveness_over_approximated") and
                         cautious(t_req, o_req)):
                lkey.add(pre + nm)
        if not lkey and t_lp["verdict"] != o_lp["verdict"] and not private and \
                not o_lp.get("over_approximated") and \
                not (maybe and t_lp["verdict"] != "verified"):
            lkey.add(pre + "<verdict>")
        key |= lkey
    for k, (t_rg, o_rg) in enumerate(zip(tool.get("regions", []), orc.get("regions", []))):
        key |= region_disagreement(k, t_rg, o_rg)
    return key or None


def tally_claims(tool, orc, counts):
    """Adds to `counts` the loops whose only findings are possible
    (`unknown`, possible-race) by the oracle's verdict, the loops with both
    certain and possible findings, and the out-of-bounds findings."""
    if "error" in tool or len(tool["loops"]) != len(orc["loops"]):
        return
    for t_lp, o_lp in zip(tool["loops"], orc["loops"]):
        if possible_race(t_lp):
            key = "possible-race " + o_lp["verdict"]
            counts[key] = counts.get(key, 0) + 1
        elif t_lp.get("certain") and possible_only_variables(t_lp):
            counts["certain and possible"] = counts.get("certain and possible", 0) + 1
        if t_lp.get("out_of_bounds"):
            counts["oob tool"] = counts.get("oob tool", 0) + 1
        if o_lp.get("out_of_bounds"):
            counts["oob oracle"] = counts.get("oob oracle", 0) + 1


def tally_regions(tool, orc, counts):
    """Adds to `counts` how the loops of region programs and the regions
    were compared."""
    if "error" in tool or len(tool["loops"]) != len(orc["loops"]) or \
            len(tool.get("regions", [])) != len(orc.get("regions", [])):
        return
    for t_lp, o_lp in zip(tool["loops"], orc["loops"]):
        if o_lp.get("region_private") is None:
            continue
        counts["region loops"] = counts.get("region loops", 0) + 1
        if t_lp["verdict"] == "unknown":
            counts["region loops unknown"] = counts.get("region loops unknown", 0) + 1
    for t_rg, o_rg in zip(tool.get("regions", []), orc.get("regions", [])):
        mode = region_mode(t_rg, o_rg)
        counts["regions"] = counts.get("regions", 0) + 1
        counts["regions " + mode] = counts.get("regions " + mode, 0) + 1
        if mode == "races" and not (set(o_rg["variables"]) - shared_names(o_rg)):
            counts["regions races all shared"] = counts.get("regions races all shared", 0) + 1
        if mode == "unknown":
            reasons = counts.setdefault("unknown reasons", {})
            r = t_rg.get("reason", "")
            # "the loop at line 9: '#pragma omp atomic' inside the loop"
            r = r.split(": ", 1)[1] if r.startswith("the loop at line") else r
            reasons[r] = reasons.get(r, 0) + 1


def side_notes(tool, orc):
    """Variables whose `declared` or `status` differ (not a failure: only
    the verdict and `required` are compared)."""
    out = []
    entries = [(loop_prefix(k), t, o, o.get("region_private") or ())
               for k, (t, o) in enumerate(zip(tool["loops"], orc["loops"]))]
    entries += [(region_prefix(k), t, o, ())
                for k, (t, o) in enumerate(zip(tool.get("regions", []),
                                               orc.get("regions", [])))]
    for pre, t_lp, o_lp, skip in entries:
        for nm, o in o_lp["variables"].items():
            t = t_lp["variables"].get(nm)
            pairs = lambda es: sorted((e["declared"], e["status"]) for e in es)
            if t and nm not in skip and pairs(t) != pairs(o):
                out.append("%s%s tool %s oracle %s" % (
                    pre, nm, pairs(t), pairs(o)))
    return "; ".join(out)


def describe(tool, orc):
    if "error" in tool:
        return "tool error: " + tool["error"]
    lines = []
    if len(tool["loops"]) != len(orc["loops"]):
        lines.append("  tool reports %d loops, the program has %d" % (
            len(tool["loops"]), len(orc["loops"])))
    for k, (t_lp, o_lp) in enumerate(zip(tool["loops"], orc["loops"])):
        lines.append("  loop %d (%s): verdict: tool %s, oracle %s%s" % (
            k + 1, o_lp["directive"], t_lp["verdict"], o_lp["verdict"],
            (" (reason: %s)" % t_lp.get("reason")) if t_lp["verdict"] == "unknown" else ""))
        lines.append("    findings: tool certain %s, possible %s, out-of-bounds %s; "
                     "oracle out-of-bounds %s" % tuple(
                         ", ".join(x) or "none" for x in (
                             t_lp.get("certain", ()), t_lp.get("possible", ()),
                             t_lp.get("out_of_bounds", ()), o_lp.get("out_of_bounds", ()))))
        names = list(o_lp["variables"]) + [n for n in t_lp["variables"]
                                            if n not in o_lp["variables"]]
        for nm in names:
            t = t_lp["variables"].get(nm)
            o = o_lp["variables"].get(nm)
            ts, os_ = fmt(t), fmt(o)
            mark = "  " if required_of(t_lp, nm) == required_of(o_lp, nm) else "!!"
            if t_lp["verdict"] == "unknown" and not t:
                continue
            if nm in (o_lp.get("region_private") or ()):
                mark = "rp"   # private to the region: not compared
            lines.append("    %s %-6s tool: %-40s oracle: %s" % (mark, nm, ts, os_))
    if len(tool.get("regions", [])) != len(orc.get("regions", [])):
        lines.append("  tool reports %d regions, the program has %d" % (
            len(tool.get("regions", [])), len(orc.get("regions", []))))
    for k, (t_rg, o_rg) in enumerate(zip(tool.get("regions", []), orc.get("regions", []))):
        mode = region_mode(t_rg, o_rg)
        lines.append("  region %d (compared: %s): verdict: tool %s, oracle %s%s" % (
            k + 1, mode, t_rg["verdict"], o_rg["verdict"],
            (" (reason: %s)" % t_rg.get("reason")) if mode == "unknown" else ""))
        names = list(o_rg["variables"]) + [n for n in t_rg["variables"]
                                            if n not in o_rg["variables"]]
        for nm in names:
            t = t_rg["variables"].get(nm)
            o = o_rg["variables"].get(nm)
            mark = "  " if mode != "full" or required_of(t_rg, nm) == required_of(o_rg, nm) \
                else "!!"
            lines.append("    %s %-6s tool: %-40s oracle: %s" % (mark, nm, fmt(t), fmt(o)))
        lines.append("    races: tool %s, oracle %s" % (
            ", ".join(t_rg["races"]) or "none", ", ".join(sorted(o_rg["races"])) or "none"))
        for nm, w in sorted(o_rg["races"].items()):
            lines.append("      oracle: %s" % w)
    return "\n".join(lines)


# ---------------------------------------------------------------- minimising

def find_node(prog, nid):
    """(block list, index) of the node with id nid."""
    def rec(block):
        for idx, node in enumerate(block):
            if node.nid == nid:
                return block, idx
            for sub in gen.child_blocks(node):
                r = rec(sub)
                if r:
                    return r
        return None
    return rec(prog.body)


def candidate_edits(prog):
    """Edits that make the program smaller: (description, function)."""
    keep = set()
    for L, _ in prog.parallel_loops():
        keep |= {L.nid} | prog.ancestors(L)
    for R, _ in prog.regions():
        keep |= {R.nid} | prog.ancestors(R)
    edits = []
    nodes = [n for n, _ in prog.walk()]
    for node in nodes:
        nid = node.nid
        if nid not in keep:
            def delete(p, nid=nid):
                block, idx = find_node(p, nid)
                del block[idx]
            edits.append(("delete node %d" % nid, delete))
        if isinstance(node, gen.If):
            def then_only(p, nid=nid):
                block, idx = find_node(p, nid)
                block[idx:idx + 1] = block[idx].then
            edits.append(("if %d -> then" % nid, then_only))
            if node.els:
                def else_only(p, nid=nid):
                    block, idx = find_node(p, nid)
                    block[idx:idx + 1] = block[idx].els
                edits.append(("if %d -> else" % nid, else_only))

                def drop_else(p, nid=nid):
                    block, idx = find_node(p, nid)
                    block[idx].els = None
                edits.append(("if %d without else" % nid, drop_else))
            if isinstance(node.cond, gen.Logic):
                for k in range(len(node.cond.args)):
                    def sub(p, nid=nid, k=k):
                        block, idx = find_node(p, nid)
                        block[idx].cond = block[idx].cond.args[k]
                    edits.append(("if %d condition -> operand %d" % (nid, k), sub))
        if isinstance(node, (gen.Assign, gen.Decl)) and isinstance(node.rhs, gen.Bin):
            for side in ("left", "right"):
                def simp(p, nid=nid, side=side):
                    block, idx = find_node(p, nid)
                    block[idx].rhs = getattr(block[idx].rhs, side)
                edits.append(("node %d rhs -> %s" % (nid, side), simp))
        if isinstance(node, (gen.Assign, gen.Decl)) and isinstance(node.rhs, gen.Read) \
                and not isinstance(node, gen.Decl):
            def const(p, nid=nid):
                block, idx = find_node(p, nid)
                block[idx].rhs = gen.Const(1.0)
            edits.append(("node %d rhs -> 1.0" % nid, const))
        if isinstance(node, gen.Loop) and node.nid not in keep and node.hi.terms:
            def small(p, nid=nid):
                block, idx = find_node(p, nid)
                block[idx].hi = gen.Aff([], 2)
            edits.append(("loop %d bound -> 2" % nid, small))
        if isinstance(node, (gen.Single, gen.Master, gen.Critical, gen.Atomic)):
            def unwrap(p, nid=nid):
                block, idx = find_node(p, nid)
                block[idx:idx + 1] = block[idx].body
            edits.append(("%s %d -> its body" % (type(node).__name__, nid), unwrap))
        if isinstance(node, gen.Single) and node.nowait:
            def wait(p, nid=nid):
                block, idx = find_node(p, nid)
                block[idx].nowait = False
            edits.append(("single %d without nowait" % nid, wait))
        if isinstance(node, gen.Region):
            for k in range(len(node.clauses)):
                def drop_rc(p, nid=nid, k=k):
                    block, idx = find_node(p, nid)
                    del block[idx].clauses[k]
                edits.append(("drop clause %d of region %d" % (k, nid), drop_rc))
            if node.extras:
                def no_rextras(p, nid=nid):
                    block, idx = find_node(p, nid)
                    block[idx].extras = []
                edits.append(("no extra clauses in region %d" % nid, no_rextras))
    for li, (L, _) in enumerate(prog.parallel_loops()):
        for k in range(len(L.pragma.clauses)):
            def drop(p, k=k, li=li):
                Lc, _ = p.parallel_loops()[li]
                del Lc.pragma.clauses[k]
            edits.append(("drop clause %d of loop %d" % (k, li), drop))
        if L.pragma.collapse > 1:
            def nocollapse(p, li=li):
                Lc, _ = p.parallel_loops()[li]
                Lc.pragma.collapse = 1
            edits.append(("no collapse in loop %d" % li, nocollapse))
        if L.pragma.extras:
            def noextras(p, li=li):
                Lc, _ = p.parallel_loops()[li]
                Lc.pragma.extras = []
            edits.append(("no extra clauses in loop %d" % li, noextras))
            for e in L.pragma.extras:
                def noextra(p, li=li, e=e):
                    Lc, _ = p.parallel_loops()[li]
                    Lc.pragma.extras = [x for x in Lc.pragma.extras if x != e]
                edits.append(("no %s in loop %d" % (e, li), noextra))
        in_region = prog.region_of(L) is not None
        if L.pragma.directive != "parallel for" and not in_region:
            def plain(p, li=li):
                Lc, _ = p.parallel_loops()[li]
                Lc.pragma.directive = "parallel for"
            edits.append(("plain parallel for in loop %d" % li, plain))
        if in_region:
            def seq_loop(p, li=li):
                Lc, _ = p.parallel_loops()[li]
                Lc.pragma = None
            edits.append(("loop %d without directive" % li, seq_loop))
        elif len(prog.parallel_loops()) > 1 and not prog.ancestors(L):
            def undirect(p, li=li):
                Lc, _ = p.parallel_loops()[li]
                Lc.pragma = None
            edits.append(("loop %d without directive" % li, undirect))
    if prog.returns_double:
        def noret(p):
            p.returns_double = False
            p.body = [n for n in p.body if not isinstance(n, gen.Return)]
        edits.append(("no return", noret))
    return edits


class Checker:
    def __init__(self, ompfix, workdir):
        self.ompfix = ompfix
        self.workdir = workdir
        self.count = 0

    def answers(self, prog):
        self.count += 1
        path = os.path.join(self.workdir, "min%d.c" % self.count)
        with open(path, "w") as f:
            f.write(gen.to_c(prog))
        tool = tool_answer(run_tool(self.ompfix, [path]).get(os.path.basename(path)))
        os.unlink(path)
        orc = oracle.analyse(prog)
        key = disagreement(tool, orc)
        if key and not any(k.startswith("unknown") for k in key) and "error" not in key:
            orc = merge_wide(orc, oracle.analyse(prog, "wide", time.time() + 10))
        return tool, orc


# Known gaps of the tool: a disagreement that goes away when the oracle takes
# on the gap's deviation (the names of oracle.GAPS), or when the tool's
# answer is normalised (TOOL_GAPS), is printed as KNOWN and listed in the
# summary, not counted as a failure (unless --fail-known). Remove an entry
# once the tool has closed the gap.
KNOWN_GAPS = []


def drop_redundant_duplicates(tool):
    """A region variable that the tool lists twice, once as redundant: the
    redundant entry dropped."""
    out = copy.deepcopy(tool)
    for rg in out.get("regions", []):
        for nm, es in rg["variables"].items():
            if len(es) > 1 and any(e["status"] == "redundant" for e in es) and \
                    any(e["status"] != "redundant" for e in es):
                rg["variables"][nm] = [e for e in es if e["status"] != "redundant"]
    return out


TOOL_GAPS = {
    "dupclause": ("a variable named in a clause of 'parallel' (a global accessed "
                  "only in the region's loops, a pointer parameter accessed "
                  "through an alias) is listed twice, once as redundant",
                  drop_redundant_duplicates),
}


def gap_text(gap):
    return TOOL_GAPS[gap][0] if gap in TOOL_GAPS else oracle.GAPS[gap]


def known_gap(prog, tool, deadline):
    """The known gaps of the tool that explain the disagreement (the fewest:
    one, else all of them), or None."""
    if "error" in tool:
        return None
    tries = [[g] for g in KNOWN_GAPS] + ([KNOWN_GAPS] if len(KNOWN_GAPS) > 1 else [])
    small = {}

    def split(gaps):
        t = tool
        for g in gaps:
            if g in TOOL_GAPS:
                t = TOOL_GAPS[g][1](t)
        return t, tuple(g for g in gaps if g not in TOOL_GAPS)
    for gaps in tries:
        t, ogaps = split(gaps)
        if ogaps not in small:
            small[ogaps] = oracle.analyse(prog, None, None, gaps=ogaps)
        if disagreement(t, small[ogaps]) is None:
            return "+".join(gaps)
    for gaps in tries:
        t, ogaps = split(gaps)
        if not ogaps:
            continue
        alt = merge_wide(small[ogaps], oracle.analyse(prog, "wide", deadline, gaps=ogaps))
        if disagreement(t, alt) is None:
            return "+".join(gaps)
    return None


def minimise(prog, key, checker, budget=90.0):
    """Deletes what it can from prog while the disagreement persists: the
    same unknown reason(s), or some variable of `key` still disagreeing."""
    start = time.time()
    target = {x for x in key if x.startswith("unknown")}
    if len(target) > 1:
        target.discard(COSTLY)       # minimise the other reason
    best = prog
    changed = True
    while changed and time.time() - start < budget:
        changed = False
        for desc, fn in candidate_edits(best):
            if time.time() - start > budget:
                break
            cand = copy.deepcopy(best)
            try:
                fn(cand)
            except Exception:
                continue
            if gen.check_valid(cand):
                continue
            tool, orc = checker.answers(cand)
            k = disagreement(tool, orc)
            if k is None or "error" in k:
                continue
            if target:
                if not target <= k:
                    continue
            elif not (k & key):
                continue
            best = cand
            changed = True
            break
    return best


def clang_check(path):
    clang = shutil.which("clang-19") or shutil.which("clang")
    if not clang:
        return None
    p = subprocess.run([clang, "-fopenmp", "-fsyntax-only", "-Wno-everything", path],
                       stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    return None if p.returncode == 0 else p.stdout


# ---------------------------------------------------------------- main

def oracle_job(pseed):
    try:
        prog = gen.program(pseed)
        err = gen.check_valid(prog)
        return pseed, gen.to_c(prog), (None if err else oracle.analyse(prog)), err
    except Exception as e:      # one program's failure, not the batch's
        import traceback
        return pseed, "", None, "the generator or the oracle failed: %r\n%s" % (
            e, traceback.format_exc())


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--count", type=int, default=100)
    ap.add_argument("--first", type=int, default=0,
                    help="start at program k = FIRST of the seed (a long run "
                    "in parts: --first 0 --count 1000, --first 1000 ...)")
    ap.add_argument("--ompfix", default=DEFAULT_OMPFIX)
    ap.add_argument("--max-operations", type=int, default=None,
                    help="isl's budget per loop, passed to ompfix")
    ap.add_argument("--keep", help="directory for the programs and the reproducers")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--batch", type=int, default=20, help="files per ompfix run")
    ap.add_argument("--program", type=int, action="append",
                    help="check only this program seed (repeatable), as "
                    "printed in a disagreement")
    ap.add_argument("--wide-time", type=float, default=60.0,
                    help="seconds for re-checking a disagreement with larger "
                    "parameter values")
    ap.add_argument("--no-minimise", action="store_true")
    ap.add_argument("--minimise-costly", action="store_true",
                    help="minimise 'analysis too costly' loops too (slow)")
    ap.add_argument("--minimise-budget", type=float, default=60.0,
                    help="seconds spent minimising one disagreement")
    ap.add_argument("--minimise-total", type=float, default=120.0,
                    help="seconds spent minimising, in all")
    ap.add_argument("--max-minimise", type=int, default=10,
                    help="minimise at most this many disagreements")
    ap.add_argument("--quiet", action="store_true",
                    help="do not print the programs of disagreements")
    ap.add_argument("--fail-known", action="store_true",
                    help="count disagreements explained by a known gap of the "
                    "tool (KNOWN lines) as failures")
    ap.add_argument("--clang-check", action="store_true",
                    help="check every generated file with clang -fopenmp "
                    "-fsyntax-only")
    args = ap.parse_args()
    if args.max_operations is not None:
        TOOL_OPTIONS.append("--max-operations=%d" % args.max_operations)

    if not os.access(args.ompfix, os.X_OK):
        print("ompfix not found: %s" % args.ompfix)
        return 2
    tmp = tempfile.mkdtemp(prefix="difftest-")
    workdir = args.keep or tmp
    os.makedirs(workdir, exist_ok=True)
    t0 = time.time()
    seeds = args.program or [program_seed(args.seed, k)
                             for k in range(args.first, args.first + args.count)]

    # oracle in worker processes, the tool in batches alongside
    results = {}
    with cf.ProcessPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        oracle_futs = {pool.submit(oracle_job, s): s for s in seeds}
        texts = {}
        for fut in cf.as_completed(oracle_futs):
            pseed, text, ans, err = fut.result()
            texts[pseed] = text
            results[pseed] = {"oracle": ans, "gen_error": err}
    # write the files, run the tool in parallel batches
    paths = {}
    for pseed in seeds:
        path = os.path.join(workdir, "p%d.c" % pseed)
        with open(path, "w") as f:
            f.write(texts[pseed])
        paths[pseed] = path
    batches = [seeds[i:i + args.batch] for i in range(0, len(seeds), args.batch)]
    with cf.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        futs = [pool.submit(run_tool, args.ompfix, [paths[s] for s in b]) for b in batches]
        for b, fut in zip(batches, futs):
            out = fut.result()
            for s in b:
                results[s]["tool"] = tool_answer(out.get(os.path.basename(paths[s])))

    passed = failed = notes = skipped = 0
    failures = []
    known = {}
    counts = {}
    if args.clang_check:
        with cf.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
            errs = dict(zip(seeds, pool.map(lambda s: clang_check(paths[s]), seeds)))
        for pseed in seeds:
            if errs[pseed] and not results[pseed]["gen_error"]:
                results[pseed]["gen_error"] = "does not compile: " + errs[pseed]
    for pseed in seeds:
        res = results[pseed]
        if res["gen_error"]:
            print("program %d: generator produced an invalid program: %s" % (
                pseed, res["gen_error"]))
            failed += 1
            continue
        tally_regions(res["tool"], res["oracle"], counts)
        tally_claims(res["tool"], res["oracle"], counts)
        key = disagreement(res["tool"], res["oracle"])
        if key is not None and not any(k.startswith("unknown") for k in key) \
                and "error" not in key:
            # the tool reasons for all parameter values, the oracle for small
            # ones: try larger ones, and those of the tool's witnesses
            witnesses = [w for lp in res["tool"]["loops"] + res["tool"].get("regions", [])
                         for w in lp.get("witnesses", [])]
            wide = merge_wide(res["oracle"], oracle.analyse(
                gen.program(pseed), ("wide", witnesses), time.time() + args.wide_time))
            if disagreement(res["tool"], wide) is None:
                skipped += 1
                print("SKIPPED program seed %d (%s): agrees once n, m go up to %d "
                      "(%s)" % (pseed, paths[pseed],
                                max([lp["largest"] for lp in
                                     wide["loops"] + wide.get("regions", [])] or [0]),
                                ", ".join(sorted(key))))
                continue
            res["oracle"] = wide
            key = disagreement(res["tool"], wide)
            if not all(lp["complete"] for lp in wide["loops"] + wide.get("regions", [])):
                print("(program seed %d: the wide re-check ran out of time)" % pseed)
        if key is None:
            passed += 1
            extra = side_notes(res["tool"], res["oracle"])
            if extra:
                notes += 1
                print("NOTE program seed %d (%s): declared/status differ: %s" % (
                    pseed, paths[pseed], extra))
            continue
        gap = None
        if not any(k.startswith("unknown") for k in key) and "error" not in key:
            gap = known_gap(gen.program(pseed), res["tool"], time.time() + args.wide_time)
        if gap and not args.fail_known:
            known.setdefault(gap, []).append(pseed)
            print("KNOWN program seed %d (%s): %s (%s): the oracle agrees once it "
                  "takes on the known gap%s of the tool: %s" % (
                      pseed, paths[pseed], gap, ", ".join(sorted(key)),
                      "s" if "+" in gap else "",
                      "; ".join(gap_text(g) for g in gap.split("+"))))
            if not args.quiet:
                print(describe(res["tool"], res["oracle"]))
            continue
        failed += 1
        failures.append((pseed, key))
        print("=" * 78)
        print("DISAGREEMENT program seed %d (%s): %s" % (
            pseed, paths[pseed], ", ".join(sorted(key))))
        if not args.quiet:
            print(texts[pseed])
        print(describe(res["tool"], res["oracle"]))
    checker = Checker(args.ompfix, workdir)
    # the plain disagreements first, then the unknown loops
    failures.sort(key=lambda f: any(k.startswith("unknown") for k in f[1]))
    to_minimise = [f for f in failures
                   if args.minimise_costly or f[1] != {COSTLY}]
    if not args.no_minimise:
        m_start = time.time()
        for pseed, key in to_minimise[:args.max_minimise]:
            left = args.minimise_total - (time.time() - m_start)
            if left <= 0:
                print("(minimising time used up: %d disagreements not minimised)" % (
                    len(to_minimise[:args.max_minimise]) - to_minimise.index((pseed, key))))
                break
            prog = gen.program(pseed)
            small = minimise(prog, key, checker, min(args.minimise_budget, left))
            tool, orc = checker.answers(small)
            print("-" * 78)
            print("MINIMISED program seed %d (%s):" % (pseed, ", ".join(sorted(key))))
            small.comment = ("difftest reproducer, program seed %d" % pseed)
            text = gen.to_c(small)
            print(text)
            print(describe(tool, orc))
            path = os.path.join(workdir, "min-p%d.c" % pseed)
            with open(path, "w") as f:
                f.write(text)
            err = clang_check(path)
            if err:
                print("(the minimised program does not compile: %s)" % err)
    if not args.keep:
        shutil.rmtree(tmp, ignore_errors=True)
    tally = {}
    rtally = {}
    for pseed in seeds:
        ans = results[pseed]["oracle"]
        for lp in (ans or {}).get("loops", []):
            tally[lp["verdict"]] = tally.get(lp["verdict"], 0) + 1
        for rg in (ans or {}).get("regions", []):
            rtally[rg["verdict"]] = rtally.get(rg["verdict"], 0) + 1
    costly = sum(1 for _, key in failures if COSTLY in key)
    unknown = sum(1 for _, key in failures
                  if any(k.startswith("unknown") for k in key)) - costly
    print("oracle verdicts (per loop): %s" % ", ".join("%s %d" % kv for kv in sorted(tally.items())))
    if rtally:
        print("oracle verdicts (per region): %s" % ", ".join(
            "%s %d" % kv for kv in sorted(rtally.items())))
        c = counts.get
        print("loops in regions with other code (region programs, the old "
              "constructs): %d, of which the tool answers %d unknown (accepted)" % (
                  c("region loops", 0), c("region loops unknown", 0)))
        print("regions: %d; compared in full %d; races only (the tool lists no "
              "variables) %d, %d of them with every variable shared (verdict "
              "compared too); tool unknown (accepted) %d%s" % (
                  c("regions", 0), c("regions full", 0), c("regions races", 0),
                  c("regions races all shared", 0), c("regions unknown", 0),
                  "".join("\n  %d: %s" % (n, r) for r, n in sorted(
                      c("unknown reasons", {}).items(), key=lambda x: -x[1]))))
    c = counts.get
    pr = {v: c("possible-race " + v, 0) for v in ("verified", "fixable", "violation")}
    print("loops the tool answers unknown for possible findings only (possible-race, "
          "accepted): %d (oracle: verified %d, fixable %d, violation %d); loops with "
          "certain findings and variables with possible ones only: %d" % (
              sum(pr.values()), pr["verified"], pr["fixable"], pr["violation"],
              c("certain and possible", 0)))
    print("loops with out-of-bounds findings: tool %d, oracle %d" % (
        c("oob tool", 0), c("oob oracle", 0)))
    for gap, pseeds in sorted(known.items()):
        print("KNOWN tool gap '%s' (not failures; --fail-known makes them so): %d "
              "programs: %s" % (gap, len(pseeds), " ".join(map(str, pseeds))))
    print("failures: %d disagreements, %d unknown (analysis too costly), "
          "%d unknown (other reasons)" % (failed - costly - unknown, costly, unknown))
    if notes:
        print("%d programs agree on verdict and required but differ on "
              "declared/status (NOTE lines)" % notes)
    n_known = sum(len(x) for x in known.values())
    print("%d passed, %d failed%s%s (%.0f s)" % (
        passed, failed, ", %d skipped" % skipped if skipped else "",
        ", %d known (KNOWN lines)" % n_known if n_known else "", time.time() - t0))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
