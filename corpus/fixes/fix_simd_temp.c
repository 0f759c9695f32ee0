// A simd loop with a temporary declared before it: checked with the thread model, t needs private(t).
void scale_shift(int n, const float *x, float *y, float a, float b)
{
  float t;

  // CHECK-VERDICT: fixable
  // CHECK-DIRECTIVE: simd
  // CHECK-VARIABLE: t declared=shared required=private status=missing
  // CHECK-WITNESS: t race
  // CHECK-FIXED: #pragma omp simd private(t)
  // CHECK-MESSAGES: :[[@LINE+4]]:1: error: the lanes of the simd loop break the order of the accesses to shared variable 't'
  // CHECK-MESSAGES: :[[@LINE+5]]:5: note: iteration i = 0 writes 't'
  // CHECK-MESSAGES: note: iteration i = 1 {{reads|writes}} 't'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 't' needs 'private(t)'
#pragma omp simd
  for (int i = 0; i < n; i++) {
    t = a * x[i];
    y[i] = t + b;
  }
}
