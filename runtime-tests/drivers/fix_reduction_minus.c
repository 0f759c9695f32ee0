// Runtime driver for corpus/fixes/fix_reduction_minus.c: d -= cost[i] (needs reduction(+: d)); compared with a tolerance.
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/fixes/fix_reduction_minus.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(2000);
  double *cost = rt_darray(n, 0, 1);
  rt_tic();
  double d = remaining(n, cost, 2.5 * n);
  rt_toc();
  rt_out_approx("d", d);
  return rt_done();
}
