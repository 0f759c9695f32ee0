// Runtime driver for corpus/fixes/fix_reduction_pointee_columns.c: column sums into colsum[0:m] (needs an array-section reduction); dyadic inputs keep the sums exact.
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/fixes/fix_reduction_pointee_columns.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n2(200), m = rt_n2(150);
  double (*a)[m] = (double (*)[m])rt_dyadic_darray((size_t)n * m, -64, 64, 8);
  double *colsum = rt_dyadic_darray(m, -64, 64, 8);
  rt_tic();
  column_sums(n, m, (const double (*)[m])a, colsum);
  rt_toc();
  rt_out_darray("colsum", colsum, m);
  return rt_done();
}
