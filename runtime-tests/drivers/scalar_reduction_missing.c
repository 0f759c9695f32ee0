// Runtime driver for corpus/fixes/scalar_reduction_missing.c: s += a[i] (needs reduction(+: s)); the sum is compared with a tolerance.
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/fixes/scalar_reduction_missing.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(2000);
  double *a = rt_darray(n, 0, 1);
  rt_tic();
  double s = sum(n, a);
  rt_toc();
  rt_out_approx("s", s);
  return rt_done();
}
