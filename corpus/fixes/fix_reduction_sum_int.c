// An integer count accumulated in a shared scalar: every access is cnt += e, so reduction(+: cnt).
int count_positive(int n, const int *a)
{
  int cnt = 0;

  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: cnt declared=shared required=reduction(+) status=missing
  // CHECK-WITNESS: cnt race
  // CHECK-FIXED: #pragma omp parallel for reduction(+: cnt)
  // CHECK-MESSAGES: :[[@LINE+4]]:1: error: data race on shared variable 'cnt'
  // CHECK-MESSAGES: :[[@LINE+5]]:5: note: iteration i = 0 writes 'cnt'
  // CHECK-MESSAGES: note: iteration i = 1 {{reads|writes}} 'cnt'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 'cnt' needs 'reduction(+: cnt)'
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    cnt += a[i] > 0;
  return cnt;
}
