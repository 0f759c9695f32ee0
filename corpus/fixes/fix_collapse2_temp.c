// A collapse(2) loop nest with a temporary declared before it: the iterations of both loops share t; private(t) is appended after collapse(2).
void outer_product(int n, int m, const double *x, const double *y, double a[n][m])
{
  double t;

  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: t declared=shared required=private status=missing
  // CHECK-WITNESS: t race
  // CHECK-FIXED: #pragma omp parallel for collapse(2) private(t)
  // CHECK-MESSAGES: :[[@LINE+4]]:1: error: data race on shared variable 't'
  // CHECK-MESSAGES: :[[@LINE+6]]:7: note: iteration i = 0, j = 0 writes 't'
  // CHECK-MESSAGES: note: iteration i = {{[01]}}, j = {{[01]}} {{reads|writes}} 't'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 't' needs 'private(t)'
#pragma omp parallel for collapse(2)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      t = x[i] * y[j];
      a[i][j] = t + 1.0;
    }
}
