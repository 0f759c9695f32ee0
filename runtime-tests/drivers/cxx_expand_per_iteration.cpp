// Runtime driver for corpus/cxx/cxx_expand_per_iteration.cpp: the copies per
// iteration of a C++ kernel whose cells per copy are a number (rows of a
// constant size, cast with static_cast).
// RUNTIME-FUNCTIONS: last_positive_band
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/cxx/cxx_expand_per_iteration.cpp"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(4000);
  rt_expansion_value("n", n);
  double *a = rt_darray((size_t)n * 16, -1, 1);
  rt_tic();
  last_positive_band(n, a);
  rt_toc();
  rt_out_dcells("last_band", last_band, 16);
  return rt_done();
}
