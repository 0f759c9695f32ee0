// Runtime driver for corpus/regions/region_critical_max_partial.c: per-thread maxima (for nowait) merged into the shared maximum under critical; a maximum is exact in any order.
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/regions/region_critical_max_partial.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(2000);
  double *a = rt_darray(n, -1, 1);
  rt_tic();
  double m = largest(n, a);
  rt_toc();
  rt_out_double("m", m);
  rt_out_darray("a", a, n);
  return rt_done();
}
