// An object whose constructor or destructor the program writes runs code the model does not follow: slate's `LockGuard guard(&lock)` sets a lock in its constructor and unsets it in its destructor, so the tasks' `sum = x + i` exclude each other. ompfix cannot tell that without following the code: unknown, never a race (it was a false certain race once the `usleep` beside it became a known wait: issue 37's development half, test_LockGuard.cc). `std::lock_guard` of a std::mutex is the library's, known to lock it for its block. A standard container's constructor only builds the object.
#include <mutex>
#include <vector>
#include <omp.h>

class LockGuard {
public:
  explicit LockGuard(omp_nest_lock_t *lock) : lock_(lock) { omp_set_nest_lock(lock_); }
  ~LockGuard() { omp_unset_nest_lock(lock_); }

private:
  omp_nest_lock_t *lock_;
};

int guarded_sum(int n)
{
  omp_nest_lock_t lock;
  omp_init_nest_lock(&lock);
  int sum = 0;
  // CHECK-REGION: unknown
  // CHECK-REASON-KIND: call
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this parallel region: the destructor of 'LockGuard' for 'guard', which may access memory or synchronize
#pragma omp parallel
#pragma omp master
  {
    for (int i = 1; i <= n; ++i) {
#pragma omp task
      {
        LockGuard guard(&lock);
        int x = sum;
        sum = x + i;
      }
    }
  }
  omp_destroy_nest_lock(&lock);
  return sum;
}

std::mutex total_mutex;

void locked_total(int n, double *total)
{
  // (std::lock_guard of one mutex locks it for the iteration's block:
  // corpus regions/library_locks.cpp.)
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    std::lock_guard<std::mutex> hold(total_mutex);
    *total += i;
  }
}

void scratch_vectors(int n, double *out)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    std::vector<double> tmp(4, 1.0);
    out[i] = i;
  }
}
