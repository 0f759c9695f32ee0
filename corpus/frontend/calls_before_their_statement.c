// A call to a function of the file is followed where it runs, before the
// statement that uses its value, in every place a statement reads an
// expression: the condition of a min/max `if` and of an error path, the
// initializer of a pointer. Before, these calls were "called where the
// model does not visit its body" (unknown), found by probing contexts.
#include <stdlib.h>
#define N 64
double a[N], b[N];
int scale, hits;

static int offset(void) { return scale; }
static int bump(void) { return hits++; }

double largest(void)
{
  double m = 0;
  // CHECK-VERDICT: verified
#pragma omp parallel for reduction(max : m)
  for (int i = 0; i < N; i++)
    if (a[i] + offset() > m)
      m = a[i] + offset();

  // (No max either: what is compared is not what is stored.)
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: hits race certain
  // CHECK-MESSAGES: :[[@LINE+2]]:1: error: data race on shared variable 'hits'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: 'm' is not only updated by one reduction operator in the loop
#pragma omp parallel for reduction(max : m)
  for (int i = 0; i < N; i++)
    if (a[i] + bump() > m)
      m = a[i];
  return m;
}

void checked(void)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < N; i++) {
    if (offset() < 0)
      abort();
    b[i] = a[i];
  }

  // CHECK-REGION: violation
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'hits'
#pragma omp parallel
  {
    if (bump() < 0)
      exit(1);
  }
}

void pointers(void)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < N / 2; i++) {
    double *p = a + offset() % 2;
    b[i] = p[i];
  }

  // CHECK-VERDICT: violation
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'hits'
#pragma omp parallel for
  for (int i = 0; i < N / 2; i++) {
    double *p = a + bump() % 2;
    b[i] = p[i];
  }
}
