// Runtime driver for corpus/forwarding-expansion/forward_carried_scalar.c: carried scalars that
// --forward rewrites (their reads recompute the previous iteration's value),
// and two that stay violations.
// RUNTIME-FUNCTIONS: differences, needed_after, every_other, first_iteration_skips, from_the_iterator, computed_earlier_in_the_iteration, two_operands, under_an_if, backwards, chain, written_in_other_instances
#include "rt_common.h"
#ifndef KERNEL_FILE
#define KERNEL_FILE "../../corpus/forwarding-expansion/forward_carried_scalar.c"
#endif
#include KERNEL_FILE

int main(int argc, char **argv)
{
  rt_init(argc, argv);
  int n = rt_n1(4000);
  double *a = rt_darray(n, -1, 1);
  double *b = rt_darray(n, 0, 0);
  double *c = rt_darray(n, 0, 0);
  double *d = rt_darray(n, 0, 0);
  double *e = rt_darray(n, 0, 0);
  double *f = rt_darray(n, 0, 0);
  double *g = rt_darray(n, 0, 0);
  double *h = rt_darray(n, 0, 0);
  double *k = rt_darray(n, 0, 0);
  double *m = rt_darray(n, 0, 0);
  double *p = rt_darray(n, 0, 0);
  int w = rt_n2(60);
  double *wa = rt_darray(w, -1, 1);
  double *wb = rt_darray(w, 0, 0);
  rt_tic();
  differences(n, a, b);
  needed_after(n, a, c);
  every_other(n, a, d);
  first_iteration_skips(n, a, e);
  from_the_iterator(n, f);
  computed_earlier_in_the_iteration(n, a, g);
  double after_needed = last_seen;
  two_operands(n, a, h, 0.25);
  under_an_if(n, 1, a, k);
  backwards(n, a, m);
  chain(n, a, p);
  written_in_other_instances(w, wa, wb);
  rt_toc();
  rt_out_darray("b", b, n);
  rt_out_darray("c", c, n);
  rt_out_darray("d", d, n);
  rt_out_darray("e", e, n);
  rt_out_darray("f", f, n);
  rt_out_darray("g", g, n);
  rt_out_darray("h", h, n);
  rt_out_darray("k", k, n);
  rt_out_darray("m", m, n);
  rt_out_darray("p", p, n);
  rt_out_darray("wa", wa, w);
  rt_out_darray("wb", wb, w);
  rt_out_double("after_needed", after_needed);
  rt_out_double("last_seen", last_seen);
  return rt_done();
}
