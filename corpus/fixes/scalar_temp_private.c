// A temporary declared outside the loop, written then read in every iteration, dead after the loop: needs private.
void squares_plus_one(int n, const double *a, double *b)
{
  double t;

  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: t declared=shared required=private status=missing
  // CHECK-WITNESS: t race
  // CHECK-FIXED: #pragma omp parallel for private(t)
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: data race on shared variable 't'
  // CHECK-MESSAGES: :[[@LINE+4]]:5: note: iteration i = 0 writes 't'
  // CHECK-MESSAGES: note: iteration i = 1 {{reads|writes}} 't'
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    t = a[i] + 1.0;
    b[i] = t * t;
  }
}
