// A decreasing loop (i = n - 1 down to 0) with independent iterations.
void weight(int n, double *a, const double *w)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = n - 1; i >= 0; i--)
    a[i] = a[i] * w[i];
}
