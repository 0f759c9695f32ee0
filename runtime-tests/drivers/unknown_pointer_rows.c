// Runtime driver for corpus/frontend/unknown_pointer_rows.c: rows through an array of pointers (distinct rows here).
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/frontend/unknown_pointer_rows.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n2(200), m = rt_n2(170);
  double *block = rt_darray((size_t)n * m, -1, 1);
  double **rows = rt_alloc(n, sizeof *rows);
  for (int i = 0; i < n; i++)
    rows[i] = block + (size_t)i * m;
  rt_tic();
  clear_rows(n, m, rows);
  rt_toc();
  rt_out_darray("block", block, (size_t)n * m);
  return rt_done();
}
