// Swapped subscripts on one square matrix, in place: iteration i writes a[i][j] while iteration j reads it as a[j][i].
void symmetric_part(int n, double a[n][n])
{
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: a race
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: data race on shared variable 'a'
  // CHECK-MESSAGES: :[[@LINE+5]]:7: note: iteration i = 0 writes 'a[i][j]'
  // CHECK-MESSAGES: :[[@LINE+4]]:34: note: iteration i = 1 reads 'a[j][i]'
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      a[i][j] = 0.5 * (a[i][j] + a[j][i]);
}
