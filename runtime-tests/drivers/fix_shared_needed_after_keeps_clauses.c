// Runtime driver for corpus/fixes/fix_shared_needed_after_keeps_clauses.c: shared temporary t returned, with schedule(static) num_threads(4).
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/fixes/fix_shared_needed_after_keeps_clauses.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(2000);
  double *a = rt_darray(n, -1, 1), *b = rt_darray(n, -1, 1);
  rt_tic();
  double t = last_scaled(n, a, b, 1.75);
  rt_toc();
  rt_out_darray("b", b, n);
  rt_out_double("t", t);
  return rt_done();
}
