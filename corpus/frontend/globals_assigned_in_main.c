// Global pointers that only main sets, once and before any loop (b = a + length + offset), are aliases of that memory from there on; an `exit` under a check (`if (offset < 0) exit(1)`) bounds what follows as a `return` would. A global pointer that a called function sets is memory of its own, assumed not to overlap the others (and the verdict says so).
#include <stdio.h>
#include <stdlib.h>

static double *a;
static double *b;
static double *c;
static double *d;

static void point_d(long n) { d = a + n; }

int main(int argc, char **argv)
{
  if (argc != 3) {
    printf("usage: %s length offset\n", argv[0]);
    exit(1);
  }
  long length = atol(argv[1]);
  long offset = atol(argv[2]);
  if (length < 0 || offset < 0)
    exit(1);
  a = malloc((3 * length + 2 * offset) * sizeof(double));
  if (!a)
    exit(1);
  b = a + length + offset;
  c = b + length + offset;
  // CHECK-VERDICT: verified
  // CHECK-ASSUMES: none
#pragma omp parallel for
  for (long j = 0; j < length; j++) {
    a[j] = 0.0;
    b[j] = 2.0;
    c[j] = 2.0;
  }
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (long j = 0; j < length; j++)
    a[j] += b[j] + 3.0 * c[j];
  // c[j - length - offset - 1] is b[j - 1], which the previous iteration
  // writes: all three pointers reach one allocation.
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: a race certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'a'
#pragma omp parallel for
  for (long j = 1; j < length; j++)
    b[j] = c[j - length - offset - 1];
  point_d(length);
  // CHECK-VERDICT: verified
  // CHECK-ASSUMES: a and d do not overlap
  // CHECK-MESSAGES: :[[@LINE+1]]:1: remark: assuming that 'a' and 'd' do not overlap
#pragma omp parallel for
  for (long j = 0; j < length; j++)
    d[j] = 2.0 * a[j + 1];
  printf("%f %f\n", a[0], d[0]);
  free(a);
  return 0;
}
