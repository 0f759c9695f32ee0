// Runtime driver for corpus/loops/collapse2_independent.c: collapse(2) scaling of a 2D array.
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/loops/collapse2_independent.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n2(200), m = rt_n2(190);
  double (*a)[m] = (double (*)[m])rt_darray((size_t)n * m, -1, 1);
  rt_tic();
  scale2d(n, m, a, 0.75);
  rt_toc();
  rt_out_darray("a", &a[0][0], (size_t)n * m);
  return rt_done();
}
