// Runtime driver for corpus/unknown_loop_in_while.c: a parallel loop in a while loop (relaxation until converged).
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/unknown_loop_in_while.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(2000);
  double *a = rt_darray(n, -1, 1), *b = rt_darray(n, -1, 1);
  a[0] = b[0] + 1.0;
  rt_tic();
  relax_until_converged(n, a, b, 1e-6);
  rt_toc();
  rt_out_darray("a", a, n);
  return rt_done();
}
