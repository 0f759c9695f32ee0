// A pointer declared in a parallel region is each thread's own, but the memory it points to is not: every thread that writes through it writes the same cells.
#include <omp.h>

void every_thread_writes_the_first(double *a)
{
  // CHECK-REGION: violation
  // CHECK-WITNESS: a race certain
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: data race on shared variable 'a' between the threads of the parallel region
  // CHECK-MESSAGES: :[[@LINE+5]]:5: note: thread 0 writes 'x[0]'
  // CHECK-MESSAGES: :[[@LINE+4]]:5: note: thread 1 writes 'x[0]'
#pragma omp parallel
  {
    double *x = a;
    x[0] = omp_get_thread_num();
  }
}

void shared_out_by_a_loop(double *a, int n)
{
  // CHECK-REGION: verified
#pragma omp parallel
  {
    double *x = a;
    // CHECK-VERDICT: verified
#pragma omp for
    for (int i = 0; i < n; i++)
      x[i] = i;
  }
}
