// Runtime driver for corpus/fixes/fix_firstprivate_array_correct.c: firstprivate(c) coefficient array, correct as written.
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/fixes/fix_firstprivate_array_correct.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(2000);
  double *a = rt_darray(n, -1, 1), *b = rt_darray(n, -1, 1);
  rt_tic();
  blend_first(n, a, b, 0.375);
  rt_toc();
  rt_out_darray("b", b, n);
  return rt_done();
}
