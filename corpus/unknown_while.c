// A while loop inside the parallel loop's body (Newton iterations per element): outside the model.
#include <math.h>

void newton_sqrt(int n, const double *a, double *r)
{
  // CHECK-VERDICT: unknown
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: {{.+}}
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    double x = a[i] > 1.0 ? a[i] : 1.0;
    while (fabs(x * x - a[i]) > 1e-12 * x)
      x = 0.5 * (x + a[i] / x);
    r[i] = x;
  }
}
