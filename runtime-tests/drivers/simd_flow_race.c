// Runtime driver for corpus/loops/simd_flow_race.c: a[i + 1] = a[i] * r under omp simd (a lane dependence).
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/loops/simd_flow_race.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(2000);
  double *a = rt_darray(n, 0.5, 1);
  rt_tic();
  geometric(n, a, 0.999);
  rt_toc();
  rt_out_darray("a", a, n);
  return rt_done();
}
