// collapse(2) over an independent 2D update: every (i, j) iteration owns a[i][j].
void scale2d(int n, int m, double a[n][m], double s)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for collapse(2)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      a[i][j] *= s;
}
