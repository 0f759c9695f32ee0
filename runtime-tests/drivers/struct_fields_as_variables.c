// Runtime driver for corpus/frontend/struct_fields_as_variables.c: a stencil through the pointer fields of a struct, and an array field of a global struct.
// RUNTIME-FUNCTIONS: smooth, weigh
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/frontend/struct_fields_as_variables.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  struct grid g;
  g.n = rt_n1(4000);
  g.values = rt_darray(g.n, -1, 1);
  g.next = rt_darray(g.n, -1, 1);
  g.total = 0.0;
  rt_tic();
  smooth(&g);
  weigh();
  rt_toc();
  rt_out_darray("next", g.next, g.n);
  rt_out_dcells("weights", global_grid.weights, 16);
  return rt_done();
}
