// A parallel loop inside a while loop: ompfix cannot model the while loop, so the directive is reported as unknown (never silently skipped).
void relax_until_converged(int n, double *a, const double *b, double tol)
{
  double change = 1.0;
  while (change > tol) {
    change = 0.0;
    // CHECK-VERDICT: unknown
    // CHECK-REASON: while
    // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: a while or do loop
#pragma omp parallel for
    for (int i = 0; i < n; i++)
      a[i] = 0.5 * (a[i] + b[i]);
    change = a[0] - b[0];
  }
}
