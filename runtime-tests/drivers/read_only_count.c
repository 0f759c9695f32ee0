// Runtime driver for corpus/loops/read_only_count.c: count[i] = cells of row i above a threshold.
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/loops/read_only_count.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n2(200), m = rt_n2(200);
  double (*a)[m] = (double (*)[m])rt_darray((size_t)n * m, -1, 1);
  int *count = rt_iarray(n, -5, 5);
  rt_tic();
  count_above(n, m, a, 0.25, count);
  rt_toc();
  rt_out_iarray("count", count, n);
  return rt_done();
}
