// Runtime driver for corpus/frontend/library_calls_in_loops.c: a scratch array cleared with memset in each iteration (private).
// RUNTIME-FUNCTIONS: scratch_cleared
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/frontend/library_calls_in_loops.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  for (int i = 0; i < N; i++)
    a[i] = rt_uniform(-1, 1);
  rt_tic();
  scratch_cleared();
  rt_toc();
  rt_out_dcells("b", b, N);
  return rt_done();
}
