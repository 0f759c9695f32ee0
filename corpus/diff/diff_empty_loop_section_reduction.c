// A reduction over a cell of an array on a loop that runs no iteration
// (its bounds cross for every n): no instance touches the cell, so it is
// combined with nothing and keeps its value, as in the sequential code.
// The clause holds; with no access there is no witness of a failure
// (scripts/difftest program 100200 found a certain wrong-reduction
// finding whose note named the counter).
void sum_empty(int n, const double *a, double *c)
{
  // CHECK-VERDICT: verified
  // CHECK-VARIABLE: c declared=reduction(+) required=reduction(+) status=ok
#pragma omp parallel for reduction(+: c[0])
  for (int i = n + 1; i < n - 1; i++) {
    c[i] = 2.0;
    c[0] += a[i];
  }
}
