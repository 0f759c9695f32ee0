// Row-wise prefix sums parallel over rows only: the dependence along j stays inside one iteration of i.
void row_prefix(int n, int m, double a[n][m])
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    for (int j = 1; j < m; j++)
      a[i][j] += a[i][j - 1];
}
