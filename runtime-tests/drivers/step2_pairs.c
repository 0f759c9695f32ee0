// Runtime driver for corpus/loops/step2_pairs.c: an in-place Haar step over pairs (odd length).
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/loops/step2_pairs.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(2000) + 1;
  double *a = rt_darray(n, -1, 1);
  rt_tic();
  haar_step(n, a);
  rt_toc();
  rt_out_darray("a", a, n);
  return rt_done();
}
