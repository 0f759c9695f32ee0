// Runtime driver for corpus/loops/cond_even_odd_disjoint.c: even cells averaged with their odd neighbour.
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/loops/cond_even_odd_disjoint.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(2000) + 1;
  double *a = rt_darray(n, -1, 1);
  rt_tic();
  smooth_even(n, a);
  rt_toc();
  rt_out_darray("a", a, n);
  return rt_done();
}
