// Runtime driver for corpus/loops/transpose_out_of_place.c: b = transpose(a).
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/loops/transpose_out_of_place.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n2(200), m = rt_n2(170);
  double (*a)[m] = (double (*)[m])rt_darray((size_t)n * m, -1, 1);
  double (*b)[n] = (double (*)[n])rt_darray((size_t)m * n, -1, 1);
  rt_tic();
  transpose(n, m, a, b);
  rt_toc();
  rt_out_darray("b", &b[0][0], (size_t)m * n);
  return rt_done();
}
