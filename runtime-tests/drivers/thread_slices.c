// Runtime driver for corpus/frontend/thread_slices.c: loops that use the running
// thread's slice of a buffer as scratch, which ompfix verifies.
// RUNTIME-FUNCTIONS: row_sums, thread_number_variable
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/frontend/thread_slices.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(2000), m = 29;
  double *a = rt_darray((size_t)n * m, -1, 1);
  double *b = rt_darray((size_t)n * m, 0, 0);
  double *c = rt_darray(n, 0, 0);
  rt_tic();
  row_sums(n, m, a, b);
  thread_number_variable(n, a, c);
  rt_toc();
  rt_out_darray("b", b, (size_t)n * m);
  rt_out_darray("c", c, n);
  return rt_done();
}
