// C's assert expands to a comma operator and a statement expression whose value is dropped (glibc: `(void) sizeof (c), __extension__ ({ if (c) ; else __assert_fail (...); })`): its statements run in turn, the condition is read and __assert_fail never returns. A statement expression whose value is used runs its statements before the statement that uses its value, which is its last expression's.
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
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    a[i] = ({ double t = 2.0 * i; t + 1.0; });
}

// t is declared outside: every iteration writes it inside the statement
// expression and reads it as its value.
void shared_temporary_in_a_statement_expression(int n, double *restrict a)
{
  double t;
  // CHECK-VERDICT: fixable
  // CHECK-WITNESS: t race certain
  // CHECK-MESSAGES: :[[@LINE+4]]:1: error: data race on shared variable 't'
  // CHECK-MESSAGES: :[[@LINE+5]]:15: note: iteration i = 0 writes 't'
  // CHECK-MESSAGES: :[[@LINE+4]]:15: note: iteration i = 1 writes 't'
  // CHECK-FIXED: #pragma omp parallel for private(t)
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    a[i] = ({ t = 2.0 * i; t + 1.0; });
}
