// Runtime driver for corpus/frontend/conditional_operator_arms.c: boundary reads under '?:' arms.
// RUNTIME-FUNCTIONS: smooth, arm_never_taken, rows_with_edges, call_in_arm_never_taken
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/frontend/conditional_operator_arms.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(4000);
  int m = rt_n2(60);
  double *u = rt_darray(n, -1, 1);
  double *v = rt_darray(n, -1, 1);
  double *w = rt_darray((size_t)m * m, -1, 1);
  double *z = rt_darray((size_t)m * m, -1, 1);
  rt_tic();
  smooth(n, u, v);
  arm_never_taken(n, u);
  rows_with_edges(m, w, z);
  call_in_arm_never_taken(n, v);
  rt_toc();
  rt_out_darray("v", v, n);
  rt_out_darray("u", u, n);
  rt_out_darray("z", z, (size_t)m * m);
  return rt_done();
}
