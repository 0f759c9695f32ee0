// Runtime driver for corpus/forwarding-expansion/forward_overwritten_operands.c: carried scalars
// forwarded through operands the iteration overwrites, in a loop, in a
// worksharing loop of a region, and through a chain past a branch that
// never runs.
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/forwarding-expansion/forward_overwritten_operands.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(4000);
  double *a = rt_darray(n, -1, 1);
  double *b = rt_darray(n, -1, 1);
  double *c = rt_darray(n, 0, 0);
  double *d = rt_darray(n, 0, 0);
  int w = rt_n2(90);
  double *wb = rt_darray(w, -1, 1);
  double *wo = rt_darray(w * w, 0, 0);
  rt_tic();
  last_writer_counts(n, a, b, c);
  in_a_region(n, b, d);
  chain_past_a_branch(w, wb, wo);
  rt_toc();
  rt_out_darray("c", c, n);
  rt_out_darray("d", d, n);
  rt_out_darray("wo", wo, w * w);
  rt_out_double("kept", kept);
  return rt_done();
}
