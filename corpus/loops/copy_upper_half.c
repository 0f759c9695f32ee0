// Same array, parametric offset: writes a[n..2n-1], reads a[0..n-1]; the ranges never meet.
void duplicate(int n, double *a)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    a[i + n] = a[i];
}
