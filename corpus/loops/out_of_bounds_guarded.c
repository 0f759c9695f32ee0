// The shift of out_of_bounds_row_before.c under `if (j > 0)`: every access stays in its row, verified.
void shift_left_guarded(int n, int m, double a[n][m], double b[n][m])
{
  // CHECK-VERDICT: verified
  // CHECK-MESSAGES: :[[@LINE+1]]:1: remark: assuming that 'a' and 'b' do not overlap
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      if (j > 0)
        a[i][j] = b[i][j - 1];
}
