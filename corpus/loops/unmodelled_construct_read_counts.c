// Code inside a loop that ompfix cannot check (here a taskgroup) still counts for the other loops: the second loop reads t there, so the first loop's last value of t is live and private(t) would lose it.
void copy_last(int n, const double *a, double *b)
{
  double t = 0.0;
  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: t declared=shared required=lastprivate status=missing
  // CHECK-FIXED: #pragma omp parallel for lastprivate(t)
  // CHECK-MESSAGES-ANY
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    t = a[i];
  // CHECK-VERDICT: unknown
  // CHECK-REASON: '#pragma omp taskgroup' inside the loop
  // CHECK-REASON-KIND: construct
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
#pragma omp taskgroup
    {
      b[i] = t;
    }
  }
}
