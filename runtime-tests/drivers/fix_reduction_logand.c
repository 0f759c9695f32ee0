// Runtime driver for corpus/fixes/fix_reduction_logand.c: all = all && a[i] > 0 (needs reduction(&&: all)).
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/fixes/fix_reduction_logand.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(2000);
  double *a = rt_darray(n, 0.125, 1);
  rt_tic();
  int all1 = all_positive(n, a);
  a[n / 2 + 1] = -1.0;
  int all2 = all_positive(n, a);
  rt_toc();
  rt_out_int("all_positive", all1);
  rt_out_int("one_negative", all2);
  return rt_done();
}
