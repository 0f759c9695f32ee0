// Runtime driver for corpus/frontend/goto_past_continue.c: a goto past a continue in the loop body (safe square roots).
// RUNTIME-FUNCTIONS: safe_sqrt
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/frontend/goto_past_continue.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(2000);
  double *a = rt_darray(n, -1, 4), *b = rt_darray(n, -1, 1);
  rt_tic();
  safe_sqrt(n, a, b);
  rt_toc();
  rt_out_darray("b", b, n);
  return rt_done();
}
