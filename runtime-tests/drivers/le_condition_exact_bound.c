// Runtime driver for corpus/loops/le_condition_exact_bound.c: a[0..n] = a[n+1..2n+1].
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/loops/le_condition_exact_bound.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(2000);
  double *a = rt_darray(2 * (size_t)n + 2, -1, 1);
  rt_tic();
  fold_upper_half(n, a);
  rt_toc();
  rt_out_darray("a", a, 2 * (size_t)n + 2);
  return rt_done();
}
