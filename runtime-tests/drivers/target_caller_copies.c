// Runtime driver for corpus/devices/target_caller_copies.c: copies the caller makes, around the calls (host fallback).
// RUNTIME-FUNCTIONS: solve, scale_field
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/devices/target_caller_copies.c"
#endif
#define main kernel_main
#include KERNEL_FILE
#undef main

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(5000);
  double *u = rt_darray(n, -1, 1);
  double *u_tmp = rt_darray(n, -1, 1);
  field = rt_darray(n, -1, 1);
  for (int i = 0; i < 64; i++)
    weights[i] = 0.5 + i / 64.0;
#pragma omp target update to(weights)
  rt_tic();
#pragma omp target data map(tofrom: u[0:n], u_tmp[0:n], field[0:n])
  {
    for (int step = 0; step < 4; step++) {
      solve(n, 0.25, u, u_tmp);
      solve(n, 0.25, u_tmp, u);
    }
    scale_field(n);
  }
  rt_toc();
  rt_out_darray("u", u, n);
  rt_out_darray("field", field, n);
  return rt_done();
}
