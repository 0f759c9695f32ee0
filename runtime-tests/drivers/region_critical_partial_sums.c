// Runtime driver for corpus/regions/region_critical_partial_sums.c: per-thread partial sums (for nowait) added to the total under critical; dyadic inputs keep every order's sum exact.
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/regions/region_critical_partial_sums.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(2000);
  double *a = rt_dyadic_darray(n, -8, 8, 4);
  rt_tic();
  double s = sum_partial(n, a);
  rt_toc();
  rt_out_approx("s", s);
  rt_out_darray("a", a, n);
  return rt_done();
}
