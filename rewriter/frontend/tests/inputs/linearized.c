// access ::= a one-dimensional array whose every subscript is
// column + size * row (A[i + n * j]): rows of n cells.
void linearized(double *A, const double *B, int n, int m)
{
#pragma omp parallel for
  for (int j = 0; j < m; j++)
    for (int i = 0; i < n; i++)
      A[i + n * j] = B[i + n * j];
}
