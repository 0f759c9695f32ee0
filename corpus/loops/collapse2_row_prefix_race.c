// collapse(2) on row-wise prefix sums: fine over i alone, but collapsing j makes (i, j - 1) and (i, j) different iterations.
void row_prefix(int n, int m, double a[n][m])
{
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: a race
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: data race on shared variable 'a'
  // CHECK-MESSAGES: :[[@LINE+5]]:7: note: iteration i = 0, j = 1 writes 'a[i][j]'
  // CHECK-MESSAGES: :[[@LINE+4]]:18: note: iteration i = 0, j = 2 reads 'a[i][j - 1]'
#pragma omp parallel for collapse(2)
  for (int i = 0; i < n; i++)
    for (int j = 1; j < m; j++)
      a[i][j] += a[i][j - 1];
}
