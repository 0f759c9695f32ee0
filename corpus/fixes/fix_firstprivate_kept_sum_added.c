// A correct but costlier firstprivate(t) stays as written while the missing reduction(+: s) is appended after it.
double sum_cubes(int n, const double *a)
{
  double t = 0.0, s = 0.0;

  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: t declared=firstprivate required=firstprivate status=ok
  // CHECK-VARIABLE: s declared=shared required=reduction(+) status=missing
  // CHECK-WITNESS: s race
  // CHECK-FIXED: #pragma omp parallel for firstprivate(t) reduction(+: s)
  // CHECK-MESSAGES: :[[@LINE+4]]:1: error: data race on shared variable 's'
  // CHECK-MESSAGES: :[[@LINE+6]]:5: note: iteration i = 0 writes 's'
  // CHECK-MESSAGES: :[[@LINE+5]]:5: note: iteration i = 1 {{reads|writes}} 's'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 's' needs 'reduction(+: s)'
#pragma omp parallel for firstprivate(t)
  for (int i = 0; i < n; i++) {
    t = a[i] * a[i] * a[i];
    s += t;
  }
  return s;
}
