// C89-style counters declared before the loop: the inner counter j is shared by default, so every thread races on it.
void zero_matrix(int n, int m, double a[n][m])
{
  int i, j;

  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: j declared=shared required=private status=missing
  // CHECK-WITNESS: j race
  // CHECK-FIXED: #pragma omp parallel for private(j)
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: data race on shared variable 'j'
  // CHECK-MESSAGES: :[[@LINE+4]]:{{[0-9]+}}: note: iteration i = 0 writes 'j{{(\+\+)?}}'
  // CHECK-MESSAGES: :[[@LINE+3]]:{{[0-9]+}}: note: iteration i = 1 {{reads|writes}} 'j{{(\+\+)?}}'
#pragma omp parallel for
  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++)
      a[i][j] = 0.0;
}
