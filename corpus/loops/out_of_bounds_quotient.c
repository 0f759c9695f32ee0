// A quotient bounds the loop: j < nq with nq = n / m and k < n - j put column k + 1 of V[n][m] at n - j >= m wherever the loop runs (nq >= 2 means n >= 2 * m). isl cannot say n >= m * nq: the test "leaves the extent at every parameter value where it runs" failed at values where nq is not n / m, and the loop was verified (difftest program 4307599). Where the accesses read defined values, the test is decided at parameter values where the definitions hold.
void past_the_row(int n, int m, double V[n][m])
{
  if (m < 1)
    return;
  int nq = n / m;
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: V out-of-bounds certain
  // CHECK-MESSAGES: :[[@LINE+2]]:1: error: out-of-bounds access: 'V[j][k + 1]' writes outside the extent that 'V' is declared with (undefined behaviour) [ompfix-out-of-bounds]
  // CHECK-MESSAGES: :[[@LINE+4]]:7: note: iteration j = 1 writes 'V[j][k + 1]'
#pragma omp parallel for
  for (int j = 1; j < nq; j++)
    for (int k = 0; k < n - j; k++)
      V[j][k + 1] = 1.0;
}

// Within the row: never outside.
void within_the_row(int n, int m, double V[n][m])
{
  if (m < 1)
    return;
  int nq = n / m;
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int j = 1; j < nq; j++)
    for (int k = 0; k < m - 1; k++)
      V[j][k + 1] = 1.0;
}

// The diagonal leaves the rows only where nq > m, at sizes the program may
// never take (n >= m * (m + 1)): no finding.
void diagonal(int n, int m, double V[n][m])
{
  if (m < 1)
    return;
  int nq = n / m;
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int j = 0; j < nq; j++)
    V[j][j] = 1.0;
}

// Columns 3 and 4 leave V only where m <= 4, rows past n - 1 only where
// nq > n: at some sizes alone, no finding (difftest program 4400059, where
// the first points tried were all small sizes).
void small_sizes_only(int n, int m, double V[n][m])
{
  if (n < 1)
    return;
  int nq = (m + 1) / n;
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int j = 0; j < nq; j++)
    for (int k = 1; k < 3; k++)
      V[j][k + 2] = 1.0;
}
