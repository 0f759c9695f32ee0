// A sign on a factor is the product's: `a[-n * m]` is the offset -(n * m), a product of sizes alone, not `-n` rows of `m` cells. Read as rows, the loop was unknown ("'-i' may leave a row of 'a'") where every iteration writes the one cell a[-n * m] (difftest program 4301141, minimised). A negated row index still reads as rows.
void one_cell_by_a_product(int n, int m, double *a)
{
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: a race certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'a' [ompfix-race]
#pragma omp parallel for
  for (int i = 0; i < n + 1; i++) {
    for (int j = 0; j <= 2; j++) {
      a[-n * m] = a[-i];
    }
  }
}

void rows_from_the_end(int n, int m, double *restrict a,
                       const double *restrict b)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      a[-(i - n + 1) * m + j] = b[i * m + j];
}
