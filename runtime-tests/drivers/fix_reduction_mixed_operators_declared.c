// Runtime driver for corpus/fixes/fix_reduction_mixed_operators_declared.c: reduction(*: p) on a scalar also incremented (no clause fixes it).
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/fixes/fix_reduction_mixed_operators_declared.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(2000);
  double *a = rt_darray(n, 0.25, 0.875);
  rt_tic();
  double p = scaled_product(n, a);
  rt_toc();
  rt_out_double("p", p);
  return rt_done();
}
