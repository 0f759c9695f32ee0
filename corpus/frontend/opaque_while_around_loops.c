// A while loop and a switch outside the loop directives are no reason to give up on the function: the while loop is a loop of any number of iterations, the switch may run its code once; the loops before and after them are checked, a value a while loop reads after a loop stays live, and a loop inside the while loop is checked for every trip count.
#include <stdio.h>

double relax(double *a, double *b, int n, int mode)
{
  double err = 1.0, t = 0.0, s = 0.0;
  int iter = 0;
  while (err > 1e-6 && iter < 100) {
    err = err / 2;
    iter++;
    if (iter == 50)
      break;
  }
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    a[i] = b[i] * err;

  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: t declared=private required=lastprivate status=wrong
  // CHECK-WITNESS: t live-out
  // CHECK-MESSAGES-ANY
#pragma omp parallel for private(t)
  for (int i = 0; i < n; i++) {
    t = a[i];
    b[i] = t * 2;
  }
  int k = 0;
  while (k < 3) {
    s += t;
    k++;
    // CHECK-VERDICT: verified
#pragma omp parallel for
    for (int i = 0; i < n; i++)
      a[i] = a[i] + s;
  }
  switch (mode) {
  case 1:
    printf("%f\n", s);
    break;
  default:
    break;
  }
  return s;
}
