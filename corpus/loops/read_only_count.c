// A read-only sweep over a matrix, counting into count[i]: the matrix is only read, each iteration owns count[i].
void count_above(int n, int m, double a[n][m], double threshold, int *count)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    count[i] = 0;
    for (int j = 0; j < m; j++)
      if (a[i][j] > threshold)
        count[i]++;
  }
}
