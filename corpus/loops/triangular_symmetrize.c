// Swapped subscripts over a triangle: writes below the diagonal, reads above it, so no cell is both written and read.
void copy_upper_to_lower(int n, double a[n][n])
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    for (int j = 0; j < i; j++)
      a[i][j] = a[j][i];
}
