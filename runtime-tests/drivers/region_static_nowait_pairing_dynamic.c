// Runtime driver for corpus/regions/region_static_nowait_pairing.c: the schedule(dynamic) twin of region_static_nowait_pairing (halves_dynamic only): without the static pairing, the second loop may read c[i - 1] before the first wrote it, a race.
// RUNTIME-FUNCTIONS: halves_dynamic
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/regions/region_static_nowait_pairing.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(2000);
  double *a = rt_darray(n, -1, 1), *c = rt_darray(n, -1, 1), *z = rt_darray(n + 1, -1, 1);
  rt_tic();
  halves_dynamic(n, a, c, z);
  rt_toc();
  rt_out_darray("c", c, n);
  rt_out_darray("z", z, n + 1);
  return rt_done();
}
