// Runtime driver for corpus/loops/copy_upper_half.c: a[n..2n-1] = a[0..n-1].
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/loops/copy_upper_half.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(2000);
  double *a = rt_darray(2 * n, -1, 1);
  rt_tic();
  duplicate(n, a);
  rt_toc();
  rt_out_darray("a", a, 2 * n);
  return rt_done();
}
