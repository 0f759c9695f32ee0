// Runtime driver for corpus/loops/stencil_1d_two_arrays.c: three-point stencil from a into b.
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/loops/stencil_1d_two_arrays.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(2000);
  double *a = rt_darray(n, -1, 1), *b = rt_darray(n, -1, 1);
  rt_tic();
  smooth(n, a, b);
  rt_toc();
  rt_out_darray("b", b, n);
  return rt_done();
}
