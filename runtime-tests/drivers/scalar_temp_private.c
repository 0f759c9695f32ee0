// Runtime driver for corpus/fixes/scalar_temp_private.c: a shared temporary dead after the loop (needs private(t)).
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/fixes/scalar_temp_private.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(2000);
  double *a = rt_darray(n, -1, 1), *b = rt_darray(n, -1, 1);
  rt_tic();
  squares_plus_one(n, a, b);
  rt_toc();
  rt_out_darray("b", b, n);
  return rt_done();
}
