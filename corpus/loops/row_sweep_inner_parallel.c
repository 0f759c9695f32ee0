// The parallel loop is the inner one: row i reads row i - 1, written by the previous instance of the loop (ordered by its barrier).
void sweep_rows(int n, int m, double a[n][m])
{
  for (int i = 1; i < n; i++) {
    // CHECK-VERDICT: verified
#pragma omp parallel for
    for (int j = 0; j < m; j++)
      a[i][j] += 0.5 * a[i - 1][j];
  }
}
