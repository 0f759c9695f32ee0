// Runtime driver for corpus/fixes/if_else_assigns_both.c: scalars assigned in both branches of data-dependent ifs (private), and a sum updated in both branches (reduction).
// RUNTIME-FUNCTIONS: both_branches, nested_branches, updated_in_both
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/fixes/if_else_assigns_both.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  for (int i = 0; i < N; i++)
    a[i] = rt_uniform(-2, 2);
  rt_tic();
  both_branches();
  rt_out_dcells("b_both", b, N);
  nested_branches();
  rt_out_dcells("b_nested", b, N);
  double s = updated_in_both();
  rt_toc();
  rt_out_approx("s", s);
  return rt_done();
}
