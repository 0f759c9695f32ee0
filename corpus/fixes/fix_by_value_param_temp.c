// A by-value parameter reused as a temporary, on a pragma with default(shared): the caller cannot see the parameter, so private(t) is enough, appended after default(shared).
void damp_default(int n, double *v, double t)
{
  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: t declared=shared required=private status=missing
  // CHECK-WITNESS: t race
  // CHECK-FIXED: #pragma omp parallel for default(shared) private(t)
  // CHECK-MESSAGES: :[[@LINE+4]]:1: error: data race on shared variable 't'
  // CHECK-MESSAGES: :[[@LINE+5]]:5: note: iteration i = 0 writes 't'
  // CHECK-MESSAGES: note: iteration i = 1 {{reads|writes}} 't'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 't' needs 'private(t)'
#pragma omp parallel for default(shared)
  for (int i = 0; i < n; i++) {
    t = 0.5 * v[i];
    v[i] = t * t;
  }
}
