// Runtime driver for corpus/regions/region_atomic_beside_plain_read.c: atomic increments of count beside a plain read of it into out[0], written by every thread (races of the region).
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/regions/region_atomic_beside_plain_read.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(2000);
  double *a = rt_darray(n, -1, 1);
  int *out = rt_iarray(1, 0, 0);
  rt_tic();
  count_and_copy(n, a, out);
  rt_toc();
  rt_out_darray("a", a, n);
  rt_out_iarray("out", out, 1);
  return rt_done();
}
