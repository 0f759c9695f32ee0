// Runtime driver for corpus/regions/region_critical_order_dependence.c: s = 2 * s + local under critical: the result depends on the order of the threads (an order dependence, no race in memory).
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/regions/region_critical_order_dependence.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(2000);
  double *a = rt_dyadic_darray(n, -8, 8, 4);
  rt_tic();
  double s = weighted(n, a);
  rt_toc();
  rt_out_approx("s", s);
  return rt_done();
}
