// Runtime driver for corpus/devices/target_enter_exit_data.c: copies made by 'target enter data' (host fallback).
// RUNTIME-FUNCTIONS: smooth_twice, scale_with_table
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/devices/target_enter_exit_data.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(5000);
  double *v = rt_darray(n, -1, 1);
  double *p = rt_darray(n, -1, 1);
  double *q = rt_darray(n, -1, 1);
  rt_tic();
  smooth_twice(n, v, p);
  scale_with_table(n, v, q);
  rt_toc();
  rt_out_darray("p", p, n);
  rt_out_darray("q", q, n);
  return rt_done();
}
