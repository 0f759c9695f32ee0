// 1D three-point stencil reading a and writing b: the neighbours read are never written in the loop.
void smooth(int n, const double *a, double *b)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 1; i < n - 1; i++)
    b[i] = (a[i - 1] + a[i] + a[i + 1]) / 3.0;
}
