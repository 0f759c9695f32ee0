// Runtime driver for corpus/regions/region_private_written_by_other_loop.c: a region-local count per thread, counted by one loop and read by the next: each thread's copy holds its own iterations' count (schedule-dependent, no race in memory).
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/regions/region_private_written_by_other_loop.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(2000);
  double *a = rt_darray(n, -1, 1), *b = rt_darray(n, -1, 1);
  rt_tic();
  count_then_fill(n, a, b);
  rt_toc();
  rt_out_darray("b", b, n);
  return rt_done();
}
