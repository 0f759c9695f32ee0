// access ::= a pointer that only gets fresh memory (malloc): a variable of
// its own, killed where it is allocated and where it is freed.
#include <stdlib.h>
double malloc_pointer(int n)
{
  double *t = malloc(n * sizeof(double));
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    t[i] = i;
  double s = t[0];
  free(t);
  return s;
}
