// call ::= C math library functions (read their arguments) and printf-like
// output (reads its arguments).
#include <math.h>
#include <stdio.h>
void call_math_printf(double *a, const double *b, int n)
{
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    a[i] = sqrt(b[i]);
    printf("%f\n", a[i]);
  }
}
