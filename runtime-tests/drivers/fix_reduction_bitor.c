// Runtime driver for corpus/fixes/fix_reduction_bitor.c: bits = bits | flags[i] (needs reduction(|: bits)).
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/fixes/fix_reduction_bitor.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(2000);
  unsigned *flags = rt_alloc(n, sizeof *flags);
  for (int i = 0; i < n; i++)
    flags[i] = 1u << rt_int(0, 23); /* bits 24..31 stay clear */
  rt_tic();
  unsigned bits = seen_bits(n, flags);
  rt_toc();
  rt_out_int("bits", bits);
  return rt_done();
}
