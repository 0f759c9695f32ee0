// Runtime driver for corpus/frontend/shifted_pointer_race.c: b = a + 1; b[i] = a[i] (a race).
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/frontend/shifted_pointer_race.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(2000);
  double *a = rt_darray(n + 1, -1, 1);
  rt_tic();
  shift_right(n, a);
  rt_toc();
  rt_out_darray("a", a, n + 1);
  return rt_done();
}
