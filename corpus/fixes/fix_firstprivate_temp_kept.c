// firstprivate(t) on a temporary that every iteration writes before reading: private would do, but the user's correct clause stays as written.
void cubes(int n, const double *a, double *b)
{
  double t = 0.0;

  // CHECK-VERDICT: verified
  // CHECK-VARIABLE: t declared=firstprivate required=firstprivate status=ok
#pragma omp parallel for firstprivate(t)
  for (int i = 0; i < n; i++) {
    t = a[i] * a[i];
    b[i] = t * a[i];
  }
}
