// private(t) is already right; the second temporary u gets a new private(u) clause at the end rather than joining the user's clause.
void two_temps(int n, const double *a, double *b)
{
  double t, u;

  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: t declared=private required=private status=ok
  // CHECK-VARIABLE: u declared=shared required=private status=missing
  // CHECK-WITNESS: u race
  // CHECK-FIXED: #pragma omp parallel for private(t) private(u)
  // CHECK-MESSAGES: :[[@LINE+4]]:1: error: data race on shared variable 'u'
  // CHECK-MESSAGES: :[[@LINE+6]]:5: note: iteration i = 0 writes 'u'
  // CHECK-MESSAGES: note: iteration i = 1 {{reads|writes}} 'u'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 'u' needs 'private(u)'
#pragma omp parallel for private(t)
  for (int i = 0; i < n; i++) {
    t = a[i] + 1.0;
    u = a[i] - 1.0;
    b[i] = t * u;
  }
}
