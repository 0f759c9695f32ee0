// Runtime driver for corpus/loops/output_distance_1.c: mark[i] = mark[i + 1] = 1 (a race that stores equal values).
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/loops/output_distance_1.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(2000);
  int *mark = rt_iarray(n + 1, 0, 0);
  rt_tic();
  mark_segment_ends(n, mark);
  rt_toc();
  rt_out_iarray("mark", mark, n + 1);
  return rt_done();
}
