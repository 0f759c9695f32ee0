// memset, memcpy and memmove of a row of a linearized array (`memcpy(out +
// i * d, x + i * d, d * sizeof(double))`, `&a[i * n + k]`, a row pointer
// `code`) write and read that row's cells, when the range stays in the
// row: rows of different iterations are apart. A range that may leave its
// row (more than a row's cells, or from a column on past the row's end)
// is unknown where it may, never taken for the row alone. Before, every
// such call was "may write any element".
#include <stdint.h>
#include <string.h>

void copy_rows(int n, int d, const double *x, double *out)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    memcpy(out + i * d, x + i * d, d * sizeof(double));
}

void clear_row_pointers(int n, int code_size, uint8_t *codes)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    uint8_t *code = codes + i * code_size;
    memset(code, 0, code_size);
  }
}

// `sizeof(*recons)` names no cell (it is not evaluated): no other use.
void fill_rows(long n, long d, float *recons)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (long i = 0; i < n; i++) {
    float *row = recons + i * d;
    memset(row, -1, sizeof(*row) * d);
  }
}

// An unsigned count as it is: no arithmetic that could wrap.
void clear_unsigned_rows(long n, size_t code_size, uint8_t *codes)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (long i = 0; i < n; i++) {
    uint8_t *code = codes + i * code_size;
    memset(code, 0, code_size);
  }
}

void tail_of_row(int n, int d, const double *x, double *out)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    memcpy(&out[i * d + 1], x, (d - 1) * sizeof(double));
}

// Two rows' worth from each row's start: the next iteration's row too.
void two_rows(int n, int d, const double *x, double *out)
{
  // CHECK-VERDICT: unknown
  // CHECK-REASON: may leave a row of 'out'
  // CHECK-MESSAGES-ANY
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    memcpy(out + i * d, x, 2 * d * sizeof(double));
  for (int i = 0; i < n; i++)
    for (int k = 0; k < d; k++)
      out[i * d + k] += 1.0;
}

// Rows that overlap by one cell: the copy is the row's, the write past
// the row's end is not.
void overlapping_rows(int n, int d, double *a)
{
  // CHECK-VERDICT: unknown
  // CHECK-REASON: may leave a row of 'a'
  // CHECK-MESSAGES-ANY
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    memset(&a[i * d + 1], 0, d * sizeof(double));
}

// Every iteration writes row 1 of out: a race the witness names.
void same_row(int n, int d, const double *x, double *out)
{
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: out race certain
  // CHECK-MESSAGES-ANY
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    memcpy(out + d, x + i * d, d * sizeof(double));
    for (int k = 0; k < d; k++)
      out[i * d + k] += 1.0;
  }
}

// A cast to bytes counts the offset in bytes, not in cells: not a row's
// range (it was taken for one, verified where rows overlap and a race
// where they do not).
void bytes_of_rows(int n, int d, float *a)
{
  // CHECK-VERDICT: unknown
  // CHECK-MESSAGES-ANY
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    memset((char *)a + i * d, 0, d);
  for (int i = 0; i < n; i++)
    for (int k = 0; k < d; k++)
      a[i * d + k] += 1.0f;
}

// A pointer taken from a row pointer (`r2 = row + 1`) adds an offset the
// model does not add up: the array stays one-dimensional.
void row_of_a_row(int n, int d, double *a)
{
  // CHECK-VERDICT: unknown
  // CHECK-MESSAGES-ANY
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    double *row = a + i * d;
    double *r2 = row + 1;
    memset(r2, 0, d * sizeof(double));
  }
}
