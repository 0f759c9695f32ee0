// Runtime driver for corpus/frontend/loop_inside_while.c: parallel loops in a while loop (relaxation until converged) and in a do loop of three iterations.
// RUNTIME-FUNCTIONS: relax_until_converged, scale_three_times
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/frontend/loop_inside_while.c"
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
  scale_three_times(n, a, b);
  rt_toc();
  rt_out_darray("a", a, n);
  return rt_done();
}
