#!/usr/bin/env python3
"""Writes corpus/constructs/: one C and one C++ file per OpenMP directive
kind and per clause kind that clang-19 parses, each placing the construct
outside any parallel region, inside one beside a worksharing loop, inside a
loop, and (in C++) in a function template, a class template's method, a
lambda and a namespace. Every file must be answered by ompfix: no crash,
valid JSON, and every loop directive in the report (scripts/sweep.py checks
that; ctest runs it as `corpus/constructs`).

    scripts/make_construct_corpus.py [--out corpus/constructs]

The files are generated, then checked in: edit the tables below, not the
files.
"""
import argparse
import os

# Directives: name -> a statement using it. `BODY` is replaced by a small
# block of code; `LOOP` by a loop nest over a[] of length n.
DIRECTIVES = {
    "parallel": "#pragma omp parallel\n  BODY",
    "for": "#pragma omp parallel\n  {\n#pragma omp for\n  LOOP\n  }",
    "for_simd": "#pragma omp parallel\n  {\n#pragma omp for simd\n  LOOP\n  }",
    "simd": "#pragma omp simd\n  LOOP",
    "sections": "#pragma omp parallel sections\n  {\n#pragma omp section\n  BODY\n#pragma omp section\n  BODY\n  }",
    "sections_in_region": "#pragma omp parallel\n  {\n#pragma omp sections nowait\n  {\n#pragma omp section\n  BODY\n  }\n  }",
    "single": "#pragma omp single\n  BODY",
    "single_copyprivate": "#pragma omp parallel\n  {\n  int v;\n#pragma omp single copyprivate(v)\n  v = 1;\n  a[0] = v;\n  }",
    "master": "#pragma omp master\n  BODY",
    "masked": "#pragma omp masked filter(0)\n  BODY",
    "critical": "#pragma omp critical\n  BODY",
    "critical_named": "#pragma omp critical(lock_a) hint(omp_sync_hint_none)\n  BODY",
    "atomic_update": "#pragma omp atomic\n  a[0] += 1;",
    "atomic_read": "{ double r;\n#pragma omp atomic read\n  r = a[0];\n  a[1] = r; }",
    "atomic_write": "#pragma omp atomic write\n  a[0] = 2.0;",
    "atomic_capture": "{ double c;\n#pragma omp atomic capture\n  { c = a[0]; a[0] += 1; }\n  a[1] = c; }",
    "atomic_compare": "#pragma omp atomic compare\n  if (a[0] < 3.0) { a[0] = 3.0; }",
    "atomic_seq_cst": "#pragma omp atomic update seq_cst\n  a[0] += 1;",
    "barrier": "#pragma omp parallel\n  {\n  BODY\n#pragma omp barrier\n  }",
    "flush": "#pragma omp flush\n  BODY",
    "flush_list": "#pragma omp flush(a)",
    "taskwait": "#pragma omp taskwait",
    "taskyield": "#pragma omp taskyield",
    "taskgroup": "#pragma omp taskgroup\n  BODY",
    "task": "#pragma omp task\n  BODY",
    "task_depend": "#pragma omp task depend(out: a[0])\n  BODY\n#pragma omp taskwait depend(in: a[0])",
    "taskloop": "#pragma omp taskloop\n  LOOP",
    "taskloop_simd": "#pragma omp taskloop simd\n  LOOP",
    "master_taskloop": "#pragma omp master taskloop\n  LOOP",
    "masked_taskloop": "#pragma omp masked taskloop\n  LOOP",
    "parallel_master": "#pragma omp parallel master\n  BODY",
    "parallel_masked": "#pragma omp parallel masked\n  BODY",
    "parallel_for": "#pragma omp parallel for\n  LOOP",
    "parallel_for_simd": "#pragma omp parallel for simd\n  LOOP",
    "parallel_loop": "#pragma omp parallel loop\n  LOOP",
    "loop": "#pragma omp parallel\n  {\n#pragma omp loop\n  LOOP\n  }",
    "teams": "#pragma omp teams\n  BODY",
    "teams_distribute": "#pragma omp teams distribute\n  LOOP",
    "teams_distribute_parallel_for": "#pragma omp teams distribute parallel for\n  LOOP",
    "teams_loop": "#pragma omp teams loop\n  LOOP",
    "distribute": "#pragma omp teams\n  {\n#pragma omp distribute\n  LOOP\n  }",
    "distribute_simd": "#pragma omp teams\n  {\n#pragma omp distribute simd\n  LOOP\n  }",
    "target": "#pragma omp target map(tofrom: a[0:n])\n  BODY",
    "target_data": "#pragma omp target data map(tofrom: a[0:n])\n  BODY",
    "target_enter_exit_data": "#pragma omp target enter data map(to: a[0:n])\n#pragma omp target exit data map(from: a[0:n])",
    "target_update": "#pragma omp target update to(a[0:n])",
    "target_parallel": "#pragma omp target parallel map(tofrom: a[0:n])\n  BODY",
    "target_parallel_for": "#pragma omp target parallel for map(tofrom: a[0:n])\n  LOOP",
    "target_teams_distribute_parallel_for_simd": "#pragma omp target teams distribute parallel for simd map(tofrom: a[0:n])\n  LOOP",
    "target_simd": "#pragma omp target simd map(tofrom: a[0:n])\n  LOOP",
    "ordered": "#pragma omp parallel for ordered\n  for (int i = 0; i < n; i++) {\n#pragma omp ordered\n    a[i] += 1;\n  }",
    "ordered_depend": "#pragma omp parallel for ordered(1)\n  for (int i = 1; i < n; i++) {\n#pragma omp ordered depend(sink: i - 1)\n    a[i] += a[i - 1];\n#pragma omp ordered depend(source)\n  }",
    "cancel": "#pragma omp parallel\n  {\n  BODY\n#pragma omp cancel parallel if(n > 100)\n  }",
    "cancellation_point": "#pragma omp parallel for\n  for (int i = 0; i < n; i++) {\n#pragma omp cancellation point for\n    a[i] += 1;\n  }",
    "scan": "{ double s = 0;\n#pragma omp parallel for reduction(inscan, +: s)\n  for (int i = 0; i < n; i++) {\n    s += a[i];\n#pragma omp scan inclusive(s)\n    a[i] = s;\n  } }",
    "depobj": "{ omp_depend_t o;\n#pragma omp depobj(o) depend(inout: a[0])\n#pragma omp depobj(o) destroy(o)\n  }",
    "error": "#pragma omp error at(execution) severity(warning) message(\"note\")",
    "scope": "#pragma omp parallel\n  {\n#pragma omp scope\n  BODY\n  }",
    "tile": "#pragma omp tile sizes(4)\n  LOOP",
    "unroll": "#pragma omp unroll partial(2)\n  LOOP",
    "unroll_full": "#pragma omp unroll full\n  for (int i = 0; i < 8; i++) a[i] += 1;",
    "metadirective": "#pragma omp metadirective when(user = {condition(1)}: parallel for) default(parallel for)\n  LOOP",
    "assume_none": "BODY",
    "interop": "{ omp_interop_t obj = omp_interop_none;\n#pragma omp interop init(targetsync: obj)\n#pragma omp interop destroy(obj)\n  }",
}

# Clauses: name -> a directive line using it (on a loop, LOOP follows).
CLAUSES = {
    "if": "#pragma omp parallel for if(n > 10)",
    "num_threads": "#pragma omp parallel for num_threads(4)",
    "default_shared": "#pragma omp parallel for default(shared)",
    "default_none": "#pragma omp parallel for default(none) shared(a, n, t)",
    "default_firstprivate": "#pragma omp parallel default(firstprivate)\n#pragma omp for",
    "private": "#pragma omp parallel for private(t)",
    "firstprivate": "#pragma omp parallel for firstprivate(t)",
    "lastprivate": "#pragma omp parallel for lastprivate(t)",
    "lastprivate_conditional": "#pragma omp parallel for lastprivate(conditional: t)",
    "shared": "#pragma omp parallel for shared(a)",
    "reduction": "#pragma omp parallel for reduction(+: t)",
    "reduction_array_section": "#pragma omp parallel for reduction(+: a[0:n])",
    "reduction_task": "#pragma omp parallel for reduction(task, +: t)",
    "reduction_min": "#pragma omp parallel for reduction(min: t)",
    "copyin": "#pragma omp parallel for copyin(tp)",
    "proc_bind": "#pragma omp parallel for proc_bind(close)",
    "linear": "#pragma omp parallel for simd linear(k: 1)",
    "schedule_static": "#pragma omp parallel for schedule(static, 4)",
    "schedule_dynamic": "#pragma omp parallel for schedule(monotonic: dynamic)",
    "schedule_runtime": "#pragma omp parallel for schedule(runtime)",
    "ordered_clause": "#pragma omp parallel for ordered",
    "nowait": "#pragma omp parallel\n  {\n#pragma omp for nowait",
    "collapse": "#pragma omp parallel for collapse(2)\n  for (int j = 0; j < 2; j++)",
    "order": "#pragma omp parallel for order(concurrent)",
    "allocate": "#pragma omp parallel for private(t) allocate(omp_default_mem_alloc: t)",
    "aligned": "#pragma omp simd aligned(a: 64)",
    "safelen": "#pragma omp simd safelen(4)",
    "simdlen": "#pragma omp simd simdlen(8)",
    "nontemporal": "#pragma omp simd nontemporal(a)",
    "untied": "#pragma omp taskloop untied",
    "final": "#pragma omp taskloop final(n < 10)",
    "mergeable": "#pragma omp taskloop mergeable",
    "priority": "#pragma omp taskloop priority(1)",
    "grainsize": "#pragma omp taskloop grainsize(strict: 4)",
    "num_tasks": "#pragma omp taskloop num_tasks(4)",
    "nogroup": "#pragma omp taskloop nogroup",
    "in_reduction": "#pragma omp taskgroup task_reduction(+: t)\n  {\n#pragma omp taskloop in_reduction(+: t)",
    "device": "#pragma omp target teams distribute parallel for device(0) map(tofrom: a[0:n])",
    "map": "#pragma omp target parallel for map(tofrom: a[0:n])",
    "is_device_ptr": "#pragma omp target parallel for is_device_ptr(a)",
    "has_device_addr": "#pragma omp target parallel for has_device_addr(a)",
    "defaultmap": "#pragma omp target parallel for defaultmap(tofrom: scalar) map(a[0:n])",
    "num_teams": "#pragma omp teams distribute num_teams(2)",
    "thread_limit": "#pragma omp teams distribute thread_limit(4)",
    "dist_schedule": "#pragma omp teams distribute dist_schedule(static, 8)",
    "bind": "#pragma omp parallel\n  {\n#pragma omp loop bind(parallel)",
    "filter": "#pragma omp parallel masked taskloop filter(0)",
    "depend": "#pragma omp task depend(inout: a[0])",
    "if_simd": "#pragma omp parallel for simd if(simd: n > 8)",
    "severity_message": "#pragma omp error at(execution) severity(warning) message(\"m\")\n#pragma omp parallel for",
}

LOOP = "for (int i = 1; i < n; i++)\n    a[i] = a[i - 1] + t;"
BODY = "{ a[0] += 1.0; }"

PRELUDE_C = """#include <omp.h>
double tp;
#pragma omp threadprivate(tp)
"""

# Where a construct goes. {S} is the statement; {NAME} the construct's name.
CONTEXTS_C = [
    # Outside any region, before a racy parallel loop.
    """void {NAME}_alone(int n, double *a)
{{
  double t = 1.0;
  int k = 0;
  (void)k;
  {S}
#pragma omp parallel for
  for (int i = 1; i < n; i++)
    a[i] = a[i - 1] + t;
}}
""",
    # Inside a parallel region, beside a worksharing loop.
    """void {NAME}_in_region(int n, double *a, double *b)
{{
  double t = 1.0;
  int k = 0;
  (void)k;
#pragma omp parallel
  {{
#pragma omp for
    for (int i = 0; i < n; i++)
      b[i] = 2.0 * b[i];
    {S}
  }}
}}
""",
    # Inside a sequential loop around a parallel loop.
    """void {NAME}_in_loop(int n, double *a)
{{
  double t = 1.0;
  int k = 0;
  (void)k;
  for (int r = 0; r < 2; r++) {{
    {S}
  }}
}}
""",
]

CONTEXTS_CXX = CONTEXTS_C + [
    """template <typename T> void {NAME}_template(int n, T *a)
{{
  T t = 1;
  int k = 0;
  (void)k;
  {S}
}}
template void {NAME}_template<double>(int, double *);
template void {NAME}_template<float>(int, float *);
""",
    """template <typename T> struct {NAME}_holder {{
  void run(int n, T *a)
  {{
    T t = 1;
    int k = 0;
    (void)k;
    {S}
  }}
}};
template struct {NAME}_holder<double>;
""",
    """namespace ns_{NAME} {{
extern "C" void {NAME}_lambda(int n, double *a)
{{
  auto f = [&](double t) {{
    int k = 0;
    (void)k;
    {S}
  }};
  f(1.0);
}}
}}
""",
    """template <typename T> void {NAME}_never_instantiated(int n, T *a)
{{
  T t = 1;
  int k = 0;
  (void)k;
  {S}
}}
""",
]


def statement(template):
    return template.replace("LOOP", LOOP).replace("BODY", BODY).replace(
        "\n", "\n  ")


def clause_statement(line):
    text = line + "\n  " + LOOP
    opened = line.count("{") - line.count("}")
    return statement(text + "\n  }" * opened)


# Constructs that OpenMP does not allow inside a parallel region (teams), or
# that clang-19 rejects in a template or lambda: left out of those contexts.
NOT_IN_REGION = {"teams", "teams_distribute", "teams_distribute_parallel_for",
                 "teams_loop", "distribute", "distribute_simd", "num_teams",
                 "thread_limit", "dist_schedule"}
NOT_IN_TEMPLATE = {"scan"}


def write(out, stem, stmt, cxx):
    contexts = CONTEXTS_CXX if cxx else CONTEXTS_C
    short = stem.split("_", 1)[1]
    if short in NOT_IN_REGION:
        contexts = [c for c in contexts if "_in_region" not in c]
    if short in NOT_IN_TEMPLATE:
        contexts = [c for c in contexts if "template" not in c and
                    "lambda" not in c]
    name = stem.replace("-", "_")
    body = "".join(c.format(NAME=name, S=stmt) for c in contexts)
    ext = ".cpp" if cxx else ".c"
    header = ("// Generated by scripts/make_construct_corpus.py: every loop "
              "directive here must be answered, without a crash.\n")
    with open(os.path.join(out, stem + ext), "w") as f:
        f.write(header + PRELUDE_C + "\n" + body)


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", default=os.path.join(root, "corpus",
                                                      "constructs"))
    options = parser.parse_args()
    os.makedirs(options.out, exist_ok=True)
    for name, template in DIRECTIVES.items():
        for cxx in (False, True):
            write(options.out, "directive_" + name, statement(template), cxx)
    for name, line in CLAUSES.items():
        for cxx in (False, True):
            write(options.out, "clause_" + name, clause_statement(line), cxx)


if __name__ == "__main__":
    main()
