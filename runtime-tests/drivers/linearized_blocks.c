// Runtime driver for corpus/frontend/linearized_blocks.c: global arrays indexed as blocks of rows.
// RUNTIME-FUNCTIONS: inverse_denominator, scale_flux, matmul
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/frontend/linearized_blocks.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  nang = 8;
  ng = 5;
  ncells = rt_n1(400);
  int cells = nang * ng * ncells;
  denom = rt_darray(cells, -1, 1);
  sigma = rt_darray(ng * ncells, 1, 2);
  flux = rt_darray(cells, -1, 1);
  double *scale = rt_darray(nang * ng, -1, 1);
  int n = rt_n1(60);
  double *a = rt_darray(n * n, -1, 1);
  double *b = rt_darray(n * n, -1, 1);
  double *c = rt_darray(n * n, -1, 1);
  rt_tic();
  inverse_denominator();
  scale_flux(scale);
  matmul(n, n, n, a, b, c);
  rt_toc();
  rt_out_darray("c", c, n * n);
  rt_out_darray("denom", denom, cells);
  rt_out_darray("flux", flux, cells);
  return rt_done();
}
