// A minimum written if (m > e) m = e;: reduction(min: m).
double lowest(int n, const double *a)
{
  double m = 1.0e300;

  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: m declared=shared required=reduction(min) status=missing
  // CHECK-WITNESS: m race possible
  // CHECK-FIXED: #pragma omp parallel for reduction(min: m)
  // CHECK-MESSAGES: :[[@LINE+4]]:1: warning: possible data race on shared variable 'm'
  // CHECK-MESSAGES: :[[@LINE+6]]:7: note: iteration i = 0 writes 'm'
  // CHECK-MESSAGES: note: iteration i = 1 {{reads|writes}} 'm'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 'm' needs 'reduction(min: m)'
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    if (m > a[i])
      m = a[i];
  return m;
}
