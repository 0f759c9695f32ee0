// b[i][j - 1] at j = 0 reads the row before (undefined behaviour): an out-of-bounds finding, never verified.
void shift_left(int n, int m, double a[n][m], double b[n][m])
{
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: b out-of-bounds certain
  // CHECK-MESSAGES: :[[@LINE+4]]:1: error: out-of-bounds access: 'b[i][j - 1]' reads outside the extent that 'b' is declared with (undefined behaviour) [ompfix-out-of-bounds]
  // CHECK-MESSAGES: :[[@LINE+6]]:17: note: iteration i = 0 reads 'b[i][j - 1]'
  // CHECK-MESSAGES: :[[@LINE+2]]:1: note: there it accesses b[0][-1], outside 'b' (when m = 1, n = 1)
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: no data-sharing clause makes an access outside its array right
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      a[i][j] = b[i][j - 1];
}
