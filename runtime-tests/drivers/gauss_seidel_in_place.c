// Runtime driver for corpus/loops/gauss_seidel_in_place.c: in-place Gauss-Seidel sweeps (a race).
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/loops/gauss_seidel_in_place.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(2000);
  double *a = rt_darray(n, -1, 1);
  rt_tic();
  gauss_seidel_1d(5, n, a);
  rt_toc();
  rt_out_darray("a", a, n);
  return rt_done();
}
