// A small per-iteration work array declared before the loop, fully written then read in every iteration and dead after: needs private(w).
void poly3(int n, const double *x, double *y)
{
  double w[4];

  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: w declared=shared required=private status=missing
  // CHECK-WITNESS: w race
  // CHECK-FIXED: #pragma omp parallel for private(w)
  // CHECK-MESSAGES: :[[@LINE+4]]:1: error: data race on shared variable 'w'
  // CHECK-MESSAGES: :[[@LINE+5]]:5: note: iteration i = 0 writes 'w[0]'
  // CHECK-MESSAGES: note: iteration i = 1 {{reads|writes}} 'w[0]'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 'w' needs 'private(w)'
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    w[0] = 1.0;
    w[1] = x[i];
    w[2] = x[i] * x[i];
    w[3] = w[2] * x[i];
    y[i] = w[0] + 2.0 * w[1] + 3.0 * w[2] + 4.0 * w[3];
  }
}
