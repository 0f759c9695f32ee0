// A private clause on a variable the region never touches: redundant, the fix removes it.
void scale(int n, double *a)
{
  double t = 0.0;
  // CHECK-REGION: fixable
  // CHECK-VARIABLE: t declared=private required=shared status=redundant
  // CHECK-FIXED: #pragma omp parallel
  // CHECK-MESSAGES-ANY
#pragma omp parallel private(t)
  {
    // CHECK-VERDICT: verified
#pragma omp for
    for (int i = 0; i < n; i++)
      a[i] = 2.0 * a[i];
  }
}
