// private(t) on a temporary whose last value the function returns: a private copy is discarded at the end of the loop; needs lastprivate(t).
double last_ratio(int n, const double *a, double *b)
{
  double t = 0.0;

  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: t declared=private required=lastprivate status=wrong
  // CHECK-WITNESS: t live-out
  // CHECK-FIXED: #pragma omp parallel for lastprivate(t)
  // CHECK-MESSAGES: :[[@LINE+4]]:1: error: the value of private variable 't' is needed after the loop
  // CHECK-MESSAGES: :[[@LINE+5]]:5: note: iteration i = 0 writes 't'
  // CHECK-MESSAGES: :[[@LINE+7]]:10: note: 't' is read here, after the loop
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 't' needs 'lastprivate(t)'
#pragma omp parallel for private(t)
  for (int i = 0; i < n; i++) {
    t = a[i] / (1.0 + a[i] * a[i]);
    b[i] = t;
  }
  return t;
}
