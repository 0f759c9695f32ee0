// Every finding of the file silenced by NOLINT comments: nothing fails, the exit status is 0, and --fix rewrites nothing; the JSON report still has both, marked "suppressed": true.
double s;

void known_benign(int n, double *restrict a, const double *restrict b)
{
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: a race suppressed
#pragma omp parallel for // NOLINT
  for (int i = 1; i < n; i++)
    a[i] = a[i - 1] + b[i];
  // CHECK-VERDICT: fixable
  // CHECK-WITNESS: s race suppressed
  // CHECK-FIXED: none
#pragma omp parallel for /* NOLINT(ompfix-missing-reduction, ompfix-race) */
  for (int i = 0; i < n; i++)
    s += b[i];
}
// CHECK-EXIT: 0
