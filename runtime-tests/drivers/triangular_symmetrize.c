// Runtime driver for corpus/loops/triangular_symmetrize.c: copying the upper triangle to the lower one.
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/loops/triangular_symmetrize.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n2(200);
  double (*a)[n] = (double (*)[n])rt_darray((size_t)n * n, -1, 1);
  rt_tic();
  copy_upper_to_lower(n, a);
  rt_toc();
  rt_out_darray("a", &a[0][0], (size_t)n * n);
  return rt_done();
}
