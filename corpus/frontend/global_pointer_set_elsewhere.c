// A global pointer that main sets once is an alias only if nothing else can set it: here a function of the file that main may reach through a pointer sets it too, so the loop through it stays unknown (`b` might be `a + 1`, and the loop would race).
#include <stdio.h>
#include <stdlib.h>

static double *a, *b;

static void shift_b(void) { b = a + 1; }
void (*hook)(void) = shift_b;

int main(int argc, char **argv)
{
  if (argc < 2)
    return 1;
  long n = atol(argv[1]);
  a = malloc(2 * n * sizeof(double));
  if (!a)
    return 1;
  b = a + n;
  hook();
  // CHECK-VERDICT: unknown
  // CHECK-REASON: pointer 'b'
  // CHECK-REASON-KIND: pointer
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: pointer 'b' is assigned in the function
#pragma omp parallel for
  for (long j = 0; j < n; j++)
    b[j] = a[j];
  printf("%f\n", b[0]);
  free(a);
  return 0;
}
