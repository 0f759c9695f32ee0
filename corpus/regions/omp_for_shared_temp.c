// A temporary declared before the parallel region is shared by its threads: the omp for loop inside races on it.
void squares_minus_one(int n, const double *x, double *y)
{
  double t;

  // CHECK-REGION: verified
#pragma omp parallel
  {
    // CHECK-VERDICT: fixable
    // CHECK-DIRECTIVE: for
    // CHECK-VARIABLE: t declared=shared required=private status=missing
    // CHECK-WITNESS: t race
    // CHECK-MESSAGES: :[[@LINE+3]]:1: error: data race on shared variable 't'
    // CHECK-MESSAGES: :[[@LINE+4]]:7: note: iteration i = 0 writes 't'
    // CHECK-MESSAGES: note: iteration i = 1 {{reads|writes}} 't'
#pragma omp for
    for (int i = 0; i < n; i++) {
      t = x[i] - 1.0;
      y[i] = t * t;
    }
  }
}
