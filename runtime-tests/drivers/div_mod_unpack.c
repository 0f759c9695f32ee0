// Runtime driver for corpus/loops/div_mod_unpack.c: out[i / 4][i % 4] = in[i].
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/loops/div_mod_unpack.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(2000);
  double *in = rt_darray(4 * (size_t)n, -1, 1);
  double (*out)[4] = (double (*)[4])rt_darray(4 * (size_t)n, -1, 1);
  rt_tic();
  unpack4(n, in, out);
  rt_toc();
  rt_out_darray("out", &out[0][0], 4 * (size_t)n);
  return rt_done();
}
