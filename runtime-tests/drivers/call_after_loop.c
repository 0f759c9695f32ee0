// Runtime driver for corpus/frontend/call_after_loop.c: b = a * a, then report(b) (defined here) and printf.
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/frontend/call_after_loop.c"
#endif
#include KERNEL_FILE

/* The kernel calls it after the loop. */
void report(const double *v, int n)
{
  rt_out_darray("reported", v, n);
}

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(2000);
  double *a = rt_darray(n, -1, 1), *b = rt_darray(n, -1, 1);
  rt_tic();
  compute_and_report(n, a, b);
  rt_toc();
  rt_out_darray("b", b, n);
  return rt_done();
}
