// C's assert expands to a comma operator and a statement expression whose value is dropped (glibc: `(void) sizeof (c), __extension__ ({ if (c) ; else __assert_fail (...); })`): its statements run in turn, the condition is read and __assert_fail never returns. A statement expression whose value is used stays unknown.
#include <assert.h>

void checked_scale(int n, double *restrict a, const double *restrict b)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    assert(b[i] >= 0.0);
    a[i] = 2.0 * b[i];
  }
}

// The assertion reads the cell the next iteration writes.
void checked_shift(int n, double *a)
{
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: a race certain
  // CHECK-MESSAGES: :[[@LINE+2]]:1: error: data race on shared variable 'a'
  // CHECK-MESSAGES: :[[@LINE+4]]:5: note: iteration i = 1 writes 'a[i]'
#pragma omp parallel for
  for (int i = 0; i < n - 1; i++) {
    assert(a[i + 1] != 0.0);
    a[i] = 1.0;
  }
}

void value_of_a_statement_expression(int n, double *a)
{
  // CHECK-VERDICT: unknown
  // CHECK-REASON: a statement expression
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: a statement expression
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    a[i] = ({ double t = 2.0 * i; t + 1.0; });
}
