// An if-condition rules the conflict out: only even i write (even cells), and the neighbour they read, a[i + 1], is odd.
void smooth_even(int n, double *a)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n - 1; i++)
    if (i % 2 == 0)
      a[i] = 0.5 * (a[i] + a[i + 1]);
}
