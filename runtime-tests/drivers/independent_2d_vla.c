// Runtime driver for corpus/loops/independent_2d_vla.c: c = a + b over 2D VLAs.
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/loops/independent_2d_vla.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n2(200), m = rt_n2(180);
  double (*c)[m] = (double (*)[m])rt_darray((size_t)n * m, -1, 1);
  double (*a)[m] = (double (*)[m])rt_darray((size_t)n * m, -1, 1);
  double (*b)[m] = (double (*)[m])rt_darray((size_t)n * m, -1, 1);
  rt_tic();
  matrix_add(n, m, c, a, b);
  rt_toc();
  rt_out_darray("c", &c[0][0], (size_t)n * m);
  return rt_done();
}
