// Runtime driver for corpus/loops/jacobi_time_loop.c: 1D Jacobi, two arrays, a sequential time loop.
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/loops/jacobi_time_loop.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(2000), steps = 10;
  double *a = rt_darray(n, -1, 1), *b = rt_darray(n, -1, 1);
  rt_tic();
  jacobi_1d(steps, n, a, b);
  rt_toc();
  rt_out_darray("a", a, n);
  rt_out_darray("b", b, n);
  return rt_done();
}
