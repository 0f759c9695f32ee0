// A variable private to each thread of the region, counted by one worksharing loop and read by the next: each thread's copy holds only its own iterations' count, so the second loop's result depends on the schedule. The region reports the count read by another thread; the first loop holds a per-thread partial result that the region does not combine, and the second reads a copy that other code wrote: both are unknown.
void count_then_fill(int n, const double *a, double *b)
{
  // CHECK-REGION: violation
  // CHECK-VARIABLE: count declared=private required=none status=wrong
  // CHECK-WITNESS: count flow
#pragma omp parallel
  {
    int count = 0;
    // CHECK-VERDICT: unknown
    // CHECK-REASON: the loop accumulates a per-thread partial result in it, which the region does not combine
    // CHECK-REASON-KIND: construct
    // CHECK-MESSAGES-ANY
#pragma omp for
    for (int i = 0; i < n; i++)
      if (a[i] > 0.0)
        count++;
    // CHECK-VERDICT: unknown
    // CHECK-REASON: 'count' is private to each thread of the parallel region, and code that not every thread runs writes it
    // CHECK-REASON-KIND: construct
#pragma omp for
    for (int i = 0; i < n; i++)
      b[i] = count;
  }
}
