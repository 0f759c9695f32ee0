// Runtime driver for corpus/regions/region_reduction_clause.c: reduction(+: s) on the region, summed by a worksharing loop; dyadic inputs keep the sum exact.
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/regions/region_reduction_clause.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(2000);
  double *a = rt_dyadic_darray(n, -8, 8, 4);
  rt_tic();
  double s = sum_all(n, a);
  rt_toc();
  rt_out_approx("s", s);
  return rt_done();
}
