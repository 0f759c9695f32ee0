// An omp for inside a parallel region, summing into a variable declared before the region (shared by the team) and a temporary declared in the region: only the sum needs a clause.
double norm2_region(int n, const double *x)
{
  double s = 0.0;

  // CHECK-REGION: verified
#pragma omp parallel
  {
    double t;

    // CHECK-VERDICT: fixable
    // CHECK-DIRECTIVE: for
    // CHECK-VARIABLE: t declared=private required=private status=ok
    // CHECK-VARIABLE: s declared=shared required=reduction(+) status=missing
    // CHECK-WITNESS: s race
    // CHECK-FIXED: #pragma omp for nowait reduction(+: s)
    // CHECK-MESSAGES: :[[@LINE+4]]:1: error: data race on shared variable 's'
    // CHECK-MESSAGES: :[[@LINE+6]]:7: note: iteration i = 0 writes 's'
    // CHECK-MESSAGES: :[[@LINE+5]]:7: note: iteration i = 1 {{reads|writes}} 's'
    // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 's' needs 'reduction(+: s)'
#pragma omp for nowait
    for (int i = 0; i < n; i++) {
      t = x[i] * x[i];
      s += t;
    }
  }
  return s;
}
