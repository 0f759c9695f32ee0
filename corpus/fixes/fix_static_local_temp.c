// A static local used as a temporary: it outlives the call (the next call can read it), so its last value is live and it needs lastprivate, not private.
void squares_static(int n, const double *a, double *b)
{
  static double t;

  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: t declared=shared required=lastprivate status=missing
  // CHECK-WITNESS: t race
  // CHECK-FIXED: #pragma omp parallel for lastprivate(t)
  // CHECK-MESSAGES: :[[@LINE+4]]:1: error: data race on shared variable 't'
  // CHECK-MESSAGES: :[[@LINE+5]]:5: note: iteration i = 0 writes 't'
  // CHECK-MESSAGES: note: iteration i = 1 {{reads|writes}} 't'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 't' needs 'lastprivate(t)'
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    t = a[i] + 1.0;
    b[i] = t * t;
  }
}
