// Runtime driver for corpus/frontend/row_pointers.c: a matrix product and a row scaling written with row pointers, which ompfix verifies, against the sequential build and under ThreadSanitizer.
// RUNTIME-FUNCTIONS: gemm, scale_by_row
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/frontend/row_pointers.c"
#endif
#include KERNEL_FILE

void use(const double *p) { (void)p; }

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n2(120);
  double *A = rt_dyadic_darray((size_t)n * n, -8, 8, 4);
  double *B = rt_dyadic_darray((size_t)n * n, -8, 8, 4);
  double *C = rt_darray((size_t)n * n, 0, 0);
  double *out = rt_darray(n, 0, 0);
  rt_tic();
  gemm(n, A, B, C);
  scale_by_row(n, n / 2, C, out);
  rt_toc();
  rt_out_darray("C", C, (size_t)n * n);
  rt_out_darray("out", out, n);
  return rt_done();
}
