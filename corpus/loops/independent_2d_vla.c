// Independent 2D loop over variable-length array parameters: row i of c is written only by iteration i.
void matrix_add(int n, int m, double c[n][m], double a[n][m], double b[n][m])
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      c[i][j] = a[i][j] + b[i][j];
}
