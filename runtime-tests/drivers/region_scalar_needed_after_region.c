// Runtime driver for corpus/regions/region_scalar_needed_after_region.c: every thread writes the shared x, which is returned after the region (no clause removes the race).
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/regions/region_scalar_needed_after_region.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(2000);
  double *a = rt_darray(n, -1, 1);
  rt_tic();
  double x = offset_then_return(n, a, 0.5);
  rt_toc();
  rt_out_darray("a", a, n);
  rt_out_double("x", x);
  return rt_done();
}
