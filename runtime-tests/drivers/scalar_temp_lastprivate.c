// Runtime driver for corpus/fixes/scalar_temp_lastprivate.c: a shared temporary returned (needs lastprivate(t)).
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/fixes/scalar_temp_lastprivate.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(2000);
  double *a = rt_darray(n, -1, 1), *b = rt_darray(n, -1, 1);
  rt_tic();
  double t = rational_map(n, a, b, 2.0);
  rt_toc();
  rt_out_darray("b", b, n);
  rt_out_double("t", t);
  return rt_done();
}
