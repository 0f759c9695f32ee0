// Runtime driver for corpus/regions/region_private_needs_firstprivate.c: private(x) on the region where every thread reads x first (needs firstprivate(x)).
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/regions/region_private_needs_firstprivate.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(2000);
  double *b = rt_darray(n, -1, 1);
  rt_tic();
  shift_from(n, b, 0.25);
  rt_toc();
  rt_out_darray("b", b, n);
  return rt_done();
}
