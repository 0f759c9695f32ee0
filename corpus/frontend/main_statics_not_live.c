// In `main`, globals and static locals are not read after the function returns: a private copy (the iterator of a static counter, a global temporary) needs no lastprivate unless main itself, or a function it calls, reads it later (a function it cannot see may: a possible finding). (A kernel with `main`: no runtime driver.)
#include <stdio.h>

double t;
void report(void);

int main(void)
{
  static double a[1000], b[1000];
  static int i;
  // CHECK-VERDICT: verified
  // CHECK-VARIABLE: i declared=private required=private status=ok
  // CHECK-VARIABLE: t declared=private required=private status=ok
#pragma omp parallel for private(t)
  for (i = 0; i < 1000; i++) {
    t = b[i];
    a[i] = t;
  }
  printf("%f\n", a[5]);

  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: t declared=private required=lastprivate status=wrong
  // CHECK-WITNESS: t live-out possible
  // CHECK-MESSAGES-ANY
#pragma omp parallel for private(t)
  for (int k = 0; k < 1000; k++) {
    t = a[k];
    b[k] = t;
  }
  report();
  return 0;
}
