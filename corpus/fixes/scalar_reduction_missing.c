// A sum accumulated in a shared scalar with no clause: every access is an update s += e, so reduction(+: s) fixes it.
double sum(int n, const double *a)
{
  double s = 0.0;

  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: s declared=shared required=reduction(+) status=missing
  // CHECK-WITNESS: s race
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: data race on shared variable 's'
  // CHECK-MESSAGES: :[[@LINE+4]]:5: note: iteration i = 0 writes 's'
  // CHECK-MESSAGES: :[[@LINE+3]]:5: note: iteration i = 1 {{reads|writes}} 's'
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    s += a[i];
  return s;
}
