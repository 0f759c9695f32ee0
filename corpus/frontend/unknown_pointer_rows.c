// Rows reached through an array of pointers: rows[i] and rows[k] may point to the same memory, which the model cannot know.
void clear_rows(int n, int m, double **rows)
{
  // CHECK-VERDICT: unknown
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: {{.+}}
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      rows[i][j] = 0.0;
}
