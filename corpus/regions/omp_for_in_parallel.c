// Two worksharing loops (#pragma omp for) in one parallel region: the second reads y across iterations, after the first's barrier.
void square_then_fold(int n, const double *x, double *y, double *z)
{
  // CHECK-REGION: verified
#pragma omp parallel
  {
    // CHECK-VERDICT: verified
    // CHECK-DIRECTIVE: for
#pragma omp for
    for (int i = 0; i < n; i++)
      y[i] = x[i] * x[i];
    // CHECK-VERDICT: verified
    // CHECK-DIRECTIVE: for
#pragma omp for
    for (int i = 0; i < n; i++)
      z[i] = y[i] + y[n - 1 - i];
  }
}
