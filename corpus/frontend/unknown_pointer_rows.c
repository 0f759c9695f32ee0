// Rows reached through an array of pointers that a call may change: given
// as `double **` to a function that may store other rows in it (this one
// does not, but its parameter lets it), rows[i]
// and rows[k] may point to the same memory afterwards, which the model
// cannot know (rows the function keeps are arrays of their own:
// pointer_rows_given.c).
static void fill_rows(double **rows, int n)
{
  (void)rows;
  (void)n;
}

void clear_rows(int n, int m, double **rows)
{
  fill_rows(rows, n);
  // CHECK-VERDICT: unknown
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: pointer 'rows' to rows of pointers that the function may change [ompfix-unchecked]
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      rows[i][j] = 0.0;
}
