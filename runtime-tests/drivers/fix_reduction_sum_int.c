// Runtime driver for corpus/fixes/fix_reduction_sum_int.c: cnt += a[i] > 0 on ints (needs reduction(+: cnt)).
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/fixes/fix_reduction_sum_int.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(2000);
  int *a = rt_iarray(n, -100, 100);
  rt_tic();
  int cnt = count_positive(n, a);
  rt_toc();
  rt_out_int("cnt", cnt);
  return rt_done();
}
