// Runtime driver for corpus/loops/parametric_loop_steps.c: tiled loops that count by a tile size given at run time.
// RUNTIME-FUNCTIONS: transpose_tiles, clear_tiles, squares_in_tiles
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/loops/parametric_loop_steps.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n2(300);
  int tile = 7 + rt_int(0, 20);
  double *a = rt_darray((size_t)n * n, -1, 1);
  double *b = rt_darray((size_t)n * n, -1, 1);
  double *c = rt_darray((size_t)n * n, -1, 1);
  rt_tic();
  transpose_tiles(n, tile, a, b);
  clear_tiles(n, tile, c);
  squares_in_tiles(n * n, tile, a, c);
  rt_toc();
  rt_out_darray("b", b, (size_t)n * n);
  rt_out_darray("c", c, (size_t)n * n);
  return rt_done();
}
