// Runtime driver for corpus/devices/target_map_transparent.c: target constructs, run on the host fallback (OMP_TARGET_OFFLOAD=DISABLED, and no device is built for).
// RUNTIME-FUNCTIONS: vec_mult, dot, twice_in_data_region, whole_arrays
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/devices/target_map_transparent.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(4000);
  float *v1 = rt_dyadic_farray(n, -64, 64, 8);
  float *v2 = rt_dyadic_farray(n, -64, 64, 8);
  float *p = rt_farray(n, 0, 1);
  double *x = rt_dyadic_darray(n, -64, 64, 16);
  double *y = rt_dyadic_darray(n, -64, 64, 16);
  rt_tic();
  vec_mult(n, v1, v2, p);
  double s = dot(n, x, y);
  twice_in_data_region(n, v1, p);
  whole_arrays();
  rt_toc();
  rt_out_farray("p", p, n);
  rt_out_double("dot", s);
  return rt_done();
}
