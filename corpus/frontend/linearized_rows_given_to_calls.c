// A row of a linearized array given to a function of the file, `zero(a +
// i * m, m)`, binds the callee's pointer to that row from its column on:
// `r[j]` is a[i][j] while 0 <= j < m, and unknown where the callee leaves
// the row. The same for `&a[i * m]`, for a row passed on to another
// callee, and for memset over the row. Before, the row's argument was a
// use of `a` the model could not split, and every such loop was a
// possible race on `a` (a false alarm: TSan finds none).
#include <string.h>

static void zero(double *r, int m)
{
  for (int j = 0; j < m; j++)
    r[j] = 0.0;
}

static void zero_one_more(double *r, int m)
{
  for (int j = 0; j <= m; j++)
    r[j] = 0.0;
}

static void clear(double *r, int m) { memset(r, 0, m * sizeof(double)); }

static void clear_one_more(double *r, int m)
{
  memset(r, 0, (m + 1) * sizeof(double));
}

static void zero_tail(double *r, int m) { zero(r + 1, m - 1); }

void rows_zeroed(double *a, int n, int m)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    zero(a + i * m, m);
}

void rows_cleared(double *a, int n, int m)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    clear(a + i * m, m);
}

void row_tails_zeroed(double *a, int n, int m)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    zero_tail(&a[i * m], m);
}

// The callee writes one cell past the row: the next row's first cell.
void rows_overrun(double *a, int n, int m)
{
  // CHECK-VERDICT: unknown
  // CHECK-REASON: 'r[j]' may leave the row of 'a' it is given
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: 'r[j]' may leave the row of 'a' it is given (the model reads 'a' as rows of 'm' cells)
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    zero_one_more(a + i * m, m);
}

void rows_overrun_by_memset(double *a, int n, int m)
{
  // CHECK-VERDICT: unknown
  // CHECK-REASON: and the count may leave the row of 'a' it is given
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: 'r' and the count may leave the row of 'a' it is given
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    clear_one_more(a + i * m, m);
}

// Every iteration is given row k.
void one_row_for_all(double *a, int n, int m, int k)
{
  // CHECK-VERDICT: violation
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'a' [ompfix-race]
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    zero(a + k * m, m);
}
