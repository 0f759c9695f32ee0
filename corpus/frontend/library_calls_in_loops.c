// C library calls in loops touch what they are passed: memset and memcpy of whole elements write (and read) exact ranges, so a scratch array cleared in each iteration is private and copies that do not overlap across iterations are no race; a copy whose range the model cannot bound leaves the loop unknown, and rand() changes its hidden state in every iteration: a race on it.
#include <stdlib.h>
#include <string.h>

#define N 256

double a[N], b[N];

void scratch_cleared(void)
{
  // CHECK-VERDICT: verified
  // CHECK-VARIABLE: t declared=private required=private status=ok
#pragma omp parallel for
  for (int i = 0; i < N; i++) {
    double t[8];
    memset(t, 0, 8 * sizeof(double));
    for (int k = 0; k < 8; k++)
      t[k] += a[i] * k;
    b[i] = t[7];
  }
}

void copies(int n)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < N - 1; i++)
    memcpy(&b[i + 1], &a[i], sizeof(double));

  // CHECK-VERDICT: violation
  // CHECK-WITNESS: a race certain
  // CHECK-MESSAGES: :[[@LINE+4]]:1: error: data race on shared variable 'a'
  // CHECK-MESSAGES: :[[@LINE+5]]:12: note: iteration i = 0 writes '&a[i + 1]'
  // CHECK-MESSAGES: :[[@LINE+4]]:23: note: iteration i = 1 reads '&a[i]'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: no data-sharing attribute of 'a' removes this conflict
#pragma omp parallel for
  for (int i = 0; i < N - 1; i++)
    memcpy(&a[i + 1], &a[i], sizeof(double));

  // CHECK-VERDICT: unknown
  // CHECK-REASON: call to 'memcpy', which may write any element of 'b'
  // CHECK-REASON-KIND: call
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: call to 'memcpy', which may write any element of 'b'
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    memcpy(b, a, n);
}

void random_values(void)
{
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: rand() race certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on the hidden state of 'rand'
#pragma omp parallel for
  for (int i = 0; i < N; i++)
    b[i] = rand();
}

unsigned char codes[N * 16];

void bytes_cleared(void)
{
  // (Bytes are elements of an unsigned char array: each iteration clears
  // its own 16.)
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < N; i++)
    memset(codes + i * 16, 0, 16);

  // CHECK-VERDICT: violation
  // CHECK-WITNESS: codes race certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'codes'
#pragma omp parallel for
  for (int i = 0; i < N - 1; i++)
    memset(codes + i * 16, 0, 17);

  // (A count narrowed to unsigned char wraps: 0 - 1 is 255.)
  // CHECK-VERDICT: unknown
  // CHECK-REASON: call to 'memset', which may write any element of 'codes + i * 16'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: call to 'memset'
#pragma omp parallel for
  for (int i = 0; i < N; i++)
    memset(codes + i * 16, 0, (unsigned char)(N % 16 - 1 + i - i));
}

void bytes_cleared_by_a_narrowed_count(void)
{
  // (A constant count is its value after the conversion: 272 as an
  // unsigned char is 16.)
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < N; i++)
    memset(codes + i * 16, 0, (unsigned char)(16 + 256));
}
