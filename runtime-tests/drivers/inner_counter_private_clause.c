// Runtime driver for corpus/fixes/inner_counter_private_clause.c: zeroing a matrix with private(j).
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/fixes/inner_counter_private_clause.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n2(200), m = rt_n2(170);
  double (*a)[m] = (double (*)[m])rt_darray((size_t)n * m, -1, 1);
  rt_tic();
  zero_matrix(n, m, a);
  rt_toc();
  rt_out_darray("a", &a[0][0], (size_t)n * m);
  return rt_done();
}
