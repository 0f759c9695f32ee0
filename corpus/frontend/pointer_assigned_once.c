// A local pointer assigned once, where that surely runs once (b = a + n: the second half of one allocation), is an alias of that memory from there on: loops through it are checked, and a read of a's second half is a read of b; a pointer assigned twice stays outside the model.
#include <stdlib.h>

double halves(int n)
{
  double *a, *b;
  a = malloc(2 * n * sizeof(double));
  if (!a)
    return 0.0;
  b = a + n;
  for (int i = 0; i < 2 * n; i++)
    a[i] = i;
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    b[i] = 2.0 * a[i];
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: a race certain
  // CHECK-MESSAGES: :[[@LINE+4]]:1: error: data race on shared variable 'a'
  // CHECK-MESSAGES: :[[@LINE+5]]:5: note: iteration i = 1 writes 'b[i]'
  // CHECK-MESSAGES: :[[@LINE+4]]:12: note: iteration i = 0 reads 'a[n + i + 1]'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: no data-sharing attribute of 'a' removes this conflict
#pragma omp parallel for
  for (int i = 0; i < n - 1; i++)
    b[i] = a[n + i + 1];
  double s = b[0];
  free(a);
  return s;
}

void assigned_twice(double *x, double *y, int n, int which)
{
  double *p;
  p = x;
  if (which)
    p = y;
  // CHECK-VERDICT: unknown
  // CHECK-REASON: pointer 'p' of unknown origin
  // CHECK-REASON-KIND: pointer
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: pointer 'p' of unknown origin
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    p[i] = 0.0;
}
