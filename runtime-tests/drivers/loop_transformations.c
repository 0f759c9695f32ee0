// Runtime driver for corpus/loops/loop_transformations.c: parallel loops over tiles, unrolled chunks, interchanged and reversed loops.
// RUNTIME-FUNCTIONS: tiles, unrolled, interchanged, interchanged_and_reversed
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/loops/loop_transformations.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(200000);
  double *tiled = rt_darray(N * N, -1, 1);
  double *moved = rt_darray(N * N, -1, 1);
  double *a = rt_darray(n, -1, 1);
  double *b = rt_darray(n, -1, 1);
  rt_tic();
  for (int repeat = 0; repeat < 20; repeat++) {
    tiles((double(*)[N])tiled);
    unrolled(n, a, b);
    interchanged((double(*)[N])moved);
    interchanged_and_reversed((double(*)[N])moved);
  }
  rt_toc();
  rt_out_darray("tiled", tiled, N * N);
  rt_out_darray("moved", moved, N * N);
  rt_out_darray("a", a, n);
  return rt_done();
}
