// A plain simd loop (no threads) with independent iterations.
void multiply(int n, const double *a, const double *b, double *c)
{
  // CHECK-VERDICT: verified
  // CHECK-DIRECTIVE: simd
#pragma omp simd
  for (int i = 0; i < n; i++)
    c[i] = a[i] * b[i];
}
