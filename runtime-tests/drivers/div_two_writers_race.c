// Runtime driver for corpus/loops/div_two_writers_race.c: b[i / 2] = a[i] (two writers per cell).
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/loops/div_two_writers_race.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(2000);
  double *a = rt_darray(n, -1, 1), *b = rt_darray(n / 2 + 1, -1, 1);
  rt_tic();
  decimate(n, a, b);
  rt_toc();
  rt_out_darray("b", b, n / 2 + 1);
  return rt_done();
}
