// Runtime driver for corpus/fixes/fix_lastprivate_even_only.c: lastprivate(last) written by even iterations only, n even.
// RUNTIME-KNOWN-ISSUE: out: clang 19 does not implement lastprivate(conditional:) in C
// (the conditional update is not emitted; fixed upstream by llvm-project PR 156004):
// the value is that of the thread that ran the last iteration, or its uninitialised copy.
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/fixes/fix_lastprivate_even_only.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(2000) / 2 * 2;
  double *a = rt_darray(n, -1, 1), *out = rt_darray(1, -1, 1);
  rt_tic();
  last_even(n, a, out);
  rt_toc();
  rt_out_darray("out", out, 1);
  return rt_done();
}
