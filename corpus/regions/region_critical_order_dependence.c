// The critical update s = 2 * s + local is not one reduction operator's: its result depends on the order in which the threads enter the critical construct. An order dependence, never verified.
double weighted(int n, const double *a)
{
  double s = 1.0;
  // CHECK-REGION: violation
  // CHECK-VARIABLE: s declared=shared required=none status=missing
  // CHECK-WITNESS: s order
  // CHECK-MESSAGES-ANY
#pragma omp parallel
  {
    double local = 0.0;
    // CHECK-VERDICT: unknown
#pragma omp for nowait
    for (int i = 0; i < n; i++)
      local += a[i];
#pragma omp critical
    s = 2.0 * s + local;
  }
  return s;
}
