// A sum updated in a chain, t = t + a[i] + 1.0, which C reads as (t + a[i]) + 1.0: still a + update of t, fixed by reduction(+: t). A chain that subtracts t (u = 1.0 - u + a[i]) is no reduction.
double sum_plus_count(int n, const double *a)
{
  double t = 0.0;

  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: t declared=shared required=reduction(+) status=missing
  // CHECK-FIXED: #pragma omp parallel for reduction(+: t)
  // CHECK-MESSAGES-ANY
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    t = t + a[i] + 1.0;
  return t;
}

double alternating(int n, const double *a)
{
  double u = 0.0;

  // CHECK-VERDICT: violation
  // CHECK-VARIABLE: u declared=shared required=none status=missing
  // CHECK-MESSAGES-ANY
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    u = 1.0 - u + a[i];
  return u;
}
