// A team's size read in the top-level statement that changes it, before any write there and outside loops and constructs, is the value it had before the statement: `omp_set_num_threads(num_threads)` under `if (num_threads > 0)`, with `num_threads = omp_get_max_threads()` in the other branch, sets the team's size from the function's parameter. The race's witness then has two threads or more (it showed `num_threads = 1`, a team of one thread: issue 37's development half, atomic_operations.cpp).
#include <omp.h>

long total;

void count_all(int num_threads, int iterations)
{
  if (num_threads > 0)
    omp_set_num_threads(num_threads);
  else
    num_threads = omp_get_max_threads();
  // CHECK-REGION: fixable
  // CHECK-WITNESS: total race certain
  // CHECK-PARAMETERS: iterations=1 num_threads=2
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'total'
#pragma omp parallel
  for (int i = 0; i < iterations; i++)
    total += 1;
}
