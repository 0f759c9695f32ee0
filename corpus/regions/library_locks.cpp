// Locks of the libraries beside OpenMP's (the table's LockFunctions, the C++ mutexes and their guards): what runs between `m.lock()` and `m.unlock()`, `pthread_mutex_lock(&p)` and `pthread_mutex_unlock(&p)`, or in the block of a `std::lock_guard` (also `std::unique_lock`, `std::scoped_lock` of one mutex), is kept apart from code under the same lock, as a critical construct of the lock's own name keeps it; under two different locks it is not. A guard made another way (`std::defer_lock`), or a lock set outside the statements of a block (`if (c) m.lock();`), is not followed.
// ARGS: -std=c++17
#include <mutex>
#include <pthread.h>

std::mutex m, other;
pthread_mutex_t p = PTHREAD_MUTEX_INITIALIZER;

double member_calls(int n, const double *a) {
  double sum = 0;
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    m.lock();
    sum += a[i];
    m.unlock();
  }
  return sum;
}

double unlocked(int n, const double *a) {
  double sum = 0;
  // CHECK-VERDICT: fixable
  // CHECK-WITNESS: sum race certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'sum'
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    sum += a[i];
  return sum;
}

int guarded_count(int n, const int *flags) {
  int count = 0;
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    if (flags[i]) {
      std::lock_guard<std::mutex> hold(m);
      count++;
    }
  }
  return count;
}

int posix_mutex(int n) {
  int count = 0;
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    pthread_mutex_lock(&p);
    count += i;
    pthread_mutex_unlock(&p);
  }
  return count;
}

int two_locks(void) {
  int count = 0;
  // CHECK-REGION: fixable
  // CHECK-WITNESS: count race certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'count'
#pragma omp parallel
  {
    {
      std::unique_lock<std::mutex> hold(m);
      count++;
    }
    {
      std::scoped_lock hold(other);
      count++;
    }
  }
  return count;
}

int deferred(int n) {
  int count = 0;
  // CHECK-VERDICT: unknown
  // CHECK-REASON: the constructor of 'unique_lock' for 'hold', which may access memory or synchronize
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    std::unique_lock<std::mutex> hold(m, std::defer_lock);
    hold.lock();
    count += i;
  }
  return count;
}

int conditional_lock(int n, const int *flags) {
  int count = 0;
  // A lock set under a condition guards what follows only where the
  // condition holds: not followed.
  // CHECK-VERDICT: unknown
  // CHECK-REASON: 'm.lock()' sets or unsets a lock outside the statements of a block
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    if (flags[i])
      m.lock();
    count += i;
    if (flags[i])
      m.unlock();
  }
  return count;
}
