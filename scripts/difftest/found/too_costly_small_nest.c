// STATUS: fixed (answered in 0.06 s under the default budget: the search for
// the write a read sees stays inside one instance of L and skips reads that
// a write of their own iteration precedes). Kept in the corpus as
// corpus/diff_small_nest_reduction.c.
// Performance (difftest): a one-statement nest is "analysis too costly".
//
// ompfix says: unknown, "analysis too costly" (default --max-operations),
// after about 0.9 s; clang-19 -fsyntax-only takes 0.03 s.
// With --max-operations=0 it answers, in about 1 s: fixable, j private,
// k private, s required=reduction(+) -- which is also the oracle's answer.
// DESIGN.md: every loop inside the model gets an answer, and checking costs
// within 2x of clang -fsyntax-only ("Budgets"). About 2-4% of the generated
// programs hit this budget (e.g. 5 of 300 with --seed 1).
// What it needs: the disjunction in the condition (without `|| i > 3`: 0.04 s),
// collapse(2) (without it: answered, 0.65 s) and a statement that reads s
// (with `s = 1.0;`: answered, 0.3 s); the bound `m - i - 1` does not matter.
void kernel(int n, int m)
{
  double s = 2.0;
  int i, j, k;

  for (i = 0; i < m - 1; i++) {
#pragma omp parallel for collapse(2)
    for (j = 1; j < m - i - 1; j++) {
      for (k = 0; k < m; k++) {
        if (i >= k || i > 3) {
          s = s + 1.0;
        }
      }
    }
  }
}
