// Several variables need clauses of different kinds: one clause per kind, in the order the kinds are first needed by the variables in the order they are first accessed.
double stats(int n, const double *a, double *b, double *peak)
{
  double t, u, s = 0.0, mx = 0.0;

  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: t declared=shared required=private status=missing
  // CHECK-VARIABLE: u declared=shared required=private status=missing
  // CHECK-VARIABLE: s declared=shared required=reduction(+) status=missing
  // CHECK-VARIABLE: mx declared=shared required=reduction(max) status=missing
  // CHECK-VARIABLE: b declared=shared required=shared status=ok
  // CHECK-WITNESS: t race
  // CHECK-WITNESS: u race
  // CHECK-WITNESS: s race
  // CHECK-WITNESS: mx race possible
  // CHECK-FIXED: #pragma omp parallel for private(t, u) reduction(+: s) reduction(max: mx)
  // CHECK-MESSAGES-DAG: :[[@LINE+5]]:1: error: data race on shared variable 't'
  // CHECK-MESSAGES-DAG: :[[@LINE+4]]:1: error: data race on shared variable 'u'
  // CHECK-MESSAGES-DAG: :[[@LINE+3]]:1: error: data race on shared variable 's'
  // CHECK-MESSAGES-DAG: :[[@LINE+2]]:1: warning: possible data race on shared variable 'mx'
  // CHECK-MESSAGES-DAG: :[[@LINE+1]]:1: note: 'mx' needs 'reduction(max: mx)'
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    t = a[i] * 2.0;
    u = t + 1.0;
    s += u;
    if (u > mx)
      mx = u;
    b[i] = t * u;
  }
  peak[0] = mx;
  return s;
}
