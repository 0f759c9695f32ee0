// Runtime driver for corpus/fixes/fix_reduction_correct_plus_minus.c: s += in[i]; s -= out[i] under reduction(+: s).
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/fixes/fix_reduction_correct_plus_minus.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(2000);
  double *in = rt_darray(n, 1, 2), *out = rt_darray(n, 0, 1);
  rt_tic();
  double s = net_flow(n, in, out);
  rt_toc();
  rt_out_approx("s", s);
  return rt_done();
}
