// Runtime driver for corpus/regions/region_unused_clause.c: private(t) on a region that never names t (the fix drops the clause).
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/regions/region_unused_clause.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(2000);
  double *a = rt_darray(n, -1, 1);
  rt_tic();
  scale(n, a);
  rt_toc();
  rt_out_darray("a", a, n);
  return rt_done();
}
