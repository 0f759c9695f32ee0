// An inner loop with its own directive (`#pragma omp simd`) has its iterator as that construct's private copy, even when it is declared outside the outer loop: no race of the outer loop. Read outside the inner construct, the variable is the outer loop's, and shared there.
void clear_rows(double a[100][100], int n)
{
  int i, j;
  // CHECK-VERDICT: verified
  // CHECK-VARIABLE: j declared=private required=private status=ok
#pragma omp parallel for
  for (i = 0; i < n; i++) {
    // CHECK-VERDICT: verified
#pragma omp simd
    for (j = 0; j < n; j++)
      a[i][j] = 0;
  }
}

void clear_rows_then_mark(double a[100][100], int n)
{
  int i, j;
  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: j declared=shared required=private status=missing
  // CHECK-WITNESS: j race
  // CHECK-MESSAGES-ANY
#pragma omp parallel for
  for (i = 0; i < n; i++) {
    // CHECK-VERDICT: verified
#pragma omp simd
    for (j = 0; j < n; j++)
      a[i][j] = 0;
    j = i;
    a[i][j] = 1;
  }
}
