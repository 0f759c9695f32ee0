// Runtime driver for corpus/fixes/fix_reduction_min_fmin.c: m = fmin(d[i] * d[i], m) (needs reduction(min: m)).
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/fixes/fix_reduction_min_fmin.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(2000);
  double *d = rt_darray(n, -1, 1);
  rt_tic();
  double m = nearest(n, d);
  rt_toc();
  rt_out_double("m", m);
  return rt_done();
}
