// A product accumulated with p *= e: reduction(*: p).
double product(int n, const double *a)
{
  double p = 1.0;

  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: p declared=shared required=reduction(*) status=missing
  // CHECK-WITNESS: p race
  // CHECK-FIXED: #pragma omp parallel for reduction(*: p)
  // CHECK-MESSAGES: :[[@LINE+4]]:1: error: data race on shared variable 'p'
  // CHECK-MESSAGES: :[[@LINE+5]]:5: note: iteration i = 0 writes 'p'
  // CHECK-MESSAGES: note: iteration i = 1 {{reads|writes}} 'p'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 'p' needs 'reduction(*: p)'
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    p *= a[i];
  return p;
}
