// A shared value written by the iterations whose element is positive and returned after the loop: needs lastprivate(conditional: x).
double last_positive_shared(int n, const double *a)
{
  double x = -1.0;

  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: x declared=shared required=lastprivate(conditional) status=missing
  // CHECK-WITNESS: x race possible
  // CHECK-FIXED: #pragma omp parallel for lastprivate(conditional: x)
  // CHECK-MESSAGES: :[[@LINE+4]]:1: error: possible data race on shared variable 'x'
  // CHECK-MESSAGES: :[[@LINE+6]]:7: note: iteration i = 0 writes 'x'
  // CHECK-MESSAGES: :[[@LINE+5]]:7: note: iteration i = 1 writes 'x'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 'x' needs 'lastprivate(conditional: x)'
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    if (a[i] > 0.0)
      x = a[i];
  }
  return x;
}
