// Runtime driver for corpus/loops/mod_ring_buffer_race.c: ring[i % 16] = samples[i] into a global ring (a race).
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/loops/mod_ring_buffer_race.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(2000);
  double *samples = rt_darray(n, -1, 1);
  rt_tic();
  record(n, samples);
  rt_toc();
  rt_out_dcells("ring", ring, RING);
  return rt_done();
}
