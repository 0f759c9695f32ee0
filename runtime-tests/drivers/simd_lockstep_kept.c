// Runtime driver for corpus/loops/simd_lockstep_kept.c: simd loops whose dependences the lanes keep (an anti-dependence, a flow between two statements in body order, a distance of safelen); the vectorized loops must give the sequential results.
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/loops/simd_lockstep_kept.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(4000);
  double *a = rt_darray(n, -1, 1), *b = rt_darray(n, -1, 1);
  float *f = rt_farray(n, -1, 1);
  rt_tic();
  shift_down(n, a, 0.5);
  two_statements(n, a, b);
  distance_sixteen(n, f);
  rt_toc();
  rt_out_darray("a", a, n);
  rt_out_darray("b", b, n);
  rt_out_farray("f", f, n);
  return rt_done();
}
