// A block run by the threads whose number is below 2: which threads write x, the model cannot say; the region is unknown, never verified.
#include <omp.h>

void first_two(double *x)
{
  // CHECK-REGION: unknown
  // CHECK-REASON: a condition on the thread number (line 12) in the parallel region is not modelled yet
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this parallel region: a condition on the thread number (line 12) in the parallel region is not modelled yet
#pragma omp parallel
  {
    int tid = omp_get_thread_num();
    if (tid < 2)
      x[0] = 1.0;
  }
}
