// Runtime driver for corpus/fixes/fix_reduction_read_in_loop.c: reduction(+: s) on a running total stored in b (no clause fixes it).
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/fixes/fix_reduction_read_in_loop.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(2000);
  double *a = rt_darray(n, -1, 1), *b = rt_darray(n, -1, 1);
  rt_tic();
  running_total(n, a, b);
  rt_toc();
  rt_out_darray("b", b, n);
  return rt_done();
}
