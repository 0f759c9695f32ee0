// Expansion: a scratch buffer reached through a pointer, which no clause can copy (a clause on the pointer copies the pointer), gets a slice per thread of a new buffer when every iteration reads only what it wrote itself: the rewrite allocates the slices before the loop, points the name at the running thread's slice in the body and frees them after. Where the cells are needed after the loop (the caller's memory), the last iteration copies its slice back, which is right when it writes every cell. Under `collapse` the slice is declared in the innermost loop's body (with no copy back: the last iteration has no one iterator to test). A fixed-size array gets `private` instead, and scratch whose values cross iterations stays a violation.
#include <math.h>
#include <omp.h>
#include <stdlib.h>

void smooth_rows(int n, int m, const double *restrict a, double *restrict b)
{
  double *tmp = malloc(sizeof(double) * m);
  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: tmp declared=shared required=expand status=missing bytes=8*m
  // CHECK-FIXED: #pragma omp parallel for
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: data race on shared variable 'tmp'
  // CHECK-MESSAGES: :[[@LINE+5]]:7: note: iteration i = 0 writes 'tmp[j]'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 'tmp' points to memory that no clause gives each thread a copy of; each thread can use a slice of a new buffer instead (m cells, 8 * m bytes per thread)
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < m; j++)
      tmp[j] = 2.0 * a[i * m + j];
    for (int j = 0; j < m; j++)
      b[i * m + j] = tmp[j] + tmp[m - 1 - j];
  }
  free(tmp);
}

void caller_scratch(int n, int m, const double *restrict a, double *restrict b,
                    double *restrict work)
{
  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: work declared=shared required=expand status=missing
  // CHECK-MESSAGES: :[[@LINE+2]]:1: error: data race on shared variable 'work'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 'work' points to memory that no clause gives each thread a copy of; each thread can use a slice of a new buffer instead (m cells, 8 * m bytes per thread), the last iteration copying its cells back
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < m; j++)
      work[j] = a[i * m + j] * a[i * m + j];
    for (int j = 1; j < m; j++)
      b[i * m + j] = work[j] - work[j - 1];
  }
}

void cells_four_to_nineteen(int n, const double *restrict a, double *restrict b)
{
  float *t = malloc(20 * sizeof(float));
  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: t declared=shared required=expand status=missing bytes=80
  // CHECK-MESSAGES: :[[@LINE+2]]:1: error: data race on shared variable 't'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 't' points to memory that no clause gives each thread a copy of; each thread can use a slice of a new buffer instead (20 cells, 80 bytes per thread)
#pragma omp parallel for schedule(static)
  for (int i = 0; i < n; i++) {
    for (int j = 4; j < 20; j++)
      t[j] = a[i] * j;
    b[i] = t[4] + t[19];
  }
  free(t);
}

void counting_down(int n, const double *restrict a, double *restrict b,
                   double *restrict last)
{
  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: last declared=shared required=expand status=wrong
  // CHECK-FIXED: #pragma omp parallel for default(none) shared(a, b, n) shared(last_slices, last_shared)
  // CHECK-MESSAGES: :[[@LINE+2]]:1: error: data race on shared variable 'last'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 'last' points to memory that no clause gives each thread a copy of; each thread can use a slice of a new buffer instead (2 cells, 16 bytes per thread), the last iteration copying its cells back
#pragma omp parallel for default(none) shared(a, b, last, n)
  for (int i = n - 1; i >= 0; i--) {
    last[0] = a[i];
    last[1] = 2 * a[i];
    b[i] = last[0] * last[1];
  }
}

void fixed_size_array(int n, const double *restrict a, double *restrict b)
{
  double t[8];
  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: t declared=shared required=private status=missing
  // CHECK-FIXED: #pragma omp parallel for private(t)
  // CHECK-MESSAGES: :[[@LINE+2]]:1: error: data race on shared variable 't'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 't' needs 'private(t)'
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < 8; j++)
      t[j] = a[i] + j;
    b[i] = t[7] - t[0];
  }
}

void written_under_a_condition(int n, const double *restrict a,
                               double *restrict b, double *restrict work)
{
  // CHECK-VERDICT: unknown
  // CHECK-VARIABLE: work declared=shared required=none status=missing
  // CHECK-MESSAGES: :[[@LINE+2]]:1: warning: possible data race on shared variable 'work'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: no data-sharing attribute of 'work' removes this conflict
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    if (a[i] > 0)
      work[0] = a[i];
    b[i] = work[0];
  }
}

void carried_through_memory(int n, double *restrict b)
{
  double *t = malloc(sizeof(double));
  t[0] = 0;
  // CHECK-VERDICT: violation
  // CHECK-VARIABLE: t declared=shared required=none status=missing
  // CHECK-MESSAGES: :[[@LINE+2]]:1: error: data race on shared variable 't'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: no data-sharing attribute of 't' removes this conflict
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    b[i] = t[0];
    t[0] = i;
  }
  free(t);
}

void collapsed_tiles(int n, int m, int k, const double *restrict a,
                     double *restrict b)
{
  double *t = malloc(sizeof(double) * k);
  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: t declared=shared required=expand status=missing bytes=8*k
  // CHECK-FIXED: #pragma omp parallel for collapse(2)
  // CHECK-MESSAGES: :[[@LINE+2]]:1: error: data race on shared variable 't'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 't' points to memory that no clause gives each thread a copy of; each thread can use a slice of a new buffer instead (k cells, 8 * k bytes per thread){{$}}
#pragma omp parallel for collapse(2)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      for (int l = 0; l < k; l++)
        t[l] = a[(i * m + j) * k + l];
      double s = 0;
      for (int l = 0; l < k; l++)
        s += t[l] * t[k - 1 - l];
      b[i * m + j] = s;
    }
  free(t);
}

void collapsed_needed_after(int n, int m, const double *restrict a,
                            double *restrict b, double *restrict t)
{
  // CHECK-VERDICT: violation
  // CHECK-VARIABLE: t declared=shared required=none status=missing
  // CHECK-MESSAGES: :[[@LINE+2]]:1: error: data race on shared variable 't'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: no data-sharing attribute of 't' removes this conflict
#pragma omp parallel for collapse(2)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      t[0] = a[i * m + j];
      b[i * m + j] = t[0] * t[0];
    }
}

void heavy_rows(int n, int m, const double *restrict a, double *restrict b)
{
  double *tmp = malloc(sizeof(double) * m);
  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: tmp declared=shared required=expand status=missing bytes=8*m
  // CHECK-MESSAGES: :[[@LINE+2]]:1: error: data race on shared variable 'tmp'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 'tmp' points to memory that no clause gives each thread a copy of; each thread can use a slice of a new buffer instead (m cells, 8 * m bytes per thread){{$}}
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < m; j++)
      tmp[j] = sin(a[i] + j) * exp(-0.01 * j * a[i]);
    double s = 0.0;
    for (int j = 0; j < m; j++)
      s += tmp[j] * tmp[m - 1 - j];
    b[i] = s;
  }
  free(tmp);
}
