// A maximum kept under `critical` in a parallel for: every access of m in the loop is inside the critical construct and is a max update, so the threads' order does not change the result.
double max_critical(int n, const double *a)
{
  double m = a[0];
  // CHECK-VERDICT: verified
  // CHECK-VARIABLE: m declared=shared required=shared status=ok
#pragma omp parallel for
  for (int i = 1; i < n; i++) {
#pragma omp critical
    {
      if (a[i] > m)
        m = a[i];
    }
  }
  return m;
}
