// Parallel loops inside a while or do loop (relaxation until convergence) are checked for every number of its iterations: verified where they are right; a value one iteration of the outer loop leaves is read after the parallel loop (a private copy there needs lastprivate); a loop that reads its neighbour's update races.
void relax_until_converged(int n, double *a, const double *b, double tol)
{
  double change = 1.0;
  while (change > tol) {
    change = 0.0;
    // CHECK-VERDICT: verified
#pragma omp parallel for
    for (int i = 0; i < n; i++)
      a[i] = 0.5 * (a[i] + b[i]);
    change = a[0] - b[0];
  }
}

void scale_three_times(int n, double *a, const double *b)
{
  double t = 0.0;
  int k = 0;
  do {
    // CHECK-VERDICT: fixable
    // CHECK-VARIABLE: t declared=private required=lastprivate status=wrong
    // CHECK-WITNESS: t live-out
    // CHECK-MESSAGES-ANY
#pragma omp parallel for private(t)
    for (int i = 0; i < n; i++) {
      t = a[i];
      a[i] = t * b[i];
    }
    a[0] = a[0] + t;
    k++;
  } while (k < 3);
}

void sweep_until_converged(int n, double *a, double tol)
{
  double change = 1.0;
  do {
    // CHECK-VERDICT: violation
    // CHECK-WITNESS: a race certain
#pragma omp parallel for
    for (int i = 1; i < n; i++)
      a[i] = 0.5 * (a[i - 1] + a[i]);
    change = a[n - 1] - tol;
  } while (change > tol);
}
