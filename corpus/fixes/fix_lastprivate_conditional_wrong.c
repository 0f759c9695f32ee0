// lastprivate(x) on a value written only when a data-dependent test holds: the last iteration may not write it; needs lastprivate(conditional: x). Whether it does depends on the data, so the finding is possible (a warning), and the fix holds whatever the data.
double last_positive(int n, const double *a, double *b)
{
  double x = -1.0;

  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: x declared=lastprivate required=lastprivate(conditional) status=wrong
  // CHECK-WITNESS: x live-out possible
  // CHECK-FIXED: #pragma omp parallel for
  // CHECK-MESSAGES: :[[@LINE+4]]:1: warning: lastprivate variable 'x' may not be written by the last iteration [ompfix-possible-race]
  // CHECK-MESSAGES: :[[@LINE+7]]:7: note: iteration i = 0 writes 'x'
  // CHECK-MESSAGES: :[[@LINE+8]]:10: note: 'x' is read here, after the loop
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 'x' needs 'lastprivate(conditional: x)'
#pragma omp parallel for lastprivate(x)
  for (int i = 0; i < n; i++) {
    b[i] = 2.0 * a[i];
    if (a[i] > 0.0)
      x = a[i];
  }
  return x;
}
