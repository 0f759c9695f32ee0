// reduction(+: m) on a maximum computed with if (a[i] > m) m = a[i];: the updates use max, not +; the clause becomes reduction(max: m).
double peak(int n, const double *a)
{
  double m = 0.0;

  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: m declared=reduction(+) required=reduction(max) status=wrong
  // CHECK-WITNESS: m race
  // CHECK-FIXED: #pragma omp parallel for reduction(max: m)
  // CHECK-MESSAGES: :[[@LINE+4]]:1: error: 'm' is not only updated by one reduction operator in the loop
  // CHECK-MESSAGES: :[[@LINE+6]]:7: note: iteration i = 0 writes 'm'
  // CHECK-MESSAGES: :[[@LINE+4]]:16: note: iteration i = 1 reads 'm'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 'm' needs 'reduction(max: m)'
#pragma omp parallel for reduction(+: m)
  for (int i = 0; i < n; i++)
    if (a[i] > m)
      m = a[i];
  return m;
}
