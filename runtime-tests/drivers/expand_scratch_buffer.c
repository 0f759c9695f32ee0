// Runtime driver for corpus/forwarding-expansion/expand_scratch_buffer.c: scratch buffers
// reached through pointers, which --fix expands into a slice per thread
// (copied back by the last iteration where the caller sees them), and a
// fixed-size array that gets private.
// RUNTIME-FUNCTIONS: smooth_rows, caller_scratch, cells_four_to_nineteen, counting_down, fixed_size_array, collapsed_tiles, heavy_rows
// EXPANSION-VALUES: m=37 k=5
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/forwarding-expansion/expand_scratch_buffer.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(2000), m = 37;
  double *a = rt_darray((size_t)n * m, -1, 1);
  double *b = rt_darray((size_t)n * m, 0, 0);
  double *c = rt_darray((size_t)n * m, 0, 0);
  double *work = rt_darray(m, 0, 0);
  double *d = rt_darray(n, 0, 0);
  double *e = rt_darray(n, 0, 0);
  double *f = rt_darray(n, 0, 0);
  int rows = rt_n2(40), k = 5;
  double *g = rt_darray((size_t)rows * rows, 0, 0);
  int heavy = rt_n1(200);
  double *h = rt_darray(heavy, 0, 0);
  double *last = rt_darray(2, 0, 0);
  rt_tic();
  smooth_rows(n, m, a, b);
  caller_scratch(n, m, a, c, work);
  cells_four_to_nineteen(n, a, d);
  counting_down(n, a, e, last);
  fixed_size_array(n, a, f);
  collapsed_tiles(rows, rows, k, a, g);
  heavy_rows(heavy, m, a, h);
  rt_toc();
  rt_out_darray("b", b, (size_t)n * m);
  rt_out_darray("c", c, (size_t)n * m);
  rt_out_darray("work", work, m);
  rt_out_darray("d", d, n);
  rt_out_darray("e", e, n);
  rt_out_darray("f", f, n);
  rt_out_darray("g", g, (size_t)rows * rows);
  rt_out_darray("h", h, heavy);
  rt_out_darray("last", last, 2);
  return rt_done();
}
