// shared(a, t) written on a temporary: t is removed from the shared list (which keeps a), the other clauses stay, and private(t) is appended.
void squares_shared_clause(int n, double *a)
{
  double t;

  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: t declared=shared required=private status=wrong
  // CHECK-VARIABLE: a declared=shared required=shared status=ok
  // CHECK-WITNESS: t race
  // CHECK-FIXED: #pragma omp parallel for shared(a) schedule(static) private(t)
  // CHECK-MESSAGES: :[[@LINE+4]]:1: error: data race on shared variable 't'
  // CHECK-MESSAGES: :[[@LINE+5]]:5: note: iteration i = 0 writes 't'
  // CHECK-MESSAGES: note: iteration i = 1 {{reads|writes}} 't'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 't' needs 'private(t)'
#pragma omp parallel for shared(a, t) schedule(static)
  for (int i = 0; i < n; i++) {
    t = a[i] - 1.0;
    a[i] = t * t;
  }
}
