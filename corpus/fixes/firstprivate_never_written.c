// A firstprivate variable that the loop only reads keeps its value: reading it after the loop needs no lastprivate. Written in every iteration, its last value is needed after the loop: lastprivate.
#include <stdio.h>

void scale_all(double *a, int n)
{
  double scale = 2.0;
  // CHECK-VERDICT: verified
  // CHECK-VARIABLE: scale declared=firstprivate required=firstprivate status=ok
#pragma omp parallel for firstprivate(scale)
  for (int i = 0; i < n; i++)
    a[i] = a[i] * scale;
  printf("%f\n", scale);
}

void scale_and_grow(double *a, int n)
{
  double scale = 2.0;
  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: scale declared=firstprivate required=lastprivate status=wrong
  // CHECK-WITNESS: scale live-out
  // CHECK-MESSAGES-ANY
#pragma omp parallel for firstprivate(scale)
  for (int i = 0; i < n; i++) {
    scale = 2.0 + i;
    a[i] = a[i] * scale;
  }
  printf("%f\n", scale);
}
