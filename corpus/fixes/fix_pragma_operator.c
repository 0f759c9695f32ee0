// The directive written with the _Pragma operator: the fix edits the string.
double total(int n, const double *a)
{
  double s = 0.0;
  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: s declared=shared required=reduction(+) status=missing
  // CHECK-FIXED: #pragma omp parallel for reduction(+: s)
  // CHECK-MESSAGES: :[[@LINE+1]]:3: error: data race on shared variable 's'
  _Pragma("omp parallel for")
  for (int i = 0; i < n; i++)
    s += a[i];
  return s;
}
