// call ::= the C library: memset writes the range it is passed.
#include <string.h>
void call_memset(double a[][64], int n)
{
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    memset(&a[i][0], 0, 64 * sizeof(double));
}
