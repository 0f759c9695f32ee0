// Runtime driver for corpus/regions/omp_for_shared_temp.c: a temporary shared by the parallel region (needs private(t)).
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/regions/omp_for_shared_temp.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(2000);
  double *xs = rt_darray(n, -1, 1), *ys = rt_darray(n, -1, 1);
  rt_tic();
  squares_minus_one(n, xs, ys);
  rt_toc();
  rt_out_darray("y", ys, n);
  return rt_done();
}
