// Pointers that only ever get fresh memory (malloc, a wrapper of the file that returns aligned or posix_memalign'ed memory, also assigned after their declaration) are arrays of their own; a pure function of the file (`min`) in a bound reads its arguments only; omp_set_num_threads touches no variable.
#include <omp.h>
#include <stdlib.h>

static void *buffer(size_t bytes)
{
  void *ptr = NULL;
  if (posix_memalign(&ptr, 64, bytes))
    ptr = NULL;
  return ptr;
}

static int min(int a, int b) { return a < b ? a : b; }

double sum_blocks(int n, int threads)
{
  double *a, *b;
  a = (double *)buffer(sizeof(double) * n);
  b = (double *)malloc(sizeof(double) * n);
  if (a == NULL || b == NULL)
    return 0.0;
  omp_set_num_threads(threads);
  for (int i = 0; i < n; i++)
    b[i] = i;
  // CHECK-VERDICT: verified
  // CHECK-VARIABLE: a declared=shared required=shared status=ok
#pragma omp parallel for
  for (int it = 0; it < n; it += 16)
    for (int i = it; i < min(it + 16, n); i++)
      a[i] = 2.0 * b[i];
  double s = 0.0;
  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: s declared=shared required=reduction(+) status=missing
  // CHECK-WITNESS: s race certain
  // CHECK-MESSAGES-ANY
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    s += a[i];
  free(a);
  free(b);
  return s;
}
