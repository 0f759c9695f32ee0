// A parallel for simd loop summing into a shared scalar, with a safelen clause that stays: reduction(+: s) is appended.
float sum_squares(int n, const float *x)
{
  float s = 0.0f;

  // CHECK-VERDICT: fixable
  // CHECK-DIRECTIVE: parallel for simd
  // CHECK-VARIABLE: s declared=shared required=reduction(+) status=missing
  // CHECK-WITNESS: s race
  // CHECK-FIXED: #pragma omp parallel for simd safelen(8) reduction(+: s)
  // CHECK-MESSAGES: :[[@LINE+4]]:1: error: data race on shared variable 's'
  // CHECK-MESSAGES: :[[@LINE+5]]:5: note: iteration i = 0 writes 's'
  // CHECK-MESSAGES: :[[@LINE+4]]:5: note: iteration i = 1 {{reads|writes}} 's'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 's' needs 'reduction(+: s)'
#pragma omp parallel for simd safelen(8)
  for (int i = 0; i < n; i++)
    s += x[i] * x[i];
  return s;
}
