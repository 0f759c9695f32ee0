// Runtime driver for corpus/devices/teams_regions.c: a private copy per team over a distribute loop. (two_precisions is not run: the sequential build is one team, which runs only team 0's branch.)
// RUNTIME-FUNCTIONS: team_temporary
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/devices/teams_regions.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  double *x = rt_darray(N, -1, 1), *y = rt_darray(N, -1, 1);
  rt_tic();
  for (int repeat = 0; repeat < 3; repeat++) {
    team_temporary(x, y);
  }
  rt_toc();
  rt_out_darray("y", y, N);
  return rt_done();
}
