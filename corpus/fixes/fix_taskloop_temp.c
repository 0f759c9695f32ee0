// A taskloop in a single region with a temporary declared before the parallel region (shared): private(t) is appended to the taskloop directive.
void squares_tasks(int n, const double *a, double *b)
{
  double t;

  // CHECK-REGION: verified
#pragma omp parallel
#pragma omp single
  // CHECK-VERDICT: fixable
  // CHECK-DIRECTIVE: taskloop
  // CHECK-VARIABLE: t declared=shared required=private status=missing
  // CHECK-WITNESS: t race
  // CHECK-FIXED: #pragma omp taskloop grainsize(64) private(t)
  // CHECK-MESSAGES: :[[@LINE+4]]:1: error: data race on shared variable 't'
  // CHECK-MESSAGES: :[[@LINE+5]]:5: note: iteration i = 0 writes 't'
  // CHECK-MESSAGES: note: iteration i = 1 {{reads|writes}} 't'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 't' needs 'private(t)'
#pragma omp taskloop grainsize(64)
  for (int i = 0; i < n; i++) {
    t = a[i] * 0.5;
    b[i] = t * t;
  }
}
