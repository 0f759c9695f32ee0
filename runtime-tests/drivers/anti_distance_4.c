// Runtime driver for corpus/loops/anti_distance_4.c: a[i] = a[i + 4] (a race).
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/loops/anti_distance_4.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(2000);
  double *a = rt_darray(n, -1, 1);
  rt_tic();
  shift_down4(n, a);
  rt_toc();
  rt_out_darray("a", a, n);
  return rt_done();
}
