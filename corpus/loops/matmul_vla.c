// Matrix product with VLA parameters, accumulating in c[i][j]: each i owns row i of c.
void matmul(int n, int m, int p, double c[n][p], double a[n][m], double b[m][p])
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    for (int j = 0; j < p; j++) {
      c[i][j] = 0.0;
      for (int k = 0; k < m; k++)
        c[i][j] += a[i][k] * b[k][j];
    }
}
