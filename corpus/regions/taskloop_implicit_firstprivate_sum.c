// A taskloop outside any parallel region: the local s is firstprivate in its tasks by OpenMP's rules (Clang writes that as an implicit clause), so the sum is lost; a reduction clause fixes it.
double sum_tasks(int n, const double *a)
{
  double s = 0.0;
  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: s declared=firstprivate required=reduction(+) status=missing
  // CHECK-FIXED: #pragma omp taskloop reduction(+: s)
  // CHECK-MESSAGES-ANY
#pragma omp taskloop
  for (int i = 0; i < n; i++)
    s += a[i];
  return s;
}
