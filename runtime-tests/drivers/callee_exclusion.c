// Runtime driver for corpus/frontend/callee_exclusion.c: critical, atomic and ordered blocks in called functions.
// RUNTIME-FUNCTIONS: sum_all, print_all
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/frontend/callee_exclusion.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(20000);
  double *a = rt_darray(n, 0, 1);
  rt_tic();
  sum_all(n, a);
  print_all(0, 40);
  rt_toc();
  rt_out_approx("total", total);
  rt_out_int("hits", hits);
  return rt_done();
}
