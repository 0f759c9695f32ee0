// A sum accumulated in the cell a pointer parameter points to: it cannot be privatized, but every access is acc[0] += e, so a reduction over the section acc[0:1].
void accumulate(int n, const double *a, double *acc)
{
  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: acc declared=shared required=reduction(+) status=missing
  // CHECK-WITNESS: acc race
  // CHECK-FIXED: #pragma omp parallel for reduction(+: acc[0:1])
  // CHECK-MESSAGES: :[[@LINE+4]]:1: error: data race on shared variable 'acc'
  // CHECK-MESSAGES: :[[@LINE+5]]:5: note: iteration i = 0 writes 'acc[0]'
  // CHECK-MESSAGES: :[[@LINE+4]]:5: note: iteration i = 1 {{reads|writes}} 'acc[0]'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 'acc' needs 'reduction(+: acc[0:1])'
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    acc[0] += a[i];
}
