// private(x) on a scalar that iteration i > 0 reads after iteration i - 1 wrote it (a first-order recurrence through b): a private copy does not carry the value; no clause can fix it.
void recurrence(int n, const double *a, double *b)
{
  double x = 0.0;

  // CHECK-VERDICT: violation
  // CHECK-VARIABLE: x declared=private required=none status=wrong
  // CHECK-WITNESS: x flow
  // CHECK-MESSAGES: :[[@LINE+4]]:1: error: private variable 'x' carries a value from one iteration to another
  // CHECK-MESSAGES: :[[@LINE+7]]:5: note: iteration i = 0 writes 'x'
  // CHECK-MESSAGES: :[[@LINE+5]]:21: note: iteration i = 1 reads 'x'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: no data-sharing attribute of 'x' removes this conflict
#pragma omp parallel for private(x)
  for (int i = 0; i < n; i++) {
    if (i > 0)
      b[i] = a[i] + x;
    x = 0.5 * b[i];
  }
}
