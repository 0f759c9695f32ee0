// Expansion per iteration: memory needed after the loop whose cells come from different iterations (what lastprivate(conditional:) does for a scalar) cannot be given by a clause (lastprivate copies the last iteration's copy, which does not hold them all) nor by a slice per thread (no thread holds them all). When every iteration reads only what it wrote itself, each iteration gets a copy of its own and a flag per cell it writes; after the loop each cell is taken from the last iteration that wrote it. A fixed-size array gets the same where `lastprivate` falls short; collapsed loops and loops counting by 2 get no copies.
#include <math.h>
#include <stdlib.h>

// The last row whose first value is positive, in the caller's memory.
void last_positive_row(int n, int m, const double *restrict a,
                       double *restrict row)
{
  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: row declared=shared required=expand status=missing copies=iteration bytes=9*m
  // CHECK-FIXED: #pragma omp parallel for
  // CHECK-MESSAGES: :[[@LINE+4]]:1: warning: possible data race on shared variable 'row'
  // CHECK-MESSAGES: :[[@LINE+7]]:9: note: iteration i = 0 writes 'row[j]'
  // CHECK-MESSAGES: :[[@LINE+6]]:9: note: iteration i = 1 writes 'row[j]'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 'row' is needed after the loop with cells from different iterations, which no clause can give; each iteration can use a copy of its own, each cell then taken from the last iteration that wrote it (n copies of m cells and a flag each, 9 * m bytes per copy)
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    if (a[i * m] > 0)
      for (int j = 0; j < m; j++)
        row[j] = a[i * m + j] * 2.0;
  }
}

// Per column, the last positive value, counting down: the last writer is
// the least row. A global array a clause could name.
double keep[64];

void first_positive_per_column(int n, const double *restrict a)
{
  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: keep declared=shared required=expand status=missing bytes=576
  // CHECK-MESSAGES: :[[@LINE+2]]:1: warning: possible data race on shared variable 'keep'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 'keep' is needed after the loop with cells from different iterations, which no clause can give; each iteration can use a copy of its own, each cell then taken from the last iteration that wrote it (n copies of 64 cells and a flag each, 576 bytes per copy)
#pragma omp parallel for
  for (int i = n - 1; i >= 0; i--) {
    for (int j = 0; j < 64; j++)
      if (a[i * 64 + j] > 0)
        keep[j] = a[i * 64 + j];
  }
}

// A suffix per iteration (cells i .. m - 1), read in the same iteration:
// after the loop cell c holds what iteration min(c, n - 1) wrote, which
// the last iteration cannot copy back (it writes cells n - 1 .. m - 1
// only).
void suffix_scratch(int n, int m, const double *restrict a,
                    double *restrict b, double *restrict t)
{
  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: t declared=shared required=expand status=missing copies=iteration bytes=9*m
  // CHECK-MESSAGES: :[[@LINE+2]]:1: error: data race on shared variable 't'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 't' is needed after the loop with cells from different iterations, which no clause can give; each iteration can use a copy of its own, each cell then taken from the last iteration that wrote it (n copies of m cells and a flag each, 9 * m bytes per copy)
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    double s = 0;
    for (int j = 0; j < m; j++)
      if (j >= i) {
        t[j] = a[i] * j;
        t[j] += 1.0;
        ++t[j];
      }
    for (int j = 0; j < m; j++)
      if (j >= i)
        s += t[j];
    b[i] = s;
  }
}

// The same behind computation-bound rows: the copies' cost is small
// beside the work of an iteration.
void heavy_last_row(int n, int m, const double *restrict a,
                    double *restrict row)
{
  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: row declared=shared required=expand status=missing copies=iteration bytes=9*m
  // CHECK-MESSAGES: :[[@LINE+2]]:1: warning: possible data race on shared variable 'row'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 'row' is needed after the loop with cells from different iterations, {{.*}}
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    if (a[i * m] > -0.5)
      for (int j = 0; j < m; j++) {
        double x = a[i * m + j];
        for (int k = 0; k < 16; k++)
          x = sin(x) + exp(-x * x) * 0.5;
        row[j] = x;
      }
  }
}

// Under collapse the copies would need both iterators: a violation.
void collapsed(int n, int m, const double *restrict a, double *restrict row)
{
  // CHECK-VERDICT: unknown
  // CHECK-VARIABLE: row declared=shared required=none status=missing
  // CHECK-MESSAGES: :[[@LINE+2]]:1: warning: possible data race on shared variable 'row'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: no data-sharing attribute of 'row' removes this conflict
#pragma omp parallel for collapse(2)
  for (int i = 0; i < n; i++)
    for (int k = 0; k < 4; k++) {
      if (a[i * 4 + k] > 0)
        for (int j = 0; j < m; j++)
          row[j] = a[i * 4 + k] + j;
    }
}

// Values that cross iterations stay a violation: a copy per iteration
// would not see them.
void carried(int n, int m, const double *restrict a, double *restrict row)
{
  // CHECK-VERDICT: unknown
  // CHECK-MESSAGES: :[[@LINE+2]]:1: warning: {{.*}}'row'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: no data-sharing attribute of 'row' removes this conflict
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    if (a[i] > 0)
      for (int j = 0; j < m; j++)
        row[j] = row[j] * 0.5 + a[i];
  }
}

// A write inside a larger expression leaves no place for its flag: the
// expansion is the fix, but ompfix does not rewrite it, and says why.
void chained_write(int n, int m, const double *restrict a,
                   double *restrict row, double *restrict b)
{
  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: row declared=shared required=expand status=missing copies=iteration
  // CHECK-FIXED: none
  // CHECK-MESSAGES: :[[@LINE+3]]:1: warning: possible data race on shared variable 'row'
  // CHECK-MESSAGES: :[[@LINE+2]]:1: note: 'row' is needed after the loop with cells from different iterations, {{.*}}
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: ompfix does not rewrite this for 'row': a cell of 'row' is written on line [[@LINE+5]] inside an expression, where no flag can be set beside it
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    if (a[i * m] > 0)
      for (int j = 0; j < m; j++)
        b[i] = row[j] = a[i * m + j];
  }
}
