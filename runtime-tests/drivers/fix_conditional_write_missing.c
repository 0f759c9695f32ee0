// Runtime driver for corpus/fixes/fix_conditional_write_missing.c: x = last positive a[i], shared (needs lastprivate(conditional: x)).
// The fix gives each iteration its own copy with a flag (clang 19 miscompiles
// lastprivate(conditional:) in C, llvm-project PR 156004): the results must match.
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/fixes/fix_conditional_write_missing.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(2000);
  double *a = rt_darray(n, -1, 1);
  for (int i = n - n / 3; i < n; i++) /* the last third does not write x */
    a[i] = -a[i] * a[i] - 0.125;
  rt_tic();
  double x = last_positive_shared(n, a);
  rt_toc();
  rt_out_double("x", x);
  return rt_done();
}
