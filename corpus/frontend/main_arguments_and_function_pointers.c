// In main, reading the program's arguments (argv) and choosing a kernel through a function pointer outside the loops leave the loops checkable: argv is no memory a loop sees and a function pointer holds no data; a call through the pointer inside a loop is still unknown.
#include <stdlib.h>
#include <string.h>

static void scale(double *x, int n)
{
  for (int i = 0; i < n; i++)
    x[i] *= 2.0;
}

static void shift(double *x, int n)
{
  for (int i = 0; i < n; i++)
    x[i] += 1.0;
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 1000;
  void (*kernel)(double *, int) = scale;
  if (argc > 2 && strcmp(argv[2], "shift") == 0)
    kernel = shift;
  double *a = malloc(n * sizeof(double));
  if (!a)
    return 1;
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    a[i] = i;
  kernel(a, n);
  // CHECK-VERDICT: unknown
  // CHECK-REASON: an indirect call, which may access memory
  // CHECK-REASON-KIND: call
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: an indirect call, which may access memory
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    kernel(a + i, 1);
  double s = 0.0;
  // CHECK-VERDICT: verified
  // CHECK-VARIABLE: s declared=reduction(+) required=reduction(+) status=ok
#pragma omp parallel for reduction(+ : s)
  for (int i = 0; i < n; i++)
    s += a[i];
  free(a);
  return s > 0.0 ? 0 : 2;
}
