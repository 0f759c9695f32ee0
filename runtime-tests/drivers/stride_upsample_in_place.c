// Runtime driver for corpus/loops/stride_upsample_in_place.c: a[2i] = a[i] in place (a race).
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/loops/stride_upsample_in_place.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(2000);
  double *a = rt_darray(2 * (size_t)n, -1, 1);
  rt_tic();
  upsample(n, a);
  rt_toc();
  rt_out_darray("a", a, 2 * (size_t)n);
  return rt_done();
}
