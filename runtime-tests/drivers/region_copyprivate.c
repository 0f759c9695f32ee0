// Runtime driver for corpus/regions/region_copyprivate.c: values one thread reads (a scalar, an array, a table), given to every thread by copyprivate, then used by a worksharing loop.
// RUNTIME-FUNCTIONS: broadcast_scale, broadcast_array, broadcast_table
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/regions/region_copyprivate.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(100000);
  double *in = rt_darray(7, -1, 1);
  double *a = rt_darray(n, -1, 1);
  double *b = rt_darray(n, -1, 1);
  double *c = rt_darray(n, -1, 1);
  rt_tic();
  for (int repeat = 0; repeat < 5; repeat++) {
    broadcast_scale(n, in, a);
    broadcast_array(n, in, b);
    broadcast_table(n, in, c);
  }
  rt_toc();
  rt_out_darray("a", a, n);
  rt_out_darray("b", b, n);
  rt_out_darray("c", c, n);
  return rt_done();
}
