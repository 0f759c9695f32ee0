// A std::vector of std::vectors of numbers (`Matrix A`, `A[i][k]`) is an
// array of two dimensions: each row is a vector of its own, so cell
// (i, k) is one place and two cells never overlap, whatever the rows'
// lengths. It was "access 'A[i][k]' through an expression that is not a
// variable" (a course's matrix multiplications: 7 loops and regions).
#include <vector>
using Matrix = std::vector<std::vector<double>>;

Matrix multiply(const Matrix &A, const Matrix &B)
{
  int rowsA = A.size();
  int colsA = A[0].size();
  int colsB = B[0].size();
  Matrix C(rowsA, std::vector<double>(colsB, 0.0));
  // CHECK-VERDICT: verified
#pragma omp parallel for default(none) shared(A, B, C, rowsA, colsA, colsB)
  for (int i = 0; i < rowsA; i++)
    for (int j = 0; j < colsB; j++)
      for (int k = 0; k < colsA; k++)
        C[i][j] += A[i][k] * B[k][j];
  return C;
}

void smooth(Matrix &U, int n)
{
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: U race certain
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: data race on shared variable 'U' [ompfix-race]
  // CHECK-MESSAGES: :[[@LINE+5]]:7: note: iteration i = 1 writes 'U[i][j]'
  // CHECK-MESSAGES: :[[@LINE+4]]:17: note: iteration i = 2 reads 'U[i - 1][j]'
#pragma omp parallel for
  for (int i = 1; i < n; i++)
    for (int j = 0; j < n; j++)
      U[i][j] = U[i - 1][j];
}

// A row changed whole (resized) is a call the model does not follow yet.
void grow_rows(Matrix &U, int n)
{
  // CHECK-VERDICT: unknown
  // CHECK-REASON-KIND: call
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: call to 'push_back'
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    U[i].push_back(1.0);
}
