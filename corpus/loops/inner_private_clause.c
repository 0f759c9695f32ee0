// A variable in the `private` clause of a loop directive nested in L is that construct's own inside it: its accesses there are no race of L. A `lastprivate` (or firstprivate, reduction) copy reads or writes L's variable at the construct's start or end: those stay L's accesses.
void scaled_rows(int n, double a[n][n])
{
  double x;
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    // CHECK-VERDICT: verified
#pragma omp simd private(x)
    for (int j = 0; j < n; j++) {
      x = i + j;
      a[i][j] = x;
    }
  }
}

void last_of_rows(int n, double a[n][n], double *restrict last)
{
  double x = 0.0;
  // CHECK-VERDICT: fixable
  // CHECK-FIXED: #pragma omp parallel for private(x)
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'x'
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    // CHECK-VERDICT: verified
#pragma omp simd lastprivate(x)
    for (int j = 0; j < n; j++) {
      x = a[i][j];
      a[i][j] = 2.0 * x;
    }
    last[i] = x;
  }
}
