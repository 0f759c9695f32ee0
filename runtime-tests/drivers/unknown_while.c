// Runtime driver for corpus/unknown_while.c: Newton iterations in a while loop per element.
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/unknown_while.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(2000);
  double *a = rt_darray(n, 0, 100), *r = rt_darray(n, -1, 1);
  rt_tic();
  newton_sqrt(n, a, r);
  rt_toc();
  rt_out_darray("r", r, n);
  return rt_done();
}
