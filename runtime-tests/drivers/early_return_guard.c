// Runtime driver for corpus/frontend/early_return_guard.c: an early return, then a shared temporary returned (needs lastprivate(t)).
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/frontend/early_return_guard.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(2000);
  double *a = rt_darray(n, -1, 1), *b = rt_darray(n, -1, 1);
  rt_tic();
  double t = last_of_scaled(n, a, b);
  double t0 = last_of_scaled(0, a, b);
  rt_toc();
  rt_out_darray("a", a, n);
  rt_out_double("t", t);
  rt_out_double("t0", t0);
  return rt_done();
}
