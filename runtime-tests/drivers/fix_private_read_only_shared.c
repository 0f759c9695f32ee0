// Runtime driver for corpus/fixes/fix_private_read_only_shared.c: private(x) on a read-only x (needs no clause).
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/fixes/fix_private_read_only_shared.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(2000);
  double *a = rt_darray(n, -1, 1);
  rt_tic();
  scale_all(n, a, 3.0);
  rt_toc();
  rt_out_darray("a", a, n);
  return rt_done();
}
