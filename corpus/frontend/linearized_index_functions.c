// A subscript computed by an index function of the file (`return i * n +
// j;`, pure, of integers, after integer locals) is that expression in the call's arguments,
// which delinearization splits into rows as it splits the expression
// written out: `v[idx(i, j, n)]` is v's row i, column j. Before, the call
// was one value that is no affine one, and every such loop a possible
// race (found probing the forms grid codes index their arrays with).
static inline int idx(int i, int j, int n) { return i * n + j; }
static inline long at3(long i, long j, long k, long nj, long nk)
{
  return (i * nj + j) * nk + k;
}
static inline int cell(int r, int c, int cols)
{
  const int row = r * cols;
  return row + c;
}
// (Reads what it is given through a pointer: no such function.)
static inline int through(const int *n, int i, int j) { return i * *n + j; }

void rows(double *restrict v, const double *restrict w, int m, int n)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++)
      v[idx(i, j, n)] = 2.0 * w[idx(i, j, n)];
}

void next_row(double *restrict v, int m, int n)
{
  // Row i + 1 is written by iteration i and read by iteration i + 1.
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: v race certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'v'
#pragma omp parallel for
  for (int i = 0; i < m - 1; i++)
    for (int j = 0; j < n; j++)
      v[idx(i + 1, j, n)] = v[idx(i, j, n)];
}

void mixed_spellings(double *restrict v, int m, int n)
{
  // The call and the expression written out name the same cells.
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++)
      v[idx(i, j, n)] = v[i * n + j] + 1.0;
}

void three_dimensions(double *restrict u, long ni, long nj, long nk)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (long i = 0; i < ni; i++)
    for (long j = 0; j < nj; j++)
      for (long k = 0; k < nk; k++)
        u[at3(i, j, k, nj, nk)] = 0.0;
}

void by_pointer(double *restrict v, int m, int n)
{
  // CHECK-VERDICT: unknown
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: possible data race on shared variable 'v'
#pragma omp parallel for
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++)
      v[through(&n, i, j)] = 1.0;
}

void through_a_local(double *restrict v, int m, int n)
{
  // The callee's local is its initializer's value: row r * n, column c.
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++)
      v[cell(i, j, n)] = v[idx(i, j, n)] + 1.0;
}

void through_a_local_next_row(double *restrict v, int m, int n)
{
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: v race certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'v'
#pragma omp parallel for
  for (int i = 0; i < m - 1; i++)
    for (int j = 0; j < n; j++)
      v[cell(i + 1, j, n)] = v[cell(i, j, n)];
}
