// Runtime driver for corpus/frontend/unknown_call.c: a call to update(&a[i]) (defined here: it touches only *p).
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/frontend/unknown_call.c"
#endif
#include KERNEL_FILE

/* The kernel calls it in the loop. */
void update(double *p)
{
  *p = 2.0 * *p + 1.0;
}

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(2000);
  double *a = rt_darray(n, -1, 1);
  rt_tic();
  update_all(n, a);
  rt_toc();
  rt_out_darray("a", a, n);
  return rt_done();
}
