// Each thread keeps the largest element of its iterations in a local (started at a[0], which max does not mind) and merges it into the shared maximum under critical, written as an if: a max reduction by hand, whatever the schedule.
double largest(int n, const double *a)
{
  double m = a[0];
  // CHECK-REGION: verified
#pragma omp parallel
  {
    double local = a[0];
    // CHECK-VERDICT: verified
#pragma omp for nowait
    for (int i = 0; i < n; i++)
      if (a[i] > local)
        local = a[i];
#pragma omp critical
    {
      if (local > m)
        m = local;
    }
  }
  return m;
}
