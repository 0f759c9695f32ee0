// Runtime driver for corpus/fixes/clause_on_bound_variable.c: shared(n) on a variable only the loop bound reads, on a parallel for (clear) and on a region (clear_in_region).
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/fixes/clause_on_bound_variable.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(2000);
  double *a = rt_darray(n, -1, 1), *b = rt_darray(n, -1, 1);
  rt_tic();
  clear(n, a);
  clear_in_region(n, b);
  rt_toc();
  rt_out_darray("a", a, n);
  rt_out_darray("b", b, n);
  return rt_done();
}
