// Column sums into what a pointer parameter points to: it cannot be privatized, but every access is a + update, so a reduction over the section colsum[0:m].
void column_sums(int n, int m, const double a[n][m], double *colsum)
{
  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: colsum declared=shared required=reduction(+) status=missing
  // CHECK-WITNESS: colsum race
  // CHECK-FIXED: #pragma omp parallel for reduction(+: colsum[0:m])
  // CHECK-MESSAGES: :[[@LINE+4]]:1: error: data race on shared variable 'colsum'
  // CHECK-MESSAGES: :[[@LINE+6]]:7: note: iteration i = 0 writes 'colsum[j]'
  // CHECK-MESSAGES: :[[@LINE+5]]:7: note: iteration i = 1 {{reads|writes}} 'colsum[j]'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 'colsum' needs 'reduction(+: colsum[0:m])'
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      colsum[j] += a[i][j];
}
