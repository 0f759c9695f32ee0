// Runtime driver for corpus/fixes/iterator_lastprivate.c: the loop iterator read after the loop (needs lastprivate(i)).
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/fixes/iterator_lastprivate.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(2000);
  double *a = rt_darray(n + 1, -1, 1);
  rt_tic();
  fill_terminated(n, a, 2.5);
  rt_toc();
  rt_out_darray("a", a, n + 1);
  return rt_done();
}
