// A shared scalar written by exactly one iteration (i == k) and not otherwise accessed in the loop: no race.
double scale_and_pick(int n, int k, double *a, const double *b)
{
  double picked = 0.0;

  // CHECK-VERDICT: verified
  // CHECK-VARIABLE: picked declared=shared required=shared status=ok
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    a[i] = 2.0 * b[i];
    if (i == k)
      picked = b[i];
  }
  return picked;
}
