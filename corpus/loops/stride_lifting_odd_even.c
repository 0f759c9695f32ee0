// Wavelet lifting step: writes only odd cells x[2i + 1], reads only even cells x[2i] and x[2i + 2].
void predict_odd(int n, double *x)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    x[2 * i + 1] -= 0.5 * (x[2 * i] + x[2 * i + 2]);
}
