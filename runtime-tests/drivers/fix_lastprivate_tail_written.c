// Runtime driver for corpus/fixes/fix_lastprivate_tail_written.c: lastprivate(tail) written by the last four iterations.
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/fixes/fix_lastprivate_tail_written.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(2000);
  double *a = rt_darray(n, -1, 1), *out = rt_darray(1, -1, 1);
  rt_tic();
  tail_value(n, a, out);
  rt_toc();
  rt_out_darray("out", out, 1);
  return rt_done();
}
