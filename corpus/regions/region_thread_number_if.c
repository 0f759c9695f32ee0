// The thread number kept in a variable of the region, and a block that only thread 0 runs (if (tid == 0)): like masked, one thread writes nthreads, so it does not race; printf is output, not memory.
#include <omp.h>
#include <stdio.h>

int count_team(int n, double *a)
{
  int nthreads = 0;
  // CHECK-REGION: verified
#pragma omp parallel
  {
    int tid = omp_get_thread_num();
    if (tid == 0)
      nthreads = omp_get_num_threads();
    printf("thread %d\n", tid);
    // CHECK-VERDICT: verified
#pragma omp for
    for (int i = 0; i < n; i++)
      a[i] = 2.0 * a[i];
  }
  return nthreads;
}
