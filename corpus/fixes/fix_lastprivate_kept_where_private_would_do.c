// lastprivate(t) on a temporary that is dead after the loop: private would do, but the user's correct clause stays (status ok).
void halves(int n, const double *a, double *b)
{
  double t = 0.0;

  // CHECK-VERDICT: verified
  // CHECK-VARIABLE: t declared=lastprivate required=lastprivate status=ok
#pragma omp parallel for lastprivate(t)
  for (int i = 0; i < n; i++) {
    t = 0.5 * a[i];
    b[i] = t - a[i];
  }
}
