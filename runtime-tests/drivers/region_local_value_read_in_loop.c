// Runtime driver for corpus/regions/region_local_value_read_in_loop.c: a region-local factor computed by every thread and read by the worksharing loop.
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/regions/region_local_value_read_in_loop.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(2000);
  double *a = rt_darray(n, -1, 1);
  rt_tic();
  scale_rows(n, a, 0.75);
  rt_toc();
  rt_out_darray("a", a, n);
  return rt_done();
}
