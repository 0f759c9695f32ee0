// A scalar assigned an affine value in the iteration (`ii = i + 1`, `j = i + d`) is that value where the iteration uses it as a subscript: the accesses are exact, so the loop is verified, or shows its race between two iterations, certainly.
void shift_rows(double a[][256], double b[][256], int n, int d)
{
  int j, ii;
  // CHECK-VERDICT: verified
  // CHECK-VARIABLE: j declared=private required=private status=ok
  // CHECK-VARIABLE: ii declared=private required=private status=ok
#pragma omp parallel for private(j, ii)
  for (int i = 0; i < n; i++) {
    ii = i + 1;
    j = i + d;
    b[ii][j] = a[i][j];
  }
}

void carry_rows(double a[][256], int n)
{
  int ii;
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: a race certain
  // CHECK-MESSAGES: :[[@LINE+4]]:1: error: data race on shared variable 'a'
  // CHECK-MESSAGES: :[[@LINE+6]]:5: note: iteration i = 0 writes 'a[ii][0]'
  // CHECK-MESSAGES: :[[@LINE+5]]:16: note: iteration i = 1 reads 'a[i][0]'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: no data-sharing attribute of 'a' removes this conflict
#pragma omp parallel for private(ii)
  for (int i = 0; i < n - 1; i++) {
    ii = i + 1;
    a[ii][0] = a[i][0] * 2;
  }
}
