// reduction(+: t) on a temporary that is assigned and read, not only updated: condition 5 fails; t is dead after the loop, so private(t).
void smooth(int n, const double *a, double *b)
{
  double t = 0.0;

  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: t declared=reduction(+) required=private status=wrong
  // CHECK-WITNESS: t race
  // CHECK-FIXED: #pragma omp parallel for schedule(dynamic, 16) private(t)
  // CHECK-MESSAGES: :[[@LINE+4]]:1: error: 't' is not only updated by one reduction operator in the loop
  // CHECK-MESSAGES: :[[@LINE+5]]:5: note: iteration i = 0 writes 't'
  // CHECK-MESSAGES: note: iteration i = 1 {{reads|writes}} 't'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 't' needs 'private(t)'
#pragma omp parallel for reduction(+: t) schedule(dynamic, 16)
  for (int i = 0; i < n; i++) {
    t = 0.5 * a[i];
    b[i] = t + t * t;
  }
}
