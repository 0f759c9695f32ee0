// A variable declared in the region accumulates the thread's iterations of a worksharing loop, and each thread stores its own partial result in its slot (`times[tid] = local;`): no thread reads another's copy. The region does not combine the partial results as a reduction would, so it is unknown, as the loop is; it once was a false "carries a value from one thread to another" error. Combined by hand from a start that is not the identity, it stays a violation (region_partial_sum_nonzero_start.c).
#include <omp.h>

void per_thread_sums(int n, const double *a, double *sums)
{
  // CHECK-REGION: unknown
  // CHECK-REASON: 'local' is private to each thread of the parallel region and the loop accumulates a per-thread partial result in it
  // CHECK-MESSAGES-ANY
#pragma omp parallel
  {
    int tid = omp_get_thread_num();
    double local = 0.0;
    // CHECK-VERDICT: unknown
    // CHECK-REASON: which the region does not combine as a reduction would
#pragma omp for
    for (int i = 0; i < n; i++)
      local += a[i];
    sums[tid] = local;
  }
}

void per_thread_counts(int n, const int *flags, int *counts)
{
  // CHECK-REGION: unknown
  // CHECK-REASON-KIND: construct
  // CHECK-MESSAGES-ANY
#pragma omp parallel
  {
    int count = 0;
    // CHECK-VERDICT: unknown
#pragma omp for nowait
    for (int i = 0; i < n; i++)
      if (flags[i])
        count++;
    counts[omp_get_thread_num()] = count;
  }
}
