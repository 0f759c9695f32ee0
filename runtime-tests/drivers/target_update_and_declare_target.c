// Runtime driver for corpus/devices/target_update_and_declare_target.c: target update and declare target data, run on the host fallback.
// RUNTIME-FUNCTIONS: update_between, sum_table, fill_table_and_update
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/devices/target_update_and_declare_target.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(4000);
  float *v = rt_dyadic_farray(n, -64, 64, 8);
  float *p = rt_farray(n, 0, 1);
  rt_tic();
  update_between(n, v, p);
  float s = sum_table();
  fill_table_and_update();
  rt_toc();
  rt_out_farray("v", v, n);
  rt_out_farray("p", p, n);
  rt_out_double("sum", s);
  double cells[256];
  for (int i = 0; i < 256; i++)
    cells[i] = table[i];
  rt_out_dcells("table", cells, 256);
  return rt_done();
}
