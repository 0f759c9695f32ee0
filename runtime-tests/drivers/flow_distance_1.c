// Runtime driver for corpus/loops/flow_distance_1.c: an in-place running sum (a race).
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/loops/flow_distance_1.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(2000);
  double *a = rt_darray(n, -1, 1), *b = rt_darray(n, -1, 1);
  rt_tic();
  running_sum(n, a, b);
  rt_toc();
  rt_out_darray("a", a, n);
  return rt_done();
}
