// Runtime driver for corpus/regions/omp_for_in_parallel.c: two omp for loops in one parallel region.
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/regions/omp_for_in_parallel.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(2000);
  double *xs = rt_darray(n, -1, 1), *ys = rt_darray(n, -1, 1), *zs = rt_darray(n, -1, 1);
  rt_tic();
  square_then_fold(n, xs, ys, zs);
  rt_toc();
  rt_out_darray("y", ys, n);
  rt_out_darray("z", zs, n);
  return rt_done();
}
