// Runtime driver for corpus/regions/nested_parallel_regions.c: a region per iteration of an outer worksharing loop, and a nested region's private copy.
// RUNTIME-FUNCTIONS: rows_then_columns, nested_private_copy
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/regions/nested_parallel_regions.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n2(300);
  double *a = rt_darray((size_t)n * n, -1, 1);
  double *out = rt_darray(1, -1, 1);
  rt_tic();
  for (int repeat = 0; repeat < 5; repeat++) {
    rows_then_columns(n, (double(*)[n])a);
    nested_private_copy(out);
  }
  rt_toc();
  rt_out_darray("a", a, (size_t)n * n);
  rt_out_darray("out", out, 1);
  return rt_done();
}
