// Runtime driver for corpus/fixes/scalar_param_by_value_private.c: a by-value parameter reused as a temporary (needs private(t)).
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/fixes/scalar_param_by_value_private.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(2000);
  double *v = rt_darray(n, -1, 1);
  rt_tic();
  damp(n, v, 0.0);
  rt_toc();
  rt_out_darray("v", v, n);
  return rt_done();
}
