// Transpose into another array: the swapped subscripts are on b, which the loop never reads.
void transpose(int n, int m, double a[n][m], double b[m][n])
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      b[j][i] = a[i][j];
}
