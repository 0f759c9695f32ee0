// Runtime driver for corpus/fixes/fix_temp_array_private.c: shared work array w (needs private(w)).
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/fixes/fix_temp_array_private.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(2000);
  double *xs = rt_darray(n, -1, 1), *ys = rt_darray(n, -1, 1);
  rt_tic();
  poly3(n, xs, ys);
  rt_toc();
  rt_out_darray("y", ys, n);
  return rt_done();
}
