// Runtime driver for corpus/fixes/fix_reduction_max_if.c: if (a[i] > m) m = a[i] on ints (needs reduction(max: m)).
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/fixes/fix_reduction_max_if.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(2000);
  int *a = rt_iarray(n, -1000000, 1000000);
  rt_tic();
  int m = highest(n, a);
  rt_toc();
  rt_out_int("m", m);
  return rt_done();
}
