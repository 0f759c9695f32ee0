// A variable declared in the parallel region is private to each thread; every thread computes the same value before the loop, and the loop's iterations only read it. No race, no false alarm.
void scale_rows(int n, double *a, double c)
{
  // CHECK-REGION: verified
#pragma omp parallel
  {
    double factor = 2.0 * c;
    // CHECK-VERDICT: verified
    // CHECK-VARIABLE: factor declared=private required=private status=ok
#pragma omp for
    for (int i = 0; i < n; i++)
      a[i] = factor * a[i];
  }
}
