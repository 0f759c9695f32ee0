// Pointers to a row of a linearized array (`const double *A_row = A + i * n;`, `double *C_row = &C[i * n];`), found by users' code everywhere (a sweep of public offload examples had 21 loops unknown for them): a local pointer that nothing assigns again, set to the array plus a stable offset, is read as that offset plus its subscript, `A_row[k]` as `A[i * n + k]`, and delinearized with the array's other subscripts. A pointer that moves (`p++`) or whose offset's variables change after it (`k = 0;`) points somewhere in the array: writing through it, a possible race. Not: a row pointer given to a call, a subscript that may leave its row, a cast to cells of another type.
void use(const double *);

void gemm(int n, const double *restrict A, const double *restrict B,
          double *restrict C)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    const double *A_row = A + i * n;
    double *C_row = &C[i * n];
    for (int j = 0; j < n; j++) {
      double sum = 0.0;
      for (int k = 0; k < n; k++)
        sum += A_row[k] * B[k * n + j];
      C_row[j] = sum;
    }
  }
}

// Each row from the one before: a race between iterations, shown through
// the row pointers.
void rows_depend(int n, int m, double *restrict A)
{
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: A race certain
  // CHECK-MESSAGES: :[[@LINE+4]]:1: error: data race on shared variable 'A' [ompfix-race]
  // CHECK-MESSAGES: :[[@LINE+8]]:7: note: iteration i = 1 writes 'cur[j]'
  // CHECK-MESSAGES: :[[@LINE+7]]:16: note: iteration i = 2 reads 'prev[j]'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: no data-sharing attribute of 'A' removes this conflict
#pragma omp parallel for
  for (int i = 1; i < n; i++) {
    const double *prev = A + (i - 1) * m;
    double *cur = A + i * m;
    for (int j = 0; j < m; j++)
      cur[j] = prev[j] + 1.0;
  }
}

// A row fixed by a parameter, read by every iteration.
void scale_by_row(int m, int k, const double *restrict A, double *restrict out)
{
  const double *pivot = A + k * m;
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int j = 0; j < m; j++)
    out[j] = pivot[j] * 2.0 + A[k * m + j];
}

void pointer_moves(int n, int m, double *restrict A)
{
  // CHECK-VERDICT: unknown
  // CHECK-REASON-KIND: possible-race
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: possible data race on shared variable 'A'
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    double *p = A + i * m;
    for (int j = 0; j < m; j++)
      *p++ = 0.0;
  }
}

void offset_changes(int n, int m, double *restrict A)
{
  // CHECK-VERDICT: unknown
  // CHECK-REASON-KIND: possible-race
  // CHECK-WITNESS: A race possible
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: possible data race on shared variable 'A'
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    int k = i * m;
    double *p = A + k;
    k = 0;
    for (int j = 0; j < m; j++)
      p[j] = k;
  }
}

void row_given_to_a_call(int n, int m, double *restrict A)
{
  // CHECK-VERDICT: unknown
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: call to 'use', which may access memory
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    double *p = A + i * m;
    use(p);
    for (int j = 0; j < m; j++)
      p[j] = 1.0;
  }
}

void beyond_the_row(int n, int m, double *restrict A)
{
  // CHECK-VERDICT: unknown
  // CHECK-REASON: 'p[j + 1]' may leave a row of 'A' (the model reads it as rows of 'm' cells)
  // CHECK-REASON-KIND: subscript
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: 'p[j + 1]' may leave a row of 'A'
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    double *p = A + i * m;
    for (int j = 0; j < m; j++)
      p[j + 1] = 1.0;
  }
}

// A row read as cells of another type: not the array's cells.
void cast_to_another_type(int n, int m, double *restrict A)
{
  // CHECK-VERDICT: unknown
  // CHECK-REASON: pointer 'p' of unknown origin
  // CHECK-REASON-KIND: pointer
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: pointer 'p' of unknown origin
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    float *p = (float *)(A + i * m);
    for (int j = 0; j < m; j++)
      p[j] = 1.0f;
  }
}
