// A length assigned before the loops, also under a condition (`len = atoi(argv[1])`), is one parameter of the loops that follow: they are checked exactly, racy or not.
#include <stdio.h>
#include <stdlib.h>

void scale_and_shift(int argc, char *argv[])
{
  int len = 1000;
  if (argc > 1)
    len = atoi(argv[1]);
  double *a = (double *)malloc(sizeof(double) * len);
  double *b = (double *)malloc(sizeof(double) * len);
  for (int i = 0; i < len; i++)
    b[i] = i;

  // CHECK-VERDICT: verified
  // CHECK-VARIABLE: a declared=shared required=shared
#pragma omp parallel for
  for (int i = 0; i < len; i++)
    a[i] = 2.0 * b[i];

  // CHECK-VERDICT: violation
  // CHECK-WITNESS: b race certain
  // CHECK-MESSAGES: :[[@LINE+4]]:1: error: data race on shared variable 'b'
  // CHECK-MESSAGES: :[[@LINE+5]]:5: note: iteration i = 0 writes 'b[i + 1]'
  // CHECK-MESSAGES: :[[@LINE+4]]:16: note: iteration i = 1 reads 'b[i]'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: no data-sharing attribute of 'b' removes this conflict
#pragma omp parallel for
  for (int i = 0; i < len - 1; i++)
    b[i + 1] = b[i] + a[i];

  printf("%f %f\n", a[len - 1], b[len - 1]);
  free(a);
  free(b);
}
