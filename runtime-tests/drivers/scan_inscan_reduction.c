// Runtime driver for corpus/loops/scan_inscan_reduction.c: prefix sums by inscan reductions.
// RUNTIME-FUNCTIONS: prefix_sum, exclusive_prefix
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/loops/scan_inscan_reduction.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(100000);
  int *a = rt_iarray(n, -6, 7);
  int *b = rt_iarray(n, 0, 1);
  int *c = rt_iarray(n, 0, 1);
  rt_tic();
  prefix_sum(n, a, b);
  exclusive_prefix(n, a, c);
  rt_toc();
  rt_out_iarray("b", b, n);
  rt_out_iarray("c", c, n);
  return rt_done();
}
