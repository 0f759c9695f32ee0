// Runtime driver for corpus/loops/ne_condition.c: b = -a with a != loop condition.
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/loops/ne_condition.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(2000);
  double *a = rt_darray(n, -1, 1), *b = rt_darray(n, -1, 1);
  rt_tic();
  negate(n, a, b);
  rt_toc();
  rt_out_darray("b", b, n);
  return rt_done();
}
