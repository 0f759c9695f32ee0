// Runtime driver for corpus/loops/cond_lower_half_copy.c: a[m..2m-1] = a[0..m-1] under the guard i < m.
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/loops/cond_lower_half_copy.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(2000), m = n / 3;
  double *a = rt_darray(n + m, -1, 1);
  rt_tic();
  repeat_prefix(n, m, a);
  rt_toc();
  rt_out_darray("a", a, n + m);
  return rt_done();
}
