// A != loop condition (OpenMP 5.0 canonical form) over independent iterations.
void negate(int n, const double *a, double *b)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i != n; i++)
    b[i] = -a[i];
}
