// Runtime driver for corpus/loops/stride_lifting_odd_even.c: lifting: odd cells from even neighbours.
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/loops/stride_lifting_odd_even.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(2000);
  double *xs = rt_darray(2 * (size_t)n + 1, -1, 1);
  rt_tic();
  predict_odd(n, xs);
  rt_toc();
  rt_out_darray("x", xs, 2 * (size_t)n + 1);
  return rt_done();
}
