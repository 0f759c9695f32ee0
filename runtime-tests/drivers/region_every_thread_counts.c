// Runtime driver for corpus/regions/region_every_thread_counts.c: every thread adds one to a shared counter (needs reduction(+: nthreads)). The count is the team size, which the sequential run does not have: the driver prints whether every thread was counted once (1 with the team size of a parallel region, 1 thread sequentially).
#ifdef _OPENMP
#include <omp.h>
#endif
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/regions/region_every_thread_counts.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  rt_tic();
  int counted = count_threads();
  rt_toc();
#ifdef _OPENMP
  int team = omp_get_max_threads();
#else
  int team = 1;
#endif
  if (counted != team)
    fprintf(stderr, "count_threads() = %d, team of %d threads\n", counted, team);
  rt_out_int("every_thread_counted_once", counted == team);
  return rt_done();
}
