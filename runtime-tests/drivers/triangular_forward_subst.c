// Runtime driver for corpus/loops/triangular_forward_subst.c: forward substitution (a true dependence).
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/loops/triangular_forward_subst.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n2(200);
  double (*l)[n] = (double (*)[n])rt_darray((size_t)n * n, -1.0 / n, 1.0 / n);
  for (int i = 0; i < n; i++)
    l[i][i] = rt_uniform(2, 3);
  double *b = rt_darray(n, -1, 1), *xs = rt_darray(n, -1, 1);
  rt_tic();
  forward_subst(n, l, b, xs);
  rt_toc();
  rt_out_darray("x", xs, n);
  return rt_done();
}
