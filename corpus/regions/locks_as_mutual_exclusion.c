// Code between omp_set_lock(&l) and omp_unset_lock(&l) in one block is kept apart from code under the same lock, as a critical construct would keep it: updates under one lock do not race, updates under two different locks do, and a lock set in one block and unset elsewhere is outside the model.
#include <omp.h>

double total;
omp_lock_t lock, other;

void under_one_lock(const double *a, int n)
{
  // CHECK-VERDICT: verified
  // CHECK-VARIABLE: total declared=shared required=shared status=ok
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    omp_set_lock(&lock);
    total += a[i];
    omp_unset_lock(&lock);
  }
}

void under_two_locks(const double *a, int n)
{
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: total race certain
  // CHECK-MESSAGES: :[[@LINE+2]]:1: error: data race on shared variable 'total'
  // CHECK-MESSAGES: note: no data-sharing attribute of 'total' removes this conflict
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    omp_set_lock(&lock);
    total += a[i];
    omp_unset_lock(&lock);
    omp_set_lock(&other);
    total *= 0.5;
    omp_unset_lock(&other);
  }
}

void region_under_lock(void)
{
  // CHECK-REGION: verified
#pragma omp parallel
  {
    int id = omp_get_thread_num();
    omp_set_lock(&lock);
    total = total + id;
    omp_unset_lock(&lock);
  }
}

void unset_elsewhere(const double *a, int n)
{
  // CHECK-VERDICT: unknown
  // CHECK-REASON: a lock set and not unset in the same block
  // CHECK-REASON-KIND: construct
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: a lock set and not unset in the same block
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    if (a[i] > 0.0) {
      omp_set_lock(&lock);
      total += a[i];
    }
    omp_unset_lock(&lock);
  }
}
