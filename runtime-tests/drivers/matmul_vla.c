// Runtime driver for corpus/loops/matmul_vla.c: c = a * b with VLA parameters.
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/loops/matmul_vla.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n3(120), m = rt_n3(100), p = rt_n3(110);
  double (*c)[p] = (double (*)[p])rt_darray((size_t)n * p, -1, 1);
  double (*a)[m] = (double (*)[m])rt_darray((size_t)n * m, -1, 1);
  double (*b)[p] = (double (*)[p])rt_darray((size_t)m * p, -1, 1);
  rt_tic();
  matmul(n, m, p, c, a, b);
  rt_toc();
  rt_out_darray("c", &c[0][0], (size_t)n * p);
  return rt_done();
}
