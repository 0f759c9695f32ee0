// Runtime driver for corpus/devices/target_buffer_exchange.c: buffers exchanged inside a 'target enter data' scope (host fallback).
// RUNTIME-FUNCTIONS: jacobi
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/devices/target_buffer_exchange.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(5000);
  double *a = rt_darray(n, -1, 1);
  rt_tic();
  double r = 0.0;
  for (int steps = 1; steps <= 4; steps++)
    r += jacobi(n, steps, a);
  rt_toc();
  rt_out_double("r", r);
  return rt_done();
}
