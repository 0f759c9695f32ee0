// Critical constructs of different names do not exclude each other: s += a[i] under one lock and s += b[i] under another race. Both are + updates, so reduction(+: s) fixes the loop.
double two_locks(int n, const double *a, const double *b)
{
  double s = 0.0;
  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: s declared=shared required=reduction(+) status=missing
  // CHECK-WITNESS: s race
  // CHECK-FIXED: #pragma omp parallel for reduction(+: s)
  // CHECK-MESSAGES-ANY
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
#pragma omp critical(a_lock)
    s += a[i];
#pragma omp critical(b_lock)
    s += b[i];
  }
  return s;
}
