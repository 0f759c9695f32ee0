// A one-dimensional array whose every subscript is `column + size * row` (A[i + order * j]) is read as rows of `size` cells (delinearization, as Polly does): exact where the column stays in its row, so transposes and stencils written that way are verified or shown racy, not possible races on every cell. A loop whose column may leave the row is unknown; an array also reached another way stays one-dimensional.
#include <string.h>

#define A(i, j) A[(i) + order * (j)]
#define B(i, j) B[(i) + order * (j)]

void transpose(long order, double *restrict A, double *restrict B)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (long j = 0; j < order; j++)
    for (long i = 0; i < order; i++) {
      B(j, i) += A(i, j);
      A(i, j) += 1.0;
    }
}

void shift_rows(long order, double *restrict A)
{
  // Row j + 1 is written by iteration j and read by iteration j + 1.
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: A race certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'A'
#pragma omp parallel for
  for (long j = 0; j < order - 1; j++)
    for (long i = 0; i < order; i++)
      A(i, j + 1) = A(i, j) * 0.5;
}

void stencil(long n, const double *restrict in, double *restrict out)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (long j = 1; j < n - 1; j++)
    for (long i = 1; i < n - 1; i++)
      out[i + n * j] = in[i - 1 + n * j] + in[i + 1 + n * j] +
                       in[i + n * (j - 1)] + in[i + n * (j + 1)];
}

void column_may_leave_row(long order, double *restrict A)
{
  // i + 1 reaches order: A(order, j) is A(0, j + 1), the next row.
  // CHECK-VERDICT: unknown
  // CHECK-REASON: may leave a row of 'A'
  // CHECK-REASON-KIND: subscript
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: 'A(i + 1, j)' may leave a row of 'A' (the model reads it as rows of 'order' cells)
#pragma omp parallel for
  for (long j = 0; j < order; j++)
    for (long i = 0; i < order; i++)
      A(i + 1, j) = 0.0;
}

void cleared_then_shifted(long n, double *restrict A)
{
  memset(A, 0, n * n * sizeof(double));
  // memset from A's start is no other use: A is read as rows of n cells.
  // A[n - 1 + n * j + 1] is the next row's first cell, which iteration
  // j + 1 writes: the subscript may leave its row, and the loop is unknown
  // naming it.
  // CHECK-VERDICT: unknown
  // CHECK-REASON: 'i + n * j + 1' may leave a row of 'A'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: 'i + n * j + 1' may leave a row of 'A'
#pragma omp parallel for
  for (long j = 0; j < n; j++)
    for (long i = 0; i < n; i++)
      A[i + n * j] = A[i + n * j + 1];
}

void reached_another_way(long n, double *restrict A)
{
  double *p;
  p = A + 1;
  p[0] = 0.0;
  // A + 1 reaches A as well: A stays one-dimensional, and its subscripts
  // are no affine expressions. A[n - 1 + n * j + 1] is the next row's
  // first cell, which iteration j + 1 writes: a race the model can only
  // call possible.
  // CHECK-VERDICT: unknown
  // CHECK-WITNESS: A race possible
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: possible data race on shared variable 'A'
#pragma omp parallel for
  for (long j = 0; j < n; j++)
    for (long i = 0; i < n; i++)
      A[i + n * j] = A[i + n * j + 1];
}
