// Runtime driver for corpus/regions/region_shared_scalar_written_by_every_thread.c: every thread writes the shared x before the loop reads it (needs private(x) on the region).
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/regions/region_shared_scalar_written_by_every_thread.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(2000);
  double *a = rt_darray(n, -1, 1);
  rt_tic();
  offset_all(n, a, 0.5);
  rt_toc();
  rt_out_darray("a", a, n);
  return rt_done();
}
