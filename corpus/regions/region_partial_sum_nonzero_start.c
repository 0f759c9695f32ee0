// Partial sums that start at 5.0 instead of 0.0: every thread adds its own 5.0 to the total, the sequential code adds it once. The local carries another thread's iterations into the critical update: a violation of the region, and the loop's partial result is not combined as a reduction would be.
double sum_from_five(int n, const double *a)
{
  double s = 0.0;
  // CHECK-REGION: violation
  // CHECK-VARIABLE: local declared=private required=none status=wrong
  // CHECK-WITNESS: local flow
  // CHECK-MESSAGES-ANY
#pragma omp parallel
  {
    double local = 5.0;
    // CHECK-VERDICT: unknown
    // CHECK-REASON: which the region does not combine as a reduction would
    // CHECK-REASON-KIND: construct
#pragma omp for nowait
    for (int i = 0; i < n; i++)
      local += a[i];
#pragma omp critical
    s += local;
  }
  return s;
}
