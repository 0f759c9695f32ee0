// A variable private to each thread of the region, counted by one worksharing loop and read by the next: each thread's copy holds only its own iterations' count, so the second loop's result depends on the schedule. The first loop carries the count between iterations (a violation); the second cannot be checked alone.
void count_then_fill(int n, const double *a, double *b)
{
  // CHECK-REGION: verified
#pragma omp parallel
  {
    int count = 0;
    // CHECK-VERDICT: violation
    // CHECK-VARIABLE: count declared=private required=none status=missing
    // CHECK-MESSAGES-ANY
#pragma omp for
    for (int i = 0; i < n; i++)
      if (a[i] > 0.0)
        count++;
    // CHECK-VERDICT: unknown
    // CHECK-REASON: 'count' is private to each thread of the parallel region and the loop at line 11 writes it
#pragma omp for
    for (int i = 0; i < n; i++)
      b[i] = count;
  }
}
