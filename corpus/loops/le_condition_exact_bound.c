// A <= condition: writes a[0..n], reads a[n + 1..2n + 1]; disjoint only because the bound is exactly n.
void fold_upper_half(int n, double *a)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i <= n; i++)
    a[i] = a[i + n + 1];
}
