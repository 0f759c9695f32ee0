// A variable that holds the thread's number names each thread's own slot
// (`a[k]` with `k = omp_get_thread_num()`) only while nothing changes it:
// `k++` was not counted as another value, so the region whose threads
// each write a[k], a[k + 1], ... (thread 0 cells 0-3, thread 1 cells 1-4)
// was verified. Stepped, k is a value the model does not follow, and the
// writes may meet: a possible race (also where they would not, k + 1).
#include <omp.h>

double a[256];

void own_slot(void)
{
  // CHECK-REGION: verified
#pragma omp parallel
  {
    int k = omp_get_thread_num();
    a[k] = 1;
  }
}

void stepped_in_loop(void)
{
  // CHECK-REGION: unknown
  // CHECK-REASON-KIND: possible-race
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: possible data race on shared variable 'a' between the threads of the parallel region [ompfix-possible-race]
#pragma omp parallel
  {
    int k = omp_get_thread_num();
    for (int j = 0; j < 4; j++) {
      a[k] = 1;
      k++;
    }
  }
}

void stepped_once(void)
{
  // CHECK-REGION: unknown
  // CHECK-REASON-KIND: possible-race
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: possible data race on shared variable 'a' between the threads of the parallel region [ompfix-possible-race]
#pragma omp parallel
  {
    int k = omp_get_thread_num();
    k++;
    a[k] = 1;
  }
}
