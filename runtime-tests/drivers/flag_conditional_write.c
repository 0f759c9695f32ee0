// Runtime driver for corpus/fixes/flag_conditional_write.c: a found flag set by clipped cells (needs lastprivate(conditional: found)).
// The fix gives each iteration its own copy with a flag (clang 19 miscompiles
// lastprivate(conditional:) in C, llvm-project PR 156004): the results must match.
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/fixes/flag_conditional_write.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(2000);
  double *a = rt_darray(n, -1, 1);
  for (int i = 0; i < n; i++) /* only cells in the first fifth and the middle fifth can be clipped */
    if (!(i < n / 5 || (i >= 2 * n / 5 && i < 3 * n / 5)))
      a[i] *= 0.5;
  rt_tic();
  int found = clip_and_flag(n, a, 0.75);
  rt_toc();
  rt_out_darray("a", a, n);
  rt_out_int("found", found);
  return rt_done();
}
