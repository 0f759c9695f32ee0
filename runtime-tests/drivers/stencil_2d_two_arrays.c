// Runtime driver for corpus/loops/stencil_2d_two_arrays.c: five-point Laplacian from in into out.
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/loops/stencil_2d_two_arrays.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n2(200), m = rt_n2(200);
  double (*out)[m] = (double (*)[m])rt_darray((size_t)n * m, -1, 1);
  double (*in)[m] = (double (*)[m])rt_darray((size_t)n * m, -1, 1);
  rt_tic();
  laplace(n, m, out, in);
  rt_toc();
  rt_out_darray("out", &out[0][0], (size_t)n * m);
  return rt_done();
}
