// A minimum written m = m > e ? e : m: reduction(min: m).
double smallest(int n, const double *a)
{
  double m = a[0];

  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: m declared=shared required=reduction(min) status=missing
  // CHECK-WITNESS: m race
  // CHECK-FIXED: #pragma omp parallel for reduction(min: m)
  // CHECK-MESSAGES: :[[@LINE+4]]:1: error: data race on shared variable 'm'
  // CHECK-MESSAGES: :[[@LINE+5]]:5: note: iteration i = 0 writes 'm'
  // CHECK-MESSAGES: note: iteration i = 1 {{reads|writes}} 'm'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 'm' needs 'reduction(min: m)'
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    m = m > a[i] ? a[i] : m;
  return m;
}
