// The combined parallel for simd directive on an independent loop.
void saxpy(int n, float a, const float *x, float *y)
{
  // CHECK-VERDICT: verified
  // CHECK-DIRECTIVE: parallel for simd
#pragma omp parallel for simd
  for (int i = 0; i < n; i++)
    y[i] = a * x[i] + y[i];
}
