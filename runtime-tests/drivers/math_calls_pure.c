// Runtime driver for corpus/frontend/math_calls_pure.c: libm calls (exp, sin, sqrt, fabs, pow) in the loop.
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/frontend/math_calls_pure.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(2000);
  double *xs = rt_darray(n, -2, 2), *ys = rt_darray(n, -1, 1);
  rt_tic();
  damped_wave(n, xs, ys);
  rt_toc();
  rt_out_darray("y", ys, n);
  return rt_done();
}
