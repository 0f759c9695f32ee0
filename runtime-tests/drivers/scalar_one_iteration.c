// Runtime driver for corpus/loops/scalar_one_iteration.c: a shared scalar written by iteration k only.
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/loops/scalar_one_iteration.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(2000), k = n / 3;
  double *a = rt_darray(n, -1, 1), *b = rt_darray(n, -1, 1);
  rt_tic();
  double picked = scale_and_pick(n, k, a, b);
  rt_toc();
  rt_out_darray("a", a, n);
  rt_out_double("picked", picked);
  return rt_done();
}
