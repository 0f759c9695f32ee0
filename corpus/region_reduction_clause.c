// reduction(+: s) on the region: each thread sums its share of the worksharing loop into its own copy, and the copies are added at the end. Both the region and the loop are right.
double sum_all(int n, const double *a)
{
  double s = 0.0;
  // CHECK-REGION: verified
  // CHECK-VARIABLE: s declared=reduction(+) required=reduction(+) status=ok
#pragma omp parallel reduction(+: s)
  {
    // CHECK-VERDICT: verified
#pragma omp for
    for (int i = 0; i < n; i++)
      s += a[i];
  }
  return s;
}
