// Runtime driver for corpus/fixes/fix_reduction_dot_float.c: a float dot product (needs reduction(+: s)); dyadic inputs keep the default sizes exact.
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/fixes/fix_reduction_dot_float.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(2000);
  float *a = rt_dyadic_farray(n, -8, 8, 4), *b = rt_dyadic_farray(n, -8, 8, 4);
  rt_tic();
  float s = dot(n, a, b);
  rt_toc();
  rt_out_approx("s", s);
  return rt_done();
}
