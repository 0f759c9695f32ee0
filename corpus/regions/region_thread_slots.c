// Each thread's own slot: `a[tid]`, with `tid` holding `omp_get_thread_num()` of the thread that runs the code, is a cell no other thread touches through its own slot (two threads have two numbers), however little else the model knows of the subscript. Per-thread counters and partial sums are written this way (issue 37's development half: `executed_parallel[tid]++`, `data[threadId].counter++`). The slot of another thread (`a[tid + 1]`), a cell every thread reads (`a[0]`), and a task's copy of the number (the task may run on any thread) are no own slots: what they meet stays a possible race.
#include <omp.h>

struct padded {
  long counter;
  char pad[56];
};

void own_slot(double *a)
{
  // CHECK-REGION: verified
#pragma omp parallel
  {
    int tid = omp_get_thread_num();
    a[tid] = 1.0;
  }
}

void count_per_thread(int n, struct padded *data)
{
  // CHECK-REGION: verified
#pragma omp parallel
  {
    int me = omp_get_thread_num();
    for (int i = 0; i < n; i++)
      data[me].counter++;
    data[omp_get_thread_num()].counter *= 2;
  }
}

void neighbour_slot(double *a)
{
  // CHECK-REGION: unknown
  // CHECK-REASON-KIND: possible-race
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: possible data race on shared variable 'a' between the threads of the parallel region [ompfix-possible-race]
#pragma omp parallel
  {
    int tid = omp_get_thread_num();
    a[tid + 1] = a[tid];
  }
}

void slot_and_first(double *a, double *first)
{
  // CHECK-REGION: unknown
  // CHECK-REASON-KIND: possible-race
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: possible data race on shared variable 'a' between the threads of the parallel region [ompfix-possible-race]
#pragma omp parallel
  {
    int tid = omp_get_thread_num();
    a[tid] = 2.0;
    first[tid] = a[0];
  }
}

void slot_in_task(double *a)
{
  // The task may run on another thread than the one whose number it holds.
  // CHECK-REGION: unknown
  // CHECK-REASON-KIND: possible-race
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: possible data race on shared variable 'a' between the threads of the parallel region [ompfix-possible-race]
#pragma omp parallel
  {
    int tid = omp_get_thread_num();
#pragma omp task
    a[tid] += 1.0;
  }
}
