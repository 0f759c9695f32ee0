// An omp for inside a parallel region, with a temporary declared in the region: each thread has its own t, written then read in every iteration; nothing to fix.
void squares_region(int n, const double *x, double *y)
{
  // CHECK-REGION: verified
#pragma omp parallel
  {
    double t;

    // CHECK-VERDICT: verified
    // CHECK-DIRECTIVE: for
    // CHECK-VARIABLE: t declared=private required=private status=ok
#pragma omp for
    for (int i = 0; i < n; i++) {
      t = x[i] * x[i];
      y[i] = t - 1.0;
    }
  }
}
