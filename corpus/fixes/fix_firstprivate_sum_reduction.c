// firstprivate(s) on a sum: iterations read s where other iterations write it, and each copy's total is lost; every access is s += e, so reduction(+: s).
double total(int n, const double *a, double start)
{
  double s = start;

  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: s declared=firstprivate required=reduction(+) status=wrong
  // CHECK-FIXED: #pragma omp parallel for reduction(+: s)
  // CHECK-MESSAGES: :[[@LINE+4]]:1: error: firstprivate variable 's' {{is read where other iterations write it|carries a value from one iteration to another}}
  // CHECK-MESSAGES: :[[@LINE+5]]:5: note: iteration i = 0 {{reads|writes}} 's'
  // CHECK-MESSAGES: :[[@LINE+4]]:5: note: iteration i = 1 {{reads|writes}} 's'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 's' needs 'reduction(+: s)'
#pragma omp parallel for firstprivate(s)
  for (int i = 0; i < n; i++)
    s += a[i];
  return s;
}
