// Runtime driver for corpus/fixes/prefix_sum_scalar.c: a prefix sum through a shared scalar (a race, no clause fixes it).
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/fixes/prefix_sum_scalar.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(2000);
  double *a = rt_darray(n, -1, 1), *b = rt_darray(n, -1, 1);
  rt_tic();
  prefix_sum(n, a, b);
  rt_toc();
  rt_out_darray("b", b, n);
  return rt_done();
}
