// Runtime driver for corpus/loops/collapse2_row_prefix_race.c: row prefix sums under collapse(2) (a race).
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/loops/collapse2_row_prefix_race.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n2(197) | 1, m = rt_n2(173); /* odd n: thread chunks end mid-row */
  double (*a)[m] = (double (*)[m])rt_darray((size_t)n * m, -1, 1);
  rt_tic();
  row_prefix(n, m, a);
  rt_toc();
  rt_out_darray("a", &a[0][0], (size_t)n * m);
  return rt_done();
}
