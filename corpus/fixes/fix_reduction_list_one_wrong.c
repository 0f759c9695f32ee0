// reduction(+: s, t) where t is a temporary, not a sum: t leaves the list (s stays as written) and gets private(t) at the end.
double sum_halves(int n, const double *a, double *b)
{
  double s = 0.0, t = 0.0;

  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: t declared=reduction(+) required=private status=wrong
  // CHECK-VARIABLE: s declared=reduction(+) required=reduction(+) status=ok
  // CHECK-WITNESS: t race
  // CHECK-FIXED: #pragma omp parallel for reduction(+: s) private(t)
  // CHECK-MESSAGES: :[[@LINE+4]]:1: error: 't' is not only updated by one reduction operator in the loop
  // CHECK-MESSAGES: :[[@LINE+5]]:5: note: iteration i = 0 writes 't'
  // CHECK-MESSAGES: note: iteration i = 1 {{reads|writes}} 't'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 't' needs 'private(t)'
#pragma omp parallel for reduction(+: s, t)
  for (int i = 0; i < n; i++) {
    t = 0.5 * a[i];
    b[i] = t;
    s += t;
  }
  return s;
}
