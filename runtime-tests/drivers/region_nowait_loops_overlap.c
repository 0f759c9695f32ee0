// Runtime driver for corpus/regions/region_nowait_loops_overlap.c: two worksharing loops, the first nowait; the second reads b[n - 1 - i], which another thread may still be writing (a race of the region).
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/regions/region_nowait_loops_overlap.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(2000);
  double *a = rt_darray(n, -1, 1), *b = rt_darray(n, -1, 1), *c = rt_darray(n, -1, 1);
  rt_tic();
  two_phases(n, a, b, c);
  rt_toc();
  rt_out_darray("b", b, n);
  rt_out_darray("c", c, n);
  return rt_done();
}
