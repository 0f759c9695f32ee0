// A pointer to the upper half of the same array: writes hi[0..n-1] = a[n..2n-1], reads a[0..n-1]; disjoint.
void double_into_upper(int n, double *a)
{
  double *hi = a + n;

  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    hi[i] = 2.0 * a[i];
}
