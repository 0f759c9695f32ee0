// Runtime driver for corpus/frontend/buffer_rotation.c: buffers exchanged by pointer moves between loops.
// RUNTIME-FUNCTIONS: jacobi, rotate_three
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/frontend/buffer_rotation.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(4000);
  double *b = rt_darray(n, -1, 1);
  double *out = rt_darray(n, 0, 0);
  rt_tic();
  double mid = jacobi(n, 40, b);
  rotate_three(n, 7, out);
  rt_toc();
  rt_out_double("mid", mid);
  rt_out_darray("out", out, n);
  return rt_done();
}
