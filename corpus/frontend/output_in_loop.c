// printf in a loop reads its arguments (the order of the lines printed is no value the program computes): the loop is checked; a shared temporary printed from every iteration races.
#include <stdio.h>

void fill_and_print(double *a, int n)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    a[i] = i;
    printf("%d %f\n", i, a[i]);
  }
}

void print_shared_temp(double *a, int n)
{
  double t;
  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: t declared=shared required=private status=missing
  // CHECK-WITNESS: t race certain
  // CHECK-MESSAGES-ANY
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    t = a[i];
    printf("%f\n", t);
  }
}
