// Runtime driver for corpus/loops/decreasing_loop.c: a decreasing loop a[i] *= w[i].
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/loops/decreasing_loop.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(2000);
  double *a = rt_darray(n, -1, 1), *w = rt_darray(n, 0, 2);
  rt_tic();
  weight(n, a, w);
  rt_toc();
  rt_out_darray("a", a, n);
  return rt_done();
}
