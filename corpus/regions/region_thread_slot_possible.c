// Each thread writes its own slot a[tid]: the subscript is not affine, so the model only knows that some cell of a is written; a race is possible, not certain, and the region is unknown rather than a false alarm.
#include <omp.h>

void own_slot(double *a)
{
  // CHECK-REGION: unknown
  // CHECK-REASON: only what the model over-approximates shows a conflict on 'a'
  // CHECK-REASON-KIND: possible-race
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: possible data race on shared variable 'a' between the threads of the parallel region [ompfix-possible-race]
#pragma omp parallel
  {
    int tid = omp_get_thread_num();
    a[tid] = 1.0;
  }
}
