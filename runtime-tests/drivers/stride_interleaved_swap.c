// Runtime driver for corpus/loops/stride_interleaved_swap.c: swapping re/im of interleaved complex numbers.
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/loops/stride_interleaved_swap.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(2000);
  double *z = rt_darray(2 * (size_t)n, -1, 1);
  rt_tic();
  swap_re_im(n, z);
  rt_toc();
  rt_out_darray("z", z, 2 * (size_t)n);
  return rt_done();
}
