// Runtime driver for corpus/frontend/struct_member_scale.c: data and bound through struct members (verified).
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/frontend/struct_member_scale.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(2000);
  struct vector v = {n, rt_darray(n, -1, 1)};
  rt_tic();
  vector_scale(&v, 1.5);
  rt_toc();
  rt_out_darray("data", v.data, n);
  return rt_done();
}
