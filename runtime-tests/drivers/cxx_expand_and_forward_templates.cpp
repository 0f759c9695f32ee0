// Runtime driver for corpus/cxx/cxx_expand_and_forward_templates.cpp: both
// instantiations of a template, whose rewrite must suit each (a temporary
// of one instantiation's type would round the other's values: the double
// one starts from 0.1).
// EXPANSION-VALUES: m=23
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/cxx/cxx_expand_and_forward_templates.cpp"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(2000), m = 23;
  double *a = rt_darray((size_t)n * m, -1, 1);
  double *b = rt_darray((size_t)n * m, 0, 0);
  float *fa = rt_farray((size_t)n * m, -1, 1);
  float *fb = rt_farray((size_t)n * m, 0, 0);
  double *c = rt_darray(n, 0, 0);
  float *fc = rt_farray(n, 0, 0);
  rt_tic();
  smooth<double>(n, m, a, b);
  smooth<float>(n, m, fa, fb);
  differences<double>(n, a, c, 0.1);
  differences<float>(n, fa, fc, 0.1f);
  rt_toc();
  rt_out_darray("b", b, (size_t)n * m);
  rt_out_farray("fb", fb, (size_t)n * m);
  rt_out_darray("c", c, n);
  rt_out_farray("fc", fc, n);
  return rt_done();
}
