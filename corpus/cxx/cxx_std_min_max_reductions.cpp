// `v = std::max(v, e)` (and std::min, no comparator) updates v by the max
// (min) operator, as `v = fmax(v, e)` does: with `reduction(max: v)` the
// loop is right. It was "'v' is not only updated by one reduction
// operator", a false certain finding.
#include <algorithm>

double largest(int n, const double *a)
{
  double x = 0;
  // CHECK-VERDICT: verified
#pragma omp parallel for reduction(max : x)
  for (int i = 0; i < n; i++)
    x = std::max(x, a[i]);
  return x;
}

int smallest(int n, const int *a)
{
  int x = 0;
  // CHECK-VERDICT: verified
#pragma omp parallel for reduction(min : x)
  for (int i = 0; i < n; i++)
    x = std::min(a[i], x);
  return x;
}

double smallest_unclaused(int n, const double *a)
{
  double x = 0;
  // CHECK-VERDICT: fixable
  // CHECK-FIXED: #pragma omp parallel for reduction(min: x)
  // CHECK-MESSAGES: :[[@LINE+2]]:1: error: data race on shared variable 'x' [ompfix-missing-reduction]
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 'x' needs 'reduction(min: x)'
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    x = std::min(x, a[i]);
  return x;
}

// Under `critical`, the updates commute.
double largest_in_critical(int n, const double *a)
{
  double x = 0;
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
#pragma omp critical
    x = std::max(x, a[i]);
  }
  return x;
}
