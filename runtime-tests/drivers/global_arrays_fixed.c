// Runtime driver for corpus/frontend/global_arrays_fixed.c: y = alpha * x + y on global arrays of N cells (N from the kernel's ARGS).
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/frontend/global_arrays_fixed.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  for (int i = 0; i < N; i++) {
    x[i] = rt_uniform(-1, 1);
    y[i] = rt_uniform(-1, 1);
  }
  rt_tic();
  saxpy(1.5);
  rt_toc();
  rt_out_dcells("x", x, N);
  rt_out_dcells("y", y, N);
  return rt_done();
}
