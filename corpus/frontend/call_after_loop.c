// Calls after the loop (a user function taking a pointer, printf) only read the results: the loop is fine.
#include <stdio.h>

void report(const double *v, int n);

void compute_and_report(int n, const double *a, double *b)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    b[i] = a[i] * a[i];
  report(b, n);
  if (n > 0)
    printf("b[0] = %g\n", b[0]);
}
