// C's `/` and `%` round toward zero, isl's floor and mod round down; they differ for a negative dividend. Each access and bound with such a division is modelled exactly for both signs (split by the sign of the dividend), so the remainder loop of a split unroll is checked, a race that exists only because -1 / 2 is 0 is found, and a private scalar read after the loop only where n is negative is seen to be needed.
void unroll_by_four(int n, int A[])
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n / 4; ++i) {
    A[i * 4 + 0] = i * 4 + 0;
    A[i * 4 + 1] = i * 4 + 1;
    A[i * 4 + 2] = i * 4 + 2;
    A[i * 4 + 3] = i * 4 + 3;
  }
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = (n / 4) * 4; i < n; ++i)
    A[i] = i;
}

// Odd i from -2m - 1 up: i / 2 is (i - 1) / 2 rounded down for i > 0, but
// -1 / 2 and 1 / 2 are both 0.
void halves_of_odd_numbers(int m, int b[])
{
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: b race certain
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: data race on shared variable 'b'
  // CHECK-MESSAGES: :[[@LINE+4]]:5: note: iteration i = -1 writes 'b[m + i / 2]'
  // CHECK-MESSAGES: :[[@LINE+3]]:5: note: iteration i = 1 writes 'b[m + i / 2]'
#pragma omp parallel for
  for (int i = -2 * m - 1; i < 2 * m; i += 2)
    b[m + i / 2] = i;
}

// The last value of t is read after the loop where -3 <= n <= -1 (0 <= n / 4).
void private_read_after(int n, int m, double *a, double *out)
{
  double t = 0.0;
  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: t declared=private required=lastprivate status=wrong
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: the value of private variable 't' is needed after the loop
#pragma omp parallel for private(t)
  for (int i = 0; i < m; i++) {
    t = a[i];
    a[i] = 2.0 * t;
  }
  if (n < 0)
    for (int k = 0; k <= n / 4; k++)
      out[k] = t;
}

// A remainder as a subscript: a[i % 4] for i from -3 is a[-3] ... a[3].
void remainders(int n, double *a, double *c)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = -3; i < 4; i++)
    c[i + 3] = a[i % 4 + 3];
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: c race certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'c'
#pragma omp parallel for
  for (int i = -4; i < n; i++)
    c[i % 4 + 3] = a[i];
}
