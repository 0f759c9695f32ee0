// Runtime driver for corpus/frontend/loop_under_condition_in_loop.c: loop directives under data-dependent conditions in a sequential loop.
// RUNTIME-FUNCTIONS: sweep_marked
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/frontend/loop_under_condition_in_loop.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(20000);
  int steps = 12;
  int *active = rt_iarray(steps, -1, 2);
  double *a = rt_darray(n, -1, 1);
  double *last = rt_darray(steps, -1, 1);
  rt_tic();
  sweep_marked(steps, n, active, a, last);
  rt_toc();
  rt_out_darray("a", a, n);
  rt_out_darray("last", last, steps);
  return rt_done();
}
