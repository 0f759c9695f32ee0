// Runtime driver for corpus/loops/parametric_bounds.c: axpy on the sub-range lo..hi.
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/loops/parametric_bounds.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(2000), lo = n / 10, hi = n - n / 7;
  double *xs = rt_darray(n, -1, 1), *ys = rt_darray(n, -1, 1);
  rt_tic();
  axpy_range(lo, hi, 0.5, xs, ys);
  rt_toc();
  rt_out_darray("y", ys, n);
  return rt_done();
}
