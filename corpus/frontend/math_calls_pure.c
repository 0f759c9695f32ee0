// Calls to math library functions inside the loop are pure: the loop is checked as usual.
#include <math.h>

void damped_wave(int n, const double *x, double *y)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    y[i] = exp(-x[i] * x[i]) * sin(x[i]) + sqrt(fabs(x[i])) + pow(x[i], 3.0);
}
