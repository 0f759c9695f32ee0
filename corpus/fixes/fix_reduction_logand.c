// An all-positive test written all = all && e: reduction(&&: all).
int all_positive(int n, const double *a)
{
  int all = 1;

  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: all declared=shared required=reduction(&&) status=missing
  // CHECK-WITNESS: all race
  // CHECK-FIXED: #pragma omp parallel for reduction(&&: all)
  // CHECK-MESSAGES: :[[@LINE+4]]:1: error: data race on shared variable 'all'
  // CHECK-MESSAGES: :[[@LINE+5]]:5: note: iteration i = 0 writes 'all'
  // CHECK-MESSAGES: note: iteration i = 1 {{reads|writes}} 'all'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 'all' needs 'reduction(&&: all)'
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    all = all && a[i] > 0.0;
  return all;
}
