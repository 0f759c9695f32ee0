// C89-style counters declared before the loop, with private(j) for the inner counter: correct as written.
void zero_matrix(int n, int m, double a[n][m])
{
  int i, j;

  // CHECK-VERDICT: verified
  // CHECK-VARIABLE: j declared=private required=private status=ok
#pragma omp parallel for private(j)
  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++)
      a[i][j] = 0.0;
}
