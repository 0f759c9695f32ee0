// A global work array fully written then read in every iteration: the caller sees it after the function, and the last iteration writes every cell, so lastprivate(work).
double work[3];

void quadratic(int n, const double *x, double *y)
{
  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: work declared=shared required=lastprivate status=missing
  // CHECK-WITNESS: work race
  // CHECK-FIXED: #pragma omp parallel for lastprivate(work)
  // CHECK-MESSAGES: :[[@LINE+4]]:1: error: data race on shared variable 'work'
  // CHECK-MESSAGES: :[[@LINE+5]]:5: note: iteration i = 0 writes 'work[0]'
  // CHECK-MESSAGES: note: iteration i = 1 {{reads|writes}} 'work[0]'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 'work' needs 'lastprivate(work)'
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    work[0] = 1.0;
    work[1] = x[i];
    work[2] = x[i] * x[i];
    y[i] = work[0] + 3.0 * work[1] + 2.0 * work[2];
  }
}
