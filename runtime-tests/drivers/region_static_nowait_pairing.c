// Runtime driver for corpus/regions/region_static_nowait_pairing.c: two schedule(static) loops, the first nowait, paired iteration by iteration on one thread (halves_static only: halves_dynamic, a violation, has its own driver).
// RUNTIME-FUNCTIONS: halves_static
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
  halves_static(n, a, c, z);
  rt_toc();
  rt_out_darray("c", c, n);
  rt_out_darray("z", z, n + 1);
  return rt_done();
}
