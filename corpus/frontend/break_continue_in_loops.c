// `continue` in the parallel loop and `break` in an inner loop are followed soundly: what follows a `continue` in the iteration may run, every iteration of a loop with a `break` may; a private temporary written after the `continue` is still verified, and a carried value after it is a possible race.
#include <math.h>

void first_negative(double a[][64], int *pos, int n)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    pos[i] = -1;
    for (int j = 0; j < 64; j++)
      if (a[i][j] < 0) {
        pos[i] = j;
        break;
      }
  }
}

void roots(double *x, double *y, int n)
{
  double t;
  // CHECK-VERDICT: verified
  // CHECK-VARIABLE: t declared=private required=private status=ok
#pragma omp parallel for private(t)
  for (int i = 0; i < n; i++) {
    if (x[i] <= 0)
      continue;
    t = sqrt(x[i]);
    y[i] = t;
  }
}

void carry_positive(double *y, int n)
{
  // CHECK-VERDICT: unknown
  // CHECK-WITNESS: y race possible
  // CHECK-MESSAGES-ANY
#pragma omp parallel for
  for (int i = 0; i < n - 1; i++) {
    if (y[i] <= 0)
      continue;
    y[i + 1] = y[i] + 1;
  }
}
