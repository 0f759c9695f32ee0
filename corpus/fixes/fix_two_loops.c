// Two loops in one function: the first is right as written, the second needs private(t); each loop has its own verdict and fixed pragma.
void two_passes(int n, const double *a, double *b, double *c)
{
  double t;

  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    b[i] = 2.0 * a[i];
  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: t declared=shared required=private status=missing
  // CHECK-WITNESS: t race
  // CHECK-FIXED: #pragma omp parallel for schedule(guided) private(t)
  // CHECK-MESSAGES: :[[@LINE+4]]:1: error: data race on shared variable 't'
  // CHECK-MESSAGES: :[[@LINE+5]]:5: note: iteration i = 0 writes 't'
  // CHECK-MESSAGES: note: iteration i = 1 {{reads|writes}} 't'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 't' needs 'private(t)'
#pragma omp parallel for schedule(guided)
  for (int i = 0; i < n; i++) {
    t = b[i] + a[i];
    c[i] = t * t;
  }
}
