// An any-negative test written any = any || e: reduction(||: any).
int any_negative(int n, const double *a)
{
  int any = 0;

  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: any declared=shared required=reduction(||) status=missing
  // CHECK-WITNESS: any race
  // CHECK-FIXED: #pragma omp parallel for reduction(||: any)
  // CHECK-MESSAGES: :[[@LINE+4]]:1: error: data race on shared variable 'any'
  // CHECK-MESSAGES: :[[@LINE+5]]:5: note: iteration i = 0 writes 'any'
  // CHECK-MESSAGES: note: iteration i = 1 {{reads|writes}} 'any'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 'any' needs 'reduction(||: any)'
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    any = any || a[i] < 0.0;
  return any;
}
