// reduction(max: m) written by the user on m = fmax(m, e) and reduction(min: lo) on the if form, in one clause list each: condition 5 holds for both.
#include <math.h>

double spread(int n, const double *a)
{
  double m = -INFINITY, lo = INFINITY;

  // CHECK-VERDICT: verified
  // CHECK-VARIABLE: m declared=reduction(max) required=reduction(max) status=ok
  // CHECK-VARIABLE: lo declared=reduction(min) required=reduction(min) status=ok
#pragma omp parallel for reduction(max: m) reduction(min: lo)
  for (int i = 0; i < n; i++) {
    m = fmax(m, a[i]);
    if (a[i] < lo)
      lo = a[i];
  }
  return m - lo;
}
