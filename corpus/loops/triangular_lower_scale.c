// Triangular inner loop (j <= i): iteration i scales row i of the lower triangle, no other row.
void scale_lower(int n, double l[n][n], double s)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    for (int j = 0; j <= i; j++)
      l[i][j] *= s;
}
