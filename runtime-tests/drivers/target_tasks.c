// Runtime driver for corpus/devices/target_tasks.c: the target tasks ompfix verifies ('nowait' with host work beside them until the taskwait), run on the host fallback (OMP_TARGET_OFFLOAD=DISABLED: each target task runs as a task of the host, concurrently with the code after it), against the sequential build and under ThreadSanitizer.
// RUNTIME-FUNCTIONS: overlap, read_after_the_wait, two_tasks, steps
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/devices/target_tasks.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(20000);
  double *a = rt_dyadic_darray(n, -64, 64, 16);
  double *b = rt_dyadic_darray(n, -64, 64, 16);
  double *c = rt_dyadic_darray(n, -64, 64, 16);
  double *d = rt_dyadic_darray(n, -64, 64, 16);
  double out[2] = {0, 0};
  rt_tic();
  overlap(n, a, b, c);
  read_after_the_wait(n, a, b, out);
  two_tasks(n, a, c, d);
  steps(n, 5, d);
  rt_toc();
  rt_out_darray("b", b, n);
  rt_out_darray("c", c, n);
  rt_out_darray("d", d, n);
  rt_out_double("out0", out[0]);
  rt_out_double("out1", out[1]);
  return rt_done();
}
