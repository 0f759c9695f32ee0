// Runtime driver for corpus/loops/le_condition_off_by_one.c: a[i] = a[i + n + 1] for i <= n + 1 (a race).
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/loops/le_condition_off_by_one.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(2000);
  double *a = rt_darray(2 * (size_t)n + 3, -1, 1);
  rt_tic();
  fold_upper_half_wrong(n, a);
  rt_toc();
  rt_out_darray("a", a, 2 * (size_t)n + 3);
  return rt_done();
}
