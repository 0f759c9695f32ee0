// Runtime driver for corpus/frontend/switch_in_loops.c: a scalar every case assigns (private), and a continue out of a switch.
// RUNTIME-FUNCTIONS: per_kind, skip_some
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/frontend/switch_in_loops.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  for (int i = 0; i < N; i++) {
    a[i] = rt_uniform(-1, 1);
    kind[i] = rt_int(0, 3);
  }
  rt_tic();
  per_kind();
  rt_out_dcells("b_per_kind", b, N);
  skip_some();
  rt_toc();
  rt_out_dcells("b_skip", b, N);
  return rt_done();
}
