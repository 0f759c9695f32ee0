// Runtime driver for corpus/fixes/global_scalar_temp.c: a global temporary work (needs lastprivate(work)).
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/fixes/global_scalar_temp.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(2000);
  double *a = rt_darray(n, -1, 1), *b = rt_darray(n, -1, 1);
  work = -7.0;
  rt_tic();
  squares_global(n, a, b);
  rt_toc();
  rt_out_darray("b", b, n);
  rt_out_double("work", work);
  return rt_done();
}
