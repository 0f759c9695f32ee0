// A std::vector (or std::array) of numbers read as rows through sums of
// a column and multiples of a size (`B[i * n + j]`) is delinearized as a
// pointer's cells are (Polly's delinearization): cell (i, j) of rows of
// n cells, where the function reaches its cells by subscripts alone (its
// size asked aside). A demo's matrix loops over vectors were possible
// races (two iterations "may" meet), never verified.
#include <vector>

void scale(int n, std::vector<double> &B, const std::vector<double> &A)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      B[i * n + j] = A[i * n + j] * 2.0;
}

void shift_rows(int n, std::vector<double> &B)
{
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: B race certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'B' [ompfix-race]
#pragma omp parallel for
  for (int i = 1; i < n; i++)
    for (int j = 0; j < n; j++)
      B[i * n + j] = B[(i - 1) * n + j];
}

// The column may leave its row: unknown there.
void past_the_row(int n, std::vector<double> &B)
{
  // CHECK-VERDICT: unknown
  // CHECK-REASON-KIND: subscript
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: 'i * n + j' may leave a row of 'B'
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    for (int j = 0; j <= n; j++)
      B[i * n + j] = 1.0;
}

// Its data() reaches its cells otherwise: one dimension, possible.
void through_data(int n, std::vector<double> &B)
{
  double *d = B.data();
  // CHECK-VERDICT: unknown
  // CHECK-REASON-KIND: possible-race
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: possible data race on shared variable 'B'
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      B[i * n + j] = d[j];
}
