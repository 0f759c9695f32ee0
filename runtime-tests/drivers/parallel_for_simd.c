// Runtime driver for corpus/loops/parallel_for_simd.c: float saxpy under parallel for simd.
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/loops/parallel_for_simd.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(2000);
  float *xs = rt_farray(n, -1, 1), *ys = rt_farray(n, -1, 1);
  rt_tic();
  saxpy(n, 1.5f, xs, ys);
  rt_toc();
  rt_out_farray("y", ys, n);
  return rt_done();
}
