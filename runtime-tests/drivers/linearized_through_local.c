// Runtime driver for corpus/frontend/linearized_through_local.c: rows of a
// one-dimensional array subscripted through a local (`const int index =
// kk + jj * x;`), whose loops ompfix verifies.
// RUNTIME-FUNCTIONS: copy_rows, stencil
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/frontend/linearized_through_local.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int x = rt_n2(300), y = rt_n2(200);
  double *e = rt_darray(x * y, -1, 1);
  double *u = rt_darray(x * y, 0, 0);
  double *v = rt_darray(x * y, 0, 0);
  rt_tic();
  copy_rows(x, y, e, u);
  stencil(x, y, e, v);
  rt_toc();
  rt_out_darray("u", u, x * y);
  rt_out_darray("v", v, x * y);
  return rt_done();
}
