// Runtime driver for corpus/fixes/fix_firstprivate_needed_after.c: firstprivate(t) whose last value is stored after the loop (needs lastprivate(t)).
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/fixes/fix_firstprivate_needed_after.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(2000);
  double *a = rt_darray(n, -1, 1), *b = rt_darray(n, -1, 1), *out = rt_darray(1, -1, 1);
  rt_tic();
  last_into(n, a, b, out);
  rt_toc();
  rt_out_darray("b", b, n);
  rt_out_darray("out", out, 1);
  return rt_done();
}
