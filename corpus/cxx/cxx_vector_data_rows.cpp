// A std::vector of numbers read in rows through its data(): `v.data() +
// i * d` names row i of v as `a + i * d` names a row of a pointer's cells
// (cellsBase), given to memset or memcpy, to a standard algorithm, to a
// function of the file, or as a row pointer's start. Before, the first
// three were "call to 'memset', which may write any element of
// 'residuals.data() + i * d'" and the row pointer of unknown origin.
#include <algorithm>
#include <cstring>
#include <vector>

void clear_rows(long n, long d)
{
  std::vector<float> residuals(n * d);
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (long i = 0; i < n; i++)
    memset(residuals.data() + i * d, 0, sizeof(residuals[0]) * d);
}

void copy_rows(long n, long k, float *distances, int width)
{
  std::vector<float> beam(n * width);
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (long i = 0; i < n; i++)
    memcpy(distances + i * k, beam.data() + width * i,
           k * sizeof(distances[0]));
}

void fill_rows(long n, long d)
{
  std::vector<double> rows(n * d);
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (long i = 0; i < n; i++)
    std::fill(rows.data() + i * d, rows.data() + i * d + d, 1.0);
}

void row_pointers(long n, long d)
{
  std::vector<float> residuals(n * d);
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (long i = 0; i < n; i++) {
    float *r = residuals.data() + i * d;
    for (long j = 0; j < d; j++)
      r[j] = j;
  }
}

static void zero(float *x, long d)
{
  for (long j = 0; j < d; j++)
    x[j] = 0;
}

void rows_given_to_a_function(long n, long d)
{
  std::vector<float> residuals(n * d);
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (long i = 0; i < n; i++)
    zero(residuals.data() + i * d, d);
}

// Each row copied from the one before, which the iteration before
// writes.
void copy_down(long n, long d)
{
  std::vector<float> residuals(n * d);
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: residuals race certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'residuals'
#pragma omp parallel for
  for (long i = 1; i < n; i++)
    memcpy(residuals.data() + i * d, residuals.data() + (i - 1) * d,
           d * sizeof(float));
}

// One cell past the row: the next row's first, which the next iteration
// clears. Leaving a row is what the model does not read exactly.
void one_past_the_row(long n, long d)
{
  std::vector<float> residuals(n * d);
  // CHECK-VERDICT: unknown
  // CHECK-REASON: the count may leave a row of 'residuals'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: 'residuals.data() + i * d' and the count may leave a row
#pragma omp parallel for
  for (long i = 0; i < n; i++)
    memset(residuals.data() + i * d, 0, (d + 1) * sizeof(float));
}

// Its data() held in a pointer of its own: the vector is not read in
// rows, and the pointer's offsets are no affine subscript.
void through_a_held_pointer(long n, long d)
{
  std::vector<float> residuals(n * d);
  float *q = residuals.data();
  // CHECK-VERDICT: unknown
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: call to 'memset', which may write any element of 'q + i * d'
#pragma omp parallel for
  for (long i = 0; i < n; i++)
    memset(q + i * d, 0, d * sizeof(float));
}
