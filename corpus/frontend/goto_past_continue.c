// A goto to a label after a `continue`: the code after the goto may be jumped over, and after the `continue` the rest of the iteration may not run either. Both paths write b[i], only b[i]: verified. A scalar written only past the label is written maybe: the race on it is possible.
#include <math.h>

void safe_sqrt(int n, const double *restrict a, double *restrict b)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    if (a[i] < 0.0)
      goto negative;
    b[i] = sqrt(a[i]);
    continue;
  negative:
    b[i] = 0.0;
  }
}

void last_negative(int n, const double *restrict a, double *restrict b,
                   double *restrict last)
{
  double t = 0.0;
  // CHECK-VERDICT: fixable
  // CHECK-WITNESS: t race possible
  // CHECK-MESSAGES: :[[@LINE+3]]:1: warning: possible data race on shared variable 't'
  // CHECK-MESSAGES: :[[@LINE+10]]:5: note: iteration i = 0 writes 't'
  // CHECK-FIXED: #pragma omp parallel for
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    if (a[i] < 0.0)
      goto negative;
    b[i] = sqrt(a[i]);
    continue;
  negative:
    b[i] = 0.0;
    t = a[i];
  }
  *last = t;
}
