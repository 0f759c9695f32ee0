// Runtime driver for corpus/frontend/shifted_pointer_disjoint.c: hi = a + n; hi[i] = 2 a[i].
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/frontend/shifted_pointer_disjoint.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(2000);
  double *a = rt_darray(2 * (size_t)n, -1, 1);
  rt_tic();
  double_into_upper(n, a);
  rt_toc();
  rt_out_darray("a", a, 2 * (size_t)n);
  return rt_done();
}
