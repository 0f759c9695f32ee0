// STATUS: fixed. The internal error by commit d39e69b (a quota spent while
// isl reports another error is "analysis too costly"); the sharing of work
// between loops by removing the function-wide flow cache (each loop computes
// what it needs under its own budget; legality test
// Budget.OneLoopsWorkDoesNotStretchAnothersBudget). Both loops are now
// answered (violation) under the default budget; loop 2 gets the same
// verdict alone and after loop 1 at every budget. Kept in the corpus as
// corpus/diff_two_loops_one_budget.c.
// Tool bug (difftest): after one loop of a function runs out of isl's budget,
// the next loop of the same function fails with an internal error.
//
// ompfix says (default --max-operations): loop 1 unknown "analysis too
// costly"; loop 2 unknown "internal error in the analysis: isl_stream.c:140:
// syntax error".
// Expected: loop 2 answered (violation, as with --max-operations=0 and as the
// oracle says: t and g[j + 15] race and t is not a reduction), or at worst
// "analysis too costly". With the directive of loop 1 removed, loop 2
// alone is "analysis too costly"; with --max-operations=0 both loops are
// `violation`; with --max-operations=3000000 loop 1 is too costly and loop 2 is
// answered although alone it is too costly at that budget. So work done for one
// loop (the function's dataflow, computed on first use?) is charged to, and
// left half-built by, the loop that runs out of budget, and reused by the next.
// (Deleting the unused `double t1 = 2.0;` changes which quota is hit where and
// hides the error.)
double g[64];
void kernel(int n, int m, double *b)
{
  double w[64];
  double t = 0.0;
  double u = 0.0;
  double s;
  double t1 = 2.0;
  int k;
#pragma omp parallel for
  for (int i = 1; i < n; i++) {
    g[i + 15] = t;
    for (int j = n; j < m; j++) {
      if ((i + 1) % 3 == 2 || (i + 1) % 2 != 0) {
        s += 0.5;
        b[j] = 1.0;
      }
      t = 2.0;
    }
  }
  for (int i = 2; i < n - 1; i++) {
    for (int j = 0; j < 3; j++) {
#pragma omp parallel for
      for (k = 0; k < m; k++) {
        if (i >= j || i < 4) {
          t = (b[k] - t) + t;
          g[j + 15] *= i;
        }
      }
    }
  }
}
