// Runtime driver for corpus/regions/region_partial_sum_nonzero_start.c: partial sums started at 5.0: every thread adds its own 5.0 (wrong with more than one thread, no race in memory).
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/regions/region_partial_sum_nonzero_start.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(2000);
  double *a = rt_dyadic_darray(n, -8, 8, 4);
  rt_tic();
  double s = sum_from_five(n, a);
  rt_toc();
  rt_out_approx("s", s);
  return rt_done();
}
