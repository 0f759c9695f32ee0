// Runtime driver for corpus/loops/simd_independent.c: c = a * b under omp simd.
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/loops/simd_independent.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(2000);
  double *a = rt_darray(n, -1, 1), *b = rt_darray(n, -1, 1), *c = rt_darray(n, -1, 1);
  rt_tic();
  multiply(n, a, b, c);
  rt_toc();
  rt_out_darray("c", c, n);
  return rt_done();
}
