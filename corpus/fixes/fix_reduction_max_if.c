// A maximum written if (e > m) m = e;: the guarded write is still a max update, reduction(max: m).
int highest(int n, const int *a)
{
  int m = 0;

  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: m declared=shared required=reduction(max) status=missing
  // CHECK-WITNESS: m race possible
  // CHECK-FIXED: #pragma omp parallel for reduction(max: m)
  // CHECK-MESSAGES: :[[@LINE+4]]:1: warning: possible data race on shared variable 'm'
  // CHECK-MESSAGES: :[[@LINE+6]]:7: note: iteration i = 0 writes 'm'
  // CHECK-MESSAGES: note: iteration i = 1 {{reads|writes}} 'm'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 'm' needs 'reduction(max: m)'
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    if (a[i] > m)
      m = a[i];
  return m;
}
