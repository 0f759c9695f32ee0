// Shifts and masks by constants in subscripts are exact: `x << c` is x
// times 2^c, `x >> c` is x divided by 2^c rounded down (an arithmetic
// shift), `x & (2^c - 1)` is x mod 2^c (in two's complement, also for a
// negative x). Before, each was a value the model could not compute, and
// the loops below were possible races (false alarms).
#include <string.h>

void pairs(double *a, int n)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    a[i << 1] = a[(i << 1) + 1];
}

// Packing bits, eight to a byte, a row of bytes per vector.
void pack(const float *x, unsigned char *b, long n, long d)
{
  long nbytes = (d + 7) / 8;
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (long i = 0; i < n; i++) {
    unsigned char *bi = b + i * nbytes;
    memset(bi, 0, nbytes);
    for (long j = 0; j < d; j++)
      if (x[i * d + j] >= 0)
        bi[j >> 3] |= 1 << (j & 7);
  }
}

// Iterations 0 and 8 update the same cell.
void buckets(int *count, int n)
{
  // CHECK-VERDICT: violation
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'count' [ompfix-race]
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    count[i & 7] = i;
}

void halves(int *h, int n)
{
  // CHECK-VERDICT: violation
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'h' [ompfix-race]
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    h[i >> 1] = i;
}

// An unsigned value wraps: `j - 1` at j = 0 is 2^32 - 1, and its shift is
// 63, the cell iteration 63 writes too. The model divides the wrapped
// value where its own is negative (a review's wrong `verified`).
void wrapped_shift(double *a, const double *b)
{
  double *p = a + 64;
  // CHECK-VERDICT: violation
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'a' [ompfix-race]
#pragma omp parallel for
  for (unsigned j = 0; j < 64; j++)
    p[((j - 1) >> 26) + j] = b[j] + j;
}

// The same for `%`: (2^32 - 1) % 63 is 3, the cell of j = 4.
void wrapped_remainder(double *a, const double *b)
{
  double *p = a + 64;
  // CHECK-VERDICT: violation
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'a' [ompfix-race]
#pragma omp parallel for schedule(static, 2)
  for (unsigned j = 0; j < 64; j++)
    p[(j - 1) % 63] = b[j] + j;
}

// (j - 1) % 64 of an unsigned j is a permutation: j = 0 writes 63.
void wrapped_permutation(double *a, const double *b)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (unsigned j = 0; j < 64; j++)
    a[(j - 1) % 64] = b[j];
}

// An unsigned shift to the left wraps past the top: `(j << 28) >> 28` is
// j mod 16, no affine value of j.
void wrapped_left_shift(double *a, const double *b)
{
  // CHECK-VERDICT: unknown
  // CHECK-REASON-KIND: possible-race
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: possible data race on shared variable 'a'
#pragma omp parallel for
  for (unsigned j = 0; j < 64; j++)
    a[(j << 28) >> 28] = b[j] + j;
}

// The product in a temporary wraps too: j and j + 2^31 give one t >> 1.
void wrapped_temporary(unsigned char *a, unsigned n)
{
  // CHECK-VERDICT: unknown
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: possible data race on shared variable 'a'
#pragma omp parallel for
  for (unsigned j = 0; j < n; j++) {
    unsigned t = j * 2u;
    a[t >> 1] = (unsigned char)j;
  }
}

// A sum with a large constant wraps past the top: j = 1 gives 0, not 1.
void wrapped_sum(int *a)
{
  // CHECK-VERDICT: unknown
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: possible data race on shared variable 'a'
#pragma omp parallel for
  for (unsigned j = 0; j < 2; j++)
    a[(j + 4294967295u) / 4294967295u] = j;
}

// One dividend, two divisors: each division is split by the sign of
// `j - 1` on its own (before, the second took the first's split, and the
// model read a[-1] at j = 0: a false out-of-bounds error).
double cells[64], values[64];

void two_divisors(void)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (unsigned j = 0; j < 64; j++)
    cells[(j - 1) % 64] = values[j];
  // CHECK-VERDICT: fixable
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'cells' [ompfix-missing-reduction]
#pragma omp parallel for
  for (unsigned j = 0; j < 64; j++)
    cells[(j - 1) >> 26] += values[j];
}
