// A division of a value that may be negative outside the loop directives (`a[len / 2]` in a printf after them) is modelled exactly for both signs, like one inside: the loops stay checked, the race of the simd loop included.
#include <stdio.h>
#include <stdlib.h>

void add_and_scan(int argc, char *argv[])
{
  int i, len = 1000;
  if (argc > 1)
    len = atoi(argv[1]);
  int *a = (int *)malloc(len * sizeof(int));
  int *b = (int *)malloc(len * sizeof(int));
  for (i = 0; i < len; i++) {
    a[i] = i;
    b[i] = i + 1;
  }
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (i = 0; i < len; i++)
    a[i] = a[i] + b[i];
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: a race certain
  // CHECK-MESSAGES-ANY
#pragma omp simd
  for (i = 0; i < len - 1; i++)
    a[i + 1] = a[i] + b[i];
  printf("%d\n", a[len / 2]);
  free(a);
  free(b);
}
