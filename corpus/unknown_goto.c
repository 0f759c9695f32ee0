// A goto inside the parallel loop's body: outside the model.
#include <math.h>

void safe_sqrt(int n, const double *a, double *b)
{
  // CHECK-VERDICT: unknown
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: {{.+}}
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
