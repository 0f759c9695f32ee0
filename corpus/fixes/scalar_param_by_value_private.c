// A by-value parameter reused as a temporary: the caller cannot see it, so private is enough.
void damp(int n, double *v, double t)
{
  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: t declared=shared required=private status=missing
  // CHECK-WITNESS: t race
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: data race on shared variable 't'
  // CHECK-MESSAGES: :[[@LINE+4]]:5: note: iteration i = 0 writes 't'
  // CHECK-MESSAGES: note: iteration i = 1 {{reads|writes}} 't'
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    t = 0.5 * v[i];
    v[i] = t * t;
  }
}
