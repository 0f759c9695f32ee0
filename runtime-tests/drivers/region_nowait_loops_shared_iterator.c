// Runtime driver for corpus/regions/region_nowait_loops_shared_iterator.c: two nowait worksharing loops over an iterator declared before the region, writing different arrays.
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/regions/region_nowait_loops_shared_iterator.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(2000);
  double *a = rt_darray(n, -1, 1), *b = rt_darray(n, -1, 1);
  rt_tic();
  fill_two(n, a, b);
  rt_toc();
  rt_out_darray("a", a, n);
  rt_out_darray("b", b, n);
  return rt_done();
}
