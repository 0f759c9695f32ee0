// Runtime driver for corpus/fixes/fix_lastprivate_read_only_shared.c: lastprivate(x) on a read-only x (needs no clause).
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/fixes/fix_lastprivate_read_only_shared.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(2000);
  double *a = rt_darray(n, -1, 1);
  rt_tic();
  double x = shift_by(n, a, 0.625);
  rt_toc();
  rt_out_darray("a", a, n);
  rt_out_double("x", x);
  return rt_done();
}
