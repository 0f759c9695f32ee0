// A maximum whose compared and chosen values are spelled differently (`a[ i ]` and `a[i]`): the same expression by structure, so the same answer as m = m < a[i] ? a[i] : m.
double largest_spaced(int n, const double *a)
{
  double m = a[0];

  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: m declared=shared required=reduction(max) status=missing
  // CHECK-FIXED: #pragma omp parallel for reduction(max: m)
  // CHECK-MESSAGES-ANY
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    m = m < a[ i ] ? (a[i]) : m;
  return m;
}
