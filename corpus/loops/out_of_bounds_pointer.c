// A pointer parameter has no declared extent: b[i - 1] may be inside the caller's array, no finding.
void shift_pointer(int n, double *restrict a, const double *restrict b)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    a[i] = b[i - 1];
}
