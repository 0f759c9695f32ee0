// Runtime driver for corpus/fixes/fix_reduction_mixed_operators.c: s += a[i]; s *= b[i] (no reduction operator covers both).
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/fixes/fix_reduction_mixed_operators.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(2000);
  double *a = rt_darray(n, 0, 1), *b = rt_darray(n, 0.5, 1);
  rt_tic();
  double s = horner_like(n, a, b);
  rt_toc();
  rt_out_double("s", s);
  return rt_done();
}
