// After `if (err) exit(1);` the program may end, but no caller sees what the function left then: a private global overwritten after the check is not needed after the loop. After `if (err) return;` the caller does see it, so the loop needs lastprivate. `exit` under a check also bounds what follows (n <= 100).
#include <stdlib.h>

double g;
double a[256];

void check_then_exit(double *restrict x, int n, int err)
{
  // CHECK-VERDICT: verified
  // CHECK-ASSUMES: none
#pragma omp parallel for private(g)
  for (int i = 0; i < n; i++) {
    g = x[i];
    x[i] = g * g;
  }
  if (err)
    exit(1);
  g = 0.0;
}

void check_then_return(double *restrict x, int n, int err)
{
  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: g declared=private required=lastprivate status=wrong
  // CHECK-FIXED: #pragma omp parallel for lastprivate(g)
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: the value of private variable 'g' is needed after the loop
#pragma omp parallel for private(g)
  for (int i = 0; i < n; i++) {
    g = x[i];
    x[i] = g * g;
  }
  if (err)
    return;
  g = 0.0;
}

void bounded_by_exit(int n)
{
  if (n > 100) {
    exit(1);
  }
  // a[i + 100] is read by iteration i and written by iteration i + 100,
  // which exists only where n > 100: the exit rules that out.
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    a[i] = a[i + 100] + 1.0;
}

void unbounded(int n)
{
  if (n > 156)
    exit(1);
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: a race certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'a'
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    a[i] = a[i + 100] + 1.0;
}

void exit_in_inner_block(double *restrict x, int n, int m)
{
  // The exit runs only where m > 5: for m = 4 or 5 the function returns
  // with what the loop left in g, which the caller sees.
  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: g declared=private required=lastprivate status=wrong
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: the value of private variable 'g' is needed after the loop
#pragma omp parallel for private(g)
  for (int i = 0; i < n; i++) {
    g = x[i];
    x[i] = g * g;
  }
  if (m > 5) {
    if (m > 3)
      exit(1);
  }
  if (m <= 3)
    g = 0.0;
}

void return_beside_exit(double *restrict x, int n, int m, int d)
{
  // Where m > 5 the function exits, or returns when d is set: the caller
  // then sees what the loop left in g.
  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: g declared=private required=lastprivate status=wrong
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: the value of private variable 'g' is needed after the loop
#pragma omp parallel for private(g)
  for (int i = 0; i < n; i++) {
    g = x[i];
    x[i] = g * g;
  }
  if (m > 5) {
    if (d)
      return;
    exit(1);
  }
  g = 0.0;
}
