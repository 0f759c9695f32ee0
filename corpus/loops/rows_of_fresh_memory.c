// A local `double **u` whose own value and every row's (`u[i] =
// malloc(...)`) are fresh allocations, named otherwise only to reach a
// cell (`u[i][j]`), to free it or a row, or in a `shared` clause, holds
// rows of memory of their own: cell (i, j) is one place, two cells never
// overlap. It was "pointer 'u' to non-arithmetic data" (a course's SOR
// solver: 11 loops and regions of the development half).
#include <stdlib.h>

double relax(int N, int M)
{
  double **uold = (double **)malloc(N * sizeof(double *));
  double **unew = (double **)malloc(N * sizeof(double *));
  for (int i = 0; i < N; i++) {
    uold[i] = (double *)malloc(M * sizeof(double));
    unew[i] = (double *)malloc(M * sizeof(double));
  }
  // CHECK-VERDICT: verified
#pragma omp parallel for shared(uold)
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      uold[i][j] = 0.0;
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 1; i < N - 1; i++)
    for (int j = 1; j < M - 1; j++)
      unew[i][j] = 0.25 * (uold[i - 1][j] + uold[i + 1][j] + uold[i][j - 1] +
                           uold[i][j + 1]);
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: uold race certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'uold' [ompfix-race]
#pragma omp parallel for
  for (int i = 1; i < N; i++)
    for (int j = 0; j < M; j++)
      uold[i][j] = uold[i - 1][j];
  double s = unew[1][1];
  for (int i = 0; i < N; i++) {
    free(uold[i]);
    free(unew[i]);
  }
  free(uold);
  free(unew);
  return s;
}

// Two rows that are one memory: not rows of their own.
void shared_row(int N, int M)
{
  double **u = (double **)malloc(N * sizeof(double *));
  for (int i = 0; i < N; i++)
    u[i] = (double *)malloc(M * sizeof(double));
  u[1] = u[0];
  // CHECK-VERDICT: unknown
  // CHECK-REASON-KIND: pointer
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: pointer 'u' to rows of pointers that the function may change
#pragma omp parallel for
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      u[i][j] = 0.0;
}
