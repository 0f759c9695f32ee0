// Runtime driver for corpus/frontend/while_inside_loop.c: Newton iterations in a while loop per element.
// RUNTIME-FUNCTIONS: newton_sqrt, newton_shared
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/frontend/while_inside_loop.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(2000);
  double *a = rt_darray(n, 0, 100), *r = rt_darray(n, -1, 1);
  double *s = rt_darray(n, -1, 1);
  rt_tic();
  newton_sqrt(n, a, r);
  newton_shared(n, a, s);
  rt_toc();
  rt_out_darray("r", r, n);
  rt_out_darray("s", s, n);
  return rt_done();
}
