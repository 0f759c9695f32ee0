// Runtime driver for corpus/fixes/fix_reduction_product.c: p *= a[i] (needs reduction(*: p)); compared with a tolerance.
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/fixes/fix_reduction_product.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(2000);
  double *a = rt_darray(n, 0.999, 1.0015);
  rt_tic();
  double p = product(n, a);
  rt_toc();
  rt_out_approx("p", p);
  return rt_done();
}
