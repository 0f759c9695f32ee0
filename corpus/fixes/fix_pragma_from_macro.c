// A directive that comes from a macro: ompfix reports the race and the fix, but does not rewrite the macro.
#define PARALLEL_FOR _Pragma("omp parallel for")

double total(int n, const double *a)
{
  double s = 0.0;
  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: s declared=shared required=reduction(+) status=missing
  // CHECK-MESSAGES: :[[@LINE+1]]:3: error: data race on shared variable 's'
  PARALLEL_FOR
  for (int i = 0; i < n; i++)
    s += a[i];
  return s;
}
