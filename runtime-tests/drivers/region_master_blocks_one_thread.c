// Runtime driver for corpus/regions/region_master_blocks_one_thread.c: two master blocks (write, then read-modify-write of x[0]) around a worksharing loop; both run on thread 0.
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/regions/region_master_blocks_one_thread.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(2000);
  double *a = rt_darray(n, -1, 1), *x = rt_darray(1, -1, 1);
  rt_tic();
  master_twice(n, a, x);
  rt_toc();
  rt_out_darray("a", a, n);
  rt_out_darray("x", x, 1);
  return rt_done();
}
