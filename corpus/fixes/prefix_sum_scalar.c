// A prefix sum through a scalar: acc is read by b[i] = acc, so it is not a reduction, and no clause can fix the loop.
void prefix_sum(int n, const double *a, double *b)
{
  double acc = 0.0;

  // CHECK-VERDICT: violation
  // CHECK-VARIABLE: acc declared=shared required=none
  // CHECK-WITNESS: acc race
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: data race on shared variable 'acc'
  // CHECK-MESSAGES: :[[@LINE+4]]:5: note: iteration i = 0 writes 'acc'
  // CHECK-MESSAGES: note: iteration i = 1 {{reads|writes}} 'acc'
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    acc += a[i];
    b[i] = acc;
  }
}
