// A shared temporary whose last value is returned, on a pragma with other clauses: they stay as written and lastprivate(t) is appended.
double last_scaled(int n, const double *a, double *b, double s)
{
  double t = 0.0;

  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: t declared=shared required=lastprivate status=missing
  // CHECK-WITNESS: t race
  // CHECK-FIXED: #pragma omp parallel for schedule(static) num_threads(4) lastprivate(t)
  // CHECK-MESSAGES: :[[@LINE+4]]:1: error: data race on shared variable 't'
  // CHECK-MESSAGES: :[[@LINE+5]]:5: note: iteration i = 0 writes 't'
  // CHECK-MESSAGES: note: iteration i = 1 {{reads|writes}} 't'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 't' needs 'lastprivate(t)'
#pragma omp parallel for schedule(static) num_threads(4)
  for (int i = 0; i < n; i++) {
    t = s * a[i];
    b[i] = t * t;
  }
  return t;
}
