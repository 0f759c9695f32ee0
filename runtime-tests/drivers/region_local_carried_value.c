// Runtime driver for corpus/regions/region_local_carried_value.c: a region-local prev carried between iterations of a worksharing loop: the loop is a violation (each thread sees only its own previous iteration), the region is verified (prev is per thread: no race).
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/regions/region_local_carried_value.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(2000);
  double *a = rt_darray(n, -1, 1), *b = rt_darray(n, -1, 1);
  rt_tic();
  running_prev(n, a, b);
  rt_toc();
  rt_out_darray("b", b, n);
  return rt_done();
}
