// Runtime driver for corpus/fixes/fix_reduction_bitand.c: mask &= flags[i] (needs reduction(&: mask)).
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/fixes/fix_reduction_bitand.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(2000);
  unsigned *flags = rt_alloc(n, sizeof *flags);
  for (int i = 0; i < n; i++)
    flags[i] = ~(1u << rt_int(0, 15)); /* bits 16..31 survive */
  rt_tic();
  unsigned mask = common_bits(n, flags);
  rt_toc();
  rt_out_int("mask", mask);
  return rt_done();
}
