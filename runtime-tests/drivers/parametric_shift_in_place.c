// Runtime driver for corpus/loops/parametric_shift_in_place.c: a[i] = a[i - m] for i in m..n-1 (a race).
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/loops/parametric_shift_in_place.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(2000), m = 7;
  double *a = rt_darray(n, -1, 1);
  rt_tic();
  shift_up(m, n, a);
  rt_toc();
  rt_out_darray("a", a, n);
  return rt_done();
}
