// access ::= a pointer declared in a parallel region that only gets fresh
// memory no other name reaches: each thread's own buffer (owned-by-scope,
// not caller-visible), killed where it is allocated and where it is freed.
#include <stdlib.h>
void region_scratch_buffer(int n, int d, const double *x, double *out) {
#pragma omp parallel
  {
    double *t = malloc(d * sizeof(double));
#pragma omp for
    for (int i = 0; i < n; i++) {
      t[0] = x[i];
      out[i] = t[0];
    }
    free(t);
  }
}
