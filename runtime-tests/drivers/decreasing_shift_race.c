// Runtime driver for corpus/loops/decreasing_shift_race.c: a decreasing shift right (a race).
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/loops/decreasing_shift_race.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(2000);
  double *a = rt_darray(n, -1, 1);
  rt_tic();
  insert_front(n, a, 9.0);
  rt_toc();
  rt_out_darray("a", a, n);
  return rt_done();
}
