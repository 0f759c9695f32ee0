// A buffer with a slice per thread, each iteration using the running thread's slice (`double *t = buf + omp_get_thread_num() * m;` in the body of a `parallel for`), is an array of the thread's own: the loop is verified when every iteration writes the cells it reads, and unknown when an access may leave the slice, a read may see what the thread's earlier iterations left, the thread number is not the loop's team's, or the buffer is read elsewhere.
#include <omp.h>
#include <stdlib.h>

void row_sums(int n, int m, const double *restrict a, double *restrict b)
{
  double *buf = malloc(sizeof(double) * (size_t)omp_get_max_threads() * m);
  // CHECK-VERDICT: verified
  // CHECK-VARIABLE: t declared=private required=private status=ok
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    double *const t = buf + (size_t)omp_get_thread_num() * m;
    for (int j = 0; j < m; j++)
      t[j] = 2.0 * a[i * m + j];
    for (int j = 0; j < m; j++)
      b[i * m + j] = t[j] + t[m - 1 - j];
  }
  free(buf);
}

void thread_number_variable(int n, const double *restrict a, double *restrict b)
{
  double *buf = malloc(sizeof(double) * 16 * (size_t)omp_get_max_threads());
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    int tid = omp_get_thread_num();
    double *t = &buf[16 * tid];
    for (int j = 0; j < 16; j++)
      t[j] = a[i] * j;
    b[i] = t[3] + t[15];
  }
  free(buf);
}

void leaves_the_slice(int n, int m, const double *restrict a, double *restrict b)
{
  double *buf = malloc(sizeof(double) * (size_t)omp_get_max_threads() * m);
  // CHECK-VERDICT: unknown
  // CHECK-REASON: an access through 't' may leave the running thread's slice of its buffer
  // CHECK-REASON-KIND: subscript
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: an access through 't' may leave the running thread's slice of its buffer
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    double *const t = buf + omp_get_thread_num() * m;
    for (int j = 0; j <= m; j++)
      t[j] = a[i * m + j];
    b[i] = t[0];
  }
  free(buf);
}

void reads_an_earlier_iteration(int n, const double *restrict a, double *restrict b)
{
  double *buf = malloc(sizeof(double) * (size_t)omp_get_max_threads() * 16);
  // CHECK-VERDICT: unknown
  // CHECK-REASON: 't' is the running thread's slice of a buffer, which keeps what the thread's earlier iterations left in it
  // CHECK-REASON-KIND: construct
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: 't' is the running thread's slice
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    double *const t = buf + omp_get_thread_num() * 16;
    b[i] = t[0];
    for (int j = 0; j < 16; j++)
      t[j] = a[i * 16 + j];
  }
  free(buf);
}

void thread_number_from_outside(int n, int m, const double *restrict a, double *restrict b)
{
  double *buf = malloc(sizeof(double) * (size_t)omp_get_max_threads() * m);
  int tid = omp_get_thread_num();
  // CHECK-VERDICT: unknown
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: possible data race on shared variable 'buf'
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    double *const t = buf + tid * m;
    for (int j = 0; j < m; j++)
      t[j] = a[i * m + j];
    b[i] = t[0];
  }
  free(buf);
}

double buffer_read_after(int n, int m, const double *restrict a, double *restrict b)
{
  double *buf = malloc(sizeof(double) * (size_t)omp_get_max_threads() * m);
  // CHECK-VERDICT: unknown
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: possible data race on shared variable 'buf'
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    double *const t = buf + omp_get_thread_num() * m;
    for (int j = 0; j < m; j++)
      t[j] = a[i * m + j];
    b[i] = t[0];
  }
  double last = buf[0];
  free(buf);
  return last;
}

void simd_lanes_share_a_slice(int n, int m, const double *restrict a, double *restrict b)
{
  double *buf = malloc(sizeof(double) * (size_t)omp_get_max_threads() * m);
  // CHECK-VERDICT: unknown
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: possible data race on shared variable 'buf'
#pragma omp parallel for simd
  for (int i = 0; i < n; i++) {
    double *const t = buf + omp_get_thread_num() * m;
    t[0] = a[i];
    b[i] = t[0];
  }
  free(buf);
}

// An extent that is a sum of values that cannot change, one a product
// (`m + n * m`, as the expansion rewrite writes it), is the slice's
// extent too; the product is at least n where the loops fix n, m >= 1.
void affine_extent(int n, int m, const double *restrict a, double *restrict b)
{
  double *buf = malloc(sizeof(double) * (size_t)omp_get_max_threads() * (m + n * m));
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    double *const t = buf + (size_t)omp_get_thread_num() * (m + n * m);
    for (int j = 0; j < m; j++)
      t[j + n * m] = a[i * m + j];
    for (int j = 0; j < m; j++)
      b[i * m + j] = t[j + n * m] + t[m - 1 - j + n * m];
  }
  free(buf);
}

// An extent that changes with the iteration is none: the slices of two
// threads may overlap (t points somewhere in buf: a possible race).
void extent_of_the_iteration(int n, const double *restrict a, double *restrict b)
{
  double *buf = malloc(sizeof(double) * (size_t)omp_get_max_threads() * n);
  // CHECK-VERDICT: unknown
  // CHECK-REASON-KIND: possible-race
  // CHECK-WITNESS: buf race possible
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: possible data race on shared variable 'buf'
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    double *const t = buf + omp_get_thread_num() * (i + 1);
    t[0] = a[i];
    b[i] = t[0];
  }
  free(buf);
}
