// A while loop inside the parallel loop's body (Newton iterations per element) is a loop of any number of iterations: its statements run for each of them, and the loop is checked for every trip count (verified here); a while loop that carries a shared temporary races.
#include <math.h>

void newton_sqrt(int n, const double *a, double *r)
{
  // CHECK-VERDICT: verified
  // CHECK-VARIABLE: x declared=private required=private status=ok
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    double x = a[i] > 1.0 ? a[i] : 1.0;
    while (fabs(x * x - a[i]) > 1e-12 * x)
      x = 0.5 * (x + a[i] / x);
    r[i] = x;
  }
}

void newton_shared(int n, const double *a, double *r)
{
  double x;
  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: x declared=shared required=private status=missing
  // CHECK-WITNESS: x race certain
  // CHECK-MESSAGES-ANY
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    x = a[i] > 1.0 ? a[i] : 1.0;
    while (fabs(x * x - a[i]) > 1e-12 * x)
      x = 0.5 * (x + a[i] / x);
    r[i] = x;
  }
}
