// Runtime driver for corpus/regions/region_master_beside_loop.c: a master block writes a[0] beside a worksharing loop that reads and writes it (a race of the region).
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/regions/region_master_beside_loop.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(2000);
  double *a = rt_darray(n, -1, 1);
  rt_tic();
  reset_then_scale(n, a);
  rt_toc();
  rt_out_darray("a", a, n);
  return rt_done();
}
