// Runtime driver for corpus/devices/target_map_fixes.c: the map-type fixes, run on the host fallback (OMP_TARGET_OFFLOAD=DISABLED, and no device is built for); the rewritten kernel must check as verified and match the sequential build.
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/devices/target_map_fixes.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(4000);
  double *a = rt_dyadic_darray(n, -64, 64, 16);
  double *b = rt_dyadic_darray(n, -64, 64, 16);
  double *x = rt_dyadic_darray(n, -64, 64, 16);
  double *y = rt_dyadic_darray(n, -64, 64, 16);
  double out[5] = {0, 0, 0, 0, 0};
  int count = 0;
  rt_tic();
  fill(n, a, &out[0]);
  fill_even(n, a, &out[1]);
  scale(n, x, y);
  shift(n, x, y);
  init(n, b);
  count_in_region(n, &count);
  last_value(n, x, &out[2]);
  two_items(n, a, b, &out[3]);
  right(n, a, b, &out[4]);
  rt_toc();
  rt_out_darray("a", a, n);
  rt_out_darray("b", b, n);
  rt_out_darray("y", y, n);
  for (int k = 0; k < 5; k++)
    rt_out_double("out", out[k]);
  rt_out_int("count", count);
  return rt_done();
}
