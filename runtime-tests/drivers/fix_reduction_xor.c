// Runtime driver for corpus/fixes/fix_reduction_xor.c: x ^= words[i] (needs reduction(^: x)).
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/fixes/fix_reduction_xor.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(2000);
  unsigned *words = rt_uarray(n, 4);
  rt_tic();
  unsigned x = parity(n, words);
  rt_toc();
  rt_out_int("x", x);
  return rt_done();
}
