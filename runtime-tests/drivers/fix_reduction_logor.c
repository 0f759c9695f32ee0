// Runtime driver for corpus/fixes/fix_reduction_logor.c: any = any || a[i] < 0 (needs reduction(||: any)).
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/fixes/fix_reduction_logor.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(2000);
  double *a = rt_darray(n, 0.125, 1);
  rt_tic();
  int any1 = any_negative(n, a);
  a[n / 3] = -1.0;
  int any2 = any_negative(n, a);
  rt_toc();
  rt_out_int("all_positive", any1);
  rt_out_int("one_negative", any2);
  return rt_done();
}
