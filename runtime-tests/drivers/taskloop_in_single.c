// Runtime driver for corpus/regions/taskloop_in_single.c: a taskloop in parallel + single.
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/regions/taskloop_in_single.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(2000);
  double *a = rt_darray(n, -1, 1);
  rt_tic();
  scale_tasks(n, a, 3.0);
  rt_toc();
  rt_out_darray("a", a, n);
  return rt_done();
}
