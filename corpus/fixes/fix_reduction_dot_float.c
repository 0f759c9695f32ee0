// A floating-point dot product written s = s + a[i] * b[i]: a + reduction (its rounding may differ from the sequential sum).
float dot(int n, const float *a, const float *b)
{
  float s = 0.0f;

  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: s declared=shared required=reduction(+) status=missing
  // CHECK-WITNESS: s race
  // CHECK-FIXED: #pragma omp parallel for reduction(+: s)
  // CHECK-MESSAGES: :[[@LINE+4]]:1: error: data race on shared variable 's'
  // CHECK-MESSAGES: :[[@LINE+5]]:5: note: iteration i = 0 writes 's'
  // CHECK-MESSAGES: note: iteration i = 1 {{reads|writes}} 's'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 's' needs 'reduction(+: s)'
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    s = s + a[i] * b[i];
  return s;
}
