// An early return under an affine condition: the loop after it runs only when n > 0, and is exact.
double last_of_scaled(int n, double *a, const double *b)
{
  double t = 0.0;
  if (n <= 0)
    return 0.0;
  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: t declared=shared required=lastprivate status=missing
  // CHECK-FIXED: #pragma omp parallel for lastprivate(t)
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: data race on shared variable 't'
  // CHECK-MESSAGES: :[[@LINE+4]]:5: note: iteration i = 0 writes 't'
  // CHECK-MESSAGES: :[[@LINE+3]]:5: note: iteration i = 1 writes 't'
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    t = 2.0 * b[i];
    a[i] = t;
  }
  return t;
}
