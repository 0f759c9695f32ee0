// Runtime driver for corpus/loops/triangular_lower_scale.c: scaling the lower triangle.
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/loops/triangular_lower_scale.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n2(200);
  double (*l)[n] = (double (*)[n])rt_darray((size_t)n * n, -1, 1);
  rt_tic();
  scale_lower(n, l, 0.5);
  rt_toc();
  rt_out_darray("l", &l[0][0], (size_t)n * n);
  return rt_done();
}
