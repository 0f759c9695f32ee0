// A private copy written under a condition on the thread number the model cannot decide (`if (me == team - 1)`) is the writing thread's own: each thread decides the condition for itself, so no value crosses threads through it: every thread wrote its own copy before (`count = total / team`), and no finding is made for it.
#include <omp.h>

static void fill(float *v, int from, int count)
{
  for (int k = 0; k < count; k++)
    v[from + k] = 1.0f;
}

void split_evenly(float *v, int total)
{
  int me, team, count, from;
  // CHECK-REGION: unknown
  // CHECK-REASON-KIND: possible-race
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: possible data race on shared variable 'v' between the threads of the parallel region [ompfix-possible-race]
#pragma omp parallel private(me, team, count, from)
  {
    me = omp_get_thread_num();
    team = omp_get_num_threads();
    count = total / team;
    from = me * count;
    if (me == team - 1)
      count = total - from;
    fill(v, from, count);
  }
}
