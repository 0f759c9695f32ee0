// Runtime driver for corpus/loops/row_prefix_outer_parallel.c: row-wise prefix sums, parallel over rows.
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/loops/row_prefix_outer_parallel.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n2(200), m = rt_n2(200);
  double (*a)[m] = (double (*)[m])rt_darray((size_t)n * m, -1, 1);
  rt_tic();
  row_prefix(n, m, a);
  rt_toc();
  rt_out_darray("a", &a[0][0], (size_t)n * m);
  return rt_done();
}
