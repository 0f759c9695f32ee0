// Runtime driver for corpus/forwarding-expansion/expand_last_writer.c: memory needed after the
// loop whose cells come from different iterations, which --fix expands
// into a copy per iteration with a flag per cell, each cell then taken
// from its last writer after the loop.
// RUNTIME-FUNCTIONS: last_positive_row, first_positive_per_column, suffix_scratch, heavy_last_row
// EXPANSION-VALUES: m=37
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/forwarding-expansion/expand_last_writer.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(3000), m = 37;
  rt_expansion_value("n", n);
  double *a = rt_darray((size_t)n * 64, -1, 1);
  double *row = rt_darray(m, 0, 0);
  double *b = rt_darray(n, 0, 0);
  double *t = rt_darray(m, 0, 0);
  int heavy = rt_n1(300);
  double *h = rt_darray(m, 0, 0);
  // A few first values positive only: the last such row is early.
  double *sparse = rt_darray((size_t)n * m, -1, 1);
  for (int i = 0; i < n; i++)
    if (i % 97 != 5)
      sparse[(size_t)i * m] = -1.0;
  rt_tic();
  last_positive_row(n, m, sparse, row);
  first_positive_per_column(n, a);
  suffix_scratch(n < m ? n : m, m, a, b, t);
  heavy_last_row(heavy, m, a, h);
  rt_toc();
  rt_out_darray("row", row, m);
  rt_out_dcells("keep", keep, 64);
  rt_out_darray("b", b, n < m ? n : m);
  rt_out_darray("t", t, m);
  rt_out_darray("h", h, m);
  return rt_done();
}
