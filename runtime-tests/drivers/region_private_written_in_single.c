// Runtime driver for corpus/regions/region_private_written_in_single.c: private(y) written in a single and read by every thread's loop iterations (the clause must go: shared, the single's barrier orders it). The loop is unknown as written; the rewrite checks as verified.
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/regions/region_private_written_in_single.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(2000);
  double *b = rt_darray(n, -1, 1);
  rt_tic();
  broadcast(n, b);
  rt_toc();
  rt_out_darray("b", b, n);
  return rt_done();
}
