// omp_set_lock(&l) ... omp_unset_lock(&l) in one block: mutual exclusion
// under the lock's own name.
#include <omp.h>
omp_lock_t lock;
double total;

void locked_sum(const double *a, int n)
{
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    omp_set_lock(&lock);
    total += a[i];
    omp_unset_lock(&lock);
  }
}
